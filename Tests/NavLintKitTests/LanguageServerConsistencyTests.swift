import Foundation
@testable import NavLintKit
import NavLintReporters
import NavLintTestSupport
import XCTest

/// After every edit, what the language server has published (each URI's latest diagnostics) is
/// exactly what a full `navlint` run reports for the same project state: an edit reuses the warm
/// project, and that must never change an answer.
final class LanguageServerConsistencyTests: XCTestCase {
    /// A diagnostic reduced to what a full run's finding determines (UTF-16 positions, the default).
    struct Published: Hashable, CustomStringConvertible {
        var uri: String
        var start: [Int], end: [Int]
        var code: String, severity: Int, message: String
        var related: [String]

        var description: String { "\(uri.split(separator: "/").last ?? "") \(start) \(code): \(message) \(related)" }
    }

    static func published(_ diagnostic: JSONValue, uri: String) -> Published {
        func position(_ value: JSONValue?) -> [Int] { [value?["line"]?.intValue ?? -1, value?["character"]?.intValue ?? -1] }
        return Published(
            uri: uri, start: position(diagnostic["range"]?["start"]), end: position(diagnostic["range"]?["end"]),
            code: diagnostic["code"]?.stringValue ?? "", severity: diagnostic["severity"]?.intValue ?? 0,
            message: diagnostic["message"]?.stringValue ?? "",
            related: (diagnostic["relatedInformation"]?.arrayValue ?? []).map { site in
                let start = position(site["location"]?["range"]?["start"])
                return "\(site["location"]?["uri"]?.stringValue ?? ""):\(start) \(site["message"]?.stringValue ?? "")"
            })
    }

    /// A full run over the files on disk, in the server's terms.
    static func fullRun(root: String) -> Set<Published> {
        let configuration = (try? ConfigurationLoader.resolve(explicitPath: nil, searchingFrom: root).0) ?? Configuration()
        let outcome = Linter(configuration: configuration, jobs: 2).lint(paths: [root])
        return Set(outcome.findings.map { finding in
            Published(
                uri: DocumentPositions.uri(forPath: Paths.absolute(finding.path)),
                start: [finding.line - 1, finding.utf16Column - 1], end: [finding.endLine - 1, finding.utf16EndColumn - 1],
                code: finding.ruleID, severity: finding.severity == .error ? 1 : 2, message: finding.message,
                related: finding.related.map { site in
                    "\(DocumentPositions.uri(forPath: Paths.absolute(site.path))):\([site.line - 1, site.utf16Column - 1]) \(site.message)"
                })
        })
    }

    /// Keeps the diagnostics of a publication, the latest per URI; other messages are ignored.
    static func record(_ message: JSONValue, in published: inout [String: Set<Published>]) {
        guard message["method"] == "textDocument/publishDiagnostics", let uri = message["params"]?["uri"]?.stringValue else { return }
        published[uri] = Set((message["params"]?["diagnostics"]?.arrayValue ?? []).map { Self.published($0, uri: uri) })
    }

    /// A project marked by `.navlint.json` whose coordinator keeps children of
    /// `App/AccountsCoordinator.swift` (returned as the third value), which the test writes.
    static func coordinatorProject() throws -> (TemporaryFolder, String, String) {
        let folder = try TemporaryFolder()
        try folder.write(".navlint.json", "{}")
        try folder.write("App/AppCoordinator.swift", LanguageServerTests.parent)
        return (folder, folder.path, folder.path + "/App/AccountsCoordinator.swift")
    }

    /// A view controller that disables swipe-back: a finding of its own, whatever else the project holds.
    static let swipeBackDisabled = """
        import UIKit
        final class NotesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.interactivePopGestureRecognizer?.isEnabled = false
            }
        }

        """

