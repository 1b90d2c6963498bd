import NavLintIndex
import NavLintSyntax

/// Keys that match a call with the functions it may call, without types: the called name and the
/// first argument label, `present(_:` or `present(from:` (`start(-:` when there is no argument).
/// Two strings the outline already holds, not one joined: keys are made for every call a removal
/// search reads, and joining them allocated a string each time.
struct CallKey: Hashable, CustomStringConvertible {
    var name: String
    var label: String

    init(_ name: String, _ label: String) {
        self.name = name
        self.label = label
    }

    static func of(_ call: Call, in outline: Outline) -> CallKey {
        let label = outline.arguments(of: call).first.map { $0.label.isNone ? "_" : outline.name($0.label) } ?? "-"
        return CallKey(outline.name(of: call), label)
    }

    static func of(_ member: Member) -> CallKey {
        CallKey(member.name, member.parameters.first.map { $0.label ?? "_" } ?? "-")
    }

    var description: String { name + "(" + label + ":" }
}

/// A child coordinator added to its parent's own child collection: `childCoordinators.append(x)`,
/// `insert`, `+= [x]`, `children[key] = x`, or a call of a helper (`addChild(x)`) that does one of
/// these with its parameter.
struct ChildAddition {
    var file: Int
    /// The member whose body adds the child.
    var member: Int32
    /// The innermost closure around the addition, or -1.
    var closure: Int32
    /// Where to report: the called name (`append`, `addChild`), or the assignment.
    var range: ByteRange
    /// The added child as written; nil for `+= [a, b]`.
    var child: Expression?
    /// The parent: the type whose code adds the child.
    var parentType: String
    /// The name of the collection property.
    var collection: String
    /// The helper that was called (`addChild`), when the addition goes through one.
    var helper: ElementRef?
    /// Whether the child is stored under a key (`children[key] = x`).
    var isKeyed: Bool
}

/// Finds where coordinators add children to their own child collections, helpers included.
///
/// One per run (`SemanticModel.childCoordinators`), shared by the rules and the facts that ask:
/// the additions and helpers are found once, in `init`, and only read afterwards; the one
/// remembered answer (`isChildCollection`) is kept under a lock, since rules ask from several threads.
final class ChildCoordinatorQueries: @unchecked Sendable {
    let index: ProjectIndex
    /// Every addition in the project outside helpers, in file order.
    private(set) var additions: [ChildAddition] = []
    /// Functions that add their parameter to their own type's child collection.
    private(set) var helpers: [ElementRef: ChildAddition] = [:]
    /// The positions in `additions` of each member's additions, in file order.
    private var positionsByMember: [ElementRef: [Int]] = [:]
    private let collectionCache = AnswerCache<String, Bool>()
    /// `inheritsChildCollection(_:)`'s answers.
    let inheritedCollectionCache = AnswerCache<String, Bool>()

    init(index: ProjectIndex) {
        self.index = index
        collect()
        for (position, addition) in additions.enumerated() {
            positionsByMember[ElementRef(file: Int32(addition.file), index: addition.member), default: []].append(position)
        }
    }

    /// The additions made by the code of `member` of file `file`.
    func additions(file: Int, member: Int32) -> [ChildAddition] {
        (positionsByMember[ElementRef(file: Int32(file), index: member)] ?? []).map { additions[$0] }
    }

    /// The additions grouped by the member that makes them, in file and member order.
    var additionsByMember: [[ChildAddition]] {
        positionsByMember.keys.sorted { ($0.file, $0.index) < ($1.file, $1.index) }.map { positionsByMember[$0]!.map { additions[$0] } }
    }

    /// Whether `name` is a child collection of `type`: a stored collection property (declared in the
    /// type or an ancestor) of a coordinator, named for children or coordinators, or one whose
    /// element type is a coordinator.
    func isChildCollection(_ name: String, of type: String) -> Bool {
        collectionCache.value(for: type + "." + name) { computeIsChildCollection(name, of: type) }
    }

    private func computeIsChildCollection(_ name: String, of type: String) -> Bool {
        guard let ref = firstProperty(name, in: type) else { return false }
        let property = index.member(ref)
        guard !property.modifiers.isTypeLevel, isCollectionProperty(property, index.files[Int(ref.file)].outline) else { return false }
        if let declared = property.type, declared.identifiers.dropFirst(declared.text.hasPrefix("[") ? 0 : 1)
            .contains(where: { index.roles(of: $0).contains(.coordinator) }) {
            return true
        }
        let lowered = name.lowercased()
        return index.roles(of: type).contains(.coordinator) && (lowered.containsBytes(of: "child") || lowered.containsBytes(of: "coordinator"))
    }

