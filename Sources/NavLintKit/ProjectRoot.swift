/// The project a set of files belongs to. The analysis is cross-file, so when navlint is given
/// single files (by pre-commit, an editor or the build plugin) it still indexes the whole project
/// and reports only on those files.
public enum ProjectRoot {
    /// The absolute folder of the project holding `paths`: the nearest folder at or above their
    /// common folder that holds `.navlint.json`, else the nearest that holds `.git` (a folder, or a
    /// file in worktrees and submodules), else the common folder itself.
    public static func find(for paths: [String]) -> String {
        let folders = paths.map { path -> String in
            let absolute = Paths.absolute(path)
            return FileSystem.status(absolute)?.kind == .directory ? absolute : Paths.parent(absolute)
        }
        let common = Paths.commonFolder(folders)
        let ancestors = Paths.selfAndAncestors(common)
        for marker in [ConfigurationLoader.fileName, ".git"] {
            for folder in ancestors where FileSystem.status(folder == "/" ? "/" + marker : folder + "/" + marker) != nil {
                return folder
            }
        }
        return common
    }
}
