import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// The names a call that shows a screen can have, which RIBs navigation checks before it works
/// out what a call of router code runs.
final class ShowingNamesTests: XCTestCase {
    private func names(_ sources: [String]) -> Set<String> {
        let files = sources.enumerated().map { FileSummary(path: "File\($0.offset).swift", bytes: Array($0.element.utf8)) }
        return RIBsNavigation.showingNames(in: ProjectIndex(files: files))
    }

    func testHelpersThatPushOrPresentThroughOtherHelpersAcrossFilesAreShowingNames() {
        let found = names([
            """
            final class FeatureViewController: UIViewController {
                func push(_ screen: UIViewController) { navigationController?.pushViewController(screen, animated: true) }
                func showModal(_ screen: UIViewController) { DispatchQueue.main.async { self.present(screen, animated: true) } }
            }
            """,
            """
            final class FeatureRouter: ViewableRouter<FeatureInteractable, FeatureViewControllable> {
                func routeToDetail() { viewController.showDetail(detail) }
                func attachSettings() { attachChild(settings) }
            }
            extension FeatureViewController { func showDetail(_ view: ViewControllable) { push(view.uiviewController) } }
            """,
        ])
        XCTAssertEqual(found, ["pushViewController", "present", "push", "showModal", "showDetail", "routeToDetail"])
    }

    func testMethodsThatReachNoPushOrPresentAreNotShowingNames() {
        let found = names([
            """
            final class FeatureRouter: ViewableRouter<FeatureInteractable, FeatureViewControllable> {
                init(interactor: FeatureInteractable, viewController: FeatureViewControllable) {
                    super.init(interactor: interactor, viewController: viewController)
                }
                func routeToChild() { let child = builder.build(withListener: interactor); attachChild(child) }
                var presentable: Bool { present(alert) }
            }
            """,
        ])
        // A computed property that presents is no method a call can run.
        XCTAssertEqual(found, ["pushViewController", "present"])
    }
}
