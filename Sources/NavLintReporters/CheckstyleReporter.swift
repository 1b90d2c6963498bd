/// Checkstyle XML, which Jenkins' warnings plug-in, Danger, reviewdog and many CI dashboards read:
/// one `<file>` per path, one `<error>` per finding.
public enum CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"

    public static func report(_ findings: [Finding], context: ReportContext) -> String {
        var output = xmlDeclaration + "<checkstyle version=\"4.3\">\n"
        var currentPath: String? = nil
        for finding in findings.sorted(by: Finding.sortOrder) {
            if finding.path != currentPath {
                if currentPath != nil { output += "  </file>\n" }
                output += "  <file name=\"\(finding.path.xmlEscaped)\">\n"
                currentPath = finding.path
            }
            output += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(finding.severity.rawValue)\""
                + " message=\"\(finding.message.xmlEscaped)\" source=\"navlint.\(finding.ruleID.xmlEscaped)\"/>\n"
        }
        if currentPath != nil { output += "  </file>\n" }
        return output + "</checkstyle>\n"
    }
}
