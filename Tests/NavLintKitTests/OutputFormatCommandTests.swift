import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NavLintKit
import NavLintReporters
import NavLintRules
import NavLintTestSupport
import XCTest

/// The formats and `navlint explain` through the command line: machine output alone on standard
/// output, status and errors on standard error, the rule documents compiled in.
final class OutputFormatCommandTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try """
            final class LockedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.interactivePopGestureRecognizer?.isEnabled = false
                }
            }

            """.write(to: directory.appendingPathComponent("Locked, \"odd\" <name> & 100%.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let console = BufferConsole()
        let status = CommandLineTool.run(arguments, console: console)
        return (status, console.output, console.error)
    }

    func testEveryMachineFormatWritesOnlyItsDocumentToStandardOutput() throws {
        let missing = directory.appendingPathComponent("missing").path
        for format in ["json", "sarif", "gitlab", "checkstyle", "junit"] {
            let (status, output, error) = run(["--format", format, directory.path, missing])
            XCTAssertEqual(status, CommandLineTool.ExitCode.failure, "\(format): a missing path fails the run")
            XCTAssertTrue(error.contains("navlint: error:") && error.contains("missing"), "\(format): \(error)")
            XCTAssertTrue(error.contains("1 warning (interactive-pop-disabled 1), 0 errors in 1 file"), "\(format): summary on standard error: \(error)")
            XCTAssertFalse(output.contains("navlint: error"), format)
            if format == "checkstyle" || format == "junit" {
                XCTAssertTrue(XMLParser(data: Data(output.utf8)).parse(), "\(format) output is not well-formed XML:\n\(output)")
            } else {
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(output.utf8)), "\(format) output is not JSON:\n\(output)")
            }
            XCTAssertTrue(output.contains("interactive-pop-disabled"), "\(format): the finding is reported")
        }
    }

    func testGitHubFormatReportsTheFindingAsAnAnnotation() {
        let (status, output, _) = run(["--format=github", "--quiet", directory.path])
        XCTAssertEqual(status, CommandLineTool.ExitCode.success)
        // Without .git or .navlint.json above it, the linted folder is the root that paths start from.
        XCTAssertTrue(output.hasPrefix("::warning file=Locked%2C \"odd\" <name> & 100%25.swift,line=4,col=9,"), output)
    }

    func testAnUnknownFormatIsAUsageErrorListingTheFormats() {
        let (status, output, error) = run(["--format", "yaml", directory.path])
        XCTAssertEqual(status, CommandLineTool.ExitCode.failure)
        XCTAssertEqual(output, "")
        XCTAssertTrue(error.contains("unknown format 'yaml'; use one of: xcode, json, sarif, github, gitlab, checkstyle, junit"), error)
    }

    func testSARIFOfTheExamplesValidatesAndDescribesEveryRule() throws {
        let current = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(Repository.root.path)
        defer { FileManager.default.changeCurrentDirectoryPath(current) }
        let (_, output, _) = run(["--format", "sarif", "--quiet", "Examples"])
        XCTAssertEqual(try JSONSchemaValidator.violations(of: output, against: try JSONSchemaValidator.sarifSchema), [])
        XCTAssertTrue(output.contains("\"relatedLocations\"") && output.contains("\"codeFlows\""), "the cycles' links are validated too")

        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, RuleCatalog.all.map(\.identifier))
        for rule in rules {
            let identifier = try XCTUnwrap(rule["id"] as? String)
            let document = try String(contentsOf: Repository.rules.appendingPathComponent("\(identifier).md"), encoding: .utf8)
            XCTAssertEqual((rule["help"] as? [String: String])?["markdown"], document, "\(identifier): help is its Rules/<id>.md")
        }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertFalse(results.isEmpty, "the examples have findings")
        for result in results {
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let uri = (location?["artifactLocation"] as? [String: String])?["uri"] ?? ""
            XCTAssertTrue(uri.hasPrefix("Examples/"), "repository-relative URI: \(uri)")
        }
    }

    func testExplainPrintsTheRuleDocument() throws {
        for identifier in ["interactive-pop-disabled", "unused-suppression"] {
            let (status, output, error) = run(["explain", identifier])
            XCTAssertEqual(status, CommandLineTool.ExitCode.success)
            XCTAssertEqual(error, "")
            let document = try String(contentsOf: Repository.rules.appendingPathComponent("\(identifier).md"), encoding: .utf8)
            XCTAssertTrue(output.hasPrefix(document), output)
            XCTAssertEqual(String(output.dropFirst(document.count)), RuleCatalog.safeShapes(of: identifier).isEmpty ? ""
                : "\n## Safe shapes\n\nNot reported (each is a non-triggering example above):\n\n"
                    + RuleCatalog.safeShapes(of: identifier).map { "- \($0)\n" }.joined())
        }
    }

    func testExplainListsTheShapesTheRuleAcceptsAsSafe() {
        let (status, output, _) = run(["explain", "child-never-released"])
        XCTAssertEqual(status, CommandLineTool.ExitCode.success)
        let list = output.components(separatedBy: "\n## Safe shapes\n").last ?? ""
        XCTAssertTrue(list.contains("- Removed in the child's finish closure\n"), list)
        XCTAssertTrue(list.contains("- Tabs\n"), list)
        XCTAssertFalse(list.contains("FIXME"), list)
        for rule in RuleCatalog.all.map(\.identifier) where rule != RuleCatalog.unusedSuppression.identifier {
            XCTAssertFalse(RuleCatalog.safeShapes(of: rule).isEmpty, "\(rule) lists no safe shape")
        }
    }

    func testExplainOfAnUnknownRulePointsToTheRuleList() {
        let (status, output, error) = run(["explain", "interactive-pop-disable"])
        XCTAssertEqual(status, CommandLineTool.ExitCode.failure)
        XCTAssertEqual(output, "")
        XCTAssertEqual(error, "navlint: error: unknown rule 'interactive-pop-disable'; did you mean 'interactive-pop-disabled'? 'navlint rules' lists the rule ids\n")
    }

    func testExplainNeedsExactlyOneRule() {
        for arguments in [["explain"], ["explain", "a", "b"]] {
            let (status, output, error) = run(arguments)
            XCTAssertEqual(status, CommandLineTool.ExitCode.failure)
            XCTAssertEqual(output, "")
            XCTAssertTrue(error.contains("usage: navlint explain <rule-id>"), error)
        }
    }

    func testTheReportContextDescribesEveryRuleTheLinterCanReport() {
        XCTAssertEqual(RuleCatalog.unusedSuppression.identifier, Configuration.unusedSuppressionRuleID)
        let catalog = RuleMetadata.catalog
        XCTAssertEqual(catalog.map(\.identifier), (RuleRegistry.all.map { $0.description.identifier } + [Configuration.unusedSuppressionRuleID]).sorted())
        for rule in catalog {
            XCTAssertTrue(rule.documentation.hasPrefix("# \(rule.identifier)\n"), "\(rule.identifier): no compiled document")
        }
    }

    func testHelpListsExplainAndEveryFormat() {
        let (status, output, _) = run(["--help"])
        XCTAssertEqual(status, CommandLineTool.ExitCode.success)
        XCTAssertTrue(output.contains("  explain <rule-id>       Print a rule's documentation"), output)
        XCTAssertTrue(output.contains("--format <format>       Output format: xcode, json, sarif, github, gitlab, checkstyle, junit (default: xcode)."), output)
    }
}
