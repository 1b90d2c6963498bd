import NavLintIndex
import NavLintSyntax

/// Releases wired or made by the parent's own code away from the addition: a method the adding code
/// hands the child to, and a removal through the property the parent records the child in.
extension ChildReleaseFinder {
    /// The parent's own methods that the adding code hands the child to, with the parameter that
    /// receives it: `setUpCallbacks(banking)` runs `coordinator.onDone = { … }` with `coordinator`
    /// the child, so its closures are written where the child is added, as much as inline ones.
    mutating func handedSites(file: Int, member: Int32, childName: String, parent: String) -> [(file: Int, member: Int32, childName: String?)] {
        let outline = index.files[file].outline
        guard let symbol = outline.symbol(childName) else { return [] }
        var sites: [(file: Int, member: Int32, childName: String?)] = []
        for position in calls(file: file, member: member) {
            let call = outline.calls[Int(position)]
            let arguments = Array(outline.arguments(of: call).filter { !$0.isTrailingClosure })
            guard let argument = arguments.firstIndex(where: { outline.singleNameSymbol($0.value) == symbol }),
                  queries.isSelfCall(call, in: file) else { continue }
            let labels = arguments.map { $0.label.isNone ? nil : outline.name($0.label) }
            for ref in index.lookupMember(outline.name(of: call), in: parent) {
                let method = index.member(ref)
                guard method.kind == .function, method.body != nil,
                      let parameter = parameter(receiving: argument, labels: labels, of: method) else { continue }
                sites.append((Int(ref.file), ref.index, parameter))
            }
        }
        return sites
    }

    /// The name of the parameter that receives argument `position` of a call with `labels`.
    private func parameter(receiving position: Int, labels: [String?], of method: Member) -> String? {
        var next = 0
        for (offset, label) in labels.enumerated() {
            while next < method.parameters.count && method.parameters[next].label != label { next += 1 }
            guard next < method.parameters.count else { return nil }
            if offset == position { return method.parameters[next].name }
            next += 1
        }
        return nil
    }

    /// The properties of the parent that the adding member records the child in (`self.splash = splash`).
    func records(of addition: ChildAddition) -> Set<String> {
        guard let child = addition.child, let name = index.singleName(child, in: addition.file), addition.member >= 0 else { return [] }
        let outline = index.files[addition.file].outline
        var recorded: Set<String> = []
        for position in index.assignmentPositions(ownedBy: addition.member, in: addition.file) {
            let assignment = outline.assignments[position]
            guard assignment.op == .assign, assignment.target.count == 1,
                  assignment.target.base == .name || assignment.target.base == .selfKeyword,
                  assignment.value.kind == .chain, index.singleName(assignment.value, in: addition.file) == name else { continue }
            let target = outline.chainElements[Int(assignment.target.start)]
            // `spaces = spaces` cannot be the local itself; `self.spaces = spaces` is the property.
            guard target.kind == .name, assignment.target.base == .selfKeyword || outline.name(target.name) != name,
                  index.lookupMember(outline.name(target.name), in: addition.parentType).contains(where: { index.member($0).kind == .property })
            else { continue }
            recorded.insert(outline.name(target.name))
        }
        return recorded
    }

    /// Whether the parent's code removes the child through the property it records it in
    /// (`if let splash = splashCoordinator { removeChildCoordinator(splash) }`, reached from the
    /// parent's state handler), from code that can run: the parent ends that child itself.
    mutating func removesItsRecord(_ addition: ChildAddition, removers: [CallKey: [ElementRef]]) -> Bool {
        let recorded = records(of: addition)
        guard !recorded.isEmpty, !removers.isEmpty else { return false }
        let parent = addition.parentType
        for type in [parent] + index.ancestors(of: parent) where index.isProjectType(type) {
            for ref in index.members(of: type) where index.member(ref).body != nil {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                for callIndex in calls(file: file, member: ref.index) {
                    let call = outline.calls[Int(callIndex)]
                    guard removers[CallKey.of(call, in: outline)] != nil, queries.isSelfCall(call, in: file),
                          outline.arguments(of: call).contains(where: { names(record: recorded, $0.value, before: call.range.start, file: file, member: ref.index) })
                    else { continue }
                    let body = BodyHandle(file: file, member: call.owner, closure: call.closure)
                    if model.withReachability({ $0.mayRun(body) }) { return true }
                }
            }
        }
        return false
    }

