import NavLintSyntax
import NavLintTestSupport
import XCTest

/// The tokenizer's invariant on any input: tokens are non-empty and tile the bytes exactly.
/// Inputs are random but seeded, so a failure reproduces; the failing input is printed.
final class TokenizerLosslessnessTests: XCTestCase {
    func testRandomBytesTile() {
        var random = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<3_000 {
            let length = Int(random.next(below: 120))
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            assertTilesOrReport(bytes)
        }
    }

    func testRandomBytesFromLexicallyInterestingAlphabetTile() {
        // Bytes that open, close or escape something, plus line breaks, NUL and broken UTF-8.
        let alphabet = Array(##""#\/*()`'<>.?!&=-_a0e9px{}[] "##.utf8) + [0x0A, 0x0D, 0x00, 0xC3, 0xA9, 0xE2, 0x89, 0xA0, 0xFF, 0x80]
        var random = SplitMix64(seed: 0x5EED_0002)
        for _ in 0..<5_000 {
            let length = Int(random.next(below: 60))
            let bytes = (0..<length).map { _ in alphabet[Int(random.next(below: UInt64(alphabet.count)))] }
            assertTilesOrReport(bytes)
        }
    }

    func testRandomMixesOfSwiftFragmentsTile() {
        let fragments: [[UInt8]] = [
            "\"", "\"\"\"", "#\"", "\"#", "##\"", "\"##", "#\"\"\"", "\"\"\"#", "\\(", "\\#(", "\\##(", "\\", "\\\"",
            "(", ")", "{", "}", "[", "]", "<", ">", "/", "/*", "*/", "//", "///", "/**", "#/", "/#", "##/", "/##",
            "\n", "\r\n", "\r", " ", "\t", "`", "`a b`", "<#", "#>", "<#x#>", "#if", "#endif", "#Preview", "@objc",
            "$0", "$x", "_$y", "0x1p-2", "1_000.5e+3", "0b1010", "0o7", "0xZZ", "1e", "1.", ".", "..<", "...",
            "a", "let", "func", "operator", "try", "?", "!", "&", "->", "=", "+", ",", ":", ";", "θ", "🏃", "≠",
            "\u{A0}", "\u{FEFF}", "#!", "'", "/ ", " /", "x.0.1", ".==",
        ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xE2, 0x89], [0x80, 0x80]]
        var random = SplitMix64(seed: 0x5EED_0003)
        for _ in 0..<5_000 {
            let count = Int(random.next(below: 30)) + 1
            var bytes: [UInt8] = []
            for _ in 0..<count { bytes += fragments[Int(random.next(below: UInt64(fragments.count)))] }
            assertTilesOrReport(bytes)
            _ = OutlineParser.parse(bytes)
        }
    }

    func testTokenizingTwiceGivesTheSameTokens() {
        var random = SplitMix64(seed: 0x5EED_0004)
        let bytes = (0..<4_096).map { _ in UInt8(truncatingIfNeeded: random.next() % 128) }
        XCTAssertEqual(Tokenizer.tokenize(bytes), Tokenizer.tokenize(bytes))
    }

    func testTokenizingIntoAReusedArrayGivesTheSameTokens() {
        var reused: [Token] = Tokenizer.tokenize(Array("let leftover = \"tokens\" // from before".utf8))
        for source in ["a + b", "", "\"\\(x)\" /* c */", "x"] {
            let bytes = Array(source.utf8)
            bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0, into: &reused) }
            XCTAssertEqual(reused, Tokenizer.tokenize(bytes), source)
        }
    }

    private func assertTilesOrReport(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let tokens = Tokenizer.tokenize(bytes)
        if let problem = tilingProblem(tokens, count: bytes.count) ?? significantTokensProblem(bytes) {
            XCTFail("\(problem) for input \(bytes)", file: file, line: line)
        }
    }
}
