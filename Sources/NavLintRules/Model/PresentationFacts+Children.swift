import NavLintIndex
import NavLintSyntax

/// What a presentation shows: the project's presenting helpers and the types a presented value may be.
extension PresentationFacts {
    /// Project functions named for presenting (`replaceModal`, `presentInsideNavigation`), other
    /// than `present` itself, whose body presents, directly or through a method they call.
    static func presentingHelpers(in index: ProjectIndex) -> [String] {
        var direct: [Int32: Set<String>] = [:]
        for ref in index.calls(named: "present") {
            let call = index.call(ref)
            guard call.owner >= 0 else { continue }
            let member = index.member(ElementRef(file: ref.file, index: call.owner))
            guard member.kind == .function, member.name != "present" else { continue }
            // `presentSafari(url:)` shows a system controller, never a child.
            if let presented = index.files[Int(ref.file)].outline.arguments(of: call).first?.value,
               isSystemController(presented, file: Int(ref.file), member: call.owner, in: index) {
                continue
            }
            direct[ref.file, default: []].insert(member.name)
        }
        var names = direct.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        // One level of indirection in the same file: `replaceModal` calls `presentTargetViewController`,
        // which presents.
        for (file, presenters) in direct {
            let outline = index.files[Int(file)].outline
            let symbols = Set(presenters.compactMap { outline.symbol($0) })
            for call in outline.calls where call.callee.count == 1 && call.owner >= 0 && symbols.contains(call.name) {
                let member = outline.members[Int(call.owner)]
                if member.kind == .function && member.name != "present" { names.insert(member.name) }
            }
        }
        // A helper is named for presenting; other methods that present (`start`, `showAlert`) do
        // far more than present a child.
        return names.filter { name in
            let lowered = name.lowercased()
            return lowered.containsBytes(of: "present") || lowered.containsBytes(of: "modal")
        }.sorted()
    }

    /// The RIB's feature name for an attached child: `GiftCard` for `giftCardBuilder.build(…)` or for
    /// a child named `giftCardRouter`.
    func ribFeature(_ child: Expression, file: Int, member: Int32, presenter: String) -> String? {
        guard let name = index.singleName(child, in: file) ?? lastPropertyName(child, file: file) else { return nil }
        if let value = buildingValue(of: name, file: file, member: member) {
            let outline = index.files[file].outline
            let call = outline.calls[Int(value.call)]
            let names = outline.names(call.callee)
            if names.count >= 2 {
                let builder = names[names.count - 2]
                if let property = index.lookupMember(builder, in: presenter).first(where: { index.member($0).kind == .property }),
                   let type = index.member(property).type, let feature = stripping(type.nominalName, ["Buildable", "Builder", "Building"]) {
                    return feature
                }
                // `let builder = TransactionFlowBuilder()`: the local builder's type.
                if names.count == 2, call.callee.base == .name,
                   let type = index.localBinding(named: builder, owner: member, in: file)?.value
                       .flatMap({ index.valueTypeName($0, owner: member, ownerType: presenter, in: file) }),
                   let feature = stripping(type, ["Buildable", "Builder", "Building"]) {
                    return feature
                }
                if let feature = stripping(capitalized(builder), ["Builder", "Buildable"]) { return feature }
            }
        }
        return stripping(capitalized(name), ["Router", "Routing", "RIB", "Rib"])
    }

    /// The call a child was built by: the value of its local (`let child = builder.build()`), or,
    /// for a local that unwraps a property (`if let router = transactionRouter`), the value that
    /// the method assigned to that property.
    private func buildingValue(of name: String, file: Int, member: Int32) -> Expression? {
        guard let value = index.localBinding(named: name, owner: member, in: file)?.value, value.kind == .chain else { return nil }
        if value.call >= 0 { return value }
        let outline = index.files[file].outline
        guard value.chain.count == 1, let property = outline.lastName(value.chain) else { return nil }
        for position in index.assignmentPositions(ownedBy: member, in: file).reversed() {
            let assignment = outline.assignments[position]
            guard assignment.target.count == 1, outline.lastName(assignment.target) == property else { continue }
            return assignment.value.kind == .chain && assignment.value.call >= 0 ? assignment.value : nil
        }
        return nil
    }

    /// The child's name and the names of the locals its constructor was given (the navigation
    /// controller built for it), not properties or parameters shared with everything else.
    func relatedNames(_ child: Expression, file: Int, member: Int32) -> Set<String> {
        guard let name = index.singleName(child, in: file) ?? lastPropertyName(child, file: file) else { return [] }
        var names: Set<String> = [name]
        if let value = index.localBinding(named: name, owner: member, in: file)?.value, value.kind == .chain, value.call >= 0 {
            let outline = index.files[file].outline
            for argument in outline.arguments(of: outline.calls[Int(value.call)]) {
                if let argumentName = index.singleName(argument.value, in: file),
                   index.localBinding(named: argumentName, owner: member, in: file) != nil {
                    names.insert(argumentName)
                }
            }
        }
        return names
    }

    func lastPropertyName(_ expression: Expression, file: Int) -> String? {
        guard expression.kind == .chain, expression.call < 0, expression.chain.base == .selfKeyword else { return nil }
        return index.files[file].outline.lastName(expression.chain)
    }

    func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `name` without the first suffix of `suffixes` it ends in; nil when nothing meaningful is left.
    func stripping(_ name: String, _ suffixes: [String]) -> String? {
        var result = name
        for suffix in suffixes where result.hasSuffix(suffix) {
            result = String(result.dropLast(suffix.count))
            break
        }
        return result.count >= 3 ? result : nil
    }

    /// The project types of a feature: `GiftCardViewController`, `GiftCardInteractor`… for `GiftCard`;
    /// for a coordinator, the types named like it without `Coordinator`.
    mutating func featureTypes(_ feature: String) -> [String] {
        var prefix = feature
        for suffix in ["Coordinator", "Flow"] where prefix.hasSuffix(suffix) && prefix.count > suffix.count + 2 {
            prefix = String(prefix.dropLast(suffix.count))
        }
        if let known = featureCache[prefix] { return known }
        let prefixCount = prefix.utf8.count
        let result = index.typeList.map(\.name).filter { name in
            guard name.hasPrefix(prefix) else { return false }
            let utf8 = name.utf8
            guard utf8.count > prefixCount else { return true }
            let next = utf8[utf8.index(utf8.startIndex, offsetBy: prefixCount)]
            return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
        }
        featureCache[prefix] = result
        return result
    }

    /// The types of the presented value: the controller built, or the root of a navigation
    /// controller built around it.
    func presentedTypes(_ presented: Expression, file: Int, member: Int32, presenter: String) -> [String] {
        var result: [String] = []
        if let type = index.valueTypeName(presented, owner: member, ownerType: presenter, in: file) { result.append(type) }
        var value = presented
        if let name = index.singleName(presented, in: file), let bound = index.localBinding(named: name, owner: member, in: file)?.value {
            value = bound
        }
        if value.kind == .chain, value.call >= 0 {
            let outline = index.files[file].outline
            for argument in outline.arguments(of: outline.calls[Int(value.call)]) {
                if let type = index.valueTypeName(argument.value, owner: member, ownerType: presenter, in: file) { result.append(type) }
            }
        }
        return result
    }

    func family(_ type: String) -> [String] {
        [type] + index.ancestors(of: type)
    }
}
