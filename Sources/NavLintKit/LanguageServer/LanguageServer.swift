import NavLintReporters
import NavLintRules
import NavLintSyntax

/// `navlint lsp`: a language server over standard input and output (JSON-RPC 2.0 with
/// Content-Length framing). It publishes navlint's findings as diagnostics, with the other links of
/// a cycle and the push and attach sites as related information, and offers `--fix`'s repairs as
/// quick fixes.
///
/// Requests are answered in order. After a burst of messages the project is analysed once, when no
/// further message is waiting, so fast typing costs one analysis. Malformed JSON, unknown methods
/// and bad parameters get JSON-RPC errors; nothing a client sends stops the server but `exit`.
final class LanguageServer {
    /// JSON-RPC and LSP error codes.
    enum ErrorCode {
        static let parseError = -32700
        static let invalidRequest = -32600
        static let methodNotFound = -32601
        static let invalidParams = -32602
        static let serverNotInitialized = -32002
    }

    private let send: (JSONValue) -> Void
    private let jobs: Int
    private var project: LanguageServerProject?
    private var isInitialized = false
    private var isShutDown = false
    private var isUTF8 = false
    /// Whether the client can be asked to report changes to Swift files on disk.
    private var canWatchFiles = false
    private var needsAnalysis = false
    /// What was last published per URI, so only changes are sent again.
    private var published: [String: JSONValue] = [:]

    /// `send` writes one message to the client.
    init(jobs: Int = Linter.defaultJobs, send: @escaping (JSONValue) -> Void) {
        self.jobs = jobs
        self.send = send
    }

    /// Handles one message body; returns the process's exit code once the client sent `exit`.
    func handle(_ body: [UInt8]) -> Int32? {
        guard let message = JSONValue.decode(body) else {
            respondError(id: .null, code: ErrorCode.parseError, message: "the message is not JSON")
            return nil
        }
        // A response (to navlint's one request, the file watch registration) gets no answer.
        if message["method"] == nil, message["result"] != nil || message["error"] != nil { return nil }
        guard case .object = message, let method = message["method"]?.stringValue else {
            respondError(id: message["id"] ?? .null, code: ErrorCode.invalidRequest, message: "not a JSON-RPC request or notification")
            return nil
        }
        let id = message["id"]
        let params = message["params"] ?? .null
        if method == "exit" { return isShutDown ? 0 : 1 }
        if let id {
            handleRequest(method, id: id, params: params)
        } else {
            handleNotification(method, params: params)
        }
        return nil
    }

    /// The exit code when the client closes the stream without `exit`: 0 only after `shutdown`.
    var exitCodeAtEndOfInput: Int32 { isShutDown ? 0 : 1 }

    /// Reports a frame the reader could not use.
    func handleMalformedFrame(_ problem: String) {
        respondError(id: .null, code: ErrorCode.parseError, message: "malformed message: \(problem)")
    }

    /// Analyses the project if an edit is pending and publishes what changed.
    func analyzeIfNeeded() {
        guard needsAnalysis, let project else { return }
        needsAnalysis = false
        publish(project.analyze(), project: project)
        project.releaseRetired()
    }

    // MARK: Requests

    private func handleRequest(_ method: String, id: JSONValue, params: JSONValue) {
        if isShutDown {
            return respondError(id: id, code: ErrorCode.invalidRequest, message: "the server is shut down")
        }
        if !isInitialized && method != "initialize" {
            return respondError(id: id, code: ErrorCode.serverNotInitialized, message: "'initialize' must come first")
        }
        switch method {
        case "initialize":
            guard !isInitialized else { return respondError(id: id, code: ErrorCode.invalidRequest, message: "already initialized") }
            initialize(params)
            respond(id: id, result: capabilities)
        case "shutdown":
            isShutDown = true
            respond(id: id, result: .null)
        case "textDocument/codeAction":
            analyzeIfNeeded()
            guard let uri = params["textDocument"]?["uri"]?.stringValue, let path = DocumentPositions.path(fromURI: uri) else {
                return respondError(id: id, code: ErrorCode.invalidParams, message: "a code action needs textDocument.uri, a file: URI")
            }
            respond(id: id, result: .array(codeActions(path: path, range: params["range"])))
        default:
            respondError(id: id, code: ErrorCode.methodNotFound, message: "unknown method '\(method)'")
        }
    }

    private var capabilities: JSONValue {
        .object([
            "capabilities": .object([
                "positionEncoding": .string(isUTF8 ? "utf-8" : "utf-16"),
                "textDocumentSync": .object(["openClose": .bool(true), "change": 1, "save": .object(["includeText": .bool(true)])]),
                "codeActionProvider": .object(["codeActionKinds": .array(["quickfix"])]),
            ]),
            "serverInfo": .object(["name": "navlint", "version": .string(CommandLineTool.version)]),
        ])
    }

