import Dispatch
import Foundation
import NavLintIndex
import NavLintReporters
import NavLintRules
import NavLintSyntax

/// One file to lint, already in memory (from disk, standard input or a test).
public struct SourceInput: Sendable {
    /// The path shown in diagnostics and matched by configuration globs.
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// The result of a run: findings in report order, plus the problems met along the way.
public struct LintOutcome: Sendable {
    public var findings: [Finding]
    public var filesAnalyzed: Int
    /// Inputs that could not be analysed (missing, unreadable…); any of them makes the exit code 2.
    public var problems: [LintProblem]
    /// Inputs left out on purpose, to be said aloud (a link out of the project, a file named that
    /// is not Swift); they do not change the exit code.
    public var warnings: [LintProblem] = []
    /// How many Swift files the paths given hold: those reported on, plus those named on the
    /// command line that the configuration excludes. Zero means a wrong path (see `LintCommand`).
    public var lintableFiles = 0
    /// The project index the findings came from (for commands that show more than findings).
    public var index: ProjectIndex? { model?.index }
    /// The semantic model the rules asked, with the facts they worked out (for `navlint graph`).
    public var model: SemanticModel?
    /// Lines of the index's files, read again on demand (for commands that show positions).
    public var lines: SourceLines?
}

/// The navlint pipeline: summarize each file (in parallel), build the project index once, run
/// the rules, filter and position the findings.
public struct Linter: Sendable {
    public var configuration: Configuration
    /// How many files are summarized at once.
    public var jobs: Int

    public init(configuration: Configuration = Configuration(), jobs: Int = Linter.defaultJobs) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    /// The number of active processors.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Lints the Swift files under `paths` (folders are walked, recursively unless `isRecursive`
    /// is false; files are taken as given). With `reportOnly`, the whole project is analysed but
    /// findings are kept only for those files. Files are read and summarized in parallel and
    /// their bytes dropped at once, so memory holds summaries only.
    public func lint(paths: [String], reportOnly: Set<String>? = nil, isRecursive: Bool = true) -> LintOutcome {
        let discovered = FileDiscovery.discover(paths, filter: configuration.pathFilter, isRecursive: isRecursive)
        let files = discovered.files
        var results = [Result<FileSummary, LintProblem>?](repeating: nil, count: files.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let shared = UncheckedSendable(buffer)
            parallelForEach(files.count) { index, workspace in
                do throws(LintProblem) {
                    let bytes = try FileSystem.readSource(files[index])
                    shared.value[index] = .success(FileSummary(path: files[index], bytes: bytes, workspace: workspace))
                } catch {
                    shared.value[index] = .failure(error)
                }
            }
        }
        // The workers' parse buffers, sized by the largest file each met, are freed but stay
        // resident in their threads' malloc arenas unless handed back before the index grows.
        #if canImport(Glibc)
        _ = glibcMallocTrim(0)
        #endif
        var summaries: [FileSummary] = []
        summaries.reserveCapacity(files.count)
        var problems = discovered.problems
        for position in results.indices {
            // Moved out, not copied (a copy retains every table of the summary).
            switch results[position].take() {
            case .success(let summary): summaries.append(summary)
            case .failure(let problem): problems.append(problem)
            case nil: break
            }
        }
        var outcome = analyze(summaries, reportOnly: reportOnly) { try? FileSystem.readSource($0.path) }
        outcome.problems = problems + outcome.problems
        outcome.warnings = discovered.warnings
        outcome.lintableFiles = (reportOnly.map { only in files.filter(only.contains).count } ?? files.count) + discovered.excludedNamedFiles
        return outcome
    }

    /// Lints files already in memory. An input over `FileSystem.maximumFileSize` is refused as a
    /// file on disk would be (positions are 32-bit).
    public func lint(_ inputs: [SourceInput], reportOnly: Set<String>? = nil) -> LintOutcome {
        let isTooLarge = { (input: SourceInput) in input.bytes.count > FileSystem.maximumFileSize }
        let problems = inputs.filter(isTooLarge).map { FileSystem.tooLarge($0.path) }
        let inputs = problems.isEmpty ? inputs : inputs.filter { !isTooLarge($0) }
        var summaries = [FileSummary?](repeating: nil, count: inputs.count)
        summaries.withUnsafeMutableBufferPointer { buffer in
            let shared = UncheckedSendable(buffer)
            parallelForEach(inputs.count) { index, workspace in
                shared.value[index] = FileSummary(path: inputs[index].path, bytes: inputs[index].bytes, workspace: workspace)
            }
        }
        var bytesByPath: [String: [UInt8]] = [:]
        for input in inputs { bytesByPath[input.path] = input.bytes }
        var outcome = analyze(summaries.map { $0! }, reportOnly: reportOnly) { [bytesByPath] in bytesByPath[$0.path] }
        outcome.problems = problems + outcome.problems
        return outcome
    }

