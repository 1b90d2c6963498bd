import NavLintIndex
import NavLintSyntax

/// How a call shows a screen.
struct NavigationKinds: OptionSet, Hashable {
    let rawValue: UInt8
    static let push = NavigationKinds(rawValue: 1 << 0)
    static let present = NavigationKinds(rawValue: 1 << 1)
}

/// The value an expression reads, traced back through the local bindings it was read from:
/// `vc` bound to `router.viewControllable.uiviewController`, `router` bound to `builder.build()`
/// gives the names `builder, build, viewControllable, uiviewController` and the roots `vc`
/// (local), `router` (local), `builder` (property).
struct ValueTrace {
    enum RootKind { case local, parameter, property, selfValue, unknown }

    struct Root: Hashable {
        var name: String
        var kind: RootKind
        /// For a local, the index of its binding in `Outline.locals`; otherwise -1.
        var binding: Int
        /// For a local, whether it is bound to another variable as is (`guard let child = router`).
        var isAlias = false
        /// For a local, whether its value is the result of a call (`builder.build()`).
        var isCallResult = false
    }

    /// The chain's names with every local replaced by what it was bound to.
    var names: [String] = []
    /// The variables the value was read through, outermost first.
    var roots: [Root] = []
}

/// A call in a RIBs router that pushes or presents a screen.
struct RouterNavigation {
    var file: Int
    var call: Int
    var router: String
    var kinds: NavigationKinds
    /// The project method the call goes through (a helper on the view controller, or the common
    /// push method); nil for UIKit's own `pushViewController` or `present`.
    var helper: ElementRef?
    /// Whether the call goes through the project's common push method, which records the child
    /// for the navigation-controller delegate that detaches it on pop.
    var isFlushed: Bool
    /// Whether the router calls one of its own methods (whose pushes are reported where they are).
    var isOwnMethod: Bool
}

/// The facts `push-without-flush` and `attach-without-detach` need about a RIBs project: which
/// types are routers, what a value or a receiver is, which calls push or present a child's view,
/// and which common mechanism (the flush path) releases a pushed child when its screen is popped.
/// Everything is computed from the whole project, on demand, and remembered for the run (the
/// `SemanticModel` holds the one instance the rules share).
final class RIBsNavigation {
    let index: ProjectIndex
    /// RIBs routers (by inheritance) and the RIBs base names themselves (for their extensions).
    let routerTypes: Set<String>
    /// Whether the project has a router of its own; when not, the RIBs rules have nothing to check.
    let hasRouters: Bool

    /// The release finder the flush path is worked out with (the model's, shared by the rules).
    private let releases: Guarded<ReleaseFinder>

    init(index: ProjectIndex, releases: Guarded<ReleaseFinder>) {
        self.index = index
        self.releases = releases
        var routers: Set<String> = []
        var hasRouters = false
        for base in index.roleConfiguration.routerBases {
            routers.insert(base)
            // RIBs' routers are generic classes (`ViewableRouter<Interactor, View>`); a type that
            // adopts some other `Router` protocol (a web framework's) is not one.
            let mustBeGeneric = RoleConfiguration.defaultRouterBases.contains(base)
            for name in index.directSubtypes[base] ?? [] where !routers.contains(name) {
                let adoptsRIBs = index.declarations(ofType: name).contains { ref in
                    index.declaration(ref).inherited.contains { $0.nominalName == base && (!mustBeGeneric || $0.identifiers.count > 1) }
                }
                guard adoptsRIBs else { continue }
                hasRouters = hasRouters || index.kind(ofType: name) == .class
                routers.insert(name)
                routers.formUnion(index.subtypes(of: name))
            }
        }
        routerTypes = routers
        self.hasRouters = hasRouters
    }

    // MARK: Router code

    /// Project protocols that refine a RIBs routing protocol (`protocol ItemListRouting:
    /// ViewableRouting`): the methods of their extensions are router code, shared by the routers
    /// that adopt them.
    lazy var routingProtocols: Set<String> = {
        var found: Set<String> = []
        for base in ["Routing", "ViewableRouting", "LaunchRouting"] where !index.isProjectType(base) {
            for name in index.subtypes(of: base) where index.kind(ofType: name) == .protocol { found.insert(name) }
        }
        return found
    }()

    /// Whether code declared in `type` is router code: a router's, or an extension's of a routing protocol.
    func isRouterCode(_ type: String) -> Bool {
        routerTypes.contains(type) || routingProtocols.contains(type)
    }

    /// The router type (or routing protocol) whose code holds elements owned by `member`, if any.
    func routerType(file: Int, member: Int32) -> String? {
        guard let owner = index.ownerTypeName(file: file, member: member), isRouterCode(owner) else { return nil }
        return owner
    }

    /// Files that declare router code, in index order.
    func routerFiles() -> [Int] {
        var files: Set<Int> = []
        for name in routerTypes.union(routingProtocols) {
            for ref in index.declarations(ofType: name) { files.insert(Int(ref.file)) }
        }
        return files.sorted()
    }

    /// Indices of the calls in the body of `member` (closures included), in source order.
    func calls(inMember member: Int32, file: Int) -> [Int] {
        callsByMember(file)[member] ?? []
    }

    private var callTables: [Int: [Int32: [Int]]] = [:]

    private func callsByMember(_ file: Int) -> [Int32: [Int]] {
        if let table = callTables[file] { return table }
        var table: [Int32: [Int]] = [:]
        for (index, call) in index.files[file].outline.calls.enumerated() where call.owner >= 0 {
            table[call.owner, default: []].append(index)
        }
        callTables[file] = table
        return table
    }

    /// The code of `name` and its project ancestors and subtypes: where a router's properties are
    /// declared and attached or detached.
    func hierarchy(of name: String) -> [String] {
        if let cached = hierarchies[name] { return cached }
        var result = [name]
        // A set, not `result.contains`: a base router has hundreds of subtypes.
        var seen: Set<String> = [name]
        for other in index.ancestors(of: name) + index.subtypes(of: name) where seen.insert(other).inserted { result.append(other) }
        hierarchies[name] = result
        return result
    }

    private var hierarchies: [String: [String]] = [:]

