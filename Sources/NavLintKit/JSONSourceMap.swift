import NavLintReporters

/// Where each key of a JSON text is, and the first thing wrong with the text, so that configuration
/// errors can say `line:column`.
///
/// `JSONDecoder` reads the values; on Linux it reports neither positions nor duplicate keys, and it
/// accepts trailing commas. This scanner is strict RFC 8259 and keeps positions only.
struct JSONSourceMap {
    /// A 1-based line and UTF-8 byte column.
    struct Position: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "\(line):\(column)" }
    }

    /// Where each member key starts (`rules.x.severity`) and each array element (`include[2]`).
    private(set) var positions: [String: Position] = [:]
    /// The first syntax error or duplicate key, if any.
    private(set) var problem: (message: String, position: Position)?

    /// Nesting deeper than this is refused rather than recursed into.
    static let maximumDepth = 64

    init(_ bytes: [UInt8]) {
        var scanner = Scanner(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.offset = 3 }
        do throws(ScanError) {
            scanner.skipWhitespace()
            scanner.positions[""] = scanner.position
            try scanner.value(path: "", depth: 0)
            scanner.skipWhitespace()
            if scanner.offset < bytes.count { throw scanner.failure("unexpected \(scanner.describeCurrent()) after the end of the JSON value") }
        } catch {
            problem = (error.message, error.position)
        }
        positions = scanner.positions
        if problem == nil, let duplicate = scanner.duplicate { problem = duplicate }
    }

    /// The position of `path`, or of its nearest ancestor that has one.
    func position(of path: String) -> Position? {
        var path = path
        while true {
            if let position = positions[path] { return position }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            path = String(path[..<cut])
        }
    }
}

private struct ScanError: Error {
    var message: String
    var position: JSONSourceMap.Position
}

private struct Scanner {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0
    var positions: [String: JSONSourceMap.Position] = [:]
    var duplicate: (message: String, position: JSONSourceMap.Position)?

    init(bytes: [UInt8]) { self.bytes = bytes }

    var position: JSONSourceMap.Position { JSONSourceMap.Position(line: line, column: offset - lineStart + 1) }

    func failure(_ message: String) -> ScanError { ScanError(message: message, position: position) }

