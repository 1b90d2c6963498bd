import NavLintReporters
import NavLintRules
import NavLintSyntax

/// `navlint [lint] [<options>] [<path> …]`.
enum LintCommand {
    static let flags: Set<String> = ["--strict", "--quiet", "--absolute-paths", "--allow-zero-lintable-files", "-h", "--help", "--fix", "--dry-run"]
    static let options: Set<String> = ["--format", "--jobs", "--config", "--baseline", "--write-baseline", "--output", "--stdin-path"]
    /// Other spellings, as SwiftLint users type them.
    static let aliases = ["--reporter": "--format", "-q": "--quiet"]

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        let parsed = try Arguments(arguments, flags: flags, options: options, aliases: aliases)
        if parsed.has("-h") || parsed.has("--help") {
            console.out(CommandLineTool.help)
            return CommandLineTool.ExitCode.success
        }
        let formatName = parsed.value("--format") ?? XcodeReporter.identifier
        guard let reporter = ReporterRegistry.reporter(formatName) else {
            throw UsageError("unknown format '\(formatName)'; use one of: \(ReporterRegistry.all.map { $0.identifier }.joined(separator: ", "))")
        }
        let jobs = try parsed.positiveInteger("--jobs") ?? Linter.defaultJobs
        let stdinPath = parsed.value("--stdin-path")
        if stdinPath != nil && !parsed.positional.isEmpty {
            throw UsageError("'--stdin-path' lints standard input; give no other paths")
        }
        let paths = parsed.positional.isEmpty ? ["."] : parsed.positional
        if parsed.has("--dry-run") && !parsed.has("--fix") { throw UsageError("'--dry-run' goes with '--fix'") }
        if parsed.has("--fix") && stdinPath != nil { throw UsageError("'--fix' repairs files; it cannot fix standard input") }

        // Everything that can be wrong with the setup is checked before the analysis runs.
        let configuration: Configuration
        let configurationFile: String?
        let baseline: Baseline?
        let input: [UInt8]?
        do throws(LintProblem) {
            (configuration, configurationFile) = try ConfigurationLoader.resolve(explicitPath: parsed.value("--config"), searchingFrom: stdinPath ?? paths[0])
            if let overwritten = overwrittenInput(parsed, configurationFile: configurationFile,
                                                  baseline: parsed.value("--baseline") ?? configuration.baselinePath) { throw overwritten }
            baseline = try Baseline.forRun(explicitPath: parsed.value("--baseline"), configuration: configuration,
                                           configurationFile: configurationFile, writing: parsed.value("--write-baseline"))
            input = stdinPath == nil ? nil : try console.readInput()
        } catch {
            console.report(error)
            return CommandLineTool.ExitCode.failure
        }
        if let configurationFile {
            for pattern in FileDiscovery.includesOutsideTheProject(configuration.include) {
                console.report(LintProblem(path: configurationFile, message: "'include' pattern '\(pattern)' points outside the project (the configuration file's folder); navlint never walks there"), isError: false)
            }
        }

        let linter = Linter(configuration: configuration, jobs: jobs)
        func lint() -> LintOutcome {
            if let stdinPath, let input {
                return linter.lint(bytes: input, as: stdinPath)
            } else if !parsed.positional.isEmpty, paths.allSatisfy({ FileSystem.status($0)?.kind == .file }) {
                return linter.lint(files: paths)
            }
            return linter.lint(paths: paths)
        }
        var outcome = lint()
        var fixProblems: [LintProblem] = []
        if parsed.has("--fix") {
            let targets = baseline.map { $0.filter(outcome.findings).0 } ?? outcome.findings
            let fixed = FixRun.run(targets, outcome: outcome, isDryRun: parsed.has("--dry-run"), console: console)
            fixProblems = fixed.problems
            if parsed.has("--dry-run") {
                for problem in outcome.problems + fixProblems { console.err("navlint: error: \(problem)\n") }
                return fixProblems.isEmpty && outcome.problems.isEmpty ? CommandLineTool.ExitCode.success : CommandLineTool.ExitCode.failure
            }
            // The report is of what is left.
            if fixed.files > 0 { outcome = lint() }
        }
        for warning in outcome.warnings { console.report(warning, isError: false) }
        // The process exits right after this command: freeing a whole project's summaries would
        // cost more than analysing many of its files, so they are deliberately kept.
        ProcessLifetime.keepAlive(outcome)
        var problems = outcome.problems + fixProblems
        if problems.isEmpty && outcome.lintableFiles == 0 && !parsed.has("--allow-zero-lintable-files") {
            // A wrong path in CI must not pass in silence.
            problems.append(LintProblem(path: "", message: "no lintable files found at \(paths.map { "'\($0)'" }.joined(separator: ", ")); check the paths, and the configuration's include and exclude, or pass --allow-zero-lintable-files"))
        }
        var findings = outcome.findings
        if parsed.has("--absolute-paths") {
            findings = findings.map { $0.withPaths { Paths.absolute($0) } }
        }
        let allFindings = findings
        var accepted = 0
        if let baseline { (findings, accepted) = baseline.filter(findings) }

