extension String {
    /// Whether `part` occurs in this string, compared byte for byte. Foundation's `contains` goes
    /// through `NSString` (thousands of instructions a call); rules ask this of names, in loops.
    func containsBytes(of part: String) -> Bool {
        var text = self
        var part = part
        return text.withUTF8 { haystack in
            part.withUTF8 { needle in
                guard !needle.isEmpty else { return true }
                guard needle.count <= haystack.count else { return false }
                let first = needle[0]
                for start in 0...(haystack.count - needle.count) where haystack[start] == first {
                    var offset = 1
                    while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                return false
            }
        }
    }
}
