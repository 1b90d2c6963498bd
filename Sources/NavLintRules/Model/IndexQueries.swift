import NavLintIndex
import NavLintSyntax

/// Queries shared by several rules.
extension ProjectIndex {
    /// The name of the type whose code holds an element owned by `member` of file `file`, or, for
    /// top-level code, a key naming the file.
    func scopeName(file: Int, member: Int32) -> String {
        ownerTypeName(file: file, member: member) ?? "file " + files[file].path
    }

    /// The names of a chain, skipping call and subscript markers.
    func chainNames(_ chain: Chain, in file: Int) -> [String] {
        files[file].outline.names(chain)
    }

    /// Whether a declaration of the type is `open`: code outside the project may subclass it.
    func isOpen(_ type: String) -> Bool {
        self.type(named: type)?.declarations.contains { declaration($0).modifiers.contains(.open) } ?? false
    }

    /// The call a reference points at.
    func call(_ ref: ElementRef) -> Call {
        files[Int(ref.file)].outline.calls[Int(ref.index)]
    }

    /// The local binding named `name` in member `owner` (the last one when there are several), by
    /// the body handle's one lookup of a name.
    func localBinding(named name: String, owner: Int32, in file: Int) -> LocalBinding? {
        BodyHandle(file: file, member: owner).local(named: name, in: self)
    }

    /// The name of an expression that is a single bare name (`child`), if it is one.
    func singleName(_ expression: Expression, in file: Int) -> String? {
        guard let symbol = files[file].outline.singleNameSymbol(expression) else { return nil }
        return files[file].outline.name(symbol)
    }

