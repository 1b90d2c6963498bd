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

    /// Positions in file `file`'s `outline.locals` of the bindings of `symbol` owned by `member`, in
    /// the order they start. A member with thousands of locals (one per child it adds) asks for each of them by
    /// name; a scan of the member's locals per question made that quadratic.
    public func localPositions(binding symbol: Symbol, ownedBy member: Int32, in file: Int) -> [Int] {
        let outline = files[file].outline
        guard outline.locals.count >= ProjectIndex.bodyTableThreshold else {
            return outline.locals.indices.filter {
                outline.locals[$0].owner == member && outline.symbols(outline.locals[$0].names).contains(symbol)
            }.sorted { outline.locals[$0].range.start < outline.locals[$1].range.start }
        }
        let table = localNameTables.value(for: file) {
            var table: [LocalNameKey: [Int]] = [:]
            for (position, local) in outline.locals.enumerated() {
                for name in outline.symbols(local.names) {
                    table[LocalNameKey(owner: local.owner, symbol: name), default: []].append(position)
                }
            }
            // A statement's binding follows the bindings of closures in its value: put each list in
            // source order so that a lookup can bisect it.
            for (key, positions) in table where positions.count > 1 {
                table[key] = positions.sorted { outline.locals[$0].range.start < outline.locals[$1].range.start }
            }
            return table
        }
        return table[LocalNameKey(owner: member, symbol: symbol)] ?? []
    }

    /// Positions in file `file`'s `outline.conditions` of the loops (`for`, `while`, `repeat`) whose
    /// body holds `range`, innermost first. Asked for each child addition and each construction;
    /// a scan of the file's conditions per question made a method of N additions, each behind an
    /// `if`, quadratic.
    public func loops(around range: ByteRange, in file: Int) -> [Int] {
        let conditions = files[file].outline.conditions
        let isLoop = { (condition: Condition) in condition.kind == .for || condition.kind == .while || condition.kind == .repeatWhile }
        let table = loopTables.value(for: file) {
            NestedRanges(conditions.indices.filter { isLoop(conditions[$0]) }.map { (range: conditions[$0].scope, element: Int32($0)) })
        }
        guard table.isNested, range.start < range.end else {
            return conditions.indices.filter { isLoop(conditions[$0]) && conditions[$0].scope.contains(range) }.reversed()
        }
        return table.elements(containing: range).map { Int($0) }
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

/// The key of a file's table of local bindings by owner and name.
struct LocalNameKey: Hashable {
    var owner: Int32
    var symbol: Symbol
}
