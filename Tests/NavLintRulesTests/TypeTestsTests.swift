import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// Which children a filter takes: a predicate made only of type tests names its types; anything
/// else (identity, a property, a negated test, a test joined to another condition) takes any child.
final class TypeTestsTests: XCTestCase {
    private func testedTypes(_ body: String) -> [Set<String>?] {
        let source = "final class A {\n    func f(child: Coordinator) {\n" + body + "\n    }\n}\n"
        let index = ProjectIndex(files: [FileSummary(path: "A.swift", bytes: Array(source.utf8))])
        let outline = index.files[0].outline
        return outline.closures.indices.filter { outline.closures[$0].closure < 0 }.map {
            index.testedTypes(ofPredicate: Int32($0), in: 0)
        }
    }

    func testPredicatesMadeOnlyOfTypeTestsNameTheirTypes() {
        XCTAssertEqual(testedTypes("children.removeAll { $0 is Send }"), [["Send"]])
        // FIXME: the outline keeps only the first test of an operator chain (`$0 is Send || $0 is
        // Receive`), so such a filter stays "any child" (conservative: it releases every type).
        XCTAssertEqual(testedTypes("children.removeAll(where: { $0 is Send || $0 is Receive })"), [nil])
        XCTAssertEqual(testedTypes("children.first(where: { (coordinator) -> Bool in return coordinator is Toast })"), [["Toast"]])
        XCTAssertEqual(testedTypes("children.first { $0 as? Toast != nil }"), [["Toast"]])
    }

    func testOtherPredicatesTakeAnyChild() {
        XCTAssertEqual(testedTypes("children.removeAll { $0 === child }"), [nil])
        XCTAssertEqual(testedTypes("children.removeAll { $0.isFinished }"), [nil])
        XCTAssertEqual(testedTypes("children.removeAll { !($0 is Send) }"), [nil])
        XCTAssertEqual(testedTypes("children.removeAll { $0 is Send && $0.isFinished }"), [nil])
        XCTAssertEqual(testedTypes("children.removeAll { $0 is Send || $0 === child }"), [nil])
        XCTAssertEqual(testedTypes("children.removeAll { type(of: $0) == Send.self }"), [nil])
    }

    func testAFilterAdmitsItsTypesTheirSubtypesAndTheirBases() {
        let source = "class Base {}\nclass Send: Base {}\nclass Receive: Base {}\nclass Other {}\n"
        let index = ProjectIndex(files: [FileSummary(path: "A.swift", bytes: Array(source.utf8))])
        let filter = ChildFilter.types(["Send"])
        XCTAssertTrue(filter.admits("Send", in: index))
        XCTAssertTrue(filter.admits("Base", in: index), "a child typed by its base may be a Send")
        XCTAssertTrue(filter.admits(nil, in: index))
        XCTAssertFalse(filter.admits("Receive", in: index))
        XCTAssertFalse(filter.admits("Other", in: index))
        XCTAssertTrue(ChildFilter.any.admits("Other", in: index))
        XCTAssertEqual(filter.union(.types(["Receive"])), .types(["Send", "Receive"]))
        XCTAssertEqual(filter.union(.any), .any)
    }
}
