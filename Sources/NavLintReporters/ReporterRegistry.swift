/// Every output format, by `--format` value.
public enum ReporterRegistry {
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self,
        JSONReporter.self,
        SARIFReporter.self,
        GitHubActionsReporter.self,
        GitLabReporter.self,
        CheckstyleReporter.self,
        JUnitReporter.self,
    ]

    public static func reporter(_ identifier: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == identifier }
    }
}
