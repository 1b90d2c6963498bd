/// The project a set of files belongs to. The analysis is cross-file, so when navlint is given
/// single files (by pre-commit, an editor or the build plugin) it still indexes the whole project
/// and reports only on those files. The project also bounds every folder walk: a link to a folder
/// outside it is not followed (see `FileDiscovery`).
///
/// The rule: the project is the nearest folder at or above the files' common folder that holds
/// `.navlint.json`, else the nearest that holds `.git` (a folder, or a file in worktrees and
/// submodules). With neither, there is no project: a file given alone brings in the Swift files
/// of its own folder only, not its subfolders, so `navlint /tmp/x.swift` never reads all of /tmp.
public enum ProjectRoot {
    /// The absolute folder of the project holding `paths`, or nil when no folder at or above them
    /// holds a project marker.
    public static func marked(for paths: [String]) -> String? {
        let ancestors = Paths.selfAndAncestors(commonFolder(of: paths))
        for marker in [ConfigurationLoader.fileName, ".git"] {
            for folder in ancestors where FileSystem.status(folder == "/" ? "/" + marker : folder + "/" + marker) != nil {
                return folder
            }
        }
        return nil
    }

    /// The absolute folder that holds all of `paths` (a folder counts as holding itself).
    public static func commonFolder(of paths: [String]) -> String {
        Paths.commonFolder(paths.map { path -> String in
            let absolute = Paths.absolute(path)
            return FileSystem.status(absolute)?.kind == .directory ? absolute : Paths.parent(absolute)
        })
    }
}
