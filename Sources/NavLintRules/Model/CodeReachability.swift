import NavLintIndex
import NavLintSyntax

/// Whether some code can ever run with `self` an object of a given type: "can this release run?".
///
/// Conservative: it answers `false` only on one of these proofs, and anything it cannot tell may run.
/// 1. A closure kept in property `p` of a project type `H` (`x.p = { … }`, or an argument that the
///    callee stores) runs only through a use of `H.p` (`p?()`, `h.p?()`, `p` handed on or read) that
///    can reach an `H`, and only if one of those uses may run itself (`+Uses.swift`). A closure given
///    to anything that does not keep it may run whenever the code around it does.
/// 2. A method inherited from a base class or a protocol extension runs, for an object of type `R`,
///    only through a call by its name that can reach an `R` (on self in `R`'s own code, on a value of
///    `R`'s family or of a type nothing says; a value picked by a type test, `children.first(where:
///    { $0 is X })`, is an `X`), or as a system entry. A method of `R` itself is
///    trusted (UIKit may call it), except a private one that nothing in its file runs.
/// 3. An `@objc` method that nothing calls, whose every reference is the `#selector` action of a
///    `backBarButtonItem` (an item that only titles the next screen's back button), never runs.
/// 4. A call on an optional stored property of self that nothing ever stores a value in
///    (`delegate?.didFinish(self)`) reaches nothing (`mayReach`, from `PropertyStores`).
/// 5. A finish handler handed to a coordinator library's inherited `start(finishHandler:)` runs only
///    through a call of `finish()` that can reach the child (`+LibraryHandlers.swift`).
///
/// Depth-bounded (`maximumDepth`), memoized per (body, receiver, holder); a cycle counts as "may run".
struct CodeReachability {
    let index: ProjectIndex
    static let maximumDepth = 4

    /// The add site's name for a child and the child's type (`coordinator` in `coordinator.onFinish = { … }`):
    /// a closure stored on the child is kept by the child's type, not by the declared base.
    struct Holder: Hashable {
        var name: String
        var type: String
    }

    private struct Key: Hashable {
        var body: BodyHandle
        var receiver: String?
        var holder: Holder?
    }

    private var answers: [Key: Bool] = [:]
    private var inProgress: Set<Key> = []
    /// By `H.p`: whether some use of property `p` of `H` may run.
    var usesRun: [String: Bool] = [:]
    /// By method name: whether some file names it more often than it calls it (a selector, a reference).
    var namedOtherwise: [String: Bool] = [:]
    /// By file: `namedMoreThanCalled(in:)`.
    var namedMoreThanCalledByFile: [Int: [Bool]] = [:]
    var deadSelectors: [ElementRef: Bool] = [:]
    /// By `Holder.property`: whether some code may store a value in the property.
    var stored: [String: Bool] = [:]
    /// By property name: the stores of that name, summarized once.
    var storesByName: [String: PropertyStores] = [:]
    let closures: ClosureStorageFinder
    /// The child coordinators, asked for the children that parents add to inherited collections (proof 5).
    let childQueries: (() -> ChildCoordinatorQueries)?
    /// By parent type: the types of the children it adds to a collection inherited from a library.
    var inheritedChildTypes: [String: Set<String>]?

    init(index: ProjectIndex, childQueries: (() -> ChildCoordinatorQueries)? = nil) {
        self.index = index
        self.childQueries = childQueries
        closures = ClosureStorageFinder(index: index)
    }

    /// Whether `body` can ever run with `self` an object of type `receiver` (nil: of the type whose code it is).
    /// With `holder`, a closure assigned to `holder.name.p` is kept by `holder.type`.
    mutating func mayRun(_ body: BodyHandle, as receiver: String? = nil, holder: Holder? = nil, depth: Int = 0) -> Bool {
        guard depth <= CodeReachability.maximumDepth, body.member >= 0 else { return true }
        let key = Key(body: body, receiver: receiver, holder: holder)
        if let known = answers[key] { return known }
        guard inProgress.insert(key).inserted else { return true }
        let answer = body.isClosure
            ? closureMayRun(body, as: receiver, holder: holder, depth: depth)
            : memberMayRun(body.memberRef, as: receiver, depth: depth)
        inProgress.remove(key)
        answers[key] = answer
        return answer
    }

    /// Whether call `call` of `file` can run with self of type `receiver` and reach an object (proof 4).
    mutating func mayRun(call: Int32, in file: Int, as receiver: String?, holder: Holder? = nil) -> Bool {
        let found = index.files[file].outline.calls[Int(call)]
        return mayReach(call: call, in: file) && mayRun(BodyHandle(file: file, member: found.owner, closure: found.closure),
                                                        as: receiver, holder: holder)
    }

    // MARK: Closures (proof 1)

    private mutating func closureMayRun(_ body: BodyHandle, as receiver: String?, holder: Holder?, depth: Int) -> Bool {
        let file = Int(body.file)
        let literal = index.files[file].outline.closures[Int(body.closure)]
        // Made only when the code around it runs.
        let enclosing = BodyHandle(file: body.file, member: body.member, closure: literal.closure)
        guard mayRun(enclosing, as: receiver, holder: holder, depth: depth) else { return false }
        guard let (keeper, property) = keeper(of: body.closure, in: file, holder: holder) else {
            return libraryFinishHandlerMayRun(body.closure, in: file, member: body.member, depth: depth) ?? true
        }
        return someUseMayRun(property, of: keeper, depth: depth + 1)
    }

