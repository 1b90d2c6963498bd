import NavLintSyntax
import XCTest

/// Identifiers, keywords, `#` words, attributes and editor placeholders.
final class TokenizerNameTests: XCTestCase {
    func testIdentifiersAndReservedKeywords() {
        XCTAssertEqual(lexed("let value = self.count"), [
            "keyword:let", "identifier:value", "equal:=", "keyword:self", "period:.", "identifier:count",
        ])
        XCTAssertEqual(lexed("_ = x_1"), ["keyword:_", "equal:=", "identifier:x_1"])
        XCTAssertEqual(lexed("_value __x"), ["identifier:_value", "identifier:__x"])
    }

    func testKeywordCarriesItsWord() {
        let tokens = Tokenizer.tokenize(Array("func Self Any true _ in".utf8)).filter { !$0.kind.isTrivia }
        XCTAssertEqual(tokens.map(\.kind), Array(repeating: .keyword, count: 6))
        XCTAssertEqual(tokens.map(\.keyword), [.func, .Self, .Any, .true, .underscore, .in])
    }

    func testContextualKeywordsStayIdentifiersButCarryTheirWord() {
        let source = "weak unowned get set willSet didSet actor async await some any nonisolated _modify _read"
        let tokens = Tokenizer.tokenize(Array(source.utf8)).filter { !$0.kind.isTrivia }
        XCTAssertEqual(Set(tokens.map(\.kind)), [.identifier])
        XCTAssertEqual(tokens.map(\.keyword), [
            .weak, .unowned, .get, .set, .willSet, .didSet, .actor, .async, .await, .some, .any, .nonisolated,
            .modify, .read,
        ])
    }

    func testWordsThatMerelyResembleKeywordsAreNotKeywords() {
        let tokens = Tokenizer.tokenize(Array("lets Func self_ selfish inout2 asyncx".utf8)).filter { !$0.kind.isTrivia }
        XCTAssertEqual(tokens.map(\.kind), Array(repeating: .identifier, count: 6))
        XCTAssertEqual(tokens.map(\.keyword), Array(repeating: .none, count: 6))
    }

    func testEveryKeywordRoundTripsThroughItsSpelling() {
        for keyword in Keyword.allCases where keyword != .none {
            let tokens = Tokenizer.tokenize(Array(keyword.text.utf8))
            XCTAssertEqual(tokens.count, 1, keyword.text)
            XCTAssertEqual(tokens.first?.keyword, keyword, keyword.text)
            XCTAssertEqual(tokens.first?.kind, keyword.isReserved ? .keyword : .identifier, keyword.text)
        }
    }

    func testKeywordsAreRecognizedWhereverTheyStand() {
        // Far from the end of the input the classifier reads whole words; near it, byte by byte.
        let padding = " " + String(repeating: "z", count: 20)
        for keyword in Keyword.allCases where keyword != .none {
            for (prefix, suffix) in [("", ""), ("", padding), ("(", ")" + padding), ("y.", "")] {
                let source = Array((prefix + keyword.text + suffix).utf8)
                let token = Tokenizer.tokenize(source).first { $0.start == prefix.utf8.count }
                XCTAssertEqual(token?.range.length, keyword.text.utf8.count, keyword.text)
                XCTAssertEqual(token?.keyword, keyword, keyword.text)
                XCTAssertEqual(token?.kind, keyword.isReserved ? .keyword : .identifier, keyword.text)
            }
        }
    }

    func testNamesThatDifferFromAKeywordByOneByteAreNotKeywords() {
        let padding = " " + String(repeating: "z", count: 20)
        for keyword in Keyword.allCases where keyword != .none {
            let text = keyword.text
            var nearMisses = [text + "x", text + "_", "x" + text, String(text.dropLast()), text + "0", text.uppercased()]
            nearMisses.append(String(text.dropLast()) + (text.last == "e" ? "f" : "e"))
            nearMisses.append(text + String(repeating: "s", count: 17 - text.utf8.count))
            for name in nearMisses where !name.isEmpty && Keyword.allCases.allSatisfy({ $0.text != name }) {
                for source in [name, name + padding] {
                    let token = Tokenizer.tokenize(Array(source.utf8))[0]
                    XCTAssertEqual(token.keyword, .none, source)
                    XCTAssertEqual(token.kind, name.first!.isNumber ? .integerLiteral : .identifier, source)
                }
            }
        }
    }

    func testBacktickedIdentifiers() {
        XCTAssertEqual(lexed("let `class` = `default`"), [
            "keyword:let", "backtick-identifier:`class`", "equal:=", "backtick-identifier:`default`",
        ])
        // Swift 6 raw identifiers may hold spaces and operator characters.
        XCTAssertEqual(lexed("func `test adds two numbers`() {}"), [
            "keyword:func", "backtick-identifier:`test adds two numbers`", "l-paren:(", "r-paren:)",
            "l-brace:{", "r-brace:}",
        ])
        XCTAssertEqual(lexed("`$`"), ["backtick-identifier:`$`"])
        let tokens = Tokenizer.tokenize(Array("`class`".utf8))
        XCTAssertEqual(tokens.first?.keyword, Keyword.none, "a backticked keyword is a plain name")
    }

