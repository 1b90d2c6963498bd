import NavLintSyntax
import XCTest

/// String literals: escapes, multi-line and raw literals, and interpolations nested to any depth.
final class TokenizerStringTests: XCTestCase {
    func testSimpleString() {
        XCTAssertEqual(lexed(#"let s = "hello""#), [
            "keyword:let", "identifier:s", "equal:=", #"string-open:""#, "string-segment:hello", #"string-close:""#,
        ])
        XCTAssertEqual(lexed(#""""#), [#"string-open:""#, #"string-close:""#])
    }

    func testEscapes() {
        XCTAssertEqual(lexed(#""a\nb\"c\\d\u{1F600}\t\0\'""#), [
            #"string-open:""#, #"string-segment:a\nb\"c\\d\u{1F600}\t\0\'"#, #"string-close:""#,
        ])
        // An escaped backslash does not escape the quote after it.
        XCTAssertEqual(lexed(#""\\" x"#), [#"string-open:""#, #"string-segment:\\"#, #"string-close:""#, "identifier:x"])
    }

    func testStringFlags() {
        let tokens = Tokenizer.tokenize(Array(##"#"a"# """\nb\n""" "c""##.utf8)).filter { $0.kind == .stringOpen || $0.kind == .stringClose }
        XCTAssertEqual(tokens.map(\.flags), [.raw, .raw, .multiline, .multiline, [], []])
    }

    func testInterpolation() {
        XCTAssertEqual(lexed(#""x \(a + b) y""#), [
            #"string-open:""#, "string-segment:x ", #"interpolation-open:\("#, "identifier:a", "binary-operator:+",
            "identifier:b", "interpolation-close:)", "string-segment: y", #"string-close:""#,
        ])
        XCTAssertEqual(lexed(#""\(a)\(b)""#), [
            #"string-open:""#, #"interpolation-open:\("#, "identifier:a", "interpolation-close:)",
            #"interpolation-open:\("#, "identifier:b", "interpolation-close:)", #"string-close:""#,
        ])
    }

    func testParenthesesInsideAnInterpolation() {
        XCTAssertEqual(lexed(#""\(f(g(1), (2)))!""#), [
            #"string-open:""#, #"interpolation-open:\("#, "identifier:f", "l-paren:(", "identifier:g", "l-paren:(",
            "integer:1", "r-paren:)", "comma:,", "l-paren:(", "integer:2", "r-paren:)", "r-paren:)",
            "interpolation-close:)", "string-segment:!", #"string-close:""#,
        ])
    }

    func testStringsInsideInterpolationsNestToAnyDepth() {
        XCTAssertEqual(lexed(#""a\("b\("c")d")e""#), [
            #"string-open:""#, "string-segment:a", #"interpolation-open:\("#,
            #"string-open:""#, "string-segment:b", #"interpolation-open:\("#,
            #"string-open:""#, "string-segment:c", #"string-close:""#,
            "interpolation-close:)", "string-segment:d", #"string-close:""#,
            "interpolation-close:)", "string-segment:e", #"string-close:""#,
        ])
        // A `)` inside a nested string does not close the interpolation.
        XCTAssertEqual(lexed(#""\(")")""#), [
            #"string-open:""#, #"interpolation-open:\("#, #"string-open:""#, "string-segment:)", #"string-close:""#,
            "interpolation-close:)", #"string-close:""#,
        ])
    }

    func testClosureAndCommentInsideAnInterpolation() {
        XCTAssertEqual(lexed(#""\(xs.map { "\($0)" } /* ) */)""#), [
            #"string-open:""#, #"interpolation-open:\("#, "identifier:xs", "period:.", "identifier:map", "l-brace:{",
            #"string-open:""#, #"interpolation-open:\("#, "dollar-identifier:$0", "interpolation-close:)",
            #"string-close:""#, "r-brace:}", "interpolation-close:)", #"string-close:""#,
        ])
    }

    func testMultilineString() {
        let source = "let s = \"\"\"\n  say \"hi\" and \"\"two\"\"\n  \\(x)\n  \"\"\"\nnext"
        XCTAssertEqual(lexed(source), [
            "keyword:let", "identifier:s", "equal:=", #"string-open:""""#,
            "string-segment:\n  say \"hi\" and \"\"two\"\"\n  ", #"interpolation-open:\("#, "identifier:x",
            "interpolation-close:)", "string-segment:\n  ", #"string-close:""""#, "identifier:next",
        ])
    }

    func testMultilineStringLineContinuation() {
        let source = "\"\"\"\n  one \\\n  two\\\n  \"\"\""
        XCTAssertEqual(lexed(source), [
            #"string-open:""""#, "string-segment:\n  one \\\n  two\\\n  ", #"string-close:""""#,
        ])
        let crlf = "\"\"\"\r\n  one \\\r\n  two\r\n  \"\"\""
        XCTAssertEqual(lexed(crlf), [#"string-open:""""#, "string-segment:\r\n  one \\\r\n  two\r\n  ", #"string-close:""""#])
    }

    func testEscapedQuotesInAMultilineString() {
        XCTAssertEqual(lexed("\"\"\"\n\\\"\"\"\n\"\"\""), [
            #"string-open:""""#, "string-segment:\n\\\"\"\"\n", #"string-close:""""#,
        ])
    }

    func testMultilineStringInsideAnInterpolation() {
        let source = "\"a\\(\"\"\"\n  b\n  \"\"\")c\" d"
        XCTAssertEqual(lexed(source), [
            #"string-open:""#, "string-segment:a", #"interpolation-open:\("#, #"string-open:""""#,
            "string-segment:\n  b\n  ", #"string-close:""""#, "interpolation-close:)", "string-segment:c",
            #"string-close:""#, "identifier:d",
        ])
    }

    func testNewlinesInsideAMultilineStringsInterpolation() {
        let source = "\"\"\"\n\\(\n  a +\n  b\n)\n\"\"\""
        XCTAssertEqual(lexed(source), [
            #"string-open:""""#, "string-segment:\n", #"interpolation-open:\("#, "identifier:a", "binary-operator:+",
            "identifier:b", "interpolation-close:)", "string-segment:\n", #"string-close:""""#,
        ])
    }

    func testRawStrings() {
        XCTAssertEqual(lexed(##"#"a "quoted" \n \(x)"#"##), [
            ##"string-open:#""##, #"string-segment:a "quoted" \n \(x)"#, ##"string-close:"#"##,
        ])
        XCTAssertEqual(lexed(###"##"a"#b"##"###), [###"string-open:##""###, ##"string-segment:a"#b"##, ###"string-close:"##"###])
    }

    func testExtraPoundsAfterARawStringBelongToIt() {
        XCTAssertEqual(lexed(###"#"a"## x"###), [##"string-open:#""##, "string-segment:a", ###"string-close:"## malformed"###, "identifier:x"])
        // After a string that is not raw, a `#` is a token of its own.
        XCTAssertEqual(lexed(##""a"#if"##), [#"string-open:""#, "string-segment:a", #"string-close:""#, "pound-keyword:#if"])
    }

    func testRawInterpolation() {
        XCTAssertEqual(lexed(###"#"a\#(b)c\##(d)"#"###), [
            ##"string-open:#""##, "string-segment:a", ##"interpolation-open:\#("##, "identifier:b",
            "interpolation-close:)", ###"string-segment:c\##(d)"###, ##"string-close:"#"##,
        ])
        XCTAssertEqual(lexed(###"##"\#(a)\##(b)"##"###), [
            ###"string-open:##""###, ##"string-segment:\#(a)"##, ###"interpolation-open:\##("###, "identifier:b",
            "interpolation-close:)", ###"string-close:"##"###,
        ])
    }

    func testRawEscapes() {
        XCTAssertEqual(lexed(##"#"\#n\#"\#\"#"##), [##"string-open:#""##, ##"string-segment:\#n\#"\#\"##, ##"string-close:"#"##])
    }

    func testRawMultilineString() {
        let source = "#\"\"\"\n  a \"# b \"\"\" c\n  \"\"\"#"
        XCTAssertEqual(lexed(source), [
            ##"string-open:#""""##, "string-segment:\n  a \"# b \"\"\" c\n  ", ##"string-close:"""#"##,
        ])
        let tokens = Tokenizer.tokenize(Array(source.utf8))
        XCTAssertEqual(tokens.first?.flags, [.raw, .multiline])
    }

    func testRawStringThatIsOneQuote() {
        // `#"""#` is the single-line raw string `"`, not the start of a multi-line literal.
        XCTAssertEqual(lexed(##"#"""# + x"##), [
            ##"string-open:#""##, #"string-segment:""#, ##"string-close:"#"##, "binary-operator:+", "identifier:x",
        ])
        XCTAssertEqual(lexed(##"#"""a"# x"##), [##"string-open:#""##, #"string-segment:""a"#, ##"string-close:"#"##, "identifier:x"])
        XCTAssertEqual(Tokenizer.tokenize(Array(##"#"""#"##.utf8)).first?.flags, .raw)
    }

    func testSingleQuotedLiteralIsMalformed() {
        XCTAssertEqual(lexed("'a' b"), ["string-open:' malformed", "string-segment:a", "string-close:'", "identifier:b"])
    }

    func testStringNextToOtherTokens() {
        XCTAssertEqual(lexed(#"f("a","b")"#), [
            "identifier:f", "l-paren:(", #"string-open:""#, "string-segment:a", #"string-close:""#, "comma:,",
            #"string-open:""#, "string-segment:b", #"string-close:""#, "r-paren:)",
        ])
        // `"a"""` is the string `a` followed by an empty string, not a multi-line delimiter.
        XCTAssertEqual(lexed(#""a""""#), [
            #"string-open:""#, "string-segment:a", #"string-close:""#, #"string-open:""#, #"string-close:""#,
        ])
    }

    func testUnicodeInsideStrings() {
        XCTAssertEqual(lexed("\"héllo 🏃 \\(θ)\""), [
            #"string-open:""#, "string-segment:héllo 🏃 ", #"interpolation-open:\("#, "identifier:θ",
            "interpolation-close:)", #"string-close:""#,
        ])
    }
}
