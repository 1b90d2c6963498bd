import NavLintIndex
import NavLintSyntax

/// Reports a closure kept in its owner's own object graph that captures the owner strongly, or the
/// object that keeps it: `child.onFinish = { self.remove(child) }` where self keeps `child`, a
/// closure assigned to one of self's own properties (or a lazy one's initial value), a closure
/// handed to a project method that stores it (a router's completion dictionary) on an object self
/// keeps, and a subscription (`subscribe`, `sink`, `bind`, `drive`, their operators' closures too)
/// stored in self's own `disposeBag` or `cancellables` or in a property of self.
///
/// Fine: weak or unowned captures, closures that are not stored (`map`, `forEach`, `UIView.animate`,
/// `DispatchQueue.main.async`, framework completions), closures stored on objects self does not
/// keep or keeps weakly, subscriptions to one-shot sequences (`Single`, `Maybe`, `Completable`,
/// `Future`, `Just`, `first()`, `take(1)`, a `URLSession` data task publisher, also behind an
/// `AnyPublisher` every implementation builds one-shot) that end by themselves, a stored closure
/// that sets its own property to nil or releases self's property keeping its keeper when it runs,
/// and an `Operation`'s `completionBlock`, which Foundation drops after running it.
struct ClosureCaptureCycleRule: Rule {
    static let description = RuleDescription(
        identifier: "closure-capture-cycle",
        summary: "A closure stored in its owner's own object graph captures the owner, or the object storing it, strongly",
        defaultSeverity: .error,
        category: "cycles")

    func check(_ context: RuleContext) -> [Diagnostic] {
        var finder = ClosureStorageFinder(index: context.index)
        var diagnostics: [Diagnostic] = []
        for file in context.index.files.indices {
            let outline = context.index.files[file].outline
            let closures = outline.closures
            for position in closures.indices where closures[position].owner >= 0 {
                guard let storage = finder.storage(of: Int32(position), in: file, outline) else { continue }
                let includingSelf = storage.isKeptBySelf && !storage.isSingleton
                    && !finder.releases(storage.keeperProperty, closure: Int32(position), in: file)
                let captured = finder.strongCaptures(of: Int32(position), in: file, holderName: storage.holderName,
                                                     includingSelf: includingSelf)
                guard !captured.isEmpty, !finder.clearsItself(Int32(position), in: file, property: storage.property),
                      !finder.isConsumedOnce(storage),
                      !context.index.isTestFile(file),
                      !context.index.isTestCase(context.index.ownerTypeName(file: file, member: closures[position].owner))
                else { continue }
                diagnostics.append(diagnostic(message(storage, captured: captured, file: file, closure: position, context: context),
                                              file: file, range: ByteRange(start: closures[position].range.start,
                                                                           end: closures[position].range.start + 1),
                                              in: context))
            }
        }
        return diagnostics
    }

    private func message(_ storage: ClosureStorage, captured: [String], file: Int, closure: Int, context: RuleContext) -> String {
        let names = captured.map { "'\($0)'" }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        let fix = "use '[" + captured.map { "weak \($0)" }.joined(separator: ", ") + "]'"
        let keeper = storage.keeperDescription
        if storage.kind == .subscription {
            return "\(keeper) keeps this subscription, whose closure captures \(list) strongly; \(fix)"
        }
        if let owner = storage.ownerDescription, captured.contains("self") {
            return "\(keeper) keeps this closure and \(owner), but the closure captures \(list) strongly; \(fix)"
        }
        return "\(keeper) keeps this closure, which captures \(list) strongly; \(fix)"
    }
}

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
    /// The property the closure is assigned to, for closures that set it to nil when they run.
    var property: String?
    /// The project type whose property keeps the closure, when known.
    var keeperType: String?
    /// Whether self is a singleton (`static let shared = Self()`), which lives as long as the app anyway.
    var isSingleton = false
    /// The property of self that keeps the keeper (`connection` in `connection.onClose = { … }`): a
    /// closure that replaces it or sets it to nil when it runs releases the keeper, and itself.
    var keeperProperty: String?
}

