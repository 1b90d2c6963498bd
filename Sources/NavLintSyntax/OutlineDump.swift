/// A readable, stable text rendering of an `Outline`, for `navlint debug outline` and parser tests.
public enum OutlineDump {
    /// A chain longer than this is rendered as `…` and its last elements: each call's callee is
    /// the whole chain before it, so rendering every call of `f(a).f(a)…` in full was quadratic
    /// (256 KB of it made gigabytes of text).
    public static let maximumRenderedChainElements = 16

    public static func render(_ outline: Outline) -> String {
        var lines: [String] = []
        func chain(_ chain: Chain) -> String {
            var parts: [String] = []
            switch chain.base {
            case .selfKeyword: parts.append("self")
            case .superKeyword: parts.append("super")
            case .implicitMember: parts.append("")
            default: break
            }
            var text = parts.joined(separator: ".")
            var elements = outline.elements(chain)
            if elements.count > maximumRenderedChainElements {
                text = "…"
                elements = elements.suffix(maximumRenderedChainElements)
            }
            for element in elements {
                switch element.kind {
                case .name: text += (text.isEmpty && chain.base != .implicitMember ? "" : ".") + outline.name(element.name)
                case .call: text += "()"
                case .subscript: text += "[]"
                }
            }
            return text
        }
        func expression(_ expression: Expression?) -> String {
            guard let expression else { return "-" }
            switch expression.kind {
            case .chain: return "chain(\(chain(expression.chain)))" + (expression.call >= 0 ? "#call\(expression.call)" : "")
            case .self: return "self"
            case .closure: return "closure#\(expression.closure)"
            default: return "\(expression.kind)"
            }
        }
        func owner(_ index: Int32) -> String {
            index < 0 ? "top" : outline.members[Int(index)].name
        }
        for item in outline.imports { lines.append("import \(item.module)") }
        for (index, type) in outline.types.enumerated() {
            var line = "type#\(index) \(type.kind) \(type.qualifiedName)"
            if !type.genericParameters.isEmpty { line += "<\(type.genericParameters.joined(separator: ","))>" }
            if !type.inherited.isEmpty { line += " : " + type.inherited.map(\.text).joined(separator: ", ") }
            if !type.attributes.isEmpty { line += " @" + type.attributes.joined(separator: " @") }
            if type.parent >= 0 { line += " parent=\(type.parent)" }
            lines.append(line)
        }
        for (index, member) in outline.members.enumerated() {
            var line = "member#\(index) \(member.kind) \(member.signature) owner=\(member.owner)"
            if member.isLet { line += " let" }
            if member.modifiers.contains(.weak) { line += " weak" }
            if member.modifiers.contains(.unowned) { line += " unowned" }
            if member.modifiers.contains(.static) { line += " static" }
            if member.modifiers.contains(.override) { line += " override" }
            if member.modifiers.contains(.lazy) { line += " lazy" }
            if member.modifiers.contains(.private) { line += " private" }
            if let type = member.type { line += " type=\(type.text)" + (type.isOptional ? "?opt" : "") + (type.isFunction ? "(fn)" : "") }
            if member.initializer != nil { line += " init=\(expression(member.initializer))" }
            if !member.accessors.isEmpty { line += " accessors=" + member.accessors.map { "\($0.kind)" + ($0.body == nil ? "" : "{}") }.joined(separator: ",") }
            if member.isRequirement { line += " requirement" }
            if member.body != nil { line += " body" }
            lines.append(line)
        }
        for (index, call) in outline.calls.enumerated() {
            let arguments = outline.arguments(of: call).map { ($0.label.isNone ? "" : outline.name($0.label) + ":") + expression($0.value) + ($0.isTrailingClosure ? "(trailing)" : "") }
            var line = "call#\(index) \(chain(call.callee))(\(arguments.joined(separator: ", "))) in=\(owner(call.owner))"
            if call.closure >= 0 { line += " closure=\(call.closure)" }
            if call.receiverCall >= 0 { line += " receiver=\(call.receiverCall)" }
            lines.append(line)
        }
        for (index, assignment) in outline.assignments.enumerated() {
            lines.append("assign#\(index) \(chain(assignment.target)) \(assignment.op) \(expression(assignment.value)) in=\(owner(assignment.owner))" + (assignment.closure >= 0 ? " closure=\(assignment.closure)" : ""))
        }
        for (index, closure) in outline.closures.enumerated() {
            var context = "\(closure.context)"
            if case .argument(let call, let label, let isTrailing) = closure.context {
                context = "argument(call: \(call), label: \(label.isNone ? "-" : outline.name(label)), trailing: \(isTrailing))"
            }
            var line = "closure#\(index) context=\(context) in=\(owner(closure.owner))"
            if !closure.captures.isEmpty { line += " captures=" + outline.captures(of: closure).map { "\($0.kind) \(outline.name($0.name))" }.joined(separator: ",") }
            if !closure.parameters.isEmpty { line += " params=" + outline.names(closure.parameters).joined(separator: ",") }
            if closure.firstSelfReference != nil { line += " uses-self" }
            if !closure.freeNames.isEmpty { line += " free=" + outline.names(closure.freeNames).joined(separator: ",") }
            if closure.closure >= 0 { line += " parent=\(closure.closure)" }
            lines.append(line)
        }
        for (index, condition) in outline.conditions.enumerated() {
            lines.append("condition#\(index) \(condition.kind) names=\(outline.names(condition.names).joined(separator: ","))" + (condition.hasNegation ? " negated" : "") + (condition.bodyLeaves ? " leaves" : "") + " in=\(owner(condition.owner))")
        }
        for (index, local) in outline.locals.enumerated() {
            lines.append("local#\(index) \(local.isLet ? "let" : "var") \(outline.names(local.names).joined(separator: ","))" + (local.type.map { ": " + $0.text } ?? "") + (local.isLoopElement ? " in \(expression(local.loopSequence))" : " = \(expression(local.value))") + (local.isConditional ? " conditional" : "") + " in=\(owner(local.owner))")
        }
        for item in outline.returns {
            lines.append("return \(expression(item.value))\(item.isImplicit ? " implicit" : "") in=\(owner(item.owner))" + (item.closure >= 0 ? " closure=\(item.closure)" : ""))
        }
        for cast in outline.casts {
            lines.append("cast \(cast.kind) \(expression(cast.value)) \(cast.type.text) in=\(owner(cast.owner))" + (cast.closure >= 0 ? " closure=\(cast.closure)" : ""))
        }
        for issue in outline.issues { lines.append("issue \(issue.message) at \(issue.range)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
