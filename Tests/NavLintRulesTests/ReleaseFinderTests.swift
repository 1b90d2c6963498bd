import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// The release search follows calls into the methods they reach; it must stay polynomial in big
/// projects whose methods call many others (a 4,000-file app once kept it busy for minutes).
final class ReleaseFinderTests: XCTestCase {
    /// `step0` … `step39`, each calling the next ten (wrapping around), none of them releasing
    /// anything: every path up to the depth limit would be 10^6 method visits.
    private func denseProject() -> ProjectIndex {
        let count = 40
        var source = "final class Flow {\n"
        for method in 0..<count {
            source += "    func step\(method)() {\n"
            for next in 1...10 { source += "        step\((method + next) % count)()\n" }
            source += "    }\n"
        }
        source += "}\n"
        return ProjectIndex(files: [FileSummary(path: "Flow.swift", bytes: Array(source.utf8))])
    }

    func testEachMethodIsLookedAtOncePerDepth() {
        let index = denseProject()
        let finder = ReleaseFinder(index: index)
        let outline = index.files[0].outline
        XCTAssertNil(finder.release(reachedByCalls: outline.calls.indices, in: 0))
        XCTAssertGreaterThan(finder.evaluations, 40)
        XCTAssertLessThanOrEqual(finder.evaluations, 40 * (ReleaseFinder.maximumDepth + 1))
    }

    func testAReleaseDeepInTheCallsIsStillFound() {
        let source = """
        final class Flow {
            var childCoordinators: [AnyObject] = []
            func close() { first() }
            func first() { second() }
            func second() { third() }
            func third() { childCoordinators.removeAll { $0 === self } }
        }
        """
        let index = ProjectIndex(files: [FileSummary(path: "Flow.swift", bytes: Array(source.utf8))])
        let finder = ReleaseFinder(index: index)
        let outline = index.files[0].outline
        let close = outline.calls.indices.filter { outline.calls[$0].owner == outline.members.firstIndex { $0.name == "close" }.map(Int32.init) }
        XCTAssertNotNil(finder.release(reachedByCalls: close, in: 0))
    }
}
