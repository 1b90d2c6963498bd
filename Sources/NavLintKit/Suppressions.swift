import NavLintIndex
import NavLintSyntax

/// The `// navlint:` comments of one file, and which findings they silence.
///
/// - `navlint:disable <rule-id>… [- reason]` silences the rules until `navlint:enable <rule-id>…`
///   or the end of the file;
/// - `navlint:disable:next …` silences the next line, `navlint:disable:previous …` the line
///   before, `navlint:disable:this …` its own line;
/// - `all` stands for every rule.
/// A suppression that silences nothing is itself reported (`unused-suppression`).
struct Suppressions {
    struct Region {
        var rule: String
        var firstLine: Int
        var lastLine: Int
        /// Which directive (index into `directives`) wrote it.
        var directive: Int
        var isUsed = false
    }

    private(set) var regions: [Region] = []
    private let directives: [CommentDirective]
    /// Malformed directives: (directive index, message).
    private(set) var problems: [(Int, String)] = []

    init(summary: FileSummary) {
        directives = summary.directives
        var open: [String: (line: Int, directive: Int)] = [:]
        for (index, directive) in directives.enumerated() {
            var words = directive.text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }).map(String.init)
            if let dash = words.firstIndex(where: { $0 == "-" || $0 == "--" }) { words.removeSubrange(dash...) }
            guard let command = words.first else { continue }
            let rules = Array(words.dropFirst())
            let line = directive.line
            let endLine = directive.endLine
            if rules.isEmpty && command.hasPrefix("disable") || rules.isEmpty && command == "enable" {
                problems.append((index, "'navlint:\(command)' names no rule; write a rule id or 'all'"))
                continue
            }
            switch command {
            case "disable":
                for rule in rules where open[rule] == nil { open[rule] = (line, index) }
            case "enable":
                for rule in rules {
                    if rule == "all" {
                        for (name, start) in open { regions.append(Region(rule: name, firstLine: start.line, lastLine: line, directive: start.directive)) }
                        open.removeAll()
                    } else if let start = open.removeValue(forKey: rule) {
                        regions.append(Region(rule: rule, firstLine: start.line, lastLine: line, directive: start.directive))
                    }
                }
            case "disable:next":
                for rule in rules { regions.append(Region(rule: rule, firstLine: endLine + 1, lastLine: endLine + 1, directive: index)) }
            case "disable:previous":
                for rule in rules { regions.append(Region(rule: rule, firstLine: line - 1, lastLine: line - 1, directive: index)) }
            case "disable:this":
                for rule in rules { regions.append(Region(rule: rule, firstLine: line, lastLine: endLine, directive: index)) }
            default:
                problems.append((index, "unknown navlint command '\(command)'; use disable, enable, disable:next, disable:previous or disable:this"))
            }
        }
        for (rule, start) in open {
            regions.append(Region(rule: rule, firstLine: start.line, lastLine: Int.max, directive: start.directive))
        }
        regions.sort { ($0.directive, $0.rule) < ($1.directive, $1.rule) }
    }

    /// Whether a finding of `rule` starting on `line` is silenced; marks the silencing regions used.
    /// A suppression never silences the report that a comment on its own line is unused (else
    /// `// navlint:disable all` that silences nothing would silence its own report).
    mutating func suppresses(rule: String, line: Int) -> Bool {
        var suppressed = false
        for index in regions.indices where regions[index].firstLine <= line && line <= regions[index].lastLine
            && (regions[index].rule == rule || regions[index].rule == "all")
            && !(rule == Configuration.unusedSuppressionRuleID && directiveLine(regions[index].directive) == line) {
            regions[index].isUsed = true
            suppressed = true
        }
        return suppressed
    }

    private func directiveLine(_ directive: Int) -> Int {
        directives[directive].line
    }

    /// Suppressions that silenced nothing, for rules in `enabledRules` (or unknown rules), as
    /// (range of the comment, the line it starts on, message).
    func unused(enabledRules: Set<String>, knownRules: Set<String>) -> [(ByteRange, Int, String)] {
        var result: [(ByteRange, Int, String)] = problems.map { (directives[$0.0].range, directives[$0.0].line, $0.1) }
        for region in regions where !region.isUsed {
            let directive = directives[region.directive]
            let message: String
            if region.rule == "all" {
                message = "'navlint:disable all' suppresses nothing; remove it"
            } else if !knownRules.contains(region.rule) {
                message = "'\(region.rule)' is not a navlint rule;\(Configuration.didYouMean(region.rule)) see 'navlint rules'"
            } else if enabledRules.contains(region.rule) {
                message = "suppression of '\(region.rule)' suppresses nothing; remove it"
            } else {
                continue
            }
            result.append((directive.range, directive.line, message))
        }
        return result
    }
}
