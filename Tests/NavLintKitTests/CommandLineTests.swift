import Foundation
@testable import NavLintKit
import NavLintReporters
import NavLintTestSupport
import XCTest

/// The command line as a user meets it: complete output on both streams and the exit code.
final class CommandLineTests: XCTestCase {
    func testHelpText() {
        let formats = ReporterRegistry.all.map { $0.identifier }.joined(separator: ", ")
        let expected = """
            OVERVIEW: Finds navigation memory leaks in RIBs and coordinator iOS apps.

            USAGE: navlint [lint] [<options>] [<path> ...]
                   navlint <subcommand> [<arguments>]

            ARGUMENTS:
              <path>                  Swift files or folders to lint (default: the current folder).
                                      Given only files, navlint indexes the whole project they
                                      belong to and reports on those files alone.

            OPTIONS:
              --config <file>         Configuration file (default: the nearest .navlint.json in the
                                      linted path's folder or above).
              --format <format>       Output format: \(formats) (default: xcode).
                                      --reporter <format> is the same.
              --output <file>         Write the report to <file> (atomically) instead of standard output.
              --baseline <file>       Report only the findings that <file> does not record (default: the
                                      configuration's "baseline" file, if it names one).
              --write-baseline <file> Record the current findings in <file> (atomically).
              --stdin-path <path>     Lint standard input as if it were the file at <path>.
              --fix                   Repair what has a safe mechanical repair ([weak self], weak),
                                      then report what is left.
              --dry-run               With --fix: print the repairs as a unified diff, write nothing.
              --absolute-paths        Print absolute paths (for Xcode and build plugins).
              --jobs <n>              Files read and parsed in parallel (default: the number of cores).
              --strict                Warnings fail the run too (exit code 1).
              --allow-zero-lintable-files
                                      Succeed when the paths hold no Swift file to lint.
              -q, --quiet             Do not print the summary line.
              --version               Show the version.
              -h, --help              Show this help.

            SUBCOMMANDS:
              lint                    Lint Swift files (the default).
              rules                   List every rule id with its default severity.
              init [<file>]           Write a starter .navlint.json with every default spelled out.
              config [<path>]         Print the effective configuration for <path> as JSON.
              explain <rule-id>       Print a rule's documentation: what it reports, why, how to fix it.
              graph [<path> ...]      Draw the ownership graph with the findings on it (see graph --help).
              lsp                     Run the language server on standard input and output.
              debug tokens <file>     Print a file's tokens: start offset, length, kind.
              debug outline <file>    Print the outline the parser builds for a file.

            EXIT CODES:
              0  no error-severity finding
              1  at least one error-severity finding (with --strict, any finding)
              2  bad usage, a bad configuration or baseline, a missing or unreadable path,
                 no Swift file to lint, a report that cannot be written, or another failure

            """
        for arguments in [["--help"], ["-h"], ["help"], ["lint", "--help"], ["App", "-h"]] {
            let console = BufferConsole()
            XCTAssertEqual(CommandLineTool.run(arguments, console: console), 0)
            XCTAssertEqual(console.output, expected, "\(arguments)")
            XCTAssertEqual(console.error, "")
        }
    }

    func testNoArgumentsLintsTheCurrentFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Wizard.swift", Fixtures.leakyWizard)
        XCTAssertEqual(folder.navlint([]), CommandRun(status: 0, output: Fixtures.wizardLine("Wizard.swift"), error: "1 warning (interactive-pop-disabled 1), 0 errors in 1 file\n"))
    }

    func testWarningsPassUnlessStrict() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        try folder.write("App/Home.swift", Fixtures.fixedWizard.replacingOccurrences(of: "Wizard", with: "Home"))
        XCTAssertEqual(folder.navlint([]), CommandRun(status: 0, output: Fixtures.wizardLine("App/Wizard.swift"),
                                                      error: "1 warning (interactive-pop-disabled 1), 0 errors in 2 files\n"))
        XCTAssertEqual(folder.navlint(["--strict"]).status, 1)
        XCTAssertEqual(folder.navlint(["--quiet", "App"]), CommandRun(status: 0, output: Fixtures.wizardLine("App/Wizard.swift"), error: ""))
        XCTAssertEqual(folder.navlint(["lint", "--jobs", "1", "Wizard.swift"], in: "App"),
                       CommandRun(status: 0, output: Fixtures.wizardLine("Wizard.swift"), error: "1 warning (interactive-pop-disabled 1), 0 errors in 2 files\n"))
    }

    func testAbsolutePaths() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        XCTAssertEqual(folder.navlint(["--quiet", "--absolute-paths", "Wizard.swift"], in: "App").output,
                       Fixtures.wizardLine(folder.path + "/App/Wizard.swift"))
    }

    func testAConfigurationMakesTheRuleAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        try folder.write(".navlint.json", "{\"rules\": {\"interactive-pop-disabled\": \"error\"}}")
        XCTAssertEqual(folder.navlint(["Wizard.swift"], in: "App"),
                       CommandRun(status: 1, output: Fixtures.wizardLine("Wizard.swift", severity: "error"), error: "0 warnings, 1 error (interactive-pop-disabled 1) in 1 file\n"))
        try folder.write("strict-off.json", "{\"rules\": {\"interactive-pop-disabled\": \"off\"}}")
        XCTAssertEqual(folder.navlint(["--config", "strict-off.json"]), CommandRun(status: 0, output: "", error: "0 warnings, 0 errors in 1 file\n"))
    }

    func testABadConfigurationStopsTheRunWithExitCode2() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        try folder.write(".navlint.json", "{\n  \"exclude\": \"Pods\"\n}\n")
        XCTAssertEqual(folder.navlint(["App"]), CommandRun(status: 2, output: "",
            error: "navlint: error: .navlint.json:2:3: 'exclude' must be an array of strings, not a string\n"))
        XCTAssertEqual(folder.navlint(["--format", "xcode", "--config", "missing.json"]), CommandRun(status: 2, output: "",
            error: "navlint: error: missing.json: cannot read: no such file or directory; check the path\n"))
    }

    func testExcludedFilesAreNeitherLintedNorIndexed() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        try folder.write("App/Generated/Other.swift", Fixtures.leakyWizard.replacingOccurrences(of: "Wizard", with: "Other"))
        try folder.write(".navlint.json", "{\"exclude\": [\"**/Generated\"]}")
        XCTAssertEqual(folder.navlint(["--quiet"], in: "App"), CommandRun(status: 0, output: Fixtures.wizardLine("Wizard.swift"), error: ""))
        // Named on the command line (as pre-commit does), an excluded file is still skipped.
        XCTAssertEqual(folder.navlint(["App/Generated/Other.swift"]), CommandRun(status: 0, output: "", error: "0 warnings, 0 errors in 1 file\n"))
    }

    func testGivenFilesTheWholeProjectIsIndexed() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true)
        try folder.write("App/Wizard/WizardViewController.swift", Fixtures.leakyWizard)
        try folder.write("App/Other/Wizard+Swipe.swift", Fixtures.wizardReenables)
        try folder.write("App/Other/Locked.swift", Fixtures.leakyWizard.replacingOccurrences(of: "Wizard", with: "Locked"))
        // The extension in another folder re-enables swipe-back: nothing to report for the wizard,
        // and the locked screen is not reported because it was not named.
        XCTAssertEqual(folder.navlint(["WizardViewController.swift"], in: "App/Wizard"),
                       CommandRun(status: 0, output: "", error: "0 warnings, 0 errors in 3 files\n"))
        XCTAssertEqual(folder.navlint(["--quiet", "App/Other/Locked.swift", "App/Wizard/WizardViewController.swift"]).output,
                       "App/Other/Locked.swift:4:9: warning: 'LockedViewController' disables the swipe-back gesture and never re-enables it; release the pushed child from a navigation-controller flush path instead [interactive-pop-disabled]\n")
    }

    /// An `include` pattern that leads out of the configuration's folder matches nothing navlint
    /// walks: a warning says so instead of the files being left out in silence.
    func testAnIncludeOutsideTheProjectIsAWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        try folder.write(".navlint.json", "{\"include\": [\"App\", \"../Shared/**\", \"App/../../Other\"]}")
        let warning = { (pattern: String) in "navlint: warning: .navlint.json: 'include' pattern '\(pattern)' points outside the project (the configuration file's folder); navlint never walks there\n" }
        XCTAssertEqual(folder.navlint(["App"]), CommandRun(status: 0, output: Fixtures.wizardLine("App/Wizard.swift"),
            error: warning("../Shared/**") + warning("App/../../Other") + "1 warning (interactive-pop-disabled 1), 0 errors in 1 file\n"))
    }

    /// No Swift file at the paths given (a wrong path in CI) is an error, as in SwiftLint, unless
    /// `--allow-zero-lintable-files` says it is expected.
    func testNoLintableFilesIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/README.md", "# App\n")
        try folder.write("Generated/Model.swift", "struct Model {}\n")
        try folder.write(".navlint.json", "{\"exclude\": [\"Generated\"]}")
        let hint = "; check the paths, and the configuration's include and exclude, or pass --allow-zero-lintable-files\n"
        XCTAssertEqual(folder.navlint(["App"]), CommandRun(status: 2, output: "",
            error: "navlint: error: no lintable files found at 'App'\(hint)0 warnings, 0 errors in 0 files\n"))
        XCTAssertEqual(folder.navlint(["--quiet", "App", "Generated"]), CommandRun(status: 2, output: "",
            error: "navlint: error: no lintable files found at 'App', 'Generated'\(hint)"))
        XCTAssertEqual(folder.navlint(["--quiet"], in: "App"), CommandRun(status: 2, output: "", error: "navlint: error: no lintable files found at '.'\(hint)"))
        XCTAssertEqual(folder.navlint(["--allow-zero-lintable-files", "App"]), CommandRun(status: 0, output: "", error: "0 warnings, 0 errors in 0 files\n"))
        // A Swift file named on the command line that the configuration excludes is a choice, not a
        // wrong path (pre-commit and the build plugin name files the configuration may exclude).
        XCTAssertEqual(folder.navlint(["--quiet", "Generated/Model.swift"]), CommandRun(status: 0, output: "", error: ""))
    }

    /// `--output` or `--write-baseline` naming the configuration or the baseline read (also through
    /// a link, or another spelling) would destroy it: refused before anything is written.
    func testAnOutputThatWouldOverwriteAnInputIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        try folder.write(".navlint.json", "{}")
        XCTAssertEqual(folder.navlint(["--write-baseline", "baseline.json"]).status, 0)
        let baseline = try XCTUnwrap(folder.read("baseline.json"))
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.json", withDestinationPath: "baseline.json")
        XCTAssertEqual(link(folder.path + "/.navlint.json", folder.path + "/config-copy.json"), 0)
        let cases: [([String], String)] = [
            (["--output", ".navlint.json"], ".navlint.json: --output would overwrite the configuration file"),
            (["--output", "App/../.navlint.json", "App"], "App/../.navlint.json: --output would overwrite the configuration file"),
            (["--config", "config-copy.json", "--output", ".navlint.json"], ".navlint.json: --output would overwrite the configuration file"),
            (["--write-baseline", ".navlint.json"], ".navlint.json: --write-baseline would overwrite the configuration file"),
            (["--baseline", "baseline.json", "--output", "link.json"], "link.json: --output would overwrite the baseline"),
            (["--output", "new.txt", "--write-baseline", "./new.txt"], "new.txt: --output and --write-baseline name the same file"),
            (["graph", "--output", ".navlint.json"], ".navlint.json: --output would overwrite the configuration file"),
        ]
        for (arguments, message) in cases {
            XCTAssertEqual(folder.navlint(arguments), CommandRun(status: 2, output: "", error: "navlint: error: \(message); name another file\n"), "\(arguments)")
        }
        XCTAssertEqual(folder.read(".navlint.json"), "{}")
        XCTAssertEqual(folder.read("baseline.json"), baseline)
        XCTAssertNil(folder.read("new.txt"))
        // Updating the baseline in place is fine.
        XCTAssertEqual(folder.navlint(["--quiet", "--baseline", "baseline.json", "--write-baseline", "baseline.json"]).status, 0)
    }

    func testStdinPathLintsTheBufferInPlaceOfTheFile() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true)
        try folder.write("App/Wizard.swift", Fixtures.fixedWizard)
        try folder.write("App/Home.swift", "final class HomeViewController: UIViewController {}\n")
        XCTAssertEqual(folder.navlint(["--stdin-path", "App/Wizard.swift"], input: Fixtures.leakyWizard),
                       CommandRun(status: 0, output: Fixtures.wizardLine("App/Wizard.swift"), error: "1 warning (interactive-pop-disabled 1), 0 errors in 2 files\n"))
        // The disk has the leak, the buffer is fixed: nothing.
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        XCTAssertEqual(folder.navlint(["--quiet", "--stdin-path", "App/Wizard.swift"], input: Fixtures.fixedWizard).output, "")
        // Spelled another way, the file on disk is still the one the buffer stands for.
        XCTAssertEqual(folder.navlint(["--stdin-path", "./App/../App/Wizard.swift"], input: Fixtures.fixedWizard),
                       CommandRun(status: 0, output: "", error: "0 warnings, 0 errors in 2 files\n"))
        // A buffer not saved yet, and the rest of the project still counts.
        try folder.write("App/Wizard+Swipe.swift", Fixtures.wizardReenables)
        XCTAssertEqual(folder.navlint(["--quiet", "--stdin-path", "Wizard2.swift"], in: "App", input: Fixtures.leakyWizard).output, "")
        XCTAssertEqual(folder.navlint(["--stdin-path", "A.swift", "B.swift"]), CommandRun(status: 2, output: "",
            error: "navlint: error: '--stdin-path' lints standard input; give no other paths\nusage: navlint [lint] [<options>] [<path> ...]\nSee 'navlint --help'.\n"))
    }

    func testBaselineWorkflow() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        XCTAssertEqual(folder.navlint(["--write-baseline", "baseline.json"]),
                       CommandRun(status: 0, output: Fixtures.wizardLine("App/Wizard.swift"), error: "1 warning (interactive-pop-disabled 1), 0 errors in 1 file\n"))
        XCTAssertNotNil(folder.read("baseline.json"))
        try folder.write("App/Wizard.swift", "import UIKit\n\n" + Fixtures.leakyWizard)
        XCTAssertEqual(folder.navlint(["--strict", "--baseline", "baseline.json"]), CommandRun(status: 0, output: "",
            error: "0 warnings, 0 errors in 1 file; 1 finding accepted by the baseline\n"))
        try folder.write("App/Locked.swift", Fixtures.leakyWizard.replacingOccurrences(of: "Wizard", with: "Locked"))
        let withNew = folder.navlint(["--strict", "--baseline", "baseline.json"])
        XCTAssertEqual(withNew.status, 1)
        XCTAssertEqual(withNew.output, Fixtures.wizardLine("App/Locked.swift").replacingOccurrences(of: "Wizard", with: "Locked"))
        XCTAssertEqual(withNew.error, "1 warning (interactive-pop-disabled 1), 0 errors in 2 files; 1 finding accepted by the baseline\n")

        try folder.write("broken.json", "{\"version\": 1}")
        XCTAssertEqual(folder.navlint(["--baseline", "broken.json"]), CommandRun(status: 2, output: "",
            error: "navlint: error: broken.json:1:1: malformed baseline: expected an object with 'version' and 'findings'\n"))
        XCTAssertEqual(folder.navlint(["--quiet", "--write-baseline", "missing/baseline.json"]).error,
                       "navlint: error: missing/baseline.json: cannot write: no such file or directory; create its folder first\n")
        XCTAssertEqual(folder.navlint(["--quiet", "--write-baseline", "missing/baseline.json"]).status, 2)
    }

    func testOutputGoesToTheFileAndNothingToStandardOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        XCTAssertEqual(folder.navlint(["--output", "report.txt"]), CommandRun(status: 0, output: "", error: "1 warning (interactive-pop-disabled 1), 0 errors in 1 file\n"))
        XCTAssertEqual(folder.read("report.txt"), Fixtures.wizardLine("App/Wizard.swift"))
        XCTAssertEqual(folder.navlint(["--output", "App"]), CommandRun(status: 2, output: "",
            error: "navlint: error: App: cannot write: is a directory; name a file, not a folder\n1 warning (interactive-pop-disabled 1), 0 errors in 1 file\n"))
    }

    /// Whatever the format, standard output holds the report and nothing else, even when a path is
    /// missing; the summary and the errors go to standard error.
    func testStandardOutputHoldsOnlyTheReport() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        let findings = folder.inside { Linter(jobs: 1).lint(paths: ["App"]).findings }
        for reporter in ReporterRegistry.all {
            let run = folder.navlint(["--format", reporter.identifier, "App", "Missing"])
            let context = ReportContext(toolVersion: CommandLineTool.version, filesAnalyzed: 1, rules: RuleMetadata.catalog,
                                        repositoryRoot: reporter.usesRepositoryRelativePaths ? folder.path : nil)
            XCTAssertEqual(run.output, reporter.report(findings, context: context), reporter.identifier)
            XCTAssertEqual(run.error, "navlint: error: Missing: no such file or directory; check the path\n1 warning (interactive-pop-disabled 1), 0 errors in 1 file\n")
            XCTAssertEqual(run.status, 2)
        }
    }

    func testUsageErrors() throws {
        let folder = try TemporaryFolder()
        let suffix = "usage: navlint [lint] [<options>] [<path> ...]\nSee 'navlint --help'.\n"
        XCTAssertEqual(folder.navlint(["--stric"]), CommandRun(status: 2, output: "", error: "navlint: error: unknown option '--stric'\n" + suffix))
        XCTAssertEqual(folder.navlint(["--format", "yaml"]).error, "navlint: error: unknown format 'yaml'; use one of: \(ReporterRegistry.all.map { $0.identifier }.joined(separator: ", "))\n" + suffix)
        XCTAssertEqual(folder.navlint(["--jobs", "0"]).error, "navlint: error: option '--jobs' needs a positive whole number, not '0'\n" + suffix)
        XCTAssertEqual(folder.navlint(["--baseline"]).error, "navlint: error: option '--baseline' needs a value\n" + suffix)
        XCTAssertEqual(folder.navlint(["init", "a", "b"]).error, "navlint: error: usage: navlint init [<file>]\n" + suffix)
    }

    func testInitWritesTheStarterOnce() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(folder.navlint(["init"]), CommandRun(status: 0, output: "", error: "navlint: wrote .navlint.json\n"))
        XCTAssertEqual(folder.read(".navlint.json"), Configuration.starter())
        try folder.write(".navlint.json", "{\"version\": 1}")
        XCTAssertEqual(folder.navlint(["init"]), CommandRun(status: 2, output: "",
            error: "navlint: error: .navlint.json: already exists; not overwritten (remove it first, or name another file)\n"))
        XCTAssertEqual(folder.read(".navlint.json"), "{\"version\": 1}")
    }

    func testConfigPrintsTheEffectiveConfiguration() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/.navlint.json", "{\"exclude\": [\"Legacy\"], \"rules\": {\"unused-suppression\": \"off\"}, \"roles\": {\"pushMethods\": [\"push\"]}}")
        try folder.write("App/Home/Home.swift", "")
        let run = folder.navlint(["config", "App/Home/Home.swift"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.error, "navlint: configuration from App/.navlint.json\n")
        let printed = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        XCTAssertEqual(printed?["exclude"] as? [String], ["Legacy"])
        XCTAssertEqual(printed?["version"] as? Int, 1)
        XCTAssertEqual((printed?["rules"] as? [String: String])?["unused-suppression"], "off")
        XCTAssertEqual((printed?["rules"] as? [String: String])?["interactive-pop-disabled"], "warning")
        XCTAssertEqual((printed?["roles"] as? [String: [String]])?["pushMethods"], ["push"])
        XCTAssertEqual((printed?["roles"] as? [String: [String]])?["routers"], ["LaunchRouter", "Router", "ViewableRouter"])
        // Keys are sorted, at every level.
        XCTAssertTrue(run.output.hasPrefix("{\n  \"exclude\": [\n    \"Legacy\"\n  ],\n  \"include\": [],\n  \"roles\": {\n    \"coordinatorSuffixes\": ["))
        let defaults = folder.navlint(["config"])
        XCTAssertEqual(defaults.output, Configuration().jsonValue().rendered())
        XCTAssertEqual(defaults.error, "navlint: no .navlint.json found; the defaults\n")
    }
}
