import NavLintReporters

/// A small picture that every graph format must draw: a RIB (router, interactor, view controller)
/// boxed together, a coordinator tree outside RIBs, every edge kind, weak references inside and
/// outside the RIB, two parallel edges, a finding on a node and two on one edge, and text that
/// each format must escape (quotes, backslashes, `#`,
/// `|`, markup, a line break, non-ASCII). A type named `end` is a Mermaid keyword. Given out of order.
enum GraphFixtures {
    static let leak = Finding(ruleID: "strong-back-reference", severity: .error,
                              message: "strong reference cycle: 'HomeInteractor.router' -> 'HomeRouter'; make \"router\" weak",
                              path: "App/Home/HomeInteractor.swift", line: 9, column: 5, endLine: 9, endColumn: 30)
    static let markup = Finding(ruleID: "closure-capture-cycle", severity: .warning,
                                message: "a closure <captures> self & #1 | the child \\ twice\nsecond line",
                                path: "App/Home/HomeInteractor.swift", line: 9, column: 12, endLine: 9, endColumn: 13)
    static let lifecycle = Finding(ruleID: "lifecycle-detach", severity: .warning,
                                   message: "'HomeViewController' ends a child from 'viewDidAppear'",
                                   path: "App/Home/Écran \"#1\" | <accueil> & `co`.swift", line: 40, column: 9, endLine: 40, endColumn: 20)

    static let nodes: [GraphPicture.Node] = [
        .init(id: "HomeViewController", typeName: "HomeViewController", role: .viewController, group: "Home",
              path: "App/Home/Écran d'accueil.swift", line: 7, findings: [lifecycle]),
        .init(id: "HomeRouter", typeName: "HomeRouter", role: .router, group: "Home", path: "App/Home/HomeRouter.swift", line: 11),
        .init(id: "HomeInteractor", typeName: "HomeInteractor", role: .interactor, group: "Home",
              path: "App/Home/HomeInteractor.swift", line: 4),
        .init(id: "AppCoordinator", typeName: "AppCoordinator", role: .coordinator, path: "App/AppCoordinator.swift", line: 3),
        .init(id: "Flow_Navigation", typeName: "Flow.Navigation", role: .navigationController, path: "App/Flow.swift", line: 20),
        .init(id: "end", typeName: "end", role: .coordinator, path: "App/end.swift", line: 1),
    ]

    static let edges: [GraphPicture.Edge] = [
        .init(from: "HomeInteractor", to: "HomeRouter", label: "router", kind: .property, path: "App/Home/HomeInteractor.swift",
              line: 9, findings: [markup, leak]),
        .init(from: "HomeRouter", to: "HomeInteractor", label: "interactor", kind: .ownership, path: "App/Home/HomeRouter.swift", line: 11),
        .init(from: "HomeRouter", to: "HomeViewController", label: "viewController", kind: .ownership,
              path: "App/Home/HomeRouter.swift", line: 11),
        .init(from: "HomeViewController", to: "HomeInteractor", label: "listener", kind: .property, isWeak: true,
              path: "App/Home/Écran d'accueil.swift", line: 9),
        .init(from: "AppCoordinator", to: "end", label: "childCoordinators", kind: .childCollection, path: "App/AppCoordinator.swift", line: 5),
        .init(from: "end", to: "AppCoordinator", label: "parent", kind: .property, isWeak: true, path: "App/end.swift", line: 2),
        .init(from: "end", to: "Flow_Navigation", label: "present", kind: .present, path: "App/end.swift", line: 8),
        .init(from: "Flow_Navigation", to: "HomeViewController", label: "pushViewController", kind: .push, path: "App/Flow.swift", line: 30),
        .init(from: "AppCoordinator", to: "HomeRouter", label: "attachChild", kind: .attachChild, path: "App/AppCoordinator.swift", line: 12),
        .init(from: "AppCoordinator", to: "HomeRouter", label: "homeRouter", kind: .property, path: "App/AppCoordinator.swift", line: 4),
        .init(from: "AppCoordinator", to: "Missing", label: "dropped", kind: .property, path: "App/AppCoordinator.swift", line: 13),
    ]

    static let picture = GraphPicture(nodes: nodes, edges: edges)
}
