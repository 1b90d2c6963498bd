import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// The one answer to "where is an object of type T made" (`ProjectIndex.constructions(of:)`).
final class ConstructionsTests: XCTestCase {
    private func index(_ source: String) -> ProjectIndex {
        ProjectIndex(files: [FileSummary(path: "A.swift", bytes: Array(source.utf8))])
    }

    /// The source text of each construction of `type`, in order.
    private func constructions(of type: String, in source: String) -> [String] {
        let index = index(source)
        return index.constructions(of: type).map { ref in
            let range = index.files[Int(ref.file)].outline.calls[Int(ref.index)].range
            return String(decoding: Array(source.utf8)[Int(range.start)..<Int(range.end)], as: UTF8.self)
        }
    }

    func testTheTypesNameQualifiedOrNotAndItsInit() {
        let source = """
        final class Flow {}
        enum Module { final class Flow {} }
        final class Maker {
            func a() { _ = Flow() }
            func b() { _ = Module.Flow(x: 1) }
            func c() { _ = Flow.init() }
            func d() { _ = makeFlow() }
            func e() { _ = other.Flow() }
        }
        """
        XCTAssertEqual(constructions(of: "Flow", in: source), ["Flow()", "Module.Flow(x: 1)", "Flow.init()"])
    }

    /// `.init(…)` builds the type its context names: a typed local or property, the property it is
    /// assigned to, the declared result of the function that returns it; nothing else.
    func testAnImplicitInitBuildsTheTypeItsContextNames() {
        let source = """
        final class Flush {}
        final class Other {}
        final class Router {
            let flush: Flush = .init()
            var later: Flush?
            var other: Other = .init()
            func a() { let local: Flush = .init(); _ = local }
            func b() { later = .init() }
            func c() -> Flush { .init() }
            func d() { take(.init()) }
            func e() { let untyped = Other(); _ = untyped }
            func take(_ flush: Flush) {}
        }
        """
        XCTAssertEqual(constructions(of: "Flush", in: source), [".init()", ".init()", ".init()", ".init()"])
        XCTAssertEqual(constructions(of: "Other", in: source), ["Other()", ".init()"])
    }

    /// `Self(…)` in a member of the type builds one; `super.init` and `self.init` build none.
    func testSelfBuildsItsOwnTypeAndDelegatingInitializersBuildNone() {
        let source = """
        class Store {
            static func make() -> Store { Self(name: "a") }
            init(name: String) {}
            convenience init() { self.init(name: "") }
        }
        final class LocalStore: Store {
            init() { super.init(name: "local") }
        }
        """
        XCTAssertEqual(constructions(of: "Store", in: source), ["Self(name: \"a\")"])
        XCTAssertEqual(constructions(of: "LocalStore", in: source), [])
    }
}
