/// SARIF 2.1.0, the format GitHub code scanning and other code-scanning services import.
///
/// The driver lists every rule with its documentation as help; each result points into the rule
/// list, carries a region and a URI relative to the repository root (`uriBaseId` `%SRCROOT%`, which
/// the run's `originalUriBaseIds` locates), and a partial fingerprint that survives unrelated
/// edits. A finding with related locations (the other links of a cycle) lists them as
/// `relatedLocations` and walks them, then the finding, in a `codeFlows` entry. Nothing depends on
/// the time of the run, so the output is deterministic.
///
/// Columns count UTF-16 code units (the run says so in `columnKind`), as SARIF viewers, GitHub
/// code scanning and VS Code highlight them, not navlint's UTF-8 byte columns.
public enum SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let usesRepositoryRelativePaths = true
    /// The project's home, written as the driver's `informationUri` and the base of each rule's `helpUri`.
    public static let informationURI = "https://github.com/navlint/navlint"
    /// The key of navlint's fingerprint in `partialFingerprints`, versioned as SARIF recommends.
    public static let fingerprintKey = "navlintFingerprint/v1"

    public static func report(_ findings: [Finding], context: ReportContext) -> String {
        let findings = findings.sorted(by: Finding.sortOrder)
        let rules = ruleList(context.rules, findings: findings)
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.identifier, $0) })
        let fingerprints = Fingerprint.of(findings)
        let results: [JSONValue] = zip(findings, fingerprints).map { finding, fingerprint in
            var result: [String: JSONValue] = [
                "ruleId": .string(finding.ruleID),
                "ruleIndex": .int(ruleIndex[finding.ruleID]!),
                "level": .string(finding.severity.rawValue),
                "message": .object(["text": .string(finding.message)]),
                "locations": .array([.object(["physicalLocation": physicalLocation(finding.path, finding.line, finding.utf16Column,
                                                                                   finding.endLine, finding.utf16EndColumn)])]),
                "partialFingerprints": .object([fingerprintKey: .string(fingerprint)]),
            ]
            if !finding.related.isEmpty {
                result["relatedLocations"] = .array(finding.related.enumerated().map { position, related in
                    .object(["id": .int(position + 1), "physicalLocation": physicalLocation(related),
                             "message": .object(["text": .string(related.message)])])
                })
                result["codeFlows"] = .array([codeFlow(finding)])
            }
            return .object(result)
        }
        let driver: JSONValue = .object([
            "name": "navlint",
            "version": .string(context.toolVersion),
            "informationUri": .string(informationURI),
            "rules": .array(rules.map(descriptor)),
        ])
        let log: JSONValue = .object([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": .array([.object(run(driver: driver, results: results, repositoryRoot: context.repositoryRoot))]),
        ])
        return log.rendered()
    }
}

private extension SARIFReporter {
    /// The run's members: the tool, the results, the column unit, and where `%SRCROOT%` is when
    /// the context knows the repository root.
    static func run(driver: JSONValue, results: [JSONValue], repositoryRoot: String?) -> [String: JSONValue] {
        var run: [String: JSONValue] = ["tool": .object(["driver": driver]), "results": .array(results), "columnKind": "utf16CodeUnits"]
        if let repositoryRoot {
            let folder = repositoryRoot.hasSuffix("/") ? repositoryRoot : repositoryRoot + "/"
            run["originalUriBaseIds"] = .object(["%SRCROOT%": .object([
                "uri": .string("file://" + percentEncoded(folder)),
                "description": .object(["text": "The repository root: the folder holding .git, else the project root"]),
            ])])
        }
        return run
    }

    /// The rules of the context, plus a bare entry for any rule a finding names that the context
    /// lacks (so every `ruleIndex` is valid), sorted by id.
    static func ruleList(_ rules: [RuleMetadata], findings: [Finding]) -> [RuleMetadata] {
        var byIdentifier: [String: RuleMetadata] = [:]
        for rule in rules { byIdentifier[rule.identifier] = rule }
        for finding in findings where byIdentifier[finding.ruleID] == nil {
            byIdentifier[finding.ruleID] = RuleMetadata(identifier: finding.ruleID, summary: finding.ruleID, defaultSeverity: finding.severity)
        }
        return byIdentifier.values.sorted { $0.identifier < $1.identifier }
    }

    static func descriptor(_ rule: RuleMetadata) -> JSONValue {
        let help = rule.documentation.isEmpty ? rule.summary : rule.documentation
        return .object([
            "id": .string(rule.identifier),
            "name": .string(rule.identifier.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "fullDescription": .object(["text": .string(introduction(of: rule.documentation) ?? rule.summary)]),
            "help": .object(["text": .string(help), "markdown": .string(help)]),
            "helpUri": .string("\(informationURI)/blob/main/Rules/\(rule.identifier).md"),
            "defaultConfiguration": .object(["level": .string(rule.defaultSeverity.rawValue)]),
        ])
    }

    /// The first paragraph of a rule document after its title and metadata line, on one line.
    static func introduction(of documentation: String) -> String? {
        var paragraph: [Substring] = []
        for line in documentation.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingSpaces
            let isText = !trimmed.isEmpty && !trimmed.hasPrefix("#") && !trimmed.hasPrefix("**Default severity:**")
            if isText {
                paragraph.append(trimmed)
            } else if !paragraph.isEmpty {
                break
            }
        }
        return paragraph.isEmpty ? nil : paragraph.joined(separator: " ")
    }

    static func physicalLocation(_ path: String, _ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> JSONValue {
        .object([
            "artifactLocation": artifactLocation(path),
            "region": .object([
                "startLine": .int(line),
                "startColumn": .int(column),
                "endLine": .int(endLine),
                "endColumn": .int(endColumn),
            ]),
        ])
    }

    static func physicalLocation(_ related: Finding.Related) -> JSONValue {
        physicalLocation(related.path, related.line, related.utf16Column, related.endLine, related.utf16EndColumn)
    }

    /// The path a finding closes (a reference cycle's links in order, then the finding itself), as
    /// one thread flow, which code-scanning viewers show step by step.
    static func codeFlow(_ finding: Finding) -> JSONValue {
        let steps = finding.related.map { ($0.message, physicalLocation($0)) }
            + [(finding.message, physicalLocation(finding.path, finding.line, finding.utf16Column, finding.endLine, finding.utf16EndColumn))]
        let locations: [JSONValue] = steps.map { message, location in
            .object(["location": .object(["physicalLocation": location, "message": .object(["text": .string(message)])])])
        }
        return .object(["threadFlows": .array([.object(["locations": .array(locations)])])])
    }

    /// A relative path against `%SRCROOT%`; an absolute one (outside the current folder) as a
    /// `file:` URI.
    static func artifactLocation(_ path: String) -> JSONValue {
        if path.hasPrefix("/") { return .object(["uri": .string("file://" + percentEncoded(path))]) }
        return .object(["uri": .string(percentEncoded(path)), "uriBaseId": "%SRCROOT%"])
    }

    /// `path` as a URI reference: every byte but unreserved characters and `/` percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += "%" + Fingerprint.hexadecimal([byte]).uppercased()
            }
        }
        return output
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" || first == "\r" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