    /// Whether `name` is a stored or computed property of `type` or its ancestors.
    func hasProperty(_ name: String, in type: String?) -> Bool {
        guard let type else { return false }
        let key = MemberLookupKey(name: name, type: type)
        if let known = propertyCache[key] { return known }
        // The kind read through the members' array, not from a copy of each member; the type's
        // own members first, since a router's properties are mostly its own.
        let isProperty = { (ref: ElementRef) in self.index.files[Int(ref.file)].outline.members[Int(ref.index)].kind == .property }
        let found = declared(name, in: type).contains(where: isProperty)
            || index.ancestors(of: type).contains { declared(name, in: $0).contains(where: isProperty) }
        propertyCache[key] = found
        return found
    }

    private var propertyCache: [MemberLookupKey: Bool] = [:]

    /// Members named `name` declared in `type` itself (all its declarations and extensions).
    func declared(_ name: String, in type: String) -> [ElementRef] {
        switch memberTables[type] {
        case .list(let members): return members.filter { hasName(name, $0) }
        case .byName(let table): return table[name] ?? []
        case nil: break
        }
        let members = index.members(of: type)
        // A type with a few members (most routers, each asked for a few names): scanned, as the
        // index's own member lookup does; a dictionary per type cost more to build than all its
        // scans (dense RIBs code, issue 22).
        if members.count < ProjectIndex.memberTableThreshold {
            memberTables[type] = .list(members)
            return members.filter { hasName(name, $0) }
        }
        var table: [String: [ElementRef]] = [:]
        for ref in members { table[index.member(ref).name, default: []].append(ref) }
        memberTables[type] = .byName(table)
        return table[name] ?? []
    }

    private func hasName(_ name: String, _ ref: ElementRef) -> Bool {
        index.files[Int(ref.file)].outline.members[Int(ref.index)].name == name
    }

    /// A type's members, as declared (`.list`), or by name for a type with many.
    private enum MemberTable {
        case list([ElementRef])
        case byName([String: [ElementRef]])
    }

    private var memberTables: [String: MemberTable] = [:]

    /// Members named `name` in `type` or its project ancestors, nearest first.
    func lookup(_ name: String, in type: String) -> [ElementRef] {
        // Remembered: router code asks for the same few names in each router (its builders,
        // children, view controller) from several facts, and each answer walks the ancestors.
        let key = MemberLookupKey(name: name, type: type)
        if let known = lookupCache[key] { return known }
        var found = declared(name, in: type)
        for ancestor in index.ancestors(of: type) { found += declared(name, in: ancestor) }
        lookupCache[key] = found
        return found
    }

    private struct MemberLookupKey: Hashable {
        var name: String
        var type: String
    }

    private var lookupCache: [MemberLookupKey: [ElementRef]] = [:]

    // MARK: Values

    /// What `expression`, written at `position` in the body of `member`, reads.
    func trace(_ expression: Expression, file: Int, member: Int32, closure: Int32, position: UInt32, depth: Int = 4) -> ValueTrace {
        switch expression.kind {
        case .self:
            return ValueTrace(names: [], roots: [.init(name: "self", kind: .selfValue, binding: -1)])
        case .chain:
            return trace(chain: expression.chain, file: file, member: member, closure: closure, position: position, depth: depth)
        default:
            return ValueTrace()
        }
    }

    /// What a chain of names, written at `position` in the body of `member`, reads.
    func trace(chain: Chain, file: Int, member: Int32, closure: Int32, position: UInt32, depth: Int = 4) -> ValueTrace {
        let outline = index.files[file].outline
        var trace = ValueTrace()
        let names = outline.names(chain)
        guard let first = names.first else { return trace }
        let ownerType = member >= 0 ? index.ownerTypeName(file: file, member: member) : nil
        switch chain.base {
        case .selfKeyword:
            trace.roots = [.init(name: first, kind: .property, binding: -1)]
            trace.names = names
        case .name:
            if let binding = localBinding(named: first, file: file, member: member, before: position) {
                let local = outline.locals[binding]
                var root = ValueTrace.Root(name: first, kind: .local, binding: binding)
                if let value = local.value, value.kind == .chain {
                    root.isCallResult = value.call >= 0
                    root.isAlias = value.call < 0 && value.chain.count == 1 && outline.elements(value.chain).first?.kind == .name
                } else if local.value == nil && local.isConditional {
                    root.isAlias = true
                }
                trace.roots = [root]
                if let value = local.value, depth > 0, value.kind == .chain || value.kind == .self {
                    let inner = self.trace(value, file: file, member: member, closure: closure,
                                           position: local.range.start, depth: depth - 1)
                    trace.roots += inner.roots
                    trace.names = inner.names + names.dropFirst()
                } else if local.value == nil && local.isConditional {
                    // `if let child {`: the shorthand unwraps the property or local of the same name.
                    let kind: ValueTrace.RootKind = hasProperty(first, in: ownerType) ? .property : .unknown
                    trace.roots.append(.init(name: first, kind: kind, binding: -1))
                    trace.names = names
                } else {
                    trace.names = names
                }
            } else {
                let kind: ValueTrace.RootKind
                if member >= 0, outline.members[Int(member)].parameters.contains(where: { $0.name == first }) {
                    kind = .parameter
                } else if first.hasPrefix("$") || isClosureParameter(first, closure: closure, file: file) {
                    kind = .parameter
                } else if hasProperty(first, in: ownerType) || isRIBsRouterProperty(first, ownerType) {
                    kind = .property
                } else {
                    kind = .unknown
                }
                trace.roots = [.init(name: first, kind: kind, binding: -1)]
                trace.names = names
            }
        default:
            trace.names = names
        }
        return trace
    }

    /// Properties that RIBs' `ViewableRouter` declares, outside the project (also read by code in
    /// an extension of a routing protocol that routers adopt).
    private func isRIBsRouterProperty(_ name: String, _ type: String?) -> Bool {
        guard let type, isRouterCode(type) else { return false }
        return name == "viewController" || name == "viewControllable" || name == "interactor" || name == "interactable"
    }

    /// The variables that hold the value itself rather than something derived from it: the
    /// variable written, and the variables it is a plain alias of (`guard let child = router`).
    func identity(of trace: ValueTrace) -> ArraySlice<ValueTrace.Root> {
        var end = 0
        while end < trace.roots.count {
            let root = trace.roots[end]
            end += 1
            if !root.isAlias { break }
        }
        return trace.roots[..<end]
    }