    func testEmptyBackticksAreMalformed() {
        XCTAssertEqual(lexed("``"), ["backtick-identifier:`` malformed"])
    }

    func testDollarIdentifiers() {
        XCTAssertEqual(lexed("$0 + $12"), ["dollar-identifier:$0", "binary-operator:+", "dollar-identifier:$12"])
        XCTAssertEqual(lexed("$name.wrappedValue"), ["dollar-identifier:$name", "period:.", "identifier:wrappedValue"])
        XCTAssertEqual(lexed("$"), ["identifier:$"])
        XCTAssertEqual(lexed("_$storage $x$"), ["identifier:_$storage", "dollar-identifier:$x$"])
    }

    func testUnicodeIdentifiers() {
        XCTAssertEqual(lexed("let θ = 🏃 + été"), [
            "keyword:let", "identifier:θ", "equal:=", "identifier:🏃", "binary-operator:+", "identifier:été",
        ])
        XCTAssertEqual(lexed("日本語 = 1"), ["identifier:日本語", "equal:=", "integer:1"])
        // A combining mark continues an identifier but cannot start one.
        XCTAssertEqual(lexed("e\u{301}x"), ["identifier:e\u{301}x"])
        XCTAssertEqual(lexed("\u{301}x"), ["unknown:\u{301} malformed", "identifier:x"])
        // The replacement character and interlinear annotations are not identifier characters.
        XCTAssertEqual(lexed("a\u{FFFD}"), ["identifier:a", "unknown:\u{FFFD} malformed"])
    }

    func testPoundKeywords() {
        XCTAssertEqual(lexed("#if DEBUG\n#elseif os(iOS)\n#else\n#endif"), [
            "pound-keyword:#if", "identifier:DEBUG", "pound-keyword:#elseif", "identifier:os", "l-paren:(",
            "identifier:iOS", "r-paren:)", "pound-keyword:#else", "pound-keyword:#endif",
        ])
        XCTAssertEqual(lexed("#selector(tap) #available(iOS 17, *) #file #sourceLocation"), [
            "pound-keyword:#selector", "l-paren:(", "identifier:tap", "r-paren:)",
            "pound-keyword:#available", "l-paren:(", "identifier:iOS", "integer:17", "comma:,",
            "binary-operator:*", "r-paren:)", "pound-keyword:#file", "pound-keyword:#sourceLocation",
        ])
    }

    func testFreestandingMacros() {
        XCTAssertEqual(lexed("#Preview { View() }"), [
            "pound-keyword:#Preview", "l-brace:{", "identifier:View", "l-paren:(", "r-paren:)", "r-brace:}",
        ])
        XCTAssertEqual(lexed("#externalMacro(module: \"M\", type: \"T\")").prefix(2), [
            "pound-keyword:#externalMacro", "l-paren:(",
        ])
    }

    func testLonePound() {
        XCTAssertEqual(lexed("# if"), ["pound:#", "keyword:if"])
        XCTAssertEqual(lexed("#"), ["pound:#"])
    }

    func testAttributes() {
        XCTAssertEqual(lexed("@objc @MainActor @available(*, deprecated) func f()"), [
            "at-sign:@", "identifier:objc", "at-sign:@", "identifier:MainActor", "at-sign:@",
            "identifier:available", "l-paren:(", "binary-operator:*", "comma:,", "identifier:deprecated",
            "r-paren:)", "keyword:func", "identifier:f", "l-paren:(", "r-paren:)",
        ])
        XCTAssertEqual(lexed("@escaping () -> Void"), [
            "at-sign:@", "identifier:escaping", "l-paren:(", "r-paren:)", "arrow:->", "identifier:Void",
        ])
    }

    func testEditorPlaceholders() {
        XCTAssertEqual(lexed("foo(<#name#>, <#T##Int#>)"), [
            "identifier:foo", "l-paren:(", "identifier:<#name#>", "comma:,", "identifier:<#T##Int#>", "r-paren:)",
        ])
        XCTAssertEqual(lexed("x = <#value#>"), ["identifier:x", "equal:=", "identifier:<#value#>"])
        // Not closed on its line: an operator `<` and a pound keyword.
        XCTAssertEqual(lexed("a <#b\n#>"), [
            "identifier:a", "prefix-operator:<", "pound-keyword:#b", "pound:#", "postfix-operator:>",
        ])
    }

    func testPlaceholderGluedToAnOperatorIsSplitOff() {
        XCTAssertEqual(lexed("x=<#value#>"), ["identifier:x", "equal:=", "identifier:<#value#>"])
        XCTAssertEqual(lexed("a+<#b#>"), ["identifier:a", "binary-operator:+", "identifier:<#b#>"])
    }
}
