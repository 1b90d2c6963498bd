import NavLintIndex
import NavLintReporters
import NavLintRules
import NavLintSyntax

/// The effective configuration of a run. Every setting has a default, so `Configuration()` is
/// navlint out of the box; `ConfigurationLoader` reads `.navlint.json` into it.
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

    /// The configuration file format this navlint reads and writes.
    public static let currentVersion = 1

    public var version = Configuration.currentVersion
    public var rules: [String: RuleSetting] = [:]
    public var roles: RoleConfiguration = .default
    /// Path globs of files to lint; empty means every Swift file.
    public var include: [String] = []
    /// Path globs of files to skip.
    public var exclude: [String] = []
    /// The baseline file every run applies unless `--baseline` names another, as written in the
    /// configuration (relative to `baseFolder`), so that the command line, both plugins and
    /// pre-commit accept the same findings.
    public var baseline: String? = nil
    /// The absolute folder that `include`, `exclude` and `baseline` are relative to (the
    /// configuration file's folder); nil means the current folder.
    public var baseFolder: String? = nil

    public init() {}

    /// The id under which suppressions that silence nothing are reported.
    public static let unusedSuppressionRuleID = "unused-suppression"

    /// Every rule id the configuration and suppressions may name, sorted.
    public static var knownRuleIDs: [String] {
        (RuleRegistry.all.map { $0.description.identifier } + [unusedSuppressionRuleID]).sorted()
    }

    /// The default severity of a known rule.
    public static func defaultSeverity(of rule: String) -> Severity? {
        if rule == unusedSuppressionRuleID { return .warning }
        return RuleRegistry.rule(rule)?.description.defaultSeverity
    }

    /// The options a known rule accepts, with their meaning.
    public static func acceptedOptions(of rule: String) -> [String: String] {
        RuleRegistry.rule(rule)?.options ?? [:]
    }

    /// The severity a rule reports with, or nil when it is turned off.
    public func severity(of rule: String, default defaultSeverity: Severity) -> Severity? {
        guard let setting = rules[rule] else { return defaultSeverity }
        return setting.isEnabled ? (setting.severity ?? defaultSeverity) : nil
    }

    public func options(of rule: String) -> [String: RuleOptionValue] {
        rules[rule]?.options ?? [:]
    }

    /// The absolute path of the `baseline` file, if the configuration names one.
    public var baselinePath: String? {
        baseline.map { Paths.absolute($0, from: baseFolder ?? FileSystem.currentDirectory()) }
    }

    /// The include/exclude filter, or nil when both are empty.
    var pathFilter: PathFilter? {
        guard !include.isEmpty || !exclude.isEmpty else { return nil }
        let current = FileSystem.currentDirectory()
        return PathFilter(baseFolder: baseFolder ?? current, include: include.map(Glob.init),
                          exclude: exclude.map(Glob.init), currentDirectory: current)
    }
}

// MARK: - The configuration as JSON

extension Configuration {
    /// A name list of the `roles` object: its JSON key, where it lives in `RoleConfiguration`, and
    /// what it means (for `navlint init` and the README).
    struct RoleKey {
        var key: String
        var names: WritableKeyPath<RoleConfiguration, Set<String>>
        var meaning: String
    }

    static var roleKeys: [RoleKey] { [
        RoleKey(key: "routers", names: \.routerBases, meaning: "base classes and protocols of RIBs routers"),
        RoleKey(key: "interactors", names: \.interactorBases, meaning: "base classes and protocols of RIBs interactors"),
        RoleKey(key: "viewControllers", names: \.viewControllerBases, meaning: "base classes and protocols of view controllers"),
        RoleKey(key: "navigationControllers", names: \.navigationControllerBases, meaning: "base classes of navigation controllers"),
        RoleKey(key: "coordinators", names: \.coordinatorBases, meaning: "base classes and protocols of coordinators whose names do not end in a coordinator suffix"),
        RoleKey(key: "pushMethods", names: \.pushMethods, meaning: "the project's common push methods, which record the pushed child for the flush path"),
        RoleKey(key: "flushOwners", names: \.flushOwners, meaning: "types that own the flush path (the navigation controller's delegate that releases children)"),
    ] }

    /// The `roles` key holding the coordinator name suffixes (a list, not a set).
    static let coordinatorSuffixesKey = "coordinatorSuffixes"

    /// The effective configuration as JSON: every key, every known rule, every role name.
    public func jsonValue() -> JSONValue {
        var ruleValues: [String: JSONValue] = [:]
        for rule in Configuration.knownRuleIDs {
            let setting = rules[rule] ?? RuleSetting()
            let severity = setting.isEnabled ? (setting.severity ?? Configuration.defaultSeverity(of: rule) ?? .warning).rawValue : "off"
            if setting.options.isEmpty {
                ruleValues[rule] = .string(severity)
            } else {
                var object = setting.options.mapValues(\.jsonValue)
                object["severity"] = .string(severity)
                ruleValues[rule] = .object(object)
            }
        }
        var roleValues: [String: JSONValue] = [:]
        for roleKey in Configuration.roleKeys {
            roleValues[roleKey.key] = .array(roles[keyPath: roleKey.names].sorted().map(JSONValue.string))
        }
        roleValues[Configuration.coordinatorSuffixesKey] = .array(roles.coordinatorSuffixes.map(JSONValue.string))
        var top: [String: JSONValue] = [
            "version": .int(version),
            "include": .array(include.map(JSONValue.string)),
            "exclude": .array(exclude.map(JSONValue.string)),
            "rules": .object(ruleValues),
            "roles": .object(roleValues),
        ]
        if let baseline { top["baseline"] = .string(baseline) }
        return .object(top)
    }

    /// The key under which a configuration object may hold documentation, which navlint ignores.
    public static let commentKey = "//"

    /// What `navlint init` writes: the default configuration with every key spelled out and
    /// explained under `"//"` keys.
    public static func starter() -> String {
        guard case .object(var top) = Configuration().jsonValue(),
              case .object(var roleValues)? = top["roles"], case .object(var ruleValues)? = top["rules"] else { return "" }
        top[commentKey] = .array([
            "navlint configuration (see README.md, 'Configuration'). Every key is optional; these are the defaults.",
            "version: the format of this file. include/exclude: path globs relative to this folder (** any folders, * any characters but '/', ? one character); a glob also matches everything under a matching folder.",
            "A '//' key documents an object and is ignored.",
            "baseline (not set by default): the file of accepted findings, relative to this folder, that every run applies unless --baseline names another; write it with 'navlint --write-baseline <file>'.",
        ].map(JSONValue.string))
        ruleValues[commentKey] = .string(
            "Per rule id (see 'navlint rules'): \"off\", \"warning\", \"error\", or an object with \"severity\" and the rule's options.")
        var roleComments = [
            "Names added to the built-in ones, which are listed here: a type that inherits from or conforms to one of them plays that role.",
        ]
        for roleKey in roleKeys { roleComments.append("\(roleKey.key): \(roleKey.meaning).") }
        roleComments.append("\(coordinatorSuffixesKey): a type whose name, or an ancestor's name, ends in one of these is a coordinator.")
        roleValues[commentKey] = .array(roleComments.map(JSONValue.string))
        top["roles"] = .object(roleValues)
        top["rules"] = .object(ruleValues)
        return JSONValue.object(top).rendered()
    }
}

extension RuleOptionValue {
    /// The option's value as JSON.
    var jsonValue: JSONValue {
        switch self {
        case .bool(let value): return .bool(value)
        case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .number(value)
        case .string(let value): return .string(value)
        case .strings(let values): return .array(values.map(JSONValue.string))
        }
    }
}
