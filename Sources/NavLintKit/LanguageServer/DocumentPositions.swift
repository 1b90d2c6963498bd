import Foundation
import NavLintReporters
import NavLintSyntax

/// `file:` URIs and LSP positions (0-based lines; characters in UTF-16 units unless the client
/// accepts UTF-8) from navlint's paths, 1-based lines and UTF-8 byte columns.
enum DocumentPositions {
    /// The path of a `file:` URI, percent-decoded; nil for other schemes.
    static func path(fromURI uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Array(uri.utf8.dropFirst("file://".count))
        // `file://host/path`: only the local host (empty or localhost) is a local file.
        if rest.first != UInt8(ascii: "/") {
            guard let slash = rest.firstIndex(of: UInt8(ascii: "/")), String(decoding: rest[..<slash], as: UTF8.self) == "localhost" else { return nil }
            rest = Array(rest[slash...])
        }
        var bytes: [UInt8] = []
        var index = 0
        while index < rest.count {
            if rest[index] == UInt8(ascii: "%"), index + 2 < rest.count, let high = hexValue(rest[index + 1]), let low = hexValue(rest[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(rest[index])
                index += 1
            }
        }
        guard !bytes.contains(0) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `file:` URI of an absolute path, percent-encoded by Foundation.
    static func uri(forPath path: String) -> String {
        URL(fileURLWithPath: path, isDirectory: false).absoluteString
    }

    /// An LSP position for 1-based `line` and UTF-8 byte `column` of `bytes`.
    static func position(line: Int, column: Int, in bytes: [UInt8], lineTable: LineTable, isUTF8: Bool) -> JSONValue {
        let character: Int
        if isUTF8 || line < 1 || line > lineTable.lineCount {
            character = column - 1
        } else {
            let lineStart = Int(lineTable.lineStarts[line - 1])
            let end = min(bytes.count, lineStart + max(0, column - 1))
            character = String(decoding: bytes[min(lineStart, end)..<end], as: UTF8.self).utf16.count
        }
        return .object(["line": .int(max(0, line - 1)), "character": .int(max(0, character))])
    }

    /// An LSP range for a byte range of `bytes`.
    static func range(_ range: ByteRange, in bytes: [UInt8], lineTable: LineTable, isUTF8: Bool) -> JSONValue {
        let start = lineTable.location(of: range.start), end = lineTable.location(of: range.end)
        return .object([
            "start": position(line: start.line, column: start.column, in: bytes, lineTable: lineTable, isUTF8: isUTF8),
            "end": position(line: end.line, column: end.column, in: bytes, lineTable: lineTable, isUTF8: isUTF8),
        ])
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
