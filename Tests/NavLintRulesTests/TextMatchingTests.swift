@testable import NavLintRules
import XCTest

final class TextMatchingTests: XCTestCase {
    func testContainsBytesFindsEveryPlaceAPartCanBe() {
        XCTAssertTrue("parentdelegate".containsBytes(of: "delegate"))
        XCTAssertTrue("delegateproxy".containsBytes(of: "delegate"))
        XCTAssertTrue("mydelegateproxy".containsBytes(of: "delegate"))
        XCTAssertTrue("delegate".containsBytes(of: "delegate"))
        XCTAssertTrue("anything".containsBytes(of: ""))
        XCTAssertTrue("childcoordinators".containsBytes(of: "oordinat"))
        XCTAssertTrue("ddelegate".containsBytes(of: "delegate"), "a false start just before the match")
        XCTAssertTrue("çadelegate".containsBytes(of: "delegate"))
    }

    func testContainsBytesRejectsNearMisses() {
        XCTAssertFalse("delegat".containsBytes(of: "delegate"))
        XCTAssertFalse("delegatE".containsBytes(of: "delegate"))
        XCTAssertFalse("".containsBytes(of: "child"))
        XCTAssertFalse("chil".containsBytes(of: "child"))
        XCTAssertFalse("listen er".containsBytes(of: "listener"))
    }
}
