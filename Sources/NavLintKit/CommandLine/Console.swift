#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: standard output and error, or buffers in tests.
public protocol Console: AnyObject {
    func out(_ text: String)
    func err(_ text: String)
    /// Standard input, read whole (for `--stdin-path`).
    func readInput() -> [UInt8]
}

/// The process's standard streams. A closed pipe (`navlint … | head -1`) ends output quietly.
public final class StandardConsole: Console {
    public private(set) var isOutputClosed = false

    public init() {
        signal(SIGPIPE, SIG_IGN)
    }

    public func out(_ text: String) { write(text, to: 1) }
    public func err(_ text: String) { write(text, to: 2) }

    private func write(_ text: String, to descriptor: Int32) {
        if descriptor == 1 && isOutputClosed { return }
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    if descriptor == 1 { isOutputClosed = true }
                    return
                }
                offset += written
            }
        }
    }

    /// Reads standard input to its end, or to one byte past the largest file navlint lints (which
    /// is then refused as too large), so an endless stream cannot exhaust memory.
    public func readInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= FileSystem.maximumFileSize {
            let count = chunk.withUnsafeMutableBytes { systemRead(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
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
