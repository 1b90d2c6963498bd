import Foundation
@testable import NavLintKit
import NavLintReporters
import NavLintRules
import NavLintSyntax
import NavLintTestSupport
import XCTest

/// What a SwiftLint user types and expects: `--reporter`, `-q`, `disable:previous`, a rule list
/// with every id, findings counted per rule in the summary, and "did you mean" for a misspelt id.
final class SwiftLintHabitsTests: XCTestCase {
    func testReporterIsFormatAndQIsQuiet() throws {
        let folder = try TemporaryFolder()
        try folder.write("Wizard.swift", Fixtures.leakyWizard)
        let reference = folder.navlint(["--format", "json", "--quiet"])
        XCTAssertTrue(reference.output.contains("\"ruleId\": \"interactive-pop-disabled\""), reference.output)
        XCTAssertEqual(reference.error, "")
        for arguments in [["--reporter", "json", "-q"], ["--reporter=json", "-q"], ["-q", "--format", "xcode", "--reporter", "json"]] {
            XCTAssertEqual(folder.navlint(arguments), reference, "\(arguments)")
        }
        XCTAssertEqual(folder.navlint(["--reporter", "yaml"]).error.components(separatedBy: "\n").first,
                       "navlint: error: unknown format 'yaml'; use one of: \(ReporterRegistry.all.map { $0.identifier }.joined(separator: ", "))")
        XCTAssertEqual(folder.navlint(["--reporter"]).error.components(separatedBy: "\n").first, "navlint: error: option '--reporter' needs a value")
        XCTAssertEqual(folder.navlint(["-q=yes"]).error.components(separatedBy: "\n").first, "navlint: error: option '-q' takes no value")
    }

    func testDisablePreviousCoversOnlyTheLineBefore() {
        let disable = "navigationController?.interactivePopGestureRecognizer?.isEnabled = false"
        let source = """
            final class WizardViewController: UIViewController {
                func start() {
                    \(disable)
                    // navlint:disable:previous interactive-pop-disabled - the wizard has its own close button
                    \(disable)
                    \(disable) // navlint:disable:previous interactive-pop-disabled
                }
            }
            """
        let findings = Linter(jobs: 1).lint([SourceInput(path: "S.swift", text: source)]).findings
        XCTAssertEqual(findings.map { "\($0.line):\($0.column) \($0.ruleID)" }, ["6:9 interactive-pop-disabled"])
        // With nothing on the line before, it is reported as unused.
        let unused = Linter(jobs: 1).lint([SourceInput(path: "S.swift", text: "let a = 1\n// navlint:disable:previous interactive-pop-disabled\n")])
        XCTAssertEqual(unused.findings.map { "\($0.line) \($0.message)" }, ["2 suppression of 'interactive-pop-disabled' suppresses nothing; remove it"])
    }

    func testRulesListsEveryIdTheConfigurationAccepts() {
        let console = BufferConsole()
        XCTAssertEqual(CommandLineTool.run(["rules"], console: console), 0)
        let listed = console.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        XCTAssertEqual(listed, Configuration.knownRuleIDs)
        XCTAssertTrue(console.output.contains("\nunused-suppression              warning  A 'navlint:' suppression comment silences nothing\n"), console.output)
    }

    func testTheSummaryCountsFindingsPerRule() {
        func finding(_ rule: String, _ severity: Severity) -> Finding {
            Finding(ruleID: rule, severity: severity, message: "m", path: "A.swift", line: 1, column: 1, endLine: 1, endColumn: 2)
        }
        let findings = [
            finding("closure-capture-cycle", .error), finding("push-without-flush", .error), finding("lifecycle-detach", .warning),
            finding("push-without-flush", .error), finding("attach-without-detach", .error),
        ]
        XCTAssertEqual(LintCommand.summary(findings, files: 412, accepted: 2),
                       "1 warning (lifecycle-detach 1), 4 errors (push-without-flush 2, attach-without-detach 1, closure-capture-cycle 1) in 412 files; 2 findings accepted by the baseline\n")
        XCTAssertEqual(LintCommand.summary([], files: 1), "0 warnings, 0 errors in 1 file\n")
    }

    func testAMisspeltRuleIdInTheConfigurationSuggestsTheRightOne() {
        let cases = [
            ("interactive-pop-disable", " did you mean 'interactive-pop-disabled'?"),
            ("push-without-flsuh", " did you mean 'push-without-flush'?"),
            ("Lifecycle-Detach", " did you mean 'lifecycle-detach'?"),
            ("unused-suppresion", " did you mean 'unused-suppression'?"),
            ("no-such-rule-at-all", ""),
            (String(repeating: "x", count: 100_000), ""),
        ]
        for (typed, hint) in cases {
            XCTAssertEqual(Configuration.didYouMean(typed), hint, String(typed.prefix(30)))
        }
        XCTAssertThrowsError(try ConfigurationLoader.parse(Array("{\"rules\": {\"push-without-flsuh\": \"off\"}}".utf8), path: ".navlint.json")) { error in
            XCTAssertEqual("\(error)", ".navlint.json:1:12: unknown rule 'rules.push-without-flsuh'; did you mean 'push-without-flush'? see 'navlint rules' for the rule ids")
        }
    }

    func testAMisspeltRuleIdInASuppressionSuggestsTheRightOne() {
        let findings = Linter(jobs: 1).lint([SourceInput(path: "S.swift", text: """
            // navlint:disable:next interactive-pop-disable
            let a = 1
            // navlint:disable:next no-such-rule-at-all
            let b = 2
            """)]).findings
        XCTAssertEqual(findings.map(\.message), [
            "'interactive-pop-disable' is not a navlint rule; did you mean 'interactive-pop-disabled'? see 'navlint rules'",
            "'no-such-rule-at-all' is not a navlint rule; see 'navlint rules'",
        ])
    }

    func testEditDistance() {
        for (lhs, rhs, distance) in [("", "", 0), ("abc", "", 3), ("", "ab", 2), ("kitten", "sitting", 3), ("flush", "flsuh", 2), ("same", "same", 0)] {
            XCTAssertEqual(Configuration.editDistance(Array(lhs.utf8), Array(rhs.utf8)), distance, "\(lhs) \(rhs)")
        }
    }
}
