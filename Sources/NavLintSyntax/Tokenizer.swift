/// The Swift tokenizer: turns bytes into tokens whose ranges tile the input exactly (trivia
/// included), for any input. It never traps and never loops: whatever is not Swift becomes an
/// `unknown` token or a flagged token and lexing goes on.
public enum Tokenizer {
    /// Tokenizes `bytes`. Inputs of 4 GiB or more are not supported (offsets are 32-bit); callers
    /// must refuse them before.
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    /// Tokenizes the bytes of `buffer`.
    public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> [Token] {
        var tokens: [Token] = []
        tokenize(buffer, into: &tokens)
        return tokens
    }

    /// Tokenizes the bytes of `buffer` into `tokens`, replacing its contents but reusing its capacity.
    public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>, into tokens: inout [Token]) {
        let table = ScratchTable<Token>(capacity: buffer.count / 3 + 16)
        tokenize(buffer, into: table, keepingTrivia: true)
        tokens.removeAll(keepingCapacity: true)
        tokens.append(contentsOf: UnsafeBufferPointer(start: table.storage, count: table.count))
    }

    /// How many bytes the tokenizer's look-ahead scans examine in `bytes` (see
    /// `Lexer.lookaheadBytes`): the measure of rescanning that the linearity tests bound.
    static func lookaheadBytes(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
            let table = ScratchTable<Token>(capacity: buffer.count / 3 + 16)
            var lexer = Lexer(base: base, end: buffer.count, keepsTrivia: true, into: table, comments: ScratchTable(capacity: 16))
            lexer.run()
            table.adopt(storage: lexer.tokens, count: lexer.tokenCount, capacity: lexer.tokenCapacity)
            return lexer.lookaheadBytes
        }
    }

    /// Tokenizes `buffer` into `table`, replacing its contents. Without `keepingTrivia`, only the
    /// significant tokens are stored (each still flagged `newlineBefore` when a line break preceded
    /// it): the parser's input, without a pass that filters the trivia out. Returns what was not
    /// stored: the comment tokens (collected in `comments`, whose storage is reused, and returned at
    /// their exact size); `directiveStarts`, if given, collects where each `#if`, `#elseif`, `#else` and
    /// `#endif` starts. Also returns how many tokens, stored or not, are problems (`unknown`, or
    /// flagged unterminated or malformed).
    @discardableResult
    static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>, into table: ScratchTable<Token>,
                         keepingTrivia: Bool, comments: ScratchTable<Token> = ScratchTable(capacity: 16),
                         modes: ScratchTable<InterpolationMode> = ScratchTable(capacity: 16),
                         directiveStarts: ScratchTable<UInt32>? = nil) -> (comments: [Token], problems: Int) {
        table.removeAll()
        comments.removeAll()
        directiveStarts?.removeAll()
        guard let base = buffer.baseAddress, buffer.count > 0 else { return ([], 0) }
        let count = min(buffer.count, Int(UInt32.max - 1))
        var lexer = Lexer(base: base, end: count, keepsTrivia: keepingTrivia, into: table, comments: comments, modes: modes,
                          directiveStarts: directiveStarts)
        lexer.run()
        // A huge file's growth slack is handed back before the parser's tables grow into memory
        // (room is left for the parser's end-of-file sentinels).
        let exact = lexer.tokenCount + 8
        if (lexer.tokenCapacity - exact) * MemoryLayout<Token>.stride > ScratchStorage.slowGrowthBytes {
            lexer.tokens = ScratchStorage.resize(lexer.tokens, count: lexer.tokenCount, from: lexer.tokenCapacity, capacity: exact)
            lexer.tokenCapacity = exact
        }
        table.adopt(storage: lexer.tokens, count: lexer.tokenCount, capacity: lexer.tokenCapacity)
        return (comments.toArray(), lexer.triviaProblems + lexer.significantProblems)
    }
}

/// One open string interpolation: where to resume the string when its `)` arrives.
struct InterpolationMode {
    var string: StringContext
    var parenDepth: Int
}

/// The delimiters of the string literal being lexed.
struct StringContext {
    /// Index of the literal's `stringOpen` token, flagged if the literal never closes.
    var openTokenIndex: Int
    var pounds: Int
    var isMultiline: Bool
    var quote: UInt8
}

