import Foundation
import NavLintReporters
import XCTest

/// `--format gitlab`: GitLab Code Quality issues.
final class GitLabReporterTests: XCTestCase {
    func testIssuesCarryTheFieldsGitLabRequires() throws {
        let output = GitLabReporter.report(ReporterFixtures.findings, context: ReporterFixtures.context)
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.count, ReporterFixtures.findings.count)
        for (issue, finding) in zip(issues, ReporterFixtures.sortedFindings) {
            XCTAssertEqual(issue["description"] as? String, finding.message)
            XCTAssertEqual(issue["check_name"] as? String, finding.ruleID)
            XCTAssertEqual(issue["severity"] as? String, finding.severity == .error ? "major" : "minor")
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertEqual(location["path"] as? String, finding.path)
            XCTAssertEqual((location["lines"] as? [String: Int])?["begin"], finding.line)
        }
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(fingerprints.count, issues.count)
        XCTAssertEqual(Set(fingerprints).count, fingerprints.count, "fingerprints must be unique within a report")
    }

    func testFingerprintsAreTheSARIFOnes() throws {
        let gitlab = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GitLabReporter.report(ReporterFixtures.findings, context: ReporterFixtures.context).utf8)) as? [[String: Any]])
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SARIFReporter.report(ReporterFixtures.findings, context: ReporterFixtures.context).utf8)) as? [String: Any])
        let results = try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        XCTAssertEqual(gitlab.map { $0["fingerprint"] as? String },
                       results.map { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] })
    }

    func testAnEmptyRunIsAnEmptyArray() {
        XCTAssertEqual(GitLabReporter.report([], context: ReporterFixtures.context), "[]\n")
    }
}
