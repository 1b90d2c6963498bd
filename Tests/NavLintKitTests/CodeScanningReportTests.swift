import Foundation
@testable import NavLintKit
import NavLintReporters
import NavLintSyntax
import NavLintTestSupport
import XCTest

/// What code-scanning services read (SARIF, GitHub annotations, GitLab Code Quality): paths
/// relative to the repository root whatever folder navlint runs in, and columns in the unit the
/// viewer counts (UTF-16 code units), while the clang-style lines keep UTF-8 byte columns.
final class CodeScanningReportTests: XCTestCase {
    /// Non-ASCII text before the finding on its line: 🚀 is 4 bytes and 2 UTF-16 units, é 2 bytes
    /// and 1 unit, so the finding starts at byte column 27 and UTF-16 column 24.
    static let wizard = """
        final class WizardViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let t = "🚀é"; navigationController?.interactivePopGestureRecognizer?.isEnabled = false
            }
        }

        """

    /// A repository with the app in `ios/`, one file in `ios/App/`.
    func repository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true)
        try folder.write("ios/App/Wizard.swift", Self.wizard)
        return folder
    }

    func sarifRegion(_ log: String) throws -> (uri: String, baseID: String?, region: [String: Int], root: String?) {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let run = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        let root = ((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try XCTUnwrap(location["artifactLocation"] as? [String: String])
        return (try XCTUnwrap(artifact["uri"]), artifact["uriBaseId"], try XCTUnwrap(location["region"] as? [String: Int]), root)
    }

    func testSARIFFromASubfolderValidatesWithRepositoryRelativeURIsAndUTF16Columns() throws {
        let folder = try repository()
        let run = folder.navlint(["--format", "sarif", "--quiet", "."], in: "ios")
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(try JSONSchemaValidator.violations(of: run.output, against: try JSONSchemaValidator.sarifSchema), [])
        let (uri, baseID, region, root) = try sarifRegion(run.output)
        XCTAssertEqual(uri, "ios/App/Wizard.swift")
        XCTAssertEqual(baseID, "%SRCROOT%")
        XCTAssertEqual(root, "file://" + folder.path + "/")
        XCTAssertEqual(region, ["startLine": 4, "startColumn": 24, "endLine": 4, "endColumn": 96])
        // The same log whatever the current folder.
        for (subfolder, path) in [("ios/App", "Wizard.swift"), ("", "ios"), ("", ".")] {
            XCTAssertEqual(folder.navlint(["--format", "sarif", "--quiet", path], in: subfolder).output, run.output, "from '\(subfolder)'")
        }
        // The clang-style line keeps the byte column and the path from the current folder.
        XCTAssertEqual(folder.navlint(["--quiet", "."], in: "ios").output.prefix(26), "App/Wizard.swift:4:27: war")
    }

    func testGitHubAndGitLabPathsAreRelativeToTheRepositoryRoot() throws {
        let folder = try repository()
        let github = folder.navlint(["--reporter", "github", "-q", "."], in: "ios/App").output
        XCTAssertTrue(github.hasPrefix("::warning file=ios/App/Wizard.swift,line=4,col=24,endLine=4,endColumn=96,"), github)
        let gitlab = folder.navlint(["--format=gitlab", "--quiet"], in: "ios").output
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(gitlab.utf8)) as? [[String: Any]])
        XCTAssertEqual((issues.first?["location"] as? [String: Any])?["path"] as? String, "ios/App/Wizard.swift")
        // JSON, navlint's own format, keeps the current folder's view and byte columns.
        let json = folder.navlint(["--format", "json", "--quiet"], in: "ios").output
        XCTAssertTrue(json.contains("\"path\": \"App/Wizard.swift\"") && json.contains("\"column\": 27"), json)
    }

    func testWithoutGitTheProjectRootIsTheBase() throws {
        let folder = try TemporaryFolder()
        try folder.write("app/.navlint.json", "{}")
        try folder.write("app/Sources/Wizard.swift", Self.wizard)
        let run = folder.navlint(["--format", "sarif", "--quiet", "."], in: "app/Sources")
        let (uri, _, _, root) = try sarifRegion(run.output)
        XCTAssertEqual(uri, "Sources/Wizard.swift")
        XCTAssertEqual(root, "file://" + folder.path + "/app/")
        // Standard input stands for the file at its path, also in the repository's terms.
        let stdin = folder.navlint(["--format", "github", "--quiet", "--stdin-path", "Sources/Wizard.swift"], in: "app", input: Self.wizard)
        XCTAssertTrue(stdin.output.hasPrefix("::warning file=Sources/Wizard.swift,line=4,col=24,"), stdin.output)
    }

    func testAbsolutePathsStillWinAndAFileOutsideTheRepositoryIsAFileURI() throws {
        let folder = try repository()
        let absolute = folder.navlint(["--format", "sarif", "--quiet", "--absolute-paths", "."], in: "ios")
        XCTAssertEqual(try sarifRegion(absolute.output).uri, "file://" + folder.path + "/ios/App/Wizard.swift")
        XCTAssertEqual(Finding(ruleID: "r", severity: .warning, message: "m", path: "/elsewhere/A.swift", line: 1, column: 1,
                               endLine: 1, endColumn: 2).relative(to: folder.path).path, "/elsewhere/A.swift")
    }

    func testUTF16ColumnsCountEachCharacterOfTheLineBeforeIt() {
        // Line 2 is "aé🚀b": byte offsets 2 (a), 3 (é), 5 (🚀), 9 (b), 10 (the end).
        let bytes = Array("x\naé🚀b\n".utf8)
        let table = LineTable(bytes)
        XCTAssertEqual([2, 3, 5, 9, 10].map { table.location(of: $0).column }, [1, 2, 4, 8, 9])
        XCTAssertEqual([2, 3, 5, 9, 10].map { table.utf16Column(of: $0, in: bytes) }, [1, 2, 3, 5, 6])
        // Invalid UTF-8 counts as the replacement characters an editor shows; no bytes, byte columns.
        let invalid: [UInt8] = [0xFF, 0xFE, 0x41, 0x42]
        XCTAssertEqual(LineTable(invalid).utf16Column(of: 3, in: invalid), 4)
        XCTAssertEqual(LineTable(bytes).utf16Column(of: 9, in: []), 8)
        // An ASCII line: one unit a byte.
        let ascii = Array("a\n    route()\n".utf8)
        XCTAssertEqual([2, 6, 13].map { LineTable(ascii).utf16Column(of: $0, in: ascii) }, [1, 5, 12])
    }
}
