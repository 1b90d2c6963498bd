/// A path pattern of the configuration's `include` and `exclude`: `*` matches any run of
/// characters within one path segment, `?` one character, and a `**` segment any number of
/// segments (none included). Everything else matches itself.
///
/// A pattern matches a path when it matches the path itself or one of its folders, so `Pods`
/// excludes everything under `Pods/`, as in `.gitignore`.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let segments: [[UInt8]]

    public init(_ pattern: String) {
        self.pattern = pattern
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map { Array($0.utf8) }
    }

    public var description: String { pattern }

    /// Whether the pattern matches `relativePath` (segments separated by `/`) or one of its folders.
    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        guard !path.isEmpty, !segments.isEmpty else { return false }
        // reachable[j]: the first i pattern segments can match the first j path segments.
        var reachable = [Bool](repeating: false, count: path.count + 1)
        reachable[0] = true
        for segment in segments {
            var next = [Bool](repeating: false, count: path.count + 1)
            if segment == Glob.doubleStar {
                var any = false
                for j in 0...path.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            } else {
                for j in 0..<path.count where reachable[j] && Glob.matchSegment(segment, path[j]) {
                    next[j + 1] = true
                }
            }
            reachable = next
        }
        return reachable.dropFirst().contains(true)
    }

    private static let doubleStar = Array("**".utf8)

    /// `*` and `?` within one segment, by the usual backtrack-to-the-last-star walk.
    private static func matchSegment(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var p = 0
        var t = 0
        var star: Int? = nil
        var starText = 0
        while t < text.count {
            if p < pattern.count && (pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t]) {
                p += 1
                t += 1
            } else if p < pattern.count && pattern[p] == UInt8(ascii: "*") {
                star = p
                starText = t
                p += 1
            } else if let star {
                p = star + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}

/// Which files the configuration's `include` and `exclude` let through, with paths taken relative
/// to the configuration file's folder.
struct PathFilter: Sendable {
    /// Absolute folder the globs are relative to.
    var baseFolder: String
    var include: [Glob]
    var exclude: [Glob]
    /// What relative paths are relative to.
    var currentDirectory: String = FileSystem.currentDirectory()

    /// The path as the globs see it: relative to the base folder, or absolute when outside it.
    func globPath(_ path: String) -> String {
        let absolute = Paths.absolute(path, from: currentDirectory)
        return Paths.relative(absolute, to: baseFolder) ?? absolute
    }

    /// Whether a Swift file is linted.
    func includes(file path: String) -> Bool {
        let relative = globPath(path)
        if exclude.contains(where: { $0.matches(relative) }) { return false }
        return include.isEmpty || include.contains { $0.matches(relative) }
    }

    /// Whether a folder is skipped whole (an `exclude` pattern matches it).
    func excludes(folder path: String) -> Bool {
        let relative = globPath(path)
        return exclude.contains { $0.matches(relative) }
    }
}
