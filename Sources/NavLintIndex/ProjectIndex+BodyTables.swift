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

    /// The positions of `owners`, grouped by owner in order. A counting sort over the owners' range
    /// (members, and -1 for top-level code), then one entry per owner: hashing each element into
    /// the dictionary cost more than the scans the table saves.
    static func positionsByOwner(_ owners: [Int32]) -> [Int32: [Int]] {
        guard let low = owners.min(), let high = owners.max(), Int(high) - Int(low) < 4 * owners.count + 64 else {
            var table: [Int32: [Int]] = [:]
            for (position, owner) in owners.enumerated() { table[owner, default: []].append(position) }
            return table
        }
        var starts = [Int](repeating: 0, count: Int(high) - Int(low) + 2)
        for owner in owners { starts[Int(owner) - Int(low) + 1] += 1 }
        for slot in 1..<starts.count { starts[slot] += starts[slot - 1] }
        var next = starts
        var positions = [Int](repeating: 0, count: owners.count)
        for (position, owner) in owners.enumerated() {
            positions[next[Int(owner) - Int(low)]] = position
            next[Int(owner) - Int(low)] += 1
        }
        var table: [Int32: [Int]] = [:]
        for slot in 0..<(starts.count - 1) where starts[slot] < starts[slot + 1] {
            table[Int32(Int(low) + slot)] = Array(positions[starts[slot]..<starts[slot + 1]])
        }
        return table
    }
}
