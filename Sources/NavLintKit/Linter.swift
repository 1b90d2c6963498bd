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

    /// Lints the Swift files under `paths` (folders are walked; files are taken as given).
    /// With `reportOnly`, the whole project is analysed but findings are kept only for those files.
    public func lint(paths: [String], reportOnly: Set<String>? = nil) -> LintOutcome {
        let discovered = FileDiscovery.discover(paths, filter: configuration.pathFilter)
        var problems = discovered.problems
        var inputs: [SourceInput?] = Array(repeating: nil, count: discovered.files.count)
        var readProblems: [LintProblem?] = Array(repeating: nil, count: discovered.files.count)
        let files = discovered.files
        inputs.withUnsafeMutableBufferPointer { inputBuffer in
            readProblems.withUnsafeMutableBufferPointer { problemBuffer in
                let inputBase = UncheckedSendable(inputBuffer)
                let problemBase = UncheckedSendable(problemBuffer)
                parallelForEach(files.count) { index in
                    do throws(LintProblem) {
                        inputBase.value[index] = SourceInput(path: files[index], bytes: try FileSystem.read(files[index]))
                    } catch {
                        problemBase.value[index] = error
                    }
                }
            }
        }
        problems.append(contentsOf: readProblems.compactMap { $0 })
        var outcome = lint(inputs.compactMap { $0 }, reportOnly: reportOnly)
        outcome.problems = problems + outcome.problems
        return outcome
    }

    /// Lints files already in memory.
    public func lint(_ inputs: [SourceInput], reportOnly: Set<String>? = nil) -> LintOutcome {
        var summaries = [FileSummary?](repeating: nil, count: inputs.count)
        summaries.withUnsafeMutableBufferPointer { buffer in
            let base = UncheckedSendable(buffer)
            parallelForEach(inputs.count) { index in
                base.value[index] = FileSummary(path: inputs[index].path, bytes: inputs[index].bytes)
            }
        }
        let index = ProjectIndex(files: summaries.map { $0! }, roles: configuration.roles)
        var diagnostics: [Diagnostic] = []
        var enabledRules: Set<String> = []
        for rule in RuleRegistry.all {
            let identifier = rule.description.identifier
            guard let severity = configuration.severity(of: identifier, default: rule.description.defaultSeverity) else { continue }
            enabledRules.insert(identifier)
            let context = RuleContext(index: index, severity: severity, options: configuration.options(of: identifier))
            diagnostics.append(contentsOf: rule.init().check(context))
        }
        diagnostics = Array(Set(diagnostics)).sorted { ($0.file, $0.range.start, $0.ruleID, $0.message) < ($1.file, $1.range.start, $1.ruleID, $1.message) }

        // Suppression comments, file by file; those that silence nothing are reported in turn.
        var suppressions = index.files.map { Suppressions(summary: $0) }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let line = index.files[diagnostic.file].lineTable.location(of: diagnostic.range.start).line
            if !suppressions[diagnostic.file].suppresses(rule: diagnostic.ruleID, line: line) { kept.append(diagnostic) }
        }
        if let severity = configuration.severity(of: Configuration.unusedSuppressionRuleID, default: .warning) {
            let known = Set(RuleRegistry.all.map { $0.description.identifier } + [Configuration.unusedSuppressionRuleID])
            for (file, fileSuppressions) in suppressions.enumerated() {
                for (range, message) in fileSuppressions.unused(enabledRules: enabledRules, knownRules: known) {
                    let line = index.files[file].lineTable.location(of: range.start).line
                    if suppressions[file].suppresses(rule: Configuration.unusedSuppressionRuleID, line: line) { continue }
                    kept.append(Diagnostic(ruleID: Configuration.unusedSuppressionRuleID, severity: severity,
                                           message: message, file: file, range: range))
                }
            }
        }

        var findings: [Finding] = []
        findings.reserveCapacity(kept.count)
        for diagnostic in kept {
            let input = inputs[diagnostic.file]
            if let reportOnly, !reportOnly.contains(input.path) { continue }
            findings.append(Linter.finding(diagnostic, summary: index.files[diagnostic.file], bytes: input.bytes))
        }
        findings.sort(by: Finding.sortOrder)
        return LintOutcome(findings: findings, filesAnalyzed: inputs.count, problems: [])
    }

    /// Positions a diagnostic for output.
    static func finding(_ diagnostic: Diagnostic, summary: FileSummary, bytes: [UInt8]) -> Finding {
        let start = summary.lineTable.location(of: diagnostic.range.start)
        let end = summary.lineTable.location(of: diagnostic.range.end)
        let lineRange = summary.lineTable.range(ofLine: start.line, in: bytes)
        let lineText = String(decoding: bytes[Int(lineRange.start)..<Int(lineRange.end)], as: UTF8.self)
            .trimmingCharacters(in: .whitespaces)
        return Finding(ruleID: diagnostic.ruleID, severity: diagnostic.severity, message: diagnostic.message,
                       path: displayPath(summary.path), line: start.line, column: start.column,
                       endLine: end.line, endColumn: end.column, lineText: lineText)
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

    /// Runs `body` for every index in `0..<count` on up to `jobs` threads.
    func parallelForEach(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let workers = min(jobs, count)
        if workers == 1 {
            for index in 0..<count { body(index) }
            return
        }
        let next = AtomicCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.increment()
                if index >= count { return }
                body(index)
            }
        }
    }
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
