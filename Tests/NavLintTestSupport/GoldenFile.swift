import Foundation

/// Golden files: expected outputs kept in the repository. With `NAVLINT_UPDATE_GOLDEN=1` in the
/// environment, a comparison first rewrites the file with the output (review the diff), and the
/// test passes.
public enum GoldenFile {
    /// Whether this run rewrites golden files (`NAVLINT_UPDATE_GOLDEN=1`).
    public static var isUpdating: Bool { ProcessInfo.processInfo.environment["NAVLINT_UPDATE_GOLDEN"] == "1" }

    /// When updating, writes `text` to `url` if the file holds anything else, and says so on
    /// standard output. An unchanged file is not touched, so the next build does not recompile it
    /// (the generated rule documentation is part of a module). Returns whether it was rewritten.
    @discardableResult
    public static func rewriteIfUpdating(_ text: String, to url: URL, updating: Bool = isUpdating) throws -> Bool {
        guard updating, (try? String(contentsOf: url, encoding: .utf8)) != text else { return false }
        try text.write(to: url, atomically: true, encoding: .utf8)
        print("NAVLINT_UPDATE_GOLDEN: rewrote \(relative(url)); review the diff")
        return true
    }

    /// `url` from the repository root, for messages.
    static func relative(_ url: URL) -> String {
        let root = Repository.root.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// Why `output` differs from the golden file at `relativePath` (from the repository root), or
    /// nil when it matches.
    public static func mismatch(_ output: String, golden relativePath: String) -> String? {
        let url = Repository.root.appendingPathComponent(relativePath)
        do {
            try rewriteIfUpdating(output, to: url)
        } catch {
            return "cannot write \(relativePath): \(error)"
        }
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            return "no golden file \(relativePath); run with NAVLINT_UPDATE_GOLDEN=1 and review it"
        }
        return output == golden ? nil : "\(relativePath) differs from the output:\n\(output)"
    }
}
