import NavLintIndex
import NavLintSyntax

/// The release query's `.removal(parent:)` question: which methods of a parent remove one child
/// from its child collections, themselves or through other methods of the parent (inherited ones
/// included) that they call on self. child-never-released asks it for every method of a parent.
extension ReleaseFinder {
    /// Whether running method `ref` removes one child from a child collection of `parent`,
    /// itself or through the parent's methods it calls on self, up to `maximumDepth` calls deep.
    func removesChild(_ ref: ElementRef, parent: String, queries: ChildCoordinatorQueries) -> Bool {
        removingMethods(among: [ref], parent: parent, queries: queries) == [ref]
    }

    /// The methods of `methods` that remove one child (`removesChild`), asked at once: a method
    /// removes when a chain of at most `maximumDepth` calls on self leads from it to a method whose
    /// own code removes. The calls are read forwards from the methods, once each, and the chains
    /// backwards from the methods that remove, in order of their length; each method's fewest calls
    /// to a removal is remembered per parent (`removalDistances`). Asking each method on its own
    /// searched each body again at every depth a chain reached it.
    func removingMethods(among methods: [ElementRef], parent: String, queries: ChildCoordinatorQueries) -> [ElementRef] {
        if childQueries == nil { childQueries = queries }
        let target = ReleaseTarget.removal(parent: parent)
        let maximumDepth = target.maximumDepth
        var known = removalDistances[parent] ?? [:]
        // The methods not yet worked out that the asked ones reach, with the calls between them.
        var callers: [ElementRef: [ElementRef]] = [:]
        var buckets = [[ElementRef]](repeating: [], count: maximumDepth + 1)
        var found: [ElementRef: Int] = [:]
        var pending: [ElementRef] = methods.filter { known[$0] == nil }
        var seen = Set(pending)
        while let ref = pending.popLast() {
            let summary = self.summary(of: Body(ref), target: target)
            if summary.assignment != nil { buckets[0].append(ref) }
            let file = Int(ref.file)
            for callIndex in summary.calls {
                for callee in step(callIndex, in: file, target: target).bodies {
                    if let distance = known[callee] {
                        // Worked out before: a chain through it is one call longer.
                        if distance < maximumDepth { buckets[distance + 1].append(ref) }
                        continue
                    }
                    callers[callee, default: []].append(ref)
                    if seen.insert(callee).inserted { pending.append(callee) }
                }
            }
        }
        for distance in buckets.indices {
            var position = 0
            while position < buckets[distance].count {
                let ref = buckets[distance][position]
                position += 1
                guard found[ref] == nil else { continue }
                found[ref] = distance
                guard distance < maximumDepth else { continue }
                for caller in callers[ref] ?? [] where found[caller] == nil { buckets[distance + 1].append(caller) }
            }
        }
        // No chain short enough: a distance past the bound.
        for ref in seen { known[ref] = found[ref] ?? maximumDepth + 1 }
        removalDistances[parent] = known
        return methods.filter { known[$0]! <= maximumDepth }
    }

    /// Whether method `ref`'s own code removes one child from a child collection of `parent`.
    func removesChildItself(_ ref: ElementRef, parent: String, queries: ChildCoordinatorQueries) -> Bool {
        if childQueries == nil { childQueries = queries }
        return releasesDirectly(Body(ref), target: .removal(parent: parent))
    }

    /// The methods of `parent` and its project ancestors that have a body, by call key
    /// (`name(firstLabel:`): what a call on self may run.
    func removalCandidates(of parent: String) -> [CallKey: [ElementRef]] {
        if let known = removalCandidateTable[parent] { return known }
        var candidates: [CallKey: [ElementRef]] = [:]
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
