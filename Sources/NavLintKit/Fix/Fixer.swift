import NavLintIndex
import NavLintReporters
import NavLintRules
import NavLintSyntax

/// One edit of a repair, in file `file` (index into `ProjectIndex.files`).
struct FileEdit: Hashable {
    var file: Int
    var edit: TextEdit
}

/// Why a finding gets no repair, said to the user.
struct FixRefusal: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

/// What `--fix` (and the language server's code actions) would do with some findings: the edits
/// per file, the findings they repair, and why the others are left alone.
public struct FixPlan: Sendable {
    /// The edits of each file, by the path the index knows it by.
    public var edits: [String: [TextEdit]] = [:]
    public var fixed: [Finding] = []
    public var skipped: [(finding: Finding, reason: String)] = []
    /// For each fixed finding (same order as `fixed`), its own edits by path: a code action applies one.
    public var editsByFinding: [[String: [TextEdit]]] = []
}

/// Plans the safe, mechanical repairs and nothing else: `[weak self]` on a closure that
/// closure-capture-cycle reports for capturing only `self`, and `weak` on a back reference that
/// strong-back-reference reports. A repair whose edits would overlap another's is left for the
/// next run, so every planned edit applies to the bytes the findings were made from.
public enum Fixer {
    /// The rules `--fix` repairs.
    public static let fixableRules: Set<String> = [ClosureCaptureFix.ruleID, WeakBackReferenceFix.ruleID]

    /// The repairs of `findings` (others than `fixableRules` are ignored), planned from the index
    /// they were found with and each file's bytes (`bytes(file)`, for files of `index.files`).
    public static func plan(_ findings: [Finding], index: ProjectIndex, bytes: (Int) -> [UInt8]) -> FixPlan {
        var fileByPath: [String: Int] = [:]
        for (file, summary) in index.files.enumerated() { fileByPath[Linter.displayPath(summary.path)] = file }
        var sources: [Int: (bytes: [UInt8], lineTable: LineTable)] = [:]
        func source(_ file: Int) -> (bytes: [UInt8], lineTable: LineTable) {
            if let cached = sources[file] { return cached }
            let loaded = bytes(file)
            sources[file] = (loaded, LineTable(loaded))
            return sources[file]!
        }
        var plan = FixPlan()
        var taken: [Int: [TextEdit]] = [:]
        for finding in findings where fixableRules.contains(finding.ruleID) {
            do throws(FixRefusal) {
                guard let file = fileByPath[finding.path] else { throw FixRefusal("its file is not part of the analysed project") }
                let (text, lineTable) = source(file)
                guard finding.line >= 1, finding.line <= lineTable.lineCount, finding.column >= 1 else {
                    throw FixRefusal("the file changed since it was analysed")
                }
                let offset = lineTable.lineStarts[finding.line - 1] + UInt32(finding.column - 1)
                let edits: [FileEdit]
                if finding.ruleID == ClosureCaptureFix.ruleID {
                    edits = try ClosureCaptureFix.edits(for: finding, at: offset, file: file, index: index, bytes: text)
                } else {
                    // A cycle through an app-lifetime object frees nothing when broken: a weak
                    // property there could free a flow that is still running.
                    if finding.message.hasPrefix(OwnershipGraph.appLifetimeMessagePrefix) {
                        throw FixRefusal("the cycle goes through an object that lives as long as the app; making the property weak could free a running flow")
                    }
                    if finding.message.hasSuffix(OwnershipGraph.closureFix) {
                        throw FixRefusal("a method reference closes the cycle; write the closure that captures its object weakly by hand")
                    }
                    edits = try WeakBackReferenceFix.edits(at: offset, file: file, index: index, bytes: text)
                }
                // Identical edits (one protocol made class-bound for two properties) are made once.
                let new = edits.filter { !(taken[$0.file] ?? []).contains($0.edit) }
                for edit in new where (taken[edit.file] ?? []).contains(where: { overlaps($0.range, edit.edit.range) }) {
                    throw FixRefusal("another repair changes the same code; run --fix again")
                }
                var own: [String: [TextEdit]] = [:]
                for edit in edits {
                    own[index.files[edit.file].path, default: []].append(edit.edit)
                }
                for edit in new {
                    taken[edit.file, default: []].append(edit.edit)
                    plan.edits[index.files[edit.file].path, default: []].append(edit.edit)
                }
                plan.fixed.append(finding)
                plan.editsByFinding.append(own)
            } catch {
                plan.skipped.append((finding, error.reason))
            }
        }
        return plan
    }

    /// Whether two edits touch the same bytes (insertions at the same point count).
    private static func overlaps(_ lhs: ByteRange, _ rhs: ByteRange) -> Bool {
        if lhs.isEmpty || rhs.isEmpty { return lhs.start >= rhs.start && lhs.start <= rhs.end || rhs.start >= lhs.start && rhs.start <= lhs.end }
        return lhs.start < rhs.end && rhs.start < lhs.end
    }
}
