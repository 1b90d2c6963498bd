import NavLintSyntax

/// A replacement of one byte range of a file: what a repair changes, nothing more.
public struct TextEdit: Hashable, Sendable {
    /// The bytes replaced; empty for an insertion.
    public var range: ByteRange
    public var replacement: String

    public init(range: ByteRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// An insertion of `text` at `offset`.
    public static func insert(_ text: String, at offset: UInt32) -> TextEdit {
        TextEdit(range: ByteRange(start: offset, end: offset), replacement: text)
    }

    /// `bytes` with `edits` applied. Edits are applied from the end of the file backwards, so each
    /// range refers to the original bytes; one that overlaps an edit already taken, or lies outside
    /// the file, is left out (the caller plans non-overlapping edits; this keeps a bad plan lossless).
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var limit = UInt32(bytes.count)
        // Later ranges first; of two insertions at one offset, the one planned first ends up first.
        let ordered = edits.enumerated().sorted { ($0.element.range.start, $0.offset) > ($1.element.range.start, $1.offset) }
        for (_, edit) in ordered {
            guard edit.range.start <= edit.range.end, edit.range.end <= limit else { continue }
            result.replaceSubrange(Int(edit.range.start)..<Int(edit.range.end), with: Array(edit.replacement.utf8))
            limit = edit.range.start
        }
        return result
    }
}
