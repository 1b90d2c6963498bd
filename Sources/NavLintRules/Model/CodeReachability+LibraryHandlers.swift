import NavLintIndex
import NavLintSyntax

/// Proof 5: a finish handler kept by a coordinator library's base class (`ChildCoordinatorQueries+Inherited.swift`).
///
/// `child.start { self?.remove(child: child) }` hands the closure to the library's
/// `start(finishHandler:)` (directly, or through the child's override that passes its parameter on
/// to `super.start(finishHandler:)`); the library keeps it and runs it from its `finish()`. The
/// closure therefore runs only through a call of `finish()` that can reach an object of the
/// child's type, as an inherited method would (proof 2).
extension CodeReachability {
    /// Whether the closure `closure` of `file`, an argument of a call in `member`, is a finish
    /// handler handed to an inherited library `start(finishHandler:)`: nil when it is not, otherwise
    /// whether some `finish()` that runs it may run.
    mutating func libraryFinishHandlerMayRun(_ closure: Int32, in file: Int, member: Int32, depth: Int) -> Bool? {
        let outline = index.files[file].outline
        guard case .argument(let position, let label, _) = outline.closures[Int(closure)].context, position >= 0 else { return nil }
        let call = outline.calls[Int(position)]
        guard outline.name(of: call) == "start", label.isNone || outline.name(label) == "finishHandler" else { return nil }
        let elements = outline.elements(call.callee)
        let receiver = elements.count == 1
            ? (call.callee.base == .other ? nil : index.ownerTypeName(file: file, member: member))
            : index.typeName(of: call.callee, count: elements.count - 1, in: file, owner: member)
        guard let child = receiver.map(index.simpleName), ChildCoordinatorQueries.inheritsChildCollection(child, in: index) else {
            return nil
        }
        // The project's own `start` methods must all hand the closure on to the library's.
        let arguments = outline.arguments(of: call)
        for ref in index.lookupMember("start", in: child) where index.member(ref).kind == .function {
            let method = index.member(ref)
            guard method.body != nil else { return nil }
            let parameter = label.isNone
                ? (method.parameters.count == arguments.count ? method.parameters.last : nil)
                : method.parameters.first { $0.label == "finishHandler" }
            guard let parameter, passesToLibraryStart(parameter.name, of: ref),
                  parameterKeeper(parameter.name, of: ref) == nil else { return nil }
        }
        let key = child + ".finish()"
        if let known = usesRun[key] { return known }
        usesRun[key] = true // in progress
        let answer = index.calls(named: "finish").contains {
            !finishesOtherChildren($0, than: child) && callMayReach($0, receiver: child, depth: depth + 1)
        }
        usesRun[key] = answer
        return answer
    }

    /// Whether `callRef` finishes the children of its caller's own inherited collection
    /// (`children.forEach { $0.finish() }`) while the caller adds no child of `child`'s family:
    /// the collection holds what its owner adds, so such a call never reaches a `child`.
    private mutating func finishesOtherChildren(_ callRef: ElementRef, than child: String) -> Bool {
        let file = Int(callRef.file)
        let outline = index.files[file].outline
        let call = outline.calls[Int(callRef.index)]
        guard call.closure >= 0, call.owner >= 0, call.callee.base == .name, outline.elements(call.callee).count == 2,
              case .argument(let position, _, _) = outline.closures[Int(call.closure)].context, position >= 0 else { return false }
        let literal = outline.closures[Int(call.closure)]
        let element = outline.names(call.callee)[0]
        guard element == "$0" && literal.parameters.isEmpty || outline.names(literal.parameters) == [element] else { return false }
        let loop = outline.calls[Int(position)]
        guard loop.callee.base == .name || loop.callee.base == .selfKeyword,
              outline.names(loop.callee) == [ChildCoordinatorQueries.inheritedCollectionName, "forEach"],
              let owner = index.ownerTypeName(file: file, member: call.owner).map(index.simpleName),
              ChildCoordinatorQueries.inheritsChildCollection(owner, in: index) else { return false }
        let family = Set([owner] + index.ancestors(of: owner) + index.subtypes(of: owner))
        let added = family.reduce(into: Set<String>()) { $0.formUnion(inheritedChildTypes(of: $1)) }
        return !added.contains { $0 == child || index.isSubtype($0, of: child) || index.isSubtype(child, of: $0) }
    }

    /// The types of the children `parent` adds to its inherited collection (`add(child: flow)`),
    /// found for every parent at once the first time one is asked.
    private mutating func inheritedChildTypes(of parent: String) -> Set<String> {
        if inheritedChildTypes == nil {
            var table: [String: Set<String>] = [:]
            for addition in childQueries?().inheritedAdditions() ?? [] {
                guard let value = addition.child,
                      let type = index.typeName(of: value, in: addition.file, owner: addition.member) else { continue }
                table[index.simpleName(addition.parentType), default: []].insert(index.simpleName(type))
            }
            inheritedChildTypes = table
        }
        return inheritedChildTypes?[parent] ?? []
    }

    /// Whether method `ref` passes its parameter `name` to `super.start(finishHandler:)`.
    private func passesToLibraryStart(_ name: String, of ref: ElementRef) -> Bool {
        let file = Int(ref.file)
        let outline = index.files[file].outline
        return index.callPositions(ownedBy: ref.index, in: file).contains { position in
            let call = outline.calls[position]
            return call.callee.base == .superKeyword && CallKey.of(call, in: outline) == CallKey("start", "finishHandler")
                && outline.arguments(of: call).first.flatMap { index.singleName($0.value, in: file) } == name
        }
    }
}
