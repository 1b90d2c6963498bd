import Foundation
@testable import NavLintKit
import NavLintReporters
import NavLintSyntax
import NavLintTestSupport
import XCTest

/// `navlint lsp`, driven by a scripted client through the real message loop: each step sends
/// framed messages and looks at what the server wrote before the next step is sent.
final class LanguageServerTests: XCTestCase {
    /// A child coordinator's strong reference back to its parent (strong-back-reference).
    static let leakyChild = "final class AccountsCoordinator {\n    var parentCoordinator: AppCoordinator?\n}\n"
    static let fixedChild = "final class AccountsCoordinator {\n    weak var parentCoordinator: AppCoordinator?\n}\n"
    static let parent = FixTests.parentCoordinator

    /// A client that sends one step's messages per read and records the server's replies.
    final class ScriptedClient {
        var steps: [[UInt8]] = []
        var replies: [[JSONValue]] = []
        private var current: [JSONValue] = []
        private var nextID = 1

        func request(_ method: String, _ params: JSONValue = .null) -> Int {
            defer { nextID += 1 }
            steps.append(Self.frame(.object(["jsonrpc": "2.0", "id": .int(nextID), "method": .string(method), "params": params])))
            return nextID
        }

        func notify(_ method: String, _ params: JSONValue) {
            steps.append(Self.frame(.object(["jsonrpc": "2.0", "method": .string(method), "params": params])))
        }

        static func frame(_ message: JSONValue) -> [UInt8] { Array(framedMessage(message.compactText).utf8) }

        /// Runs the server over the steps; returns its exit code.
        func run() -> Int32 {
            var pending = steps[...]
            var reader = MessageReader()
            return LanguageServer.serve(jobs: 1, input: {
                self.replies.append(self.current)
                self.current = []
                return pending.popFirst()
            }, output: { text in
                reader.append(Array(text.utf8))
                while case .message(let body) = reader.next() { self.current.append(JSONValue.decode(body)!) }
            })
        }

        /// The replies to step `step` (0-based): what the server wrote after reading it.
        func replies(toStep step: Int) -> [JSONValue] { step + 1 < replies.count ? replies[step + 1] : [] }
    }

    static func uri(_ path: String) -> String { DocumentPositions.uri(forPath: path) }

    static func open(_ path: String, _ text: String) -> JSONValue {
        .object(["textDocument": .object(["uri": .string(uri(path)), "languageId": "swift", "version": 1, "text": .string(text)])])
    }

    static func change(_ path: String, _ text: String, version: Int) -> JSONValue {
        .object(["textDocument": .object(["uri": .string(uri(path)), "version": .int(version)]),
                 "contentChanges": .array([.object(["text": .string(text)])])])
    }

