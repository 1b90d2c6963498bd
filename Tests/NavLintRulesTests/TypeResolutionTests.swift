import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// The type resolver's chains: the one-walk answer for every prefix of a chain is the answer of
/// resolving each prefix on its own, static members of project types included.
final class TypeResolutionTests: XCTestCase {
    func testPrefixTypesInOneWalkMatchEachPrefixResolvedAlone() {
        let source = """
        final class Store { var items: Items = Items(); func load() -> Request { Request() } }
        final class Items { let first: Item? = nil; func sorted() -> Items { self } }
        final class Item { var title = Title() }
        struct Title { var text: String }
        final class Request { func response() -> Response { Response() } }
        final class Response {}
        final class Environment { static let `default` = Environment(); let store = Store(); static func make() -> Self { fatalError() } }
        protocol Making { associatedtype Made; static func build() -> Made }
        final class Maker: Making { static func build() -> Made { fatalError() } }
        final class Screen {
            let store = Store()
            lazy var fallback = Store()
            func run(parameter: Store) {
                let local = Store()
                _ = store.items.sorted().first?.title.text
                _ = self.store.load().response()
                _ = local.load().response().missing.more()
                _ = parameter.items.first?.title
                _ = Store().items.sorted().sorted()
                _ = makeStore().items
                _ = fallback.items.sorted()
                _ = unknown.items.sorted()
                _ = store[0].items
                _ = store.items.first.title.text.count
                _ = Environment.default.store.load().response()
                _ = Environment.make().store.items
                _ = Maker.build().anything
            }
            func makeStore() -> Store { Store() }
        }
        """
        let index = ProjectIndex(files: [FileSummary(path: "A.swift", bytes: Array(source.utf8))])
        let outline = index.files[0].outline
        var checked = 0
        for call in outline.calls where call.callee.count > 1 {
            let chain = call.callee
            let expected = (1..<chain.count).map { index.typeName(of: chain, count: $0, in: 0, owner: call.owner) }
            XCTAssertEqual(index.typeNamesOfPrefixes(of: chain, in: 0, owner: call.owner), expected, outline.names(chain).joined(separator: "."))
            if expected.contains(where: { $0 != nil }) { checked += 1 }
        }
        for assignment in outline.assignments where assignment.value.kind == .chain && assignment.value.chain.count > 1 {
            let chain = assignment.value.chain
            let expected = (1..<chain.count).map { index.typeName(of: chain, count: $0, in: 0, owner: assignment.owner) }
            XCTAssertEqual(index.typeNamesOfPrefixes(of: chain, in: 0, owner: assignment.owner), expected, outline.names(chain).joined(separator: "."))
            if expected.contains(where: { $0 != nil }) { checked += 1 }
        }
        XCTAssertGreaterThan(checked, 5, "chains whose prefixes resolve were compared")
    }
}
