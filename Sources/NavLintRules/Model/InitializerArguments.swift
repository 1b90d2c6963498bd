import NavLintIndex
import NavLintSyntax

/// What the callers of an initializer pass for one of its parameters, at each construction of its
/// type (`ProjectIndex.constructions(of:)`: `Screen(onClose: { … })`, `Screen.init(onClose: …)`,
/// and `.init(onClose: …)` where the context says which type is built). A call whose argument
/// labels do not fit the initializer's parameters is another initializer's.
///
/// (`AssignedTypes`' evidence still reads only `Type(…)` calls: widening it changes the ownership
/// graph's answers, which this fact's users, the release query and the graph's closure edges, do not need.)
extension ProjectIndex {
    /// One call's value for the parameter: `value` is nil when the call leaves it to its default.
    struct InitializerArgument {
        var file: Int
        /// The construction (a call of `file`), whose owner and closure say where the value is written.
        var call: Int32
        var value: Expression?
    }

    /// The value each call of initializer `initializer` of `type` passes for `parameter`; nil when
    /// nothing calls it.
    func initializerArguments(for parameter: Parameter, initializer: ElementRef, type: String) -> [InitializerArgument]? {
        let parameters = member(initializer).parameters
        guard let position = parameters.firstIndex(where: { $0.name == parameter.name }) else { return nil }
        var result: [InitializerArgument] = []
        for ref in constructions(of: type) {
            let file = Int(ref.file)
            let outline = files[file].outline
            let arguments = outline.arguments(of: outline.calls[Int(ref.index)])
            let plain = arguments.filter { !$0.isTrailingClosure }
            let trailing = arguments.filter(\.isTrailingClosure)
            let labels = plain.map { $0.label.isNone ? nil : outline.name($0.label) }
            guard ProjectIndex.labels(labels, fill: parameters.dropLast(trailing.count)) else { continue }
            if let argument = plain.first(where: { ($0.label.isNone ? nil : outline.name($0.label)) == parameter.label }) {
                result.append(InitializerArgument(file: file, call: ref.index, value: argument.value))
            } else if position >= parameters.count - trailing.count {
                // Trailing closures fill the last parameters, in order.
                result.append(InitializerArgument(file: file, call: ref.index, value: trailing[position - (parameters.count - trailing.count)].value))
            } else {
                result.append(InitializerArgument(file: file, call: ref.index, value: nil))
            }
        }
        return result.isEmpty ? nil : result
    }

    /// Whether arguments with `labels`, in order, fill `parameters`: each parameter left out has
    /// a default value (`.init()` is not a call of `init(onClose:)`).
    private static func labels(_ labels: [String?], fill parameters: ArraySlice<Parameter>) -> Bool {
        var next = labels.startIndex
        for parameter in parameters {
            if next < labels.endIndex && labels[next] == parameter.label {
                next += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return next == labels.endIndex
    }
}
