/// A `navlint graph` output format: a pure function from a picture to text.
public protocol GraphWriter: Sendable {
    /// The `--format` value.
    static var identifier: String { get }
    /// The whole output for `picture`: the same picture always gives the same text.
    static func write(_ picture: GraphPicture) -> String
}

/// Every graph format, by `--format` value.
public enum GraphWriterRegistry {
    public static let all: [any GraphWriter.Type] = [
        DOTGraphWriter.self,
        MermaidGraphWriter.self,
        JSONGraphWriter.self,
    ]

    public static func writer(_ identifier: String) -> (any GraphWriter.Type)? {
        all.first { $0.identifier == identifier }
    }
}

extension GraphPicture.Role {
    /// The fill colour of the role's nodes in the drawn formats.
    var fillColor: String {
        switch self {
        case .router: "#dbe8fb"
        case .interactor: "#dcf3dc"
        case .viewController: "#fdf1c7"
        case .navigationController: "#e8e8e8"
        case .coordinator: "#ecdff9"
        }
    }
}

extension GraphPicture.EdgeKind {
    /// The line colour of the kind's strong edges in the drawn formats.
    var lineColor: String {
        switch self {
        case .ownership: "#8a8a8a"
        case .attachChild: "#2a62b8"
        case .childCollection: "#7b45b5"
        case .property: "#333333"
        case .push, .present: "#2e8540"
        }
    }
}

extension GraphPicture.Edge {
    /// The edge's colour in the drawn formats: red when a rule reports it, grey when it is weak
    /// (it keeps nothing), else its kind's.
    var lineColor: String {
        if !findings.isEmpty { return GraphPicture.findingColor }
        return isWeak ? "#9a9a9a" : kind.lineColor
    }
}

extension GraphPicture {
    /// The colour of everything a rule reports.
    static let findingColor = "#d00000"

    /// `rule-id · HomeRouter.swift:33` for each finding: the line a drawn label adds. With `path`
    /// (where the node or edge is written, which a tooltip shows), `rule-id · line 33` for the
    /// findings in that file.
    static func findingLines(_ findings: [Finding], path: String? = nil) -> [String] {
        findings.map { "\($0.ruleID) · \($0.path == path ? "line \($0.line)" : shortLocation($0))" }
    }

    /// `path:line: severity: message [rule-id]` for each finding, the text a tooltip adds.
    static func findingDetails(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.path):\($0.line): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]" }
    }
}
