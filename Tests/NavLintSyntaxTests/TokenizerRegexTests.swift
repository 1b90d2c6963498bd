import NavLintSyntax
import XCTest

/// Regex literals, and Swift's rules for when a `/` starts one rather than being an operator.
final class TokenizerRegexTests: XCTestCase {
    func testDivision() {
        XCTAssertEqual(lexed("a / b"), ["identifier:a", "binary-operator:/", "identifier:b"])
        XCTAssertEqual(lexed("a/b/c"), ["identifier:a", "binary-operator:/", "identifier:b", "binary-operator:/", "identifier:c"])
        XCTAssertEqual(lexed("x /= 2"), ["identifier:x", "binary-operator:/=", "integer:2"])
        XCTAssertEqual(lexed("1 / 2 / 3"), ["integer:1", "binary-operator:/", "integer:2", "binary-operator:/", "integer:3"])
    }

    func testDivisionAfterAClosingParenthesis() {
        XCTAssertEqual(lexed("f(x) / 2 / y"), [
            "identifier:f", "l-paren:(", "identifier:x", "r-paren:)", "binary-operator:/", "integer:2",
            "binary-operator:/", "identifier:y",
        ])
        XCTAssertEqual(lexed("a[0] / 2 / b"), [
            "identifier:a", "l-bracket:[", "integer:0", "r-bracket:]", "binary-operator:/", "integer:2",
            "binary-operator:/", "identifier:b",
        ])
    }

    func testRegexAfterAnEqualSign() {
        XCTAssertEqual(lexed("let r = /ab+c/"), ["keyword:let", "identifier:r", "equal:=", "regex:/ab+c/"])
        XCTAssertEqual(lexed("let r = /[a-z]+ (x)\\/y/.ignoresCase()"), [
            "keyword:let", "identifier:r", "equal:=", "regex:/[a-z]+ (x)\\/y/", "period:.", "identifier:ignoresCase",
            "l-paren:(", "r-paren:)",
        ])
    }

    func testRegexAsAnArgument() {
        XCTAssertEqual(lexed("foo(/a/)"), ["identifier:foo", "l-paren:(", "regex:/a/", "r-paren:)"])
        XCTAssertEqual(lexed("s.split(separator: /\\s*,\\s*/)"), [
            "identifier:s", "period:.", "identifier:split", "l-paren:(", "identifier:separator", "colon::",
            "regex:/\\s*,\\s*/", "r-paren:)",
        ])
        XCTAssertEqual(lexed("[/a/, /b/]"), ["l-bracket:[", "regex:/a/", "comma:,", "regex:/b/", "r-bracket:]"])
    }

