import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// Whether the project ever makes an object of a type a navigation controller's or a presentation
/// controller's delegate: the one answer for the flush owners, child-never-released and
/// present-without-dismiss-flush.
final class DelegateInstallationTests: XCTestCase {
    private func index(_ source: String) -> ProjectIndex {
        ProjectIndex(files: [FileSummary(path: "App.swift", bytes: Array(source.utf8))])
    }

    func testSelfAssignedInItsOwnCodeOrAnAncestorsIsANavigationDelegate() {
        let project = index("""
        class BaseRouter: NSObject { init(nav: UINavigationController) { super.init(); nav.delegate = self } }
        final class AppRouter: BaseRouter {}
        final class Lonely: NSObject {}
        """)
        XCTAssertTrue(project.canBecomeNavigationDelegate("BaseRouter"))
        XCTAssertTrue(project.canBecomeNavigationDelegate("AppRouter"))
        XCTAssertFalse(project.canBecomeNavigationDelegate("Lonely"))
    }

    func testAValueOfAnotherProjectTypeDoesNotMakeItTheDelegate() {
        let project = index("""
        final class Zoom: NSObject {}
        final class Flush: NSObject {}
        final class Screen: UIViewController {
            let zoom = Zoom()
            func show() { navigationController?.delegate = zoom }
        }
        """)
        XCTAssertTrue(project.canBecomeNavigationDelegate("Zoom"))
        XCTAssertFalse(project.canBecomeNavigationDelegate("Flush"))
    }

    func testAPresentationControllersDelegateIsNotANavigationDelegateAndTheOtherWayRound() {
        let project = index("""
        final class Sheet: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); presentationController?.delegate = self }
        }
        final class Stack: UINavigationController {
            override func viewDidLoad() { super.viewDidLoad(); delegate = self }
        }
        final class Popover: UIViewController {
            func show() { popoverPresentationController?.delegate = self }
        }
        """)
        XCTAssertTrue(project.canBecomePresentationDelegate("Sheet"))
        XCTAssertFalse(project.canBecomeNavigationDelegate("Sheet"))
        XCTAssertTrue(project.canBecomeNavigationDelegate("Stack"))
        XCTAssertFalse(project.canBecomePresentationDelegate("Stack"))
        XCTAssertTrue(project.canBecomePresentationDelegate("Popover"))
    }
}
