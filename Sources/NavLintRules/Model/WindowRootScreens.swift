import NavLintIndex
import NavLintSyntax

/// Screens that are only ever a window's root view controller: every place the project makes one
/// (`ProjectIndex.constructions(of:)`; its subclasses' too) sets it as a window's
/// `rootViewController`, directly, through a local, or through a helper method that does, and
/// hands it to nothing that pushes, presents, shows or embeds it. Such a screen's
/// `navigationController` is nil, so what it does to it does nothing.
///
/// No when a maker does anything else with it (returns it, stores it elsewhere, passes it to a
/// call that shows or embeds it, or to a project method that is not worked out), when a cast
/// names the type (a storyboard or a factory makes it), or when nothing in the project makes it.
extension ProjectIndex {
    private enum Placement {
        /// Set as a window's root.
        case windowRoot
        /// The first and only screen of a navigation controller made for it, onto which the code
        /// that makes that controller pushes nothing.
        case navigationRoot
        /// Only read (`screen.view`, a call that is not a project method and shows nothing).
        case neutral
        /// Anything else.
        case other
    }

    func isOnlyWindowRoot(_ type: String) -> Bool { isOnlyRoot(type, allowingNavigationRoots: false) }

    /// Screens with nothing under them to pop back to: every maker sets the screen as a window's
    /// root, or as the first and only screen of a navigation controller it makes right there
    /// (`UINavigationController(rootViewController: screen)`, `navigation.viewControllers = [screen]`)
    /// and onto which that code pushes nothing; and the screen's own code (its ancestors' and
    /// subclasses' included) pushes nothing and hands its navigation controller to nothing. A cast
    /// of a made object to the type (`storyboard.instantiateViewController(…) as! T`) is a maker
    /// navlint does not follow; a cast of a screen already shown (`viewControllers.first as? T`) is not.
    func hasNothingToPop(_ type: String) -> Bool {
        guard isOnlyRoot(type, allowingNavigationRoots: true) else { return false }
        let family = [simpleName(type)] + subtypes(of: type).map(simpleName) + ancestors(of: type).filter(isProjectType)
        return !family.contains(where: showsOnItsStack)
    }

    private func isOnlyRoot(_ type: String, allowingNavigationRoots: Bool) -> Bool {
        var makers = 0
        for name in [simpleName(type)] + subtypes(of: type).map(simpleName) {
            if files.contains(where: { $0.outline.casts.contains { cast in
                !cast.isTypeTest && cast.type.nominalName == name
                    && (!allowingNavigationRoots || cast.value.kind != .chain || cast.value.call >= 0)
            } }) { return false }
            for ref in constructions(of: name) {
                let file = Int(ref.file)
                let call = files[file].outline.calls[Int(ref.index)]
                switch placement(ofCall: ref.index, in: file, owner: call.owner) {
                case .windowRoot: break
                case .navigationRoot where allowingNavigationRoots: break
                default: return false
                }
                makers += 1
            }
        }
        return makers > 0
    }

    /// Where the value of construction `call` goes.
    private func placement(ofCall call: Int32, in file: Int, owner: Int32) -> Placement {
        guard owner >= 0 else { return .other }
        let outline = files[file].outline
        for position in assignmentPositions(ownedBy: owner, in: file) where outline.assignments[position].value.call == call {
            return isWindowRoot(outline.assignments[position].target, in: file, owner: owner) ? .windowRoot : .other
        }
        for position in localPositions(ownedBy: owner, in: file) where outline.locals[position].value?.call == call {
            let local = outline.locals[position]
            guard local.names.end - local.names.start == 1, let name = outline.names(local.names).first else { return .other }
            return placement(ofName: name, member: owner, in: file, depth: 0)
        }
        for position in callPositions(ownedBy: owner, in: file) {
            let other = outline.calls[position]
            for argument in outline.arguments(of: other) where argument.value.call == call && argument.value.kind == .chain {
                return placement(asArgument: argument, of: other, in: file, depth: 0)
            }
        }
        return .other
    }

