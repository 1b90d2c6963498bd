@testable import NavLintKit
import NavLintTestSupport
import XCTest

/// The `// navlint:` comments of the issue: `disable <rule-id>… [- reason]` … `enable <rule-id>…`,
/// `disable:next`, `disable:this`, `all`, and `unused-suppression` for those that silence nothing.
final class SuppressionTests: XCTestCase {
    let disable = "navigationController?.interactivePopGestureRecognizer?.isEnabled = false"

    /// `line:column rule` of every finding for `source`, one file.
    func findings(_ source: String, configuration: Configuration = Configuration()) -> [String] {
        Linter(configuration: configuration, jobs: 1).lint([SourceInput(path: "Screen.swift", text: source)])
            .findings.map { "\($0.line):\($0.column) \($0.ruleID)" }
    }

    /// A view controller with one method per entry of `lines`, each line in its own method body.
    func screen(_ lines: [String]) -> String {
        var source = "final class WizardViewController: UIViewController {\n"
        for (index, line) in lines.enumerated() { source += "    func step\(index)() {\n        \(line)\n    }\n" }
        return source + "}\n"
    }

    func testUnsuppressedFindingsAreReported() {
        XCTAssertEqual(findings(screen([disable, disable])), ["3:9 interactive-pop-disabled", "6:9 interactive-pop-disabled"])
    }

    func testARegionRunsFromDisableToEnable() {
        let source = screen(["// navlint:disable interactive-pop-disabled - legacy wizard", disable,
                             "// navlint:enable interactive-pop-disabled", disable])
        XCTAssertEqual(findings(source), ["12:9 interactive-pop-disabled"])
    }

    func testARegionWithoutEnableRunsToTheEndOfTheFile() {
        let source = "// navlint:disable interactive-pop-disabled\n" + screen([disable, disable])
        XCTAssertEqual(findings(source), [])
    }

    func testDisableNextCoversOnlyTheNextLine() {
        let source = """
            final class WizardViewController: UIViewController {
                func start() {
                    // navlint:disable:next interactive-pop-disabled - the wizard has its own close button
                    \(disable)
                    \(disable)
                }
            }
            """
        XCTAssertEqual(findings(source), ["5:9 interactive-pop-disabled"])
    }

    func testDisableThisCoversItsOwnLine() {
        let source = screen([disable + " // navlint:disable:this interactive-pop-disabled", disable])
        XCTAssertEqual(findings(source), ["6:9 interactive-pop-disabled"])
        let block = screen([disable + " /* navlint:disable:this interactive-pop-disabled */"])
        XCTAssertEqual(findings(block), [])
    }

    func testAllCoversEveryRule() {
        XCTAssertEqual(findings(screen(["// navlint:disable:next all\n        " + disable])), [])
        let region = screen(["// navlint:disable all", disable, "// navlint:enable all", disable])
        XCTAssertEqual(findings(region), ["12:9 interactive-pop-disabled"])
    }

    func testSeveralRuleIdsInOneComment() {
        let source = screen(["// navlint:disable:next unused-suppression interactive-pop-disabled\n        " + disable])
        // `unused-suppression` silenced nothing, but a suppression of it is not reported by itself.
        XCTAssertEqual(findings(source), [])
    }

    func testASuppressionThatSilencesNothingIsReported() {
        let source = screen(["// navlint:disable:next interactive-pop-disabled\n        title = \"Sign\""])
        XCTAssertEqual(findings(source), ["3:9 unused-suppression"])
        let messages = Linter(jobs: 1).lint([SourceInput(path: "S.swift", text: source)]).findings.map(\.message)
        XCTAssertEqual(messages, ["suppression of 'interactive-pop-disabled' suppresses nothing; remove it"])
    }

    func testMisspelledAndMalformedSuppressionsAreReported() {
        let messages = Linter(jobs: 1).lint([SourceInput(path: "S.swift", text: """
            // navlint:disable:next interactive-pop-disable
            let a = 1
            // navlint:ignore interactive-pop-disabled
            // navlint:disable
            // navlint:disable all
            let b = 2
            """)]).findings.map { "\($0.line) \($0.message)" }
        XCTAssertEqual(messages, [
            "1 'interactive-pop-disable' is not a navlint rule; did you mean 'interactive-pop-disabled'? see 'navlint rules'",
            "3 unknown navlint command 'ignore'; use disable, enable, disable:next, disable:previous or disable:this",
            "4 'navlint:disable' names no rule; write a rule id or 'all'",
            "5 'navlint:disable all' suppresses nothing; remove it",
        ])
    }

    func testARegionOfAllThatSilencesNothingDoesNotSilenceItsOwnReport() {
        XCTAssertEqual(findings("// navlint:disable all - legacy\nlet a = 1\n"), ["1:1 unused-suppression"])
        XCTAssertEqual(findings("let a = 1 // navlint:disable:this all\n"), ["1:11 unused-suppression"])
        // It still silences the report about a stale suppression further down, and, having silenced
        // no finding of a rule, is itself reported.
        XCTAssertEqual(findings("// navlint:disable all\nlet a = 1 // navlint:disable:this interactive-pop-disabled\n"),
                       ["1:1 unused-suppression"])
    }

    func testSuppressionsOfRulesTurnedOffAreNotReported() {
        var configuration = Configuration()
        configuration.rules["interactive-pop-disabled"] = .init(isEnabled: false)
        XCTAssertEqual(findings(screen(["// navlint:disable:next interactive-pop-disabled\n        title = \"x\""]),
                                configuration: configuration), [])
    }

    func testUnusedSuppressionCanBeTurnedOffOrMadeAnError() {
        let source = screen(["// navlint:disable:next interactive-pop-disabled\n        title = \"x\""])
        var configuration = Configuration()
        configuration.rules["unused-suppression"] = .init(isEnabled: false)
        XCTAssertEqual(findings(source, configuration: configuration), [])
        configuration.rules["unused-suppression"] = .init(severity: .error)
        XCTAssertEqual(Linter(configuration: configuration, jobs: 1).lint([SourceInput(path: "S.swift", text: source)])
            .findings.map(\.severity), [.error])
    }

    func testACommentedOutOrQuotedSuppressionDoesNothing() {
        XCTAssertEqual(findings(screen(["// // navlint:disable:next interactive-pop-disabled\n        " + disable])),
                       ["4:9 interactive-pop-disabled"])
        XCTAssertEqual(findings(screen(["let s = \"// navlint:disable:next interactive-pop-disabled\"\n        " + disable])),
                       ["4:9 interactive-pop-disabled"])
    }
}
