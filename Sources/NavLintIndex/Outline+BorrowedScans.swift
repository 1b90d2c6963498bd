import NavLintSyntax

// Performance trick, kept here behind safe APIs so that the rules and the model read plain values:
// the outline's members and symbol texts hold strings and arrays, and reading an element of such an
// array by subscript copies it (a retain and release of every reference in it). Scans over all the
// project's members (hundreds of thousands on a big project) lend each element out of the array's
// storage instead. Inlinable, so that the caller's closure is specialized in and reads each
// element in place (a call through a closure parameter copied every member).

extension Outline {
    /// Calls `body` with the position and the member at each position of `positions` (default:
    /// every member), lent from the outline's storage without a copy.
    @inlinable
    public func forEachMember(in positions: Range<Int>? = nil, _ body: (Int, borrowing Member) -> Void) {
        members.withUnsafeBufferPointer { members in
            for position in positions ?? members.indices { body(position, members[position]) }
        }
    }

    /// Whether the text of any symbol of this file satisfies `test`; the texts are lent, not copied.
    @inlinable
    public func containsSymbol(where test: (String) -> Bool) -> Bool {
        symbols.withUnsafeBufferPointer { names in names.contains(where: test) }
    }
}
