import NavLintIndex
import NavLintSyntax

/// Removals filtered by type: a parent's removing method whose removals all test the child's type
/// (`childCoordinators.removeAll { $0 is SendCoordinator }`) releases children of those types only.
extension ChildReleaseFinder {
    /// The parent's removing methods (`removingMethods(of:)`) that can take a child of type
    /// `childType` (nil: the code does not say, so every one can).
    mutating func removingMethods(of parent: String, admitting childType: String?) -> [CallKey: [ElementRef]] {
        let removers = removingMethods(of: parent)
        guard let childType else { return removers }
        let filters = removerFilters(of: parent, removers: removers)
        guard !filters.isEmpty else { return removers }
        var admitted: [CallKey: [ElementRef]] = [:]
        for (key, refs) in removers {
            let kept = refs.filter { filters[$0]?.admits(childType, in: index) ?? true }
            if !kept.isEmpty { admitted[key] = kept }
        }
        return admitted
    }

    /// The removing methods of `parent` that take only some types of children, with their filters:
    /// the union of their own removals' filters and those of the removing methods they call on
    /// self. A method whose removal the code does not show (a relay, a listener) takes any child.
    /// Worked out once per parent.
    mutating func removerFilters(of parent: String, removers: [CallKey: [ElementRef]]) -> [ElementRef: ChildFilter] {
        if let known = removerFilterTable[parent] { return known }
        var filters: [ElementRef: ChildFilter] = [:]
        var visiting: Set<ElementRef> = []
        func filter(of ref: ElementRef) -> ChildFilter? {
            if let known = filters[ref] { return known }
            guard visiting.insert(ref).inserted else { return nil }
            defer { visiting.remove(ref) }
            let file = Int(ref.file)
            let outline = index.files[file].outline
            var found: ChildFilter?
            for callIndex in calls(file: file, member: ref.index) {
                let call = outline.calls[Int(callIndex)]
                var step: ChildFilter?
                if queries.removesOneChild(call, outline, parent: parent) {
                    step = queries.filter(of: call, in: file)
                } else if queries.emptiesChildCollection(call, outline, parent: parent) {
                    step = .any
                } else if queries.isSelfCall(call, in: file), let callees = removers[CallKey.of(call, in: outline)] {
                    for callee in callees where callee != ref {
                        if let inner = filter(of: callee) { step = step.map { $0.union(inner) } ?? inner }
                    }
                }
                if let step { found = found.map { $0.union(step) } ?? step }
                if found == .any { break }
            }
            if found != .any, outline.assignments.contains(where: { assignment in
                assignment.owner == ref.index && (queries.assignmentRemovesOneChild(assignment, outline, parent: parent)
                    || queries.assignmentEmptiesChildCollection(assignment, outline, parent: parent))
            }) {
                found = .any
            }
            let answer = found ?? .any
            filters[ref] = answer
            return answer
        }
        for refs in removers.values {
            for ref in refs { _ = filter(of: ref) }
        }
        let typed = filters.filter { $0.value != .any }
        removerFilterTable[parent] = typed
        return typed
    }
}
