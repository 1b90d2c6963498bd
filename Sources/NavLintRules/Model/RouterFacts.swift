import NavLintIndex
import NavLintSyntax

/// A variable that holds a child: a local binding or a parameter of one method, or a property.
enum ChildHolder: Hashable {
    case local(file: Int, binding: Int)
    case parameter(file: Int, member: Int32, name: String)
    case property(String)

    init?(_ root: ValueTrace.Root, file: Int, member: Int32) {
        switch root.kind {
        case .local: self = .local(file: file, binding: root.binding)
        case .parameter: self = .parameter(file: file, member: member, name: root.name)
        case .property: self = .property(root.name)
        case .selfValue, .unknown: return nil
        }
    }
}

/// What the routers do with their children (attach-without-detach's fact), indexed once for all
/// `attachChild` calls: which holders each router type detaches, pushes or presents, and which
/// each method stores into properties or hands to the flush path.
final class RouterFacts {
    let navigation: RIBsNavigation
    private var index: ProjectIndex { navigation.index }

    /// Holders that a router type's `detachChild` calls release.
    private var detached: [String: Set<ChildHolder>] = [:]
    /// Router types that detach children they cannot name (`children.forEach(detachChild)`).
    private var detachesAny: Set<String> = []
    /// How each router type shows the values read through each holder.
    private var shown: [String: [ChildHolder: NavigationKinds]] = [:]
    /// Per method: the properties a holder is stored into (`self.searchRouter = search`).
    private var storedInto: [ElementRef: [ChildHolder: Set<String>]] = [:]
    /// Per method: the holders it passes to the flush path or to a helper that detaches.
    private var handedOver: [ElementRef: Set<ChildHolder>] = [:]
    /// Router types whose code dismisses or pops a screen.
    private var closingRouters: [String: Bool] = [:]

    init(navigation: RIBsNavigation) {
        self.navigation = navigation
        collectDetaches()
        collectShows()
    }

    /// The holders of the child that an `attachChild` argument reads: the variables it is read
    /// through as is, and the properties the method stores it into.
    func child(_ argument: ValueTrace, file: Int, member: Int32) -> Set<ChildHolder> {
        var holders = Set(navigation.identity(of: argument).compactMap { ChildHolder($0, file: file, member: member) })
        let stores = stored(file: file, member: member)
        for holder in holders { for property in stores[holder] ?? [] { holders.insert(.property(property)) } }
        return holders
    }

    /// Whether the router detaches the child somewhere, or the flush path does.
    func isDetached(_ child: Set<ChildHolder>, router: String, file: Int, member: Int32) -> Bool {
        for type in navigation.hierarchy(of: router) {
            if detachesAny.contains(type) || !(detached[type] ?? []).isDisjoint(with: child) { return true }
        }
        if navigation.isSelfFlushing(router) || navigation.isCommonPush(ElementRef(file: file, index: Int(member))) { return true }
        return !handed(file: file, member: member).isDisjoint(with: child)
    }

    /// How the router shows the child's view; a child it pushes or presents is more than a
    /// permanent child.
    func shownKinds(_ child: Set<ChildHolder>, router: String) -> NavigationKinds {
        var kinds: NavigationKinds = []
        for type in navigation.hierarchy(of: router) {
            guard let byHolder = shown[type] else { continue }
            for holder in child { kinds.formUnion(byHolder[holder] ?? []) }
        }
        return kinds
    }

    /// Whether a viewless child (a `Router<Interactor>` that shows its own children on the view its
    /// parent gave it) pushes screens: attaching it shows them, and popping them leaves it attached.
    /// What it presents is left out: a viewless final state presents the screen that replaces the
    /// tree for good (the main screen after login).
    func pushesThroughViewlessChild(_ argument: ValueTrace, file: Int, member: Int32) -> Bool {
        guard let root = navigation.childRoot(of: argument),
              let type = navigation.childType(root, file: file, member: member) else { return false }
        return navigation.hierarchy(of: type).contains { candidate in
            navigation.routerTypes.contains(candidate) && index.kind(ofType: candidate) == .class && navigation.isViewless(candidate)
                && (shown[candidate] ?? [:]).values.contains { $0.contains(.push) }
        }
    }

    /// Whether the child is the router's permanent content: attached while the router loads
    /// (`didLoad`, its initializer, the interactor's `didBecomeActive`) and only ever presented, as
    /// a root presents its single screen once; nothing pops it, and it lives as long as the router.
    ///
    /// Also the router's next state after a transition: a method that takes the current content
    /// down (detaches a child kept in another property) before it attaches and presents this one,
    /// in a router whose code never dismisses or pops a screen. Nothing closes that child and no
    /// route leaves it (a transition that did would detach it), so it lives as long as the router:
    /// the logged-out screen after the splash, when the app has no route out of it.
    func isPermanentContent(_ child: Set<ChildHolder>, router: String, file: Int, member: Int32, attach: Int) -> Bool {
        guard shownKinds(child, router: router) == .present else { return false }
        if navigation.isActivation(member: ElementRef(file: file, index: Int(member)), router: router) { return true }
        return replacesContent(before: attach, child: child, file: file, member: member) && !closesScreens(router)
    }

