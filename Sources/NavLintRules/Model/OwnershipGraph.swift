import NavLintIndex
import NavLintSyntax

/// Which objects of a project keep which others alive, at the level of types.
///
/// Nodes are the project's classes, structs, actors and protocols that hold or are held: routers,
/// interactors, view controllers, coordinators, navigation controllers and whatever else their
/// stored properties point at. An edge says that an object of the source type keeps an object of
/// the target type: a stored property (through optionals, arrays, dictionaries, sets and generic
/// arguments), a child added to a child-coordinator collection, a RIBs `attachChild`, or a RIBs
/// router's interactor and view controller and a presentable interactor's presenter. Weak and
/// unowned edges are kept, marked, so a drawing shows them; only strong edges make cycles.
///
/// An edge points at the type as declared (often a protocol or a base class); `instances(of:)`
/// gives the types whose objects such a value may be. An object has the edges of its type and of
/// its project ancestors. Nodes are sorted by name and edges by source, member and target, so the
/// graph, and everything derived from it, is the same on every run.
public struct OwnershipGraph: Sendable {
    /// A type that takes part in the graph.
    public struct Node: Hashable, Sendable {
        public var name: String
        /// The kind of its primary declaration (`class` when only extensions are in the project).
        public var kind: TypeKind
        public var roles: Roles
    }

    /// How an edge holds its target.
    public enum Reference: String, Hashable, Sendable {
        case strong, weak, unowned
    }

    /// What makes an edge.
    public enum EdgeKind: String, Hashable, Sendable {
        /// A stored property of the source type.
        case storedProperty = "stored-property"
        /// A child added to one of the source's child collections (`childCoordinators.append(child)`).
        case childCollection = "child-collection"
        /// RIBs `attachChild(child)`: the router keeps the child router in `children`.
        case attachedChild = "attach-child"
        /// RIBs: a router keeps its interactor and view controller, a presentable interactor its presenter.
        case ribsComponent = "ribs-component"
        /// RIBs: an interactor and the router that keeps it make one RIB, which lives as long as
        /// its router. Not a reference: only the cycle search follows it, so that a child's strong
        /// `listener` to its parent's interactor closes the cycle through the parent router's
        /// `children`, which lasts while the child is attached.
        case ribUnit = "rib-unit"
        /// A closure property of the source that keeps a method of the target's object, handed
        /// over by the target's code (`OwnershipGraph+ClosureEdges.swift`): it points back at the target.
        case storedClosure = "stored-closure"

        var rank: Int {
            switch self {
            case .storedProperty: return 0
            case .childCollection: return 1
            case .attachedChild: return 2
            case .ribsComponent: return 3
            case .ribUnit: return 4
            case .storedClosure: return 5
            }
        }
    }

    /// An object of type `source` keeps an object of type `target` (or of one of its `instances`).
    public struct Edge: Hashable, Sendable {
        /// Index into `nodes`.
        public var source: Int
        /// Index into `nodes`: the type as declared.
        public var target: Int
        /// The label: the property (`parentCoordinator`), the child collection (`childCoordinators`),
        /// `children` for `attachChild`, or `interactor`, `viewController`, `presenter` for RIBs.
        public var member: String
        public var kind: EdgeKind
        public var reference: Reference
        /// Whether the edge points back up the tree, toward what owns the source: a `parent…`,
        /// `delegate`, `listener` or `…output` property, a view controller's or interactor's
        /// coordinator or RIBs router, a view's interactor. A strong property does only when some
        /// store can give it its holder's owner (never one the source fills with objects it creates
        /// itself); a weak one, which closes no cycle, by its direction alone.
        public var isBackReference: Bool
        /// False when the target is a protocol that value types may adopt: such a property cannot
        /// be declared `weak` until the protocol is made class-bound.
        public var isClassBound: Bool
        /// Whether the member holds many objects: an array, set or dictionary, a child collection,
        /// RIBs `children`.
        public var isCollection: Bool
        /// The file (index into `ProjectIndex.files`) and range where the edge is written: the
        /// property's name, the addition or `attachChild` call, the RIBs base class.
        public var file: Int
        public var range: ByteRange

        public var isStrong: Bool { reference == .strong }
    }

    /// One step of a path: an object of type `node` and the edge it holds the next object by.
    public struct Step: Hashable, Sendable {
        public var node: Int
        public var edge: Int
    }

    /// A strong reference cycle, closed by a back reference.
    public struct Cycle: Hashable, Sendable {
        /// The back reference that closes the cycle (index into `edges`): the one to make weak.
        public var backEdge: Int
        /// The cycle from the object the back reference points at, around to the object holding
        /// the back reference; its last step's edge is `backEdge`, which points at the first step's node.
        public var steps: [Step]
        /// A node of the cycle whose objects live as long as the app (`appLifetimeReason(of:)`):
        /// such a cycle frees nothing while the app runs, and breaking it frees nothing either.
        public var appLifetimeNode: Int?
    }

    public private(set) var nodes: [Node] = []
    /// Sorted by source, member, target, kind.
    public private(set) var edges: [Edge] = []
    private var nodeIndex: [String: Int] = [:]
    /// The project type (id into `ProjectIndex.typeList`) of each node.
    private(set) var nodeTypeList: [Int32] = []
    /// Which of its type's primary declarations each node is (0 unless the type has several,
    /// `ProjectIndex.declarationMeant(byType:inFile:)`).
    private var nodeVariants: [Int] = []
    /// `edges[edgeStart[n]..<edgeStart[n + 1]]` leave node `n`.
    private var edgeStart: [Int] = []
    /// The types whose objects a value of each node's type may be.
    private var instanceTable: [[Int]] = []
    /// Each node and its project ancestors that hold edges: where an object's edges are declared.
    private var declaringTable: [[Int]] = []
    /// The edges each node's objects hold (`heldEdges(of:)`).
    private var heldTable: [[Int]] = []
    /// The strongly connected component of each node, over strong edges.
    private var components: [Int] = []
    /// Child collections, by the node whose code adds to them, whose additions resolved to a type
    /// (`preciseCollections`) or not: when all did, the `childCollection` edges replace the
    /// declared element type, which for `[Coordinator]` would be every coordinator.
    private var preciseCollections: Set<MemberKey> = []
    private var impreciseCollections: Set<MemberKey> = []

    /// The model's answer to why objects of a type live as long as the app (`ObjectLifetimes`,
    /// which remembers its answers), asked only for the nodes of the cycles found: asking it for
    /// every node a cycle could pass through cost more than the graph on large projects.
    private let lifetimeReason: @Sendable (String) -> String?

    /// What the path search reads of each edge, without the member name: reading a field of
    /// `edges[i]` copies the whole edge (a retain and release of its name), this copies plain values.
    private var searchEdges: [SearchEdge] = []

    private struct SearchEdge {
        var target: Int
        var isStrong: Bool
        var isBackReference: Bool
        var isRIBUnit: Bool
    }

    private struct MemberKey: Hashable {
        var node: Int
        var member: String
    }