    /// The project type and property that keep closure `closure`, when the code says.
    private mutating func keeper(of closure: Int32, in file: Int, holder: Holder?) -> (String, String)? {
        let outline = index.files[file].outline
        let literal = outline.closures[Int(closure)]
        switch literal.context {
        case .assignment(let position):
            let assignment = outline.assignments[Int(position)]
            guard assignment.op == .assign, assignment.value.closure == closure else { return nil }
            return propertyTarget(assignment.target, in: file, member: literal.owner, holder: holder)
        case .argument(let position, let label, _):
            guard position >= 0 else { return nil }
            return argumentKeeper(call: outline.calls[Int(position)], closure: closure, label: label, in: file, member: literal.owner)
        default:
            return nil
        }
    }

    /// `p = …`, `self.p = …`, `x.p = …`, `completions[key] = …`: the project type and its property stored into.
    func propertyTarget(_ target: Chain, in file: Int, member: Int32, holder: Holder?) -> (String, String)? {
        let outline = index.files[file].outline
        var elements = Array(outline.elements(target))
        if elements.count >= 2, elements.last?.kind == .subscript { elements.removeLast() }
        guard let last = elements.last, last.kind == .name, elements.allSatisfy({ $0.kind == .name }) else { return nil }
        let property = outline.name(last.name)
        let type: String?
        if elements.count == 1 {
            guard target.base == .selfKeyword || (target.base == .name && !isLocal(property, file: file, member: member)) else { return nil }
            type = index.ownerTypeName(file: file, member: member)
        } else if elements.count == 2, target.base == .name, let holder, outline.name(elements[0].name) == holder.name {
            type = holder.type
        } else {
            type = index.typeName(of: target, count: elements.count - 1, in: file, owner: member)
        }
        guard let type = type.map(index.simpleName), index.isProjectType(type),
              index.lookupMember(property, in: type).contains(where: { index.member($0).kind == .property }) else { return nil }
        return (type, property)
    }

    /// A closure argument that the called project method or initializer stores in a property, of its
    /// own type or of a local it makes (`controller.deinitBlock = deinitBlock` in a static factory).
    private func argumentKeeper(call: Call, closure: Int32, label: Symbol, in file: Int, member: Int32) -> (String, String)? {
        let outline = index.files[file].outline
        let elements = outline.elements(call.callee)
        guard let last = elements.last, last.kind == .name, elements.allSatisfy({ $0.kind == .name }) else { return nil }
        let name = outline.name(last.name)
        let candidates: [ElementRef]
        if elements.count == 1, call.callee.base == .name, index.isProjectType(name) {
            candidates = index.lookupMember("init", in: name)
        } else if elements.count == 1, call.callee.base != .other {
            candidates = index.ownerTypeName(file: file, member: member).map { index.lookupMember(name, in: $0) } ?? []
        } else if let type = index.typeName(of: call.callee, count: elements.count - 1, in: file, owner: member) {
            candidates = index.lookupMember(name, in: type)
        } else {
            return nil
        }
        let arguments = outline.arguments(of: call)
        guard let position = arguments.firstIndex(where: { $0.value.closure == closure }) else { return nil }
        let labelText = label.isNone ? nil : outline.name(label)
        let labels = Set(arguments.compactMap { $0.label.isNone ? nil : outline.name($0.label) })
        for ref in candidates {
            let method = index.member(ref)
            guard method.kind == .function || method.kind == .initializer, method.body != nil else { continue }
            let parameter: Parameter?
            if let labelText {
                parameter = method.parameters.first { $0.label == labelText }
            } else if method.parameters.count == arguments.count {
                parameter = method.parameters[position - arguments.startIndex]
            } else {
                parameter = method.parameters.first { $0.type?.isFunction == true && !labels.contains($0.label ?? "") }
            }
            guard let parameter, parameter.type?.isFunction == true else { continue }
            if let kept = parameterKeeper(parameter.name, of: ref) { return kept }
        }
        return nil
    }

    /// Where method `ref` stores its parameter `name`: a property of its own type or of a value it holds.
    func parameterKeeper(_ name: String, of ref: ElementRef) -> (String, String)? {
        let file = Int(ref.file)
        let outline = index.files[file].outline
        let aliases = closures.parameterAliases(outline.symbol(name), file: file, member: ref.index, outline: outline)
        guard !aliases.isEmpty else { return nil }
        for position in index.assignmentPositions(ownedBy: ref.index, in: file) {
            let assignment = outline.assignments[position]
            guard assignment.op == .assign, let value = outline.singleNameSymbol(assignment.value), aliases.contains(value) else { continue }
            return propertyTarget(assignment.target, in: file, member: ref.index, holder: nil)
        }
        return nil
    }

    /// Whether `name` is a local or a parameter in member `member` (not a property of self).
    func isLocal(_ name: String, file: Int, member: Int32, before position: UInt32 = .max) -> Bool {
        member >= 0 && BodyHandle(file: file, member: member).isLocalOrParameter(name, before: position, in: index)
    }
}
