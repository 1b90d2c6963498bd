import NavLintIndex
import NavLintSyntax

/// What the routers do with their children (attach-without-detach's fact), indexed once for all
/// `attachChild` calls: which holders each router type detaches, pushes or presents, and which
/// each method stores into properties or hands to the flush path. The variables that hold a child
/// are in `RouterFacts+ChildHolders.swift`, what routers detach in `RouterFacts+Detaches.swift`,
/// what they show in `RouterFacts+Shows.swift`.
final class RouterFacts {
    let navigation: RIBsNavigation
    var index: ProjectIndex { navigation.index }

    /// Holders that a router type's `detachChild` calls release.
    var detached: [String: Set<ChildHolder>] = [:]
    /// Router types that detach children they cannot name (`children.forEach(detachChild)`).
    var detachesAny: Set<String> = []
    /// How each router type shows the values read through each holder.
    var shown: [String: [ChildHolder: NavigationKinds]] = [:]
    /// Per method: the properties a holder is stored into (`self.searchRouter = search`).
    var storedInto: [ElementRef: [ChildHolder: Set<String>]] = [:]
    /// Per method: the holders it passes to the flush path or to a helper that detaches.
    var handedOver: [ElementRef: Set<ChildHolder>] = [:]
    /// Router types whose code dismisses or pops a screen.
    var closingRouters: [String: Bool] = [:]

    init(navigation: RIBsNavigation) {
        self.navigation = navigation
        collectDetaches()
        collectShows()
    }

    /// Whether the router detaches the child somewhere (a `detachChild` call that the release query
    /// counts, of a holder of the child; a helper that detaches, by the query), or the flush path does.
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
}
