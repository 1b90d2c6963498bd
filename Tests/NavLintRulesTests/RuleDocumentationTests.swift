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

    func testEveryExampleBehavesAsDocumentedInEveryVariant() {
        var count = 0
        for document in documents {
            for example in document.examples {
                for variant in ExampleVariant.allCases {
                    count += 1
                    for failure in RuleExampleRunner.failures(of: example, in: document, variant: variant) {
                        XCTFail(failure)
                    }
                }
            }
        }
        XCTAssertGreaterThan(count, 0)
    }

    func testTheFixedCodeInHowToFixDoesNotTrigger() {
        for document in documents {
            for example in document.fixExamples {
                for failure in RuleExampleRunner.failures(of: example, in: document, variant: .original) {
                    XCTFail("How to fix: " + failure)
                }
            }
        }
    }
}
