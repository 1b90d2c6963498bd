import NavLintIndex
import NavLintSyntax

/// Code that runs at most once per process: a member whose single callers lead to a callback that
/// runs once per object of an app-lifetime type (the launch callback, a singleton's initializer).
/// A cycle it builds exists at most once, and an object it makes and keeps is made at most once:
/// neither piles up while the app runs.
extension ObjectLifetimes {
    /// Why member `member` runs at most once per process, whatever makes objects of its type: the
    /// `runsOnce` walk up its single callers (outside loops and closures) ends at a member that
    /// runs once per object of an app-lifetime type (the application delegate's launch callback, a
    /// singleton's initializer), and the first call from outside the member's own type is not on
    /// an object that the calling member makes right there and drops (`Connectivity().start()`,
    /// which only its own cycle keeps). Nil otherwise. A scene delegate's callbacks run once per
    /// scene: they count only when the project shows no support for several windows.
    /// closure-capture-cycle asks it for `self`, system-retained-closure for the member that
    /// starts a task, timer or observer (`SemanticModel.workStarterReason`).
    func runsOncePerProcessReason(_ member: Int32, in file: Int) -> String? {
        guard let starter = oncePerProcessStarter(member, in: file, depth: 0),
              let type = index.ownerTypeName(file: file, member: member).map(index.simpleName) else { return nil }
        let name = "\(type).\(index.files[file].outline.members[Int(member)].name)"
        return "its cycle is built only by '\(name)', which runs once per process (from '\(starter)')"
    }

    /// Why the object of `type` that construction `call` makes exists at most once per process and
    /// lives on: the construction sits in a member's body (or a lazy property's initial value),
    /// outside loops, the member runs once per process (`oncePerProcessStarter`), and the object is
    /// kept beyond the statement (`isKept`): a screen's view model made by a coordinator that launch
    /// code starts once. A tap handler, `viewWillAppear` or a child's `start()` that may run again
    /// makes a new object each time, and is no such code. Not a view controller: UIKit lets a
    /// screen go when it leaves its window or container, which the keepers follow (a root that
    /// logging out replaces frees the screens made for it once at launch).
    func reasonOfOnceMade(call position: Int32, of type: String, in file: Int, depth: Int) -> String? {
        let outline = index.files[file].outline
        let call = outline.calls[Int(position)]
        guard !index.roles(of: type).contains(.viewController), call.owner >= 0,
              call.closure < 0 || isInitialValueBody(call.closure, in: file), !isInLoop(call, in: file),
              isKept(position, in: file), let starter = oncePerProcessStarter(call.owner, in: file, depth: depth),
              let type = index.ownerTypeName(file: file, member: call.owner).map(index.simpleName) else { return nil }
        return "made once per process by '\(type).\(outline.members[Int(call.owner)].name)' (from '\(starter)')"
    }

    /// The member (`AppDelegate.application`) that starts the walk up member `member`'s single
    /// callers once per process, or nil. Asked inside a lifetime question (`depth`), a nil is
    /// remembered only when no such question is open: it may rest on a type still being worked out.
    private func oncePerProcessStarter(_ member: Int32, in file: Int, depth: Int) -> String? {
        guard member >= 0 else { return nil }
        // Asked for each closure of a member that a rule reports: worked out once per member.
        let key = ElementRef(file: file, index: Int(member))
        if let known = runsOncePerProcessAnswers[key] { return known }
        let answer = findOncePerProcessStarter(member, in: file, depth: depth)
        if answer != nil || isIdle { runsOncePerProcessAnswers[key] = .some(answer) }
        return answer
    }

