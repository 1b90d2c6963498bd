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
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index < count {
                // Skip eight bytes at a time while none of them is `\n` or `\r` (SWAR zero-byte test).
                if index + 8 <= count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let newline = word ^ 0x0A0A_0A0A_0A0A_0A0A
                    let carriage = word ^ 0x0D0D_0D0D_0D0D_0D0D
                    let low: UInt64 = 0x0101_0101_0101_0101
                    let high: UInt64 = 0x8080_8080_8080_8080
                    if (newline &- low) & ~newline & high == 0 && (carriage &- low) & ~carriage & high == 0 {
                        index += 8
                        continue
                    }
                }
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
