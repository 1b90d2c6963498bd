import NavLintIndex
import NavLintSyntax

/// A release found by `ReleaseFinder`, described for a message: `'detachChild' in 'HomeRouter.routeBack'`.
struct Release: Hashable {
    var description: String
    /// Found only by a name that says it ends a screen, not by code that releases.
    var isByName: Bool
}

/// Follows calls through the project to decide whether running some code releases a child: a
/// `detachChild`, a `deactivate()`, a removal from a child collection (`childCoordinators`,
/// `children`…), a relay named for the end of a screen (`detachAction.accept(())`), or, when no body
/// is in the project, a method whose name says it ends the screen (`detach…`, `didPop…`,
/// `didClose…`, `didFinish…`, `didTapBack…`, `…DidFinish`, `removeChild…`).
///
/// Calls are followed through the type they are called on (a listener protocol leads to its
/// implementations, a closure property to the closures assigned to it), at most `maximumDepth`
/// bodies deep. Only code that runs when the body runs counts: calls in closures stored for later
/// (a subscription, a button action) do not. A finder remembers each method's answer at each
/// depth, an answer that depends on nothing else (a call always goes one depth further), so the
/// rules share one finder per run, the `SemanticModel`'s.
final class ReleaseFinder {
    let index: ProjectIndex
    static let maximumDepth = 6

    /// Answers by method or closure and the depth it was reached at. The depth bounds every
    /// search (calls that call each other included), and remembering each (code, depth) answer
    /// keeps the work polynomial: without it a project whose methods call many others explores
    /// every path up to the depth limit.
    private var memo: [MemoKey: Release?] = [:]
    /// How many times a method's or closure's code was looked at: at most once per depth.
    private(set) var evaluations = 0

    private struct MemoKey: Hashable {
        var file: Int32
        var member: Int32
        var closure: Int32
        var depth: Int32
    }
    private var families: [String: [String]] = [:]
    /// The closures subscribed to each relay property, by the relay's type and name (`ReleaseFinder+Relays.swift`).
    var relaySubscribers: [String: [(file: Int, closure: Int32)]] = [:]
    var relaySubscriptionTable: [String: [ElementRef]]?

    init(index: ProjectIndex) { self.index = index }

    /// What running call `callIndex` of `file` releases, if anything.
    func release(reachedByCall callIndex: Int, in file: Int, depth: Int = 0) -> Release? {
        let call = index.files[file].outline.calls[callIndex]
        return release(ofCall: call, in: file, depth: depth) ?? releaseByReferenceArgument(of: call, in: file, depth: depth)
    }

    /// What calls `callIndices` of `file` release, preferring code that releases over a name that says so.
    func release(reachedByCalls callIndices: some Sequence<Int>, in file: Int, depth: Int = 0) -> Release? {
        var byName: Release?
        for callIndex in callIndices {
            guard let found = release(reachedByCall: callIndex, in: file, depth: depth) else { continue }
            if !found.isByName { return found }
            byName = byName ?? found
        }
        return byName
    }

    /// What the code of closure `closure` of `file` releases when the closure runs.
    func release(reachedByClosure closure: Int32, in file: Int, depth: Int = 0) -> Release? {
        let owner = index.files[file].outline.closures[Int(closure)].owner
        return release(inCodeOf: owner, closure: closure, in: file, depth: depth)
    }

    /// What calling a method reference (`perform: state.onDisappear`) releases.
    func release(reachedByReference chain: Chain, in file: Int, owner: Int32, depth: Int = 0) -> Release? {
        guard let name = index.files[file].outline.lastName(chain) else { return nil }
        return follow(name, receiver: chain, receiverCount: chain.count - 1, in: file, owner: owner, depth: depth)
    }

    /// What the body of method `ref` releases when it runs.
    func release(reachedByBodyOf ref: ElementRef, depth: Int) -> Release? {
        release(inCodeOf: ref.index, closure: -1, in: Int(ref.file), depth: depth)
    }

    /// Whether code in `closure` runs whenever code in `root` runs: every closure in between is
    /// called at once (`forEach`, `DispatchQueue.main.async`, `UIView.animate`…), not stored.
    func runs(_ closure: Int32, with root: Int32, in outline: Outline) -> Bool {
        var current = closure
        while current != root {
            guard current >= 0 else { return false }
            let enclosing = outline.closures[Int(current)]
            guard case .argument(let call, _, _) = enclosing.context, call >= 0,
                  ReleaseFinder.immediateCallers.contains(outline.name(of: outline.calls[Int(call)])) else { return false }
            current = enclosing.closure
        }
        return true
    }

