/// JUnit XML, for CI systems that show test reports (GitLab, Jenkins, Azure Pipelines, CircleCI):
/// one `<testsuite>` per rule and one failing `<testcase>` per finding.
///
/// A run without findings is one passing test case, so the report shows that navlint ran.
public enum JUnitReporter: Reporter {
    public static let identifier = "junit"

    public static func report(_ findings: [Finding], context: ReportContext) -> String {
        let findings = findings.sorted(by: Finding.sortOrder)
        var output = xmlDeclaration
        guard !findings.isEmpty else {
            let name = "\(context.filesAnalyzed) file\(context.filesAnalyzed == 1 ? "" : "s") without findings"
            output += "<testsuites name=\"navlint\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            output += "  <testsuite name=\"navlint\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            output += "    <testcase classname=\"navlint\" name=\"\(name)\"/>\n"
            return output + "  </testsuite>\n</testsuites>\n"
        }
        let byRule = Dictionary(grouping: findings, by: \.ruleID)
        output += "<testsuites name=\"navlint\" tests=\"\(findings.count)\" failures=\"\(findings.count)\" errors=\"0\">\n"
        for rule in byRule.keys.sorted() {
            let ruleFindings = byRule[rule]!
            let suite = "navlint.\(rule)".xmlEscaped
            output += "  <testsuite name=\"\(suite)\" tests=\"\(ruleFindings.count)\" failures=\"\(ruleFindings.count)\" errors=\"0\">\n"
            for finding in ruleFindings {
                let location = "\(finding.path):\(finding.line):\(finding.column)"
                output += "    <testcase classname=\"\(suite)\" name=\"\(location.xmlEscaped)\" file=\"\(finding.path.xmlEscaped)\" line=\"\(finding.line)\">\n"
                output += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(finding.message.xmlEscaped)\">"
                output += String(XcodeReporter.report([finding], context: context).dropLast()).xmlEscaped
                output += "</failure>\n"
                output += "    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        return output + "</testsuites>\n"
    }
}
