import Foundation
@testable import NavLintKit
import NavLintReporters
import NavLintTestSupport
import XCTest

/// `navlint graph`: the bundled examples in every format against golden files (set
/// NAVLINT_UPDATE_GOLDEN=1 to rewrite them), and the command line as a user meets it.
final class GraphCommandTests: XCTestCase {
    func testExamplesMatchTheGoldenFiles() throws {
        for writer in GraphWriterRegistry.all {
            let console = BufferConsole()
            let status = inRepository { CommandLineTool.run(["graph", "--format", writer.identifier, "Examples"], console: console) }
            XCTAssertEqual(status, 0)
            XCTAssertEqual(console.error, "")
            if let failure = GoldenFile.mismatch(console.output, golden: "Tests/NavLintKitTests/Golden/examples-graph.\(writer.identifier)") {
                XCTFail(failure)
            }
        }
    }

    /// Every finding on the examples that falls inside a drawn type is on the picture, on an edge
    /// or on a node.
    func testEveryFindingInADrawnTypeIsDrawn() throws {
        let outcome = inRepository { Linter(jobs: 2).lint(paths: ["Examples"]) }
        let picture = GraphPictureBuilder(model: try XCTUnwrap(outcome.model), lines: try XCTUnwrap(outcome.lines), findings: outcome.findings).picture()
        let drawn = picture.nodes.flatMap(\.findings) + picture.edges.flatMap(\.findings)
        XCTAssertEqual(Set(drawn).count, drawn.count, "a finding drawn twice")
        let drawnPaths = Set(picture.nodes.map(\.path))
        let expected = outcome.findings.filter { drawnPaths.contains($0.path) }
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(Set(drawn), Set(expected))
    }

