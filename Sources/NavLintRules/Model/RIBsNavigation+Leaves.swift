import NavLintIndex
import NavLintSyntax

/// Pushed children that release themselves: push-without-flush's exception for a leaf screen.
extension RIBsNavigation {
    /// Whether a pushed child releases itself when its own screen has left and pushes nothing
    /// further: the `viewDidDisappear` of its view controller (or of a base class of it) detaches
    /// it. The top screen always gets that event after a completed pop, of one screen or several,
    /// and never for a cancelled swipe (unlike `viewWillDisappear`), so no pop leaves such a leaf
    /// attached; the hook itself is `lifecycle-detach`'s finding. A child that pushes further can
    /// be removed from below the top, where no event reaches it.
    func isSelfReleasingLeaf(_ child: ValueTrace, file: Int, member: Int32) -> Bool {
        guard let feature = childFeature(child, file: file, member: member) else { return false }
        let router = feature + "Router"
        guard routerTypes.contains(router), !pushesFurther(router) else { return false }
        let screen = feature + "ViewController"
        guard index.isProjectType(screen) else { return false }
        return ([screen] + index.ancestors(of: screen)).contains { type in
            index.members(of: type).contains { ref in
                index.member(ref).name == "viewDidDisappear" && index.member(ref).body != nil && releasesWhenRun(ref)
            }
        }
    }

    /// The RIB feature a child value belongs to: `Seats` for a child of type `SeatsRouting`, built
    /// by `seatsBuilder`, or kept in `seatsRouter`.
    private func childFeature(_ child: ValueTrace, file: Int, member: Int32) -> String? {
        guard let root = childRoot(of: child) else { return nil }
        if let type = childType(root, file: file, member: member),
           let feature = RIBsNavigation.stripping(type, suffixes: ["Routing", "Router"]), !type.hasPrefix("Viewable") {
            return feature
        }
        if root.kind == .local, let value = index.files[file].outline.locals[root.binding].value, value.kind == .chain, value.call >= 0,
           let builder = trace(value, file: file, member: member, closure: -1, position: value.range.start).roots.last,
           let feature = RIBsNavigation.stripping(builder.name, suffixes: ["Buildable", "Builder", "Building"]) {
            return feature
        }
        return RIBsNavigation.stripping(root.name, suffixes: ["Routing", "Router"])
    }

    /// Whether a router type pushes a screen anywhere in its code.
    private func pushesFurther(_ router: String) -> Bool {
        index.members(of: router).contains { ref in
            calls(inMember: ref.index, file: Int(ref.file)).contains { callIndex in
                navigation(file: Int(ref.file), call: callIndex, router: router)?.kinds.contains(.push) == true
            }
        }
    }

    /// `name` capitalized, without the first of `suffixes` it ends in; nil when nothing is left
    /// or the name has none of them.
    private static func stripping(_ name: String, suffixes: [String]) -> String? {
        guard let suffix = suffixes.first(where: { name.hasSuffix($0) }), name.count > suffix.count + 1,
              let first = name.first else { return nil }
        return first.uppercased() + name.dropFirst().dropLast(suffix.count)
    }
}
