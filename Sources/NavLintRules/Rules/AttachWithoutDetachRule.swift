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
        context.model.withNavigation { navigation in check(context, navigation: navigation) }
    }

    private func check(_ context: RuleContext, navigation: RIBsNavigation) -> [Diagnostic] {
        guard navigation.hasRouters else { return [] }
        let index = context.index
        let facts = RouterFacts(navigation: navigation)
        var diagnostics: [Diagnostic] = []
        for ref in index.calls(named: "attachChild") {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            guard call.owner >= 0, isOwnCall(call, in: outline),
                  let router = navigation.routerCodeType(file: file, member: call.owner),
                  let argument = navigation.argumentTraces(file: file, call: Int(ref.index)).first,
                  !argument.roots.isEmpty else { continue }
            let child = facts.child(argument, file: file, member: call.owner)
            if facts.isDetached(child, router: router, file: file, member: call.owner)
                || facts.isPermanentContent(child, router: router, file: file, member: call.owner, attach: Int(ref.index)) { continue }
            var shown = facts.shownKinds(child, router: router)
            if shown.isEmpty && !navigation.isActivation(member: ElementRef(file: file, index: Int(call.owner)), router: router) {
                shown = facts.pushesThroughViewlessChild(argument, file: file, member: call.owner) ? .push : []
            }
            // A delegate that finds popped children by itself releases pushed ones, not presented ones.
            guard !shown.isEmpty, !(shown == .push && navigation.hasRecordlessFlush) else { continue }
            let name = navigation.childDescription(of: argument, file: file, member: call.owner)
            diagnostics.append(diagnostic(
                "'\(router)' attaches \(name) and shows its screen but never detaches it; keep it in a property and call 'detachChild' when its screen closes",
                file: file, range: call.nameRange, in: context,
                related: showSites(of: argument, file: file, member: call.owner, router: router, navigation: navigation)))
        }
        return diagnostics
    }

    /// The pushes and presents of the same method that show the attached child's screen.
    private func showSites(of child: ValueTrace, file: Int, member: Int32, router: String, navigation: RIBsNavigation) -> [RelatedLocation] {
        let outline = navigation.index.files[file].outline
        let names = Set(child.roots.map(\.name))
        return navigation.calls(inMember: member, file: file).compactMap { callIndex in
            guard let shown = navigation.navigation(file: file, call: callIndex, router: router),
                  navigation.argumentTraces(file: file, call: callIndex).contains(where: { $0.roots.contains { names.contains($0.name) } })
            else { return nil }
            let verb = shown.kinds.contains(.push) ? "pushed" : "presented"
            return RelatedLocation(file: file, range: outline.calls[callIndex].nameRange, message: "its screen is \(verb) here")
        }
    }
}
