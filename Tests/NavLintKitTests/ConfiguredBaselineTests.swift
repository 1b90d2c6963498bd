import Foundation
@testable import NavLintKit
import NavLintTestSupport
import XCTest

/// The `baseline` key of `.navlint.json`: the accepted findings that every entry point applies (the
/// command line, both plugins and pre-commit all run navlint, which reads the configuration)
/// unless `--baseline` names another file.
final class ConfiguredBaselineTests: XCTestCase {
    /// A project whose one finding is an error, with a configuration naming `navlint-baseline.json`.
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        try folder.write(".navlint.json", """
            {"baseline": "navlint-baseline.json", "rules": {"interactive-pop-disabled": "error"}}
            """)
        return folder
    }

    let errorLine = Fixtures.wizardLine("App/Wizard.swift", severity: "error")

    func testTheConfiguredBaselineAcceptsItsFindingsFromAnyFolder() throws {
        let folder = try project()
        // Adopting: the run that writes the configured baseline reports everything once.
        XCTAssertEqual(folder.navlint(["--write-baseline", "navlint-baseline.json"]),
                       CommandRun(status: 1, output: errorLine, error: "0 warnings, 1 error (interactive-pop-disabled 1) in 1 file\n"))
        XCTAssertNotNil(folder.read("navlint-baseline.json"))
        let accepted = "0 warnings, 0 errors in 1 file; 1 finding accepted by the baseline\n"
        XCTAssertEqual(folder.navlint([]), CommandRun(status: 0, output: "", error: accepted))
        // As pre-commit and the plugins run it: files named from elsewhere, the path of the
        // baseline taken relative to the configuration file, not to the current folder.
        XCTAssertEqual(folder.navlint(["Wizard.swift"], in: "App"), CommandRun(status: 0, output: "", error: accepted))
        XCTAssertEqual(folder.navlint([folder.path + "/App/Wizard.swift"], in: "App").status, 0)
        // A new finding is still reported.
        try folder.write("App/Locked.swift", Fixtures.leakyWizard.replacingOccurrences(of: "Wizard", with: "Locked"))
        XCTAssertEqual(folder.navlint(["--quiet"]).status, 1)
    }

    func testBaselineOnTheCommandLineWinsOverTheConfiguredOne() throws {
        let folder = try project()
        _ = folder.navlint(["--quiet", "--write-baseline", "navlint-baseline.json"])
        try folder.write("empty-baseline.json", "{\"version\": 1, \"findings\": []}")
        XCTAssertEqual(folder.navlint(["--quiet", "--baseline", "empty-baseline.json"]), CommandRun(status: 1, output: errorLine, error: ""))
        XCTAssertEqual(folder.navlint(["--quiet", "--baseline", "navlint-baseline.json"]), CommandRun(status: 0, output: "", error: ""))
    }

    func testAMissingConfiguredBaselineIsAnErrorSayingHowToWriteIt() throws {
        let folder = try project()
        XCTAssertEqual(folder.navlint(["App/Wizard.swift"]), CommandRun(status: 2, output: "",
            error: "navlint: error: .navlint.json: 'baseline' names navlint-baseline.json, which does not exist; record the accepted findings with 'navlint --write-baseline navlint-baseline.json'\n"))
        // Writing another file does not excuse it.
        XCTAssertEqual(folder.navlint(["--write-baseline", "other.json"]).status, 2)
        XCTAssertNil(folder.read("other.json"))
    }

    func testAMalformedConfiguredBaselineIsAnErrorNamingIt() throws {
        let folder = try project()
        try folder.write("navlint-baseline.json", "[]")
        XCTAssertEqual(folder.navlint(["App"]), CommandRun(status: 2, output: "",
            error: "navlint: error: navlint-baseline.json:1:1: malformed baseline: expected an object with 'version' and 'findings'\n"))
    }

    func testTheKeyMustBeANonEmptyPath() {
        for value in ["3", "\"\"", "[\"a.json\"]"] {
            XCTAssertThrowsError(try ConfigurationLoader.parse(Array("{\"baseline\": \(value)}".utf8), path: ".navlint.json"), value) { error in
                XCTAssertTrue("\(error)".hasPrefix(".navlint.json:1:2: 'baseline' must be the path of a baseline file"), "\(error)")
            }
        }
    }

    func testTheKeyIsRelativeToTheConfigurationFileAndShownByConfig() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("ios/.navlint.json", "{\"baseline\": \"ci/accepted.json\"}")
        let configuration = try ConfigurationLoader.load(file)
        XCTAssertEqual(configuration.baseline, "ci/accepted.json")
        XCTAssertEqual(configuration.baselinePath, folder.path + "/ios/ci/accepted.json")
        XCTAssertNil(Configuration().baselinePath)
        let printed = folder.navlint(["config", "ios"])
        XCTAssertTrue(printed.output.contains("\"baseline\": \"ci/accepted.json\""), printed.output)
        XCTAssertFalse(folder.navlint(["config"]).output.contains("baseline"))
    }
}
