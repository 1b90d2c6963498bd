/// A JSON document built in memory and written deterministically, for the JSON-based formats (and
/// read back by `JSONDecoder` for the configuration and the baseline, in NavLintKit).
///
/// Object keys are written in sorted order with two-space indentation, so the same findings always
/// give the same bytes. Non-ASCII text is written as UTF-8; only what JSON requires is escaped.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number that is not a whole number of `Int` range (decoding gives `.int` whenever it can).
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The document as text, ending with a newline.
    public func rendered() -> String {
        var output = ""
        write(to: &output, indentation: "")
        output += "\n"
        return output
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension JSONValue: Decodable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Bool first: a JSON number never decodes as a Bool, while `true` may decode as a number.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

private extension JSONValue {
    func write(to output: inout String, indentation: String) {
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .int(let value):
            output += String(value)
        case .number(let value):
            output += "\(value)"
        case .string(let value):
            JSONValue.writeString(value, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            let inner = indentation + "  "
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indentation: inner)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indentation + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            let inner = indentation + "  "
            let keys = members.keys.sorted()
            output += "{\n"
            for (index, key) in keys.enumerated() {
                output += inner
                JSONValue.writeString(key, to: &output)
                output += ": "
                members[key]!.write(to: &output, indentation: inner)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indentation + "}"
        }
    }

    static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
