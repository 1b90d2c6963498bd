import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// The matching of a call's argument labels against a declaration's parameters
/// (`RIBsNavigation.labels(_:fit:)`).
final class ArgumentLabelsTests: XCTestCase {
    /// Whether call `call` (of a function named `f`) fits the declaration `declaration` of `f`.
    private func fits(_ call: String, _ declaration: String) -> Bool {
        let source = "final class A {\n    \(declaration) {}\n    func g() { \(call) }\n}\n"
        let outline = ProjectIndex(files: [FileSummary(path: "A.swift", bytes: Array(source.utf8))]).files[0].outline
        guard let member = outline.members.first(where: { $0.name == "f" }),
              let found = outline.calls.first(where: { outline.name(of: $0) == "f" }) else {
            XCTFail("no declaration or call of f in \(source)")
            return false
        }
        return RIBsNavigation.labels(outline.argumentLabels(of: found), fit: member.parameters)
    }

    func testArgumentsTakeParametersInOrder() {
        XCTAssertTrue(fits("f(a: 1, b: 2)", "func f(a: Int, b: Int)"))
        XCTAssertTrue(fits("f(b: 2)", "func f(a: Int = 0, b: Int)"))
        XCTAssertTrue(fits("f(a: 1)", "func f(a: Int, animated: Bool = true)"))
        XCTAssertTrue(fits("f(a: 1) { }", "func f(a: Int, completion: @escaping () -> Void)"))
        XCTAssertFalse(fits("f(b: 2, a: 1)", "func f(a: Int, b: Int)"))
        XCTAssertFalse(fits("f(c: 1)", "func f(a: Int = 0, b: Int = 0)"))
    }

    /// A defaulted parameter may be left out anywhere, one without a default only after the last
    /// argument (below): `present(vc, completion:)` is no call of `present(_:from:animated:completion:)`.
    func testArgumentsPassOverDefaultedParametersOnly() {
        XCTAssertTrue(fits("f(1, onDismiss: nil)", "func f(_ a: Int, animated: Bool = true, onDismiss: (() -> Void)? = nil)"))
        XCTAssertFalse(fits("f(b: 2)", "func f(a: Int, b: Int)"))
        XCTAssertFalse(fits("f(1, animated: true, completion: nil)",
                            "func f(_ a: Int, from: Int, animated: Bool, options: Int, completion: (() -> Void)?)"))
    }

    /// FIXME (issue 16, step 4, not done): parameters after the last argument are not checked, so
    /// `f()` fits `f(onClose:)` and `.init()` counts as a call of any initializer
    /// (`AssignedTypes.argumentTypes`, `ObjectLifetimes.start`). Each of these should be false; the
    /// fix needs the call's trailing closures, which fill the last parameters.
    func testFIXMEArgumentsLeaveOutLastParametersWithoutADefault() {
        XCTAssertTrue(fits("f()", "func f(onClose: @escaping () -> Void)"))
        XCTAssertTrue(fits("f(a: 1)", "func f(a: Int, b: Int)"))
    }
}
