import NavLintReporters
import NavLintRules
import NavLintSyntax

/// `navlint [lint] [<options>] [<path> …]`.
enum LintCommand {
    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        let parsed = try Arguments(arguments, flags: ["--strict", "--quiet", "-h", "--help"], options: ["--format", "--jobs"])
        if parsed.has("-h") || parsed.has("--help") {
            console.out(CommandLineTool.help)
            return CommandLineTool.ExitCode.success
        }
        let formatName = parsed.value("--format") ?? XcodeReporter.identifier
        guard let reporter = ReporterRegistry.reporter(formatName) else {
            throw UsageError("unknown format '\(formatName)'; use one of: \(ReporterRegistry.all.map { $0.identifier }.joined(separator: ", "))")
        }
        let jobs = try parsed.positiveInteger("--jobs") ?? Linter.defaultJobs
        let paths = parsed.positional.isEmpty ? ["."] : parsed.positional

        let linter = Linter(configuration: Configuration(), jobs: jobs)
        let outcome = linter.lint(paths: paths)
        // The process exits right after this command: freeing a whole project's summaries would
        // cost more than analysing many of its files, so they are deliberately kept.
        ProcessLifetime.keepAlive(outcome)
        for problem in outcome.problems {
            console.err("navlint: error: \(problem)\n")
        }
        let context = ReportContext(toolVersion: CommandLineTool.version, filesAnalyzed: outcome.filesAnalyzed,
                                    rules: RuleMetadata.catalog)
        console.out(reporter.report(outcome.findings, context: context))

        let errors = outcome.findings.filter { $0.severity == .error }.count
        let warnings = outcome.findings.count - errors
        if !parsed.has("--quiet") {
            console.err(summary(warnings: warnings, errors: errors, files: outcome.filesAnalyzed))
        }
        if !outcome.problems.isEmpty { return CommandLineTool.ExitCode.failure }
        if errors > 0 || parsed.has("--strict") && warnings > 0 { return CommandLineTool.ExitCode.findings }
        return CommandLineTool.ExitCode.success
    }

    /// `3 warnings, 1 error in 412 files`.
    static func summary(warnings: Int, errors: Int, files: Int) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "\(count(warnings, "warning")), \(count(errors, "error")) in \(count(files, "file"))\n"
    }
}