struct Lexer {
    let base: UnsafePointer<UInt8>
    let end: Int
    let classes = CharacterClass.byteTable
    let starts = TokenStart.table
    let keywords = KeywordTable.shared
    var pos = 0
    /// The tokens lexed so far, in storage borrowed from a `ScratchTable` (handed back by the caller):
    /// a plain pointer, so that appending costs no uniqueness check.
    var tokens: UnsafeMutablePointer<Token>
    var tokenCount = 0
    var tokenCapacity: Int
    /// Whether trivia tokens are stored; otherwise comments go to `comments` and the rest is dropped.
    let keepsTrivia: Bool
    let comments: ScratchTable<Token>
    /// Where each conditional-compilation directive (`#if`, `#elseif`, `#else`, `#endif`) starts,
    /// when the caller collects them: the platform regions are read from them.
    let directiveStarts: ScratchTable<UInt32>?
    /// Trivia tokens flagged unterminated or malformed.
    var triviaProblems = 0
    /// Significant tokens that are `unknown` or flagged unterminated or malformed. Only `lexToken`
    /// makes such tokens, so `run` counts them among the tokens of each of its calls.
    var significantProblems = 0
    /// The open interpolations, innermost last: a table of the workspace's (it held 25 MB, twice
    /// its contents, as an array doubling over a run of `"\\(` a megabyte long).
    let modes: ScratchTable<InterpolationMode>
    /// The previous non-trivia token, for the regex-literal and operator heuristics.
    var previousKind: TokenKind? = nil
    var previousKeyword: Keyword = .none
    /// Whether a line break was lexed since the previous non-trivia token.
    var sawNewline = false
    /// How many tokens `lexToken` had stored when `run` took over again (see `run`'s `writeBack`).
    var tokensSeen = 0
    /// Where multi-line extended regex literals may close; built when the first one opens.
    var regexCloses: RegexCloseIndex? = nil
    /// Bytes examined by the scans that look ahead of the token being lexed (the run of `#`s, a
    /// regex literal's or an editor placeholder's search for its end…), which a later token may
    /// examine again. Linear lexing keeps it a small multiple of the input; tests check it.
    var lookaheadBytes = 0

