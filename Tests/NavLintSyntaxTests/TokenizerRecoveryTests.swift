import NavLintSyntax
import XCTest

/// Input that is not Swift: each problem becomes a flagged or `unknown` token, and the tokens after
/// it are the ones Swift would see.
final class TokenizerRecoveryTests: XCTestCase {
    func testUnterminatedStringAtEndOfFile() {
        XCTAssertEqual(lexed(#"let s = "abc"#), ["keyword:let", "identifier:s", "equal:=", #"string-open:" unterminated"#, "string-segment:abc"])
        XCTAssertEqual(lexed(#"""#), [#"string-open:" unterminated"#])
        XCTAssertEqual(lexed(#""a\"#), [#"string-open:" unterminated"#, #"string-segment:a\"#])
    }

    func testUnterminatedStringEndsAtTheLineBreak() {
        XCTAssertEqual(lexed("let s = \"abc\nlet t = 1"), [
            "keyword:let", "identifier:s", "equal:=", #"string-open:" unterminated"#, "string-segment:abc",
            "keyword:let", "identifier:t", "equal:=", "integer:1",
        ])
        XCTAssertEqual(lexed("\"abc\\\nx"), [#"string-open:" unterminated"#, "string-segment:abc\\", "identifier:x"])
        let tokens = Tokenizer.tokenize(Array("\"a\nb".utf8))
        XCTAssertTrue(tokens.last!.flags.contains(.newlineBefore))
    }

    func testUnterminatedMultilineString() {
        XCTAssertEqual(lexed("x = \"\"\"\n  abc\n  \""), [
            "identifier:x", "equal:=", #"string-open:""" unterminated"#, "string-segment:\n  abc\n  \"",
        ])
    }

    func testUnterminatedRawString() {
        XCTAssertEqual(lexed(##"#"abc"##), [##"string-open:#" unterminated"##, "string-segment:abc"])
        XCTAssertEqual(lexed(##"#"a"b"## + "\nnext"), [##"string-open:#" unterminated"##, #"string-segment:a"b"#, "identifier:next"])
        XCTAssertEqual(lexed("#\"\"\"\nabc\"\"\""), [##"string-open:#""" unterminated"##, "string-segment:\nabc\"\"\""])
    }

    func testUnterminatedBlockComment() {
        XCTAssertEqual(lexed("a /* b /* c */ d", trivia: true), [
            "identifier:a", "whitespace: ", "block-comment:/* b /* c */ d unterminated",
        ])
        XCTAssertEqual(lexed("/*", trivia: true), ["block-comment:/* unterminated"])
        XCTAssertEqual(lexed("/**", trivia: true), ["doc-block-comment:/** unterminated"])
    }

    func testUnterminatedRegex() {
        XCTAssertEqual(lexed("let r = #/abc"), ["keyword:let", "identifier:r", "equal:=", "regex:#/abc unterminated"])
        XCTAssertEqual(lexed("let r = #/abc\nx"), ["keyword:let", "identifier:r", "equal:=", "regex:#/abc unterminated", "identifier:x"])
        // A multi-line regex that never closes ends at its first line break; the lines after are code.
        XCTAssertEqual(lexed("r = #/\n  a\nlet x = 1"), [
            "identifier:r", "equal:=", "regex:#/ unterminated", "identifier:a", "keyword:let", "identifier:x",
            "equal:=", "integer:1",
        ])
        // A tentative regex that never closes is an operator.
        XCTAssertEqual(lexed("f(/a)"), ["identifier:f", "l-paren:(", "prefix-operator:/", "identifier:a", "r-paren:)"])
        // A binary-looking slash in expression position must be a regex, unterminated here.
        XCTAssertEqual(lexed("x = / a\ny"), ["identifier:x", "equal:=", "regex:/ a unterminated malformed", "identifier:y"])
    }

    func testUnterminatedInterpolationAtEndOfFile() {
        XCTAssertEqual(lexed(#""a\(b"#), [#"string-open:" unterminated"#, "string-segment:a", #"interpolation-open:\("#, "identifier:b"])
        XCTAssertEqual(lexed(#""a\(f(b"#), [
            #"string-open:" unterminated"#, "string-segment:a", #"interpolation-open:\("#, "identifier:f", "l-paren:(", "identifier:b",
        ])
        XCTAssertEqual(lexed("\"\"\"\n\\(\"x\\("), [
            #"string-open:""" unterminated"#, "string-segment:\n", #"interpolation-open:\("#,
            #"string-open:" unterminated"#, "string-segment:x", #"interpolation-open:\("#,
        ])
    }

    func testNewlineInsideASingleLineStringsInterpolation() {
        // The string ends at the line break; the `)` and `"` on the next line are ordinary tokens.
        XCTAssertEqual(lexed("let s = \"a\\(b\nc)\" + d"), [
            "keyword:let", "identifier:s", "equal:=", #"string-open:" unterminated"#, "string-segment:a",
            #"interpolation-open:\("#, "identifier:b", "identifier:c", "r-paren:)", #"string-open:" unterminated"#,
            "string-segment: + d",
        ])
        // What follows the cut string comes after an expression: a binary-looking `/` divides.
        XCTAssertEqual(lexed("\"\\(a |\n/ b/"), [
            #"string-open:" unterminated"#, #"interpolation-open:\("#, "identifier:a", "binary-operator:|",
            "binary-operator:/", "identifier:b", "postfix-operator:/",
        ])
        // A comment before the line break does not hide it.
        XCTAssertEqual(lexed("\"\\(a // )\"\nb"), [#"string-open:" unterminated"#, #"interpolation-open:\("#, "identifier:a", "identifier:b"])
    }

    func testInvalidUTF8InCode() {
        let bytes: [UInt8] = Array("let ".utf8) + [0xFF, 0xFE] + Array(" = 1".utf8)
        XCTAssertEqual(lexed(bytes: bytes), [
            "keyword:let", "whitespace: ", "unknown:\u{FFFD}\u{FFFD} malformed", "whitespace: ", "equal:=", "whitespace: ", "integer:1",
        ])
        // A truncated sequence and a lone continuation byte.
        XCTAssertEqual(lexed(bytes: [0x61, 0xE2, 0x82, 0x20, 0x80, 0x62]), [
            "identifier:a", "unknown:\u{FFFD} malformed", "whitespace: ", "unknown:\u{FFFD} malformed", "identifier:b",
        ])
        // An overlong encoding of `/` and an encoded surrogate are not UTF-8 either.
        XCTAssertEqual(lexed(bytes: [0xC0, 0xAF, 0x78]).last, "identifier:x")
        XCTAssertEqual(lexed(bytes: [0xED, 0xA0, 0x80, 0x78]).last, "identifier:x")
    }

    func testInvalidUTF8InAnIdentifierEndsIt() {
        XCTAssertEqual(lexed(bytes: [0x61, 0xFF, 0x62]), ["identifier:a", "unknown:\u{FFFD} malformed", "identifier:b"])
    }

    func testInvalidUTF8InStrings() {
        let bytes: [UInt8] = [0x22, 0x61, 0xC3, 0x22, 0x20, 0x78]
        XCTAssertEqual(lexed(bytes: bytes), [#"string-open:""#, "string-segment:a\u{FFFD} malformed", #"string-close:""#, "whitespace: ", "identifier:x"])
        // An invalid byte right after a backslash is not swallowed with the quote.
        XCTAssertEqual(lexed(bytes: [0x22, 0x5C, 0xFF, 0x22, 0x79]), [#"string-open:""#, "string-segment:\\\u{FFFD} malformed", #"string-close:""#, "identifier:y"])
    }

    func testInvalidUTF8InComments() {
        let bytes: [UInt8] = Array("// a".utf8) + [0xFF] + Array("\nx /* ".utf8) + [0xC3] + Array(" */ y".utf8)
        XCTAssertEqual(lexed(bytes: bytes), [
            "line-comment:// a\u{FFFD}", "newline:\n", "identifier:x", "whitespace: ", "block-comment:/* \u{FFFD} */",
            "whitespace: ", "identifier:y",
        ])
    }

    func testNULBytes() {
        XCTAssertEqual(lexed(bytes: [0x61, 0x00, 0x00, 0x62]), ["identifier:a", "unknown:\0\0 malformed", "identifier:b"])
        XCTAssertEqual(lexed(bytes: Array("\"a\0b\" c".utf8)), [#"string-open:""#, "string-segment:a\0b malformed", #"string-close:""#, "whitespace: ", "identifier:c"])
        XCTAssertEqual(lexed(bytes: Array("// a\0b\nc".utf8)), ["line-comment:// a\0b", "newline:\n", "identifier:c"])
        XCTAssertEqual(lexed(bytes: [0]), ["unknown:\0 malformed"])
    }

    func testOtherControlCharacters() {
        XCTAssertEqual(lexed(bytes: [0x61, 0x01, 0x7F, 0x62]), ["identifier:a", "unknown:\u{01} malformed", "unknown:\u{7F} malformed", "identifier:b"])
    }

    func testLoneCarriageReturns() {
        XCTAssertEqual(lexed(bytes: Array("a\r\rb // c\rd".utf8)), [
            "identifier:a", "newline:\r\r", "identifier:b", "whitespace: ", "line-comment:// c", "newline:\r", "identifier:d",
        ])
        XCTAssertEqual(lexed("\"a\rb\""), [#"string-open:" unterminated"#, "string-segment:a", "identifier:b", #"string-open:" unterminated"#])
    }

    func testLoneBacktick() {
        XCTAssertEqual(lexed("a ` b\nc"), ["identifier:a", "unknown:` unterminated", "identifier:b", "identifier:c"])
        XCTAssertEqual(lexed("`"), ["unknown:` unterminated"])
        XCTAssertEqual(lexed("`a\n`b`"), ["unknown:` unterminated", "identifier:a", "backtick-identifier:`b`"])
    }

    func testCommentCloserWithoutOpener() {
        XCTAssertEqual(lexed("a */ b"), ["identifier:a", "unknown:*/ malformed", "identifier:b"])
        XCTAssertEqual(lexed("a +*/ b"), ["identifier:a", "unknown:+*/ malformed", "identifier:b"])
        XCTAssertEqual(lexed("*/"), ["unknown:*/ malformed"])
    }

    func testCurlyQuotes() {
        XCTAssertEqual(lexed("x = “hi”"), ["identifier:x", "equal:=", "unknown:“ malformed", "identifier:hi", "unknown:” malformed"])
    }

    func testStrayClosingTokens() {
        XCTAssertEqual(lexed(") ] } \"\"\""), ["r-paren:)", "r-bracket:]", "r-brace:}", #"string-open:""" unterminated"#])
    }
}