    /// The variable that holds the child a value comes from: the first one bound to a call's
    /// result (`let search = searchBuilder.build()` for `search.viewControllable`), else the last.
    func childRoot(of trace: ValueTrace) -> ValueTrace.Root? {
        trace.roots.first { $0.isCallResult } ?? trace.roots.last { $0.kind != .selfValue }
    }

    /// How to name the child a value comes from in a message: its declared type
    /// (`'SearchRouting'`), or the variable (`'search'`).
    func childDescription(of trace: ValueTrace, file: Int, member: Int32) -> String {
        guard let root = childRoot(of: trace) else { return "a child" }
        if let type = childType(root, file: file, member: member) { return "'\(type)'" }
        return "'\(root.name)'"
    }

    /// The declared type of the variable a child comes from, or the result type of the builder method it was built by.
    /// Asked for every attached or pushed child by several rules (messages, viewless children,
    /// features), and it traces the builder again each time: kept per root.
    func childType(_ root: ValueTrace.Root, file: Int, member: Int32) -> String? {
        let key = ChildTypeKey(file: file, member: member, root: root)
        if let known = childTypeCache[key] { return known }
        let found = computeChildType(root, file: file, member: member)
        childTypeCache[key] = .some(found)
        return found
    }

    private struct ChildTypeKey: Hashable {
        var file: Int
        var member: Int32
        var root: ValueTrace.Root
    }

    private var childTypeCache: [ChildTypeKey: String?] = [:]

    private func computeChildType(_ root: ValueTrace.Root, file: Int, member: Int32) -> String? {
        let outline = index.files[file].outline
        let ownerType = member >= 0 ? index.ownerTypeName(file: file, member: member) : nil
        switch root.kind {
        case .local:
            let local = outline.locals[root.binding]
            if let type = local.type { return type.nominalName }
            // `builder.build(...)`: the return type of the builder protocol's method.
            guard let value = local.value, value.kind == .chain, value.call >= 0,
                  let method = outline.lastName(value.chain) else { return nil }
            guard let builder = trace(value, file: file, member: member, closure: -1, position: local.range.start).roots.last else { return nil }
            var builderType: String?
            if builder.kind == .property, let ownerType,
               let property = lookup(builder.name, in: ownerType).first(where: { index.member($0).kind == .property }) {
                builderType = index.member(property).type?.nominalName
            } else if builder.kind == .unknown, builder.name.first?.isUppercase == true {
                builderType = builder.name // `DetailBuilder(dependency:).build()`
            }
            guard let builderType else { return nil }
            if let type = lookup(method, in: builderType).lazy.compactMap({ self.index.member($0).type?.nominalName }).first { return type }
            // `component.detailBuilder.build(…)`: a builder read through a property of the property.
            return builder.kind == .property ? index.typeName(of: value.chain, in: file, owner: member) : nil
        case .property:
            guard let ownerType else { return nil }
            return lookup(root.name, in: ownerType).lazy.compactMap { self.index.member($0).type?.nominalName }.first
        case .parameter:
            return parameterType(root.name, member: member, file: file)?.nominalName
        case .selfValue, .unknown:
            return nil
        }
    }

    /// The declared type of parameter `name` of `member`.
    func parameterType(_ name: String, member: Int32, file: Int) -> TypeName? {
        guard member >= 0 else { return nil }
        return index.files[file].outline.members[Int(member)].parameters.first { $0.name == name }?.type
    }

    /// The nearest binding of `name` in `member` written before `position` (the body handle's lookup).
    func localBinding(named name: String, file: Int, member: Int32, before position: UInt32) -> Int? {
        BodyHandle(file: file, member: member).binding(named: name, before: position, in: index)
    }

    private func isClosureParameter(_ name: String, closure: Int32, file: Int) -> Bool {
        let outline = index.files[file].outline
        var current = closure
        var steps = 0
        while current >= 0 && steps < 64 {
            let enclosing = outline.closures[Int(current)]
            if outline.symbols(enclosing.parameters).contains(where: { outline.name($0) == name }) { return true }
            current = enclosing.closure
            steps += 1
        }
        return false
    }

    /// The arguments of a call traced to their values.
    func argumentTraces(file: Int, call callIndex: Int) -> [ValueTrace] {
        let key = ElementRef(file: file, index: callIndex)
        if let cached = argumentTraceCache[key] { return cached }
        let outline = index.files[file].outline
        let call = outline.calls[callIndex]
        let traces = outline.arguments(of: call).map {
            trace($0.value, file: file, member: call.owner, closure: call.closure, position: call.range.start)
        }
        argumentTraceCache[key] = traces
        return traces
    }

    private var argumentTraceCache: [ElementRef: [ValueTrace]] = [:]

    /// Whether a traced value is the view of a child RIB: it reads some router's
    /// `viewControllable` (not the router's own), or a variable typed as a router or a view.
    func isChildView(_ trace: ValueTrace, file: Int, member: Int32) -> Bool {
        if let position = trace.names.firstIndex(of: "viewControllable"), position > 0 { return true }
        let outline = index.files[file].outline
        for root in trace.roots {
            var type: TypeName?
            if root.kind == .parameter {
                type = parameterType(root.name, member: member, file: file)
            } else if root.kind == .local, root.binding >= 0 {
                type = outline.locals[root.binding].type
            }
            if let type, type.identifiers.contains(where: { $0.hasSuffix("Routing") || $0.hasSuffix("ViewControllable") }) { return true }
        }
        return false
    }

    // MARK: Receivers

    /// The project types a call's receiver may have, or nil when unknown. A call without a
    /// receiver (or on `self`) gets the owner's type.
    func receiverTypes(file: Int, call callIndex: Int) -> (types: [String], isSelf: Bool)? {
        // Remembered per call: the navigation of a call, the methods it runs and what it hands
        // over each ask, and each answer traces the receiver back through locals and properties.
        let key = ElementRef(file: file, index: callIndex)
        if let known = receiverTypeCache[key] { return known.map { ($0.types, $0.isSelf) } }
        let found = computeReceiverTypes(file: file, call: callIndex)
        receiverTypeCache[key] = .some(found.map { ReceiverTypes(types: $0.types, isSelf: $0.isSelf) })
        return found
    }

    private struct ReceiverTypes {
        var types: [String]
        var isSelf: Bool
    }

    private var receiverTypeCache: [ElementRef: ReceiverTypes?] = [:]

