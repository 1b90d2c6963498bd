#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see the old content or the new, never a part, and so that a run
/// killed mid-write (kill -9, a crash, a power cut) leaves nothing behind.
///
/// On Linux the bytes go to an unnamed file in the target's folder (`O_TMPFILE`), which the kernel
/// deletes if the process dies, and which is then named by `linkat` and renamed over the target.
/// Where the file system refuses unnamed files, or /proc is missing, the bytes go to a temporary
/// file named `.navlint-<name>.<pid>.<random>` beside the target; every write removes the ones a
/// dead navlint process left there. On any failure the temporary file is removed and an existing
/// target is left untouched. A symbolic link is followed (the file it names is replaced, the link
/// kept); a target that is a device or a FIFO (`/dev/stdout`, a pipe) is a stream, written in place.
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
        removeStaleTemporaries(in: folder)
        if let descriptor = unnamedFile(in: folder) {
            defer { close(descriptor) }
            try fill(descriptor, with: bytes, target: absolute, path: path)
            if let temporary = try name(descriptor, beside: absolute, path: path) {
                return try commit(temporary, to: absolute, overwrite: overwrite, path: path)
            }
            // Unnamed files cannot be named here (no /proc): write a named one instead.
        }
        var template = Array(temporaryPrefix(for: absolute).appending("XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path, errno) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let filled = Result { () throws(LintProblem) in try fill(descriptor, with: bytes, target: absolute, path: path) }
        close(descriptor)
        do {
            try filled.get()
        } catch {
            unlink(temporary)
            throw error
        }
        try commit(temporary, to: absolute, overwrite: overwrite, path: path)
    }

    /// Gives the complete temporary file the target's name: renamed over it, or with `overwrite`
    /// false linked (which fails on an existing name). The temporary name is gone either way.
    private static func commit(_ temporary: String, to absolute: String, overwrite: Bool, path: String) throws(LintProblem) {
        defer { unlink(temporary) }
        if overwrite {
            guard rename(temporary, absolute) == 0 else { throw failure(path, errno) }
        } else {
            guard link(temporary, absolute) == 0 else {
                if errno == EEXIST { throw LintProblem(path: path, message: "already exists; not overwritten (remove it first, or name another file)") }
                throw failure(path, errno)
            }
        }
    }

    /// `<folder>/.navlint-<name>.<pid>.`: the start of this process's temporary files for `absolute`.
    static func temporaryPrefix(for absolute: String) -> String {
        let folder = Paths.parent(absolute)
        let name = absolute.split(separator: "/").last.map(String.init) ?? ""
        return "\(folder == "/" ? "" : folder)/.navlint-\(name).\(getpid())."
    }

    /// Removes the temporary files (`.navlint-<name>.<pid>.<random>`, regular files) that navlint
    /// processes no longer running left in `folder` when they were killed mid-write.
    static func removeStaleTemporaries(in folder: String) {
        guard let entries = try? FileSystem.entries(of: folder) else { return }
        for entry in entries where entry.kind == .file && entry.name.hasPrefix(".navlint-") {
            let parts = entry.name.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 4, let pid = pid_t(parts[parts.count - 2]), pid > 0, pid != getpid() else { continue }
            // ESRCH: no such process (EPERM means one runs, of another user).
            if kill(pid, 0) == -1 && errno == ESRCH {
                unlink((folder == "/" ? "" : folder) + "/" + entry.name)
            }
        }
    }

    /// An unnamed file open for writing in `folder` (Linux's `O_TMPFILE`), or nil where the
    /// system or the file system has none; a real error (a missing folder) shows on the fallback.
    static func unnamedFile(in folder: String) -> Int32? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        let descriptor = open(folder, linuxTemporaryFile | O_WRONLY | O_CLOEXEC, 0o600)
        return descriptor >= 0 ? descriptor : nil
        #else
        return nil
        #endif
    }

    /// Links the unnamed file `descriptor` into the target's folder under a temporary name and
    /// returns it; nil when it cannot be linked (no /proc and no privilege for `AT_EMPTY_PATH`).
    private static func name(_ descriptor: Int32, beside absolute: String, path: String) throws(LintProblem) -> String? {
        #if os(Linux)
        let prefix = temporaryPrefix(for: absolute)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        for _ in 0..<100 {
            let temporary = prefix + String((0..<6).map { _ in alphabet.randomElement()! })
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 { return temporary }
            if errno == EEXIST { continue }
            if errno != ENOENT { throw failure(path, errno) }
            // No /proc: the descriptor itself, which needs CAP_DAC_READ_SEARCH.
            if linkat(descriptor, "", AT_FDCWD, temporary, linuxEmptyPath) == 0 { return temporary }
            return nil
        }
        throw failure(path, EEXIST)
        #else
        return nil
        #endif
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

#if os(Linux)
/// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`, the same on x86-64 and arm64), which Glibc's Swift
/// module does not import.
private let linuxTemporaryFile: Int32 = 0o20000000 | O_DIRECTORY
/// `AT_EMPTY_PATH`, not imported either.
private let linuxEmptyPath: Int32 = 0x1000
#endif
