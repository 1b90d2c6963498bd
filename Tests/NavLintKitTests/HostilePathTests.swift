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
        // Named alone, with no project marker, App is the project: links above it are not followed.
        let outside = { (link: String) in "navlint: warning: App/\(link): a link to a folder outside the project (\(folder.path)/App); not followed\n" }
        XCTAssertEqual(folder.navlint(["App"]), CommandRun(status: 0, output: Fixtures.wizardLine("App/Wizard.swift"),
                                                           error: outside("Up") + outside("Deep/Root") + summaryWithWizard))
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
    /// The project root bounds the walk: a link to a folder outside it (a sibling checkout, or
    /// `/`) is not followed, with a warning, and links inside it still are.
    func testAFolderLinkOutOfTheProjectIsNotFollowed() throws {
        let outside = try TemporaryFolder()
        try outside.write("Shared/Leaky.swift", Fixtures.leakyWizard.replacingOccurrences(of: "Wizard", with: "Leaky"))
        let folder = try project()
        try folder.write(".navlint.json", "{}")
        try folder.write("Lib/Home.swift", "final class HomeViewController: UIViewController {}\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Shared", withDestinationPath: outside.path + "/Shared")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Lib", withDestinationPath: "../Lib")
        let warning = "navlint: warning: App/Shared: a link to a folder outside the project (\(folder.path)); not followed\n"
        let expected = CommandRun(status: 0, output: Fixtures.wizardLine("App/Wizard.swift"), error: warning + "1 warning (interactive-pop-disabled 1), 0 errors in 2 files\n")
        let run = folder.navlint(["App"])
        XCTAssertEqual(run, expected)
        guard run == expected else { return }  // a walk that follows links out would next read the whole file system
        // `ln -s / root`: the whole file system, /proc/self/root… included, is never walked.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/root", withDestinationPath: "/")
        XCTAssertEqual(folder.navlint(["--quiet", "App"]).error,
                       warning + "navlint: warning: App/root: a link to a folder outside the project (\(folder.path)); not followed\n")
    }

    /// /proc, /sys and /dev are never walked, even when named: their files are endless or change
    /// as they are read, and /proc links back to the whole file system.
    func testSystemFoldersAreNeverWalked() throws {
        let folder = try TemporaryFolder()
        for system in ["/proc", "/sys", "/dev"] where FileSystem.status(system)?.kind == .directory {
            XCTAssertEqual(folder.navlint(["--quiet", "--allow-zero-lintable-files", system]),
                           CommandRun(status: 0, output: "", error: "navlint: warning: \(system): a system folder; not walked\n"), system)
        }
    }

    /// A file named on the command line that does not end in `.swift` is not analysed as Swift.
    func testANonSwiftFileNamedIsSkippedWithAWarning() throws {
        let folder = try project()
        try folder.write("notes.txt", Fixtures.leakyWizard.replacingOccurrences(of: "Wizard", with: "Notes"))
        XCTAssertEqual(folder.navlint(["App/Wizard.swift", "notes.txt"]), CommandRun(status: 0, output: Fixtures.wizardLine("App/Wizard.swift"),
            error: "navlint: warning: notes.txt: not a Swift file (its name does not end in .swift); skipped\n" + summaryWithWizard))
    }

    /// A path longer than PATH_MAX (4096 bytes on Linux) cannot be opened: it is reported, not
    /// dropped in silence. The tree is made and removed folder by folder, through `openat`.
    func testAPathLongerThanPathMaxIsReported() throws {
        let folder = try project()
        let name = String(repeating: "d", count: 200)
        let depth = Int(PATH_MAX) / (name.count + 1) + 2
        var descriptors = [open(folder.path + "/App", O_RDONLY | O_DIRECTORY)]
        for _ in 0..<depth {
            XCTAssertEqual(mkdirat(descriptors.last!, name, 0o755), 0)
            descriptors.append(openat(descriptors.last!, name, O_RDONLY | O_DIRECTORY))
        }
        let file = openat(descriptors.last!, "Deep.swift", O_WRONLY | O_CREAT, 0o644)
        close(file)
        defer {
            XCTAssertEqual(unlinkat(descriptors.last!, "Deep.swift", 0), 0)
            for level in stride(from: depth, to: 0, by: -1) {
                close(descriptors[level])
                XCTAssertEqual(unlinkat(descriptors[level - 1], name, AT_REMOVEDIR), 0)
            }
            close(descriptors[0])
        }
        let run = folder.navlint(["App"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.output, Fixtures.wizardLine("App/Wizard.swift"))
        XCTAssertTrue(run.error.hasPrefix("navlint: error: App/" + name + "/"), run.error)
        XCTAssertTrue(run.error.hasSuffix(": cannot list: file name too long; shorten the path (the system's limit is \(PATH_MAX) bytes), or exclude it in .navlint.json\n" + summaryWithWizard), run.error)
    }

    /// A line feed or carriage return in a file name would start a new line in the clang-style
    /// output, faking a finding there: it is written `\n` or `\r`, one line per finding.
    func testALineBreakInAFileNameIsEscaped() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Fake.swift:1:1: error: injected [x]\nWizard.swift", Fixtures.leakyWizard)
        try folder.write("App/Carriage\rReturn.swift", Fixtures.leakyWizard.replacingOccurrences(of: "Wizard", with: "Other"))
        let run = folder.navlint(["--quiet", "App"])
        XCTAssertEqual(run.output.split(separator: "\n").count, 2, run.output)
        XCTAssertEqual(run.output, Fixtures.wizardLine("App/Carriage\\rReturn.swift").replacingOccurrences(of: "'Wizard", with: "'Other")
                       + Fixtures.wizardLine("App/Fake.swift:1:1: error: injected [x]\\nWizard.swift"))
    }
}

private extension FileManager {
    func createSymbolicLink(atPath path: String, withDestinationPath destination: String, creatingFolders: Bool) throws {
        try createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try createSymbolicLink(atPath: path, withDestinationPath: destination)
    }
}
