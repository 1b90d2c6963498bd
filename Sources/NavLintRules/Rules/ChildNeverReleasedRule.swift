import NavLintIndex
import NavLintSyntax

/// Reports a coordinator that adds a child to its own child collection (`childCoordinators.append`,
/// `children[key] = child`, an `addChild(_:)` helper) when nothing removes that child once its flow
/// ends: the zombie coordinator lives as long as the parent, and a new one piles up on every visit.
///
/// A child counts as released when a removal (`remove(at:)`, `removeAll(where:)`,
/// `removeValue(forKey:)`, a `filter` reassignment, `[key] = nil`, or a method that does one of
/// these) runs from a closure written where the child is added (an `onFinish`, a completion, an
/// on-pop closure), from code of the child's own type that reaches the parent it was handed
/// (`parentCoordinator?.childDidFinish(self)`, a delegate callback, a deinit probe), or from the
/// parent's navigation-controller delegate. Clearing the whole collection (`removeAll()`, `= []`)
/// only happens when the parent itself finishes and does not count. Children added while the parent
/// sets up, in a loop, by a tab bar coordinator, kept in a property or made the navigation root are
/// permanent by design.
struct ChildNeverReleasedRule: Rule {
    static let description = RuleDescription(
        identifier: "child-never-released",
        summary: "A child coordinator is added to its parent's child collection and nothing removes it when its flow ends",
        defaultSeverity: .error,
        category: "cycles")

    func check(_ context: RuleContext) -> [Diagnostic] {
        let queries = ChildCoordinatorQueries(index: context.index)
        var releases = ChildReleaseFinder(index: context.index, queries: queries)
        var diagnostics: [Diagnostic] = []
        for addition in queries.additions where !releases.isReleased(addition) {
            if let child = addition.child, let type = context.index.xCoordinatorChildSharingRoot(
                child, parent: addition.parentType, file: addition.file, member: addition.member) {
                diagnostics.append(sharedRootDiagnostic(parent: addition.parentType, child: type, file: addition.file,
                                                        range: addition.range, in: context))
                continue
            }
            let child = releases.childTypeName(addition).map { "'\($0)'" } ?? "a child"
            diagnostics.append(diagnostic(
                "'\(addition.parentType)' adds \(child) to '\(addition.collection)' and never removes it when that flow ends; remove it from the child's finish callback or the navigation flush path",
                file: addition.file, range: addition.range, in: context))
        }
        for (ref, child) in sharedRootChildren(context.index, skipping: queries) {
            let call = context.index.call(ref)
            let parent = context.index.ownerTypeName(file: Int(ref.file), member: call.owner) ?? "this coordinator"
            diagnostics.append(sharedRootDiagnostic(parent: parent, child: child, file: Int(ref.file), range: call.nameRange, in: context))
        }
        return diagnostics.sorted { ($0.file, $0.range.start) < ($1.file, $1.range.start) }
    }

    private func sharedRootDiagnostic(parent: String, child: String, file: Int, range: ByteRange, in context: RuleContext) -> Diagnostic {
        diagnostic(
            "'\(parent)' adds '\(child)' built on its own 'rootViewController', which stays on screen, so XCoordinator never removes it; give the child its own root view controller or remove it when its flow ends",
            file: file, range: range, in: context)
    }

    /// XCoordinator's `addChild(_:)` calls outside the project's own helpers whose child shares the
    /// parent's root view controller.
    private func sharedRootChildren(_ index: ProjectIndex, skipping queries: ChildCoordinatorQueries) -> [(ElementRef, String)] {
        var result: [(ElementRef, String)] = []
        for ref in index.calls(named: "addChild") {
            let file = Int(ref.file)
            let call = index.call(ref)
            guard call.callee.count == 1, call.callee.base == .name || call.callee.base == .selfKeyword,
                  let parent = index.ownerTypeName(file: file, member: call.owner),
                  !queries.additions.contains(where: { $0.file == file && $0.range == call.nameRange }),
                  let child = index.files[file].outline.arguments(of: call).first?.value,
                  let type = index.xCoordinatorChildSharingRoot(child, parent: parent, file: file, member: call.owner) else { continue }
            result.append((ref, type))
        }
        return result
    }
}

