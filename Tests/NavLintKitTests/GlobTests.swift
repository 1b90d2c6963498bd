@testable import NavLintKit
import NavLintTestSupport
import XCTest

final class GlobTests: XCTestCase {
    func testStarStaysWithinASegment() {
        XCTAssertTrue(Glob("*.swift").matches("A.swift"))
        XCTAssertFalse(Glob("*.swift").matches("Sources/A.swift"))
        XCTAssertTrue(Glob("Sources/*View*.swift").matches("Sources/HomeViewController.swift"))
        XCTAssertFalse(Glob("Sources/*View*.swift").matches("Sources/HomeRouter.swift"))
        XCTAssertTrue(Glob("*").matches("anything"))
    }

    func testQuestionMarkIsOneCharacter() {
        XCTAssertTrue(Glob("V?.swift").matches("V1.swift"))
        XCTAssertFalse(Glob("V?.swift").matches("V12.swift"))
        XCTAssertFalse(Glob("V?.swift").matches("V.swift"))
    }

    func testDoubleStarIsAnyNumberOfSegments() {
        XCTAssertTrue(Glob("**/*.generated.swift").matches("Models.generated.swift"))
        XCTAssertTrue(Glob("**/*.generated.swift").matches("App/Models/User.generated.swift"))
        XCTAssertTrue(Glob("Sources/**/Tests/*.swift").matches("Sources/Tests/A.swift"))
        XCTAssertTrue(Glob("Sources/**/Tests/*.swift").matches("Sources/A/B/Tests/A.swift"))
        XCTAssertFalse(Glob("Sources/**/Tests/*.swift").matches("Other/Tests/A.swift"))
        XCTAssertTrue(Glob("**").matches("A/B.swift"))
    }

    func testAPatternMatchesEverythingUnderAMatchingFolder() {
        XCTAssertTrue(Glob("Pods").matches("Pods/RIBs/Router.swift"))
        XCTAssertTrue(Glob("Pods/").matches("Pods/RIBs/Router.swift"))
        XCTAssertTrue(Glob("./Pods").matches("Pods/RIBs/Router.swift"))
        XCTAssertTrue(Glob("**/Generated").matches("App/Generated/Strings.swift"))
        XCTAssertFalse(Glob("Pods").matches("App/Pods/Router.swift"))
        XCTAssertFalse(Glob("Pod").matches("Pods/Router.swift"))
    }

    func testOtherCharactersMatchThemselves() {
        XCTAssertTrue(Glob("[App]/a+b.swift").matches("[App]/a+b.swift"))
        XCTAssertFalse(Glob("[App]/a+b.swift").matches("A/a+b.swift"))
        XCTAssertTrue(Glob("Écran/*.swift").matches("Écran/Vue.swift"))
    }

    func testStarsBacktrack() {
        XCTAssertTrue(Glob("*a*b*c").matches("xaxbxbxc"))
        XCTAssertFalse(Glob("*a*b*c").matches("xaxbxbx"))
        XCTAssertTrue(Glob("**/**/**/x").matches("a/b/c/d/e/x"))
        XCTAssertFalse(Glob(String(repeating: "*", count: 40) + "b").matches(String(repeating: "a", count: 200)))
    }

    func testEmptyPatternsAndPathsMatchNothing() {
        XCTAssertFalse(Glob("").matches("A.swift"))
        XCTAssertFalse(Glob("*").matches(""))
    }

    func testTheFilterWorksRelativeToTheConfigurationFolder() {
        let filter = PathFilter(baseFolder: "/project", include: [Glob("App")], exclude: [Glob("**/Generated")],
                                currentDirectory: "/project/App")
        XCTAssertTrue(filter.includes(file: "Home/HomeRouter.swift"))
        XCTAssertFalse(filter.includes(file: "Generated/Strings.swift"))
        XCTAssertFalse(filter.includes(file: "../Tests/HomeTests.swift"))
        XCTAssertTrue(filter.includes(file: "/project/App/Root.swift"))
        XCTAssertTrue(filter.excludes(folder: "/project/Lib/Generated"))
        XCTAssertFalse(filter.excludes(folder: "/project/Lib"))
    }

    func testDiscoverySkipsExcludedFilesAndFolders() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Root.swift", "")
        try folder.write("App/Generated/Strings.swift", "")
        try folder.write("Pods/RIBs/Router.swift", "")
        try folder.write("Scripts/tool.swift", "")
        let filter = PathFilter(baseFolder: folder.path, include: [Glob("App"), Glob("Pods")],
                                exclude: [Glob("**/Generated"), Glob("Pods")], currentDirectory: folder.path)
        let found = FileDiscovery.discover([folder.path], filter: filter)
        XCTAssertEqual(found.files, [folder.path + "/App/Root.swift"])
        XCTAssertEqual(FileDiscovery.discover([folder.path + "/Pods/RIBs/Router.swift"], filter: filter).files, [])
    }
}
