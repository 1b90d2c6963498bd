import NavLintIndex
import NavLintSyntax

/// What releases a child: the parent's removing methods and the paths that reach them.
struct ChildReleaseFinder {
    let index: ProjectIndex
    let queries: ChildCoordinatorQueries
    /// The model whose release query says which methods remove a child.
    let model: SemanticModel
    /// For each parent type: the keys (`name(firstLabel:`) of its methods, inherited ones included,
    /// that remove one child from a child collection, directly or through another such method.
    var removingMethods: [String: [CallKey: [ElementRef]]] = [:]
    /// For each parent type: the keys of its methods that remove a child themselves.
    var directRemovers: [String: Set<CallKey>] = [:]
    /// For each parent type: whether it releases every child at once, from its navigation
    /// controller's delegate or by pruning finished children.
    var flushRemovers: [String: Bool] = [:]
    /// For each parent type: the types of the children it prunes by type, every one at once
    /// (`children.removeAll { $0 is SendCoordinator }`).
    var typedFlushes: [String: Set<String>] = [:]
    /// For each parent type: its removing methods that take only some types of children.
    var removerFilterTable: [String: [ElementRef: ChildFilter]] = [:]
    var callsByMember: [Int: [Int32: [Int32]]] = [:]
    var setUpMembers: [ElementRef: Bool] = [:]
    /// By `Parent.collection`: whether the parent's navigation controller delegate asks every child
    /// in the collection to leave (`delegateFlushEndsChildren`).
    var delegateFlushes: [String: Bool] = [:]
    /// Whether `isReleased` set aside a release because it cannot run (`CodeReachability`).
    var isDemotedByReachability = false
    /// `typeReleases(_:parent:removers:collection:)`'s answers, with whether a release was set aside.
    var typeReleaseAnswers: [TypeReleaseKey: (releases: Bool, demoted: Bool)] = [:]
    /// The one-per-type test's tables (`+OnePerType.swift`): each file's casts and conditions,
    /// each member's tests for an element of some types, and the tests that fit a child type and
    /// collection; the queries each method of a file returns.
    var elementTestTables: [Int: ElementTestTable] = [:]
    var memberElementTests: [ElementRef: [ElementTest]] = [:]
    var elementTestAnswers: [ElementTestKey: [ByteRange]] = [:]
    var returnedQueryTables: [Int: [Int32: [ElementQuery]]] = [:]
    /// `emptiesBeforeAdding`'s answers: where the first statement of a body that empties a child
    /// collection of a parent ends (`+Handed.swift`).
    var firstEmptyingEnds: [EmptyingKey: UInt32?] = [:]

    init(index: ProjectIndex, queries: ChildCoordinatorQueries, model: SemanticModel) {
        self.index = index
        self.queries = queries
        self.model = model
    }

    mutating func isReleased(_ addition: ChildAddition) -> Bool {
        let parent = addition.parentType
        if let child = addition.child,
           index.xCoordinatorChildSharingRoot(child, parent: parent, file: addition.file, member: addition.member) != nil {
            return false
        }
        // Code that nothing runs adds nothing.
        if model.isNeverCalled(file: addition.file, member: addition.member, receiver: parent) { return true }
        isDemotedByReachability = false
        if isSetUp(file: addition.file, member: addition.member, closure: addition.closure, depth: 0) {
            // A method other code could call, proven set-up only by the project's calls of it: its
            // child is permanent unless handed the parent (a delegate, a parent reference) to report
            // that its flow ended.
            guard isSetUpOnlyThroughProjectCalls(file: addition.file, member: addition.member),
                  childName(addition).map({ handsSelf(to: $0, file: addition.file, member: addition.member) }) == true else {
                return true
            }
            // Handed the parent, but its report cannot run: it never ends, so it is as permanent as one added by `start()`.
            return isReleasedOtherwise(addition) || isDemotedByReachability
        }
        if isReleasedOtherwise(addition) { return true }
        // Launch code: a method whose single callers lead to the application delegate's launch
        // callback adds its child once per process, as `start()` does once per parent; the child
        // is permanent unless it is handed the parent to report its end. Asked last: the walk up
        // the callers is the costliest question here.
        return addition.closure < 0 && model.runsOncePerProcess(file: addition.file, member: addition.member)
            && childName(addition).map({ handsSelf(to: $0, file: addition.file, member: addition.member) }) != true
    }