    /// Where the value named `name` in member `member` goes. A `…delegate` property set to it
    /// (`navigation.transitioningDelegate = screen`) shows nothing.
    private func placement(ofName name: String, member: Int32, in file: Int, depth: Int) -> Placement {
        let outline = files[file].outline
        guard let symbol = outline.symbol(name) else { return .neutral }
        var found = Placement.neutral
        let merge = { (placement: Placement) in
            if placement == .navigationRoot || placement == .windowRoot && found == .neutral { found = placement }
        }
        for position in assignmentPositions(ownedBy: member, in: file) where outline.isSingleName(outline.assignments[position].value, symbol) {
            let target = outline.assignments[position].target
            if isWindowRoot(target, in: file, owner: member) { merge(.windowRoot); continue }
            guard outline.lastName(target)?.lowercased().hasSuffix("delegate") == true else { return .other }
        }
        for position in callPositions(ownedBy: member, in: file) {
            let call = outline.calls[position]
            for argument in outline.arguments(of: call) where outline.isSingleName(argument.value, symbol) {
                let placement = placement(asArgument: argument, of: call, in: file, depth: depth)
                if placement == .other { return .other }
                merge(placement)
            }
        }
        if outline.returns.contains(where: { $0.owner == member && outline.isSingleName($0.value, symbol) }) { return .other }
        if found == .neutral, isSoleScreenOfNewStack(symbol, member: member, in: file) { return .navigationRoot }
        return found
    }

    /// Whether member `member` sets one array literal as the `viewControllers` of a navigation
    /// controller it makes, pushes nothing, and holds no other literal, cast or operator expression
    /// nor closure that could take `name`: then that array is where the screen goes
    /// (`navigation.viewControllers = [screen]`; the outline does not record a literal's elements).
    private func isSoleScreenOfNewStack(_ name: Symbol, member: Int32, in file: Int) -> Bool {
        let outline = files[file].outline
        let mayHold = { (value: Expression) in value.kind == .array || value.kind == .tuple || value.kind == .dictionary || value.kind == .other }
        var stacks = 0
        for position in assignmentPositions(ownedBy: member, in: file) {
            let assignment = outline.assignments[position]
            let names = outline.names(assignment.target)
            if names.last == "viewControllers" {
                guard assignment.value.kind == .array, names.count == 2, assignment.target.base == .name,
                      let value = localBinding(named: names[0], owner: member, in: file)?.value,
                      isNavigationControllerConstruction(value, in: file) else { return false }
                stacks += 1
            } else if assignment.closure < 0 && mayHold(assignment.value) {
                return false
            }
        }
        guard stacks == 1, !pushes(member: member, in: file) else { return false }
        // A closure that does not use the name cannot hold the screen: only the body's own code is read.
        if outline.closures.contains(where: { $0.owner == member && outline.symbols($0.freeNames).contains(name) }) { return false }
        if localPositions(ownedBy: member, in: file).contains(where: {
            outline.locals[$0].closure < 0 && outline.locals[$0].value.map(mayHold) == true
        }) { return false }
        if outline.returns.contains(where: { $0.owner == member && $0.closure < 0 && mayHold($0.value) }) { return false }
        return !callPositions(ownedBy: member, in: file).contains { position in
            outline.calls[position].closure < 0 && outline.arguments(of: outline.calls[position]).contains { mayHold($0.value) }
        }
    }

    /// `UINavigationController(…)` or a project subclass's construction whose own code pushes nothing.
    private func isNavigationControllerConstruction(_ value: Expression, in file: Int) -> Bool {
        guard value.kind == .chain, value.call >= 0 else { return false }
        let call = files[file].outline.calls[Int(value.call)]
        guard call.callee.count == 1 else { return false }
        let name = files[file].outline.name(call.name)
        if name == "UINavigationController" { return true }
        return isProjectType(name) && isSubtype(name, of: "UINavigationController") && !showsOnItsStack(name)
    }

    /// Whether a member calls anything that puts a screen on a stack (`isStackCall`).
    private func pushes(member: Int32, in file: Int) -> Bool {
        callPositions(ownedBy: member, in: file).contains { isStackCall(files[file].outline.calls[$0], in: file) }
    }

