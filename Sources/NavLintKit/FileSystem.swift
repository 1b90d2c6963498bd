#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A problem with one input (missing, unreadable, too large…) or with the run itself.
public struct LintProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Thin, error-reporting wrappers over the POSIX file calls navlint needs.
enum FileSystem {
    /// Files larger than this are refused: offsets are 32-bit and such a file is not source code.
    static let maximumFileSize = 512 * 1024 * 1024

    static func errnoMessage(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// Reads a whole file.
    static func read(_ path: String) throws(LintProblem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw LintProblem(path: path, message: "cannot read: \(errnoMessage(errno))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw LintProblem(path: path, message: "cannot read: \(errnoMessage(errno))") }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw LintProblem(path: path, message: "is a directory") }
        if Int(info.st_size) > maximumFileSize {
            throw LintProblem(path: path, message: "skipped: larger than \(maximumFileSize / 1024 / 1024) MB")
        }
        // Read straight into a buffer of the file's size; a file that grows while being read is
        // read on in chunks.
        let expected = Int(info.st_size)
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = 0
            while count < expected {
                let got = Glibc_read(descriptor, buffer.baseAddress! + count, expected - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if got == 0 { break }
                count += got
            }
        }
        if failure != 0 { throw LintProblem(path: path, message: "cannot read: \(errnoMessage(failure))") }
        if bytes.count == expected {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let got = chunk.withUnsafeMutableBytes { Glibc_read(descriptor, $0.baseAddress, $0.count) }
                if got < 0 {
                    if errno == EINTR { continue }
                    throw LintProblem(path: path, message: "cannot read: \(errnoMessage(errno))")
                }
                if got == 0 { break }
                bytes.append(contentsOf: chunk[0..<got])
                if bytes.count > maximumFileSize {
                    throw LintProblem(path: path, message: "skipped: larger than \(maximumFileSize / 1024 / 1024) MB")
                }
            }
        }
        return bytes
    }

    enum Kind { case file, directory, other }

    /// The kind of `path` (following symbolic links), its device and inode; nil when it does not exist.
    static func status(_ path: String) -> (kind: Kind, device: UInt64, inode: UInt64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        let kind: Kind = type == S_IFDIR ? .directory : type == S_IFREG ? .file : .other
        return (kind, UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// The entries of a directory, sorted, without `.` and `..`.
    static func entries(of directory: String) throws(LintProblem) -> [String] {
        guard let handle = opendir(directory) else {
            throw LintProblem(path: directory, message: "cannot list: \(errnoMessage(errno))")
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The canonical absolute path, resolving symbolic links; nil when it cannot be resolved.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func currentDirectory() -> String {
        FileManager.default.currentDirectoryPath
    }
}

/// `read(2)` under a name that does not clash with Swift's own `read` methods.
@inline(__always)
private func Glibc_read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.read(descriptor, buffer, count)
    #else
    return Glibc.read(descriptor, buffer, count)
    #endif
}
