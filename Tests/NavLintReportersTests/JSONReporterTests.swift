import Foundation
@testable import NavLintReporters
import XCTest

/// `--format json`: parses back to exactly the findings, in report order, with the documented keys.
final class JSONReporterTests: XCTestCase {
    func parse(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testParsesBackToTheFindingsInReportOrder() throws {
        let document = try parse(JSONReporter.report(ReporterFixtures.findings, context: ReporterFixtures.context))
        XCTAssertEqual(document["version"] as? Int, 1)
        XCTAssertEqual(document["filesAnalyzed"] as? Int, 42)
        XCTAssertEqual(document["tool"] as? [String: String], ["name": "navlint", "version": "1.2.3-test"])
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, ReporterFixtures.findings.count)
        for (parsed, finding) in zip(findings, ReporterFixtures.sortedFindings) {
            XCTAssertEqual(Set(parsed.keys), ["ruleId", "severity", "message", "path", "line", "column", "endLine", "endColumn", "related"])
            let related = try XCTUnwrap(parsed["related"] as? [[String: Any]])
            XCTAssertEqual(related.count, finding.related.count)
            for (parsedRelated, expected) in zip(related, finding.related) {
                XCTAssertEqual(parsedRelated["message"] as? String, expected.message)
                XCTAssertEqual(parsedRelated["path"] as? String, expected.path)
                XCTAssertEqual(parsedRelated["line"] as? Int, expected.line)
                XCTAssertEqual(parsedRelated["column"] as? Int, expected.column)
                XCTAssertEqual(parsedRelated["endLine"] as? Int, expected.endLine)
                XCTAssertEqual(parsedRelated["endColumn"] as? Int, expected.endColumn)
            }
            XCTAssertEqual(parsed["ruleId"] as? String, finding.ruleID)
            XCTAssertEqual(parsed["severity"] as? String, finding.severity.rawValue)
            XCTAssertEqual(parsed["message"] as? String, finding.message, "hostile text must survive escaping")
            XCTAssertEqual(parsed["path"] as? String, finding.path)
            XCTAssertEqual(parsed["line"] as? Int, finding.line)
            XCTAssertEqual(parsed["column"] as? Int, finding.column)
            XCTAssertEqual(parsed["endLine"] as? Int, finding.endLine)
            XCTAssertEqual(parsed["endColumn"] as? Int, finding.endColumn)
        }
    }

    func testKeysAreWrittenInSortedOrderAtEveryLevel() {
        let value: JSONValue = .object(["b": 1, "a": .array([.object(["z": .null, "y": .bool(true)]), .array([])]), "C": .object([:])])
        XCTAssertEqual(value.rendered(), """
            {
              "C": {},
              "a": [
                {
                  "y": true,
                  "z": null
                },
                []
              ],
              "b": 1
            }

            """)
    }

    func testEveryControlCharacterIsEscaped() throws {
        var finding = ReporterFixtures.findings[0]
        finding.message = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar($0)! })) + "\"\\/\u{7F}\u{2028}é"
        let output = JSONReporter.report([finding], context: ReporterFixtures.context)
        XCTAssertFalse(output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "raw control character in JSON")
        let parsed = try parse(output)
        let findings = try XCTUnwrap(parsed["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.first?["message"] as? String, finding.message)
    }
}
