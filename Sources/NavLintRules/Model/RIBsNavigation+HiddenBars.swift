import NavLintIndex
import NavLintSyntax

/// Pushed children under a navigation bar hidden through the navigation controller, which only
/// code can pop: push-without-flush's exception when every such pop frees the child.
extension RIBsNavigation {
    /// Whether the pushing method hides the navigation bar through the navigation controller it
    /// pushes onto (`setNavigationBarHidden(true, …)`, `isNavigationBarHidden = true`) before the
    /// push, and every pop that can take the child off frees it. With the bar hidden that way UIKit
    /// shows no back button and no back menu, and its own pop-gesture delegate does not start the
    /// swipe, so only code pops; this holds while nothing in the project shows a bar again or hands
    /// the pop gesture to a delegate of its own. The child must be a leaf RIB (it pushes nothing
    /// that a pop could take off from above it) whose own code (its router, interactor and screens)
    /// pops nothing, and every pop in the pushing feature's code (its router, interactor and
    /// screens, with their ancestors) must free this child where it pops: the same code detaches
    /// the property the push keeps it in, in the pushing router, directly or through one call of a
    /// method of the router. The child's RIB and the pushing feature's are found by their types
    /// (`ribTypes(ofRouter:)`), not by their names.
    func isFreedByEveryPopUnderHiddenBar(_ child: ValueTrace, file: Int, member: Int32, push callIndex: Int, router: String) -> Bool {
        guard hidesBar(before: callIndex, file: file, member: member), !mayShowBarOrSwipe(),
              let root = childRoot(of: child), let type = childType(root, file: file, member: member) else { return false }
        // One router class: a child typed `ViewableRouting` could be any.
        let childRIB = ribTypes(ofRouter: type)
        guard childRIB.routers.count == 1, !childRIB.routers.contains(where: pushesFurther) else { return false }
        let childTypes = childRIB.routers + childRIB.interactors + childRIB.screens
        guard !childTypes.flatMap({ [$0] + index.ancestors(of: $0) }).contains(where: { !pops(in: $0).isEmpty }) else { return false }
        // The properties the pushing method keeps the child in (`currentChild = router`): a local's
        // name says nothing in another method, and neither do the builder's roots (`component`).
        let locals = Set(child.roots.filter { $0.kind != .property }.map(\.name))
        let holders = keptNames([root.name], file: file, member: member).subtracting(locals)
        guard !holders.isEmpty else { return false }
        let routerFamily = Set([router] + index.ancestors(of: router))
        let pushingRIB = ribTypes(ofRouter: router)
        let pushingTypes = [router] + pushingRIB.interactors + pushingRIB.screens
        for type in pushingTypes.flatMap({ [$0] + index.ancestors(of: $0) }) {
            for (popFile, pop) in pops(in: type) where !freesChild(holders, withPop: pop, file: popFile, routerFamily: routerFamily) {
                return false
            }
        }
        return true
    }

    /// A RIB's types by the index's type facts, not by their names: the router classes of `type`
    /// (itself, or the project's routers adopting it when it is a routing protocol), and the classes
    /// adopting the interactor and view types each router's base is given
    /// (`ViewableRouter<PlaceInteractable, PlaceViewControllable>`: `PlaceInteractor`,
    /// `PlaceViewController`), which is how its builder wires them.
    func ribTypes(ofRouter type: String) -> (routers: [String], interactors: [String], screens: [String]) {
        func classes(adopting name: String) -> [String] {
            ([name] + index.subtypes(of: name)).filter { index.kind(ofType: $0) == .class }
        }
        let routers = classes(adopting: type).filter { routerTypes.contains($0) }
        var interactors: [String] = [], screens: [String] = []
        for router in routers {
            for adopter in routerInteractorType(router).map(classes(adopting:)) ?? [] where !interactors.contains(adopter) {
                interactors.append(adopter)
            }
            for adopter in routerViewType(router).map(classes(adopting:)) ?? [] where !screens.contains(adopter) {
                screens.append(adopter)
            }
        }
        return (routers, interactors, screens)
    }

