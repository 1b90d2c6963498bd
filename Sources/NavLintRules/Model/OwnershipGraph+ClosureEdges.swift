import NavLintIndex
import NavLintSyntax

/// A closure property that keeps a method of another object's self (`WalletScreen(onSend:
/// showSend)` written in the coordinator): a method reference is a closure that keeps its object
/// strongly (`MethodReference`), so the closure property keeps the coordinator as a strong
/// `coordinator` property would, and points back at it. The method reference is handed over right
/// at the store (`screen.onSend = showSend`), or through a parameter of the keeper's initializer,
/// of a static factory of its type or of its method that stores the parameter in the property (one
/// hand-over: `Screen.make(onSend: showSend)`).
///
/// A cycle closed by such an edge whose method reference closure-capture-cycle's closure storage
/// finds kept by self (through self's properties at the hand-over, or a construction self stores)
/// is that rule's, which reports the method reference itself (`closureCaptureCycleEdges`);
/// strong-back-reference reports the others (a keeper that self reaches through objects the
/// hand-over does not name, a static factory's object).
extension OwnershipGraphBuilder {
    /// The edges from the stored closure properties (`closureProperties`) to the types whose
    /// methods the project stores in them, one per place a method reference is handed over. Read
    /// from the stores of those properties' names only, and the calls of the members that store a
    /// parameter: no scan of every call.
    func closureEdges() -> [PendingEdge] {
        guard !closureProperties.isEmpty else { return [] }
        var propertiesByName: [String: [Int]] = [:]
        for (position, property) in closureProperties.enumerated() {
            propertiesByName[property.member, default: []].append(position)
        }
        var result: [PendingEdge] = []
        var seen: Set<[Int]> = []
        var callsByName: [String: [(ElementRef, Int32?)]] = [:]
        func add(_ reference: MethodReference, keptBy holders: [Int32], member: String, file: Int, range: ByteRange) {
            guard let target = index.typeID(named: reference.selfType) else { return }
            for holder in holders where holder != target {
                // Self keeping its own method is closure-capture-cycle's "kept by self".
                guard !index.ancestorIDs(of: holder).contains(target),
                      seen.insert([Int(holder), Int(target), file, Int(range.start)]).inserted else { continue }
                result.append(PendingEdge(source: holder, target: target, member: member, kind: .storedClosure, reference: .strong,
                                          isClassBound: true, isCollection: false, file: file, range: range))
            }
        }
        for (name, ref) in assignments(toAnyOf: propertiesByName.keys.sorted()) {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let assignment = outline.assignments[Int(ref.index)]
            guard assignment.op == .assign, assignment.owner >= 0, assignment.value.kind == .chain, assignment.value.call < 0,
                  assignment.value.chain.count == 1 else { continue }
            // Cheap tests first: a parameter of the storing member, or a name some type declares as a method.
            let member = ElementRef(file: Int32(file), index: assignment.owner)
            let parameter = assignment.value.chain.base == .name ? storedParameter(assignment.value, of: member) : nil
            guard parameter != nil || mayNameMethod(assignment.value, in: outline) else { continue }
            let holders = keepers(of: name, storedBy: ref, among: propertiesByName[name] ?? [])
            guard !holders.isEmpty else { continue }
            guard let parameter else {
                if let reference = index.methodReferenceOfSelf(assignment.value, in: file, member: assignment.owner,
                                                               closure: assignment.closure) {
                    add(reference, keptBy: holders, member: name, file: file, range: assignment.value.range)
                }
                continue
            }
            for argument in arguments(passedFor: parameter, to: member, callsByName: &callsByName)
            where mayNameMethod(argument.value, in: index.files[argument.file].outline) {
                guard let reference = index.methodReferenceOfSelf(argument.value, in: argument.file, member: argument.member,
                                                                  closure: argument.closure) else { continue }
                add(reference, keptBy: holders, member: name, file: argument.file, range: argument.value.range)
            }
        }
        return result
    }

    /// The holders, among `closureProperties[candidates]`, whose property the store `ref` sets: the
    /// receiver's type or an ancestor of it, or, when the receiver's type is unknown in a static
    /// member, that member's type (a factory's local made from a storyboard).
    private func keepers(of name: String, storedBy ref: ElementRef, among candidates: [Int]) -> [Int32] {
        let file = Int(ref.file)
        let owner = index.files[file].outline.assignments[Int(ref.index)].owner
        let isFactory = owner >= 0 && index.files[file].outline.members[Int(owner)].modifiers.isTypeLevel
        guard let receiver = index.receiverType(ofAssignment: ref) ?? (isFactory ? index.ownerTypeName(file: file, member: owner) : nil),
              let type = index.typeID(named: index.simpleName(receiver)) else { return [] }
        let ancestors = index.ancestorIDs(of: type)
        return candidates.map { closureProperties[$0].holder }.filter { $0 == type || ancestors.contains($0) }
    }

