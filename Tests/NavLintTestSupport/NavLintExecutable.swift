import Foundation
import XCTest

/// The built `navlint` executable, run as a child process for what only a real process shows:
/// its exit status, signals, closed pipes, another user's permissions.
public enum NavLintExecutable {
    /// What a child process printed and how it ended.
    public struct Run: Equatable {
        public var status: Int32
        /// Whether it ended by a signal (then `status` is the signal's number).
        public var isSignalled: Bool
        public var output: String
        public var error: String

        public init(status: Int32, isSignalled: Bool = false, output: String, error: String) {
            self.status = status
            self.isSignalled = isSignalled
            self.output = output
            self.error = error
        }
    }

    struct NotBuilt: Error {}

    /// The executable next to the test bundle (`swift test` builds it with the tests); fails the
    /// test when it is missing.
    public static func path(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("navlint").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        XCTFail("the navlint executable is not built next to the tests (\(Bundle.main.bundleURL.path)); run 'swift build'",
                file: file, line: line)
        throw NotBuilt()
    }

    /// Runs `executable` with `arguments` in `folder`, standard input empty, and waits for it.
    public static func run(_ executable: String, _ arguments: [String], in folder: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        // Standard error goes to a file, so that reading standard output to its end cannot leave
        // the child blocked on a full error pipe.
        let errorPath = NSTemporaryDirectory() + "/navlint-stderr-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let errorFile = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorFile
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorFile.close()
        let errorData = FileManager.default.contents(atPath: errorPath) ?? Data()
        return Run(status: process.terminationStatus, isSignalled: process.terminationReason == .uncaughtSignal,
                   output: String(decoding: outputData, as: UTF8.self), error: String(decoding: errorData, as: UTF8.self))
    }
}
