import NavLintIndex
import NavLintSyntax

/// Where a closure is kept, as far as the code says.
struct ClosureStorage {
    enum Kind { case property, argument, subscription }
    var kind: Kind
    /// `'CardsCoordinator.onFinish'`, `'NavigationRouter.push'`, `'TransferCoordinator.cancellables'`.
    var keeperDescription: String
    /// `'AccountsCoordinator' keeps the 'CardsCoordinator'`: how self keeps the keeper, when it is another object.
    var ownerDescription: String?
    /// Whether self is the keeper or keeps it strongly, so capturing self closes a cycle.
    var isKeptBySelf: Bool
    /// The local or parameter that holds the keeper (`cards` in `cards.onFinish = { … }`): a
    /// closure that captures it strongly keeps its own keeper alive.
    var holderName: String?
    /// The property the closure, or the subscription that keeps it, is assigned to: for closures
    /// that set it to nil, or cancel it, when they run.
    var property: String?
    /// The project type whose property keeps the closure, when known.
    var keeperType: String?
    /// The property of self that keeps the keeper (`connection` in `connection.onClose = { … }`): a
    /// closure that replaces it or sets it to nil when it runs releases the keeper, and itself.
    var keeperProperty: String?
    /// Where the closure, or the subscription keeping it, is kept: the property's declaration, the
    /// storing method, or the `disposed(by:)`/`store(in:)` call (file and range), when known.
    var keptAt: (file: Int, range: ByteRange)?
    /// For a subscription, the subscribing call (`sink`, `subscribe`) in the closure's file: the
    /// closures of its chain end together, so a completion handler that clears the subscription's
    /// property (sets it to nil) ends them all.
    var subscription: Int32?
    /// For a closure handed to a method that stores it other than by assigning it to a property,
    /// that method and its parameter: when the method appends it to an array property of its own
    /// type (`pending.append(send)`), a keeper that takes each closure out of that array to run it
    /// holds the closure only until it runs (`+Queues.swift`, asked only of closures that would be
    /// reported).
    var queueing: (method: ElementRef, parameter: String)?
    /// Whether self is a struct whose bag is an object (`+SharedBags.swift`): a struct cannot be
    /// captured weakly, so the fix is to capture the values the closure uses.
    var isValueSelf = false

    /// The closures given to the subscribing call (`sink(receiveCompletion: { … }, receiveValue: {
    /// … })`, `subscribe(onNext:onError:)`): its completion handler ends the whole chain.
    func chainClosures(_ outline: Outline) -> [Int32] {
        guard let subscription, subscription >= 0 else { return [] }
        return outline.arguments(of: outline.calls[Int(subscription)]).compactMap { argument in
            argument.value.kind == .closure && argument.value.closure >= 0 ? argument.value.closure : nil
        }
    }
}

/// Finds where closures are kept and what they capture. Remembers per-file tables; use one per run.
struct ClosureStorageFinder {
    let index: ProjectIndex
    /// Per file: for each call, the call that uses it as receiver (`x.subscribe(…)` → `.disposed(by:)`).
    var consumers: [Int: [Int32]] = [:]
    var storingParameters: [ElementRef: Set<String>] = [:]
    /// The model's child coordinators (`SemanticModel.childCoordinators`) when the rule hands them
    /// over, else found here when first needed.
    var childQueries: ChildCoordinatorQueries?
    var clearedBags: [String: Bool] = [:]
    /// `returnsOneShot`'s answers, per method: each worked out from the method's own body (depth
    /// counted from it), so one answer holds wherever the question comes from. A "no" that the
    /// work budget or a recursive call cut is not remembered.
    var oneShotMethods: [ElementRef: Bool] = [:]
    /// The trace through methods in progress: the methods being worked out (a recursive call is not
    /// proof), how many more an outermost question may still work out, and whether a limit cut an answer.
    var oneShotTrace = OneShotTrace()
    /// `isOneShot(_:file:member:)`'s answers, by file and subscription call.
    var oneShotSubscriptions: [Int: Bool] = [:]
    /// `isOneShotInput`'s answers, by `Owner.Input.property`.
    var oneShotInputs: [String: Bool] = [:]
    /// `isProjectOperator`'s answers, by the operator's name and the family of operators it may apply.
    var projectOperators: [String: Bool] = [:]
    /// The constructions of an input type (`SourceViewModel.Input(…)`, or `Input(…)` in the type's
    /// own code), by input name, then by the type whose input they build, in call order.
    var inputConstructions: [String: [String: [ElementRef]]] = [:]
    /// Per file: the positions of the calls named one of `combiningNames`, in order.
    var combiningCalls: [Int: [Int32]] = [:]
    /// Per file: the symbols of `subscriberNames` that the file uses.
    var subscriberSymbols: [Int: [Symbol]] = [:]
    let members = MemberLookup()
    let adopterStorage = AdopterStorage()
    let bodies = MemberBodies()
    let keepingLocals = KeepingLocalTables()
    /// The project's top-level functions by name (`func wrapAsync<T>(…) -> Future<T, Error>`).
    lazy var topLevelFunctions: [String: [ElementRef]] = {
        var table: [String: [ElementRef]] = [:]
        for file in index.files.indices {
            let members = index.files[file].outline.members
            for position in members.indices where members[position].owner < 0 && members[position].kind == .function {
                table[members[position].name, default: []].append(ElementRef(file: Int32(file), index: Int32(position)))
            }
        }
        return table
    }()

