import Foundation
import NavLintRules
import NavLintTestSupport
import XCTest

/// `Sources/NavLintRules/Generated/RuleDocumentation.swift` compiles every `Rules/<id>.md` into navlint (for
/// `navlint explain` and SARIF's rule help). It is generated from the documents; these tests fail
/// when it is out of date. Regenerate it with
/// `NAVLINT_UPDATE_GOLDEN=1 swift test --filter RuleDocumentationSourceTests`: that run rewrites
/// the file (only when it changed), says so, and passes; the next build compiles the new text in.
final class RuleDocumentationSourceTests: XCTestCase {
    static let generatedFile = Repository.root.appendingPathComponent("Sources/NavLintRules/Generated/RuleDocumentation.swift")

    func testTheGeneratedSourceMatchesTheRuleDocuments() throws {
        let expected = try RuleDocumentationSource.generate(from: Repository.rules)
        try GoldenFile.rewriteIfUpdating(expected, to: Self.generatedFile)
        let actual = try String(contentsOf: Self.generatedFile, encoding: .utf8)
        XCTAssertTrue(actual == expected, """
            Sources/NavLintRules/Generated/RuleDocumentation.swift is out of date with Rules/*.md; regenerate it with
            NAVLINT_UPDATE_GOLDEN=1 swift test --filter RuleDocumentationSourceTests
            """)
    }

    func testTheCompiledDocumentationIsTheTextOfEveryDocument() throws {
        let documents = try RuleDocumentationSource.documents(in: Repository.rules)
        XCTAssertFalse(documents.isEmpty)
        switch RuleDocumentationSource.compiledCopy(RuleDocumentation.markdown, of: documents, updating: GoldenFile.isUpdating) {
        case .current:
            break
        case .rebuildAfterUpdate(let note):
            // This test binary was built from the old generated file, which the update run
            // rewrites (in whichever order the tests run): the compiled copy catches up at the
            // next build, so an update run passes.
            try GoldenFile.rewriteIfUpdating(try RuleDocumentationSource.generate(from: Repository.rules), to: Self.generatedFile)
            print(note)
        case .stale(let problems):
            for problem in problems { XCTFail(problem) }
        }
    }

    /// An update run (`NAVLINT_UPDATE_GOLDEN=1`) passes although its binary holds the old text; a
    /// normal run fails on each document whose compiled text is stale.
    func testAStaleCompiledCopyFailsUnlessTheRunUpdatesIt() {
        let documents = [(identifier: "a-rule", markdown: "# a-rule\n"), (identifier: "b-rule", markdown: "# b-rule\n")]
        let current = ["a-rule": "# a-rule\n", "b-rule": "# b-rule\n"]
        for updating in [false, true] {
            XCTAssertEqual(RuleDocumentationSource.compiledCopy(current, of: documents, updating: updating), .current)
        }
        let stale = ["a-rule": "# a-rule, old\n", "b-rule": "# b-rule\n"]
        XCTAssertEqual(RuleDocumentationSource.compiledCopy(stale, of: documents, updating: false),
                       .stale(["the compiled text of a-rule.md differs from the file; regenerate and build again"]))
        XCTAssertEqual(RuleDocumentationSource.compiledCopy(["a-rule": "# a-rule\n"], of: documents, updating: false),
                       .stale(["rule ids compiled in ([\"a-rule\"]) differ from Rules/*.md ([\"a-rule\", \"b-rule\"]); regenerate (see the test above) and build again",
                               "the compiled text of b-rule.md differs from the file; regenerate and build again"]))
        for compiled in [stale, ["a-rule": "# a-rule\n"]] {
            guard case .rebuildAfterUpdate(let note) = RuleDocumentationSource.compiledCopy(compiled, of: documents, updating: true) else {
                return XCTFail("an update run must pass")
            }
            XCTAssertTrue(note.hasPrefix("NAVLINT_UPDATE_GOLDEN: "), note)
        }
    }

    /// Golden files are rewritten only in an update run, only when they change (an unchanged
    /// generated source is not touched, so the next build does not recompile its module), and
    /// the run says which it rewrote.
    func testAGoldenFileIsRewrittenOnlyWhenAskedAndChanged() throws {
        let folder = try TemporaryFolder()
        try folder.write("golden.txt", "old\n")
        let url = URL(fileURLWithPath: folder.path + "/golden.txt")
        XCTAssertFalse(try GoldenFile.rewriteIfUpdating("new\n", to: url, updating: false))
        XCTAssertEqual(folder.read("golden.txt"), "old\n")
        XCTAssertTrue(try GoldenFile.rewriteIfUpdating("new\n", to: url, updating: true))
        XCTAssertEqual(folder.read("golden.txt"), "new\n")
        let written = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        XCTAssertFalse(try GoldenFile.rewriteIfUpdating("new\n", to: url, updating: true))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date, written)
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
    /// How the documentation compiled into this binary compares with the documents.
    enum CompiledCopy: Equatable {
        case current
        /// Stale, in an update run: the run has rewritten the generated source, and the next
        /// build compiles it in; the test passes and prints the note.
        case rebuildAfterUpdate(note: String)
        /// Stale in a normal run: one failure message per difference.
        case stale([String])
    }

    static func compiledCopy(_ compiled: [String: String], of documents: [(identifier: String, markdown: String)],
                             updating: Bool) -> CompiledCopy {
        var problems: [String] = []
        if compiled.keys.sorted() != documents.map(\.identifier) {
            problems.append("rule ids compiled in (\(compiled.keys.sorted())) differ from Rules/*.md (\(documents.map(\.identifier))); regenerate (see the test above) and build again")
        }
        for (identifier, markdown) in documents where compiled[identifier] != markdown {
            problems.append("the compiled text of \(identifier).md differs from the file; regenerate and build again")
        }
        if problems.isEmpty { return .current }
        guard updating else { return .stale(problems) }
        return .rebuildAfterUpdate(note: "NAVLINT_UPDATE_GOLDEN: the compiled rule documentation is from before the rewrite; build again (swift build, swift test) to compile it in")
    }

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