    /// Whether a call puts a screen on a stack: `pushViewController`, `show`, `setViewControllers`
    /// (not a page view controller's `setViewControllers(_:direction:…)`, which sets its pages), or a
    /// helper told to push by an argument `.push` (`open(screen, by: .push)`).
    func isStackCall(_ call: Call, in file: Int) -> Bool {
        let outline = files[file].outline
        let name = outline.name(of: call).lowercased()
        if name.contains("setviewcontrollers") {
            return !outline.arguments(of: call).contains { !$0.label.isNone && outline.name($0.label) == "direction" }
        }
        return name.contains("push") || name.hasPrefix("show") || outline.arguments(of: call).contains { argument in
            argument.value.kind == .chain && argument.value.chain.base == .implicitMember && argument.value.call < 0
                && outline.names(argument.value.chain) == ["push"]
        }
    }

    /// Whether the code of `type` pushes, or hands its `navigationController` on (an argument or an
    /// assigned value starting with it).
    func showsOnItsStack(_ type: String) -> Bool {
        members(of: type).contains { ref in
            let file = Int(ref.file)
            let outline = files[file].outline
            let startsWithNavigation = { (value: Expression) in
                value.kind == .chain && outline.names(value.chain).first == "navigationController"
            }
            return pushes(member: ref.index, in: file)
                || assignmentPositions(ownedBy: ref.index, in: file).contains { startsWithNavigation(outline.assignments[$0].value) }
                || callPositions(ownedBy: ref.index, in: file).contains { position in
                    outline.arguments(of: outline.calls[position]).contains { startsWithNavigation($0.value) }
                }
        }
    }

    /// What a call does with a screen passed to it: shows or embeds it (`pushViewController`,
    /// `present`, `show…`, `setViewControllers`, `addChild`, `UINavigationController(rootViewController:)`),
    /// or what the project method it calls does with its parameter (two helpers deep).
    private func placement(asArgument argument: Argument, of call: Call, in file: Int, depth: Int) -> Placement {
        let outline = files[file].outline
        let name = outline.name(of: call)
        let label = argument.label.isNone ? nil : outline.name(argument.label)
        let lowered = name.lowercased()
        if label == "rootViewController", call.callee.count == 1, argument.value.kind == .chain,
           name == "UINavigationController" || isProjectType(name) && isSubtype(name, of: "UINavigationController") && !showsOnItsStack(name) {
            return pushes(member: call.owner, in: file) ? .other : .navigationRoot
        }
        if label == "rootViewController" || ["push", "present", "show", "embed", "setviewcontrollers", "addchild"].contains(where: lowered.contains) {
            return .other
        }
        let elements = outline.elements(call.callee)
        var helpers: [ElementRef] = []
        if elements.count == 1, call.callee.base == .name || call.callee.base == .selfKeyword,
           let type = ownerTypeName(file: file, member: call.owner) {
            helpers = lookupMember(name, in: type)
        } else if elements.count == 2, call.callee.base == .name, let first = elements.first, first.kind == .name,
                  isProjectType(outline.name(first.name)) {
            helpers = lookupMember(name, in: outline.name(first.name))
        } else if members(named: name).isEmpty {
            // A framework call (`view.addSubview(screen.view)`, `print(screen)`).
            return .neutral
        }
        helpers = helpers.filter { member($0).kind == .function && member($0).body != nil }
        guard depth < 2, helpers.count == 1, let helper = helpers.first,
              let parameter = member(helper).parameters.first(where: { $0.label == label }) else {
            return members(named: name).isEmpty ? .neutral : .other
        }
        return placement(ofName: parameter.name, member: helper.index, in: Int(helper.file), depth: depth + 1)
    }

    /// `window.rootViewController`, `self.window?.rootViewController`, `scene.windows.first?.rootViewController`.
    private func isWindowRoot(_ target: Chain, in file: Int, owner: Int32) -> Bool {
        let names = files[file].outline.names(target)
        guard names.last == "rootViewController", names.count >= 2 else { return false }
        if names.dropLast().contains(where: { $0.lowercased().contains("window") }) { return true }
        return typeName(of: target, count: target.count - 1, in: file, owner: owner) == "UIWindow"
    }
}
