import NavLintReporters

/// Reading the members of decoded JSON-RPC messages, which may be anything a client sends.
extension JSONValue {
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The message on one line: no indentation, no line breaks (JSON-RPC needs neither, and the
    /// body is smaller).
    var compactText: String {
        var output = ""
        for line in rendered().split(separator: "\n") {
            output += line.drop { $0 == " " }
        }
        return output
    }
}
