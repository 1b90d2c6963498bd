import Foundation
import NavLintReporters
import NavLintTestSupport
import XCTest

/// `--format sarif`: valid against the SARIF 2.1.0 schema (checked by Python's `jsonschema`, which
/// CI installs; a missing validator fails these tests), and shaped as GitHub code scanning reads it.
final class SARIFReporterTests: XCTestCase {
    var fixtureLog: String { SARIFReporter.report(ReporterFixtures.findings, context: ReporterFixtures.context) }

    func parse(_ text: String) throws -> (run: [String: Any], rules: [[String: Any]], results: [[String: Any]]) {
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        return (run, try XCTUnwrap(driver["rules"] as? [[String: Any]]), try XCTUnwrap(run["results"] as? [[String: Any]]))
    }

    func testTheLogValidatesAgainstTheSARIFSchema() throws {
        let schema = try JSONSchemaValidator.sarifSchema
        XCTAssertEqual(try JSONSchemaValidator.violations(of: fixtureLog, against: schema), [])
        XCTAssertEqual(try JSONSchemaValidator.violations(of: SARIFReporter.report([], context: ReporterFixtures.context), against: schema), [])
    }

    /// Guards the guard: the validation really runs and really rejects.
    func testTheSchemaValidatorRejectsAnInvalidLog() throws {
        let invalid = fixtureLog.replacingOccurrences(of: "\"level\": \"error\"", with: "\"level\": \"fatal\"")
            .replacingOccurrences(of: "\"startLine\": 12", with: "\"startLine\": 0")
        let violations = try JSONSchemaValidator.violations(of: invalid, against: try JSONSchemaValidator.sarifSchema)
        XCTAssertEqual(violations.count, 2, violations.joined(separator: "\n"))
        XCTAssertTrue(violations.contains { $0.contains("fatal") }, violations.joined(separator: "\n"))
    }

    func testTheDriverDescribesEveryRuleWithItsDocumentation() throws {
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(fixtureLog.utf8)) as? [String: Any])
        let driver = try XCTUnwrap((((log["runs"] as? [[String: Any]])?.first?["tool"]) as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "navlint")
        XCTAssertEqual(driver["version"] as? String, "1.2.3-test")
        XCTAssertEqual(driver["informationUri"] as? String, "https://github.com/navlint/navlint")

        let rules = try parse(fixtureLog).rules
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, ["interactive-pop-disabled", "legacy-rule", "unused-suppression"])
        let described = try XCTUnwrap(ReporterFixtures.context.rules.first { $0.identifier == "interactive-pop-disabled" })
        let rule = rules[0]
        XCTAssertEqual((rule["shortDescription"] as? [String: String])?["text"], described.summary)
        XCTAssertEqual((rule["fullDescription"] as? [String: String])?["text"], "Reports `isEnabled = false` on the swipe-back recognizer.")
        XCTAssertEqual(rule["help"] as? [String: String], ["text": described.documentation, "markdown": described.documentation])
        XCTAssertEqual((rule["defaultConfiguration"] as? [String: String])?["level"], "warning")
        // A rule the context does not describe still gets an entry, so its results have a valid index.
        XCTAssertEqual((rules[1]["shortDescription"] as? [String: String])?["text"], "legacy-rule")
    }

    func testResultsPointAtTheirRuleAndLocation() throws {
        let (_, rules, results) = try parse(fixtureLog)
        XCTAssertEqual(results.count, ReporterFixtures.findings.count)
        for (result, finding) in zip(results, ReporterFixtures.sortedFindings) {
            XCTAssertEqual(result["ruleId"] as? String, finding.ruleID)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, finding.ruleID)
            XCTAssertEqual(result["level"] as? String, finding.severity.rawValue)
            XCTAssertEqual((result["message"] as? [String: String])?["text"], finding.message)
            let location = try XCTUnwrap(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
            XCTAssertEqual(location["region"] as? [String: Int], [
                "startLine": finding.line, "startColumn": finding.utf16Column, "endLine": finding.endLine, "endColumn": finding.utf16EndColumn,
            ])
            let artifact = try XCTUnwrap(location["artifactLocation"] as? [String: String])
            let uri = try XCTUnwrap(artifact["uri"])
            XCTAssertFalse(uri.contains(" ") || uri.contains(",") || uri.contains("#") || uri.contains("?"), uri)
            if finding.path.hasPrefix("/") {
                XCTAssertNil(artifact["uriBaseId"])
                XCTAssertEqual(URL(string: uri)?.path, finding.path)
            } else {
                XCTAssertEqual(artifact["uriBaseId"], "%SRCROOT%")
                XCTAssertEqual(uri.removingPercentEncoding, finding.path)
            }
            XCTAssertEqual((result["partialFingerprints"] as? [String: String])?.keys.sorted(), [SARIFReporter.fingerprintKey])
        }
    }

    func testFingerprintsSurviveInsertedLinesAbove() throws {
        let shifted = ReporterFixtures.findings.map { finding -> Finding in
            var finding = finding
            finding.line += 3
            finding.endLine += 3
            return finding
        }
        func fingerprints(_ log: String) throws -> [String?] {
            try parse(log).results.map { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
        }
        XCTAssertEqual(try fingerprints(SARIFReporter.report(shifted, context: ReporterFixtures.context)), try fingerprints(fixtureLog))
    }

    /// SARIF counts columns in UTF-16 code units (the run says so in `columnKind`): after a rocket (4
    /// bytes, 2 UTF-16 units) on the same line, the region starts 2 columns left of the byte column.
    func testColumnsAreUTF16CodeUnits() throws {
        var finding = ReporterFixtures.findings[3]
        finding.lineText = "let s = \"🚀\"; swipe.isEnabled = false"
        (finding.column, finding.endColumn) = (17, 38)
        (finding.utf16Column, finding.utf16EndColumn) = (15, 36)
        (finding.related[0].utf16Column, finding.related[0].utf16EndColumn) = (7, 15)
        let log = try parse(SARIFReporter.report([finding], context: ReporterFixtures.context))
        XCTAssertEqual(log.run["columnKind"] as? String, "utf16CodeUnits")
        let result = try XCTUnwrap(log.results.first)
        let region = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        XCTAssertEqual(region, ["startLine": finding.line, "startColumn": 15, "endLine": finding.endLine, "endColumn": 36])
        // The related sites count the same unit.
        let related = ((result["relatedLocations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        XCTAssertEqual(related, ["startLine": 7, "startColumn": 7, "endLine": 7, "endColumn": 15])
    }

    func testTheRepositoryRootLocatesSRCROOT() throws {
        let context = ReportContext(toolVersion: "1", filesAnalyzed: 1, repositoryRoot: "/work/my app")
        let log = try parse(SARIFReporter.report(ReporterFixtures.findings, context: context))
        let base = (log.run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
        XCTAssertEqual(base?["uri"] as? String, "file:///work/my%20app/")
        XCTAssertNil(try parse(fixtureLog).run["originalUriBaseIds"], "no root, no base to locate")
        XCTAssertEqual(try JSONSchemaValidator.violations(of: SARIFReporter.report(ReporterFixtures.findings, context: context),
                                                          against: try JSONSchemaValidator.sarifSchema), [])
    }
}