    private mutating func isReleasedOtherwise(_ addition: ChildAddition) -> Bool {
        let parent = addition.parentType
        if isInLoop(addition) || isTabBar(parent) || setsTabBarItem(file: addition.file, member: addition.member) { return true }
        if isOwnProperty(addition) || isGuardedByItsRecord(addition) || emptiesBeforeAdding(addition)
            || isAddedOnlyWithoutOneOfItsType(addition) { return true }
        // Tab flows: handed over once by a tab screen the parent makes while it sets up, or one per
        // navigation controller while its stack is empty. A child handed the parent may still end.
        if isAddedOnlyByScreenSetUp(file: addition.file, member: addition.member, parent: parent)
            || isAddedOnlyOnEmptyStack(addition),
           childName(addition).map({ handsSelf(to: $0, file: addition.file, member: addition.member) }) != true {
            return true
        }
        // A test double records calls (`…ReceivedInvocations.append`); it has no flows to end.
        if index.isTestType(parent) || index.isTestFile(addition.file) { return true }
        if addition.isKeyed && isCreatedOnlyWhenMissing(addition) { return true }
        let childTypeName = childTypeName(addition)
        // A removal filtered by type (`removeAll { $0 is SendCoordinator }`) releases children of that type only.
        let removers = removingMethods(of: parent, admitting: childTypeName)
        // A child kept under a key replaces the one before it, and the parent removes children by key.
        if addition.isKeyed && directRemovers[parent]?.isEmpty == false { return true }
        if flushRemovers[parent] == true,
           childTypeName.map({ flushMissesScreens(of: $0, parent: parent) }) != true { return true }
        if let types = typedFlushes[parent], ChildFilter.types(types).admits(childTypeName, in: index) { return true }
        let flushKey = parent + "." + addition.collection
        let isFlushed = delegateFlushes[flushKey] ?? delegateFlushEndsChildren(parent: parent, collection: addition.collection, removers: removers)
        delegateFlushes[flushKey] = isFlushed
        if isFlushed { return true }
        if parentEndsAfterAdding(addition) { return true }
        let childType = childTypeName.flatMap { index.kind(ofType: $0) == .class ? $0 : nil }
        // The child's own code ends it: it removes itself from the parent's collection, or calls
        // the parent's removing method (`parentCoordinator?.childDidFinish(self)`, a delegate callback).
        if let childType, typeReleases(childType, parent: parent, removers: removers, collection: addition.collection) { return true }

        // The code that adds: the member itself, the helper it calls, a factory of the parent that
        // built the child, and the parent's methods it hands the child to.
        var sites: [(file: Int, member: Int32, childName: String?)] = [(addition.file, addition.member, childName(addition))]
        if let helper = addition.helper, let parameter = index.member(helper).parameters.first {
            sites.append((Int(helper.file), helper.index, parameter.name))
        }
        if let factory = factoryMember(addition) { sites.append((factory.file, factory.member, nil)) }
        if let name = childName(addition), addition.member >= 0 {
            sites += handedSites(file: addition.file, member: addition.member, childName: name, parent: parent)
        }
        for site in sites where site.member >= 0 {
            if let name = site.childName, becomesRoot(name, file: site.file, member: site.member) { return true }
        }
        guard !removers.isEmpty || childType == nil else { return false }
        for site in sites where site.member >= 0 {
            if closureRemoves(file: site.file, member: site.member, parent: parent, removers: removers,
                              childName: site.childName, childType: childType) { return true }
        }
        if addition.member >= 0, callerRemoves(file: addition.file, member: addition.member, parent: parent, childType: childTypeName) {
            return true
        }
        if removesItsRecord(addition, removers: removers) { return true }
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
        if let type = index.valueTypeName(child, owner: addition.member, ownerType: addition.parentType, in: addition.file) {
            return type
        }
        // `present(builder.onboarding(…))`: the declared result of the method that makes the child.
        guard child.kind == .chain, child.call >= 0,
              let type = index.typeName(of: child, in: addition.file, owner: addition.member), index.isProjectType(type) else { return nil }
        return type
    }
}

/// A child type, its parent and the collection it is added to.
struct TypeReleaseKey: Hashable {
    var type: String
    var parent: String
    var collection: String
}

extension ChildReleaseFinder {
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
        if index.loops(around: addition.range, in: addition.file).contains(where: {
            outline.conditions[$0].kind == .for && outline.conditions[$0].owner == addition.member
        }) {
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
}