    /// Whether a call in the pushing method before the push (`callIndex`) hides the bar of the
    /// navigation controller it pushes onto.
    private func hidesBar(before callIndex: Int, file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        let push = outline.calls[callIndex]
        let stack = Array(outline.names(push.callee).dropLast())
        let hidesByCall = calls(inMember: member, file: file).contains { position in
            let call = outline.calls[position]
            return call.range.end <= push.range.start && outline.name(of: call) == "setNavigationBarHidden"
                && outline.arguments(of: call).first?.value.kind == .true && Array(outline.names(call.callee).dropLast()) == stack
        }
        return hidesByCall || index.assignmentPositions(ownedBy: member, in: file).contains { position in
            let assignment = outline.assignments[position]
            return assignment.range.end <= push.range.start && assignment.value.kind == .true
                && outline.lastName(assignment.target) == "isNavigationBarHidden" && Array(outline.names(assignment.target).dropLast()) == stack
        }
    }

    /// Whether some code of the project shows a navigation bar through its navigation controller
    /// (`setNavigationBarHidden(false, …)`, or with a value it computes), or hands an interactive
    /// pop gesture to a delegate of its own: either can give the user a pop again. Remembered.
    private func mayShowBarOrSwipe() -> Bool {
        if let known = showsBarOrSwipe { return known }
        let showsByCall = index.calls(named: "setNavigationBarHidden").contains { ref in
            let outline = index.files[Int(ref.file)].outline
            return outline.arguments(of: outline.calls[Int(ref.index)]).first?.value.kind != .true
        }
        let showsByAssignment = index.assignments(to: "isNavigationBarHidden").contains { ref in
            index.files[Int(ref.file)].outline.assignments[Int(ref.index)].value.kind != .true
        }
        let handsSwipe = index.assignments(to: "delegate").contains { ref in
            let outline = index.files[Int(ref.file)].outline
            return outline.names(outline.assignments[Int(ref.index)].target).dropLast().last == "interactivePopGestureRecognizer"
        }
        let answer = showsByCall || showsByAssignment || handsSwipe
        showsBarOrSwipe = answer
        return answer
    }

    /// The pops in a type's own code: UIKit's `popViewController`, `popToViewController`,
    /// `popToRootViewController`, `setViewControllers`, as (file, call).
    private func pops(in type: String) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for ref in index.members(of: type) where index.member(ref).body != nil {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            for position in calls(inMember: ref.index, file: file)
            where RIBsNavigation.popNames.contains(outline.name(of: outline.calls[position])) {
                found.append((file, position))
            }
        }
        return found
    }

    /// UIKit's calls that take screens off a navigation stack.
    static let popNames: Set<String> = ["popViewController", "popToViewController", "popToRootViewController", "setViewControllers"]

    /// Whether the code that runs with a pop detaches a child kept in one of `holders`, in the
    /// pushing router: its own `detachChild` when the pop is the router's, or one call of a method
    /// of the router (`router?.closeCurrentChild()`) that does.
    private func freesChild(_ holders: Set<String>, withPop pop: Int, file: Int, routerFamily: Set<String>) -> Bool {
        let outline = index.files[file].outline
        let popCall = outline.calls[pop]
        let isRouterCode = index.ownerTypeName(file: file, member: popCall.owner).map(routerFamily.contains) == true
        for position in calls(inMember: popCall.owner, file: file) where outline.calls[position].closure == popCall.closure {
            if isRouterCode && detaches(holders, call: position, file: file) { return true }
            for method in methods(calledBy: position, file: file) where index.ownerTypeName(ofMember: method).map(routerFamily.contains) == true {
                let methodFile = Int(method.file)
                if calls(inMember: method.index, file: methodFile).contains(where: { detaches(holders, call: $0, file: methodFile) }) { return true }
            }
        }
        return false
    }

    /// Whether call `position` is a `detachChild` of a value read from one of `holders`.
    private func detaches(_ holders: Set<String>, call position: Int, file: Int) -> Bool {
        let outline = index.files[file].outline
        guard outline.name(of: outline.calls[position]) == "detachChild" else { return false }
        return argumentTraces(file: file, call: position).contains { trace in
            trace.roots.contains { holders.contains($0.name) } || trace.names.contains(where: holders.contains)
        }
    }
}
