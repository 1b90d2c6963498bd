import NavLintSyntax

/// Types that share a simple name because each is nested in another type (`Main.StateModel`,
/// `Settings.StateModel`, each declared in `extension Main { final class StateModel … }`).
///
/// The index keys types by their simple name, so these share one `TypeInfo`: a question with no
/// place to ask from (its ancestors, its roles) gets the answer of all of them. In Swift they are
/// different types, and a use means one of them by where it is written: `StateModel` inside
/// `extension Main` (or inside `Main.RootView`) and `Main.StateModel` anywhere mean `Main.StateModel`.
/// A question about one object (who makes it) asks by the type's identity, its qualified name,
/// and keeps the uses that can mean it.
extension ProjectIndex {
    /// The qualified names of the primary declarations of each simple name declared nested in
    /// two types or more (a top-level one among them as its bare name), by type id; built once.
    var nestedNamesakes: [Int32: [String]] {
        nestedNamesakeTable.value {
            var table: [Int32: [String]] = [:]
            for type in typeList.indices where typeList[type].declarations.count > 1 {
                var names: [String] = []
                for ref in typeList[type].declarations {
                    let declaration = files[Int(ref.file)].outline.types[Int(ref.index)]
                    guard declaration.kind != .extension, declaration.enclosingMember < 0 else { continue }
                    if !names.contains(declaration.qualifiedName) { names.append(declaration.qualifiedName) }
                }
                if names.count > 1 { table[Int32(type)] = names }
            }
            return table
        }
    }

    /// The identities (qualified names) of the types nested beside namesakes that share the simple
    /// name `name`, nil when it names no such types.
    public func nestedNamesakes(of name: String) -> [String]? {
        typeID(named: name).flatMap { nestedNamesakes[$0] }
    }

    /// The identity of the type whose code holds `member` of `file`: its qualified name when its
    /// simple name is shared by types nested in others, else its simple name (the index's key).
    /// Nil at the top level.
    public func typeIdentity(file: Int, member: Int32) -> String? {
        guard let simple = ownerTypeName(file: file, member: member) else { return nil }
        let outline = files[file].outline
        let owner = outline.members[Int(member)].owner
        guard let type = typeID(named: simple), let namesakes = nestedNamesakes[type] else { return simple }
        // A declaration is its qualified name; an extension names the type as written (`extension
        // Main.StateModel`): the namesake it ends, when exactly one does.
        let written = outline.types[Int(owner)].qualifiedName
        if outline.types[Int(owner)].kind != .extension { return written }
        return ProjectIndex.namesake(endingWith: written, in: namesakes) ?? simple
    }

    /// `name` (a simple or qualified type name) as an identity: a qualified name that names one
    /// nested namesake is kept, anything else becomes its simple name.
    public func typeIdentity(named name: String) -> String {
        let simple = simpleName(name)
        guard simple.utf8.count != name.utf8.count, let type = typeID(named: simple), let namesakes = nestedNamesakes[type],
              namesakes.contains(name) else { return simple }
        return name
    }

    /// The identity of the nested namesake that the type written `written` (its names as spelled:
    /// `["Main", "StateModel"]` or `["StateModel"]`) by code of `member` in `file` means: the one
    /// its spelling names, else the one declared in the innermost type enclosing the code (or the
    /// top-level one). Nil when the name has no nested namesakes or none is picked.
    public func namesakeMeant(written: [String], file: Int, member: Int32) -> String? {
        guard let simple = written.last, let type = typeID(named: simple), let namesakes = nestedNamesakes[type] else { return nil }
        if written.count > 1, let meant = ProjectIndex.namesake(endingWith: written.joined(separator: "."), in: namesakes) {
            return meant
        }
        // The scope the code is written in: the qualified name of its type, nothing at the top level.
        let outline = files[file].outline
        let owner = member >= 0 ? outline.members[Int(member)].owner : -1
        let scope = owner >= 0 ? outline.types[Int(owner)].qualifiedName : ""
        var meant: String?
        var meantLength = -1
        for namesake in namesakes {
            // The path of the types enclosing the namesake: empty for a top-level one.
            let path = namesake.utf8.count > simple.utf8.count ? String(namesake.dropLast(simple.count + 1)) : ""
            guard path.isEmpty || scope == path || scope.hasPrefix(path + "."), path.utf8.count > meantLength else { continue }
            meant = namesake
            meantLength = path.utf8.count
        }
        return meant
    }

    /// The one namesake that is `written` or ends with `.written`, nil when none or several do.
    private static func namesake(endingWith written: String, in namesakes: [String]) -> String? {
        let suffix = "." + written
        let matching = namesakes.filter { $0 == written || $0.hasSuffix(suffix) }
        return matching.count == 1 ? matching[0] : nil
    }
}
