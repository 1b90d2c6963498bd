import NavLintIndex
import NavLintSyntax

extension ProjectIndex {
    /// The type a chain evaluates to, when the declarations say: `self`, locals, parameters and
    /// properties of the enclosing type, then properties and method results along the chain.
    /// `count` limits the chain to its first elements (the receiver of a call); `rootType`, when
    /// the caller knows it, is the type of the chain's first name.
    func typeName(of chain: Chain, count: Int? = nil, in file: Int, owner: Int32, depth: Int = 0, rootType: String? = nil) -> String? {
        let outline = files[file].outline
        let elements = outline.elements(chain).prefix(count ?? chain.count)
        var position = elements.startIndex
        var current: String?
        switch chain.base {
        case .name where rootType != nil:
            guard position < elements.endIndex, elements[position].kind == .name else { return nil }
            position += 1
            current = rootType
        case .selfKeyword:
            current = ownerTypeName(file: file, member: owner)
        case .name:
            guard position < elements.endIndex, elements[position].kind == .name else { return nil }
            let name = outline.name(elements[position].name)
            position += 1
            if position < elements.endIndex && elements[position].kind == .call {
                position += 1
                if let constructed = constructedTypeName(name) { current = constructed }
                else if let type = ownerTypeName(file: file, member: owner) { current = resultType(ofMethod: name, in: type) }
            } else {
                current = typeName(ofIdentifier: name, in: file, owner: owner, depth: depth)
            }
        default:
            return nil
        }
        while position < elements.endIndex, let type = current {
            let element = elements[position]
            guard element.kind == .name else { return nil }
            let name = outline.name(element.name)
            position += 1
            if position < elements.endIndex && elements[position].kind == .call {
                position += 1
                current = resultType(ofMethod: name, in: type)
            } else {
                current = propertyType(name, in: type, depth: depth)
            }
        }
        return current
    }

    /// `typeName(of: chain, count: c, in: file, owner: owner)` for every `c` in `1..<chain.count`
    /// (index `c - 1`), in one walk along the chain instead of one walk per prefix: a prefix ends
    /// either where the whole chain's walk has consumed a step, with that step's type, or between
    /// a name and its call, where the name is read as a property of the type before it.
    func typeNamesOfPrefixes(of chain: Chain, in file: Int, owner: Int32) -> [String?] {
        let outline = files[file].outline
        let elements = outline.elements(chain)
        let count = elements.count
        guard count > 1 else { return [] }
        var result = [String?](repeating: nil, count: count - 1)
        /// Records the type of prefix `length`, when it is one of the asked lengths.
        func record(_ length: Int, _ type: String?) {
            if length >= 1 && length < count { result[length - 1] = type }
        }
        let start = elements.startIndex
        var position = 0
        var current: String?
        switch chain.base {
        case .selfKeyword:
            current = ownerTypeName(file: file, member: owner)
        case .name:
            guard elements[start].kind == .name else { return result }
            let name = outline.name(elements[start].name)
            position = 1
            if position < count && elements[start + position].kind == .call {
                // The prefix that stops before the call reads the name as an identifier.
                record(1, typeName(ofIdentifier: name, in: file, owner: owner, depth: 0))
                position += 1
                if let constructed = constructedTypeName(name) {
                    current = constructed
                } else if let type = ownerTypeName(file: file, member: owner) {
                    current = resultType(ofMethod: name, in: type)
                }
            } else {
                current = typeName(ofIdentifier: name, in: file, owner: owner, depth: 0)
            }
        default:
            return result
        }
        record(position, current)
        while position < count, let type = current {
            let element = elements[start + position]
            guard element.kind == .name else { return result }
            let name = outline.name(element.name)
            position += 1
            if position < count && elements[start + position].kind == .call {
                record(position, propertyType(name, in: type, depth: 0))
                position += 1
                current = resultType(ofMethod: name, in: type)
            } else {
                current = propertyType(name, in: type, depth: 0)
            }
            record(position, current)
        }
        return result
    }

    /// The type an expression evaluates to: a construction, `self`, a cast, or a chain `typeName(of:)` resolves.
    func typeName(of expression: Expression, in file: Int, owner: Int32, depth: Int = 0) -> String? {
        guard depth < 4 else { return nil }
        switch expression.kind {
        case .self: return ownerTypeName(file: file, member: owner)
        case .chain:
            if let constructed = constructedTypeName(of: expression, in: file) { return constructed }
            return typeName(of: expression.chain, in: file, owner: owner, depth: depth + 1)
        case .other: return castTypeName(of: expression, in: file)
        default: return nil
        }
    }

