import NavLintIndex
import NavLintSyntax

/// A child added where something is presented: its type or RIB feature name, and the local names
/// that stand for it (its own, and the values it was built from).
struct PresentedChild {
    var type: String?
    var names: Set<String>
}

/// Project-wide facts about presentations, computed once.
struct PresentationFacts {
    let index: ProjectIndex
    /// Types whose own code makes them non-dismissable (`self.isModalInPresentation = true`, a
    /// full-screen style, or an override of those properties).
    var selfLockingTypes: Set<String> = []
    /// Types whose code makes some controller non-dismissable, or sets a presentation delegate.
    var lockingTypes: Set<String> = []
    /// Functions whose body makes a controller non-dismissable (`makeFullScreen()`), by name.
    var lockingFunctions: [String: [(parameters: [Parameter], type: String)]] = [:]
    /// Types that observe a dismissal: the presentation-controller delegate methods, or a reaction
    /// to their own disappearance.
    var observingTypes: Set<String> = []
    /// Types that implement the presentation-controller delegate's dismissal methods.
    var dismissDelegateTypes: Set<String> = []
    /// Screens whose own disappearance (`viewDidDisappear`) releases a child: they handle the
    /// swipe-down of the sheet they are, not of one they present.
    var disappearingTypes: Set<String> = []
    /// Types whose `deinit` calls back (a probe that reports its own release).
    var probeTypes: Set<String> = []
    var featureCache: [String: [String]] = [:]
    /// `isReleasedOnSwipe(_:parent:helpers:)`'s answers for the child's side, by `present` call.
    var ownPresentationAnswers: [ElementRef: Bool] = [:]
    /// Whether a member that stores a child locks or observes the sheet the child presents itself in.
    var parentAnswers: [ElementRef: Bool] = [:]

    init(index: ProjectIndex) {
        self.index = index
        collectLocking()
        collectObservers()
    }

    /// Collects the screens whose own disappearance releases a child, by the release query: a
    /// `viewDidDisappear` or `viewWillDisappear` whose body releases when it runs. The one release
    /// search `isReleasedOnSwipe` depends on.
    mutating func collectDisappearing(_ releases: ReleaseFinder) {
        for name in ["viewDidDisappear", "viewWillDisappear"] {
            for ref in index.members(named: name) where index.member(ref).body != nil {
                guard let type = index.ownerTypeName(ofMember: ref), !disappearingTypes.contains(type),
                      releases.release(reachedByBodyOf: ref, depth: 0) != nil else { continue }
                disappearingTypes.insert(type)
            }
        }
    }

    /// Whether the presented value is a system controller that is never a child (an alert, a share
    /// sheet, a mail composer…).
    func isSystemController(_ presented: Expression, file: Int, member: Int32) -> Bool {
        PresentationFacts.isSystemController(presented, file: file, member: member, in: index)
    }

    static func isSystemController(_ presented: Expression, file: Int, member: Int32, in index: ProjectIndex) -> Bool {
        var value = presented
        if let name = index.singleName(presented, in: file), let bound = index.localBinding(named: name, owner: member, in: file) {
            if let type = bound.type, PresentationFacts.systemControllers.contains(type.nominalName) { return true }
            guard let boundValue = bound.value else { return false }
            value = boundValue
        }
        let outline = index.files[file].outline
        if value.kind == .chain, value.call >= 0 {
            let call = outline.calls[Int(value.call)]
            if PresentationFacts.systemControllers.contains(outline.name(call.name)) { return true }
            // A controller of the project's, made right there (the usual case): no alert.
            if index.constructedTypeName(value, in: file) != nil { return false }
        }
        // What the type resolution says: a property declared as an alert, a local made by a method
        // whose declared result is one (`let alert = makeAlertController()`).
        if let type = index.typeName(of: presented, in: file, owner: member), PresentationFacts.systemControllers.contains(type) { return true }
        guard value.kind == .chain, value.call >= 0 else { return false }
        let call = outline.calls[Int(value.call)]
        // `factory.createPasswordViewController(…)`, declared to return a `UIViewController`, whose
        // every return is an alert it builds.
        let count = outline.elements(call.callee).count
        let receiver = count == 1 ? (call.callee.base == .name || call.callee.base == .selfKeyword ? index.ownerTypeName(file: file, member: member) : nil)
            : index.typeName(of: call.callee, count: count - 1, in: file, owner: member)
        guard let receiver, index.isProjectType(receiver) else { return false }
        return index.lookupMember(outline.name(of: call), in: receiver).contains { ref in
            index.member(ref).kind == .function && index.member(ref).body != nil && returnsOnlySystemControllers(ref, in: index)
        }
    }

