import Foundation
import NavLintReporters
import XCTest

/// A finding's related locations (the other links of a cycle) in every format that shows them:
/// clang-style `note:` lines, SARIF related locations and a code flow, GitHub annotation text.
final class RelatedLocationsReporterTests: XCTestCase {
    var cycle: Finding { ReporterFixtures.findings.first { !$0.related.isEmpty }! }

    func testXcodeFollowsTheFindingWithOneNoteLinePerRelatedLocation() {
        let lines = XcodeReporter.report([cycle], context: ReporterFixtures.context).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[0].hasSuffix("[interactive-pop-disabled]"))
        XCTAssertEqual(lines[1], "Sources/App, Main/App:Coordinator.swift:7:9: note: 'AppCoordinator.children' keeps 'OrdersCoordinator' and 100% more")
        XCTAssertEqual(lines[2], "Sources/Orders/OrdersCoordinator.swift:2:5: note: 'OrdersCoordinator.flow' keeps 'OrdersFlow'")
    }

    func testSARIFListsRelatedLocationsAndWalksTheCycleAsACodeFlow() throws {
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SARIFReporter.report([cycle], context: ReporterFixtures.context).utf8)) as? [String: Any])
        let result = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let related = try XCTUnwrap(result["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual(related.compactMap { $0["id"] as? Int }, [1, 2])
        XCTAssertEqual(related.compactMap { ($0["message"] as? [String: String])?["text"] }, cycle.related.map(\.message))
        let region = try XCTUnwrap((related[1]["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
        XCTAssertEqual(region, ["startLine": 2, "startColumn": 5, "endLine": 2, "endColumn": 12])
        let flows = try XCTUnwrap(result["codeFlows"] as? [[String: Any]])
        let steps = try XCTUnwrap((flows.first?["threadFlows"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])
        let messages = steps.compactMap { (($0["location"] as? [String: Any])?["message"] as? [String: String])?["text"] }
        XCTAssertEqual(messages, cycle.related.map(\.message) + [cycle.message], "the links in order, then the back reference")
    }

    func testSARIFLeavesRelatedLocationsOutWhenThereAreNone() {
        let plain = ReporterFixtures.findings.filter { $0.related.isEmpty }
        let log = SARIFReporter.report(plain, context: ReporterFixtures.context)
        XCTAssertFalse(log.contains("relatedLocations"))
        XCTAssertFalse(log.contains("codeFlows"))
    }

    func testGitHubAnnotationNamesTheOtherSitesOnItsOwnLines() {
        let output = GitHubActionsReporter.report([cycle], context: ReporterFixtures.context)
        XCTAssertEqual(output.split(separator: "\n").count, 1, "one workflow command per finding")
        XCTAssertTrue(output.hasSuffix("never re-enables it%0ASources/App, Main/App:Coordinator.swift:7:9: 'AppCoordinator.children' keeps 'OrdersCoordinator'%0Aand 100%25 more%0ASources/Orders/OrdersCoordinator.swift:2:5: 'OrdersCoordinator.flow' keeps 'OrdersFlow'\n"), output)
    }
}
