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

    /// Reads a whole regular file: a Swift file to lint, or else (`isSwiftFile` false) a
    /// configuration or baseline, which cannot be excluded. Anything but a regular file is refused
    /// before a byte is read: a FIFO or a device could block or never end (and opening without
    /// blocking means a FIFO without a writer does not hang the run).
    static func read(_ path: String, isSwiftFile: Bool = true) throws(LintProblem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw readProblem(path, errno, isSwiftFile: isSwiftFile) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw readProblem(path, errno, isSwiftFile: isSwiftFile) }
        let type = info.st_mode & S_IFMT
        let exclude = isSwiftFile ? "; exclude it in .navlint.json" : ""
        if type == S_IFDIR { throw LintProblem(path: path, message: "is a directory; name a file") }
        if type != S_IFREG { throw LintProblem(path: path, message: "not a regular file (\(kindName(type)))\(exclude)") }
        if info.st_size > maximumFileSize { throw tooLarge(path, isSwiftFile: isSwiftFile) }
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
        if failure != 0 { throw readProblem(path, failure, isSwiftFile: isSwiftFile) }
        if bytes.count == expected {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let got = chunk.withUnsafeMutableBytes { Glibc_read(descriptor, $0.baseAddress, $0.count) }
                if got < 0 {
                    if errno == EINTR { continue }
                    throw readProblem(path, errno, isSwiftFile: isSwiftFile)
                }
                if got == 0 { break }
                bytes.append(contentsOf: chunk[0..<got])
                if bytes.count > maximumFileSize { throw tooLarge(path, isSwiftFile: isSwiftFile) }
            }
        }
        return bytes
    }

    /// Reads a Swift file as the tokenizer takes it: UTF-8, converted from UTF-16 or UTF-32 when
    /// it starts with their byte order mark (see `SourceEncoding`).
    static func readSource(_ path: String) throws(LintProblem) -> [UInt8] {
        let text = SourceEncoding.utf8(try read(path))
        if text.count > maximumFileSize { throw tooLarge(path) }
        return text
    }

    /// A file too large to be source code (a generated blob, a log named `.swift`).
    static func tooLarge(_ path: String, isSwiftFile: Bool = true) -> LintProblem {
        LintProblem(path: path, message: "skipped: larger than \(maximumFileSize / 1024 / 1024) MB\(isSwiftFile ? "; exclude it in .navlint.json" : "")")
    }

    /// A file that cannot be read, and what to do about it.
    static func readProblem(_ path: String, _ code: Int32, isSwiftFile: Bool = true, verb: String = "read") -> LintProblem {
        let hint = switch code {
        case ENOENT, ENOTDIR: "check the path"
        case ENAMETOOLONG: "shorten the path (the system's limit is \(PATH_MAX) bytes)\(isSwiftFile ? ", or exclude it in .navlint.json" : "")"
        case EACCES, EPERM: isSwiftFile ? "make it readable, or exclude it in .navlint.json" : "make it readable"
        default: isSwiftFile ? "exclude it in .navlint.json" : "check the file"
        }
        return LintProblem(path: path, message: "cannot \(verb): \(errnoMessage(code)); \(hint)")
    }

    /// The kind of a file that is neither a folder nor a regular file, for messages.
    static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "a special file"
        }
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

    /// Why `status` gave nil for `path` (asked again, for a fresh `errno`).
    static func statusError(_ path: String) -> Int32 {
        var info = stat()
        return stat(path, &info) == 0 ? ENOENT : errno
    }

    /// Why `path`, for which `status` gave nil, cannot be linted.
    static func statusProblem(_ path: String) -> LintProblem {
        let code = statusError(path)
        if code == ENOENT || code == ENOTDIR { return LintProblem(path: path, message: "no such file or directory; check the path") }
        return readProblem(path, code)
    }

    /// Whether `first` and `second` name the same file: the same device and inode when both
    /// exist (through links, hard links or any spelling), else the same canonical path (a file
    /// not written yet: its folder's canonical path and its name).
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        if let one = status(first), let other = status(second) {
            return one.device == other.device && one.inode == other.inode
        }
        func resolved(_ path: String) -> String {
            let absolute = Paths.absolute(path)
            if let canonical = canonicalPath(absolute) { return canonical }
            let name = absolute.split(separator: "/").last.map(String.init) ?? ""
            let folder = canonicalPath(Paths.parent(absolute)) ?? Paths.parent(absolute)
            return folder == "/" ? "/" + name : folder + "/" + name
        }
        return resolved(first) == resolved(second)
    }

    /// The folders of the kernel's pseudo file systems, never walked: their files are endless or
    /// change as they are read, and /proc links back to the whole file system.
    static let systemFolders = ["/proc", "/sys", "/dev"]

    /// The devices of `systemFolders` where each is a file system of its own (not the root's).
    static let systemDevices: Set<UInt64> = {
        guard let root = status("/") else { return [] }
        return Set(systemFolders.compactMap { status($0) }.filter { $0.kind == .directory && $0.device != root.device }.map(\.device))
    }()

    /// Whether the folder at the canonical path `path`, on `device`, is or is inside a system folder.
    static func isSystemFolder(_ path: String, device: UInt64) -> Bool {
        systemDevices.contains(device) || systemFolders.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// One entry of a folder as `readdir` gives it, so that walking a folder needs no `stat` per
    /// entry: its kind when the file system tells it (nil for a symbolic link, or when the type is
    /// unknown, as some file systems report: ask `status`), and its inode number.
    struct Entry {
        var name: String
        var kind: Kind?
        var inode: UInt64
    }

    /// The entries of a directory, sorted by name, without `.` and `..`.
    static func entries(of directory: String) throws(LintProblem) -> [Entry] {
        guard let handle = opendir(directory) else {
            throw readProblem(directory, errno, verb: "list")
        }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            // Read in place: the record is only as long as its name, so copying the fixed-size
            // `d_name` field (or the whole `dirent`) out of it would read past the end of the
            // directory buffer.
            let record = UnsafeRawPointer(entry)
            func field<T: BitwiseCopyable>(_ key: KeyPath<dirent, T>) -> T {
                record.loadUnaligned(fromByteOffset: MemoryLayout<dirent>.offset(of: key)!, as: T.self)
            }
            let name = String(cString: (record + MemoryLayout<dirent>.offset(of: \dirent.d_name)!).assumingMemoryBound(to: CChar.self))
            if name == "." || name == ".." { continue }
            let kind: Kind? = switch Int(field(\.d_type)) {
            case Int(DT_DIR): .directory
            case Int(DT_REG): .file
            case Int(DT_FIFO), Int(DT_CHR), Int(DT_BLK), Int(DT_SOCK): .other
            default: nil  // DT_LNK, DT_UNKNOWN
            }
            entries.append(Entry(name: name, kind: kind, inode: UInt64(field(\.d_ino))))
        }
        return entries.sorted { $0.name < $1.name }
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