        if let path = parsed.value("--write-baseline") {
            do throws(LintProblem) {
                try AtomicFile.write(Array(Baseline(findings: allFindings, path: path).rendered().utf8), to: path)
            } catch {
                problems.append(error)
            }
        }
        var context = ReportContext(toolVersion: CommandLineTool.version, filesAnalyzed: outcome.filesAnalyzed,
                                    rules: RuleMetadata.catalog)
        // After the baseline, which reads paths relative to the current folder.
        var reported = findings
        if reporter.usesRepositoryRelativePaths && !parsed.has("--absolute-paths") {
            let root = RepositoryRoot.find(for: stdinPath.map { [$0] } ?? paths)
            context.repositoryRoot = root
            reported = findings.map { $0.relative(to: root) }
        }
        let report = reporter.report(reported, context: context)
        if let path = parsed.value("--output") {
            do throws(LintProblem) {
                try AtomicFile.write(Array(report.utf8), to: path)
            } catch {
                problems.append(error)
            }
        } else {
            console.out(report)
            if let problem = console.takeOutputProblem() { problems.append(problem) }
        }
        for problem in problems { console.report(problem) }

        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        if !parsed.has("--quiet") {
            console.err(summary(findings, files: outcome.filesAnalyzed, accepted: accepted))
        }
        if !problems.isEmpty { return CommandLineTool.ExitCode.failure }
        if errors > 0 || parsed.has("--strict") && warnings > 0 { return CommandLineTool.ExitCode.findings }
        return CommandLineTool.ExitCode.success
    }

    /// The input that `--output` or `--write-baseline` would overwrite (the configuration, the
    /// baseline read, whether `--baseline` or the configuration names it, or each other), compared
    /// as files, through links and other spellings. A device or FIFO (`/dev/stdout`) is written in
    /// place, never replaced, so it is no conflict.
    static func overwrittenInput(_ parsed: Arguments, configurationFile: String?, baseline: String?) -> LintProblem? {
        let output = parsed.value("--output")
        let writtenBaseline = parsed.value("--write-baseline")
        let conflicts = [
            (output, configurationFile, "--output would overwrite the configuration file"),
            (output, baseline, "--output would overwrite the baseline"),
            (output, writtenBaseline, "--output and --write-baseline name the same file"),
            (writtenBaseline, configurationFile, "--write-baseline would overwrite the configuration file"),
        ]
        for case let (written?, read?, message) in conflicts where FileSystem.status(written)?.kind != .other {
            if FileSystem.isSameFile(written, read) { return LintProblem(path: written, message: message + "; name another file") }
        }
        return nil
    }

    /// `1 warning (lifecycle-detach 1), 3 errors (push-without-flush 2, closure-capture-cycle 1) in
    /// 412 files`: each severity's count with its findings per rule, most frequent first, then how
    /// many findings the baseline accepted, if any.
    static func summary(_ findings: [Finding], files: Int, accepted: Int = 0) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        func counted(_ severity: Severity) -> String {
            var perRule: [String: Int] = [:]
            for finding in findings where finding.severity == severity { perRule[finding.ruleID, default: 0] += 1 }
            let total = count(perRule.values.reduce(0, +), severity.rawValue)
            guard !perRule.isEmpty else { return total }
            let rules = perRule.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
            return "\(total) (\(rules.joined(separator: ", ")))"
        }
        let baseline = accepted > 0 ? "; \(count(accepted, "finding")) accepted by the baseline" : ""
        return "\(counted(.warning)), \(counted(.error)) in \(count(files, "file"))\(baseline)\n"
    }
}
