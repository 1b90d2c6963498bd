/// A half-open range of byte offsets into a source file.
public struct ByteRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var start: UInt32
    public var end: UInt32

    @inlinable public init(start: UInt32, end: UInt32) {
        self.start = start
        self.end = end
    }

    @inlinable public init(_ start: Int, _ end: Int) {
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    @inlinable public var length: Int { Int(end) - Int(start) }
    @inlinable public var isEmpty: Bool { end <= start }

    /// Whether `other` lies entirely within this range.
    @inlinable public func contains(_ other: ByteRange) -> Bool {
        other.start >= start && other.end <= end
    }

    /// Whether the byte at `offset` lies within this range.
    @inlinable public func contains(offset: UInt32) -> Bool {
        offset >= start && offset < end
    }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }

    public var description: String { "\(start)..<\(end)" }
}

/// What a token is. Trivia kinds come first so `isTrivia` is a single comparison.
public enum TokenKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    // Trivia: tokens the outline parser skips.
    case whitespace
    case newline
    case lineComment
    case docLineComment
    case blockComment
    case docBlockComment
    case shebang
    case byteOrderMark

    // Names.
    case identifier
    case keyword
    case backtickIdentifier
    case dollarIdentifier
    case poundKeyword

    // Literals. A string literal is `stringOpen`, then segments and interpolations, then `stringClose`.
    case integerLiteral
    case floatLiteral
    case stringOpen
    case stringSegment
    case interpolationOpen
    case interpolationClose
    case stringClose
    case regexLiteral

    // Punctuation.
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftBracket
    case rightBracket
    case comma
    case colon
    case semicolon
    case period
    case atSign
    case pound
    case backslash
    case equal
    case arrow
    case postfixQuestion
    case infixQuestion
    case exclamation
    case prefixAmpersand

    // Operators, classified by the whitespace around them as Swift does.
    case binaryOperator
    case prefixOperator
    case postfixOperator

    /// A byte sequence that is not Swift: invalid UTF-8, a stray control character, a lone backtick,
    /// an operator holding `*/`.
    case unknown

    /// Whether the parser skips this token.
    @inlinable public var isTrivia: Bool { rawValue <= TokenKind.byteOrderMark.rawValue }

    /// Whether the token is a comment of any kind.
    @inlinable public var isComment: Bool {
        self == .lineComment || self == .docLineComment || self == .blockComment || self == .docBlockComment
    }

    /// Whether the token is any operator, including `=`, `?` and `!`.
    @inlinable public var isOperatorLike: Bool {
        switch self {
        case .binaryOperator, .prefixOperator, .postfixOperator, .equal, .arrow, .postfixQuestion,
             .infixQuestion, .exclamation, .prefixAmpersand:
            return true
        default:
            return false
        }
    }

    /// Whether the token may hold generic angle brackets (`<`, `>`, `>>`, `>?`).
    @inlinable public var isAngleCandidate: Bool {
        self == .binaryOperator || self == .prefixOperator || self == .postfixOperator
    }

    public var description: String {
        switch self {
        case .whitespace: return "whitespace"
        case .newline: return "newline"
        case .lineComment: return "line-comment"
        case .docLineComment: return "doc-line-comment"
        case .blockComment: return "block-comment"
        case .docBlockComment: return "doc-block-comment"
        case .shebang: return "shebang"
        case .byteOrderMark: return "byte-order-mark"
        case .identifier: return "identifier"
        case .keyword: return "keyword"
        case .backtickIdentifier: return "backtick-identifier"
        case .dollarIdentifier: return "dollar-identifier"
        case .poundKeyword: return "pound-keyword"
        case .integerLiteral: return "integer"
        case .floatLiteral: return "float"
        case .stringOpen: return "string-open"
        case .stringSegment: return "string-segment"
        case .interpolationOpen: return "interpolation-open"
        case .interpolationClose: return "interpolation-close"
        case .stringClose: return "string-close"
        case .regexLiteral: return "regex"
        case .leftParen: return "l-paren"
        case .rightParen: return "r-paren"
        case .leftBrace: return "l-brace"
        case .rightBrace: return "r-brace"
        case .leftBracket: return "l-bracket"
        case .rightBracket: return "r-bracket"
        case .comma: return "comma"
        case .colon: return "colon"
        case .semicolon: return "semicolon"
        case .period: return "period"
        case .atSign: return "at-sign"
        case .pound: return "pound"
        case .backslash: return "backslash"
        case .equal: return "equal"
        case .arrow: return "arrow"
        case .postfixQuestion: return "postfix-question"
        case .infixQuestion: return "infix-question"
        case .exclamation: return "exclamation"
        case .prefixAmpersand: return "prefix-ampersand"
        case .binaryOperator: return "binary-operator"
        case .prefixOperator: return "prefix-operator"
        case .postfixOperator: return "postfix-operator"
        case .unknown: return "unknown"
        }
    }
}

/// Problems the tokenizer found in a token. Lexing goes on regardless.
public struct TokenFlags: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A string, comment, regex, backtick identifier or interpolation that reaches the end of its
    /// line or file without its closing delimiter.
    public static let unterminated = TokenFlags(rawValue: 1 << 0)
    /// Bytes that are not valid UTF-8 or not Swift (a NUL byte, a `*/` outside a comment), or a literal
    /// that is not well formed (`0xZZ`, `1e`, extra `#`s in `#"a"##`).
    public static let malformed = TokenFlags(rawValue: 1 << 1)
    /// A string delimiter (`stringOpen`/`stringClose`) of a multi-line (`"""`) literal.
    public static let multiline = TokenFlags(rawValue: 1 << 2)
    /// A string delimiter of a raw (`#"…"#`) literal.
    public static let raw = TokenFlags(rawValue: 1 << 3)
    /// A non-trivia token with a line break between it and the previous non-trivia token.
    public static let newlineBefore = TokenFlags(rawValue: 1 << 4)
}

/// One token: a kind plus a byte range. Text is sliced from the file only when asked.
public struct Token: Hashable, Sendable {
    public var range: ByteRange
    public var kind: TokenKind
    public var flags: TokenFlags
    /// For `.keyword` tokens (and contextual keywords lexed as `.identifier`), which word it is.
    public var keyword: Keyword

    @inlinable public init(kind: TokenKind, range: ByteRange, flags: TokenFlags = [], keyword: Keyword = .none) {
        self.kind = kind
        self.range = range
        self.flags = flags
        self.keyword = keyword
    }

    @inlinable public var start: UInt32 { range.start }
    @inlinable public var end: UInt32 { range.end }
}
