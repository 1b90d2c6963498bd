import Foundation
@testable import NavLintKit
import NavLintTestSupport
import XCTest

/// Input no Swift compiler would accept, through the whole analysis (tokenizer, parser, summary,
/// index, every rule, suppressions, positions). Nothing may trap or hang, the file counts as
/// analysed, and the findings next to or after the hostile part are still reported where they are.
/// Inputs are generated here, not committed. Tokenizer-level checks of the same inputs are in
/// NavLintSyntaxTests (TokenizerRecoveryTests, TokenizerDeepNestingTests); files on disk in
/// HostilePathTests.
final class HostileInputTests: XCTestCase {
    static let wizardFinding = "Wizard.swift:4:9 interactive-pop-disabled"

    /// Lints the files and returns the findings as `path:line:column rule-id`, asserting that
    /// every file was analysed without a problem.
    func findings(_ files: [(String, [UInt8])], file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let outcome = Linter(jobs: 2).lint(files.map { SourceInput(path: $0.0, bytes: $0.1) })
        XCTAssertEqual(outcome.problems, [], file: file, line: line)
        XCTAssertEqual(outcome.filesAnalyzed, files.count, file: file, line: line)
        return outcome.findings.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" }
    }

    /// The hostile bytes as a file of their own, beside the leaky wizard: the wizard is still
    /// reported, and nothing in the hostile file.
    func assertBesideTheWizard(_ hostile: [UInt8], _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(findings([("Hostile.swift", hostile), ("Wizard.swift", Array(Fixtures.leakyWizard.utf8))], file: file, line: line),
                       [Self.wizardFinding], message, file: file, line: line)
    }

    /// The leaky wizard with `text` inserted before it (`prefix`) or after it: the finding moves by
    /// the lines inserted before it, and nothing else is reported.
    func assertWizardFound(prefix: [UInt8] = [], suffix: [UInt8] = [], line expectedLine: Int, column: Int = 9,
                           file: StaticString = #filePath, line: UInt = #line) {
        let bytes = prefix + Array(Fixtures.leakyWizard.utf8) + suffix
        XCTAssertEqual(findings([("Wizard.swift", bytes)], file: file, line: line),
                       ["Wizard.swift:\(expectedLine):\(column) interactive-pop-disabled"], file: file, line: line)
    }

    func testEmptyFile() {
        assertBesideTheWizard([])
        XCTAssertEqual(findings([("Empty.swift", [])]), [])
    }

    func testOnlyAByteOrderMark() {
        assertBesideTheWizard([0xEF, 0xBB, 0xBF])
        assertWizardFound(prefix: [0xEF, 0xBB, 0xBF], line: 4)
    }

    /// Xcode can save Swift files as UTF-16 or UTF-32: with a byte order mark they are decoded
    /// to UTF-8 before tokenizing, and positions are in the decoded text (a UTF-8 byte column).
    func testUTF16AndUTF32FilesWithAByteOrderMarkAreDecoded() throws {
        // Line 4's statement has `é` (one UTF-16 unit, two UTF-8 bytes) before it: column 10, not 9.
        let text = "// Ünïcödé 🙂\n" + Fixtures.leakyWizard.replacingOccurrences(of: "        navigationController", with: "/*é*/   navigationController")
        let scalars = text.unicodeScalars.map(\.value)
        let utf16 = Array(text.utf16) + [0xD800]  // an unpaired surrogate at the end decodes to U+FFFD
        func bytes<T: FixedWidthInteger>(_ units: [T], bigEndian: Bool) -> [UInt8] {
            units.flatMap { unit in withUnsafeBytes(of: bigEndian ? unit.bigEndian : unit.littleEndian) { Array($0) } }
        }
        let encodings: [(String, [UInt8])] = [
            ("UTF-16LE", [0xFF, 0xFE] + bytes(utf16, bigEndian: false)),
            ("UTF-16BE", [0xFE, 0xFF] + bytes(utf16, bigEndian: true)),
            ("UTF-32LE", [0xFF, 0xFE, 0x00, 0x00] + bytes(scalars, bigEndian: false)),
            ("UTF-32BE", [0x00, 0x00, 0xFE, 0xFF] + bytes(scalars, bigEndian: true)),
        ]
        let expected = Fixtures.wizardLine("Wizard.swift", line: 5).replacingOccurrences(of: ":5:9:", with: ":5:10:")
        for (name, encoded) in encodings {
            let folder = try TemporaryFolder()
            try Data(encoded).write(to: URL(fileURLWithPath: folder.path + "/Wizard.swift"))
            XCTAssertEqual(folder.navlint(["Wizard.swift"]), CommandRun(status: 0, output: expected, error: "1 warning (interactive-pop-disabled 1), 0 errors in 1 file\n"), name)
            // The same bytes as an editor's buffer on standard input.
            let console = BufferConsole(input: encoded)
            XCTAssertEqual(folder.inside { CommandLineTool.run(["--quiet", "--stdin-path", "Wizard.swift"], console: console) }, 0, name)
            XCTAssertEqual(console.output, expected, name)
        }
    }