    /// The nearest property `name` of `type` or its ancestors (`ProjectIndex.lookupMember`'s first
    /// property). The type's own members come first in that answer: read them alone first, since the
    /// stored collections asked about are declared there, and a lookup through every ancestor costs
    /// far more where name collisions give a type hundreds.
    private func firstProperty(_ name: String, in type: String) -> ElementRef? {
        if let id = index.typeID(named: index.simpleName(type)) {
            for ref in index.members(ofType: id) {
                // Read in place: a copy of the member would retain all of its strings.
                let members = index.files[Int(ref.file)].outline.members
                if members[Int(ref.index)].kind == .property && members[Int(ref.index)].name == name { return ref }
            }
        }
        return index.lookupMember(name, in: type).first { index.member($0).kind == .property }
    }

    private func collect() {
        // Children belong to coordinators: a project without any has nothing to look at (a type that
        // adopts a library's `Coordinator` protocol is one).
        guard index.containsType(withAnyOf: .coordinator) else { return }
        // Only names that some stored collection property has can be child collections: a cheap
        // filter before any member lookup.
        let candidates = candidateCollectionNames()
        var direct: [ChildAddition] = []
        for (file, summary) in index.files.enumerated() where !candidates.isEmpty {
            let outline = summary.outline
            let append = outline.symbol("append"), insert = outline.symbol("insert"), update = outline.symbol("updateValue")
            let collections = candidates
            for call in outline.calls where call.callee.count == 2 && (call.name == append || call.name == insert || call.name == update) {
                guard let collection = ownCollection(call.callee, droppingLast: true, in: outline, among: collections),
                      let parent = index.ownerTypeName(file: file, member: call.owner),
                      isChildCollection(collection, of: parent),
                      let first = outline.arguments(of: call).first else { continue }
                let isKeyed = outline.name(of: call) == "updateValue"
                guard first.label.isNone || isKeyed else { continue }
                direct.append(ChildAddition(file: file, member: call.owner, closure: call.closure, range: call.nameRange,
                                            child: first.value, parentType: parent, collection: collection,
                                            helper: nil, isKeyed: isKeyed))
            }
            for assignment in outline.assignments where assignment.op != .otherCompound && assignment.value.kind != .nil
                && assignment.target.count <= 2 {
                let isKeyed = assignment.target.count == 2 && outline.chainElements[Int(assignment.target.end) - 1].kind == .subscript
                guard isKeyed || assignment.op == .addAssign,
                      let collection = ownCollection(assignment.target, droppingLast: isKeyed, in: outline, among: collections),
                      let parent = index.ownerTypeName(file: file, member: assignment.owner),
                      isChildCollection(collection, of: parent) else { continue }
                direct.append(ChildAddition(file: file, member: assignment.owner, closure: assignment.closure, range: assignment.range,
                                            child: isKeyed ? assignment.value : nil, parentType: parent, collection: collection,
                                            helper: nil, isKeyed: isKeyed))
            }
        }
        // An addition of a parameter makes its function a helper; a helper's callers are the additions
        // to report, and a caller that passes on its own parameter is a helper in turn.
        var pending: [ElementRef] = []
        func record(_ addition: ChildAddition) {
            guard let helper = helperMember(adding: addition) else { additions.append(addition); return }
            if helpers[helper] == nil {
                helpers[helper] = addition
                pending.append(helper)
            }
        }
        direct.append(contentsOf: inheritedAdditions())
        direct.forEach(record)
        var searchedNames: Set<String> = []
        var head = 0
        while head < pending.count {
            let helperName = index.member(pending[head]).name
            head += 1
            guard searchedNames.insert(helperName).inserted else { continue }
            for ref in index.calls(named: helperName) {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                let call = outline.calls[Int(ref.index)]
                guard call.callee.count == 1, call.callee.base == .name || call.callee.base == .selfKeyword,
                      let parent = index.ownerTypeName(file: file, member: call.owner),
                      let first = outline.arguments(of: call).first,
                      let declared = overload(named: helperName, in: parent, calledBy: call, file: file),
                      let inner = helpers[declared] else { continue }
                record(ChildAddition(file: file, member: call.owner, closure: call.closure, range: call.nameRange,
                                     child: first.value, parentType: parent, collection: inner.collection,
                                     helper: declared, isKeyed: inner.isKeyed))
            }
        }
        additions.sort { ($0.file, $0.range.start) < ($1.file, $1.range.start) }
    }

