@testable import NavLintSyntax
import XCTest

/// Hostile runs must lex in linear time. Instead of timing, each test counts the bytes the
/// tokenizer's look-ahead scans examine (`Tokenizer.lookaheadBytes`): a scan that fails, emits one
/// token and starts again a byte later (as the run of `#` did) examines about n²/2 bytes, far
/// above the bound of a few times n that a linear tokenizer stays under.
final class TokenizerLinearityTests: XCTestCase {
    /// Big enough that n²/2 dwarfs the bound, small enough that a quadratic tokenizer still ends.
    static let size = 16 * 1024
    static let bound = 4 * size

    /// `unit` repeated (with `separator` after each copy) to about `size` bytes.
    func run(_ unit: String, separator: String = "") -> [UInt8] {
        let copy = Array((unit + separator).utf8)
        return Array(Array(repeating: copy, count: Self.size / copy.count + 1).joined().prefix(Self.size))
    }

    func assertLinear(_ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let work = Tokenizer.lookaheadBytes(bytes)
        XCTAssertLessThanOrEqual(work, Self.bound, "\(name): \(work) bytes examined ahead for \(bytes.count) bytes of input",
                                 file: file, line: line)
        XCTAssertNil(tilingProblem(Tokenizer.tokenize(bytes), count: bytes.count), name, file: file, line: line)
    }

    func testRunsOfEveryPunctuationCharacter() {
        for character in #"#\/"@$`'<>.?!=-*&|^~%+,:;()[]{}_0a"# {
            assertLinear(run(String(character)), "run of \(character)")
        }
    }

    /// Pairs that open a literal, a comment, a placeholder or an interpolation.
    func testRunsOfOpeningPairs() {
        for unit in ["#\"", "\"#", "#/", "/#", "\\(", "\"\\(", "<#", "#>", "/*", "*/", "`a", "$0", "0x", "#if ", "\\#(", "##/a", "/a"] {
            assertLinear(run(unit), "run of \(unit)")
        }
    }

    /// The run of `#` the issue found: each `#` but the last is a lone `#`, the last starts `#if`.
    func testRunOfPoundsBeforeAWordLexesAsPoundsAndOnePoundKeyword() {
        let bytes = run("#") + Array("if".utf8)
        assertLinear(bytes, "pounds before a word")
        let kinds = Tokenizer.tokenize(bytes).map(\.kind)
        XCTAssertEqual(kinds.count, Self.size)
        XCTAssertEqual(kinds.last, .poundKeyword)
        XCTAssertTrue(kinds.dropLast().allSatisfy { $0 == .pound })
    }

    /// One literal opener a line: an unterminated one must not search the rest of the file each time.
    func testLinesOfUnterminatedOpeners() {
        for unit in ["#/", "##/", "#/ ", "#\"\"\"", "\"\"\"", "`", "<#", "/", "\"", "#\""] {
            assertLinear(run(unit, separator: "\n"), "lines of \(unit)")
        }
    }

    /// Lines of `#/` each end unterminated at their line break, as before the index of closes.
    func testUnterminatedMultilineRegexesEndAtTheirLineBreak() {
        XCTAssertEqual(lexed("#/\n#/\n"), ["regex:#/ unterminated", "regex:#/ unterminated"])
        XCTAssertEqual(lexed("##/\nx\n/#\n/##"), ["regex:##/\nx\n/#\n/##"])
        // `/#` closes a literal of one `#` only: the first literal ends at its line break.
        XCTAssertEqual(lexed("##/\n/#\n#/\na\n/#"),
                       ["regex:##/ unterminated", "prefix-operator:/", "pound:#", "regex:#/\na\n/#"])
        // An escaped slash does not close, and a backslash before a line break escapes nothing.
        XCTAssertEqual(lexed("#/\n\\/#"), ["regex:#/ unterminated", "backslash:\\", "binary-operator:/", "pound:#"])
        XCTAssertEqual(lexed("#/\n\\\n/#"), ["regex:#/\n\\\n/#"])
    }
}
