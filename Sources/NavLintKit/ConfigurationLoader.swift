import NavLintIndex
import NavLintReporters
import NavLintRules
import NavLintSyntax

/// Finds and reads `.navlint.json`. Every key is optional; an unknown key, an unknown rule id or a
/// value of the wrong type is an error naming the file, the line and column and the key path, never
/// silently ignored.
public enum ConfigurationLoader {
    /// The name of the configuration file looked for.
    public static let fileName = ".navlint.json"

    /// The configuration file for linting `path`: the nearest `.navlint.json` in the path's folder
    /// (the path itself when it is a folder) or any folder above it.
    public static func find(from path: String) -> String? {
        let absolute = Paths.absolute(path)
        let start = FileSystem.status(absolute)?.kind == .directory ? absolute : Paths.parent(absolute)
        for folder in Paths.selfAndAncestors(start) {
            let candidate = folder == "/" ? "/" + fileName : folder + "/" + fileName
            if FileSystem.status(candidate)?.kind == .file { return Linter.displayPath(candidate) }
        }
        return nil
    }

    /// The configuration of a run: read from `explicitPath` (`--config`) when given, else from the
    /// file `find(from:)` finds, else the defaults. Returns the file read, if any.
    public static func resolve(explicitPath: String?, searchingFrom path: String) throws(LintProblem) -> (Configuration, String?) {
        guard let file = explicitPath ?? find(from: path) else { return (Configuration(), nil) }
        return (try load(file), file)
    }

    /// Reads the configuration file at `path`.
    public static func load(_ path: String) throws(LintProblem) -> Configuration {
        let bytes = try FileSystem.read(path, isSwiftFile: false)
        return try parse(bytes, path: path)
    }

    /// Parses configuration text; `path` names it in errors, and its folder anchors the globs.
    public static func parse(_ bytes: [UInt8], path: String) throws(LintProblem) -> Configuration {
        try parse(bytes, path: path, acceptedOptions: Configuration.acceptedOptions)
    }

    /// `parse`, with the options each rule accepts given (so tests can check option values).
    static func parse(_ bytes: [UInt8], path: String, acceptedOptions: @escaping (String) -> [String: String]) throws(LintProblem) -> Configuration {
        let file = try JSONFile(path: path, bytes: bytes)
        var reader = Reader(file: file, acceptedOptions: acceptedOptions)
        return try reader.read()
    }
}

/// Checks and converts the decoded JSON, key by key.
private struct Reader {
    let file: JSONFile
    let acceptedOptions: (String) -> [String: String]
    var configuration = Configuration()

    init(file: JSONFile, acceptedOptions: @escaping (String) -> [String: String]) {
        self.file = file
        self.acceptedOptions = acceptedOptions
        configuration.baseFolder = Paths.parent(Paths.absolute(file.path))
    }

    mutating func read() throws(LintProblem) -> Configuration {
        guard case .object(let top) = file.value else {
            throw file.problem("the configuration must be a JSON object, not \(file.value.kindDescription)", at: "")
        }
        try checkKeys(top, at: "", allowed: ["version", "include", "exclude", "rules", "roles", "baseline"])
        if let version = top["version"] {
            guard case .int(let number) = version, number == Configuration.currentVersion else {
                throw file.problem("'version' must be \(Configuration.currentVersion), not \(describe(version))", at: "version")
            }
        }
        if let include = top["include"] { configuration.include = try globs(include, at: "include") }
        if let exclude = top["exclude"] { configuration.exclude = try globs(exclude, at: "exclude") }
        if let baseline = top["baseline"] {
            guard case .string(let path) = baseline, !path.isEmpty else {
                throw file.problem("'baseline' must be the path of a baseline file, relative to the configuration file's folder, not \(describe(baseline))", at: "baseline")
            }
            configuration.baseline = path
        }
        if let rules = top["rules"] { try readRules(rules) }
        if let roles = top["roles"] { try readRoles(roles) }
        return configuration
    }

    /// Rejects keys outside `allowed` (the `"//"` documentation key is always allowed, if it is
    /// text), in sorted order so the first error is always the same.
    func checkKeys(_ object: [String: JSONValue], at path: String, allowed: [String]) throws(LintProblem) {
        for key in object.keys.sorted() {
            let keyPath = join(path, key)
            if key == Configuration.commentKey {
                if case .string = object[key]! { continue }
                if case .array(let lines) = object[key]!, lines.allSatisfy({ if case .string = $0 { true } else { false } }) { continue }
                throw file.problem("'\(keyPath)' documents the object and must be a string or an array of strings, not \(object[key]!.kindDescription)", at: keyPath)
            }
            guard allowed.contains(key) else {
                let expected = allowed.isEmpty ? "no keys are accepted here" : "expected one of: \(allowed.sorted().joined(separator: ", "))"
                throw file.problem("unknown key '\(keyPath)'; \(expected)", at: keyPath)
            }
        }
    }