private extension ProjectIndex {
    static let xCoordinatorBases: Set<String> = [
        "NavigationCoordinator", "ViewCoordinator", "TabBarCoordinator", "SplitCoordinator", "PageCoordinator",
        "BasicCoordinator", "BaseCoordinator",
    ]

    /// XCoordinator's `addChild(_:)` keeps a child until the child's root view controller leaves the
    /// view hierarchy (its prune runs after every transition). A child built on the parent's own
    /// `rootViewController` (a flow pushed on the parent's navigation controller) never leaves it:
    /// `addChild(AboutCoordinator(rootViewController: rootViewController))`. Returns the child's type.
    func xCoordinatorChildSharingRoot(_ child: Expression, parent: String, file: Int, member: Int32) -> String? {
        guard ancestors(of: parent).contains(where: { ProjectIndex.xCoordinatorBases.contains($0) }) else { return nil }
        let outline = files[file].outline
        var value = child
        if let name = singleName(child, in: file), let bound = localBinding(named: name, owner: member, in: file)?.value { value = bound }
        guard value.kind == .chain, value.call >= 0 else { return nil }
        let constructor = outline.calls[Int(value.call)]
        let sharesRoot = outline.arguments(of: constructor).contains { argument in
            outline.name(argument.label) == "rootViewController" && argument.value.kind == .chain
                && argument.value.chain.count == 1 && outline.lastName(argument.value.chain) == "rootViewController"
        }
        return sharesRoot ? outline.name(of: constructor) : nil
    }
}

/// What releases a child: the parent's removing methods and the paths that reach them.
private struct ChildReleaseFinder {
    let index: ProjectIndex
    let queries: ChildCoordinatorQueries
    /// For each parent type: the keys (`name(firstLabel:`) of its methods, inherited ones included,
    /// that remove one child from a child collection, directly or through another such method.
    private var removingMethods: [String: [String: [ElementRef]]] = [:]
    /// For each parent type: the keys of its methods that remove a child themselves.
    private var directRemovers: [String: Set<String>] = [:]
    /// For each parent type: whether it releases every child at once, from its navigation
    /// controller's delegate or by pruning finished children.
    private var flushRemovers: [String: Bool] = [:]
    private var callsByMember: [Int: [Int32: [Int32]]] = [:]
    private var setUpMembers: [ElementRef: Bool] = [:]

    init(index: ProjectIndex, queries: ChildCoordinatorQueries) {
        self.index = index
        self.queries = queries
    }

    mutating func isReleased(_ addition: ChildAddition) -> Bool {
        let parent = addition.parentType
        if let child = addition.child,
           index.xCoordinatorChildSharingRoot(child, parent: parent, file: addition.file, member: addition.member) != nil {
            return false
        }
        if isSetUp(file: addition.file, member: addition.member, closure: addition.closure, depth: 0) { return true }
        if isInLoop(addition) || isTabBar(parent) || setsTabBarItem(file: addition.file, member: addition.member) { return true }
        if isOwnProperty(addition) { return true }
        // A test double records calls (`…ReceivedInvocations.append`); it has no flows to end.
        if index.isTestType(parent) || index.isTestFile(addition.file) { return true }
        if addition.isKeyed && isCreatedOnlyWhenMissing(addition) { return true }
        let removers = removingMethods(of: parent)
        // A child kept under a key replaces the one before it, and the parent removes children by key.
        if addition.isKeyed && directRemovers[parent]?.isEmpty == false { return true }
        if flushRemovers[parent] == true { return true }
        let childType = childTypeName(addition).flatMap { index.kind(ofType: $0) == .class ? $0 : nil }
        // The child's own code ends it: it removes itself from the parent's collection, or calls
        // the parent's removing method (`parentCoordinator?.childDidFinish(self)`, a delegate callback).
        if let childType, typeReleases(childType, removers: removers, collection: addition.collection) { return true }

        // The code that adds: the member itself, the helper it calls, and a factory of the parent
        // that built the child.
        var sites: [(file: Int, member: Int32, childName: String?)] = [(addition.file, addition.member, childName(addition))]
        if let helper = addition.helper, let parameter = index.member(helper).parameters.first {
            sites.append((Int(helper.file), helper.index, parameter.name))
        }
        if let factory = factoryMember(addition) { sites.append((factory.file, factory.member, nil)) }
        for site in sites where site.member >= 0 {
            if let name = site.childName, becomesRoot(name, file: site.file, member: site.member) { return true }
        }
        guard !removers.isEmpty || childType == nil else { return false }
        for site in sites where site.member >= 0 {
            if closureRemoves(file: site.file, member: site.member, parent: parent, removers: removers) { return true }
        }
        if addition.member >= 0, callerRemoves(file: addition.file, member: addition.member, parent: parent) { return true }
        guard childType == nil else { return false }
        for site in sites where site.member >= 0 {
            guard let name = site.childName, handsSelf(to: name, file: site.file, member: site.member) else { continue }
            if projectReleases(removers: removers, collection: addition.collection, outside: parent) { return true }
        }
        return false
    }

