import NavLintIndex
import NavLintSyntax

/// Objects a method reaches through its parameters: a helper of self that sets a closure on the
/// object it is given (`button.didExpand = { … }`) keeps that closure in self's graph when every
/// call of the helper hands it one of self's own stored objects.
extension ClosureStorageFinder {
    /// Whether `name` is a parameter of method `member` of `selfType` that every call of the method
    /// (at least one, all from self's own code: `configure(button: dateButton)`,
    /// `self.configure(button: self.dateButton)`) fills with a strong stored property of self.
    /// A call from any other object, or with any other value, answers no.
    mutating func parameterIsSelfPropertyAtEveryCall(_ name: String, file: Int, member: Int32, selfType: String) -> Bool {
        let outline = index.files[file].outline
        guard member >= 0, Int(member) < outline.members.count else { return false }
        let method = outline.members[Int(member)]
        guard method.kind == .function, !method.modifiers.isTypeLevel,
              let position = method.parameters.firstIndex(where: { $0.name == name }),
              // A local of the same name hides the parameter.
              !index.localPositions(ownedBy: member, in: file).contains(where: {
                  outline.symbols(outline.locals[$0].names).contains { outline.name($0) == name }
              })
        else { return false }
        let parameters = method.parameters
        var isCalled = false
        for ref in index.calls(named: method.name) {
            let callFile = Int(ref.file)
            let callOutline = index.files[callFile].outline
            let call = callOutline.calls[Int(ref.index)]
            let labels = callOutline.argumentLabels(of: call)
            let arguments = callOutline.arguments(of: call)
            // Another method of the same name (other labels or arity) is not a call of this one.
            guard arguments.count <= parameters.count, RIBsNavigation.labels(labels, fit: parameters) else { continue }
            guard call.callee.count == 1, call.callee.base == .name || call.callee.base == .selfKeyword,
                  index.ownerTypeName(file: callFile, member: call.owner) == selfType else { return false }
            // By position when every parameter is given, else by its label (a defaulted one is not self's).
            let offset = arguments.count == parameters.count
                ? position
                : parameters[position].label.flatMap { label in labels.firstIndex { $0 == label } }
            guard let offset, isStrongStoredProperty(arguments[arguments.startIndex + offset].value, file: callFile, member: call.owner,
                                                     selfType: selfType)
            else { return false }
            isCalled = true
        }
        return isCalled
    }

    /// Whether `value` is a strong stored property of self (`dateButton`, `self.dateButton`), not a local.
    private func isStrongStoredProperty(_ value: Expression, file: Int, member: Int32, selfType: String) -> Bool {
        let outline = index.files[file].outline
        guard value.kind == .chain, value.call < 0, value.chain.count == 1,
              let element = outline.elements(value.chain).first, element.kind == .name else { return false }
        let name = outline.name(element.name)
        guard value.chain.base == .selfKeyword || (value.chain.base == .name && !isLocal(name, file: file, member: member)),
              let ref = members(name, in: selfType, index).first(where: { index.member($0).kind == .property })
        else { return false }
        let property = index.member(ref)
        return property.isStored && !property.modifiers.isNonOwning && !property.modifiers.isTypeLevel
    }
}
