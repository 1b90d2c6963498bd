import NavLintKit
import XCTest

/// child-never-released remembers, per method name, whether a method of that name may run other
/// than through a call by its name (a protocol declares it, or code names it without calling it).
/// The rest of "nothing calls it" depends on the parent, and must be asked again for each parent
/// that adds a child from a method of the same name, whichever the rule meets first.
final class ChildReleaseFinderMemoTests: XCTestCase {
    private func findings(_ files: [String: String]) -> [String] {
        let inputs = files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) }
        return Linter(jobs: 1).lint(inputs).findings.filter { $0.ruleID == "child-never-released" }.map { "\($0.path):\($0.line)" }
    }

    func testTwoParentsAddingFromMethodsOfOneNameGetTheirOwnAnswers() {
        // AppCoordinator.startMain() runs only on a LoginCoordinator (never on AppCoordinator): its
        // child is never added. HomeCoordinator calls its own startMain(): its child is never released.
        let app = """
            final class AppCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                func start() {
                    let login = LoginCoordinator()
                    login.startMain()
                }
                func startMain() {
                    let main = MainCoordinator()
                    childCoordinators.append(main)
                    main.start()
                }
            }
            final class LoginCoordinator: Coordinator {
                func start() {}
                func startMain() {}
            }
            """
        let home = """
            final class HomeCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                func start() {
                    startMain()
                }
                func startMain() {
                    let main = MainCoordinator()
                    childCoordinators.append(main)
                    main.start()
                }
            }
            final class MainCoordinator: Coordinator {
                func start() {}
            }
            """
        let coordinator = "protocol Coordinator: AnyObject {\n    func start()\n}\n"
        // Both orders of the files: the rule meets either parent first.
        XCTAssertEqual(findings(["A.swift": app, "B.swift": home, "Coordinator.swift": coordinator]), ["B.swift:8"])
        XCTAssertEqual(findings(["B.swift": app, "A.swift": home, "Coordinator.swift": coordinator]), ["A.swift:8"])
    }
}
