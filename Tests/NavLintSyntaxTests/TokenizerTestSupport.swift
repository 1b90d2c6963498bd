@testable import NavLintSyntax
import XCTest

// Tokens rendered as readable `kind:text` lines, so an expectation reads like the source it lexes.
// Flags that report a problem are appended: `string-open:" unterminated`. Bytes that are not UTF-8
// show as U+FFFD.

/// The non-trivia tokens of `source` (all of them with `trivia`) as `kind:text` lines, after
/// asserting that its tokens tile it.
func lexed(_ source: String, trivia: Bool = false, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let bytes = Array(source.utf8)
    let tokens = assertTiles(bytes, file: file, line: line)
    return tokens.filter { trivia || !$0.kind.isTrivia }.map { rendered($0, in: bytes) }
}

/// All the tokens of `bytes` as `kind:text` lines, after asserting that they tile it.
func lexed(bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [String] {
    assertTiles(bytes, file: file, line: line).map { rendered($0, in: bytes) }
}

private func rendered(_ token: Token, in bytes: [UInt8]) -> String {
    var line = "\(token.kind):" + String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    if token.flags.contains(.unterminated) { line += " unterminated" }
    if token.flags.contains(.malformed) { line += " malformed" }
    return line
}

/// The first way in which `tokens` fail to tile `count` bytes exactly, or nil when they do: every
/// token non-empty, each starting where the previous ended, the first at 0 and the last at the end.
func tilingProblem(_ tokens: [Token], count: Int) -> String? {
    var offset: UInt32 = 0
    for (index, token) in tokens.enumerated() {
        if token.start != offset { return "token \(index) (\(token.kind)) starts at \(token.start), expected \(offset)" }
        if token.end <= token.start { return "token \(index) (\(token.kind)) at \(token.start) is empty" }
        offset = token.end
    }
    if Int(offset) != count { return "tokens end at \(offset), input has \(count) bytes" }
    return nil
}

/// How the analysis' tokenizing (significant tokens only, comments and the count of problem tokens
/// handed aside) differs from tokenizing everything and dropping the trivia, or nil when it does not.
func significantTokensProblem(_ bytes: [UInt8]) -> String? {
    let all = Tokenizer.tokenize(bytes)
    let table = ScratchTable<Token>(capacity: 1)
    let (comments, problems) = bytes.withUnsafeBufferPointer {
        Tokenizer.tokenize($0, into: table, keepingTrivia: false)
    }
    let significant = table.toArray()
    let expected = all.filter { !$0.kind.isTrivia }
    if significant != expected {
        let index = (0..<min(significant.count, expected.count)).first { significant[$0] != expected[$0] } ?? min(significant.count, expected.count)
        return "significant token \(index) differs: \(index < significant.count ? "\(significant[index])" : "none")"
            + " instead of \(index < expected.count ? "\(expected[index])" : "none")"
    }
    if comments != all.filter(\.kind.isComment) { return "the comments differ" }
    let flagged = all.filter { $0.kind == .unknown || !$0.flags.isDisjoint(with: [.unterminated, .malformed]) }.count
    if problems != flagged { return "\(problems) problem tokens counted instead of \(flagged)" }
    let (_, problemsWithTrivia) = bytes.withUnsafeBufferPointer {
        Tokenizer.tokenize($0, into: ScratchTable<Token>(capacity: 1), keepingTrivia: true)
    }
    if problemsWithTrivia != flagged { return "\(problemsWithTrivia) problem tokens counted with the trivia kept instead of \(flagged)" }
    return nil
}

/// Asserts that the tokens of `bytes` tile it exactly and that the significant tokens alone come
/// out the same, and returns them.
@discardableResult
func assertTiles(_ bytes: [UInt8], _ message: @autoclosure () -> String = "",
                 file: StaticString = #filePath, line: UInt = #line) -> [Token] {
    let tokens = Tokenizer.tokenize(bytes)
    if let problem = tilingProblem(tokens, count: bytes.count) ?? significantTokensProblem(bytes) {
        XCTFail("\(problem) \(message())", file: file, line: line)
    }
    return tokens
}

/// A function whose one statement is the call chain `let x = a.f(a).f(a)…` of `links` calls: the
/// long chain of the hostile-input tests.
func callChain(links: Int) -> [UInt8] {
    Array(("func f() {\n    let x = a" + String(repeating: ".f(a)", count: links) + "\n}\n").utf8)
}
