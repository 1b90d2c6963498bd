/// The ownership graph of an app as `navlint graph` draws it: routers, interactors, view
/// controllers, coordinators and navigation controllers, the references between them, and the
/// findings that concern each. A plain value, built once from the analysis, then filtered and
/// written by the graph writers (DOT, Mermaid, JSON), which are pure functions of it.
public struct GraphPicture: Hashable, Sendable {
    /// What part a node's type plays.
    public enum Role: String, Hashable, Sendable, CaseIterable {
        case router
        case interactor
        case viewController = "view-controller"
        case navigationController = "navigation-controller"
        case coordinator
    }

    /// A type of the app.
    public struct Node: Hashable, Sendable {
        /// A stable identifier made of letters, digits and underscores (unique in the picture).
        public var id: String
        public var typeName: String
        public var role: Role
        /// The RIB the node belongs to (`Home` for `HomeRouter`, its interactor and its view
        /// controller), drawn as one box; nil outside RIBs.
        public var group: String?
        /// Where the type is declared: the display path and 1-based line.
        public var path: String
        public var line: Int
        /// The findings reported inside the type's declaration and on none of its edges.
        public var findings: [Finding]

        public init(id: String, typeName: String, role: Role, group: String? = nil, path: String, line: Int,
                    findings: [Finding] = []) {
            self.id = id
            self.typeName = typeName
            self.role = role
            self.group = group
            self.path = path
            self.line = line
            self.findings = findings
        }
    }

    /// How one node refers to another.
    public enum EdgeKind: String, Hashable, Sendable, CaseIterable {
        /// A RIBs router's interactor or view controller.
        case ownership
        /// `attachChild(child)`: the parent router keeps the child router.
        case attachChild = "attach-child"
        /// A child coordinator kept in the parent's child collection.
        case childCollection = "child-collection"
        /// A stored property.
        case property
        /// A screen pushed onto a navigation controller (which then keeps it).
        case push
        /// A screen presented modally.
        case present
    }

    /// A reference from one node to another.
    public struct Edge: Hashable, Sendable {
        public var from: String
        public var to: String
        /// The member that holds or makes the reference (`searchRouter`, `childCoordinators`,
        /// `attachChild`, `pushViewController`).
        public var label: String
        public var kind: EdgeKind
        /// Whether the reference is `weak` or `unowned` (drawn dashed): it does not keep the target.
        public var isWeak: Bool
        /// Where the reference is written: the display path and 1-based line.
        public var path: String
        public var line: Int
        /// The findings reported on the reference.
        public var findings: [Finding]

        public init(from: String, to: String, label: String, kind: EdgeKind, isWeak: Bool = false, path: String,
                    line: Int, findings: [Finding] = []) {
            self.from = from
            self.to = to
            self.label = label
            self.kind = kind
            self.isWeak = isWeak
            self.path = path
            self.line = line
            self.findings = findings
        }
    }

    /// Nodes sorted by identifier.
    public private(set) var nodes: [Node]
    /// Edges sorted by source, target, kind and label; each endpoint is a node of the picture.
    public private(set) var edges: [Edge]

    /// A picture of `nodes` and the `edges` between them (edges whose ends are not both among the
    /// nodes are dropped). The order of the arguments does not matter.
    public init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes.sorted { $0.id < $1.id }
        let ids = Set(nodes.map(\.id))
        self.edges = edges.filter { ids.contains($0.from) && ids.contains($0.to) }.sorted(by: GraphPicture.edgeOrder)
        for position in self.nodes.indices { self.nodes[position].findings.sort(by: Finding.sortOrder) }
        for position in self.edges.indices { self.edges[position].findings.sort(by: Finding.sortOrder) }
    }

    static func edgeOrder(_ lhs: Edge, _ rhs: Edge) -> Bool {
        (lhs.from, lhs.to, lhs.kind.rawValue, lhs.label, lhs.path, lhs.line)
            < (rhs.from, rhs.to, rhs.kind.rawValue, rhs.label, rhs.path, rhs.line)
    }

    /// The edges the drawn formats show, in order. The references inside one RIB that follow the
    /// RIBs convention (the router's interactor and view controller, the interactor's presenter,
    /// the weak `router` and `listener` back references) are implied by the RIB's box unless a
    /// rule reports them; references from one node to another of the same strength are one arrow
    /// (`attachChild, searchRouter`), coloured by the first kind in `drawingPrecedence`. JSON keeps
    /// every edge.
    public var drawnEdges: [Edge] {
        var groups: [String: String] = [:]
        for node in nodes { groups[node.id] = node.group }
        let shown = edges.filter { edge in
            guard edge.findings.isEmpty, edge.kind == .ownership || edge.isWeak, let group = groups[edge.from] else { return true }
            return groups[edge.to] != group
        }
        var parallel: [[String]: [Edge]] = [:]
        var order: [[String]] = []
        for edge in shown {
            let key = [edge.from, edge.to, edge.isWeak ? "weak" : "strong"]
            if parallel[key] == nil { order.append(key) }
            parallel[key, default: []].append(edge)
        }
        return order.map { key in
            let group = parallel[key]!.sorted {
                (GraphPicture.drawingPrecedence.firstIndex(of: $0.kind)!, $0.label) < (GraphPicture.drawingPrecedence.firstIndex(of: $1.kind)!, $1.label)
            }
            var merged = group[0]
            merged.label = group.map(\.label).joined(separator: ", ")
            merged.findings = group.flatMap(\.findings).sorted(by: Finding.sortOrder)
            return merged
        }
    }

    /// The order of kinds in a merged edge's label; the first gives its colour.
    static let drawingPrecedence: [EdgeKind] = [.attachChild, .childCollection, .push, .present, .property, .ownership]

    /// The nodes of each RIB, by RIB name in order, and the nodes outside RIBs: how the drawn
    /// formats box them.
    var nodesByGroup: (groups: [(name: String, nodes: [Node])], ungrouped: [Node]) {
        var grouped: [String: [Node]] = [:]
        var ungrouped: [Node] = []
        for node in nodes {
            if let group = node.group { grouped[group, default: []].append(node) } else { ungrouped.append(node) }
        }
        return (grouped.keys.sorted().map { ($0, grouped[$0]!) }, ungrouped)
    }

    /// The node for `typeName`, if the picture has one.
    public func node(named typeName: String) -> Node? {
        nodes.first { $0.typeName == typeName }
    }

    /// An identifier for `typeName` made of ASCII letters, digits and underscores, that every
    /// format accepts unquoted (`Outer.Inner` gives `Outer_Inner`).
    public static func identifier(for typeName: String) -> String {
        var result = ""
        for scalar in typeName.unicodeScalars {
            let isWordCharacter = scalar.isASCII && (scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar))
            result.unicodeScalars.append(isWordCharacter ? scalar : "_")
        }
        if result.isEmpty || result.unicodeScalars.first.map({ ("0"..."9").contains($0) }) == true { result = "_" + result }
        return result
    }
}

extension GraphPicture {
    /// The last component of a path, for labels (`HomeRouter.swift` for `App/Home/HomeRouter.swift`).
    static func fileName(_ path: String) -> Substring {
        path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? Substring(path)
    }

    /// `HomeRouter.swift:33`: where a finding is, short enough for a label.
    static func shortLocation(_ finding: Finding) -> String {
        "\(fileName(finding.path)):\(finding.line)"
    }
}
