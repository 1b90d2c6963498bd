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

    /// The position in file `file`'s `outline.locals` of the binding of `symbol` owned by `member`
    /// that starts last before `position`. A member with thousands of locals (one per child it
    /// adds) asks for each of them by name, so a large member's bindings are found through a table
    /// of them by name, built once; a small member's are scanned.
    public func lastBinding(of symbol: Symbol, ownedBy member: Int32, before position: UInt32, in file: Int) -> Int? {
        let outline = files[file].outline
        let positions = localPositions(ownedBy: member, in: file)
        guard positions.count >= ProjectIndex.localNameTableThreshold else {
            var found: Int?
            for offset in positions where outline.locals[offset].range.start < position
                && (found.map { outline.locals[$0].range.start <= outline.locals[offset].range.start } ?? true)
                && outline.symbols(outline.locals[offset].names).contains(symbol) {
                found = offset
            }
            return found
        }
        let table = localNameTables.value(for: ElementRef(file: Int32(file), index: member)) {
            var table: [Symbol: [Int]] = [:]
            for offset in positions {
                for name in outline.symbols(outline.locals[offset].names) { table[name, default: []].append(offset) }
            }
            // A statement's binding follows the bindings of closures in its value: each list in the
            // order the bindings start, so that a lookup can bisect it.
            for (name, offsets) in table where offsets.count > 1 {
                table[name] = offsets.sorted { outline.locals[$0].range.start < outline.locals[$1].range.start }
            }
            return table
        }
        guard let offsets = table[symbol] else { return nil }
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if outline.locals[offsets[middle]].range.start < position { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? offsets[low - 1] : nil
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
    /// From this many local bindings in a member on, they are found by name through a table.
    static let localNameTableThreshold = 64
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

