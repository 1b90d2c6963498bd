import NavLintReporters
import NavLintRules

extension RuleMetadata {
    /// Every rule navlint can report (the pseudo-rule `unused-suppression` included) with its
    /// compiled documentation, for the formats that describe rules (SARIF).
    public static var catalog: [RuleMetadata] {
        RuleCatalog.all.map { rule in
            RuleMetadata(identifier: rule.identifier, summary: rule.summary, defaultSeverity: rule.defaultSeverity,
                         documentation: RuleCatalog.documentation(of: rule.identifier) ?? "")
        }
    }
}