    /// The cross-file phase: index, rules, suppressions, positions. `source` gives the bytes of a
    /// file with findings (for its line table and the text of flagged lines).
    func analyze(_ summaries: [FileSummary], reportOnly: Set<String>?,
                 source: @escaping @Sendable (FileSummary) -> [UInt8]?) -> LintOutcome {
        let index = ProjectIndex(files: summaries, roles: configuration.roles)
        let lines = SourceLines(files: index.files, source: source)
        // The facts the rules share, once for all of them, before any check runs.
        let model = SemanticModel(index: index)
        var checks: [(rule: any Rule.Type, context: RuleContext)] = []
        for rule in RuleRegistry.all {
            let identifier = rule.description.identifier
            guard let severity = configuration.severity(of: identifier, default: rule.description.defaultSeverity) else { continue }
            checks.append((rule, RuleContext(model: model, severity: severity, options: configuration.options(of: identifier))))
        }
        let enabledRules = Set(checks.map { $0.rule.description.identifier })
        var diagnostics = run(checks).flatMap { $0 }
        diagnostics = Array(Set(diagnostics)).sorted { ($0.file, $0.range.start, $0.ruleID, $0.message) < ($1.file, $1.range.start, $1.ruleID, $1.message) }

        // Suppression comments, file by file; those that silence nothing are reported in turn.
        var suppressions = index.files.map { Suppressions(summary: $0) }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            _ = lines.bytes(of: diagnostic.file)  // read once, for both the line table and the line's text
            let line = lines.location(of: diagnostic.range.start, in: diagnostic.file).line
            if !suppressions[diagnostic.file].suppresses(rule: diagnostic.ruleID, line: line) { kept.append(diagnostic) }
        }
        if let severity = configuration.severity(of: Configuration.unusedSuppressionRuleID, default: .warning) {
            let known = Set(RuleRegistry.all.map { $0.description.identifier } + [Configuration.unusedSuppressionRuleID])
            for (file, fileSuppressions) in suppressions.enumerated() {
                for (range, line, message) in fileSuppressions.unused(enabledRules: enabledRules, knownRules: known) {
                    if suppressions[file].suppresses(rule: Configuration.unusedSuppressionRuleID, line: line) { continue }
                    kept.append(Diagnostic(ruleID: Configuration.unusedSuppressionRuleID, severity: severity,
                                           message: message, file: file, range: range))
                }
            }
        }

        var findings: [Finding] = []
        findings.reserveCapacity(kept.count)
        for diagnostic in kept {
            let summary = index.files[diagnostic.file]
            if let reportOnly, !reportOnly.contains(summary.path) { continue }
            var finding = Linter.finding(diagnostic, summary: summary, bytes: lines.bytes(of: diagnostic.file),
                                         lineTable: lines.lineTable(of: diagnostic.file))
            finding.related = diagnostic.related.map {
                Linter.related($0, path: index.files[$0.file].path, bytes: lines.bytes(of: $0.file), lineTable: lines.lineTable(of: $0.file))
            }
            findings.append(finding)
        }
        findings.sort(by: Finding.sortOrder)
        return LintOutcome(findings: findings, filesAnalyzed: summaries.count, problems: [], model: model, lines: lines)
    }

    /// Runs the rules on up to `jobs` threads and returns each one's diagnostics, in the order of
    /// `checks`. The slowest rules are handed out first so that no thread is left with one of them
    /// at the end while the others sit idle. Rules share the index, whose lazy caches are locked,
    /// and the semantic model, whose facts are reached under their locks; everything else they
    /// build belongs to one `check` call.
    func run(_ checks: [(rule: any Rule.Type, context: RuleContext)]) -> [[Diagnostic]] {
        let order = checks.indices.sorted { Linter.startRank(checks[$0].rule) < Linter.startRank(checks[$1].rule) }
        var results = [[Diagnostic]](repeating: [], count: checks.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let shared = UncheckedSendable(buffer)
            let sendableChecks = UncheckedSendable(checks)
            parallelForEach(checks.count, threadState: {}) { position, _ in
                let (rule, context) = sendableChecks.value[order[position]]
                shared.value[order[position]] = rule.init().check(context)
            }
        }
        return results
    }

