import NavLintIndex
import NavLintSyntax

/// Which of self's stored properties a bare name means where it is used: the property itself, or
/// a local bound from it (`t` in `if let t = token { NotificationCenter.default.removeObserver(t) }`).
extension BodyHandle {
    /// The property of self that the bare name `name`, used at `position`, holds:
    /// - `name` itself when no local of that name is bound there (an implicit `self.name`);
    /// - for a local bound by `if let`, `guard let` or `let` from a property (`if let t = token`,
    ///   `guard let t = self.token else { … }`, `let t = token`, through another such local too:
    ///   `let a = token; if let t = a`; an element it keeps, `if let t = timers[key]`), that property,
    ///   and for the shorthand `if let token`,
    ///   `token`. The local and the property hold the same reference, so a call on one
    ///   (`invalidate()`, `cancel()`, `removeObserver(_:)`) acts on the other; with
    ///   `followingCopies: false` (a mutation, `removeAll()`, which acts on the local's copy of a
    ///   collection) only the shorthand counts;
    /// - nil for a local bound to anything else (a call's result, another object's property, a
    ///   tuple's part, a `for` loop's element), which is not the property of the same name.
    func property(named name: String, at position: UInt32, in index: ProjectIndex, followingCopies: Bool = true) -> String? {
        property(named: name, at: position, in: index, followingCopies: followingCopies, depth: 3)
    }

    private func property(named name: String, at position: UInt32, in index: ProjectIndex, followingCopies: Bool, depth: Int) -> String? {
        let outline = index.files[Int(file)].outline
        guard let offset = binding(named: name, before: position, in: index) else { return name }
        let local = outline.locals[offset]
        // A binding in a closure the use is not in is out of scope there.
        if local.closure >= 0, !outline.closures[Int(local.closure)].range.contains(ByteRange(start: position, end: position)) {
            return name
        }
        guard depth > 0, local.isLet || local.isConditional, !local.isLoopElement, local.names.count == 1 else { return nil }
        // `if let token`: the property itself, under its own name.
        guard let value = local.value else { return local.isConditional ? name : nil }
        guard followingCopies, value.kind == .chain, value.call < 0,
              outline.elements(value.chain).allSatisfy({ $0.kind != .call }) else { return nil }
        // One name (no call on the way), `self` left out: `token`, `self.token`, or an element the
        // property keeps, `timers[key]`.
        let names = outline.names(value.chain).filter { $0 != "self" }
        guard names.count == 1 else { return nil }
        if value.chain.base == .selfKeyword { return names[0] }
        guard value.chain.base == .name else { return nil }
        // `let t = a`: what `a` means where `t` is bound (a local: what it stands for).
        return property(named: names[0], at: local.range.start, in: index, followingCopies: true, depth: depth - 1)
    }
}
