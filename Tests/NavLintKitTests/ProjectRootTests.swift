import Foundation
@testable import NavLintKit
import NavLintTestSupport
import XCTest

final class ProjectRootTests: XCTestCase {
    func testTheConfigurationFolderComesFirst() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true)
        try folder.write("App/.navlint.json", "{}")
        let file = try folder.write("App/Feature/Home/HomeRouter.swift", "")
        XCTAssertEqual(ProjectRoot.find(for: [file]), folder.path + "/App")
    }

    func testThenTheGitRoot() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true)
        let first = try folder.write("App/Home/HomeRouter.swift", "")
        let second = try folder.write("Lib/Base/BaseRouter.swift", "")
        XCTAssertEqual(ProjectRoot.find(for: [first, second]), folder.path)
    }

    func testAGitFileMarksAWorktreeRoot() throws {
        let folder = try TemporaryFolder()
        try folder.write("checkout/.git", "gitdir: /elsewhere\n")
        let file = try folder.write("checkout/Sources/A.swift", "")
        XCTAssertEqual(ProjectRoot.find(for: [file]), folder.path + "/checkout")
    }

    func testOtherwiseTheCommonFolder() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("Project/App/Home/HomeRouter.swift", "")
        let second = try folder.write("Project/App/Profile/ProfileRouter.swift", "")
        XCTAssertEqual(ProjectRoot.find(for: [first, second]), folder.path + "/Project/App")
        XCTAssertEqual(ProjectRoot.find(for: [first]), folder.path + "/Project/App/Home")
        try folder.inside("Project") {
            XCTAssertEqual(ProjectRoot.find(for: ["App/Home/HomeRouter.swift", "./App/Profile/../Profile/ProfileRouter.swift"]),
                           folder.path + "/Project/App")
        }
    }

    func testPathArithmetic() {
        XCTAssertEqual(Paths.absolute("a/./b/../c", from: "/x"), "/x/a/c")
        XCTAssertEqual(Paths.absolute("/../a//b/"), "/a/b")
        XCTAssertEqual(Paths.parent("/a/b"), "/a")
        XCTAssertEqual(Paths.parent("/a"), "/")
        XCTAssertEqual(Paths.relative("/a/b/c", to: "/a"), "b/c")
        XCTAssertNil(Paths.relative("/ab/c", to: "/a"))
        XCTAssertEqual(Paths.relativeWithParents("/a/b/c", to: "/a/d/e"), "../../b/c")
        XCTAssertEqual(Paths.commonFolder(["/a/b/c", "/a/bc/d"]), "/a")
        XCTAssertEqual(Paths.selfAndAncestors("/a/b"), ["/a/b", "/a", "/"])
    }
}
