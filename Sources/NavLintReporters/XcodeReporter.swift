/// `path:line:col: warning: message [rule-id]`, the clang/swiftc shape that Xcode, VS Code's
/// gcc-style problem matchers and vim's quickfix read.
///
/// One line per finding, followed by a `note:` line for each related location (the other links
/// of a cycle), as clang prints its notes: Xcode and problem matchers attach them to the finding or
/// skip them. A line break inside a message becomes a space, since every reader of
/// this format splits diagnostics at line ends.
public enum XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public static func report(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        for finding in findings.sorted(by: Finding.sortOrder) {
            output += "\(finding.path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(singleLine(finding.message)) [\(finding.ruleID)]\n"
            for related in finding.related {
                output += "\(related.path):\(related.line):\(related.column): note: \(singleLine(related.message))\n"
            }
        }
        return output
    }

    private static func singleLine(_ text: String) -> String {
        var output = ""
        var previousWasBreak = false
        for scalar in text.unicodeScalars {
            let isBreak = scalar == "\n" || scalar == "\r"
            if isBreak {
                if !previousWasBreak { output += " " }
            } else {
                output.unicodeScalars.append(scalar)
            }
            previousWasBreak = isBreak
        }
        return output
    }
}