    /// Names of the project's methods whose body stores a closure parameter, and of the types whose
    /// initializers do: the only calls that can keep a closure argument.
    lazy var storingMethodNames: Set<String> = {
        var names: Set<String> = []
        var handingOn: [(Int, Int32, String)] = []
        for file in index.files.indices {
            let outline = index.files[file].outline
            var candidates: [(Int, String)] = []
            // Each field read in place: a copy of every member of the project (strings, arrays)
            // cost more than the test.
            let members = outline.members
            for position in members.indices {
                let kind = members[position].kind
                guard kind == .function || kind == .initializer, members[position].owner >= 0, members[position].body != nil,
                      members[position].parameters.contains(where: { $0.type?.isFunction == true }) else { continue }
                candidates.append((position, kind == .initializer
                    ? index.simpleName(outline.types[Int(members[position].owner)].name) : members[position].name))
            }
            for (position, name) in candidates where !names.contains(name) {
                // Stores a closure parameter itself (methods that hand one on are followed at the call).
                // Only the parameters, not a copy of the whole member.
                let parameters = outline.members[position].parameters
                if parameters.contains(where: {
                    $0.type?.isFunction == true && parameterIsStored($0.name, file: file, member: Int32(position), outline: outline,
                                                                     depth: ClosureStorageFinder.maximumHandOns)
                }) {
                    names.insert(name)
                } else {
                    handingOn.append((file, Int32(position), name))
                }
            }
        }
        // A method that hands a closure parameter to one of its own type's storing methods stores it too.
        for (file, member, name) in handingOn where !names.contains(name) {
            let outline = index.files[file].outline
            let parameters = Set(outline.members[Int(member)].parameters.filter { $0.type?.isFunction == true }.map(\.name))
            let handsOn = bodies.elements(of: member, in: file, index).calls.contains { position in
                let call = outline.calls[Int(position)]
                return call.callee.count == 1 && names.contains(outline.name(of: call))
                    && outline.arguments(of: call).contains { index.singleName($0.value, in: file).map(parameters.contains) == true }
            }
            if handsOn { names.insert(name) }
        }
        return names
    }()

    /// How many methods of its own type a closure parameter is followed through.
    static let maximumHandOns = 2
    var implementationTable: [String: [String]] = [:]

    init(index: ProjectIndex) { self.index = index }

    /// `ProjectIndex.lookupMember`, remembered: the same few names (`it`, `sink`, `push`) are looked
    /// up on the same types for thousands of closures.
    final class MemberLookup {
        var answers: [String: [ElementRef]] = [:]

        func callAsFunction(_ name: String, in type: String, _ index: ProjectIndex) -> [ElementRef] {
            let key = type + "." + name
            if let known = answers[key] { return known }
            let found = index.lookupMember(name, in: type)
            answers[key] = found
            return found
        }
    }

    /// Where closure `closure` of `file` (whose outline is `outline`) is kept, if in a way that can close a cycle.
    mutating func storage(of closure: Int32, in file: Int, _ outline: Outline) -> ClosureStorage? {
        storageAndSelfType(of: closure, in: file, outline)?.0
    }

