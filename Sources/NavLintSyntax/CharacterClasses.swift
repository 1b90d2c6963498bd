/// Byte and Unicode scalar classification for the tokenizer, following the Swift lexical grammar.
/// ASCII goes through a 128-entry table; other scalars through the grammar's range lists.
@usableFromInline
enum CharacterClass {
    @usableFromInline static let identifierHead: UInt8 = 1
    @usableFromInline static let identifierBody: UInt8 = 2
    @usableFromInline static let operatorChar: UInt8 = 4
    @usableFromInline static let digit: UInt8 = 8
    @usableFromInline static let hexDigit: UInt8 = 16
    @usableFromInline static let horizontalSpace: UInt8 = 32
    /// Plain text inside a string literal: any ASCII byte but a backslash, a line break, a quote or NUL.
    @usableFromInline static let stringText: UInt8 = 64

    /// The classes of all 256 byte values (none for bytes of multi-byte UTF-8 sequences) as a
    /// pointer the tokenizer keeps, so the hot loops do no global access and no range check.
    nonisolated(unsafe) static let byteTable: UnsafePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        pointer.initialize(repeating: 0, count: 256)
        pointer.update(from: ascii, count: 128)
        return UnsafePointer(pointer)
    }()

    @usableFromInline static let ascii: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 128)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = identifierHead | identifierBody }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = identifierHead | identifierBody }
        table[Int(UInt8(ascii: "_"))] = identifierHead | identifierBody
        table[Int(UInt8(ascii: "$"))] = identifierBody  // `_$storage`, as macros generate
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = identifierBody | digit | hexDigit }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
        for scalar in "/=-+!*%<>&|^~?".utf8 { table[Int(scalar)] = operatorChar }
        for scalar in [UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C] { table[Int(scalar)] = horizontalSpace }
        for byte in 1..<128 where !"\\\n\r\"'".utf8.contains(UInt8(byte)) { table[byte] |= stringText }
        return table
    }()

    /// Decodes one UTF-8 scalar at `index`; returns nil for a malformed or truncated sequence.
    @inlinable
    static func decodeScalar(_ base: UnsafePointer<UInt8>, _ index: Int, _ end: Int) -> (scalar: UInt32, length: Int)? {
        let lead = UInt32(base[index])
        if lead < 0x80 { return (lead, 1) }
        @inline(__always) func continuation(_ offset: Int) -> UInt32? {
            guard index + offset < end else { return nil }
            let byte = UInt32(base[index + offset])
            return byte & 0xC0 == 0x80 ? byte & 0x3F : nil
        }
        if lead & 0xE0 == 0xC0 {
            guard lead >= 0xC2, let b1 = continuation(1) else { return nil }
            return ((lead & 0x1F) << 6 | b1, 2)
        }
        if lead & 0xF0 == 0xE0 {
            guard let b1 = continuation(1), let b2 = continuation(2) else { return nil }
            let scalar = (lead & 0x0F) << 12 | b1 << 6 | b2
            guard scalar >= 0x800, !(0xD800...0xDFFF).contains(scalar) else { return nil }
            return (scalar, 3)
        }
        if lead & 0xF8 == 0xF0 {
            guard let b1 = continuation(1), let b2 = continuation(2), let b3 = continuation(3) else { return nil }
            let scalar = (lead & 0x07) << 18 | b1 << 12 | b2 << 6 | b3
            guard scalar >= 0x10000, scalar <= 0x10FFFF else { return nil }
            return (scalar, 4)
        }
        return nil
    }

    /// Scalars that may appear in an operator (the grammar's operator-character).
    static func isOperatorScalar(_ scalar: UInt32, isHead: Bool) -> Bool {
        if scalar < 0x80 { return ascii[Int(scalar)] & operatorChar != 0 }
        if contains(operatorHeadRanges, scalar) { return true }
        return !isHead && contains(operatorBodyOnlyRanges, scalar)
    }

    /// Scalars that may appear in an identifier (the grammar's identifier-head / -character).
    static func isIdentifierScalar(_ scalar: UInt32, isHead: Bool) -> Bool {
        if scalar < 0x80 {
            return ascii[Int(scalar)] & (isHead ? identifierHead : identifierBody) != 0
        }
        if contains(identifierHeadRanges, scalar) { return true }
        return !isHead && contains(identifierBodyOnlyRanges, scalar)
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ scalar: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if scalar < ranges[mid].lowerBound { high = mid - 1 }
            else if scalar > ranges[mid].upperBound { low = mid + 1 }
            else { return true }
        }
        return false
    }

    private static let operatorHeadRanges: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6, 0xBB...0xBB,
        0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E,
        0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
        0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
    ]
    private static let operatorBodyOnlyRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]
    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFF8, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
        0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD,
        0xE0000...0xEFFFD,
    ]
    private static let identifierBodyOnlyRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}

/// What the first byte of a token starts, as a dense code the tokenizer switches on (a jump
/// table rather than a chain of comparisons).
enum TokenStart: UInt8 {
    case control, whitespace, identifier, punctuation, slash, digit, quote, pound, dollar, backtick, period
    /// `?` and `!`: postfix marks when bound to the left, else operators.
    case mark
    /// `=`: alone before anything but an operator character, the assignment token.
    case equal
    case lessThan, operatorCharacter, nonASCII

    /// Per byte: the raw value of its code in the low byte and, for one-byte punctuation, the raw
    /// value of the token kind in the high byte. A pointer the tokenizer keeps, so the hot loop does
    /// no global access.
    nonisolated(unsafe) static let table: UnsafePointer<UInt16> = {
        let table = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        table.initialize(repeating: UInt16(TokenStart.control.rawValue), count: 256)
        func set(_ characters: String, _ code: TokenStart) {
            for byte in characters.utf8 { table[Int(byte)] = UInt16(code.rawValue) }
        }
        for byte in [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C] {
            table[Int(byte)] = UInt16(TokenStart.whitespace.rawValue)
        }
        set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_", .identifier)
        set("0123456789", .digit)
        set("/", .slash)
        set("\"'", .quote)
        set("#", .pound)
        set("$", .dollar)
        set("`", .backtick)
        set(".", .period)
        set("?!", .mark)
        set("<", .lessThan)
        set("=", .equal)
        set("-+*%>&|^~", .operatorCharacter)
        for byte in 0x80...0xFF { table[byte] = UInt16(TokenStart.nonASCII.rawValue) }
        let punctuation: [(Character, TokenKind)] = [
            ("(", .leftParen), (")", .rightParen), ("{", .leftBrace), ("}", .rightBrace), ("[", .leftBracket),
            ("]", .rightBracket), (",", .comma), (";", .semicolon), (":", .colon), ("@", .atSign), ("\\", .backslash),
        ]
        for (character, kind) in punctuation {
            table[Int(character.asciiValue!)] = UInt16(kind.rawValue) << 8 | UInt16(TokenStart.punctuation.rawValue)
        }
        return UnsafePointer(table)
    }()

    /// The code in an entry of `table`.
    @inline(__always) static func code(_ entry: UInt16) -> TokenStart {
        unsafeBitCast(UInt8(truncatingIfNeeded: entry), to: TokenStart.self)
    }

    /// The punctuation kind in an entry of `table` whose code is `punctuation`.
    @inline(__always) static func punctuationKind(_ entry: UInt16) -> TokenKind {
        unsafeBitCast(UInt8(truncatingIfNeeded: entry >> 8), to: TokenKind.self)
    }
}
