/// String and regex literals. A string literal becomes `stringOpen`, `stringSegment`s and
/// interpolations, then `stringClose`; an interpolation pushes a mode and lexes ordinary tokens
/// until its matching `)`, so strings nest inside interpolations to any depth without recursion.
extension Lexer {
    /// How far a `/…/` literal that may be an operator is scanned before giving up on it.
    static let tentativeRegexScanLimit = 4096
    /// How far any single-line regex literal is scanned (bounds the work on one huge line).
    static let regexScanLimit = 65536

    /// Lexes a string literal whose quote is at `pos`; `start` is where its `#` delimiters begin.
    mutating func lexStringLiteral(pounds: Int, start: Int) {
        let quote = base[pos]
        var flags: TokenFlags = pounds > 0 ? .raw : []
        var isMultiline = false
        if quote == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            && !(pounds > 0 && rawStringClosesOnThisLine(after: pos + 3, pounds: pounds)) {
            isMultiline = true
            flags.insert(.multiline)
            pos += 3
        } else {
            pos += 1
        }
        if quote == UInt8(ascii: "'") { flags.insert(.malformed) }  // Swift has no single-quoted strings
        emit(.stringOpen, from: start, flags: flags)
        let context = StringContext(openTokenIndex: tokenCount - 1, pounds: pounds, isMultiline: isMultiline, quote: quote)
        lexStringContents(context)
    }

    /// For `#"""…`: whether a `"` followed by the closing `#`s comes before the end of the line, which
    /// makes it a single-line raw string that starts with a quote (`#"""#` is the string `"`).
    mutating func rawStringClosesOnThisLine(after start: Int, pounds: Int) -> Bool {
        func closesAt(_ index: Int) -> Bool {
            for offset in 0..<pounds where byte(at: index + offset) != UInt8(ascii: "#") { return false }
            return true
        }
        if closesAt(start) { return true }
        var index = start
        defer { lookaheadBytes += index - start }
        while index < end && base[index] != UInt8(ascii: "\n") && base[index] != UInt8(ascii: "\r") {
            if base[index] == UInt8(ascii: "\""), closesAt(index + 1) { return true }
            index += 1
        }
        return false
    }

    /// Lexes string text from `pos` until the closing delimiter, an interpolation, or the end of the
    /// line (single-line) or file.
    mutating func lexStringContents(_ context: StringContext) {
        let segmentStart = pos
        var isMalformed = false

        func flushSegment(_ lexer: inout Lexer) {
            if lexer.pos > segmentStart {
                lexer.emit(.stringSegment, from: segmentStart, flags: isMalformed ? .malformed : [])
            }
        }

        while pos < end {
            pos = Lexer.scan(base, from: pos, end: end, classes: classes, while: CharacterClass.stringText)
            if pos == end { break }
            let byte = base[pos]
            switch byte {
            case UInt8(ascii: "\\"):
                var delimiterLength = 1
                var pounds = 0
                while pounds < context.pounds && self.byte(at: pos + delimiterLength) == UInt8(ascii: "#") {
                    pounds += 1
                    delimiterLength += 1
                }
                if pounds < context.pounds {
                    pos += 1  // a plain backslash inside a raw string
                    continue
                }
                let next = self.byte(at: pos + delimiterLength)
                if next == UInt8(ascii: "(") {
                    flushSegment(&self)
                    let interpolationStart = pos
                    pos += delimiterLength + 1
                    emit(.interpolationOpen, from: interpolationStart)
                    modes.append(InterpolationMode(string: context, parenDepth: 0))
                    return
                }
                pos += delimiterLength
                if next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") {
                    continue  // line continuation (multi-line) or the end of a single-line string
                }
                // The escaped character; an invalid byte is left to the cases below, which flag it.
                if next >= 0x80 {
                    if let (_, length) = CharacterClass.decodeScalar(base, pos, end) { pos += length }
                } else if pos < end {
                    pos += 1
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !context.isMultiline {
                    flushSegment(&self)
                    tokens[context.openTokenIndex].flags.insert(.unterminated)
                    return
                }
                pos += 1
            case context.quote:
                if let closeEnd = closingDelimiterEnd(context) {
                    flushSegment(&self)
                    let closeStart = pos
                    pos = closeEnd
                    var flags = tokens[context.openTokenIndex].flags.intersection([.multiline, .raw])
                    if context.pounds > 0 && peek() == UInt8(ascii: "#") {
                        // Extra `#`s after a raw string (`#"a"##`) belong to it, as an error.
                        while peek() == UInt8(ascii: "#") { pos += 1 }
                        flags.insert(.malformed)
                    }
                    emit(.stringClose, from: closeStart, flags: flags)
                    return
                }
                pos += 1
            case 0x80...0xFF:
                if let (_, length) = CharacterClass.decodeScalar(base, pos, end) {
                    pos += length
                } else {
                    isMalformed = true
                    pos += 1
                }
            case 0:
                isMalformed = true  // Swift rejects a NUL byte in a literal
                pos += 1
            default:
                pos += 1
            }
        }
        flushSegment(&self)
        tokens[context.openTokenIndex].flags.insert(.unterminated)
    }

