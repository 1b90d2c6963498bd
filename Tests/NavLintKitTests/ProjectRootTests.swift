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
        XCTAssertEqual(ProjectRoot.marked(for: [file]), folder.path + "/App")
    }

    func testThenTheGitRoot() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true)
        let first = try folder.write("App/Home/HomeRouter.swift", "")
        let second = try folder.write("Lib/Base/BaseRouter.swift", "")
        XCTAssertEqual(ProjectRoot.marked(for: [first, second]), folder.path)
    }

    func testAGitFileMarksAWorktreeRoot() throws {
        let folder = try TemporaryFolder()
        try folder.write("checkout/.git", "gitdir: /elsewhere\n")
        let file = try folder.write("checkout/Sources/A.swift", "")
        XCTAssertEqual(ProjectRoot.marked(for: [file]), folder.path + "/checkout")
    }

    func testWithoutAMarkerThereIsNoProject() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("Project/App/Home/HomeRouter.swift", "")
        let second = try folder.write("Project/App/Profile/ProfileRouter.swift", "")
        XCTAssertNil(ProjectRoot.marked(for: [first, second]))
        XCTAssertNil(ProjectRoot.marked(for: [first]))
        // Relative paths, spelled any way, are made absolute first.
        try FileManager.default.createDirectory(atPath: folder.path + "/Project/App/.git", withIntermediateDirectories: true)
        try folder.inside("Project") {
            XCTAssertEqual(ProjectRoot.marked(for: ["App/Home/HomeRouter.swift", "./App/Profile/../Profile/ProfileRouter.swift"]),
                           folder.path + "/Project/App")
        }
    }

    /// A file given alone with no `.navlint.json` or `.git` above it (a file in /tmp, in Downloads)
    /// brings in the Swift files of its own folder, not its subfolders: `navlint /tmp/x.swift` must
    /// not read the whole of /tmp.
    func testAFileWithoutAProjectMarkerBringsInItsOwnFolderOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("Wizard.swift", Fixtures.leakyWizard)
        try folder.write("Home.swift", "final class HomeViewController: UIViewController {}\n")
        // Deeper down, an extension that would make the wizard fine if it were indexed.
        try folder.write("Deep/Wizard+Swipe.swift", Fixtures.wizardReenables)
        XCTAssertEqual(folder.navlint(["Wizard.swift"]), CommandRun(status: 0, output: Fixtures.wizardLine("Wizard.swift"),
                                                                   error: "1 warning (interactive-pop-disabled 1), 0 errors in 2 files\n"))
        XCTAssertEqual(folder.navlint(["--stdin-path", "Wizard.swift"], input: Fixtures.leakyWizard),
                       CommandRun(status: 0, output: Fixtures.wizardLine("Wizard.swift"), error: "1 warning (interactive-pop-disabled 1), 0 errors in 2 files\n"))
        // With a marker, the whole project is indexed again.
        try folder.write(".navlint.json", "{}")
        XCTAssertEqual(folder.navlint(["Wizard.swift"]), CommandRun(status: 0, output: "", error: "0 warnings, 0 errors in 3 files\n"))
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
