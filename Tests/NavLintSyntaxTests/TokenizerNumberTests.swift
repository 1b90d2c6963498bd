import NavLintSyntax
import XCTest

/// Integer and floating-point literals in every base, well formed or not.
final class TokenizerNumberTests: XCTestCase {
    func testIntegers() {
        XCTAssertEqual(lexed("0 42 1_000_000 0b1010 0b1_0 0o777 0o7_7 0xFF 0xdead_BEEF 007"), [
            "integer:0", "integer:42", "integer:1_000_000", "integer:0b1010", "integer:0b1_0", "integer:0o777",
            "integer:0o7_7", "integer:0xFF", "integer:0xdead_BEEF", "integer:007",
        ])
    }

    func testFloats() {
        XCTAssertEqual(lexed("1.5 0.25 1e10 1E-3 1_000.5e+3 6.022_140e23 1_0.0_1"), [
            "float:1.5", "float:0.25", "float:1e10", "float:1E-3", "float:1_000.5e+3", "float:6.022_140e23",
            "float:1_0.0_1",
        ])
    }

    func testHexadecimalFloats() {
        XCTAssertEqual(lexed("0x1p-2 0x1.8p3 0xFFp+1 0x1.fffffep127 0x1P4"), [
            "float:0x1p-2", "float:0x1.8p3", "float:0xFFp+1", "float:0x1.fffffep127", "float:0x1P4",
        ])
    }

    func testSignIsAnOperator() {
        XCTAssertEqual(lexed("-1 + -2.5"), ["prefix-operator:-", "integer:1", "binary-operator:+", "prefix-operator:-", "float:2.5"])
    }

    func testMemberAccessOnIntegers() {
        XCTAssertEqual(lexed("1.description"), ["integer:1", "period:.", "identifier:description"])
        XCTAssertEqual(lexed("0xff.description"), ["integer:0xff", "period:.", "identifier:description"])
        XCTAssertEqual(lexed("0xff.fp"), ["integer:0xff", "period:.", "identifier:fp"])
        XCTAssertEqual(lexed("0b1.bitWidth"), ["integer:0b1", "period:.", "identifier:bitWidth"])
        XCTAssertEqual(lexed("1...5 0..<n"), [
            "integer:1", "binary-operator:...", "integer:5", "integer:0", "binary-operator:..<", "identifier:n",
        ])
        XCTAssertEqual(lexed("1.e5"), ["integer:1", "period:.", "identifier:e5"])
    }

    func testTupleElementsAreIntegers() {
        XCTAssertEqual(lexed("t.0.1"), ["identifier:t", "period:.", "integer:0", "period:.", "integer:1"])
        XCTAssertEqual(lexed("pair.1.0.x"), [
            "identifier:pair", "period:.", "integer:1", "period:.", "integer:0", "period:.", "identifier:x",
        ])
        XCTAssertEqual(lexed("x = 0.1"), ["identifier:x", "equal:=", "float:0.1"])
    }

    func testMalformedNumbers() {
        XCTAssertEqual(lexed("0xZZ"), ["integer:0xZZ malformed"])
        XCTAssertEqual(lexed("0x"), ["integer:0x malformed"])
        XCTAssertEqual(lexed("0b102"), ["integer:0b102 malformed"])
        XCTAssertEqual(lexed("0o8"), ["integer:0o8 malformed"])
        XCTAssertEqual(lexed("12abc"), ["integer:12abc malformed"])
        XCTAssertEqual(lexed("1e"), ["float:1e malformed"])
        XCTAssertEqual(lexed("1e+"), ["float:1e+ malformed"])
        XCTAssertEqual(lexed("1e_5"), ["float:1e_5 malformed"])
        XCTAssertEqual(lexed("1.5e3x"), ["float:1.5e3x malformed"])
        XCTAssertEqual(lexed("0x1.8"), ["integer:0x1.8 malformed"])
        XCTAssertEqual(lexed("0x1p"), ["float:0x1p malformed"])
    }

    func testLexingContinuesAfterAMalformedNumber() {
        XCTAssertEqual(lexed("f(0xZZ, 1e)"), [
            "identifier:f", "l-paren:(", "integer:0xZZ malformed", "comma:,", "float:1e malformed", "r-paren:)",
        ])
    }

    func testUppercaseRadixIsNotARadix() {
        XCTAssertEqual(lexed("0X1F"), ["integer:0X1F malformed"])
    }
}