    /// The child's project type, when the code that adds it says.
    func childTypeName(_ addition: ChildAddition) -> String? {
        guard let child = addition.child else { return nil }
        return index.valueTypeName(child, owner: addition.member, ownerType: addition.parentType, in: addition.file)
    }
}

private extension ChildReleaseFinder {
    func childName(_ addition: ChildAddition) -> String? {
        addition.child.flatMap { index.singleName($0, in: addition.file) }
    }

    /// The parent's own method that built the added local (`let child = makeChild()`).
    func factoryMember(_ addition: ChildAddition) -> (file: Int, member: Int32)? {
        guard let child = addition.child,
              let ref = index.factoryMember(building: child, owner: addition.member, ownerType: addition.parentType, in: addition.file)
        else { return nil }
        return (Int(ref.file), ref.index)
    }

    func isInLoop(_ addition: ChildAddition) -> Bool {
        let outline = index.files[addition.file].outline
        for condition in outline.conditions where condition.kind == .for && condition.owner == addition.member
            && condition.scope.contains(addition.range) {
            return true
        }
        var closure = addition.closure
        while closure >= 0 {
            if case .argument(let call, _, _) = outline.closures[Int(closure)].context, call >= 0,
               ["forEach", "map", "compactMap", "flatMap", "reduce"].contains(outline.name(of: outline.calls[Int(call)])) {
                return true
            }
            closure = outline.closures[Int(closure)].closure
        }
        return false
    }

    /// A tab bar coordinator's children are its tabs: a bounded set that lives as long as it does.
    func isTabBar(_ type: String) -> Bool {
        let utf8 = Array(type.utf8)
        guard utf8.count >= 3 else { return false }
        for start in 0...(utf8.count - 3) where utf8[start] == UInt8(ascii: "T") && utf8[start + 1] == UInt8(ascii: "a")
            && utf8[start + 2] == UInt8(ascii: "b") {
            let next = start + 3 < utf8.count ? utf8[start + 3] : UInt8(ascii: "X")
            if (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")) || next == UInt8(ascii: "b") || next == UInt8(ascii: "s") {
                return true
            }
        }
        return false
    }

    mutating func calls(file: Int, member: Int32) -> [Int32] {
        if let byMember = callsByMember[file] { return byMember[member] ?? [] }
        var byMember: [Int32: [Int32]] = [:]
        for (offset, call) in index.files[file].outline.calls.enumerated() { byMember[call.owner, default: []].append(Int32(offset)) }
        callsByMember[file] = byMember
        return byMember[member] ?? []
    }

    /// Whether a call removes a single child from a child collection of `parent`.
    func removesOneChild(_ call: Call, _ outline: Outline, parent: String) -> Bool {
        let elements = outline.elements(call.callee)
        guard elements.count == 2, call.callee.base == .name || call.callee.base == .selfKeyword,
              elements.first!.kind == .name, isSingleRemoval(call, outline) else { return false }
        return queries.isChildCollection(outline.name(elements.first!.name), of: parent)
    }

