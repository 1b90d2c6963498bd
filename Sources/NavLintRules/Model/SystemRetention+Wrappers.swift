import NavLintIndex
import NavLintSyntax

/// A call that keeps the closure given to it for as long as the system runs it, whose project
/// wrappers (`ProjectIndex.closureWrappers(of:)`) keep the closures given to them the same way.
enum ClosureKeeper {
    /// `NotificationCenter`'s `addObserver(forName:object:queue:using:)`: the center keeps the block
    /// until the observer is removed.
    case notificationObserver
    /// `Task { … }`, `Task(priority:) { … }`, `Task.detached { … }`: the task keeps its operation
    /// until the operation returns.
    case task

    /// The names the keeping calls are called by.
    var callNames: [String] { self == .task ? ["Task", "detached"] : ["addObserver"] }

    /// The label of the argument that takes the kept closure when it is passed by name
    /// (`using: handler`, `operation: operation`).
    var closureLabel: String { self == .task ? "operation" : "using" }

    /// Whether `call` (called by one of `callNames`) is a keeping call.
    func isKeeping(_ call: Call, in outline: Outline) -> Bool {
        switch self {
        case .notificationObserver:
            return outline.arguments(of: call).first.map { outline.name($0.label) } == "forName"
        case .task:
            let callee = outline.names(call.callee)
            return callee == ["Task"] || callee == ["Task", "detached"]
        }
    }
}

/// A project function that hands one of its closure parameters to a call that keeps it
/// (`ClosureKeeper`): `func observe(_ name:, handler:)` over `addObserver(forName:…, using:)`,
/// `static func delayed(byTimeInterval:operation:)` over `Task { … operation() }`.
struct ClosureWrapper {
    /// The closure parameter's label, nil for none.
    var closureLabel: String?
    /// The labels of its other parameters.
    var labels: Set<String>
    /// How many of its other parameters have no default value.
    var required: Int

    /// Whether a call with `arguments` (its closure excluded) can be a call of this function.
    func accepts(_ labels: [String?]) -> Bool {
        labels.count >= required && labels.allSatisfy { $0.map(self.labels.contains) ?? true }
    }

    /// Whether `call`, a call by this function's name, can be a call of it that hands it `closure`:
    /// its other arguments fit the function's labels (not another API's `observe { … }`), and the
    /// closure is its trailing closure or the argument labelled as the closure parameter.
    func receives(_ closure: Int32, from call: Call, in outline: Outline) -> Bool {
        let arguments = outline.arguments(of: call)
        let others = arguments.filter { $0.value.closure != closure }.map { $0.label.isNone ? nil : outline.name($0.label) }
        return accepts(others) && arguments.contains { argument in
            argument.value.closure == closure && (argument.isTrailingClosure
                || (argument.label.isNone ? closureLabel == nil : outline.name(argument.label) == closureLabel))
        }
    }
}

extension ProjectIndex {
    /// Project functions that hand one of their closure parameters to a call `keeper` describes, by
    /// name: passed by name (`addObserver(forName:…, using: handler)`), or, for a task, called by
    /// the closure the task is given (`Task { try await operation() }`). A call of one keeps its
    /// closure as the keeping call would, when the call fits the function (`ClosureWrapper.receives`).
    func closureWrappers(of keeper: ClosureKeeper) -> [String: ClosureWrapper] {
        var wrappers: [String: ClosureWrapper] = [:]
        for name in keeper.callNames {
            for ref in calls(named: name) {
                let file = Int(ref.file)
                let outline = files[file].outline
                let call = outline.calls[Int(ref.index)]
                guard call.owner >= 0, outline.members[Int(call.owner)].kind == .function, keeper.isKeeping(call, in: outline),
                      let parameter = forwardedParameter(by: call, label: keeper.closureLabel, callsParameter: keeper == .task, in: file) else { continue }
                let function = outline.members[Int(call.owner)]
                let others = function.parameters.filter { $0.name != parameter.name }
                wrappers[function.name] = ClosureWrapper(closureLabel: parameter.label, labels: Set(others.compactMap(\.label)),
                                                         required: others.filter { $0.defaultValue == nil }.count)
            }
        }
        return wrappers
    }

    /// The parameter of the function around `call` that `call` keeps: the argument labelled `label`
    /// that names it, or (with `callsParameter`) the one the closure given to `call` calls.
    private func forwardedParameter(by call: Call, label: String, callsParameter: Bool, in file: Int) -> Parameter? {
        let outline = files[file].outline
        let parameters = outline.members[Int(call.owner)].parameters
        let arguments = outline.arguments(of: call)
        if let value = arguments.last(where: { outline.name($0.label) == label })?.value, value.kind == .chain {
            guard value.call < 0, value.chain.count == 1, value.chain.base == .name, let name = outline.lastName(value.chain) else { return nil }
            return parameters.first { $0.name == name }
        }
        // Only a task keeps a closure that calls the parameter for as long as the parameter's own
        // work runs: an observer block may remove itself once it has called it (a one-shot wait).
        guard callsParameter, let closure = arguments.last(where: { $0.value.kind == .closure && $0.value.closure >= 0 })?.value.closure
        else { return nil }
        let range = outline.closures[Int(closure)].range
        for position in callPositions(ownedBy: call.owner, in: file) {
            let inner = outline.calls[position]
            guard range.contains(inner.range), inner.callee.base == .name, inner.callee.count == 1,
                  let parameter = parameters.first(where: { $0.name == outline.name(of: inner) }) else { continue }
            return parameter
        }
        return nil
    }
}