    func strings(_ value: JSONValue, at path: String) throws(LintProblem) -> [String] {
        guard case .array(let elements) = value else {
            throw file.problem("'\(path)' must be an array of strings, not \(value.kindDescription)", at: path)
        }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element else {
                throw file.problem("'\(path)[\(index)]' must be a string, not \(element.kindDescription)", at: "\(path)[\(index)]")
            }
            guard !text.isEmpty else { throw file.problem("'\(path)[\(index)]' must not be empty", at: "\(path)[\(index)]") }
            result.append(text)
        }
        return result
    }

    func globs(_ value: JSONValue, at path: String) throws(LintProblem) -> [String] {
        let patterns = try strings(value, at: path)
        for (index, pattern) in patterns.enumerated() where pattern.hasPrefix("/") {
            throw file.problem("'\(path)[\(index)]' must be relative to the configuration file's folder, not start with '/'", at: "\(path)[\(index)]")
        }
        return patterns
    }

    mutating func readRules(_ value: JSONValue) throws(LintProblem) {
        guard case .object(let rules) = value else {
            throw file.problem("'rules' must be an object mapping rule ids to settings, not \(value.kindDescription)", at: "rules")
        }
        for rule in rules.keys.sorted() where rule != Configuration.commentKey {
            guard Configuration.defaultSeverity(of: rule) != nil else {
                throw file.problem("unknown rule 'rules.\(rule)';\(Configuration.didYouMean(rule)) see 'navlint rules' for the rule ids", at: "rules.\(rule)")
            }
        }
        try checkKeys(rules, at: "rules", allowed: Configuration.knownRuleIDs)
        for rule in rules.keys.sorted() where rule != Configuration.commentKey {
            configuration.rules[rule] = try ruleSetting(rules[rule]!, rule: rule)
        }
    }

    func ruleSetting(_ value: JSONValue, rule: String) throws(LintProblem) -> Configuration.RuleSetting {
        let path = "rules.\(rule)"
        switch value {
        case .string(let text):
            return try severitySetting(text, at: path)
        case .object(let members):
            let options = acceptedOptions(rule)
            try checkKeys(members, at: path, allowed: ["severity"] + options.keys.sorted())
            var setting = Configuration.RuleSetting()
            if let severity = members["severity"] {
                guard case .string(let text) = severity else {
                    throw file.problem("'\(path).severity' must be \"off\", \"warning\" or \"error\", not \(describe(severity))", at: "\(path).severity")
                }
                setting = try severitySetting(text, at: "\(path).severity")
            }
            for name in members.keys.sorted() where name != "severity" && name != Configuration.commentKey {
                let value = try optionValue(members[name]!, at: "\(path).\(name)")
                if let problem = Configuration.optionValueProblem(value, option: name) {
                    throw file.problem("'\(path).\(name)' \(problem)", at: "\(path).\(name)")
                }
                setting.options[name] = value
            }
            return setting
        default:
            throw file.problem("'\(path)' must be \"off\", \"warning\", \"error\" or an object, not \(describe(value))", at: path)
        }
    }

    func severitySetting(_ text: String, at path: String) throws(LintProblem) -> Configuration.RuleSetting {
        if text == "off" { return Configuration.RuleSetting(isEnabled: false) }
        guard let severity = Severity(rawValue: text) else {
            throw file.problem("'\(path)' must be \"off\", \"warning\" or \"error\", not \(describe(.string(text)))", at: path)
        }
        return Configuration.RuleSetting(severity: severity)
    }

    func optionValue(_ value: JSONValue, at path: String) throws(LintProblem) -> RuleOptionValue {
        switch value {
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .number(Double(number))
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .array:
            if let texts = try? strings(value, at: path) { return .strings(texts) }
        case .null, .object:
            break
        }
        throw file.problem("'\(path)' must be a boolean, a number, a string or an array of strings, not \(value.kindDescription)", at: path)
    }

    mutating func readRoles(_ value: JSONValue) throws(LintProblem) {
        guard case .object(let roles) = value else {
            throw file.problem("'roles' must be an object, not \(value.kindDescription)", at: "roles")
        }
        try checkKeys(roles, at: "roles", allowed: Configuration.roleKeys.map(\.key) + [Configuration.coordinatorSuffixesKey])
        for roleKey in Configuration.roleKeys {
            guard let names = roles[roleKey.key] else { continue }
            configuration.roles[keyPath: roleKey.names].formUnion(try strings(names, at: "roles.\(roleKey.key)"))
        }
        if let suffixes = roles[Configuration.coordinatorSuffixesKey] {
            for suffix in try strings(suffixes, at: "roles.\(Configuration.coordinatorSuffixesKey)")
            where !configuration.roles.coordinatorSuffixes.contains(suffix) {
                configuration.roles.coordinatorSuffixes.append(suffix)
            }
        }
    }

    func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// A value for a message: strings quoted, other kinds named.
    func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .int(let number): return String(number)
        case .number(let number): return "\(number)"
        case .bool(let flag): return flag ? "true" : "false"
        default: return value.kindDescription
        }
    }
}
