/// A usage error: reported with the usage line, exit code 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Command-line arguments split into options and positional values. Options are `--name`,
/// `--name value` or `--name=value`; `--` ends options. An alias (`-q` for `--quiet`) is stored
/// under the name it stands for, so the last of both spellings wins.
struct Arguments {
    private(set) var positional: [String] = []
    private var flags: Set<String> = []
    private var values: [String: [String]] = [:]

    /// Parses `arguments` given which option names are flags and which take a value, and which
    /// other spellings stand for them.
    init(_ arguments: [String], flags knownFlags: Set<String>, options knownOptions: Set<String>,
         aliases: [String: String] = [:]) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var spelled = argument
            var inlineValue: String? = nil
            if let equals = argument.firstIndex(of: "=") {
                spelled = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            let name = aliases[spelled] ?? spelled
            if knownFlags.contains(name) {
                guard inlineValue == nil else { throw UsageError("option '\(spelled)' takes no value") }
                flags.insert(name)
            } else if knownOptions.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw UsageError("option '\(spelled)' needs a value") }
                    values[name, default: []].append(arguments[index])
                    index += 1
                }
            } else {
                throw UsageError("unknown option '\(spelled)'")
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The last value given for `option`.
    func value(_ option: String) -> String? { values[option]?.last }

    /// A positive whole number option.
    func positiveInteger(_ option: String) throws(UsageError) -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text), number > 0 else {
            throw UsageError("option '\(option)' needs a positive whole number, not '\(text)'")
        }
        return number
    }
}