    private func computeReceiverTypes(file: Int, call callIndex: Int) -> (types: [String], isSelf: Bool)? {
        let outline = index.files[file].outline
        let call = outline.calls[callIndex]
        let ownerType = call.owner >= 0 ? index.ownerTypeName(file: file, member: call.owner) : nil
        var elements = Array(outline.elements(call.callee))
        guard let last = elements.last, last.kind == .name else { return nil }
        elements.removeLast()
        let receiverNames = elements.filter { $0.kind == .name }.map { outline.name($0.name) }
        switch call.callee.base {
        case .selfKeyword where receiverNames.isEmpty, .name where receiverNames.isEmpty:
            return ownerType.map { ([$0], true) }
        case .superKeyword where receiverNames.isEmpty:
            return ownerType.map { (index.ancestors(of: $0), true) }
        case .name, .selfKeyword:
            break
        default:
            return nil
        }
        // The receiver as a value: trace it back through locals.
        var receiver = call.callee
        receiver.end -= 1
        let traced = trace(chain: receiver, file: file, member: call.owner, closure: call.closure, position: call.range.start)
        if traced.names.count > 1 || traced.names.isEmpty {
            switch traced.names.last {
            case "navigationController": return (["UINavigationController"], false)
            case "uiviewController": return (["UIViewController"], false)
            case "viewControllable": return (["ViewControllable"], false)
            default: return nil
            }
        }
        let name = traced.names[0]
        // The nearest variable with a known type: a local or parameter with a declared type, a
        // property, or a type name called as an initializer (`let nav = UINavigationController()`).
        for root in traced.roots.reversed() {
            switch root.kind {
            case .local:
                if let type = outline.locals[root.binding].type { return ([type.nominalName], false) }
            case .parameter:
                return parameterType(root.name, member: call.owner, file: file).map { ([$0.nominalName], false) }
            case .property:
                guard let ownerType else { return nil }
                if let property = lookup(root.name, in: ownerType).first(where: { index.member($0).kind == .property }),
                   let type = index.member(property).type {
                    return ([type.nominalName], false)
                }
                if root.name == "viewController", let view = routerViewType(ownerType) ?? routingProtocolViewType(ownerType) {
                    return ([view], false)
                }
                if root.name == "viewController" || root.name == "viewControllable" { return (["ViewControllable"], false) }
                return nil
            case .selfValue:
                return ownerType.map { ([$0], true) }
            case .unknown:
                if root.name == name, name.first?.isUppercase == true { return ([name], false) }
                return nil
            }
        }
        return nil
    }

    /// The view type a router is generic over: `OrdersViewControllable` for
    /// `ViewableRouter<OrdersInteractable, OrdersViewControllable>`.
    func routerViewType(_ router: String) -> String? {
        for name in [router] + index.ancestors(of: router) {
            for ref in index.declarations(ofType: name) {
                for inherited in index.declaration(ref).inherited where routerTypes.contains(inherited.nominalName) {
                    for argument in inherited.identifiers.dropFirst().reversed() where isViewSide(argument) { return argument }
                }
            }
        }
        return nil
    }

    /// The interactor type a router is generic over: `OrdersInteractable` for
    /// `ViewableRouter<OrdersInteractable, OrdersViewControllable>` or `Router<OrdersInteractable>`.
    func routerInteractorType(_ router: String) -> String? {
        for name in [router] + index.ancestors(of: router) {
            for ref in index.declarations(ofType: name) {
                for inherited in index.declaration(ref).inherited where routerTypes.contains(inherited.nominalName) {
                    if let argument = inherited.identifiers.dropFirst().first, !isViewSide(argument) { return argument }
                }
            }
        }
        return nil
    }

    /// The router classes that adopt `type`, when it is a protocol (a routing protocol whose
    /// extension holds shared routing code); empty otherwise.
    func routingProtocolRouters(_ type: String) -> [String] {
        if let known = routingProtocolCache[type] { return known }
        var routers: [String] = []
        if index.kind(ofType: type) == .protocol {
            routers = index.subtypes(of: type).filter { routerTypes.contains($0) && index.kind(ofType: $0) == .class }
        }
        routingProtocolCache[type] = routers
        return routers
    }

    private var routingProtocolCache: [String: [String]] = [:]

    /// The view type of every router that adopts routing protocol `type`, when they agree: what
    /// `viewController` is in the protocol's extension.
    func routingProtocolViewType(_ type: String) -> String? {
        let views = Set(routingProtocolRouters(type).compactMap(routerViewType))
        return views.count == 1 ? views.first : nil
    }

    /// The router whose code `member` is: a router type, or a routing protocol that router classes
    /// adopt, whose extension is their shared routing code.
    func routerCodeType(file: Int, member: Int32) -> String? {
        guard let owner = index.ownerTypeName(file: file, member: member) else { return nil }
        return routerTypes.contains(owner) || !routingProtocolRouters(owner).isEmpty ? owner : nil
    }

    /// Whether a router has no view of its own (RIBs' `Router<Interactor>`): it is generic over no
    /// view type and keeps the view its parent gave it in a `viewController` property.
    func isViewless(_ router: String) -> Bool {
        if let known = viewlessCache[router] { return known }
        let result = routerViewType(router) == nil && hasProperty("viewController", in: router)
        viewlessCache[router] = result
        return result
    }

    private var viewlessCache: [String: Bool] = [:]

    /// Whether a type is on the view side: a view controller, a navigation controller, or a
    /// RIBs `ViewControllable`.
    func isViewSide(_ name: String) -> Bool {
        if index.roleConfiguration.viewControllerBases.contains(name) || name.hasSuffix("ViewControllable") { return true }
        return !index.roles(of: name).isDisjoint(with: [.viewController, .navigationController])
    }

    // MARK: Navigation

    /// What a call in router code does to the screen, if it pushes or presents one.
    func navigation(file: Int, call callIndex: Int, router: String) -> RouterNavigation? {
        let key = ElementRef(file: file, index: callIndex)
        if let cached = navigationCache[key] { return cached }
        let result = computeNavigation(file: file, call: callIndex, router: router)
        navigationCache[key] = .some(result)
        return result
    }

