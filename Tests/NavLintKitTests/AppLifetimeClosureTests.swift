@testable import NavLintKit
import NavLintReporters
import NavLintSyntax
import XCTest

/// The closure rules' `appLifetimeCycles` option: a closure whose captured owner lives as long as
/// the app is left out (`"off"`, their default) or reported at the chosen severity with a message
/// that says so, and `--fix` never makes such a capture weak.
final class AppLifetimeClosureTests: XCTestCase {
    private let source = """
        import Combine

        final class AppDelegate: UIResponder, UIApplicationDelegate {
            static let sync = SyncService()
        }

        final class SyncService {
            private var cancellables = Set<AnyCancellable>()
            private let changes = PassthroughSubject<Int, Never>()
            private var count = 0

            init() {
                changes.sink { value in self.count = value }.store(in: &cancellables)
            }
        }

        final class RootViewModel {
            private var refreshing: Timer?

            func start() {
                refreshing = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    self.reload()
                }
            }

            func reload() {}
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            private let model = RootViewModel()

            func sceneDidBecomeActive(_ scene: UIScene) {
                model.start()
            }
        }

        """

    private func findings(_ rules: [String: String]) throws -> [Finding] {
        let settings = rules.map { "\"\($0.key)\": {\"appLifetimeCycles\": \"\($0.value)\"}" }.sorted().joined(separator: ", ")
        let configuration = try ConfigurationLoader.parse(Array("{\"rules\": {\(settings)}}".utf8), path: ".navlint.json",
                                                          acceptedOptions: Configuration.acceptedOptions)
        return Linter(configuration: configuration, jobs: 1).lint([SourceInput(path: "App.swift", text: source)]).findings
    }

    func testBothClosureRulesAcceptTheOption() {
        XCTAssertEqual(Configuration.acceptedOptions(of: "closure-capture-cycle").keys.sorted(), ["appLifetimeCycles"])
        XCTAssertEqual(Configuration.acceptedOptions(of: "system-retained-closure").keys.sorted(), ["appLifetimeCycles"])
    }

    func testLeftOutByDefault() throws {
        let found = Linter(jobs: 1).lint([SourceInput(path: "App.swift", text: source)]).findings
        XCTAssertEqual(found.filter { ["closure-capture-cycle", "system-retained-closure"].contains($0.ruleID) }, [])
        XCTAssertEqual(try findings(["closure-capture-cycle": "off", "system-retained-closure": "off"])
            .filter { ["closure-capture-cycle", "system-retained-closure"].contains($0.ruleID) }, [])
    }

    func testReportedAtTheChosenSeverityWithAMessageThatSaysSo() throws {
        for (mode, closureSeverity) in [("warning", Severity.warning), ("error", .error)] {
            let found = try findings(["closure-capture-cycle": mode, "system-retained-closure": mode])
            let closure = try XCTUnwrap(found.first { $0.ruleID == "closure-capture-cycle" }, mode)
            XCTAssertEqual(closure.severity, closureSeverity, mode)
            XCTAssertEqual(closure.message, "app-lifetime owner 'SyncService', kept in 'AppDelegate.sync': 'SyncService.cancellables' keeps this subscription, whose closure captures 'self' strongly; it frees nothing while the app runs")
            let timer = try XCTUnwrap(found.first { $0.ruleID == "system-retained-closure" }, mode)
            XCTAssertEqual(timer.severity, .warning, "the rule's own severity is a warning")
            XCTAssertEqual(timer.message, "app-lifetime owner 'RootViewModel', kept in 'SceneDelegate.model', set once, of the app-lifetime 'SceneDelegate': the run loop keeps this repeating timer, whose block captures 'self' strongly; it frees nothing while the app runs")
        }
    }

    func testFixLeavesThemAlone() throws {
        let found = try findings(["closure-capture-cycle": "warning"]).filter { $0.ruleID == "closure-capture-cycle" }
        XCTAssertEqual(found.count, 1)
        let outcome = Linter(jobs: 1).lint([SourceInput(path: "App.swift", text: source)])
        let index = try XCTUnwrap(outcome.index)
        let plan = Fixer.plan(found, index: index) { _ in Array(self.source.utf8) }
        XCTAssertEqual(plan.fixed, [])
        XCTAssertTrue(plan.edits.isEmpty)
        XCTAssertTrue(plan.skipped.first?.reason.contains("lives as long as the app") == true, "\(plan.skipped)")
    }
}
