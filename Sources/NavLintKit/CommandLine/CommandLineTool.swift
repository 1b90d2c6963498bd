import NavLintReporters
import NavLintRules
import NavLintSyntax

/// navlint's command line: `navlint [lint] [<options>] [<path> …]` and its subcommands. The
/// executable only calls `run`; tests call it too, with a `BufferConsole`.
public enum CommandLineTool {
    public static let version = "0.1.0"

    public enum ExitCode {
        public static let success: Int32 = 0
        public static let findings: Int32 = 1
        public static let failure: Int32 = 2
    }

    public static let usage = "usage: navlint [lint] [<options>] [<path> ...]"

    public static let help = """
        OVERVIEW: Finds navigation memory leaks in RIBs and coordinator iOS apps.

        USAGE: navlint [lint] [<options>] [<path> ...]
               navlint <subcommand> [<arguments>]

        ARGUMENTS:
          <path>                  Swift files or folders to lint (default: the current folder).
                                  Given only files, navlint indexes the whole project they
                                  belong to and reports on those files alone.

        OPTIONS:
          --config <file>         Configuration file (default: the nearest .navlint.json in the
                                  linted path's folder or above).
          --format <format>       Output format: \(ReporterRegistry.all.map { $0.identifier }.joined(separator: ", ")) (default: xcode).
                                  --reporter <format> is the same.
          --output <file>         Write the report to <file> (atomically) instead of standard output.
          --baseline <file>       Report only the findings that <file> does not record (default: the
                                  configuration's "baseline" file, if it names one).
          --write-baseline <file> Record the current findings in <file> (atomically).
          --stdin-path <path>     Lint standard input as if it were the file at <path>.
          --fix                   Repair what has a safe mechanical repair ([weak self], weak),
                                  then report what is left.
          --dry-run               With --fix: print the repairs as a unified diff, write nothing.
          --absolute-paths        Print absolute paths (for Xcode and build plugins).
          --jobs <n>              Files read and parsed in parallel (default: the number of cores).
          --strict                Warnings fail the run too (exit code 1).
          --allow-zero-lintable-files
                                  Succeed when the paths hold no Swift file to lint.
          -q, --quiet             Do not print the summary line.
          --version               Show the version.
          -h, --help              Show this help.

        SUBCOMMANDS:
          lint                    Lint Swift files (the default).
          rules                   List every rule id with its default severity.
          init [<file>]           Write a starter .navlint.json with every default spelled out.
          config [<path>]         Print the effective configuration for <path> as JSON.
          explain <rule-id>       Print a rule's documentation: what it reports, why, how to fix it.
          graph [<path> ...]      Draw the ownership graph with the findings on it (see graph --help).
          lsp                     Run the language server on standard input and output.
          debug tokens <file>     Print a file's tokens: start offset, length, kind.
          debug outline <file>    Print the outline the parser builds for a file.

        EXIT CODES:
          0  no error-severity finding
          1  at least one error-severity finding (with --strict, any finding)
          2  bad usage, a bad configuration or baseline, a missing or unreadable path,
             no Swift file to lint, a report that cannot be written, or another failure

        """

    /// Runs navlint with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        let status = runCommand(arguments, console: console)
        // A report that could not be written (a full disk, a closed standard output) fails the run.
        if let problem = console.takeOutputProblem() {
            console.report(problem)
            return ExitCode.failure
        }
        return status
    }

    private static func runCommand(_ arguments: [String], console: Console) -> Int32 {
        if arguments.first == "-h" || arguments.first == "--help" || arguments.first == "help" {
            console.out(help)
            return ExitCode.success
        }
        if arguments.first == "--version" {
            console.out(version + "\n")
            return ExitCode.success
        }
        var arguments = arguments
        let command = arguments.first ?? "lint"
        do throws(UsageError) {
            switch command {
            case "rules":
                return try RulesCommand.run(Array(arguments.dropFirst()), console: console)
            case "init":
                return try InitCommand.run(Array(arguments.dropFirst()), console: console)
            case "config":
                return try ConfigCommand.run(Array(arguments.dropFirst()), console: console)
            case "explain":
                return try ExplainCommand.run(Array(arguments.dropFirst()), console: console)
            case "debug":
                return try DebugCommand.run(Array(arguments.dropFirst()), console: console)
            case "graph":
                return try GraphCommand.run(Array(arguments.dropFirst()), console: console)
            case "lsp":
                return try LanguageServerCommand.run(Array(arguments.dropFirst()), console: console)
            default:
                if arguments.first == "lint" { arguments.removeFirst() }
                return try LintCommand.run(arguments, console: console)
            }
        } catch {
            console.err("navlint: error: \(error.message)\n\(usage)\nSee 'navlint --help'.\n")
            return ExitCode.failure
        }
    }
}
