import NavLintIndex
import NavLintSyntax

/// Locals bound to a strong property of an object self keeps: `let post = cell.post` where the
/// cell is dequeued from self's table view. The local holds the same object the kept object keeps,
/// so self keeps it too.
extension ClosureStorageFinder {
    /// How many locals an alias is followed through (`let post = cell.post; let label = post.text`).
    static let maximumAliasDepth = 2

    /// Whether every binding of local `name` in `member` is a plain `let` of a chain of strong
    /// stored properties (no call on the way) that starts at a local or parameter self keeps
    /// (`isStoredBySelf`) or at a strong property of self (`self.header.title`).
    mutating func aliasesKeptProperty(_ name: String, file: Int, member: Int32, selfType: String, depth: Int) -> Bool {
        guard depth > 0 else { return false }
        let outline = index.files[file].outline
        guard let symbol = outline.symbol(name) else { return false }
        var isBound = false
        for position in index.localPositions(ownedBy: member, in: file) where outline.symbols(outline.locals[position].names).contains(symbol) {
            let local = outline.locals[position]
            guard local.isLet, !local.isLoopElement, local.names.count == 1, let value = local.value, value.kind == .chain,
                  value.call < 0, value.chain.base == .name || value.chain.base == .selfKeyword else { return false }
            let elements = outline.elements(value.chain)
            guard elements.count >= (value.chain.base == .selfKeyword ? 1 : 2), elements.allSatisfy({ $0.kind == .name }) else { return false }
            let names = outline.names(value.chain)
            var type: String?
            var properties = names[...]
            if value.chain.base == .name, isLocal(names[0], file: file, member: member) {
                guard names[0] != name, isStoredBySelf(names[0], file: file, member: member, selfType: selfType, aliasDepth: depth - 1),
                      let localType = index.typeName(ofIdentifier: names[0], in: file, owner: member) else { return false }
                type = localType
                properties = properties.dropFirst()
            } else {
                type = selfType
            }
            for property in properties {
                guard let holder = type, let found = strongProperty(property, in: holder), found.isStrong,
                      isStoredProperty(property, in: holder) else { return false }
                type = found.type
            }
            isBound = true
        }
        return isBound
    }

    /// Whether `name` is a stored (not computed) property of `type` or an ancestor.
    func isStoredProperty(_ name: String, in type: String) -> Bool {
        members(name, in: type, index).contains { index.member($0).kind == .property && index.member($0).isStored }
    }
}
