import NavLintIndex
import NavLintSyntax

/// Screens that an app-lifetime screen shows once and never lets go: the main screen that a launch
/// screen pushes onto its navigation controller (the window's root), and a child view controller
/// that an app-lifetime screen embeds with `addChild`. Either link holds only when the code that
/// hands the screen on runs once per object of the app-lifetime screen (outside loops and
/// closures), and nothing in either screen's code (with its ancestors) can release it again:
/// - a push (`navigationController?.pushViewController(main, …)`): the pushing screen's code hides
///   the bar of that navigation controller (`setNavigationBarHidden(true, …)`,
///   `isNavigationBarHidden = true`), so UIKit shows no back button or back menu and does not start
///   the swipe, and neither screen's code shows a bar again, hands the pop gesture to a delegate,
///   pops (`popViewController`, `popToRootViewController`, `setViewControllers`…), or pushes onto
///   that stack anything but this one push;
/// - an embedding (`addChild(tabs)`): neither screen's code removes a child (`removeFromParent`).
/// Not followed (a known gap): code of other types that reaches the same stack, such as a screen
/// embedded in the pushed one, which reads the same `navigationController`.
extension ObjectLifetimes {
    /// Why the value handed as the first argument of call `link` lives as long as the app: `link`
    /// pushes it onto, or embeds it in, an app-lifetime screen once, for good; or nil.
    func keeperOfScreenLink(_ link: Int32, in file: Int, depth: Int) -> Keeper? {
        let outline = index.files[file].outline
        let call = outline.calls[Int(link)]
        let names = Array(outline.names(call.callee).drop { $0 == "self" })
        let isPush = names == ["navigationController", "pushViewController"]
        guard isPush || names == ["addChild"], call.owner >= 0, call.closure < 0, let value = outline.arguments(of: call).first?.value,
              let screen = index.ownerTypeName(file: file, member: call.owner).map(index.simpleName),
              index.roles(of: screen).contains(.viewController), !isInLoop(call, in: file), runsOnce(call.owner, in: file),
              let shown = index.valueTypeName(value, owner: call.owner, ownerType: screen, in: file).map(index.simpleName) else { return nil }
        let codes = [screen, shown].map { ([$0] + index.ancestors(of: $0)).filter(index.isProjectType) }
        if isPush {
            guard hidesBar(inCodeOf: codes[0]), codes.allSatisfy({ !changesStack(inCodeOf: $0, except: ElementRef(file: file, index: Int(link))) }) else {
                return nil
            }
        } else if codes.flatMap({ $0 }).contains(where: { !calls(named: ["removeFromParent"], inCodeOf: $0).isEmpty }) {
            return nil
        }
        guard reason(of: screen, depth: depth + 1) != nil else { return nil }
        return .holder(isPush
            ? "pushed once by the app-lifetime '\(screen)' under a hidden bar, and never popped"
            : "embedded once by the app-lifetime '\(screen)', which never removes a child")
    }

    /// Whether the code of `types` hides the bar of its own navigation controller.
    private func hidesBar(inCodeOf types: [String]) -> Bool {
        types.contains { type in
            calls(named: ["setNavigationBarHidden"], inCodeOf: type).contains { ref in
                let outline = index.files[Int(ref.file)].outline
                let call = outline.calls[Int(ref.index)]
                return isOwnStack(outline.names(call.callee).dropLast()) && outline.arguments(of: call).first?.value.kind == .true
            } || assignments(to: "isNavigationBarHidden", inCodeOf: type).contains { ref in
                let assignment = index.files[Int(ref.file)].outline.assignments[Int(ref.index)]
                return isOwnStack(index.files[Int(ref.file)].outline.names(assignment.target).dropLast()) && assignment.value.kind == .true
            }
        }
    }

    /// Whether the code of `types` may change or expose its navigation stack, but by the push `push`:
    /// it shows a bar (`setNavigationBarHidden` or `isNavigationBarHidden` with anything but `true`),
    /// hands the pop gesture to a delegate, pops, or pushes.
    private func changesStack(inCodeOf types: [String], except push: ElementRef) -> Bool {
        types.contains { type in
            calls(named: ["setNavigationBarHidden"], inCodeOf: type).contains { ref in
                let outline = index.files[Int(ref.file)].outline
                return outline.arguments(of: outline.calls[Int(ref.index)]).first?.value.kind != .true
            } || assignments(to: "isNavigationBarHidden", inCodeOf: type).contains { ref in
                index.files[Int(ref.file)].outline.assignments[Int(ref.index)].value.kind != .true
            } || assignments(to: "delegate", inCodeOf: type).contains { ref in
                let outline = index.files[Int(ref.file)].outline
                return outline.names(outline.assignments[Int(ref.index)].target).contains("interactivePopGestureRecognizer")
            } || calls(named: RIBsNavigation.popNames.union(["pushViewController"]), inCodeOf: type).contains { $0 != push }
        }
    }

    /// Whether a receiver is self's own navigation controller (`navigationController`, `self.navigationController`).
    private func isOwnStack(_ receiver: ArraySlice<String>) -> Bool {
        Array(receiver.drop { $0 == "self" }) == ["navigationController"]
    }

    /// The calls named one of `names` in the members of `type`, closures included.
    private func calls(named names: Set<String>, inCodeOf type: String) -> [ElementRef] {
        index.members(of: type).flatMap { member -> [ElementRef] in
            let outline = index.files[Int(member.file)].outline
            return index.callPositions(ownedBy: member.index, in: Int(member.file))
                .filter { names.contains(outline.name(of: outline.calls[$0])) }
                .map { ElementRef(file: Int(member.file), index: $0) }
        }
    }

    /// The assignments to a property named `property` in the members of `type`, closures included.
    private func assignments(to property: String, inCodeOf type: String) -> [ElementRef] {
        index.members(of: type).flatMap { member -> [ElementRef] in
            let outline = index.files[Int(member.file)].outline
            return index.assignmentPositions(ownedBy: member.index, in: Int(member.file))
                .filter { outline.lastName(outline.assignments[$0].target) == property }
                .map { ElementRef(file: Int(member.file), index: $0) }
        }
    }
}
