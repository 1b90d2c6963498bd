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
        let discovered = FileDiscovery.discover([ProjectRoot.find(for: [path])], filter: filter)
        let replaced = FileSystem.canonicalPath(path) ?? Paths.absolute(path)
        var inputs: [SourceInput] = []
        var problems = discovered.problems
        for file in discovered.files where (FileSystem.canonicalPath(file) ?? Paths.absolute(file)) != replaced {
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
