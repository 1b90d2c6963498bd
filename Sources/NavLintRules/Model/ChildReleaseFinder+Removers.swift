import NavLintIndex
import NavLintSyntax

/// The methods that remove a child from its parent's collection, and the calls that reach them.
extension ChildReleaseFinder {
    /// The parent's methods (inherited ones included) that remove one child, by call key: the
    /// release query's `.removal` question, asked of each of them. A prune of every finished child
    /// (`children.removeAll { $0.isFinished }`) or the navigation controller's delegate (`didShow`)
    /// among them releases all children whatever they are.
    mutating func removingMethods(of parent: String) -> [CallKey: [ElementRef]] {
        if let known = removingMethods[parent] { return known }
        let queries = self.queries
        var members: [ElementRef] = []
        for type in [parent] + index.ancestors(of: parent) where index.isProjectType(type) {
            members.append(contentsOf: index.members(of: type).filter { index.member($0).body != nil })
        }
        let (removingRefs, direct) = model.withReleases { finder -> ([ElementRef], [ElementRef]) in
            let removing = finder.removingMethods(among: members, parent: parent, queries: queries)
            return (removing, removing.filter { finder.removesChildItself($0, parent: parent, queries: queries) })
        }
        var removing: [CallKey: [ElementRef]] = [:]
        for ref in removingRefs { removing[CallKey.of(index.member(ref)), default: []].append(ref) }
        directRemovers[parent] = Set(direct.map { CallKey.of(index.member($0)) })
        // A didShow handler releases only when the parent can become the navigation delegate.
        var flush = removingRefs.contains { index.member($0).name == "navigationController" } && index.canBecomeNavigationDelegate(parent)
        var prunedTypes: Set<String> = []
        for ref in direct where !flush {
            let outline = index.files[Int(ref.file)].outline
            for callIndex in calls(file: Int(ref.file), member: ref.index) {
                let call = outline.calls[Int(callIndex)]
                guard queries.removesOneChild(call, outline, parent: parent) else { continue }
                if isPrune(call, in: Int(ref.file), member: ref.index) { flush = true; break }
                // `children.removeAll { $0 is SendCoordinator }`: every child of that type, and no other.
                if case .types(let types) = queries.filter(of: call, in: Int(ref.file)), outline.name(of: call) == "removeAll" {
                    prunedTypes.formUnion(types)
                }
            }
        }
        removingMethods[parent] = removing
        flushRemovers[parent] = flush
        if !prunedTypes.isEmpty { typedFlushes[parent] = prunedTypes }
        return removing
    }

    /// `children.removeAll { $0.isFinished }`: a removal whose condition names no parameter or local
    /// of its method, so it is about every child rather than one; not a test of the child's type
    /// (`removeAll { $0 is SendCoordinator }`), which is about the children of that type.
    func isPrune(_ call: Call, in file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        let body = BodyHandle(file: file, member: member)
        guard outline.name(of: call) == "removeAll",
              let predicate = outline.arguments(of: call).first(where: { $0.value.kind == .closure })?.value.closure,
              predicate >= 0, index.testedTypes(ofPredicate: predicate, in: file) == nil else { return false }
        let declaration = outline.members[Int(member)]
        var enclosingParameters: Set<Symbol> = []
        var enclosing = outline.closures[Int(predicate)].closure
        while enclosing >= 0 {
            enclosingParameters.formUnion(outline.symbols(outline.closures[Int(enclosing)].parameters))
            enclosingParameters.formUnion(outline.captures(of: outline.closures[Int(enclosing)]).map(\.name))
            enclosing = outline.closures[Int(enclosing)].closure
        }
        for name in outline.symbols(outline.closures[Int(predicate)].freeNames) {
            let text = outline.name(name)
            if enclosingParameters.contains(name) || declaration.parameters.contains(where: { $0.name == text }) { return false }
            if body.binding(of: name, in: index) != nil { return false }
        }
        return true
    }

