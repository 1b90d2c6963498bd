import NavLintReporters

/// `navlint graph [<options>] [<path> …]`: draws the ownership graph of the project with the
/// findings on it, as DOT, Mermaid or JSON.
enum GraphCommand {
    static let flags: Set<String> = ["-h", "--help"]
    static let options: Set<String> = ["--format", "--focus", "--depth", "--output", "--config", "--jobs"]

    static let help = """
        OVERVIEW: Draws the RIB and coordinator ownership graph: who keeps whom, who pushes and
        presents what, and in red what the rules report, with the rule and the source line.

        USAGE: navlint graph [<options>] [<path> ...]

        ARGUMENTS:
          <path>                  Swift files or folders to analyse (default: the current folder).

        OPTIONS:
          --format <format>       dot (the default) for Graphviz: navlint graph | dot -Tsvg > graph.svg;
                                  mermaid for GitHub and GitLab Markdown; json for other tools.
          --focus <type>          Keep only what <type> reaches and what reaches it.
          --depth <n>             Keep only the nodes at most <n> edges away from the focus
                                  (without --focus: from the roots of the tree).
          --output <file>         Write the graph to <file> (atomically) instead of standard output.
          --config <file>         Configuration file (default: the nearest .navlint.json in the
                                  analysed path's folder or above).
          --jobs <n>              Files read and parsed in parallel (default: the number of cores).
          -h, --help              Show this help.

        EXIT CODES:
          0  the graph was written (findings on it do not change the exit code)
          2  bad usage, a bad configuration, a missing or unreadable path, a --focus type that
             is not in the graph, or a graph that cannot be written

        """

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        let parsed = try Arguments(arguments, flags: flags, options: options)
        if parsed.has("-h") || parsed.has("--help") {
            console.out(help)
            return CommandLineTool.ExitCode.success
        }
        let formatName = parsed.value("--format") ?? DOTGraphWriter.identifier
        guard let writer = GraphWriterRegistry.writer(formatName) else {
            throw UsageError("unknown graph format '\(formatName)'; use one of: \(GraphWriterRegistry.all.map { $0.identifier }.joined(separator: ", "))")
        }
        let depth = try parsed.positiveInteger("--depth")
        let jobs = try parsed.positiveInteger("--jobs") ?? Linter.defaultJobs
        let paths = parsed.positional.isEmpty ? ["."] : parsed.positional

        let configuration: Configuration
        do throws(LintProblem) {
            let configurationFile: String?
            (configuration, configurationFile) = try ConfigurationLoader.resolve(explicitPath: parsed.value("--config"), searchingFrom: paths[0])
            if let overwritten = LintCommand.overwrittenInput(parsed, configurationFile: configurationFile, baseline: parsed.value("--baseline")) { throw overwritten }
        } catch {
            console.report(error)
            return CommandLineTool.ExitCode.failure
        }
        let outcome = Linter(configuration: configuration, jobs: jobs).lint(paths: paths)
        for warning in outcome.warnings { console.report(warning, isError: false) }
        ProcessLifetime.keepAlive(outcome)
        var picture = outcome.model.map { GraphPictureBuilder(model: $0, lines: outcome.lines!, findings: outcome.findings).picture() }
            ?? GraphPicture(nodes: [], edges: [])
        if let focus = parsed.value("--focus") {
            guard let focused = picture.focused(on: focus, depth: depth) else {
                console.err("navlint: error: '\(focus)' is not in the graph; --focus takes the name of a router, interactor, view controller, navigation controller or coordinator that the graph shows\n")
                return CommandLineTool.ExitCode.failure
            }
            picture = focused
        } else if let depth {
            picture = picture.limited(toDepth: depth)
        }

        var problems = outcome.problems
        let text = writer.write(picture)
        if let path = parsed.value("--output") {
            do throws(LintProblem) {
                try AtomicFile.write(Array(text.utf8), to: path)
            } catch {
                problems.append(error)
            }
        } else {
            console.out(text)
        }
        for problem in problems { console.report(problem) }
        return problems.isEmpty ? CommandLineTool.ExitCode.success : CommandLineTool.ExitCode.failure
    }
}
