import NavLintIndex
import NavLintSyntax

/// Reports every strong reference cycle of the ownership graph once, at the stored property that
/// points back up the tree: a child coordinator's strong `parentCoordinator`, a view controller's
/// strong `coordinator` when that coordinator keeps the view controller, a RIBs interactor's
/// strong `router`, a strong `delegate`, `listener` or `output` whose object owns the holder. The
/// message names the whole cycle, from the object the property points at back to it.
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

    func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = OwnershipGraph(index: context.index)
        return graph.cycles().map { cycle in
            let edge = graph.edges[cycle.backEdge]
            return diagnostic("strong reference cycle: \(graph.describe(cycle)); make '\(edge.member)' weak",
                              file: edge.file, range: edge.range, in: context)
        }
    }
}
