import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// Which properties the project's code ever stores a value in, and on which objects.
final class PropertyStoresTests: XCTestCase {
    private func stores(_ source: String, _ names: Set<String>) -> PropertyStores {
        let index = ProjectIndex(files: [FileSummary(path: "A.swift", bytes: Array(source.utf8))])
        return PropertyStores(index: index, names: names)
    }

    private let coordinators = """
    protocol Coordinator: AnyObject {
        var finishDelegate: AnyObject? { get set }
    }
    class Base: Coordinator {
        var finishDelegate: AnyObject?
    }
    final class Tabs: Base {}
    final class Settings: Coordinator {
        var finishDelegate: AnyObject?
        var output: AnyObject?
    }
    final class App {
        func start() {
            let tabs = Tabs()
            tabs.finishDelegate = self
            let settings = Settings()
            settings.output = nil
        }
    }
    """

    /// A store to another class's property of the same name says nothing about this one; a store
    /// to a subclass's object is a store to the base class's property; `nil` stores nothing.
    func testAStoreCountsForTheReceiversTypeAndItsAncestors() {
        var table = stores(coordinators, ["finishDelegate", "output"])
        XCTAssertTrue(table.isEverStored("finishDelegate", of: "Tabs", declaredIn: 0, isLet: false, isFilePrivate: false))
        XCTAssertTrue(table.isEverStored("finishDelegate", of: "Base", declaredIn: 0, isLet: false, isFilePrivate: false))
        XCTAssertFalse(table.isEverStored("finishDelegate", of: "Settings", declaredIn: 0, isLet: false, isFilePrivate: false))
        XCTAssertFalse(table.isEverStored("output", of: "Settings", declaredIn: 0, isLet: false, isFilePrivate: false))
    }

    /// A protocol extension's `self.finishDelegate = …` may set any conforming object's property.
    func testAStoreThroughAProtocolCountsForEveryConformingClass() {
        let source = coordinators + """

        extension Coordinator {
            func attach(to parent: AnyObject) { finishDelegate = parent }
        }
        """
        var table = stores(source, ["finishDelegate"])
        XCTAssertTrue(table.isEverStored("finishDelegate", of: "Settings", declaredIn: 0, isLet: false, isFilePrivate: false))
    }

    /// A store whose receiver says nothing may be to any object's property, unless the property is
    /// private to another file.
    func testAStoreWithAnUnknownReceiverCountsUnlessPrivateElsewhere() {
        let source = coordinators + """

        func configure() {
            registry.current.output = UIView()
        }
        """
        var table = stores(source, ["output"])
        XCTAssertTrue(table.isEverStored("output", of: "Settings", declaredIn: 0, isLet: false, isFilePrivate: false))
        XCTAssertFalse(table.isEverStored("output", of: "Settings", declaredIn: 1, isLet: false, isFilePrivate: true))
    }
}
