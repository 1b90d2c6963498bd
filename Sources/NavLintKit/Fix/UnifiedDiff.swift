/// A unified diff (`diff -u`) between two versions of a file, for `navlint --fix --dry-run`.
enum UnifiedDiff {
    /// Lines of context around each change.
    static let context = 3

    /// The diff of `old` and `new` as `--- a/path`, `+++ b/path` and `@@` hunks; empty when equal.
    static func make(path: String, old: [UInt8], new: [UInt8]) -> String {
        guard old != new else { return "" }
        let before = lines(old), after = lines(new)
        let operations = lineOperations(before, after)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var position = 0
        while position < operations.count {
            guard let change = operations[position...].firstIndex(where: { $0.kind != .same }) else { break }
            // A hunk runs from `context` lines before a change to `context` lines after the last
            // change that is at most 2 * context lines from the previous one.
            var end = change
            var scan = change
            while scan < operations.count {
                if operations[scan].kind != .same {
                    end = scan
                } else if scan - end > 2 * context {
                    break
                }
                scan += 1
            }
            let start = max(position, change - context)
            let stop = min(operations.count, end + context + 1)
            let hunk = operations[start..<stop]
            let oldStart = (hunk.first?.oldLine ?? 0) + 1, newStart = (hunk.first?.newLine ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != .insert }.count, newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for operation in hunk {
                switch operation.kind {
                case .same: output += " " + before[operation.oldLine]
                case .delete: output += "-" + before[operation.oldLine]
                case .insert: output += "+" + after[operation.newLine]
                }
                if !output.hasSuffix("\n") { output += "\n\\ No newline at end of file\n" }
            }
            position = stop
        }
        return output
    }

    private enum Kind { case same, delete, insert }

    /// One line of the diff: `oldLine` and `newLine` are where it is (or would be) in each version.
    private struct Operation {
        var kind: Kind
        var oldLine: Int
        var newLine: Int
    }

    /// Lines with their line breaks; a last line without one is kept as is.
    private static func lines(_ bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(String(decoding: bytes[start...offset], as: UTF8.self))
            start = offset + 1
        }
        if start < bytes.count { result.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return result
    }

    /// The edit script: the common prefix and suffix are kept, and the middle (where a repair's few
    /// changed lines are) is aligned by a longest common subsequence.
    private static func lineOperations(_ before: [String], _ after: [String]) -> [Operation] {
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(before[prefix..<(before.count - suffix)]), newMiddle = Array(after[prefix..<(after.count - suffix)])
        // lengths[i][j]: the longest common subsequence of oldMiddle[i...] and newMiddle[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: newMiddle.count + 1), count: oldMiddle.count + 1)
        for i in stride(from: oldMiddle.count - 1, through: 0, by: -1) {
            for j in stride(from: newMiddle.count - 1, through: 0, by: -1) {
                lengths[i][j] = oldMiddle[i] == newMiddle[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var operations = (0..<prefix).map { Operation(kind: .same, oldLine: $0, newLine: $0) }
        var i = 0, j = 0
        while i < oldMiddle.count || j < newMiddle.count {
            if i < oldMiddle.count, j < newMiddle.count, oldMiddle[i] == newMiddle[j] {
                operations.append(Operation(kind: .same, oldLine: prefix + i, newLine: prefix + j))
                i += 1
                j += 1
            } else if i < oldMiddle.count, j == newMiddle.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Deletions before insertions, as diff prints a changed line.
                operations.append(Operation(kind: .delete, oldLine: prefix + i, newLine: prefix + j))
                i += 1
            } else {
                operations.append(Operation(kind: .insert, oldLine: prefix + i, newLine: prefix + j))
                j += 1
            }
        }
        for offset in 0..<suffix {
            operations.append(Operation(kind: .same, oldLine: before.count - suffix + offset, newLine: after.count - suffix + offset))
        }
        return operations
    }
}
