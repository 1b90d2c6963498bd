import NavLintIndex
import NavLintRules
import NavLintSyntax
import XCTest

/// The pushes and presentations `navlint graph` draws, with the project type each one shows.
final class ScreenTransitionsTests: XCTestCase {
    func transitions(_ files: [String: String]) -> [String] {
        let index = ProjectIndex(files: files.sorted { $0.key < $1.key }.map { FileSummary(path: $0.key, bytes: Array($0.value.utf8)) })
        return ScreenTransitions.find(in: index).map { transition in
            let path = index.files[transition.file].path
            let line = LineTable(Array(files[path]!.utf8)).location(of: transition.range.start).line
            return "\(transition.source) \(transition.kind) \(transition.target) via \(transition.method) at \(index.files[transition.file].path):\(line)"
        }
    }

    func testARouterPushesTheChildItBuilt() {
        XCTAssertEqual(transitions([
            "Search.swift": """
                protocol SearchRouting: ViewableRouting {}
                protocol SearchBuildable { func build(withListener listener: SearchListener) -> SearchRouting }
                final class SearchRouter: ViewableRouter<SearchInteractable, SearchViewControllable>, SearchRouting {}
                """,
            "Home.swift": """
                final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable> {
                    private let searchBuilder: SearchBuildable
                    func routeToSearch() {
                        let search = searchBuilder.build(withListener: interactor)
                        attachChild(search)
                        viewController.uiviewController.navigationController?.pushViewController(search.viewControllable.uiviewController, animated: true)
                    }
                }
                """,
        ]), ["HomeRouter push SearchRouter via pushViewController at Home.swift:6"])
    }

    func testACoordinatorPushesThroughTheProjectsPushMethodAndPresentsAStackBuiltAroundItsScreen() {
        XCTAssertEqual(transitions([
            "Router.swift": """
                final class NavigationRouter {
                    let navigationController: UINavigationController
                    func push(_ viewController: UIViewController, animated: Bool) {
                        navigationController.pushViewController(viewController, animated: animated)
                    }
                }
                """,
            "Flow.swift": """
                final class DetailViewController: UIViewController {}
                final class ChatViewController: UIViewController {}
                final class FlowCoordinator: Coordinator {
                    private let router: NavigationRouter
                    private let detail = DetailViewController()
                    func start() {
                        router.push(detail, animated: true)
                    }
                    func showChat() {
                        let chat = ChatViewController()
                        let stack = UINavigationController(rootViewController: chat)
                        router.navigationController.present(stack, animated: true)
                    }
                    func showAlert() {
                        let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
                        router.navigationController.present(alert, animated: true)
                    }
                }
                """,
        ]), ["FlowCoordinator push DetailViewController via push at Flow.swift:7",
             "FlowCoordinator present ChatViewController via present at Flow.swift:12"])
    }

    /// A value typed by a protocol that several screens adopt shows no one type; code outside
    /// routers, coordinators and view controllers is not drawn.
    func testAmbiguousValuesAndOtherTypesGiveNothing() {
        XCTAssertEqual(transitions([
            "A.swift": """
                protocol Screen: AnyObject {}
                final class AViewController: UIViewController, Screen {}
                final class BViewController: UIViewController, Screen {}
                final class ShowingCoordinator: Coordinator {
                    let navigationController: UINavigationController
                    func show(_ screen: Screen) { navigationController.pushViewController(screen as! UIViewController, animated: true) }
                }
                final class Helper {
                    func show(nav: UINavigationController) { nav.pushViewController(AViewController(), animated: true) }
                }
                """,
        ]), [])
    }
}
