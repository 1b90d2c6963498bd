import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// "Can this code ever run with self of type R": the four proofs that it cannot, and what stays trusted.
final class CodeReachabilityTests: XCTestCase {
    private func project(_ files: [(String, String)]) -> (ProjectIndex, CodeReachability) {
        let index = ProjectIndex(files: files.map { FileSummary(path: $0.0, bytes: Array($0.1.utf8)) })
        return (index, CodeReachability(index: index))
    }

    private func member(_ name: String, of type: String, in index: ProjectIndex) -> BodyHandle {
        BodyHandle(index.lookupMember(name, in: type).first { index.member($0).body != nil }!)
    }

    /// The closure literal of `file` that contains the call named `name`.
    private func closure(calling name: String, in file: Int, of index: ProjectIndex) -> BodyHandle {
        let outline = index.files[file].outline
        let call = outline.calls.first { outline.name(of: $0) == name }!
        return BodyHandle(file: file, member: call.owner, closure: call.closure)
    }

    private let coordinators = """
    protocol Coordinator: AnyObject {
        var parent: Coordinator? { get set }
    }
    extension Coordinator {
        func removeChild(_ child: Coordinator) {}
        func didDeinit() { parent?.removeChild(self) }
    }
    final class About: Coordinator {
        weak var parent: Coordinator?
        func start() {
            let screen = AboutScreen(onDeinit: { [weak self] in self?.didDeinit() })
            _ = screen
        }
    }
    final class Health: Coordinator {
        weak var parent: Coordinator?
        func start() {}
    }
    final class AboutScreen {
        private let onDeinit: () -> Void
        init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }
    """

    /// An inherited member runs for a type only through a call that reaches that type: About calls
    /// `didDeinit()` on itself, nothing calls it on Health.
    func testAnInheritedMemberRunsOnlyForTheTypesThatCallIt() {
        var (index, reach) = project([("A.swift", coordinators)])
        let didDeinit = member("didDeinit", of: "Coordinator", in: index)
        XCTAssertTrue(reach.mayRun(didDeinit, as: "About"))
        XCTAssertFalse(reach.mayRun(didDeinit, as: "Health"))
        // Its own type's methods are trusted, whoever calls them.
        XCTAssertTrue(reach.mayRun(member("start", of: "Health", in: index), as: "Health"))
        XCTAssertTrue(reach.mayRun(didDeinit))
    }

    /// A closure stored in a property runs only through a use of that property; a `deinit` runs.
    func testAStoredClosureRunsOnlyThroughAUseOfItsProperty() {
        var (index, reach) = project([("A.swift", coordinators)])
        XCTAssertTrue(reach.mayRun(closure(calling: "didDeinit", in: 0, of: index)))
        let silent = coordinators.replacingOccurrences(of: "deinit { onDeinit() }", with: "deinit {}")
        var (silentIndex, silentReach) = project([("A.swift", silent)])
        XCTAssertFalse(silentReach.mayRun(closure(calling: "didDeinit", in: 0, of: silentIndex)))
        XCTAssertFalse(silentReach.mayRun(member("didDeinit", of: "Coordinator", in: silentIndex), as: "About"))
        _ = index
    }

