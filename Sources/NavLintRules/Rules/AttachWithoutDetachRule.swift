import NavLintIndex
import NavLintSyntax

/// Reports `attachChild(x)` in a RIBs router that never detaches that child: no `detachChild` of
/// it, by the property it is kept in or by the value, in the router, its extensions or its
/// ancestors, while the router pushes or presents the child's view (so the child is not one of
/// the permanent children that live as long as their parent: a tab, an embedded view, a root's
/// content, a final state). A child detached by the project's flush path is fine.
struct AttachWithoutDetachRule: Rule {
    static let description = RuleDescription(
        identifier: "attach-without-detach",
        summary: "A router attaches a child that it pushes or presents and never detaches",
        defaultSeverity: .error,
        category: "navigation")

    func check(_ context: RuleContext) -> [Diagnostic] {
        let navigation = RIBsNavigation(index: context.index)
        guard navigation.hasRouters else { return [] }
        let index = context.index
        let detaches = DetachSummary(navigation: navigation)
        var diagnostics: [Diagnostic] = []
        for ref in index.calls(named: "attachChild") {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            guard call.owner >= 0, isOwnCall(call, in: outline),
                  let router = navigation.routerType(file: file, member: call.owner),
                  let argument = navigation.argumentTraces(file: file, call: Int(ref.index)).first,
                  !argument.roots.isEmpty else { continue }
            let child = Child(argument: argument, file: file, member: call.owner, navigation: navigation)
            if isDetached(child, router: router, detaches: detaches, navigation: navigation) { continue }
            let shown = shownKinds(child, router: router, navigation: navigation)
            // A delegate that finds popped children by itself releases pushed ones, not presented ones.
            guard !shown.isEmpty, !(shown == .push && navigation.hasRecordlessFlush) else { continue }
            let name = navigation.childDescription(of: argument, file: file, member: call.owner)
            diagnostics.append(diagnostic(
                "'\(router)' attaches \(name) and shows its screen but never detaches it; keep it in a property and call 'detachChild' when its screen closes",
                file: file, range: call.nameRange, in: context))
        }
        return diagnostics
    }
}

/// The child an `attachChild` call attaches: the local variables that hold it in that method,
/// and the properties it is stored in.
private struct Child {
    var file: Int
    var member: Int32
    var bindings: Set<Int> = []
    var parameters: Set<String> = []
    var properties: Set<String> = []

    init(argument: ValueTrace, file: Int, member: Int32, navigation: RIBsNavigation) {
        self.file = file
        self.member = member
        let outline = navigation.index.files[file].outline
        for root in navigation.identity(of: argument) {
            switch root.kind {
            case .local: bindings.insert(root.binding)
            case .parameter: parameters.insert(root.name)
            case .property: properties.insert(root.name)
            case .selfValue, .unknown: break
            }
        }
        // `self.searchRouter = search`, before or after the attach.
        for assignment in outline.assignments where assignment.owner == member && assignment.target.count == 1 {
            guard assignment.target.base == .name || assignment.target.base == .selfKeyword,
                  let target = outline.lastName(assignment.target) else { continue }
            let value = navigation.trace(assignment.value, file: file, member: member, closure: assignment.closure,
                                         position: assignment.range.start)
            if holds(navigation.identity(of: value)) { properties.insert(target) }
        }
    }

    /// Whether a value read through `roots` is this child, or derived from it.
    func holds<Roots: Sequence>(_ roots: Roots, sameMember: Bool = true) -> Bool where Roots.Element == ValueTrace.Root {
        roots.contains { root in
            switch root.kind {
            case .local: return sameMember && bindings.contains(root.binding)
            case .parameter: return sameMember && parameters.contains(root.name)
            case .property: return properties.contains(root.name)
            default: return false
            }
        }
    }
}

/// What the routers' `detachChild` calls release: stored children by property, and whether a
/// router detaches children it cannot name (`children.forEach(detachChild)`, a parameter).
private struct DetachSummary {
    struct Detaches {
        var properties: Set<String> = []
        var calls: [(file: Int, member: Int32, trace: ValueTrace)] = []
        var detachesAny = false
    }

    var byType: [String: Detaches] = [:]

    init(navigation: RIBsNavigation) {
        let index = navigation.index
        for ref in index.calls(named: "detachChild") {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            // Any type's code counts: a router's, or a shared extension of a routing protocol.
            guard call.owner >= 0, let type = index.ownerTypeName(file: file, member: call.owner), isOwnCall(call, in: outline) else { continue }
            guard let argument = navigation.argumentTraces(file: file, call: Int(ref.index)).first,
                  let last = navigation.identity(of: argument).last else {
                byType[type, default: Detaches()].detachesAny = true
                continue
            }
            var detaches = byType[type, default: Detaches()]
            detaches.calls.append((file, call.owner, argument))
            if argument.names.first == "children" {
                // `detachChild(children.last!)`, a child looked up in `children`: any of them.
                detaches.detachesAny = true
            } else if last.kind == .property {
                detaches.properties.insert(last.name)
            } else if last.kind != .local {
                detaches.detachesAny = true
            }
            byType[type] = detaches
        }
        for file in navigation.routerFiles() {
            let outline = index.files[file].outline
            let detachChild = outline.symbol("detachChild")
            for (callIndex, call) in outline.calls.enumerated() where call.owner >= 0 && !call.name.isNone {
                guard let type = navigation.routerType(file: file, member: call.owner) else { continue }
                // `children.forEach(detachChild)`: detaches whatever the collection holds.
                if let detachChild, outline.arguments(of: call).contains(where: { argument in
                    argument.value.kind == .chain && outline.elements(argument.value.chain).last?.name == detachChild
                }) {
                    byType[type, default: Detaches()].detachesAny = true
                    continue
                }
                // A stored child handed to a helper that detaches it (`flow.close(child: settingsRouter, in: self)`).
                let name = outline.name(of: call)
                guard name != "attachChild", name != "detachChild" else { continue }
                let stored = navigation.argumentTraces(file: file, call: callIndex).compactMap { trace -> String? in
                    guard let last = navigation.identity(of: trace).last, last.kind == .property else { return nil }
                    return last.name
                }
                guard !stored.isEmpty, navigation.methods(calledBy: callIndex, file: file).contains(where: { navigation.releases($0) }) else { continue }
                byType[type, default: Detaches()].properties.formUnion(stored)
            }
        }
    }
}

