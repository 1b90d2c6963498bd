import NavLintIndex
import NavLintSyntax

/// Reports a RIBs router that pushes a child's view onto a navigation controller outside the
/// project's common flush path: UIKit releases the view controller when the user pops it (back
/// button, swipe, long-press menu, tab re-tap), but nothing detaches the child router, which stays
/// attached and active. Reported at the router's push: a `pushViewController` call, or its call of
/// a push helper declared on its view controller (a method whose body pushes).
///
/// A push is covered when it goes through a common push method tied to a navigation-controller
/// delegate whose `didShow` detaches popped children (or a router that observes `didShow` and
/// detaches), or when a shared helper that detaches on pop is applied to the child. A root push
/// into an empty navigation controller, a push of a view that is not a child RIB's, a child whose
/// own screen releases it whatever pops it, a child of a router whose screen releases its
/// children when it appears again, a child that is never attached (`RIBsNavigation+Leaves.swift`),
/// and a leaf pushed under a hidden navigation bar that every pop frees
/// (`RIBsNavigation+HiddenBars.swift`) are fine.
struct PushWithoutFlushRule: Rule {
    static let description = RuleDescription(
        identifier: "push-without-flush",
        summary: "A router pushes a child RIB's view outside the common flush path, so popping it leaves the child attached",
        defaultSeverity: .error,
        category: "navigation")

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.model.withNavigation { navigation in check(context, navigation: navigation) }
    }

    private func check(_ context: RuleContext, navigation: RIBsNavigation) -> [Diagnostic] {
        guard navigation.hasRouters else { return [] }
        let index = context.index
        var diagnostics: [Diagnostic] = []
        var attached: [ElementRef: Set<Int>] = [:]
        for file in navigation.routerFiles() {
            let outline = index.files[file].outline
            for (callIndex, call) in outline.calls.enumerated() where call.owner >= 0 && !call.name.isNone {
                guard let router = navigation.routerType(file: file, member: call.owner),
                      let push = navigation.navigation(file: file, call: callIndex, router: router),
                      push.kinds.contains(.push), !push.isOwnMethod, !push.isFlushed,
                      let child = pushedChild(file: file, call: callIndex, attached: &attached, navigation: navigation) else { continue }
                let member = ElementRef(file: file, index: Int(call.owner))
                if navigation.hasRecordlessFlush || navigation.isSelfFlushing(router) || navigation.isCommonPush(member) { continue }
                let childNames = Set(child.roots.map(\.name))
                if navigation.popHookCovers(file: file, member: call.owner, child: childNames)
                    || navigation.releasesItselfWhenPopped(child, file: file, member: call.owner)
                    || navigation.releasesWhenScreenReappears(router)
                    || navigation.isFreedByEveryPopUnderHiddenBar(child, file: file, member: call.owner, push: callIndex, router: router)
                    || navigation.isNeverAttached(child, file: file, member: call.owner, router: router) { continue }
                diagnostics.append(diagnostic(
                    message(push, child: child, navigation: navigation),
                    file: file, range: call.nameRange, in: context,
                    related: attachSites(of: child, file: file, member: call.owner, navigation: navigation)))
            }
        }
        return diagnostics
    }
}

private extension PushWithoutFlushRule {
    /// The argument that is a child RIB's view: it reads a router's `viewControllable`, or a
    /// variable that this method attached.
    func pushedChild(file: Int, call callIndex: Int, attached: inout [ElementRef: Set<Int>], navigation: RIBsNavigation) -> ValueTrace? {
        let outline = navigation.index.files[file].outline
        let call = outline.calls[callIndex]
        let traces = navigation.argumentTraces(file: file, call: callIndex)
        if let child = traces.first(where: { navigation.isChildView($0, file: file, member: call.owner) }) { return child }
        let member = ElementRef(file: file, index: Int(call.owner))
        if attached[member] == nil { attached[member] = attachedBindings(file: file, member: call.owner, navigation: navigation) }
        let bindings = attached[member] ?? []
        return traces.first { trace in trace.roots.contains { $0.kind == .local && bindings.contains($0.binding) } }
    }

    /// Local bindings whose variables this method passes to `attachChild` (a tuple binding counts
    /// for all its names: `let (router, view) = builder.build()`).
    func attachedBindings(file: Int, member: Int32, navigation: RIBsNavigation) -> Set<Int> {
        let outline = navigation.index.files[file].outline
        var bindings: Set<Int> = []
        for callIndex in navigation.calls(inMember: member, file: file) where outline.name(of: outline.calls[callIndex]) == "attachChild" {
            for trace in navigation.argumentTraces(file: file, call: callIndex) {
                for root in trace.roots where root.kind == .local { bindings.insert(root.binding) }
            }
        }
        return bindings
    }

    /// The `attachChild` calls of the same method that attach the pushed child.
    func attachSites(of child: ValueTrace, file: Int, member: Int32, navigation: RIBsNavigation) -> [RelatedLocation] {
        let outline = navigation.index.files[file].outline
        let names = Set(child.roots.map(\.name))
        return navigation.calls(inMember: member, file: file).compactMap { callIndex in
            let call = outline.calls[callIndex]
            guard outline.name(of: call) == "attachChild",
                  navigation.argumentTraces(file: file, call: callIndex).contains(where: { $0.roots.contains { names.contains($0.name) } })
            else { return nil }
            return RelatedLocation(file: file, range: call.nameRange, message: "the child is attached here")
        }
    }

    func message(_ push: RouterNavigation, child: ValueTrace, navigation: RIBsNavigation) -> String {
        let index = navigation.index
        let call = index.files[push.file].outline.calls[push.call]
        let childText = navigation.childDescription(of: child, file: push.file, member: call.owner)
        var how = ""
        if let helper = push.helper {
            let owner = index.ownerTypeName(ofMember: helper).map { $0 + "." } ?? ""
            how = " with '\(owner)\(index.member(helper).signature)'"
        }
        let fix = navigation.commonPushSignature.map { "push it through '\($0)'" }
            ?? "push through one common method and detach it from the navigation controller delegate's 'didShow'"
        return "'\(push.router)' pushes \(childText)\(how) outside the flush path, so a back-button or swipe pop leaves it attached; \(fix)"
    }
}
