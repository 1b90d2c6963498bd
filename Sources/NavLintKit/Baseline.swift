import NavLintReporters

/// The findings an existing app has accepted, so that a run reports only new ones
/// (`--write-baseline FILE`, then `--baseline FILE`).
///
/// A finding is matched by its path, rule, message and the text of its line, never by its line
/// number, so it survives unrelated edits above it; identical findings are counted, so a second
/// copy of an accepted finding is still new. Paths are stored relative to the baseline file's
/// folder, so the baseline works from any current folder.
public struct Baseline: Equatable, Sendable {
    /// What identifies a finding across edits.
    public struct Key: Hashable, Sendable, Comparable {
        public var path: String
        public var ruleID: String
        public var message: String
        public var lineText: String

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.path, lhs.ruleID, lhs.lineText, lhs.message) < (rhs.path, rhs.ruleID, rhs.lineText, rhs.message)
        }
    }

    /// The format of the baseline file.
    public static let currentVersion = 1

    /// How many findings of each key are accepted.
    public private(set) var counts: [Key: Int] = [:]
    /// The absolute folder the stored paths are relative to.
    public let folder: String

    /// The baseline of `findings`, to be stored in the file at `path`.
    public init(findings: [Finding], path: String) {
        folder = Paths.parent(Paths.absolute(path))
        for finding in findings { counts[key(finding), default: 0] += 1 }
    }

    /// Reads the baseline file at `path`; a file that is not one is an error naming it.
    public static func load(_ path: String) throws(LintProblem) -> Baseline {
        let file = try JSONFile(path: path, bytes: try FileSystem.read(path, isSwiftFile: false))
        var baseline = Baseline(findings: [], path: path)
        let malformed = "malformed baseline"
        guard case .object(let top) = file.value, case .int(let version)? = top["version"], case .array(let entries)? = top["findings"] else {
            throw file.problem("\(malformed): expected an object with 'version' and 'findings'", at: "")
        }
        guard version == currentVersion else {
            throw file.problem("\(malformed): 'version' must be \(currentVersion)", at: "version")
        }
        for (index, entry) in entries.enumerated() {
            let at = "findings[\(index)]"
            guard case .object(let fields) = entry,
                  case .string(let path)? = fields["path"], case .string(let rule)? = fields["rule"],
                  case .string(let message)? = fields["message"], case .string(let line)? = fields["line"],
                  case .int(let count)? = fields["count"] else {
                throw file.problem("\(malformed): '\(at)' must be an object with the strings 'path', 'rule', 'message', 'line' and the number 'count'", at: at)
            }
            guard count >= 1 else {
                throw file.problem("\(malformed): '\(at).count' must be a positive whole number", at: "\(at).count")
            }
            baseline.counts[Key(path: path, ruleID: rule, message: message, lineText: line), default: 0] += count
        }
        return baseline
    }

    /// The baseline a run applies: the file `--baseline` names (`explicitPath`), else the one the
    /// configuration's `baseline` key names, so that the command line, both plugins and pre-commit
    /// accept the same findings. A configured baseline that does not exist yet is an error, unless
    /// this run is writing it (`--write-baseline` names the same file: adopting navlint).
    public static func forRun(explicitPath: String?, configuration: Configuration, configurationFile: String?,
                              writing writtenPath: String?) throws(LintProblem) -> Baseline? {
        if let explicitPath { return try load(explicitPath) }
        guard let configured = configuration.baselinePath else { return nil }
        let shown = Linter.displayPath(configured)
        if FileSystem.status(configured) == nil {
            if let writtenPath, Paths.absolute(writtenPath) == configured { return nil }
            throw LintProblem(path: configurationFile ?? ConfigurationLoader.fileName,
                              message: "'baseline' names \(shown), which does not exist; record the accepted findings with 'navlint --write-baseline \(shown)'")
        }
        return try load(shown)
    }

    /// The baseline as the JSON text of its file: sorted, one entry per distinct finding.
    public func rendered() -> String {
        let entries = counts.keys.sorted().map { key -> JSONValue in
            .object([
                "path": .string(key.path), "rule": .string(key.ruleID), "message": .string(key.message),
                "line": .string(key.lineText), "count": .int(counts[key]!),
            ])
        }
        return JSONValue.object(["version": .int(Baseline.currentVersion), "findings": .array(entries)]).rendered()
    }

    /// Splits `findings` into those not in the baseline (in their order) and the number accepted.
    public func filter(_ findings: [Finding]) -> (new: [Finding], accepted: Int) {
        var remaining = counts
        var new: [Finding] = []
        for finding in findings {
            let key = key(finding)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                new.append(finding)
            }
        }
        return (new, findings.count - new.count)
    }

    private func key(_ finding: Finding) -> Key {
        let path = Paths.relativeWithParents(Paths.absolute(finding.path), to: folder)
        return Key(path: path, ruleID: finding.ruleID, message: finding.message, lineText: finding.lineText)
    }
}
