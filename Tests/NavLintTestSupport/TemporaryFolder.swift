import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is released.
public final class TemporaryFolder {
    /// Its absolute, symbolic-link-free path (so it compares equal to what navlint resolves).
    public let path: String

    public init() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("navlint-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        path = base.resolvingSymlinksInPath().path
    }

    deinit {
        if (try? FileManager.default.removeItem(atPath: path)) != nil { return }
        // A test may have made a subfolder read-only; give write access back so it can be removed.
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            while let relative = enumerator.nextObject() as? String {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path + "/" + relative)
            }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to the file at `relativePath`, creating its folders; returns its absolute path.
    @discardableResult
    public func write(_ relativePath: String, _ text: String) throws -> String {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
        return url.path
    }

    /// The text of the file at `relativePath`, nil when there is none.
    public func read(_ relativePath: String) -> String? {
        try? String(contentsOfFile: path + "/" + relativePath, encoding: .utf8)
    }

    /// Runs `body` with this folder (or a subfolder) as the current folder, then restores it.
    public func inside<T>(_ relativePath: String = "", _ body: () throws -> T) rethrows -> T {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(relativePath.isEmpty ? path : path + "/" + relativePath)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        return try body()
    }
}
