import Foundation

/// Golden files: expected outputs kept in the repository. With `NAVLINT_UPDATE_GOLDEN=1` in the
/// environment, a comparison first rewrites the file with the output (review the diff).
public enum GoldenFile {
    /// Why `output` differs from the golden file at `relativePath` (from the repository root), or
    /// nil when it matches.
    public static func mismatch(_ output: String, golden relativePath: String) -> String? {
        let url = Repository.root.appendingPathComponent(relativePath)
        if ProcessInfo.processInfo.environment["NAVLINT_UPDATE_GOLDEN"] == "1" {
            do {
                try output.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                return "cannot write \(relativePath): \(error)"
            }
        }
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            return "no golden file \(relativePath); run with NAVLINT_UPDATE_GOLDEN=1 and review it"
        }
        return output == golden ? nil : "\(relativePath) differs from the output:\n\(output)"
    }
}
