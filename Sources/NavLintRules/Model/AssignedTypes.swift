import NavLintIndex
import NavLintSyntax

/// Assignment evidence, the type resolver's answer to "which object does this value hold": the
/// types of the values the project's code actually stores, rather than every type that adopts or
/// inherits the declared one.
///
/// A stored value says which type it is when it is `self`, a construction, or a local, parameter
/// or property of a known type; an initializer's parameter stored in a property (`self.provider =
/// provider`) is what the initializer's callers pass, or its default value when they leave it out;
/// a value the project's dependency container resolves (`resolve()`) is what the project registers
/// for the declared type (`UIApplication.shared as Providing`); a framework type's shared instance
/// (`UIApplication.shared`) is of that framework type. Nil means some value says nothing, and the
/// caller falls back to every type the declared one admits.
extension ProjectIndex {
    /// How deep stored values are followed through initializer arguments.
    static let maximumEvidenceDepth = 3

    /// The types a value stored in member `member` of `file` (a property of type `declared`) may
    /// have, project types or not; nil when some value says nothing.
    func assignedTypes(of value: Expression, file: Int, member: Int32, declared: String, depth: Int = 0) -> Set<String>? {
        guard depth <= ProjectIndex.maximumEvidenceDepth else { return nil }
        let outline = files[file].outline
        // Code in an extension of a framework type (a dependency container's registrations) or at
        // the top level has no project type around it; only `self` and parameters need one.
        let owner = member >= 0 ? ownerTypeName(file: file, member: member) : nil
        if value.kind == .self { return owner.map { [$0] } }
        if let owner, let parameter = storedInitializerParameter(value, file: file, member: member) {
            return argumentTypes(of: parameter, initializer: ElementRef(file: file, index: Int(member)), type: owner,
                                 declared: declared, depth: depth)
        }
        if value.kind == .chain, value.call >= 0, isResolution(outline.calls[Int(value.call)], outline) {
            return registeredTypes(declared)
        }
        if let owner, let type = valueTypeName(value, owner: member, ownerType: owner, in: file) { return [type] }
        if let type = typeName(of: value, in: file, owner: member) { return [type] }
        if let shared = frameworkSharedInstanceType(value, outline) { return [shared] }
        return nil
    }

    /// The parameter of an initializer that a value reads as is (`self.provider = provider`).
    func storedInitializerParameter(_ value: Expression, file: Int, member: Int32) -> Parameter? {
        guard value.kind == .chain, value.call < 0, value.chain.count == 1, value.chain.base == .name else { return nil }
        let outline = files[file].outline
        let declaration = outline.members[Int(member)]
        guard declaration.kind == .initializer, let name = outline.lastName(value.chain),
              localBinding(named: name, owner: member, in: file) == nil else { return nil }
        return declaration.parameters.first { $0.name == name }
    }

    /// What the callers of an initializer of `type` pass for `parameter`, or its default value
    /// when they leave it out; nil when a caller's value says nothing or nothing calls it.
    private func argumentTypes(of parameter: Parameter, initializer: ElementRef, type: String, declared: String,
                               depth: Int) -> Set<String>? {
        let parameters = member(initializer).parameters
        var result: Set<String> = []
        var callers = 0
        for ref in calls(named: type) {
            let file = Int(ref.file)
            let outline = files[file].outline
            let call = outline.calls[Int(ref.index)]
            guard call.callee.count == 1, call.callee.base == .name else { continue }
            let arguments = outline.arguments(of: call).filter { !$0.isTrailingClosure }
            let labels = arguments.map { $0.label.isNone ? nil : outline.name($0.label) }
            // Another initializer of the type, with other parameters, is another call.
            guard RIBsNavigation.labels(labels, fit: parameters) else { continue }
            callers += 1
            if let argument = arguments.first(where: { ($0.label.isNone ? nil : outline.name($0.label)) == parameter.label }) {
                guard let types = assignedTypes(of: argument.value, file: file, member: call.owner, declared: declared,
                                                depth: depth + 1) else { return nil }
                result.formUnion(types)
            } else {
                guard let types = defaultValueTypes(parameter, declared: declared) else { return nil }
                result.formUnion(types)
            }
        }
        return callers > 0 ? result : nil
    }

    /// The types of a parameter's default value: a construction (`Flush()`), or what the dependency
    /// container resolves (`resolve()`).
    private func defaultValueTypes(_ parameter: Parameter, declared: String) -> Set<String>? {
        guard let text = parameter.defaultValue, text.hasSuffix("()") else { return nil }
        let callee = text.dropLast(2)
        let name = callee.split(separator: ".").last.map(String.init) ?? ""
        if name == "resolve" || name == "inject" { return registeredTypes(declared) }
        if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") { return [name] }
        return nil
    }

    /// A dependency container's resolution without a type argument: `resolve()`, `DIKit.resolve()`,
    /// `container.resolve()`, `inject()`.
    private func isResolution(_ call: Call, _ outline: Outline) -> Bool {
        let name = outline.name(of: call)
        return (name == "resolve" || name == "inject") && call.argumentStart == call.argumentEnd
    }

    /// What the project registers with its dependency container as `declared`: the values it casts
    /// to that type (`factory { UIApplication.shared as TopMostProviding }`); nil when none does
    /// or one says nothing.
    func registeredTypes(_ declared: String) -> Set<String>? {
        var result: Set<String> = []
        for (fileIndex, file) in files.enumerated() {
            let outline = file.outline
            for cast in outline.casts where cast.kind == .plain && cast.type.nominalName == declared && !cast.type.isOptional {
                if cast.value.kind == .self, let owner = ownerTypeName(file: fileIndex, member: cast.owner) {
                    result.insert(owner)
                } else if let type = constructedTypeName(of: cast.value, in: fileIndex)
                            ?? (cast.owner >= 0 ? typeName(of: cast.value, in: fileIndex, owner: cast.owner) : nil)
                            ?? frameworkSharedInstanceType(cast.value, outline) {
                    result.insert(type)
                } else {
                    return nil
                }
            }
        }
        return result.isEmpty ? nil : result
    }

    /// `UIApplication.shared`, `UIDevice.current`: a static member of a type the project does not
    /// declare, which by the framework's convention is its shared instance.
    private func frameworkSharedInstanceType(_ value: Expression, _ outline: Outline) -> String? {
        guard value.kind == .chain, value.call < 0, value.chain.base == .name, value.chain.count == 2 else { return nil }
        let elements = outline.elements(value.chain)
        guard elements.allSatisfy({ $0.kind == .name }) else { return nil }
        let type = outline.name(elements[elements.startIndex].name)
        let member = outline.name(elements[elements.startIndex + 1].name)
        // A framework type the project only extends (`extension UIApplication: Providing`) is
        // declared elsewhere all the same.
        guard ["shared", "current", "main", "default", "standard"].contains(member), kind(ofType: type) == nil,
              let first = type.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
        return type
    }
}
