import NavLintIndex
import NavLintSyntax

/// What a name bound by a `for` loop's pattern holds: one element of the loop's sequence at a time.
/// The outline records the pattern as a local whose `loopSequence` is the sequence; this is the one
/// place that says which objects those elements are (type resolution and closure storage ask it).
struct LoopElement {
    /// The values an array literal lists, when each is a name (`for view in [first, second]`,
    /// `[self.first, self.second].enumerated()`): the element is one of them in turn.
    var listed: [String] = []
    /// The chain of names that reaches the collection, when the sequence is one (`views`,
    /// `self.views`, `views.enumerated()`): the element is one of its elements.
    var collection: (base: ChainBase, names: [String])?
}

extension ProjectIndex {
    /// What `name`, bound by `local` (a `for` loop's pattern) in `file`, takes from the loop's sequence:
    /// the sequence as written, or through `enumerated()` (the element is the second name of an
    /// `(offset, element)` pattern) or `reversed()`. Nil for anything else (a `case` pattern's part of
    /// an element, `zip`, `map`, a range).
    func loopElement(named name: String, of local: LocalBinding, in file: Int) -> LoopElement? {
        guard let sequence = local.loopSequence else { return nil }
        let outline = files[file].outline
        let pattern = outline.names(local.names)
        guard let position = pattern.firstIndex(of: name) else { return nil }
        var elements = sequence.kind == .chain ? Array(outline.elements(sequence.chain)) : []
        var isEnumerated = false
        var trailingNames = 0
        while elements.count >= 2, elements[elements.count - 1].kind == .call, elements[elements.count - 2].kind == .name {
            switch outline.name(elements[elements.count - 2].name) {
            case "enumerated" where !isEnumerated: isEnumerated = true
            case "reversed": break
            default: return nil
            }
            elements.removeLast(2)
            trailingNames += 1
        }
        guard isEnumerated ? pattern.count == 2 && position == 1 : pattern.count == 1 else { return nil }
        if sequence.kind == .array || sequence.kind == .chain && sequence.chain.base == .other && elements.isEmpty {
            // The literal's names are the loop condition's names before the trailing calls' ones.
            guard let condition = outline.conditions.first(where: {
                $0.kind == .for && $0.owner == local.owner && $0.range.start == sequence.range.start
            }) else { return nil }
            let names = outline.names(condition.names)
            guard names.count > trailingNames else { return nil }
            return LoopElement(listed: Array(names.dropLast(trailingNames)))
        }
        guard sequence.kind == .chain, sequence.chain.base == .name || sequence.chain.base == .selfKeyword,
              !elements.isEmpty, elements.allSatisfy({ $0.kind == .name }) else { return nil }
        return LoopElement(collection: (sequence.chain.base, elements.map { outline.name($0.name) }))
    }

    /// The type of the elements a `for` loop's pattern name takes, in member `owner` of `file`: the one
    /// type of the listed properties of self, or the element type of the declared type of the
    /// collection (a local, a parameter or a property of self: `[WordView]`, `Array<WordView>`, `Set<WordView>`).
    func loopElementTypeName(_ name: String, of local: LocalBinding, in file: Int, owner: Int32, depth: Int) -> String? {
        guard let element = loopElement(named: name, of: local, in: file),
              let selfType = ownerTypeName(file: file, member: owner) else { return nil }
        if !element.listed.isEmpty {
            let types = Set(element.listed.map { propertyType($0, in: selfType, depth: depth + 1) })
            return types.count == 1 ? types.first! : nil
        }
        guard let collection = element.collection, collection.names.count == 1 else { return nil }
        let name = collection.names[0]
        if collection.base == .name {
            // A local or parameter hides self's property of the same name.
            let outline = files[file].outline
            if let bound = BodyHandle(file: file, member: owner).local(named: name, in: self) {
                return bound.type.flatMap(elementTypeName)
            }
            if owner >= 0, let parameter = outline.members[Int(owner)].parameters.first(where: { $0.name == name }) {
                return parameter.type.flatMap(elementTypeName)
            }
        }
        guard let ref = lookupMember(name, in: selfType).first(where: { member($0).kind == .property }),
              let declared = member(ref).type else { return nil }
        return elementTypeName(of: declared)
    }

    /// The element type of an array or set type (`[T]`, `[T]?`, `Array<T>`, `Set<T>`); nil for a
    /// dictionary, a tuple element or anything else.
    func elementTypeName(of type: TypeName) -> String? {
        guard !type.isFunction else { return nil }
        let text = type.text
        let identifiers = type.identifiers
        if text.hasPrefix("[") {
            guard !text.contains(":"), !text.hasPrefix("[("), let last = identifiers.last, identifiers.count == 1 else { return nil }
            return last
        }
        guard ["Array", "Set", "ContiguousArray"].contains(type.nominalName), identifiers.count == 2 else { return nil }
        return identifiers[1]
    }
}

extension BodyHandle {
    /// Whether `name` is a local or a parameter of this body's member (not a member of self).
    func isBound(_ name: String, in index: ProjectIndex) -> Bool {
        if binding(named: name, in: index) != nil { return true }
        let outline = index.files[Int(file)].outline
        return member >= 0 && Int(member) < outline.members.count && outline.members[Int(member)].parameters.contains { $0.name == name }
    }
}