    /// `remove(at:)`, `removeValue(forKey:)`, `removeAll(where:)`…: a collection method that removes
    /// some elements. `removeAll()` empties the collection, which happens when the parent itself
    /// ends, so it does not release one child.
    func isSingleRemoval(_ call: Call, _ outline: Outline) -> Bool {
        switch outline.name(of: call) {
        case "remove", "removeValue", "removeFirst", "removeLast", "popLast", "removeSubrange":
            return true
        case "removeAll":
            return outline.arguments(of: call).contains { $0.isTrailingClosure || outline.name($0.label) == "where" }
        default:
            return false
        }
    }

    func assignmentRemovesOneChild(_ assignment: Assignment, _ outline: Outline, parent: String) -> Bool {
        guard assignment.op == .assign, assignment.target.base == .name || assignment.target.base == .selfKeyword else { return false }
        let target = outline.elements(assignment.target)
        guard let first = target.first, first.kind == .name else { return false }
        let collection = outline.name(first.name)
        if target.count == 2, target.last!.kind == .subscript, assignment.value.kind == .nil {
            return queries.isChildCollection(collection, of: parent)
        }
        // `children = children.filter { $0 !== child }`
        guard target.count == 1, assignment.value.kind == .chain,
              outline.names(assignment.value.chain).contains("filter") else { return false }
        return queries.isChildCollection(collection, of: parent)
    }

    mutating func removingMethods(of parent: String) -> [String: [ElementRef]] {
        if let known = removingMethods[parent] { return known }
        var members: [ElementRef] = []
        for type in [parent] + index.ancestors(of: parent) where index.isProjectType(type) {
            members.append(contentsOf: index.members(of: type).filter { index.member($0).body != nil })
        }
        var removing: [String: [ElementRef]] = [:]
        var removingRefs: Set<ElementRef> = []
        var flush = false
        for ref in members {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            var removes = false
            for callIndex in calls(file: file, member: ref.index) where removesOneChild(outline.calls[Int(callIndex)], outline, parent: parent) {
                removes = true
                if isPrune(outline.calls[Int(callIndex)], outline, member: ref.index) { flush = true }
            }
            removes = removes || outline.assignments.contains { $0.owner == ref.index && assignmentRemovesOneChild($0, outline, parent: parent) }
            // A callback about a child (`childDidFinish(_:)`) that empties the whole collection releases that child too.
            if !removes && !index.member(ref).parameters.isEmpty {
                removes = calls(file: file, member: ref.index).contains { emptiesChildCollection(outline.calls[Int($0)], outline, parent: parent) }
                    || outline.assignments.contains { $0.owner == ref.index && assignmentEmptiesChildCollection($0, outline, parent: parent) }
            }
            if removes {
                removing[CallKey.of(index.member(ref)), default: []].append(ref)
                removingRefs.insert(ref)
            }
        }
        directRemovers[parent] = Set(removing.keys)
        // Methods that call a removing method of the same object remove too.
        var changed = !removing.isEmpty
        var rounds = 0
        while changed && rounds < 6 {
            changed = false
            rounds += 1
            for ref in members where !removingRefs.contains(ref) {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                let reaches = calls(file: file, member: ref.index).contains { callIndex in
                    let call = outline.calls[Int(callIndex)]
                    return removing[CallKey.of(call, in: outline)] != nil && isSelfCall(call, outline)
                }
                if reaches {
                    removing[CallKey.of(index.member(ref)), default: []].append(ref)
                    removingRefs.insert(ref)
                    changed = true
                }
            }
        }
        // The navigation controller's delegate (didShow), or a prune of every finished child,
        // releases all children whatever they are.
        for ref in removingRefs where index.member(ref).name == "navigationController" { flush = true }
        removingMethods[parent] = removing
        flushRemovers[parent] = flush
        return removing
    }