    /// The server reads the project as a run does: a UTF-16 file on disk is converted (not
    /// tokenized as its raw bytes), and a document that is not Swift (a README the editor opens) is
    /// not linted, since a run never reads it.
    func testTheServerReadsTheFilesARunReads() throws {
        let (folder, root, child) = try Self.coordinatorProject()
        // UTF-16 little-endian with its byte order mark, as Xcode can save a file.
        try Data([0xFF, 0xFE] + LanguageServerTests.leakyChild.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            .write(to: URL(fileURLWithPath: child))
        let notes = root + "/App/NOTES.md"
        let client = LanguageServerTests.ScriptedClient()
        _ = client.request("initialize", .object(["rootUri": .string(DocumentPositions.uri(forPath: root)), "capabilities": .object([:])]))
        // Swift text in a document that is not a Swift file: a view controller that disables swipe-back.
        client.notify("textDocument/didOpen", LanguageServerTests.open(notes, Self.swipeBackDisabled))
        // The same in a Swift file of another folder, opened from outside the project.
        let elsewhere = try TemporaryFolder()
        let outside = elsewhere.path + "/Other/NotesViewController.swift"
        client.notify("textDocument/didOpen", LanguageServerTests.open(outside, Self.swipeBackDisabled))
        _ = client.run()
        var published: [String: Set<Published>] = [:]
        for message in client.replies.flatMap({ $0 }) {
            Self.record(message, in: &published)
        }
        let expected = Self.fullRun(root: root)
        XCTAssertEqual(expected.map(\.code), ["strong-back-reference"], "the converted file's finding")
        XCTAssertEqual(Set(published.values.flatMap { $0 }), expected)
        XCTAssertNil(published[DocumentPositions.uri(forPath: notes)])
        XCTAssertNil(published[DocumentPositions.uri(forPath: outside)])
        withExtendedLifetime(elsewhere) {}
    }

    /// An editor buffer too large to lint is refused as a run refuses such a file: the file leaves
    /// the project (its finding goes) and the problem says why; a smaller text brings it back.
    func testAnOverSizeBufferIsRefusedLikeAnOverSizeFile() throws {
        let (folder, root, _) = try Self.coordinatorProject()
        let notes = root + "/App/NotesViewController.swift"
        try folder.write("App/NotesViewController.swift", Self.swipeBackDisabled)
        let project = LanguageServerProject(root: root, configuration: Configuration(), jobs: 1)
        XCTAssertEqual(project.analyze().findings.map(\.ruleID), ["interactive-pop-disabled"])
        let text = Array(Self.swipeBackDisabled.utf8)
        let problem = project.update(notes, text: text, maximumBytes: text.count - 1)
        XCTAssertEqual(problem?.path, notes)
        XCTAssertEqual(problem?.message.hasPrefix("skipped: larger than"), true)
        XCTAssertEqual(project.analyze().findings.map(\.ruleID), [])
        XCTAssertNil(project.update(notes, text: text, maximumBytes: text.count))
        XCTAssertEqual(project.analyze().findings.map(\.ruleID), ["interactive-pop-disabled"])
    }

    /// Files created, changed or deleted on disk behind the editor's back (a branch switch) are read
    /// again when the client reports them, through the watch the server registers; a document in a
    /// folder the walk skips (`.build`) is not linted. After each step, the server's diagnostics are
    /// a full run's.
    func testFilesChangedOnDiskAreReadAgain() throws {
        let (folder, root, child) = try Self.coordinatorProject()
        let generated = root + "/.build/checkouts/Generated.swift"
        func uri(_ path: String) -> String { DocumentPositions.uri(forPath: path) }
        func watched(_ path: String, _ type: Int) -> [UInt8] {
            LanguageServerTests.ScriptedClient.frame(.object(["jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": .object([
                "changes": .array([.object(["uri": .string(uri(path)), "type": .int(type)])]),
            ])]))
        }
        // Each step: what changes on disk first, then the message the client sends.
        let steps: [(disk: () throws -> Void, message: [UInt8])] = [
            ({}, LanguageServerTests.ScriptedClient.frame(.object(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": .object([
                "rootUri": .string(uri(root)),
                "capabilities": .object(["workspace": .object(["didChangeWatchedFiles": .object(["dynamicRegistration": .bool(true)])])]),
            ])]))),
            ({}, LanguageServerTests.ScriptedClient.frame(.object(["jsonrpc": "2.0", "method": "initialized", "params": .object([:])]))),
            // Created: the cycle appears.
            ({ try folder.write("App/AccountsCoordinator.swift", LanguageServerTests.leakyChild) }, watched(child, 1)),
            // Changed: it goes away.
            ({ try folder.write("App/AccountsCoordinator.swift", LanguageServerTests.fixedChild) }, watched(child, 2)),
            ({ try folder.write("App/AccountsCoordinator.swift", LanguageServerTests.leakyChild) }, watched(child, 2)),
            // A document under .build, which a run never walks.
            ({}, LanguageServerTests.ScriptedClient.frame(.object(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": LanguageServerTests.open(generated, Self.swipeBackDisabled)]))),
            // Deleted: the cycle goes with it.
            ({ try FileManager.default.removeItem(atPath: child) }, watched(child, 3)),
        ]
        var published: [String: Set<Published>] = [:]
        var requests: [JSONValue] = []
        var reader = MessageReader()
        var sent = 0
        var states: Set<Set<Published>> = []
        _ = LanguageServer.serve(jobs: 1, input: {
            if sent >= 1 {
                let expected = Self.fullRun(root: root)
                XCTAssertEqual(Set(published.values.flatMap { $0 }), expected, "after step \(sent - 1)")
                states.insert(expected)
            }
            guard sent < steps.count else { return nil }
            defer { sent += 1 }
            do { try steps[sent].disk() } catch { XCTFail("step \(sent): \(error)") }
            return steps[sent].message
        }, output: { text in
            reader.append(Array(text.utf8))
            while case .message(let body) = reader.next() {
                guard let message = JSONValue.decode(body) else { continue }
                if message["method"] == "client/registerCapability" { requests.append(message) }
                Self.record(message, in: &published)
            }
        })
        XCTAssertEqual(requests.count, 1, "the watch is registered once")
        XCTAssertEqual(requests.first?["params"]?["registrations"]?.arrayValue?.first?["method"], "workspace/didChangeWatchedFiles")
        XCTAssertEqual(states.count, 2, "the cycle came, went, came back and went with the file")
        XCTAssertNil(published[uri(generated)])
    }

    func testDiagnosticsAfterEachEditEqualAFullRun() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.examples.path, toPath: folder.path + "/Examples")
        let root = folder.path + "/Examples"
        let accounts = "CoordinatorApp/Accounts/AccountsCoordinator.swift"
        let settingsRouter = "RIBsApp/Settings/SettingsRouter.swift"
        let home = "RIBsApp/Home/HomeRouter.swift"
        let settingsText = try XCTUnwrap(folder.read("Examples/" + settingsRouter))
        let accountsText = try XCTUnwrap(folder.read("Examples/" + accounts))
        let homeText = try XCTUnwrap(folder.read("Examples/" + home))
        XCTAssertTrue(accountsText.contains("    var parentCoordinator"))

