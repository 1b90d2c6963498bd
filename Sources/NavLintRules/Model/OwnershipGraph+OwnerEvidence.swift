import NavLintIndex
import NavLintSyntax

/// Owner evidence: a property that points up closes a cycle only if some store can give it the
/// object that keeps its holder.
///
/// A store of the property is evidence unless its value is nil, a new object (`Child(…)`, or a
/// `let` bound to one), or `self` of a type none of whose objects the property can point at. A
/// store counts for a holder when its receiver may be one: `self.p = v` in the holder's family's
/// code, `x.p = v` with `x` of its family, or a receiver the type resolver cannot name. A store
/// the code cannot show (a property wrapper, a struct's memberwise initializer, no store at all)
/// counts as evidence, as does a declared initial value that is not a new object.
extension OwnershipGraphBuilder {
    /// One store of a property that may point up (`recordOwnerStores(named:)`).
    struct OwnerStore {
        var file: Int
        var assignment: Int
        /// The value is a new object: never the owner.
        var isFresh: Bool
        /// When the value is `self`: the type whose code stores it (nil in top-level code).
        var selfType: String?
        var isSelf: Bool
    }

    /// Records the stores of the properties named one of `names` anywhere in the project.
    mutating func recordOwnerStores(named names: Set<String>) {
        guard !names.isEmpty else { return }
        for (name, ref) in assignments(toAnyOf: names.sorted()) {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let assignment = outline.assignments[Int(ref.index)]
            guard assignment.op == .assign, assignment.value.kind != .nil else { continue }
            let isSelf = assignment.value.kind == .self
            let isFresh = !isSelf && isFreshStore(assignment, in: file)
            let store = OwnerStore(file: file, assignment: Int(ref.index), isFresh: isFresh,
                                   selfType: isSelf ? index.ownerTypeName(file: file, member: assignment.owner) : nil, isSelf: isSelf)
            ownerStores[name, default: []].append(store)
        }
    }

    /// Whether some store can give `member` of an object of `holder` an object of one of `owners`
    /// (the project types the edge's target may be): see the extension's summary.
    func hasOwnerEvidence(_ member: String, of holder: Int32, owners: [Int32]) -> Bool {
        let holderName = types[Int(holder)].name
        if types[Int(holder)].kind == .struct, !hasOwnInitializer(holder) { return true }
        var isMadeByInitialValue = false
        for ref in index.lookupMember(member, in: holderName) {
            let declared = index.member(ref)
            guard declared.kind == .property else { continue }
            // A property wrapper or an outlet stores values the code does not show.
            if !declared.attributes.isEmpty { return true }
            if let initializer = declared.initializer, initializer.kind != .nil,
               !OwnershipGraphBuilder.isEmptyCollection(initializer, index.files[Int(ref.file)].outline) {
                guard isNewObject(index.constructedTypeName(of: initializer, in: Int(ref.file))) else { return true }
                isMadeByInitialValue = true
            }
            break
        }
        let stores = ownerStores[member] ?? []
        var hasStore = false
        for store in stores where !store.isFresh && mayStore(store, into: holderName) {
            hasStore = true
            guard store.isSelf, let selfType = store.selfType else { return true }
            let isOwner = owners.contains { owner in
                let name = types[Int(owner)].name
                return index.isSubtype(name, of: selfType) || index.isSubtype(selfType, of: name)
            }
            if isOwner { return true }
        }
        guard !hasStore, !isMadeByInitialValue else { return false }
        // Only new objects: no owner. No store the code shows: the property is set some other way.
        return !stores.contains { $0.isFresh && mayStore($0, into: holderName) }
    }

    /// Whether a store gives the property a new object that cannot be the holder's owner: in the
    /// holder's own code (`self.p = P(…)`, or a `let` bound to one), or another object's store of
    /// a construction written in place that is not handed the receiver (`model.p = P(…)`, not
    /// `model.p = P(model: model)`). Another object's store of a local it has just made
    /// (`presenter.view = view` in a builder) may well close the cycle: that builder hands the
    /// holder to the new object too.
    private func isFreshStore(_ assignment: Assignment, in file: Int) -> Bool {
        let target = assignment.target
        if target.count == 1 && (target.base == .name || target.base == .selfKeyword) {
            return isNewObject(constructedValueType(assignment, in: file))
        }
        guard isNewObject(index.constructedTypeName(of: assignment.value, in: file)), assignment.value.call >= 0 else { return false }
        let outline = index.files[file].outline
        let root = outline.chainElements[Int(target.start)]
        guard root.kind == .name else { return false }
        let receiver = outline.name(root.name)
        return !outline.arguments(of: outline.calls[Int(assignment.value.call)]).contains {
            index.singleName($0.value, in: file) == receiver
        }
    }

    /// Whether a construction of type `name` makes a new object: a class's (or a framework
    /// type's), not a struct or enum that may wrap an existing one (`AnyCoordinator(self)`).
    func isNewObject(_ name: String?) -> Bool {
        guard let name else { return false }
        let kind = index.kind(ofType: index.simpleName(name))
        return kind != .struct && kind != .enum
    }

    /// Whether `store`'s receiver may be an object of `holder`.
    private func mayStore(_ store: OwnerStore, into holder: String) -> Bool {
        let assignment = index.files[store.file].outline.assignments[store.assignment]
        let receiver = assignment.target.count == 1 && assignment.target.base != .other
            ? index.ownerTypeName(file: store.file, member: assignment.owner)
            : index.typeName(of: assignment.target, count: assignment.target.count - 1, in: store.file, owner: assignment.owner)
        guard let receiver else { return true }
        return index.isSubtype(holder, of: index.simpleName(receiver)) || index.isSubtype(receiver, of: holder)
    }

    private func hasOwnInitializer(_ type: Int32) -> Bool {
        for ref in types[Int(type)].declarations {
            let outline = index.files[Int(ref.file)].outline
            let range = outline.types[Int(ref.index)].members
            var found = false
            outline.forEachMember(in: Int(range.start)..<Int(range.end)) { _, declared in
                if declared.owner == ref.index, declared.kind == .initializer { found = true }
            }
            if found { return true }
        }
        return false
    }
}
