import NavLintKit
import XCTest

/// What system-retained-closure's messages name (the rule's document checks only where findings land).
final class SystemRetainedClosureMessageTests: XCTestCase {
    private func messages(_ source: String) -> [String] {
        Linter(jobs: 1).lint([SourceInput(path: "Sample.swift", text: source)]).findings
            .filter { $0.ruleID == "system-retained-closure" }.map(\.message)
    }

    /// A loop over a project function's stream names the call (receiver, function and labels), not
    /// the last name written in its arguments (`filter`).
    func testALoopOverAProjectFunctionsStreamNamesTheCall() {
        let source = """
            final class EventReader {
                func liveEvents(filters: [String], _ limit: Int) -> AsyncStream<Int> {
                    AsyncStream { continuation in
                        continuation.onTermination = { _ in continuation.finish() }
                    }
                }
            }

            final class TimelineModel {
                let reader = EventReader()

                func follow() {
                    Task {
                        let filter = "home"
                        for await count in reader.liveEvents(filters: [filter], 10) {
                            self.show(count)
                        }
                    }
                }

                func show(_ count: Int) {}
            }
            """
        let found = messages(source)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("the endless sequence 'reader.liveEvents(filters:_:)'") == true, "\(found)")
    }

    /// A tip's stream is named with its receiver.
    func testALoopOverATipsStreamNamesTheReceiver() {
        let source = """
            import TipKit

            final class BannerView: UIView {
                func follow<T: Tip>(_ tip: T) {
                    Task {
                        for await status in tip.statusUpdates {
                            self.render(status)
                        }
                    }
                }

                func render(_ status: Tips.Status) {}
            }
            """
        XCTAssertEqual(messages(source).map { $0.contains("the endless sequence 'tip.statusUpdates'") }, [true])
    }
}
