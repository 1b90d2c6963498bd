import NavLintIndex
import NavLintSyntax
import XCTest

/// The index across files: types merged with their extensions, inheritance and roles.
final class ProjectIndexTests: XCTestCase {
    func index(_ files: [String: String]) -> ProjectIndex {
        ProjectIndex(files: files.sorted { $0.key < $1.key }.map { FileSummary(path: $0.key, bytes: Array($0.value.utf8)) })
    }

    func testRolesFollowInheritanceAcrossFiles() {
        let index = self.index([
            "Base.swift": "class BaseRouter<I, V>: ViewableRouter<I, V> {}\nprotocol AppCoordinating: AnyObject {}",
            "Detail.swift": "final class DetailRouter: BaseRouter<DetailInteractable, DetailViewControllable> {}",
            "App.swift": "final class AppFlow: AppCoordinating {}\nfinal class ProfileViewController: BaseViewController {}",
            "BaseVC.swift": "class BaseViewController: UIViewController {}",
            "Nav.swift": "final class AppNavigationController: UINavigationController {}",
        ])
        XCTAssertEqual(index.roles(of: "DetailRouter"), .router)
        XCTAssertEqual(index.roles(of: "AppFlow"), .coordinator)
        XCTAssertEqual(index.roles(of: "ProfileViewController"), .viewController)
        XCTAssertEqual(index.roles(of: "AppNavigationController"), [.navigationController, .viewController])
        XCTAssertEqual(index.ancestors(of: "DetailRouter"), ["BaseRouter", "ViewableRouter"])
    }

    func testLookupMemberFindsTheTypeItsExtensionsAndAncestorsNearestFirst() {
        let index = self.index([
            "A.swift": "class Base { func run() {} }\nclass Child: Base {\n func run() {}\n struct Inner { func run() {} }\n func other() {}\n}",
            "B.swift": "extension Child { func run(x: Int) {} }",
        ])
        let found = index.lookupMember("run", in: "Child")
        // The nested type's `run` is its own, not Child's.
        XCTAssertEqual(found.map { index.ownerTypeName(ofMember: $0) }, ["Child", "Child", "Base"])
        XCTAssertEqual(found.map(\.file), [0, 1, 0])
        XCTAssertEqual(index.lookupMember("missing", in: "Child"), [])
        XCTAssertEqual(index.lookupMember("run", in: "Unknown"), [])
    }

    func testDirectSubtypesAreInStringOrder() {
        // Names that tie on their first 24 bytes, prefixes of one another, non-ASCII names and
        // case: the order must be `String`'s, whatever shortcut the index takes.
        let children = ["SettingsViewControllerDelegateB", "SettingsViewControllerDelegateA", "SettingsViewController",
                        "Settings", "settings", "Ésprit", "Zebra", "Ärger", "Settings2", "SettingsViewControllerDelegate"]
        let index = self.index(Dictionary(uniqueKeysWithValues: children.enumerated().map { position, name in
            ("F\(position).swift", "protocol Base {}\nclass \(name): Base {}")
        }))
        XCTAssertEqual(index.directSubtypes["Base"], children.sorted())
        XCTAssertEqual(index.subtypes(of: "Base"), children.sorted())
    }

    func testSimpleNameIsTheLastDottedComponent() {
        let index = self.index([:])
        XCTAssertEqual(index.simpleName("Plain"), "Plain")
        XCTAssertEqual(index.simpleName("Outer.Inner"), "Inner")
        XCTAssertEqual(index.simpleName("A.B.C"), "C")
        XCTAssertEqual(index.simpleName("Äußere.Größe"), "Größe")
        XCTAssertEqual(index.simpleName("Trailing."), "")
        XCTAssertEqual(index.simpleName(""), "")
    }

    func testAnInheritanceCycleEndsWhereItClosesAndIsCutInDeclarationOrder() {
        // Invalid Swift, but navlint must not loop: the walk from `A` (declared first) stops when it
        // comes back to `A`, and the types met on the way keep what they had found by then.
        let index = self.index(["A.swift": "class A: B {}\nclass B: C {}\nclass C: A, D {}\nclass D {}"])
        XCTAssertEqual(index.ancestors(of: "A"), ["B", "C", "D"])
        XCTAssertEqual(index.ancestors(of: "B"), ["C", "A", "D"])
        XCTAssertEqual(index.ancestors(of: "C"), ["A", "D"])
        XCTAssertTrue(index.isSubtype("C", of: "A"))
    }

