import NavLintIndex
import NavLintSyntax

/// Pushed children that release themselves, and routers whose screen releases their children when
/// it shows again: push-without-flush's exceptions for per-screen hooks that no pop gets past.
extension RIBsNavigation {
    /// Whether a pushed child releases itself whatever pops it. Its view controller (or a base
    /// class of it) releases it from `didMove(toParent:)`, which runs for every screen a pop
    /// removes, the ones below the top included. Or the child pushes nothing further and its
    /// screen releases it when it has disappeared (`viewDidDisappear`, as an override or a stream
    /// the screen or its interactor subscribes to), or replaces the system back button with its
    /// own item whose action releases it: the top screen always gets that event after a completed
    /// pop, of one screen or several, and never for a cancelled swipe (unlike `viewWillDisappear`),
    /// and a screen without the system back button has no back menu and no swipe, so every pop
    /// goes through its button. A child that pushes further can be removed from below the top,
    /// where no appearance event and no button reaches it, unless every screen above it keeps its
    /// own releasing item too. The child's router, interactors and screens are found by type facts
    /// (`childRIB(_:file:member:)`), not by their names. The hooks are `lifecycle-detach`'s findings.
    func releasesItselfWhenPopped(_ child: ValueTrace, file: Int, member: Int32) -> Bool {
        guard let rib = childRIB(child, file: file, member: member), !rib.screens.isEmpty else { return false }
        for screen in rib.screens {
            let screens = [screen] + index.ancestors(of: screen)
            if overrideReleases("didMove", in: screens) { return true }
        }
        guard !pushesFurther(rib.router) else {
            // Screens above it that all keep their own back item leave no back menu and no swipe:
            // every pop still goes through one item at a time, down to this screen's.
            return anyReplacesBackButtonWithRelease(rib.screens) && pushesOnlyScreensWithClosingItems(rib.router, depth: 2)
        }
        return rib.screens.contains { screen in
            let screens = [screen] + index.ancestors(of: screen)
            return overrideReleases("viewDidDisappear", in: screens)
                || relaysEventToRelease(screens: screens, interactors: rib.interactors, isEvent: RIBsNavigation.isDidDisappearEvent)
                || hasClosingItem(screen)
        }
    }

    /// The RIB a child value belongs to, by the index's type facts: the one router class its
    /// type names or that adopts it (the type declared for the variable, what its builder's
    /// `build` returns, the router class the builder's implementation makes, or the type declared
    /// for the router's property the child is kept in), with the interactor and screen classes the router's base is given
    /// (`ribTypes(ofRouter:)`). A RIBs base type given instead of the feature's own protocol
    /// (`ViewableRouter<Interactable, ViewControllable>`) says nothing of the feature: it gives no
    /// classes. Nil when the type is unknown or names no single router.
    func childRIB(_ child: ValueTrace, file: Int, member: Int32) -> (router: String, interactors: [String], screens: [String])? {
        guard let root = childRoot(of: child) else { return nil }
        if let type = childType(root, file: file, member: member), let rib = featureRIB(ofRouter: type) { return rib }
        // A builder that declares only `ViewableRouting`: the router class its `build` makes.
        if let router = builtRouterClass(root, file: file, member: member) { return featureRIB(ofRouter: router) }
        // The declared type of the router's property the method keeps the child in
        // (`detailRouter = detail`, with `var detailRouter: DetailRouting?`).
        guard let owner = index.ownerTypeName(file: file, member: member) else { return nil }
        let locals = Set(child.roots.filter { $0.kind == .local }.map(\.name))
        for name in keptNames(locals, file: file, member: member).subtracting(locals).sorted() {
            guard let property = lookup(name, in: owner).first(where: { index.member($0).kind == .property }),
                  let type = index.member(property).type?.nominalName else { continue }
            return featureRIB(ofRouter: type)
        }
        return nil
    }

