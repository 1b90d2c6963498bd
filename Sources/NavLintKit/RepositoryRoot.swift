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
    /// The finding with its path, and its related sites' paths, relative to `folder` when they lie
    /// under it, else absolute.
    func relative(to folder: String) -> Finding {
        withPaths { path in
            let absolute = Paths.absolute(path)
            return Paths.relative(absolute, to: folder) ?? absolute
        }
    }

    /// The finding with `transform` applied to its path and to each related site's path.
    func withPaths(_ transform: (String) -> String) -> Finding {
        var finding = self
        finding.path = transform(path)
        for position in finding.related.indices { finding.related[position].path = transform(finding.related[position].path) }
        return finding
    }
}
