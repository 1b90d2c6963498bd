#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import NavLintKit
import NavLintTestSupport
import XCTest

/// Paths that are not plain readable Swift files, through the command line: each problem is
/// reported with the path and what to do, the exit code is 2, and every other file is still
/// analysed. Content that is not Swift is in HostileInputTests.
final class HostilePathTests: XCTestCase {
    let summaryWithWizard = "1 warning (interactive-pop-disabled 1), 0 errors in 1 file\n"

    /// A project with the leaky wizard in `App/`.
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        return folder
    }

    /// A file that cannot be read, for real: as root, navlint runs as the unprivileged user
    /// `nobody` (through setpriv), since root reads any file whatever its mode; otherwise navlint
    /// runs in this process. Either way the file's mode denies reading.
    func testAFileThatCannotBeReadIsReportedAndTheOthersAnalysed() throws {
        let folder = try project()
        try folder.write("App/Secret.swift", "let secret = 1\n")
        XCTAssertEqual(chmod(folder.path + "/App/Secret.swift", 0o000), 0)
        let expectedError = "navlint: error: App/Secret.swift: cannot read: permission denied; make it readable, or exclude it in .navlint.json\n" + summaryWithWizard
        if geteuid() == 0 {
            // Case covered: root running the tests (CI containers); `nobody` is denied by the mode.
            let run = try NavLintExecutable.run("/usr/bin/setpriv",
                ["--reuid=65534", "--regid=65534", "--clear-groups", try NavLintExecutable.path(), "App"], in: folder.path)
            XCTAssertEqual(run, NavLintExecutable.Run(status: 2, output: Fixtures.wizardLine("App/Wizard.swift"), error: expectedError))
        } else {
            // Case covered: an ordinary user, denied by the mode.
            XCTAssertEqual(folder.navlint(["App"]), CommandRun(status: 2, output: Fixtures.wizardLine("App/Wizard.swift"), error: expectedError))
        }
    }

    /// A FIFO named like a Swift file, found in a folder and named on the command line: opening it
    /// must not wait for a writer, and it is reported, not read.
    func testAFIFONamedSwiftIsReportedWithoutBlocking() throws {
        let folder = try project()
        XCTAssertEqual(mkfifo(folder.path + "/App/Pipe.swift", 0o644), 0)
        let expected = "navlint: error: App/Pipe.swift: not a regular file (a FIFO); exclude it in .navlint.json\n"
        XCTAssertEqual(folder.navlint(["App"]), CommandRun(status: 2, output: Fixtures.wizardLine("App/Wizard.swift"), error: expected + summaryWithWizard))
        XCTAssertEqual(folder.navlint(["App/Pipe.swift", "App/Wizard.swift"]),
                       CommandRun(status: 2, output: Fixtures.wizardLine("App/Wizard.swift"), error: expected + summaryWithWizard))
    }

    /// A folder named like a Swift file is a folder: walked, not read.
    func testAFolderNamedSwiftIsWalked() throws {
        let folder = try project()
        try folder.write("App/Odd.swift/Inner.swift", Fixtures.leakyWizard.replacingOccurrences(of: "Wizard", with: "Inner"))
        let run = folder.navlint(["App"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.error, "2 warnings (interactive-pop-disabled 2), 0 errors in 2 files\n")
        XCTAssertTrue(run.output.hasPrefix("App/Odd.swift/Inner.swift:4:9: warning: 'InnerViewController' disables"), run.output)
    }

    func testAPathThatDoesNotExist() throws {
        let folder = try project()
        XCTAssertEqual(folder.navlint(["App", "Missing.swift", "Gone/"]), CommandRun(status: 2, output: Fixtures.wizardLine("App/Wizard.swift"),
            error: "navlint: error: Missing.swift: no such file or directory; check the path\nnavlint: error: Gone/: no such file or directory; check the path\n" + summaryWithWizard))
        XCTAssertEqual(folder.navlint(["--quiet", "Missing.swift"]), CommandRun(status: 2, output: "",
            error: "navlint: error: Missing.swift: no such file or directory; check the path\n"))
    }

    /// Links back to a folder above, to the folder itself, and links that point at each other:
    /// each folder is walked once, and a link cycle between files is no file at all.
    func testAFolderWithSymbolicLinkLoops() throws {
        let folder = try project()
        let app = folder.path + "/App"
        try FileManager.default.createSymbolicLink(atPath: app + "/Self", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: app + "/Up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: app + "/Deep/Root", withDestinationPath: "../..", creatingFolders: true)
        try FileManager.default.createSymbolicLink(atPath: app + "/A.swift", withDestinationPath: "B.swift")
        try FileManager.default.createSymbolicLink(atPath: app + "/B.swift", withDestinationPath: "A.swift")
        XCTAssertEqual(folder.navlint(["App"]), CommandRun(status: 0, output: Fixtures.wizardLine("App/Wizard.swift"), error: summaryWithWizard))
        XCTAssertEqual(folder.navlint([]), CommandRun(status: 0, output: Fixtures.wizardLine("App/Wizard.swift"), error: summaryWithWizard))
    }

    func testAFolderWithFiftyThousandSmallFiles() throws {
        let folder = try project()
        let many = folder.path + "/App/Generated"
        try FileManager.default.createDirectory(atPath: many, withIntermediateDirectories: true)
        for number in 0..<50_000 {
            let descriptor = open("\(many)/Model\(number).swift", O_WRONLY | O_CREAT | O_EXCL, 0o644)
            XCTAssertGreaterThanOrEqual(descriptor, 0)
            let text = Array("struct Model\(number) { let id = \(number) }\n".utf8)
            XCTAssertEqual(text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }, text.count)
            close(descriptor)
        }
        XCTAssertEqual(folder.navlint(["App"]), CommandRun(status: 0, output: Fixtures.wizardLine("App/Wizard.swift"),
                                                           error: "1 warning (interactive-pop-disabled 1), 0 errors in 50001 files\n"))
    }

    /// The same file named several ways, through `.`, `..`, a link to it and a link to its folder:
    /// analysed once, reported once, under the first name given.
    func testTwoPathsNamingTheSameFile() throws {
        let folder = try project()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Alias.swift", withDestinationPath: "App/Wizard.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Linked", withDestinationPath: "App")
        XCTAssertEqual(folder.navlint(["App/Wizard.swift", "./App/Wizard.swift", "App/../App/Wizard.swift", "Alias.swift", "Linked/Wizard.swift"]),
                       CommandRun(status: 0, output: Fixtures.wizardLine("App/Wizard.swift"), error: summaryWithWizard))
        XCTAssertEqual(folder.navlint(["App", "App", "Linked", "."]),
                       CommandRun(status: 0, output: Fixtures.wizardLine("App/Wizard.swift"), error: summaryWithWizard))
    }

    /// A file reached again through a link to it, as a second hard link, or named on the command
    /// line as well as found in a folder is one file (same device and inode): listed once, under
    /// the name first given or found (a folder's files in name order, then its subfolders).
    func testDiscoveryListsAFileOnceWhateverReachesIt() throws {
        let folder = try project()
        try folder.write("App/Flow/Step.swift", "struct Step {}\n")
        XCTAssertEqual(link(folder.path + "/App/Wizard.swift", folder.path + "/App/Flow/Hard.swift"), 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Alias.swift", withDestinationPath: "Wizard.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Zed.swift", withDestinationPath: "Flow/Step.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Outside.swift", withDestinationPath: "App/Flow/Step.swift")
        folder.inside {
            XCTAssertEqual(FileDiscovery.discover(["App"]).files, ["App/Alias.swift", "App/Zed.swift"])
            XCTAssertEqual(FileDiscovery.discover(["App/Wizard.swift", "Outside.swift", "App"]).files, ["App/Wizard.swift", "Outside.swift"])
            XCTAssertEqual(FileDiscovery.discover(["App", "App/Flow/Hard.swift", "App/Zed.swift"]).files, ["App/Alias.swift", "App/Zed.swift"])
        }
    }

    /// Folder entries carry the type and inode `readdir` gives, which discovery uses instead of a
    /// `stat` per entry: they must be what `stat` says. A link's type is left unknown, to be
    /// followed by `stat`.
    func testFolderEntriesCarryTheirKindAndInode() throws {
        let folder = try project()
        XCTAssertEqual(mkfifo(folder.path + "/App/Pipe.swift", 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Link.swift", withDestinationPath: "Wizard.swift")
        try FileManager.default.createDirectory(atPath: folder.path + "/App/Sub", withIntermediateDirectories: false)
        let entries = try FileSystem.entries(of: folder.path + "/App")
        XCTAssertEqual(entries.map(\.name), ["Link.swift", "Pipe.swift", "Sub", "Wizard.swift"])
        XCTAssertEqual(entries.map(\.kind), [nil, .other, .directory, .file])
        for entry in entries where entry.kind != nil {
            var info = stat()
            XCTAssertEqual(lstat(folder.path + "/App/" + entry.name, &info), 0)
            XCTAssertEqual(entry.inode, UInt64(info.st_ino), entry.name)
        }
    }
}

private extension FileManager {
    func createSymbolicLink(atPath path: String, withDestinationPath destination: String, creatingFolders: Bool) throws {
        try createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try createSymbolicLink(atPath: path, withDestinationPath: destination)
    }
}
