import NavLintKit
import XCTest

/// Inputs the fuzzer (Tests/Fuzz) found crashing a rule, written by hand as the smallest Swift that
/// shows each problem, with what the rule must report.
final class FuzzFindingsRulesTests: XCTestCase {
    /// A lifecycle method without `override` was looked up by its type's index as if it were a
    /// member's: another member's type, or an index out of range when the file declares more types
    /// before it than members.
    func testALifecycleMethodWithoutOverrideInALaterType() {
        let source = """
            enum First {}
            enum Second {}
            enum Third {}
            final class CardsViewController: UITableViewController {
                var coordinator: CardsCoordinator?
                func viewDidDisappear(_ animated: Bool) {
                    if isMovingFromParent { coordinator?.didFinish() }
                }
            }
            final class CardsCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                var onFinish: (() -> Void)?
                func didFinish() { onFinish?() }
            }
            """
        let parent = """
            final class AccountsCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                func showCards() {
                    let cards = CardsCoordinator()
                    cards.onFinish = { [weak self, weak cards] in self?.removeChild(cards) }
                    childCoordinators.append(cards)
                }
            }
            protocol Coordinator: AnyObject {
                var childCoordinators: [Coordinator] { get set }
            }
            """
        let outcome = Linter(jobs: 1).lint([SourceInput(path: "Cards.swift", text: source), SourceInput(path: "Accounts.swift", text: parent)])
        let lifecycle = outcome.findings.filter { $0.ruleID == "lifecycle-detach" }
        XCTAssertEqual(lifecycle.map { "\($0.path):\($0.line):\($0.column)" }, ["Cards.swift:7:12"])
    }

    /// A closure inside parentheses that are not a call (a tuple) has no call, which
    /// child-never-released took for one when it looked for a `forEach` around an addition.
    func testAChildAddedInAClosureInsideATuple() {
        let source = """
            final class AppCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                func start() {
                    let steps = (1, { self.childCoordinators.append(ChildCoordinator()) })
                    run(steps)
                }
            }
            final class ChildCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
            }
            protocol Coordinator: AnyObject {
                var childCoordinators: [Coordinator] { get set }
            }
            """
        let outcome = Linter(jobs: 1).lint([SourceInput(path: "App.swift", text: source)])
        XCTAssertEqual(outcome.findings.map { "\($0.line):\($0.column) \($0.ruleID)" }, ["4:50 child-never-released"])
    }
}
