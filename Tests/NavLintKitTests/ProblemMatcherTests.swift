import Foundation
import NavLintKit
import NavLintTestSupport
import XCTest

/// The GitHub Actions problem matcher and the VS Code task in README.md must read navlint's actual
/// output: file, line, column, severity, message and rule id.
final class ProblemMatcherTests: XCTestCase {
    /// A matcher pattern: the expression and the group of each field.
    struct Pattern {
        var regexp: String
        var groups: [String: Int]
    }

    /// The ```json blocks of README.md, parsed.
    func readmeJSONBlocks() throws -> [[String: Any]] {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [[String: Any]] = []
        for chunk in readme.components(separatedBy: "```json\n").dropFirst() {
            guard let end = chunk.range(of: "\n```") else { continue }
            let object = try JSONSerialization.jsonObject(with: Data(chunk[..<end.lowerBound].utf8))
            if let object = object as? [String: Any] { blocks.append(object) }
        }
        return blocks
    }

    func pattern(_ object: Any?) throws -> Pattern {
        let dictionary = try XCTUnwrap(object as? [String: Any])
        var groups: [String: Int] = [:]
        for field in ["file", "line", "column", "severity", "message", "code"] {
            groups[field] = try XCTUnwrap(dictionary[field] as? Int, "no group for \(field)")
        }
        return Pattern(regexp: try XCTUnwrap(dictionary["regexp"] as? String), groups: groups)
    }

    func matchers() throws -> [(name: String, pattern: Pattern)] {
        let blocks = try readmeJSONBlocks()
        let github = try XCTUnwrap(blocks.first { $0["problemMatcher"] is [Any] }, "no GitHub problem matcher in README.md")
        let githubMatcher = try XCTUnwrap((github["problemMatcher"] as? [[String: Any]])?.first)
        XCTAssertEqual(githubMatcher["owner"] as? String, "navlint")
        let githubPattern = try pattern((githubMatcher["pattern"] as? [Any])?.first)

        let vscode = try XCTUnwrap(blocks.first { $0["tasks"] != nil }, "no VS Code tasks.json in README.md")
        let task = try XCTUnwrap((vscode["tasks"] as? [[String: Any]])?.first)
        XCTAssertEqual(task["command"] as? String, "navlint")
        let vscodePattern = try pattern((task["problemMatcher"] as? [String: Any])?["pattern"])
        return [("GitHub Actions", githubPattern), ("VS Code", vscodePattern)]
    }

    func testThePatternsReadNavlintsOutput() throws {
        let folder = try TemporaryFolder()
        // Awkward names: spaces, a colon and brackets in the path, a message quoting a type.
        try folder.write("App/Sign Up: [v2]/Wizard.swift", Fixtures.leakyWizard)
        try folder.write("App/Stale.swift", "// navlint:disable:next interactive-pop-disabled - was fixed\nlet a = 1\n")
        try folder.write(".navlint.json", "{\"rules\": {\"unused-suppression\": \"error\"}}")
        let findings = folder.inside { Linter(configuration: try! ConfigurationLoader.load(".navlint.json"), jobs: 1).lint(paths: ["."]).findings }
        let run = folder.navlint(["--quiet"])
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(Set(findings.map(\.severity.rawValue)), ["warning", "error"])

        for (name, pattern) in try matchers() {
            let expression = try NSRegularExpression(pattern: pattern.regexp)
            for (line, finding) in zip(lines, findings) {
                let match = try XCTUnwrap(expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                                          "\(name) does not match \(line)")
                func group(_ field: String) -> String? {
                    Range(match.range(at: pattern.groups[field]!), in: line).map { String(line[$0]) }
                }
                XCTAssertEqual(group("file"), finding.path, name)
                XCTAssertEqual(group("line"), String(finding.line), name)
                XCTAssertEqual(group("column"), String(finding.column), name)
                XCTAssertEqual(group("severity"), finding.severity.rawValue, name)
                XCTAssertEqual(group("message"), finding.message, name)
                XCTAssertEqual(group("code"), finding.ruleID, name)
            }
            // The summary line (on standard error) is not taken for a finding.
            let summary = "1 warning (lifecycle-detach 1), 1 error (push-without-flush 1) in 2 files"
            XCTAssertNil(expression.firstMatch(in: summary, range: NSRange(location: 0, length: summary.utf16.count)), name)
        }
    }
}