    /// Whether the method detaches a child kept in a property other than `child`'s before the call
    /// `attach`.
    private func replacesContent(before attach: Int, child: Set<ChildHolder>, file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        let position = outline.calls[attach].range.start
        return navigation.calls(inMember: member, file: file).contains { callIndex in
            let call = outline.calls[callIndex]
            guard call.range.start < position, isOwnCall(call, in: outline), outline.name(of: call) == "detachChild",
                  let argument = navigation.argumentTraces(file: file, call: callIndex).first else { return false }
            let holders = Set(navigation.identity(of: argument).compactMap { ChildHolder($0, file: file, member: member) })
            return holders.isDisjoint(with: child) && holders.contains { if case .property = $0 { true } else { false } }
        }
    }

    /// Whether the router's code (its own declarations and its ancestors') closes a screen:
    /// a call named `dismiss…` or `pop…`, UIKit's or a view helper's.
    private func closesScreens(_ router: String) -> Bool {
        if let cached = closingRouters[router] { return cached }
        var closes = false
        for type in navigation.hierarchy(of: router) where !closes {
            for ref in index.declarations(ofType: type) where !closes {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                closes = outline.calls.contains { call in
                    guard call.owner >= 0, index.ownerTypeName(file: file, member: call.owner) == type else { return false }
                    let name = outline.name(of: call)
                    return name.hasPrefix("dismiss") || name.hasPrefix("pop")
                }
            }
        }
        closingRouters[router] = closes
        return closes
    }

    // MARK: Collecting

    private func collectDetaches() {
        for ref in index.calls(named: "detachChild") {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            // Any type's code counts: a router's, or a shared extension of a routing protocol.
            guard call.owner >= 0, let type = index.ownerTypeName(file: file, member: call.owner), isOwnCall(call, in: outline) else { continue }
            guard let argument = navigation.argumentTraces(file: file, call: Int(ref.index)).first,
                  let last = navigation.identity(of: argument).last, argument.names.first != "children" else {
                // `detachChild(_:)` passed as a function, `detachChild(children.last!)`: any child.
                detachesAny.insert(type)
                continue
            }
            let holders = navigation.identity(of: argument).compactMap { ChildHolder($0, file: file, member: call.owner) }
            detached[type, default: []].formUnion(holders)
            // A parameter, a loop variable, or a local taken out of a collection
            // (`let router = routers.removeValue(forKey: id)`): whatever child that is.
            if last.kind != .property && !(last.kind == .local && last.isAlias) { detachesAny.insert(type) }
        }
        var functionNames: [String: Bool] = [:]
        for file in navigation.routerFiles() {
            let outline = index.files[file].outline
            let detachChild = outline.symbol("detachChild")
            for (callIndex, call) in outline.calls.enumerated() where call.owner >= 0 && !call.name.isNone {
                guard let type = navigation.routerType(file: file, member: call.owner) else { continue }
                // `children.forEach(detachChild)`: detaches whatever the collection holds.
                if let detachChild, outline.arguments(of: call).contains(where: { argument in
                    argument.value.kind == .chain && outline.elements(argument.value.chain).last?.name == detachChild
                }) {
                    detachesAny.insert(type)
                    continue
                }
                // A stored child handed to a helper that detaches it (`flow.close(chatRouter, of: self)`):
                // a project method, so a name no project function has is left out before tracing.
                let name = outline.name(of: call)
                guard name != "attachChild", name != "detachChild", !outline.arguments(of: call).isEmpty,
                      isProjectFunctionName(name, known: &functionNames) else { continue }
                let stored = navigation.argumentTraces(file: file, call: callIndex).compactMap { trace -> String? in
                    guard let last = navigation.identity(of: trace).last, last.kind == .property else { return nil }
                    return last.name
                }
                guard !stored.isEmpty, navigation.methods(calledBy: callIndex, file: file).contains(where: { navigation.releases($0) }) else { continue }
                detached[type, default: []].formUnion(stored.map { .property($0) })
            }
        }
    }

    /// Whether some project function is named `name` (what `RIBsNavigation.methods(calledBy:)`
    /// can find), remembered in `known`.
    private func isProjectFunctionName(_ name: String, known: inout [String: Bool]) -> Bool {
        if let answer = known[name] { return answer }
        let answer = index.members(named: name).contains { index.member($0).kind == .function }
        known[name] = answer
        return answer
    }

