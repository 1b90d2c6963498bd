import NavLintIndex
import NavLintSyntax

/// "Is this ever called": the one answer for methods and initializers, and for the code of a
/// class nothing makes (`isNeverMade`). Code in a member nothing can run never runs: it adds no
/// child (child-never-released), builds no cycle (closure-capture-cycle) and hands no closure to
/// the system (system-retained-closure).
extension SemanticModel {
    /// Whether nothing can run member `member` of `file` on an object of type `receiver` (the
    /// member's own type when nil): an initializer (`ProjectIndex.isNeverCalledInitializer`), a
    /// method (`isNeverCalledMethod`), the initial value of a private lazy property that no use
    /// which may run reads (`CodeReachability.someUseMayRun`), or any instance member of a class
    /// nothing makes (`isNeverMade`: a lazy or stored property's initial value included). Asks the code
    /// reachability: never call it while holding `withReachability`. Memoized per member and receiver.
    func isNeverCalled(file: Int, member: Int32, receiver: String? = nil) -> Bool {
        guard member >= 0, Int(member) < index.files[file].outline.members.count else { return false }
        let key = NeverCalledKey(file: Int32(file), member: member, receiver: receiver.flatMap { index.typeID(named: index.simpleName($0)) } ?? -1)
        return neverCalledAnswers.value(for: key) { findNeverCalled(file: file, member: member, receiver: receiver) }
    }

    private func findNeverCalled(file: Int, member: Int32, receiver: String?) -> Bool {
        let declaration = index.files[file].outline.members[Int(member)]
        let owner = index.ownerTypeName(file: file, member: member)
        // The code of a class nothing makes runs for no object (its static members aside).
        if declaration.modifiers.isDisjoint(with: [.static, .class]), declaration.kind != .enumCase,
           let type = receiver.map(index.simpleName) ?? owner, isNeverMade(type) { return true }
        switch declaration.kind {
        case .initializer: return index.isNeverCalledInitializer(file: file, member: member)
        case .function:
            guard let receiver = receiver ?? owner else { return false }
            return isNeverCalledMethod(file: file, member: member, receiver: receiver)
        case .property:
            // A private lazy property's initial value runs on its first read: with none, never.
            guard declaration.modifiers.contains(.lazy), !declaration.modifiers.isDisjoint(with: [.private, .fileprivate]),
                  let owner else { return false }
            return !withReachability { $0.someUseMayRun(declaration.name, of: owner, depth: 0) }
        default: return false
        }
    }

    /// Whether nothing can run method `member` on a `receiver`: a plain method (no override, no
    /// attribute such as `@objc` or `@IBAction`, not `public`, `open` or static) that no protocol
    /// of the project declares, that no code names except to call it, and whose every call by its
    /// name is made on an object of an unrelated type (`loginCoordinator.startMain()` for
    /// `AppCoordinator.startMain()`). A call whose receiver's type is unknown may be one of it. A
    /// name that nothing calls may be called by the system, unless the method's type cannot hand it
    /// to the system (`cannotBeCalledBySystem`). More than `maximumCallsRead` calls by the name
    /// count as a call of it, unread: a dead method is rarely called by a common name.
    private func isNeverCalledMethod(file: Int, member: Int32, receiver: String) -> Bool {
        let declaration = index.files[file].outline.members[Int(member)]
        guard declaration.body != nil, declaration.attributes.isEmpty,
              declaration.modifiers.isDisjoint(with: [.override, .public, .open, .dynamic, .optional, .static, .class]) else { return false }
        let name = declaration.name
        let index = index
        let related = { (type: String) in type == receiver || index.isSubtype(type, of: receiver) || index.isSubtype(receiver, of: type) }
        let calls = index.calls(named: name)
        guard calls.count <= Self.maximumCallsRead else { return false }
        // No call by that name at all: the system may call it (a delegate method of a framework protocol).
        if calls.isEmpty && !cannotBeCalledBySystem(receiver) { return false }
        // Cheapest first: a call without a receiver (or on self) in a related type's code, then
        // calls on other objects, then the names used otherwise.
        for ref in calls {
            let outline = index.files[Int(ref.file)].outline
            let call = outline.calls[Int(ref.index)]
            guard outline.elements(call.callee).count <= 1 else { continue }
            // `startMain()`, `self.startMain()`, `super.startMain()`: the caller's own method.
            guard let caller = index.ownerTypeName(file: Int(ref.file), member: call.owner), !related(caller) else { return false }
        }
        for ref in calls {
            let callerFile = Int(ref.file)
            let outline = index.files[callerFile].outline
            let call = outline.calls[Int(ref.index)]
            let count = outline.elements(call.callee).count
            guard count > 1 else { continue }
            guard let type = index.typeName(of: call.callee, count: count - 1, in: callerFile, owner: call.owner),
                  index.isProjectType(type), !related(type) else { return false }
        }
        // A requirement of a library's protocol, which the library calls: other adopters declare it too.
        if isRequirementOfAdoptedLibraryProtocol(name, of: receiver) { return false }
        // Last, as the costliest: a scan of every file that uses the name.
        return !mayRunOtherThanByCalls(name)
    }

