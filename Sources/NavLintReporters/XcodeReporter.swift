/// `path:line:col: warning: message [rule-id]`, the clang/swiftc shape that Xcode, VS Code's
/// gcc-style problem matchers and vim's quickfix read.
public enum XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public static func report(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        for finding in findings {
            output += "\(finding.path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
        }
        return output
    }
}