    func testRegexInsideAnInterpolation() {
        XCTAssertEqual(lexed(#""\(/a/)""#), [#"string-open:""#, #"interpolation-open:\("#, "regex:/a/", "interpolation-close:)", #"string-close:""#])
        // Right after `\(`, as after `(`, a binary-looking `/` may be an unapplied operator.
        XCTAssertEqual(lexed(#""\(/ a/)""#), [
            #"string-open:""#, #"interpolation-open:\("#, "binary-operator:/", "identifier:a", "postfix-operator:/",
            "interpolation-close:)", #"string-close:""#,
        ])
    }

    func testUnappliedDivisionOperatorAsAnArgument() {
        XCTAssertEqual(lexed("xs.reduce(1, /)"), [
            "identifier:xs", "period:.", "identifier:reduce", "l-paren:(", "integer:1", "comma:,",
            "binary-operator:/", "r-paren:)",
        ])
        XCTAssertEqual(lexed("f(/, /)"), ["identifier:f", "l-paren:(", "binary-operator:/", "comma:,", "binary-operator:/", "r-paren:)"])
    }

    func testRegexAfterKeywords() {
        XCTAssertEqual(lexed("return /a/"), ["keyword:return", "regex:/a/"])
        XCTAssertEqual(lexed("case /a/:"), ["keyword:case", "regex:/a/", "colon::"])
        XCTAssertEqual(lexed("self / 2 / x"), ["keyword:self", "binary-operator:/", "integer:2", "binary-operator:/", "identifier:x"])
    }

    func testRegexAfterTryQuestionMark() {
        XCTAssertEqual(lexed("try? / x/.wholeMatch(s)").prefix(3), ["keyword:try", "postfix-question:?", "regex:/ x/ malformed"])
        XCTAssertEqual(lexed("a? / x / y"), [
            "identifier:a", "postfix-question:?", "binary-operator:/", "identifier:x", "binary-operator:/", "identifier:y",
        ])
    }

    func testPrefixOperatorSplitFromARegex() {
        XCTAssertEqual(lexed("x = !/a/.matches(s)").prefix(4), ["identifier:x", "equal:=", "prefix-operator:!", "regex:/a/"])
    }

    func testExtendedRegex() {
        XCTAssertEqual(lexed("let r = #/a/b c/#"), ["keyword:let", "identifier:r", "equal:=", "regex:#/a/b c/#"])
        XCTAssertEqual(lexed("##/a/#b/##"), ["regex:##/a/#b/##"])
        XCTAssertEqual(lexed("#/ spaced /#"), ["regex:#/ spaced /#"])
        // Extra closing `#`s belong to the literal, as an error.
        XCTAssertEqual(lexed("#/a/## x"), ["regex:#/a/## malformed", "identifier:x"])
    }

    func testMultilineExtendedRegex() {
        let source = "let r = #/\n  (?<name> \\w+) # comment\n  /\n  /#\nnext"
        XCTAssertEqual(lexed(source), [
            "keyword:let", "identifier:r", "equal:=", "regex:#/\n  (?<name> \\w+) # comment\n  /\n  /#", "identifier:next",
        ])
    }

    func testOperatorDeclarationsAreNotRegexes() {
        XCTAssertEqual(lexed("prefix operator /^/"), ["identifier:prefix", "keyword:operator", "binary-operator:/^/"])
        XCTAssertEqual(lexed("static func /(lhs: V, rhs: V) -> V"), [
            "keyword:static", "keyword:func", "prefix-operator:/", "l-paren:(", "identifier:lhs", "colon::",
            "identifier:V", "comma:,", "identifier:rhs", "colon::", "identifier:V", "r-paren:)", "arrow:->", "identifier:V",
        ])
        XCTAssertEqual(lexed("postfix func /(x: V) { x/ }").suffix(3), ["identifier:x", "postfix-operator:/", "r-brace:}"])
    }

    func testSlashThatCannotStartARegex() {
        // A space before the closing slash, and an unbalanced `)`, make a tentative regex an operator.
        XCTAssertEqual(lexed("f(/a /)"), ["identifier:f", "l-paren:(", "prefix-operator:/", "identifier:a", "binary-operator:/", "r-paren:)"])
        XCTAssertEqual(lexed("(/a) / b"), [
            "l-paren:(", "prefix-operator:/", "identifier:a", "r-paren:)", "binary-operator:/", "identifier:b",
        ])
        // A tentative regex may not end just before a comment.
        XCTAssertEqual(lexed("x = /a//c", trivia: true).suffix(3), ["prefix-operator:/", "identifier:a", "line-comment://c"])
    }

    func testRegexAfterIfDirective() {
        // `#if` and friends sequence expressions, so even a binary-looking `/` starts a regex after them.
        XCTAssertEqual(lexed("#endif\n/ a/"), ["pound-keyword:#endif", "regex:/ a/ malformed"])
        XCTAssertEqual(lexed("#else / a/"), ["pound-keyword:#else", "regex:/ a/ malformed"])
        XCTAssertEqual(lexed("#error / x / y").suffix(4), ["binary-operator:/", "identifier:x", "binary-operator:/", "identifier:y"])
    }
}