    init(base: UnsafePointer<UInt8>, end: Int, keepsTrivia: Bool, into table: ScratchTable<Token>, comments: ScratchTable<Token>,
         modes: ScratchTable<InterpolationMode> = ScratchTable(capacity: 16), directiveStarts: ScratchTable<UInt32>? = nil) {
        self.base = base
        self.directiveStarts = directiveStarts
        self.modes = modes
        modes.removeAll()
        self.end = end
        self.keepsTrivia = keepsTrivia
        self.comments = comments
        // Every token holds at least one byte; a third of the bytes is a generous first guess.
        table.reserve(end / (keepsTrivia ? 3 : 5) + 16)
        tokens = table.storage
        tokenCapacity = table.capacity
    }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let index = pos + offset
        return index < end ? base[index] : 0
    }

    @inline(__always) func byte(at index: Int) -> UInt8 {
        index >= 0 && index < end ? base[index] : 0
    }

    @inline(__always) mutating func append(_ token: Token) {
        if tokenCount == tokenCapacity { growTokens() }
        (tokens + tokenCount).initialize(to: token)
        tokenCount += 1
    }

    mutating func growTokens() {
        let capacity = ScratchStorage.grownCapacity(tokenCapacity, stride: MemoryLayout<Token>.stride, minimum: tokenCount + 1)
        tokens = ScratchStorage.resize(tokens, count: tokenCount, from: tokenCapacity, capacity: capacity)
        tokenCapacity = capacity
    }

    /// The last stored token that is not trivia, if any.
    func lastSignificantIndex() -> Int? {
        var index = tokenCount - 1
        while index >= 0 && tokens[index].kind.isTrivia { index -= 1 }
        return index >= 0 ? index : nil
    }

    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int, flags: TokenFlags = [], keyword: Keyword = .none) {
        if kind.isTrivia {
            emitTrivia(kind, from: start, flags: flags)
            return
        }
        var flags = flags
        if sawNewline {
            flags.insert(.newlineBefore)
            sawNewline = false
        }
        previousKind = kind
        previousKeyword = keyword
        append(Token(kind: kind, range: ByteRange(start, pos), flags: flags, keyword: keyword))
    }

    @inline(__always) mutating func emitTrivia(_ kind: TokenKind, from start: Int, flags: TokenFlags = []) {
        if kind == .newline { sawNewline = true }
        if !flags.isDisjoint(with: [.unterminated, .malformed]) { triviaProblems += 1 }
        if keepsTrivia {
            append(Token(kind: kind, range: ByteRange(start, pos), flags: flags))
            return
        }
        if kind.isComment { comments.append(Token(kind: kind, range: ByteRange(start, pos), flags: flags)) }
    }

    /// Lexes the whole input. The tokens that make up most of any file (whitespace and line breaks,
    /// ASCII identifiers and keywords, one-byte punctuation, a lone `.` or `=`, line comments) are
    /// lexed here, outside string interpolations, with the cursor, the token buffer and the pending
    /// `newlineBefore` flag in locals: a mutating method's fields stay in memory, a load and a store
    /// per use. Any other token goes to `lexToken` (and what follows it, until every interpolation it
    /// opened is closed), with the state written back before and read again after.
    mutating func run() {
        if end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF {
            pos = 3
            emitTrivia(.byteOrderMark, from: 0)
        }
        if peek() == UInt8(ascii: "#") && peek(1) == UInt8(ascii: "!") {
            let start = pos
            skipToEndOfLine()
            emitTrivia(.shebang, from: start)
        }
        let base = self.base
        let end = self.end
        let classes = self.classes
        let starts = self.starts
        let keywords = self.keywords
        let keepsTrivia = self.keepsTrivia
        var pos = self.pos
        var cursor = tokens + tokenCount
        var limit = tokens + tokenCapacity
        tokensSeen = tokenCount
        var pendingFlags: TokenFlags = sawNewline ? .newlineBefore : []

        @inline(__always) func store(_ kind: TokenKind, _ start: Int, _ stop: Int, keyword: Keyword = .none) {
            cursor.initialize(to: Token(kind: kind, range: ByteRange(start, stop), flags: pendingFlags, keyword: keyword))
            cursor += 1
            pendingFlags = []
        }
        @inline(__always) func storeTrivia(_ kind: TokenKind, _ start: Int, _ stop: Int) {
            cursor.initialize(to: Token(kind: kind, range: ByteRange(start, stop)))
            cursor += 1
        }
        @inline(__always) func writeBack() {
            self.pos = pos
            tokenCount = cursor - tokens
            sawNewline = pendingFlags.contains(.newlineBefore)
            // The lexer's memory of the previous token, from the last one stored here (not trivia).
            var last = cursor
            let unseen = tokens + tokensSeen
            while last > unseen {
                last -= 1
                if !last.pointee.kind.isTrivia {
                    previousKind = last.pointee.kind
                    previousKeyword = last.pointee.keyword
                    break
                }
            }
        }
        @inline(__always) func readBack() {
            pos = self.pos
            cursor = tokens + tokenCount
            limit = tokens + tokenCapacity
            tokensSeen = tokenCount
            pendingFlags = sawNewline ? .newlineBefore : []
        }

        while pos < end {
            // Room for the trivia before a token and the token.
            if cursor + 2 > limit {
                writeBack()
                growTokens()
                readBack()
            }
            // Whitespace first, so that the token after it needs no turn of the loop of its own.
            var byte = base[pos]
            if Lexer.isWhitespace(byte) {
                let start = pos
                var index = pos &+ 1
                var sawBreak = byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                while index < end {
                    let next = base[index]
                    if next == UInt8(ascii: " ") {
                        index = Lexer.skipSpaces(base, from: index &+ 1, end: end)
                    } else if Lexer.isWhitespace(next) {
                        if next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") { sawBreak = true }
                        index &+= 1
                    } else {
                        break
                    }
                }
                pos = index
                if sawBreak { pendingFlags = .newlineBefore }
                if keepsTrivia { storeTrivia(sawBreak ? .newline : .whitespace, start, pos) }
                if pos == end { break }
                byte = base[pos]
            }
            let start = pos
            let entry = starts[Int(byte)]
            switch TokenStart.code(entry) {
            case .identifier:
                let stop = Lexer.scan(base, from: pos &+ 1, end: end, classes: classes, while: CharacterClass.identifierBody)
                // A name with a non-ASCII scalar in it goes to `lexIdentifier`, whole.
                if stop == end || base[stop] < 0x80 {
                    pos = stop
                    let keyword = keywords.classify(base, start, length: stop &- start, end: end)
                    store(keyword.isReserved ? .keyword : .identifier, start, stop, keyword: keyword)
                    continue
                }
            case .punctuation:
                pos &+= 1
                store(TokenStart.punctuationKind(entry), start, pos)
                continue
            case .period:
                // `.` before another period or an operator character starts an operator (`...`, `.==`).
                let next = pos &+ 1 < end ? base[pos &+ 1] : 0
                if next != UInt8(ascii: ".") && classes[Int(next)] & CharacterClass.operatorChar == 0 && next < 0x80 {
                    pos &+= 1
                    store(.period, start, pos)
                    continue
                }
            case .equal:
                // A `=` before a byte that cannot continue an operator is the whole operator.
                let next = pos &+ 1 < end ? base[pos &+ 1] : 0
                if classes[Int(next)] & CharacterClass.operatorChar == 0 && next < 0x80 {
                    pos &+= 1
                    store(.equal, start, pos)
                    continue
                }
            case .slash:
                if pos &+ 1 < end && base[pos &+ 1] == UInt8(ascii: "/") {
                    let isDoc = pos &+ 2 < end && base[pos &+ 2] == UInt8(ascii: "/") && (pos &+ 3 == end || base[pos &+ 3] != UInt8(ascii: "/"))
                    pos = Lexer.lineEnd(base, from: pos &+ 2, end: end)
                    if keepsTrivia {
                        storeTrivia(isDoc ? .docLineComment : .lineComment, start, pos)
                    } else {
                        comments.append(Token(kind: isDoc ? .docLineComment : .lineComment, range: ByteRange(start, pos)))
                    }
                    continue
                }
            case .digit:
                // A decimal integer that nothing continues (no fraction, exponent, radix or letters).
                var index = pos &+ 1
                while index < end && (classes[Int(base[index])] & CharacterClass.digit != 0 || base[index] == UInt8(ascii: "_")) {
                    index &+= 1
                }
                let next = index < end ? base[index] : 0
                if next != UInt8(ascii: ".") && classes[Int(next)] & CharacterClass.identifierBody == 0 && next < 0x80 {
                    pos = index
                    store(.integerLiteral, start, pos)
                    continue
                }
            case .operatorCharacter, .mark, .lessThan:
                if TokenStart.code(entry) == .mark && Lexer.isLeftBound(base, pos) {
                    pos &+= 1
                    store(byte == UInt8(ascii: "?") ? .postfixQuestion : .exclamation, start, pos)
                    continue
                }
                // An operator of ASCII characters without a slash (which may start a comment or a
                // regex) and not before `#` (which may start an editor placeholder after `<`).
                var index = pos &+ 1
                while index < end && classes[Int(base[index])] & CharacterClass.operatorChar != 0 && base[index] != UInt8(ascii: "/") {
                    index &+= 1
                }
                let next = index < end ? base[index] : 0
                if next != UInt8(ascii: "/") && next != UInt8(ascii: "#") && next < 0x80 {
                    pos = index
                    store(Lexer.classifyOperator(base, end: end, start, pos), start, pos)
                    continue
                }
            case .whitespace, .control, .quote, .pound, .dollar, .backtick, .nonASCII:
                break
            }
            // Any other token: lexed by `lexToken`, with what follows it until every string
            // interpolation it opened is closed.
            writeBack()
            let firstOfCall = tokenCount
            lexToken()
            while !modes.isEmpty && self.pos < end {
                if !lexInInterpolation() { lexToken() }
            }
            // Flags are set on these tokens only until every interpolation is closed, which is now
            // (or the input ended: see below).
            for index in firstOfCall..<tokenCount where Lexer.isSignificantProblem(tokens[index]) { significantProblems += 1 }
            readBack()
        }
        writeBack()
        for index in 0..<modes.count {
            let mode = modes[index]
            if !Lexer.isSignificantProblem(tokens[mode.string.openTokenIndex]) { significantProblems += 1 }
            tokens[mode.string.openTokenIndex].flags.insert(.unterminated)
        }
        modes.removeAll()
    }

    @inline(__always) static func isSignificantProblem(_ token: Token) -> Bool {
        !token.kind.isTrivia && (token.kind == .unknown || !token.flags.isDisjoint(with: [.unterminated, .malformed]))
    }

    /// Handles the bytes that mean something special inside an interpolation: parentheses that
    /// may close it, and the newline that ends a single-line string. Returns false to lex normally.
    mutating func lexInInterpolation() -> Bool {
        let top = modes.count - 1
        switch peek() {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            guard !modes[top].string.isMultiline else { return false }
            // A single-line string cannot span lines: the literal ends unterminated here, and what
            // follows comes after a complete expression, as after a closing quote.
            tokens[modes[top].string.openTokenIndex].flags.insert(.unterminated)
            modes.removeLast()
            previousKind = .stringClose
            previousKeyword = .none
            return true
        case UInt8(ascii: "("):
            modes[top].parenDepth += 1
            return false
        case UInt8(ascii: ")"):
            if modes[top].parenDepth > 0 {
                modes[top].parenDepth -= 1
                return false
            }
            let start = pos
            pos += 1
            emit(.interpolationClose, from: start)
            let string = modes.removeLast().string
            lexStringContents(string)
            return true
        default:
            return false
        }
    }

    /// The index of the first byte of `base` from `index` on whose class (in `classes`) has none of
    /// the bits of `mask`, or `end`; four bytes per bound check.
    @inline(__always)
    static func scan(_ base: UnsafePointer<UInt8>, from index: Int, end: Int, classes: UnsafePointer<UInt8>, while mask: UInt8) -> Int {
        var index = index
        while index &+ 4 <= end {
            if classes[Int(base[index])] & mask == 0 { return index }
            if classes[Int(base[index &+ 1])] & mask == 0 { return index &+ 1 }
            if classes[Int(base[index &+ 2])] & mask == 0 { return index &+ 2 }
            if classes[Int(base[index &+ 3])] & mask == 0 { return index &+ 3 }
            index &+= 4
        }
        while index < end && classes[Int(base[index])] & mask != 0 { index &+= 1 }
        return index
    }

    /// Lexes one token, dispatching on the `TokenStart` of its first byte: the tokens that `run`
    /// leaves, and every token inside string interpolations.
    mutating func lexToken() {
        let start = pos
        let first = base[pos]
        let entry = starts[Int(first)]
        switch TokenStart.code(entry) {
        case .whitespace:
            lexWhitespace()
        case .identifier:
            lexIdentifier()
        case .punctuation:
            pos += 1
            emit(TokenStart.punctuationKind(entry), from: start)
        case .slash:
            let next = peek(1)
            if next == UInt8(ascii: "/") { lexLineComment() }
            else if next == UInt8(ascii: "*") { lexBlockComment() }
            else { lexOperator() }
        case .digit:
            lexNumber()
        case .quote:
            lexStringLiteral(pounds: 0, start: start)
        case .pound:
            lexPound()
        case .dollar:
            lexDollarIdentifier()
        case .backtick:
            lexBacktickIdentifier()
        case .period:
            // An operator may start with a period (`...`, `..<`, SIMD's `.==`); a lone period is member access.
            let next = peek(1)
            if next >= 0x80 || next == UInt8(ascii: ".") || classes[Int(next)] & CharacterClass.operatorChar != 0 {
                lexOperator()
            } else {
                pos += 1
                emit(.period, from: start)
            }
        case .mark:
            if isLeftBound(start) {
                pos += 1
                emit(first == UInt8(ascii: "?") ? .postfixQuestion : .exclamation, from: start)
            } else {
                lexOperator()
            }
        case .lessThan:
            if peek(1) == UInt8(ascii: "#") && lexEditorPlaceholder() { return }
            lexOperator()
        case .operatorCharacter, .equal:
            lexOperator()
        case .nonASCII:
            lexNonASCII()
        case .control:
            // NUL and other control characters.
            pos += 1
            while pos < end && base[pos] < 0x20 && classes[Int(base[pos])] & CharacterClass.horizontalSpace == 0
                && base[pos] != UInt8(ascii: "\n") && base[pos] != UInt8(ascii: "\r") {
                pos += 1
            }
            emit(.unknown, from: start, flags: .malformed)
        }
    }

    // MARK: Trivia

    // The hot loops below scan with a local index and write `pos` once: a store to `self` on every
    // byte keeps the compiler from holding the cursor in a register.

    mutating func lexWhitespace() {
        let start = pos
        var index = pos
        var sawNewline = false
        // Inside a single-line string's interpolation a newline ends the string, so stop before it.
        let stopAtNewline = !modes.isEmpty && !modes[modes.count - 1].string.isMultiline
        while index < end {
            let byte = base[index]
            if byte == UInt8(ascii: " ") {
                index = Lexer.skipSpaces(base, from: index + 1, end: end)
            } else if byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C {
                index += 1
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if stopAtNewline { break }
                sawNewline = true
                index += 1
            } else {
                break
            }
        }
        if index == start { return }
        pos = index
        emitTrivia(sawNewline ? .newline : .whitespace, from: start)
    }

    /// The index of the first byte of `base` from `index` on that is not a space. Indentation is
    /// long runs of spaces, so eight bytes are compared at a time.
    @inline(__always) static func skipSpaces(_ base: UnsafePointer<UInt8>, from index: Int, end: Int) -> Int {
        var index = index
        let raw = UnsafeRawPointer(base)
        while index &+ 8 <= end {
            let different = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ Lexer.spaces
            if different != 0 { return index &+ different.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < end && base[index] == UInt8(ascii: " ") { index &+= 1 }
        return index
    }

    static let spaces: UInt64 = 0x2020_2020_2020_2020

    /// Whether `byte` is a space, a tab, a line break, a vertical tab or a form feed.
    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte <= 0x20 && (0x1_0000_3E00 as UInt64) &>> UInt64(byte) & 1 != 0
    }

    mutating func skipToEndOfLine() {
        pos = Lexer.lineEnd(base, from: pos, end: end)
    }

    /// The index of the first line break in `base` from `index` on, or `end`. Not inlined: its
    /// constants would crowd the registers of `run`'s loop.
    @inline(__always) static func lineEnd(_ base: UnsafePointer<UInt8>, from index: Int, end: Int) -> Int {
        var index = index
        // Eight bytes at a time: a zero byte in `word ^ "\n\n…"` or `word ^ "\r\r…"` marks a line break
        // (the lowest marked byte is exact; higher ones may be false alarms, which do not matter).
        let raw = UnsafeRawPointer(base)
        while index &+ 8 <= end {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let marks = Lexer.zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) | Lexer.zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
            if marks != 0 { return index &+ marks.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < end && base[index] != UInt8(ascii: "\n") && base[index] != UInt8(ascii: "\r") { index &+= 1 }
        return index
    }

    /// The high bit of every byte of `word` that is zero (exact for the lowest such byte).
    @inline(__always) static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    mutating func lexLineComment() {
        let start = pos
        let isDoc = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
        skipToEndOfLine()
        emitTrivia(isDoc ? .docLineComment : .lineComment, from: start)
    }

    mutating func lexBlockComment() {
        let start = pos
        let isDoc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
        pos += 2
        var depth = 1
        while pos < end {
            let byte = base[pos]
            if byte == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                pos += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                pos += 2
                depth += 1
            } else {
                // A comment that spans lines separates the tokens around it like a line break.
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { sawNewline = true }
                pos += 1
            }
        }
        emitTrivia(isDoc ? .docBlockComment : .blockComment, from: start, flags: depth > 0 ? .unterminated : [])
    }

    // MARK: Names

    mutating func lexIdentifier() {
        let start = pos
        var index = pos
        var isASCII = true
        if base[index] < 0x80 {
            index += 1
        } else {
            index += CharacterClass.decodeScalar(base, index, end)?.length ?? 1
            isASCII = false
        }
        let classes = self.classes
        while index < end {
            let byte = base[index]
            if byte < 0x80 {
                if classes[Int(byte)] & CharacterClass.identifierBody == 0 { break }
                index += 1
            } else if let (scalar, length) = CharacterClass.decodeScalar(base, index, end),
                      CharacterClass.isIdentifierScalar(scalar, isHead: false) {
                isASCII = false
                index += length
            } else {
                break
            }
        }
        pos = index
        let keyword = isASCII ? keywords.classify(base, start, length: pos - start, end: end) : .none
        emit(keyword.isReserved ? .keyword : .identifier, from: start, keyword: keyword)
    }

    mutating func lexDollarIdentifier() {
        let start = pos
        pos += 1
        while pos < end {
            let byte = base[pos]
            if byte < 0x80 {
                if classes[Int(byte)] & CharacterClass.identifierBody == 0 { break }
                pos += 1
            } else if let (scalar, length) = CharacterClass.decodeScalar(base, pos, end),
                      CharacterClass.isIdentifierScalar(scalar, isHead: false) {
                pos += length
            } else {
                break
            }
        }
        emit(pos - start == 1 ? .identifier : .dollarIdentifier, from: start)
    }

    mutating func lexBacktickIdentifier() {
        let start = pos
        pos += 1
        while pos < end {
            let byte = base[pos]
            if byte == UInt8(ascii: "`") {
                pos += 1
                emit(.backtickIdentifier, from: start, flags: pos - start == 2 ? .malformed : [])
                return
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            pos += 1
        }
        // No closing backtick on this line: a lone backtick.
        lookaheadBytes += pos - start
        pos = start + 1
        emit(.unknown, from: start, flags: .unterminated)
    }

    /// `#if`, `#selector`, raw strings `#"…"#`, extended regexes `#/…/#`, or a lone `#`.
    mutating func lexPound() {
        let start = pos
        var pounds = 0
        while byte(at: start + pounds) == UInt8(ascii: "#") { pounds += 1 }
        lookaheadBytes += pounds + 1
        let after = byte(at: start + pounds)
        if after == UInt8(ascii: "\"") || after == UInt8(ascii: "'") {
            pos = start + pounds
            lexStringLiteral(pounds: pounds, start: start)
            return
        }
        if after == UInt8(ascii: "/") {
            if let regexEnd = scanRegex(at: start, mustBeRegex: true) {
                pos = regexEnd.end
                emit(.regexLiteral, from: start, flags: regexEnd.flags)
                return
            }
        }
        // Every `#` of the run but the last is a lone `#`: what follows each of them is another `#`,
        // then the same byte, so none starts a literal. Emitted here rather than by relexing from
        // the next `#`, which would count the rest of the run again (quadratic in its length).
        while pos < start + pounds - 1 {
            let poundStart = pos
            pos += 1
            emit(.pound, from: poundStart)
        }
        let lastStart = pos
        pos += 1
        let next = peek()
        if next < 0x80 ? classes[Int(next)] & CharacterClass.identifierHead != 0 : next >= 0xC2 {
            let wordStart = pos
            lexIdentifierBytes()
            if pos > wordStart {
                emit(.poundKeyword, from: lastStart)
                // `#if`, `#else`, `#elseif`, `#endif` (3 to 7 bytes), not `#selector` and the like.
                if let directiveStarts, (3...7).contains(pos - lastStart),
                   Lexer.conditionalDirectives.contains(where: { spells(tokens[tokenCount - 1], $0) }) {
                    directiveStarts.append(UInt32(truncatingIfNeeded: lastStart))
                }
                return
            }
        }
        emit(.pound, from: lastStart)
    }

    /// Advances over identifier characters without emitting.
    mutating func lexIdentifierBytes() {
        var isHead = true
        while pos < end {
            let byte = base[pos]
            if byte < 0x80 {
                let mask = isHead ? CharacterClass.identifierHead : CharacterClass.identifierBody
                if classes[Int(byte)] & mask == 0 { break }
                pos += 1
            } else if let (scalar, length) = CharacterClass.decodeScalar(base, pos, end),
                      CharacterClass.isIdentifierScalar(scalar, isHead: isHead) {
                pos += length
            } else {
                break
            }
            isHead = false
        }
    }

    /// `<#placeholder#>` as written in Xcode templates; lexed as an identifier.
    mutating func lexEditorPlaceholder() -> Bool {
        guard let placeholderEnd = editorPlaceholderEnd(at: pos) else { return false }
        let start = pos
        pos = placeholderEnd
        emit(.identifier, from: start)
        return true
    }

    /// Where the editor placeholder whose `<#` is at `start` ends, if it closes on its line.
    mutating func editorPlaceholderEnd(at start: Int) -> Int? {
        var index = start + 2
        defer { lookaheadBytes += index - start }
        while index + 1 < end {
            let byte = base[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return nil }
            if byte == UInt8(ascii: "<") && base[index + 1] == UInt8(ascii: "#") { return nil }
            if byte == UInt8(ascii: "#") && base[index + 1] == UInt8(ascii: ">") { return index + 2 }
            index += 1
        }
        return nil
    }

    mutating func lexNonASCII() {
        let start = pos
        guard let (scalar, length) = CharacterClass.decodeScalar(base, pos, end) else {
            // A run of bytes that are not UTF-8.
            pos += 1
            while pos < end && base[pos] >= 0x80 && CharacterClass.decodeScalar(base, pos, end) == nil { pos += 1 }
            emit(.unknown, from: start, flags: .malformed)
            return
        }
        if scalar == 0xA0 {
            // No-break space: whitespace that Swift diagnoses.
            pos += length
            emitTrivia(.whitespace, from: start, flags: .malformed)
        } else if CharacterClass.isIdentifierScalar(scalar, isHead: true) {
            lexIdentifier()
        } else if CharacterClass.isOperatorScalar(scalar, isHead: true) {
            lexOperator()
        } else {
            pos += length
            emit(.unknown, from: start, flags: .malformed)
        }
    }

    // MARK: Operators

    /// Whether the byte before `index` binds an operator at `index` to its left operand.
    func isLeftBound(_ index: Int) -> Bool { Lexer.isLeftBound(base, index) }

    /// Whether the byte at `index` binds an operator ending there to its right operand.
    func isRightBound(_ index: Int, isLeftBound: Bool) -> Bool { Lexer.isRightBound(base, index, end: end, isLeftBound: isLeftBound) }

    static func isLeftBound(_ base: UnsafePointer<UInt8>, _ index: Int) -> Bool {
        if index == 0 { return false }
        switch base[index - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(index >= 2 && base[index - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(index >= 2 && base[index - 2] == 0xC2)
        default:
            return true
        }
    }

    static func isRightBound(_ base: UnsafePointer<UInt8>, _ index: Int, end: Int, isLeftBound: Bool) -> Bool {
        guard index < end else { return false }
        switch base[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !isLeftBound
        case UInt8(ascii: "/"):
            let next = index + 1 < end ? base[index + 1] : 0
            return !(next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
        case 0xC2:
            return index + 1 == end || base[index + 1] != 0xA0
        default:
            return true
        }
    }

    mutating func lexOperator() {
        let start = pos
        let startsWithDot = base[pos] == UInt8(ascii: ".")
        var isHead = true
        while pos < end {
            let byte = base[pos]
            if byte == UInt8(ascii: ".") {
                if !startsWithDot { break }
                pos += 1
            } else if byte < 0x80 {
                if classes[Int(byte)] & CharacterClass.operatorChar == 0 { break }
                // `//` or `/*` inside an operator starts a comment, and `<#` an editor placeholder.
                if !isHead && byte == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) {
                    break
                }
                if !isHead && byte == UInt8(ascii: "<") && peek(1) == UInt8(ascii: "#") && editorPlaceholderEnd(at: pos) != nil {
                    break
                }
                pos += 1
            } else if let (scalar, length) = CharacterClass.decodeScalar(base, pos, end),
                      CharacterClass.isOperatorScalar(scalar, isHead: isHead) {
                pos += length
            } else {
                break
            }
            isHead = false
        }
        if pos == start { pos += 1 }  // defensive: always make progress

        if let slash = firstSlash(from: start, to: pos), let regex = tryRegex(slash: slash, operatorStart: start, operatorEnd: pos) {
            if slash > start {
                let regexStart = slash
                pos = slash
                emit(classifyOperator(start, slash), from: start)
                pos = regex.end
                emit(.regexLiteral, from: regexStart, flags: regex.flags)
            } else {
                pos = regex.end
                emit(.regexLiteral, from: start, flags: regex.flags)
            }
            return
        }
        if containsCommentEnd(start, pos) {
            // `*/` outside a comment: Swift rejects the whole operator.
            emit(.unknown, from: start, flags: .malformed)
        } else {
            emit(classifyOperator(start, pos), from: start)
        }
    }

    func firstSlash(from start: Int, to stop: Int) -> Int? {
        var index = start
        while index < stop {
            if base[index] == UInt8(ascii: "/") { return index }
            index += 1
        }
        return nil
    }

    func containsCommentEnd(_ start: Int, _ stop: Int) -> Bool {
        var index = start
        while index + 1 < stop {
            if base[index] == UInt8(ascii: "*") && base[index + 1] == UInt8(ascii: "/") { return true }
            index += 1
        }
        return false
    }

    func classifyOperator(_ start: Int, _ stop: Int) -> TokenKind { Lexer.classifyOperator(base, end: end, start, stop) }

    /// The kind of the operator `start..<stop`: by its spelling, then by the whitespace around it.
    static func classifyOperator(_ base: UnsafePointer<UInt8>, end: Int, _ start: Int, _ stop: Int) -> TokenKind {
        let leftBound = isLeftBound(base, start)
        let rightBound = isRightBound(base, stop, end: end, isLeftBound: leftBound)
        if stop - start == 1 {
            switch base[start] {
            case UInt8(ascii: "="): return .equal
            case UInt8(ascii: "&"): if !leftBound && rightBound { return .prefixAmpersand }
            case UInt8(ascii: "."): return .period
            case UInt8(ascii: "?"): return leftBound ? .postfixQuestion : .infixQuestion
            default: break
            }
        } else if stop - start == 2 && base[start] == UInt8(ascii: "-") && base[start + 1] == UInt8(ascii: ">") {
            return .arrow
        }
        if leftBound == rightBound { return .binaryOperator }
        return leftBound ? .postfixOperator : .prefixOperator
    }

    // MARK: Numbers

    @inline(__always) func isDigit(_ byte: UInt8, hex: Bool) -> Bool {
        byte < 0x80 && classes[Int(byte)] & (hex ? CharacterClass.hexDigit : CharacterClass.digit) != 0
    }

    mutating func lexNumber() {
        let start = pos
        var isFloat = false
        var malformed = false
        let radix = base[pos] == UInt8(ascii: "0") ? peek(1) : 0
        if radix == UInt8(ascii: "x") || radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b") {
            pos += 2
            let digitsStart = pos
            while pos < end && (isDigit(base[pos], radix: radix) || base[pos] == UInt8(ascii: "_")) { pos += 1 }
            // The first digit must be a digit, not `_` (`0x_1` is malformed).
            if pos == digitsStart || base[digitsStart] == UInt8(ascii: "_") { malformed = true }
            if radix == UInt8(ascii: "x") {
                if peek() == UInt8(ascii: ".") && isHexFraction(at: pos) {
                    isFloat = true
                    pos += 1
                    while pos < end && (isDigit(base[pos], hex: true) || base[pos] == UInt8(ascii: "_")) { pos += 1 }
                }
                if peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") {
                    isFloat = true
                    malformed = !lexExponentDigits() || malformed
                } else if isFloat {
                    // A hexadecimal fraction needs a `p` exponent; without one Swift calls it an integer.
                    isFloat = false
                    malformed = true
                }
            }
        } else {
            while pos < end && (isDigit(base[pos], hex: false) || base[pos] == UInt8(ascii: "_")) { pos += 1 }
            // After a period, `0.1` is two tuple indices (`t.0.1`), not a float.
            if peek() == UInt8(ascii: ".") && isDigit(peek(1), hex: false) && previousKind != .period {
                isFloat = true
                pos += 1
                while pos < end && (isDigit(base[pos], hex: false) || base[pos] == UInt8(ascii: "_")) { pos += 1 }
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                isFloat = true
                malformed = !lexExponentDigits() || malformed
            }
        }
        // Letters glued to a number (`1abc`, `0xZZ`) belong to it, as an error.
        let beforeSuffix = pos
        lexIdentifierBodyBytes()
        if pos > beforeSuffix { malformed = true }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start, flags: malformed ? .malformed : [])
    }

    @inline(__always) func isDigit(_ byte: UInt8, radix: UInt8) -> Bool {
        switch radix {
        case UInt8(ascii: "x"): return isDigit(byte, hex: true)
        case UInt8(ascii: "o"): return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7")
        default: return byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1")
        }
    }

    /// Whether the `.` at `dot`, after hexadecimal digits, starts a fraction rather than a member
    /// access: `0x1.8p3` and the malformed `0x1.8` do, `0xff.description` and `0xff.fp` do not.
    func isHexFraction(at dot: Int) -> Bool {
        guard isDigit(byte(at: dot + 1), hex: true) else { return false }
        if isDigit(byte(at: dot + 1), hex: false) { return true }
        var index = dot + 1
        while index < end && (isDigit(base[index], hex: true) || base[index] == UInt8(ascii: "_")) { index += 1 }
        guard byte(at: index) == UInt8(ascii: "p") || byte(at: index) == UInt8(ascii: "P") else { return false }
        let sign = byte(at: index + 1)
        return isDigit(sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") ? byte(at: index + 2) : sign, hex: false)
    }

    /// Lexes `e`/`p`, an optional sign and digits; returns false when no digit follows.
    mutating func lexExponentDigits() -> Bool {
        pos += 1
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
        // The exponent starts with a digit; `1e_5` is malformed.
        guard isDigit(peek(), hex: false) else { return false }
        while pos < end && (isDigit(base[pos], hex: false) || base[pos] == UInt8(ascii: "_")) { pos += 1 }
        return true
    }

    mutating func lexIdentifierBodyBytes() {
        while pos < end {
            let byte = base[pos]
            if byte < 0x80 {
                if classes[Int(byte)] & CharacterClass.identifierBody == 0 { break }
                pos += 1
            } else if let (scalar, length) = CharacterClass.decodeScalar(base, pos, end),
                      CharacterClass.isIdentifierScalar(scalar, isHead: false) {
                pos += length
            } else {
                break
            }
        }
    }
}
