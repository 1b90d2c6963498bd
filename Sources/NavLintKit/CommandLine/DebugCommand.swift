import NavLintSyntax

/// `navlint debug tokens FILE` and `navlint debug outline FILE`: the tokenizer's and the
/// parser's view of a file, for inspecting and diffing them.
enum DebugCommand {
    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        guard arguments.count == 2, ["tokens", "outline"].contains(arguments[0]) else {
            throw UsageError("usage: navlint debug tokens|outline <file>")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(arguments[1])
        } catch {
            console.err("navlint: error: \(error)\n")
            return CommandLineTool.ExitCode.failure
        }
        let tokens = Tokenizer.tokenize(bytes)
        if arguments[0] == "tokens" {
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
}
