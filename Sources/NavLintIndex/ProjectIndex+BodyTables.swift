import NavLintSyntax

// Performance trick behind a safe API: the elements of one body (its local bindings, assignments
// and calls) found through a per-file table by owner instead of a scan of the whole file's list.
// A scan per question made a file with thousands of members quadratic (a router with a method per
// child asks about the locals of each method). The table is a counting sort (no hashing), cheap
// enough that only the smallest files are scanned.

extension ProjectIndex {
    /// Positions in file `file`'s `outline.locals` of the bindings owned by `member`, in order.
    public func localPositions(ownedBy member: Int32, in file: Int) -> [Int] {
        let locals = files[file].outline.locals
        guard locals.count >= ProjectIndex.bodyTableThreshold,
              let table = localTables.value(for: file, { OwnerGroups(locals.map(\.owner)) }) else {
            return locals.indices.filter { locals[$0].owner == member }
        }
        return table.positions(of: member)
    }

    /// Positions in file `file`'s `outline.assignments` of the assignments owned by `member`, in order.
    public func assignmentPositions(ownedBy member: Int32, in file: Int) -> [Int] {
        let assignments = files[file].outline.assignments
        guard assignments.count >= ProjectIndex.bodyTableThreshold,
              let table = assignmentTables.value(for: file, { OwnerGroups(assignments.map(\.owner)) }) else {
            return assignments.indices.filter { assignments[$0].owner == member }
        }
        return table.positions(of: member)
    }

    /// Positions in file `file`'s `outline.calls` of the calls owned by `member`, in order.
    public func callPositions(ownedBy member: Int32, in file: Int) -> [Int] {
        let calls = files[file].outline.calls
        guard calls.count >= ProjectIndex.bodyTableThreshold,
              let table = callTables.value(for: file, { OwnerGroups(calls.map(\.owner)) }) else {
            return calls.indices.filter { calls[$0].owner == member }
        }
        return table.positions(of: member)
    }

    /// From this many elements in a file on, its elements are found by owner through a table.
    static let bodyTableThreshold = 32
}

/// Element positions grouped by owner, in order within each owner: a counting sort over the owners'
/// range (members, and -1 for top-level code), `positions[starts[slot]..<starts[slot + 1]]` with
/// `slot = owner - low`.
struct OwnerGroups: Sendable {
    let low: Int
    let starts: [Int]
    let sorted: [Int]

    /// Nil when the owners spread far wider than the list is long: then a scan is cheaper.
    init?(_ owners: [Int32]) {
        guard let low = owners.min(), let high = owners.max(), Int(high) - Int(low) < 4 * owners.count + 64 else { return nil }
        var starts = [Int](repeating: 0, count: Int(high) - Int(low) + 2)
        for owner in owners { starts[Int(owner) - Int(low) + 1] += 1 }
        for slot in 1..<starts.count { starts[slot] += starts[slot - 1] }
        var next = starts
        var sorted = [Int](repeating: 0, count: owners.count)
        for (position, owner) in owners.enumerated() {
            sorted[next[Int(owner) - Int(low)]] = position
            next[Int(owner) - Int(low)] += 1
        }
        self.low = Int(low)
        self.starts = starts
        self.sorted = sorted
    }

    func positions(of owner: Int32) -> [Int] {
        let slot = Int(owner) - low
        guard slot >= 0, slot + 1 < starts.count else { return [] }
        return Array(sorted[starts[slot]..<starts[slot + 1]])
    }
}
