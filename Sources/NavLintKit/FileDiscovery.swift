/// Finds the Swift files under the paths given on the command line.
enum FileDiscovery {
    /// Folders never descended into (besides hidden ones).
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    struct Result {
        /// Files in a stable order, each named once (as first given or found).
        var files: [String] = []
        var problems: [LintProblem] = []
    }

    /// A file or folder as the file system knows it, whatever the path that reached it.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Walks `paths`: folders recursively for `*.swift` (skipping hidden and build folders, and never
    /// looping on symbolic-link cycles); files as given. With a `filter` (the configuration's
    /// `include` and `exclude`), files it rejects are left out and excluded folders not entered.
    ///
    /// A file is listed once however it is reached (named twice, through a link to it or to its
    /// folder, or by hard links, which are one file), known by its device and inode rather than
    /// by a canonical path, which would cost a `realpath` per file. Folder entries are read with
    /// their type and inode from `readdir`, so only links and entries of unknown type are `stat`ed;
    /// a device's inodes from `readdir` are trusted once `stat` agreed with them for one file
    /// (FUSE file systems and some overlay mounts number them differently).
    static func discover(_ paths: [String], filter: PathFilter? = nil) -> Result {
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
                add(path, Identity(device: status.device, inode: status.inode))
            case .directory:
                var stack = [path]
                while let folder = stack.popLast() {
                    guard let folderStatus = FileSystem.status(folder),
                          visitedFolders.insert(Identity(device: folderStatus.device, inode: folderStatus.inode)).inserted else { continue }
                    let device = folderStatus.device
                    let entries: [FileSystem.Entry]
                    do {
                        entries = try FileSystem.entries(of: folder)
                    } catch {
                        result.problems.append(error)
                        continue
                    }
                    var subfolders: [String] = []
                    for entry in entries where !entry.name.hasPrefix(".") {
                        let name = entry.name
                        // Only folders and Swift files matter; a folder is `stat`ed when walked.
                        if let known = entry.kind, known != .directory, !name.hasSuffix(".swift") { continue }
                        let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                        let kind: FileSystem.Kind
                        var identity = Identity(device: device, inode: entry.inode)
                        if let known = entry.kind, known == .directory || readdirInodesAgree[device] == true {
                            kind = known
                        } else {
                            guard let childStatus = FileSystem.status(child) else { continue }  // dangling link
                            if entry.kind != nil && readdirInodesAgree[device] == nil {
                                readdirInodesAgree[device] = childStatus.device == device && childStatus.inode == entry.inode
                            }
                            kind = childStatus.kind
                            identity = Identity(device: childStatus.device, inode: childStatus.inode)
                        }
                        switch kind {
                        case .directory:
                            if !skippedFolders.contains(name) && filter?.excludes(folder: child) != true { subfolders.append(child) }
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
}
