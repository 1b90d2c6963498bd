import NavLintSyntax
import XCTest

/// `Condition.hasNegation` tells a rule that a name tested by the condition may hold in the `else`
/// branch rather than in the body.
final class ConditionNegationTests: XCTestCase {
    func negations(_ source: String) -> [Bool] {
        OutlineParser.parse(Array(source.utf8)).conditions.map(\.hasNegation)
    }

    func testPrefixBangAndComparisonsWithBooleanLiteralsNegate() {
        let source = """
        func f() {
            guard !isMovingFromParent else { return }
            if isBeingDismissed == false { }
            while done != true { }
            if !(a && b) { }
        }
        """
        XCTAssertEqual(negations(source), [true, true, true, true])
    }

    func testPlainTestsComparisonsAndForceUnwrapsDoNotNegate() {
        let source = """
        func f() {
            guard isMovingFromParent || isBeingDismissed else { return }
            if parent == nil { }
            if count != 0, flag == true { }
            if value!.isEmpty { }
            for item in items where item.isEnabled { }
        }
        """
        XCTAssertEqual(negations(source), [false, false, false, false, false])
    }
}