    /// Whether `value` may be a method reference (`showSend`, `self.showSend`): a bare name that some
    /// project type declares as an instance method (`ProjectIndex.instanceMethodNameID(_:)`).
    private func mayNameMethod(_ value: Expression, in outline: Outline) -> Bool {
        guard value.kind == .chain, value.call < 0, value.chain.count == 1,
              value.chain.base == .name || value.chain.base == .selfKeyword, let name = outline.lastName(value.chain) else { return false }
        return index.instanceMethodNameID(name) != nil
    }

    /// The parameter of `member` (an initializer or a method) that a stored value reads as is,
    /// when no local of that name hides it.
    private func storedParameter(_ value: Expression, of member: ElementRef) -> Parameter? {
        let file = Int(member.file)
        let declaration = index.member(member)
        guard declaration.kind == .initializer || declaration.kind == .function, let name = index.singleName(value, in: file),
              let parameter = declaration.parameters.first(where: { $0.name == name && $0.type?.isFunction == true }),
              index.localBinding(named: name, owner: member.index, in: file) == nil else { return nil }
        return parameter
    }

    /// A value a call passes for a parameter, where it is written.
    private struct PassedArgument {
        var file: Int
        var member: Int32
        var closure: Int32
        var value: Expression
    }

    /// What the calls of `member` pass for `parameter`: the constructions of its type for an
    /// initializer (`InitializerArguments`), else the calls by its name on its type (a static
    /// factory, `Screen.make(…)`) or on a value of its type (`screen.configure(…)`), whose labels fit.
    private func arguments(passedFor parameter: Parameter, to member: ElementRef,
                           callsByName: inout [String: [(ElementRef, Int32?)]]) -> [PassedArgument] {
        let declaration = index.member(member)
        guard let ownerName = index.ownerTypeName(ofMember: member), let owner = index.typeID(named: ownerName) else { return [] }
        if declaration.kind == .initializer {
            return (index.initializerArguments(for: parameter, initializer: member, type: ownerName) ?? []).compactMap { argument in
                guard let value = argument.value else { return nil }
                let call = index.files[argument.file].outline.calls[Int(argument.call)]
                return PassedArgument(file: argument.file, member: call.owner, closure: call.closure, value: value)
            }
        }
        // Each call of a name is resolved once, whichever of the name's methods asks.
        let calls = callsByName[declaration.name] ?? index.calls(named: declaration.name).map { ref in
            (ref, receiverType(of: index.files[Int(ref.file)].outline.calls[Int(ref.index)], in: Int(ref.file)))
        }
        callsByName[declaration.name] = calls
        var result: [PassedArgument] = []
        for (ref, receiver) in calls {
            guard let receiver, receiver == owner || index.ancestorIDs(of: receiver).contains(owner) else { continue }
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            let arguments = outline.arguments(of: call).filter { !$0.isTrailingClosure }
            let labels = arguments.map { $0.label.isNone ? nil : outline.name($0.label) }
            guard RIBsNavigation.labels(labels, fit: declaration.parameters),
                  let argument = arguments.first(where: { ($0.label.isNone ? nil : outline.name($0.label)) == parameter.label })
            else { continue }
            result.append(PassedArgument(file: file, member: call.owner, closure: call.closure, value: argument.value))
        }
        return result
    }

    /// The project type a method call is made on: the type named before the method (`Screen.make(…)`),
    /// else the type of the value before it (`screen.configure(…)`); nil for a bare call.
    private func receiverType(of call: Call, in file: Int) -> Int32? {
        let callee = call.callee
        guard callee.count >= 2, call.owner >= 0 else { return nil }
        let outline = index.files[file].outline
        if callee.count == 2, callee.base == .name, let first = outline.elements(callee).first, first.kind == .name,
           let type = index.typeID(named: outline.name(first.name)) {
            return type
        }
        return index.typeName(of: callee, count: callee.count - 1, in: file, owner: call.owner)
            .flatMap { index.typeID(named: index.simpleName($0)) }
    }
}

extension OwnershipGraph {
    /// The back edges, among `cycles`' stored closures, whose method reference closure-capture-cycle
    /// reports: the closure storage finds self keeping the reference's keeper (`self.wallet =
    /// Screen(onSend: showSend)`, `pageController.wallet.onSend = showSend`), and that rule judges it.
    /// Reported here too, it would be the same cycle twice. Asked only for the cycles found: each
    /// of their files' kept method references is read once.
    func closureCaptureCycleEdges(among cycles: [Cycle], index: ProjectIndex, childQueries: ChildCoordinatorQueries) -> Set<Int> {
        let closures = cycles.map(\.backEdge).filter { edges[$0].kind == .storedClosure }
        guard !closures.isEmpty else { return [] }
        var finder = ClosureStorageFinder(index: index)
        finder.childQueries = childQueries
        var keptByFile: [Int: [ClosureStorageFinder.KeptMethodReference]] = [:]
        var result: Set<Int> = []
        for edge in closures {
            let file = edges[edge].file
            let kept = keptByFile[file] ?? finder.keptMethodReferences(in: file)
            keptByFile[file] = kept
            if kept.contains(where: { $0.range == edges[edge].range && $0.storage.isKeptBySelf }) { result.insert(edge) }
        }
        return result
    }
}
