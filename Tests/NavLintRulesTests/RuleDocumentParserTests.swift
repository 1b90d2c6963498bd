import NavLintTestSupport
import XCTest

/// The harness itself: reading documents and moving markers through variants.
final class RuleDocumentParserTests: XCTestCase {
    let markdown = """
        # sample-rule

        **Default severity:** error · **Category:** cycles

        ## Why it leaks

        Text.

        ## How to fix

        ```swift
        let fixed = 1
        ```

        ## Triggering

        ### Two files

        `A.swift`:
        ```swift
        let a = 1
        ↓b.c = 2
        ```

        `B.swift`:
        ```swift
        class B {}
        ```

        ## Non-triggering

        ### Plain

        ```swift
        let x = 1
        ```

        ```swift
        let y = 2
        ```
        """

    func testReadsSectionsCasesFilesAndMarkers() {
        let document = RuleDocument(identifier: "sample-rule", markdown: markdown)
        XCTAssertEqual(document.defaultSeverity, "error")
        XCTAssertEqual(document.sections, ["Why it leaks", "How to fix", "Triggering", "Non-triggering"])
        XCTAssertEqual(document.examples.count, 2)
        let triggering = document.examples[0]
        XCTAssertTrue(triggering.isTriggering)
        XCTAssertEqual(triggering.title, "Two files")
        XCTAssertEqual(triggering.files.map(\.name), ["A.swift", "B.swift"])
        XCTAssertEqual(triggering.files[0].source, "let a = 1\nb.c = 2\n")
        XCTAssertEqual(triggering.files[0].markers, [10])
        XCTAssertEqual(document.examples[1].files.map(\.name), ["Example.swift", "Example2.swift"])
        XCTAssertEqual(document.fixExamples.count, 1)
        XCTAssertEqual(document.fixExamples[0].files[0].source, "let fixed = 1\n")
    }

    func testReportsAFenceLeftOpen() {
        let unclosed = """
            ## Triggering

            ### First

            ```swift
            let a = 1

            ### Second

            ```swift
            let b = 2
            ```
            """
        let document = RuleDocument(identifier: "sample-rule", markdown: unclosed)
        XCTAssertEqual(document.problems, [
            "line 8: '### Second' inside the code block opened at line 5 (is its closing fence missing?)",
            "line 10: '```swift' inside the code block opened at line 5 (is its closing fence missing?)",
        ])
        XCTAssertEqual(RuleDocument(identifier: "sample-rule", markdown: "```swift\nlet a = 1\n").problems,
                       ["line 1: the code block opened here is never closed"])
        XCTAssertEqual(RuleDocument(identifier: "sample-rule", markdown: markdown).problems, [])
    }

    func testVariantsMoveMarkersWithTheText() {
        let file = RuleDocument.ExampleFile(name: "A.swift", source: "let a = 1\n    b.c = 2\n", markers: [14])
        let crlf = ExampleVariant.crlf.apply(to: file, ruleID: "x")
        XCTAssertEqual(crlf.source, "let a = 1\r\n    b.c = 2\r\n")
        XCTAssertEqual(crlf.markers, [15])
        let emoji = ExampleVariant.emoji.apply(to: file, ruleID: "x")
        let bytes = Array(emoji.source.utf8)
        XCTAssertEqual(String(decoding: bytes[emoji.markers[0]...], as: UTF8.self), "b.c = 2\n")
        XCTAssertTrue(emoji.source.contains("    /*🧭*/b.c"))
        let commented = ExampleVariant.commentedOut.apply(to: file, ruleID: "x")
        XCTAssertEqual(commented.source, "// let a = 1\n//     b.c = 2\n")
        let string = ExampleVariant.insideString.apply(to: file, ruleID: "x")
        XCTAssertTrue(string.source.hasPrefix("let navlintExample = #\"\"\"\n"))
        XCTAssertTrue(string.source.hasSuffix("\"\"\"#\n"))
    }

    func testEmojiVariantSkipsLinesInsideMultilineStrings() {
        let source = "let s = \"\"\"\n    inside\n    \"\"\"\nlet t = 1\n"
        let file = RuleDocument.ExampleFile(name: "A.swift", source: source, markers: [])
        let emoji = ExampleVariant.emoji.apply(to: file, ruleID: "x")
        XCTAssertTrue(emoji.source.contains("\n    inside\n    \"\"\"\n/*🧭*/let t = 1"), emoji.source)
    }
}
