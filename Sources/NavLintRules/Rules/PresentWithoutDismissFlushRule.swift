import NavLintIndex
import NavLintSyntax

/// Reports a modal presentation of a child (a RIB attached with `attachChild`, or a child
/// coordinator stored in the parent's child collection, in the same method) as a sheet that the
/// user can swipe away on iOS 13 and later, when nothing releases the child on that swipe: only the
/// child's own close path detaches it, so after a swipe-down it stays attached and active.
///
/// The presentation is fine when the presented controller cannot be swiped away
/// (`isModalInPresentation = true`, `.fullScreen`, `.overFullScreen`, `.currentContext`,
/// `.overCurrentContext`, `.custom`), or when the dismissal is observed: a
/// `presentationController?.delegate` set where it is presented, a `presentationControllerDidDismiss(_:)`
/// in the presenting type or in the child's types, or the child's view controller reacting to its own
/// disappearance. These facts count wherever they are written: in the presenting method, in a
/// presenting helper, in the presented controller's type, or in the child's builder, view
/// controller, interactor or coordinator, in any file.
struct PresentWithoutDismissFlushRule: Rule {
    static let description = RuleDescription(
        identifier: "present-without-dismiss-flush",
        summary: "A child is presented as a sheet that can be swiped away, and only an explicit close path releases it",
        defaultSeverity: .warning,
        category: "navigation")

    func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let queries = ChildCoordinatorQueries(index: index)
        // Only a method that adds a child can present one.
        var childMembers = Set(queries.additions.map { ElementRef(file: $0.file, index: Int($0.member)) })
        for ref in index.calls(named: "attachChild") { childMembers.insert(ElementRef(file: ref.file, index: index.call(ref).owner)) }
        guard !childMembers.isEmpty else { return [] }
        let candidates = (index.calls(named: "present") + PresentationFacts.presentingHelpers(in: index).flatMap { index.calls(named: $0) })
            .filter { childMembers.contains(ElementRef(file: $0.file, index: index.call($0).owner)) }
        guard !candidates.isEmpty else { return [] }
        var facts = PresentationFacts(index: index)
        var diagnostics: [Diagnostic] = []
        for ref in candidates {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            // `.present(coordinator)` builds a transition value (XCoordinator), it presents nothing.
            guard call.owner >= 0, call.callee.base != .implicitMember,
                  let presented = outline.arguments(of: call).first?.value, presented.kind != .nil,
                  let presenter = index.ownerTypeName(file: file, member: call.owner),
                  !facts.isSystemController(presented, file: file, member: call.owner) else { continue }
            let added = facts.children(file: file, member: call.owner, presenter: presenter, queries: queries)
            guard !added.isEmpty, facts.mayPresent(presented, children: added, file: file, member: call.owner),
                  !facts.isReleasedOnSwipe(call, file: file, presenter: presenter, children: added) else { continue }
            let child = added.compactMap(\.type).first.map { "the '\($0)' child" } ?? "a child"
            diagnostics.append(diagnostic(
                "'\(presenter)' presents \(child) as a sheet that a swipe-down dismisses without releasing it; release the child in presentationControllerDidDismiss(_:) or set isModalInPresentation",
                file: file, range: call.nameRange, in: context))
        }
        return diagnostics.sorted { ($0.file, $0.range.start) < ($1.file, $1.range.start) }
    }
}

/// A child added where something is presented: its type or RIB feature name, and the local names
/// that stand for it (its own, and the values it was built from).
private struct PresentedChild {
    var type: String?
    var names: Set<String>
}

/// Project-wide facts about presentations, computed once.
private struct PresentationFacts {
    let index: ProjectIndex
    /// Types whose own code makes them non-dismissable (`self.isModalInPresentation = true`, a
    /// full-screen style, or an override of those properties).
    private var selfLockingTypes: Set<String> = []
    /// Types whose code makes some controller non-dismissable, or sets a presentation delegate.
    private var lockingTypes: Set<String> = []
    /// Functions whose body makes a controller non-dismissable (`makeFullScreen()`), by name.
    private var lockingFunctions: [String: [(labels: [String], type: String)]] = [:]
    /// Types that observe a dismissal: the presentation-controller delegate methods, or a reaction
    /// to their own disappearance.
    private var observingTypes: Set<String> = []
    /// Types whose `deinit` calls back (a probe that reports its own release).
    private var probeTypes: Set<String> = []
    private var featureCache: [String: [String]] = [:]