    private var navigationCache: [ElementRef: RouterNavigation?] = [:]
    /// The names a call that shows a screen can have (`RIBsNavigation+ShowingNames.swift`).
    private lazy var showingNames: Set<String> = RIBsNavigation.showingNames(in: index)
    /// Whether each screen type keeps its own back item that releases it (`RIBsNavigation+Leaves.swift`).
    var closingItemCache: [String: Bool] = [:]
    /// Whether the project shows a navigation bar again or hands the pop gesture to a delegate (`RIBsNavigation+HiddenBars.swift`).
    var showsBarOrSwipe: Bool?

    private func computeNavigation(file: Int, call callIndex: Int, router: String) -> RouterNavigation? {
        let outline = index.files[file].outline
        let call = outline.calls[callIndex]
        let name = outline.name(of: call)
        // By name first: most calls of router code (builders, `attachChild`, the interactor) can
        // show nothing, and working that out from their receivers costs more than all the rest.
        guard !name.isEmpty, showingNames.contains(name) else { return nil }
        let receiver = receiverTypes(file: file, call: callIndex)
        let candidates = methodCandidates(named: name, call: call, in: outline, receiver: receiver)
        // The router's own methods, or its base router's, push where they are written; a helper
        // in an extension of a routing protocol is not router code, so it counts at the call.
        let isOwn = receiver?.isSelf == true && candidates.allSatisfy { candidate in
            index.ownerTypeName(ofMember: candidate).map(isRouterCode) == true
        }
        var result = RouterNavigation(file: file, call: callIndex, router: router, kinds: [], helper: nil,
                                      isFlushed: false, isOwnMethod: isOwn)
        for candidate in candidates {
            let kinds = navigationKinds(of: candidate, calledWith: call, in: outline)
            guard !kinds.isEmpty else { continue }
            result.kinds.formUnion(kinds)
            if isCommonPush(candidate) { result.isFlushed = true; result.helper = candidate }
            // Named in the message: a candidate that pushes rather than one that only presents.
            if result.helper == nil || (kinds.contains(.push) && result.helper.map { !navigationKinds(of: $0).contains(.push) } == true) {
                result.helper = candidate
            }
        }
        if !isOwn && candidates.isEmpty {
            if name == "pushViewController" {
                result.kinds.insert(.push)
            } else if name == "present", outline.arguments(of: call).first?.label.isNone == true {
                result.kinds.insert(.present)
            }
        }
        if result.kinds.isEmpty { return nil }
        if result.kinds == .push && !result.isFlushed
            && (isRootPush(file: file, call: callIndex) || pushesOntoNoStack(file: file, call: callIndex, router: router)
                || pushesOntoUnsetStack(file: file, call: callIndex, router: router)) { return nil }
        return result
    }

    /// Project methods a call may run, by its name, argument labels and receiver; when the
    /// receiver's type is unknown, any project method that fits.
    func methods(calledBy callIndex: Int, file: Int) -> [ElementRef] {
        let key = ElementRef(file: file, index: callIndex)
        if let known = calledMethodCache[key] { return known }
        let outline = index.files[file].outline
        let call = outline.calls[callIndex]
        let name = outline.name(of: call)
        guard !name.isEmpty else { return [] }
        let found = methodCandidates(named: name, call: call, in: outline, receiver: receiverTypes(file: file, call: callIndex),
                                     viewSideOnly: false)
        calledMethodCache[key] = found
        return found
    }

    private var calledMethodCache: [ElementRef: [ElementRef]] = [:]

    /// The project methods a call runs, when its receiver's type is known (`self`, a project type,
    /// a UIKit type); nil when it is not, and only namesakes anywhere in the project could be listed.
    func resolvedMethods(calledBy callIndex: Int, file: Int) -> [ElementRef]? {
        guard let receiver = receiverTypes(file: file, call: callIndex),
              receiver.isSelf || receiver.types.contains(where: { index.isProjectType($0) || $0.hasPrefix("UI") }) else { return nil }
        return methods(calledBy: callIndex, file: file)
    }

    /// Project methods a call may run: members named like the call, with compatible argument
    /// labels and a body, in the receiver's type hierarchy (or, when the receiver is unknown, on
    /// the view side, or anywhere without `viewSideOnly`).
    private func methodCandidates(named name: String, call: Call, in outline: Outline,
                                  receiver: (types: [String], isSelf: Bool)?, viewSideOnly: Bool = true) -> [ElementRef] {
        let labels = outline.argumentLabels(of: call)
        let refs: [ElementRef]
        // A receiver type the project does not declare (a view protocol declared elsewhere) says
        // nothing; UIKit's own types do: their methods are UIKit's.
        let isKnown = receiver.map { receiver in
            receiver.types.contains { index.isProjectType($0) || $0.hasPrefix("UI") }
        } ?? false
        if let receiver, isKnown || receiver.isSelf {
            var seen: Set<ElementRef> = []
            var found: [ElementRef] = []
            for type in receiver.types {
                // A protocol's methods live in its conformers; a class's, in it and its ancestors
                // (an override in a subclass says nothing about a receiver of the base class).
                let isProtocol = index.kind(ofType: type) == .protocol || type.hasSuffix("ViewControllable")
                for typeName in isProtocol ? hierarchy(of: type) : [type] + index.ancestors(of: type) {
                    for ref in declared(name, in: typeName) where !seen.contains(ref) {
                        seen.insert(ref)
                        found.append(ref)
                    }
                }
            }
            refs = found
        } else {
            refs = index.members(named: name).filter { ref in
                guard let owner = index.ownerTypeName(ofMember: ref) else { return !viewSideOnly }
                return !viewSideOnly || (!routerTypes.contains(owner) && isViewSide(owner))
            }
        }
        return refs.filter { ref in
            let member = index.member(ref)
            return member.kind == .function && member.body != nil && RIBsNavigation.labels(labels, fit: member.parameters)
        }
    }

    /// How the project methods a call may run show a screen; nil when it runs none, so it is
    /// UIKit's own (`present(_:animated:)`). A helper named `present(view:)` whose body pushes gives `.push`.
    func navigationKinds(ofCall callIndex: Int, file: Int) -> NavigationKinds? {
        let candidates = methods(calledBy: callIndex, file: file)
        guard !candidates.isEmpty else { return nil }
        return candidates.reduce(into: NavigationKinds()) { $0.formUnion(navigationKinds(of: $1)) }
    }

