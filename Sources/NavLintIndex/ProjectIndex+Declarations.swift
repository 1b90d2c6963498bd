import NavLintSyntax

/// Which declaration a type name means where it is used, when the project declares that name
/// more than once.
///
/// The index keys types by their simple name, so two declarations of one name (an app and its
/// share extension each with its own `ListPageController`) share one
/// `TypeInfo`. In Swift they are different types: two primary declarations of one name cannot
/// live in one module at one level. Only `.swift` files are read, so a target is told by folders:
/// below the nearest folder that all the declarations share, each declaration's side of the split
/// is its target, and a use on one side means that side's declaration. A use outside every side
/// (a shared folder, a file of a framework both targets link) says nothing. Nested types are left
/// out: what tells them apart is the enclosing type, not the folder.
extension ProjectIndex {
    /// The primary declarations (not extensions) of project type `type`, in the order of
    /// `TypeInfo.declarations`.
    public func primaryDeclarations(of type: Int32) -> [ElementRef] {
        let declarations = typeList[Int(type)].declarations
        guard declarations.count > 1 else { return typeList[Int(type)].kind == nil ? [] : declarations }
        return declarations.filter { files[Int($0.file)].outline.types[Int($0.index)].kind != .extension }
    }

    /// Whether uses of `type`'s name can mean different declarations: it has at least two primary
    /// declarations, none nested in another type, not all in one folder.
    public func hasDistinctDeclarations(_ type: Int32) -> Bool {
        splitDeclarations.slots[Int(type)] >= 0
    }

    /// The types whose name can mean different declarations (`hasDistinctDeclarations(_:)`), by id:
    /// empty in most projects, and then no use of a name needs its side of a split.
    public var splitTypeIDs: [Int32] { splitDeclarations.types }

    /// The declaration of `type` that its name means in file `file`, as a position in
    /// `primaryDeclarations(of:)`: the one declaration whose folder shares with the file's more
    /// than the folder all of them share. Nil when the type has one declaration, or when the file
    /// lies on no single declaration's side (then any of them may be meant).
    public func declarationMeant(byType type: Int32, inFile file: Int) -> Int? {
        let table = splitDeclarations
        let slot = table.slots[Int(type)]
        guard slot >= 0 else { return nil }
        return declarationSides.value(for: Int(type) << 32 | file) { table.splits[Int(slot)].side(ofPath: files[file].path) }
    }

    /// The split names' folder tables, built once, when first asked.
    var splitDeclarations: SplitDeclarations {
        splitTable.value {
            var slots = [Int32](repeating: -1, count: typeList.count)
            var splits: [SplitDeclarations.Split] = []
            var types: [Int32] = []
            for type in typeList.indices where typeList[type].declarations.count > 1 {
                // Read in place: most names declared more than once are a type and its extensions.
                var primaries: [ElementRef] = []
                var isTopLevel = true
                for ref in typeList[type].declarations where files[Int(ref.file)].outline.types[Int(ref.index)].kind != .extension {
                    primaries.append(ref)
                    let outline = files[Int(ref.file)].outline
                    // Nested types of one name (`ViewState` in many view models) and types local to a
                    // function are told apart by what encloses them, which the index does not key them
                    // by, not by folders: one type still.
                    isTopLevel = isTopLevel && outline.types[Int(ref.index)].parent < 0 && outline.types[Int(ref.index)].enclosingMember < 0
                }
                guard primaries.count > 1, isTopLevel else { continue }
                let folders = primaries.map { ProjectIndex.folder(of: files[Int($0.file)].path) }
                guard folders.contains(where: { $0 != folders[0] }) else { continue }
                var common = folders[0].count
                for folder in folders.dropFirst() { common = min(common, ProjectIndex.sharedFolderLength(folders[0], folder)) }
                slots[type] = Int32(splits.count)
                splits.append(SplitDeclarations.Split(folders: folders, commonLength: common))
                types.append(Int32(type))
            }
            return SplitDeclarations(slots: slots, splits: splits, types: types)
        }
    }

    /// For each type name declared in two folders or more, its primary declarations' folders; a
    /// class, so that each question copies one reference.
    final class SplitDeclarations: Sendable {
        /// By type id: the position in `splits`, or -1.
        let slots: [Int32]
        let splits: [Split]
        /// The split types' ids, ascending.
        let types: [Int32]

        init(slots: [Int32], splits: [Split], types: [Int32]) {
            self.slots = slots
            self.splits = splits
            self.types = types
        }

        struct Split: Sendable {
            /// Each primary declaration's folder, in the order of `primaryDeclarations(of:)`.
            var folders: [[UInt8]]
            /// The length of the folder all of them share.
            var commonLength: Int

            /// The position of the one declaration whose side of the split holds `path`, or nil.
            func side(ofPath path: String) -> Int? {
                // The shared length of a folder and a file's path is the one of the folder and the
                // file's folder: a file name holds no `/`.
                let use = Array(path.utf8)
                var best = -1, bestLength = commonLength, isTie = false
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
        }
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
