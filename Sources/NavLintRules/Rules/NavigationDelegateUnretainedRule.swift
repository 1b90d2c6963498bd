import NavLintIndex
import NavLintSyntax

/// Reports a navigation controller's `delegate` assigned an object that nothing else keeps: a
/// construction (`nav.delegate = NavigationFlush()`), a computed property or method that builds a
/// new object on every call, or a local built in the same method and used nowhere else. The
/// delegate is weak, so the object is freed at once and its `didShow` never runs.
struct NavigationDelegateUnretainedRule: Rule {
    static let description = RuleDescription(
        identifier: "navigation-delegate-unretained",
        summary: "A navigation controller's weak delegate is assigned a new object that nothing keeps alive",
        defaultSeverity: .error,
        category: "navigation")

    func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var findings: [Diagnostic] = []
        for ref in index.assignments(to: "delegate") {
            let file = Int(ref.file)
            let assignment = index.files[file].outline.assignments[Int(ref.index)]
            guard assignment.op == .assign, assignment.value.kind == .chain,
                  index.isNavigationControllerDelegate(assignment, in: file),
                  let (type, how) = index.unretainedObject(assignedBy: assignment, in: file) else { continue }
            let assigner = index.ownerTypeName(file: file, member: assignment.owner).map { "'\($0)'" } ?? "This code"
            findings.append(diagnostic(
                "\(assigner) assigns \(how) '\(type)' to the weak navigation controller delegate, so it is freed at once and its didShow never runs; keep it in a stored property",
                file: file, range: assignment.range, in: context))
        }
        return findings
    }
}

private extension ProjectIndex {
    /// The type of the new object an assignment's value creates and nothing keeps, with how it is made.
    func unretainedObject(assignedBy assignment: Assignment, in file: Int) -> (String, String)? {
        let outline = files[file].outline
        let value = assignment.value
        if let type = constructedTypeName(of: value, in: file) { return (type, "a new") }
        let elements = outline.elements(value.chain)
        let isOwnMember = (value.chain.base == .selfKeyword && !elements.isEmpty)
            || (value.chain.base == .name && elements.first?.kind == .name)
        guard isOwnMember, elements.count <= 2, let first = elements.first, first.kind == .name else { return nil }
        let name = outline.name(first.name)
        if elements.count == 1, value.chain.base == .name,
           let local = outline.locals.last(where: { $0.owner == assignment.owner && outline.symbols($0.names).contains(first.name) }) {
            guard let initial = local.value, let type = constructedTypeName(of: initial, in: file),
                  !localEscapes(first.name, ofType: type, owner: assignment.owner, besides: assignment.range, in: file) else { return nil }
            return (type, "a local")
        }
        guard let owner = ownerTypeName(file: file, member: assignment.owner) else { return nil }
        let isCall = elements.count == 2 && elements.last?.kind == .call
        guard elements.count == 1 || isCall else { return nil }
        for ref in lookupMember(name, in: owner) {
            let member = member(ref)
            let makesNew = isCall ? member.kind == .function : member.kind == .property && !member.isStored
            guard makesNew, let type = typeReturnedNew(by: ref) else { continue }
            return (type, isCall ? "the new" : "a computed")
        }
        return nil
    }

    /// The type every `return` of a getter or method constructs, when they all construct one.
    func typeReturnedNew(by ref: ElementRef) -> String? {
        let outline = files[Int(ref.file)].outline
        var constructed: String?
        for value in outline.returns where value.owner == ref.index && value.closure < 0 {
            guard let type = constructedTypeName(of: value.value, in: Int(ref.file)), constructed == nil || constructed == type else { return nil }
            constructed = type
        }
        return constructed
    }
}
