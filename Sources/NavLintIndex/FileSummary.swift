import NavLintSyntax

/// Everything the project index and the rules need from one file, computed from that file alone
/// (so files are summarized in parallel). Tokens, bytes and line tables are not kept: positions are
/// byte offsets, turned into lines only for the few files that have a finding to show.
public struct FileSummary: Sendable {
    /// The path as given to the linter.
    public var path: String
    public var outline: Outline
    /// Comments that mention `navlint:` (suppressions), with their ranges.
    public var directives: [CommentDirective]
    /// Tokens the tokenizer flagged (unterminated literals, invalid UTF-8…).
    public var lexicalProblemCount: Int

    public init(path: String, outline: Outline, directives: [CommentDirective], lexicalProblemCount: Int) {
        self.path = path
        self.outline = outline
        self.directives = directives
        self.lexicalProblemCount = lexicalProblemCount
    }

    /// Tokenizes, parses and summarizes `bytes`, reusing `workspace`'s buffers when given.
    public init(path: String, bytes: [UInt8], workspace: ParseWorkspace? = nil) {
        let workspace = workspace ?? ParseWorkspace()
        self = bytes.withUnsafeBufferPointer { buffer in
            let parsed = workspace.parse(buffer)
            var directives: [CommentDirective] = []
            var lineTable: LineTable?
            for comment in parsed.comments {
                guard var directive = CommentDirective(token: comment, in: buffer) else { continue }
                // Lines are counted only in the rare file with a directive.
                if lineTable == nil { lineTable = LineTable(buffer) }
                directive.line = lineTable!.location(of: directive.range.start).line
                directive.endLine = lineTable!.location(of: directive.range.end).line
                directives.append(directive)
            }
            return FileSummary(path: path, outline: parsed.outline,
                               directives: directives, lexicalProblemCount: parsed.lexicalProblemCount)
        }
    }
}

/// A comment whose text contains `navlint:`; the Kit layer gives it meaning.
public struct CommentDirective: Hashable, Sendable {
    /// The comment's text after the `navlint:` marker that opens it, up to the end of the comment.
    public var text: String
    public var range: ByteRange
    /// Whether the comment is alone on its line (nothing but whitespace before it).
    public var isOwnLine: Bool
    /// The 1-based lines the comment starts and ends on.
    public var line = 0
    public var endLine = 0

    private static let marker: StaticString = "navlint:"

    init?(token: Token, in buffer: UnsafeBufferPointer<UInt8>) {
        let marker = CommentDirective.marker
        let start = Int(token.start)
        let end = Int(token.end)
        // The marker must open the comment: `// navlint:…` or `/* navlint:… */`, so a commented-out
        // directive (`// // navlint:…`) does nothing.
        var found = start + 2
        while found < end && (buffer[found] == UInt8(ascii: " ") || buffer[found] == UInt8(ascii: "\t")) { found += 1 }
        guard found + marker.utf8CodeUnitCount <= end else { return nil }
        for offset in 0..<marker.utf8CodeUnitCount where buffer[found + offset] != marker.utf8Start[offset] { return nil }
        var textEnd = end
        if token.kind == .blockComment || token.kind == .docBlockComment, textEnd - 2 >= found + marker.utf8CodeUnitCount,
           buffer[textEnd - 2] == UInt8(ascii: "*"), buffer[textEnd - 1] == UInt8(ascii: "/") {
            textEnd -= 2
        }
        let textStart = found + marker.utf8CodeUnitCount
        text = String(decoding: UnsafeBufferPointer(rebasing: buffer[textStart..<max(textStart, textEnd)]), as: UTF8.self)
        range = token.range
        var before = start - 1
        while before >= 0 && (buffer[before] == UInt8(ascii: " ") || buffer[before] == UInt8(ascii: "\t")) { before -= 1 }
        isOwnLine = before < 0 || buffer[before] == 0x0A || buffer[before] == 0x0D
    }
}
