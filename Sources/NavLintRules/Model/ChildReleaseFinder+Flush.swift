import NavLintIndex
import NavLintSyntax

/// A navigation controller delegate that ends every child at once by asking each to leave.
extension ChildReleaseFinder {
    /// Whether the parent's navigation controller delegate method (`navigationController(_:willShow:…)`
    /// or `didShow`), itself or through the parent's methods it calls on self, walks the child
    /// collection and asks each child to leave (`childCoordinators.forEach { $0.removeFromParent() }`,
    /// where `removeFromParent()` calls the parent's removing method on the child's parent): the
    /// flush path, which releases every child whatever type it is.
    mutating func delegateFlushEndsChildren(parent: String, collection: String, removers: [CallKey: [ElementRef]]) -> Bool {
        guard !removers.isEmpty else { return false }
        var bodies: [(file: Int, member: Int32)] = []
        for type in [parent] + index.ancestors(of: parent) where index.isProjectType(type) {
            for ref in index.members(of: type) where index.member(ref).name == "navigationController" && index.member(ref).body != nil {
                bodies.append((Int(ref.file), ref.index))
            }
        }
        guard !bodies.isEmpty, index.canBecomeNavigationDelegate(parent) else { return false }
        // The collection, or a computed property that reads it (`var childCoordinators: [Coordinator] { _children }`).
        var collections: Set<String> = [collection]
        for type in [parent] + index.ancestors(of: parent) where index.isProjectType(type) {
            for ref in index.members(of: type) {
                let member = index.member(ref)
                if member.kind == .property, !member.isStored, let type = member.type, OwnershipGraphBuilder.isCollection(type) {
                    collections.insert(member.name)
                }
            }
        }
        var seen: Set<ElementRef> = []
        var depth = 0
        while !bodies.isEmpty, depth < 3 {
            var next: [(file: Int, member: Int32)] = []
            for body in bodies where seen.insert(ElementRef(file: Int32(body.file), index: body.member)).inserted {
                if asksEachChildToLeave(file: body.file, member: body.member, collections: collections, removers: removers) { return true }
                let outline = index.files[body.file].outline
                for callIndex in calls(file: body.file, member: body.member) {
                    let call = outline.calls[Int(callIndex)]
                    guard call.callee.count == 1, queries.isSelfCall(call, in: body.file) else { continue }
                    for ref in index.lookupMember(outline.name(call.name), in: parent) where index.member(ref).body != nil {
                        next.append((Int(ref.file), ref.index))
                    }
                }
            }
            bodies = next
            depth += 1
        }
        return false
    }

    /// `collection.forEach { child in child.leave() }` or `for child in collection { child.leave() }`
    /// in the member, where `leave` is a project method that calls one of the parent's removing
    /// methods on another object (`parent?.removeChild(self)`).
    private mutating func asksEachChildToLeave(file: Int, member: Int32, collections: Set<String>, removers: [CallKey: [ElementRef]]) -> Bool {
        let outline = index.files[file].outline
        let memberCalls = calls(file: file, member: member)
        var loopScopes: [ByteRange] = outline.conditions.compactMap { condition in
            condition.kind == .for && condition.owner == member && outline.names(condition.names).contains(where: collections.contains) ? condition.scope : nil
        }
        for callIndex in memberCalls {
            let call = outline.calls[Int(callIndex)]
            guard outline.name(of: call) == "forEach", outline.names(call.callee).contains(where: collections.contains),
                  let body = outline.arguments(of: call).first(where: { $0.value.kind == .closure })?.value.closure, body >= 0 else { continue }
            loopScopes.append(outline.closures[Int(body)].range)
        }
        guard !loopScopes.isEmpty else { return false }
        for callIndex in memberCalls {
            let call = outline.calls[Int(callIndex)]
            guard call.callee.count > 1, loopScopes.contains(where: { $0.contains(call.range) }) else { continue }
            if leaves(outline.name(of: call), removers: removers, collections: collections) { return true }
        }
        return false
    }

    /// Whether some project method named `name` calls one of the parent's removing methods on
    /// another object (the child's parent).
    private mutating func leaves(_ name: String, removers: [CallKey: [ElementRef]], collections: Set<String>) -> Bool {
        for ref in index.members(named: name) where index.member(ref).body != nil {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            for callIndex in calls(file: file, member: ref.index)
            where collections.contains(where: { releasesFromOutside(outline.calls[Int(callIndex)], in: file, removers: removers, collection: $0) }) {
                return true
            }
        }
        return false
    }
}

/// A didShow flush that recognizes a child by the type of the screen that left.
extension ChildReleaseFinder {
    /// Whether the parent's didShow handler finds the child to remove by casting the screen that
    /// left (`transitionCoordinator?.viewController(forKey: .from) as? ProfileViewController`), while
    /// the child's own code pushes a screen of another type (`RepositoriesViewController` above its
    /// profile screen). UIKit reports only the top screen of a pop: a pop to root (tapping the tab
    /// again, the back button's long-press menu) from that other screen takes the child's screens
    /// away without the handler ever seeing one it recognizes, and the child stays.
    func flushMissesScreens(of child: String, parent: String) -> Bool {
        var recognized: Set<String> = []
        for type in [parent] + index.ancestors(of: parent) where index.isProjectType(type) {
            for ref in index.members(of: type) {
                let member = index.member(ref)
                guard member.name == "navigationController", member.body != nil, member.parameters.count == 3,
                      member.parameters[1].label == "didShow" else { continue }
                let outline = index.files[Int(ref.file)].outline
                for cast in outline.casts where cast.owner == ref.index && cast.kind != .plain && !cast.isTypeTest {
                    let name = cast.type.nominalName
                    guard index.roles(of: name).contains(.viewController) else { return false }
                    recognized.insert(name)
                }
            }
        }
        guard !recognized.isEmpty else { return false }
        var pushesOther = false
        for type in [child] + index.ancestors(of: child) where index.isProjectType(type) {
            for ref in index.members(of: type) where index.member(ref).body != nil {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                for call in outline.calls where call.owner == ref.index && outline.name(of: call) == "pushViewController" {
                    guard let argument = outline.arguments(of: call).first?.value,
                          let shown = index.typeName(of: argument, in: file, owner: call.owner), index.isProjectType(shown) else { return false }
                    if !recognized.contains(where: { shown == $0 || index.isSubtype(shown, of: $0) }) { pushesOther = true }
                }
            }
        }
        return pushesOther
    }
}
