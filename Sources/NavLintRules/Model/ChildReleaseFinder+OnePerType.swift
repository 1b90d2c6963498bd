import NavLintIndex
import NavLintSyntax

/// Children added only while the parent holds none of their type: at most one per parent.
extension ChildReleaseFinder {
    /// Calls that ask a collection for an element that passes a test: `contains(where:)`,
    /// `first(where:)` and their kin.
    static let elementQueries: Set<String> = ["contains", "first", "firstIndex", "last", "lastIndex"]

    /// `if childCoordinators.contains(where: { $0 is ConversationsCoordinator }) { return }` before
    /// the parent adds a `ConversationsCoordinator` to `childCoordinators` (or `guard
    /// !children.contains(where: …) else { return }`, `if let existing = children.first(where: {
    /// $0 is T }) { …; return }`, `if !children.contains(…) { add }`, the test made by a method of
    /// self that returns it, `if isConversationsPresented() { return }`): the parent adds a child
    /// of that type only while it holds none, so it holds at most one however often the adding
    /// method runs (a state stream, a second caller). Such a child lives as long as its parent, as
    /// one added while the parent sets up does; a private method every caller of which (all in its
    /// file) makes the test counts too.
    func isAddedOnlyWithoutOneOfItsType(_ addition: ChildAddition) -> Bool {
        guard let childType = childTypeName(addition) else { return false }
        let file = addition.file
        if isGated(addition.range, closure: addition.closure, member: addition.member, file: file,
                   collection: addition.collection, childType: childType) { return true }
        let outline = index.files[file].outline
        guard addition.member >= 0 else { return false }
        let declaration = outline.members[Int(addition.member)]
        guard declaration.kind == .function, isFilePrivate(declaration, outline), let symbol = outline.symbol(declaration.name) else { return false }
        var callers = 0
        for call in outline.calls where call.name == symbol {
            guard queries.isSelfCall(call, in: file), call.owner >= 0,
                  isGated(call.range, closure: call.closure, member: call.owner, file: file,
                          collection: addition.collection, childType: childType) else { return false }
            callers += 1
        }
        return callers > 0
    }

    /// Whether the code at `range` (in closure `closure` of member `member`) runs only after an
    /// `if` or `guard` of the same body tested `collection` for an element of `childType`: inside
    /// the guard's scope, the `if`'s body or `else`, or after an `if` whose body leaves, in the
    /// block that holds that `if`. The test's polarity is not read: code that adds a child only
    /// when one of its type is there already would be absurd. The member's tests are found once,
    /// before any condition is looked at: most members make none, and then nothing else is read.
    private func isGated(_ range: ByteRange, closure: Int32, member: Int32, file: Int, collection: String, childType: String) -> Bool {
        let outline = index.files[file].outline
        let tests = index.callPositions(ownedBy: member, in: file)
            .filter { isTestForElement(outline.calls[$0], of: childType, in: collection, member: member, file: file) }
            .map { outline.calls[$0].range }
        guard !tests.isEmpty else { return false }
        for condition in outline.conditions where condition.owner == member && condition.closure == closure
            && condition.range.end <= range.start && (condition.kind == .if || condition.kind == .guard)
            && tests.contains(where: { condition.range.contains($0) }) {
            if condition.scope.contains(range) || condition.elseScope?.contains(range) == true
                || condition.kind == .if && condition.bodyLeaves && condition.elseScope == nil
                    && !condition.scope.contains(range) && holdsBoth(condition.range, range, member: member, outline) {
                return true
            }
        }
        return false
    }

    /// Whether every block of member `member` (the body of an `if`, `else`, loop or `switch`
    /// clause) that holds the `if` at `test` holds `range` too: the code at `range` follows the
    /// `if` in its block (or one around it), so leaving the `if`'s body skips it.
    private func holdsBoth(_ test: ByteRange, _ range: ByteRange, member: Int32, _ outline: Outline) -> Bool {
        outline.conditions.allSatisfy { other in
            guard other.owner == member, other.kind != .guard else { return true }
            if other.scope.contains(test) && !other.scope.contains(range) { return false }
            if let otherElse = other.elseScope, otherElse.contains(test) && !otherElse.contains(range) { return false }
            return true
        }
    }

    /// Whether `call`, made in member `member`, asks `collection` for an element of `childType`
    /// (`children.contains(where: { $0 is T })`, `first(where:)`), itself or as a method of self
    /// whose body returns such a test (`isConversationsPresented()`).
    private func isTestForElement(_ call: Call, of childType: String, in collection: String, member: Int32, file: Int) -> Bool {
        if isElementQuery(call, of: childType, in: collection, file: file) { return true }
        let outline = index.files[file].outline
        guard call.callee.count == 1, call.callee.base == .name || call.callee.base == .selfKeyword,
              let parent = index.ownerTypeName(file: file, member: member) else { return false }
        for ref in index.lookupMember(outline.name(of: call), in: parent) where index.member(ref).kind == .function {
            let methodFile = Int(ref.file)
            let methodOutline = index.files[methodFile].outline
            let returned = methodOutline.returns.filter { $0.owner == ref.index && $0.closure < 0 }
            if !returned.isEmpty, returned.allSatisfy({ $0.value.call >= 0
                && isElementQuery(methodOutline.calls[Int($0.value.call)], of: childType, in: collection, file: methodFile) }) {
                return true
            }
        }
        return false
    }

    /// `collection.contains(where: { $0 is T })` (or `first`, `as? T`, on self's `collection`),
    /// where a child of `childType` is a `T`.
    private func isElementQuery(_ call: Call, of childType: String, in collection: String, file: Int) -> Bool {
        let outline = index.files[file].outline
        let callee = outline.names(call.callee)
        guard callee.count == 2, call.callee.base == .name || call.callee.base == .selfKeyword,
              callee[0] == collection, Self.elementQueries.contains(callee[1]) else { return false }
        let closures = outline.arguments(of: call).compactMap { $0.value.kind == .closure && $0.value.closure >= 0 ? $0.value.closure : nil }
        return closures.contains { closure in
            let body = outline.closures[Int(closure)].range
            return outline.casts.contains { cast in
                (cast.kind == .test || cast.kind == .conditional) && body.contains(cast.value.range)
                    && index.isSubtype(childType, of: cast.type.nominalName)
            }
        }
    }
}
