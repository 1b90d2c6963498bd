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
    /// The stores of one property name whose receivers have one type, or a type the resolver
    /// cannot name (`recordOwnerStores(named:)`): every holder that declares the name asks about
    /// them, so each receiver is worked out once, and asked about once per holder.
    struct OwnerStores {
        /// The receiver's type, its names looked up once; nil when unknown (any holder's).
        var receiver: ProjectIndex.TypeNameIDs?
        /// Its simple name, looked up as an ancestor.
        var receiverSimple: ProjectIndex.TypeNameIDs?
        /// Some store's value may be any object: not nil, not new, not `self` of a known type.
        var hasOtherValue = false
        /// Some store's value is a new object: never the owner.
        var hasNewObject = false
        /// The types whose code stores `self` there.
        var selfTypes: [ProjectIndex.TypeNameIDs] = []
    }

    /// What the stores of one property of one holder type say, whatever the edge's target.
    enum OwnerEvidence {
        case always, never
        /// Evidence only for an owner in the family of one of these types (they store `self`).
        case ownerAmong([ProjectIndex.TypeNameIDs])
    }

    /// Records the stores of the properties named one of `names` anywhere in the project.
    mutating func recordOwnerStores(named names: Set<String>) {
        guard !names.isEmpty else { return }
        var groups: [String: [String?: Int]] = [:]
        for (name, ref) in assignments(toAnyOf: names.sorted()) {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let assignment = outline.assignments[Int(ref.index)]
            guard assignment.op == .assign, assignment.value.kind != .nil else { continue }
            let isSelf = assignment.value.kind == .self
            let receiver = index.receiverType(ofAssignment: ref)
            let position: Int
            if let known = groups[name]?[receiver] {
                position = known
            } else {
                position = ownerStores[name]?.count ?? 0
                groups[name, default: [:]][receiver] = position
                ownerStores[name, default: []].append(OwnerStores(receiver: receiver.map(index.typeNameIDs),
                                                                  receiverSimple: receiver.map { index.typeNameIDs(index.simpleName($0)) }))
            }
            if isSelf {
                if let selfType = index.ownerTypeName(file: file, member: assignment.owner) {
                    if !ownerStores[name]![position].selfTypes.contains(where: { $0.name == selfType }) {
                        ownerStores[name]![position].selfTypes.append(index.typeNameIDs(selfType))
                    }
                } else {
                    ownerStores[name]![position].hasOtherValue = true
                }
            } else if isFreshStore(assignment, in: file) {
                ownerStores[name]![position].hasNewObject = true
            } else {
                ownerStores[name]![position].hasOtherValue = true
            }
        }
    }

    /// Whether some store can give `member` of an object of `holder` an object of one of `owners`
    /// (the project types the edge's target may be): see the extension's summary.
    mutating func hasOwnerEvidence(_ member: String, of holder: Int32, owners: [Int32]) -> Bool {
        let key = TypeMember(type: holder, member: member)
        let evidence: OwnerEvidence
        if let known = ownerEvidence[key] {
            evidence = known
        } else {
            evidence = findOwnerEvidence(member, of: holder)
            ownerEvidence[key] = evidence
        }
        switch evidence {
        case .always: return true
        case .never: return false
        case .ownerAmong(let selfTypes):
            return owners.contains { owner in
                let name = index.typeNameIDs(types[Int(owner)].name)
                return selfTypes.contains { index.isSubtype(name, of: $0) || index.isSubtype($0, of: name) }
            }
        }
    }

    private func findOwnerEvidence(_ member: String, of holder: Int32) -> OwnerEvidence {
        let holderName = types[Int(holder)].name
        if types[Int(holder)].kind == .struct, !hasOwnInitializer(holder) { return .always }
        var isMadeByInitialValue = false
        for ref in index.lookupMember(member, in: holderName) {
            let declared = index.member(ref)
            guard declared.kind == .property else { continue }
            // A property wrapper or an outlet stores values the code does not show.
            if !declared.attributes.isEmpty { return .always }
            if let initializer = declared.initializer, initializer.kind != .nil,
               !OwnershipGraphBuilder.isEmptyCollection(initializer, index.files[Int(ref.file)].outline) {
                guard isNewObject(index.constructedTypeName(of: initializer, in: Int(ref.file))) else { return .always }
                isMadeByInitialValue = true
            }
            break
        }
        let holderIDs = index.typeNameIDs(holderName)
        var selfTypes: [ProjectIndex.TypeNameIDs] = []
        var hasNewObject = false
        for stores in ownerStores[member] ?? [] where mayStore(stores, into: holderIDs) {
            if stores.hasOtherValue { return .always }
            selfTypes += stores.selfTypes
            hasNewObject = hasNewObject || stores.hasNewObject
        }
        if !selfTypes.isEmpty { return .ownerAmong(selfTypes) }
        // Only new objects: no owner. No store the code shows: the property is set some other way.
        return isMadeByInitialValue || hasNewObject ? .never : .always
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

    /// Whether the receiver of `stores` may be an object of `holder`.
    private func mayStore(_ stores: OwnerStores, into holder: ProjectIndex.TypeNameIDs) -> Bool {
        guard let receiver = stores.receiver, let simple = stores.receiverSimple else { return true }
        return index.isSubtype(holder, of: simple) || index.isSubtype(receiver, of: holder)
    }

    /// Whether a declaration of project type `type` declares an initializer of its own (a struct
    /// without one has only the memberwise initializer, whose labels are its properties).
    func hasOwnInitializer(_ type: Int32) -> Bool {
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