    /// Whether a method named `name` of `receiver` implements a requirement of a protocol or base
    /// it inherits from outside the project (one with requirements the project may implement: not
    /// in `protocolsThatMakeNothing` or `basesWithoutOpenRequirements`): most other project types
    /// that inherit it (more than half of them, at most `maximumAdoptersRead` read) have a method of
    /// that name too; a requirement with a default implementation is not declared by all. Most
    /// ReactorKit reactors declare `mutate(action:)`, which ReactorKit calls, while the project's
    /// calls by that name are each reactor's own `self.mutate(…)`; a method that only one of two
    /// other coordinators declares (`startMain()`) is no requirement of their library's protocol.
    private func isRequirementOfAdoptedLibraryProtocol(_ name: String, of receiver: String) -> Bool {
        let type = index.simpleName(receiver)
        return index.ancestors(of: type).contains { ancestor in
            guard index.kind(ofType: ancestor).map({ $0 == .extension }) ?? true, !Self.protocolsThatMakeNothing.contains(ancestor),
                  !Self.basesWithoutOpenRequirements.contains(ancestor) else { return false }
            let others = index.subtypes(of: ancestor).map(index.simpleName).filter { other in
                other != type && index.kind(ofType: other).map { [.class, .struct, .enum, .actor].contains($0) } == true
            }
            guard !others.isEmpty, others.count <= Self.maximumAdoptersRead else { return false }
            let declaring = others.filter { other in index.lookupMember(name, in: other).contains { index.member($0).kind == .function } }
            return declaring.count * 2 > others.count
        }
    }

    /// How many other adopters of a library's protocol `isRequirementOfAdoptedLibraryProtocol` reads.
    static let maximumAdoptersRead = 128

    /// How many calls by a method's name `isNeverCalledMethod` reads before it takes the method as called.
    static let maximumCallsRead = 32

    /// Whether a method named `name` may run other than through a call by its name, whoever declares
    /// it: a protocol of the project declares a member of that name, or some file names it more
    /// often than it calls it (`#selector(startMain)`, `completion: startMain`), which the code
    /// reachability answers once per name (`CodeReachability.isNamedOtherwise`). Memoized per name:
    /// the members of a name are read once, not once per method that bears it.
    private func mayRunOtherThanByCalls(_ name: String) -> Bool {
        otherThanByCallsAnswers.value(for: name) {
            for ref in index.members(named: name) {
                if let owner = index.ownerTypeName(ofMember: ref), index.kind(ofType: owner) == .protocol { return true }
            }
            return withReachability { $0.isNamedOtherwise(name) }
        }
    }
}

