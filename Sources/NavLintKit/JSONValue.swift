import Foundation

/// A JSON value as read by Foundation's `JSONDecoder`, or as navlint writes it.
///
/// navlint writes JSON itself (sorted keys, two-space indentation) so that the output is the same
/// on every platform, which `JSONSerialization`'s pretty printing is not.
public enum JSONValue: Hashable, Sendable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Bool first: a JSON number never decodes as a Bool, while `true` may decode as a number.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
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

    /// Decodes `bytes` with `JSONDecoder`; nil when they are not JSON.
    public static func decode(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// What the value is, for messages: `a string`, `an array`…
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value as JSON text: keys sorted, two-space indentation, a final newline.
    public func rendered() -> String {
        var output = ""
        render(into: &output, indentation: "")
        output += "\n"
        return output
    }

    private func render(into output: inout String, indentation: String) {
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 {
                output += String(Int64(value))
            } else {
                output += "\(value)"
            }
        case .string(let value):
            JSONValue.renderString(value, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            let inner = indentation + "  "
            output += "[\n"
            for (position, element) in elements.enumerated() {
                output += inner
                element.render(into: &output, indentation: inner)
                output += position + 1 < elements.count ? ",\n" : "\n"
            }
            output += indentation + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            let inner = indentation + "  "
            output += "{\n"
            let keys = members.keys.sorted()
            for (position, key) in keys.enumerated() {
                output += inner
                JSONValue.renderString(key, into: &output)
                output += ": "
                members[key]!.render(into: &output, indentation: inner)
                output += position + 1 < keys.count ? ",\n" : "\n"
            }
            output += indentation + "}"
        }
    }

    private static func renderString(_ value: String, into output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