    /// Builds the graph of `index`'s project from it and `childQueries` (the model's child coordinators);
    /// `appLifetimeReason` is the model's one answer to which
    /// objects live as long as the app (`ObjectLifetimes`), asked for the nodes of cycles only.
    init(index: ProjectIndex, childQueries: ChildCoordinatorQueries, appLifetimeReason: @escaping @Sendable (String) -> String?) {
        lifetimeReason = appLifetimeReason
        var builder = OwnershipGraphBuilder(index: index, childQueries: childQueries)
        builder.collect()
        let types = index.typeList
        // Nodes by type id (`ProjectIndex.typeList`): no name is hashed on the way.
        var isNode = [Bool](repeating: false, count: types.count)
        var nodeTypes: [Int32] = []
        func add(_ type: Int32) {
            if !isNode[Int(type)] {
                isNode[Int(type)] = true
                nodeTypes.append(type)
            }
        }
        for edge in builder.edges {
            add(edge.source)
            guard !isNode[Int(edge.target)] else { continue }
            add(edge.target)
            for instance in builder.instances(of: edge.target) { add(instance) }
        }
        nodeTypes.sort { types[Int($0)].name < types[Int($1)].name }
        // A name the project declares more than once (an app's and its extension's copy of one
        // class) is one node per declaration: a use means the declaration of its own side
        // (`ProjectIndex.declarationMeant(byType:inFile:)`), or any of them when it cannot say.
        var firstNode = [Int](repeating: -1, count: types.count)
        var variantCounts = [Int](repeating: 1, count: types.count)
        for type in nodeTypes {
            firstNode[Int(type)] = nodeTypeList.count
            let count = builder.splitTypes.contains(type) ? index.primaryDeclarations(of: type).count : 1
            variantCounts[Int(type)] = count
            for variant in 0..<count {
                if variant == 0 { nodeIndex[types[Int(type)].name] = nodeTypeList.count }
                nodeTypeList.append(type)
                nodeVariants.append(variant)
            }
        }
        // Asked once per type and file, and per type and node: edges repeat both many times.
        var meant: [Int: Int] = [:]
        var instanceNodeCache: [Int: [Int]] = [:]
        /// The nodes a use of `type` in `file` may mean.
        func nodesMeant(by type: Int32, usedIn file: Int) -> Range<Int> {
            let first = firstNode[Int(type)]
            guard variantCounts[Int(type)] > 1 else { return first..<first + 1 }
            let key = Int(type) << 32 | file
            let variant: Int
            if let known = meant[key] {
                variant = known
            } else {
                variant = index.declarationMeant(byType: type, inFile: file) ?? -1
                meant[key] = variant
            }
            if variant >= 0 { return first + variant..<first + variant + 1 }
            return first..<first + variantCounts[Int(type)]
        }
        nodes = nodeTypeList.map { type in
            Node(name: types[Int(type)].name, kind: types[Int(type)].kind ?? .class, roles: builder.roles(of: type))
        }
        edges = []
        for pending in builder.edges {
            for source in nodesMeant(by: pending.source, usedIn: pending.file) {
                for target in nodesMeant(by: pending.target, usedIn: pending.targetFile ?? pending.file) {
                    edges.append(Edge(source: source, target: target, member: pending.member, kind: pending.kind,
                                      reference: pending.reference, isBackReference: false, isClassBound: pending.isClassBound,
                                      isCollection: pending.isCollection, file: pending.file, range: pending.range))
                }
            }
        }
        // Members compared by their rank in name order: one string sort rather than one per comparison.
        let memberNames = Set(edges.map(\.member)).sorted()
        var memberRank: [String: Int] = [:]
        for (rank, name) in memberNames.enumerated() { memberRank[name] = rank }
        edges = edges.map { (memberRank[$0.member]!, $0) }.sorted { lhs, rhs in
            (lhs.1.source, lhs.0, lhs.1.target, lhs.1.kind.rank, lhs.1.file, lhs.1.range.start)
                < (rhs.1.source, rhs.0, rhs.1.target, rhs.1.kind.rank, rhs.1.file, rhs.1.range.start)
        }.map(\.1)
        var unique: [Edge] = []
        for edge in edges {
            // One edge per declaring file: a type declared twice (two modules, two copies) keeps both,
            // so which one a cycle is reported at never depends on the order the files came in.
            if let last = unique.last, last.source == edge.source, last.member == edge.member, last.target == edge.target,
               last.kind == edge.kind, last.file == edge.file { continue }
            unique.append(edge)
        }
        edges = unique
        edgeStart = Array(repeating: 0, count: nodes.count + 1)
        for edge in edges { edgeStart[edge.source + 1] += 1 }
        for position in nodes.indices { edgeStart[position + 1] += edgeStart[position] }
        /// The nodes of `type`'s declarations whose objects may be values of node `node` (a
        /// subtype's declarations that adopt that declaration of the base).
        func instanceNodes(of type: Int32, asValuesOf node: Int) -> [Int] {
            let first = firstNode[Int(type)]
            guard first >= 0 else { return [] }
            let count = variantCounts[Int(type)]
            let base = nodeTypeList[node]
            guard count > 1 || variantCounts[Int(base)] > 1 else { return [first] }
            let key = Int(type) << 32 | node
            if let known = instanceNodeCache[key] { return known }
            let found = (0..<count).filter { variant in
                OwnershipGraph.isInstance(type, declaration: count > 1 ? variant : nil, of: base,
                                          declaration: variantCounts[Int(base)] > 1 ? nodeVariants[node] : nil, in: index)
            }.map { first + $0 }
            instanceNodeCache[key] = found
            return found
        }
        instanceTable = nodes.indices.map { node in
            builder.instances(of: nodeTypeList[node]).flatMap { instanceNodes(of: $0, asValuesOf: node) }.sorted()
        }
        declaringTable = nodes.indices.map { node in
            // Ancestor ids from `types.count` on are declared outside the project.
            [node] + index.ancestorIDs(of: nodeTypeList[node]).flatMap { ancestor -> [Int] in
                guard Int(ancestor) < types.count, firstNode[Int(ancestor)] >= 0 else { return [] }
                let first = firstNode[Int(ancestor)]
                return (first..<first + variantCounts[Int(ancestor)]).filter { instanceNodes(of: nodeTypeList[node], asValuesOf: $0).contains(node) }
            }
        }.map { $0.filter { edgeStart[$0] < edgeStart[$0 + 1] } }
        for addition in builder.collectionAdditions {
            let first = firstNode[Int(addition.holder)]
            guard first >= 0 else { continue }
            for position in first..<first + variantCounts[Int(addition.holder)] {
                let key = MemberKey(node: position, member: addition.member)
                if addition.isResolved { preciseCollections.insert(key) } else { impreciseCollections.insert(key) }
            }
        }
        heldTable = declaringTable.map { $0.flatMap { edgeStart[$0]..<edgeStart[$0 + 1] } }
        components = strongComponents()
        var upward: [Int] = []
        var upwardNames: Set<String> = []
        for position in edges.indices {
            let edge = edges[position]
            let roles = instanceRoles(of: edge.target)
            let count = instances(of: edge.target).count
            // A struct that only wraps one reference (`struct AnyCoordinator { let base: Coordinating }`) is
            // no level of the tree: the edge that holds it says where its reference points.
            guard !isReferenceWrapper(edge.source) else { continue }
            // A method reference kept by another object points back at the object whose method it is.
            if edge.kind == .storedClosure {
                edges[position].isBackReference = true
                continue
            }
            guard builder.pointsUp(edge, source: nodes[edge.source], target: nodes[edge.target], targetRoles: roles,
                                   targetInstances: count) || pointsUpThroughWrapper(position, builder: builder) else { continue }
            // A weak edge closes no cycle: its direction alone is said, and its stores are not read.
            guard edge.isStrong else {
                edges[position].isBackReference = true
                continue
            }
            upward.append(position)
            upwardNames.insert(edge.member)
        }
        builder.recordOwnerStores(named: upwardNames)
        builder.recordClearedProperties(named: upwardNames)
        for position in upward {
            let holder = nodeTypeList[edges[position].source]
            let member = edges[position].member
            let owners = instances(of: edges[position].target).map { nodeTypeList[$0] }
            if builder.hasOwnerEvidence(member, of: holder, owners: owners), !builder.isMadeFreshByEveryConstruction(member, of: holder),
               !builder.isCleared(member, of: holder)
                || !builder.isClearedInClosure(member, of: holder) && isHolderKeptOutsideCycle(of: position),
               !isOwnerEdgeClearedWhenHolderDisappears(position, builder: builder) {
                edges[position].isBackReference = true
            }
        }
        searchEdges = edges.map { SearchEdge(target: $0.target, isStrong: $0.isStrong, isBackReference: $0.isBackReference,
                                             isRIBUnit: $0.kind == .ribUnit) }
    }

    /// Why objects of `node`'s type live as long as the app (the application delegate, a singleton,
    /// a global), or nil.
    public func appLifetimeReason(of node: Int) -> String? { lifetimeReason(nodes[node].name) }

    /// How a strong-back-reference finding about a cycle through an app-lifetime object starts;
    /// `navlint --fix` leaves those alone, since a weak property there may free a running flow.
    public static let appLifetimeMessagePrefix = "reference cycle through app-lifetime"

    /// How a strong-back-reference finding about a cycle that a method reference closes
    /// (`Screen(onSend: showSend)`) ends: there is no property to make weak, so `navlint --fix`
    /// leaves it alone.
    public static let closureFix = "pass a closure that captures its object weakly instead of the method"

    /// The node for a type name, if the type takes part.
    public func node(named name: String) -> Int? { nodeIndex[name] }

    /// The edges declared on `node` itself (not those it inherits), in order.
    public func edges(from node: Int) -> Range<Int> { edgeStart[node]..<edgeStart[node + 1] }

    /// The types whose objects a value declared as `node` may be: the type itself unless it is a
    /// protocol, and its project subclasses or conforming types.
    public func instances(of node: Int) -> [Int] { instanceTable[node] }

    /// The edges an object of type `node` holds: those declared on its type and its project ancestors.
    public func heldEdges(of node: Int) -> [Int] { heldTable[node] }

    /// `'Type.member'` for a step, as messages print it.
    public func label(_ step: Step) -> String {
        "'\(nodes[step.node].name).\(edges[step.edge].member)'"
    }

    /// `'A.children' -> 'B.parent' -> 'A'`. A RIB step (an interactor to its router) is named by
    /// the next step's router: `'Parent.children' -> 'Child.listener' -> 'ParentInteractor', the
    /// interactor of 'Parent'`.
    public func describe(_ cycle: Cycle) -> String {
        let first = cycle.steps[0]
        var end = "'\(nodes[first.node].name)'"
        if edges[first.edge].kind == .ribUnit, cycle.steps.count > 1 {
            end += ", the interactor of '\(nodes[cycle.steps[1].node].name)'"
        }
        let labels = cycle.steps.filter { edges[$0.edge].kind != .ribUnit }.map(label)
        return (labels + [end]).joined(separator: " -> ")
    }

    // MARK: Cycles

