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

    func testEachMethodIsSearchedOnce() {
        let index = denseProject()
        let finder = ReleaseFinder(index: index)
        let outline = index.files[0].outline
        XCTAssertNil(finder.release(reachedByCalls: outline.calls.indices, in: 0))
        XCTAssertEqual(finder.evaluations, 40)
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

    /// Every body's code is searched once per question, whatever depth it is reached at and however
    /// many callers reach it; the answers at each depth come from that one search.
    func testEachBodyIsSearchedOncePerQuestion() {
        let index = denseProject()
        let finder = ReleaseFinder(index: index)
        let outline = index.files[0].outline
        XCTAssertNil(finder.release(reachedByCalls: outline.calls.indices, in: 0))
        XCTAssertLessThanOrEqual(finder.evaluations, 40)
        let searched = finder.evaluations
        for member in outline.members.indices {
            XCTAssertFalse(finder.detaches(ElementRef(file: 0, index: member)))
        }
        // The detachment question searches each body once more, and asking again searches nothing.
        XCTAssertLessThanOrEqual(finder.evaluations, searched + 40)
        let both = finder.evaluations
        XCTAssertNil(finder.release(reachedByCalls: outline.calls.indices, in: 0))
        XCTAssertEqual(finder.evaluations, both)
    }

    /// The depth bound holds for every question: a release six calls down is found, one seven calls down is not.
    func testTheDepthBoundHolds() {
        func chain(_ length: Int) -> String {
            var source = "final class Flow {\n    var childCoordinators: [AnyObject] = []\n"
            for step in 0..<length { source += "    func step\(step)() { step\(step + 1)() }\n" }
            source += "    func step\(length)() { childCoordinators.removeAll() }\n}\n"
            return source
        }
        XCTAssertNotNil(releaseByRunning("step0", in: chain(ReleaseFinder.maximumDepth)))
        XCTAssertNil(releaseByRunning("step0", in: chain(ReleaseFinder.maximumDepth + 1)))
    }

    /// A release found below the first call says where it is: the message names the method.
    func testAReleaseBelowTheFirstCallNamesItsPlace() {
        let source = """
        final class Flow {
            var childCoordinators: [AnyObject] = []
            func close() { finish() }
            func finish() { childCoordinators.removeAll() }
        }
        """
        XCTAssertEqual(releaseByRunning("close", in: source)?.description, "'childCoordinators.removeAll' in 'Flow.finish'")
        XCTAssertEqual(releaseByRunning("finish", in: source)?.description, "'childCoordinators.removeAll'")
    }

    /// The detachment question (a RIB detached or deactivated, stored closures included) follows a
    /// call into its receiver's type only, two calls deep, never into a namesake of another type.
    func testDetachmentFollowsTheReceiversTypeOnly() {
        let source = """
        final class Loader {
            func refresh() {}
        }
        final class OtherRouter {
            func refresh() { detachChild(child) }
        }
        final class HomeRouter {
            let loader = Loader()
            func routeBack() { loader.refresh() }
            func close() { helper() }
            func helper() { events.subscribe { self.detachChild(self.child) } }
        }
        """
        let index = ProjectIndex(files: [FileSummary(path: "Flow.swift", bytes: Array(source.utf8))])
        let outline = index.files[0].outline
        let finder = ReleaseFinder(index: index)
        func detaches(_ name: String) -> Bool {
            let member = outline.members.firstIndex { $0.name == name }!
            return finder.detaches(ElementRef(file: 0, index: member))
        }
        XCTAssertFalse(detaches("routeBack"))
        XCTAssertTrue(detaches("close"))
    }

    /// A closure that replaces or clears the property keeping it: its own code, nested closures
    /// included, and nothing it calls.
    func testClearingFollowsSelfsMethodsAndReplacementLooksAtTheClosureItself() {
        let source = """
        final class Screen {
            var timer: Timer?
            var session: Session?
            func start() {
                session = Session(onEnd: { [unowned self] in DispatchQueue.main.async { self.session = nil } })
                timer = Timer(block: { _ in self.stop() })
            }
            func stop() { timer = nil }
        }
        """
        let index = ProjectIndex(files: [FileSummary(path: "Screen.swift", bytes: Array(source.utf8))])
        let outline = index.files[0].outline
        let finder = ReleaseFinder(index: index)
        let outer = outline.closures.indices.filter { outline.closures[$0].closure < 0 }.map(Int32.init)
        XCTAssertEqual(outer.count, 2)
        XCTAssertTrue(finder.replaces("session", closure: outer[0], in: 0))
        XCTAssertTrue(finder.clears("session", closure: outer[0], in: 0))
        // `self.stop()` sets `timer` to nil: the clearing question follows calls into self's methods.
        XCTAssertTrue(finder.clears("timer", closure: outer[1], in: 0))
        // FIXME: the replacement question does not follow calls yet.
        XCTAssertFalse(finder.replaces("timer", closure: outer[1], in: 0))
    }
}

/// The `.removal(parent:)` question: which methods of a parent remove one child.
final class ReleaseFinderRemovalTests: XCTestCase {
    private func finder(_ source: String) -> (ReleaseFinder, ProjectIndex, ChildCoordinatorQueries) {
        let index = ProjectIndex(files: [FileSummary(path: "Flow.swift", bytes: Array(source.utf8))])
        return (ReleaseFinder(index: index), index, ChildCoordinatorQueries(index: index))
    }