    /// `children.removeAll { $0.isFinished }`: a removal whose condition names no parameter or local
    /// of its method, so it is about every child rather than one.
    func isPrune(_ call: Call, _ outline: Outline, member: Int32) -> Bool {
        guard outline.name(of: call) == "removeAll",
              let predicate = outline.arguments(of: call).first(where: { $0.value.kind == .closure })?.value.closure,
              predicate >= 0 else { return false }
        let declaration = outline.members[Int(member)]
        var enclosingParameters: Set<Symbol> = []
        var enclosing = outline.closures[Int(predicate)].closure
        while enclosing >= 0 {
            enclosingParameters.formUnion(outline.symbols(outline.closures[Int(enclosing)].parameters))
            enclosingParameters.formUnion(outline.captures(of: outline.closures[Int(enclosing)]).map(\.name))
            enclosing = outline.closures[Int(enclosing)].closure
        }
        for name in outline.symbols(outline.closures[Int(predicate)].freeNames) {
            let text = outline.name(name)
            if enclosingParameters.contains(name) || declaration.parameters.contains(where: { $0.name == text }) { return false }
            if outline.locals.contains(where: { $0.owner == member && outline.symbols($0.names).contains(name) }) { return false }
        }
        return true
    }

    /// Whether a closure written in the member removes a child of the parent.
    mutating func closureRemoves(file: Int, member: Int32, parent: String, removers: [String: [ElementRef]]) -> Bool {
        let outline = index.files[file].outline
        for callIndex in calls(file: file, member: member) {
            let call = outline.calls[Int(callIndex)]
            guard call.closure >= 0 else { continue }
            if (removers[CallKey.of(call, in: outline)] != nil && isSelfCall(call, outline)) || removesOneChild(call, outline, parent: parent)
                || emptiesChildCollection(call, outline, parent: parent) {
                return true
            }
        }
        return outline.assignments.contains {
            $0.owner == member && $0.closure >= 0
                && (assignmentRemovesOneChild($0, outline, parent: parent) || assignmentEmptiesChildCollection($0, outline, parent: parent))
        }
    }

    /// `childCoordinators.removeAll()`: every child goes. It counts where it runs when a child ends
    /// (a closure written where the child is added, a callback that receives the child), not when
    /// the parent itself finishes.
    func emptiesChildCollection(_ call: Call, _ outline: Outline, parent: String) -> Bool {
        let elements = outline.elements(call.callee)
        guard elements.count == 2, call.callee.base == .name || call.callee.base == .selfKeyword, elements.first!.kind == .name,
              outline.name(of: call) == "removeAll", call.argumentStart == call.argumentEnd else { return false }
        return queries.isChildCollection(outline.name(elements.first!.name), of: parent)
    }

    /// `childCoordinators = []`, `children = [:]`, `childCoordinators = [root]`.
    func assignmentEmptiesChildCollection(_ assignment: Assignment, _ outline: Outline, parent: String) -> Bool {
        guard assignment.op == .assign, assignment.target.count == 1, assignment.target.base == .name || assignment.target.base == .selfKeyword,
              assignment.value.kind == .array || assignment.value.kind == .dictionary,
              let collection = outline.lastName(assignment.target) else { return false }
        return queries.isChildCollection(collection, of: parent)
    }

    /// Whether the member hands `self` to the child: `child.parentCoordinator = self`,
    /// `child.start(delegate: self)`, or `Child(parent: self)` bound to the child's name.
    mutating func handsSelf(to name: String, file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        for assignment in outline.assignments where assignment.owner == member && assignment.value.kind == .self {
            if assignment.target.base == .name, outline.names(assignment.target).first == name, assignment.target.count > 1 { return true }
        }
        let constructor = index.localBinding(named: name, owner: member, in: file)?.value?.call ?? -1
        for callIndex in calls(file: file, member: member) {
            let call = outline.calls[Int(callIndex)]
            guard outline.arguments(of: call).contains(where: { $0.value.kind == .self }) else { continue }
            if callIndex == constructor || (call.callee.base == .name && outline.names(call.callee).first == name && call.callee.count > 1) {
                return true
            }
        }
        return false
    }