private extension AttachWithoutDetachRule {
    /// Whether the router detaches the child somewhere, or the flush path does.
    func isDetached(_ child: Child, router: String, detaches: DetachSummary, navigation: RIBsNavigation) -> Bool {
        for type in navigation.hierarchy(of: router) {
            guard let summary = detaches.byType[type] else { continue }
            if summary.detachesAny || !summary.properties.isDisjoint(with: child.properties) { return true }
            for detach in summary.calls where detach.file == child.file && detach.member == child.member {
                if child.holds(navigation.identity(of: detach.trace)) { return true }
            }
        }
        if navigation.isSelfFlushing(router) { return true }
        let member = ElementRef(file: child.file, index: Int(child.member))
        if navigation.isCommonPush(member) { return true }
        return handsOver(child, navigation: navigation)
    }

    /// Whether the method passes the child to the flush path or to a helper that detaches it:
    /// the common push method, a method of the flush owner, or a method that detaches.
    func handsOver(_ child: Child, navigation: RIBsNavigation) -> Bool {
        let index = navigation.index
        let outline = index.files[child.file].outline
        for callIndex in navigation.calls(inMember: child.member, file: child.file) {
            let name = outline.name(of: outline.calls[callIndex])
            // Pushing the child's view, even onto a flush owner's navigation controller, is not
            // handing the child over: only what the flush path records is released.
            guard name != "attachChild", name != "pushViewController", !name.isEmpty,
                  navigation.argumentTraces(file: child.file, call: callIndex).contains(where: { child.holds(navigation.identity(of: $0)) })
            else { continue }
            for candidate in navigation.methods(calledBy: callIndex, file: child.file) {
                if navigation.isCommonPush(candidate) || navigation.releases(candidate) { return true }
                if let owner = index.ownerTypeName(ofMember: candidate), navigation.flushOwners.contains(owner) { return true }
            }
        }
        return false
    }

    /// How the router shows the child's view (in the attaching method, or anywhere through the
    /// property that keeps it); a child it pushes or presents is more than a permanent child.
    func shownKinds(_ child: Child, router: String, navigation: RIBsNavigation) -> NavigationKinds {
        let index = navigation.index
        var files: [(file: Int, members: Set<Int32>?)] = [(child.file, [child.member])]
        if !child.properties.isEmpty {
            for type in navigation.hierarchy(of: router) {
                for declaration in index.types[type]?.declarations ?? [] { files.append((Int(declaration.file), nil)) }
            }
        }
        var kinds: NavigationKinds = []
        for (file, members) in files {
            let outline = index.files[file].outline
            for (callIndex, call) in outline.calls.enumerated() where call.owner >= 0 && !call.name.isNone {
                if let members, !members.contains(call.owner) { continue }
                guard let owner = navigation.routerType(file: file, member: call.owner),
                      navigation.hierarchy(of: router).contains(owner),
                      let shown = navigation.navigation(file: file, call: callIndex, router: owner) else { continue }
                let sameMember = file == child.file && call.owner == child.member
                let showsChild = navigation.argumentTraces(file: file, call: callIndex).contains { trace in
                    child.holds(trace.roots, sameMember: sameMember) || (sameMember && wraps(child, trace, file: file, navigation: navigation))
                }
                if showsChild { kinds.formUnion(shown.kinds) }
            }
        }
        return kinds
    }
}

/// Whether a value is a container built around the child's view, such as
/// `let navigation = UINavigationController(rootViewController: child.viewControllable.uiviewController)`.
private func wraps(_ child: Child, _ trace: ValueTrace, file: Int, navigation: RIBsNavigation) -> Bool {
    let outline = navigation.index.files[file].outline
    for root in trace.roots where root.kind == .local && root.isCallResult {
        guard let value = outline.locals[root.binding].value, value.call >= 0,
              outline.lastName(value.chain)?.first?.isUppercase == true else { continue }
        let wrapped = navigation.argumentTraces(file: file, call: Int(value.call))
        if wrapped.contains(where: { child.holds($0.roots) }) { return true }
    }
    return false
}

/// Whether a call is made on the router itself: `attachChild(x)` or `self.attachChild(x)`.
private func isOwnCall(_ call: Call, in outline: Outline) -> Bool {
    call.callee.count == 1 && (call.callee.base == .name || call.callee.base == .selfKeyword)
}
