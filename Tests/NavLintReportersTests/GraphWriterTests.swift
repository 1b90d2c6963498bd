import Foundation
import NavLintReporters
import NavLintTestSupport
import XCTest

/// The graph formats against golden files (set NAVLINT_UPDATE_GOLDEN=1 to rewrite them, then
/// review the diff), and the `--focus` and `--depth` filters.
final class GraphWriterTests: XCTestCase {
    func testEveryFormatMatchesItsGoldenFile() {
        for writer in GraphWriterRegistry.all {
            let folder = "Tests/NavLintReportersTests/Golden/"
            if let failure = GoldenFile.mismatch(writer.write(GraphFixtures.picture), golden: folder + "graph.\(writer.identifier)") {
                XCTFail(failure)
            }
            if let failure = GoldenFile.mismatch(writer.write(GraphPicture(nodes: [], edges: [])), golden: folder + "graph-empty.\(writer.identifier)") {
                XCTFail(failure)
            }
        }
    }

    func testOutputDoesNotDependOnTheOrderOfTheInput() {
        let reversed = GraphPicture(nodes: GraphFixtures.nodes.reversed(),
                                    edges: GraphFixtures.edges.reversed().map { edge in
                                        var edge = edge
                                        edge.findings.reverse()
                                        return edge
                                    })
        XCTAssertEqual(reversed, GraphFixtures.picture)
        for writer in GraphWriterRegistry.all {
            XCTAssertEqual(writer.write(reversed), writer.write(GraphFixtures.picture), writer.identifier)
        }
    }

    func testFormatIdentifiers() {
        XCTAssertEqual(GraphWriterRegistry.all.map { $0.identifier }, ["dot", "mermaid", "json"])
        XCTAssertEqual(GraphWriterRegistry.writer("mermaid")?.identifier, "mermaid")
        XCTAssertNil(GraphWriterRegistry.writer("svg"))
    }

    func testEdgesToUnknownNodesAreDropped() {
        XCTAssertEqual(GraphFixtures.picture.edges.count, GraphFixtures.edges.count - 1)
        XCTAssertFalse(GraphFixtures.picture.edges.contains { $0.to == "Missing" })
    }

    func testJSONParsesBackWithEveryNodeAndEdge() throws {
        let text = JSONGraphWriter.write(GraphFixtures.picture)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(document["version"] as? Int, 1)
        let nodes = try XCTUnwrap(document["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.map { $0["name"] as? String }, ["AppCoordinator", "Flow.Navigation", "HomeInteractor", "HomeRouter",
                                                            "HomeViewController", "end"])
        XCTAssertEqual(nodes.map { $0["group"] as? String }, [nil, nil, "Home", "Home", "Home", nil])
        let edges = try XCTUnwrap(document["edges"] as? [[String: Any]])
        let router = try XCTUnwrap(edges.first { $0["label"] as? String == "router" })
        XCTAssertEqual((router["findings"] as? [[String: Any]])?.map { $0["ruleId"] as? String },
                       ["strong-back-reference", "closure-capture-cycle"])
        XCTAssertEqual(edges.filter { $0["isWeak"] as? Bool == true }.map { $0["label"] as? String }, ["listener", "parent"])
    }

    /// Each DOT statement is on one line, every quote inside a string is escaped, and the braces balance.
    func testDOTStringsAreClosedOnEachLine() {
        let text = DOTGraphWriter.write(GraphFixtures.picture)
        for line in text.split(separator: "\n") {
            var quotes = 0
            var previous: Character = " "
            var escaped = false
            for character in line {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { quotes += 1 }
                previous = character
            }
            _ = previous
            XCTAssertEqual(quotes % 2, 0, String(line))
        }
        XCTAssertEqual(text.filter { $0 == "{" }.count, text.filter { $0 == "}" }.count)
    }

    func testMermaidLabelsCarryNoRawMarkup() {
        let text = MermaidGraphWriter.write(GraphFixtures.picture)
        XCTAssertTrue(text.contains("lifecycle-detach · Écran #quot;#35;1#quot; #124; #lt;accueil#gt; #amp; #96;co#96;.swift:40"), text)
        XCTAssertTrue(text.contains("  end_[\"end\"]:::coordinator\n"))
        XCTAssertFalse(text.contains("<accueil>"))
        // The flagged edge (the fourth) is red; the weak one is dotted and grey.
        XCTAssertTrue(text.contains("  linkStyle 3 stroke:#d00000,stroke-width:2px,color:#d00000\n"), text)
        XCTAssertTrue(text.contains("  end_ -.->|\"parent\"| AppCoordinator\n"))
        XCTAssertTrue(text.contains("  linkStyle 4 stroke:#9a9a9a,stroke-width:1px,color:#9a9a9a\n"), text)
    }

