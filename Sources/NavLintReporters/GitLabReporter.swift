/// GitLab Code Quality JSON: an array of issues that GitLab shows in merge requests.
///
/// Paths are relative to the repository root, as GitLab matches them against the merge request's
/// files; there are no columns. Errors are `major`, warnings `minor`. The `fingerprint` is the same stable identity as SARIF's,
/// so GitLab recognises a finding as unchanged when unrelated lines move.
public enum GitLabReporter: Reporter {
    public static let identifier = "gitlab"
    public static let usesRepositoryRelativePaths = true

    public static func report(_ findings: [Finding], context: ReportContext) -> String {
        let findings = findings.sorted(by: Finding.sortOrder)
        let fingerprints = Fingerprint.of(findings)
        let issues: [JSONValue] = zip(findings, fingerprints).map { finding, fingerprint in
            .object([
                "description": .string(finding.message),
                "check_name": .string(finding.ruleID),
                "fingerprint": .string(fingerprint),
                "severity": finding.severity == .error ? "major" : "minor",
                "location": .object([
                    "path": .string(finding.path),
                    "lines": .object(["begin": .int(finding.line)]),
                ]),
            ])
        }
        return JSONValue.array(issues).rendered()
    }
}