    func testExtensionsInOtherFilesAddConformancesAndMembers() {
        let index = self.index([
            "A.swift": "final class Flow { func start() {} }",
            "B.swift": "extension Flow: UINavigationControllerDelegate { func navigationController() {} }",
        ])
        XCTAssertEqual(index.type(named: "Flow")?.declarations.count, 2)
        XCTAssertTrue(index.isSubtype("Flow", of: "UINavigationControllerDelegate"))
        XCTAssertEqual(index.members(of: "Flow").map { index.member($0).name }.sorted(), ["navigationController", "start"])
        XCTAssertEqual(index.subtypes(of: "UINavigationControllerDelegate"), ["Flow"])
    }

    func testCallsAndAssignmentsByName() {
        let index = self.index([
            "A.swift": "final class R { func go() { attachChild(x); nav.delegate = self } }",
            "B.swift": "final class S { func back() { detachChild(x); self.attachChild(y) } }",
        ])
        XCTAssertEqual(index.calls(named: "attachChild").count, 2)
        XCTAssertEqual(index.calls(named: "detachChild").map(\.file), [1])
        XCTAssertEqual(index.assignments(to: "delegate").count, 1)
        XCTAssertEqual(index.calls(named: "missing"), [])
    }

    func testClassBoundProtocols() {
        let index = self.index([
            "A.swift": """
                protocol Listener: AnyObject {}
                protocol Child: Listener {}
                protocol Plain {}
                @objc protocol Legacy {}
                """,
        ])
        XCTAssertEqual(index.isClassBound("Listener"), true)
        XCTAssertEqual(index.isClassBound("Child"), true)
        XCTAssertEqual(index.isClassBound("Plain"), false)
        XCTAssertEqual(index.isClassBound("Legacy"), true)
        XCTAssertEqual(index.isClassBound("UITableViewDelegate"), true)
        XCTAssertNil(index.isClassBound("SomethingElse"))
    }
}

/// Test code: the cycle rules leave it alone, and its doubles never stand in for app objects.
final class TestCodeTests: XCTestCase {
    private func index(_ paths: [String: String]) -> ProjectIndex {
        ProjectIndex(files: paths.sorted { $0.key < $1.key }.map { FileSummary(path: $0.key, bytes: Array($0.value.utf8)) })
    }

    func testTestFoldersAndTestFrameworkImportsAreTestCode() {
        let project = index([
            "Shop/Sources/Cart.swift": "final class Cart {}",
            "Shop/ShopTests/CartMock.swift": "final class RecordingCart {}",
            "Shop/Specs/CartSpec.swift": "final class CartBehaviour {}",
            "Shop/Sources/Mocks/Generated.swift": "final class GeneratedCart {}",
            "Shop/Sources/Checks.swift": "import Testing\nfinal class CartChecks {}",
        ])
        let isTest = Dictionary(uniqueKeysWithValues: project.files.indices.map { (project.files[$0].path, project.isTestFile($0)) })
        XCTAssertEqual(isTest, [
            "Shop/Sources/Cart.swift": false,
            "Shop/ShopTests/CartMock.swift": true,
            "Shop/Specs/CartSpec.swift": true,
            "Shop/Sources/Mocks/Generated.swift": true,
            "Shop/Sources/Checks.swift": true,
        ])
        XCTAssertTrue(project.isTestType("RecordingCart"))
        XCTAssertFalse(project.isTestType("Cart"))
    }

    func testTheFolderEveryFileSharesDoesNotCount() {
        let project = index([
            "/ci/IntegrationTests/shop/Cart.swift": "final class Cart {}",
            "/ci/IntegrationTests/shop/Checkout/Flow.swift": "final class Flow {}",
        ])
        XCTAssertEqual(project.files.indices.map(project.isTestFile), [false, false])
    }
}
