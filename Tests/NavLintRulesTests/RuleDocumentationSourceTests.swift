import Foundation
import NavLintRules
import NavLintTestSupport
import XCTest

/// `Sources/NavLintRules/Generated/RuleDocumentation.swift` compiles every `Rules/<id>.md` into navlint (for
/// `navlint explain` and SARIF's rule help). It is generated from the documents; these tests fail
/// when it is out of date. Regenerate it with
/// `NAVLINT_UPDATE_GOLDEN=1 swift test --filter RuleDocumentationSourceTests`, then build again.
final class RuleDocumentationSourceTests: XCTestCase {
    static let generatedFile = Repository.root.appendingPathComponent("Sources/NavLintRules/Generated/RuleDocumentation.swift")

    func testTheGeneratedSourceMatchesTheRuleDocuments() throws {
        let expected = try RuleDocumentationSource.generate(from: Repository.rules)
        if ProcessInfo.processInfo.environment["NAVLINT_UPDATE_GOLDEN"] == "1" {
            try expected.write(to: Self.generatedFile, atomically: true, encoding: .utf8)
        }
        let actual = try String(contentsOf: Self.generatedFile, encoding: .utf8)
        XCTAssertTrue(actual == expected, """
            Sources/NavLintRules/Generated/RuleDocumentation.swift is out of date with Rules/*.md; regenerate it with
            NAVLINT_UPDATE_GOLDEN=1 swift test --filter RuleDocumentationSourceTests
            """)
    }

    func testTheCompiledDocumentationIsTheTextOfEveryDocument() throws {
        let documents = try RuleDocumentationSource.documents(in: Repository.rules)
        XCTAssertFalse(documents.isEmpty)
        XCTAssertEqual(RuleDocumentation.markdown.keys.sorted(), documents.map(\.identifier),
                       "rule ids compiled in differ from Rules/*.md; regenerate (see the test above) and build again")
        for (identifier, markdown) in documents {
            XCTAssertTrue(RuleDocumentation.markdown[identifier] == markdown,
                          "the compiled text of \(identifier).md differs from the file; regenerate and build again")
        }
    }

    func testEveryRuleInTheCatalogHasCompiledDocumentation() {
        for rule in RuleCatalog.all {
            XCTAssertNotNil(RuleCatalog.documentation(of: rule.identifier), "\(rule.identifier) has no compiled documentation")
        }
        XCTAssertTrue(RuleCatalog.all.contains(RuleCatalog.unusedSuppression))
    }

    /// A document may hold what would end a raw string literal or start an escape in it (a Swift
    /// example with a raw string): the generator then uses more `#`.
    func testTheDelimiterOutlastsEveryHashRunAfterAQuoteOrBackslash() {
        let quotes = String(repeating: "\"", count: 3)
        XCTAssertEqual(RuleDocumentationSource.delimiter(for: "plain text"), "#")
        XCTAssertEqual(RuleDocumentationSource.delimiter(for: "### heading with \(quotes) quotes"), "#")
        XCTAssertEqual(RuleDocumentationSource.delimiter(for: "ends a raw string: \(quotes)# and \\#(x)"), "##")
        XCTAssertEqual(RuleDocumentationSource.delimiter(for: "both: \(quotes)## and \\#"), "###")
    }

    func testControlCharactersAndCRLFAreWrittenSoTheLiteralKeepsTheText() {
        let literal = RuleDocumentationSource.literal(for: "a\r\nb\u{7}c\td\n")
        XCTAssertEqual(literal, "#\"\"\"\na\nb\\#u{7}c\td\n\n\"\"\"#")
    }
}

/// Writes the Swift source that compiles the rule documents into navlint.
enum RuleDocumentationSource {
    /// Every `Rules/*.md` (except a README) as (id, text with LF line ends), sorted by id.
    static func documents(in directory: URL) throws -> [(identifier: String, markdown: String)] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
            .sorted()
            .map { name in
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                return (String(name.dropLast(3)), text.replacingOccurrences(of: "\r\n", with: "\n"))
            }
    }

    static func generate(from directory: URL) throws -> String {
        var source = """
            // Generated from Rules/*.md by Tests/NavLintRulesTests/RuleDocumentationSourceTests.swift; do not edit.
            // Regenerate: NAVLINT_UPDATE_GOLDEN=1 swift test --filter RuleDocumentationSourceTests

            /// The text of every `Rules/<id>.md`, compiled in because the installed binary cannot read
            /// the repository: `navlint explain` prints it and SARIF carries it as each rule's help.
            public enum RuleDocumentation {
                /// Each rule document's Markdown, by rule id.
                public static let markdown: [String: String] = [

            """
        for (identifier, markdown) in try documents(in: directory) {
            let key = identifier.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            source += "        \"\(key)\": \(literal(for: markdown)),\n"
        }
        return source + "    ]\n}\n"
    }

    /// A raw multi-line string literal whose value is `text` with LF line ends. The closing
    /// delimiter stands in column 0, so no indentation is stripped from the text.
    static func literal(for text: String) -> String {
        let hashes = delimiter(for: text)
        var body = ""
        for scalar in text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
            if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || scalar.value == 0x7F {
                body += "\\\(hashes)u{\(String(scalar.value, radix: 16))}"
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
        return "\(hashes)\"\"\"\n\(body)\n\"\"\"\(hashes)"
    }

    /// The fewest `#` such that the text neither closes the literal (`"""#…`) nor starts an escape (`\#…`).
    static func delimiter(for text: String) -> String {
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes
    }
}
