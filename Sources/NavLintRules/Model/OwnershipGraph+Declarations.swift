import NavLintIndex
import NavLintSyntax

/// A type name the project declares more than once is one graph node per declaration
/// (`ProjectIndex.declarationMeant(byType:inFile:)`): an app's screen and its share extension's copy
/// of it are different classes, and what one target's code stores in its copy says nothing about
/// the other's.
extension OwnershipGraph {
    /// Whether an object of declaration `instanceDeclaration` of `instance` (a position in
    /// `ProjectIndex.primaryDeclarations(of:)`, nil when the type has one) may be a value of
    /// declaration `typeDeclaration` of `type`. The inheritance clauses that name the type directly
    /// decide, each read in its own file (an extension that adopts a protocol adopts the copy its
    /// side declares, and only for that side's copy of the instance); without one (through another
    /// type), the instance's own declaration's side does.
    static func isInstance(_ instance: Int32, declaration instanceDeclaration: Int?, of type: Int32, declaration typeDeclaration: Int?,
                           in index: ProjectIndex) -> Bool {
        guard instanceDeclaration != nil || typeDeclaration != nil else { return true }
        if instance == type { return instanceDeclaration == typeDeclaration }
        let typeName = index.typeList[Int(type)].name
        let primaries = index.primaryDeclarations(of: instance)
        var hasClause = false
        for ref in index.typeList[Int(instance)].declarations {
            let declaration = index.declaration(ref)
            guard declaration.inherited.contains(where: { index.simpleName($0.nominalName) == typeName }) else { continue }
            let file = Int(ref.file)
            // A clause names the type directly: only such clauses decide, the other side's included.
            hasClause = true
            if let instanceDeclaration {
                let side = declaration.kind == .extension
                    ? index.declarationMeant(byType: instance, inFile: file) : primaries.firstIndex(of: ref)
                // A clause of the other declaration's side says nothing about this one.
                if let side, side != instanceDeclaration { continue }
            }
            if let typeDeclaration, let side = index.declarationMeant(byType: type, inFile: file), side != typeDeclaration { continue }
            return true
        }
        guard !hasClause, let typeDeclaration else { return !hasClause }
        guard let own = instanceDeclaration.map({ primaries[$0] }) ?? primaries.first ?? index.typeList[Int(instance)].declarations.first
        else { return true }
        let side = index.declarationMeant(byType: type, inFile: Int(own.file))
        return side == nil || side == typeDeclaration
    }
}
