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

/// How navlint fails: one line naming the file and what to do, exit code 2, never a crash report;
/// a closed pipe ends output quietly; output files are whole or untouched.
final class CleanFailureTests: XCTestCase {
    /// `navlint … | head -1`: the reader goes away, navlint stops writing, says nothing about it
    /// and exits as it would have.
    func testWritingToAClosedPipeEndsQuietly() throws {
        let folder = try TemporaryFolder()
        // Enough findings (200 KB) to fill the pipe's buffer.
        for number in 0..<1000 {
            try folder.write("App/Wizard\(number).swift", Fixtures.leakyWizard.replacingOccurrences(of: "Wizard", with: "Wizard\(number)"))
        }
        let navlint = try NavLintExecutable.path()
        let script = "'\(navlint)' App | head -1; echo \"navlint exited with ${PIPESTATUS[0]}\" >&2"
        let run = try NavLintExecutable.run("/bin/bash", ["-c", script], in: folder.path)
        XCTAssertEqual(run.output, Fixtures.wizardLine("App/Wizard0.swift").replacingOccurrences(of: "'Wizard", with: "'Wizard0"))
        XCTAssertEqual(run.error, "1000 warnings (interactive-pop-disabled 1000), 0 errors in 1000 files\nnavlint exited with 0\n")
    }

