/// `path:line:col: warning: message [rule-id]`, the clang/swiftc shape that Xcode, VS Code's
/// gcc-style problem matchers and vim's quickfix read.
///
/// One line per finding, followed by a `note:` line for each related location (the other links
/// of a cycle), as clang prints its notes: Xcode and problem matchers attach them to the finding or
/// skip them. Every reader of this format splits diagnostics at line ends, so a line break inside
/// a message becomes a space, and a line feed or carriage return in a file name is written `\n` or
/// `\r` (a name is never rewritten otherwise, so it cannot fake a finding).
public enum XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public static func report(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        for finding in findings.sorted(by: Finding.sortOrder) {
            output += "\(escapingLineBreaks(finding.path)):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(singleLine(finding.message)) [\(finding.ruleID)]\n"
            for related in finding.related {
                output += "\(escapingLineBreaks(related.path)):\(related.line):\(related.column): note: \(singleLine(related.message))\n"
            }
        }
        return output
    }

    /// `text` with each line feed written `\n` and each carriage return `\r`.
    public static func escapingLineBreaks(_ text: String) -> String {
        guard hasLineBreak(text) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Whether `text` holds a line feed or a carriage return, scanned as one buffer of bytes
    /// (through `String.UTF8View`'s iterator it took about 90 instructions a byte, per path).
    private static func hasLineBreak(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.contains { $0 == 0x0A || $0 == 0x0D } }
    }

    private static func singleLine(_ text: String) -> String {
        // The usual message has no line break: kept as it is, not rebuilt scalar by scalar.
        guard hasLineBreak(text) else { return text }
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