        // Each step is the editor's text for a file, also written to disk so that the full run sees
        // the same project; the last one reverts the disk under the editor, then closes the file.
        enum Step { case open(String), change(String, String), closeReverted(String, String) }
        let steps: [Step] = [
            .open(accounts),
            // Every position in the file moves.
            .change(accounts, "// edit\n" + accountsText),
            // A finding goes away.
            .change(accounts, "// edit\n" + accountsText.replacingOccurrences(of: "    var parentCoordinator", with: "    weak var parentCoordinator")),
            // Another file's edit takes findings away in other files (the cycle through the interactor).
            .open(settingsRouter),
            .change(settingsRouter, "import RIBs\n"),
            // A suppression that silences nothing is reported.
            .open(home),
            .change(home, "// navlint:disable:next strong-back-reference\n" + homeText),
            // Back to the first text: the finding comes back.
            .change(accounts, accountsText),
            // The disk is the truth again once the editor closes a file it had changed.
            .closeReverted(settingsRouter, settingsText),
        ]
        func uri(_ file: String) -> String { DocumentPositions.uri(forPath: root + "/" + file) }
        var messages: [[UInt8]] = [LanguageServerTests.ScriptedClient.frame(.object([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": .object(["rootUri": .string(DocumentPositions.uri(forPath: root)), "capabilities": .object([:])]),
        ]))]
        for (position, step) in steps.enumerated() {
            let (method, params): (String, JSONValue)
            switch step {
            case .open(let file):
                (method, params) = ("textDocument/didOpen", LanguageServerTests.open(root + "/" + file, folder.read("Examples/" + file) ?? ""))
            case .change(let file, let text):
                (method, params) = ("textDocument/didChange", LanguageServerTests.change(root + "/" + file, text, version: position + 2))
            case .closeReverted(let file, _):
                (method, params) = ("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri(file))])]))
            }
            messages.append(LanguageServerTests.ScriptedClient.frame(.object(["jsonrpc": "2.0", "method": .string(method), "params": params])))
        }

        var published: [String: Set<Published>] = [:]
        var reader = MessageReader()
        var sent = 0
        var compared = 0
        var states: Set<Set<Published>> = []
        _ = LanguageServer.serve(jobs: 2, input: {
            // The server asks for more once it has analysed and published everything sent so far.
            if sent >= 1 {
                let current = Set(published.values.flatMap { $0 })
                let expected = Self.fullRun(root: root)
                XCTAssertEqual(current, expected, "after message \(sent - 1) (0: initialize): only published \(current.subtracting(expected)), only in a full run \(expected.subtracting(current))")
                compared += 1
                states.insert(expected)
            }
            guard sent < messages.count else { return nil }
            defer { sent += 1 }
            if sent >= 1 {
                switch steps[sent - 1] {
                case .open: break
                case .change(let file, let text), .closeReverted(let file, let text):
                    _ = try? folder.write("Examples/" + file, text)
                }
            }
            return messages[sent]
        }, output: { text in
            reader.append(Array(text.utf8))
            while case .message(let body) = reader.next() {
                if let message = JSONValue.decode(body) { Self.record(message, in: &published) }
            }
        })
        XCTAssertEqual(compared, messages.count)
        // The edits did change the findings (positions, findings gone and back, another file's).
        XCTAssertGreaterThanOrEqual(states.count, 5)
        XCTAssertFalse(published.isEmpty)
    }
}
