import NavLintIndex
import NavLintSyntax

/// Reports every strong reference cycle of the ownership graph once, at the stored property that
/// points back up the tree: a child coordinator's strong `parentCoordinator`, a view controller's
/// strong `coordinator` when that coordinator keeps the view controller, a RIBs interactor's
/// strong `router`, a strong `delegate`, `listener` or `output` whose object owns the holder; or
/// at a method reference handed to an object that the method's object keeps (`Screen(onSend:
/// showSend)`), unless closure-capture-cycle reports that method reference. The message names the whole cycle, from the object the property
/// points at back to it.
///
/// Weak and unowned properties, protocol requirements and computed properties are not edges; a
/// property whose protocol value types may adopt is not reported, since it cannot be made weak
/// before the protocol is class-bound.
struct StrongBackReferenceRule: Rule {
    static let description = RuleDescription(
        identifier: "strong-back-reference",
        summary: "A stored property points back up the ownership tree strongly, closing a reference cycle",
        defaultSeverity: .error,
        category: "cycles")

    /// The option that says what to do with a cycle through an app-lifetime object.
    static let appLifetimeOption = "appLifetimeCycles"

    static var options: [String: String] {
        [appLifetimeOption: "a cycle that closes only through an object that lives as long as the app (the application delegate, a singleton, a global): \"off\" (default), \"warning\" or \"error\""]
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = context.model.ownershipGraph
        var cycles = graph.cycles()
        guard !cycles.isEmpty else { return [] }
        // A method reference that closure-capture-cycle reports closes no second finding here.
        let closureCaptureCycles = graph.closureCaptureCycleEdges(among: cycles, index: context.index,
                                                                  childQueries: context.model.childCoordinators)
        cycles.removeAll { closureCaptureCycles.contains($0.backEdge) }
        let twins = Dictionary(grouping: graph.edges.indices) { EdgeKey(graph.edges[$0]) }
        // Off by default, as for the closure rules: such a cycle frees nothing while the app runs.
        let appLifetimeSeverity = AppLifetimeFindings.severity(in: context, default: "off")
        return cycles.compactMap { cycle in
            let edge = graph.edges[cycle.backEdge]
            let related = links(of: cycle, in: graph, twins: twins, index: context.index)
            guard let node = cycle.appLifetimeNode, let reason = graph.appLifetimeReason(of: node) else {
                // A struct wrapper (`AnyCoordinator`) cannot be weak: what it wraps must be held weakly;
                // a method reference cannot either, a closure can capture its object weakly.
                let fix = edge.kind == .storedClosure ? OwnershipGraph.closureFix
                    : graph.isReferenceWrapper(edge.target)
                    ? "hold what '\(graph.nodes[edge.target].name)' wraps weakly" : "make '\(edge.member)' weak"
                return diagnostic("strong reference cycle: \(graph.describe(cycle)); \(fix)",
                                  file: edge.file, range: edge.range, in: context, related: related)
            }
            guard let severity = appLifetimeSeverity else { return nil }
            let name = graph.nodes[node].name
            return Diagnostic(
                ruleID: Self.description.identifier, severity: severity,
                message: "\(OwnershipGraph.appLifetimeMessagePrefix) '\(name)', \(reason): \(graph.describe(cycle)); it frees nothing while the app runs, so release what it keeps when its flow ends rather than making '\(edge.member)' weak",
                file: edge.file, range: edge.range, related: related)
        }
    }

    /// The cycle's other links, in order, each where it is written: the path the back reference closes.
    private func links(of cycle: OwnershipGraph.Cycle, in graph: OwnershipGraph, twins: [EdgeKey: [Int]],
                       index: ProjectIndex) -> [RelatedLocation] {
        let findingPath = index.files[graph.edges[cycle.backEdge].file].path
        return cycle.steps.indices.compactMap { position in
            let step = cycle.steps[position]
            guard step.edge != cycle.backEdge, graph.edges[step.edge].kind != .ribUnit else { return nil }
            // A type declared in several modules has the same edge once per declaration, in input
            // order: the one nearest the finding's file (then the first by path) is the same every run.
            let edge = (twins[EdgeKey(graph.edges[step.edge])] ?? [step.edge]).map { graph.edges[$0] }.min { lhs, rhs in
                let left = index.files[lhs.file].path, right = index.files[rhs.file].path
                let leftShared = sharedPrefixLength(left, findingPath), rightShared = sharedPrefixLength(right, findingPath)
                if leftShared != rightShared { return leftShared > rightShared }
                return (left, lhs.range.start) < (right, rhs.range.start)
            }!
            let next = cycle.steps[(position + 1) % cycle.steps.count].node
            return RelatedLocation(file: edge.file, range: edge.range,
                                   message: "\(graph.label(step)) keeps '\(graph.nodes[next].name)'")
        }
    }

    private func sharedPrefixLength(_ lhs: String, _ rhs: String) -> Int {
        zip(lhs.utf8, rhs.utf8).prefix { $0 == $1 }.count
    }
}

/// What makes two edges the same link: holder, member, target and kind, wherever they are written.
private struct EdgeKey: Hashable {
    var source: Int
    var member: String
    var target: Int
    var kind: OwnershipGraph.EdgeKind

    init(_ edge: OwnershipGraph.Edge) {
        source = edge.source
        member = edge.member
        target = edge.target
        kind = edge.kind
    }
}