    /// Whether a closure written in the member removes a child of the parent.
    /// With the child's type known, the closure must be able to run (`CodeReachability`): one stored on
    /// the child (`child.onFinish = { … }`) runs only through a use of the child type's property.
    mutating func closureRemoves(file: Int, member: Int32, parent: String, removers: [CallKey: [ElementRef]],
                                 childName: String? = nil, childType: String? = nil) -> Bool {
        let outline = index.files[file].outline
        let holder = childType.map { CodeReachability.Holder(name: childName ?? "", type: $0) }
        func mayRun(_ closure: Int32) -> Bool {
            guard holder != nil else { return true }
            if model.withReachability({ $0.mayRun(BodyHandle(file: file, member: member, closure: closure), holder: holder) }) { return true }
            isDemotedByReachability = true
            return false
        }
        for callIndex in calls(file: file, member: member) {
            let call = outline.calls[Int(callIndex)]
            guard call.closure >= 0 else { continue }
            if (removers[CallKey.of(call, in: outline)] != nil && queries.isSelfCall(call, in: file))
                || (queries.removesOneChild(call, outline, parent: parent) && queries.filter(of: call, in: file).admits(childType, in: index))
                || queries.emptiesChildCollection(call, outline, parent: parent) {
                if mayRun(call.closure) { return true }
            }
        }
        for assignment in outline.assignments where assignment.owner == member && assignment.closure >= 0
            && (queries.assignmentRemovesOneChild(assignment, outline, parent: parent)
                || queries.assignmentEmptiesChildCollection(assignment, outline, parent: parent)) {
            if mayRun(assignment.closure) { return true }
        }
        return false
    }

    /// Whether the member hands `self` to the child: `child.parentCoordinator = self`,
    /// `child.start(delegate: self)`, or `Child(parent: self)` bound to the child's name.
    mutating func handsSelf(to name: String, file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        for assignment in BodyHandle(file: file, member: member).assignmentPositions(in: index).map({ outline.assignments[$0] })
        where assignment.value.kind == .self {
            if assignment.target.base == .name, outline.names(assignment.target).first == name, assignment.target.count > 1 { return true }
        }
        let constructor = index.localBinding(named: name, owner: member, in: file)?.value?.call ?? -1
        for callIndex in calls(file: file, member: member) {
            let call = outline.calls[Int(callIndex)]
            guard outline.arguments(of: call).contains(where: { $0.value.kind == .self }) else { continue }
            if callIndex == constructor || (call.callee.base == .name && outline.names(call.callee).first == name && call.callee.count > 1) {
                return true
            }
        }
        return false
    }

    /// Whether code of `type` (or its project ancestors) calls one of the parent's removing methods
    /// on another object, or removes an element from another object's `collection`.
    /// A release counts only if it can run for an object of `type` (`CodeReachability`): an inherited
    /// member only through a call that reaches such an object, a closure only through a use of the
    /// property keeping it, and a call on a delegate property only if something stores one.
    /// Remembered per child type, parent and collection (`removers` are the parent's, admitting `type`),
    /// with whether a release was set aside: a parent adds the same child type in several places.
    mutating func typeReleases(_ type: String, parent: String, removers: [CallKey: [ElementRef]], collection: String) -> Bool {
        let key = TypeReleaseKey(type: type, parent: parent, collection: collection)
        if let known = typeReleaseAnswers[key] {
            if known.demoted { isDemotedByReachability = true }
            return known.releases
        }
        let wasDemoted = isDemotedByReachability
        isDemotedByReachability = false
        let releases = typeReleases(type, removers: removers, collection: collection)
        typeReleaseAnswers[key] = (releases, isDemotedByReachability)
        isDemotedByReachability = isDemotedByReachability || wasDemoted
        return releases
    }

    private mutating func typeReleases(_ type: String, removers: [CallKey: [ElementRef]], collection: String) -> Bool {
        for typeName in [type] + index.ancestors(of: type) where index.isProjectType(typeName) {
            for ref in index.members(of: typeName) {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                for callIndex in calls(file: file, member: ref.index)
                where releasesFromOutside(outline.calls[Int(callIndex)], in: file, removers: removers, collection: collection, caller: type) {
                    // A release in a method nothing calls (`finish()` that no button, delegate or
                    // protocol reaches) never runs.
                    if model.withReachability({ $0.mayRun(call: callIndex, in: file, as: type) }),
                       !model.isNeverCalled(file: file, member: outline.calls[Int(callIndex)].owner, receiver: type) { return true }
                    isDemotedByReachability = true
                }
            }
        }
        return false
    }

