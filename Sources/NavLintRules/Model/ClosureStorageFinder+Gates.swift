import NavLintIndex
import NavLintSyntax

/// Project operators that hold their receiver back until another stream's first value:
/// `connection.$isConnected.filter { $0 }.first().flatMap { _ in self }`. The gate ends after one
/// value (`first()`, `prefix(n)`, `take(n)`, as a one-shot chain's own `take(1)` does), and the
/// receiver is subscribed once per gate value: what comes out is as finite as the receiver.
extension ClosureStorageFinder {
    /// Whether returned value `value` of a project operator is such a gate: a chain that ends after
    /// one value (or `n`), then only operators of `family` and at least one `flatMap` (or
    /// `flatMapLatest`, `concatMap`) whose closure returns `self`, the operator's receiver, alone.
    func isGatedReceiver(_ value: Expression, _ outline: Outline, family: OperatorFamily) -> Bool {
        guard value.kind == .chain else { return false }
        let elements = Array(outline.elements(value.chain))
        func call(at position: Int) -> Call? {
            guard position + 1 < elements.count, elements[position].kind == .name, elements[position + 1].kind == .call,
                  elements[position + 1].call >= 0 else { return nil }
            return outline.calls[Int(elements[position + 1].call)]
        }
        guard let gate = elements.indices.first(where: { position in
            guard let gateCall = call(at: position) else { return false }
            let arguments = outline.arguments(of: gateCall)
            switch outline.name(elements[position].name) {
            case "first": return arguments.isEmpty
            case "prefix", "take": return arguments.count == 1 && arguments[0].label.isNone && arguments[0].value.kind == .number
            default: return false
            }
        }) else { return false }
        var position = gate + 2
        var switchesToReceiver = false
        while position < elements.count {
            guard let operatorCall = call(at: position) else { return false }
            let name = outline.name(elements[position].name)
            if ["flatMap", "flatMapLatest", "concatMap"].contains(name) {
                guard returnsSelfAlone(operatorCall, outline) else { return false }
                switchesToReceiver = true
            } else if !family.operators.contains(name) {
                return false
            }
            position += 2
        }
        return switchesToReceiver
    }

    /// Whether the closure argument of `call` returns `self` and nothing else (`{ _ in self }`).
    private func returnsSelfAlone(_ call: Call, _ outline: Outline) -> Bool {
        guard let closure = outline.arguments(of: call).last(where: { $0.value.kind == .closure })?.value.closure, closure >= 0
        else { return false }
        let returned = outline.returns.filter { $0.closure == closure }
        return !returned.isEmpty && returned.allSatisfy { $0.value.kind == .self }
    }
}