    /// The storage and the type of self, when self is a reference type.
    mutating func storageAndSelfType(of closure: Int32, in file: Int, _ outline: Outline) -> (ClosureStorage, String)? {
        let literal = outline.closures[Int(closure)]
        // Cheap first: a closure that captures neither self nor the object it is stored on cannot
        // close a cycle, whatever keeps it. Self's type is only looked up after.
        let usesSelf = capturesSelfStrongly(literal, outline)
        // A closure handed to a method is not followed through keeping locals (`+KeepingLocals.swift`):
        // in reactive code most are operators' closures on a local chain, and each would build its body's table.
        func mayCaptureHolder(_ chain: Chain, followingKeepers: Bool = true) -> Bool {
            guard chain.base == .name, let first = outline.elements(chain).first, first.kind == .name else { return false }
            return outline.symbols(literal.freeNames).contains(first.name)
                || outline.captures(of: literal).contains { $0.kind == .strong && $0.name == first.name }
                || followingKeepers && !capturedKeepers(of: literal, holder: outline.name(first.name), file: file).isEmpty
        }
        switch literal.context {
        case .assignment(let position):
            let assignment = outline.assignments[Int(position)]
            guard assignment.op == .assign, assignment.value.kind == .closure, assignment.value.closure == closure,
                  usesSelf || mayCaptureHolder(assignment.target), let selfType = referenceSelfType(literal, file) else { return nil }
            return propertyStorage(assignment.target, file: file, member: literal.owner, selfType: selfType).map { ($0, selfType) }
        case .propertyInitializer(let member):
            let property = outline.members[Int(member)]
            guard usesSelf, property.modifiers.contains(.lazy), property.initializer?.closure == closure,
                  let selfType = referenceSelfType(literal, file) else { return nil }
            return (ClosureStorage(kind: .property, keeperDescription: "'\(selfType).\(property.name)'", ownerDescription: nil,
                                   isKeptBySelf: true, holderName: nil, property: property.name,
                                   keptAt: (file, property.nameRange)), selfType)
        case .argument(let call, let label, let isTrailing):
            guard call >= 0 else { return nil }
            // The stream a subscription observes, when the closure keeps the object that keeps it.
            func capturedSource() -> (ObservedSource, String)? {
                guard !literal.freeNames.isEmpty || !literal.captures.isEmpty,
                      let source = observedSource(call: call, file: file, member: literal.owner),
                      let captured = source.names.first(where: { capturesStrongly(literal, [$0], outline) }) else { return nil }
                return (source, captured)
            }
            var source: (ObservedSource, String)??
            if !usesSelf && !mayCaptureHolder(outline.calls[Int(call)].callee, followingKeepers: false) {
                source = capturedSource()
                guard source! != nil else { return nil }
            }
            guard let selfType = referenceSelfType(literal, file) else {
                // A struct's copy in the closure shares the bag that is an object (`+SharedBags.swift`).
                return usesSelf ? sharedBagSubscription(call: call, literal, file: file) : nil
            }
            if usesSelf, let subscription = subscriptionStorage(call: call, file: file, member: literal.owner, selfType: selfType) {
                return (subscription, selfType)
            }
            if let observed = source ?? capturedSource(),
               let subscription = sourceStorage(observed.0, captured: observed.1, file: file, member: literal.owner) {
                return (subscription, selfType)
            }
            return argumentStorage(call: call, label: label, isTrailing: isTrailing, file: file, member: literal.owner, selfType: selfType)
                .map { ($0, selfType) }
        default:
            return nil
        }
    }

    /// The type whose code holds `literal`, when it is a reference type (or unknown).
    func referenceSelfType(_ literal: Closure, _ file: Int) -> String? {
        guard let selfType = index.ownerTypeName(file: file, member: literal.owner), isReferenceType(selfType) else { return nil }
        return selfType
    }

    func isReferenceType(_ name: String) -> Bool {
        guard let kind = index.kind(ofType: name) else { return true }
        return kind == .class || kind == .actor || kind == .protocol
    }

    // MARK: Properties

