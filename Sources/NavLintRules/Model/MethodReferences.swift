import NavLintIndex
import NavLintSyntax

/// A reference to an instance method of self used as a closure value, not called: `using:
/// updateState`, `onTap = self.didTap`, `subscribe(onNext: handle)`. Swift makes it a closure
/// that holds self strongly, exactly as `{ self.updateState($0) }` would, so every question "does
/// this kept closure capture self?" has the same answer for it as for such a literal.
struct MethodReference {
    /// The method's name (`updateState`).
    var name: String
    /// Self's type, a class or a class-bound protocol: a method of a struct copies self and keeps no object.
    var selfType: String
    /// The method's declarations on self's type or its project ancestors.
    var declarations: [ElementRef]

    /// Whether the method's own body calls `name` (a timer's block that invalidates its timer).
    func calls(_ name: String, in index: ProjectIndex) -> Bool {
        declarations.contains { ref in
            let outline = index.files[Int(ref.file)].outline
            return index.callPositions(ownedBy: ref.index, in: Int(ref.file)).contains { outline.name(of: outline.calls[$0]) == name }
        }
    }
}

extension ProjectIndex {
    /// The method of self that `value` names without calling it, when `value` is written in member
    /// `member` of `file`, inside closure `closure` (-1: the member's own code): a bare name or
    /// `self.name` that resolves to an instance method of self's type or its project ancestors, and
    /// to no property (a function-typed property passed along is not a new capture), no static or
    /// class method, and no local or parameter of the member or of a closure around it. Self must
    /// be a reference type, and the member an instance member. The one answer for closure-capture-cycle
    /// and system-retained-closure. Does not see a local function of that name (the outline keeps
    /// none), nor an argument of a `#selector(…)` or `#keyPath(…)` (callers pass only closure values).
    func methodReferenceOfSelf(_ value: Expression, in file: Int, member: Int32, closure: Int32) -> MethodReference? {
        guard value.kind == .chain, value.call < 0, value.chain.count == 1,
              value.chain.base == .name || value.chain.base == .selfKeyword, member >= 0 else { return nil }
        let outline = files[file].outline
        guard Int(member) < outline.members.count, let name = outline.lastName(value.chain), !name.hasPrefix("#"), !name.hasPrefix("$"),
              !outline.members[Int(member)].modifiers.isTypeLevel,
              let selfType = ownerTypeName(file: file, member: member),
              // Cheap first: in a large project most names asked are a local's that is no method of self's type.
              declaresInstanceMethod(named: name, inTypeOrAncestorsOf: selfType),
              isClassBound(selfType) == true else { return nil }
        var declarations: [ElementRef] = []
        for ref in lookupMember(name, in: selfType) {
            let declared = self.member(ref)
            // A property of that name (stored or computed, function-typed) is what the name means.
            if declared.kind == .property { return nil }
            // A delegate method named for its first parameter (`tableView(_ tableView: UITableView, …)`)
            // shares its name with the framework property self may inherit (`UITableViewController.tableView`).
            if declared.kind == .function && declared.parameters.first?.name == name { return nil }
            if declared.kind == .function && !declared.modifiers.isTypeLevel { declarations.append(ref) }
        }
        guard !declarations.isEmpty else { return nil }
        if value.chain.base == .name, isLocalName(name, at: value.range.start, in: file, member: member, closure: closure) { return nil }
        return MethodReference(name: name, selfType: selfType, declarations: declarations)
    }

    /// The method of self that argument `argument` of call `call` of `file` passes as a closure
    /// (`using: handleChange`), never one inside `#selector(…)` or `#keyPath(…)`.
    func methodReferenceOfSelf(argument: Argument, of call: Call, in file: Int) -> MethodReference? {
        let outline = files[file].outline
        guard argument.value.kind == .chain, !outline.name(of: call).hasPrefix("#") else { return nil }
        return methodReferenceOfSelf(argument.value, in: file, member: call.owner, closure: call.closure)
    }

    /// Whether bare `name` at `position` is a local or a parameter of `member` or of a closure
    /// around `position` (starting at `closure`).
    private func isLocalName(_ name: String, at position: UInt32, in file: Int, member: Int32, closure: Int32) -> Bool {
        let outline = files[file].outline
        if BodyHandle(file: file, member: member).isLocalOrParameter(name, before: position, in: self) { return true }
        var enclosing = closure
        while enclosing >= 0, Int(enclosing) < outline.closures.count {
            let literal = outline.closures[Int(enclosing)]
            if outline.names(literal.parameters).contains(name) { return true }
            enclosing = literal.closure
        }
        return false
    }
}
