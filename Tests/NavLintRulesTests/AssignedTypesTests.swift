import NavLintIndex
@testable import NavLintRules
import NavLintSyntax
import XCTest

/// The type resolver's assignment evidence: which types the values stored in a property have.
final class AssignedTypesTests: XCTestCase {
    /// The evidence of every store to `property` in the project of `files`, by store.
    private func evidence(_ files: [String: String], property: String, declared: String) -> [Set<String>?] {
        let index = ProjectIndex(files: files.sorted { $0.key < $1.key }.map { FileSummary(path: $0.key, bytes: Array($0.value.utf8)) })
        var result: [Set<String>?] = []
        for file in index.files.indices {
            let outline = index.files[file].outline
            for assignment in outline.assignments where outline.lastName(assignment.target) == property {
                result.append(index.assignedTypes(of: assignment.value, file: file, member: assignment.owner, declared: declared))
            }
        }
        return result
    }

    func testAConstructionAndSelfSayTheirType() {
        let source = """
        protocol Providing: AnyObject {}
        final class Provider: Providing {}
        final class Screen: Providing {
            var provider: Providing?
            func a() { provider = Provider() }
            func b() { provider = self }
        }
        """
        XCTAssertEqual(evidence(["A.swift": source], property: "provider", declared: "Providing"), [["Provider"], ["Screen"]])
    }

    /// `self.provider = provider` in an initializer holds what the callers pass.
    func testAnInitializerArgumentIsWhatTheCallersPass() {
        let source = """
        protocol Providing: AnyObject {}
        final class Provider: Providing {}
        final class Presenter {
            let provider: Providing
            init(provider: Providing) { self.provider = provider }
        }
        final class Builder {
            func build() -> Presenter { Presenter(provider: Provider()) }
        }
        """
        XCTAssertEqual(evidence(["A.swift": source], property: "provider", declared: "Providing"), [["Provider"]])
        let unknown = source.replacingOccurrences(of: "Presenter(provider: Provider())", with: "Presenter(provider: makeProvider())")
        XCTAssertEqual(evidence(["A.swift": unknown], property: "provider", declared: "Providing"), [nil])
    }

    /// A left-out argument takes the default value; a container's `resolve()` is what the project
    /// registers for the type, here the application object, a type outside the project.
    func testADefaultResolvedFromTheContainerIsWhatTheProjectRegisters() {
        let presenter = """
        protocol Providing: AnyObject {}
        final class Presenter {
            private let provider: Providing
            init(provider: Providing = resolve()) { self.provider = provider }
        }
        let presenter = Presenter()
        """
        let registration = """
        let module = module { factory { UIApplication.shared as Providing } }
        """
        XCTAssertEqual(evidence(["A.swift": presenter, "B.swift": registration], property: "provider", declared: "Providing"),
                       [["UIApplication"]])
        XCTAssertEqual(evidence(["A.swift": presenter], property: "provider", declared: "Providing"), [nil])
    }

    /// An argument the container resolves, passed from the registrations in an extension of the
    /// container's (framework) type.
    func testAnArgumentResolvedFromTheContainerInAnExtension() {
        let presenter = """
        protocol Providing: AnyObject {}
        final class Presenter {
            private let provider: Providing
            init(provider: Providing) { self.provider = provider }
        }
        """
        let registration = """
        extension DependencyContainer {
            static var module = module {
                single { Presenter(provider: DIKit.resolve()) }
                factory { UIApplication.shared as Providing }
            }
        }
        """
        XCTAssertEqual(evidence(["A.swift": presenter, "B.swift": registration], property: "provider", declared: "Providing"),
                       [["UIApplication"]])
    }

    func testCastsAreInTheOutline() {
        let outline = FileSummary(path: "A.swift", bytes: Array("let a = UIApplication.shared as Providing\nlet b = x as? Flow\nlet c = a + b as C\n".utf8)).outline
        XCTAssertEqual(outline.casts.map(\.type.text), ["Providing", "Flow"])
        XCTAssertEqual(outline.casts.map(\.kind), [.plain, .conditional])
    }
}