/// Finds where closures are kept and what they capture. Remembers per-file tables; use one per run.
struct ClosureStorageFinder {
    let index: ProjectIndex
    /// Per file: for each call, the call that uses it as receiver (`x.subscribe(…)` → `.disposed(by:)`).
    private var consumers: [Int: [Int32: Int32]] = [:]
    private var storingParameters: [ElementRef: Set<String>] = [:]
    private var childQueries: ChildCoordinatorQueries?
    private var singletons: [String: Bool] = [:]
    private var clearedBags: [String: Bool] = [:]
    private var oneShotMethods: [ElementRef: Bool] = [:]
    private let members = MemberLookup()
    private let locals = LocalNames()
    private let bodies = MemberBodies()
    /// Names of the project's methods whose body stores a closure parameter, and of the types whose
    /// initializers do: the only calls that can keep a closure argument.
    private lazy var storingMethodNames: Set<String> = {
        var names: Set<String> = []
        var handingOn: [(Int, Int32, String)] = []
        for file in index.files.indices {
            let outline = index.files[file].outline
            var candidates: [(Int, String)] = []
            outline.members.withUnsafeBufferPointer { members in
                for position in members.indices where members[position].body != nil && members[position].owner >= 0
                    && (members[position].kind == .function || members[position].kind == .initializer)
                    && members[position].parameters.contains(where: { $0.type?.isFunction == true }) {
                    let isInitializer = members[position].kind == .initializer
                    candidates.append((position, isInitializer ? index.simpleName(outline.types[Int(members[position].owner)].name) : members[position].name))
                }
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
    private var implementationTable: [String: [String]] = [:]

    init(index: ProjectIndex) { self.index = index }

    /// `ProjectIndex.lookupMember`, remembered: the same few names (`it`, `sink`, `push`) are looked
    /// up on the same types for thousands of closures.
    private final class MemberLookup {
        private var answers: [String: [ElementRef]] = [:]

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
        guard let (found, selfType) = storageIgnoringSingletons(of: closure, in: file, outline) else { return nil }
        var storage = found
        storage.isSingleton = isSingleton(selfType)
        return storage
    }

    /// The storage and the type of self, when self is a reference type.
    private mutating func storageIgnoringSingletons(of closure: Int32, in file: Int, _ outline: Outline) -> (ClosureStorage, String)? {
        let literal = outline.closures[Int(closure)]
        // Cheap first: a closure that captures neither self nor the object it is stored on cannot
        // close a cycle, whatever keeps it. Self's type is only looked up after.
        let usesSelf = capturesSelfStrongly(literal, outline)
        func mayCaptureHolder(_ chain: Chain) -> Bool {
            guard chain.base == .name, let first = outline.elements(chain).first, first.kind == .name else { return false }
            return outline.symbols(literal.freeNames).contains(first.name)
                || outline.captures(of: literal).contains { $0.kind == .strong && $0.name == first.name }
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
                                   isKeptBySelf: true, holderName: nil, property: property.name), selfType)
        case .argument(let call, let label, let isTrailing):
            guard call >= 0, usesSelf || mayCaptureHolder(outline.calls[Int(call)].callee),
                  let selfType = referenceSelfType(literal, file) else { return nil }
            if usesSelf, let subscription = subscriptionStorage(call: call, file: file, member: literal.owner, selfType: selfType) {
                return (subscription, selfType)
            }
            return argumentStorage(call: call, label: label, isTrailing: isTrailing, file: file, member: literal.owner, selfType: selfType)
                .map { ($0, selfType) }
        default:
            return nil
        }
    }

    /// Whether `type` keeps its one instance in a static property (`static let shared = Service()`).
    private mutating func isSingleton(_ type: String) -> Bool {
        if let known = singletons[type] { return known }
        let answer = index.members(of: type).contains { ref in
            let member = index.member(ref)
            guard member.kind == .property, member.modifiers.isTypeLevel, let initializer = member.initializer else { return false }
            let constructed = index.constructedTypeName(of: initializer, in: Int(ref.file))
            return constructed == type || constructed == "Self"
        }
        singletons[type] = answer
        return answer
    }

    /// The type whose code holds `literal`, when it is a reference type (or unknown).
    private func referenceSelfType(_ literal: Closure, _ file: Int) -> String? {
        guard let selfType = index.ownerTypeName(file: file, member: literal.owner), isReferenceType(selfType) else { return nil }
        return selfType
    }

    private func isReferenceType(_ name: String) -> Bool {
        guard let kind = index.kind(ofType: name) else { return true }
        return kind == .class || kind == .actor || kind == .protocol
    }

    // MARK: Properties

    /// `onTap = {…}`, `self.router.onBack = {…}`, `child.onFinish = {…}`, `completions[key] = {…}`.
    private mutating func propertyStorage(_ target: Chain, file: Int, member: Int32, selfType: String) -> ClosureStorage? {
        let outline = index.files[file].outline
        var elements = Array(outline.elements(target))
        if elements.last?.kind == .subscript { elements.removeLast() }
        guard !elements.isEmpty, elements.allSatisfy({ $0.kind == .name }) else { return nil }
        let names = elements.map { outline.name($0.name) }
        let property = target.count == elements.count ? names.last : nil
        let holder = holder(of: names.dropLast(), base: target.base, file: file, member: member, selfType: selfType)
        // Foundation sets an operation's completion block to nil once it has run.
        if names.last == "completionBlock", isOperation(names.count == 1 ? selfType : holder?.declaredType) { return nil }
        guard let holder else {
            // The closure is kept by self itself: one of its properties, not a local variable.
            guard names.count == 1, target.base == .selfKeyword || !isLocal(names[0], file: file, member: member),
                  members(names[0], in: selfType, index).contains(where: { index.member($0).kind == .property }) else { return nil }
            return ClosureStorage(kind: .property, keeperDescription: "'\(selfType).\(names[0])'", ownerDescription: nil,
                                  isKeptBySelf: true, holderName: nil, property: property, keeperType: selfType)
        }
        let keeper = "'\(holder.type ?? holder.name).\(names.last!)'"
        return ClosureStorage(kind: .property, keeperDescription: keeper, ownerDescription: holder.ownerDescription(selfType),
                              isKeptBySelf: holder.isKeptBySelf, holderName: holder.capturableName, property: property,
                              keeperType: holder.type,
                              keeperProperty: propertyOfSelf(first: names[0], base: target.base, file: file, member: member,
                                                             selfType: selfType))
    }

    /// The object a chain of names reaches (`cards`, `router`, `self.flow.router`), if it starts at
    /// a local, a parameter or a property of self.
    private mutating func holder(of names: ArraySlice<String>, base: ChainBase, file: Int, member: Int32, selfType: String) -> Holder? {
        guard let first = names.first, base == .name || base == .selfKeyword else { return nil }
        var current: Holder
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
    struct Holder {
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

    private func holder(named name: String, type: String?, isLocal: Bool, isKeptBySelf: Bool) -> Holder {
        let known = type.flatMap { index.isProjectType($0) ? $0 : nil }
        let kind = known.flatMap { index.kind(ofType: $0) }
        return Holder(name: name, type: known, declaredType: type, isLocal: isLocal, isKeptBySelf: isKeptBySelf,
                      isProjectClass: kind == .class || kind == .actor)
    }

    /// Whether `type` is Foundation's `Operation` or `BlockOperation`, or a project subclass of one.
    private func isOperation(_ type: String?) -> Bool {
        guard let type else { return false }
        return ([type] + index.ancestors(of: type)).contains { $0 == "Operation" || $0 == "BlockOperation" }
    }

    /// A stored property of `type` (or its ancestors) with its declared type and whether it is strong.
    private func strongProperty(_ name: String, in type: String) -> (type: String?, isStrong: Bool)? {
        guard let ref = members(name, in: type, index).first(where: { index.member($0).kind == .property }) else { return nil }
        let property = index.member(ref)
        let declared = property.type.flatMap { $0.isFunction ? nil : $0.nominalName }
        return (declared ?? index.propertyType(name, in: type), !property.modifiers.isNonOwning && property.isStored)
    }

    private func isValueType(_ name: String?) -> Bool {
        guard let name, let kind = index.kind(ofType: name) else { return false }
        return kind == .struct || kind == .enum
    }

    /// Whether `name` is a local or a parameter of `member`.
    private func isLocal(_ name: String, file: Int, member: Int32) -> Bool {
        guard let symbol = index.files[file].outline.symbol(name) else { return false }
        return locals.names(in: file, member: member, index).contains(symbol)
    }

    /// The calls and assignments of each member's body, per file, computed once.
    private final class MemberBodies {
        struct Elements {
            var calls: ArraySlice<Int32> = []
            var assignments: ArraySlice<Int32> = []
        }

        /// A file's calls and assignments grouped by owning member (a counting sort: no hashing).
        private struct Table {
            /// Element positions, by owner (top-level code first), in source order within one.
            var calls: [Int32]
            /// `calls[callStarts[owner + 1]..<callStarts[owner + 2]]` are `owner`'s.
            var callStarts: [Int32]
            var assignments: [Int32]
            var assignmentStarts: [Int32]
        }

        private var tables: [Int: Table] = [:]

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
        private static func grouped(_ owners: [Int32], memberCount: Int) -> ([Int32], [Int32]) {
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

    /// The names each member binds (its locals and parameters), per file, computed once.
    private final class LocalNames {
        private var tables: [Int: [Int32: Set<Symbol>]] = [:]

        func names(in file: Int, member: Int32, _ index: ProjectIndex) -> Set<Symbol> {
            if let table = tables[file] { return table[member] ?? [] }
            let outline = index.files[file].outline
            var table: [Int32: Set<Symbol>] = [:]
            for local in outline.locals { table[local.owner, default: []].formUnion(outline.symbols(local.names)) }
            outline.members.withUnsafeBufferPointer { members in
                for position in members.indices where !members[position].parameters.isEmpty {
                    for parameter in members[position].parameters {
                        if let symbol = outline.symbol(parameter.name) { table[Int32(position), default: []].insert(symbol) }
                    }
                }
            }
            tables[file] = table
            return table[member] ?? []
        }
    }

    /// Whether the code of `member` makes self keep the object in local `name`: stores it in a
    /// strong property, adds it to a child collection, or attaches it as a RIBs child.
    private mutating func isStoredBySelf(_ name: String, file: Int, member: Int32, selfType: String) -> Bool {
        let outline = index.files[file].outline
        let elements = bodies.elements(of: member, in: file, index)
        for assignment in elements.assignments.lazy.map({ outline.assignments[Int($0)] }) where index.singleName(assignment.value, in: file) == name {
            guard assignment.target.count == 1, assignment.target.base == .selfKeyword || assignment.target.base == .name,
                  let property = outline.lastName(assignment.target), property != name,
                  strongProperty(property, in: selfType)?.isStrong == true else { continue }
            return true
        }
        for call in elements.calls.lazy.map({ outline.calls[Int($0)] }) where outline.name(of: call) == "attachChild" {
            if let argument = outline.arguments(of: call).first, index.singleName(argument.value, in: file) == name { return true }
        }
        if childQueries == nil { childQueries = ChildCoordinatorQueries(index: index) }
        return childQueries!.additions(file: file, member: member).contains { addition in
            addition.child.map { index.singleName($0, in: file) == name } ?? false
        }
    }

    // MARK: Arguments

    /// A closure handed to a project method (or initializer) that stores it, on an object self keeps.
    private mutating func argumentStorage(call position: Int32, label: Symbol, isTrailing: Bool, file: Int, member: Int32,
                                          selfType: String) -> ClosureStorage? {
        let outline = index.files[file].outline
        let call = outline.calls[Int(position)]
        let elements = outline.elements(call.callee)
        guard let last = elements.last, last.kind == .name, elements.allSatisfy({ $0.kind == .name }) else { return nil }
        let name = outline.name(last.name)
        // Only a project method or initializer that stores a closure parameter can keep one.
        guard storingMethodNames.contains(name) else { return nil }
        let names = elements.map { outline.name($0.name) }
        let receiverType: String
        var holder: Holder?
        if names.count == 1 && call.callee.base == .name, index.isProjectType(name) {
            // `Flush(onPop: { … })`: kept by the new object, which self keeps when it stores it.
            receiverType = name
            holder = self.holder(named: name, type: name, isLocal: false,
                                 isKeptBySelf: constructionIsStoredBySelf(position, file: file, member: member, selfType: selfType))
        } else if names.count == 1 {
            // `UIAlertAction(…) { … }`: a framework object, not a method of self.
            guard call.callee.base == .selfKeyword || (call.callee.base == .name && name.first?.isUppercase == false) else { return nil }
            receiverType = selfType
        } else {
            guard let found = self.holder(of: names.dropLast()[...], base: call.callee.base, file: file, member: member, selfType: selfType),
                  let type = found.type else { return nil }
            receiverType = type
            holder = found
        }
        let method = names.count == 1 && holder != nil ? "init" : name
        guard let (stored, parameter) = storingMethod(method, in: receiverType, call: call, outline: outline, label: label,
                                                      isTrailing: isTrailing)
        else { return nil }
        let keeper = "'\(index.ownerTypeName(ofMember: stored) ?? receiverType).\(method)'"
        guard let holder else {
            return ClosureStorage(kind: .argument, keeperDescription: keeper, ownerDescription: nil, isKeptBySelf: true,
                                  holderName: nil, property: nil,
                                  keeperProperty: propertyKeepingParameter(parameter, of: stored, selfType: selfType))
        }
        return ClosureStorage(kind: .argument, keeperDescription: keeper, ownerDescription: holder.ownerDescription(selfType),
                              isKeptBySelf: holder.isKeptBySelf, holderName: holder.capturableName, property: nil,
                              keeperProperty: propertyOfSelf(first: names[0], base: call.callee.base, file: file, member: member,
                                                             selfType: selfType))
    }

    /// Whether a construction is assigned to a strong property of self, directly or through a local.
    private mutating func constructionIsStoredBySelf(_ call: Int32, file: Int, member: Int32, selfType: String) -> Bool {
        let outline = index.files[file].outline
        let elements = bodies.elements(of: member, in: file, index)
        for assignment in elements.assignments.lazy.map({ outline.assignments[Int($0)] }) where assignment.value.call == call {
            guard assignment.target.count == 1, let property = outline.lastName(assignment.target) else { continue }
            return strongProperty(property, in: selfType)?.isStrong == true
        }
        for local in outline.locals where local.owner == member && local.value?.call == call {
            guard let symbol = outline.symbols(local.names).first else { return false }
            return isStoredBySelf(outline.name(symbol), file: file, member: member, selfType: selfType)
        }
        return false
    }

    /// `name` when a chain starting with it starts at a strong property of self (`connection`, `self.connection`).
    private func propertyOfSelf(first name: String, base: ChainBase, file: Int, member: Int32, selfType: String) -> String? {
        guard base == .selfKeyword || (base == .name && !isLocal(name, file: file, member: member)),
              strongProperty(name, in: selfType)?.isStrong == true else { return nil }
        return name
    }

    /// The property of self through which method `ref` keeps its closure parameter on another
    /// object (`connection` in `connection.onClose = handler`).
    private mutating func propertyKeepingParameter(_ parameter: String, of ref: ElementRef, selfType: String) -> String? {
        let file = Int(ref.file)
        let outline = index.files[file].outline
        for assignment in bodies.elements(of: ref.index, in: file, index).assignments.lazy.map({ outline.assignments[Int($0)] })
        where assignment.target.count >= 2 && index.singleName(assignment.value, in: file) == parameter {
            guard let first = outline.elements(assignment.target).first, first.kind == .name else { continue }
            return propertyOfSelf(first: outline.name(first.name), base: assignment.target.base, file: file, member: ref.index,
                                  selfType: selfType)
        }
        return nil
    }

    /// The project method that `call` runs on `type` and that stores the closure argument, if any,
    /// with the parameter that receives it.
    private mutating func storingMethod(_ name: String, in type: String, call: Call, outline: Outline, label: Symbol,
                                        isTrailing: Bool) -> (ElementRef, String)? {
        let labels = outline.argumentLabels(of: call)
        for typeName in implementations(of: type) {
            for ref in members(name, in: typeName, index) {
                let method = index.member(ref)
                guard method.kind == .function || method.kind == .initializer, method.body != nil,
                      RIBsNavigation.labels(labels, fit: method.parameters) || isTrailing else { continue }
                let parameter = isTrailing
                    ? method.parameters.last { $0.type?.isFunction == true }
                    : method.parameters.first { ($0.label ?? "") == (label.isNone ? "" : outline.name(label)) }
                guard let parameter, storesParameter(parameter.name, of: ref, depth: 0) else { continue }
                return (ref, parameter.name)
            }
        }
        return nil
    }

    /// The type itself, and for a protocol its conforming types when they are few enough to say
    /// something (a protocol that half the project adopts says nothing).
    private mutating func implementations(of type: String) -> [String] {
        if let known = implementationTable[type] { return known }
        var result = [type]
        if index.kind(ofType: type) == .protocol {
            // Test doubles never stand in for the app's objects.
            let subtypes = index.subtypes(of: type).filter { !index.isTestType($0) }
            if subtypes.count <= 8 { result += subtypes }
        }
        implementationTable[type] = result
        return result
    }

    /// Whether the body of method `ref` keeps its parameter `name`: assigns it to a property or a
    /// dictionary entry, appends or inserts it (alone or inside a new value), or hands it to a
    /// method of its own type that does.
    private mutating func storesParameter(_ name: String, of ref: ElementRef, depth: Int) -> Bool {
        if let known = storingParameters[ref] { return known.contains(name) }
        storingParameters[ref] = [] // a recursive call in progress stores nothing
        let file = Int(ref.file)
        let outline = index.files[file].outline
        let method = index.member(ref)
        var stored: Set<String> = []
        for parameter in method.parameters where parameter.type?.isFunction == true {
            if parameterIsStored(parameter.name, file: file, member: ref.index, outline: outline, depth: depth) { stored.insert(parameter.name) }
        }
        storingParameters[ref] = stored
        return stored.contains(name)
    }

    private mutating func parameterIsStored(_ name: String, file: Int, member: Int32, outline: Outline, depth: Int) -> Bool {
        // The parameter's name as interned in the file: compared as a symbol, an argument costs no string.
        let symbol = outline.symbol(name)
        // A value built around the parameter (`PendingPop(…, onNavigationBack: onNavigationBack)`).
        var carriers: [ByteRange] = []
        let elements = bodies.elements(of: member, in: file, index)
        for call in elements.calls.lazy.map({ outline.calls[Int($0)] }) {
            guard let symbol, outline.arguments(of: call).contains(where: { outline.isSingleName($0.value, symbol) }) else { continue }
            let called = outline.name(of: call)
            switch called {
            case "append", "insert", "updateValue", "setValue", "set": return true
            default: break
            }
            if let first = called.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") { carriers.append(call.range) }
            // Handed on to another method of the same type (whose name is only looked up here: the
            // storing-method scan never follows a hand-on).
            if depth < ClosureStorageFinder.maximumHandOns, call.callee.count == 1, let owner = index.ownerTypeName(file: file, member: member),
               let next = members(called, in: owner, index).first(where: { index.member($0).body != nil && index.member($0).kind == .function }),
               let parameter = outlineParameter(of: call, outline: outline, named: name, in: index.member(next)),
               storesParameter(parameter, of: next, depth: depth + 1) {
                return true
            }
        }
        for assignment in elements.assignments.lazy.map({ outline.assignments[Int($0)] }) {
            let isValue = symbol.map { outline.isSingleName(assignment.value, $0) } == true
                || carriers.contains { assignment.value.range.contains($0) }
            guard isValue, let target = outline.elements(assignment.target).first, target.kind == .name else { continue }
            if assignment.target.base == .selfKeyword || !isLocal(outline.name(target.name), file: file, member: member) { return true }
        }
        for call in elements.calls.lazy.map({ outline.calls[Int($0)] }) where ClosureStorageFinder.isInsertion(outline.name(of: call)) {
            if outline.arguments(of: call).contains(where: { argument in carriers.contains { argument.value.range.contains($0) } }) {
                return true
            }
        }
        return false
    }

    /// `append`, `insert`, `updateValue`: a call that adds its argument to a collection.
    private static func isInsertion(_ name: String) -> Bool {
        switch name {
        case "append", "insert", "updateValue": return true
        default: return false
        }
    }

    /// The parameter of `method` that the argument `name` of `call` binds to.
    private func outlineParameter(of call: Call, outline: Outline, named name: String, in method: Member) -> String? {
        let arguments = outline.arguments(of: call)
        guard let position = arguments.firstIndex(where: { $0.value.kind == .chain && outline.names($0.value.chain) == [name] }) else {
            return nil
        }
        let label = arguments[position].label.isNone ? nil : outline.name(arguments[position].label)
        return method.parameters.first { $0.label == label }?.name
    }

    // MARK: Subscriptions

    /// A closure given to a subscription, or to an operator of its chain, whose disposable self
    /// keeps: `.disposed(by: disposeBag)`, `.store(in: &cancellables)`, `bag.insert(…)`, or a property.
    private mutating func subscriptionStorage(call position: Int32, file: Int, member: Int32, selfType: String) -> ClosureStorage? {
        let outline = index.files[file].outline
        var current = position
        var steps = 0
        while !ClosureStorageFinder.subscriberNames.contains(outline.name(of: outline.calls[Int(current)])) {
            guard steps < 16, let next = consumer(of: current, in: file) else { return nil }
            current = next
            steps += 1
        }
        let subscription = current
        guard !isOneShot(subscription, file: file, member: member) else { return nil }
        var chainCalls: Set<Int32> = [subscription]
        while let next = consumer(of: current, in: file) {
            let call = outline.calls[Int(next)]
            let called = outline.name(of: call)
            if (called == "disposed" || called == "store"), let bag = outline.arguments(of: call).first?.value {
                guard bag.kind == .chain, bag.call < 0 else { return nil }
                return ownBag(bag.chain, file: file, member: member, selfType: selfType)
            }
            chainCalls.insert(next)
            current = next
        }
        let elements = bodies.elements(of: member, in: file, index)
        for assignment in elements.assignments.lazy.map({ outline.assignments[Int($0)] }) where chainCalls.contains(assignment.value.call) {
            return ownBag(assignment.target, file: file, member: member, selfType: selfType)
        }
        for call in elements.calls.lazy.map({ outline.calls[Int($0)] }) where outline.name(of: call) == "insert" && call.callee.count == 2 {
            guard outline.arguments(of: call).contains(where: { chainCalls.contains($0.value.call) }) else { continue }
            var receiver = call.callee
            receiver.end -= 1
            return ownBag(receiver, file: file, member: member, selfType: selfType)
        }
        return nil
    }

    static let subscriberNames: Set<String> = ["subscribe", "sink", "bind", "drive", "emit", "assign"]

    /// The call that uses call `position` as its receiver.
    private mutating func consumer(of position: Int32, in file: Int) -> Int32? {
        if let table = consumers[file] { return table[position] }
        var table: [Int32: Int32] = [:]
        for (index, call) in self.index.files[file].outline.calls.enumerated() where call.receiverCall >= 0 {
            table[call.receiverCall] = Int32(index)
        }
        consumers[file] = table
        return table[position]
    }

    /// The storage when `bag` is self's own: `disposeBag`, `self.cancellables`, `rx.disposeBag`.
    private mutating func ownBag(_ bag: Chain, file: Int, member: Int32, selfType: String) -> ClosureStorage? {
        let outline = index.files[file].outline
        guard bag.base == .name || bag.base == .selfKeyword, outline.elements(bag).allSatisfy({ $0.kind == .name }) else { return nil }
        let names = outline.names(bag)
        guard let name = names.last, names.count == 1 || names == ["rx", "disposeBag"] else { return nil }
        if bag.base == .name && names.count == 1 && isLocal(name, file: file, member: member) { return nil }
        if let property = strongProperty(name, in: selfType), !property.isStrong { return nil }
        guard !isClearedWhenDone(name, in: selfType) else { return nil }
        return ClosureStorage(kind: .subscription, keeperDescription: "'\(selfType).\(name)'", ownerDescription: nil,
                              isKeptBySelf: true, holderName: nil, property: nil)
    }

    /// Whether self empties or cancels the bag when its work ends (`willResignActive`, `stop()`,
    /// `finish()`…), which breaks the cycle as RIBs' `disposeOnDeactivate` does.
    private mutating func isClearedWhenDone(_ bag: String, in type: String) -> Bool {
        let key = type + "." + bag
        if let known = clearedBags[key] { return known }
        var answer = false
        search: for typeName in [type] + index.ancestors(of: type) where index.isProjectType(typeName) {
            for ref in index.members(of: typeName) where ClosureStorageFinder.endingMethods.contains(index.member(ref).name) {
                let outline = index.files[Int(ref.file)].outline
                let clears = outline.assignments.contains { $0.owner == ref.index && outline.lastName($0.target) == bag }
                    || outline.calls.contains { call in
                        call.owner == ref.index && call.callee.count == 2 && outline.names(call.callee).first == bag
                            && ["removeAll", "forEach", "cancel", "dispose"].contains(outline.name(of: call))
                    }
                if clears {
                    answer = true
                    break search
                }
            }
        }
        clearedBags[key] = answer
        return answer
    }

    static let endingMethods: Set<String> = [
        "willResignActive", "deactivate", "stop", "finish", "end", "close", "tearDown", "invalidate", "cleanUp", "cleanup", "dispose",
    ]

    /// Whether the sequence a subscription observes ends by itself after one value: a `Single`,
    /// `Maybe`, `Completable`, `Future` or `Just`, a `take(n)`, `first()` or `prefix(n)`, a network
    /// data task (also behind the project's own API methods, followed a few calls deep), or a
    /// subscription that only handles success and completion.
    private mutating func isOneShot(_ subscription: Int32, file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        let call = outline.calls[Int(subscription)]
        let labels = outline.arguments(of: call).map { outline.name($0.label) }
        if !labels.isEmpty, labels.allSatisfy({ ["onSuccess", "onCompleted", "onError", "onFailure", "onDisposed"].contains($0) }) {
            return true
        }
        return isOneShot(call.callee, file: file, member: member, depth: 0)
    }

    private mutating func isOneShot(_ chain: Chain, file: Int, member: Int32, depth: Int) -> Bool {
        let outline = index.files[file].outline
        let elements = outline.elements(chain)
        for element in elements where element.kind == .name && ClosureStorageFinder.oneShotNames.contains(outline.name(element.name)) {
            return true
        }
        for element in elements where element.kind == .call && element.call >= 0 {
            let operatorCall = outline.calls[Int(element.call)]
            let name = outline.name(of: operatorCall)
            if (name == "take" || name == "prefix"), let first = outline.arguments(of: operatorCall).first,
               first.label.isNone, first.value.kind == .number {
                return true
            }
        }
        // The declared type of the observed value: a property or a method result.
        var type: String?
        for count in 1..<max(1, elements.count) {
            if let resolved = index.typeName(of: chain, count: count, in: file, owner: member) { type = resolved } else if type != nil { break }
        }
        if let type, ClosureStorageFinder.oneShotTypes.contains(type) { return true }
        guard depth < 3 else { return false }
        let methods = firstMethods(of: chain, file: file, member: member)
        // A requirement declared one-shot binds every implementation; otherwise each one must be.
        if methods.contains(where: { index.member($0).body == nil && returnsOneShot($0, depth: depth + 1) }) { return true }
        let implemented = methods.filter { index.member($0).body != nil }
        return !implemented.isEmpty && implemented.allSatisfy { returnsOneShot($0, depth: depth + 1) }
    }

    /// Whether a type-erased chain is one-shot by what it is built from: a one-shot source (`Future
    /// { … }`, `Deferred { Future { … } }`, a project function declared `-> Future`), followed only
    /// by operators that end when their upstream does after at most one value.
    private mutating func isErasedOneShot(_ chain: Chain, file: Int, member: Int32, depth: Int) -> Bool {
        let outline = index.files[file].outline
        let elements = Array(outline.elements(chain))
        guard let source = elements.firstIndex(where: { $0.kind == .call }), source >= 1, elements[source - 1].kind == .name,
              elements[source].call >= 0 else { return false }
        var position = source + 1
        var isEnded = false // by `first()` or `prefix(n)`, whatever comes before
        while position < elements.count {
            guard position + 1 < elements.count, elements[position].kind == .name, elements[position + 1].kind == .call,
                  elements[position + 1].call >= 0 else { return false }
            let name = outline.name(elements[position].name)
            let call = outline.calls[Int(elements[position + 1].call)]
            let first = outline.arguments(of: call).first
            if name == "first" && first == nil || ["prefix", "take"].contains(name) && first?.value.kind == .number {
                isEnded = true
            } else if name == "catch" {
                guard closureReturns(of: call, file: file, allSatisfy: { chain in
                    outline.elements(chain).first.map { $0.kind == .name && ["Just", "Empty"].contains(outline.name($0.name)) } ?? false
                }) else { return false }
            } else if name == "flatMap" {
                // One value in, one one-shot publisher out: `.flatMap { $0.isValid ? .just(x) : .fail(e) }`.
                guard depth < 3, closureReturns(of: call, file: file, allSatisfy: { chain in
                    isSingleValue(chain, outline) || isErasedOneShot(chain, file: file, member: member, depth: depth + 1)
                }) else { return false }
            } else if !ClosureStorageFinder.oneShotKeepingOperators.contains(name) {
                return false
            }
            position += 2
        }
        if isEnded { return true }
        if ["Just", "Fail", "Empty"].contains(outline.name(elements[source - 1].name)) && source == 1 { return true }
        let sourceCall = outline.calls[Int(elements[source].call)]
        if outline.name(elements[source - 1].name) == "Deferred" {
            return depth < 3 && closureReturns(of: sourceCall, file: file, allSatisfy: {
                isErasedOneShot($0, file: file, member: member, depth: depth + 1)
            })
        }
        let prefix = Chain(base: chain.base, start: chain.start, end: chain.start + Int32(source) + 1)
        return isOneShot(prefix, file: file, member: member, depth: depth)
    }

    /// `Just(x)`, `Fail(error: e)`, `Empty()`, `.just(x)`, `.fail(e)`, `.empty()`: a publisher of at
    /// most one value.
    private func isSingleValue(_ chain: Chain, _ outline: Outline) -> Bool {
        let elements = Array(outline.elements(chain))
        guard elements.count == 2, elements[0].kind == .name, elements[1].kind == .call else { return false }
        let name = outline.name(elements[0].name)
        return chain.base == .implicitMember ? ["just", "fail", "empty"].contains(name) : ["Just", "Fail", "Empty"].contains(name)
    }

    /// Whether the closure argument of `call` returns something, and every value it returns passes `test`.
    private func closureReturns(of call: Call, file: Int, allSatisfy test: (Chain) -> Bool) -> Bool {
        let outline = index.files[file].outline
        guard let closure = outline.arguments(of: call).last(where: { $0.value.kind == .closure })?.value.closure, closure >= 0 else {
            return false
        }
        let returned = outline.returns.filter { $0.closure == closure }
        return !returned.isEmpty && returned.allSatisfy { $0.value.kind == .chain && test($0.value.chain) }
    }

    static let oneShotKeepingOperators: Set<String> = [
        "map", "tryMap", "compactMap", "mapError", "replaceError", "setFailureType", "decode", "receive", "subscribe", "retry",
        "handleEvents", "eraseToAnyPublisher",
    ]

    /// Whether a project method's declared type or returned chain is a one-shot sequence.
    private mutating func returnsOneShot(_ ref: ElementRef, depth: Int) -> Bool {
        if let known = oneShotMethods[ref] { return known }
        oneShotMethods[ref] = false // a recursive call in progress is not proof
        let method = index.member(ref)
        var answer = method.type.map { ClosureStorageFinder.oneShotTypes.contains($0.nominalName) } ?? false
        let file = Int(ref.file)
        let outline = index.files[file].outline
        let returned = outline.returns.filter { $0.owner == ref.index && $0.closure < 0 }
        if !answer, method.type?.nominalName == "AnyPublisher" {
            // The erased type says nothing: every value returned must be built one-shot.
            answer = !returned.isEmpty && returned.allSatisfy {
                $0.value.kind == .chain && isErasedOneShot($0.value.chain, file: file, member: ref.index, depth: depth)
            }
        } else if !answer {
            answer = returned.contains { $0.value.kind == .chain && isOneShot($0.value.chain, file: file, member: ref.index, depth: depth) }
        }
        oneShotMethods[ref] = answer
        return answer
    }

    /// The project methods the first call of a chain may run: `api.fetch()`, `fetch()`, `Service.fetch()`.
    private mutating func firstMethods(of chain: Chain, file: Int, member: Int32) -> [ElementRef] {
        let outline = index.files[file].outline
        let elements = Array(outline.elements(chain))
        guard let position = elements.firstIndex(where: { $0.kind == .call }), position >= 1,
              elements[position - 1].kind == .name else { return [] }
        let name = outline.name(elements[position - 1].name)
        let receiverCount = position - 1
        var type: String?
        if receiverCount == 0 {
            type = chain.base == .name || chain.base == .selfKeyword ? index.ownerTypeName(file: file, member: member) : nil
        } else if chain.base == .name, elements[..<receiverCount].allSatisfy({ $0.kind == .name && outline.name($0.name).first?.isUppercase == true }) {
            type = outline.name(elements[receiverCount - 1].name)
        } else {
            type = index.typeName(of: chain, count: receiverCount, in: file, owner: member)
        }
        var found: [ElementRef] = []
        if let type, index.isProjectType(type) {
            found = implementations(of: type).flatMap { members(name, in: $0, index) }
        }
        if found.isEmpty && receiverCount == 0 && chain.base == .name { found = topLevelFunctions[name] ?? [] }
        return found.filter {
            let method = index.member($0)
            return method.kind == .function && (method.body != nil || method.type != nil)
        }
    }

    /// The project's top-level functions by name (`func wrapAsync<T>(…) -> Future<T, Error>`).
    private lazy var topLevelFunctions: [String: [ElementRef]] = {
        var table: [String: [ElementRef]] = [:]
        for file in index.files.indices {
            let members = index.files[file].outline.members
            for position in members.indices where members[position].owner < 0 && members[position].kind == .function {
                table[members[position].name, default: []].append(ElementRef(file: Int32(file), index: Int32(position)))
            }
        }
        return table
    }()

    static let oneShotNames: Set<String> = [
        "first", "asSingle", "asMaybe", "asCompletable", "dataTaskPublisher", "Just", "Future", "Single", "Maybe", "Completable",
    ]
    static let oneShotTypes: Set<String> = ["Single", "Maybe", "Completable", "Future", "Just", "PrimitiveSequence"]

    // MARK: Captures

    /// What the closure captures strongly among self (when `includingSelf`) and its keeper's local.
    /// A closure whose parameter is named `self` (`subscribe(with: self) { \`self\`, value in … }`)
    /// receives the object instead of capturing it. Implicit member use needs `[self]` in an
    /// escaping closure, which is a strong capture of self.
    func strongCaptures(of closure: Int32, in file: Int, holderName: String?, includingSelf: Bool) -> [String] {
        let outline = index.files[file].outline
        let literal = outline.closures[Int(closure)]
        var result: [String] = []
        let captures = outline.captures(of: literal)
        if includingSelf && capturesSelfStrongly(literal, outline) { result.append("self") }
        if let holderName {
            let free = outline.names(literal.freeNames).contains(holderName)
            let strongCapture = captures.contains { $0.kind == .strong && outline.name($0.name) == holderName && $0.value == nil }
            if free || strongCapture { result.append(holderName) }
        }
        return result
    }

    /// Whether a closure keeps `self` strongly: `[self]`, or `self` used (also in a nested closure)
    /// without a weak or unowned capture, unless a parameter is named `self`.
    private func capturesSelfStrongly(_ closure: Closure, _ outline: Outline) -> Bool {
        if let selfCapture = outline.captures(of: closure).first(where: { outline.name($0.name) == "self" && $0.value == nil }) {
            return selfCapture.kind == .strong
        }
        guard closure.firstSelfReference != nil, !outline.names(closure.parameters).contains("self") else { return false }
        // Without a capture list, a closure captures `self` as the enclosing closure holds it: the
        // weak reference of an outer `[weak self]`, unless the outer closure made it strong again
        // (`guard let self`, `if let self = self`) before this closure.
        var enclosing = closure.closure
        while enclosing >= 0, outline.closures.indices.contains(Int(enclosing)) {
            let outer = outline.closures[Int(enclosing)]
            if let selfCapture = outline.captures(of: outer).first(where: { outline.name($0.name) == "self" && $0.value == nil }) {
                guard selfCapture.kind != .strong else { return true }
                return outline.locals.contains { local in
                    outer.range.contains(local.range) && local.range.start < closure.range.start
                        && outline.names(local.names).contains("self")
                }
            }
            enclosing = outer.closure
        }
        return true
    }

    /// Whether the keeper's own code sets the closure's property to nil (`let finish = reportFinish;
    /// reportFinish = nil; finish?()`): a callback run once and then dropped, which ends the cycle.
    func isConsumedOnce(_ storage: ClosureStorage) -> Bool {
        guard storage.kind == .property, let property = storage.property, let keeper = storage.keeperType else { return false }
        for type in [keeper] + index.ancestors(of: keeper) {
            for ref in index.declarations(ofType: type) {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                let clears = outline.assignments.contains { assignment in
                    assignment.op == .assign && assignment.value.kind == .nil && assignment.target.count == 1
                        && (assignment.target.base == .name || assignment.target.base == .selfKeyword)
                        && outline.lastName(assignment.target) == property
                        && index.ownerTypeName(file: file, member: assignment.owner) == type
                }
                if clears { return true }
            }
        }
        return false
    }

    /// Whether the closure (or a closure inside it) replaces self's property `property`, or sets it
    /// to nil: when it runs, self lets go of the object that keeps the closure.
    func releases(_ property: String?, closure: Int32, in file: Int) -> Bool {
        guard let property else { return false }
        let outline = index.files[file].outline
        let range = outline.closures[Int(closure)].range
        return outline.assignments.contains { assignment in
            assignment.op == .assign && range.contains(assignment.range) && assignment.target.count == 1
                && (assignment.target.base == .selfKeyword || assignment.target.base == .name)
                && outline.lastName(assignment.target) == property
        }
    }

    /// Whether the closure (or a closure inside it) sets the property it is stored in to nil.
    func clearsItself(_ closure: Int32, in file: Int, property: String?) -> Bool {
        guard let property else { return false }
        let outline = index.files[file].outline
        let range = outline.closures[Int(closure)].range
        return outline.assignments.contains { assignment in
            assignment.value.kind == .nil && range.contains(assignment.range) && outline.lastName(assignment.target) == property
        }
    }
}
