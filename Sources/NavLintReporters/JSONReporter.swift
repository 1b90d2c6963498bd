/// navlint's own JSON document: every finding with its rule, severity, message and range, plus the
/// tool version and the number of files analysed.
///
/// The schema is versioned by the top-level `version` (bumped on any incompatible change) and
/// documented in README.md under "Output formats". Keys are sorted and findings are in report
/// order, so the same run gives the same bytes.
public enum JSONReporter: Reporter {
    public static let identifier = "json"
    /// The schema version written as `version`.
    public static let schemaVersion = 1

    public static func report(_ findings: [Finding], context: ReportContext) -> String {
        let document: JSONValue = .object([
            "version": .int(schemaVersion),
            "tool": .object(["name": "navlint", "version": .string(context.toolVersion)]),
            "filesAnalyzed": .int(context.filesAnalyzed),
            "findings": .array(findings.sorted(by: Finding.sortOrder).map(\.reportObject)),
        ])
        return document.rendered()
    }
}

extension Finding {
    /// The finding as a JSON object: rule, severity, message and range. Shared by the `json`
    /// report and `navlint graph --format json`.
    var jsonObject: JSONValue {
        .object([
            "ruleId": .string(ruleID),
            "severity": .string(severity.rawValue),
            "message": .string(message),
            "path": .string(path),
            "line": .int(line),
            "column": .int(column),
            "endLine": .int(endLine),
            "endColumn": .int(endColumn),
        ])
    }

    /// The finding as the `json` report writes it: `jsonObject` plus its `related` locations, each
    /// with a message, path and range.
    var reportObject: JSONValue {
        guard case .object(var members) = jsonObject else { return jsonObject }
        members["related"] = .array(related.map { related in
            .object([
                "message": .string(related.message),
                "path": .string(related.path),
                "line": .int(related.line),
                "column": .int(related.column),
                "endLine": .int(related.endLine),
                "endColumn": .int(related.endColumn),
            ])
        })
        return .object(members)
    }
}
