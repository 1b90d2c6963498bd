#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NavLintReporters

/// Where a command writes: standard output and error, or buffers in tests.
public protocol Console: AnyObject {
    func out(_ text: String)
    func err(_ text: String)
    /// Standard input, read whole (for `--stdin-path`); an error when it is closed or unreadable.
    func readInput() throws(LintProblem) -> [UInt8]
    /// Why writing to standard output failed since the last call, if it did (a full disk, a
    /// closed standard output), so the command can exit with code 2; nil otherwise.
    func takeOutputProblem() -> LintProblem?
}

extension Console {
    public func takeOutputProblem() -> LintProblem? { nil }
}

extension Console {
    /// Writes `problem` to standard error as one line, `navlint: error: <path>: <message>` (or
    /// `warning`); a line break in a path is written `\n` or `\r`, so it cannot fake a line.
    func report(_ problem: LintProblem, isError: Bool = true) {
        err("navlint: \(isError ? "error" : "warning"): \(XcodeReporter.escapingLineBreaks(problem.description))\n")
    }
}

/// The process's standard streams. A closed pipe (`navlint … | head -1`) ends output quietly;
/// any other failure to write the report is kept for `takeOutputProblem`.
public final class StandardConsole: Console {
    /// Whether output stopped (the reader went away, or writing failed).
    public private(set) var isOutputClosed = false
    private var outputError: Int32 = 0
    private let isInputClosed: Bool
    private let wasOutputClosed: Bool

    /// Sets up the streams. A standard stream closed at start (`<&-`, `>&-`) is noted, and its
    /// descriptor taken by /dev/null, so that no file navlint opens later gets number 0, 1 or 2 and
    /// receives the report.
    public init() {
        signal(SIGPIPE, SIG_IGN)
        func reopenIfClosed(_ descriptor: Int32) -> Bool {
            guard fcntl(descriptor, F_GETFD) == -1 && errno == EBADF else { return false }
            _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)  // the lowest free number: `descriptor`
            return true
        }
        isInputClosed = reopenIfClosed(0)
        wasOutputClosed = reopenIfClosed(1)
        _ = reopenIfClosed(2)
    }

    public func out(_ text: String) {
        if wasOutputClosed && !isOutputClosed && !text.isEmpty {
            isOutputClosed = true
            outputError = EBADF
        }
        write(text, to: 1)
    }

    public func err(_ text: String) { write(text, to: 2) }

    public func takeOutputProblem() -> LintProblem? {
        defer { outputError = 0 }
        return switch outputError {
        case 0: nil
        case EBADF: LintProblem(path: "standard output", message: "closed; give navlint a standard output, or write the report with --output <file>")
        case ENOSPC, EDQUOT, EFBIG: LintProblem(path: "standard output", message: "cannot write: \(FileSystem.errnoMessage(outputError)); free disk space, or write the report with --output <file>")
        default: LintProblem(path: "standard output", message: "cannot write: \(FileSystem.errnoMessage(outputError)); write the report with --output <file>")
        }
    }

    private func write(_ text: String, to descriptor: Int32) {
        if descriptor == 1 && isOutputClosed { return }
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    if descriptor == 1 {
                        isOutputClosed = true
                        // The reader went away (`| head`): not an error, the run just stops writing.
                        if errno != EPIPE { outputError = errno }
                    }
                    return
                }
                offset += written
            }
        }
    }

    /// Reads standard input to its end, or to one byte past the largest file navlint lints (which
    /// is then refused as too large), so an endless stream cannot exhaust memory.
    public func readInput() throws(LintProblem) -> [UInt8] {
        let hint = "--stdin-path lints the buffer given on standard input (navlint --stdin-path <path> < <file>)"
        if isInputClosed { throw LintProblem(path: "standard input", message: "closed; \(hint)") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= FileSystem.maximumFileSize {
            let count = chunk.withUnsafeMutableBytes { systemRead(0, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw LintProblem(path: "standard input", message: "cannot read: \(FileSystem.errnoMessage(errno)); \(hint)")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}

/// A console that keeps what is written, for tests.
public final class BufferConsole: Console {
    public var output = ""
    public var error = ""
    public var input: [UInt8]

    public init(input: [UInt8] = []) { self.input = input }

    public func out(_ text: String) { output += text }
    public func err(_ text: String) { error += text }
    public func readInput() -> [UInt8] { input }
}

/// `write(2)` under a name that does not clash with Swift's own `write` methods (also used by
/// `AtomicFile`).
@inline(__always)
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(descriptor, buffer, count)
    #else
    return Glibc.write(descriptor, buffer, count)
    #endif
}

@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.read(descriptor, buffer, count)
    #else
    return Glibc.read(descriptor, buffer, count)
    #endif
}

/// Values the command line deliberately never frees because the process ends right after it
/// uses them.
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keepAlive(_ value: Any) { kept.append(value) }
}
