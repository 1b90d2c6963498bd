import NavLintIndex
import NavLintRules
import NavLintSyntax

/// The effective configuration of a run. Every setting has a default, so `Configuration()` is
/// navlint out of the box.
public struct Configuration: Sendable, Equatable {
    /// How a rule is configured: off, or on with a severity and options.
    public struct RuleSetting: Sendable, Equatable {
        public var isEnabled: Bool
        /// Nil: the rule's default severity.
        public var severity: Severity?
        public var options: [String: RuleOptionValue]

        public init(isEnabled: Bool = true, severity: Severity? = nil, options: [String: RuleOptionValue] = [:]) {
            self.isEnabled = isEnabled
            self.severity = severity
            self.options = options
        }
    }

    public var rules: [String: RuleSetting] = [:]
    public var roles: RoleConfiguration = .default
    /// Path globs of files to lint; empty means every Swift file.
    public var include: [String] = []
    /// Path globs of files to skip.
    public var exclude: [String] = []

    public init() {}

    /// The id under which suppressions that silence nothing are reported.
    public static let unusedSuppressionRuleID = "unused-suppression"

    /// The severity a rule reports with, or nil when it is turned off.
    public func severity(of rule: String, default defaultSeverity: Severity) -> Severity? {
        guard let setting = rules[rule] else { return defaultSeverity }
        return setting.isEnabled ? (setting.severity ?? defaultSeverity) : nil
    }

    public func options(of rule: String) -> [String: RuleOptionValue] {
        rules[rule]?.options ?? [:]
    }
}