    func describeCurrent() -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        return byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            default:
                return
            }
        }
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(ScanError) {
        guard offset < bytes.count, bytes[offset] == byte else { throw failure("expected \(what), found \(describeCurrent())") }
        offset += 1
    }

    mutating func value(path: String, depth: Int) throws(ScanError) {
        guard offset < bytes.count else { throw failure("expected a value, found end of file") }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            guard depth < JSONSourceMap.maximumDepth else { throw failure("nested deeper than \(JSONSourceMap.maximumDepth) levels") }
            try object(path: path, depth: depth + 1)
        case UInt8(ascii: "["):
            guard depth < JSONSourceMap.maximumDepth else { throw failure("nested deeper than \(JSONSourceMap.maximumDepth) levels") }
            try array(path: path, depth: depth + 1)
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
        case UInt8(ascii: "t"):
            try literal("true")
        case UInt8(ascii: "f"):
            try literal("false")
        case UInt8(ascii: "n"):
            try literal("null")
        default:
            throw failure("expected a value, found \(describeCurrent())")
        }
    }

    mutating func object(path: String, depth: Int) throws(ScanError) {
        offset += 1
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") { offset += 1; return }
        var seen: Set<String> = []
        while true {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw failure("expected a key in double quotes, found \(describeCurrent())")
            }
            let keyPosition = position
            let key = try string()
            let memberPath = path.isEmpty ? key : path + "." + key
            if !seen.insert(key).inserted {
                if duplicate == nil { duplicate = ("duplicate key '\(memberPath)'", keyPosition) }
            } else {
                positions[memberPath] = keyPosition
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            skipWhitespace()
            try value(path: memberPath, depth: depth)
            skipWhitespace()
            guard offset < bytes.count else { throw failure("expected ',' or '}', found end of file") }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; return }
            try expect(UInt8(ascii: ","), "',' or '}'")
            skipWhitespace()
        }
    }

    mutating func array(path: String, depth: Int) throws(ScanError) {
        offset += 1
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") { offset += 1; return }
        var index = 0
        while true {
            let elementPath = "\(path)[\(index)]"
            positions[elementPath] = position
            try value(path: elementPath, depth: depth)
            index += 1
            skipWhitespace()
            guard offset < bytes.count else { throw failure("expected ',' or ']', found end of file") }
            if bytes[offset] == UInt8(ascii: "]") { offset += 1; return }
            try expect(UInt8(ascii: ","), "',' or ']'")
            skipWhitespace()
        }
    }

    /// A string literal; returns its text with the common escapes decoded (enough for keys).
    mutating func string() throws(ScanError) -> String {
        offset += 1
        var text: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard offset + 1 < bytes.count else { throw failure("unterminated string") }
                let escaped = bytes[offset + 1]
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    text.append(escaped)
                    offset += 2
                case UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    text.append(UInt8(ascii: " "))
                    offset += 2
                case UInt8(ascii: "u"):
                    guard offset + 6 <= bytes.count, bytes[(offset + 2)..<(offset + 6)].allSatisfy(\.isHexDigit) else {
                        throw failure("invalid '\\u' escape in a string")
                    }
                    text.append(UInt8(ascii: "?"))
                    offset += 6
                default:
                    throw failure("invalid escape in a string")
                }
            case 0x00..<0x20:
                throw failure(byte == 0x0A ? "unterminated string" : "control character in a string")
            default:
                text.append(byte)
                offset += 1
            }
        }
        throw failure("unterminated string")
    }

    mutating func number() throws(ScanError) {
        let start = position
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, bytes[offset].isDigit else { throw ScanError(message: "invalid number", position: start) }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            while offset < bytes.count && bytes[offset].isDigit { offset += 1 }
        }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, bytes[offset].isDigit else { throw ScanError(message: "invalid number", position: start) }
            while offset < bytes.count && bytes[offset].isDigit { offset += 1 }
        }
        if offset < bytes.count && (bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")) {
            offset += 1
            if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) { offset += 1 }
            guard offset < bytes.count, bytes[offset].isDigit else { throw ScanError(message: "invalid number", position: start) }
            while offset < bytes.count && bytes[offset].isDigit { offset += 1 }
        }
    }

    mutating func literal(_ word: StaticString) throws(ScanError) {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count,
              (0..<count).allSatisfy({ bytes[offset + $0] == word.utf8Start[$0] }) else {
            throw failure("expected a value, found \(describeCurrent())")
        }
        offset += count
    }
}

private extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
}

/// A JSON file read for navlint (configuration, baseline): its value, and errors that name the
/// file, the line and column, and the key.
struct JSONFile {
    let path: String
    let value: JSONValue
    private let sourceMap: JSONSourceMap

    /// Parses `bytes`, read from `path`; a syntax error names the file and position.
    init(path: String, bytes: [UInt8]) throws(LintProblem) {
        self.path = path
        sourceMap = JSONSourceMap(bytes)
        if let problem = sourceMap.problem {
            throw LintProblem(path: "\(path):\(problem.position)", message: "invalid JSON: \(problem.message)")
        }
        guard let value = JSONValue.decode(bytes) else { throw LintProblem(path: path, message: "invalid JSON") }
        self.value = value
    }

    /// An error about the value at `keyPath` (`rules.x.severity`, `include[2]`), positioned at its key.
    func problem(_ message: String, at keyPath: String) -> LintProblem {
        guard let position = sourceMap.position(of: keyPath) else { return LintProblem(path: path, message: message) }
        return LintProblem(path: "\(path):\(position)", message: message)
    }
}