    private func initialize(_ params: JSONValue) {
        isInitialized = true
        let encodings = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue ?? []
        isUTF8 = encodings.contains(.string("utf-8"))
        canWatchFiles = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == .bool(true)
        let rootURI = params["rootUri"]?.stringValue ?? params["workspaceFolders"]?.arrayValue?.first?["uri"]?.stringValue
        // Without a root, the project of the first document opened.
        let rootPath = rootURI.flatMap(DocumentPositions.path(fromURI:)) ?? params["rootPath"]?.stringValue
        if let rootPath, FileSystem.status(rootPath)?.kind == .directory { openProject(at: rootPath) }
    }

    private func openProject(at root: String, discoveringFiles: Bool = true) {
        var configuration = Configuration()
        do throws(LintProblem) {
            configuration = try ConfigurationLoader.resolve(explicitPath: nil, searchingFrom: root).0
        } catch {
            showMessage("navlint: \(error); using the default configuration", type: 1)
        }
        project = LanguageServerProject(root: root, configuration: configuration, jobs: jobs, discoveringFiles: discoveringFiles)
        needsAnalysis = true
    }

    // MARK: Notifications

    private func handleNotification(_ method: String, params: JSONValue) {
        guard isInitialized, !isShutDown else { return }
        switch method {
        case "initialized":
            return watchSwiftFiles()
        case "workspace/didChangeWatchedFiles":
            return reloadChangedFiles(params["changes"]?.arrayValue ?? [])
        default:
            break
        }
        let document = params["textDocument"]
        guard method.hasPrefix("textDocument/"), let uri = document?["uri"]?.stringValue,
              let path = DocumentPositions.path(fromURI: uri) else { return }
        // Without a root from the client, the document's project (see `ProjectRoot`); a document
        // outside any project is linted alone, so an editor never walks an unbounded tree.
        if project == nil {
            if let root = ProjectRoot.marked(for: [path]) {
                openProject(at: root, discoveringFiles: root != "/")
            } else {
                openProject(at: ProjectRoot.commonFolder(of: [path]), discoveringFiles: false)
            }
        }
        guard let project else { return }
        switch method {
        case "textDocument/didOpen":
            guard let text = document?["text"]?.stringValue else { return }
            update(path, text: Array(text.utf8), in: project)
        case "textDocument/didChange":
            // Full synchronisation: the last change holds the whole text.
            guard let text = params["contentChanges"]?.arrayValue?.last?["text"]?.stringValue else { return }
            update(path, text: Array(text.utf8), in: project)
        case "textDocument/didSave":
            if let text = params["text"]?.stringValue, project.buffers[path] != nil {
                update(path, text: Array(text.utf8), in: project)
            } else {
                project.reloadFromDisk(path)
            }
        case "textDocument/didClose":
            project.update(path, text: nil)
        default:
            return
        }
        needsAnalysis = true
    }

    /// The editor's text for `path`; a text too large to lint is refused with a message, as a run
    /// reports such a file.
    private func update(_ path: String, text: [UInt8], in project: LanguageServerProject) {
        if let problem = project.update(path, text: text) { showMessage("navlint: \(problem.path): \(problem.message)", type: 2) }
    }

    // MARK: Files changed on disk

    /// Asks the client to report Swift files created, changed or deleted on disk (a branch
    /// switch, a generator, a file added outside the editor), which a run would read.
    private func watchSwiftFiles() {
        guard canWatchFiles else { return }
        let watcher = JSONValue.object(["globPattern": "**/*.swift"])
        send(.object(["jsonrpc": "2.0", "id": "navlint-watch-swift-files", "method": "client/registerCapability",
                      "params": .object(["registrations": .array([.object([
                          "id": "navlint-watch-swift-files", "method": "workspace/didChangeWatchedFiles",
                          "registerOptions": .object(["watchers": .array([watcher])]),
                      ])])])]))
    }

    /// Reads the changed files again, unless the editor holds them (its buffer wins); a file that
    /// can no longer be read leaves the project.
    private func reloadChangedFiles(_ changes: [JSONValue]) {
        guard let project else { return }
        for change in changes {
            guard let path = change["uri"]?.stringValue.flatMap(DocumentPositions.path(fromURI:)) else { continue }
            project.reloadFromDisk(path)
            needsAnalysis = true
        }
    }

    // MARK: Diagnostics

