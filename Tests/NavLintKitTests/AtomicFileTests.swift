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

final class AtomicFileTests: XCTestCase {
    func entries(_ folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testWritesAndReplaces() throws {
        let folder = try TemporaryFolder()
        try AtomicFile.write(Array("first\n".utf8), to: folder.path + "/report.txt")
        XCTAssertEqual(folder.read("report.txt"), "first\n")
        try AtomicFile.write(Array("second\n".utf8), to: folder.path + "/report.txt")
        XCTAssertEqual(folder.read("report.txt"), "second\n")
        XCTAssertEqual(try entries(folder), ["report.txt"])
        // Readable by others, as a file made by a plain create is (not mkstemp's 0600).
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path + "/report.txt")[.posixPermissions] as? Int
        XCTAssertEqual(mode.map { $0 & 0o044 }, 0o044)
    }

    func testAFailedWriteLeavesTheOldFileAndNoLitter() throws {
        let folder = try TemporaryFolder()
        try folder.write("baseline.json", "old")
        // The file-size limit makes write(2) fail part-way, as a full disk would.
        signal(SIGXFSZ, SIG_IGN)
        var saved = rlimit()
        getrlimit(resourceFileSize, &saved)
        var limit = saved
        limit.rlim_cur = 8
        setrlimit(resourceFileSize, &limit)
        defer { setrlimit(resourceFileSize, &saved) }
        XCTAssertThrowsError(try AtomicFile.write(Array(repeating: UInt8(ascii: "x"), count: 100), to: folder.path + "/baseline.json")) {
            XCTAssertEqual("\($0)", folder.path + "/baseline.json: cannot write: file too large; free disk space, or write it elsewhere")
        }
        setrlimit(resourceFileSize, &saved)
        XCTAssertEqual(folder.read("baseline.json"), "old")
        XCTAssertEqual(try entries(folder), ["baseline.json"])
    }

