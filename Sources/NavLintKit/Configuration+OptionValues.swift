import NavLintRules

/// Rule options whose value is one word from a fixed list: the configuration rejects any other
/// value (with the closest word as a hint) instead of letting the rule fall back to its default.
extension Configuration {
    /// The words each such option accepts, by option name, in the order the messages list them.
    /// `appLifetimeCycles` (strong-back-reference, closure-capture-cycle, system-retained-closure):
    /// what to do with a finding whose owner lives as long as the app.
    static let optionChoices: [String: [String]] = [
        "appLifetimeCycles": ["off", "warning", "error"],
    ]

    /// Why `value` is not accepted for `option`, or nil when it is (or the option takes any value).
    /// The message lists the accepted words and, for a likely typo, names the closest one.
    static func optionValueProblem(_ value: RuleOptionValue, option: String) -> String? {
        guard let choices = optionChoices[option] else { return nil }
        let accepted = choices.map { "\"\($0)\"" }
        let list = accepted.count > 1 ? accepted.dropLast().joined(separator: ", ") + " or " + accepted.last! : accepted.joined()
        guard case .string(let text) = value else { return "must be \(list), not \(value.configurationDescription)" }
        guard !choices.contains(text) else { return nil }
        let hint = closestChoice(to: text, among: choices).map { "; did you mean '\($0)'?" } ?? ""
        return "must be \(list), not \"\(text)\"\(hint)"
    }

    /// The accepted word `text` most likely meant: the same word in another case, a close
    /// spelling, or a word it abbreviates (`warn` for `warning`).
    static func closestChoice(to text: String, among choices: [String]) -> String? {
        let lowered = text.lowercased()
        if let spelled = closest(to: lowered, among: choices) { return spelled }
        guard lowered.count >= 2 else { return nil }
        return choices.first { $0.hasPrefix(lowered) }
    }
}

extension RuleOptionValue {
    /// The value as a configuration message shows it.
    var configurationDescription: String {
        switch self {
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        case .string(let value): return "\"\(value)\""
        case .strings: return "an array"
        }
    }
}
