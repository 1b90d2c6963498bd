import NavLintSyntax

/// Byte ranges of one file that nest (member bodies, closures, calls, argument values), kept as a
/// forest so that the ranges around a position are found in time proportional to how deep they nest,
/// not to how many there are. Issue 19: a search that scanned every member, closure or call of a file
/// for each use of a name was quadratic in a file that uses the name once in each of N members.
///
/// Built once per file and question. When two ranges overlap without one containing the other (not
/// seen in parsed Swift, but an outline is not checked for it), `isNested` is false and the caller
/// keeps its plain scan, so that every answer stays the one the scan gives.
public struct NestedRanges: Sendable {
    private struct Node: Sendable {
        var range: ByteRange
        /// The caller's number for the range (a member, closure, call or assignment index).
        var element: Int32
        /// The position in `nodes` of the nearest range containing this one, -1 for none.
        var parent: Int32
    }

    /// Sorted by start, the longer first when two start together, then by element.
    private var nodes: [Node] = []
    public private(set) var isNested = true

    public init(_ ranges: [(range: ByteRange, element: Int32)]) {
        let sorted = ranges.sorted {
            $0.range.start != $1.range.start ? $0.range.start < $1.range.start
                : $0.range.end != $1.range.end ? $0.range.end > $1.range.end : $0.element < $1.element
        }
        nodes.reserveCapacity(sorted.count)
        var open: [Int32] = []
        for entry in sorted {
            while let top = open.last, !nodes[Int(top)].range.contains(entry.range) {
                // A range left open that ends inside this one without containing it: not a forest.
                if nodes[Int(top)].range.end > entry.range.start { isNested = false }
                open.removeLast()
            }
            nodes.append(Node(range: entry.range, element: entry.element, parent: open.last ?? -1))
            open.append(Int32(nodes.count - 1))
        }
    }

    /// The elements whose range contains `range`, innermost first. Empty ranges are not asked about:
    /// callers look up names and calls, which are never empty.
    public func elements(containing range: ByteRange) -> [Int32] {
        // The last range to start at or before `range`: every range containing `range` is it or one
        // of its ancestors, because ranges that start earlier either contain it or end before it.
        var low = 0
        var high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle].range.start <= range.start { low = middle + 1 } else { high = middle }
        }
        var result: [Int32] = []
        var position = low - 1
        while position >= 0 {
            if nodes[position].range.contains(range) { result.append(nodes[position].element) }
            position = Int(nodes[position].parent)
        }
        return result
    }
}
