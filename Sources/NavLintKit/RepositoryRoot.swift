import NavLintReporters

/// The folder that the code-scanning formats (SARIF, GitHub, GitLab) make paths relative to: the
/// services resolve a path against the repository's checkout, so it must not depend on the
/// folder navlint ran in (`cd ios && navlint --format sarif .`).
public enum RepositoryRoot {
    /// The absolute folder of the repository holding `paths`: the nearest folder at or above
    /// their project root (see `ProjectRoot`) that holds `.git` (a folder, or a file in worktrees
    /// and submodules), else the project root itself, else (no project marker at all) their common
    /// folder.
    public static func find(for paths: [String]) -> String {
        guard let projectRoot = ProjectRoot.marked(for: paths) else { return ProjectRoot.commonFolder(of: paths) }
        for folder in Paths.selfAndAncestors(projectRoot) where FileSystem.status(folder == "/" ? "/.git" : folder + "/.git") != nil {
            return folder
        }
        return projectRoot
    }
}

extension Finding {
    /// The finding with its path relative to `folder` when it lies under it, else absolute.
    func relative(to folder: String) -> Finding {
        var finding = self
        let absolute = Paths.absolute(path)
        finding.path = Paths.relative(absolute, to: folder) ?? absolute
        return finding
    }
}
