import NavLintSyntax

/// A diagnostic ready for output: positioned by line and column, with the display path.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The path as shown to the user: relative to the current directory when under it, or to the
    /// repository root for the formats that ask for it (`Reporter.usesRepositoryRelativePaths`).
    public var path: String
    /// 1-based line and UTF-8 byte column of the start.
    public var line: Int
    public var column: Int
    /// 1-based line and column just past the end.
    public var endLine: Int
    public var endColumn: Int
    /// The start and end columns counted in UTF-16 code units, the unit of SARIF and of the
    /// editors and web views that highlight by character; equal to the byte columns on ASCII text.
    public var utf16Column: Int
    public var utf16EndColumn: Int
    /// The text of the flagged line, trimmed; used for fingerprints and baselines.
    public var lineText: String
    /// Other places that belong to the finding (the other links of a cycle, a push or attach site),
    /// in the order the rule gives them.
    public var related: [Related]

    /// A place that explains a finding, positioned like the finding itself (UTF-8 byte columns,
    /// and UTF-16 columns for the formats that count those).
    public struct Related: Hashable, Sendable {
        public var path: String
        public var line: Int
        public var column: Int
        public var endLine: Int
        public var endColumn: Int
        public var utf16Column: Int
        public var utf16EndColumn: Int
        /// What the place is: `'AppCoordinator.childCoordinators' keeps 'AccountsCoordinator'`.
        public var message: String

        public init(path: String, line: Int, column: Int, endLine: Int, endColumn: Int, message: String,
                    utf16Column: Int? = nil, utf16EndColumn: Int? = nil) {
            self.path = path
            self.line = line
            self.column = column
            self.endLine = endLine
            self.endColumn = endColumn
            self.utf16Column = utf16Column ?? column
            self.utf16EndColumn = utf16EndColumn ?? endColumn
            self.message = message
        }
    }

    public init(ruleID: String, severity: Severity, message: String, path: String, line: Int, column: Int,
                endLine: Int, endColumn: Int, lineText: String = "", utf16Column: Int? = nil, utf16EndColumn: Int? = nil,
                related: [Related] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.lineText = lineText
        self.utf16Column = utf16Column ?? column
        self.utf16EndColumn = utf16EndColumn ?? endColumn
        self.related = related
    }

    /// The order findings are reported in: path, position, rule.
    public static func sortOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}

/// What a reporter knows besides the findings.
public struct ReportContext: Sendable {
    public var toolVersion: String
    public var filesAnalyzed: Int
    /// Descriptions of the rules that ran, for formats that list them (SARIF).
    public var rules: [RuleMetadata]
    /// The absolute folder that repository-relative paths start from (SARIF's `%SRCROOT%`), when
    /// the findings' paths are relative to it.
    public var repositoryRoot: String?

    public init(toolVersion: String, filesAnalyzed: Int, rules: [RuleMetadata] = [], repositoryRoot: String? = nil) {
        self.toolVersion = toolVersion
        self.filesAnalyzed = filesAnalyzed
        self.rules = rules
        self.repositoryRoot = repositoryRoot
    }
}

/// A rule as output formats describe it.
public struct RuleMetadata: Hashable, Sendable {
    public var identifier: String
    public var summary: String
    public var defaultSeverity: Severity
    /// The rule's full documentation (Markdown), when available.
    public var documentation: String

    public init(identifier: String, summary: String, defaultSeverity: Severity, documentation: String = "") {
        self.identifier = identifier
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.documentation = documentation
    }
}

/// An output format: a pure function from findings to text.
public protocol Reporter: Sendable {
    /// The `--format` value.
    static var identifier: String { get }
    /// Whether the format wants paths relative to the repository root rather than to the current
    /// folder: code-scanning services resolve them against the checkout, whatever folder navlint
    /// ran in.
    static var usesRepositoryRelativePaths: Bool { get }
    /// The whole output for `findings`: the same input always gives the same text.
    static func report(_ findings: [Finding], context: ReportContext) -> String
}

extension Reporter {
    public static var usesRepositoryRelativePaths: Bool { false }
}
