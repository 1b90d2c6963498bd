import NavLintSyntax

// Performance trick behind a safe API: the elements of one body (its local bindings, assignments
// and calls) found through a per-file table by owner instead of a scan of the whole file's list.
// A scan per question made a file with thousands of members quadratic (a router with a method per
// child asks about the locals of each method). Small files are scanned: a table costs more there.

extension ProjectIndex {
    /// Positions in file `file`'s `outline.locals` of the bindings owned by `member`, in order.
    public func localPositions(ownedBy member: Int32, in file: Int) -> [Int] {
        let locals = files[file].outline.locals
        guard locals.count >= ProjectIndex.bodyTableThreshold else { return locals.indices.filter { locals[$0].owner == member } }
        return localTables.value(for: file) { ProjectIndex.positionsByOwner(locals.map(\.owner)) }[member] ?? []
    }

    /// Positions in file `file`'s `outline.assignments` of the assignments owned by `member`, in order.
    public func assignmentPositions(ownedBy member: Int32, in file: Int) -> [Int] {
        let assignments = files[file].outline.assignments
        guard assignments.count >= ProjectIndex.bodyTableThreshold else {
            return assignments.indices.filter { assignments[$0].owner == member }
        }
        return assignmentTables.value(for: file) { ProjectIndex.positionsByOwner(assignments.map(\.owner)) }[member] ?? []
    }

    /// Positions in file `file`'s `outline.calls` of the calls owned by `member`, in order.
    public func callPositions(ownedBy member: Int32, in file: Int) -> [Int] {
        let calls = files[file].outline.calls
        guard calls.count >= ProjectIndex.bodyTableThreshold else { return calls.indices.filter { calls[$0].owner == member } }
        return callTables.value(for: file) { ProjectIndex.positionsByOwner(calls.map(\.owner)) }[member] ?? []
    }

    /// From this many elements in a file on, its elements are found by owner through a table.
    static let bodyTableThreshold = 256

    private static func positionsByOwner(_ owners: [Int32]) -> [Int32: [Int]] {
        var table: [Int32: [Int]] = [:]
        for (position, owner) in owners.enumerated() { table[owner, default: []].append(position) }
        return table
    }
}
