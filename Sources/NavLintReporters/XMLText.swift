extension String {
    /// The string as XML 1.0 character data, safe both as element text and inside a quoted attribute.
    ///
    /// The five markup characters become entities; tab, line feed and carriage return become
    /// character references so that attribute-value normalization keeps them; characters XML 1.0
    /// forbids (other C0 controls, U+FFFE, U+FFFF) become U+FFFD, since no reference can carry them.
    var xmlEscaped: String {
        var output = ""
        output.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t": output += "&#9;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                output += "\u{FFFD}"
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}

/// The declaration every XML format starts with.
let xmlDeclaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
