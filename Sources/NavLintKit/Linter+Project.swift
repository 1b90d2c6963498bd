/// Linting single files as part of their project: the analysis is cross-file (a base router or a
/// flush delegate often lives in another file), so the whole project is indexed and only the
/// given files are reported on. This is how pre-commit, editors and the build plugin run navlint.
extension Linter {
    /// Lints `files`, indexing the whole project they belong to (see `ProjectRoot`).
    public func lint(files: [String]) -> LintOutcome {
        let root = ProjectRoot.find(for: files)
        // The files come first so that discovery names them as given, which `reportOnly` matches.
        return lint(paths: files + [root], reportOnly: Set(files))
    }

    /// Lints `bytes` as if they were the file at `path` (an editor's unsaved buffer, read from
    /// standard input); the rest of the project is read from disk, without the file at `path`.
    public func lint(bytes: [UInt8], as path: String) -> LintOutcome {
        let filter = configuration.pathFilter
        // Named first when it is on disk, the file is listed as `path` and its copy in the walk,
        // by whatever path, is left out (discovery knows files by device and inode).
        let isOnDisk = FileSystem.status(path)?.kind == .file
        let discovered = FileDiscovery.discover((isOnDisk ? [path] : []) + [ProjectRoot.find(for: [path])], filter: filter)
        var inputs: [SourceInput] = []
        var problems = discovered.problems
        for (position, file) in discovered.files.enumerated() where !(isOnDisk && position == 0 && file == path) {
            do {
                inputs.append(SourceInput(path: file, bytes: try FileSystem.read(file)))
            } catch {
                problems.append(error)
            }
        }
        if filter?.includes(file: path) != false { inputs.append(SourceInput(path: path, bytes: bytes)) }
        var outcome = lint(inputs, reportOnly: [path])
        outcome.problems = problems + outcome.problems
        return outcome
    }
}
