/// GitHub Actions workflow commands (`::warning file=…,line=…::message`), which GitHub turns into
/// annotations on the pull request's changed lines. A finding's related locations (the other
/// links of a cycle) follow its message, one `path:line:column: what` line each.
///
/// Paths are relative to the repository root, as GitHub matches them against the checkout.
/// Columns count characters as GitHub's web pages do, in UTF-16 code units (JavaScript's string
/// unit: a character beyond U+FFFF, such as most emoji, counts 2), not in UTF-8 bytes.
///
/// Messages escape `%`, carriage return and line feed; property values additionally escape `:`
/// and `,`, which would otherwise end the value.
public enum GitHubActionsReporter: Reporter {
    public static let identifier = "github"
    public static let usesRepositoryRelativePaths = true

    public static func report(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        for finding in findings.sorted(by: Finding.sortOrder) {
            let properties = [
                ("file", finding.path),
                ("line", String(finding.line)),
                ("col", String(finding.utf16Column)),
                ("endLine", String(finding.endLine)),
                ("endColumn", String(finding.utf16EndColumn)),
                ("title", "navlint: \(finding.ruleID)"),
            ].map { "\($0)=\(escapedProperty($1))" }
            let sites = finding.related.map { "\n\($0.path):\($0.line):\($0.column): \($0.message)" }.joined()
            output += "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(escapedMessage(finding.message + sites))\n"
        }
        return output
    }

    /// `text` as the message of a workflow command.
    static func escapedMessage(_ text: String) -> String { escaped(text, isProperty: false) }

    /// `text` as a property value of a workflow command.
    static func escapedProperty(_ text: String) -> String { escaped(text, isProperty: true) }

    // Scalar by scalar, not by Character: a ',' followed by a combining mark is one Character.
    private static func escaped(_ text: String, isProperty: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":" where isProperty: output += "%3A"
            case "," where isProperty: output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
