import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// The navigation facts' member lookups answer the same for a type with a few members (scanned)
/// as for one with many (a table by name), and the child's type is the same when asked again.
final class RIBsNavigationLookupTests: XCTestCase {
    private func navigation(_ source: String) -> (ProjectIndex, SemanticModel) {
        let index = ProjectIndex(files: [FileSummary(path: "Routers.swift", bytes: Array(source.utf8))])
        return (index, SemanticModel(index: index))
    }

    func testDeclaredMembersAreTheSameInSmallAndWideTypes() {
        for count in [2, ProjectIndex.memberTableThreshold + 10] {
            var source = "final class Shop {\n"
            for position in 0..<count { source += "    var child\(position): Router?\n" }
            source += "    func run() {}\n}\nextension Shop { func run(x: Int) {} }\n"
            let (index, model) = navigation(source)
            model.withNavigation { navigation in
                let runs = navigation.declared("run", in: "Shop").map { index.member($0).parameters.count }
                XCTAssertEqual(runs, [0, 1], "\(count) members: the type's own run, then its extension's")
                // Asked again: from the remembered list or table, the same answer.
                XCTAssertEqual(navigation.declared("run", in: "Shop").count, 2)
                XCTAssertEqual(navigation.declared("child\(count - 1)", in: "Shop").count, 1)
                XCTAssertEqual(navigation.declared("missing", in: "Shop"), [])
                XCTAssertEqual(navigation.declared("run", in: "Unknown"), [])
                XCTAssertTrue(navigation.hasProperty("child0", in: "Shop"))
                XCTAssertFalse(navigation.hasProperty("run", in: "Shop"))
            }
        }
    }

    func testChildTypeIsTheBuildersResultTypeEveryTimeItIsAsked() {
        let source = """
        protocol DetailBuildable { func build(withListener listener: DetailListener) -> DetailRouting }
        final class ShopRouter: ViewableRouter<ShopInteractable, ShopViewControllable> {
            private let detailBuilder: DetailBuildable
            func routeToDetail() {
                let detail = detailBuilder.build(withListener: interactor)
                attachChild(detail)
            }
        }
        """
        let (index, model) = navigation(source)
        let outline = index.files[0].outline
        let attach = outline.calls.indices.first { outline.name(of: outline.calls[$0]) == "attachChild" }!
        model.withNavigation { navigation in
            let trace = navigation.argumentTraces(file: 0, call: attach)[0]
            let owner = outline.calls[attach].owner
            let root = navigation.childRoot(of: trace)!
            XCTAssertEqual(navigation.childType(root, file: 0, member: owner), "DetailRouting")
            XCTAssertEqual(navigation.childType(root, file: 0, member: owner), "DetailRouting")
            XCTAssertEqual(navigation.childDescription(of: trace, file: 0, member: owner), "'DetailRouting'")
        }
    }
}
