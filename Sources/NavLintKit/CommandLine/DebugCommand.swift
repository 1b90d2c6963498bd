import Foundation
import NavLintIndex
import NavLintRules
import NavLintSyntax

/// `navlint debug …`: the tokenizer's and the parser's view of a file, and the checks and
/// measurements that run over whole corpora.
enum DebugCommand {
    static let usage = "usage: navlint debug tokens <file> | outline <file> | roundtrip <path>... | speed <path>..."

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        guard let subcommand = arguments.first, arguments.count >= 2 else { throw UsageError(usage) }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "tokens", "outline":
            guard rest.count == 1 else { throw UsageError(usage) }
            return printFile(rest[0], tokens: subcommand == "tokens", console: console)
        case "roundtrip":
            return roundTrip(rest, console: console)
        case "speed":
            return speed(rest, console: console)
        default:
            throw UsageError(usage)
        }
    }

    static func printFile(_ path: String, tokens printTokens: Bool, console: Console) -> Int32 {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readSource(path)
        } catch {
            console.err("navlint: error: \(error)\n")
            return CommandLineTool.ExitCode.failure
        }
        let tokens = Tokenizer.tokenize(bytes)
        if printTokens {
            var output = ""
            for token in tokens {
                output += "\(token.start) \(token.range.length) \(token.kind)"
                if token.flags.contains(.unterminated) { output += " unterminated" }
                if token.flags.contains(.malformed) { output += " malformed" }
                output += "\n"
            }
            console.out(output)
        } else {
            console.out(OutlineDump.render(OutlineParser.parse(bytes, tokens: tokens)))
        }
        return CommandLineTool.ExitCode.success
    }

    /// Reads every Swift file under `paths`, reporting unreadable ones.
    static func readAll(_ paths: [String], console: Console) -> [SourceInput] {
        let discovered = FileDiscovery.discover(paths)
        for warning in discovered.warnings { console.report(warning, isError: false) }
        for problem in discovered.problems { console.report(problem) }
        var inputs: [SourceInput] = []
        for path in discovered.files {
            do {
                inputs.append(SourceInput(path: path, bytes: try FileSystem.readSource(path)))
            } catch {
                console.err("navlint: error: \(error)\n")
            }
        }
        return inputs
    }

    /// Checks that the tokens of every file reproduce it byte for byte and that parsing finishes.
    static func roundTrip(_ paths: [String], console: Console) -> Int32 {
        let inputs = readAll(paths, console: console)
        var failures = 0
        var bytes = 0
        var lines = 0
        for input in inputs {
            bytes += input.bytes.count
            lines += LineTable(input.bytes).lineCount
            let tokens = Tokenizer.tokenize(input.bytes)
            var offset: UInt32 = 0
            var tiles = true
            for token in tokens {
                if token.start != offset || token.end <= token.start { tiles = false; break }
                offset = token.end
            }
            if !tiles || offset != UInt32(input.bytes.count) {
                failures += 1
                console.out("not lossless: \(input.path)\n")
            }
            _ = OutlineParser.parse(input.bytes, tokens: tokens)
        }
        console.out("files=\(inputs.count) lines=\(lines) bytes=\(bytes) lossless=\(inputs.count - failures) failures=\(failures)\n")
        return failures == 0 ? CommandLineTool.ExitCode.success : CommandLineTool.ExitCode.findings
    }

    /// Single-threaded throughput of each phase over the files under `paths`, read into memory first;
    /// then the time of each rule, and of all rules on two threads.
    static func speed(_ paths: [String], console: Console) -> Int32 {
        let inputs = readAll(paths, console: console)
        let megabytes = Double(inputs.reduce(0) { $0 + $1.bytes.count }) / 1_000_000
        func measure(_ name: String, _ body: () -> Void) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            console.out("\(name.padding(toLength: 28)) \(String(format: "%8.3f", seconds)) s  \(String(format: "%8.1f", megabytes / seconds)) MB/s\n")
        }
        console.out("files=\(inputs.count) MB=\(String(format: "%.1f", megabytes))\n")
        var tokenCount = 0
        let workspace = ParseWorkspace()
        measure("tokenize") {
            for input in inputs { tokenCount += input.bytes.withUnsafeBufferPointer { workspace.tokenize($0).count } }
        }
        measure("tokenize+parse") {
            for input in inputs {
                tokenCount += input.bytes.withUnsafeBufferPointer { workspace.parse($0).outline.calls.count }
            }
        }
        var summaries: [FileSummary] = []
        measure("tokenize+parse+summarize") {
            summaries = inputs.map { FileSummary(path: $0.path, bytes: $0.bytes, workspace: workspace) }
        }
        var totals: [String: Int] = [:]
        for summary in summaries {
            let o = summary.outline
            totals["calls", default: 0] += o.calls.count * MemoryLayout<Call>.stride
            totals["arguments", default: 0] += o.arguments.count * MemoryLayout<Argument>.stride
            totals["chainElements", default: 0] += o.chainElements.count * MemoryLayout<ChainElement>.stride
            totals["members", default: 0] += o.members.count * MemoryLayout<Member>.stride
            totals["types", default: 0] += o.types.count * MemoryLayout<TypeDecl>.stride
            totals["assignments", default: 0] += o.assignments.count * MemoryLayout<Assignment>.stride
            totals["closures", default: 0] += o.closures.count * MemoryLayout<Closure>.stride
            totals["conditions", default: 0] += o.conditions.count * MemoryLayout<Condition>.stride
            totals["locals", default: 0] += o.locals.count * MemoryLayout<LocalBinding>.stride
            totals["returns", default: 0] += o.returns.count * MemoryLayout<Return>.stride
            totals["symbols", default: 0] += o.symbols.count * 16 + o.symbols.reduce(0) { $0 + ($1.utf8.count > 15 ? 32 + $1.utf8.count : 0) }
            totals["symbolPool", default: 0] += o.symbolPool.count * 4
            totals["captures", default: 0] += o.captures.count * MemoryLayout<Capture>.stride
        }
        for (key, value) in totals.sorted(by: { $0.value > $1.value }) { console.out("  \(key): \(value / 1_000_000) MB\n") }
        var index: ProjectIndex? = nil
        measure("index (from summaries)") {
            index = ProjectIndex(files: summaries)
        }
        // One semantic model for all the rules, as in a run: each rule's time is what it adds to
        // the facts the rules before it already worked out.
        var model: SemanticModel? = nil
        measure("semantic model") {
            model = SemanticModel(index: index!)
        }
        var ruleSeconds: [(rule: String, seconds: Double)] = []
        measure("rules (on the model)") {
            for rule in RuleRegistry.all {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = rule.init().check(RuleContext(model: model!, severity: rule.description.defaultSeverity))
                ruleSeconds.append((rule.description.identifier, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
            }
        }
        for (rule, seconds) in ruleSeconds.sorted(by: { $0.seconds > $1.seconds }) {
            console.out("  \(rule): \(String(format: "%.3f", seconds)) s\n")
        }
        // On a fresh index and model, so that the rules fill their caches again.
        let freshModel = SemanticModel(index: ProjectIndex(files: summaries))
        measure("rules, 2 jobs") {
            _ = Linter(jobs: 2).run(RuleRegistry.all.map { ($0, RuleContext(model: freshModel, severity: $0.description.defaultSeverity)) })
        }
        measure("whole analysis, 1 job") {
            _ = Linter(jobs: 1).lint(inputs)
        }
        return CommandLineTool.ExitCode.success
    }
}