    private func publish(_ outcome: LintOutcome, project: LanguageServerProject) {
        var byURI: [String: [JSONValue]] = [:]
        var texts: [String: ([UInt8], LineTable)] = [:]
        func text(_ path: String) -> ([UInt8], LineTable) {
            if let cached = texts[path] { return cached }
            let bytes = project.bytes(of: path)
            texts[path] = (bytes, LineTable(bytes))
            return texts[path]!
        }
        func range(_ path: String, _ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> JSONValue {
            let (bytes, lineTable) = text(path)
            return .object([
                "start": DocumentPositions.position(line: line, column: column, in: bytes, lineTable: lineTable, isUTF8: isUTF8),
                "end": DocumentPositions.position(line: endLine, column: endColumn, in: bytes, lineTable: lineTable, isUTF8: isUTF8),
            ])
        }
        for finding in outcome.findings {
            let path = Paths.absolute(finding.path)
            let related: [JSONValue] = finding.related.map { site in
                let sitePath = Paths.absolute(site.path)
                return .object([
                    "location": .object(["uri": .string(DocumentPositions.uri(forPath: sitePath)),
                                         "range": range(sitePath, site.line, site.column, site.endLine, site.endColumn)]),
                    "message": .string(site.message),
                ])
            }
            var diagnostic: [String: JSONValue] = [
                "range": range(path, finding.line, finding.column, finding.endLine, finding.endColumn),
                "severity": .int(finding.severity == .error ? 1 : 2),
                "code": .string(finding.ruleID),
                "codeDescription": .object(["href": .string("\(SARIFReporter.informationURI)/blob/main/Rules/\(finding.ruleID).md")]),
                "source": "navlint",
                "message": .string(finding.message),
            ]
            if !related.isEmpty { diagnostic["relatedInformation"] = .array(related) }
            byURI[DocumentPositions.uri(forPath: path), default: []].append(.object(diagnostic))
        }
        // Files that had diagnostics and have none now are cleared.
        for uri in published.keys where byURI[uri] == nil { byURI[uri] = [] }
        for uri in byURI.keys.sorted() {
            let diagnostics = JSONValue.array(byURI[uri]!)
            guard published[uri] != diagnostics else { continue }
            published[uri] = byURI[uri]!.isEmpty ? nil : diagnostics
            send(.object(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                          "params": .object(["uri": .string(uri), "diagnostics": diagnostics])]))
        }
    }

    // MARK: Code actions

    /// `--fix`'s repairs of the findings on the lines of `range` in `path`, one quick fix each.
    private func codeActions(path: String, range: JSONValue?) -> [JSONValue] {
        guard let project, let outcome = project.outcome, let index = outcome.index, let lines = outcome.lines else { return [] }
        // 1-based, clamped: a client's number may be anything.
        let first = min(max(range?["start"]?["line"]?.intValue ?? 0, 0), Int(Int32.max)) + 1
        let last = min(max(range?["end"]?["line"]?.intValue ?? Int(Int32.max), 0), Int(Int32.max)) + 1
        let findings = outcome.findings.filter {
            Fixer.fixableRules.contains($0.ruleID) && Paths.absolute($0.path) == path && $0.line <= last && $0.endLine >= first
        }
        guard !findings.isEmpty else { return [] }
        let plan = Fixer.plan(findings, index: index) { lines.bytes(of: $0) }
        return zip(plan.fixed, plan.editsByFinding).map { finding, edits in
            var changes: [String: JSONValue] = [:]
            for (editPath, fileEdits) in edits {
                let absolute = Paths.absolute(editPath)
                let bytes = project.bytes(of: absolute)
                let lineTable = LineTable(bytes)
                changes[DocumentPositions.uri(forPath: absolute)] = .array(fileEdits.map { edit in
                    .object(["range": DocumentPositions.range(edit.range, in: bytes, lineTable: lineTable, isUTF8: isUTF8),
                             "newText": .string(edit.replacement)])
                })
            }
            let title = finding.ruleID == ClosureCaptureFix.ruleID ? "Capture 'self' weakly" : "Make the back reference weak"
            return .object([
                "title": .string("navlint: \(title)"),
                "kind": "quickfix",
                "isPreferred": .bool(true),
                "edit": .object(["changes": .object(changes)]),
            ])
        }
    }

    // MARK: Output

    private func respond(id: JSONValue, result: JSONValue) {
        send(.object(["jsonrpc": "2.0", "id": id, "result": result]))
    }

    private func respondError(id: JSONValue, code: Int, message: String) {
        send(.object(["jsonrpc": "2.0", "id": id, "error": .object(["code": .int(code), "message": .string(message)])]))
    }

    private func showMessage(_ message: String, type: Int) {
        send(.object(["jsonrpc": "2.0", "method": "window/showMessage", "params": .object(["type": .int(type), "message": .string(message)])]))
    }
}
