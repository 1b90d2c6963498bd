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
    public var text: String { Keyword.spellings[Int(rawValue)] }

    /// Each word's spelling, by raw value, written out: `String(describing:)` of a case reads the
    /// enum's reflection metadata, which cost 3.8 M instructions when the keyword table is built
    /// (4% of a 1,000-file app's run). `KeywordTests` checks it against the case names.
    static let spellings: [String] = [
        "", "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any", "_",
        "actor", "any", "async", "await", "borrowing", "consuming", "convenience", "didSet", "dynamic", "final",
        "get", "indirect", "infix", "isolated", "lazy", "macro", "mutating", "nonisolated", "nonmutating", "open",
        "optional", "override", "package", "postfix", "prefix", "required", "set", "some", "unowned", "weak",
        "willSet", "each", "sending", "_modify", "_read"
    ]

}

/// The keyword spellings laid out for lookup from the tokenizer with one probe and no byte loop.
/// An identifier of up to 16 bytes is read as two little-endian words, zero beyond its end (no
/// keyword holds a zero byte, so equal words mean equal spellings); a multiplicative hash of the
/// words picks the one slot where that keyword, if any, can be. Built once and never freed.
struct KeywordTable: @unchecked Sendable {
    static let maxLength = 16
    static let shared = KeywordTable()
    /// log2 of the slot count: 2048 one-byte slots keep the table small and make a multiplier
    /// without collisions quick to find.
    static let slotBits = 11

    /// Per slot: 0, or 1 + the index of the keyword in `words` whose hash lands there.
    let slots: UnsafeMutablePointer<UInt8>
    /// Per keyword, in `Keyword.allCases` order without `.none`: its two words, then its raw value.
    let words: UnsafeMutablePointer<(UInt64, UInt64, UInt8)>
    /// The odd multiplier of the hash, the first (in a fixed sequence) that separates every keyword.
    let multiplier: UInt64

    private init() {
        let keywords = Keyword.allCases.filter { $0 != .none }
        words = .allocate(capacity: keywords.count)
        for (index, keyword) in keywords.enumerated() {
            let bytes = Array(keyword.text.utf8)
            precondition(bytes.count <= KeywordTable.maxLength && !bytes.contains(0))
            var first: UInt64 = 0
            var second: UInt64 = 0
            for (offset, byte) in bytes.enumerated() {
                if offset < 8 { first |= UInt64(byte) << (8 * offset) } else { second |= UInt64(byte) << (8 * (offset - 8)) }
            }
            words[index] = (first, second, keyword.rawValue)
        }
        let slotCount = 1 << KeywordTable.slotBits
        slots = .allocate(capacity: slotCount)
        var candidate: UInt64 = 0x9E37_79B9_7F4A_7C15
        while true {
            slots.initialize(repeating: 0, count: slotCount)
            var separates = true
            for index in 0..<keywords.count {
                let slot = KeywordTable.slot(words[index].0, words[index].1, multiplier: candidate)
                if slots[slot] != 0 { separates = false; break }
                slots[slot] = UInt8(index + 1)
            }
            if separates { break }
            candidate = candidate &* 0x5851_F42D_4C95_7F2D &+ 0x1405_7B7E_F767_814F | 1
        }
        multiplier = candidate
    }

    @inline(__always) static func slot(_ first: UInt64, _ second: UInt64, multiplier: UInt64) -> Int {
        Int(truncatingIfNeeded: ((first ^ (second &* 0xFF51_AFD7_ED55_8CCD)) &* multiplier) &>> UInt64(64 - slotBits))
    }

    /// Classifies the identifier bytes `start..<start + length` of `base`, whose bytes end at `end`.
    @inline(__always)
    func classify(_ base: UnsafePointer<UInt8>, _ start: Int, length: Int, end: Int) -> Keyword {
        let raw = UnsafeRawPointer(base + start)
        if length <= 8 && start &+ 8 <= end {
            let word = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            return lookup(word & (~0 &>> UInt64(truncatingIfNeeded: 64 &- 8 &* length)), 0)
        }
        guard length <= KeywordTable.maxLength else { return .none }
        if start &+ 16 <= end {
            let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            return lookup(UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)),
                          second & (~0 &>> UInt64(truncatingIfNeeded: 128 &- 8 &* length)))
        }
        // Near the end of the input: gather the bytes one by one rather than read past it.
        var first: UInt64 = 0
        var second: UInt64 = 0
        for offset in 0..<length {
            let byte = UInt64(base[start + offset])
            if offset < 8 { first |= byte << (8 * offset) } else { second |= byte << (8 * (offset - 8)) }
        }
        return lookup(first, second)
    }

    /// The keyword spelled by the words `first` and `second` (zero past the spelling), if any.
    @inline(__always) func lookup(_ first: UInt64, _ second: UInt64) -> Keyword {
        let entry = Int(slots[KeywordTable.slot(first, second, multiplier: multiplier)])
        guard entry != 0 else { return .none }
        let word = words[entry &- 1]
        // The table holds only raw values of real cases.
        return word.0 == first && word.1 == second ? unsafeBitCast(word.2, to: Keyword.self) : .none
    }
}