    /// Whether a call's argument labels (trailing closures left out) can bind to `parameters` in
    /// order, when parameters with default values may be left out: `present(vc, onDismiss:)` fits
    /// `present(_:animated: = true, onDismiss:)`, not `present(_:from:animated:)`. Parameters after
    /// the last label are not checked (a trailing closure may fill them).
    static func labels(_ labels: [String?], fit parameters: [Parameter]) -> Bool {
        var next = 0
        for label in labels {
            while next < parameters.count && parameters[next].label != label {
                if parameters[next].defaultValue == nil { return false }
                next += 1
            }
            if next == parameters.count { return false }
            next += 1
        }
        return true
    }

    /// Whether a method pushes or presents a screen, directly or through methods of its own type
    /// (root pushes into an empty navigation controller do not count).
    func navigationKinds(of ref: ElementRef, depth: Int = 3) -> NavigationKinds {
        if let cached = navigationKindsCache[ref] { return cached }
        navigationKindsCache[ref] = []
        let file = Int(ref.file)
        let outline = index.files[file].outline
        var kinds: NavigationKinds = []
        for callIndex in calls(inMember: ref.index, file: file) {
            let call = outline.calls[callIndex]
            let name = outline.name(of: call)
            if name == "pushViewController" {
                if !isRootPush(file: file, call: callIndex) { kinds.insert(.push) }
            } else if name == "present", outline.arguments(of: call).first?.label.isNone == true {
                kinds.insert(.present)
            } else if depth > 0, let receiver = receiverTypes(file: file, call: callIndex), receiver.isSelf {
                for candidate in methodCandidates(named: name, call: call, in: outline, receiver: receiver) where candidate != ref {
                    kinds.formUnion(navigationKinds(of: candidate, depth: depth - 1))
                }
            }
        }
        navigationKindsCache[ref] = kinds
        return kinds
    }

    private var navigationKindsCache: [ElementRef: NavigationKinds] = [:]

    /// How a helper shows a screen when `call` runs it: a helper that both pushes and presents,
    /// choosing by a flag (`if isPresent { present(…) } else { push(…) }`), shows only what the
    /// branch taken for a literal `true` or `false` argument shows.
    func navigationKinds(of ref: ElementRef, calledWith call: Call, in callerOutline: Outline) -> NavigationKinds {
        let kinds = navigationKinds(of: ref)
        guard kinds == [.push, .present] else { return kinds }
        let member = index.member(ref)
        var constants: [String: Bool] = [:]
        for argument in callerOutline.arguments(of: call) where !argument.label.isNone {
            guard argument.value.kind == .true || argument.value.kind == .false else { continue }
            let label = callerOutline.name(argument.label)
            if let parameter = member.parameters.first(where: { $0.label == label }) {
                constants[parameter.name] = argument.value.kind == .true
            }
        }
        guard !constants.isEmpty else { return kinds }
        let file = Int(ref.file)
        let outline = index.files[file].outline
        // The branches that cannot run: for each `if flag` on a constant parameter alone.
        var skipped: [ByteRange] = []
        for condition in outline.conditions where condition.owner == ref.index && condition.kind != .switchCase {
            let names = outline.names(condition.names)
            guard names.count == 1, let value = constants[names[0]] else { continue }
            let runsBody = value != condition.hasNegation
            if let range = runsBody ? condition.elseScope : condition.scope { skipped.append(range) }
        }
        guard !skipped.isEmpty else { return kinds }
        var taken: NavigationKinds = []
        for callIndex in calls(inMember: ref.index, file: file) {
            let inner = outline.calls[callIndex]
            guard !skipped.contains(where: { inner.range.start >= $0.start && inner.range.end <= $0.end }) else { continue }
            let name = outline.name(of: inner)
            if name == "pushViewController" {
                if !isRootPush(file: file, call: callIndex) { taken.insert(.push) }
            } else if name == "present", outline.arguments(of: inner).first?.label.isNone == true {
                taken.insert(.present)
            } else if let receiver = receiverTypes(file: file, call: callIndex), receiver.isSelf {
                for candidate in methodCandidates(named: name, call: inner, in: outline, receiver: receiver) where candidate != ref {
                    taken.formUnion(navigationKinds(of: candidate))
                }
            }
        }
        return taken
    }

    /// Whether a push shows the first screen of an empty stack, which can never be popped: into a
    /// navigation controller created empty right there, or onto the router's own navigation
    /// controller while the router is loading or activating.
    func isRootPush(file: Int, call callIndex: Int) -> Bool {
        let outline = index.files[file].outline
        let call = outline.calls[callIndex]
        guard call.owner >= 0 else { return false }
        let receiverNames = outline.elements(call.callee).dropLast().compactMap { $0.kind == .name ? outline.name($0.name) : nil }
        if receiverNames.count == 1, call.callee.base == .name,
           let binding = localBinding(named: receiverNames[0], file: file, member: call.owner, before: call.range.start),
           let value = outline.locals[binding].value, value.kind == .chain, value.call >= 0,
           let typeName = outline.lastName(value.chain), index.roles(of: typeName).contains(.navigationController) || typeName.hasSuffix("NavigationController") {
            let creation = outline.calls[Int(value.call)]
            if outline.arguments(of: creation).isEmpty { return true }
        }
        guard let router = routerType(file: file, member: call.owner) else { return false }
        let member = ElementRef(file: file, index: Int(call.owner))
        if isLaunch(member: member) { return true }
        // A viewless router's `viewController` is a parent's view, already on screen: a push onto it
        // while the router loads goes on top of the parent's screens.
        let ownView = receiverNames == ["viewController"] || receiverNames == ["viewControllable"]
        guard ownView, routerViewType(router) != nil else { return false }
        return isActivation(member: member, router: router)
    }

    /// Whether a push goes through the `navigationController` of the router's own view when that
    /// view is itself a navigation controller (`viewControllable.uiviewController.navigationController?
    /// .pushViewController(…)`, where every class adopting the router's view protocol is a
    /// `UINavigationController`): a navigation controller is never on another one's stack, so
    /// that property is nil and the push never runs.
    func pushesOntoNoStack(file: Int, call callIndex: Int, router: String) -> Bool {
        let outline = index.files[file].outline
        let call = outline.calls[callIndex]
        guard call.callee.base == .name || call.callee.base == .selfKeyword else { return false }
        let names = outline.elements(call.callee).dropLast().map { $0.kind == .name ? outline.name($0.name) : "" }
        guard names.count == 3, names[0] == "viewController" || names[0] == "viewControllable",
              names[1] == "uiviewController", names[2] == "navigationController" else { return false }
        if let property = lookup(names[0], in: router).first(where: { index.member($0).kind == .property }),
           index.member(property).type != nil {
            return false
        }
        guard let view = routerViewType(router) ?? routingProtocolViewType(router) else { return false }
        let screens = index.subtypes(of: view).filter { index.kind(ofType: $0) == .class }
        return !screens.isEmpty && screens.allSatisfy { index.roles(of: $0).contains(.navigationController) }
    }