    /// The rules that take longest on a big project, slowest first (`navlint debug speed` on the
    /// corpus: the ownership graph behind strong-back-reference and closure-capture-cycle's storage
    /// search are three quarters of all rule time).
    static let slowestRules = ["strong-back-reference", "closure-capture-cycle"]

    /// When a rule is handed to a thread: the slowest first, then the others in registry order.
    static func startRank(_ rule: any Rule.Type) -> Int {
        slowestRules.firstIndex(of: rule.description.identifier) ?? slowestRules.count
    }

    /// Positions a diagnostic for output.
    static func finding(_ diagnostic: Diagnostic, summary: FileSummary, bytes: [UInt8], lineTable: LineTable) -> Finding {
        let start = lineTable.location(of: diagnostic.range.start)
        let end = lineTable.location(of: diagnostic.range.end)
        var lineText = ""
        if !bytes.isEmpty {
            let lineRange = lineTable.range(ofLine: start.line, in: bytes)
            if Int(lineRange.end) <= bytes.count {
                lineText = trimmedLine(bytes[Int(lineRange.start)..<Int(lineRange.end)])
            }
        }
        return Finding(ruleID: diagnostic.ruleID, severity: diagnostic.severity, message: diagnostic.message,
                       path: displayPath(summary.path), line: start.line, column: start.column,
                       endLine: end.line, endColumn: end.column, lineText: lineText,
                       utf16Column: lineTable.utf16Column(of: diagnostic.range.start, in: bytes),
                       utf16EndColumn: lineTable.utf16Column(of: diagnostic.range.end, in: bytes))
    }

    /// The text of `line` without the whitespace at either end, as `trimmingCharacters(in:
    /// .whitespaces)` gives it: spaces and tabs are dropped as bytes, and Foundation is asked only
    /// when a non-ASCII character (maybe another Unicode space) is left at an end. Foundation's
    /// trimming goes through `NSString`, about 90,000 instructions a finding: in code where every
    /// router has a finding, more than the router's whole analysis.
    static func trimmedLine(_ line: ArraySlice<UInt8>) -> String {
        var start = line.startIndex
        var end = line.endIndex
        while start < end && (line[start] == 0x20 || line[start] == 0x09) { start += 1 }
        while end > start && (line[end - 1] == 0x20 || line[end - 1] == 0x09) { end -= 1 }
        let text = String(decoding: line[start..<end], as: UTF8.self)
        guard start < end, line[start] >= 0x80 || line[end - 1] >= 0x80 else { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Positions a diagnostic's related location for output.
    static func related(_ location: RelatedLocation, path: String, bytes: [UInt8], lineTable: LineTable) -> Finding.Related {
        let start = lineTable.location(of: location.range.start)
        let end = lineTable.location(of: location.range.end)
        return Finding.Related(path: displayPath(path), line: start.line, column: start.column,
                               endLine: end.line, endColumn: end.column, message: location.message,
                               utf16Column: lineTable.utf16Column(of: location.range.start, in: bytes),
                               utf16EndColumn: lineTable.utf16Column(of: location.range.end, in: bytes))
    }

    /// `path` relative to the current directory when it lies under it; otherwise as given.
    static func displayPath(_ path: String) -> String {
        var trimmed = path
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        guard trimmed.hasPrefix("/") else { return trimmed }
        let current = FileSystem.currentDirectory()
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return trimmed.hasPrefix(prefix) ? String(trimmed.dropFirst(prefix.count)) : trimmed
    }

    /// Runs `body` for every index in `0..<count` on up to `jobs` threads, each thread with its own
    /// parse workspace.
    ///
    /// The threads are navlint's own, with `workerStackSize` of stack: the parser's depth bound
    /// keeps its recursion finite, but deeply nested input still takes more stack than some
    /// threads have (512 KB for a secondary thread on macOS; sanitized builds use far bigger frames).
    func parallelForEach(_ count: Int, _ body: @escaping @Sendable (Int, ParseWorkspace) -> Void) {
        parallelForEach(count, threadState: { ParseWorkspace() }, body)
    }

    /// Runs `body` for every index in `0..<count` on up to `jobs` threads (see above), each thread
    /// with its own value made by `threadState`.
    func parallelForEach<State>(_ count: Int, threadState: @escaping @Sendable () -> State,
                                _ body: @escaping @Sendable (Int, State) -> Void) {
        guard count > 0 else { return }
        MallocTuning.configure()
        let workers = min(jobs, count)
        let next = AtomicCounter()
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let thread = Thread {
                let state = threadState()
                var heaps = MallocTuning.HugePageHeaps()
                while true {
                    let index = next.increment()
                    if index >= count { break }
                    body(index, state)
                    heaps.adviseCurrent()
                }
                finished.signal()
            }
            thread.stackSize = Linter.workerStackSize
            thread.start()
        }
        for _ in 0..<workers { finished.wait() }
    }

    /// The stack of each worker thread: address space only, pages are used as the parser needs them.
    static let workerStackSize = 64 << 20
}

/// A value shared with worker threads that write to disjoint indices.
struct UncheckedSendable<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A counter handing out consecutive indices to worker threads.
final class AtomicCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value += 1
        return current
    }
}

