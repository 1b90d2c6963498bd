@testable import NavLintRules
import XCTest

final class TextMatchingTests: XCTestCase {
    func testContainsBytesFindsEveryPlaceAPartCanBe() {
        let found = [("parentdelegate", "delegate"), ("delegateproxy", "delegate"), ("mydelegateproxy", "delegate"),
                     ("delegate", "delegate"), ("anything", ""), ("childcoordinators", "oordinat"),
                     ("ddelegate", "delegate"),  // a false start just before the match
                     ("çadelegate", "delegate")]
        for (text, part) in found { XCTAssertTrue(text.containsBytes(of: part), "\(part) in \(text)") }
    }

    func testContainsBytesRejectsNearMisses() {
        let missed = [("delegat", "delegate"), ("delegatE", "delegate"), ("", "child"), ("chil", "child"),
                      ("listen er", "listener")]
        for (text, part) in missed { XCTAssertFalse(text.containsBytes(of: part), "\(part) in \(text)") }
    }
}
