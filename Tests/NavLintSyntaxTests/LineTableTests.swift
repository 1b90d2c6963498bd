import NavLintSyntax
import XCTest

final class LineTableTests: XCTestCase {
    func testLinesEndAtLineFeedCarriageReturnAndBoth() {
        let table = LineTable(Array("a\nbc\r\nd\re".utf8))
        XCTAssertEqual(table.lineStarts, [0, 2, 6, 8])
        XCTAssertEqual(table.location(of: 0).line, 1)
        XCTAssertEqual(table.location(of: 3).line, 2)
        XCTAssertEqual(table.location(of: 3).column, 2)
        XCTAssertEqual(table.location(of: 9).line, 4)
        XCTAssertEqual(table.location(of: 9).column, 2)
    }

    func testColumnsCountUTF8Bytes() {
        let table = LineTable(Array("let 🧭 = x".utf8))
        // `=` comes after four bytes of emoji and two spaces.
        XCTAssertEqual(table.location(of: 9).column, 10)
    }

    func testLongLinesAndOffsetsPastTheEnd() {
        let text = String(repeating: "x", count: 1000) + "\n" + String(repeating: "y", count: 17)
        let table = LineTable(Array(text.utf8))
        XCTAssertEqual(table.lineStarts, [0, 1001])
        XCTAssertEqual(table.location(of: 2000).line, 2)
        XCTAssertEqual(table.location(of: 2000).column, 18)
    }
}