    /// Whether every return of a function (one at least) is a system controller it builds, directly
    /// or through a local (`let alert = UIAlertController(…)`, `return alert`).
    private static func returnsOnlySystemControllers(_ ref: ElementRef, in index: ProjectIndex) -> Bool {
        let file = Int(ref.file)
        let outline = index.files[file].outline
        var found = false
        for item in outline.returns where item.owner == ref.index && item.closure < 0 {
            var value = item.value
            if let name = index.singleName(value, in: file), let bound = index.localBinding(named: name, owner: ref.index, in: file)?.value {
                value = bound
            }
            guard value.kind == .chain, value.call >= 0,
                  PresentationFacts.systemControllers.contains(outline.name(outline.calls[Int(value.call)].name)) else { return false }
            found = true
        }
        return found
    }

    /// The children the member attaches or stores; empty when it adds none.
    mutating func children(file: Int, member: Int32, presenter: String, queries: ChildCoordinatorQueries) -> [PresentedChild] {
        var result: [PresentedChild] = []
        let outline = index.files[file].outline
        if let attach = outline.symbol("attachChild") {
            for call in outline.calls where call.owner == member && call.name == attach {
                guard let argument = outline.arguments(of: call).first?.value else { continue }
                result.append(PresentedChild(type: ribFeature(argument, file: file, member: member, presenter: presenter),
                                             names: relatedNames(argument, file: file, member: member)))
            }
        }
        for addition in queries.additions(file: file, member: member) {
            guard let child = addition.child else { result.append(PresentedChild(type: nil, names: [])); continue }
            result.append(PresentedChild(type: index.valueTypeName(child, owner: member, ownerType: presenter, in: file),
                                         names: relatedNames(child, file: file, member: member)))
        }
        return result
    }

