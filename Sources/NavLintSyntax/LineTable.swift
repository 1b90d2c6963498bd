#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte offsets of line starts, for turning offsets into 1-based line and UTF-8 byte column at
/// render time. A line ends at `\n`, `\r\n` or a lone `\r`, as Swift counts them.
public struct LineTable: Hashable, Sendable {
    /// Offset of the first byte of each line; the first entry is 0.
    public private(set) var lineStarts: [UInt32]
    /// The file's length in bytes.
    public private(set) var byteCount: UInt32

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineTable($0) }
    }

    public init(_ buffer: UnsafeBufferPointer<UInt8>) {
        var starts: [UInt32] = [0]
        let count = buffer.count
        if let base = buffer.baseAddress, count > 0 {
            if memchr(base, 0x0D, count) == nil {
                // The usual case, `\n` only: let the C library find them.
                var cursor = UnsafeRawPointer(base)
                let end = UnsafeRawPointer(base + count)
                while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
                    let next = UnsafeRawPointer(found) + 1
                    starts.append(UInt32(next - UnsafeRawPointer(base)))
                    cursor = next
                }
            } else {
                var index = 0
                while index < count {
                    let byte = base[index]
                    if byte == 0x0A {
                        starts.append(UInt32(index + 1))
                    } else if byte == 0x0D {
                        if index + 1 < count && base[index + 1] == 0x0A { index += 1 }
                        starts.append(UInt32(index + 1))
                    }
                    index += 1
                }
            }
        }
        lineStarts = exactCopy(starts)
        byteCount = UInt32(count)
    }

    public var lineCount: Int { lineStarts.count }

    /// The 1-based line and UTF-8 byte column of `offset`.
    public func location(of offset: UInt32) -> (line: Int, column: Int) {
        let offset = min(offset, byteCount)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, Int(offset - lineStarts[low]) + 1)
    }

    /// The byte range of 1-based `line`, without its line break.
    public func range(ofLine line: Int, in bytes: [UInt8]) -> ByteRange {
        guard line >= 1 && line <= lineStarts.count else { return ByteRange(start: byteCount, end: byteCount) }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : byteCount
        while end > start && end <= UInt32(bytes.count) && (bytes[Int(end) - 1] == 0x0A || bytes[Int(end) - 1] == 0x0D) { end -= 1 }
        return ByteRange(start: start, end: end)
    }
}

/// How serious a finding is, as compilers and CI systems spell it.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}
