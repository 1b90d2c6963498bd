import NavLintSyntax
import XCTest

/// Inputs the fuzzer (Tests/Fuzz) found crashing or hanging the parser, written by hand as the
/// smallest Swift that shows each problem, with what the parser must make of them.
final class FuzzFindingsTests: XCTestCase {
    /// A closure closed inside a type or function declared in a closure emptied the name logs that
    /// the enclosing closures still indexed into: an out-of-range trap when the outer one closed.
    func testAClosureInsideADeclarationInsideAClosure() {
        let source = """
            let outer = {
                let declared = 1
                let inner = {
                    class Nested {
                        func method() { run { hidden } }
                    }
                    func local() { run { alsoHidden } }
                    used(declared)
                }
            }
            """
        let outline = OutlineParser.parse(Array(source.utf8))
        XCTAssertEqual(outline.closures.count, 4)
        // The names used inside the nested type are its own; a local function's are the closure's
        // (a member it uses is reached through the closure's `self`).
        XCTAssertEqual(outline.names(outline.closures[0].freeNames), ["run", "alsoHidden", "used"])
        XCTAssertEqual(outline.names(outline.closures[1].freeNames), ["run", "alsoHidden", "used", "declared"])
        XCTAssertEqual(outline.names(outline.closures[2].freeNames), ["hidden"])
        XCTAssertEqual(outline.names(outline.closures[3].freeNames), ["alsoHidden"])
    }

    /// An attribute with an unclosed argument list at the start of a closure at the end of the file
    /// (`{ @Attribute(`): the look-ahead for the closure's signature went past the end-of-file
    /// sentinel, read stale tokens and, in optimized builds, could wait forever for the cursor to
    /// catch up with it.
    func testAnUnclosedAttributeAtTheStartOfAClosureAtTheEnd() {
        for source in ["}\0f[[[[{ @O(rt", "run { @MainActor(", "run { @A(x) @B(", "let c = { @Sendable [weak self"] {
            let bytes = Array(source.utf8)
            let outline = OutlineParser.parse(bytes)
            XCTAssertEqual(outline.closures.count, 1, source)
            XCTAssertEqual(outline.closures.first.map { Int($0.range.end) }, bytes.count, source)
        }
    }
}