/// A member asked about, and the type id of the receiver asked for (-1: the member's own type).
struct NeverCalledKey: Hashable {
    var file: Int32
    var member: Int32
    var receiver: Int32
}

extension ProjectIndex {
    /// Whether nothing can run initializer `member` of `file`, so the code in it never runs: an
    /// initializer with parameters of a project class, not `required`, `override`, `public` or `open`
    /// and without attributes (the system makes objects through `init(coder:)`, `init(frame:)` or
    /// `init(nibName:bundle:)`, which are `required` or `override`), that no protocol of the project
    /// declares (a generic `T(…)` may run it), and that no call in the project can be: a construction
    /// of the class or of a subclass (`constructions(of:)`), or any `init(…)` call (`super.init`,
    /// `self.init`, `.init`, `type.init`), whose argument labels fit its parameters; while the
    /// class is known to be made in another way (below). Asked through `SemanticModel.isNeverCalled`.
    func isNeverCalledInitializer(file: Int, member: Int32) -> Bool {
        let outline = files[file].outline
        guard member >= 0, Int(member) < outline.members.count else { return false }
        let declaration = outline.members[Int(member)]
        guard declaration.kind == .initializer, declaration.body != nil, !declaration.parameters.isEmpty,
              declaration.attributes.isEmpty,
              declaration.modifiers.isDisjoint(with: [.override, .required, .public, .open, .package, .dynamic, .optional]),
              let type = ownerTypeName(file: file, member: member), kind(ofType: type) == .class
        else { return false }
        let parameters = declaration.parameters
        let required = parameters.filter { $0.defaultValue == nil }.count
        func mayCall(_ ref: ElementRef) -> Bool {
            let callOutline = files[Int(ref.file)].outline
            let call = callOutline.calls[Int(ref.index)]
            let given = callOutline.argumentLabels(of: call)
            let trailing = callOutline.arguments(of: call).count - given.count
            return given.count + trailing >= required && given.count <= parameters.count
                && RIBsNavigation.labels(given, fit: parameters)
        }
        // Cheapest first: most initializers are called by a construction of their own class.
        let made = constructions(of: type)
        if made.contains(where: mayCall) { return false }
        let subclasses = subtypes(of: type)
        // Some other way the class is made must be known: a construction through another initializer,
        // or an `init(coder:)` that does not trap, which a storyboard or nib runs. A class nothing in
        // the folder makes may be made by code that is not there.
        guard !made.isEmpty || subclasses.contains(where: { !constructions(of: $0).isEmpty }) || hasWorkingCoderInitializer(type)
        else { return false }
        for name in subclasses where constructions(of: name).contains(where: mayCall) { return false }
        // Any other `init(…)` call may run it: `super.init`, `self.init`, `type.init`.
        if calls(named: "init").contains(where: mayCall) { return false }
        // A protocol of the project that requires an initializer with these labels.
        let labels = parameters.map(\.label)
        for ref in members(named: "init") where self.member(ref).kind == .initializer && self.member(ref).parameters.map(\.label) == labels {
            if let owner = ownerTypeName(ofMember: ref), kind(ofType: owner) == .protocol { return false }
        }
        return true
    }

    /// Whether class `type` declares an `init(coder:)` whose body does more than trap
    /// (`fatalError("init(coder:) has not been implemented")`): the one a storyboard or nib runs.
    private func hasWorkingCoderInitializer(_ type: String) -> Bool {
        lookupMember("init", in: type).contains { ref in
            let declaration = member(ref)
            guard declaration.kind == .initializer, declaration.body != nil, declaration.parameters.count == 1,
                  declaration.parameters[0].label == "coder" else { return false }
            let outline = files[Int(ref.file)].outline
            return !callPositions(ownedBy: ref.index, in: Int(ref.file)).contains { position in
                let name = outline.name(of: outline.calls[position])
                return name == "fatalError" || name == "preconditionFailure"
            }
        }
    }
}
