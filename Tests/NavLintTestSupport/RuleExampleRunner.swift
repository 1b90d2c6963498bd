import Foundation
import NavLintKit
import NavLintReporters
import NavLintRules
import NavLintSyntax

/// A transformation of an example that must not change what the rule reports (apart from
/// where, which the marker offsets follow), or that must silence it.
public enum ExampleVariant: String, CaseIterable, Sendable {
    case original
    /// Every `\n` becomes `\r\n`.
    case crlf
    /// A comment holding emoji at the start of the file and before the code of every line, so byte
    /// columns differ from character columns.
    case emoji
    /// Every line commented out: nothing may be reported.
    case commentedOut
    /// The whole file inside a raw multi-line string literal: nothing may be reported.
    case insideString
    /// A `navlint:disable` comment for the rule at the top of every file: nothing may be reported.
    case suppressed

    /// Whether the variant keeps the code live (so triggering examples still trigger).
    public var keepsCode: Bool { self == .original || self == .crlf || self == .emoji }

    /// Applies the variant to a file, moving the markers with the text.
    public func apply(to file: RuleDocument.ExampleFile, ruleID: String) -> RuleDocument.ExampleFile {
        var insertions: [(offset: Int, text: String)] = []
        let bytes = Array(file.source.utf8)
        switch self {
        case .original:
            return file
        case .crlf:
            for (offset, byte) in bytes.enumerated() where byte == 0x0A { insertions.append((offset, "\r")) }
        case .emoji:
            insertions.append((0, "// 🧭 ✈️ navigation\n"))
            for offset in ExampleVariant.codeLineStarts(bytes) { insertions.append((offset, "/*🧭*/")) }
        case .commentedOut:
            insertions.append((0, "// "))
            for (offset, byte) in bytes.enumerated() where byte == 0x0A && offset + 1 < bytes.count {
                insertions.append((offset + 1, "// "))
            }
        case .insideString:
            var pounds = "#"
            while file.source.contains("\"\"\"" + pounds) || file.source.contains("\"" + pounds) { pounds += "#" }
            insertions.append((0, "let navlintExample = \(pounds)\"\"\"\n"))
            insertions.append((bytes.count, "\"\"\"\(pounds)\n"))
        case .suppressed:
            insertions.append((0, "// navlint:disable \(ruleID)\n"))
        }
        return ExampleVariant.insert(insertions, into: file)
    }

    /// Offsets where a line's code starts outside any literal or comment.
    static func codeLineStarts(_ bytes: [UInt8]) -> [Int] {
        let tokens = Tokenizer.tokenize(bytes)
        var tokenStarts: [Int: TokenKind] = [:]
        for token in tokens { tokenStarts[Int(token.start)] = token.kind }
        var result: [Int] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var offset = lineStart
            while offset < bytes.count && (bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t")) { offset += 1 }
            if offset < bytes.count && bytes[offset] != 0x0A && bytes[offset] != 0x0D, let kind = tokenStarts[offset],
               kind != .stringSegment && kind != .stringClose && kind != .interpolationClose && kind != .whitespace && kind != .newline {
                result.append(offset)
            }
            while offset < bytes.count && bytes[offset] != 0x0A { offset += 1 }
            lineStart = offset + 1
        }
        return result
    }

    /// Inserts texts at byte offsets; a marker at an insertion point moves after the insertion.
    static func insert(_ insertions: [(offset: Int, text: String)], into file: RuleDocument.ExampleFile) -> RuleDocument.ExampleFile {
        let sorted = insertions.sorted { $0.offset < $1.offset }
        let bytes = Array(file.source.utf8)
        var output: [UInt8] = []
        var cursor = 0
        for insertion in sorted {
            output.append(contentsOf: bytes[cursor..<insertion.offset])
            output.append(contentsOf: Array(insertion.text.utf8))
            cursor = insertion.offset
        }
        output.append(contentsOf: bytes[cursor...])
        let markers = file.markers.map { marker in
            marker + sorted.filter { $0.offset <= marker }.reduce(0) { $0 + $1.text.utf8.count }
        }
        return RuleDocument.ExampleFile(name: file.name, source: String(decoding: output, as: UTF8.self), markers: markers)
    }
}

/// Runs a rule document's examples and says what went wrong.
public enum RuleExampleRunner {
    /// A configuration with only `ruleID` enabled, at its default severity.
    public static func configuration(onlyRule ruleID: String) -> Configuration {
        var configuration = Configuration()
        // Unused suppressions are only reported for enabled rules, so their examples run them all.
        if ruleID == Configuration.unusedSuppressionRuleID { return configuration }
        for rule in RuleRegistry.all where rule.description.identifier != ruleID {
            configuration.rules[rule.description.identifier] = .init(isEnabled: false)
        }
        configuration.rules[Configuration.unusedSuppressionRuleID] = .init(isEnabled: false)
        return configuration
    }

    /// Failure messages for one example under one variant; empty when it behaves as documented.
    public static func failures(of example: RuleDocument.Example, in document: RuleDocument,
                                variant: ExampleVariant) -> [String] {
        let files = example.files.map { variant.apply(to: $0, ruleID: document.identifier) }
        var failures: [String] = []
        for file in files {
            let bytes = Array(file.source.utf8)
            let tokens = Tokenizer.tokenize(bytes)
            var rebuilt: [UInt8] = []
            for token in tokens { rebuilt.append(contentsOf: bytes[Int(token.start)..<Int(token.end)]) }
            if rebuilt != bytes { failures.append("tokens do not reproduce \(file.name)") }
        }
        let linter = Linter(configuration: configuration(onlyRule: document.identifier), jobs: 1)
        let outcome = linter.lint(files.map { SourceInput(path: $0.name, text: $0.source) })
        let actual = Set(outcome.findings.filter { $0.ruleID == document.identifier }.map { "\($0.path):\($0.line):\($0.column)" })
        var expected: Set<String> = []
        if example.isTriggering && variant.keepsCode {
            for file in files {
                let table = LineTable(Array(file.source.utf8))
                for marker in file.markers {
                    let location = table.location(of: UInt32(marker))
                    expected.insert("\(file.name):\(location.line):\(location.column)")
                }
            }
        }
        let where_ = "\(document.identifier).md:\(example.line) '\(example.title)' [\(variant.rawValue)]"
        for missing in expected.subtracting(actual).sorted() { failures.append("\(where_): expected a diagnostic at \(missing)") }
        for extra in actual.subtracting(expected).sorted() {
            let message = outcome.findings.first { "\($0.path):\($0.line):\($0.column)" == extra }?.message ?? ""
            failures.append("\(where_): unexpected diagnostic at \(extra): \(message)")
        }
        return failures
    }

    /// Failure messages for every example of `document` under every variant, and for the fixed
    /// code in its "How to fix" (original variant only), with how many runs there were.
    public static func failuresOfAllExamples(in document: RuleDocument) -> (runs: Int, failures: [String]) {
        var runs = 0
        var failures: [String] = []
        for example in document.examples {
            for variant in ExampleVariant.allCases {
                runs += 1
                failures += self.failures(of: example, in: document, variant: variant)
            }
        }
        for example in document.fixExamples {
            runs += 1
            failures += self.failures(of: example, in: document, variant: .original).map { "How to fix: " + $0 }
        }
        return (runs, failures)
    }
}
