import NavLintSyntax
import XCTest

/// Whitespace, newlines, comments, the shebang line, the byte order mark and `newlineBefore`.
final class TokenizerTriviaTests: XCTestCase {
    func testWhitespaceAndNewlines() {
        XCTAssertEqual(lexed(" a\t\u{0B}\u{0C}b\n\n  c", trivia: true), [
            "whitespace: ", "identifier:a", "whitespace:\t\u{0B}\u{0C}", "identifier:b", "newline:\n\n  ",
            "identifier:c",
        ])
    }

    func testLineComments() {
        XCTAssertEqual(lexed("a // note\nb", trivia: true), [
            "identifier:a", "whitespace: ", "line-comment:// note", "newline:\n", "identifier:b",
        ])
        XCTAssertEqual(lexed("//", trivia: true), ["line-comment://"])
        XCTAssertEqual(lexed("a//b", trivia: true), ["identifier:a", "line-comment://b"])
    }

    func testDocLineCommentsButNotFourSlashes() {
        XCTAssertEqual(lexed("/// doc\n//// not doc\n///\n// plain", trivia: true), [
            "doc-line-comment:/// doc", "newline:\n", "line-comment://// not doc", "newline:\n",
            "doc-line-comment:///", "newline:\n", "line-comment:// plain",
        ])
    }

    func testBlockComments() {
        XCTAssertEqual(lexed("a /* one\ntwo */ b", trivia: true), [
            "identifier:a", "whitespace: ", "block-comment:/* one\ntwo */", "whitespace: ", "identifier:b",
        ])
        // `/*/` does not close itself.
        XCTAssertEqual(lexed("/*/ x */y", trivia: true), ["block-comment:/*/ x */", "identifier:y"])
    }

    func testNestedBlockComments() {
        XCTAssertEqual(lexed("/* a /* b /* c */ d */ e */x", trivia: true), [
            "block-comment:/* a /* b /* c */ d */ e */", "identifier:x",
        ])
        XCTAssertEqual(lexed("/*/**/*/x", trivia: true), ["block-comment:/*/**/*/", "identifier:x"])
    }

    func testDocBlockCommentsButNotEmptyOrStarred() {
        XCTAssertEqual(lexed("/** doc */ /**/ /*** banner ***/ /* plain */"), [])
        // Four slashes and `/***` mark comments out, unlike swift-syntax, which calls them doc comments.
        XCTAssertEqual(lexed("/** doc */ /**/ /*** banner ***/ /* plain */", trivia: true).filter { !$0.hasPrefix("whitespace") }, [
            "doc-block-comment:/** doc */", "block-comment:/**/", "block-comment:/*** banner ***/",
            "block-comment:/* plain */",
        ])
    }

    func testCommentsGluedToOperators() {
        XCTAssertEqual(lexed("a +/* c */ b", trivia: true), [
            "identifier:a", "whitespace: ", "binary-operator:+", "block-comment:/* c */", "whitespace: ",
            "identifier:b",
        ])
        XCTAssertEqual(lexed("a ==// c\nb", trivia: true), [
            "identifier:a", "whitespace: ", "binary-operator:==", "line-comment:// c", "newline:\n",
            "identifier:b",
        ])
    }

    func testShebangOnlyOnTheFirstLine() {
        XCTAssertEqual(lexed("#!/usr/bin/env swift\nprint(1)", trivia: true), [
            "shebang:#!/usr/bin/env swift", "newline:\n", "identifier:print", "l-paren:(", "integer:1", "r-paren:)",
        ])
        XCTAssertEqual(lexed("x\n#!y"), ["identifier:x", "pound:#", "exclamation:!", "identifier:y"])
    }

    func testByteOrderMark() {
        XCTAssertEqual(lexed("\u{FEFF}import UIKit", trivia: true), [
            "byte-order-mark:\u{FEFF}", "keyword:import", "whitespace: ", "identifier:UIKit",
        ])
        XCTAssertEqual(lexed("\u{FEFF}#!/bin/swift\nx", trivia: true), [
            "byte-order-mark:\u{FEFF}", "shebang:#!/bin/swift", "newline:\n", "identifier:x",
        ])
    }

    func testCRLFLineEndings() {
        let source = "let a = 1\r\n// c\r\nlet b = \"s\"\r\n"
        XCTAssertEqual(lexed(source, trivia: true), [
            "keyword:let", "whitespace: ", "identifier:a", "whitespace: ", "equal:=", "whitespace: ", "integer:1",
            "newline:\r\n", "line-comment:// c", "newline:\r\n", "keyword:let", "whitespace: ", "identifier:b",
            "whitespace: ", "equal:=", "whitespace: ", "string-open:\"", "string-segment:s", "string-close:\"",
            "newline:\r\n",
        ])
    }

    func testLoneCarriageReturnIsALineBreak() {
        let tokens = Tokenizer.tokenize(Array("a\rb".utf8))
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .newline, .identifier])
        XCTAssertTrue(tokens[2].flags.contains(.newlineBefore))
    }

    func testNewlineBeforeFlag() {
        let source = "a b\n  c // x\n/* y */ d /* z\n */ e\n\n"
        let tokens = Tokenizer.tokenize(Array(source.utf8)).filter { !$0.kind.isTrivia }
        XCTAssertEqual(tokens.map { $0.flags.contains(.newlineBefore) }, [false, false, true, true, true])
        // Leading blank lines count too, as for Swift's `isAtStartOfLine`; a first token on line 1 has none.
        XCTAssertTrue(Tokenizer.tokenize(Array("\n\nx".utf8)).last!.flags.contains(.newlineBefore))
        XCTAssertFalse(Tokenizer.tokenize(Array("x".utf8))[0].flags.contains(.newlineBefore))
    }

    func testNoBreakSpaceIsFlaggedWhitespace() {
        XCTAssertEqual(lexed("a\u{A0}b", trivia: true), ["identifier:a", "whitespace:\u{A0} malformed", "identifier:b"])
    }

    func testEmptyInput() {
        XCTAssertEqual(Tokenizer.tokenize([]), [])
    }
}
