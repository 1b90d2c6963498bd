import NavLintIndex
import NavLintSyntax

extension ProjectIndex {
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
