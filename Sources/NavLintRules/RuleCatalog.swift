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

    /// The shapes the rule accepts as safe: the titles of its document's non-triggering examples,
    /// in order, without the known gaps (`FIXME:` titles, which describe what the rule gets wrong).
    public static func safeShapes(of identifier: String) -> [String] {
        guard let markdown = documentation(of: identifier) else { return [] }
        var isNonTriggering = false
        var result: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                isNonTriggering = line.dropFirst(3).trimmingSpaces() == "Non-triggering"
            } else if isNonTriggering, line.hasPrefix("### ") {
                let title = line.dropFirst(4).trimmingSpaces()
                if !title.hasPrefix("FIXME") { result.append(String(title)) }
            }
        }
        return result
    }
}

private extension Substring {
    func trimmingSpaces() -> Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " || text.last == "\r" { text.removeLast() }
        return text
    }
}
