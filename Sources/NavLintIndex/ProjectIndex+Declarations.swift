import NavLintSyntax

/// Which declaration a type name means where it is used, when the project declares that name
/// more than once.
///
/// The index keys types by their simple name, so two declarations of one name (an app and its
/// share extension each with its own `ListPageController`, two nested `Coordinator`s) share one
/// `TypeInfo`. In Swift they are different types: two primary declarations of one name cannot
/// live in one module at one level. Only `.swift` files are read, so a target is told by folders:
/// below the nearest folder that all the declarations share, each declaration's side of the split
/// is its target, and a use on one side means that side's declaration. A use outside every side
/// (a shared folder, a file of a framework both targets link) says nothing.
extension ProjectIndex {
    /// The primary declarations (not extensions) of project type `type`, in the order of
    /// `TypeInfo.declarations`.
    public func primaryDeclarations(of type: Int32) -> [ElementRef] {
        let declarations = typeList[Int(type)].declarations
        guard declarations.count > 1 else { return typeList[Int(type)].kind == nil ? [] : declarations }
        return declarations.filter { declaration($0).kind != .extension }
    }

    /// Whether uses of `type`'s name can mean different declarations: it has at least two primary
    /// declarations, not all in one folder.
    public func hasDistinctDeclarations(_ type: Int32) -> Bool {
        let declarations = typeList[Int(type)].declarations
        // Most names declared more than once are a type and its extensions: counted before any path is read.
        guard declarations.count > 1, declarations.lazy.filter({ self.declaration($0).kind != .extension }).count > 1 else { return false }
        let folders = primaryDeclarations(of: type).map { ProjectIndex.folder(of: files[Int($0.file)].path) }
        guard let first = folders.first else { return false }
        return folders.contains { $0 != first }
    }

    /// The declaration of `type` that its name means in file `file`, as a position in
    /// `primaryDeclarations(of:)`: the one declaration whose folder shares with the file's more
    /// than the folder all of them share. Nil when the type has one declaration, or when the file
    /// lies on no single declaration's side (then any of them may be meant).
    public func declarationMeant(byType type: Int32, inFile file: Int) -> Int? {
        guard typeList[Int(type)].declarations.count > 1 else { return nil }
        let primaries = primaryDeclarations(of: type)
        guard primaries.count > 1 else { return nil }
        let folders = primaries.map { ProjectIndex.folder(of: files[Int($0.file)].path) }
        var common = folders[0].count
        for folder in folders.dropFirst() { common = min(common, ProjectIndex.sharedFolderLength(folders[0], folder)) }
        let use = ProjectIndex.folder(of: files[file].path)
        var best = -1, bestLength = common, isTie = false
        for (position, folder) in folders.enumerated() {
            let shared = ProjectIndex.sharedFolderLength(folder, use)
            if shared > bestLength {
                best = position
                bestLength = shared
                isTie = false
            } else if shared == bestLength && best >= 0 {
                isTie = true
            }
        }
        return best >= 0 && !isTie ? best : nil
    }

    /// The bytes of `path` up to and including its last `/` (empty for a bare file name).
    static func folder(of path: String) -> [UInt8] {
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return [] }
        return Array(bytes[...slash])
    }

    /// The length of the folders two folders (each empty or ending in `/`) share: their common
    /// bytes cut back to the last `/` among them.
    static func sharedFolderLength(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        var count = 0
        var length = 0
        while count < lhs.count && count < rhs.count && lhs[count] == rhs[count] {
            if lhs[count] == UInt8(ascii: "/") { length = count + 1 }
            count += 1
        }
        return length
    }
}
