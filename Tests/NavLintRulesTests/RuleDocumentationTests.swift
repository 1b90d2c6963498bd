import NavLintKit
import NavLintRules
import NavLintTestSupport
import XCTest

/// Executes every example of every `Rules/<id>.md` (with its variants) and keeps the documents in
/// sync with the rules in code.
final class RuleDocumentationTests: XCTestCase {
    var documents: [RuleDocument] = []

    override func setUpWithError() throws {
        documents = try RuleDocument.loadAll(from: Repository.rules)
    }

    func testEveryRuleHasADocumentAndEveryDocumentARule() {
        let documented = Set(documents.map(\.identifier))
        let implemented = Set(RuleRegistry.all.map { $0.description.identifier } + [Configuration.unusedSuppressionRuleID])
        XCTAssertEqual(documented.subtracting(implemented).sorted(), [], "documents without a rule")
        XCTAssertEqual(implemented.subtracting(documented).sorted(), [], "rules without a document")
    }

    func testDocumentsStateTheDefaultSeverityOfTheCode() {
        for document in documents {
            let severity = RuleRegistry.rule(document.identifier)?.description.defaultSeverity.rawValue ?? "warning"
            XCTAssertEqual(document.defaultSeverity, severity, "\(document.identifier).md: '**Default severity:**' line")
        }
    }

    func testDocumentsHaveNoUnclosedCodeBlocks() {
        for document in documents {
            XCTAssertEqual(document.problems, [], "\(document.identifier).md")
        }
    }

    func testDocumentsHaveTheRequiredSections() {
        for document in documents {
            for section in ["Why it leaks", "How to fix", "Fix", "Triggering", "Non-triggering"] {
                XCTAssertTrue(document.sections.contains(section), "\(document.identifier).md has no '## \(section)'")
            }
            XCTAssertFalse(document.examples.filter(\.isTriggering).isEmpty, "\(document.identifier).md: no triggering example")
            XCTAssertFalse(document.examples.filter { !$0.isTriggering }.isEmpty, "\(document.identifier).md: no non-triggering example")
            XCTAssertTrue(document.examples.contains { $0.files.count > 1 }, "\(document.identifier).md: no multi-file example")
            for example in document.examples where example.isTriggering {
                XCTAssertFalse(example.files.flatMap(\.markers).isEmpty,
                               "\(document.identifier).md:\(example.line) '\(example.title)' has no ↓ marker")
            }
            for example in document.examples where !example.isTriggering {
                XCTAssertTrue(example.files.flatMap(\.markers).isEmpty,
                              "\(document.identifier).md:\(example.line) '\(example.title)' is non-triggering but has a ↓ marker")
            }
        }
    }

    // One test method per rule document, so that `swift test --filter RuleDocumentationTests/testExamplesOfPushWithoutFlush`
    // runs one rule's examples. Each runs every example in every variant and the fixed code in "How to fix".
    func testExamplesOfAttachWithoutDetach() throws { try assertExamplesBehaveAsDocumented("attach-without-detach") }
    func testExamplesOfChildNeverReleased() throws { try assertExamplesBehaveAsDocumented("child-never-released") }
    func testExamplesOfClosureCaptureCycle() throws { try assertExamplesBehaveAsDocumented("closure-capture-cycle") }
    func testExamplesOfInteractivePopDisabled() throws { try assertExamplesBehaveAsDocumented("interactive-pop-disabled") }
    func testExamplesOfLifecycleDetach() throws { try assertExamplesBehaveAsDocumented("lifecycle-detach") }
    func testExamplesOfNavigationDelegateOverwrite() throws { try assertExamplesBehaveAsDocumented("navigation-delegate-overwrite") }
    func testExamplesOfNavigationDelegateUnretained() throws { try assertExamplesBehaveAsDocumented("navigation-delegate-unretained") }
    func testExamplesOfPresentWithoutDismissFlush() throws { try assertExamplesBehaveAsDocumented("present-without-dismiss-flush") }
    func testExamplesOfPushWithoutFlush() throws { try assertExamplesBehaveAsDocumented("push-without-flush") }
    func testExamplesOfStrongBackReference() throws { try assertExamplesBehaveAsDocumented("strong-back-reference") }
    func testExamplesOfSystemRetainedClosure() throws { try assertExamplesBehaveAsDocumented("system-retained-closure") }
    func testExamplesOfUnusedSuppression() throws { try assertExamplesBehaveAsDocumented("unused-suppression") }

    /// The documents the methods above run, in the same order: a new `Rules/<id>.md` needs a method.
    static let documentsWithAMethod = [
        "attach-without-detach",
        "child-never-released",
        "closure-capture-cycle",
        "interactive-pop-disabled",
        "lifecycle-detach",
        "navigation-delegate-overwrite",
        "navigation-delegate-unretained",
        "present-without-dismiss-flush",
        "push-without-flush",
        "strong-back-reference",
        "system-retained-closure",
        "unused-suppression",
    ]

    func testEveryDocumentHasAnExampleMethod() {
        XCTAssertEqual(Self.documentsWithAMethod, documents.map(\.identifier),
                       "add a testExamplesOf<Rule> method for each new Rules/<id>.md, and list it in documentsWithAMethod")
    }

    /// Fails with every example of `Rules/<identifier>.md` that does not behave as documented.
    private func assertExamplesBehaveAsDocumented(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let document = try XCTUnwrap(documents.first { $0.identifier == identifier }, "no Rules/\(identifier).md", file: file, line: line)
        let (runs, failures) = RuleExampleRunner.failuresOfAllExamples(in: document)
        XCTAssertGreaterThan(runs, 0, "Rules/\(identifier).md has no example", file: file, line: line)
        for failure in failures { XCTFail(failure, file: file, line: line) }
    }
}