    /// The router class a child's builder makes: the `build` method the child's local comes from
    /// (`let detail = detailBuildable.build(withListener: interactor)`), in each class adopting the
    /// builder's type (`DetailBuildable`), returns a construction of one router class (`return
    /// DetailRouter(…)`, or a local bound to one). This is how a builder that declares only
    /// `ViewableRouting` (a feature in its own module) is wired; a test double of the builder (a
    /// mock that returns a mock router) is no wiring. Nil when the builders make none or several.
    func builtRouterClass(_ root: ValueTrace.Root, file: Int, member: Int32) -> String? {
        guard root.kind == .local, root.binding >= 0 else { return nil }
        let outline = index.files[file].outline
        guard let value = outline.locals[root.binding].value, value.kind == .chain, value.call >= 0 else { return nil }
        let call = outline.calls[Int(value.call)]
        let method = outline.name(of: call)
        let count = outline.elements(call.callee).count - 1
        guard count >= 1, let builderType = index.typeName(of: call.callee, count: count, in: file, owner: member) else { return nil }
        var found: Set<String> = []
        for type in [builderType] + index.subtypes(of: builderType) where index.kind(ofType: type) == .class && !index.isTestType(type) {
            for ref in index.members(of: type) where index.member(ref).name == method && index.member(ref).body != nil {
                let bodyFile = Int(ref.file)
                for item in index.files[bodyFile].outline.returns where item.owner == ref.index && item.closure < 0 {
                    var made = item.value
                    if let name = index.singleName(made, in: bodyFile),
                       let bound = index.localBinding(named: name, owner: ref.index, in: bodyFile)?.value { made = bound }
                    guard let router = index.constructedTypeName(of: made, in: bodyFile), routerTypes.contains(router) else { return nil }
                    found.insert(router)
                }
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The RIB of router `type`: the type itself when it is a router class, or the one router
    /// class adopting it, with the classes adopting the interactor and view types its base is given
    /// (`ribTypes(ofRouter:)`), but none for a RIBs base type (`Interactable`, `ViewControllable`),
    /// which every feature adopts.
    func featureRIB(ofRouter type: String) -> (router: String, interactors: [String], screens: [String])? {
        func classes(adopting name: String) -> [String] {
            ([name] + index.subtypes(of: name)).filter { index.kind(ofType: $0) == .class }
        }
        let isRouterClass = routerTypes.contains(type) && index.kind(ofType: type) == .class
        let routers = isRouterClass ? [type] : classes(adopting: type).filter { routerTypes.contains($0) }
        guard routers.count == 1, let router = routers.first else { return nil }
        let isFeatureOwn = { (name: String) in
            !ProjectIndex.knownClassBound.contains(name) && !self.index.roleConfiguration.viewControllerBases.contains(name)
        }
        let interactors = routerInteractorType(router).flatMap { isFeatureOwn($0) ? classes(adopting: $0) : nil } ?? []
        let screens = routerViewType(router).flatMap { isFeatureOwn($0) ? classes(adopting: $0) : nil } ?? []
        return (router, interactors, screens)
    }

    /// Whether a pushed child is never attached: no code of its router (the router and its
    /// ancestors, and the pushing file) passes the child's local variable, or the property the
    /// pushing method keeps it in, to `attachChild` or to a helper named `attach…` (a child handed
    /// in as a parameter is its callers' to attach, and counts as attached). A pop then leaves
    /// nothing attached; a RIB that never activates is a different bug.
    func isNeverAttached(_ child: ValueTrace, file: Int, member: Int32, router: String) -> Bool {
        // A parameter is attached, or not, by the callers: not decided here.
        guard !child.roots.contains(where: { $0.kind == .parameter || $0.kind == .unknown }) else { return false }
        let names = keptNames(Set(child.roots.filter { $0.kind != .selfValue }.map(\.name)), file: file, member: member)
        guard !names.isEmpty else { return false }
        let owners = Set([router] + index.ancestors(of: router))
        var files: Set<Int> = [file]
        for owner in owners {
            for ref in index.members(of: owner) { files.insert(Int(ref.file)) }
        }
        for codeFile in files.sorted() {
            let code = index.files[codeFile].outline
            // The file's names that start with `attach`, then its calls by name: no string per call.
            var attachNames: Set<Symbol> = []
            for (symbol, name) in code.symbols.enumerated() where name.hasPrefix("attach") {
                attachNames.insert(Symbol(rawValue: UInt32(symbol)))
            }
            guard !attachNames.isEmpty else { continue }
            for (callIndex, call) in code.calls.enumerated() where call.owner >= 0 && attachNames.contains(call.name) {
                guard codeFile == file || index.ownerTypeName(file: codeFile, member: call.owner).map(owners.contains) == true
                else { continue }
                var attached: Set<String> = []
                for trace in argumentTraces(file: codeFile, call: callIndex) {
                    attached.formUnion(trace.roots.map(\.name))
                    attached.formUnion(trace.names)
                }
                if !keptNames(attached, file: codeFile, member: call.owner).isDisjoint(with: names) { return false }
            }
        }
        return true
    }

    /// `names` with the variables and properties a method assigns them to or from, either way
    /// round (`self.detail = detail`, then `push(detail.viewControllable)` or `attachChild(self.detail!)`).
    func keptNames(_ names: Set<String>, file: Int, member: Int32) -> Set<String> {
        var result = names
        let outline = index.files[file].outline
        for _ in 0..<2 {
            for position in index.assignmentPositions(ownedBy: member, in: file) {
                let assignment = outline.assignments[position]
                guard assignment.value.kind == .chain, let target = outline.lastName(assignment.target),
                      let first = outline.names(assignment.value.chain).first else { continue }
                if result.contains(first) { result.insert(target) }
                if result.contains(target) { result.insert(first) }
            }
        }
        return result
    }

    /// Whether a router's own screen releases a child whenever it has appeared again (its
    /// `viewDidAppear`, as an override or a stream that the screen or the router's interactor
    /// subscribes to): every pop back to it, of one screen or several, ends there, so no child it
    /// pushed stays attached after a pop. The hook is `lifecycle-detach`'s finding.
    func releasesWhenScreenReappears(_ router: String) -> Bool {
        guard let rib = featureRIB(ofRouter: router) else { return false }
        return rib.screens.contains { screen in
            let screens = [screen] + index.ancestors(of: screen)
            return overrideReleases("viewDidAppear", in: screens)
                || relaysEventToRelease(screens: screens, interactors: rib.interactors, isEvent: RIBsNavigation.isDidAppearEvent)
        }
    }

    /// Whether one of `screens` implements lifecycle method `name` with a body that releases a child.
    private func overrideReleases(_ name: String, in screens: [String]) -> Bool {
        screens.contains { type in
            declared(name, in: type).contains { ref in index.member(ref).body != nil && releasesWhenRun(ref) }
        }
    }

    /// Whether a screen or an interactor subscribes to one of the screen's lifecycle events as a
    /// stream (`rx.viewDidDisappear.subscribe(onNext: { … })`, or a property of the screen that
    /// returns it: `presenter.viewDidDisappearTrigger.bind { … }`) with a closure that releases.
    private func relaysEventToRelease(screens: [String], interactors: [String], isEvent: (String) -> Bool) -> Bool {
        var streams: Set<String> = []
        for type in screens {
            for ref in index.members(of: type) where index.member(ref).kind == .property && !index.member(ref).isStored {
                let outline = index.files[Int(ref.file)].outline
                let mentionsEvent = calls(inMember: ref.index, file: Int(ref.file)).contains { callIndex in
                    outline.names(outline.calls[callIndex].callee).contains(where: isEvent)
                }
                if mentionsEvent { streams.insert(index.member(ref).name) }
            }
        }
        for type in screens + interactors {
            for ref in index.members(of: type) where index.member(ref).body != nil {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                for callIndex in calls(inMember: ref.index, file: file) {
                    let call = outline.calls[callIndex]
                    guard call.argumentEnd > call.argumentStart, call.callee.count > 1,
                          outline.names(call.callee).dropLast().contains(where: { isEvent($0) || streams.contains($0) })
                    else { continue }
                    for argument in outline.arguments(of: call) where argument.value.kind == .closure && argument.value.closure >= 0 {
                        if release(whenClosureRuns: argument.value.closure, file: file) != nil { return true }
                    }
                }
            }
        }
        return false
    }

    /// `viewDidDisappear` as a stream names it: `rx.viewDidDisappear`, `viewDidDisappearEvent`, `viewDidDisAppearTrigger`.
    private static func isDidDisappearEvent(_ name: String) -> Bool {
        name.utf8.count >= 16 && name.utf8.first == UInt8(ascii: "v") && name.lowercased().hasPrefix("viewdiddisappear")
    }

    /// `viewDidAppear` as a stream names it: `rx.viewDidAppear`, `viewDidAppearEvent`.
    private static func isDidAppearEvent(_ name: String) -> Bool {
        name.utf8.count >= 13 && name.utf8.first == UInt8(ascii: "v") && name.lowercased().hasPrefix("viewdidappear")
    }

    /// Whether a screen (a view controller and its ancestors, nearest first) replaces the system
    /// back button: one of its methods sets `navigationItem.leftBarButtonItem` or hides the back
    /// button (directly or through a helper it calls) without `leftItemsSupplementBackButton`, and
    /// an action it names with `#selector`, or a closure it subscribes to the taps of the item it
    /// sets (`backItem.rx.tap.bind { … }`, `.drive`, `.subscribe`, Combine's `backItem.tapPublisher
    /// .sink { … }`), releases a child by code (a name that only sounds like a release is not enough). With its own left item or its back button hidden, UIKit shows no
    /// back button and no back menu and the interactive pop gesture does not start, so every pop
    /// goes through that action, unless the screen hands the gesture to another delegate
    /// (`interactivePopGestureRecognizer?.delegate = nil` or `self`).
    private func replacesBackButtonWithRelease(_ screens: [String]) -> Bool {
        var actions: Set<String> = []
        // The items set as the left item by name (`navigationItem.leftBarButtonItem = backItem`).
        var items: Set<String> = []
        for type in screens {
            for ref in index.members(of: type) where index.member(ref).body != nil {
                let outline = index.files[Int(ref.file)].outline
                for position in index.assignmentPositions(ownedBy: ref.index, in: Int(ref.file)) {
                    let assignment = outline.assignments[position]
                    if outline.lastName(assignment.target) == "leftItemsSupplementBackButton" && assignment.value.kind == .true { return false }
                    if outline.lastName(assignment.target).map(RIBsNavigation.leftItemNames.contains) == true, let item = itemName(assignment.value, outline) {
                        items.insert(item)
                    }
                    // The swipe handed to another delegate (or to none) starts again despite the left item.
                    if outline.lastName(assignment.target) == "delegate",
                       outline.names(assignment.target).dropLast().last == "interactivePopGestureRecognizer" { return false }
                }
                // The item's action is named where it is set (or where the helper that sets it is
                // called): a body without a `#selector` sets no item with an action.
                var selectors: [String] = []
                for callIndex in calls(inMember: ref.index, file: Int(ref.file)) where outline.name(of: outline.calls[callIndex]) == "#selector" {
                    guard let argument = outline.arguments(of: outline.calls[callIndex]).first, argument.value.kind == .chain,
                          let name = outline.lastName(argument.value.chain) else { continue }
                    selectors.append(name)
                }
                if !selectors.isEmpty && setsLeftBarItem(ref, depth: 1) { actions.formUnion(selectors) }
                for callIndex in calls(inMember: ref.index, file: Int(ref.file)) where outline.name(of: outline.calls[callIndex]) == "setLeftBarButton" {
                    if let first = outline.arguments(of: outline.calls[callIndex]).first, let item = itemName(first.value, outline) { items.insert(item) }
                }
            }
        }
        if !items.isEmpty && releasesOnItemTap(items, screens: screens) { return true }
        return actions.sorted().contains { action in
            screens.contains { type in
                declared(action, in: type).contains { ref in
                    index.member(ref).body != nil && release(whenRun: ref).map { !$0.isByName } == true
                }
            }
        }
    }

    /// The name of an item given by a stored property (`backItem`, `self.backItem`).
    private func itemName(_ value: Expression, _ outline: Outline) -> String? {
        guard value.kind == .chain, value.call < 0, value.chain.base == .name || value.chain.base == .selfKeyword else { return nil }
        let names = outline.names(value.chain)
        return names.count == 1 ? names[0] : nil
    }

    /// Whether the screens' code subscribes a closure to the taps of one of `items`
    /// (`backItem.rx.tap.asDriver().drive { … }`, `backItem.tapPublisher.sink { … }`) that releases
    /// a child by code.
    private func releasesOnItemTap(_ items: Set<String>, screens: [String]) -> Bool {
        screens.contains { type in
            index.members(of: type).contains { ref in
                let file = Int(ref.file)
                let outline = index.files[file].outline
                return index.member(ref).body != nil && calls(inMember: ref.index, file: file).contains { callIndex in
                    let call = outline.calls[callIndex]
                    guard ClosureStorageFinder.subscriberNames.contains(outline.name(of: call)), isItemTap(outline.names(call.callee), items) else { return false }
                    return outline.arguments(of: call).contains { argument in
                        argument.value.kind == .closure && argument.value.closure >= 0
                            && release(whenClosureRuns: argument.value.closure, file: file).map { !$0.isByName } == true
                    }
                }
            }
        }
    }

    /// Whether a subscriber's callee starts at the taps of one of `items`: `item.rx.tap…`, `item.tapPublisher…`.
    private func isItemTap(_ names: [String], _ items: Set<String>) -> Bool {
        let start = names.first == "self" ? 1 : 0
        guard names.count > start + 1, items.contains(names[start]) else { return false }
        return names[start + 1] == "tapPublisher" || names.count > start + 2 && names[start + 1] == "rx" && names[start + 2] == "tap"
    }

    /// Whether a method sets its screen's left bar item (`navigationItem.leftBarButtonItem = …`,
    /// `setLeftBarButton(…)`) or hides its back button (`navigationItem.hidesBackButton = true`,
    /// `setHidesBackButton(true, …)`), or calls a project method of its own type that does.
    private func setsLeftBarItem(_ ref: ElementRef, depth: Int) -> Bool {
        let file = Int(ref.file)
        let outline = index.files[file].outline
        for position in index.assignmentPositions(ownedBy: ref.index, in: file) {
            let assignment = outline.assignments[position]
            guard let name = outline.lastName(assignment.target) else { continue }
            // A hidden back button leaves no back menu and no swipe either.
            if name == "hidesBackButton" && assignment.value.kind == .true { return true }
            guard RIBsNavigation.leftItemNames.contains(name) else { continue }
            if assignment.value.kind != .nil { return true }
        }
        for callIndex in calls(inMember: ref.index, file: file) {
            let call = outline.calls[callIndex]
            let name = outline.name(of: call)
            if name == "setLeftBarButton" || name == "setLeftBarButtonItems" { return true }
            if name == "setHidesBackButton" && outline.arguments(of: call).first?.value.kind == .true { return true }
            // A helper that sets the item is handed its action: only calls passed a `#selector` are followed.
            guard depth > 0, outline.arguments(of: call).contains(where: { argument in
                argument.value.kind == .chain && argument.value.chain.count > 0 && outline.names(argument.value.chain).first == "#selector"
            }), receiverTypes(file: file, call: callIndex)?.isSelf == true else { continue }
            if methods(calledBy: callIndex, file: file).contains(where: { $0 != ref && setsLeftBarItem($0, depth: depth - 1) }) { return true }
        }
        return false
    }

    private static let leftItemNames: Set<String> = ["leftBarButtonItem", "leftBarButtonItems"]

    /// Whether one of the screens (each with its ancestors) replaces its back button with an item that releases it.
    private func anyReplacesBackButtonWithRelease(_ screenTypes: [String]) -> Bool {
        screenTypes.contains(where: hasClosingItem)
    }

    /// Whether a screen (with its ancestors) replaces its back button with an item that releases it; remembered.
    private func hasClosingItem(_ screen: String) -> Bool {
        if let known = closingItemCache[screen] { return known }
        let answer = replacesBackButtonWithRelease([screen] + index.ancestors(of: screen))
        closingItemCache[screen] = answer
        return answer
    }

    /// Whether every screen a router pushes is a child RIB's whose screen replaces its back button
    /// with an item that releases it, and pushes nothing further, or only such screens again
    /// (`depth` levels up).
    private func pushesOnlyScreensWithClosingItems(_ router: String, depth: Int) -> Bool {
        for ref in index.members(of: router) {
            let file = Int(ref.file)
            for callIndex in calls(inMember: ref.index, file: file)
            where navigation(file: file, call: callIndex, router: router)?.kinds.contains(.push) == true {
                guard let child = argumentTraces(file: file, call: callIndex).first(where: { isChildView($0, file: file, member: ref.index) }),
                      let rib = childRIB(child, file: file, member: ref.index)
                else { return false }
                guard anyReplacesBackButtonWithRelease(rib.screens) else { return false }
                if pushesFurther(rib.router) {
                    guard depth > 0, pushesOnlyScreensWithClosingItems(rib.router, depth: depth - 1) else { return false }
                }
            }
        }
        return true
    }

    /// Whether a router type pushes a screen anywhere in its code.
    func pushesFurther(_ router: String) -> Bool {
        index.members(of: router).contains { ref in
            calls(inMember: ref.index, file: Int(ref.file)).contains { callIndex in
                navigation(file: Int(ref.file), call: callIndex, router: router)?.kinds.contains(.push) == true
            }
        }
    }
}
