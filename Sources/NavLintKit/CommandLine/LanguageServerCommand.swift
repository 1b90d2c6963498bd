/// `navlint lsp [--jobs <n>]`: the language server on standard input and output.
enum LanguageServerCommand {
    static let usage = "usage: navlint lsp [--jobs <n>]"

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        // `--stdio` is what many clients pass to say how to talk; it is the only way navlint talks.
        let parsed = try Arguments(arguments, flags: ["--stdio", "-h", "--help"], options: ["--jobs"])
        if parsed.has("-h") || parsed.has("--help") {
            console.out("""
                OVERVIEW: A language server (LSP over standard input and output) that publishes navlint's
                findings as diagnostics and offers --fix's repairs as quick fixes.

                \(usage)

                """)
            return CommandLineTool.ExitCode.success
        }
        guard parsed.positional.isEmpty else { throw UsageError(usage) }
        let jobs = try parsed.positiveInteger("--jobs") ?? Linter.defaultJobs
        return LanguageServer.serveStandardStreams(jobs: jobs)
    }
}