    private func findOncePerProcessStarter(_ member: Int32, in file: Int, depth: Int) -> String? {
        guard let type = index.ownerTypeName(file: file, member: member).map(index.simpleName) else { return nil }
        var (current, currentFile) = (member, file)
        var visited: Set<ElementRef> = []
        var isInsideType = true
        for _ in 0..<Self.maximumCallers {
            guard current >= 0, visited.insert(ElementRef(file: currentFile, index: Int(current))).inserted else { return nil }
            switch start(of: current, in: currentFile) {
            case .again:
                return nil
            case .once:
                guard let owner = index.ownerTypeName(file: currentFile, member: current).map(index.simpleName) else { return nil }
                if index.ancestors(of: owner).contains(where: { $0 == "UIWindowSceneDelegate" || $0 == "UISceneDelegate" }),
                   isMultiWindowProject() { return nil }
                guard reason(of: owner, depth: depth + 1) != nil else { return nil }
                return "\(owner).\(index.files[currentFile].outline.members[Int(current)].name)"
            case .caller(let callerFile, let call):
                guard call.closure < 0 || isInitialValueBody(call.closure, in: callerFile), !isInLoop(call, in: callerFile) else { return nil }
                let caller = index.ownerTypeName(file: callerFile, member: call.owner).map(index.simpleName)
                if isInsideType, caller.map({ !(index.isSubtype($0, of: type) || index.isSubtype(type, of: $0)) }) ?? true {
                    isInsideType = false
                    if isMadeAndDropped(receiverOf: call, in: callerFile) { return nil }
                }
                (current, currentFile) = (call.owner, callerFile)
            }
        }
        return nil
    }

    /// Whether the receiver of `call` is an object its member makes itself and keeps nowhere: a
    /// construction (`Connectivity().start()`), or a local bound to one that nothing but this call
    /// uses (`let c = Connectivity(); c.start()`). Only the cycle the call builds would keep it.
    private func isMadeAndDropped(receiverOf call: Call, in file: Int) -> Bool {
        let outline = index.files[file].outline
        func isConstruction(_ position: Int32) -> Bool {
            let built = outline.calls[Int(position)]
            var names = outline.names(built.callee)
            if names.last == "init" { names.removeLast() }
            return built.callee.base == .name && !names.isEmpty && names.allSatisfy(Self.isTypeName)
        }
        if call.receiverCall >= 0 { return isConstruction(call.receiverCall) }
        let names = outline.names(call.callee)
        guard call.callee.base == .name, names.count >= 2,
              let value = index.localBinding(named: names[0], owner: call.owner, in: file)?.value,
              value.kind == .chain, value.call >= 0, isConstruction(value.call) else { return false }
        return !isKept(value.call, in: file)
    }

    /// Whether the object construction `position` makes is kept beyond its statement: given to
    /// another call as an argument (`attach(child)`, `Screen(viewModel: Model())`), or assigned
    /// (`self.model = Model()`), directly or through the local it is bound to. A construction that
    /// is only called (`Connectivity().start()`) or returned is not. What each member hands on is
    /// read once, from its own calls and assignments (`ProjectIndex+BodyTables.swift`).
    func isKept(_ position: Int32, in file: Int) -> Bool {
        let outline = index.files[file].outline
        let built = outline.calls[Int(position)]
        let key = ElementRef(file: file, index: Int(built.owner))
        let handed = handedOnValues[key] ?? findHandedOnValues(ownedBy: built.owner, in: file)
        handedOnValues[key] = handed
        if handed.calls.contains(position) { return true }
        return index.localPositions(ownedBy: built.owner, in: file).contains { other in
            let local = outline.locals[other]
            return local.value?.call == position
                && outline.symbols(local.names).first.map(handed.locals.contains) == true
        }
    }

    /// The calls and the locals whose values member `member` passes to a call or assigns.
    private func findHandedOnValues(ownedBy member: Int32, in file: Int) -> HandedOnValues {
        let outline = index.files[file].outline
        var handed = HandedOnValues()
        func note(_ value: Expression) {
            guard value.kind == .chain else { return }
            if value.chain.base == .name, let first = outline.elements(value.chain).first { handed.locals.insert(first.name) }
            if value.call >= 0 { handed.calls.insert(value.call) }
        }
        for position in index.callPositions(ownedBy: member, in: file) {
            for argument in outline.arguments(of: outline.calls[position]) { note(argument.value) }
        }
        for position in index.assignmentPositions(ownedBy: member, in: file) { note(outline.assignments[position].value) }
        return handed
    }

    /// What one member passes to calls or assigns: call positions, and the symbols chains start with.
    struct HandedOnValues {
        var calls: Set<Int32> = []
        var locals: Set<Symbol> = []
    }
}
