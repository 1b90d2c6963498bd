import NavLintKit
import XCTest

/// Known false positives and misses of system-retained-closure, each the smallest Swift that shows
/// it, asserting what navlint reports today. When a fix changes the outcome, the test fails and
/// becomes an ordinary regression test.
final class SystemRetainedClosureKnownGapsTests: XCTestCase {
    private func findings(_ source: String) -> [String] {
        Linter(jobs: 1).lint([SourceInput(path: "Sample.swift", text: source)]).findings
            .filter { $0.ruleID == "system-retained-closure" }.map { "\($0.path):\($0.line)" }
    }

    /// FIXME: false positive (seen in a wallet app's namespace actor). A loop that returns once a
    /// value says the work is done ends the task, so self is not kept for good. The outline does
    /// not record a bare `return` or `break`, so the rule cannot see the way out of the loop; it
    /// should report nothing here.
    func testALoopThatReturnsWhenItsWorkIsDone() {
        let source = """
            final class CounterViewModel {
                let counts: AsyncStream<Int>

                init(counts: AsyncStream<Int>) {
                    self.counts = counts
                }

                func watch() {
                    Task {
                        for await count in counts {
                            self.show(count)
                            if count == 0 { return }
                        }
                    }
                }

                func show(_ count: Int) {}
            }
            """
        XCTAssertEqual(findings(source), ["Sample.swift:9"])
    }

    /// FIXME: miss. A service made for one screen, whose observer block keeps it, leaks with the
    /// screen's data; the rule looks only at objects named or typed as a screen's or a flow's,
    /// since most services live as long as the app. It should report the block.
    func testAServiceMadeForOneScreen() {
        let source = """
            final class DraftAutosaveService {
                init() {
                    NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { _ in
                        self.save()
                    }
                }

                func save() {}
            }

            final class ComposeViewController: UIViewController {
                let autosave = DraftAutosaveService()
            }
            """
        XCTAssertEqual(findings(source), [])
    }
}
