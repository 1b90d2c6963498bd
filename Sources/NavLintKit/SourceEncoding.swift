/// The text encodings navlint reads Swift files in. The tokenizer works on UTF-8 bytes; Xcode can
/// also save a file as UTF-16 or UTF-32, which starts with a byte order mark (BOM). Such a file is
/// converted to UTF-8 before it is tokenized, so its positions (lines, UTF-8 byte columns) are
/// those of the converted text. Anything else is read as UTF-8 as it is (a UTF-8 BOM is trivia).
enum SourceEncoding {
    /// `bytes` as UTF-8: converted when they start with a UTF-16 or UTF-32 byte order mark (the
    /// mark dropped, invalid code units and an odd trailing byte becoming U+FFFD), else unchanged.
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        // UTF-32 LE first: its mark begins with UTF-16 LE's.
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return decode(bytes.dropFirst(4), as: UTF32.self, isBigEndian: false) }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return decode(bytes.dropFirst(4), as: UTF32.self, isBigEndian: true) }
        if bytes.starts(with: [0xFF, 0xFE]) { return decode(bytes.dropFirst(2), as: UTF16.self, isBigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return decode(bytes.dropFirst(2), as: UTF16.self, isBigEndian: true) }
        return bytes
    }

    /// Decodes code units of `Encoding` stored in `bytes` with the given byte order.
    private static func decode<Encoding: Unicode.Encoding>(_ bytes: ArraySlice<UInt8>, as encoding: Encoding.Type,
                                                          isBigEndian: Bool) -> [UInt8]
    where Encoding.CodeUnit: FixedWidthInteger {
        let width = Encoding.CodeUnit.bitWidth / 8
        var units: [Encoding.CodeUnit] = []
        units.reserveCapacity(bytes.count / width)
        var index = bytes.startIndex
        while index + width <= bytes.endIndex {
            var unit: Encoding.CodeUnit = 0
            for offset in 0..<width {
                let byte = Encoding.CodeUnit(bytes[index + (isBigEndian ? offset : width - 1 - offset)])
                unit = unit << 8 | byte
            }
            units.append(unit)
            index += width
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = Encoding.ForwardParser()
        let replacement = Array("\u{FFFD}".utf8)
        while true {
            switch decoder.parseScalar(from: &iterator) {
            case .valid(let encoded): UTF8.encode(Encoding.decode(encoded)) { output.append($0) }
            case .error: output.append(contentsOf: replacement)
            case .emptyInput:
                if index < bytes.endIndex { output.append(contentsOf: replacement) }  // an incomplete last code unit
                return output
            }
        }
    }
}
