import NavLintIndex
import NavLintSyntax

/// Children added a bounded number of times: once per tab screen's load, once per empty navigation stack.
extension ChildReleaseFinder {
    /// Whether every call of the adding member comes from a screen's one-time set-up
    /// (`viewDidLoad`, `loadView`, an initializer, or a private method only they call) of a type
    /// that only the parent's own set-up makes (`let tabs = TabBarController()` in `start()`): the
    /// screen hands its tab flows over once (`mainCoordinator?.appendChildCoordinators(tabs)`), so
    /// the children are a bounded set that lives as long as the parent.
    mutating func isAddedOnlyByScreenSetUp(file: Int, member: Int32, parent: String) -> Bool {
        guard member >= 0 else { return false }
        let declaration = index.files[file].outline.members[Int(member)]
        guard declaration.kind == .function else { return false }
        let refs = index.calls(named: declaration.name)
        guard !refs.isEmpty else { return false }
        var screens: Set<String> = []
        for ref in refs {
            let callerFile = Int(ref.file)
            let call = index.files[callerFile].outline.calls[Int(ref.index)]
            guard call.callee.count > 1, let screen = index.ownerTypeName(file: callerFile, member: call.owner),
                  screen != parent, !index.isSubtype(screen, of: parent),
                  isScreenSetUp(file: callerFile, member: call.owner, closure: call.closure, depth: 0) else { return false }
            screens.insert(screen)
        }
        for screen in screens {
            let constructions = index.calls(named: index.simpleName(screen))
            guard !constructions.isEmpty else { return false }
            for ref in constructions {
                let makerFile = Int(ref.file)
                let call = index.files[makerFile].outline.calls[Int(ref.index)]
                guard index.ownerTypeName(file: makerFile, member: call.owner) == parent,
                      isSetUp(file: makerFile, member: call.owner, closure: call.closure, depth: 0) else { return false }
            }
        }
        return true
    }

    /// Whether the member runs once per object: a view controller's `viewDidLoad` or `loadView`, an
    /// initializer, or a private method that only such members call, outside closures.
    private func isScreenSetUp(file: Int, member: Int32, closure: Int32, depth: Int) -> Bool {
        guard member >= 0, closure < 0, depth < 4 else { return false }
        let outline = index.files[file].outline
        let declaration = outline.members[Int(member)]
        if declaration.kind == .initializer || declaration.name == "viewDidLoad" || declaration.name == "loadView" { return true }
        guard declaration.kind == .function, !declaration.modifiers.isDisjoint(with: [.private, .fileprivate]),
              let symbol = outline.symbol(declaration.name) else { return false }
        var callers = 0
        for call in outline.calls where call.name == symbol {
            guard queries.isSelfCall(call, in: file), isScreenSetUp(file: file, member: call.owner, closure: call.closure, depth: depth + 1)
            else { return false }
            callers += 1
        }
        return callers > 0
    }

    /// Whether the addition runs only for an empty navigation stack: it is in a closure handed to a
    /// method of the parent that calls that closure only when `viewControllers.isEmpty`
    /// (`prepareFlowRouter { self?.startFlow(…) }`), or every call of its member is. The flow it
    /// starts fills the stack, so each navigation controller (a tab) gets one child.
    func isAddedOnlyOnEmptyStack(_ addition: ChildAddition) -> Bool {
        let parent = addition.parentType
        if addition.closure >= 0 { return isRunOnlyOnEmptyStack(closure: addition.closure, file: addition.file, parent: parent) }
        guard let callers = callsInParent(ofMemberOf: addition) else { return false }
        return callers.allSatisfy { callerFile, call in
            call.closure >= 0 && isRunOnlyOnEmptyStack(closure: call.closure, file: callerFile, parent: parent)
        }
    }

    /// Whether the closure is an argument of a call of the parent's own method that calls it only
    /// when `viewControllers.isEmpty`.
    private func isRunOnlyOnEmptyStack(closure: Int32, file: Int, parent: String) -> Bool {
        let outline = index.files[file].outline
        guard case .argument(let helperCall, _, _) = outline.closures[Int(closure)].context, helperCall >= 0 else { return false }
        let call = outline.calls[Int(helperCall)]
        guard call.callee.count == 1 || call.callee.base == .selfKeyword else { return false }
        let helpers = index.lookupMember(outline.name(of: call), in: parent).filter { index.member($0).body != nil }
        return !helpers.isEmpty && helpers.allSatisfy(callsClosureOnlyOnEmptyStack)
    }

    /// Whether every call of the method's closure parameters in its body is inside an `if` or
    /// `guard` that tests `viewControllers.isEmpty`.
    private func callsClosureOnlyOnEmptyStack(_ ref: ElementRef) -> Bool {
        let file = Int(ref.file)
        let outline = index.files[file].outline
        let method = index.member(ref)
        let parameters = Set(method.parameters.map(\.name))
        let emptyChecks = outline.conditions.filter { condition in
            guard condition.owner == ref.index, condition.kind == .if || condition.kind == .guard else { return false }
            let names = outline.names(condition.names)
            return names.contains("viewControllers") && names.contains("isEmpty") && !condition.hasNegation
        }
        guard !emptyChecks.isEmpty else { return false }
        var calls = 0
        for call in outline.calls where call.owner == ref.index && call.callee.count == 1 && call.callee.base == .name
            && parameters.contains(outline.name(of: call)) {
            guard emptyChecks.contains(where: { $0.scope.contains(call.range) }) else { return false }
            calls += 1
        }
        return calls > 0
    }

    /// The calls of the function that makes `addition`, with their files, when there is at least
    /// one and each is made in the parent (or a subtype of it); nil otherwise. The questions that
    /// ask "does every call of the adding method run so?" start here.
    func callsInParent(ofMemberOf addition: ChildAddition) -> [(file: Int, call: Call)]? {
        guard addition.member >= 0 else { return nil }
        let declaration = index.files[addition.file].outline.members[Int(addition.member)]
        guard declaration.kind == .function else { return nil }
        let parent = addition.parentType
        var callers: [(file: Int, call: Call)] = []
        for ref in index.calls(named: declaration.name) {
            let file = Int(ref.file)
            let call = index.files[file].outline.calls[Int(ref.index)]
            guard index.ownerTypeName(file: file, member: call.owner).map({ $0 == parent || index.isSubtype($0, of: parent) }) == true
            else { return nil }
            callers.append((file, call))
        }
        return callers.isEmpty ? nil : callers
    }
}