    /// Whether a router method runs only while the app launches: every call of it is in an app or
    /// scene delegate's launch method (`scene(_:willConnectTo:options:)`,
    /// `application(_:didFinishLaunchingWithOptions:)`), outside closures, where the window's
    /// navigation controller has just been created and is still empty.
    func isLaunch(member ref: ElementRef) -> Bool {
        let callRefs = index.calls(named: index.member(ref).name)
        guard !callRefs.isEmpty else { return false }
        return callRefs.allSatisfy { callRef in
            let file = Int(callRef.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(callRef.index)]
            guard call.owner >= 0, call.closure < 0 else { return false }
            let caller = outline.members[Int(call.owner)]
            let isLaunchMethod = (caller.name == "scene" && caller.parameters.dropFirst().first?.label == "willConnectTo")
                || (caller.name == "application" && caller.parameters.dropFirst().first?.label == "didFinishLaunchingWithOptions")
            return isLaunchMethod && index.ownerTypeName(file: file, member: call.owner).map { !routerTypes.contains($0) } == true
        }
    }

    /// Whether a router method runs once while the router loads or its interactor activates:
    /// `didLoad`, an initializer, or a method called from those or from an interactor's
    /// `didBecomeActive`.
    func isActivation(member ref: ElementRef, router: String) -> Bool {
        let member = index.member(ref)
        let activationNames: Set<String> = ["didLoad", "init", "launch", "didBecomeActive"]
        if activationNames.contains(member.name) { return true }
        for callRef in index.calls(named: member.name) {
            let file = Int(callRef.file)
            let call = index.files[file].outline.calls[Int(callRef.index)]
            // A call in a closure (a subscription, a completion) runs later, on some event.
            guard call.owner >= 0, call.closure < 0 else { continue }
            let caller = index.files[file].outline.members[Int(call.owner)]
            guard activationNames.contains(caller.name), let callerType = index.ownerTypeName(file: file, member: call.owner) else { continue }
            if callerType == router || index.roles(of: callerType).contains(.interactor) { return true }
        }
        return false
    }

    // MARK: The flush path

    /// The project's flush path: its owners and what their didShow handlers call, worked out when
    /// first asked.
    lazy var flushPath = FlushOwners(index: index, navigation: self, releases: releases)

    /// The types that own the flush path (`FlushOwners`).
    var flushOwners: Set<String> { flushPath.types }

    /// Whether a flush owner finds the popped children by itself, with nothing to record them
    /// through: then every push is covered, whatever method it goes through.
    var hasRecordlessFlush: Bool { flushPath.isRecordless }

    /// Names of the methods that a flush owner's `didShow` handler calls.
    private var didShowCallees: Set<String> { flushPath.didShowCallees }

    /// Whether a method detaches or deactivates a RIB, directly or through the methods its calls
    /// reach (the release finder's `.detachment` question); with `runsClosures`, also whether it
    /// runs a stored closure itself (an "on pop" handler).
    func releases(_ ref: ElementRef, runsClosures: Bool = false) -> Bool {
        if runsClosures {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            if calls(inMember: ref.index, file: file).contains(where: { runsClosure(outline.calls[$0], file: file, member: ref.index) }) {
                return true
            }
        }
        return releases.use { $0.detaches(ref) }
    }

    /// Whether call `callIndex` of `file` releases what it is given by itself (`detachChild(x)`,
    /// `children.forEach(detachChild)`), by the shared release finder.
    func releasesByItself(call callIndex: Int, file: Int) -> Bool {
        releases.use { $0.releasesByItself(call: callIndex, in: file) }
    }

    /// Whether running a method's body releases a child, by the shared release finder: calls
    /// followed through their receivers' types.
    func releasesWhenRun(_ ref: ElementRef) -> Bool {
        release(whenRun: ref) != nil
    }

    /// What running a method's body releases, by the shared release finder.
    func release(whenRun ref: ElementRef) -> Release? {
        releases.use { $0.release(reachedByBodyOf: ref, depth: 0) }
    }

    /// What running closure `closure` of `file` releases, by the shared release finder.
    func release(whenClosureRuns closure: Int32, file: Int) -> Release? {
        releases.use { $0.release(reachedByClosure: closure, in: file) }
    }

    /// Whether a call runs a closure value: a local or parameter (`completion()`), a closure-typed
    /// property (`onPop?()`), or an element of a collection (`handlers[id]?()`).
    private func runsClosure(_ call: Call, file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        let elements = outline.elements(call.callee)
        if call.name.isNone || elements.dropLast().last?.kind == .subscript { return true }
        guard elements.count == 1 else { return false }
        let name = outline.name(of: call)
        if outline.members[Int(member)].parameters.contains(where: { $0.name == name }) { return true }
        if outline.locals.contains(where: { $0.owner == member && outline.symbols($0.names).contains(call.name) }) { return true }
        if let owner = index.ownerTypeName(file: file, member: member),
           lookup(name, in: owner).contains(where: { index.member($0).kind == .property && index.member($0).type?.isFunction == true }) {
            return true
        }
        // A loop variable (`for (key, release) in onPop { release() }`): a bare lowercase name that
        // no project declaration and no standard function has.
        return name.first?.isLowercase == true && !RIBsNavigation.standardFunctions.contains(name) && index.members(named: name).isEmpty
    }

    private static let standardFunctions: Set<String> = [
        "print", "debugPrint", "dump", "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError",
        "min", "max", "abs", "zip", "stride", "repeatElement", "swap", "withExtendedLifetime", "type", "autoreleasepool",
    ]

    /// Whether `ref` is a common push method: it pushes, and it belongs to the flush path (it is
    /// declared by a flush owner, hands the child to one, or lives in a type whose releasing
    /// method the flush owner's `didShow` calls), or it is a configured `pushMethods` name.
    func isCommonPush(_ ref: ElementRef) -> Bool {
        if let cached = commonPushCache[ref] { return cached }
        let result = computeIsCommonPush(ref)
        commonPushCache[ref] = result
        return result
    }

