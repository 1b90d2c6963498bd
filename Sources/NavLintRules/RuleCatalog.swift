import NavLintSyntax

/// Everything navlint can report: the registered rules and the pseudo-rule `unused-suppression`,
/// which the suppression pass reports rather than a rule.
public enum RuleCatalog {
    /// The description of the findings for suppression comments that silence nothing.
    public static let unusedSuppression = RuleDescription(
        identifier: "unused-suppression",
        summary: "A 'navlint:' suppression comment silences nothing",
        defaultSeverity: .warning,
        category: "hygiene")

    /// Every rule description, sorted by identifier.
    public static var all: [RuleDescription] {
        (RuleRegistry.all.map { $0.description } + [unusedSuppression]).sorted { $0.identifier < $1.identifier }
    }

    /// The Markdown of `Rules/<identifier>.md` as compiled into navlint, if there is such a document.
    public static func documentation(of identifier: String) -> String? {
        RuleDocumentation.markdown[identifier]
    }
}