    /// If the closing delimiter of `context` starts at `pos`, where it ends.
    func closingDelimiterEnd(_ context: StringContext) -> Int? {
        var index = pos
        let quoteCount = context.isMultiline ? 3 : 1
        for _ in 0..<quoteCount {
            guard byte(at: index) == context.quote else { return nil }
            index += 1
        }
        for _ in 0..<context.pounds {
            guard byte(at: index) == UInt8(ascii: "#") else { return nil }
            index += 1
        }
        return index
    }

    // MARK: Regex literals

    /// Whether a `/` here would start an expression (Swift's rule: look at the previous token).
    func isInRegexLiteralPosition() -> Bool {
        guard let previous = previousKind else { return true }
        switch previous {
        case .leftParen, .leftBrace, .leftBracket, .prefixOperator, .prefixAmpersand, .binaryOperator, .equal,
             .semicolon, .comma, .colon, .infixQuestion, .interpolationOpen, .unknown:
            return true
        case .keyword:
            switch previousKeyword {
            case .true, .false, .Any, .nil, .self, .Self, .super, .underscore: return false
            default: return true
            }
        case .poundKeyword:
            // `#if`, `#else`, `#elseif`, `#endif` sequence expressions; `#available` and the like do not.
            guard let last = lastSignificantIndex() else { return false }
            return Lexer.conditionalDirectives.contains { spells(tokens[last], $0) }
        default:
            return false
        }
    }

    static let conditionalDirectives: [[UInt8]] = ["#if", "#else", "#elseif", "#endif"].map { Array($0.utf8) }

    /// Whether the text of `token` is `word`.
    func spells(_ token: Token, _ word: [UInt8]) -> Bool {
        guard token.range.length == word.count else { return false }
        for (offset, byte) in word.enumerated() where base[Int(token.start) + offset] != byte { return false }
        return true
    }

    /// Whether the previous tokens are `try?` or `try!`, which an expression must follow.
    func followsTryWithMark() -> Bool {
        guard previousKind == .postfixQuestion || previousKind == .exclamation else { return false }
        var index = tokenCount - 1
        while index > 0 && tokens[index].kind.isTrivia { index -= 1 }
        // The mark is postfix, so nothing separates it from the token before it.
        return index > 0 && tokens[index - 1].kind == .keyword && tokens[index - 1].keyword == .try
    }

    /// Decides whether the `/` at `slash`, inside the operator `operatorStart..<operatorEnd`,
    /// starts a regex literal, and if so scans it.
    mutating func tryRegex(slash: Int, operatorStart: Int, operatorEnd: Int) -> (end: Int, flags: TokenFlags)? {
        let leftBound = isLeftBound(operatorStart)
        if leftBound { return nil }
        // After `func` or `operator` comes an operator's name: `static func /(…)`, `operator /^/`.
        if previousKeyword == .func || previousKeyword == .operator { return nil }
        var mustBeRegex = false
        if !isRightBound(operatorEnd, isLeftBound: leftBound) {
            // A binary-looking `/`: a regex only where an expression must start, and then certainly
            // one, except where an unapplied operator is an argument (`reduce(1, /)`).
            if followsTryWithMark() {
                mustBeRegex = true
            } else {
                if !isInRegexLiteralPosition() { return nil }
                switch previousKind {
                case .leftParen, .leftBracket, .comma, .colon, .interpolationOpen: break
                default: mustBeRegex = true
                }
            }
        }
        return scanRegex(at: slash, mustBeRegex: mustBeRegex)
    }

    /// Scans a regex literal whose delimiter (`#`s then `/`) starts at `start`. Returns nil when it is
    /// not a regex (only possible unless `mustBeRegex`).
    mutating func scanRegex(at start: Int, mustBeRegex: Bool) -> (end: Int, flags: TokenFlags)? {
        var index = start
        defer { lookaheadBytes += index - start }
        var pounds = 0
        while byte(at: index) == UInt8(ascii: "#") { pounds += 1; index += 1 }
        guard byte(at: index) == UInt8(ascii: "/") else { return nil }
        index += 1
        var flags: TokenFlags = []
        var isMultiline = false
        var firstNewline = 0
        if pounds == 0 {
            let next = byte(at: index)
            if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") {
                if !mustBeRegex { return nil }
                flags.insert(.malformed)
            }
            if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
            if index >= 2 && byte(at: index - 2) == UInt8(ascii: "*") { return nil }
        } else {
            var scan = index
            while byte(at: scan) == UInt8(ascii: " ") || byte(at: scan) == UInt8(ascii: "\t") { scan += 1 }
            if byte(at: scan) == UInt8(ascii: "\n") || byte(at: scan) == UInt8(ascii: "\r") {
                isMultiline = true
                firstNewline = scan
                index = scan
                if !multilineRegexMayClose(after: scan, pounds: pounds) {
                    // Without a close anywhere after it, the literal ends at its first line break.
                    return mustBeRegex ? (scan, flags.union(.unterminated)) : nil
                }
            }
        }
        let limit = mustBeRegex ? Lexer.regexScanLimit : Lexer.tentativeRegexScanLimit
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -2

