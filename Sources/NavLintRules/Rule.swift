import NavLintIndex
import NavLintSyntax

/// What a rule is, for `navlint rules`, `navlint explain`, configuration and the SARIF driver.
public struct RuleDescription: Hashable, Sendable {
    /// The kebab-case id, equal to the name of its `Rules/<id>.md` document.
    public var identifier: String
    /// One line: what the rule reports.
    public var summary: String
    public var defaultSeverity: Severity
    /// `navigation` or `cycles`.
    public var category: String

    public init(identifier: String, summary: String, defaultSeverity: Severity, category: String) {
        self.identifier = identifier
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.category = category
    }
}

/// A finding, positioned by byte range in one of the project's files.
public struct Diagnostic: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// Index of the file in `ProjectIndex.files`.
    public var file: Int
    public var range: ByteRange
    /// Other places that belong to the finding, in order: the other links of a cycle, the push or
    /// attach site. Reporters show them as notes, SARIF related locations, LSP related information.
    public var related: [RelatedLocation]

    public init(ruleID: String, severity: Severity, message: String, file: Int, range: ByteRange,
                related: [RelatedLocation] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.related = related
    }
}

/// A place that explains a finding, with a short message saying what it is.
public struct RelatedLocation: Hashable, Sendable {
    /// Index of the file in `ProjectIndex.files`.
    public var file: Int
    public var range: ByteRange
    public var message: String

    public init(file: Int, range: ByteRange, message: String) {
        self.file = file
        self.range = range
        self.message = message
    }
}

/// What a rule sees: the project's semantic model (and its index) and the rule's settings.
public struct RuleContext: Sendable {
    /// The facts shared by the rules, built once per run.
    public let model: SemanticModel
    public let severity: Severity
    public let options: [String: RuleOptionValue]

    public var index: ProjectIndex { model.index }

    public init(model: SemanticModel, severity: Severity, options: [String: RuleOptionValue] = [:]) {
        self.model = model
        self.severity = severity
        self.options = options
    }

    /// A context with a model of its own: for one rule run alone (tests).
    public init(index: ProjectIndex, severity: Severity, options: [String: RuleOptionValue] = [:]) {
        self.init(model: SemanticModel(index: index), severity: severity, options: options)
    }
}

/// A rule option's value from the configuration file.
public enum RuleOptionValue: Hashable, Sendable {
    case bool(Bool)
    case number(Double)
    case string(String)
    case strings([String])
}

/// A rule: its description and a check over the whole project (rules are cross-file).
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Option names the rule accepts in the configuration, with their meaning.
    static var options: [String: String] { get }
    init()
    /// The rule's findings. Runs at the same time as other rules' checks on the same model (on
    /// `--jobs` threads): shared facts come from `context.model`, and whatever else a check caches
    /// belongs to that call, never to a static or to the index.
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    public static var options: [String: String] { [:] }

    /// A diagnostic of this rule at `range` of file `file`.
    public func diagnostic(_ message: String, file: Int, range: ByteRange, in context: RuleContext,
                           related: [RelatedLocation] = []) -> Diagnostic {
        Diagnostic(ruleID: Self.description.identifier, severity: context.severity, message: message, file: file, range: range,
                   related: related)
    }
}