    static func diagnostics(in replies: [JSONValue], for path: String) -> [JSONValue]? {
        replies.last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri(path) }?["params"]?["diagnostics"]?.arrayValue
    }

    func project() throws -> (TemporaryFolder, String, String) {
        let folder = try TemporaryFolder()
        let root = FileSystem.canonicalPath(folder.path) ?? folder.path
        try folder.write("App/AppCoordinator.swift", Self.parent)
        try folder.write("App/AccountsCoordinator.swift", Self.leakyChild)
        return (folder, root, root + "/App/AccountsCoordinator.swift")
    }

    func testOpenEditFixAndShutDown() throws {
        let (folder, root, child) = try project()
        defer { withExtendedLifetime(folder) {} }
        let client = ScriptedClient()
        _ = client.request("initialize", .object(["rootUri": .string(Self.uri(root)), "capabilities": .object([:])]))  // step 0
        client.notify("initialized", .object([:]))                                                                  // step 1
        client.notify("textDocument/didOpen", Self.open(child, Self.leakyChild))                                     // step 2
        client.notify("textDocument/didChange", Self.change(child, Self.fixedChild, version: 2))                     // step 3
        client.notify("textDocument/didChange", Self.change(child, Self.leakyChild, version: 3))                     // step 4
        let action = client.request("textDocument/codeAction", .object([                                            // step 5
            "textDocument": .object(["uri": .string(Self.uri(child))]),
            "range": .object(["start": .object(["line": 1, "character": 0]), "end": .object(["line": 1, "character": 0])]),
            "context": .object(["diagnostics": .array([])]),
        ]))
        client.notify("textDocument/didChange", Self.change(child, Self.fixedChild, version: 4))                     // step 6
        let shutdown = client.request("shutdown")                                                                   // step 7
        client.notify("exit", .null)                                                                                // step 8
        XCTAssertEqual(client.run(), 0, "exit after shutdown")

        let initialize = try XCTUnwrap(client.replies(toStep: 0).first { $0["id"] == .int(1) })
        XCTAssertEqual(initialize["result"]?["capabilities"]?["textDocumentSync"]?["change"], .int(1))
        XCTAssertEqual(initialize["result"]?["capabilities"]?["positionEncoding"], "utf-16")

        // Open: the cycle, with its other link as related information.
        let opened = try XCTUnwrap(Self.diagnostics(in: client.replies(toStep: 0) + client.replies(toStep: 2), for: child))
        XCTAssertEqual(opened.count, 1)
        let diagnostic = opened[0]
        XCTAssertEqual(diagnostic["code"], "strong-back-reference")
        XCTAssertEqual(diagnostic["source"], "navlint")
        XCTAssertEqual(diagnostic["severity"], .int(1))
        XCTAssertEqual(diagnostic["codeDescription"]?["href"], .string("\(SARIFReporter.informationURI)/blob/main/Rules/strong-back-reference.md"))
        XCTAssertEqual(diagnostic["range"], .object(["start": .object(["line": 1, "character": 8]), "end": .object(["line": 1, "character": 25])]))
        let related = try XCTUnwrap(diagnostic["relatedInformation"]?.arrayValue?.first)
        XCTAssertEqual(related["location"]?["uri"], .string(Self.uri(root + "/App/AppCoordinator.swift")))
        XCTAssertEqual(related["location"]?["range"]?["start"], .object(["line": 5, "character": 26]), "the append")
        XCTAssertEqual(related["message"], "'AppCoordinator.childCoordinators' keeps 'AccountsCoordinator'")

        // Edit: the fixed buffer clears the diagnostic (the disk still has the leaky file).
        XCTAssertEqual(Self.diagnostics(in: client.replies(toStep: 3), for: child), [])
        XCTAssertEqual(Self.diagnostics(in: client.replies(toStep: 4), for: child)?.count, 1)

        // The code action is --fix's repair.
        let actions = try XCTUnwrap(client.replies(toStep: 5).first { $0["id"] == .int(action) }?["result"]?.arrayValue)
        XCTAssertEqual(actions.count, 1)
        XCTAssertEqual(actions.first?["kind"], "quickfix")
        XCTAssertEqual(actions.first?["edit"]?["changes"]?[Self.uri(child)], .array([.object([
            "range": .object(["start": .object(["line": 1, "character": 4]), "end": .object(["line": 1, "character": 4])]),
            "newText": "weak ",
        ])]))
        XCTAssertEqual(Self.diagnostics(in: client.replies(toStep: 6), for: child), [], "the repaired buffer has no finding")
        XCTAssertEqual(client.replies(toStep: 7).first { $0["id"] == .int(shutdown) }?["result"], .null)
    }

    func testBadMessagesGetErrorsAndTheServerGoesOn() throws {
        let (folder, root, _) = try project()
        defer { withExtendedLifetime(folder) {} }
        let client = ScriptedClient()
        _ = client.request("textDocument/codeAction")                                                       // step 0: before initialize
        _ = client.request("initialize", .object(["rootUri": .string(Self.uri(root))]))                    // step 1
        client.steps.append(Array("Content-Length: 9\r\n\r\n{not json".utf8))                               // step 2
        client.steps.append(Array("Content-Type: text\r\n\r\n{}".utf8))                                     // step 3: no length
        client.steps.append(Array(framedMessage("[1, 2]").utf8))                                            // step 4: not a request
        let unknown = client.request("workspace/unknownThing")                                              // step 5
        let badParams = client.request("textDocument/codeAction", .object(["textDocument": .object(["uri": "http://x/y.swift"])]))  // step 6
        client.notify("$/cancelRequest", .object(["id": 1]))                                                 // step 7: ignored,
        client.steps[client.steps.count - 1] += ScriptedClient.frame(.object(["jsonrpc": "2.0", "id": 7, "result": .null]))  // and so is a response
        client.steps.append(Array("Content-Length: 99999999999999\r\n\r\n".utf8))                           // step 8: too long a number
        let huge = client.request("textDocument/codeAction", .object([                                      // step 9: absurd lines
            "textDocument": .object(["uri": .string(Self.uri(root + "/App/AccountsCoordinator.swift"))]),
            "range": .object(["start": .object(["line": .int(Int.max), "character": -1]), "end": .object(["line": .int(Int.min), "character": 0])]),
        ]))
        let shutdown = client.request("shutdown")                                                           // step 10
        XCTAssertEqual(client.run(), 0, "end of input after shutdown")
        XCTAssertEqual(client.replies(toStep: 9).first { $0["id"] == .int(huge) }?["result"], .array([]))

        func error(_ step: Int) -> Int? { client.replies(toStep: step).first { $0["error"] != nil }?["error"]?["code"]?.intValue }
        XCTAssertEqual(error(0), LanguageServer.ErrorCode.serverNotInitialized)
        XCTAssertEqual(error(2), LanguageServer.ErrorCode.parseError)
        XCTAssertEqual(error(3), LanguageServer.ErrorCode.parseError)
        XCTAssertEqual(error(4), LanguageServer.ErrorCode.invalidRequest)
        XCTAssertEqual(error(5), LanguageServer.ErrorCode.methodNotFound)
        XCTAssertEqual(client.replies(toStep: 5).first?["id"], .int(unknown))
        XCTAssertEqual(error(6), LanguageServer.ErrorCode.invalidParams)
        XCTAssertEqual(client.replies(toStep: 6).first?["id"], .int(badParams))
        XCTAssertEqual(client.replies(toStep: 7), [])
        XCTAssertEqual(error(8), LanguageServer.ErrorCode.parseError)
        XCTAssertEqual(client.replies(toStep: 10).first { $0["id"] == .int(shutdown) }?["result"], .null)
    }

    /// Several edits read at once cost one analysis: one publication, of the last text.
    func testABurstOfEditsIsAnalysedOnce() throws {
        let (folder, root, child) = try project()
        defer { withExtendedLifetime(folder) {} }
        let client = ScriptedClient()
        _ = client.request("initialize", .object(["rootUri": .string(Self.uri(root))]))
        client.notify("textDocument/didOpen", Self.open(child, Self.leakyChild))
        client.steps.append(ScriptedClient.frame(.object(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": Self.change(child, Self.fixedChild, version: 2)]))
                            + ScriptedClient.frame(.object(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": Self.change(child, Self.leakyChild, version: 3)]))
                            + ScriptedClient.frame(.object(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": Self.change(child, Self.leakyChild + "\n", version: 4)])))
        XCTAssertEqual(client.run(), 1, "end of input without shutdown")
        let published = client.replies(toStep: 2).filter { $0["method"] == "textDocument/publishDiagnostics" }
        XCTAssertEqual(published, [], "the last text has the same diagnostics as the one before the burst: nothing to send")
        XCTAssertEqual(Self.diagnostics(in: client.replies(toStep: 1) + client.replies(toStep: 0), for: child)?.count, 1)
    }

    /// Random bytes, random frames of random JSON-ish text, and deeply nested JSON: every one gets
    /// an error or nothing, and the loop ends at the end of input.
    func testHostileInputNeverStopsTheServer() throws {
        var generator = SplitMix64(seed: 21)
        let pieces = ["{", "}", "[", "]", "\"", ":", ",", "1", "null", "\"method\"", "\"id\"", "\"params\"", "\"textDocument/didOpen\"",
                      "\"initialize\"", "\"uri\"", "\"file:///x.swift\"", "\"text\"", "\\u0000", " "]
        let (folder, root, _) = try project()
        defer { withExtendedLifetime(folder) {} }
        var steps = [ScriptedClient.frame(.object(["jsonrpc": "2.0", "id": 1, "method": "initialize",
                                                   "params": .object(["rootUri": .string(Self.uri(root))])]))]
        for _ in 0..<300 {
            switch generator.next() % 3 {
            case 0:
                steps.append((0..<Int(generator.next() % 64)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
            case 1:
                let body = (0..<Int(generator.next() % 40)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
                steps.append(Array(framedMessage(body).utf8))
            default:
                let depth = 100_000
                steps.append(Array(framedMessage(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))
            }
        }
        var pending = steps[...]
        var written = 0
        let code = LanguageServer.serve(jobs: 1, input: { pending.popFirst() }, output: { written += $0.utf8.count })
        XCTAssertEqual(code, 1, "end of input without shutdown")
        XCTAssertGreaterThan(written, 0, "errors were answered")
    }

    func testFramingSplitsAndJoinsMessagesAnyWay() {
        var reader = MessageReader()
        let bytes = Array((framedMessage("{\"a\":1}") + framedMessage("{\"b\":\"é\"}")).utf8)
        for byte in bytes { reader.append([byte]) }
        XCTAssertEqual(reader.next(), .message(Array("{\"a\":1}".utf8)))
        XCTAssertEqual(reader.next(), .message(Array("{\"b\":\"é\"}".utf8)))
        XCTAssertEqual(reader.next(), .needMore)
        reader.append(Array(repeating: UInt8(ascii: "x"), count: MessageReader.maximumHeaderLength + 10))
        if case .malformed = reader.next() {} else { XCTFail("an endless header is dropped") }
        XCTAssertEqual(reader.next(), .needMore)
    }

    func testURIsRoundTripAndPositionsCountUTF16() {
        let path = "/tmp/My App/Écran #1.swift"
        XCTAssertEqual(DocumentPositions.uri(forPath: path), "file:///tmp/My%20App/%C3%89cran%20%231.swift")
        XCTAssertEqual(DocumentPositions.path(fromURI: DocumentPositions.uri(forPath: path)), path)
        XCTAssertNil(DocumentPositions.path(fromURI: "untitled:Untitled-1"))
        let bytes = Array("let 🚀 = x\n".utf8)
        let lineTable = LineTable(bytes)
        // Column 10 (UTF-8 bytes) is after the rocket: 4 bytes, 2 UTF-16 units.
        XCTAssertEqual(DocumentPositions.position(line: 1, column: 10, in: bytes, lineTable: lineTable, isUTF8: false),
                       .object(["line": 0, "character": 7]))
        XCTAssertEqual(DocumentPositions.position(line: 1, column: 10, in: bytes, lineTable: lineTable, isUTF8: true),
                       .object(["line": 0, "character": 9]))
    }

    /// The real process: standard input framed, `exit` ends it with 0.
    func testTheExecutableServesStandardStreams() throws {
        let navlint = try NavLintExecutable.path()
        let folder = try TemporaryFolder()
        let input = framedMessage(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8"]}}}}"#)
            + framedMessage(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) + framedMessage(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let inputPath = try folder.write("input.txt", input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: navlint)
        process.arguments = ["lsp", "--stdio"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        var reader = MessageReader()
        reader.append(Array(data))
        var messages: [JSONValue] = []
        while case .message(let body) = reader.next() { messages.append(try XCTUnwrap(JSONValue.decode(body))) }
        XCTAssertEqual(messages.map { $0["id"] }, [.int(1), .int(2)])
        XCTAssertEqual(messages.first?["result"]?["capabilities"]?["positionEncoding"], "utf-8")
    }
}
