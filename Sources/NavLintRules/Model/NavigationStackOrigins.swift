import NavLintIndex
import NavLintSyntax

/// Whose delegate a navigation controller kept in a property has: where the stack comes from
/// (`navigation-delegate-overwrite`'s fact). A stack a type was given in its initializer is the
/// stack its creators passed: one created right there (`UINavigationController()`) has no flush
/// owner yet, one that a flush owner is the delegate of has.
struct NavigationStackOrigins {
    /// What is known of a stack's delegate.
    enum Delegate {
        /// A flush owner is (or was) its delegate.
        case flushOwner
        /// Every way the stack was made leaves no flush owner as its delegate.
        case none
        case unknown
    }

    let index: ProjectIndex
    let owners: Set<String>

    /// The delegate of the stack read by `target` (`navigationController.delegate`,
    /// `self.navigationController.delegate`) in the code of `member`; `excluding` is a type whose own
    /// assignments do not count (the assigner, when asked whose delegate it replaced).
    func delegate(ofTarget target: Chain, file: Int, member: Int32, excluding: String? = nil) -> Delegate {
        let outline = index.files[file].outline
        let elements = outline.elements(target)
        guard elements.count == 2, target.base == .name || target.base == .selfKeyword, let first = elements.first, first.kind == .name,
              let type = index.ownerTypeName(file: file, member: member) else { return .unknown }
        let property = outline.name(first.name)
        // A local or a parameter of the method is not the property.
        if index.localBinding(named: property, owner: member, in: file) != nil
            || (member >= 0 && outline.members[Int(member)].parameters.contains { $0.name == property }) {
            return .unknown
        }
        return delegate(ofProperty: property, in: type, excluding: excluding, depth: 0)
    }

    /// The delegate of the stack kept in `property` of `type`.
    func delegate(ofProperty property: String, in type: String, excluding: String?, depth: Int) -> Delegate {
        guard depth < 3, let declaration = index.lookupMember(property, in: type).first(where: { index.member($0).kind == .property })
        else { return .unknown }
        if type != excluding, owners.contains(type) || index.ancestors(of: type).contains(where: owners.contains),
           setsItself(as: property, in: type) {
            return .flushOwner
        }
        if let initial = index.member(declaration).initializer {
            return isFresh(initial, file: Int(declaration.file)) ? .none : .unknown
        }
        // `self.navigationController = navigationController` in an initializer: what the creators pass.
        guard let labels = index.initializerLabels(storing: property, in: type), !labels.isEmpty else { return .unknown }
        var result = Delegate.none
        var creations = 0
        for ref in index.calls(named: type) {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            guard call.callee.count == 1, call.callee.base == .name, call.owner >= 0,
                  let argument = outline.arguments(of: call).first(where: { argument in
                      labels.contains { $0 == (argument.label.isNone ? nil : outline.name(argument.label)) }
                  }) else { continue }
            creations += 1
            switch delegate(ofArgument: argument.value, file: file, member: call.owner, excluding: excluding, depth: depth) {
            case .flushOwner: return .flushOwner
            case .unknown: result = .unknown
            case .none: break
            }
        }
        return creations == 0 ? .unknown : result
    }

