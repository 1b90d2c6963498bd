import NavLintReporters
import NavLintRules
import NavLintSyntax

/// `navlint [lint] [<options>] [<path> …]`.
enum LintCommand {
    static let flags: Set<String> = ["--strict", "--quiet", "--absolute-paths", "-h", "--help", "--fix", "--dry-run"]
    static let options: Set<String> = ["--format", "--jobs", "--config", "--baseline", "--write-baseline", "--output", "--stdin-path"]

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        let parsed = try Arguments(arguments, flags: flags, options: options)
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
        let baseline: Baseline?
        do throws(LintProblem) {
            configuration = try ConfigurationLoader.resolve(explicitPath: parsed.value("--config"), searchingFrom: stdinPath ?? paths[0]).0
            baseline = try parsed.value("--baseline").map { path throws(LintProblem) in try Baseline.load(path) }
        } catch {
            console.err("navlint: error: \(error)\n")
            return CommandLineTool.ExitCode.failure
        }

        let linter = Linter(configuration: configuration, jobs: jobs)
        func lint() -> LintOutcome {
            if let stdinPath {
                return linter.lint(bytes: console.readInput(), as: stdinPath)
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
        // The process exits right after this command: freeing a whole project's summaries would
        // cost more than analysing many of its files, so they are deliberately kept.
        ProcessLifetime.keepAlive(outcome)
        var problems = outcome.problems + fixProblems
        var findings = outcome.findings
        if parsed.has("--absolute-paths") {
            findings = findings.map { finding in
                var finding = finding
                finding.path = Paths.absolute(finding.path)
                return finding
            }
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
        let context = ReportContext(toolVersion: CommandLineTool.version, filesAnalyzed: outcome.filesAnalyzed,
                                    rules: RuleMetadata.catalog)
        let report = reporter.report(findings, context: context)
        if let path = parsed.value("--output") {
            do throws(LintProblem) {
                try AtomicFile.write(Array(report.utf8), to: path)
            } catch {
                problems.append(error)
            }
        } else {
            console.out(report)
        }
        for problem in problems {
            console.err("navlint: error: \(problem)\n")
        }

        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        if !parsed.has("--quiet") {
            console.err(summary(warnings: warnings, errors: errors, files: outcome.filesAnalyzed, accepted: accepted))
        }
        if !problems.isEmpty { return CommandLineTool.ExitCode.failure }
        if errors > 0 || parsed.has("--strict") && warnings > 0 { return CommandLineTool.ExitCode.findings }
        return CommandLineTool.ExitCode.success
    }

    /// `3 warnings, 1 error in 412 files`, and how many findings the baseline accepted, if any.
    static func summary(warnings: Int, errors: Int, files: Int, accepted: Int = 0) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let baseline = accepted > 0 ? "; \(count(accepted, "finding")) accepted by the baseline" : ""
        return "\(count(warnings, "warning")), \(count(errors, "error")) in \(count(files, "file"))\(baseline)\n"
    }
}
