import NavLintIndex
import NavLintSyntax

/// Queries shared by several rules.
extension ProjectIndex {
    /// The name of the type whose code holds an element owned by `member` of file `file`, or, for
    /// top-level code, a key naming the file.
    func scopeName(file: Int, member: Int32) -> String {
        ownerTypeName(file: file, member: member) ?? "file " + files[file].path
    }

    /// The names of a chain, skipping call and subscript markers.
    func chainNames(_ chain: Chain, in file: Int) -> [String] {
        files[file].outline.names(chain)
    }

    /// The value a local named `name` is bound to in member `owner`, if it is a simple chain.
    func localValue(named name: String, owner: Int32, in file: Int) -> Expression? {
        let outline = files[file].outline
        for local in outline.locals.reversed() where local.owner == owner && outline.names(local.names).contains(name) {
            return local.value
        }
        return nil
    }
}

// MARK: Types of expressions

extension ProjectIndex {
    /// The type a chain evaluates to, when the declarations say: `self`, locals, parameters and
    /// properties of the enclosing type, then properties and method results along the chain.
    /// `count` limits the chain to its first elements (the receiver of a call).
    func typeName(of chain: Chain, count: Int? = nil, in file: Int, owner: Int32, depth: Int = 0) -> String? {
        let outline = files[file].outline
        let elements = outline.elements(chain).prefix(count ?? chain.count)
        var position = elements.startIndex
        var current: String?
        switch chain.base {
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
            } else {
                current = propertyType(name, in: type, depth: depth)
            }
        }
        return current
    }

    /// The type an expression evaluates to: a construction, `self`, or a chain `typeName(of:)` resolves.
    func typeName(of expression: Expression, in file: Int, owner: Int32, depth: Int = 0) -> String? {
        guard depth < 4 else { return nil }
        switch expression.kind {
        case .self: return ownerTypeName(file: file, member: owner)
        case .chain:
            if let constructed = constructedTypeName(of: expression, in: file) { return constructed }
            return typeName(of: expression.chain, in: file, owner: owner, depth: depth + 1)
        default: return nil
        }
    }

    /// The type of a bare name in member `owner`: a local, a parameter, or a property of the type.
    func typeName(ofIdentifier name: String, in file: Int, owner: Int32, depth: Int = 0) -> String? {
        let outline = files[file].outline
        if let symbol = outline.symbol(name) {
            for local in outline.locals.reversed() where local.owner == owner && outline.symbols(local.names).contains(symbol) {
                if let type = local.type { return nominal(type) }
                return local.value.flatMap { typeName(of: $0, in: file, owner: owner, depth: depth + 1) }
            }
        }
        if owner >= 0, let parameter = outline.members[Int(owner)].parameters.first(where: { $0.name == name }) {
            return parameter.type.flatMap(nominal)
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

// MARK: Releasing children

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
/// (a subscription, a button action) do not. A finder remembers each method's answer; use one per
/// rule run.
final class ReleaseFinder {
    let index: ProjectIndex
    static let maximumDepth = 6

    private var memo: [ElementRef: Release?] = [:]
    private var active: Set<ElementRef> = []
    /// Incremented whenever the depth limit or a cycle cuts the search, so partial answers are not remembered.
    private var cutoffs = 0
    private var families: [String: [String]] = [:]

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
        if let known = memo[ref] { return known }
        guard !active.contains(ref) else {
            cutoffs += 1
            return nil
        }
        active.insert(ref)
        let cutoffsBefore = cutoffs
        let found = release(inCodeOf: ref.index, closure: -1, in: Int(ref.file), depth: depth)
        active.remove(ref)
        if found != nil || cutoffs == cutoffsBefore { memo[ref] = found }
        return found
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
        let outline = index.files[file].outline
        let calls = outline.calls.indices.lazy.filter { outline.calls[$0].owner == owner && self.runs(outline.calls[$0].closure, with: root, in: outline) }
        let found = release(reachedByCalls: calls, in: file, depth: depth)
        if let found, !found.isByName { return found }
        for assignment in outline.assignments where assignment.owner == owner && runs(assignment.closure, with: root, in: outline) {
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
                                     && deactivatesInteractor(call.callee, count: elements.count - 1, in: file, owner: call.owner)) {
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
        }
        return follow(name, receiver: call.callee, receiverCount: elements.count - 1, in: file, owner: call.owner, depth: depth)
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

    private func follow(_ name: String, receiver chain: Chain, receiverCount: Int, in file: Int, owner: Int32, depth: Int) -> Release? {
        var bodies: [ElementRef] = []
        var hasClosureProperty = false
        if let type = receiverType(chain, count: receiverCount, in: file, owner: owner) {
            for member in family(of: type) {
                for ref in index.lookupMember(name, in: member) where !bodies.contains(ref) {
                    let declaration = index.member(ref)
                    if declaration.kind == .function && declaration.body != nil { bodies.append(ref) }
                    if declaration.kind == .property { hasClosureProperty = true }
                }
            }
        } else if receiverCount > 0 || chain.base != .name {
            // The receiver's type is unknown: follow the name when few methods bear it.
            for ref in index.members(named: name) {
                let declaration = index.member(ref)
                if declaration.kind == .function && declaration.body != nil { bodies.append(ref) }
                if declaration.kind == .property && declaration.type?.isFunction == true { hasClosureProperty = true }
            }
            if bodies.count > 8 || ReleaseFinder.frameworkNames.contains(name) { bodies = [] }
        }
        let closures = hasClosureProperty && bodies.isEmpty ? assignedClosures(name) : []
        let byName = ReleaseFinder.isEndingName(name) ? Release(description: "'\(name)'", isByName: true) : nil
        guard !bodies.isEmpty || !closures.isEmpty else { return byName }
        guard depth < ReleaseFinder.maximumDepth else {
            cutoffs += 1
            return byName
        }
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
    private func receiverType(_ chain: Chain, count: Int, in file: Int, owner: Int32) -> String? {
        if count == 0 {
            return chain.base == .name || chain.base == .selfKeyword ? index.ownerTypeName(file: file, member: owner) : nil
        }
        return index.typeName(of: chain, count: count, in: file, owner: owner)
    }

    /// A type and the types that implement or inherit it (`lookupMember` adds their ancestors).
    private func family(of type: String) -> [String] {
        if let known = families[type] { return known }
        let family = [type] + index.subtypes(of: type)
        families[type] = family
        return family
    }

    /// Closures assigned to a property named `name` anywhere, or given as its initial value.
    private func assignedClosures(_ name: String) -> [(Int, Int32)] {
        var result: [(Int, Int32)] = []
        for ref in index.assignments(to: name) {
            let assignment = index.files[Int(ref.file)].outline.assignments[Int(ref.index)]
            if assignment.value.kind == .closure && assignment.value.closure >= 0 {
                result.append((Int(ref.file), assignment.value.closure))
            }
        }
        for ref in index.members(named: name) {
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
    /// UIKit methods a project may also declare: on a receiver of unknown type, the call is UIKit's.
    static let frameworkNames: Set<String> = [
        "dismiss", "popViewController", "popToRootViewController", "popToViewController", "setViewControllers",
        "removeFromParent", "removeFromSuperview", "willMove", "didMove", "viewWillDisappear", "viewDidDisappear",
        "viewWillAppear", "viewDidAppear",
    ]

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