    init(index: ProjectIndex) {
        self.index = index
        collectLocking()
        collectObservers()
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
        guard value.kind == .chain, value.call >= 0 else { return false }
        let outline = index.files[file].outline
        return PresentationFacts.systemControllers.contains(outline.name(outline.calls[Int(value.call)].name))
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

    /// Whether a swipe-down cannot happen or is observed, from what the project says anywhere.
    mutating func isReleasedOnSwipe(_ call: Call, file: Int, presenter: String, children: [PresentedChild]) -> Bool {
        let outline = index.files[file].outline
        if memberLocks(file: file, member: call.owner) { return true }
        // `presented.makeFullScreen()`: a project helper that locks, called on what is presented.
        if let presented = outline.arguments(of: call).first?.value, presented.kind == .chain,
           let root = outline.names(presented.chain).first,
           outline.calls.contains(where: {
               $0.owner == call.owner && outline.names($0.callee).first == root && $0.callee.count > 1
                   && isLockingCall($0, outline)
           }) {
            return true
        }
        if isLockingCall(call, outline) { return true }
        if helperLocks(call, outline, presenter: presenter) { return true }
        if observingTypes.contains(presenter) { return true }
        if let presented = outline.arguments(of: call).first?.value {
            for type in presentedTypes(presented, file: file, member: call.owner, presenter: presenter)
            where probeTypes.contains(type) || family(type).contains(where: { selfLockingTypes.contains($0) || observingTypes.contains($0) }) {
                return true
            }
        }
        for child in children.compactMap(\.type) {
            for type in featureTypes(child) + [child] {
                if family(type).contains(where: { lockingTypes.contains($0) || observingTypes.contains($0) }) { return true }
            }
        }
        return false
    }
}

private extension PresentationFacts {
    static let systemControllers: Set<String> = [
        "UIAlertController", "UIActivityViewController", "SFSafariViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "UIImagePickerController", "UIDocumentPickerViewController", "PHPickerViewController",
        "UIDocumentInteractionController", "CNContactPickerViewController", "UIFontPickerViewController",
        "UIColorPickerViewController", "SKStoreProductViewController", "QLPreviewController", "UIPrintInteractionController",
        "AVPlayerViewController", "UIReferenceLibraryViewController", "UICloudSharingController",
    ]

