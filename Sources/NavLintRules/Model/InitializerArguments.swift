import NavLintIndex
import NavLintSyntax

/// What the callers of an initializer pass for one of its parameters: `Screen(onClose: { … })`,
/// `Screen.init(onClose: …)`, and `.init(onClose: …)` where a local's or a property's declared type
/// says which type is built (`let screen: Screen = .init(…)`). A call whose argument labels do not
/// fit the initializer's parameters is another initializer's.
///
/// (`AssignedTypes`' evidence still reads only `Type(…)` calls: widening it changes the ownership
/// graph's answers, which this fact's only user, the release query, does not need.)
extension ProjectIndex {
    /// One call's value for the parameter: `value` is nil when the call leaves it to its default.
    struct InitializerArgument {
        var file: Int
        var value: Expression?
    }

    /// The value each call of initializer `initializer` of `type` passes for `parameter`; nil when
    /// nothing calls it, or an `.init(…)` whose labels fit may build `type` but nothing says which
    /// type it builds.
    func initializerArguments(for parameter: Parameter, initializer: ElementRef, type: String) -> [InitializerArgument]? {
        let parameters = member(initializer).parameters
        guard let position = parameters.firstIndex(where: { $0.name == parameter.name }) else { return nil }
        let typeName = simpleName(type)
        var result: [InitializerArgument] = []
        for name in [typeName, "init"] {
            for ref in calls(named: name) {
                let file = Int(ref.file)
                let outline = files[file].outline
                let call = outline.calls[Int(ref.index)]
                let names = outline.names(call.callee)
                switch call.callee.base {
                case .name where names.count == 1 && names[0] == typeName || names.count == 2 && names == [typeName, "init"]: break
                case .implicitMember where names == ["init"]: break
                default: continue
                }
                let arguments = outline.arguments(of: call)
                let plain = arguments.filter { !$0.isTrailingClosure }
                let trailing = arguments.filter(\.isTrailingClosure)
                let labels = plain.map { $0.label.isNone ? nil : outline.name($0.label) }
                guard ProjectIndex.labels(labels, fill: parameters.dropLast(trailing.count)) else { continue }
                if call.callee.base == .implicitMember {
                    guard let built = declaredType(ofImplicitConstruction: ref.index, in: file) else { return nil }
                    guard simpleName(built) == typeName else { continue }
                }
                if let argument = plain.first(where: { ($0.label.isNone ? nil : outline.name($0.label)) == parameter.label }) {
                    result.append(InitializerArgument(file: file, value: argument.value))
                } else if position >= parameters.count - trailing.count {
                    // Trailing closures fill the last parameters, in order.
                    result.append(InitializerArgument(file: file, value: trailing[position - (parameters.count - trailing.count)].value))
                } else {
                    result.append(InitializerArgument(file: file, value: nil))
                }
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

    /// The type `.init(…)` call `call` builds, when a local's or a property's declared type says
    /// (`let screen: Screen = .init(…)`, `private let flush: Flush = .init()`).
    func declaredType(ofImplicitConstruction call: Int32, in file: Int) -> String? {
        let outline = files[file].outline
        for local in outline.locals where local.value?.call == call && local.value?.kind == .chain {
            return local.type?.nominalName
        }
        for member in outline.members where member.kind == .property && member.initializer?.call == call
            && member.initializer?.kind == .chain {
            return member.type?.nominalName
        }
        return nil
    }
}
