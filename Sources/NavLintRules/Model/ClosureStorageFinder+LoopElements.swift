import NavLintIndex
import NavLintSyntax

/// Objects a method reaches through a `for` loop: the loop's element is kept by self when every
/// element is, because the sequence lists self's stored objects or is self's stored collection.
extension ClosureStorageFinder {
    /// Whether `name` is bound by `for` loops of `member` (every binding of the name) to elements
    /// self keeps: an array literal of strong stored properties of self (`[firstField, secondField]`,
    /// through `enumerated()` too), or a strong stored collection of self (`for field in fields`).
    /// A loop over a local, a parameter or anything built in place answers no.
    mutating func loopElementIsKeptBySelf(_ name: String, file: Int, member: Int32, selfType: String) -> Bool {
        let handle = BodyHandle(file: file, member: member)
        let outline = index.files[file].outline
        guard let symbol = outline.symbol(name) else { return false }
        // Every binding of the name: the lookup of a name is not scoped to its loop, so two loops
        // over different sequences with one name must both run over self's objects.
        var isBound = false
        for position in index.localPositions(ownedBy: member, in: file) where outline.symbols(outline.locals[position].names).contains(symbol) {
            let local = outline.locals[position]
            guard local.isLoopElement, let element = index.loopElement(named: name, of: local, in: file),
                  isKept(element, handle: handle, selfType: selfType) else { return false }
            isBound = true
        }
        return isBound
    }

    /// Whether every element of a loop's sequence is an object self keeps.
    private mutating func isKept(_ element: LoopElement, handle: BodyHandle, selfType: String) -> Bool {
        func isStrongStoredProperty(_ property: String, base: ChainBase) -> Bool {
            guard base == .selfKeyword || !handle.isBound(property, in: index),
                  let ref = members(property, in: selfType, index).first(where: { index.member($0).kind == .property })
            else { return false }
            let declaration = index.member(ref)
            return declaration.isStored && !declaration.modifiers.isTypeLevel
                && strongProperty(property, in: selfType)?.isStrong == true
        }
        if !element.listed.isEmpty {
            // `self` is a keyword, so `[self.first, second]` lists `first` and `second`.
            return element.listed.allSatisfy { isStrongStoredProperty($0, base: .selfKeyword) && !handle.isBound($0, in: index) }
        }
        guard let collection = element.collection, collection.names.count == 1 else { return false }
        return isStrongStoredProperty(collection.names[0], base: collection.base)
    }
}