    /// Every strong reference cycle, once, each closed by the back reference that points up the
    /// tree. A cycle is found from a strong back reference when the object it points at reaches
    /// the object holding it through strong edges that point down; cycles without a back
    /// reference (two objects that keep each other through ordinary properties) are not found.
    /// Back references to protocols that value types may adopt are left out, and so are cycles
    /// without any router, interactor, view controller, navigation controller or coordinator
    /// (data models whose store manages their relationships, services that keep each other).
    public func cycles() -> [Cycle] {
        var result: [Cycle] = []
        // A property written once is one edge per declaration its types may mean: reported once.
        var reported: Set<[Int]> = []
        for (position, edge) in edges.enumerated() where edge.isStrong && edge.isBackReference && edge.isClassBound {
            let written = [edge.file, Int(edge.range.start), Int(nodeTypeList[edge.source]), Int(nodeTypeList[edge.target])]
            guard !reported.contains(written) else { continue }
            // A path back from the target to the holder stays inside one strongly connected component.
            let holders = instances(of: edge.source)
            // Through a struct wrapper, the cycle goes on from what it wraps (`wrapperStep(of:)`).
            let wrapper = wrapperStep(of: position)
            let targets = wrapper.map { instances(of: edges[$0.edge].target) } ?? instances(of: edge.target)
            for component in Set(holders.map { components[$0] }).sorted() {
                let starts = targets.filter { components[$0] == component }
                guard !starts.isEmpty, let found = shortestPath(from: starts, to: Set(holders.filter { components[$0] == component }),
                                                                includingBackReferences: false, followingRIBUnits: true,
                                                                within: component),
                      found.steps.contains(where: { !nodes[$0.node].roles.isEmpty }) || !nodes[found.end].roles.isEmpty else { continue }
                // Name the object by the type that declares the back reference when it can be that object.
                let lastTarget = edges[found.steps[found.steps.count - 1].edge].target
                let end = instances(of: lastTarget).contains(edge.source) ? edge.source : found.end
                let steps = (wrapper.map { [$0] } ?? []) + found.steps + [Step(node: end, edge: position)]
                result.append(Cycle(backEdge: position, steps: steps,
                                    appLifetimeNode: steps.first { appLifetimeReason(of: $0.node) != nil }?.node))
                reported.insert(written)
                break
            }
        }
        return result
    }

    /// The shortest chain of strong edges (down edges only, unless `includingBackReferences`) from
    /// an object of one of `starts` to an object of one of `goals`, with at least one edge, and the
    /// goal it ends at. Nil when there is none.
    public func path(from starts: [Int], to goals: Set<Int>, includingBackReferences: Bool) -> (steps: [Step], end: Int)? {
        shortestPath(from: starts, to: goals, includingBackReferences: includingBackReferences, followingRIBUnits: false,
                     within: nil)
    }