    private var commonPushCache: [ElementRef: Bool] = [:]

    private func computeIsCommonPush(_ ref: ElementRef) -> Bool {
        let member = index.member(ref)
        if index.roleConfiguration.pushMethods.contains(member.name) { return true }
        // Without a flush owner nothing is a common push: asked before what the method shows,
        // which traced the calls of every router method of a project with no flush path.
        let owners = flushOwners
        if owners.isEmpty { return false }
        guard let owner = index.ownerTypeName(ofMember: ref), navigationKinds(of: ref).contains(.push) else { return false }
        if owners.contains(owner) || index.ancestors(of: owner).contains(where: owners.contains) { return true }
        let file = Int(ref.file)
        let outline = index.files[file].outline
        // Hands the child to the flush owner (`flushHandler.record(child:…)`); pushing onto a
        // navigation controller that happens to be a flush owner is not enough.
        for callIndex in calls(inMember: ref.index, file: file) {
            let name = outline.name(of: outline.calls[callIndex])
            if name.isEmpty || name == "pushViewController" { continue }
            if let receiver = receiverTypes(file: file, call: callIndex) {
                if receiver.types.contains(where: { type in ([type] + index.ancestors(of: type)).contains(where: owners.contains) }) { return true }
            } else if index.members(named: name).contains(where: { index.ownerTypeName(ofMember: $0).map(owners.contains) == true }) {
                return true
            }
        }
        for condition in outline.conditions where condition.owner == ref.index {
            if outline.names(condition.names).contains(where: owners.contains) { return true }
        }
        for typeName in [owner] + index.ancestors(of: owner) {
            for memberRef in index.members(of: typeName) where didShowCallees.contains(index.member(memberRef).name) {
                if releases(memberRef) { return true }
            }
        }
        return false
    }

    /// The common push method to recommend: the name of a router method on the flush path.
    lazy var commonPushSignature: String? = {
        for name in routerTypes.sorted() {
            for ref in index.members(of: name) where index.member(ref).kind == .function && isCommonPush(ref) {
                return name + "." + index.member(ref).signature
            }
        }
        return nil
    }()

    /// Whether a router releases its children itself when its screen shows again (it observes
    /// `didShow` and detaches), directly or through an ancestor.
    func isSelfFlushing(_ router: String) -> Bool {
        let owners = flushOwners
        return owners.contains(router) || index.ancestors(of: router).contains(where: owners.contains)
    }

    // MARK: Pop hooks

    /// Whether a shared helper that detaches on pop covers the child read by `child` in the body
    /// of `member`: a call that passes the child to a method that detaches it when its view
    /// controller disappears (`detachWhenClosed(child:)`), or an "on pop" closure that detaches,
    /// stored in a property that a view controller's lifecycle method runs.
    func popHookCovers(file: Int, member: Int32, child: Set<String>) -> Bool {
        let hooks = popHooks(file: file, member: member)
        return hooks.coversEverything || !hooks.names.isDisjoint(with: child)
    }

    private struct PopHooks {
        /// Variables handed to a method that detaches on pop.
        var names: Set<String> = []
        /// Whether the method stores a detaching "on pop" closure that a lifecycle method runs.
        var coversEverything = false
    }

    private var popHookCache: [ElementRef: PopHooks] = [:]

    private func popHooks(file: Int, member: Int32) -> PopHooks {
        let key = ElementRef(file: file, index: Int(member))
        if let cached = popHookCache[key] { return cached }
        let outline = index.files[file].outline
        var hooks = PopHooks()
        let memberCalls = calls(inMember: member, file: file)
        for callIndex in memberCalls {
            let name = outline.name(of: outline.calls[callIndex])
            guard name != "attachChild", name != "detachChild", !name.isEmpty,
                  !outline.arguments(of: outline.calls[callIndex]).isEmpty,
                  methods(calledBy: callIndex, file: file).contains(where: { releases($0) && mentionsPop($0) }) else { continue }
            for trace in argumentTraces(file: file, call: callIndex) { hooks.names.formUnion(trace.roots.map(\.name)) }
        }
        for assignment in index.assignmentPositions(ownedBy: member, in: file).map({ outline.assignments[$0] }) where assignment.value.kind == .closure {
            guard !hooks.coversEverything, let property = outline.lastName(assignment.target) else { continue }
            let closureIndex = Int(assignment.value.closure)
            let detaches = memberCalls.contains { callIndex in
                let call = outline.calls[callIndex]
                return isInside(call.closure, closureIndex, outline) && outline.name(of: call).hasPrefix("detach")
            }
            guard detaches else { continue }
            hooks.coversEverything = index.calls(named: property).contains { callRef in
                mentionsPop(ElementRef(file: callRef.file, index: index.files[Int(callRef.file)].outline.calls[Int(callRef.index)].owner))
            }
        }
        popHookCache[key] = hooks
        return hooks
    }

    private func isInside(_ closure: Int32, _ ancestor: Int, _ outline: Outline) -> Bool {
        var current = closure
        var steps = 0
        while current >= 0 && steps < 64 {
            if Int(current) == ancestor { return true }
            current = outline.closures[Int(current)].closure
            steps += 1
        }
        return false
    }

    private static let popSignals: Set<String> = [
        "isMovingFromParent", "isMovingFromParentViewController", "isBeingDismissed", "didMove", "willMove",
        "viewDidDisappear", "viewWillDisappear", "viewDidDisappearEvent", "viewWillDisappearEvent", "didShow",
    ]

    /// Whether a method reacts to its screen leaving: it is a disappearance method, or its body
    /// checks or observes one.
    private func mentionsPop(_ ref: ElementRef) -> Bool {
        guard ref.index >= 0 else { return false }
        let member = index.member(ref)
        if RIBsNavigation.popSignals.contains(member.name) { return true }
        let outline = index.files[Int(ref.file)].outline
        for condition in outline.conditions where condition.owner == ref.index {
            if outline.names(condition.names).contains(where: RIBsNavigation.popSignals.contains) { return true }
        }
        for callIndex in calls(inMember: ref.index, file: Int(ref.file)) {
            if outline.names(outline.calls[callIndex].callee).contains(where: RIBsNavigation.popSignals.contains) { return true }
        }
        return false
    }
}