    /// The declaration of `name` that a call on `type` runs: among those with a body that its labels fit, the one whose
    /// first parameter takes the first argument's type (`present(_ viewController: UIViewController…)`
    /// for a controller, `present(_ child: Coordinator…)` for a coordinator), else the nearest.
    private func overload(named name: String, in type: String, calledBy call: Call, file: Int) -> ElementRef? {
        let outline = index.files[file].outline
        let labels = outline.argumentLabels(of: call)
        // Declarations with a body: a protocol's requirement runs its implementation.
        let fitting = index.lookupMember(name, in: type).filter {
            index.member($0).kind == .function && index.member($0).body != nil && RIBsNavigation.labels(labels, fit: index.member($0).parameters)
        }
        guard fitting.count > 1, let argument = outline.arguments(of: call).first?.value,
              let argumentType = index.typeName(of: argument, in: file, owner: call.owner) else { return fitting.first }
        let accepted = Set([argumentType] + index.ancestors(of: argumentType))
        return fitting.first { ref in
            index.member(ref).parameters.first?.type.map { accepted.contains($0.nominalName) } == true
        } ?? fitting.first
    }

    /// `children` for `children.append`/`self.children[key]`: a collection of `self`, named directly.
    private func ownCollection(_ chain: Chain, droppingLast: Bool, in outline: Outline, among names: Set<String>) -> String? {
        let expected = droppingLast ? 2 : 1
        guard chain.count == expected, chain.base == .name || chain.base == .selfKeyword else { return nil }
        let first = outline.chainElements[Int(chain.start)]
        guard first.kind == .name else { return nil }
        let name = outline.name(first.name)
        return names.contains(name) ? name : nil
    }

    /// Names of stored collection properties that may hold children: a cheap over-approximation
    /// (the name or the declared type mentions children or coordinators) that `isChildCollection`
    /// refines.
    private func candidateCollectionNames() -> Set<String> {
        var result: Set<String> = []
        for summary in index.files {
            let members = summary.outline.members
            for position in members.indices where members[position].kind == .property {
                guard ChildCoordinatorQueries.mentionsChildren(members[position].name)
                    || ChildCoordinatorQueries.mentionsChildren(members[position].type?.text ?? "") else { continue }
                let name = members[position].name
                if !result.contains(name), isCollectionProperty(members[position], summary.outline) { result.insert(name) }
            }
        }
        return result
    }

    /// Whether a name contains `child` or `oordinat` (`Coordinator`, `coordinators`), by bytes.
    private static func mentionsChildren(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            let count = bytes.count
            guard count >= 5 else { return false }
            for start in 0...(count - 5) {
                if bytes[start] | 0x20 == UInt8(ascii: "c"), bytes[start + 1] == UInt8(ascii: "h"), bytes[start + 2] == UInt8(ascii: "i"),
                   bytes[start + 3] == UInt8(ascii: "l"), bytes[start + 4] == UInt8(ascii: "d") {
                    return true
                }
                if bytes[start] == UInt8(ascii: "o"), start + 8 <= count, bytes[start + 1] == UInt8(ascii: "o"),
                   bytes[start + 2] == UInt8(ascii: "r"), bytes[start + 3] == UInt8(ascii: "d"), bytes[start + 4] == UInt8(ascii: "i"),
                   bytes[start + 5] == UInt8(ascii: "n"), bytes[start + 6] == UInt8(ascii: "a"), bytes[start + 7] == UInt8(ascii: "t") {
                    return true
                }
            }
            return false
        } ?? (text.lowercased().containsBytes(of: "child") || text.lowercased().containsBytes(of: "oordinat"))
    }

    /// `[T]`, `Set<T>`, `[K: V]` (or a project typealias of one: `typealias Children =
    /// [UIViewController: Coordinator]`), or no declared type and a `[]`, `[:]` or `[T]()` initializer.
    private func isCollectionProperty(_ property: Member, _ outline: Outline) -> Bool {
        if let declared = property.type {
            if ChildCoordinatorQueries.isCollectionType(declared) { return true }
            return index.typeAliases(named: declared.nominalName).contains { ref in
                index.member(ref).type.map(ChildCoordinatorQueries.isCollectionType) == true
            }
        }
        guard let initial = property.initializer else { return false }
        return initial.kind == .array || initial.kind == .dictionary
            || (initial.call >= 0 && outline.calls[Int(initial.call)].name.isNone && initial.chain.base == .other)
    }

    private static func isCollectionType(_ type: TypeName) -> Bool {
        type.text.hasPrefix("[")
            || ["Array", "Set", "Dictionary", "ContiguousArray", "OrderedSet", "OrderedDictionary"].contains(type.base)
    }

    /// The function whose parameter `addition` adds, if it adds a parameter.
    private func helperMember(adding addition: ChildAddition) -> ElementRef? {
        guard addition.member >= 0, let child = addition.child, child.kind == .chain, child.chain.base == .name,
              child.chain.count == 1 else { return nil }
        let outline = index.files[addition.file].outline
        let member = outline.members[Int(addition.member)]
        guard member.kind == .function else { return nil }
        let name = outline.name(outline.chainElements[Int(child.chain.start)].name)
        guard member.parameters.contains(where: { $0.name == name }),
              index.localValue(named: name, owner: addition.member, in: addition.file) == nil else { return nil }
        return ElementRef(file: addition.file, index: Int(addition.member))
    }
}