    /// A coordinator that pushes the leaky wizard: the push is an edge, and the wizard's finding
    /// is on its node, with the rule and the line.
    func testAFindingIsDrawnOnItsType() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        try folder.write("App/SignUpCoordinator.swift", """
            final class SignUpCoordinator: Coordinator {
                let navigationController: UINavigationController
                func start() {
                    navigationController.pushViewController(WizardViewController(), animated: true)
                }
            }

            """)
        let run = folder.navlint(["graph", "--format", "json", "App"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.error, "")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let nodes = try XCTUnwrap(document["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.map { $0["name"] as? String }, ["SignUpCoordinator", "WizardViewController"])
        let wizard = nodes[1]
        XCTAssertEqual(wizard["path"] as? String, "App/Wizard.swift")
        XCTAssertEqual(wizard["line"] as? Int, 1)
        XCTAssertEqual((wizard["findings"] as? [[String: Any]])?.map { "\($0["ruleId"]!) \($0["line"]!)" }, ["interactive-pop-disabled 4"])
        let edges = try XCTUnwrap(document["edges"] as? [[String: Any]])
        XCTAssertEqual(edges.map { "\($0["from"]!) \($0["kind"]!) \($0["to"]!) \($0["label"]!) \($0["line"]!)" },
                       ["SignUpCoordinator push WizardViewController pushViewController 4"])

        let dot = folder.navlint(["graph", "App"])
        XCTAssertTrue(dot.output.contains("label=\"WizardViewController\\ninteractive-pop-disabled · line 4\""), dot.output)
        XCTAssertTrue(dot.output.contains("App/Wizard.swift:4: warning: \(Fixtures.wizardMessage) [interactive-pop-disabled]"))
    }

    func testFocusAndDepth() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Flows.swift", """
            final class AViewController: UIViewController {}
            final class BViewController: UIViewController {}
            final class CViewController: UIViewController {}
            final class AppCoordinator: Coordinator {
                let navigationController: UINavigationController
                func start() { navigationController.pushViewController(AViewController(), animated: true) }
            }
            final class OtherCoordinator: Coordinator {
                let navigationController: UINavigationController
                func start() { navigationController.pushViewController(BViewController(), animated: true) }
                func more() { navigationController.present(CViewController(), animated: true) }
            }

            """)
        func names(_ arguments: [String]) throws -> [String] {
            let run = folder.navlint(["graph", "--format", "json"] + arguments)
            XCTAssertEqual(run.status, 0, run.error)
            let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            return try XCTUnwrap(document["nodes"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        }
        XCTAssertEqual(try names([]), ["AViewController", "AppCoordinator", "BViewController", "CViewController", "OtherCoordinator"])
        XCTAssertEqual(try names(["--focus", "OtherCoordinator"]), ["BViewController", "CViewController", "OtherCoordinator"])
        XCTAssertEqual(try names(["--focus", "CViewController"]), ["CViewController", "OtherCoordinator"])
        XCTAssertEqual(try names(["--focus=AppCoordinator", "--depth=1"]), ["AViewController", "AppCoordinator"])
        XCTAssertEqual(try names(["--depth", "1"]), try names([]))

        let unknown = folder.navlint(["graph", "--focus", "Nope"])
        XCTAssertEqual(unknown, CommandRun(status: 2, output: "", error: "navlint: error: 'Nope' is not in the graph; --focus takes the name of a router, interactor, view controller, navigation controller or coordinator that the graph shows\n"))
    }

    func testOutputFileAndProblems() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        XCTAssertEqual(folder.navlint(["graph", "--format", "mermaid", "--output", "graph.mmd", "App"]), CommandRun(status: 0, output: "", error: ""))
        XCTAssertEqual(folder.read("graph.mmd"), folder.navlint(["graph", "--format", "mermaid", "App"]).output)
        XCTAssertTrue(folder.read("graph.mmd")?.hasPrefix("flowchart LR\n") == true)
        XCTAssertEqual(folder.navlint(["graph", "--output", "App", "App"]).error, "navlint: error: App: cannot write: is a directory; name a file, not a folder\n")
        XCTAssertEqual(folder.navlint(["graph", "--output", "App", "App"]).status, 2)
        // A missing path is an error, but the graph of the rest is still written.
        let missing = folder.navlint(["graph", "App", "Missing"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.output, folder.navlint(["graph", "App"]).output)
        XCTAssertEqual(missing.error, "navlint: error: Missing: no such file or directory; check the path\n")
    }

    func testUsageErrors() throws {
        let folder = try TemporaryFolder()
        let suffix = "usage: navlint [lint] [<options>] [<path> ...]\nSee 'navlint --help'.\n"
        XCTAssertEqual(folder.navlint(["graph", "--format", "svg"]),
                       CommandRun(status: 2, output: "", error: "navlint: error: unknown graph format 'svg'; use one of: dot, mermaid, json\n" + suffix))
        XCTAssertEqual(folder.navlint(["graph", "--depth", "0"]).error, "navlint: error: option '--depth' needs a positive whole number, not '0'\n" + suffix)
        XCTAssertEqual(folder.navlint(["graph", "--focus"]).error, "navlint: error: option '--focus' needs a value\n" + suffix)
        XCTAssertEqual(folder.navlint(["graph", "--strict"]).error, "navlint: error: unknown option '--strict'\n" + suffix)
        XCTAssertEqual(folder.navlint(["graph", "--config", "missing.json"]).status, 2)
    }

    func testHelpText() {
        let expected = """
            OVERVIEW: Draws the RIB and coordinator ownership graph: who keeps whom, who pushes and
            presents what, and in red what the rules report, with the rule and the source line.

            USAGE: navlint graph [<options>] [<path> ...]

            ARGUMENTS:
              <path>                  Swift files or folders to analyse (default: the current folder).

            OPTIONS:
              --format <format>       dot (the default) for Graphviz: navlint graph | dot -Tsvg > graph.svg;
                                      mermaid for GitHub and GitLab Markdown; json for other tools.
              --focus <type>          Keep only what <type> reaches and what reaches it.
              --depth <n>             Keep only the nodes at most <n> edges away from the focus
                                      (without --focus: from the roots of the tree).
              --output <file>         Write the graph to <file> (atomically) instead of standard output.
              --config <file>         Configuration file (default: the nearest .navlint.json in the
                                      analysed path's folder or above).
              --jobs <n>              Files read and parsed in parallel (default: the number of cores).
              -h, --help              Show this help.

            EXIT CODES:
              0  the graph was written (findings on it do not change the exit code)
              2  bad usage, a bad configuration, a missing or unreadable path, a --focus type that
                 is not in the graph, or a graph that cannot be written

            """
        for arguments in [["graph", "--help"], ["graph", "-h"], ["graph", "App", "-h"]] {
            let console = BufferConsole()
            XCTAssertEqual(CommandLineTool.run(arguments, console: console), 0)
            XCTAssertEqual(console.output, expected, "\(arguments)")
            XCTAssertEqual(console.error, "")
        }
    }
}

/// Runs `body` with the repository's root as the current folder (where `Examples` is).
private func inRepository<T>(_ body: () throws -> T) rethrows -> T {
    let current = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(Repository.root.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(current) }
    return try body()
}

/// The README shows the graph of `Examples/`: the Mermaid block is the current output (rewritten
/// with NAVLINT_UPDATE_GOLDEN=1), and the SVG was drawn from the current DOT (same nodes and edges).
final class GraphREADMETests: XCTestCase {
    static let marker = "<!-- navlint graph --format mermaid Examples -->\n```mermaid\n"

    func examplesGraph(_ format: String) -> String {
        let console = BufferConsole()
        XCTAssertEqual(inRepository { CommandLineTool.run(["graph", "--format", format, "Examples"], console: console) }, 0)
        return console.output
    }

    func testTheMermaidBlockIsTheCurrentGraph() throws {
        let url = Repository.root.appendingPathComponent("README.md")
        var readme = try String(contentsOf: url, encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: Self.marker), "README.md has no '\(Self.marker)' block").upperBound
        let end = try XCTUnwrap(readme.range(of: "```\n", range: start..<readme.endIndex)).lowerBound
        let mermaid = examplesGraph("mermaid")
        if GoldenFile.isUpdating {
            readme.replaceSubrange(start..<end, with: mermaid)
            try GoldenFile.rewriteIfUpdating(readme, to: url)
            return
        }
        XCTAssertTrue(readme[start..<end] == mermaid, "README.md's Mermaid graph is stale; run NAVLINT_UPDATE_GOLDEN=1 swift test")
    }

    func testTheSVGIsDrawnFromTheCurrentGraph() throws {
        let svg = try String(contentsOf: Repository.examples.appendingPathComponent("graph.svg"), encoding: .utf8)
        var titles: Set<String> = []
        var rest = svg[...]
        while let open = rest.range(of: "<title>"), let close = rest.range(of: "</title>", range: open.upperBound..<rest.endIndex) {
            titles.insert(rest[open.upperBound..<close.lowerBound].replacingOccurrences(of: "&#45;&gt;", with: "->"))
            rest = rest[close.upperBound...]
        }
        titles = titles.filter { $0 != "navlint" && !$0.hasPrefix("cluster_") }
        var expected: Set<String> = []
        for line in examplesGraph("dot").split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: "\"", omittingEmptySubsequences: false)
            guard parts.count > 3, parts[0].isEmpty else { continue }
            expected.insert(parts[2] == " -> " ? "\(parts[1])->\(parts[3])" : String(parts[1]))
        }
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(titles, expected,
                       "Examples/graph.svg is stale; run: swift run navlint graph Examples | dot -Tsvg -o Examples/graph.svg")
    }
}

/// The ownership graph on the picture: RIB boxes, the RIBs references, `attachChild`, child
/// coordinators, weak references, pushes shown at the child's view controller, and findings on
/// the edges they were reported at.
final class GraphOwnershipTests: XCTestCase {
    func edges(_ files: [String: String]) throws -> (nodes: [String], edges: [String]) {
        let folder = try TemporaryFolder()
        for (path, text) in files { try folder.write("App/" + path, text) }
        let run = folder.navlint(["graph", "--format", "json", "App"])
        XCTAssertEqual(run.status, 0, run.error)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let nodes = try XCTUnwrap(document["nodes"] as? [[String: Any]]).map { "\($0["name"]!) \($0["group"] as? String ?? "-")" }
        let edges = try XCTUnwrap(document["edges"] as? [[String: Any]]).map { edge in
            let findings = (edge["findings"] as? [[String: Any]] ?? []).map { " [\($0["ruleId"]!)]" }.joined()
            return "\(edge["from"]!) \(edge["label"]!) \(edge["kind"]!)\(edge["isWeak"] as? Bool == true ? " weak" : "") \(edge["to"]!)\(findings)"
        }
        return (nodes, edges)
    }

    func testARIBTree() throws {
        let graph = try edges([
            "Parent.swift": """
                protocol ParentInteractable: Interactable, ChildListener { var router: ParentRouting? { get set } }
                protocol ParentViewControllable: ViewControllable {}
                protocol ParentRouting: ViewableRouting {}
                protocol ParentPresentable: Presentable {}
                final class ParentRouter: ViewableRouter<ParentInteractable, ParentViewControllable>, ParentRouting {
                    private let childBuilder: ChildBuildable
                    private var childRouter: ChildRouting?
                    func routeToChild() {
                        let child = childBuilder.build(withListener: interactor)
                        childRouter = child
                        attachChild(child)
                        viewController.uiviewController.navigationController?.pushViewController(child.viewControllable.uiviewController, animated: true)
                    }
                }
                final class ParentInteractor: PresentableInteractor<ParentPresentable>, ParentInteractable {
                    weak var router: ParentRouting?
                }
                final class ParentViewController: UIViewController, ParentPresentable, ParentViewControllable {}
                """,
            "Child.swift": """
                protocol ChildInteractable: Interactable { var router: ChildRouting? { get set } }
                protocol ChildViewControllable: ViewControllable {}
                protocol ChildRouting: ViewableRouting {}
                protocol ChildListener: AnyObject {}
                protocol ChildBuildable { func build(withListener listener: ChildListener) -> ChildRouting }
                final class ChildRouter: ViewableRouter<ChildInteractable, ChildViewControllable>, ChildRouting {
                    override init(interactor: ChildInteractable, viewController: ChildViewControllable) {
                        super.init(interactor: interactor, viewController: viewController)
                        interactor.router = self
                    }
                }
                final class ChildInteractor: Interactor, ChildInteractable {
                    var router: ChildRouting?
                    weak var listener: ChildListener?
                }
                final class ChildViewController: UIViewController, ChildViewControllable {}
                """,
        ])
        XCTAssertEqual(graph.nodes, ["ChildInteractor Child", "ChildRouter Child", "ChildViewController Child",
                                     "ParentInteractor Parent", "ParentRouter Parent", "ParentViewController Parent"])
        // In the JSON order: by source, target, kind and label.
        XCTAssertEqual(graph.edges, [
            "ChildInteractor router property ChildRouter [strong-back-reference]",
            "ChildInteractor listener property weak ParentInteractor",
            "ChildRouter interactor ownership ChildInteractor",
            "ChildRouter viewController ownership ChildViewController",
            "ParentInteractor router property weak ParentRouter",
            "ParentInteractor presenter ownership ParentViewController",
            "ParentRouter attachChild attach-child ChildRouter [attach-without-detach]",
            "ParentRouter childRouter property ChildRouter",
            "ParentRouter pushViewController push ChildViewController [push-without-flush]",
            "ParentRouter interactor ownership ParentInteractor",
            "ParentRouter viewController ownership ParentViewController",
        ])
    }

    func testACoordinatorTree() throws {
        let graph = try edges([
            "Flows.swift": """
                protocol Coordinator: AnyObject { var childCoordinators: [Coordinator] { get set } }
                protocol DetailViewControllerDelegate: AnyObject {}
                final class DetailViewController: UIViewController { weak var delegate: DetailViewControllerDelegate? }
                final class AppCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    let navigationController: UINavigationController
                    func showDetail() {
                        let detail = DetailCoordinator(navigationController: navigationController)
                        detail.parentCoordinator = self
                        childCoordinators.append(detail)
                        detail.start()
                    }
                }
                final class DetailCoordinator: Coordinator, DetailViewControllerDelegate {
                    var childCoordinators: [Coordinator] = []
                    var parentCoordinator: AppCoordinator?
                    let navigationController: UINavigationController
                    func start() {
                        let screen = DetailViewController()
                        screen.delegate = self
                        navigationController.pushViewController(screen, animated: true)
                    }
                }
                """,
        ])
        XCTAssertEqual(graph.nodes, ["AppCoordinator -", "DetailCoordinator -", "DetailViewController -"])
        XCTAssertEqual(graph.edges, [
            "AppCoordinator childCoordinators child-collection DetailCoordinator [child-never-released]",
            "DetailCoordinator parentCoordinator property AppCoordinator [strong-back-reference]",
            "DetailCoordinator pushViewController push DetailViewController",
            "DetailViewController delegate property weak DetailCoordinator",
        ])
    }
}
