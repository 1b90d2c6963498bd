@testable import NavLintIndex
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

    func testInstanceMethodsOfATypeAndItsAncestors() {
        let index = self.index([
            "A.swift": "class Base { func run() {} }\nclass Child: Base {\n var name = \"\"\n static func make() {}\n class func shared() {}\n struct Inner { func inner() {} }\n}\nfunc loose() {}",
            "B.swift": "extension Child { func close() {} }\nclass Other { func other() {} }",
        ])
        // Own methods, an extension's and an ancestor's; not a property, a static or class method,
        // a nested type's method, a top-level function, a subclass's or an unrelated type's.
        XCTAssertTrue(index.declaresInstanceMethod(named: "close", inTypeOrAncestorsOf: "Child"))
        XCTAssertTrue(index.declaresInstanceMethod(named: "run", inTypeOrAncestorsOf: "Child"))
        for name in ["name", "make", "shared", "inner", "loose", "other", "missing"] {
            XCTAssertFalse(index.declaresInstanceMethod(named: name, inTypeOrAncestorsOf: "Child"), name)
        }
        XCTAssertFalse(index.declaresInstanceMethod(named: "close", inTypeOrAncestorsOf: "Base"))
        XCTAssertTrue(index.declaresInstanceMethod(named: "inner", inTypeOrAncestorsOf: "Child.Inner"))
        XCTAssertFalse(index.declaresInstanceMethod(named: "run", inTypeOrAncestorsOf: "Unknown"))
        // The project-wide test counts every type's instance methods, and only those.
        XCTAssertNotNil(index.instanceMethodNameID("other"))
        XCTAssertNil(index.instanceMethodNameID("make"))
        XCTAssertNil(index.instanceMethodNameID("loose"))
        // By ids, as the method references' scan of a file asks.
        let child = index.typeID(named: "Child")!, base = index.typeID(named: "Base")!
        XCTAssertTrue(index.declaresInstanceMethod(nameID: index.instanceMethodNameID("run")!, inTypeOrAncestorsOf: child))
        XCTAssertFalse(index.declaresInstanceMethod(nameID: index.instanceMethodNameID("close")!, inTypeOrAncestorsOf: base))
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

    /// A type declared through an alias of a composition inherits each part (its last dotted
    /// component); an alias of anything but plain names (generic arguments, non-ASCII) adds nothing.
    func testATypeDeclaredThroughAnAliasOfACompositionInheritsEachPart() {
        let index = self.index([
            "A.swift": """
            protocol Coordinator: AnyObject {}
            protocol Presenting {}
            typealias RootCoordinator = Coordinator & Presenting
            typealias Qualified = Flows.Presenting
            typealias Boxed = Box<Presenting>
            typealias Accented = Çoordinator & Presenting
            final class Root: RootCoordinator {}
            final class Single: Qualified {}
            final class Wrapped: Boxed {}
            final class Marked: Accented {}
            """,
        ])
        XCTAssertTrue(index.ancestors(of: "Root").contains("Coordinator"))
        XCTAssertTrue(index.ancestors(of: "Root").contains("Presenting"))
        XCTAssertEqual(index.roles(of: "Root"), .coordinator)
        XCTAssertTrue(index.ancestors(of: "Single").contains("Presenting"))
        XCTAssertFalse(index.ancestors(of: "Wrapped").contains("Presenting"))
        XCTAssertFalse(index.ancestors(of: "Marked").contains("Presenting"))
    }

    /// Past `typeNameScanLimit` type names, `calls(named:)` reads a table of the files that call
    /// each one instead of scanning every file: the same calls, in the same order.
    func testCallsOfATypeNameAreTheSameThroughTheTableAsByAScan() {
        let files = [
            "A.swift": "final class A { func go() { _ = Router(); _ = Flows.Router(); Router.make(); helper(Router()) } }",
            "B.swift": "final class B { let r: Router\n init() { r = Router(x: 1) } }",
            "C.swift": "struct Router {}\nfunc helper(_ r: Router) {}",
        ]
        let scanned = index(files), tabled = index(files)
        for position in 0...ProjectIndex.typeNameScanLimit { XCTAssertEqual(tabled.calls(named: "Unused\(position)"), []) }
        let expected = scanned.calls(named: "Router")
        XCTAssertEqual(expected.map(\.file), [0, 0, 0, 1])
        XCTAssertEqual(tabled.calls(named: "Router"), expected)
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
            "Shop/Sources/CoreMocks/CartRecorder.swift": "final class CartRecorder {}",
            "Shop/Sources/Checks.swift": "import Testing\nfinal class CartChecks {}",
        ])
        let isTest = Dictionary(uniqueKeysWithValues: project.files.indices.map { (project.files[$0].path, project.isTestFile($0)) })
        XCTAssertEqual(isTest, [
            "Shop/Sources/Cart.swift": false,
            "Shop/ShopTests/CartMock.swift": true,
            "Shop/Specs/CartSpec.swift": true,
            "Shop/Sources/Mocks/Generated.swift": true,
            "Shop/Sources/CoreMocks/CartRecorder.swift": true,
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

/// The tables that replace scans in big types and files answer exactly as the scans do.
final class ProjectIndexTableTests: XCTestCase {
    func testLookupInATypeWithManyMembersFindsTheSameMembersAsInASmallOne() {
        let count = ProjectIndex.memberTableThreshold + 10
        var source = "class Base { func run() {} }\nfinal class Wide: Base {\n"
        for position in 0..<count { source += "    var child\(position): Router?\n" }
        source += "    func run() {}\n}\nextension Wide { func run(x: Int) {} }\n"
        let index = ProjectIndex(files: [FileSummary(path: "Wide.swift", bytes: Array(source.utf8))])
        let outline = index.files[0].outline
        let runs = index.lookupMember("run", in: "Wide").map { outline.members[Int($0.index)].parameters.count }
        XCTAssertEqual(runs, [0, 1, 0], "the type's own run, its extension's, then the base's")
        XCTAssertEqual(index.lookupMember("child\(count - 1)", in: "Wide").count, 1)
        XCTAssertEqual(index.lookupMember("missing", in: "Wide"), [])
    }

    func testLocalsAndAssignmentsByOwnerMatchAScanInBigAndSmallFiles() {
        for methods in [2, ProjectIndex.bodyTableThreshold] {
            var source = "final class Flow {\n"
            for method in 0..<methods { source += "    func step\(method)() {\n        let a = 1\n        var b = a\n        b = 2\n        run(b)\n    }\n" }
            source += "}\n"
            let index = ProjectIndex(files: [FileSummary(path: "Flow.swift", bytes: Array(source.utf8))])
            let outline = index.files[0].outline
            for member in [Int32(0), Int32(methods - 1), -1] {
                XCTAssertEqual(index.localPositions(ownedBy: member, in: 0), outline.locals.indices.filter { outline.locals[$0].owner == member })
                XCTAssertEqual(index.assignmentPositions(ownedBy: member, in: 0),
                               outline.assignments.indices.filter { outline.assignments[$0].owner == member })
                XCTAssertEqual(index.callPositions(ownedBy: member, in: 0), outline.calls.indices.filter { outline.calls[$0].owner == member })
            }
            XCTAssertEqual(index.localPositions(ownedBy: Int32(methods - 1), in: 0).count, 2)
        }
    }

    func testBindingsOfANameAndLoopsAroundMatchAScanInSmallAndLargeMembers() throws {
        for statements in [1, ProjectIndex.localNameTableThreshold] {
            // Per statement group: `a` bound by a statement, by the closure in its value (which
            // starts later), in a repeat loop; `b` in a while in a for.
            var source = "final class Flow {\n    func step() {\n"
            for _ in 0..<statements {
                source += """
                        let a = make { let a = 2; return a }
                        for item in items { while more() { let b = item; run(b) } }
                        repeat { let a = 3; run(a) } while more()
                        run(a)

                """
            }
            source += "    }\n}\n"
            let index = ProjectIndex(files: [FileSummary(path: "Flow.swift", bytes: Array(source.utf8))])
            let outline = index.files[0].outline
            let a = try XCTUnwrap(outline.symbol("a"))
            let bindings = outline.locals.indices.filter { outline.symbols(outline.locals[$0].names).contains(a) }
                .sorted { outline.locals[$0].range.start < outline.locals[$1].range.start }
            XCTAssertEqual(bindings.count, 3 * statements)
            // Before each binding's start, the one that starts just before it; nothing before the first.
            for (order, offset) in bindings.enumerated() {
                let start = outline.locals[offset].range.start
                XCTAssertEqual(index.lastBinding(of: a, ownedBy: 0, before: start, in: 0), order > 0 ? bindings[order - 1] : nil)
                XCTAssertEqual(index.lastBinding(of: a, ownedBy: 0, before: start + 1, in: 0), offset)
            }
            XCTAssertEqual(index.lastBinding(of: a, ownedBy: 0, before: .max, in: 0), bindings.last)
            XCTAssertNil(index.lastBinding(of: a, ownedBy: 1, before: .max, in: 0))
            // `run(b)` is in a while in a for, innermost first; `run(a)` after the repeat is in no loop.
            let runs = outline.calls.filter { outline.name(of: $0) == "run" }
            XCTAssertEqual(index.loops(around: runs[0].range, in: 0).map { outline.conditions[$0].kind }, [.while, .for])
            XCTAssertEqual(index.loops(around: runs[1].range, in: 0).map { outline.conditions[$0].kind }, [.repeatWhile])
            XCTAssertEqual(index.loops(around: runs[2].range, in: 0), [])
        }
    }

    func testOwnerGroupsKeepSourceOrderWithinEachOwner() {
        // Counting sort over a small range of owners, top-level code (-1) included.
        let groups = OwnerGroups([2, -1, 0, 2, -1, 2])
        XCTAssertEqual(groups?.positions(of: 2), [0, 3, 5])
        XCTAssertEqual(groups?.positions(of: -1), [1, 4])
        XCTAssertEqual(groups?.positions(of: 0), [2])
        XCTAssertEqual(groups?.positions(of: 1), [])
        XCTAssertEqual(groups?.positions(of: 7), [])
        XCTAssertEqual(groups?.positions(of: -5), [])
        // A range far wider than the list, or no elements: no table (the callers scan).
        XCTAssertNil(OwnerGroups([3, 900_000, 3, -1]))
        XCTAssertNil(OwnerGroups([]))
    }

    func testBorrowedScansSeeEveryMemberAndSymbol() {
        let outline = FileSummary(path: "A.swift", bytes: Array("final class A {\n var x = 1\n func f() { g() }\n}\n".utf8)).outline
        var names: [String] = []
        outline.forEachMember { position, member in names.append("\(position):\(member.name)") }
        XCTAssertEqual(names, outline.members.indices.map { "\($0):\(outline.members[$0].name)" })
        var inRange: [Int] = []
        outline.forEachMember(in: 1..<2) { position, _ in inRange.append(position) }
        XCTAssertEqual(inRange, [1])
        XCTAssertTrue(outline.containsSymbol { $0 == "g" })
        XCTAssertFalse(outline.containsSymbol { $0 == "missing" })
    }

    /// A name declared in two targets (an app and its share extension) means the declaration on the
    /// use's own side of the folder split; elsewhere, or in one folder, it means either.
    func testDeclarationMeantByAUseIsTheOneOnItsSideOfTheFolderSplit() {
        let files = [
            "App/List/Page.swift": "final class Page {}",
            "App/Search/Results.swift": "final class Results { var page: Page? }",
            "Share/Page.swift": "final class Page {}",
            "Share/Sub/Results.swift": "final class Results { var page: Page? }",
            "Shared/Use.swift": "extension Page {}",
            "Twice/A.swift": "final class Twin {}",
            "Twice/B.swift": "final class Twin {}",
            "Once.swift": "final class Single {}",
            "App/Model.swift": "final class AppModel { struct State {} }",
            "Share/Model.swift": "final class ShareModel { struct State {} }",
        ]
        let index = ProjectIndex(files: files.sorted { $0.key < $1.key }.map { FileSummary(path: $0.key, bytes: Array($0.value.utf8)) })
        func file(_ path: String) -> Int { index.files.firstIndex { $0.path == path }! }
        let page = index.typeID(named: "Page")!
        XCTAssertEqual(index.primaryDeclarations(of: page).map { index.files[Int($0.file)].path }, ["App/List/Page.swift", "Share/Page.swift"])
        XCTAssertTrue(index.hasDistinctDeclarations(page))
        XCTAssertEqual(index.declarationMeant(byType: page, inFile: file("App/Search/Results.swift")), 0)
        XCTAssertEqual(index.declarationMeant(byType: page, inFile: file("App/List/Page.swift")), 0)
        XCTAssertEqual(index.declarationMeant(byType: page, inFile: file("Share/Sub/Results.swift")), 1)
        XCTAssertNil(index.declarationMeant(byType: page, inFile: file("Shared/Use.swift")))
        let twin = index.typeID(named: "Twin")!
        XCTAssertFalse(index.hasDistinctDeclarations(twin))
        XCTAssertNil(index.declarationMeant(byType: twin, inFile: file("Twice/A.swift")))
        XCTAssertNil(index.declarationMeant(byType: index.typeID(named: "Single")!, inFile: file("Once.swift")))
        // Nested types are told apart by the type that encloses them, not by folders.
        let state = index.typeID(named: "State")!
        XCTAssertFalse(index.hasDistinctDeclarations(state))
        XCTAssertNil(index.declarationMeant(byType: state, inFile: file("Share/Model.swift")))
        XCTAssertEqual(Set(index.splitTypeIDs), [page, index.typeID(named: "Results")!])
    }
}