    /// The type a cast names (`x as? Flow`, `x as! Flow`, `x as Flow`), when the expression is one.
    func castTypeName(of expression: Expression, in file: Int) -> String? {
        let outline = files[file].outline
        for cast in outline.casts where cast.value.range.start == expression.range.start && cast.type.range.end == expression.range.end {
            return nominal(cast.type)
        }
        return nil
    }

    /// The type of a bare name in member `owner`: a local, a parameter, or a property of the type.
    func typeName(ofIdentifier name: String, in file: Int, owner: Int32, depth: Int = 0) -> String? {
        let outline = files[file].outline
        if let local = BodyHandle(file: file, member: owner).local(named: name, in: self) {
            if let type = local.type { return nominal(type) }
            if local.isLoopElement { return loopElementTypeName(name, of: local, in: file, owner: owner, depth: depth) }
            return local.value.flatMap { typeName(of: $0, in: file, owner: owner, depth: depth + 1) }
        }
        if owner >= 0, let parameter = outline.members[Int(owner)].parameters.first(where: { $0.name == name }) {
            return parameter.type.flatMap(nominal)
        }
        if let type = ownerTypeName(file: file, member: owner), let property = propertyType(name, in: type, depth: depth) {
            return property
        }
        // UIKit's own property, when the project does not declare one.
        return name == "navigationController" ? "UINavigationController" : nil
    }

    /// The declared (or initialized) type of property `name` of `type` or its ancestors.
    func propertyType(_ name: String, in type: String, depth: Int = 0) -> String? {
        for ref in lookupMember(name, in: type) {
            let member = member(ref)
            guard member.kind == .property else { continue }
            if let declared = member.type { return nominal(declared) }
            if let initializer = member.initializer {
                return typeName(of: initializer, in: Int(ref.file), owner: Int32(ref.index), depth: depth + 1)
            }
            return nil
        }
        return nil
    }

    /// The declared result type of method `name` of `type` or its ancestors.
    func resultType(ofMethod name: String, in type: String) -> String? {
        for ref in lookupMember(name, in: type) where member(ref).kind == .function {
            return member(ref).type.flatMap(nominal)
        }
        return nil
    }

    /// The type an expression constructs (`Flush()`, `Module.Flush(x)`, `Flush.init()`), if it is one.
    func constructedTypeName(of expression: Expression, in file: Int) -> String? {
        guard expression.kind == .chain, expression.call >= 0 else { return nil }
        let outline = files[file].outline
        let elements = outline.elements(expression.chain)
        guard expression.chain.base == .name, let last = elements.last, last.kind == .call, elements.count <= 4 else { return nil }
        var names = elements.dropLast().map { $0.kind == .name ? outline.name($0.name) : "" }
        if names.last == "init" { names.removeLast() }
        guard let typeName = names.last, names.allSatisfy({ constructedTypeName($0) != nil }) else { return nil }
        return typeName
    }

    /// `name` when a call `name(…)` constructs that type: Swift spells types, not functions, with
    /// a capital (a framework type such as `UINavigationController` is not in the project).
    private func constructedTypeName(_ name: String) -> String? {
        name.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true ? name : nil
    }

    /// A declared type reduced to the nominal name rules compare: `Flush` for `Flush?` or `Module.Flush`.
    private func nominal(_ type: TypeName) -> String? {
        guard !type.isFunction else { return nil }
        let name = type.nominalName
        return name.isEmpty ? nil : name
    }

    /// Whether an assignment's target is a navigation controller's `delegate`: `navigationController?.delegate`,
    /// `nav.delegate` for a local, parameter or property of a navigation-controller type, or `delegate` inside
    /// a navigation-controller subclass.
    func isNavigationControllerDelegate(_ assignment: Assignment, in file: Int) -> Bool {
        let outline = files[file].outline
        let elements = outline.elements(assignment.target)
        guard let last = elements.last, last.kind == .name, outline.name(last.name) == "delegate" else { return false }
        if elements.count == 1 {
            guard assignment.target.base == .name || assignment.target.base == .selfKeyword,
                  let type = ownerTypeName(file: file, member: assignment.owner) else { return false }
            return roles(of: type).contains(.navigationController)
        }
        let receiver = elements[elements.endIndex - 2]
        if receiver.kind == .name && outline.name(receiver.name) == "navigationController" { return true }
        if let type = typeName(of: assignment.target, count: elements.count - 1, in: file, owner: assignment.owner) {
            return roles(of: type).contains(.navigationController) || type.hasSuffix("NavigationController")
        }
        return receiver.kind == .name && outline.name(receiver.name).hasSuffix("NavigationController")
    }
}
