import NavLintIndex
import NavLintReporters
import NavLintRules
import NavLintSyntax

/// Builds the picture `navlint graph` draws from an analysed project: the types with a navigation
/// role, the pushes and presentations the navigation rules see, and the findings of the run,
/// each put on the edge it was reported at or else on the type it was reported in.
struct GraphPictureBuilder {
    /// The model the run's rules asked: its ownership graph and navigation facts are drawn.
    let model: SemanticModel
    var index: ProjectIndex { model.index }
    /// Where the index's files' lines are.
    let lines: SourceLines
    let findings: [Finding]

    /// An edge between two types, positioned by byte range until findings are placed on it.
    struct SourceEdge {
        var from: String
        var to: String
        var label: String
        var kind: GraphPicture.EdgeKind
        var isWeak: Bool
        var file: Int
        var range: ByteRange
    }

    func picture() -> GraphPicture {
        let roles = nodeRoles()
        let ownership = ownershipEdges(drawn: roles)
        let groups = ribGroups(ownership)
        let edges = merged(ownership + transitionEdges(showingViewsOf: ownership)).filter { roles[$0.from] != nil && roles[$0.to] != nil }
        let placed = place(edges: edges)
        var nodes: [GraphPicture.Node] = []
        let connected = Set(edges.flatMap { [$0.from, $0.to] })
        for (name, role) in roles {
            let nodeFindings = placed.nodeFindings[name] ?? []
            guard connected.contains(name) || !nodeFindings.isEmpty, let ref = index.declarations(ofType: name).first else { continue }
            let summary = index.files[Int(ref.file)]
            let line = lines.location(of: index.declaration(ref).nameRange.start, in: Int(ref.file)).line
            nodes.append(GraphPicture.Node(id: GraphPicture.identifier(for: name), typeName: name, role: role, group: groups[name],
                                           path: Linter.displayPath(summary.path), line: line, findings: nodeFindings))
        }
        return GraphPicture(nodes: nodes, edges: placed.edges)
    }

    /// The ownership graph's edges between drawn types. An edge goes to its declared type when
    /// that is drawn, else to the one drawn type that adopts it; a reference to a protocol that
    /// several drawn types adopt (`[Coordinator]`, `var coordinator: Coordinating?`) says nothing
    /// about which object it holds and is left out. A child collection's children are the edges
    /// of the additions to it.
    func ownershipEdges(drawn roles: [String: GraphPicture.Role]) -> [SourceEdge] {
        let graph = model.ownershipGraph
        var result: [SourceEdge] = []
        // A RIB unit (an interactor to its router) is the RIB's box, not a reference.
        for edge in graph.edges where edge.kind != .ribUnit {
            let source = graph.nodes[edge.source].name
            let declared = graph.nodes[edge.target].name
            let adopters = graph.instances(of: edge.target).map { graph.nodes[$0].name }.filter { roles[$0] != nil }
            guard roles[source] != nil, let target = roles[declared] != nil ? declared : adopters.count == 1 ? adopters[0] : nil else {
                continue
            }
            let kind: GraphPicture.EdgeKind
            switch edge.kind {
            case .storedProperty, .storedClosure: kind = .property
            case .childCollection: kind = .childCollection
            case .attachedChild: kind = .attachChild
            case .ribsComponent: kind = .ownership
            case .ribUnit: continue
            }
            result.append(SourceEdge(from: source, to: target, label: kind == .attachChild ? "attachChild" : edge.member, kind: kind,
                                     isWeak: !edge.isStrong, file: edge.file, range: edge.range))
        }
        return result
    }