    /// Whether code of `type` (or its project ancestors) calls one of the parent's removing methods
    /// on another object, or removes an element from another object's `collection`.
    mutating func typeReleases(_ type: String, removers: [String: [ElementRef]], collection: String) -> Bool {
        for typeName in [type] + index.ancestors(of: type) where index.isProjectType(typeName) {
            for ref in index.members(of: typeName) {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                for callIndex in calls(file: file, member: ref.index)
                where releasesFromOutside(outline.calls[Int(callIndex)], outline, removers: removers, collection: collection, caller: type) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether code outside the parent's family releases a child of it (the child's type is unknown).
    func projectReleases(removers: [String: [ElementRef]], collection: String, outside parent: String) -> Bool {
        let family = Set([parent] + index.ancestors(of: parent))
        var names = Set(removers.keys.map { String($0.prefix { $0 != "(" }) })
        names.formUnion(["remove", "removeValue", "removeAll"])
        for name in names {
            for ref in index.calls(named: name) {
                let outline = index.files[Int(ref.file)].outline
                guard releasesFromOutside(outline.calls[Int(ref.index)], outline, removers: removers, collection: collection) else { continue }
                if let owner = index.ownerTypeName(file: Int(ref.file), member: outline.calls[Int(ref.index)].owner), family.contains(owner) {
                    continue
                }
                return true
            }
        }
        return false
    }

    /// `parent?.childDidFinish(self)` or `parent?.children.removeValue(forKey: id)`: a call on another
    /// object that releases a child of it.
    func releasesFromOutside(_ call: Call, _ outline: Outline, removers: [String: [ElementRef]], collection: String,
                             caller: String? = nil) -> Bool {
        let elements = outline.elements(call.callee)
        guard elements.count > 1 else { return false }
        if let candidates = removers[CallKey.of(call, in: outline)] {
            guard let caller else { return true }
            // Delegate callbacks are often overloads (`didCancel(in: ScanCoordinator)`,
            // `didCancel(in: WalletCoordinator)`): keep the ones that can take the calling child.
            if candidates.contains(where: { accepts(index.member($0), child: caller) }) { return true }
        }
        guard elements.count > 2, isSingleRemoval(call, outline) else { return false }
        let owner = elements[elements.index(elements.endIndex, offsetBy: -2)]
        return owner.kind == .name && outline.name(owner.name) == collection
    }

    /// Whether a removing method can be the one a child of type `child` calls: one of its parameters
    /// has the child's type or an ancestor of it, or none names a coordinator or a project type.
    func accepts(_ method: Member, child: String) -> Bool {
        let family = Set([child] + index.ancestors(of: child))
        var namesOtherType = false
        for parameter in method.parameters {
            guard let type = parameter.type else { continue }
            for identifier in type.identifiers {
                if family.contains(identifier) { return true }
                if index.isProjectType(identifier) || index.roles(of: identifier).contains(.coordinator) { namesOtherType = true }
            }
        }
        return !namesOtherType
    }

    /// Whether a member that calls the adding member also removes children itself (a reconciling
    /// loop that adds the new children and removes the stale ones).
    mutating func callerRemoves(file: Int, member: Int32, parent: String) -> Bool {
        let direct = directRemovers[parent] ?? []
        let name = index.files[file].outline.members[Int(member)].name
        for ref in index.calls(named: name) {
            let callerFile = Int(ref.file)
            let outline = index.files[callerFile].outline
            let call = outline.calls[Int(ref.index)]
            guard call.owner >= 0, isSelfCall(call, outline),
                  index.ownerTypeName(file: callerFile, member: call.owner) == parent else { continue }
            for callIndex in calls(file: callerFile, member: call.owner) {
                let candidate = outline.calls[Int(callIndex)]
                if removesOneChild(candidate, outline, parent: parent)
                    || (direct.contains(CallKey.of(candidate, in: outline)) && isSelfCall(candidate, outline)) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether the member only runs while the parent sets up: `init`, `start`, or a private method
    /// that only they call (outside closures, so not on some later event), so its child lives
    /// exactly as long as the parent.
    mutating func isSetUp(file: Int, member: Int32, closure: Int32, depth: Int) -> Bool {
        guard member >= 0, closure < 0, depth < 4 else { return false }
        let key = ElementRef(file: Int32(file), index: member)
        if let known = setUpMembers[key] { return known }
        setUpMembers[key] = false // a recursive call in progress is not proof of set-up
        let outline = index.files[file].outline
        let declaration = outline.members[Int(member)]
        var answer = declaration.kind == .initializer || declaration.name == "start"
        // A private method's callers are all in its file.
        if !answer, declaration.kind == .function, !declaration.modifiers.isDisjoint(with: [.private, .fileprivate]),
           let symbol = outline.symbol(declaration.name) {
            answer = false
            for call in outline.calls where call.name == symbol {
                guard isSelfCall(call, outline), isSetUp(file: file, member: call.owner, closure: call.closure, depth: depth + 1) else {
                    answer = false
                    break
                }
                answer = true
            }
        }
        setUpMembers[key] = answer
        return answer
    }

    /// Whether the member makes the child the root of its navigation (`setRootModule(child)`,
    /// `setViewControllers([child…])`, `window.rootViewController = child…`): a root lives as long as
    /// the navigation it roots.
    mutating func becomesRoot(_ name: String, file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        let memberCalls = calls(file: file, member: member)
        func mentionsChild(_ expression: Expression) -> Bool {
            if expression.kind == .chain { return outline.names(expression.chain).first == name }
            // `[child.toPresentable()]`: a call on the child inside the literal.
            return memberCalls.contains {
                let call = outline.calls[Int($0)]
                return expression.range.contains(call.range) && outline.names(call.callee).first == name
            }
        }
        for callIndex in memberCalls {
            let call = outline.calls[Int(callIndex)]
            let called = outline.name(of: call)
            guard called.hasPrefix("setRoot") || called == "setViewControllers" else { continue }
            if outline.arguments(of: call).contains(where: { mentionsChild($0.value) }) { return true }
        }
        return outline.assignments.contains {
            $0.owner == member && outline.lastName($0.target) == "rootViewController" && mentionsChild($0.value)
        }
    }

    /// Whether the member gives a view controller its `tabBarItem`: the child is a tab.
    func setsTabBarItem(file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        return outline.assignments.contains { $0.owner == member && outline.lastName($0.target) == "tabBarItem" }
    }

    /// `if let existing = children[section] { … } else { children[section] = make(section) }`: a
    /// child made the first time its key is asked for and reused afterwards, one per key (a tab or
    /// a segment), which lives as long as the parent by design.
    func isCreatedOnlyWhenMissing(_ addition: ChildAddition) -> Bool {
        let outline = index.files[addition.file].outline
        return outline.conditions.contains { condition in
            condition.owner == addition.member && (condition.kind == .if || condition.kind == .guard)
                && condition.range.end <= addition.range.start
                && (condition.scope.contains(addition.range) || condition.elseScope?.contains(addition.range) == true)
                && outline.names(condition.names).contains(addition.collection)
        }
    }

    /// Whether the child is a stored property of the parent, which keeps it alive anyway.
    func isOwnProperty(_ addition: ChildAddition) -> Bool {
        guard let child = addition.child, child.kind == .chain, child.call < 0, child.chain.count == 1,
              child.chain.base == .name || child.chain.base == .selfKeyword else { return false }
        let outline = index.files[addition.file].outline
        let name = outline.name(outline.chainElements[Int(child.chain.start)].name)
        if child.chain.base == .name {
            if index.localBinding(named: name, owner: addition.member, in: addition.file) != nil { return false }
            if addition.member >= 0, outline.members[Int(addition.member)].parameters.contains(where: { $0.name == name }) { return false }
            if outline.closures.indices.contains(Int(addition.closure)),
               outline.names(outline.closures[Int(addition.closure)].parameters).contains(name) { return false }
        }
        return index.lookupMember(name, in: addition.parentType).contains { index.member($0).kind == .property }
    }

    /// A call on `self`: `name(…)`, `self.name(…)`, `self?.name(…)`, or `strongSelf.name(…)` where the
    /// local is bound to `self`.
    func isSelfCall(_ call: Call, _ outline: Outline) -> Bool {
        if call.callee.count == 1 { return call.callee.base == .name || call.callee.base == .selfKeyword }
        guard call.callee.count == 2, call.callee.base == .name else { return false }
        let first = outline.chainElements[Int(call.callee.start)]
        guard first.kind == .name else { return false }
        let name = outline.name(first.name)
        return outline.locals.contains {
            $0.owner == call.owner && $0.value?.kind == .self && outline.symbols($0.names).contains { outline.name($0) == name }
        }
    }
}