        func unterminated(at position: Int) -> (end: Int, flags: TokenFlags)? {
            mustBeRegex ? (position, flags.union(.unterminated)) : nil
        }

        while true {
            if index >= end {
                return unterminated(at: isMultiline ? firstNewline : end)
            }
            if !isMultiline && index - start > limit {
                return unterminated(at: index)
            }
            let byte = base[index]
            if byte == UInt8(ascii: "/") {
                var closeEnd = index + 1
                var closePounds = 0
                while closePounds < pounds && self.byte(at: closeEnd) == UInt8(ascii: "#") {
                    closePounds += 1
                    closeEnd += 1
                }
                if closePounds == pounds {
                    // Extra `#`s after the closing delimiter (`#/a/##`) belong to it, as an error.
                    while pounds > 0 && self.byte(at: closeEnd) == UInt8(ascii: "#") {
                        closeEnd += 1
                        flags.insert(.malformed)
                    }
                    if pounds == 0 {
                        let after = self.byte(at: closeEnd)
                        if after == UInt8(ascii: "*") || after == UInt8(ascii: "/") {
                            return unterminated(at: index)
                        }
                        if lastSpace == index - 1 {
                            if !mustBeRegex { return nil }
                            flags.insert(.malformed)
                        }
                    }
                    return (closeEnd, flags)
                }
            }
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !isMultiline { return unterminated(at: index) }
            case UInt8(ascii: "\\"):
                let next = self.byte(at: index + 1)
                if next != UInt8(ascii: "\n") && next != UInt8(ascii: "\r") && index + 1 < end { index += 1 }
            case UInt8(ascii: "("):
                if classDepth == 0 { groupDepth += 1 }
            case UInt8(ascii: ")"):
                if classDepth == 0 {
                    if groupDepth == 0 {
                        if !mustBeRegex { return nil }
                    } else {
                        groupDepth -= 1
                    }
                }
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                lastSpace = index
            default:
                break
            }
            index += 1
        }
    }
}

extension Lexer {
    /// Whether a multi-line extended regex literal whose first line break is at `newline` may find a
    /// close of `pounds` `#`s (`/#`, `/##`…) before the end of the input. Without this look-up an
    /// unterminated one scanned to the end of the input, and a file of `#/` lines did so once per
    /// line: quadratic. The index is built on the first call, by one scan from its line break;
    /// later calls must come from later line breaks, as the lexer's only move forward.
    mutating func multilineRegexMayClose(after newline: Int, pounds: Int) -> Bool {
        if regexCloses == nil {
            regexCloses = RegexCloseIndex(base, from: newline, end: end)
            lookaheadBytes += end - newline
        }
        return regexCloses!.hasClose(after: newline, pounds: pounds)
    }
}

/// The closes of extended regex literals (a `/` and the `#`s after it) from a line break to the end
/// of the input, as a multi-line literal's scan sees them (a backslash escapes the next byte unless
/// it is a line break, so every scan that starts at a line break agrees from there on). Only the
/// closes that no later close matches or exceeds in `#`s are kept: their `#`s strictly decrease, so
/// there are at most √(2n) of them, and the first kept close after a position has the most `#`s of
/// any close after it.
struct RegexCloseIndex {
    private var positions: [Int] = []
    private var poundCounts: [Int] = []
    /// The first kept close that may lie after the position of the latest query.
    private var next = 0
    /// The line break the index was built from: it knows nothing before it.
    private let start: Int

    init(_ base: UnsafePointer<UInt8>, from newline: Int, end: Int) {
        start = newline
        var index = newline
        while index < end {
            let byte = base[index]
            if byte == UInt8(ascii: "/") {
                var pounds = 0
                while index + 1 + pounds < end && base[index + 1 + pounds] == UInt8(ascii: "#") { pounds += 1 }
                if pounds > 0 {
                    while let last = poundCounts.last, last <= pounds {
                        poundCounts.removeLast()
                        positions.removeLast()
                    }
                    positions.append(index)
                    poundCounts.append(pounds)
                }
            } else if byte == UInt8(ascii: "\\") && index + 1 < end
                        && base[index + 1] != UInt8(ascii: "\n") && base[index + 1] != UInt8(ascii: "\r") {
                index += 1
            }
            index += 1
        }
    }

    /// Whether a close of at least `pounds` `#`s follows the line break at `newline`. Queries must
    /// come in increasing order of `newline`; one before the index's start answers true (scan).
    mutating func hasClose(after newline: Int, pounds: Int) -> Bool {
        guard newline >= start else { return true }
        while next < positions.count && positions[next] <= newline { next += 1 }
        return next < positions.count && poundCounts[next] >= pounds
    }
}
