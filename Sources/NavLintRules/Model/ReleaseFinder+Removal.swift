import NavLintIndex
import NavLintSyntax

/// The release query's `.removal(parent:)` question: which methods of a parent remove one child
/// from its child collections, themselves or through other methods of the parent (inherited ones
/// included) that they call on self. child-never-released asks it for every method of a parent.
extension ReleaseFinder {
    /// Whether running method `ref` removes one child from a child collection of `parent`,
    /// itself or through the parent's methods it calls on self, up to `maximumDepth` calls deep.
    func removesChild(_ ref: ElementRef, parent: String, queries: ChildCoordinatorQueries) -> Bool {
        if childQueries == nil { childQueries = queries }
        return release(of: Body(ref), target: .removal(parent: parent)) != nil
    }

    /// Whether method `ref`'s own code removes one child from a child collection of `parent`.
    func removesChildItself(_ ref: ElementRef, parent: String, queries: ChildCoordinatorQueries) -> Bool {
        if childQueries == nil { childQueries = queries }
        return releasesDirectly(Body(ref), target: .removal(parent: parent))
    }

    /// The methods of `parent` and its project ancestors that have a body, by call key
    /// (`name(firstLabel:`): what a call on self may run.
    func removalCandidates(of parent: String) -> [String: [ElementRef]] {
        if let known = removalCandidateTable[parent] { return known }
        var candidates: [String: [ElementRef]] = [:]
        for type in [parent] + index.ancestors(of: parent) where index.isProjectType(type) {
            for ref in index.members(of: type) where index.member(ref).body != nil {
                candidates[CallKey.of(index.member(ref)), default: []].append(ref)
            }
        }
        removalCandidateTable[parent] = candidates
        return candidates
    }

    /// A body's own removal of one child (its description), and its calls on self.
    func removalSummary(of body: Body, parent: String) -> Summary {
        guard let queries = childQueries else { return Summary(calls: [], assignment: nil) }
        let outline = index.files[Int(body.file)].outline
        let calls = body.callPositions(in: index)
        let assignments = body.assignmentPositions(in: index)
        var found = calls.first { queries.removesOneChild(outline.calls[$0], outline, parent: parent) }
            .map { outline.names(outline.calls[$0].callee).joined(separator: ".") }
        if found == nil, let position = assignments.first(where: {
            queries.assignmentRemovesOneChild(outline.assignments[$0], outline, parent: parent)
        }) {
            found = outline.names(outline.assignments[position].target).joined(separator: ".")
        }
        // A callback about a child (`childDidFinish(_:)`) that empties the whole collection releases that child too.
        if found == nil, !body.isClosure, body.member >= 0, !outline.members[Int(body.member)].parameters.isEmpty {
            if let position = calls.first(where: { queries.emptiesChildCollection(outline.calls[$0], outline, parent: parent) }) {
                found = outline.names(outline.calls[position].callee).joined(separator: ".")
            } else if let position = assignments.first(where: {
                queries.assignmentEmptiesChildCollection(outline.assignments[$0], outline, parent: parent)
            }) {
                found = outline.names(outline.assignments[position].target).joined(separator: ".")
            }
        }
        return Summary(calls: calls.filter { queries.isSelfCall(outline.calls[$0], in: Int(body.file)) }, assignment: found)
    }

    /// The parent's methods a call on self may run.
    func removalStep(of call: Call, in file: Int, parent: String) -> Step {
        Step(bodies: removalCandidates(of: parent)[CallKey.of(call, in: index.files[file].outline)] ?? [])
    }
}
