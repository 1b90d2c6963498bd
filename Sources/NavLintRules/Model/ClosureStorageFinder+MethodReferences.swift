import NavLintIndex
import NavLintSyntax

/// Method references of self kept where a closure literal would be (`onTap = didTap`,
/// `subscribe(onNext: handle).disposed(by: disposeBag)`, `Screen(onClose: close)`): each is a
/// closure that holds self strongly (`MethodReference`), so it is kept as the literal would be.
extension ClosureStorageFinder {
    /// A method reference of self in `file` and where it is kept.
    struct KeptMethodReference {
        var reference: MethodReference
        /// The argument or assigned value that names the method.
        var range: ByteRange
        /// The member whose code it is in, and the closure around it (-1: none).
        var member: Int32
        var closure: Int32
        var storage: ClosureStorage
    }

    /// The method references of self in `file` that are assigned to a property or handed to a call
    /// that keeps them (a subscription self keeps, a project method or initializer that stores its
    /// closure parameter), in source order: assignments, then arguments.
    mutating func keptMethodReferences(in file: Int) -> [KeptMethodReference] {
        let outline = index.files[file].outline
        var result: [KeptMethodReference] = []
        let (assignments, arguments) = methodReferenceCandidates(in: outline)
        for position in assignments {
            let assignment = outline.assignments[Int(position)]
            guard let reference = index.methodReferenceOfSelf(assignment.value, in: file, member: assignment.owner,
                                                               closure: assignment.closure),
                  let storage = propertyStorage(assignment.target, file: file, member: assignment.owner,
                                                selfType: reference.selfType), holdsFunction(storage) else { continue }
            result.append(KeptMethodReference(reference: reference, range: assignment.value.range, member: assignment.owner,
                                              closure: assignment.closure, storage: storage))
        }
        for (position, argumentIndex) in arguments {
            let call = outline.calls[Int(position)], argument = outline.arguments[Int(argumentIndex)]
            guard let reference = index.methodReferenceOfSelf(argument: argument, of: call, in: file) else { continue }
            let storage = subscriptionStorage(call: position, file: file, member: call.owner, selfType: reference.selfType)
                ?? argumentStorage(call: position, label: argument.label, isTrailing: false, file: file,
                                   member: call.owner, selfType: reference.selfType)
            guard let storage else { continue }
            result.append(KeptMethodReference(reference: reference, range: argument.value.range, member: call.owner,
                                              closure: call.closure, storage: storage))
        }
        return result
    }

    /// The plain assignments (`=`) and the call arguments of `outline`, in source order, whose value
    /// is a bare name or `self.name` naming an instance method that the type of the member holding
    /// it, or an ancestor, declares: the only values that can be method references of self
    /// (`ProjectIndex.methodReferenceOfSelf` asks the same first). One read of the tables, by ids:
    /// each symbol's name and each type's name looked up once per file, for every
    /// argument of every call of the file.
    private func methodReferenceCandidates(in outline: Outline) -> (assignments: [Int32], arguments: [(call: Int32, argument: Int32)]) {
        let symbols = outline.symbols
        // Per symbol of the file, asked as met: -2 unknown, -1 no instance method's name, else its id.
        var methodNameIDs = [Int32](repeating: -2, count: symbols.count)
        // Per type of the file: -2 unknown, -1 no project type, else its id.
        var typeIDs = [Int32](repeating: -2, count: outline.types.count)
        func mayNameMethod(_ value: Expression, member: Int32) -> Bool {
            guard value.kind == .chain, value.call < 0, value.chain.count == 1,
                  value.chain.base == .name || value.chain.base == .selfKeyword,
                  member >= 0, Int(member) < outline.members.count else { return false }
            let element = outline.chainElements[Int(value.chain.start)]
            guard element.kind == .name else { return false }
            let symbol = Int(element.name.rawValue)
            if methodNameIDs[symbol] == -2 { methodNameIDs[symbol] = index.instanceMethodNameID(symbols[symbol]) ?? -1 }
            guard methodNameIDs[symbol] >= 0 else { return false }
            let owner = Int(outline.members[Int(member)].owner)
            guard owner >= 0 else { return false }
            if typeIDs[owner] == -2 { typeIDs[owner] = index.typeID(named: index.simpleName(outline.types[owner].name)) ?? -1 }
            return typeIDs[owner] >= 0 && index.declaresInstanceMethod(nameID: methodNameIDs[symbol], inTypeOrAncestorsOf: typeIDs[owner])
        }
        // Local copies of the tables: one retain each, then plain indexed reads.
        let table = outline.assignments, calls = outline.calls, argumentTable = outline.arguments
        var assignments: [Int32] = []
        for position in table.indices where table[position].op == .assign && mayNameMethod(table[position].value, member: table[position].owner) {
            assignments.append(Int32(position))
        }
        var arguments: [(call: Int32, argument: Int32)] = []
        for position in calls.indices {
            for argument in Int(calls[position].argumentStart)..<Int(calls[position].argumentEnd)
            where mayNameMethod(argumentTable[argument].value, member: calls[position].owner) {
                arguments.append((Int32(position), Int32(argument)))
            }
        }
        return (assignments, arguments)
    }

    /// Whether the property keeping an assigned value may hold a function: declared with a function
    /// type, a type alias the project declares (`var action: CallbackVoid?`), or a closure as its
    /// initial value, or not found (a framework object's property, a keeper of unknown type). A
    /// bare name stored in a property of another type is no closure: it names a local the outline
    /// does not keep (a setter's `set(image)`, a `case .valid(let state)` binding) or a framework
    /// property self inherits, beside a method of that name.
    private func holdsFunction(_ storage: ClosureStorage) -> Bool {
        guard let type = storage.keeperType, let property = storage.property else { return true }
        let declarations = members(property, in: type, index).map(index.member).filter { $0.kind == .property }
        guard !declarations.isEmpty else { return true }
        return declarations.contains { declared in
            if let annotation = declared.type {
                return annotation.isFunction || !index.typeAliases(named: annotation.nominalName).isEmpty
            }
            return declared.initializer?.kind == .closure
        }
    }
}
