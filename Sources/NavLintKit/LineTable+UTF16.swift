import NavLintSyntax

extension LineTable {
    /// The 1-based column of `offset` counted in UTF-16 code units from the start of its line, the
    /// unit of SARIF and of editors and web views that highlight by character. An invalid UTF-8
    /// sequence counts one unit, as the replacement character an editor shows for it. Without the
    /// file's bytes (no longer readable), the UTF-8 byte column.
    func utf16Column(of offset: UInt32, in bytes: [UInt8]) -> Int {
        let (line, byteColumn) = location(of: offset)
        let lineStart = Int(lineStarts[line - 1])
        let end = lineStart + byteColumn - 1
        guard end <= bytes.count else { return byteColumn }
        // The usual line start is ASCII, one unit a byte: counted without decoding (asked twice
        // for every finding and every related location).
        if !bytes[lineStart..<end].contains(where: { $0 >= 0x80 }) { return byteColumn }
        var units = 0
        var decoder = UTF8()
        var iterator = bytes[lineStart..<end].makeIterator()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): units += UTF16.width(scalar)
            case .error: units += 1
            case .emptyInput: break decoding
            }
        }
        return units + 1
    }
}
