/// Swift words the parser cares about. Reserved words are lexed as `.keyword` tokens; contextual
/// words (`weak`, `get`, `actor`, …) stay `.identifier` tokens but carry their `Keyword` so the
/// parser can recognise them where they have meaning.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none = 0
    // Reserved.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`,
         `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`, `protocol`, `public`,
         `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`, `break`, `case`, `catch`,
         `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`, `guard`, `if`, `in`, `repeat`,
         `return`, `throw`, `switch`, `where`, `while`, `as`, `false`, `is`, `nil`, `self`, `Self`,
         `super`, `throws`, `true`, `try`, `Any`, `underscore`
    // Contextual.
    case `actor`, `any`, `async`, `await`, `borrowing`, `consuming`, `convenience`, `didSet`, `dynamic`,
         `final`, `get`, `indirect`, `infix`, `isolated`, `lazy`, `macro`, `mutating`, `nonisolated`,
         `nonmutating`, `open`, `optional`, `override`, `package`, `postfix`, `prefix`, `required`, `set`,
         `some`, `unowned`, `weak`, `willSet`, `each`, `sending`, `modify`, `read`

    /// Whether the word is reserved (cannot be an identifier without backticks).
    @inlinable public var isReserved: Bool {
        rawValue != 0 && rawValue <= Keyword.underscore.rawValue
    }

    /// The word as written in source.
    public var text: String {
        switch self {
        case .none: return ""
        case .underscore: return "_"
        case .modify: return "_modify"
        case .read: return "_read"
        default: return String(describing: self)
        }
    }

}

/// The keyword spellings laid out for fast lookup from the tokenizer: candidates are found by first
/// byte and length, then compared byte by byte. Built once and never freed.
struct KeywordTable: @unchecked Sendable {
    static let maxLength = 16
    static let shared = KeywordTable()

    /// Per (first byte, length): `first << 8 | count` into `entries`.
    let buckets: UnsafeMutablePointer<UInt32>
    /// Per entry: byte offset into `spellings` (high 24 bits) and keyword (low 8 bits).
    let entries: UnsafeMutablePointer<UInt32>
    let spellings: UnsafeMutablePointer<UInt8>

    private init() {
        var words = Keyword.allCases.filter { $0 != .none }.map { (Array($0.text.utf8), $0) }
        words.sort { ($0.0[0], $0.0.count) < ($1.0[0], $1.0.count) }
        let bucketCount = 256 * (KeywordTable.maxLength + 1)
        buckets = .allocate(capacity: bucketCount)
        buckets.initialize(repeating: 0, count: bucketCount)
        entries = .allocate(capacity: words.count)
        spellings = .allocate(capacity: words.reduce(0) { $0 + $1.0.count })
        var offset = 0
        for (index, (bytes, keyword)) in words.enumerated() {
            let slot = Int(bytes[0]) * (KeywordTable.maxLength + 1) + bytes.count
            if buckets[slot] & 0xFF == 0 { buckets[slot] = UInt32(index) << 8 }
            buckets[slot] += 1
            entries[index] = UInt32(offset) << 8 | UInt32(keyword.rawValue)
            for byte in bytes { spellings[offset] = byte; offset += 1 }
        }
    }

    /// Classifies the identifier bytes `start..<end` of `base`.
    @inline(__always)
    func classify(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        guard length <= KeywordTable.maxLength else { return .none }
        let bucket = buckets[Int(base[start]) &* (KeywordTable.maxLength &+ 1) &+ length]
        var index = Int(bucket >> 8)
        let stop = index + Int(bucket & 0xFF)
        while index < stop {
            let entry = entries[index]
            let spelling = spellings + Int(entry >> 8)
            var offset = 1
            while offset < length && spelling[offset] == base[start + offset] { offset += 1 }
            // The table holds only raw values of real cases.
            if offset == length { return unsafeBitCast(UInt8(truncatingIfNeeded: entry), to: Keyword.self) }
            index += 1
        }
        return .none
    }
}
