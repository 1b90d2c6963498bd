import NavLintRules

/// `navlint explain <rule-id>`: prints the rule's document, `Rules/<rule-id>.md`, as compiled in,
/// then the list of the shapes it accepts as safe (its non-triggering examples).
enum ExplainCommand {
    static let usage = "usage: navlint explain <rule-id>"

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        guard arguments.count == 1 else { throw UsageError(usage) }
        let identifier = arguments[0]
        guard let markdown = RuleCatalog.documentation(of: identifier) else {
            console.err("navlint: error: unknown rule '\(identifier)';\(Configuration.didYouMean(identifier)) 'navlint rules' lists the rule ids\n")
            return CommandLineTool.ExitCode.failure
        }
        console.out(markdown.hasSuffix("\n") ? markdown : markdown + "\n")
        let shapes = RuleCatalog.safeShapes(of: identifier)
        if !shapes.isEmpty {
            console.out("\n## Safe shapes\n\nNot reported (each is a non-triggering example above):\n\n"
                + shapes.map { "- \($0)\n" }.joined())
        }
        return CommandLineTool.ExitCode.success
    }
}
