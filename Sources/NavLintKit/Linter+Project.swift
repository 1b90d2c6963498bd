/// Linting single files as part of their project: the analysis is cross-file (a base router or a
/// flush delegate often lives in another file), so the whole project is indexed and only the
/// given files are reported on. This is how pre-commit, editors and the build plugin run navlint.
extension Linter {
    /// Lints `files`, indexing the whole project they belong to (see `ProjectRoot`); without a
    /// project marker, the Swift files of their own folders, not recursively.
    public func lint(files: [String]) -> LintOutcome {
        // The files come first so that discovery names them as given, which `reportOnly` matches.
        let (context, isRecursive) = Linter.projectFolders(of: files)
        return lint(paths: files + context, reportOnly: Set(files), isRecursive: isRecursive)
    }

    /// Lints `bytes` as if they were the file at `path` (an editor's unsaved buffer, read from
    /// standard input); the rest of the project is read from disk, without the file at `path`.
    /// UTF-16 and UTF-32 buffers are converted as files are (see `SourceEncoding`).
    public func lint(bytes: [UInt8], as path: String) -> LintOutcome {
        let filter = configuration.pathFilter
        // Named first when it is on disk, the file is listed as `path` and its copy in the walk,
        // by whatever path, is left out (discovery knows files by device and inode).
        let isOnDisk = FileSystem.status(path)?.kind == .file && path.hasSuffix(".swift")
        let (context, isRecursive) = Linter.projectFolders(of: [path])
        let discovered = FileDiscovery.discover((isOnDisk ? [path] : []) + context, filter: filter, isRecursive: isRecursive)
        var inputs: [SourceInput] = []
        var problems = discovered.problems
        for (position, file) in discovered.files.enumerated() where !(isOnDisk && position == 0 && file == path) {
            do {
                inputs.append(SourceInput(path: file, bytes: try FileSystem.readSource(file)))
            } catch {
                problems.append(error)
            }
        }
        let isIncluded = filter?.includes(file: path) != false
        if isIncluded { inputs.append(SourceInput(path: path, bytes: SourceEncoding.utf8(bytes))) }
        var outcome = lint(inputs, reportOnly: [path])
        outcome.problems = problems + outcome.problems
        outcome.warnings = discovered.warnings
        outcome.lintableFiles = 1
        return outcome
    }

    /// The folders to index around `files`: their project (walked whole), or without a project
    /// marker each file's own folder, not recursively.
    static func projectFolders(of files: [String]) -> (folders: [String], isRecursive: Bool) {
        if let root = ProjectRoot.marked(for: files) { return ([root], true) }
        var seen: Set<String> = []
        let folders = files.map { Paths.parent(Paths.absolute($0)) }.filter { seen.insert($0).inserted }
        return (folders, false)
    }
}