    /// Inside a RIB's box, the conventional references are implied unless a rule reports them;
    /// parallel references are one arrow.
    func testDrawnEdges() {
        XCTAssertEqual(GraphFixtures.picture.drawnEdges.map { "\($0.from) \($0.label) \($0.kind.rawValue) \($0.to)" }, [
            "AppCoordinator attachChild, homeRouter attach-child HomeRouter",
            "AppCoordinator childCoordinators child-collection end",
            "Flow_Navigation pushViewController push HomeViewController",
            "HomeInteractor router property HomeRouter",
            "end parent property AppCoordinator",
            "end present present Flow_Navigation",
        ])
        XCTAssertEqual(GraphFixtures.picture.drawnEdges[3].findings.map(\.ruleID), ["strong-back-reference", "closure-capture-cycle"])
        XCTAssertEqual(GraphFixtures.picture.edges.count, 10)
    }

    // MARK: Filters

    /// A -> B -> C -> D, B -> E, and F -> B; G alone; H <-> I, a cycle nothing points into; weak
    /// references from D up to A and from G to E.
    let chain: GraphPicture = {
        func node(_ id: String) -> GraphPicture.Node { .init(id: id, typeName: id, role: .coordinator, path: "x.swift", line: 1) }
        func edge(_ from: String, _ to: String, isWeak: Bool = false) -> GraphPicture.Edge {
            .init(from: from, to: to, label: "child", kind: .property, isWeak: isWeak, path: "x.swift", line: 1)
        }
        return GraphPicture(nodes: ["A", "B", "C", "D", "E", "F", "G", "H", "I"].map(node),
                            edges: [edge("A", "B"), edge("B", "C"), edge("C", "D"), edge("B", "E"), edge("F", "B"), edge("H", "I"), edge("I", "H"),
                                    edge("D", "A", isWeak: true), edge("G", "E", isWeak: true)])
    }()

    func testFocusKeepsWhatTheTypeReachesAndWhatReachesIt() throws {
        let focused = try XCTUnwrap(chain.focused(on: "C"))
        XCTAssertEqual(focused.nodes.map(\.id), ["A", "B", "C", "D", "F"])
        XCTAssertEqual(focused.edges.map { "\($0.from)\($0.to)" }, ["AB", "BC", "CD", "DA", "FB"])
        // A weak reference leads nowhere: from E, G's weak reference does not bring G in.
        XCTAssertEqual(try XCTUnwrap(chain.focused(on: "E")).nodes.map(\.id), ["A", "B", "E", "F"])
        XCTAssertEqual(try XCTUnwrap(chain.focused(on: "C", depth: 1)).nodes.map(\.id), ["B", "C", "D"])
        XCTAssertEqual(try XCTUnwrap(chain.focused(on: "H")).nodes.map(\.id), ["H", "I"])
        XCTAssertNil(chain.focused(on: "Z"))
    }

    func testFocusKeepsTheEdgesBackUpTheTree() throws {
        let focused = try XCTUnwrap(GraphFixtures.picture.focused(on: "HomeRouter", depth: 1))
        XCTAssertEqual(focused.nodes.map(\.id), ["AppCoordinator", "HomeInteractor", "HomeRouter", "HomeViewController"])
        XCTAssertTrue(focused.edges.contains { $0.from == "HomeInteractor" && $0.to == "HomeRouter" && $0.findings.count == 2 })
        XCTAssertTrue(focused.edges.contains { $0.from == "HomeViewController" && $0.isWeak })
    }

    func testDepthCountsFromTheRoots() {
        XCTAssertEqual(chain.limited(toDepth: 1).nodes.map(\.id), ["A", "B", "F", "G", "H", "I"])
        XCTAssertEqual(chain.limited(toDepth: 2).nodes.map(\.id), ["A", "B", "C", "E", "F", "G", "H", "I"])
        XCTAssertEqual(chain.limited(toDepth: 5), chain)
    }
}
