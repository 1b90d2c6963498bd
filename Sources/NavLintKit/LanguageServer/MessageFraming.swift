/// The base protocol's framing: each JSON-RPC message is `Content-Length: <n>\r\n`, maybe other
/// headers, an empty line, then `n` bytes of JSON.
///
/// The reader never fails and never grows without bound: a header without a usable length, or
/// longer than `maximumHeaderLength`, is dropped and reported as malformed; a body over
/// `maximumBodyLength` is skipped as it arrives.
struct MessageReader {
    static let maximumHeaderLength = 8 << 10
    static let maximumBodyLength = 256 << 20

    enum Next: Equatable {
        case message([UInt8])
        /// Something that is not a frame, with what was wrong; the reader has moved past it.
        case malformed(String)
        /// No complete message is buffered.
        case needMore
    }

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of an oversized body still to be dropped.
    private var skipping = 0
    /// Whether a malformed header was met and the next `Content-Length` is being looked for.
    private var isResynchronizing = false
    private static let contentLengthName = Array("content-length:".utf8)

    mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var bytes = bytes[...]
        if skipping > 0 {
            let dropped = min(skipping, bytes.count)
            skipping -= dropped
            bytes = bytes.dropFirst(dropped)
        }
        if start > 0 && start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    mutating func next() -> Next {
        if isResynchronizing {
            // After a header without a length, the body's size is unknown: skip to the next header.
            guard let header = findNextContentLength() else {
                // Keep a tail that may be the start of the name.
                start = max(start, buffer.count - MessageReader.contentLengthName.count)
                compact()
                return .needMore
            }
            start = header
            isResynchronizing = false
        }
        guard let headerEnd = findHeaderEnd() else {
            if buffer.count - start > MessageReader.maximumHeaderLength {
                discardBuffered()
                return .malformed("a header longer than \(MessageReader.maximumHeaderLength) bytes")
            }
            return .needMore
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        let bodyStart = headerEnd + 4
        guard let length = MessageReader.contentLength(in: header) else {
            start = bodyStart
            isResynchronizing = true
            compact()
            return .malformed("a header without a valid Content-Length")
        }
        if length > MessageReader.maximumBodyLength {
            let available = buffer.count - bodyStart
            skipping = max(0, length - available)
            start = min(buffer.count, bodyStart + length)
            compact()
            return .malformed("a message of \(length) bytes, more than \(MessageReader.maximumBodyLength)")
        }
        guard buffer.count - bodyStart >= length else { return .needMore }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        compact()
        return .message(body)
    }

    /// The `Content-Length` value of a header block, if it has exactly one well-formed one.
    static func contentLength(in header: String) -> Int? {
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            guard line[..<colon].lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
            guard length == nil, !value.isEmpty, value.count <= 12, value.allSatisfy(\.isASCIIDigit), let parsed = Int(value) else { return nil }
            length = parsed
        }
        return length
    }

    /// The offset of the next `Content-Length:` (in any case) at or after `start`.
    private func findNextContentLength() -> Int? {
        let name = MessageReader.contentLengthName
        guard buffer.count - start >= name.count else { return nil }
        for position in start...(buffer.count - name.count) {
            var matches = true
            for offset in 0..<name.count where buffer[position + offset] | 0x20 != name[offset] {
                matches = false
                break
            }
            if matches { return position }
        }
        return nil
    }

    /// The offset of the `\r\n\r\n` that ends the header at `start`.
    private func findHeaderEnd() -> Int? {
        let limit = min(buffer.count, start + MessageReader.maximumHeaderLength + 4)
        guard limit - start >= 4 else { return nil }
        var position = start
        while position + 3 < limit {
            if buffer[position] == 13, buffer[position + 1] == 10, buffer[position + 2] == 13, buffer[position + 3] == 10 { return position }
            position += 1
        }
        return nil
    }

    private mutating func discardBuffered() {
        buffer.removeAll(keepingCapacity: true)
        start = 0
    }

    /// Drops consumed bytes once they are most of the buffer, so memory follows what is pending.
    private mutating func compact() {
        if start > 1 << 16 && start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

/// `body` framed for the wire.
func framedMessage(_ body: String) -> String {
    "Content-Length: \(body.utf8.count)\r\n\r\n" + body
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