    /// Whether objects of `type`'s family (the class that declares `property`, and its subclasses)
    /// hand their own stack in `property` on to build another object under the label that stack
    /// comes in by (`TopicCoordinator(navigationController: root)`, or through a builder with that
    /// label): children of the family built on their parent's stack, so a family member that makes
    /// itself that stack's delegate takes it from its parent.
    func isHandedOnWithinFamily(_ property: String, of type: String) -> Bool {
        guard let declaration = index.lookupMember(property, in: type).first(where: { index.member($0).kind == .property }),
              let base = index.ownerTypeName(ofMember: declaration),
              let labels = index.initializerLabels(storing: property, in: base)?.compactMap({ $0 }), !labels.isEmpty else { return false }
        let family = Set([base] + index.subtypes(of: base))
        for member in family.sorted().flatMap({ index.members(of: $0) }) {
            let file = Int(member.file)
            let outline = index.files[file].outline
            let parameters = index.member(member).parameters
            for position in index.callPositions(ownedBy: member.index, in: file) {
                let call = outline.calls[position]
                // Building an object of another kind on the stack (`ProfileCoordinator(navigationController: navigationController)`) is not a family child.
                let built = outline.name(of: call)
                if call.callee.count == 1, index.type(named: built) != nil, !family.contains(built) { continue }
                for argument in outline.arguments(of: call) where !argument.label.isNone {
                    let value = argument.value
                    guard labels.contains(outline.name(argument.label)), value.kind == .chain, value.call < 0,
                          value.chain.base == .name || value.chain.base == .selfKeyword,
                          outline.elements(value.chain).count == 1, outline.lastName(value.chain) == property,
                          !parameters.contains(where: { $0.name == property }),
                          index.localBinding(named: property, owner: member.index, in: file) == nil else { continue }
                    return true
                }
            }
        }
        return false
    }

    private func delegate(ofArgument value: Expression, file: Int, member: Int32, excluding: String?, depth: Int) -> Delegate {
        if isFresh(value, file: file) { return .none }
        if let name = index.singleName(value, in: file), let local = index.localBinding(named: name, owner: member, in: file) {
            return local.value.map { isFresh($0, file: file) } == true ? .none : .unknown
        }
        guard value.kind == .chain, value.call < 0 else { return .unknown }
        let outline = index.files[file].outline
        let elements = outline.elements(value.chain)
        guard elements.count == 1, let first = elements.first, first.kind == .name,
              value.chain.base == .name || value.chain.base == .selfKeyword,
              !outline.members[Int(member)].parameters.contains(where: { $0.name == outline.name(first.name) }),
              let creator = index.ownerTypeName(file: file, member: member) else { return .unknown }
        return delegate(ofProperty: outline.name(first.name), in: creator, excluding: excluding, depth: depth + 1)
    }

    /// `UINavigationController()`, `UINavigationController(rootViewController: …)`: a stack made here.
    private func isFresh(_ value: Expression, file: Int) -> Bool {
        guard let type = index.constructedTypeName(of: value, in: file) else { return false }
        return type.hasSuffix("NavigationController") || index.roles(of: type).contains(.navigationController)
    }

    /// Whether `type` makes itself the delegate of the stack in `property` (`navigationController.delegate = self`).
    private func setsItself(as property: String, in type: String) -> Bool {
        index.members(of: type).contains { ref in
            let outline = index.files[Int(ref.file)].outline
            return index.assignmentPositions(ownedBy: ref.index, in: Int(ref.file)).contains { position in
                let assignment = outline.assignments[position]
                return assignment.value.kind == .self && assignment.op == .assign && outline.names(assignment.target) == [property, "delegate"]
            }
        }
    }
}

extension ProjectIndex {
    /// The argument labels of `type`'s initializer parameters stored into `property`
    /// (`self.navigationController = navigationController`): the stack its creators hand it. Nil
    /// when an initializer stores something else there; empty when none stores into it.
    func initializerLabels(storing property: String, in type: String) -> [String?]? {
        var labels: [String?] = []
        for ref in members(of: type) where member(ref).kind == .initializer {
            let outline = files[Int(ref.file)].outline
            let initializer = member(ref)
            for position in assignmentPositions(ownedBy: ref.index, in: Int(ref.file)) {
                let assignment = outline.assignments[position]
                guard outline.lastName(assignment.target) == property, assignment.target.count == 1 else { continue }
                guard let name = singleName(assignment.value, in: Int(ref.file)),
                      let parameter = initializer.parameters.first(where: { $0.name == name }) else { return nil }
                labels.append(parameter.label)
            }
        }
        return labels
    }
}
