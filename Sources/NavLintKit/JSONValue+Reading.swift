import Foundation
import NavLintReporters

extension JSONValue {
    /// Decodes `bytes` with Foundation's `JSONDecoder`; nil when they are not JSON.
    static func decode(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// What the value is, for messages: `a string`, `an array`…
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
