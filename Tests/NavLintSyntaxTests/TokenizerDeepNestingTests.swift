import NavLintSyntax
import NavLintTestSupport
import XCTest

/// Pathological nesting: the tokenizer keeps its string modes on a heap stack, never recursing, so
/// 100,000 levels must finish and tile; the parser, with its depth bound, must finish too.
final class TokenizerDeepNestingTests: LargeStackTestCase {
    static let depth = 100_000

    func testDeeplyNestedBrackets() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}"), ("<", ">")] {
            let bytes = Array((String(repeating: open, count: Self.depth) + "x" + String(repeating: close, count: Self.depth)).utf8)
            let tokens = assertTiles(bytes, "nesting \(open)")
            if open != "<" {
                XCTAssertEqual(tokens.count, 2 * Self.depth + 1, "nesting \(open)")
            }
            _ = OutlineParser.parse(bytes, tokens: tokens)
        }
    }

    func testDeeplyNestedGenericArguments() {
        let bytes = Array(("let x: " + String(repeating: "A<", count: Self.depth) + "B" + String(repeating: ">", count: Self.depth)).utf8)
        _ = OutlineParser.parse(bytes, tokens: assertTiles(bytes))
    }

    func testDeeplyNestedInterpolations() {
        let bytes = Array((String(repeating: #""\("#, count: Self.depth) + "x" + String(repeating: #")""#, count: Self.depth)).utf8)
        let tokens = assertTiles(bytes)
        XCTAssertEqual(tokens.filter { $0.kind == .interpolationClose }.count, Self.depth)
        XCTAssertEqual(tokens.filter { $0.kind == .stringClose }.count, Self.depth)
        XCTAssertTrue(tokens.allSatisfy { !$0.flags.contains(.unterminated) })
        _ = OutlineParser.parse(bytes, tokens: tokens)
    }

    func testDeeplyNestedUnterminatedInterpolations() {
        let bytes = Array(String(repeating: #""\("#, count: Self.depth).utf8)
        let tokens = assertTiles(bytes)
        XCTAssertEqual(tokens.filter { $0.flags.contains(.unterminated) }.count, Self.depth)
        _ = OutlineParser.parse(bytes, tokens: tokens)
    }

    func testDeeplyNestedBlockComments() {
        let bytes = Array((String(repeating: "/*", count: Self.depth) + String(repeating: "*/", count: Self.depth) + "x").utf8)
        XCTAssertEqual(assertTiles(bytes).map(\.kind), [.blockComment, .identifier])
    }

    func testOneVeryLongLine() {
        let bytes = Array(("let r = " + String(repeating: "a / ", count: Self.depth) + "b").utf8)
        _ = OutlineParser.parse(bytes, tokens: assertTiles(bytes))
        let slashes = Array(String(repeating: "(/", count: Self.depth).utf8)
        assertTiles(slashes)
    }
}