    /// Whether `value` is one of the recorded properties: `splash`, `self.splash`, or a local bound
    /// to one (`if let splash = splashCoordinator`, `guard let splash = self.splashCoordinator`).
    private func names(record recorded: Set<String>, _ value: Expression, before position: UInt32, file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        guard value.kind == .chain, value.call < 0, value.chain.count == 1,
              value.chain.base == .name || value.chain.base == .selfKeyword,
              let name = outline.names(value.chain).first else { return false }
        guard value.chain.base == .name,
              let binding = BodyHandle(file: file, member: member).binding(named: name, before: position, in: index) else {
            return recorded.contains(name) && !outline.members[Int(member)].parameters.contains { $0.name == name }
        }
        guard let bound = outline.locals[binding].value, bound.kind == .chain, bound.call < 0, bound.chain.count == 1,
              bound.chain.base == .name || bound.chain.base == .selfKeyword, let boundName = outline.names(bound.chain).first else { return false }
        return recorded.contains(boundName)
    }
}

extension ChildReleaseFinder {
    /// Whether the adding code empties the child collection just before it adds the child
    /// (`removeCoordinators()`, whose body is `childCoordinators = []`, then `addChild(main)`): each
    /// run replaces every child with the new one, so the previous child goes when the next comes.
    mutating func emptiesBeforeAdding(_ addition: ChildAddition) -> Bool {
        guard addition.member >= 0 else { return false }
        let key = EmptyingKey(file: addition.file, member: addition.member, closure: addition.closure, parent: addition.parentType)
        let end: UInt32?
        if let known = firstEmptyingEnds[key] {
            end = known
        } else {
            end = firstEmptyingEnd(key)
            firstEmptyingEnds[key] = .some(end)
        }
        return end.map { $0 <= addition.range.start } ?? false
    }

    /// Where the first statement of the body `key` names that empties a child collection of the
    /// parent ends, nil when none does: worked out once per body and parent, not once per addition
    /// (a method of N additions read its calls N times).
    private mutating func firstEmptyingEnd(_ key: EmptyingKey) -> UInt32? {
        let file = key.file
        let outline = index.files[file].outline
        var first: UInt32?
        for position in index.assignmentPositions(ownedBy: key.member, in: file) {
            let assignment = outline.assignments[position]
            if assignment.closure == key.closure, first.map({ assignment.range.end < $0 }) ?? true,
               queries.assignmentEmptiesChildCollection(assignment, outline, parent: key.parent) { first = assignment.range.end }
        }
        for callIndex in calls(file: file, member: key.member) {
            let call = outline.calls[Int(callIndex)]
            guard call.closure == key.closure, first.map({ call.range.end < $0 }) ?? true else { continue }
            if queries.emptiesChildCollection(call, outline, parent: key.parent) {
                first = call.range.end
                continue
            }
            guard call.callee.count == 1, queries.isSelfCall(call, in: file), call.argumentStart == call.argumentEnd else { continue }
            if index.lookupMember(outline.name(of: call), in: key.parent).contains(where: { index.member($0).body != nil && empties($0, parent: key.parent) }) {
                first = call.range.end
            }
        }
        return first
    }

    /// Whether method `ref`'s own code empties a child collection of `parent` (`childCoordinators = []`).
    private mutating func empties(_ ref: ElementRef, parent: String) -> Bool {
        let file = Int(ref.file)
        let outline = index.files[file].outline
        if calls(file: file, member: ref.index).contains(where: { queries.emptiesChildCollection(outline.calls[Int($0)], outline, parent: parent) }) {
            return true
        }
        return index.assignmentPositions(ownedBy: ref.index, in: file).contains {
            queries.assignmentEmptiesChildCollection(outline.assignments[$0], outline, parent: parent)
        }
    }
}

/// `ChildReleaseFinder.emptiesBeforeAdding`'s key: a body (member and closure) and the parent type.
struct EmptyingKey: Hashable {
    var file: Int
    var member: Int32
    var closure: Int32
    var parent: String
}