/// How code removes children from a parent's child collections: the direct removals the
/// release query's `.removal` question looks for (`ReleaseFinder+Removal.swift`).
extension ChildCoordinatorQueries {
    /// Whether a call removes a single child from a child collection of `parent`.
    func removesOneChild(_ call: Call, _ outline: Outline, parent: String) -> Bool {
        let elements = outline.elements(call.callee)
        if elements.count == 1 { return removesInheritedChild(call, outline, parent: parent) }
        guard elements.count == 2, call.callee.base == .name || call.callee.base == .selfKeyword,
              elements.first!.kind == .name, isSingleRemoval(call, outline) else { return false }
        return isChildCollection(outline.name(elements.first!.name), of: parent)
    }

    /// `remove(at:)`, `removeValue(forKey:)`, `removeAll(where:)`…: a collection method that removes
    /// some elements. `removeAll()` empties the collection, which happens when the parent itself
    /// ends, so it does not release one child.
    func isSingleRemoval(_ call: Call, _ outline: Outline) -> Bool {
        switch outline.name(of: call) {
        case "remove", "removeValue", "removeFirst", "removeLast", "popLast", "removeSubrange":
            return true
        case "removeAll":
            return outline.arguments(of: call).contains { $0.isTrailingClosure || outline.name($0.label) == "where" }
        default:
            return false
        }
    }

    func assignmentRemovesOneChild(_ assignment: Assignment, _ outline: Outline, parent: String) -> Bool {
        guard assignment.op == .assign, assignment.target.base == .name || assignment.target.base == .selfKeyword else { return false }
        let target = outline.elements(assignment.target)
        guard let first = target.first, first.kind == .name else { return false }
        let collection = outline.name(first.name)
        if target.count == 2, target.last!.kind == .subscript, assignment.value.kind == .nil {
            return isChildCollection(collection, of: parent)
        }
        // `children = children.filter { $0 !== child }`
        guard target.count == 1, assignment.value.kind == .chain,
              outline.names(assignment.value.chain).contains("filter") else { return false }
        return isChildCollection(collection, of: parent)
    }

    /// `childCoordinators.removeAll()`: every child goes. It counts where it runs when a child ends
    /// (a closure written where the child is added, a callback that receives the child), not when
    /// the parent itself finishes.
    func emptiesChildCollection(_ call: Call, _ outline: Outline, parent: String) -> Bool {
        let elements = outline.elements(call.callee)
        guard elements.count == 2, call.callee.base == .name || call.callee.base == .selfKeyword, elements.first!.kind == .name,
              outline.name(of: call) == "removeAll", call.argumentStart == call.argumentEnd else { return false }
        return isChildCollection(outline.name(elements.first!.name), of: parent)
    }

    /// `childCoordinators = []`, `children = [:]`, `childCoordinators = [root]`.
    func assignmentEmptiesChildCollection(_ assignment: Assignment, _ outline: Outline, parent: String) -> Bool {
        guard assignment.op == .assign, assignment.target.count == 1, assignment.target.base == .name || assignment.target.base == .selfKeyword,
              assignment.value.kind == .array || assignment.value.kind == .dictionary,
              let collection = outline.lastName(assignment.target) else { return false }
        return isChildCollection(collection, of: parent)
    }

    /// A call on `self`: `name(…)`, `self.name(…)`, `self?.name(…)`, or `strongSelf.name(…)` where the
    /// local is bound to `self`. `call` is a call of file `file`.
    func isSelfCall(_ call: Call, in file: Int) -> Bool {
        if call.callee.count == 1 { return call.callee.base == .name || call.callee.base == .selfKeyword }
        guard call.callee.count == 2, call.callee.base == .name else { return false }
        let outline = index.files[file].outline
        let first = outline.chainElements[Int(call.callee.start)]
        guard first.kind == .name else { return false }
        let binding = BodyHandle(file: file, member: call.owner).binding(of: first.name, before: call.range.start, in: index)
        return binding.map { outline.locals[$0].value?.kind == .self } == true
    }
}
