import NavLintIndex
import NavLintSyntax

/// An owner's property that the child it keeps clears as it goes: the owner hands the child a
/// closure that sets the property to nil (`ReactionListSheet { [weak self] in self?.sheet = nil }`),
/// and the child runs it from its own disappearance (`viewWillDisappear`, `viewDidDisappear`, or its
/// `dismiss`). However the child leaves the screen, the owner lets go of it then, so the child's
/// reference back up (a strong `delegate`) closes no cycle that outlives the child.
extension OwnershipGraph {
    /// Whether every strong stored property by which an object that back reference `edge` points
    /// at keeps the edge's holder is cleared when the holder disappears (see
    /// `OwnershipGraphBuilder.isClearedWhenChildDisappears(_:of:child:)`); false when none keeps it directly.
    func isOwnerEdgeClearedWhenHolderDisappears(_ edge: Int, builder: OwnershipGraphBuilder) -> Bool {
        let holder = edges[edge].source
        let owners = [edges[edge].target] + instances(of: edges[edge].target)
        var found = false
        for owner in owners {
            for position in self.edges(from: owner) {
                let keeper = edges[position]
                guard keeper.isStrong, keeper.target == holder || instances(of: keeper.target).contains(holder) else { continue }
                guard keeper.kind == .storedProperty, !keeper.isCollection,
                      builder.isClearedWhenChildDisappears(keeper.member, of: nodeTypeList[owner], child: nodeTypeList[holder])
                else { return false }
                found = true
            }
        }
        return found
    }
}

extension OwnershipGraphBuilder {
    /// Whether `owner`'s code hands an object of `child` a closure that sets `owner`'s property
    /// `member` to nil, through a closure property of the child (stored from an initializer's
    /// parameter, or assigned on the child), and the child calls that property from its own
    /// disappearance: `viewWillDisappear`, `viewDidDisappear` or `dismiss`, declared in the child.
    func isClearedWhenChildDisappears(_ member: String, of owner: Int32, child: Int32) -> Bool {
        let childName = types[Int(child)].name
        let ownerName = types[Int(owner)].name
        for property in disappearanceCalls(of: child) {
            for (file, closure) in closures(storedIn: property, of: childName)
            where clears(member, of: ownerName, in: closure, file: file) {
                return true
            }
        }
        return false
    }

    /// The names of the child's stored properties that its disappearance methods call
    /// (`onDismiss?()`, `self.onDismiss()`).
    private func disappearanceCalls(of child: Int32) -> Set<String> {
        let childName = types[Int(child)].name
        var result: Set<String> = []
        for ref in index.members(ofType: child) {
            let declaration = index.member(ref)
            guard declaration.kind == .function, declaration.body != nil,
                  OwnershipGraphBuilder.disappearanceNames.contains(declaration.name) else { continue }
            let file = Int(ref.file)
            let outline = index.files[file].outline
            for position in index.callPositions(ownedBy: ref.index, in: file) {
                let call = outline.calls[position]
                guard call.callee.count == 1, call.callee.base == .name || call.callee.base == .selfKeyword else { continue }
                let name = outline.name(of: call)
                guard index.lookupMember(name, in: childName).contains(where: { index.member($0).kind == .property && index.member($0).isStored })
                else { continue }
                result.insert(name)
            }
        }
        return result
    }

    private static let disappearanceNames: Set<String> = ["viewWillDisappear", "viewDidDisappear", "dismiss"]

    /// The closure literals stored in closure property `property` of `child`: the ones the
    /// child's initializers' callers pass for the parameter stored in it, and the ones assigned to
    /// it on a value of the child's type (`sheet.onDismiss = { … }`).
    private func closures(storedIn property: String, of child: String) -> [(Int, Int32)] {
        var result: [(Int, Int32)] = []
        for ref in index.assignments(to: property) {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let assignment = outline.assignments[Int(ref.index)]
            guard assignment.op == .assign, assignment.owner >= 0 else { continue }
            let isOnSelf = assignment.target.count == 1 && assignment.target.base != .other
            guard index.receiverType(ofAssignment: ref) == child else { continue }
            if assignment.value.kind == .closure && assignment.value.closure >= 0 {
                result.append((file, assignment.value.closure))
            } else if isOnSelf, let parameter = index.storedInitializerParameter(assignment.value, file: file, member: assignment.owner),
                      let arguments = index.initializerArguments(for: parameter, initializer: ElementRef(file: file, index: Int(assignment.owner)),
                                                                 type: child) {
                for argument in arguments {
                    guard let value = argument.value, value.kind == .closure, value.closure >= 0 else { continue }
                    result.append((argument.file, value.closure))
                }
            }
        }
        return result
    }

    /// Whether `closure`, written in code of `owner` (or a related type), sets `owner`'s property
    /// `member` to nil on self (`self?.sheet = nil`, `sheet = nil`), in its own body.
    private func clears(_ member: String, of owner: String, in closure: Int32, file: Int) -> Bool {
        let outline = index.files[file].outline
        let literal = outline.closures[Int(closure)]
        guard let writer = index.ownerTypeName(file: file, member: literal.owner),
              index.isSubtype(writer, of: owner) || index.isSubtype(owner, of: writer) else { return false }
        return index.assignmentPositions(ownedBy: literal.owner, in: file).contains { position in
            let assignment = outline.assignments[position]
            guard assignment.closure == closure, assignment.op == .assign, assignment.value.kind == .nil,
                  outline.lastName(assignment.target) == member else { return false }
            return assignment.target.count == 1 && (assignment.target.base == .name || assignment.target.base == .selfKeyword)
        }
    }
}
