import NavLintSyntax
import XCTest

/// `Condition.bodyLeaves` tells a rule that the code after an `if` runs only when its condition
/// fails: the body's last statement leaves.
final class ConditionBodyLeavesTests: XCTestCase {
    func leaves(_ source: String) -> [Bool] {
        OutlineParser.parse(Array(source.utf8)).conditions.map(\.bodyLeaves)
    }

    func testABodyWhoseLastStatementLeaves() {
        let source = """
        func f() {
            if children.contains(where: { $0 is A }) { return }
            if let existing = children.first(where: { $0 is A }) {
                existing.start()
                return
            }
            for item in items {
                if item.isDone { continue }
                if item.isLast { break }
            }
            if failed { throw Failure() }
        }
        """
        // The `for` loop's own row does not leave.
        XCTAssertEqual(leaves(source), [true, true, false, true, true, true])
    }

    func testABodyThatLeavesOnlyInsideOrBeforeItsEnd() {
        let source = """
        func f() {
            if a { if b { return } }
            if c { return; start() }
            if d { closure = { return } }
            if e { } else { return }
            guard f else { return }
            if g
        }
        """
        XCTAssertEqual(leaves(source), [false, true, false, false, false, false, false])
    }
}
