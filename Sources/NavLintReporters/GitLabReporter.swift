/// GitLab Code Quality JSON: an array of issues that GitLab shows in merge requests.
///
/// Errors are `major`, warnings `minor`. The `fingerprint` is the same stable identity as SARIF's,
/// so GitLab recognises a finding as unchanged when unrelated lines move.
public enum GitLabReporter: Reporter {
    public static let identifier = "gitlab"

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
