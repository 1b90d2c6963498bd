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
    /// `addChild(AboutCoordinator(rootViewController: rootViewController))`, or under a label of the
    /// child's own initializer that hands it to `super.init(rootViewController:)`
    /// (`HistoryCoordinator(rootVC: rootViewController)`). Returns the child's type.
    func xCoordinatorChildSharingRoot(_ child: Expression, parent: String, file: Int, member: Int32) -> String? {
        guard ancestors(of: parent).contains(where: { ProjectIndex.xCoordinatorBases.contains($0) }) else { return nil }
        let outline = files[file].outline
        var value = child
        if let name = singleName(child, in: file), let bound = localBinding(named: name, owner: member, in: file)?.value { value = bound }
        guard value.kind == .chain, value.call >= 0 else { return nil }
        let constructor = outline.calls[Int(value.call)]
        let type = outline.name(of: constructor)
        let arguments = outline.arguments(of: constructor)
        for (position, argument) in arguments.enumerated() where argument.value.kind == .chain
            && argument.value.chain.count == 1 && outline.lastName(argument.value.chain) == "rootViewController" {
            let label = argument.label.isNone ? nil : outline.name(argument.label)
            if label == "rootViewController" { return type }
            let labels = arguments.map { $0.label.isNone ? nil : outline.name($0.label) }
            if initializerHandsOnRoot(of: type, labels: labels, position: position) { return type }
        }
        return nil
    }

    /// Whether an initializer of `type` that the labels fit takes argument `position` into a
    /// parameter it passes on as `super.init(rootViewController:)`.
    private func initializerHandsOnRoot(of type: String, labels: [String?], position: Int) -> Bool {
        for ref in lookupMember("init", in: type) {
            let initializer = member(ref)
            guard initializer.body != nil, let parameter = parameterBound(to: position, labels: labels, in: initializer.parameters)
            else { continue }
            let outline = files[Int(ref.file)].outline
            let handsOn = outline.calls.contains { call in
                call.owner == ref.index && call.callee.base == .superKeyword && outline.name(of: call) == "init"
                    && outline.arguments(of: call).contains { argument in
                        outline.name(argument.label) == "rootViewController" && argument.value.kind == .chain
                            && argument.value.chain.count == 1 && outline.lastName(argument.value.chain) == parameter.name
                    }
            }
            if handsOn { return true }
        }
        return false
    }

    /// The parameter that argument `position` binds to, when the labels fit the parameters in order
    /// (defaulted ones left out), as `RIBsNavigation.labels(_:fit:)` matches them.
    private func parameterBound(to position: Int, labels: [String?], in parameters: [Parameter]) -> Parameter? {
        var next = 0
        for (argument, label) in labels.enumerated() {
            while next < parameters.count && parameters[next].label != label { next += 1 }
            if next == parameters.count { return nil }
            if argument == position { return parameters[next] }
            next += 1
        }
        return nil
    }
}