    /// `Type` for `Type(…)` when `Type` is a project type.
    func constructedTypeName(_ expression: Expression, in file: Int) -> String? {
        guard expression.kind == .chain, expression.call >= 0 else { return nil }
        let outline = files[file].outline
        let call = outline.calls[Int(expression.call)]
        let name = outline.name(call.name)
        guard call.callee.count == 1, call.callee.base == .name, let first = name.utf8.first,
              first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), isProjectType(name) else { return nil }
        return name
    }

    /// The function of `ownerType` that built the local that `expression` names (`let child = makeChild()`).
    func factoryMember(building expression: Expression, owner: Int32, ownerType: String, in file: Int) -> ElementRef? {
        guard let name = singleName(expression, in: file), let value = localBinding(named: name, owner: owner, in: file)?.value,
              value.kind == .chain, value.call >= 0 else { return nil }
        let outline = files[file].outline
        let call = outline.calls[Int(value.call)]
        guard call.callee.count == 1, call.callee.base == .name || call.callee.base == .selfKeyword else { return nil }
        return lookupMember(outline.name(call.name), in: ownerType)
            .first { member($0).kind == .function && member($0).body != nil }
    }

    /// The project type of a value written in member `owner` of `ownerType`: built by `Type(…)`, or
    /// a local declared with a type, built by `Type(…)`, bound to a property of the owner type or
    /// returned by one of its factory methods.
    func valueTypeName(_ expression: Expression, owner: Int32, ownerType: String, in file: Int) -> String? {
        if let type = constructedTypeName(expression, in: file) { return type }
        guard let name = singleName(expression, in: file), let local = localBinding(named: name, owner: owner, in: file) else {
            return nil
        }
        let outline = files[file].outline
        if let type = local.type, isProjectType(type.nominalName) { return type.nominalName }
        if let value = local.value {
            if let type = constructedTypeName(value, in: file) { return type }
            // `if let child = pendingChild`: the type of the owner's property.
            if value.kind == .chain, value.call < 0, value.chain.count == 1, value.chain.base == .name || value.chain.base == .selfKeyword,
               let property = lookupMember(outline.name(outline.chainElements[Int(value.chain.start)].name), in: ownerType)
                .first(where: { member($0).kind == .property }),
               let type = member(property).type, isProjectType(type.nominalName) {
                return type.nominalName
            }
        }
        if let factory = factoryMember(building: expression, owner: owner, ownerType: ownerType, in: file),
           let type = member(factory).type, isProjectType(type.nominalName) {
            return type.nominalName
        }
        if let value = local.value, let type = storedClosureResultType(value, ownerType: ownerType, in: file) { return type }
        // `let child = builder.about(…)`: the declared result of a method of another object.
        if let value = local.value, value.kind == .chain, value.call >= 0,
           let type = typeName(of: value, in: file, owner: owner), isProjectType(type) {
            return type
        }
        return nil
    }

    /// `makeDetails(id)`, a call of a closure property of `ownerType` (`let makeDetails: (String) ->
    /// Coordinator`, a factory handed in): the one project type that every closure stored in it
    /// returns, whether passed to an initializer of `ownerType` under the property's name, assigned
    /// to it, or given as its initial value. Nil when a closure returns something else or says nothing.
    func storedClosureResultType(_ value: Expression, ownerType: String, in file: Int) -> String? {
        guard value.kind == .chain, value.call >= 0 else { return nil }
        let outline = files[file].outline
        let call = outline.calls[Int(value.call)]
        guard call.callee.count == 1, call.callee.base == .name || call.callee.base == .selfKeyword else { return nil }
        let name = outline.name(of: call)
        let properties = lookupMember(name, in: ownerType).filter { member($0).kind == .property }
        guard !properties.isEmpty else { return nil }
        var closures: [(file: Int, closure: Int32)] = []
        for ref in properties {
            if let initial = member(ref).initializer, initial.kind == .closure, initial.closure >= 0 {
                closures.append((Int(ref.file), initial.closure))
            }
        }
        for ref in calls(named: ownerType) {
            let callFile = Int(ref.file)
            let callOutline = files[callFile].outline
            let construction = callOutline.calls[Int(ref.index)]
            guard construction.callee.count == 1, construction.callee.base == .name else { continue }
            for argument in callOutline.arguments(of: construction)
            where !argument.label.isNone && callOutline.name(argument.label) == name {
                guard argument.value.kind == .closure, argument.value.closure >= 0 else { return nil }
                closures.append((callFile, argument.value.closure))
            }
        }
        for ref in assignments(to: name) {
            let assignmentFile = Int(ref.file)
            let assignment = files[assignmentFile].outline.assignments[Int(ref.index)]
            let count = assignment.target.count - 1
            let target = count == 0 ? ownerTypeName(file: assignmentFile, member: assignment.owner)
                : typeName(of: assignment.target, count: count, in: assignmentFile, owner: assignment.owner)
            guard target == ownerType else { continue }
            // `self.makeDetails = makeDetails` in the initializer: the arguments above say.
            if assignment.value.kind == .chain && assignment.value.call < 0 && assignment.value.chain.count == 1 { continue }
            guard assignment.value.kind == .closure, assignment.value.closure >= 0 else { return nil }
            closures.append((assignmentFile, assignment.value.closure))
        }
        var found: String?
        for (closureFile, closure) in closures {
            let returned = files[closureFile].outline.returns.filter { $0.closure == closure }
            guard !returned.isEmpty else { return nil }
            for item in returned {
                guard let type = typeName(of: item.value, in: closureFile, owner: item.owner), isProjectType(type),
                      found == nil || found == type else { return nil }
                found = type
            }
        }
        return found
    }

    /// The value a local named `name` is bound to in member `owner`, if it is a simple chain.
    func localValue(named name: String, owner: Int32, in file: Int) -> Expression? {
        localBinding(named: name, owner: owner, in: file)?.value
    }
}

extension Outline {
    /// The labels of a call's arguments before its trailing closures, nil where there is none:
    /// what `RIBsNavigation.labels(_:fit:)` matches against a method's parameters.
    func argumentLabels(of call: Call) -> [String?] {
        arguments(of: call).filter { !$0.isTrailingClosure }.map { $0.label.isNone ? nil : name($0.label) }
    }

    /// The name of an expression that is a single bare name (`child`), as a symbol of this outline.
    func singleNameSymbol(_ expression: Expression) -> Symbol? {
        guard expression.kind == .chain, expression.chain.count == 1, expression.call < 0, expression.chain.base == .name else {
            return nil
        }
        let element = chainElements[Int(expression.chain.start)]
        return element.kind == .name ? element.name : nil
    }

    /// Whether an expression is the single bare name `symbol`: `singleName` without building a string.
    func isSingleName(_ expression: Expression, _ symbol: Symbol) -> Bool {
        singleNameSymbol(expression) == symbol
    }
}