    private func shortestPath(from starts: [Int], to goals: Set<Int>, includingBackReferences: Bool, followingRIBUnits: Bool,
                              within component: Int?) -> (steps: [Step], end: Int)? {
        // Tables by node rather than sets: a search may cross thousands of nodes.
        var previous = [Step?](repeating: nil, count: nodes.count)
        var isVisited = [Bool](repeating: false, count: nodes.count)
        var isGoal = [Bool](repeating: false, count: nodes.count)
        for goal in goals { isGoal[goal] = true }
        for start in starts { isVisited[start] = true }
        var queue = starts
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for edgePosition in heldTable[current] {
                let edge = searchEdges[edgePosition]
                guard edge.isStrong, includingBackReferences || !edge.isBackReference, followingRIBUnits || !edge.isRIBUnit,
                      isFollowed(edgePosition, heldBy: current) else { continue }
                for next in instances(of: edge.target) where component == nil || components[next] == component {
                    if isGoal[next] {
                        var steps = [Step(node: current, edge: edgePosition)]
                        var node = current
                        while let step = previous[node] {
                            steps.append(step)
                            node = step.node
                        }
                        return (steps.reversed(), next)
                    }
                    if !isVisited[next] {
                        isVisited[next] = true
                        previous[next] = Step(node: current, edge: edgePosition)
                        queue.append(next)
                    }
                }
            }
        }
        return nil
    }

    /// The strongly connected components of the objects and their strong edges (Tarjan's
    /// algorithm, iterative): component numbers by node.
    private func strongComponents() -> [Int] {
        let unvisited = -1
        var order = Array(repeating: unvisited, count: nodes.count)
        var lowLink = Array(repeating: 0, count: nodes.count)
        var isOnStack = Array(repeating: false, count: nodes.count)
        var component = Array(repeating: unvisited, count: nodes.count)
        var stack: [Int] = []
        var counter = 0
        var components = 0
        for root in nodes.indices where order[root] == unvisited {
            // Each frame: a node, its successors and the next one to visit.
            var frames: [(node: Int, successors: [Int], next: Int)] = [(root, strongSuccessors(of: root), 0)]
            order[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            isOnStack[root] = true
            while !frames.isEmpty {
                let top = frames.count - 1
                let node = frames[top].node
                if frames[top].next < frames[top].successors.count {
                    let next = frames[top].successors[frames[top].next]
                    frames[top].next += 1
                    if order[next] == unvisited {
                        order[next] = counter
                        lowLink[next] = counter
                        counter += 1
                        stack.append(next)
                        isOnStack[next] = true
                        frames.append((next, strongSuccessors(of: next), 0))
                    } else if isOnStack[next] {
                        lowLink[node] = min(lowLink[node], order[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                if lowLink[node] == order[node] {
                    while let member = stack.popLast() {
                        isOnStack[member] = false
                        component[member] = components
                        if member == node { break }
                    }
                    components += 1
                }
            }
        }
        return component
    }

    /// The objects an object of type `node` keeps strongly, back references included.
    private func strongSuccessors(of node: Int) -> [Int] {
        var result: [Int] = []
        for position in heldTable[node] where edges[position].isStrong && isFollowed(position, heldBy: node) {
            result.append(contentsOf: instances(of: edges[position].target))
        }
        return result
    }

    /// Whether a path follows edge `position` from an object of type `holder`: a child collection's
    /// declared element type is skipped when the additions of the holder's family say precisely
    /// what it holds.
    private func isFollowed(_ position: Int, heldBy holder: Int) -> Bool {
        guard edges[position].kind == .storedProperty, !preciseCollections.isEmpty else { return true }
        let member = edges[position].member
        let family = declaringTable[holder]
        return !family.contains { preciseCollections.contains(MemberKey(node: $0, member: member)) }
            || family.contains { impreciseCollections.contains(MemberKey(node: $0, member: member)) }
    }

    /// The roles of a type and of every type its values may be.
    private func instanceRoles(of node: Int) -> Roles {
        instances(of: node).reduce(nodes[node].roles) { $0.union(nodes[$1].roles) }
    }
}

/// Collects the edges of an `OwnershipGraph` from the project index.
struct OwnershipGraphBuilder {
    /// An edge between project types (ids into `ProjectIndex.typeList`), before nodes are numbered.
    struct PendingEdge {
        var source: Int32
        var target: Int32
        var member: String
        var kind: OwnershipGraph.EdgeKind
        var reference: OwnershipGraph.Reference
        var isClassBound: Bool
        var isCollection: Bool
        var file: Int
        var range: ByteRange
        /// Where the target's name is used, when not at `file`: the store that narrowed a
        /// protocol-typed property to the type of the value it stores (`narrowToAssignedTypes()`).
        var targetFile: Int? = nil
        /// Declared by a generic parameter of the holder (`var reactor: R`): the target is the
        /// parameter's constraint, which the stores (of a value typed `R` too) cannot narrow.
        var isGenericParameter = false
    }

    /// A child added to `holder`'s child collection `member`, whose type did or did not resolve.
    struct CollectionAddition {
        var holder: Int32
        var member: String
        var isResolved: Bool
    }

    let index: ProjectIndex
    /// `index.typeList`, read without an access check each time.
    let types: [TypeInfo]
    private(set) var edges: [PendingEdge] = []
    private(set) var collectionAdditions: [CollectionAddition] = []
    /// `heldTypes(in:genericParameters:)`'s answers for types outside generic declarations, by text.
    private var heldTypesByText: [String: [(Int32, OwnershipGraph.Reference)]] = [:]
    /// The stores of the properties that may point up, by name (`recordOwnerStores(named:)`).
    var ownerStores: [String: [OwnerStores]] = [:]
    /// `hasOwnerEvidence(_:of:owners:)`'s findings per holder type and property.
    var ownerEvidence: [TypeMember: OwnerEvidence] = [:]
    /// Properties that the project's code sets to nil outside a `deinit`: by property name, the
    /// types of the objects whose property is cleared (`recordClearedProperties(named:)`).
    private var clearedProperties: [String: Set<String>] = [:]
    /// The same, for the stores of nil written in a closure (a completion, a subscription's
    /// `onNext`) or a private method, which run when the flow ends however it ends (`isClearedInClosure`).
    private var clearedInClosures: [String: Set<String>] = [:]
    /// The model's child coordinators and their additions (`SemanticModel.childCoordinators`).
    private let childQueries: ChildCoordinatorQueries
    /// Strong properties of role-less objects declared with UIKit's view controller type.
    private var viewControllerProperties: [ViewControllerProperty] = []
    /// Stored closure properties (`var onUpdate = { }`, `var onFinish: (() -> Void)?`) of the
    /// collected types, which a method reference assigned to them makes an edge (`methodReferenceEdges()`).
    var closureProperties: [(holder: Int32, member: String, file: Int, range: ByteRange)] = []
    /// The types whose name the project declares more than once, in different folders
    /// (`ProjectIndex.hasDistinctDeclarations(_:)`): one graph node per declaration.
    let splitTypes: Set<Int32>
    /// `instances(of:)` by type id.
    private var instanceCache: [Instances]
    /// `roles(of:)` by type id.
    private var roleCache: [Roles?]
    /// Declared types of protocols' property requirements, by name: the type of a conforming
    /// class's untyped property (`var children = [Child]()` for `var children: [Child] { get set }`).
    private var requirementTypes: [String: [(protocolName: String, type: TypeName)]] = [:]
    /// Strong optional `var`s of classes with no initial value, which keep nothing unless some code
    /// stores a value in them (`dropNeverStoredProperties()`), with their file and privacy.
    private var nilUntilStored: [TypeMember: (file: Int, isFilePrivate: Bool)] = [:]
    /// `freshStores(of:)`'s answers by property name (`isMadeFreshByEveryConstruction`).
    var freshStoresByName: [String: (count: Int, isFresh: Bool)] = [:]

    struct TypeMember: Hashable {
        var type: Int32
        var member: String
    }

    /// What is known of a type's instances.
    private enum Instances {
        case unknown
        case inProgress
        /// Too many to say anything.
        case tooMany
        case known([Int32])
    }

    init(index: ProjectIndex, childQueries: ChildCoordinatorQueries) {
        self.index = index
        self.childQueries = childQueries
        types = index.typeList
        splitTypes = Set(index.splitTypeIDs)
        instanceCache = Array(repeating: .unknown, count: types.count)
        roleCache = Array(repeating: nil, count: types.count)
    }

    mutating func collect() {
        for file in index.files.indices {
            let outline = index.files[file].outline
            outline.forEachMember { position, member in
                guard member.isRequirement, member.kind == .property, member.owner >= 0, let type = member.type else { return }
                let owner = index.simpleName(outline.types[Int(member.owner)].name)
                requirementTypes[member.name, default: []].append((owner, type))
            }
        }
        // The RIBs, attachChild and child-collection edges first, to start the walk from, but
        // after the stored properties in `edges`: narrowing applies to stored properties only.
        collectRIBsComponents()
        collectAttachedChildren()
        collectChildCollections()
        let navigationEdges = edges
        edges = []
        collectStoredProperties(reachableFrom: navigationEdges)
        edges += methodReferenceEdges()
        dropNeverStoredProperties()
        narrowToAssignedTypes()
        resolveViewControllerProperties()
        dropNeverFilledChildCollections()
        edges += navigationEdges
        edges += closureEdges()
    }

    /// The stored-property edges of the navigation objects (types with a role, and the ends of
    /// `navigationEdges`) and of every object they may keep, transitively: a cycle that `cycles()`
    /// reports goes through a navigation object, so all of its objects are reached, and the
    /// rest of the project (models, services of a package that has no screens) is never read.
    private mutating func collectStoredProperties(reachableFrom navigationEdges: [PendingEdge]) {
        var queue: [Int32] = []
        var queued = [Bool](repeating: false, count: types.count)
        func enqueue(_ type: Int32) {
            if !queued[Int(type)] {
                queued[Int(type)] = true
                queue.append(type)
            }
        }
        for type in types.indices where !types[type].roles.isEmpty { enqueue(Int32(type)) }
        // The framework's base classes when the project vendors them (`Router`, `ViewableRouter`).
        let configuration = index.roleConfiguration
        for bases in [configuration.routerBases, configuration.interactorBases, configuration.viewControllerBases,
                      configuration.navigationControllerBases, configuration.coordinatorBases] {
            for name in bases { if let type = index.typeID(named: name) { enqueue(type) } }
        }
        for edge in navigationEdges {
            enqueue(edge.source)
            enqueue(edge.target)
            for instance in instances(of: edge.target) { enqueue(instance) }
        }
        // In name order, so that which type asks first for instances never depends on hashing.
        queue.sort { types[Int($0)].name < types[Int($1)].name }
        var head = 0
        while head < queue.count {
            let type = queue[head]
            head += 1
            let first = edges.count
            collectStoredProperties(of: type)
            // An object holds what its project ancestors declare; a value may be any of its instances.
            // (Ancestor ids from `types.count` on are declared outside the project.)
            for ancestor in index.ancestorIDs(of: type) where Int(ancestor) < types.count { enqueue(ancestor) }
            for position in first..<edges.count {
                let target = edges[position].target
                enqueue(target)
                for instance in instances(of: target) { enqueue(instance) }
            }
        }
    }

    /// The project types whose objects a value of type `name` may be: the type itself unless it is
    /// a protocol or an enum, and its project subclasses or conforming classes, structs and actors.
    /// Test doubles (`…Mock`, `…Stub`, `…Fake`, `…Spy`) never stand in for app objects; the
    /// framework's own protocols and base classes (`ViewableRouting`, `Router`, vendored or not),
    /// which every router adopts, and types with more than `maximumInstances` of them say nothing
    /// about which one a value is.
    mutating func instances(of type: Int32) -> [Int32] {
        instances(of: type, depth: 0) ?? []
    }

    /// The instances of `type`, built from its direct subtypes' (memoized); nil when there are too
    /// many to say anything.
    private mutating func instances(of type: Int32, depth: Int) -> [Int32]? {
        switch instanceCache[Int(type)] {
        case .known(let found): return found
        case .tooMany: return nil
        case .inProgress: return []
        case .unknown: break
        }
        guard depth < 64 else { return [] }
        if ProjectIndex.knownClassBound.contains(types[Int(type)].name) {
            instanceCache[Int(type)] = .known([])
            return []
        }
        instanceCache[Int(type)] = .inProgress
        var result: [Int32] = []
        if let kind = types[Int(type)].kind, kind == .class || kind == .struct || kind == .actor, !index.isTestType(type) {
            result.append(type)
        }
        var isTooMany = false
        let children = index.directSubtypeIDs(of: type)
        if !children.isEmpty {
            var seen = Set(result)
            for child in children {
                // A protocol that a framework class adopts in an extension (`extension UIApplication:
                // Provider`): a value may be a framework object (`UIApplication.shared`), so the
                // declared type says nothing about which project object it is.
                if types[Int(type)].kind == .protocol, types[Int(child)].kind == nil {
                    isTooMany = true
                    break
                }
                guard let found = instances(of: child, depth: depth + 1) else {
                    isTooMany = true
                    break
                }
                for instance in found where seen.insert(instance).inserted { result.append(instance) }
                if result.count > OwnershipGraphBuilder.maximumInstances {
                    isTooMany = true
                    break
                }
            }
        }
        // A protocol that hundreds of types adopt (`Error`, a parser's `Node`) says nothing about
        // which object a value is.
        instanceCache[Int(type)] = isTooMany ? .tooMany : .known(result)
        return isTooMany ? nil : result
    }

    static let maximumInstances = 128


    // MARK: Stored properties

    /// The edges of the stored properties declared in `type`'s declarations (its extensions
    /// included), when its objects can hold any: a class, struct or actor.
    private mutating func collectStoredProperties(of type: Int32) {
        let kind = types[Int(type)].kind
        guard kind == .class || kind == .struct || kind == .actor else { return }
        for ref in types[Int(type)].declarations {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let range = outline.types[Int(ref.index)].members
            outline.forEachMember(in: Int(range.start)..<Int(range.end)) { _, member in
                guard member.owner == ref.index, member.kind == .property, !member.modifiers.isTypeLevel,
                      !member.isRequirement, member.isStored, !(kind == .struct && member.isSwiftUIState) else { return }
                collectEdges(of: member, holder: type, file: file, outline: outline)
            }
        }
    }

    private mutating func collectEdges(of member: borrowing Member, holder: Int32, file: Int, outline: Outline) {
        var targets: [(Int32, Reference)] = []
        var isCollection = false
        var isGenericParameter = false
        if let type = member.type {
            let genericParameters = outline.types[Int(member.owner)].genericParameters
            targets = heldTypes(in: type, genericParameters: genericParameters)
            if targets.isEmpty, !genericParameters.isEmpty, let bound = constraint(of: type.nominalName, declaredBy: member.owner, in: outline) {
                targets = [(bound, .strong)]
                isGenericParameter = true
            }
            if type.isFunction, !member.modifiers.isNonOwning {
                closureProperties.append((holder, member.name, file, member.nameRange))
            }
            guard !targets.isEmpty else {
                recordViewControllerProperty(member, type: type, holder: holder, file: file)
                return
            }
            isCollection = OwnershipGraphBuilder.isCollection(type)
        } else if let initializer = member.initializer {
            if initializer.kind == .closure { closureProperties.append((holder, member.name, file, member.nameRange)) }
            // Without a declared type: what the initializer constructs, else the type of the protocol
            // requirement it implements (`var children = [Child]()` for `var children: [Child] { get set }`).
            if let constructed = index.constructedTypeName(of: initializer, in: file) {
                guard let type = index.typeID(named: constructed) else { return }
                targets = [(type, .strong)]
            } else if OwnershipGraphBuilder.isEmptyCollection(initializer, outline), let requirements = requirementTypes[member.name] {
                let ancestors = types[Int(holder)].ancestors
                guard let type = requirements.first(where: { ancestors.contains($0.protocolName) })?.type else { return }
                targets = heldTypes(in: type, genericParameters: [])
                isCollection = OwnershipGraphBuilder.isCollection(type)
            }
        }
        guard !targets.isEmpty else { return }
        let name = member.name
        let modifiers = member.modifiers
        let declared: Reference = modifiers.contains(.weak) ? .weak : modifiers.contains(.unowned) ? .unowned : .strong
        // Attributes may store it (`@IBOutlet`, property wrappers), and a library's clients a public one.
        if declared == .strong, !member.isLet, member.initializer == nil, member.type?.isOptional == true, !isCollection,
           member.attributes.isEmpty, modifiers.isDisjoint(with: [.public, .open, .package]),
           types[Int(holder)].kind == .class || types[Int(holder)].kind == .actor {
            nilUntilStored[TypeMember(type: holder, member: name)] =
                (file, !modifiers.isDisjoint(with: [.private, .fileprivate]))
        }
        for (target, wrapped) in targets {
            let reference = declared != .strong ? declared : wrapped
            let isClassBound = types[Int(target)].kind != .protocol || index.isClassBound(types[Int(target)].name) != false
            edges.append(PendingEdge(source: holder, target: target, member: name, kind: .storedProperty,
                                     reference: reference, isClassBound: isClassBound,
                                     isCollection: isCollection, file: file, range: member.nameRange,
                                     isGenericParameter: isGenericParameter))
        }
    }

    /// The project class or protocol that generic parameter `name` of type `owner` is constrained
    /// to (`R` of `CommentScreen<R: CommentReacting>`): a value of `R` is one of its instances.
    private func constraint(of name: String, declaredBy owner: Int32, in outline: Outline) -> Int32? {
        guard let bound = outline.genericConstraint(of: name, type: owner),
              let type = index.typeID(named: bound), let kind = types[Int(type)].kind,
              kind == .class || kind == .protocol else { return nil }
        return type
    }

    private typealias Reference = OwnershipGraph.Reference

    /// A strong stored property declared with UIKit's view controller type (a view model's `var
    /// viewController: UIViewController?`, a coordinator's `var baseViewController:
    /// UIViewController?`): it points at no project type until the code says which controller it is given.
    struct ViewControllerProperty {
        var holder: Int32
        var member: String
        var declared: String
        var file: Int
        var range: ByteRange
    }

    private mutating func recordViewControllerProperty(_ member: borrowing Member, type: TypeName, holder: Int32, file: Int) {
        guard !member.modifiers.isNonOwning, !type.isFunction,
              index.roleConfiguration.viewControllerBases.contains(type.nominalName),
              !OwnershipGraphBuilder.isCollection(type) else { return }
        viewControllerProperties.append(ViewControllerProperty(holder: holder, member: member.name, declared: type.nominalName,
                                                               file: file, range: member.nameRange))
    }

    /// Removes the edges of strong optional properties that no code ever stores a value in: such a
    /// property stays nil for its object's whole life and keeps nothing, whatever its declared type
    /// could point at (`var finishDelegate: FinishDelegate?` in a coordinator whose finish delegate
    /// nothing sets, while another coordinator's is set).
    private mutating func dropNeverStoredProperties() {
        guard !nilUntilStored.isEmpty else { return }
        var stores = PropertyStores(index: index, names: Set(nilUntilStored.keys.map(\.member)))
        var neverStored: Set<TypeMember> = []
        for (key, declaration) in nilUntilStored
        where !stores.isEverStored(key.member, of: index.simpleName(types[Int(key.type)].name), declaredIn: declaration.file,
                                   isLet: false, isFilePrivate: declaration.isFilePrivate) {
            neverStored.insert(key)
        }
        guard !neverStored.isEmpty else { return }
        edges.removeAll { $0.kind == .storedProperty && neverStored.contains(TypeMember(type: $0.source, member: $0.member)) }
    }

    /// Removes the stored-property edges of child collections that no code fills: no addition by
    /// the holder's family (`childCoordinators.append(child)`, an `addChild(_:)` helper), no other
    /// object's `parent.children.append(…)`, no assignment of anything but an empty literal. Such a
    /// collection holds nothing, whatever its declared element type says it could.
    private mutating func dropNeverFilledChildCollections() {
        let queries = childQueries
        var candidates: [Int] = []
        for (position, edge) in edges.enumerated() where edge.kind == .storedProperty && edge.isCollection && edge.reference == .strong
            && queries.isChildCollection(edge.member, of: types[Int(edge.source)].name) {
            candidates.append(position)
        }
        guard !candidates.isEmpty else { return }
        let names = Set(candidates.map { edges[$0].member })
        var adders: [String: Set<String>] = [:]
        for addition in queries.additions + Array(queries.helpers.values) where names.contains(addition.collection) {
            adders[addition.collection, default: []].insert(addition.parentType)
        }
        // Written by an assignment (`children = [home, search]`, `self.children = children`) or
        // through another object (`parent.children.append(self)`): filled, by whom is not known.
        var written: Set<String> = []
        for (name, ref) in assignments(toAnyOf: names.sorted()) {
            let assignment = index.files[Int(ref.file)].outline.assignments[Int(ref.index)]
            let isEmptyLiteral = (assignment.value.kind == .array || assignment.value.kind == .dictionary)
                && assignment.value.range.end - assignment.value.range.start <= 3
            if assignment.value.kind != .nil && !isEmptyLiteral { written.insert(name) }
        }
        for method in ["append", "insert", "updateValue"] {
            for ref in index.calls(named: method) {
                let outline = index.files[Int(ref.file)].outline
                let call = outline.calls[Int(ref.index)]
                guard call.callee.count > 2 else { continue }
                let owner = outline.chainElements[Int(call.callee.end) - 2]
                if owner.kind == .name, names.contains(outline.name(owner.name)) { written.insert(outline.name(owner.name)) }
            }
        }
        // Per collection name: the adders, and every name an adder is (its simple name, its
        // ancestors). `isSubtype(adder, of: holder)` for some adder is `upward.contains(holder)`,
        // and `isSubtype(holder, of: adder)` is the holder's simple name or an ancestor among the
        // adders: one lookup per holder instead of two `isSubtype` per adder (thousands in a big project).
        var upward: [String: Set<String>] = [:]
        for (name, adderTypes) in adders {
            var names: Set<String> = []
            for adder in adderTypes {
                names.insert(index.simpleName(adder))
                names.formUnion(index.ancestors(of: adder))
            }
            upward[name] = names
        }
        var dropped: Set<Int> = []
        for position in candidates {
            let edge = edges[position]
            guard !written.contains(edge.member) else { continue }
            let holder = types[Int(edge.source)].name
            var isFilled = false
            if let adding = adders[edge.member] {
                isFilled = upward[edge.member]!.contains(holder) || adding.contains(index.simpleName(holder))
                    || index.ancestors(of: holder).contains(where: adding.contains)
            }
            if !isFilled { dropped.insert(position) }
        }
        guard !dropped.isEmpty else { return }
        edges = edges.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// Whether objects of project type `type` may be held as a `declared` (`UIViewController` holds
    /// every view controller; the framework's other controllers only their project subclasses).
    private mutating func isViewController(_ type: Int32, as declared: String) -> Bool {
        if declared == "UIViewController" { return roles(of: type).contains(.viewController) }
        return index.isSubtype(types[Int(type)].name, of: declared)
    }

    /// Gives each property of `viewControllerProperties` an edge to every project view controller the
    /// project's code assigns to it (`viewModel.viewController = self`): the edges a declaration with
    /// the project's own type would have had.
    private mutating func resolveViewControllerProperties() {
        guard !viewControllerProperties.isEmpty else { return }
        var byName: [String: [Int]] = [:]
        for (position, property) in viewControllerProperties.enumerated() { byName[property.member, default: []].append(position) }
        var added: Set<TypeMember> = []
        for (name, ref) in assignments(toAnyOf: byName.keys.sorted()) {
            let file = Int(ref.file)
            let assignment = index.files[file].outline.assignments[Int(ref.index)]
            guard assignment.op == .assign, assignment.value.kind != .nil, let receiver = index.receiverType(ofAssignment: ref),
                  let positions = byName[name] else { continue }
            let stored = index.assignedTypes(of: assignment.value, file: file, member: assignment.owner,
                                             declared: viewControllerProperties[positions[0]].declared) ?? []
            for value in stored.sorted().flatMap({ storedClasses(ofValueType: $0) }) {
                let valueName = types[Int(value)].name
                for position in positions {
                    let property = viewControllerProperties[position]
                    guard index.isSubtype(receiver, of: types[Int(property.holder)].name), isViewController(value, as: property.declared),
                          added.insert(TypeMember(type: property.holder, member: property.member + "\u{0}" + valueName)).inserted
                    else { continue }
                    edges.append(PendingEdge(source: property.holder, target: value, member: property.member, kind: .storedProperty,
                                             reference: .strong, isClassBound: true, isCollection: false,
                                             file: property.file, range: property.range))
                }
            }
        }
    }

    /// The project classes a stored value of type `name` may be: the class itself, or the classes
    /// adopting a project protocol (`any CommentScreen` that a factory returns); none for the
    /// framework's `UIViewController` that a parameter declares.
    private mutating func storedClasses(ofValueType name: String) -> [Int32] {
        guard let type = index.typeID(named: name) else { return [] }
        switch types[Int(type)].kind {
        case .class: return [type]
        case .protocol: return instances(of: type).filter { types[Int($0)].kind == .class }
        default: return []
        }
    }

    /// The project types a stored value of `type` holds: through optionals, collections and generic
    /// arguments, each with how it is held (`[Weak<Child>]` holds `Child` weakly). Function types,
    /// metatypes and streams that keep no element (`Observable<T>`, `PassthroughSubject<T, E>`) hold nothing.
    private mutating func heldTypes(in type: TypeName, genericParameters: [String]) -> [(Int32, Reference)] {
        // Outside generic types the answer depends on the type's text alone, and most properties'
        // types recur (`DisposeBag`, `UIView`, `[Coordinator]`): worked out once per text.
        guard genericParameters.isEmpty else { return findHeldTypes(in: type, genericParameters: genericParameters) }
        if let known = heldTypesByText[type.text] { return known }
        let found = findHeldTypes(in: type, genericParameters: [])
        heldTypesByText[type.text] = found
        return found
    }

    private func findHeldTypes(in type: TypeName, genericParameters: [String]) -> [(Int32, Reference)] {
        // `identifiers` builds an array on each read: read once.
        let identifiers = type.identifiers
        guard !type.isFunction, !OwnershipGraphBuilder.nonHoldingWrappers.contains(type.nominalName),
              identifiers.last != "Type", identifiers.last != "Protocol" else { return [] }
        var result: [(Int32, Reference)] = []
        var reference = Reference.strong
        let qualifiers = OwnershipGraphBuilder.qualifierOnlyNames(in: type.text)
        for identifier in identifiers where !qualifiers.contains(identifier) {
            if let held = index.typeID(named: identifier), let kind = types[Int(held)].kind {
                guard kind == .class || kind == .struct || kind == .actor || kind == .protocol, !genericParameters.contains(identifier),
                      !result.contains(where: { $0.0 == held }) else { continue }
                result.append((held, reference))
            } else if let first = identifier.utf8.first, first == UInt8(ascii: "W") || first == UInt8(ascii: "U") || first == UInt8(ascii: "N") {
                // `Weak<T>`, `WeakBox<T>`, `NSHashTable<T>`, `Unowned<T>`: the wrapped objects are not kept.
                if identifier.hasPrefix("Weak") || identifier == "NSHashTable" || identifier == "NSMapTable" { reference = .weak }
                if identifier.hasPrefix("Unowned") { reference = .unowned }
            }
        }
        return result
    }

    /// The names that appear in a type only before a dot, as the scope of a nested type
    /// (`ListViewController` in `ListViewController.Mode`): a value of the nested type does not
    /// keep an object of the outer one.
    static func qualifierOnlyNames(in text: String) -> Set<String> {
        // On the contiguous bytes: `contains` on the UTF-8 view itself costs hundreds of
        // instructions a type, and every stored property's type is asked.
        let dot = UInt8(ascii: ".")
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(dot) }) ?? text.utf8.contains(dot) else { return [] }
        // ASCII text (nearly every type) on its bytes: the `Character` walk below costs thousands of
        // instructions a type. Letters, digits and `_` are the same identifier bytes either way.
        let bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            var qualifiers: Set<String> = [], others: Set<String> = []
            var start = -1
            for position in 0...bytes.count {
                let byte = position < bytes.count ? bytes[position] : UInt8(ascii: " ")
                let lowered = byte | 0x20
                if (lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "_") {
                    if start < 0 { start = position }
                    continue
                }
                if start >= 0 {
                    let name = String(decoding: bytes[start..<position], as: UTF8.self)
                    if byte == UInt8(ascii: ".") { qualifiers.insert(name) } else { others.insert(name) }
                }
                start = -1
            }
            return qualifiers.subtracting(others)
        }
        var qualifiers: Set<String> = [], others: Set<String> = []
        var name = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                name.append(character)
                continue
            }
            if !name.isEmpty {
                if character == "." { qualifiers.insert(name) } else { others.insert(name) }
            }
            name = ""
        }
        return qualifiers.subtracting(others)
    }

    /// `[]`, `[:]`, `[Child]()`, `[Key: Child]()`: a collection whose element type the parser does not keep.
    static func isEmptyCollection(_ initializer: Expression, _ outline: Outline) -> Bool {
        initializer.kind == .array || initializer.kind == .dictionary
            || (initializer.call >= 0 && initializer.chain.base == .other && outline.calls[Int(initializer.call)].name.isNone)
    }

    /// `[T]`, `[K: V]`, `Set<T>`, `Array<T>`, `Dictionary<K, V>` (optional or not).
    static func isCollection(_ type: TypeName) -> Bool {
        type.text.hasPrefix("[") || ["Array", "Set", "Dictionary", "ContiguousArray", "OrderedSet", "OrderedDictionary"].contains(type.nominalName)
    }

    /// Generic types that keep no value of their arguments: streams, futures and key paths.
    static let nonHoldingWrappers: Set<String> = [
        "Observable", "PublishSubject", "PublishRelay", "Signal", "Driver", "ControlEvent", "ControlProperty", "Single",
        "Maybe", "Completable", "Infallible", "AnyObserver", "Binder", "AnyPublisher", "PassthroughSubject", "Future",
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "Task",
    ]

    /// Replaces the target of a stored property declared as a protocol or a base class that stands
    /// for other project types by the types of the values the project's code stores in it
    /// (`child.parentCoordinator = self`, `childCoordinator = settings`, an initializer's argument,
    /// the initial value: `ProjectIndex.assignedTypes`), when every store says: a
    /// `[Coordinator]`-like declaration alone would make the property point at every coordinator,
    /// and a provider the container resolves to `UIApplication.shared` points at no project object.
    private mutating func narrowToAssignedTypes() {
        // Only where navigation objects are involved: elsewhere the cost buys nothing a rule uses.
        var candidates: [String: [Int]] = [:]
        for (position, edge) in edges.enumerated() where !edge.isGenericParameter {
            // nil: too many to list, or a protocol that a framework class adopts (a value may be
            // `UIApplication.shared`), so only the stores can say which object it is.
            let known = instances(of: edge.target, depth: 0)
            let instances = known ?? []
            // A protocol or base class stands for its instances, one or many, until the stores say which.
            guard known == nil || instances.count > 1 || instances.first.map({ $0 != edge.target }) == true else { continue }
            var involvesNavigation = known == nil || !roles(of: edge.source).isEmpty
            for instance in instances where !involvesNavigation { involvesNavigation = !roles(of: instance).isEmpty }
            guard involvesNavigation else { continue }
            candidates[edge.member, default: []].append(position)
        }
        guard !candidates.isEmpty else { return }
        let found = assignments(toAnyOf: Array(candidates.keys))
        var outsideDeclarations: [TypeMember: PropertyAccess?] = [:]
        var outsideAccess: [Int: PropertyAccess?] = [:]
        var assigned: [Int: Set<AssignedType>] = [:]
        var unknown: Set<Int> = []
        // The evidence of each store: the types the type resolver says the stored value has.
        func record(_ value: Expression, file: Int, member: Int32, at position: Int, isInitialValue: Bool = false) {
            // A store that says nothing already keeps the declared target: the others cannot narrow it.
            guard !unknown.contains(position) else { return }
            let edge = edges[position]
            // A store on the other declaration of a name declared twice (an app's copy and its
            // extension's) says nothing about this one's property.
            if splitTypes.contains(edge.source), let own = index.declarationMeant(byType: edge.source, inFile: edge.file),
               let meant = index.declarationMeant(byType: edge.source, inFile: file), meant != own { return }
            guard let valueTypes = index.assignedTypes(of: value, file: file, member: member, declared: types[Int(edge.target)].name) else {
                // An initial value that says nothing (`lazy var x: P = makeX()`) leaves the other stores to say.
                if !isInitialValue { unknown.insert(position) }
                return
            }
            assigned[position, default: []].formUnion([])
            for type in valueTypes {
                if let id = index.typeID(named: type), index.kind(ofType: type) != nil {
                    if id != edge.target, index.ancestorIDs(of: id).contains(edge.target) {
                        assigned[position, default: []].insert(AssignedType(type: id, file: splitTypes.contains(id) ? file : -1))
                    } else {
                        unknown.insert(position)
                    }
                } else if index.hasSubtypes(type) {
                    // A framework type (declared elsewhere, maybe extended here) that project types
                    // inherit or adopt: any of them.
                    unknown.insert(position)
                }
                // Otherwise an object of a type outside the project (`UIApplication.shared`): no
                // project object is held through this store.
            }
        }
        // Each name's candidate edges by their source type: a store reaches the edges of its
        // receiver's type and ancestors, not every edge of that name.
        var candidatesBySource: [String: [Int32: [Int]]] = [:]
        for (name, positions) in candidates {
            for position in positions { candidatesBySource[name, default: [:]][edges[position].source, default: []].append(position) }
        }
        for (name, ref) in found {
            guard let positions = candidates[name], !positions.allSatisfy(unknown.contains) else { continue }
            do {
                let file = Int(ref.file)
                let assignment = index.files[file].outline.assignments[Int(ref.index)]
                guard assignment.op == .assign, assignment.value.kind != .nil else { continue }
                let receiver = index.receiverType(ofAssignment: ref)
                guard let receiver else {
                    for position in positions
                    where canBeStoredFromOutside(at: position, file: file, declarations: &outsideDeclarations, byPosition: &outsideAccess) {
                        unknown.insert(position)
                    }
                    continue
                }
                // The edges whose source `index.isSubtype(receiver, of:)` accepts: the receiver's
                // type and its ancestors, on ids. Whichever is shorter is walked, the name's sources
                // or the receiver's ancestors (hundreds where name collisions join unrelated types);
                // the order does not matter, `record` only adds to sets.
                guard let receiverType = index.typeID(named: index.simpleName(receiver)),
                      let bySource = candidatesBySource[name] else { continue }
                let ancestors = index.ancestorIDs(of: receiverType)
                if bySource.count <= ancestors.count {
                    for (source, positions) in bySource where source == receiverType || ancestors.contains(source) {
                        for position in positions { record(assignment.value, file: file, member: assignment.owner, at: position) }
                    }
                } else {
                    for source in [receiverType] + ancestors {
                        for position in bySource[source] ?? [] {
                            record(assignment.value, file: file, member: assignment.owner, at: position)
                        }
                    }
                }
            }
        }
        // `let provider: Providing = Provider()`: the initial value is a store too.
        for positions in candidates.values {
            for position in positions {
                let edge = edges[position]
                for ref in index.lookupMember(edge.member, in: types[Int(edge.source)].name) {
                    let member = index.member(ref)
                    guard member.kind == .property, let initializer = member.initializer, initializer.kind != .nil,
                          !OwnershipGraphBuilder.isEmptyCollection(initializer, index.files[Int(ref.file)].outline) else { continue }
                    record(initializer, file: Int(ref.file), member: ref.index, at: position, isInitialValue: true)
                    break
                }
            }
        }
        var narrowed: [PendingEdge] = []
        var replaced: Set<Int> = []
        for (position, assignedTypes) in assigned where !unknown.contains(position) {
            replaced.insert(position)
            for use in assignedTypes.sorted(by: { (types[Int($0.type)].name, $0.file) < (types[Int($1.type)].name, $1.file) }) {
                var edge = edges[position]
                edge.target = use.type
                if use.file >= 0 { edge.targetFile = use.file }
                narrowed.append(edge)
            }
        }
        edges = edges.enumerated().filter { !replaced.contains($0.offset) }.map(\.element) + narrowed
    }

    /// A type a store gives a property, with the store's file when the type's name is declared
    /// more than once (which declaration the store means), else -1.
    private struct AssignedType: Hashable {
        var type: Int32
        var file: Int
    }

    /// Whether a store whose receiver says nothing (`state.window = window` in a closure) may be to
    /// the property of the edge at `position`: not when it is a `let`, which only its own type's
    /// initializers set (through `self`), nor when it is private to another file.
    /// `declarations` remembers what each property's declaration says, by source type and name, and
    /// `byPosition` by edge: a name's stores that say nothing are checked against each of its edges.
    private func canBeStoredFromOutside(at position: Int, file: Int, declarations: inout [TypeMember: PropertyAccess?],
                                        byPosition: inout [Int: PropertyAccess?]) -> Bool {
        let access: PropertyAccess?
        if let known = byPosition[position] {
            access = known
        } else {
            let edge = edges[position]
            let key = TypeMember(type: edge.source, member: edge.member)
            if let known = declarations[key] {
                access = known
            } else {
                let declaration = index.lookupMember(edge.member, in: types[Int(edge.source)].name).first { index.member($0).kind == .property }
                access = declaration.map { ref in
                    let member = index.member(ref)
                    return PropertyAccess(isLet: member.isLet, isPrivate: !member.modifiers.isDisjoint(with: [.private, .fileprivate]),
                                          file: Int(ref.file))
                }
                declarations[key] = .some(access)
            }
            byPosition[position] = .some(access)
        }
        guard let access else { return true }
        if access.isLet { return false }
        if access.isPrivate && access.file != file { return false }
        return true
    }

    /// What a property's declaration says about who may store into it: a `let`, private to its file
    /// (`private`, `fileprivate`), declared in `file`.
    private struct PropertyAccess {
        var isLet: Bool
        var isPrivate: Bool
        var file: Int
    }

    /// The assignments whose target's last name is one of `names` (`x.parent = y`), in one pass
    /// over the files that assign to one of them (`ProjectIndex.filesAssigning`), in `files`' order.
    func assignments(toAnyOf names: [String], in files: [Int]? = nil) -> [(String, ElementRef)] {
        var result: [(String, ElementRef)] = []
        // Each file's symbols of the names it assigns to, in the order of `names`.
        var symbolsByFile: [Int: [(Symbol, String)]] = [:]
        for name in names {
            let key = SymbolKey(name)
            for file in index.filesAssigning(name) {
                if let symbol = index.files[file].outline.symbol(key) { symbolsByFile[file, default: []].append((symbol, name)) }
            }
        }
        for file in files ?? symbolsByFile.keys.sorted() {
            let outline = index.files[file].outline
            guard let symbols = symbolsByFile[file] else { continue }
            for (position, assignment) in outline.assignments.enumerated() where assignment.target.end > assignment.target.start {
                let last = outline.chainElements[Int(assignment.target.end) - 1]
                guard last.kind == .name, let match = symbols.first(where: { $0.0 == last.name }) else { continue }
                result.append((match.1, ElementRef(file: file, index: position)))
            }
        }
        return result
    }

    /// The roles a type plays, the RIBs base classes (`Router`, vendored in some projects) included.
    mutating func roles(of type: Int32) -> Roles {
        if let known = roleCache[Int(type)] { return known }
        let roles = types[Int(type)].roles.union(index.roleConfiguration.roles(forBaseName: types[Int(type)].name))
        roleCache[Int(type)] = roles
        return roles
    }

    // MARK: RIBs

    /// A RIBs router keeps its interactor and view controller (`ViewableRouter<Interactable,
    /// ViewControllable>`), and a presentable interactor its presenter (`PresentableInteractor<Presentable>`).
    private mutating func collectRIBsComponents() {
        let configuration = index.roleConfiguration
        // In name order: the instances asked for on the way are memoized, so which type asks
        // first must not depend on hashing (it matters where inheritance forms a cycle).
        let ribs = types.indices.filter { types[$0].kind == .class && !types[$0].roles.isDisjoint(with: [.router, .interactor]) }
        for type in ribs.sorted(by: { types[$0].name < types[$1].name }).map(Int32.init) {
            let roles = types[Int(type)].roles
            let isRouter = roles.contains(.router), isInteractor = roles.contains(.interactor)
            for ref in types[Int(type)].declarations {
                for inherited in index.declaration(ref).inherited where inherited.identifiers.count > 1 {
                    let base = inherited.nominalName
                    let baseRoles = index.roles(of: base)
                    var hasInteractor = false, hasView = false
                    for argument in inherited.identifiers.dropFirst() {
                        guard let argumentType = index.typeID(named: argument) else { continue }
                        let member: String
                        if isRouter && (baseRoles.contains(.router) || configuration.routerBases.contains(base)) {
                            let isView = isViewSide(argument, argumentType)
                            if isView ? hasView : hasInteractor { continue }
                            if isView { hasView = true } else { hasInteractor = true }
                            member = isView ? "viewController" : "interactor"
                        } else if isInteractor && (baseRoles.contains(.interactor) || configuration.interactorBases.contains(base)) {
                            member = "presenter"
                        } else {
                            continue
                        }
                        edges.append(PendingEdge(source: type, target: argumentType, member: member, kind: .ribsComponent,
                                                 reference: .strong, isClassBound: true, isCollection: false,
                                                 file: Int(ref.file), range: inherited.range))
                        guard member == "interactor" else { continue }
                        // The one interactor class behind the router's interactor protocol makes a RIB with it.
                        let interactors = instances(of: argumentType).filter { types[Int($0)].roles.contains(.interactor) }
                        guard interactors.count == 1, let interactor = interactors.first else { continue }
                        edges.append(PendingEdge(source: interactor, target: type, member: "router", kind: .ribUnit,
                                                 reference: .strong, isClassBound: true, isCollection: false,
                                                 file: Int(ref.file), range: inherited.range))
                    }
                }
            }
        }
    }

    /// Whether a RIBs generic argument is the view side: a `…ViewControllable` or a view controller.
    private mutating func isViewSide(_ name: String, _ type: Int32) -> Bool {
        if name.hasSuffix("ViewControllable") || index.roleConfiguration.viewControllerBases.contains(name) { return true }
        return instances(of: type).contains { !types[Int($0)].roles.isDisjoint(with: [.viewController, .navigationController]) }
    }

    /// `attachChild(child)`: the router keeps the child in its `children`.
    private mutating func collectAttachedChildren() {
        for ref in index.calls(named: "attachChild") {
            let file = Int(ref.file)
            let call = index.call(ref)
            guard call.callee.count == 1 || (call.callee.count == 2 && call.callee.base == .selfKeyword),
                  call.callee.base == .name || call.callee.base == .selfKeyword,
                  let holderName = index.ownerTypeName(file: file, member: call.owner),
                  let holder = index.typeID(named: holderName), types[Int(holder)].kind == .class,
                  let child = index.files[file].outline.arguments(of: call).first?.value,
                  let type = attachedTypeName(child, in: file, owner: call.owner).flatMap(index.typeID(named:)) else { continue }
            edges.append(PendingEdge(source: holder, target: type, member: "children", kind: .attachedChild, reference: .strong,
                                     isClassBound: true, isCollection: true, file: file, range: call.nameRange))
        }
    }

    /// The project type of an attached child: its declared type, or, when a builder declares
    /// only the framework's `ViewableRouting`, the one router type its implementations return.
    private func attachedTypeName(_ child: Expression, in file: Int, owner: Int32) -> String? {
        if let type = index.typeName(of: child, in: file, owner: owner), index.isProjectType(type) { return type }
        var value = child
        if let name = index.singleName(child, in: file), let bound = index.localBinding(named: name, owner: owner, in: file)?.value {
            value = bound
        }
        let outline = index.files[file].outline
        guard value.kind == .chain, value.call >= 0 else { return nil }
        let build = outline.calls[Int(value.call)]
        guard build.callee.count > 1,
              let receiver = index.typeName(of: build.callee, count: build.callee.count - 1, in: file, owner: owner) else { return nil }
        var built: Set<String> = []
        for type in [receiver] + index.subtypes(of: receiver) {
            for ref in index.lookupMember(outline.name(of: build), in: type) where index.member(ref).kind == .function {
                let methodFile = Int(ref.file)
                let methodOutline = index.files[methodFile].outline
                for result in methodOutline.returns where result.owner == ref.index && result.closure < 0 {
                    guard let type = index.constructedTypeName(of: result.value, in: methodFile), index.isProjectType(type) else { return nil }
                    built.insert(type)
                }
            }
        }
        return built.count == 1 ? built.first : nil
    }

    /// Children added to a coordinator's child collection, with the type each addition resolves to.
    private mutating func collectChildCollections() {
        for addition in childQueries.additions {
            guard let parent = index.typeID(named: addition.parentType), types[Int(parent)].kind == .class else { continue }
            var type: String?
            if let child = addition.child {
                type = index.valueTypeName(child, owner: addition.member, ownerType: addition.parentType, in: addition.file)
                    ?? index.typeName(of: child, in: addition.file, owner: addition.member)
            }
            let resolved = type.flatMap(index.typeID(named:))
            collectionAdditions.append(CollectionAddition(holder: parent, member: addition.collection, isResolved: resolved != nil))
            guard let resolved else { continue }
            edges.append(PendingEdge(source: parent, target: resolved, member: addition.collection, kind: .childCollection,
                                     reference: .strong, isClassBound: true, isCollection: true, file: addition.file, range: addition.range))
        }
    }

    // MARK: Direction

    /// Whether a stored property points back up the tree (see `OwnershipGraph.Edge.isBackReference`),
    /// unless no store can give it its holder's owner (`hasOwnerEvidence`).
    /// Its name says so (`parent…`, `…delegate`, `…listener`, `…output`, `owner`), or its roles do
    /// when it names one specific object (a type with a single project instance): a
    /// non-coordinator's coordinator, a non-router's RIBs router, a view controller's or
    /// interactor's interactor, a role-less object's (a presenter's, a view model's) view
    /// controller, whatever the property is called. A collection of coordinators held by a window
    /// manager, or a wrapper of whatever coordinator, points down.
    func pointsUp(_ edge: OwnershipGraph.Edge, source: OwnershipGraph.Node, target: OwnershipGraph.Node,
                  targetRoles: Roles, targetInstances: Int) -> Bool {
        guard edge.kind == .storedProperty, target.kind != .struct else { return false }
        let name = edge.member.lowercased()
        if name.hasPrefix("parent") || name.containsBytes(of: "delegate") || name.containsBytes(of: "listener") || name.hasSuffix("output")
            || name == "owner" {
            return true
        }
        guard !edge.isCollection, targetInstances <= 1 else { return false }
        let roles = source.roles
        // Whatever its name (`view`, `viewController`, `display`): an object without a navigation
        // role hangs off a view controller, so its reference to the one controller points up.
        if roles.isEmpty && targetRoles.contains(.viewController) { return true }
        if !roles.contains(.coordinator) && (targetRoles.contains(.coordinator) || name.hasSuffix("coordinator")) { return true }
        if targetRoles.contains(.router) && roles.isDisjoint(with: [.router, .coordinator]) { return true }
        return targetRoles.contains(.interactor) && !roles.isDisjoint(with: [.viewController, .interactor])
    }

    /// Whether the project's code sets `member` of an object of `type` to nil outside `deinit`
    /// (`picker.delegate = nil` when the picker is dismissed): a deliberate keep-alive that the
    /// flow breaks when it ends, not a cycle that outlives it (see `recordClearedProperties(named:)`).
    func isCleared(_ member: String, of type: Int32) -> Bool {
        isCleared(member, of: type, in: clearedProperties)
    }

    /// Whether `member` of an object of `type` is set to nil in a closure (a completion, a
    /// subscription's `onNext`): the flow's end, however it ends.
    func isClearedInClosure(_ member: String, of type: Int32) -> Bool {
        isCleared(member, of: type, in: clearedInClosures)
    }

    private func isCleared(_ member: String, of type: Int32, in cleared: [String: Set<String>]) -> Bool {
        guard let receivers = cleared[member] else { return false }
        let name = types[Int(type)].name
        return receivers.contains { index.isSubtype(name, of: $0) || index.isSubtype($0, of: name) }
    }

    /// Records, for the properties named one of `names`, the types of the objects whose property
    /// the project's code sets to nil outside a `deinit` (which never runs while the cycle holds).
    mutating func recordClearedProperties(named names: Set<String>) {
        guard !names.isEmpty else { return }
        // Only stores of nil count: they are few, so each is matched by name, not each name looked up in each file.
        for file in index.files.indices {
            let outline = index.files[file].outline
            for (position, assignment) in outline.assignments.enumerated()
            where assignment.value.kind == .nil && assignment.target.end > assignment.target.start {
                let last = outline.chainElements[Int(assignment.target.end) - 1]
                guard last.kind == .name else { continue }
                let name = outline.name(last.name)
                guard names.contains(name) else { continue }
                recordClearing(ElementRef(file: file, index: position), of: name)
            }
        }
    }

    /// Records one store of nil into property `name` (see `recordClearedProperties(named:)`).
    private mutating func recordClearing(_ ref: ElementRef, of name: String) {
        let outline = index.files[Int(ref.file)].outline
        let assignment = outline.assignments[Int(ref.index)]
        guard assignment.op == .assign, assignment.value.kind == .nil, assignment.owner >= 0,
              outline.members[Int(assignment.owner)].kind != .deinitializer else { return }
        guard let receiver = index.receiverType(ofAssignment: ref), index.isProjectType(receiver) else { return }
        clearedProperties[name, default: []].insert(receiver)
        // A private method runs only from the type's own code, its flow's clean-up (`cleanUp()` from a
        // completion); a method other code calls (a redirect handler) runs on the path that calls it.
        if assignment.closure >= 0 || !outline.members[Int(assignment.owner)].modifiers.isDisjoint(with: [.private, .fileprivate]) {
            clearedInClosures[name, default: []].insert(receiver)
        }
    }

    /// The type a store's value constructs: `Child(…)` itself, or a single name whose one local
    /// lookup finds a `let` of the same member bound to `Child(…)` (`let c = Child(…); c.start();
    /// self.child = c`); nil when it is no construction. A `let` is never reassigned; a binding in
    /// another closure is not in scope.
    func constructedValueType(_ assignment: Assignment, in file: Int) -> String? {
        if let type = index.constructedTypeName(of: assignment.value, in: file) { return type }
        let outline = index.files[file].outline
        guard assignment.owner >= 0, let symbol = outline.singleNameSymbol(assignment.value) else { return nil }
        let body = BodyHandle(file: file, member: assignment.owner)
        guard let position = body.binding(of: symbol, before: assignment.range.start, in: index) else { return nil }
        let local = outline.locals[position]
        guard local.isLet, !local.isConditional, local.closure < 0 || local.closure == assignment.closure,
              local.names.count == 1, let value = local.value else { return nil }
        return index.constructedTypeName(of: value, in: file)
    }
}