    /// `onTap = {…}`, `self.router.onBack = {…}`, `child.onFinish = {…}`, `completions[key] = {…}`.
    mutating func propertyStorage(_ target: Chain, file: Int, member: Int32, selfType: String) -> ClosureStorage? {
        let outline = index.files[file].outline
        var elements = Array(outline.elements(target))
        if elements.last?.kind == .subscript { elements.removeLast() }
        guard !elements.isEmpty, elements.allSatisfy({ $0.kind == .name }) else { return nil }
        let names = elements.map { outline.name($0.name) }
        let property = target.count == elements.count ? names.last : nil
        let holder = holder(of: names.dropLast(), base: target.base, file: file, member: member, selfType: selfType)
        // Foundation sets an operation's completion block to nil once it has run.
        if names.last == "completionBlock", isOperation(names.count == 1 ? selfType : holder?.declaredType) { return nil }
        guard var holder else {
            // The closure is kept by self itself: one of its properties, not a local variable.
            guard names.count == 1, target.base == .selfKeyword || !isLocal(names[0], file: file, member: member),
                  members(names[0], in: selfType, index).contains(where: { index.member($0).kind == .property }) else { return nil }
            return ClosureStorage(kind: .property, keeperDescription: "'\(selfType).\(names[0])'", ownerDescription: nil,
                                  isKeptBySelf: true, holderName: nil, property: property, keeperType: selfType,
                                  keptAt: declaration(of: names[0], in: selfType, near: file))
        }
        // A local typed by a class-bound protocol whose property requirement every adopter stores
        // is one object that keeps the closure, as a local of a project class is.
        if holder.isLocal, !holder.isProjectClass, names.count == 2, let type = holder.type, index.kind(ofType: type) == .protocol,
           index.isClassBound(type) == true, isKeptByEveryAdopter(names[1], of: type) {
            holder.isProjectClass = true
        }
        let keeper = "'\(holder.type ?? holder.name).\(names.last!)'"
        let keeperProperty = holder.isLocal && names.count == 2
            ? propertyStoringLocal(names[0], file: file, member: member, selfType: selfType)
            : propertyOfSelf(first: names[0], base: target.base, file: file, member: member, selfType: selfType)
        return ClosureStorage(kind: .property, keeperDescription: keeper, ownerDescription: holder.ownerDescription(selfType),
                              isKeptBySelf: holder.isKeptBySelf, holderName: holder.capturableName, property: property,
                              keeperType: holder.type,
                              keeperProperty: keeperProperty,
                              keptAt: holder.type.flatMap { declaration(of: names.last!, in: $0, near: file) })
    }

    /// The declaration of property `name` of `type` (or an ancestor), for a related location.
    /// A type declared in several modules has the property once per declaration: the one nearest
    /// `file` is taken, so the location is the same whatever order the files come in.
    func declaration(of name: String, in type: String, near file: Int) -> (file: Int, range: ByteRange)? {
        guard let ref = nearest(members(name, in: type, index).filter({ index.member($0).kind == .property }), to: file) else {
            return nil
        }
        return (Int(ref.file), index.member(ref).nameRange)
    }

    /// Of several declarations, the one whose path shares the longest prefix with `file`'s, then
    /// the first by path and offset: the same answer for any input order.
    func nearest(_ refs: [ElementRef], to file: Int) -> ElementRef? {
        let path = index.files[file].path
        func shared(_ ref: ElementRef) -> Int { zip(index.files[Int(ref.file)].path.utf8, path.utf8).prefix { $0 == $1 }.count }
        return refs.min { lhs, rhs in
            let left = shared(lhs), right = shared(rhs)
            if left != right { return left > right }
            let leftPath = index.files[Int(lhs.file)].path, rightPath = index.files[Int(rhs.file)].path
            if leftPath != rightPath { return leftPath < rightPath }
            return index.member(lhs).nameRange.start < index.member(rhs).nameRange.start
        }
    }

    /// The object a chain of names reaches (`cards`, `router`, `self.flow.router`), if it starts at
    /// a local, a parameter or a property of self.
    mutating func holder(of names: ArraySlice<String>, base: ChainBase, file: Int, member: Int32, selfType: String) -> ChildHolder? {
        guard let first = names.first, base == .name || base == .selfKeyword else { return nil }
        var current: ChildHolder
        if base == .name, isLocal(first, file: file, member: member) {
            guard !isValueType(index.typeName(ofIdentifier: first, in: file, owner: member)) else { return nil }
            current = holder(named: first, type: index.typeName(ofIdentifier: first, in: file, owner: member), isLocal: true,
                             isKeptBySelf: isStoredBySelf(first, file: file, member: member, selfType: selfType))
        } else {
            guard let property = strongProperty(first, in: selfType) else { return nil }
            current = holder(named: first, type: property.type, isLocal: false, isKeptBySelf: property.isStrong)
        }
        for name in names.dropFirst() {
            guard let type = current.type, let property = strongProperty(name, in: type) else {
                return holder(named: name, type: nil, isLocal: false, isKeptBySelf: false)
            }
            current = holder(named: name, type: property.type, isLocal: false, isKeptBySelf: current.isKeptBySelf && property.isStrong)
        }
        return current
    }

