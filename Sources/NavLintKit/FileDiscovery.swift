/// Finds the Swift files under the paths given on the command line.
enum FileDiscovery {
    /// Folders never descended into (besides hidden ones).
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    struct Result {
        /// Files in a stable order, each named once (as first given or found).
        var files: [String] = []
        var problems: [LintProblem] = []
    }

    /// Walks `paths`: folders recursively for `*.swift` (skipping hidden and build folders, and never
    /// looping on symbolic-link cycles); files as given. With a `filter` (the configuration's
    /// `include` and `exclude`), files it rejects are left out and excluded folders not entered.
    static func discover(_ paths: [String], filter: PathFilter? = nil) -> Result {
        var result = Result()
        var seenFiles: Set<String> = []
        var visitedFolders: Set<[UInt64]> = []

        func add(_ path: String) {
            if let filter, !filter.includes(file: path) { return }
            let key = FileSystem.canonicalPath(path) ?? path
            if seenFiles.insert(key).inserted { result.files.append(path) }
        }

        for path in paths {
            guard let status = FileSystem.status(path) else {
                result.problems.append(FileSystem.statusProblem(path))
                continue
            }
            switch status.kind {
            case .file, .other:
                add(path)
            case .directory:
                var stack = [path]
                while let folder = stack.popLast() {
                    guard let folderStatus = FileSystem.status(folder),
                          visitedFolders.insert([folderStatus.device, folderStatus.inode]).inserted else { continue }
                    let entries: [String]
                    do {
                        entries = try FileSystem.entries(of: folder)
                    } catch {
                        result.problems.append(error)
                        continue
                    }
                    var subfolders: [String] = []
                    for name in entries where !name.hasPrefix(".") {
                        let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                        guard let childStatus = FileSystem.status(child) else { continue }  // dangling link
                        switch childStatus.kind {
                        case .directory:
                            if !skippedFolders.contains(name) && filter?.excludes(folder: child) != true { subfolders.append(child) }
                        case .file, .other:
                            // A FIFO or device named `.swift` is listed so that reading it reports it.
                            if name.hasSuffix(".swift") { add(child) }
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
