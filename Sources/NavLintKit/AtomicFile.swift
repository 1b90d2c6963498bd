#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see the old content or the new, never a part: the bytes go to a
/// temporary file in the same folder, which then replaces the target by `rename(2)`. On any
/// failure the temporary file is removed and an existing target is left untouched. A symbolic link
/// is followed (the file it names is replaced, the link kept); a target that is a device or a FIFO
/// (`/dev/stdout`, a pipe) is a stream, written in place.
public enum AtomicFile {
    /// Writes `bytes` to `path`. With `overwrite` false an existing file is an error, checked
    /// atomically (`link(2)` refuses an existing name).
    public static func write(_ bytes: [UInt8], to path: String, overwrite: Bool = true) throws(LintProblem) {
        var absolute = Paths.absolute(path)
        if overwrite, let existing = FileSystem.status(absolute) {
            if existing.kind == .other { return try writeInPlace(bytes, to: absolute, path: path) }
            absolute = FileSystem.canonicalPath(absolute) ?? absolute
        }
        let folder = Paths.parent(absolute)
        let name = absolute.split(separator: "/").last.map(String.init) ?? ""
        var template = Array("\(folder == "/" ? "" : folder)/.\(name).navlint-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path, errno) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var isRenamed = false
        defer {
            if !isRenamed { unlink(temporary) }
        }
        let filled = Result { () throws(LintProblem) in try fill(descriptor, with: bytes, target: absolute, path: path) }
        close(descriptor)
        try filled.get()
        if overwrite {
            guard rename(temporary, absolute) == 0 else { throw failure(path, errno) }
        } else {
            guard link(temporary, absolute) == 0 else {
                if errno == EEXIST { throw LintProblem(path: path, message: "already exists; not overwritten (remove it first, or name another file)") }
                throw failure(path, errno)
            }
            unlink(temporary)
        }
        isRenamed = true
    }

    /// Writes to a device or FIFO as it is.
    private static func writeInPlace(_ bytes: [UInt8], to absolute: String, path: String) throws(LintProblem) {
        let descriptor = open(absolute, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(LintProblem) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(path, errno)
            }
            offset += written
        }
    }

    /// Writes the bytes, sets the mode a plain create would give (or the replaced file's: mkstemp
    /// makes the file readable by its owner only) and flushes to disk.
    private static func fill(_ descriptor: Int32, with bytes: [UInt8], target: String, path: String) throws(LintProblem) {
        try writeAll(bytes, to: descriptor, path: path)
        var existing = stat()
        let mode = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
        guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else { throw failure(path, errno) }
    }

    /// A failed write, with what to do about it.
    private static func failure(_ path: String, _ code: Int32) -> LintProblem {
        let hint = switch code {
        case ENOSPC, EDQUOT, EFBIG: "free disk space, or write it elsewhere"
        case ENOENT: "create its folder first"
        case EISDIR: "name a file, not a folder"
        case EACCES, EPERM, EROFS: "write it to a writable folder"
        default: "write it elsewhere"
        }
        return LintProblem(path: path, message: "cannot write: \(FileSystem.errnoMessage(code)); \(hint)")
    }

    /// The process's file-mode creation mask (reading it means setting it, so it is set back).
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
