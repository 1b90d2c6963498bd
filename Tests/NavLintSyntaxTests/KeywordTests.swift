@testable import NavLintSyntax
import XCTest

/// The keywords' spellings, written out in `Keyword.spellings`, against the cases' names.
final class KeywordTests: XCTestCase {
    func testSpellingsAreTheCaseNames() {
        let special: [Keyword: String] = [.none: "", .underscore: "_", .modify: "_modify", .read: "_read"]
        XCTAssertEqual(Keyword.spellings.count, Keyword.allCases.count)
        for keyword in Keyword.allCases {
            XCTAssertEqual(keyword.text, special[keyword] ?? String(describing: keyword))
        }
    }
}
