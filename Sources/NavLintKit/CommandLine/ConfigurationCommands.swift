/// `navlint init`: writes a starter `.navlint.json` with every default spelled out and explained.
enum InitCommand {
    static let usage = "usage: navlint init [<file>]"

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else { throw UsageError(usage) }
        let path = arguments.first ?? ConfigurationLoader.fileName
        do throws(LintProblem) {
            try AtomicFile.write(Array(Configuration.starter().utf8), to: path, overwrite: false)
        } catch {
            console.err("navlint: error: \(error)\n")
            return CommandLineTool.ExitCode.failure
        }
        console.err("navlint: wrote \(path)\n")
        return CommandLineTool.ExitCode.success
    }
}

/// `navlint config`: prints the effective configuration as JSON with sorted keys.
enum ConfigCommand {
    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        let parsed = try Arguments(arguments, flags: [], options: ["--config"])
        guard parsed.positional.count <= 1 else { throw UsageError("usage: navlint config [--config <file>] [<path>]") }
        do throws(LintProblem) {
            let (configuration, file) = try ConfigurationLoader.resolve(
                explicitPath: parsed.value("--config"), searchingFrom: parsed.positional.first ?? ".")
            console.err("navlint: \(file.map { "configuration from \($0)" } ?? "no \(ConfigurationLoader.fileName) found; the defaults")\n")
            console.out(configuration.jsonValue().rendered())
            return CommandLineTool.ExitCode.success
        } catch {
            console.err("navlint: error: \(error)\n")
            return CommandLineTool.ExitCode.failure
        }
    }
}
