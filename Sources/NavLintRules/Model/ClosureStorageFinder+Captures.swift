import NavLintIndex
import NavLintSyntax

/// What a stored closure captures strongly, and whether it releases its keeper when it runs.
extension ClosureStorageFinder {
    // MARK: Captures

    /// What the closure captures strongly among self (when `includingSelf`) and its keeper's local.
    /// A closure whose parameter is named `self` (`subscribe(with: self) { \`self\`, value in … }`)
    /// receives the object instead of capturing it. Implicit member use needs `[self]` in an
    /// escaping closure, which is a strong capture of self.
    func strongCaptures(of closure: Int32, in file: Int, holderName: String?, includingSelf: Bool) -> [String] {
        let outline = index.files[file].outline
        let literal = outline.closures[Int(closure)]
        var result: [String] = []
        let captures = outline.captures(of: literal)
        if includingSelf && capturesSelfStrongly(literal, outline) { result.append("self") }
        if let holderName {
            let free = outline.names(literal.freeNames).contains(holderName)
            let strongCapture = captures.contains { $0.kind == .strong && outline.name($0.name) == holderName && $0.value == nil }
            if free || strongCapture { result.append(holderName) }
        }
        return result
    }

    /// Whether a closure keeps `self` strongly: `[self]`, or `self` used (also in a nested closure)
    /// without a weak or unowned capture, unless a parameter of it or of a closure around it is
    /// named `self`.
    func capturesSelfStrongly(_ closure: Closure, _ outline: Outline) -> Bool {
        if let selfCapture = outline.captures(of: closure).first(where: { outline.name($0.name) == "self" && $0.value == nil }) {
            return selfCapture.kind == .strong
        }
        guard closure.firstSelfReference != nil, !outline.names(closure.parameters).contains("self") else { return false }
        // Without a capture list, a closure captures `self` as the enclosing closure holds it: the
        // weak reference of an outer `[weak self]`, unless the outer closure made it strong again
        // (`guard let self`, `if let self = self`) before this closure.
        var enclosing = closure.closure
        var around: [Int32] = []
        while enclosing >= 0, outline.closures.indices.contains(Int(enclosing)) {
            let outer = outline.closures[Int(enclosing)]
            around.append(enclosing)
            if outline.names(outer.parameters).contains("self") { return false }
            if let selfCapture = outline.captures(of: outer).first(where: { outline.name($0.name) == "self" && $0.value == nil }) {
                guard selfCapture.kind != .strong else { return true }
                // Only a binding in a closure around this one counts: one inside a sibling closure
                // (`guard let self` in an earlier nested closure) makes nothing strong here.
                return outline.locals.contains { local in
                    around.contains(local.closure) && outer.range.contains(local.range) && local.range.start < closure.range.start
                        && outline.names(local.names).contains("self")
                }
            }
            enclosing = outer.closure
        }
        return true
    }

    /// Whether the keeper's own code sets the closure's property to nil (`let finish = reportFinish;
    /// reportFinish = nil; finish?()`): a callback run once and then dropped, which ends the cycle.
    func isConsumedOnce(_ storage: ClosureStorage) -> Bool {
        guard storage.kind == .property, let property = storage.property, let keeper = storage.keeperType else { return false }
        for type in [keeper] + index.ancestors(of: keeper) {
            for ref in index.declarations(ofType: type) {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                let clears = outline.assignments.contains { assignment in
                    assignment.op == .assign && assignment.value.kind == .nil && assignment.target.count == 1
                        && (assignment.target.base == .name || assignment.target.base == .selfKeyword)
                        && outline.lastName(assignment.target) == property
                        && index.ownerTypeName(file: file, member: assignment.owner) == type
                }
                if clears { return true }
            }
        }
        return false
    }

    /// Whether the closure (or a closure inside it) replaces self's property `property`, or sets it
    /// to nil: when it runs, self lets go of the object that keeps the closure.
    func releases(_ property: String?, closure: Int32, in file: Int) -> Bool {
        guard let property else { return false }
        let outline = index.files[file].outline
        let range = outline.closures[Int(closure)].range
        return outline.assignments.contains { assignment in
            assignment.op == .assign && range.contains(assignment.range) && assignment.target.count == 1
                && (assignment.target.base == .selfKeyword || assignment.target.base == .name)
                && outline.lastName(assignment.target) == property
        }
    }

    /// Whether the closure (or a closure inside it) sets the property it is stored in to nil, or
    /// cancels or disposes of the subscription that property keeps (`self.subscription?.cancel()`).
    func clearsItself(_ closure: Int32, in file: Int, property: String?) -> Bool {
        guard let property else { return false }
        let outline = index.files[file].outline
        let range = outline.closures[Int(closure)].range
        let setsToNil = outline.assignments.contains { assignment in
            assignment.value.kind == .nil && range.contains(assignment.range) && outline.lastName(assignment.target) == property
        }
        return setsToNil || outline.calls.contains { call in
            guard range.contains(call.range), call.callee.base == .name || call.callee.base == .selfKeyword,
                  ["cancel", "dispose"].contains(outline.name(of: call)) else { return false }
            let names = outline.elements(call.callee).map { $0.kind == .name ? outline.name($0.name) : "" }
            return names.count == 2 && names[0] == property
        }
    }
}