    /// The RIB each router, interactor and view controller belongs to: a router and the
    /// interactor and view controller it owns, named for the router (`Home` for `HomeRouter`).
    func ribGroups(_ ownership: [SourceEdge]) -> [String: String] {
        var result: [String: String] = [:]
        for edge in ownership.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) where edge.kind == .ownership {
            let name = edge.from.hasSuffix("Router") && edge.from != "Router" ? String(edge.from.dropLast(6)) : edge.from
            if result[edge.from] == nil, index.roles(of: edge.from).contains(.router) { result[edge.from] = name }
            if let group = result[edge.from], result[edge.to] == nil { result[edge.to] = group }
        }
        return result
    }

    /// The role each node type draws with: the project's classes that are routers, interactors,
    /// view controllers, navigation controllers or coordinators.
    func nodeRoles() -> [String: GraphPicture.Role] {
        var result: [String: GraphPicture.Role] = [:]
        for type in index.typeList where type.kind == .class {
            let name = type.name, roles = type.roles
            if roles.contains(.navigationController) { result[name] = .navigationController }
            else if roles.contains(.router) { result[name] = .router }
            else if roles.contains(.interactor) { result[name] = .interactor }
            else if roles.contains(.coordinator) { result[name] = .coordinator }
            else if roles.contains(.viewController) { result[name] = .viewController }
        }
        return result
    }

    /// Pushes and presentations, labelled with the called name. A child router's screen is its
    /// view controller, when the router owns one.
    func transitionEdges(showingViewsOf ownership: [SourceEdge]) -> [SourceEdge] {
        var views: [String: String] = [:]
        for edge in ownership where edge.kind == .ownership && edge.label == "viewController" && views[edge.from] == nil {
            views[edge.from] = edge.to
        }
        return ScreenTransitions.find(in: model).map { transition in
            SourceEdge(from: transition.source, to: views[transition.target] ?? transition.target, label: transition.method,
                       kind: transition.kind == .push ? .push : .present, isWeak: false, file: transition.file, range: transition.range)
        }
    }

    /// One edge per source, target, kind, label and strength (the first written), so a child pushed
    /// from two methods is one arrow.
    func merged(_ edges: [SourceEdge]) -> [SourceEdge] {
        var seen: Set<String> = []
        return edges.sorted { ($0.file, $0.range.start) < ($1.file, $1.range.start) }.filter { edge in
            seen.insert([edge.from, edge.to, edge.kind.rawValue, edge.label, edge.isWeak ? "weak" : ""].joined(separator: "\u{0}")).inserted
        }
    }

    /// Positions the edges and hands out the findings: a finding that starts inside an edge's range
    /// goes on that edge, else on the innermost node type whose declaration holds it; findings in
    /// no drawn type are left out.
    func place(edges: [SourceEdge]) -> (edges: [GraphPicture.Edge], nodeFindings: [String: [Finding]]) {
        var pictureEdges: [GraphPicture.Edge] = []
        var edgeSpans: [(path: String, start: (Int, Int), end: (Int, Int))] = []
        for edge in edges {
            let summary = index.files[edge.file]
            let start = lines.location(of: edge.range.start, in: edge.file)
            let end = lines.location(of: edge.range.end, in: edge.file)
            let path = Linter.displayPath(summary.path)
            edgeSpans.append((path, (start.line, start.column), (end.line, end.column)))
            pictureEdges.append(GraphPicture.Edge(from: GraphPicture.identifier(for: edge.from), to: GraphPicture.identifier(for: edge.to),
                                                  label: edge.label, kind: edge.kind, isWeak: edge.isWeak, path: path, line: start.line))
        }
        var nodeFindings: [String: [Finding]] = [:]
        let typeSpans = declarationSpans()
        for finding in findings {
            let position = (finding.line, finding.column)
            if let edge = edgeSpans.firstIndex(where: { $0.path == finding.path && $0.start <= position && position <= $0.end }) {
                pictureEdges[edge].findings.append(finding)
            } else if let type = typeSpans[finding.path]?.filter({ $0.start <= position && position <= $0.end }).min(by: { $0.size < $1.size }) {
                nodeFindings[type.name, default: []].append(finding)
            }
        }
        return (pictureEdges, nodeFindings)
    }

    /// The line and column spans of every declaration (extensions included) of a node type, by path.
    private func declarationSpans() -> [String: [(name: String, start: (Int, Int), end: (Int, Int), size: UInt32)]] {
        var result: [String: [(name: String, start: (Int, Int), end: (Int, Int), size: UInt32)]] = [:]
        for (name, _) in nodeRoles() {
            for ref in index.declarations(ofType: name) {
                let summary = index.files[Int(ref.file)]
                let range = index.declaration(ref).range
                let start = lines.location(of: range.start, in: Int(ref.file))
                let end = lines.location(of: range.end, in: Int(ref.file))
                result[Linter.displayPath(summary.path), default: []].append(
                    (name, (start.line, start.column), (end.line, end.column), range.end - range.start))
            }
        }
        return result
    }
}