    /// A report that cannot be written to standard output (a full disk: `/dev/full`, or standard
    /// output closed) is an error with exit code 2, not a silent success with a truncated report.
    func testAReportThatCannotBeWrittenToStandardOutputIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        let navlint = try NavLintExecutable.path()
        let cases = [
            ("--format sarif App > /dev/full", "standard output: cannot write: no space left on device; free disk space, or write the report with --output <file>"),
            ("App >&-", "standard output: closed; give navlint a standard output, or write the report with --output <file>"),
        ]
        for (arguments, message) in cases {
            #if !os(Linux)
            if arguments.contains("/dev/full") { continue }  // Linux's device
            #endif
            let script = "'\(navlint)' \(arguments); echo \"navlint exited with $?\" >&2"
            let run = try NavLintExecutable.run("/bin/bash", ["-c", script], in: folder.path)
            XCTAssertEqual(run.error, "navlint: error: \(message)\n1 warning (interactive-pop-disabled 1), 0 errors in 1 file\nnavlint exited with 2\n", arguments)
        }
        // Nothing to write: a closed standard output is no error.
        let quiet = try NavLintExecutable.run("/bin/bash", ["-c", "'\(navlint)' --output report.txt App >&-; echo \"exit $?\" >&2"], in: folder.path)
        XCTAssertEqual(quiet.error, "1 warning (interactive-pop-disabled 1), 0 errors in 1 file\nexit 0\n")
    }

    /// `--stdin-path` with standard input closed (`<&-`) has no buffer to lint: an error, not an
    /// empty file linted in silence.
    func testStdinPathWithStandardInputClosedIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.fixedWizard)
        let navlint = try NavLintExecutable.path()
        let run = try NavLintExecutable.run("/bin/bash", ["-c", "'\(navlint)' --stdin-path App/Wizard.swift <&-; echo \"exit $?\" >&2"], in: folder.path)
        XCTAssertEqual(run.error, "navlint: error: standard input: closed; --stdin-path lints the buffer given on standard input (navlint --stdin-path <path> < <file>)\nexit 2\n")
        XCTAssertEqual(run.output, "")
    }

    /// Should navlint ever fault or fail a runtime check, the user gets one line and exit code 2,
    /// not the Swift runtime's crash report. The signals are sent to a navlint waiting for input.
    func testACrashIsOneLineAndExitCode2() throws {
        let navlint = try NavLintExecutable.path()
        for (signal, cause) in [(SIGSEGV, "a memory fault"), (SIGILL, "a failed runtime check"), (SIGTRAP, "a failed runtime check")] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: navlint)
            process.arguments = ["--stdin-path", "Waiting.swift"]
            let input = Pipe()
            let error = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = error
            try process.run()
            try waitUntilReading(process.processIdentifier)
            kill(process.processIdentifier, signal)
            // Should the signal be lost, navlint reads the end of its input and ends normally
            // (and the test fails) rather than waiting forever.
            try input.fileHandleForWriting.close()
            let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit)
            XCTAssertEqual(process.terminationStatus, 2)
            XCTAssertEqual(message, "navlint: error: internal error (\(cause), signal \(signal)); this is a bug in navlint: please report it, with the Swift files that trigger it if you can\n")
        }
    }

    /// Waits until the process waits for its standard input, which it reads after installing its
    /// crash handler (Linux shows where a process sleeps in /proc/<pid>/wchan).
    private func waitUntilReading(_ pid: Int32) throws {
        #if os(Linux)
        for _ in 0..<2000 {
            if let place = try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8), place.contains("pipe") { return }
            usleep(5_000)
        }
        XCTFail("navlint never waited for its input")
        #else
        sleep(1)
        #endif
    }

    /// `/dev/full` fails every write with ENOSPC: a report or baseline that cannot be written is
    /// an error naming it, and the device is written in place, never replaced by a file.
    func testADeviceThatIsFullIsReportedAndLeftAlone() throws {
        #if !os(Linux)
        throw XCTSkip("/dev/full is Linux's; testAFullDiskLeavesTheOldReportAndNoTemporaryFile and AtomicFileTests cover full disks")
        #else
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        for option in ["--output", "--write-baseline"] {
            let run = folder.navlint([option, "/dev/full", "App"])
            XCTAssertEqual(run.status, 2, option)
            XCTAssertTrue(run.error.hasPrefix("navlint: error: /dev/full: cannot write: no space left on device; free disk space, or write it elsewhere\n"), run.error)
            var info = stat()
            XCTAssertEqual(stat("/dev/full", &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/full is still a device")
        }
        #endif
    }

    /// A really full disk: a tiny tmpfs. Needs root on Linux to mount it; elsewhere
    /// AtomicFileTests.testAFailedWriteLeavesTheOldFileAndNoLitter simulates it with a file-size limit.
    func testAFullDiskLeavesTheOldReportAndNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        let disk = folder.path + "/disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        guard geteuid() == 0, (try? NavLintExecutable.run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk], in: folder.path))?.status == 0 else {
            throw XCTSkip("mounting a tmpfs needs root on Linux; AtomicFileTests simulates a full disk with RLIMIT_FSIZE")
        }
        defer { _ = try? NavLintExecutable.run("/bin/umount", [disk], in: folder.path) }
        try folder.write("disk/report.txt", "old report\n")
        try folder.write("disk/baseline.json", "old baseline\n")
        try folder.write("disk/filler", String(repeating: "x", count: 52 * 1024))
        // Thousands of findings: a report far larger than the space left.
        for number in 0..<300 {
            try folder.write("App/Wizard\(number).swift", Fixtures.leakyWizard.replacingOccurrences(of: "Wizard", with: "Wizard\(number)"))
        }
        for (option, file, old) in [("--output", "report.txt", "old report\n"), ("--write-baseline", "baseline.json", "old baseline\n")] {
            let run = folder.navlint([option, "disk/" + file, "App"])
            XCTAssertEqual(run.status, 2)
            XCTAssertTrue(run.error.hasPrefix("navlint: error: disk/\(file): cannot write: no space left on device; free disk space, or write it elsewhere\n"), run.error)
            XCTAssertEqual(folder.read("disk/" + file), old)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk).sorted(), ["baseline.json", "filler", "report.txt"])
        }
    }

    /// A folder that denies writing, for real: as root, navlint runs as `nobody` (through
    /// setpriv), since root writes anywhere; otherwise navlint runs in this process.
    func testAReadOnlyFolderLeavesTheOldReport() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        try folder.write("locked/report.txt", "old\n")
        XCTAssertEqual(chmod(folder.path + "/locked", 0o555), 0)
        let arguments = ["--output", "locked/report.txt", "App"]
        let expected = CommandRun(status: 2, output: "",
            error: "navlint: error: locked/report.txt: cannot write: permission denied; write it to a writable folder\n1 warning (interactive-pop-disabled 1), 0 errors in 1 file\n")
        if geteuid() == 0 {
            let run = try NavLintExecutable.run("/usr/bin/setpriv",
                ["--reuid=65534", "--regid=65534", "--clear-groups", try NavLintExecutable.path()] + arguments, in: folder.path)
            XCTAssertEqual(CommandRun(status: run.status, output: run.output, error: run.error), expected)
        } else {
            XCTAssertEqual(folder.navlint(arguments), expected)
        }
        XCTAssertEqual(folder.read("locked/report.txt"), "old\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/locked"), ["report.txt"])
    }

    /// Writing through a symbolic link replaces the file it names and keeps the link.
    func testAnOutputLinkIsFollowed() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        try folder.write("reports/report.txt", "old\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/latest.txt", withDestinationPath: "reports/report.txt")
        XCTAssertEqual(folder.navlint(["--quiet", "--output", "latest.txt", "App"]).status, 0)
        XCTAssertEqual(folder.read("reports/report.txt"), Fixtures.wizardLine("App/Wizard.swift"))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/latest.txt"), "reports/report.txt")
    }

    /// Files of 4 GiB and more do not fit navlint's 32-bit offsets: refused by size, unread. The
    /// file is sparse, so it takes no disk space.
    func testAFileOf4GiBIsRefusedBySize() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        let descriptor = open(folder.path + "/App/Huge.swift", O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertEqual(ftruncate(descriptor, off_t(4) << 30 + 1), 0)
        close(descriptor)
        XCTAssertEqual(folder.navlint(["App"]), CommandRun(status: 2, output: Fixtures.wizardLine("App/Wizard.swift"),
            error: "navlint: error: App/Huge.swift: skipped: larger than 512 MB; exclude it in .navlint.json\n1 warning (interactive-pop-disabled 1), 0 errors in 1 file\n"))
    }
}
