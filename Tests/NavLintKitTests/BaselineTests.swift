@testable import NavLintKit
import NavLintReporters
import NavLintTestSupport
import XCTest

final class BaselineTests: XCTestCase {
    func finding(_ path: String, line: Int, text: String, message: String = "m", rule: String = "interactive-pop-disabled") -> Finding {
        Finding(ruleID: rule, severity: .warning, message: message, path: path, line: line, column: 9,
                endLine: line, endColumn: 20, lineText: text)
    }

    func testAFindingSurvivesLinesInsertedAboveIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        let before = folder.inside { Linter(jobs: 1).lint(paths: ["App"]) }.findings
        XCTAssertEqual(before.map(\.line), [4])
        let baseline = Baseline(findings: before, path: folder.path + "/navlint-baseline.json")

        try folder.write("App/Wizard.swift", "import UIKit\n\n// The sign-up wizard.\n" + Fixtures.leakyWizard)
        let after = folder.inside { Linter(jobs: 1).lint(paths: ["App"]) }.findings
        XCTAssertEqual(after.map(\.line), [7])
        XCTAssertEqual(baseline.filter(after).new, [])
        XCTAssertEqual(baseline.filter(after).accepted, 1)
    }

    func testIdenticalFindingsAreCounted() {
        let one = finding("A.swift", line: 3, text: "navigationController?.interactivePopGestureRecognizer?.isEnabled = false")
        var two = one
        two.line = 9
        var three = one
        three.line = 15
        let baseline = Baseline(findings: [one, two], path: "baseline.json")
        XCTAssertEqual(baseline.counts.values.sorted(), [2])
        XCTAssertEqual(baseline.filter([one, two]).new, [])
        // A third copy of an accepted finding is new; the first ones in report order are accepted.
        XCTAssertEqual(baseline.filter([one, two, three]).new, [three])
        XCTAssertEqual(baseline.filter([one, two, three]).accepted, 2)
    }

    func testPathRuleMessageAndLineTextAllCount() {
        let accepted = finding("A.swift", line: 3, text: "x = false")
        let baseline = Baseline(findings: [accepted], path: "baseline.json")
        let others = [
            finding("B.swift", line: 3, text: "x = false"),
            finding("A.swift", line: 3, text: "x = false", rule: "unused-suppression"),
            finding("A.swift", line: 3, text: "x = false", message: "other"),
            finding("A.swift", line: 3, text: "y = false"),
        ]
        XCTAssertEqual(baseline.filter(others).new, others)
        var moved = accepted
        moved.line = 40
        moved.column = 2
        XCTAssertEqual(baseline.filter([moved]).new, [])
    }

    func testPathsAreStoredRelativeToTheBaselineFolder() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/config/baseline.json"
        let baseline = folder.inside { Baseline(findings: [finding("App/A.swift", line: 1, text: "t")], path: path) }
        XCTAssertEqual(baseline.counts.keys.map(\.path), ["../App/A.swift"])
        let inside = folder.inside { Baseline(findings: [finding("config/A.swift", line: 1, text: "t")], path: path) }
        XCTAssertEqual(inside.counts.keys.map(\.path), ["A.swift"])
        // The same file seen from another current folder still matches.
        try FileManager.default.createDirectory(atPath: folder.path + "/config/sub", withIntermediateDirectories: true)
        folder.inside("config/sub") {
            XCTAssertEqual(inside.filter([finding("../A.swift", line: 1, text: "t")]).new, [])
        }
    }

    func testItRoundTripsThroughItsFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/baseline.json"
        let findings = [
            finding(folder.path + "/B.swift", line: 2, text: "b \"quoted\"\\", message: "'B' leaks"),
            finding(folder.path + "/A.swift", line: 1, text: "a"),
            finding(folder.path + "/A.swift", line: 7, text: "a"),
        ]
        let baseline = Baseline(findings: findings, path: path)
        try folder.write("baseline.json", baseline.rendered())
        XCTAssertEqual(try Baseline.load(path), baseline)
        XCTAssertEqual(baseline.rendered(), """
            {
              "findings": [
                {
                  "count": 2,
                  "line": "a",
                  "message": "m",
                  "path": "A.swift",
                  "rule": "interactive-pop-disabled"
                },
                {
                  "count": 1,
                  "line": "b \\"quoted\\"\\\\",
                  "message": "'B' leaks",
                  "path": "B.swift",
                  "rule": "interactive-pop-disabled"
                }
              ],
              "version": 1
            }

            """)
    }

    func testAMalformedBaselineIsAnErrorNamingTheFile() throws {
        let folder = try TemporaryFolder()
        func loadError(_ text: String) throws -> String {
            try folder.write("b.json", text)
            do {
                _ = try Baseline.load(folder.path + "/b.json")
                return "no error"
            } catch {
                return "\(error)".replacingOccurrences(of: folder.path + "/", with: "")
            }
        }
        XCTAssertEqual(try loadError("{\"findings\": [}"), "b.json:1:15: invalid JSON: expected a value, found '}'")
        XCTAssertEqual(try loadError("[]"), "b.json:1:1: malformed baseline: expected an object with 'version' and 'findings'")
        XCTAssertEqual(try loadError("{\"version\": 2, \"findings\": []}"), "b.json:1:2: malformed baseline: 'version' must be 1")
        XCTAssertEqual(try loadError("{\"version\": 1, \"findings\": [{\"path\": \"A.swift\"}]}"),
                       "b.json:1:29: malformed baseline: 'findings[0]' must be an object with the strings 'path', 'rule', 'message', 'line' and the number 'count'")
        XCTAssertEqual(try loadError("{\"version\": 1, \"findings\": [{\"path\": \"A\", \"rule\": \"r\", \"message\": \"m\", \"line\": \"l\", \"count\": 0}]}"),
                       "b.json:1:85: malformed baseline: 'findings[0].count' must be a positive whole number")
        XCTAssertThrowsError(try Baseline.load(folder.path + "/missing.json")) {
            XCTAssertEqual("\($0)", folder.path + "/missing.json: cannot read: no such file or directory; check the path")
        }
    }
}
