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

    /// What running method `name` of the only file's outline releases.
    private func releaseByRunning(_ name: String, in source: String) -> Release? {
        let index = ProjectIndex(files: [FileSummary(path: "Flow.swift", bytes: Array(source.utf8))])
        let outline = index.files[0].outline
        let member = outline.members.firstIndex { $0.name == name }.map(Int32.init)
        return ReleaseFinder(index: index).release(reachedByCalls: outline.calls.indices.filter { outline.calls[$0].owner == member }, in: 0)
    }

    /// A closure property is followed into the closures assigned to that property of the receiver's
    /// type, not into every closure some other type keeps under the same name.
    func testAClosurePropertyLeadsOnlyToItsOwnTypesClosures() {
        let source = """
        final class Indicator {
            var completion: () -> Void = {}
            func cancel() { completion() }
        }
        final class Screen {
            let indicator = Indicator()
            func leave() { indicator.cancel() }
        }
        final class Request {
            var completion: () -> Void = {}
        }
        final class Flow {
            var childCoordinators: [AnyObject] = []
            func start(request: Request) {
                request.completion = { self.childCoordinators.removeAll() }
            }
        }
        """
        XCTAssertNil(releaseByRunning("leave", in: source))
        let ownClosure = source.replacingOccurrences(of: "request: Request", with: "request: Indicator")
        XCTAssertNotNil(releaseByRunning("leave", in: ownClosure))
    }

    /// `bind(with: self) { owner, _ in owner.… }`: the closure's first parameter is the `with:` object.
    func testTheObjectOfABindWithClosureHasItsType() {
        let source = """
        final class Flow {
            var childCoordinators: [AnyObject] = []
            let events = Events()
            func watch() {
                events.bind(with: self) { owner, _ in owner.close() }
            }
            func close() { childCoordinators.removeAll() }
        }
        """
        let index = ProjectIndex(files: [FileSummary(path: "Flow.swift", bytes: Array(source.utf8))])
        let outline = index.files[0].outline
        let closeCall = outline.calls.indices.first { outline.name(of: outline.calls[$0]) == "close" }!
        XCTAssertNotNil(ReleaseFinder(index: index).release(reachedByCall: closeCall, in: 0))
        let unrelated = source.replacingOccurrences(of: "bind(with: self)", with: "bind(to: self)")
        let otherIndex = ProjectIndex(files: [FileSummary(path: "Flow.swift", bytes: Array(unrelated.utf8))])
        let otherOutline = otherIndex.files[0].outline
        let otherCall = otherOutline.calls.indices.first { otherOutline.name(of: otherOutline.calls[$0]) == "close" }!
        XCTAssertNil(ReleaseFinder(index: otherIndex).release(reachedByCall: otherCall, in: 0))
    }
}