    func testInvalidUTF8Everywhere() {
        // Every byte that cannot start or continue UTF-8 here: lone continuation bytes, truncated
        // and overlong sequences, encoded surrogates, bytes never used.
        let invalid: [UInt8] = [0x80, 0xBF, 0xC0, 0xAF, 0xC1, 0xE0, 0x80, 0xED, 0xA0, 0x80, 0xF5, 0xF8, 0xFE, 0xFF, 0xE2, 0x82]
        assertBesideTheWizard(Array(repeating: invalid, count: 4096).flatMap { $0 })
        // At the end of every line of the wizard (in a comment), before it and in a string after it.
        let text = Array(Fixtures.leakyWizard.utf8)
        var salted: [UInt8] = []
        for byte in text {
            if byte == UInt8(ascii: "\n") { salted += Array(" // ".utf8) + invalid }
            salted.append(byte)
        }
        XCTAssertEqual(findings([("Wizard.swift", salted)]), [Self.wizardFinding])
        assertWizardFound(prefix: invalid + [0x0A], suffix: Array("let title = \"".utf8) + invalid + [0x22, 0x0A], line: 5)
    }

    func testNULBytes() {
        assertBesideTheWizard(Array(repeating: 0, count: 65_536))
        assertWizardFound(prefix: [0, 0, 0x0A], suffix: [0], line: 5)
        let inComment = Array(Fixtures.leakyWizard.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad() // \0\0").utf8)
        XCTAssertEqual(findings([("Wizard.swift", inComment)]), [Self.wizardFinding])
    }

    /// A generated file as big ones are in apps (SwiftGen-style string tables): a thousand screens,
    /// then 20 MB of documented constants with long strings, then the leaky screen. (A debug build
    /// parses code at about 0.5 MB/s, so most of the bytes are strings, to keep the suite fast;
    /// `navlint debug speed` and the corpus round trip cover code at scale.)
    func testA20MegabyteFile() {
        var text: [UInt8] = []
        for screen in 0..<1000 {
            text += Array("final class Screen\(screen)ViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = L10n.screen\(screen)\n    }\n}\n".utf8)
        }
        text += Array("enum L10n {\n".utf8)
        let sentence = Array(String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 20).utf8)
        var constants = 0
        while text.count < 20_000_000 {
            text += Array("    /// The text of screen \(constants).\n    static let screen\(constants) = \"".utf8) + sentence + Array("\"\n".utf8)
            constants += 1
        }
        text += Array("}\n".utf8)
        XCTAssertGreaterThan(text.count, 20_000_000)
        assertWizardFound(prefix: text, line: 6 * 1000 + 2 * constants + 2 + 4)
    }

    func testOneFiveMegabyteLine() {
        let longString = "let text = \"" + String(repeating: "0123456789", count: 500_000) + "\""
        assertWizardFound(prefix: Array((longString + "\n").utf8), line: 5)
        // The wizard's statement at the end of the long line: its column is past five million.
        let oneLine = Fixtures.leakyWizard.replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad(); " + longString + ";")
        let statement = oneLine.range(of: "navigationController?.interactivePopGestureRecognizer")!
        let column = oneLine.utf8.distance(from: oneLine.startIndex, to: statement.lowerBound) + 1
        XCTAssertGreaterThan(column, 5_000_000)
        XCTAssertEqual(findings([("Wizard.swift", Array(oneLine.utf8))]), ["Wizard.swift:1:\(column) interactive-pop-disabled"])
        // A long line of code: a 1 MB array literal.
        let numbers = "let numbers = [" + String(repeating: "1234567, ", count: 111_112) + "0]"
        assertWizardFound(prefix: Array((numbers + "\n").utf8), line: 5)
    }