    /// Multiple trailing closures with labels: the `deinitBlock:` one is matched to its parameter,
    /// which the screen keeps; a base class's `deinit` that runs it counts.
    func testALabelledTrailingClosureResolvesToItsParameter() {
        let source = """
        final class Flow {
            func make() -> Screen {
                Screen { [weak self] in
                    self?.open()
                } didTouchTerms: { [weak self] in
                    self?.terms()
                } deinitBlock: { [weak self] in
                    self?.finish()
                }
            }
            func open() {}
            func terms() {}
            func finish() {}
        }
        class Base {
            var deinitBlock: (() -> Void)?
        }
        final class Screen: Base {
            let didTouch: () -> Void
            let didTouchTerms: () -> Void
            init(didTouch: @escaping () -> Void, didTouchTerms: @escaping () -> Void, deinitBlock: @escaping () -> Void) {
                self.didTouch = didTouch
                self.didTouchTerms = didTouchTerms
                super.init()
                self.deinitBlock = deinitBlock
            }
            func tap() { didTouch() }
        }
        """
        var (index, reach) = project([("A.swift", source)])
        // `didTouch` is used by an own method of the screen, trusted; `didTouchTerms` is never used.
        XCTAssertTrue(reach.mayRun(closure(calling: "open", in: 0, of: index)))
        XCTAssertFalse(reach.mayRun(closure(calling: "terms", in: 0, of: index)))
        XCTAssertFalse(reach.mayRun(closure(calling: "finish", in: 0, of: index)))
        let running = source.replacingOccurrences(of: "var deinitBlock: (() -> Void)?", with: "var deinitBlock: (() -> Void)?\n    deinit { deinitBlock?() }")
        var (runningIndex, runningReach) = project([("A.swift", running)])
        XCTAssertTrue(runningReach.mayRun(closure(calling: "finish", in: 0, of: runningIndex)))
    }

    /// An action that only a `backBarButtonItem` names never runs; the same action on a
    /// `rightBarButtonItem` may.
    func testABackBarButtonItemActionNeverRuns() {
        let source = """
        final class Screen: UIViewController {
            var onClose: (() -> Void)?
            override func viewDidLoad() {
                navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(didTapBack))
            }
            @objc private func didTapBack() { onClose?() }
        }
        final class Flow {
            func start() {
                let screen = Screen()
                screen.onClose = { [weak self] in self?.finish() }
            }
            func finish() {}
        }
        """
        var (index, reach) = project([("A.swift", source)])
        XCTAssertFalse(reach.mayRun(member("didTapBack", of: "Screen", in: index)))
        XCTAssertFalse(reach.mayRun(closure(calling: "finish", in: 0, of: index)))
        let right = source.replacingOccurrences(of: "backBarButtonItem", with: "rightBarButtonItem")
        var (rightIndex, rightReach) = project([("A.swift", right)])
        XCTAssertTrue(rightReach.mayRun(member("didTapBack", of: "Screen", in: rightIndex)))
        XCTAssertTrue(rightReach.mayRun(closure(calling: "finish", in: 0, of: rightIndex)))
    }

    /// A call on an optional delegate nothing stores reaches nothing; one stored by an initializer does.
    func testACallOnADelegateNothingStoresReachesNothing() {
        let source = """
        protocol SearchDelegate: AnyObject { func searchDidDismiss() }
        final class Search {
            weak var delegate: SearchDelegate?
            func dismiss() { delegate?.searchDidDismiss() }
        }
        """
        var (index, reach) = project([("A.swift", source)])
        let call = index.files[0].outline.calls.firstIndex { index.files[0].outline.name(of: $0) == "searchDidDismiss" }!
        XCTAssertFalse(reach.mayReach(call: Int32(call), in: 0))
        let stored = source.replacingOccurrences(of: "func dismiss()", with: "init(delegate: SearchDelegate) { self.delegate = delegate }\n    func dismiss()")
        var (storedIndex, storedReach) = project([("A.swift", stored)])
        let storedCall = storedIndex.files[0].outline.calls.firstIndex { storedIndex.files[0].outline.name(of: $0) == "searchDidDismiss" }!
        XCTAssertTrue(storedReach.mayReach(call: Int32(storedCall), in: 0))
        _ = index
    }

    /// A private method runs only if a call in its file may run.
    func testAPrivateMethodRunsOnlyThroughItsCalls() {
        let source = """
        final class Flow {
            var onDone: (() -> Void)?
            private func finish() { onDone?() }
            private func unused() {}
            func close() { finish() }
        }
        """
        var (index, reach) = project([("A.swift", source)])
        XCTAssertTrue(reach.mayRun(member("finish", of: "Flow", in: index)))
        XCTAssertFalse(reach.mayRun(member("unused", of: "Flow", in: index)))
    }
}