    private func collectShows() {
        for file in navigation.routerFiles() + routingProtocolFiles() {
            let outline = index.files[file].outline
            for (callIndex, call) in outline.calls.enumerated() where call.owner >= 0 && !call.name.isNone {
                guard let router = navigation.routerCodeType(file: file, member: call.owner),
                      let shownCall = navigation.navigation(file: file, call: callIndex, router: router) else { continue }
                for trace in navigation.argumentTraces(file: file, call: callIndex) {
                    for holder in holders(readBy: trace, file: file, member: call.owner) {
                        shown[router, default: [:]][holder, default: []].formUnion(shownCall.kinds)
                    }
                }
            }
        }
    }

    /// Files with extensions of routing protocols (`extension ListRouting where Self: …`) that are
    /// not router files already.
    func routingProtocolFiles() -> [Int] {
        let routerFiles = Set(navigation.routerFiles())
        var files: Set<Int> = []
        for attach in index.calls(named: "attachChild") where !routerFiles.contains(Int(attach.file)) {
            let call = index.call(attach)
            if call.owner >= 0, navigation.routerType(file: Int(attach.file), member: call.owner) == nil,
               navigation.routerCodeType(file: Int(attach.file), member: call.owner) != nil {
                files.insert(Int(attach.file))
            }
        }
        return files.sorted()
    }

    /// Every holder a shown value is read through, and for a container built around it
    /// (`UINavigationController(rootViewController: child.viewControllable.uiviewController)`),
    /// the holders of what it wraps.
    private func holders(readBy trace: ValueTrace, file: Int, member: Int32) -> [ChildHolder] {
        let outline = index.files[file].outline
        var result = trace.roots.compactMap { ChildHolder($0, file: file, member: member) }
        for root in trace.roots where root.kind == .local && root.isCallResult {
            guard let value = outline.locals[root.binding].value, value.call >= 0,
                  outline.lastName(value.chain)?.first?.isUppercase == true else { continue }
            for wrapped in navigation.argumentTraces(file: file, call: Int(value.call)) {
                result += wrapped.roots.compactMap { ChildHolder($0, file: file, member: member) }
            }
        }
        return result
    }

    private func stored(file: Int, member: Int32) -> [ChildHolder: Set<String>] {
        let key = ElementRef(file: file, index: Int(member))
        if let cached = storedInto[key] { return cached }
        let outline = index.files[file].outline
        var stores: [ChildHolder: Set<String>] = [:]
        for assignment in index.assignmentPositions(ownedBy: member, in: file).map({ outline.assignments[$0] }) where assignment.target.count == 1 {
            guard assignment.target.base == .name || assignment.target.base == .selfKeyword,
                  let target = outline.lastName(assignment.target) else { continue }
            let value = navigation.trace(assignment.value, file: file, member: member, closure: assignment.closure,
                                         position: assignment.range.start)
            for root in navigation.identity(of: value) {
                if let holder = ChildHolder(root, file: file, member: member) { stores[holder, default: []].insert(target) }
            }
        }
        storedInto[key] = stores
        return stores
    }

    /// Holders that the method passes to the flush path or to a helper that detaches them: the
    /// common push method, a method of the flush owner, a method that detaches.
    private func handed(file: Int, member: Int32) -> Set<ChildHolder> {
        let key = ElementRef(file: file, index: Int(member))
        if let cached = handedOver[key] { return cached }
        let outline = index.files[file].outline
        var holders: Set<ChildHolder> = []
        for callIndex in navigation.calls(inMember: member, file: file) {
            let call = outline.calls[callIndex]
            let name = outline.name(of: call)
            // Pushing the child's view, even onto a flush owner's navigation controller, is not
            // handing the child over: only what the flush path records is released.
            guard name != "attachChild", name != "pushViewController", !name.isEmpty, !outline.arguments(of: call).isEmpty else { continue }
            let handsOver = navigation.methods(calledBy: callIndex, file: file).contains { candidate in
                navigation.isCommonPush(candidate) || navigation.releases(candidate)
                    || index.ownerTypeName(ofMember: candidate).map(navigation.flushOwners.contains) == true
            }
            guard handsOver else { continue }
            for trace in navigation.argumentTraces(file: file, call: callIndex) {
                holders.formUnion(navigation.identity(of: trace).compactMap { ChildHolder($0, file: file, member: member) })
            }
        }
        handedOver[key] = holders
        return holders
    }
}

/// Whether a call is made on the router itself: `attachChild(x)` or `self.attachChild(x)`.
func isOwnCall(_ call: Call, in outline: Outline) -> Bool {
    call.callee.count == 1 && (call.callee.base == .name || call.callee.base == .selfKeyword)
}
