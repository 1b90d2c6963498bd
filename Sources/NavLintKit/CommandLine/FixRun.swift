import NavLintReporters

/// `navlint --fix [--dry-run]`: applies the safe repairs that `Fixer` plans, each file written
/// atomically, or with `--dry-run` prints them as a unified diff and writes nothing. What was
/// fixed, and why the other findings of fixable rules were not, goes to standard error.
enum FixRun {
    /// Repairs `findings` of `outcome`; returns how many files changed (or would) and the
    /// problems met writing them.
    static func run(_ findings: [Finding], outcome: LintOutcome, isDryRun: Bool, console: Console) -> (files: Int, problems: [LintProblem]) {
        guard let index = outcome.index, let lines = outcome.lines else { return (0, []) }
        let plan = Fixer.plan(findings, index: index) { lines.bytes(of: $0) }
        let pathFile = Dictionary(index.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [LintProblem] = []
        var changed = 0
        for path in plan.edits.keys.sorted() {
            guard let file = pathFile[path] else { continue }
            let old = lines.bytes(of: file)
            let new = TextEdit.apply(plan.edits[path] ?? [], to: old)
            guard new != old else { continue }
            changed += 1
            if isDryRun {
                console.out(UnifiedDiff.make(path: Linter.displayPath(path), old: old, new: new))
            } else {
                do throws(LintProblem) {
                    try AtomicFile.write(new, to: path)
                } catch {
                    problems.append(error)
                }
            }
        }
        for (finding, reason) in plan.skipped {
            console.err("\(finding.path):\(finding.line):\(finding.column): note: not fixed [\(finding.ruleID)]: \(reason)\n")
        }
        let verb = isDryRun ? "would fix" : "fixed"
        let fixable = plan.fixed.count + plan.skipped.count
        console.err("navlint: \(verb) \(plan.fixed.count) of \(fixable) fixable finding\(fixable == 1 ? "" : "s") in \(changed) file\(changed == 1 ? "" : "s")\n")
        return (changed, problems)
    }
}
