@testable import NavLintReporters
import XCTest

/// The fingerprint that SARIF and GitLab carry: a correct SHA-256, stable when unrelated lines
/// move, different when what the finding says or where it is changes.
final class FingerprintTests: XCTestCase {
    func testSHA256MatchesKnownDigests() {
        let cases: [(String, String)] = [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
            // Lengths around the padding boundary, and more than one block.
            (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
            (String(repeating: "a", count: 56), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
            (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
            (String(repeating: "a", count: 1000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
            ("Ünicode 🚀", "c0aa7691c79744cc4d13febacdab34871d436afa36ab603d0c9aa4a374c8b8df"),
        ]
        for (message, digest) in cases {
            XCTAssertEqual(Fingerprint.hexadecimal(Fingerprint.sha256(Array(message.utf8))), digest, "\(message.utf8.count) bytes")
        }
    }

    func testMovingAFindingToAnotherLineKeepsItsFingerprint() {
        let finding = ReporterFixtures.findings[0]
        var moved = finding
        moved.line += 25
        moved.endLine += 25
        moved.column += 4
        moved.endColumn += 4
        XCTAssertEqual(Fingerprint.of([finding]), Fingerprint.of([moved]))
    }

    func testEachIngredientChangesTheFingerprint() {
        let finding = ReporterFixtures.findings[0]
        let original = Fingerprint.of([finding])[0]
        let changes: [(String, (inout Finding) -> Void)] = [
            ("path", { $0.path += "x" }),
            ("rule", { $0.ruleID = "other-rule" }),
            ("message", { $0.message += "!" }),
            ("line text", { $0.lineText = "navigationController?.interactivePopGestureRecognizer?.isEnabled = true" }),
        ]
        for (name, change) in changes {
            var changed = finding
            change(&changed)
            XCTAssertNotEqual(Fingerprint.of([changed])[0], original, name)
        }
    }

    func testIdenticalFindingsAreToldApartByOccurrenceAndTheFirstKeepsItsFingerprint() {
        let first = ReporterFixtures.findings[3]
        var second = first
        second.line += 10
        let alone = Fingerprint.of([first])
        let pair = Fingerprint.of([first, second])
        XCTAssertNotEqual(pair[0], pair[1])
        XCTAssertEqual(pair[0], alone[0], "adding an identical finding below must not change the first one's identity")
        XCTAssertEqual(pair[0].count, 32)
    }

    func testIngredientsCannotBleedIntoEachOther() {
        var left = ReporterFixtures.findings[0]
        var right = left
        left.path = "a"
        left.ruleID = "bc"
        right.path = "ab"
        right.ruleID = "c"
        XCTAssertNotEqual(Fingerprint.of([left]), Fingerprint.of([right]))
    }
}
