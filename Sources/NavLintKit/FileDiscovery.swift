#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the Swift files under the paths given on the command line.
enum FileDiscovery {
    /// Folders never descended into (besides hidden ones).
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    struct Result {
        /// Files in a stable order, each named once (as first given or found).
        var files: [String] = []
        /// Paths that cannot be linted (missing, unreadable…): each makes the exit code 2.
        var problems: [LintProblem] = []
        /// Input left out on purpose, said aloud: a link out of the project, a system folder, a
        /// file named that is not Swift.
        var warnings: [LintProblem] = []
        /// Swift files named on the command line that the configuration excludes.
        var excludedNamedFiles = 0
    }

    /// A file or folder as the file system knows it, whatever the path that reached it.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// A folder waiting to be walked: its path as shown, and its canonical path (for the bounds).
    private struct PendingFolder {
        var path: String
        var canonicalPath: String
    }

    /// Walks `paths`: folders for `*.swift` (skipping hidden and build folders, and never looping
    /// on symbolic-link cycles), recursively unless `isRecursive` is false; files as given, when
    /// their name ends in `.swift`. With a `filter` (the configuration's `include` and `exclude`),
    /// files it rejects are left out and excluded folders not entered.
    ///
    /// A walk stays inside the project of the folder named (see `ProjectRoot`; without a project
    /// marker, the folder itself): a link to a folder outside it is not followed, so a link to `/`
    /// does not pull in the whole file system. /proc, /sys and /dev are never walked.
    ///
    /// A file is listed once however it is reached (named twice, through a link to it or to its
    /// folder, or by hard links, which are one file), known by its device and inode rather than
    /// by a canonical path, which would cost a `realpath` per file. Folder entries are read with
    /// their type and inode from `readdir`, so only links and entries of unknown type are `stat`ed;
    /// a device's inodes from `readdir` are trusted once `stat` agreed with them for one file
    /// (FUSE file systems and some overlay mounts number them differently).
    static func discover(_ paths: [String], filter: PathFilter? = nil, isRecursive: Bool = true) -> Result {
        var result = Result()
        var seenFiles: Set<Identity> = []
        var visitedFolders: Set<Identity> = []
        /// Per device, whether the inode `readdir` gives is the inode `stat` gives.
        var readdirInodesAgree: [UInt64: Bool] = [:]

        func add(_ path: String, _ identity: Identity) {
            if let filter, !filter.includes(file: path) { return }
            if seenFiles.insert(identity).inserted { result.files.append(path) }
        }

        for path in paths {
            guard let status = FileSystem.status(path) else {
                result.problems.append(FileSystem.statusProblem(path))
                continue
            }
            switch status.kind {
            case .file, .other:
                guard path.hasSuffix(".swift") else {
                    result.warnings.append(LintProblem(path: path, message: "not a Swift file (its name does not end in .swift); skipped"))
                    continue
                }
                if let filter, !filter.includes(file: path) {
                    result.excludedNamedFiles += 1
                    continue
                }
                add(path, Identity(device: status.device, inode: status.inode))
            case .directory:
                let canonical = FileSystem.canonicalPath(path) ?? Paths.absolute(path)
                let bounds = ProjectRoot.marked(for: [canonical]).flatMap(FileSystem.canonicalPath) ?? canonical
                var stack = [PendingFolder(path: path, canonicalPath: canonical)]
                while let pending = stack.popLast() {
                    let folder = pending.path
                    guard let folderStatus = FileSystem.status(folder) else {
                        let code = FileSystem.statusError(folder)
                        if code != ENOENT { result.problems.append(FileSystem.readProblem(folder, code, verb: "list")) }
                        continue
                    }
                    if FileSystem.isSystemFolder(pending.canonicalPath, device: folderStatus.device) {
                        result.warnings.append(LintProblem(path: folder, message: "a system folder; not walked"))
                        continue
                    }
                    guard visitedFolders.insert(Identity(device: folderStatus.device, inode: folderStatus.inode)).inserted else { continue }
                    let device = folderStatus.device
                    let entries: [FileSystem.Entry]
                    do {
                        entries = try FileSystem.entries(of: folder)
                    } catch {
                        result.problems.append(error)
                        continue
                    }
                    var subfolders: [PendingFolder] = []
                    for entry in entries where !entry.name.hasPrefix(".") {
                        let name = entry.name
                        // Only folders and Swift files matter; a folder is `stat`ed when walked.
                        if let known = entry.kind, known != .directory, !name.hasSuffix(".swift") { continue }
                        if entry.kind == .directory && !isRecursive { continue }
                        let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                        let kind: FileSystem.Kind
                        var identity = Identity(device: device, inode: entry.inode)
                        if let known = entry.kind, known == .directory || readdirInodesAgree[device] == true {
                            kind = known
                        } else {
                            guard let childStatus = FileSystem.status(child) else {
                                // A dangling link or a link cycle is no file; anything else is a problem.
                                let code = FileSystem.statusError(child)
                                if code != ENOENT && code != ELOOP { result.problems.append(FileSystem.readProblem(child, code)) }
                                continue
                            }
                            if entry.kind != nil && readdirInodesAgree[device] == nil {
                                readdirInodesAgree[device] = childStatus.device == device && childStatus.inode == entry.inode
                            }
                            kind = childStatus.kind
                            identity = Identity(device: childStatus.device, inode: childStatus.inode)
                        }
                        switch kind {
                        case .directory:
                            guard isRecursive, !skippedFolders.contains(name), filter?.excludes(folder: child) != true else { continue }
                            var canonicalChild = pending.canonicalPath == "/" ? "/" + name : pending.canonicalPath + "/" + name
                            if entry.kind == nil {
                                // A link (or an entry of unknown type): where it really leads.
                                canonicalChild = FileSystem.canonicalPath(child) ?? canonicalChild
                                guard Paths.isInside(canonicalChild, bounds) else {
                                    result.warnings.append(LintProblem(path: child, message: "a link to a folder outside the project (\(bounds)); not followed"))
                                    continue
                                }
                            }
                            subfolders.append(PendingFolder(path: child, canonicalPath: canonicalChild))
                        case .file, .other:
                            // A FIFO or device named `.swift` is listed so that reading it reports it.
                            if name.hasSuffix(".swift") { add(child, identity) }
                        }
                    }
                    // Depth-first in name order.
                    stack.append(contentsOf: subfolders.reversed())
                }
            }
        }
        return result
    }

    /// The `include` patterns that lead out of the configuration file's folder (`../Shared`):
    /// files there are never walked, so such a pattern matches nothing.
    static func includesOutsideTheProject(_ include: [String]) -> [String] {
        include.filter { pattern in
            var depth = 0
            for segment in pattern.split(separator: "/", omittingEmptySubsequences: true) where segment != "." {
                depth += segment == ".." ? -1 : 1
                if depth < 0 { return true }
            }
            return false
        }
    }
}
