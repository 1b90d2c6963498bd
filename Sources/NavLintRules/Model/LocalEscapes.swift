import NavLintIndex
import NavLintSyntax

/// Whether an object made into a local of a body can outlive that body: it does when anything
/// but one given statement hands it on. The outline records a local's name where it starts a
/// chain (an argument, an assigned value, a returned value) and in a closure's free names or
/// capture list, not inside a tuple or collection literal; a literal returned by a function whose
/// declared result names the local's type, or stored in a property whose declared type does, counts
/// as holding it.
extension ProjectIndex {
    /// Whether local `local` of type `type`, bound in member `owner` of `file`, is passed to a call,
    /// stored, returned or captured anywhere but at `statement`: then the caller or the holder keeps
    /// it beyond the statement. `(resetter, navigationController)` returned by a function declared
    /// `-> (DestinationResetter, UINavigationController)` hands it to the caller.
    func localEscapes(_ local: Symbol, ofType type: String, owner: Int32, besides statement: ByteRange, in file: Int) -> Bool {
        let outline = files[file].outline
        let startsWithLocal = { (expression: Expression) in
            expression.chain.base == .name && outline.elements(expression.chain).first?.name == local
        }
        let isLiteral = { (expression: Expression) in
            expression.kind == .tuple || expression.kind == .array || expression.kind == .dictionary
        }
        if outline.calls.contains(where: { call in
            call.owner == owner && outline.arguments(of: call).contains { startsWithLocal($0.value) }
        }) { return true }
        let ownerType = ownerTypeName(file: file, member: owner)
        for other in outline.assignments where other.owner == owner && other.range != statement {
            if startsWithLocal(other.value) { return true }
            if isLiteral(other.value), let ownerType, let property = outline.lastName(other.target),
               other.target.count == 1, other.target.base == .name || other.target.base == .selfKeyword,
               lookupMember(property, in: ownerType).contains(where: { member($0).type.map { names($0, type) } == true }) {
                return true
            }
        }
        let result = owner >= 0 && Int(owner) < outline.members.count ? outline.members[Int(owner)].type : nil
        if outline.returns.contains(where: { value in
            value.owner == owner && (startsWithLocal(value.value)
                || value.closure < 0 && isLiteral(value.value) && result.map { names($0, type) } == true)
        }) { return true }
        return outline.closures.contains { closure in
            closure.owner == owner && (outline.symbols(closure.freeNames).contains(local)
                || outline.captures(of: closure).contains { $0.name == local })
        }
    }

    /// Whether a declared type names `type` anywhere in it (`(T, U)`, `[T]`, `T?`).
    private func names(_ declared: TypeName, _ type: String) -> Bool {
        declared.identifiers.contains { $0 == type || $0.hasSuffix("." + type) }
    }
}