    // MARK: Code

    private func release(inCodeOf owner: Int32, closure root: Int32, in file: Int, depth: Int) -> Release? {
        let key = MemoKey(file: Int32(file), member: owner, closure: root, depth: Int32(depth))
        if let known = memo[key] { return known }
        // Reaching the same code again deeper down the same path finds nothing new.
        memo[key] = .some(nil)
        let found = computeRelease(inCodeOf: owner, closure: root, in: file, depth: depth)
        memo[key] = found
        return found
    }

    private func computeRelease(inCodeOf owner: Int32, closure root: Int32, in file: Int, depth: Int) -> Release? {
        evaluations += 1
        let outline = index.files[file].outline
        let calls = index.callPositions(ownedBy: owner, in: file).lazy.filter { self.runs(outline.calls[$0].closure, with: root, in: outline) }
        let found = release(reachedByCalls: calls, in: file, depth: depth)
        if let found, !found.isByName { return found }
        for assignment in index.assignmentPositions(ownedBy: owner, in: file).map({ outline.assignments[$0] })
        where runs(assignment.closure, with: root, in: outline) {
            if let collection = removedChildCollection(by: assignment, in: outline) {
                return Release(description: "'\(collection)'" + place(file: file, member: owner, depth: depth), isByName: false)
            }
        }
        return found
    }

    private func release(ofCall call: Call, in file: Int, depth: Int) -> Release? {
        let outline = index.files[file].outline
        let name = outline.name(of: call)
        guard !name.isEmpty, call.callee.base != .superKeyword else { return nil }
        let elements = outline.elements(call.callee)
        if name == "detachChild" || (name == "deactivate" && call.argumentStart == call.argumentEnd
                                     && deactivatesInteractor(call.callee, count: elements.count - 1, in: file, owner: call.owner)
                                     && !isReactivated(call, in: file)) {
            return Release(description: "'\(name)'" + place(file: file, member: call.owner, depth: depth), isByName: false)
        }
        if elements.count >= 2, elements[elements.endIndex - 2].kind == .name {
            let receiver = outline.name(elements[elements.endIndex - 2].name)
            if ReleaseFinder.removalNames.contains(name) && ReleaseFinder.isChildCollection(receiver) {
                return Release(description: "'\(receiver).\(name)'" + place(file: file, member: call.owner, depth: depth), isByName: false)
            }
            if ReleaseFinder.emissionNames.contains(name) && ReleaseFinder.isEndingName(receiver) {
                return Release(description: "'\(receiver)'", isByName: true)
            }
            if ReleaseFinder.emissionNames.contains(name), depth < ReleaseFinder.maximumDepth,
               let found = releaseBySubscribers(ofRelay: receiver, chain: call.callee, count: elements.count - 2, in: file, owner: call.owner, depth: depth) {
                return found
            }
        }
        if isGivenItsOwnReceiver(call, in: outline) { return nil }
        return follow(name, receiver: call.callee, receiverCount: elements.count - 1, in: file, owner: call.owner, closure: call.closure, depth: depth)
    }

    /// `coordinator.didFinish(coordinator: coordinator)`: an object asked to remove itself from its
    /// own children, where it never is, releases nothing.
    private func isGivenItsOwnReceiver(_ call: Call, in outline: Outline) -> Bool {
        let arguments = outline.arguments(of: call)
        guard arguments.count == 1, let argument = arguments.first, argument.value.kind == .chain, argument.value.call < 0,
              call.callee.count >= 2, argument.value.chain.base == call.callee.base else { return false }
        let receiver = outline.names(call.callee).dropLast()
        return !receiver.isEmpty && Array(outline.names(argument.value.chain)) == Array(receiver)
    }

    /// `interactor.deactivate()`, `router.interactable.deactivate()`: a RIBs interactor, not a camera
    /// session or a keyboard shortcut.
    private func deactivatesInteractor(_ callee: Chain, count: Int, in file: Int, owner: Int32) -> Bool {
        let outline = index.files[file].outline
        let elements = outline.elements(callee)
        if count > 0, let receiver = elements.dropLast().last, receiver.kind == .name {
            let name = outline.name(receiver.name)
            if name.hasPrefix("interact") || name.hasSuffix("Interactor") || name.hasSuffix("Interactable") { return true }
        }
        guard let type = receiverType(callee, count: count, in: file, owner: owner) else { return false }
        return index.roles(of: type).contains(.interactor)
    }

