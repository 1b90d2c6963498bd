import NavLintIndex
@testable import NavLintKit
import NavLintReporters
import NavLintRules
import NavLintSyntax

/// The `analysis` target (the default): arbitrary bytes through the whole analysis. Built and run
/// by `Tests/Fuzz/run.sh`, never by `swift build`; `FuzzEntry.swift` holds libFuzzer's entry point.
///
/// Each input is checked as one file (tokens must tile it exactly; the outline, the summary, the
/// index, every rule, the suppressions and every reporter must finish) and again as two files of
/// one project, split at the first `fileSeparator` line (seeds use it for multi-file examples) or
/// else in the middle, with a configuration that names push methods and flush owners so the
/// rules' configured paths run too. The bytes are also read as a configuration and as a baseline.
func fuzzAnalysis(_ bytes: [UInt8]) {
    checkTiling(bytes)
    _ = OutlineDump.render(OutlineParser.parse(bytes, tokens: Tokenizer.tokenize(bytes)))

    report(Linter(jobs: 1).lint([SourceInput(path: "A.swift", bytes: bytes)]))
    let (first, second) = split(bytes)
    report(configuredLinter.lint([SourceInput(path: "A.swift", bytes: first), SourceInput(path: "B/B.swift", bytes: second)]))

    _ = try? ConfigurationLoader.parse(bytes, path: ".navlint.json")
    _ = try? JSONFile(path: "baseline.json", bytes: bytes)
}

/// The line that separates the files of a multi-file seed.
let fileSeparator = Array("\n// navlint-fuzz: next file\n".utf8)

let configuredLinter: Linter = {
    var configuration = Configuration()
    configuration.roles.pushMethods = ["push", "show"]
    configuration.roles.flushOwners = ["NavigationFlushRouter", "Navigator"]
    configuration.roles.coordinatorBases = ["Flow"]
    configuration.roles.routerBases.insert("BaseRouter")
    return Linter(configuration: configuration, jobs: 1)
}()

/// The rules without their documents: rendering 5,000 lines of help per input would make the
/// reporters most of the work, and those lines do not depend on the input.
let context = ReportContext(toolVersion: "fuzz", filesAnalyzed: 2, rules: RuleMetadata.catalog.map { rule in
    var rule = rule
    rule.documentation = ""
    return rule
})

/// Tokens must cover every byte once, in order, none empty (the tokenizer's first invariant).
func checkTiling(_ bytes: [UInt8]) {
    var offset: UInt32 = 0
    for token in Tokenizer.tokenize(bytes) {
        precondition(token.start == offset && token.end > token.start, "tokens do not tile the input at \(offset)")
        offset = token.end
    }
    precondition(Int(offset) == bytes.count, "tokens end at \(offset) of \(bytes.count) bytes")
}

/// Renders the findings in every format, as the command line would.
func report(_ outcome: LintOutcome) {
    for reporter in ReporterRegistry.all { _ = reporter.report(outcome.findings, context: context) }
    _ = Baseline(findings: outcome.findings, path: "baseline.json").rendered()
}

/// The two files of an input: around the separator line, or else cut in the middle.
func split(_ bytes: [UInt8]) -> ([UInt8], [UInt8]) {
    if let cut = firstIndex(of: fileSeparator, in: bytes) {
        return (Array(bytes[..<cut]), Array(bytes[(cut + fileSeparator.count)...]))
    }
    let middle = bytes.count / 2
    return (Array(bytes[..<middle]), Array(bytes[middle...]))
}

func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
        if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
    }
    return nil
}