    private func method(_ name: String, of type: String, in index: ProjectIndex) -> ElementRef {
        index.lookupMember(name, in: type).first { index.member($0).body != nil }!
    }

    func testARemovalThroughOtherMethodsInheritedOnesIncluded() {
        let (finder, index, queries) = finder("""
        protocol Coordinator: AnyObject {}
        class BaseCoordinator: Coordinator {
            var childCoordinators: [Coordinator] = []
            func childDidFinish(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
        }
        final class AppCoordinator: BaseCoordinator {
            func close(_ child: Coordinator) { tidy(child) }
            func tidy(_ child: Coordinator) { self.childDidFinish(child) }
            func reset() { childCoordinators.removeAll() }
            func show() { print("shown") }
        }
        """)
        let parent = "AppCoordinator"
        XCTAssertTrue(finder.removesChild(method("close", of: parent, in: index), parent: parent, queries: queries))
        XCTAssertFalse(finder.removesChildItself(method("close", of: parent, in: index), parent: parent, queries: queries))
        XCTAssertTrue(finder.removesChildItself(method("childDidFinish", of: parent, in: index), parent: parent, queries: queries))
        // Emptying every child is the parent ending, unless the method is told about one child.
        XCTAssertFalse(finder.removesChild(method("reset", of: parent, in: index), parent: parent, queries: queries))
        XCTAssertFalse(finder.removesChild(method("show", of: parent, in: index), parent: parent, queries: queries))
    }

    /// `step0` … `step39` each call the next ten; `step39` removes. Every method is found to
    /// remove within the depth bound, and each body is searched once.
    func testEachMethodIsSearchedOnceAndTheDepthBoundHolds() {
        let count = 40
        var source = "protocol Coordinator: AnyObject {}\nfinal class Flow: Coordinator {\n    var childCoordinators: [Coordinator] = []\n"
        for method in 0..<count {
            source += "    func step\(method)() {\n"
            if method == count - 1 { source += "        childCoordinators.removeLast()\n" }
            for next in 1...10 where method + next < count { source += "        step\(method + next)()\n" }
            source += "    }\n"
        }
        source += "    func far0() { far1() }\n"
        for depth in 1..<10 { source += "    func far\(depth)() { far\(depth + 1)() }\n" }
        source += "    func far10() { childCoordinators.removeFirst() }\n}\n"
        let (finder, index, queries) = finder(source)
        for method in 0..<count {
            XCTAssertTrue(finder.removesChild(self.method("step\(method)", of: "Flow", in: index), parent: "Flow", queries: queries))
        }
        XCTAssertEqual(finder.evaluations, count)
        // Ten calls deep is past the bound (six); four calls deep is within it.
        XCTAssertFalse(finder.removesChild(method("far0", of: "Flow", in: index), parent: "Flow", queries: queries))
        XCTAssertTrue(finder.removesChild(method("far6", of: "Flow", in: index), parent: "Flow", queries: queries))
        let evaluations = finder.evaluations
        XCTAssertTrue(finder.removesChild(method("far6", of: "Flow", in: index), parent: "Flow", queries: queries))
        XCTAssertEqual(finder.evaluations, evaluations, "answers are remembered")
    }

    /// Asked at once (`removingMethods(among:)`), a parent's methods get the answers asking each
    /// one gives, the depth bound included, and a later question that reaches methods worked out
    /// before counts its chains through them without searching them again.
    func testMethodsAskedAtOnceOrAfterOthersKeepTheDepthBound() {
        var source = "protocol Coordinator: AnyObject {}\nfinal class Flow: Coordinator {\n    var childCoordinators: [Coordinator] = []\n"
        for depth in 0..<10 { source += "    func far\(depth)() { far\(depth + 1)() }\n" }
        source += "    func far10() { childCoordinators.removeFirst() }\n    func idle() { far0() }\n}\n"
        let (finder, index, queries) = finder(source)
        let far = (0...10).map { method("far\($0)", of: "Flow", in: index) }
        // far6 first: far6 … far10 are worked out, far6 four calls from the removal.
        XCTAssertEqual(finder.removingMethods(among: [far[6]], parent: "Flow", queries: queries), [far[6]])
        let searched = finder.evaluations
        // Then all: within six calls of far10 from far4 on; far3 and below are too far.
        XCTAssertEqual(finder.removingMethods(among: far, parent: "Flow", queries: queries), Array(far[4...]))
        XCTAssertEqual(finder.evaluations, searched + 6, "far0 … far5 are new, far6 … far10 known")
        XCTAssertFalse(finder.removesChild(method("idle", of: "Flow", in: index), parent: "Flow", queries: queries))
        XCTAssertTrue(finder.removesChild(far[5], parent: "Flow", queries: queries))
    }

    /// present-without-dismiss-flush's one release search: a screen whose disappearance releases.
    func testDisappearingScreensComeFromTheReleaseQuery() {
        let source = """
        final class SheetViewController: UIViewController {
            var listener: SheetListener?
            override func viewDidDisappear(_ animated: Bool) { listener?.detachSheet() }
        }
        final class OtherViewController: UIViewController {
            override func viewDidDisappear(_ animated: Bool) { print("gone") }
        }
        """
        let index = ProjectIndex(files: [FileSummary(path: "Sheet.swift", bytes: Array(source.utf8))])
        var facts = PresentationFacts(index: index)
        facts.collectDisappearing(ReleaseFinder(index: index))
        XCTAssertEqual(facts.disappearingTypes, ["SheetViewController"])
    }
}
