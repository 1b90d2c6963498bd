import NavLintIndex
import NavLintSyntax

/// Reports a modal presentation of a child (a RIB attached with `attachChild`, or a child
/// coordinator stored in the parent's child collection, in the same method) as a sheet that the
/// user can swipe away on iOS 13 and later, when nothing releases the child on that swipe: only the
/// child's own close path detaches it, so after a swipe-down it stays attached and active.
///
/// The presentation is fine when the presented controller cannot be swiped away
/// (`isModalInPresentation = true`, `.fullScreen`, `.overFullScreen`, `.currentContext`,
/// `.overCurrentContext`, `.custom`), or when the dismissal is observed: a
/// `presentationController?.delegate` set where it is presented, a `presentationControllerDidDismiss(_:)`
/// in the presenting type or in the child's types, or the child's view controller reacting to its own
/// disappearance. These facts count wherever they are written: in the presenting method, in a
/// presenting helper, in the presented controller's type, or in the child's builder, view
/// controller, interactor or coordinator, in any file.
struct PresentWithoutDismissFlushRule: Rule {
    static let description = RuleDescription(
        identifier: "present-without-dismiss-flush",
        summary: "A child is presented as a sheet that can be swiped away, and only an explicit close path releases it",
        defaultSeverity: .warning,
        category: "navigation")

    func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let queries = context.model.childCoordinators
        // Only a method that adds a child can present one.
        var childMembers = Set(queries.additions.map { ElementRef(file: $0.file, index: Int($0.member)) })
        for ref in index.calls(named: "attachChild") { childMembers.insert(ElementRef(file: ref.file, index: index.call(ref).owner)) }
        guard !childMembers.isEmpty else { return [] }
        let candidates = (index.calls(named: "present") + PresentationFacts.presentingHelpers(in: index).flatMap { index.calls(named: $0) })
            .filter { childMembers.contains(ElementRef(file: $0.file, index: index.call($0).owner)) }
        // A project helper named `present` that only pushes, or only fills a tab bar, shows no sheet;
        // the helpers a call runs say who presents (a navigator that observes the swipe).
        let (presenting, own) = context.model.withNavigation { navigation in
            let presenting = candidates.compactMap { presentingHelpers(of: $0, navigation) }
            // A child coordinator that presents itself from the `start()` its parent calls, or its initializer.
            var finder = OwnPresentations(index: index)
            let own = queries.additionsByMember.flatMap { finder.presentations(of: $0, navigation: navigation) }.compactMap { own in
                presentingHelpers(of: ElementRef(file: own.0.file, index: own.0.call), navigation).map { (own.0, own.1, $0.helpers) }
            }
            return (presenting, own)
        }
        guard !presenting.isEmpty || !own.isEmpty else { return [] }
        var facts = PresentationFacts(index: index)
        // A screen whose own disappearance releases its child (lifecycle-detach reports the hook)
        // handles the swipe-down too.
        context.model.withReleases { facts.collectDisappearing($0) }
        var diagnostics: [Diagnostic] = []
        for (ref, helpers) in presenting {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            // `.present(coordinator)` builds a transition value (XCoordinator), it presents nothing.
            guard call.owner >= 0, call.callee.base != .implicitMember,
                  let presented = outline.arguments(of: call).first?.value, presented.kind != .nil,
                  let presenter = index.ownerTypeName(file: file, member: call.owner),
                  !facts.isSystemController(presented, file: file, member: call.owner) else { continue }
            let added = facts.children(file: file, member: call.owner, presenter: presenter, queries: queries)
            guard !added.isEmpty, facts.mayPresent(presented, children: added, file: file, member: call.owner),
                  !facts.isReleasedOnSwipe(call, file: file, presenter: presenter, children: added, helpers: helpers) else { continue }
            let child = added.compactMap(\.type).first.map { "the '\($0)' child" } ?? "a child"
            diagnostics.append(diagnostic(
                "'\(presenter)' presents \(child) as a sheet that a swipe-down dismisses without releasing it; release the child in presentationControllerDidDismiss(_:) or set isModalInPresentation",
                file: file, range: call.nameRange, in: context))
        }
        // The child's own presentation is reported once, however many parents store the child, unless
        // every parent that does leaves the sheet locked or observed.
        var reported = Set(presenting.map(\.ref))
        for (presentation, addition, helpers) in own {
            let ref = ElementRef(file: presentation.file, index: presentation.call)
            let outline = index.files[presentation.file].outline
            let call = outline.calls[presentation.call]
            guard !reported.contains(ref), !facts.isReleasedOnSwipe(presentation, parent: addition, helpers: helpers) else { continue }
            reported.insert(ref)
            diagnostics.append(diagnostic(
                "'\(presentation.child)' presents itself as a sheet that a swipe-down dismisses while '\(addition.parentType)' keeps it as a child; release it in presentationControllerDidDismiss(_:) or set isModalInPresentation",
                file: presentation.file, range: call.nameRange, in: context))
        }
        return diagnostics.sorted { ($0.file, $0.range.start) < ($1.file, $1.range.start) }
    }

    /// The project methods a presenting call runs (none for UIKit's `present`); nil when it shows no
    /// sheet: every project method it may run only pushes or fills a tab bar.
    private func presentingHelpers(of ref: ElementRef, _ navigation: RIBsNavigation) -> (ref: ElementRef, helpers: [ElementRef])? {
        guard let helpers = navigation.resolvedMethods(calledBy: Int(ref.index), file: Int(ref.file)) else {
            // A receiver of unknown type: only when every namesake pushes is it no sheet.
            return navigation.navigationKinds(ofCall: Int(ref.index), file: Int(ref.file)) == .push ? nil : (ref, [])
        }
        if !helpers.isEmpty && !helpers.contains(where: { navigation.navigationKinds(of: $0).contains(.present) }) { return nil }
        return (ref, helpers)
    }
}
