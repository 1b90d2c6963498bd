import NavLintRules

/// `navlint rules`: each rule's id, default severity and one-line summary, sorted by id; every id
/// the configuration and suppressions accept, the pseudo-rule `unused-suppression` included.
enum RulesCommand {
    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        guard arguments.isEmpty else { throw UsageError("'rules' takes no arguments") }
        let width = RuleCatalog.all.map { $0.identifier.count }.max() ?? 0
        for description in RuleCatalog.all {
            let padding = String(repeating: " ", count: width - description.identifier.count)
            let severity = description.defaultSeverity.rawValue.padding(toLength: 7)
            console.out("\(description.identifier)\(padding)  \(severity)  \(description.summary)\n")
        }
        return CommandLineTool.ExitCode.success
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