    /// Whether the type that deactivates an interactor also activates the same one again
    /// (`interactable.activate()` on appear, `interactable.deactivate()` on disappear): a pause,
    /// not a release.
    private func isReactivated(_ deactivation: Call, in file: Int) -> Bool {
        let outline = index.files[file].outline
        guard let activate = outline.symbol("activate"), let type = index.ownerTypeName(file: file, member: deactivation.owner) else { return false }
        let receiver = outline.names(deactivation.callee).dropLast()
        return outline.calls.contains { call in
            call.name == activate && call.owner >= 0 && outline.names(call.callee).dropLast() == receiver
                && index.ownerTypeName(file: file, member: call.owner) == type
        }
    }

    /// `children.forEach(detachChild)`: a release passed as a function.
    private func releaseByReferenceArgument(of call: Call, in file: Int, depth: Int) -> Release? {
        let outline = index.files[file].outline
        for argument in outline.arguments(of: call) where argument.value.kind == .chain && argument.value.call < 0 {
            if outline.lastName(argument.value.chain) == "detachChild" {
                return Release(description: "'detachChild'" + place(file: file, member: call.owner, depth: depth), isByName: false)
            }
        }
        return nil
    }

    /// `childCoordinators[key] = nil`, `children = []`, `childCoordinators = childCoordinators.filter { … }`.
    private func removedChildCollection(by assignment: Assignment, in outline: Outline) -> String? {
        guard assignment.op == .assign else { return nil }
        let elements = outline.elements(assignment.target)
        guard let last = elements.last else { return nil }
        if last.kind == .subscript, assignment.value.kind == .nil, elements.count >= 2,
           elements[elements.endIndex - 2].kind == .name {
            let name = outline.name(elements[elements.endIndex - 2].name)
            return ReleaseFinder.isChildCollection(name) ? name : nil
        }
        guard last.kind == .name else { return nil }
        let name = outline.name(last.name)
        guard ReleaseFinder.isChildCollection(name) else { return nil }
        switch assignment.value.kind {
        case .array, .dictionary: return name
        case .chain: return outline.elements(assignment.value.chain).first?.name == last.name ? name : nil
        default: return nil
        }
    }

    // MARK: Following calls

    /// Follows a call into the bodies it can run: the methods named `name` of its receiver's type
    /// (`self`'s for an unqualified call) and of the types that implement or inherit it, or the
    /// closures assigned to a closure property of that name.
    private func follow(_ name: String, receiver chain: Chain, receiverCount: Int, in file: Int, owner: Int32, closure: Int32 = -1, depth: Int) -> Release? {
        var bodies: [ElementRef] = []
        var hasClosureProperty = false
        var receiverFamily: Set<String> = []
        if let type = receiverType(chain, count: receiverCount, in: file, owner: owner, closure: closure) {
            receiverFamily = Set(family(of: type) + index.ancestors(of: type))
            for member in family(of: type) {
                for ref in index.lookupMember(name, in: member) where !bodies.contains(ref) {
                    let declaration = index.member(ref)
                    if declaration.kind == .function && declaration.body != nil { bodies.append(ref) }
                    if declaration.kind == .property { hasClosureProperty = true }
                }
            }
        }
        // A receiver of unknown type is not followed: by name alone, `loader.refresh()` would
        // reach every project method called `refresh()`. Only a name that says it ends the screen counts.
        let closures = hasClosureProperty && bodies.isEmpty ? assignedClosures(name, on: receiverFamily) : []
        let byName = ReleaseFinder.isEndingName(name) ? Release(description: "'\(name)'", isByName: true) : nil
        guard !bodies.isEmpty || !closures.isEmpty else { return byName }
        guard depth < ReleaseFinder.maximumDepth else { return byName }
        var foundByName: Release?
        for body in bodies {
            guard let found = release(reachedByBodyOf: body, depth: depth + 1) else { continue }
            if !found.isByName { return found }
            foundByName = foundByName ?? found
        }
        for (closureFile, closure) in closures {
            guard let found = release(reachedByClosure: closure, in: closureFile, depth: depth + 1) else { continue }
            if !found.isByName { return found }
            foundByName = foundByName ?? found
        }
        return foundByName
    }