    /// An object that keeps a closure, reached from a method's code.
    struct ChildHolder {
        var name: String
        /// Its type, when it is a project type.
        var type: String?
        /// Its declared or constructed type, also outside the project (`BlockOperation`).
        var declaredType: String?
        var isLocal: Bool
        var isKeptBySelf: Bool
        var isProjectClass = false

        func ownerDescription(_ selfType: String) -> String? {
            guard isKeptBySelf else { return nil }
            return "'\(selfType)' keeps " + (type.map { "the '\($0)'" } ?? "'\(name)'")
        }

        /// The local that holds the keeper, when a closure capturing it keeps its own keeper alive:
        /// a project class (a framework object may drop its closures when it is done).
        var capturableName: String? { isLocal && isProjectClass ? name : nil }
    }

    func holder(named name: String, type: String?, isLocal: Bool, isKeptBySelf: Bool) -> ChildHolder {
        let known = type.flatMap { index.isProjectType($0) ? $0 : nil }
        let kind = known.flatMap { index.kind(ofType: $0) }
        return ChildHolder(name: name, type: known, declaredType: type, isLocal: isLocal, isKeptBySelf: isKeptBySelf,
                      isProjectClass: kind == .class || kind == .actor)
    }

    /// Whether `type` is Foundation's `Operation` or `BlockOperation`, or a project subclass of one.
    func isOperation(_ type: String?) -> Bool {
        guard let type else { return false }
        return ([type] + index.ancestors(of: type)).contains { $0 == "Operation" || $0 == "BlockOperation" }
    }

    /// A stored property of `type` (or its ancestors) with its declared type and whether self keeps
    /// what it points at: a strong property, or a weak `@IBOutlet`, whose subview self's view
    /// hierarchy keeps.
    func strongProperty(_ name: String, in type: String) -> (type: String?, isStrong: Bool)? {
        guard let ref = members(name, in: type, index).first(where: { index.member($0).kind == .property }) else { return nil }
        let property = index.member(ref)
        let declared = property.type.flatMap { $0.isFunction ? nil : $0.nominalName }
        let isKept = !property.modifiers.isNonOwning || property.modifiers.contains(.weak) && property.attributes.contains("IBOutlet")
        // A protocol's requirement keeps what every adopter stores in it.
        let isStored = property.isStored
            || property.isRequirement && index.ownerTypeName(ofMember: ref).map { isKeptByEveryAdopter(name, of: $0) } == true
        return (declared ?? index.propertyType(name, in: type), isKept && isStored)
    }

    func isValueType(_ name: String?) -> Bool {
        guard let name, let kind = index.kind(ofType: name) else { return false }
        return kind == .struct || kind == .enum
    }

    /// Whether `name` is a local or a parameter of `member`.
    func isLocal(_ name: String, file: Int, member: Int32) -> Bool {
        BodyHandle(file: file, member: member).isLocalOrParameter(name, in: index)
    }

    /// The calls and assignments of each member's body, per file, computed once.
    final class MemberBodies {
        struct Elements {
            var calls: ArraySlice<Int32> = []
            var assignments: ArraySlice<Int32> = []
        }

        /// A file's calls and assignments grouped by owning member (a counting sort: no hashing).
        struct Table {
            /// Element positions, by owner (top-level code first), in source order within one.
            var calls: [Int32]
            /// `calls[callStarts[owner + 1]..<callStarts[owner + 2]]` are `owner`'s.
            var callStarts: [Int32]
            var assignments: [Int32]
            var assignmentStarts: [Int32]
        }

        var tables: [Int: Table] = [:]

