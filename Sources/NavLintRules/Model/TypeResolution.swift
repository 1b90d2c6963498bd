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
        var isStaticAccess = false
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
                // A static member of a type the project declares (`Environment.default.repository`;
                // not one it only extends, `UIButton.close`): the type's own name, whose properties
                // the loop below reads.
                if current == nil, position < elements.endIndex, elements[position].kind == .name, isStaticAccessBase(name) {
                    current = name
                    isStaticAccess = true
                }
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
                // `ResultViewController.instantiateViewController()` declared `-> Self` in a protocol extension.
                if isStaticAccess && current == "Self" { current = type }
            } else {
                current = propertyType(name, in: type, depth: depth)
            }
        }
        // Through a static member, only a project type: an associated type or a generic parameter
        // (`-> ViewControllerType`) names no type, and a wrong name is worse than none.
        if isStaticAccess, let type = current, !isProjectType(type) { return nil }
        return current
    }

    /// The type whose property assignment `ref` sets: self's type for `property = …`,
    /// `self.property = …` (or `super.property = …`), else the type of the chain before the last
    /// name (`holder.property = …`, `self.holder.property = …`); nil when the declarations do not
    /// say. The one answer for every fact that asks. Not memoized: a memo per assignment cost more
    /// than it saved (AlphaWallet +0.8%), since most targets are a bare name and the facts that ask
    /// the same assignment twice keep their own answers (`ObjectLifetimes.assignmentCount`).
    func receiverType(ofAssignment ref: ElementRef) -> String? {
        let file = Int(ref.file)
        let assignment = files[file].outline.assignments[Int(ref.index)]
        let target = assignment.target
        if target.count == 1 && target.base != .other { return ownerTypeName(file: file, member: assignment.owner) }
        return target.count > 1 ? typeName(of: target, count: target.count - 1, in: file, owner: assignment.owner) : nil
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
        var isStaticAccess = false
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
                if current == nil, position < count, elements[start + position].kind == .name, isStaticAccessBase(name) {
                    current = name
                    isStaticAccess = true
                }
            }
        default:
            return result
        }
        // Through a static member only a project type counts, and the bare type name alone is no value.
        func checked(_ type: String?) -> String? {
            guard isStaticAccess, let type else { return type }
            return isProjectType(type) ? type : nil
        }
        record(position, isStaticAccess ? nil : current)
        while position < count, let type = current {
            let element = elements[start + position]
            guard element.kind == .name else { return result }
            let name = outline.name(element.name)
            position += 1
            if position < count && elements[start + position].kind == .call {
                record(position, checked(propertyType(name, in: type, depth: 0)))
                position += 1
                current = resultType(ofMethod: name, in: type)
                if isStaticAccess && current == "Self" { current = type }
            } else {
                current = propertyType(name, in: type, depth: 0)
            }
            record(position, checked(current))
        }
        return result
    }

    /// Whether a chain's first name, which names no value, is a type the project declares whose
    /// static members the chain reads (`Environment.default.repository`; not a type the project only
    /// extends, `UIButton.close`).
    private func isStaticAccessBase(_ name: String) -> Bool {
        kind(ofType: name) != nil && name.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true
    }

    /// The type a type alias named `name` stands for, seen from member `owner` of `file`, when it
    /// names one plain type (`typealias Interacting = ReportInteracting`): the alias declared in the
    /// member's own type, a type enclosing it or one it inherits from, else the only top-level alias
    /// of that name. A project holds many nested aliases of one name (every screen's `Interacting`),
    /// so the one in scope is the answer, never the first one found. The alias comes with it.
    func aliasedType(_ name: String, in file: Int, owner: Int32) -> (type: String, alias: ElementRef)? {
        let aliases = typeAliases(named: name).filter { ref in
            guard let type = member(ref).type, !type.isFunction, !type.isOptional, !type.nominalName.isEmpty else { return false }
            return type.text.utf8.allSatisfy { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z")) }
        }
        guard !aliases.isEmpty else { return nil }
        var chosen: ElementRef?
        if owner >= 0, let caller = ownerTypeName(file: file, member: owner) {
            let outline = files[file].outline
            let declared = outline.members[Int(owner)].owner
            let qualified = declared >= 0 ? outline.types[Int(declared)].qualifiedName : caller
            let inherited = ancestors(of: caller)
            chosen = aliases.first { ref in
                guard let holder = ownerTypeName(ofMember: ref) else { return false }
                return holder == caller || inherited.contains(holder) || qualified.hasPrefix(holder + ".") || qualified.contains("." + holder + ".")
            }
        }
        if chosen == nil {
            let topLevel = aliases.filter { member($0).owner < 0 }
            if topLevel.count == 1 { chosen = topLevel[0] }
        }
        guard let chosen, let type = member(chosen).type else { return nil }
        return (type.nominalName, chosen)
    }

    /// The project types that conform through the alias `alias` (`struct ReportInteractor:
    /// ReportFlowViewController.Interacting`): the ones that name it qualified by the type declaring
    /// it, or by its bare name inside that type or, for a top-level alias, anywhere.
    func conformers(throughAlias alias: ElementRef) -> [String] {
        let name = member(alias).name
        let holder = ownerTypeName(ofMember: alias)
        return (directSubtypes[name] ?? []).filter { subtype in
            guard let info = type(named: subtype) else { return false }
            return info.declarations.contains { ref in
                let declaration = declaration(ref)
                return declaration.inherited.contains { inherited in
                    guard inherited.nominalName == name else { return false }
                    guard let holder else { return true }
                    return inherited.text.hasSuffix(holder + "." + name)
                        || inherited.text == name && declaration.qualifiedName.hasPrefix(holder + ".")
                }
            }
        }
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
        for cast in outline.casts where !cast.isTypeTest && cast.value.range.start == expression.range.start && cast.type.range.end == expression.range.end {
            return nominal(cast.type)
        }
        return nil
    }

    /// The type a call's parenthesized receiver is cast to (`(children.last as? Flow)?.finish()`).
    func castReceiverTypeName(of call: Call, in file: Int) -> String? {
        guard call.callee.base == .other else { return nil }
        let outline = files[file].outline
        for cast in outline.casts where !cast.isTypeTest && cast.owner == call.owner
            && cast.value.range.start == call.range.start + 1 && cast.type.range.end < call.nameRange.start {
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
            // `coordinator: T` of `func make<T: Coordinating>(…)`: the constraint is the type it names.
            let type = parameter.type.flatMap(nominal)
            return type.flatMap { outline.genericConstraint(of: $0, member: owner) } ?? type
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