    /// Styles a swipe-down cannot dismiss.
    static let lockingStyles: Set<String> = ["fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "custom"]

    /// Whether a call may run a project function that locks the presentation: same name, and its
    /// labels start the function's (the others defaulted).
    func isLockingCall(_ call: Call, _ outline: Outline) -> Bool {
        guard let functions = lockingFunctions[outline.name(of: call)] else { return false }
        let labels = CallKey.labels(of: call, in: outline)
        return functions.contains { labels.isPrefix(of: $0.labels) }
    }

    /// `x.modalPresentationStyle = .fullScreen`, `x.isModalInPresentation = true`, or
    /// `x.presentationController?.delegate = y`.
    func isLocking(_ assignment: Assignment, _ outline: Outline) -> Bool {
        guard assignment.op == .assign else { return false }
        let names = outline.names(assignment.target)
        switch names.last {
        case "modalPresentationStyle":
            // `.fullScreen` or `UIModalPresentationStyle.fullScreen`.
            let value = assignment.value
            return value.kind == .chain && (value.chain.base == .implicitMember || outline.names(value.chain).count == 2)
                && PresentationFacts.lockingStyles.contains(outline.lastName(value.chain) ?? "")
        case "isModalInPresentation":
            return assignment.value.kind != .false
        case "delegate":
            return names.dropLast().last == "presentationController"
        default:
            return false
        }
    }

    /// A project present helper (`presentChild(_:animated:)`) whose own body locks the sheet or
    /// sets its presentation delegate, itself or through a call on another value
    /// (`configuration.apply(to: child.rootViewController)`).
    func helperLocks(_ call: Call, _ outline: Outline, presenter: String) -> Bool {
        let name = outline.name(of: call)
        guard name != "present" else { return false }
        let labels = outline.argumentLabels(of: call)
        for ref in index.lookupMember(name, in: presenter) {
            let helper = index.member(ref)
            guard helper.kind == .function, helper.body != nil, RIBsNavigation.labels(labels, fit: helper.parameters) else { continue }
            let file = Int(ref.file)
            let helperOutline = index.files[file].outline
            if memberLocks(file: file, member: ref.index) { return true }
            if helperOutline.calls.contains(where: { $0.owner == ref.index && isLockingCall($0, helperOutline) }) { return true }
        }
        return false
    }

    func memberLocks(file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        if outline.assignments.contains(where: { $0.owner == member && isLocking($0, outline) }) { return true }
        // `present(sheet, style: .fullScreen)`: a locking style passed to a helper.
        return outline.calls.contains { call in
            call.owner == member && outline.arguments(of: call).contains { argument in
                argument.value.kind == .chain && argument.value.chain.base == .implicitMember
                    && PresentationFacts.lockingStyles.subtracting(["custom"]).contains(outline.lastName(argument.value.chain) ?? "")
            }
        }
    }

    mutating func collectLocking() {
        var lockingFiles: [Int32: Set<String>] = [:]
        for name in ["modalPresentationStyle", "isModalInPresentation", "delegate"] {
            for ref in index.assignments(to: name) {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                let assignment = outline.assignments[Int(ref.index)]
                guard isLocking(assignment, outline), let type = index.ownerTypeName(file: file, member: assignment.owner) else { continue }
                lockingTypes.insert(type)
                let target = outline.elements(assignment.target)
                if name != "delegate" && target.count == 1 && (assignment.target.base == .selfKeyword || assignment.target.base == .name) {
                    selfLockingTypes.insert(type)
                }
                let member = outline.members[Int(assignment.owner)]
                if member.kind == .function && assignment.closure < 0 {
                    lockingFunctions[member.name, default: []].append((CallKey.labels(of: member), type))
                    lockingFiles[ref.file, default: []].insert(member.name)
                }
            }
        }
        // One level of indirection within a type: `replaceModal` calls `presentTarget`, which sets
        // `.fullScreen`.
        for (file, names) in lockingFiles {
            let outline = index.files[Int(file)].outline
            let symbols = Set(names.compactMap { outline.symbol($0) })
            for call in outline.calls where call.callee.count == 1 && call.owner >= 0 && symbols.contains(call.name) {
                let caller = outline.members[Int(call.owner)]
                guard caller.kind == .function, let type = index.ownerTypeName(file: Int(file), member: call.owner),
                      lockingFunctions[outline.name(of: call)]?.contains(where: {
                          $0.type == type && CallKey.labels(of: call, in: outline).isPrefix(of: $0.labels)
                      }) == true else { continue }
                lockingFunctions[caller.name, default: []].append((CallKey.labels(of: caller), type))
            }
        }
        for name in ["modalPresentationStyle", "isModalInPresentation"] {
            for ref in index.members(named: name) where index.member(ref).kind == .property && index.member(ref).modifiers.contains(.override) {
                guard let type = index.ownerTypeName(ofMember: ref) else { continue }
                selfLockingTypes.insert(type)
                lockingTypes.insert(type)
            }
        }
    }

    mutating func collectObservers() {
        for name in ["presentationControllerDidDismiss", "presentationControllerWillDismiss", "presentationControllerShouldDismiss", "deinit"] {
            for ref in index.members(named: name) where index.member(ref).body != nil {
                // An empty `deinit` observes nothing; a probe's deinit calls back.
                if name == "deinit" && !index.files[Int(ref.file)].outline.calls.contains(where: { $0.owner == ref.index }) { continue }
                guard let type = index.ownerTypeName(ofMember: ref) else { continue }
                if name == "deinit" { probeTypes.insert(type) } else { observingTypes.insert(type) }
            }
        }
        // A controller that reacts to its own dismissal (`isBeingDismissed`, RxCocoa's
        // `rx.viewDidDisAppear`, SwiftUI's `.onDisappear`) releases its RIB from there: the
        // lifecycle-detach rule's business, but the swipe is handled.
        for summary in index.files {
            let outline = summary.outline
            guard outline.symbol("isBeingDismissed") != nil || outline.symbol("onDisappear") != nil
                || outline.symbol("viewDidDisAppear") != nil else { continue }
            for type in outline.types where type.kind != .protocol { observingTypes.insert(index.simpleName(type.name)) }
        }
    }

    /// Project functions named for presenting (`replaceModal`, `presentInsideNavigation`), other
    /// than `present` itself, whose body presents, directly or through a method they call.
    static func presentingHelpers(in index: ProjectIndex) -> [String] {
        var direct: [Int32: Set<String>] = [:]
        for ref in index.calls(named: "present") {
            let call = index.call(ref)
            guard call.owner >= 0 else { continue }
            let member = index.member(ElementRef(file: ref.file, index: call.owner))
            guard member.kind == .function, member.name != "present" else { continue }
            // `presentSafari(url:)` shows a system controller, never a child.
            if let presented = index.files[Int(ref.file)].outline.arguments(of: call).first?.value,
               isSystemController(presented, file: Int(ref.file), member: call.owner, in: index) {
                continue
            }
            direct[ref.file, default: []].insert(member.name)
        }
        var names = direct.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        // One level of indirection in the same file: `replaceModal` calls `presentTargetViewController`,
        // which presents.
        for (file, presenters) in direct {
            let outline = index.files[Int(file)].outline
            let symbols = Set(presenters.compactMap { outline.symbol($0) })
            for call in outline.calls where call.callee.count == 1 && call.owner >= 0 && symbols.contains(call.name) {
                let member = outline.members[Int(call.owner)]
                if member.kind == .function && member.name != "present" { names.insert(member.name) }
            }
        }
        // A helper is named for presenting; other methods that present (`start`, `showAlert`) do
        // far more than present a child.
        return names.filter { name in
            let lowered = name.lowercased()
            return lowered.containsBytes(of: "present") || lowered.containsBytes(of: "modal")
        }.sorted()
    }

    /// The RIB's feature name for an attached child: `GiftCard` for `giftCardBuilder.build(…)` or for
    /// a child named `giftCardRouter`.
    func ribFeature(_ child: Expression, file: Int, member: Int32, presenter: String) -> String? {
        guard let name = index.singleName(child, in: file) ?? lastPropertyName(child, file: file) else { return nil }
        if let local = index.localBinding(named: name, owner: member, in: file), let value = local.value, value.kind == .chain,
           value.call >= 0 {
            let outline = index.files[file].outline
            let call = outline.calls[Int(value.call)]
            let names = outline.names(call.callee)
            if names.count >= 2 {
                let builder = names[names.count - 2]
                if let property = index.lookupMember(builder, in: presenter).first(where: { index.member($0).kind == .property }),
                   let type = index.member(property).type, let feature = stripping(type.nominalName, ["Buildable", "Builder", "Building"]) {
                    return feature
                }
                if let feature = stripping(capitalized(builder), ["Builder", "Buildable"]) { return feature }
            }
        }
        return stripping(capitalized(name), ["Router", "Routing", "RIB", "Rib"])
    }

    /// The child's name and the names of the locals its constructor was given (the navigation
    /// controller built for it), not properties or parameters shared with everything else.
    func relatedNames(_ child: Expression, file: Int, member: Int32) -> Set<String> {
        guard let name = index.singleName(child, in: file) ?? lastPropertyName(child, file: file) else { return [] }
        var names: Set<String> = [name]
        if let value = index.localBinding(named: name, owner: member, in: file)?.value, value.kind == .chain, value.call >= 0 {
            let outline = index.files[file].outline
            for argument in outline.arguments(of: outline.calls[Int(value.call)]) {
                if let argumentName = index.singleName(argument.value, in: file),
                   index.localBinding(named: argumentName, owner: member, in: file) != nil {
                    names.insert(argumentName)
                }
            }
        }
        return names
    }

    func lastPropertyName(_ expression: Expression, file: Int) -> String? {
        guard expression.kind == .chain, expression.call < 0, expression.chain.base == .selfKeyword else { return nil }
        return index.files[file].outline.lastName(expression.chain)
    }

    func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `name` without the first suffix of `suffixes` it ends in; nil when nothing meaningful is left.
    func stripping(_ name: String, _ suffixes: [String]) -> String? {
        var result = name
        for suffix in suffixes where result.hasSuffix(suffix) {
            result = String(result.dropLast(suffix.count))
            break
        }
        return result.count >= 3 ? result : nil
    }

    /// The project types of a feature: `GiftCardViewController`, `GiftCardInteractor`… for `GiftCard`;
    /// for a coordinator, the types named like it without `Coordinator`.
    mutating func featureTypes(_ feature: String) -> [String] {
        var prefix = feature
        for suffix in ["Coordinator", "Flow"] where prefix.hasSuffix(suffix) && prefix.count > suffix.count + 2 {
            prefix = String(prefix.dropLast(suffix.count))
        }
        if let known = featureCache[prefix] { return known }
        let prefixCount = prefix.utf8.count
        let result = index.typeList.map(\.name).filter { name in
            guard name.hasPrefix(prefix) else { return false }
            let utf8 = name.utf8
            guard utf8.count > prefixCount else { return true }
            let next = utf8[utf8.index(utf8.startIndex, offsetBy: prefixCount)]
            return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
        }
        featureCache[prefix] = result
        return result
    }

    /// The types of the presented value: the controller built, or the root of a navigation
    /// controller built around it.
    func presentedTypes(_ presented: Expression, file: Int, member: Int32, presenter: String) -> [String] {
        var result: [String] = []
        if let type = index.valueTypeName(presented, owner: member, ownerType: presenter, in: file) { result.append(type) }
        var value = presented
        if let name = index.singleName(presented, in: file), let bound = index.localBinding(named: name, owner: member, in: file)?.value {
            value = bound
        }
        if value.kind == .chain, value.call >= 0 {
            let outline = index.files[file].outline
            for argument in outline.arguments(of: outline.calls[Int(value.call)]) {
                if let type = index.valueTypeName(argument.value, owner: member, ownerType: presenter, in: file) { result.append(type) }
            }
        }
        return result
    }

    func family(_ type: String) -> [String] {
        [type] + index.ancestors(of: type)
    }
}