#if canImport(Glibc)
/// glibc's `malloc_trim`, which the Glibc module does not export: returns free memory of every
/// malloc arena to the system.
@_silgen_name("malloc_trim") private func glibcMallocTrim(_ pad: Int) -> Int32

/// glibc's `mallopt`, which the Glibc module does not export either.
@_silgen_name("mallopt") private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif

/// How navlint sets up the C allocator, once per process, before the per-file phase.
enum MallocTuning {
    /// glibc grows the malloc heap of a worker thread one `mprotect` call at a time, a few pages
    /// each: 35,000 calls over the 11,000-file corpus, 3-5% of the run. A 64 MB top pad (glibc's
    /// `M_TOP_PAD`) makes each thread heap writable whole when it is created and lets the main heap
    /// grow by 64 MB steps. Pages are backed only when first written, so resident memory does
    /// not grow; the pad is also what stays unreturned when memory is freed.
    private static let configured: Bool = {
        #if canImport(Glibc)
        let topPad: Int32 = -2  // M_TOP_PAD in <malloc.h>
        return glibcMallopt(topPad, 64 << 20) == 1
        #else
        return false
        #endif
    }()

    static func configure() { _ = configured }

    /// Asks for 2 MB pages (transparent huge pages, `madvise` mode) for the malloc heaps of a
    /// worker thread. A big project's outlines are hundreds of MB of fresh memory, and faulting
    /// it in 4 KB at a time costs the kernel more than the zeroing itself. glibc gives each thread
    /// arena heaps of 64 MB aligned to 64 MB, marks their chunks `NON_MAIN_ARENA` in the size
    /// word before each chunk, and finds a chunk's heap by masking its address: the same here,
    /// for a fresh allocation after each file, each heap advised once.
    struct HugePageHeaps {
        private var advised: UInt = 0

        mutating func adviseCurrent() {
            #if canImport(Glibc)
            guard MallocTuning.isGlibcMalloc else { return }
            // Through Swift's allocator (which calls malloc): the C optimizer would take a read
            // before the start of a block it saw `malloc` return for undefined behaviour.
            let probe = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
            defer { probe.deallocate() }
            let chunkFlags = probe.load(fromByteOffset: -MemoryLayout<Int>.size, as: UInt.self) & 0x7
            // A thread-arena chunk (NON_MAIN_ARENA 0x4), not one mapped on its own (IS_MMAPPED 0x2).
            guard chunkFlags & 0x4 != 0, chunkFlags & 0x2 == 0 else { return }
            let heap = UInt(bitPattern: probe) & ~(MallocTuning.heapSize - 1)
            guard heap != advised else { return }
            advised = heap
            _ = madvise(UnsafeMutableRawPointer(bitPattern: heap), Int(MallocTuning.heapSize), 14)  // MADV_HUGEPAGE
            #endif
        }
    }

    /// Whether `malloc` is glibc's own, not one put in front of it (AddressSanitizer's, a preloaded
    /// jemalloc), whose blocks have no glibc header to read.
    static let isGlibcMalloc: Bool = {
        #if canImport(Glibc)
        // AddressSanitizer's runtime, linked into the executable, does not export its `malloc`.
        guard dlsym(nil, "__asan_init") == nil else { return false }
        // The `malloc` calls resolve to, against the one in glibc's own library.
        guard let libc = dlopen("libc.so.6", RTLD_LAZY | RTLD_NOLOAD) else { return false }
        defer { dlclose(libc) }
        guard let malloc = dlsym(nil, "malloc"), let glibcMalloc = dlsym(libc, "malloc") else { return false }
        return malloc == glibcMalloc
        #else
        return false
        #endif
    }()

    /// glibc's `HEAP_MAX_SIZE` on 64-bit systems (twice `DEFAULT_MMAP_THRESHOLD_MAX`).
    static let heapSize: UInt = 64 << 20
}