    /// The type a call's receiver has; `self`'s type for an unqualified call.
    func receiverType(_ chain: Chain, count: Int, in file: Int, owner: Int32, closure: Int32 = -1) -> String? {
        if count == 0 {
            return chain.base == .name || chain.base == .selfKeyword ? index.ownerTypeName(file: file, member: owner) : nil
        }
        if let type = index.typeName(of: chain, count: count, in: file, owner: owner) { return type }
        guard chain.base == .name, let first = index.files[file].outline.elements(chain).first, first.kind == .name,
              let object = objectParameterType(first.name, closure: closure, in: file, owner: owner) else { return nil }
        return count == 1 ? object : index.typeName(of: chain, count: count, in: file, owner: owner, rootType: object)
    }

    /// The type of `owner` in `bind(with: self) { owner, _ in … }` (RxSwift's `subscribe(with:)`,
    /// `drive(with:)`…): the first parameter of a closure given to a call with a `with:` argument
    /// is that argument, weakly held.
    private func objectParameterType(_ name: Symbol, closure: Int32, in file: Int, owner: Int32) -> String? {
        let outline = index.files[file].outline
        var current = closure
        while current >= 0 {
            let enclosing = outline.closures[Int(current)]
            if outline.symbols(enclosing.parameters).first == name, case .argument(let callIndex, _, _) = enclosing.context, callIndex >= 0 {
                let call = outline.calls[Int(callIndex)]
                guard let object = outline.arguments(of: call).first(where: { !$0.label.isNone && outline.name($0.label) == "with" }) else { return nil }
                return index.typeName(of: object.value, in: file, owner: owner)
            }
            current = enclosing.closure
        }
        return nil
    }

    /// A type and the types that implement or inherit it (`lookupMember` adds their ancestors).
    func family(of type: String) -> [String] {
        if let known = families[type] { return known }
        let family = [type] + index.subtypes(of: type)
        families[type] = family
        return family
    }

    /// Closures assigned to property `name` of a type in `types`, or given as its initial value:
    /// another type's `completion` is another closure.
    private func assignedClosures(_ name: String, on types: Set<String>) -> [(Int, Int32)] {
        var result: [(Int, Int32)] = []
        for ref in index.assignments(to: name) {
            let file = Int(ref.file)
            let assignment = index.files[file].outline.assignments[Int(ref.index)]
            guard assignment.value.kind == .closure && assignment.value.closure >= 0 else { continue }
            let count = assignment.target.count - 1
            let owner = count == 0 ? index.ownerTypeName(file: file, member: assignment.owner)
                : index.typeName(of: assignment.target, count: count, in: file, owner: assignment.owner)
            if let owner, types.contains(owner) { result.append((file, assignment.value.closure)) }
        }
        for ref in index.members(named: name) {
            guard let owner = index.ownerTypeName(ofMember: ref), types.contains(owner) else { continue }
            if let initializer = index.member(ref).initializer, initializer.kind == .closure, initializer.closure >= 0 {
                result.append((Int(ref.file), initializer.closure))
            }
        }
        return result
    }

    /// ` in 'Type.method'` for releases found past the first call, so the message says where.
    private func place(file: Int, member: Int32, depth: Int) -> String {
        guard depth > 0, member >= 0 else { return "" }
        let name = index.files[file].outline.members[Int(member)].name
        guard let type = index.ownerTypeName(file: file, member: member) else { return " in '\(name)'" }
        return " in '\(type).\(name)'"
    }

    // MARK: Names

    /// Calls whose closure argument runs before they return, or right after on the main queue.
    static let immediateCallers: Set<String> = [
        "async", "asyncAfter", "sync", "forEach", "map", "compactMap", "flatMap", "filter", "first", "contains",
        "allSatisfy", "reduce", "animate", "performWithoutAnimation", "performBatchUpdates", "run", "perform",
        "removeAll", "withExtendedLifetime", "Task", "dismiss",
    ]
    static let removalNames: Set<String> = [
        "remove", "removeAll", "removeValue", "removeFirst", "removeLast", "removeSubrange", "popLast", "removeObject",
    ]
    static let emissionNames: Set<String> = ["accept", "onNext", "send", "on", "emit"]

    /// `children`, `childCoordinators`, `coordinators`, `childRouters`, `childFlows`.
    static func isChildCollection(_ name: String) -> Bool {
        name == "children" || name == "coordinators" || name.hasSuffix("Coordinators")
            || (name.hasPrefix("child") && (name.hasSuffix("Routers") || name.hasSuffix("Flows")))
    }

    /// A name that says it ends a screen or a flow.
    static func isEndingName(_ name: String) -> Bool {
        for prefix in ["detach", "didPop", "didClose", "didFinish", "didTapBack", "removeChild"] where name.hasPrefix(prefix) {
            return true
        }
        return name.hasSuffix("DidFinish")
    }
}