    /// 100,000 levels of each kind of nesting, alone and inside the wizard's method before the leaky
    /// line: the parser's depth bound skips what is too deep and goes on with the next statement.
    func testOneHundredThousandNestingLevels() {
        let depth = 100_000
        func nested(_ open: String, _ middle: String, _ close: String) -> String {
            String(repeating: open, count: depth) + middle + String(repeating: close, count: depth)
        }
        let cases = [
            ("parentheses", "let value = " + nested("(", "1", ")")),
            ("brackets", "let value = " + nested("[", "1", "]")),
            ("braces", nested("{", "", "}")),
            ("closures", "run " + nested("{ run ", "{ self.go() }", " }")),
            ("closures with captures", "let f = " + nested("{ [weak self] in ", "self?.go()", " }")),
            ("interpolations", "let text = " + nested("\"\\(", "name", ")\"")),
            ("generic angle brackets", "let value: " + nested("Array<", "Int", ">") + " = []"),
        ]
        for (name, code) in cases {
            let inside = Fixtures.leakyWizard.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        " + code)
            XCTAssertEqual(findings([("Wizard.swift", Array(inside.utf8))]), ["Wizard.swift:5:9 interactive-pop-disabled"], name)
        }
    }

    func testUnterminatedLiteralsAtTheEndOfTheFile() {
        let endings = [
            ("string", "let s = \"abc"),
            ("multi-line string", "let s = \"\"\"\n  abc\n  "),
            ("raw string", "let s = #\"abc\"\""),
            ("raw multi-line string", "let s = ##\"\"\"\n  abc \"\"\"#"),
            ("block comment", "/* abc /* nested */ "),
            ("regex", "let r = #/abc"),
            ("bare regex", "let r = /abc"),
            ("interpolation", "let s = \"a\\(b"),
            ("interpolation in a multi-line string", "let s = \"\"\"\n\\(items.map { \"\\($0"),
            ("backtick", "let `abc"),
        ]
        for (name, ending) in endings {
            XCTAssertEqual(findings([("Wizard.swift", Array((Fixtures.leakyWizard + ending).utf8))]), [Self.wizardFinding], name)
            XCTAssertEqual(findings([("Wizard.swift", Array((Fixtures.leakyWizard + ending + "\n").utf8))]), [Self.wizardFinding], name)
        }
    }

    func testIfWithoutEndif() {
        assertWizardFound(prefix: Array("#if DEBUG\n".utf8), line: 5)
        assertWizardFound(prefix: Array("#if os(iOS)\n#if DEBUG\n#else\n".utf8), line: 7)
        assertWizardFound(suffix: Array("#if DEBUG\nfinal class Other {".utf8), line: 4)
        assertBesideTheWizard(Array("#endif\n#else\n#elseif X\n#if".utf8))
    }

    func testLoneCarriageReturns() {
        let carriageReturns = Array(Fixtures.leakyWizard.replacingOccurrences(of: "\n", with: "\r").utf8)
        XCTAssertEqual(findings([("Wizard.swift", carriageReturns)]), [Self.wizardFinding])
        assertBesideTheWizard(Array(repeating: 0x0D, count: 10_000))
        // Mixed line ends count one line each: `\r\n` once, a lone `\r` and a lone `\n` once.
        assertWizardFound(prefix: Array("\r\n\r\n\r".utf8), line: 7)
    }

    func testABinaryFile() {
        // A deterministic stream of all byte values, with a PNG and a Mach-O header in it.
        var state: UInt32 = 0x2545_F491
        var binary: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xCF, 0xFA, 0xED, 0xFE]
        for _ in 0..<1_000_000 {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            binary.append(UInt8(truncatingIfNeeded: state))
        }
        assertBesideTheWizard(binary)
    }
}
