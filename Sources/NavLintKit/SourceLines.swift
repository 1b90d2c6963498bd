import Foundation
import NavLintIndex
import NavLintSyntax

/// Line tables and bytes of the project's files, read again on demand: summaries keep neither,
/// since only the few files with a finding (or drawn in a graph) are ever shown by line.
/// A file that can no longer be read gives an empty table (every offset on line 1) and no bytes.
public final class SourceLines: @unchecked Sendable {
    private let files: [FileSummary]
    private let source: @Sendable (FileSummary) -> [UInt8]?
    private let lock = NSLock()
    private var tables: [Int: LineTable] = [:]
    private var texts: [Int: [UInt8]] = [:]

    /// `source` gives the bytes of a file of `files`, nil when it cannot be read.
    init(files: [FileSummary], source: @escaping @Sendable (FileSummary) -> [UInt8]?) {
        self.files = files
        self.source = source
    }

    /// The line table of file `file` (an index into `files`).
    public func lineTable(of file: Int) -> LineTable {
        lock.lock()
        defer { lock.unlock() }
        if let known = tables[file] { return known }
        let table = LineTable(texts[file] ?? source(files[file]) ?? [])
        tables[file] = table
        return table
    }

    /// The bytes of file `file`, kept for the next call: for the few files whose lines are quoted.
    func bytes(of file: Int) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let known = texts[file] { return known }
        let bytes = source(files[file]) ?? []
        texts[file] = bytes
        return bytes
    }

    /// The 1-based line and UTF-8 byte column of `offset` in file `file`.
    public func location(of offset: UInt32, in file: Int) -> (line: Int, column: Int) {
        lineTable(of: file).location(of: offset)
    }
}