    /// Whether the presented value can be the child's: it is not a controller built from other
    /// values (`IntegrationViewController(room: room)` next to an unrelated child).
    func mayPresent(_ presented: Expression, children: [PresentedChild], file: Int, member: Int32) -> Bool {
        let related = children.reduce(into: Set<String>()) { $0.formUnion($1.names) }
        guard children.allSatisfy({ !$0.names.isEmpty }) else { return true }
        let outline = index.files[file].outline
        var value = presented
        if let name = index.singleName(presented, in: file) {
            if related.contains(name) { return true }
            guard let bound = index.localBinding(named: name, owner: member, in: file)?.value else { return true }
            value = bound
        }
        guard value.kind == .chain, value.call >= 0 else { return true }
        let constructor = outline.calls[Int(value.call)]
        guard constructor.callee.count == 1, let first = outline.name(of: constructor).utf8.first,
              first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return true }
        // `UINavigationController(rootViewController: child.viewController)`: built around the child;
        // a controller built from nothing may be filled with the child afterwards.
        if outline.arguments(of: constructor).isEmpty { return true }
        let mentioned = Set(outline.arguments(of: constructor).compactMap { argument in
            argument.value.kind == .chain ? outline.names(argument.value.chain).first : nil
        })
        return !mentioned.isDisjoint(with: related)
    }

    /// The call that creates a presented value: the value itself (`present(makeSheet())`), or the
    /// call a local was bound to (`let sheet = makeSheet()`).
    func creationCall(of presented: Expression, file: Int, member: Int32) -> Call? {
        var value = presented
        if let name = index.singleName(presented, in: file) {
            guard let bound = index.localBinding(named: name, owner: member, in: file)?.value else { return nil }
            value = bound
        }
        guard value.kind == .chain, value.call >= 0 else { return nil }
        return index.files[file].outline.calls[Int(value.call)]
    }

    /// Whether the call that creates a presented value runs a locking function of its receiver's
    /// type (`SheetRouter.makeSheet(style:)`), not merely one with the same name elsewhere (every
    /// coordinator has a `toPresentable()`).
    func isLockingCreation(_ creation: Call, file: Int, member: Int32, presenter: String) -> Bool {
        let outline = index.files[file].outline
        guard let functions = lockingFunctions[outline.name(of: creation)] else { return false }
        let receiver = outline.names(creation.callee).dropLast()
        let type: String?
        if receiver.isEmpty {
            type = creation.callee.base == .name || creation.callee.base == .selfKeyword ? presenter : nil
        } else if receiver.count == 1, creation.callee.base == .name, index.isProjectType(receiver[receiver.startIndex]) {
            type = receiver.first
        } else {
            type = index.typeName(of: creation.callee, count: outline.elements(creation.callee).count - 1, in: file, owner: member)
        }
        guard let type else { return false }
        let family = Set([type] + index.ancestors(of: type))
        let labels = outline.argumentLabels(of: creation)
        return functions.contains { RIBsNavigation.labels(labels, fit: $0.parameters) && family.contains($0.type) }
    }

    /// Whether a swipe-down cannot happen or is observed, from what the project says anywhere.
    /// `helpers` are the project methods the presenting call may run (none for UIKit's `present`).
    mutating func isReleasedOnSwipe(_ call: Call, file: Int, presenter: String, children: [PresentedChild],
                                    helpers: [ElementRef]) -> Bool {
        let outline = index.files[file].outline
        if memberLocks(file: file, member: call.owner) { return true }
        // `presented.makeFullScreen()`: a project helper that locks, called on what is presented.
        if let presented = outline.arguments(of: call).first?.value, presented.kind == .chain,
           let root = outline.names(presented.chain).first,
           BodyHandle(file: file, member: call.owner).callPositions(in: index).contains(where: {
               let candidate = outline.calls[$0]
               return outline.names(candidate.callee).first == root && candidate.callee.count > 1 && isLockingCall(candidate, outline)
           }) {
            return true
        }
        // The presenting helper locks: the one the receiver's type runs, when the call resolves to
        // project methods (a namesake elsewhere that goes full screen says nothing).
        if helpers.isEmpty ? isLockingCall(call, outline) : helpers.contains(where: isLockingFunction) { return true }
        // A navigator that implements `presentationControllerDidDismiss(_:)` presents: it observes
        // the swipe itself (it installs itself as the presentation delegate).
        if !helpers.isEmpty, helpers.allSatisfy({ helper in
            index.ownerTypeName(ofMember: helper).map { family($0).contains(where: dismissDelegateTypes.contains) } == true
        }) {
            return true
        }
        // `let sheet = SheetRouter.makeSheet(style: .formSheet)`: the function that creates the
        // presented controller locks it or installs its presentation delegate.
        if let presented = outline.arguments(of: call).first?.value,
           let creation = creationCall(of: presented, file: file, member: call.owner),
           isLockingCreation(creation, file: file, member: call.owner, presenter: presenter) {
            return true
        }
        if helperLocks(call, outline, presenter: presenter) { return true }
        if observingTypes.contains(presenter) { return true }
        if let presented = outline.arguments(of: call).first?.value {
            for type in presentedTypes(presented, file: file, member: call.owner, presenter: presenter)
            where probeTypes.contains(type) || family(type).contains(where: {
                selfLockingTypes.contains($0) || observingTypes.contains($0) || disappearingTypes.contains($0)
            }) {
                return true
            }
        }
        for child in children.compactMap(\.type) {
            for type in featureTypes(child) + [child] {
                if family(type).contains(where: { lockingTypes.contains($0) || observingTypes.contains($0) || disappearingTypes.contains($0) }) {
                    return true
                }
            }
        }
        return false
    }
}
