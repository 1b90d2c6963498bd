import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// The one definition of the flush path's owners, which push-without-flush, attach-without-detach
/// and navigation-delegate-overwrite share.
final class FlushOwnersTests: XCTestCase {
    private func owners(_ source: String) -> FlushOwners {
        let index = ProjectIndex(files: [FileSummary(path: "App.swift", bytes: Array(source.utf8))])
        return SemanticModel(index: index).flushOwners
    }

    private let didShow = "func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)"
    /// What makes an object the navigation controller's delegate, so that its didShow runs.
    private let becomesDelegate = "init(navigationController: UINavigationController) { super.init(); navigationController.delegate = self }"

    func testADidShowThatDetachesOwnsTheFlushPathAndSoDoItsSubclasses() {
        let found = owners("""
        class FlushRouter: NSObject, UINavigationControllerDelegate {
            \(becomesDelegate)
            \(didShow) { router?.detachChild(child) }
        }
        final class AppFlushRouter: FlushRouter {}
        final class Other {}
        """)
        XCTAssertEqual(found.types, ["FlushRouter", "AppFlushRouter"])
    }

    func testADidShowOfATypeNothingMakesTheDelegateIsNotAFlushPath() {
        let found = owners("""
        final class FlushRouter: NSObject, UINavigationControllerDelegate {
            \(didShow) { router?.detachChild(child) }
        }
        final class ScreenDelegate: NSObject, UINavigationControllerDelegate {}
        final class Screen: UIViewController {
            let other = ScreenDelegate()
            override func viewDidLoad() { super.viewDidLoad(); navigationController?.delegate = other }
        }
        """)
        XCTAssertEqual(found.types, [])
    }

    func testADidShowThatRunsOtherCodeIsNotAFlushPath() {
        let found = owners("""
        final class Container: UINavigationController, UINavigationControllerDelegate {
            \(didShow) { updateBottomSheetPosition() }
        }
        """)
        XCTAssertEqual(found.types, [])
    }

    func testClosuresRecordedForPoppedScreensAndRunFromALoopCount() {
        let found = owners("""
        final class RecordingNavigationController: UINavigationController, UINavigationControllerDelegate {
            private var onPop: [ObjectIdentifier: () -> Void] = [:]
            override func viewDidLoad() { super.viewDidLoad(); delegate = self }
            \(didShow) {
                let stack = Set(viewControllers.map(ObjectIdentifier.init))
                for (key, release) in onPop where !stack.contains(key) { release() }
            }
        }
        """)
        XCTAssertEqual(found.types, ["RecordingNavigationController"])
    }

    func testAnOwnerThatKeepsNoRecordsFlushesEveryPush() {
        let recordless = owners("""
        final class Releaser: NSObject, UINavigationControllerDelegate {
            \(becomesDelegate)
            \(didShow) { router.detachChild(child) }
        }
        """)
        XCTAssertTrue(recordless.isRecordless)
        let recording = owners("""
        final class Releaser: NSObject, UINavigationControllerDelegate {
            \(becomesDelegate)
            func record(_ child: ViewableRouting) { children.append(child) }
            \(didShow) { router.detachChild(child) }
        }
        """)
        XCTAssertFalse(recording.isRecordless)
    }

    func testAnRxDidShowObserverWhoseMethodDetachesIsAnOwner() {
        let found = owners("""
        final class StackObserver {
            func observe() {
                navigationController.rx.didShow.subscribe(onNext: { _ in self.router.detachChild(self.child) })
            }
        }
        """)
        XCTAssertEqual(found.types, ["StackObserver"])
    }
}