    /// Whether code outside the parent's family releases a child of it (the child's type is unknown).
    func projectReleases(removers: [CallKey: [ElementRef]], collection: String, outside parent: String) -> Bool {
        let family = Set([parent] + index.ancestors(of: parent))
        var names = Set(removers.keys.map(\.name))
        names.formUnion(["remove", "removeValue", "removeAll"])
        for name in names {
            for ref in index.calls(named: name) {
                let outline = index.files[Int(ref.file)].outline
                guard releasesFromOutside(outline.calls[Int(ref.index)], in: Int(ref.file), removers: removers, collection: collection) else { continue }
                if let owner = index.ownerTypeName(file: Int(ref.file), member: outline.calls[Int(ref.index)].owner), family.contains(owner) {
                    continue
                }
                return true
            }
        }
        return false
    }

    /// `parent?.childDidFinish(self)` or `parent?.children.removeValue(forKey: id)`: a call on another
    /// object that releases a child of it (of type `caller`, when given: a removal filtered by type
    /// takes only children of that type).
    func releasesFromOutside(_ call: Call, in file: Int, removers: [CallKey: [ElementRef]], collection: String,
                             caller: String? = nil) -> Bool {
        let outline = index.files[file].outline
        let elements = outline.elements(call.callee)
        // `(listener as? DetailListener)?.detailDidClose()`: a parenthesised receiver is another object too.
        guard elements.count > 1 || (call.callee.base == .other && !elements.isEmpty) else { return false }
        if let candidates = removers[CallKey.of(call, in: outline)] {
            guard let caller else { return true }
            // Delegate callbacks are often overloads (`didCancel(in: ScanCoordinator)`,
            // `didCancel(in: WalletCoordinator)`): keep the ones that can take the calling child.
            if candidates.contains(where: { accepts(index.member($0), child: caller) }) { return true }
        }
        guard elements.count > 2, queries.isSingleRemoval(call, outline) else { return false }
        let owner = elements[elements.index(elements.endIndex, offsetBy: -2)]
        guard owner.kind == .name && outline.name(owner.name) == collection else { return false }
        // `parent?.children.removeAll { $0 is SendCoordinator }` takes only children of that type.
        return queries.filter(of: call, in: file).admits(caller, in: index)
    }

    /// Whether a removing method can be the one a child of type `child` calls: one of its parameters
    /// has the child's type or an ancestor of it, or none names a coordinator or a project type.
    func accepts(_ method: Member, child: String) -> Bool {
        let family = Set([child] + index.ancestors(of: child))
        var namesOtherType = false
        for parameter in method.parameters {
            guard let type = parameter.type else { continue }
            for identifier in type.identifiers {
                if family.contains(identifier) { return true }
                if index.isProjectType(identifier) || index.roles(of: identifier).contains(.coordinator) { namesOtherType = true }
            }
        }
        return !namesOtherType
    }

    /// Whether a member that calls the adding member also removes children itself (a reconciling
    /// loop that adds the new children and removes the stale ones).
    mutating func callerRemoves(file: Int, member: Int32, parent: String, childType: String? = nil) -> Bool {
        let direct = directRemovers[parent] ?? []
        let name = index.files[file].outline.members[Int(member)].name
        for ref in index.calls(named: name) {
            let callerFile = Int(ref.file)
            let outline = index.files[callerFile].outline
            let call = outline.calls[Int(ref.index)]
            guard call.owner >= 0, queries.isSelfCall(call, in: callerFile),
                  index.ownerTypeName(file: callerFile, member: call.owner) == parent else { continue }
            for callIndex in calls(file: callerFile, member: call.owner) {
                let candidate = outline.calls[Int(callIndex)]
                if (queries.removesOneChild(candidate, outline, parent: parent)
                    && queries.filter(of: candidate, in: callerFile).admits(childType, in: index))
                    || (direct.contains(CallKey.of(candidate, in: outline)) && queries.isSelfCall(candidate, in: callerFile)) {
                    return true
                }
            }
        }
        return false
    }
}