    /// Root writes into read-only folders, so as root (CI's containers) the write runs with the
    /// effective user `nobody` (65534), as an ordinary user's would.
    func testAReadOnlyFolderLeavesTheOldFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("locked/report.txt", "old")
        chmod(folder.path, 0o755)
        chmod(folder.path + "/locked", 0o555)
        let asRoot = geteuid() == 0
        if asRoot { XCTAssertEqual(seteuid(65534), 0, "root can take the effective user nobody and back") }
        let result = Result { () throws(LintProblem) in try AtomicFile.write(Array("new".utf8), to: folder.path + "/locked/report.txt") }
        if asRoot { XCTAssertEqual(seteuid(0), 0) }
        XCTAssertThrowsError(try result.get()) {
            XCTAssertEqual("\($0)", folder.path + "/locked/report.txt: cannot write: permission denied; write it to a writable folder")
        }
        XCTAssertEqual(folder.read("locked/report.txt"), "old")
    }

    func testAMissingFolderIsAnError() throws {
        let folder = try TemporaryFolder()
        XCTAssertThrowsError(try AtomicFile.write([], to: folder.path + "/missing/report.txt")) {
            XCTAssertEqual("\($0)", folder.path + "/missing/report.txt: cannot write: no such file or directory; create its folder first")
        }
    }

    func testAFolderInTheWayIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        try folder.write("report/keep.txt", "keep")
        XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: folder.path + "/report")) {
            XCTAssertEqual("\($0)", folder.path + "/report: cannot write: is a directory; name a file, not a folder")
        }
        XCTAssertEqual(folder.read("report/keep.txt"), "keep")
        XCTAssertEqual(try entries(folder), ["report"])
    }

    /// A writer killed (kill -9) between creating its temporary file and renaming it leaves
    /// `.navlint-<name>.<pid>.<random>` behind: the next write beside it removes those whose
    /// process is gone, and keeps those of a live process and every other file.
    func testStaleTemporaryFilesOfDeadWritersAreCleanedUp() throws {
        let folder = try TemporaryFolder()
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/sh")
        finished.arguments = ["-c", "exit 0"]
        try finished.run()
        finished.waitUntilExit()
        let dead = finished.processIdentifier
        try folder.write(".navlint-report.txt.\(dead).Ab12Cd", "partial")
        try folder.write(".navlint-baseline.json.\(dead).Qq11Ww", "partial")
        try folder.write(".navlint-report.txt.1.Xy34Zw", "a live writer's")
        try folder.write(".navlint.json", "{}")
        try folder.write(".navlint-notes", "not navlint's naming")
        try AtomicFile.write(Array("new\n".utf8), to: folder.path + "/report.txt")
        XCTAssertEqual(try entries(folder), [".navlint-notes", ".navlint-report.txt.1.Xy34Zw", ".navlint.json", "report.txt"])
        XCTAssertEqual(folder.read("report.txt"), "new\n")
    }

    /// On Linux the bytes go to an unnamed file (O_TMPFILE): while it is written nothing shows in
    /// the folder, and a writer killed then leaves nothing, since the kernel deletes the file with
    /// its last descriptor (closing it here is what a kill -9 does to it).
    func testMidWriteTheFolderShowsNothingOnLinux() throws {
        #if os(Linux)
        let folder = try TemporaryFolder()
        try folder.write("report.txt", "old\n")
        let descriptor = try XCTUnwrap(AtomicFile.unnamedFile(in: folder.path), "ext4, xfs, btrfs and tmpfs have O_TMPFILE")
        let partial = Array("partial".utf8)
        XCTAssertEqual(partial.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }, partial.count)
        XCTAssertEqual(try entries(folder), ["report.txt"])
        close(descriptor)
        XCTAssertEqual(try entries(folder), ["report.txt"])
        XCTAssertEqual(folder.read("report.txt"), "old\n")
        #else
        throw XCTSkip("O_TMPFILE is Linux's; testStaleTemporaryFilesOfDeadWritersAreCleanedUp covers the named temporary files")
        #endif
    }

    /// kill -9 at moments spread over a run with `--output`: whenever the writer dies, the folder
    /// holds the old report or the whole new one, and no other file.
    func testAWriterKilledAtAnyMomentLeavesTheOldOrTheNewReport() throws {
        let folder = try TemporaryFolder()
        for number in 0..<200 {
            try folder.write("App/Wizard\(number).swift", Fixtures.leakyWizard.replacingOccurrences(of: "Wizard", with: "Wizard\(number)"))
        }
        let navlint = try NavLintExecutable.path()
        let complete = try NavLintExecutable.run(navlint, ["--quiet", "App"], in: folder.path).output
        for delay in stride(from: UInt32(0), to: 120_000, by: 5_000) {
            try folder.write("report.txt", "old\n")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: navlint)
            process.arguments = ["--quiet", "--output", "report.txt", "App"]
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            try process.run()
            usleep(delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTAssertEqual(try entries(folder), ["App", "report.txt"], "killed after \(delay) µs")
            let report = folder.read("report.txt")
            XCTAssertTrue(report == "old\n" || report == complete, "killed after \(delay) µs: \(report?.prefix(80) ?? "nil")")
        }
    }

    func testWithoutOverwriteAnExistingFileIsKept() throws {
        let folder = try TemporaryFolder()
        try folder.write(".navlint.json", "mine")
        XCTAssertThrowsError(try AtomicFile.write(Array("{}".utf8), to: folder.path + "/.navlint.json", overwrite: false)) {
            XCTAssertEqual("\($0)", folder.path + "/.navlint.json: already exists; not overwritten (remove it first, or name another file)")
        }
        XCTAssertEqual(folder.read(".navlint.json"), "mine")
        XCTAssertEqual(try entries(folder), [".navlint.json"])
        try AtomicFile.write(Array("{}".utf8), to: folder.path + "/new.json", overwrite: false)
        XCTAssertEqual(folder.read("new.json"), "{}")
    }
}

#if canImport(Glibc)
private let resourceFileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
#else
private let resourceFileSize = RLIMIT_FSIZE
#endif