        func elements(of member: Int32, in file: Int, _ index: ProjectIndex) -> Elements {
            let table: Table
            if let known = tables[file] {
                table = known
            } else {
                let outline = index.files[file].outline
                let memberCount = outline.members.count
                let (calls, callStarts) = MemberBodies.grouped(outline.calls.map(\.owner), memberCount: memberCount)
                let (assignments, assignmentStarts) = MemberBodies.grouped(outline.assignments.map(\.owner), memberCount: memberCount)
                table = Table(calls: calls, callStarts: callStarts, assignments: assignments, assignmentStarts: assignmentStarts)
                tables[file] = table
            }
            let slot = Int(member) + 1
            guard slot >= 0, slot + 1 < table.callStarts.count else { return Elements() }
            return Elements(calls: table.calls[Int(table.callStarts[slot])..<Int(table.callStarts[slot + 1])],
                            assignments: table.assignments[Int(table.assignmentStarts[slot])..<Int(table.assignmentStarts[slot + 1])])
        }

        /// The positions of `owners` ordered by owner (-1 first), and where each owner's run starts.
        static func grouped(_ owners: [Int32], memberCount: Int) -> ([Int32], [Int32]) {
            var starts = [Int32](repeating: 0, count: memberCount + 2)
            for owner in owners where owner >= -1 && Int(owner) < memberCount { starts[Int(owner) + 2] += 1 }
            for slot in 1..<starts.count { starts[slot] += starts[slot - 1] }
            var next = starts
            var positions = [Int32](repeating: 0, count: Int(starts[starts.count - 1]))
            for (position, owner) in owners.enumerated() where owner >= -1 && Int(owner) < memberCount {
                positions[Int(next[Int(owner) + 1])] = Int32(position)
                next[Int(owner) + 1] += 1
            }
            return (positions, starts)
        }
    }

    /// The strong property of self that `member` stores local `name` in (`refreshGroup` in
    /// `self.refreshGroup = group`): a closure on that object which sets the property to nil when
    /// it runs lets go of its keeper.
    func propertyStoringLocal(_ name: String, file: Int, member: Int32, selfType: String) -> String? {
        let outline = index.files[file].outline
        for assignment in bodies.elements(of: member, in: file, index).assignments.lazy.map({ outline.assignments[Int($0)] })
        where index.singleName(assignment.value, in: file) == name {
            guard assignment.target.count == 1, assignment.target.base == .selfKeyword || assignment.target.base == .name,
                  let property = outline.lastName(assignment.target), property != name,
                  strongProperty(property, in: selfType)?.isStrong == true else { continue }
            return property
        }
        return nil
    }

    /// Whether self keeps the object in local or parameter `name`: the code of `member` stores it in
    /// a strong property, adds it to a child collection, attaches it as a RIBs child, or adds it to a
    /// view self keeps (`+Containment.swift`), or every call of `member` hands it one of self's stored objects,
    /// or it is a `for` loop's element of self's stored objects (`+LoopElements.swift`), or a cell dequeued
    /// from a table or collection view self keeps (`+Cells.swift`), or a strong property of an object
    /// self keeps, bound to a local (`+PropertyAliases.swift`, followed `aliasDepth` locals deep).
    mutating func isStoredBySelf(_ name: String, file: Int, member: Int32, selfType: String,
                                 aliasDepth: Int = ClosureStorageFinder.maximumAliasDepth) -> Bool {
        let outline = index.files[file].outline
        let elements = bodies.elements(of: member, in: file, index)
        if propertyStoringLocal(name, file: file, member: member, selfType: selfType) != nil { return true }
        if parameterIsSelfPropertyAtEveryCall(name, file: file, member: member, selfType: selfType)
            || loopElementIsKeptBySelf(name, file: file, member: member, selfType: selfType)
            || isDequeuedFromKeptList(name, file: file, member: member, selfType: selfType)
            || isContainedBySelf(name, file: file, member: member, selfType: selfType)
            || aliasesKeptProperty(name, file: file, member: member, selfType: selfType, depth: aliasDepth) { return true }
        for call in elements.calls.lazy.map({ outline.calls[Int($0)] }) where outline.name(of: call) == "attachChild" {
            if let argument = outline.arguments(of: call).first, index.singleName(argument.value, in: file) == name { return true }
        }
        if childQueries == nil { childQueries = ChildCoordinatorQueries(index: index) }
        return childQueries!.additions(file: file, member: member).contains { addition in
            addition.child.map { index.singleName($0, in: file) == name } ?? false
        }
    }
}
