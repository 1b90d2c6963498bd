/// Lexical path arithmetic (no file-system access): absolute forms, parents, relative forms.
enum Paths {
    /// `path` made absolute against the current directory, with `.`, `..` and repeated slashes
    /// resolved lexically.
    static func absolute(_ path: String, from directory: String = FileSystem.currentDirectory()) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var segments: [Substring] = []
        for segment in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." {
                if !segments.isEmpty { segments.removeLast() }
                continue
            }
            segments.append(segment)
        }
        return "/" + segments.joined(separator: "/")
    }

    /// The folder holding `path` (absolute in, absolute out); `/` for `/`.
    static func parent(_ absolutePath: String) -> String {
        guard let slash = absolutePath.lastIndex(of: "/"), slash != absolutePath.startIndex else { return "/" }
        return String(absolutePath[..<slash])
    }

    /// `path` relative to `folder` when it lies under it (both absolute); nil otherwise.
    static func relative(_ absolutePath: String, to folder: String) -> String? {
        if folder == "/" { return String(absolutePath.dropFirst()) }
        if absolutePath == folder { return "" }
        guard absolutePath.hasPrefix(folder + "/") else { return nil }
        return String(absolutePath.dropFirst(folder.count + 1))
    }

    /// `absolutePath` relative to `folder`, with `..` segments where it lies outside it.
    static func relativeWithParents(_ absolutePath: String, to folder: String) -> String {
        let common = commonFolder([absolutePath, folder])
        let ups = folder.split(separator: "/").count - common.split(separator: "/").count
        let rest = relative(absolutePath, to: common) ?? absolutePath
        return (Array(repeating: "..", count: ups) + (rest.isEmpty ? [] : [rest])).joined(separator: "/")
    }

    /// Whether `path` is `folder` or lies under it (both absolute and canonical).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// The deepest folder holding every one of `absolutePaths`.
    static func commonFolder(_ absolutePaths: [String]) -> String {
        guard var common = absolutePaths.first.map({ $0.split(separator: "/") }) else { return "/" }
        for path in absolutePaths.dropFirst() {
            let segments = path.split(separator: "/")
            var count = 0
            while count < common.count && count < segments.count && common[count] == segments[count] { count += 1 }
            common.removeSubrange(count...)
        }
        return "/" + common.joined(separator: "/")
    }

    /// `folder` and each folder above it, innermost first.
    static func selfAndAncestors(_ folder: String) -> [String] {
        var result = [folder]
        var current = folder
        while current != "/" {
            current = parent(current)
            result.append(current)
        }
        return result
    }
}
