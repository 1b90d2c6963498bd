import NavLintIndex
import NavLintSyntax

/// Reports code other than the flush path's owner assigning a navigation controller's `delegate`
/// (or setting it to nil): the owner's `navigationController(_:didShow:animated:)` silently stops
/// running, and no pop on that stack releases its child any more.
///
/// The flush owners are the configured `flushOwners` and the types whose didShow releases children
/// (detaches, removes a child coordinator, or runs the closures recorded for the popped screens).
/// Also reported: an owner made the delegate of a stack that owners of its kind hand on to the
/// children they build (a child taking its parent's delegate). Fine: an owner setting itself on
/// its own stack, a forwarding proxy, a navigation controller created right there,
/// an assignment guarded by a check of the current delegate, and projects that intercept the
/// delegate setter (by swizzling, or a subclass overriding `delegate` to keep each delegate aside).
/// Also reported: a second flush owner created on the navigation controller a
/// method pushes onto, whose initializer takes that stack's delegate.
struct NavigationDelegateOverwriteRule: Rule {
    static let description = RuleDescription(
        identifier: "navigation-delegate-overwrite",
        summary: "A navigation controller's delegate is replaced by code other than the owner of the flush path",
        defaultSeverity: .warning,
        category: "navigation")

    func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let assignments = index.assignments(to: "delegate").filter { ref in
            let assignment = index.files[Int(ref.file)].outline.assignments[Int(ref.index)]
            return assignment.op == .assign && index.isNavigationControllerDelegate(assignment, in: Int(ref.file))
                && index.replacesNavigationDelegate(assignment, in: Int(ref.file))
        }
        guard !assignments.isEmpty, !index.interceptsDelegateSetter else { return [] }
        let owners = context.model.flushOwners.types
        guard !owners.isEmpty else { return [] }
        let accepted = owners.union(index.navigationDelegateProxies)
        let ownerList = owners.sorted().prefix(2).map { "'\($0)'" }.joined(separator: ", ")
        let selfAssigners = Set(assignments.compactMap { ref -> String? in
            let assignment = index.files[Int(ref.file)].outline.assignments[Int(ref.index)]
            return assignment.value.kind == .self ? index.ownerTypeName(file: Int(ref.file), member: assignment.owner) : nil
        })
        let nilAssigners = Set(assignments.compactMap { ref -> String? in
            let assignment = index.files[Int(ref.file)].outline.assignments[Int(ref.index)]
            return assignment.value.kind == .nil ? index.ownerTypeName(file: Int(ref.file), member: assignment.owner) : nil
        })
        // An owner made the delegate in two places takes a stack back after lending it.
        var takings: [String: Int] = [:]
        for ref in assignments {
            let assignment = index.files[Int(ref.file)].outline.assignments[Int(ref.index)]
            if let taker = stackTaker(of: assignment, in: Int(ref.file), owners: owners, index: index) { takings[taker.type, default: 0] += 1 }
        }
        let origins = NavigationStackOrigins(index: index, owners: owners)
        var findings: [Diagnostic] = []
        for ref in assignments {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let assignment = outline.assignments[Int(ref.index)]
            guard let assigner = index.ownerTypeName(file: file, member: assignment.owner),
                  !index.isFreshNavigationController(assignment, in: file),
                  !index.isGuardedByDelegateCheck(assignment, in: file) else { continue }
            if accepted.contains(assigner) {
                if let taker = stackTaker(of: assignment, in: file, owners: owners, index: index), !nilAssigners.contains(taker.type),
                   takings[taker.type] == 1, origins.isHandedOnWithinFamily(taker.property, of: taker.type) {
                    findings.append(diagnostic(
                        "'\(taker.type)' is made the delegate of its stack '\(taker.property)', which it may share with the parent that built it; the parent's flush path stops, for good once the child is freed; let the stack's owner forward the callbacks instead",
                        file: file, range: assignment.range, in: context))
                    continue
                }
                // A flush owner that took over a stack whose flush owner was another, then clears it
                // instead of handing it back: nothing sees that stack's pops any more.
                guard assignment.value.kind == .nil, selfAssigners.contains(assigner), assignment.owner >= 0,
                      outline.members[Int(assignment.owner)].kind != .deinitializer,
                      origins.delegate(ofTarget: assignment.target, file: file, member: assignment.owner, excluding: assigner) == .flushOwner
                else { continue }
                findings.append(diagnostic(
                    "'\(assigner)' clears the navigation controller's delegate that it took over from the flush path, so no pop on that stack is seen; give the delegate back to its previous owner instead",
                    file: file, range: assignment.range, in: context))
                continue
            }
            // A stack that every creator made fresh, or whose flush owner is nobody, loses nothing.
            if origins.delegate(ofTarget: assignment.target, file: file, member: assignment.owner) == .none { continue }
            let replacement: String
            switch assignment.value.kind {
            case .self:
                replacement = "makes itself the navigation controller's delegate"
            case .nil:
                // Clearing a delegate it set itself: the finding is where it set it.
                guard !selfAssigners.contains(assigner) else { continue }
                replacement = "clears the navigation controller's delegate"
            default:
                guard let type = index.typeName(of: assignment.value, in: file, owner: assignment.owner),
                      index.type(named: type)?.kind == .class, !accepted.contains(type) else { continue }
                replacement = "makes '\(type)' the navigation controller's delegate"
            }
            findings.append(diagnostic(
                "'\(assigner)' \(replacement), so the flush path (\(ownerList)) no longer sees pops; let the flush owner forward the callbacks instead",
                file: file, range: assignment.range, in: context))
        }
        return findings + secondOwners(on: index, owners: owners, context: context)
    }

    /// The flush owner that an assignment makes the delegate of its own stack, and the property
    /// keeping that stack: `navigationController.delegate = self`, or `child.root.delegate = child`
    /// in the code that starts a child.
    private func stackTaker(of assignment: Assignment, in file: Int, owners: Set<String>, index: ProjectIndex) -> (type: String, property: String)? {
        let names = index.files[file].outline.names(assignment.target)
        let taker: String?
        if assignment.value.kind == .self, names.count == 2 {
            taker = index.ownerTypeName(file: file, member: assignment.owner)
        } else if names.count == 3, let value = index.singleName(assignment.value, in: file), value == names[0] {
            taker = index.typeName(of: assignment.value, in: file, owner: assignment.owner)
        } else {
            taker = nil
        }
        guard let taker, owners.contains(taker) else { return nil }
        return (taker, names[names.count - 2])
    }

    /// `NavigationRouter(navigationController: navigationController)` in `push(from navigationController:)`:
    /// a second flush owner whose initializer takes the delegate of a stack already in use.
    private func secondOwners(on index: ProjectIndex, owners: Set<String>, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for owner in owners.sorted() {
            for label in index.navigationParametersTakenAsDelegate(by: owner) {
                for ref in index.calls(named: owner) {
                    let file = Int(ref.file)
                    let outline = index.files[file].outline
                    let call = outline.calls[Int(ref.index)]
                    guard call.callee.count == 1, call.owner >= 0,
                          let creator = index.ownerTypeName(file: file, member: call.owner), creator != owner else { continue }
                    let method = outline.members[Int(call.owner)]
                    guard method.kind == .function, method.name.hasPrefix("push"),
                          let argument = outline.arguments(of: call).first(where: { outline.name($0.label) == label }),
                          argument.value.kind == .chain, argument.value.chain.base == .name, argument.value.chain.count == 1,
                          let name = outline.lastName(argument.value.chain),
                          method.parameters.contains(where: { $0.name == name }) else { continue }
                    findings.append(diagnostic(
                        "'\(creator)' creates a second '\(owner)' on the navigation controller it pushes onto, which takes the delegate from that stack's flush path; reuse the stack's existing '\(owner)'",
                        file: file, range: call.range, in: context))
                }
            }
        }
        return findings
    }
}

private extension ProjectIndex {
    /// Delegates that forward the navigation callbacks to another delegate (or several).
    var navigationDelegateProxies: Set<String> {
        var proxies: Set<String> = []
        for ref in calls(named: "navigationController") {
            let outline = files[Int(ref.file)].outline
            let call = outline.calls[Int(ref.index)]
            guard call.callee.count >= 2, call.owner >= 0, outline.members[Int(call.owner)].name == "navigationController",
                  let type = ownerTypeName(file: Int(ref.file), member: call.owner) else { continue }
            proxies.insert(type)
        }
        for ref in members(named: "forwardingTarget") {
            if let type = ownerTypeName(ofMember: ref) { proxies.insert(type) }
        }
        return proxies
    }

    /// Whether the project swizzles `UINavigationController`'s delegate setter, so assignments are
    /// intercepted rather than replacing the delegate.
    var interceptsDelegateSetter: Bool {
        guard !calls(named: "method_exchangeImplementations").isEmpty || !calls(named: "class_replaceMethod").isEmpty else {
            return false
        }
        return (["UINavigationController"] + subtypes(of: "UINavigationController")).contains { type in
            members(of: type).contains { member($0).kind == .function && member($0).name.lowercased().containsBytes(of: "setdelegate") }
        }
    }

    /// `let navigation = UINavigationController(rootViewController: x)` then `navigation.delegate = …`
    /// before the navigation controller is handed to anything: nobody else can own it yet.
    func isFreshNavigationController(_ assignment: Assignment, in file: Int) -> Bool {
        let outline = files[file].outline
        let elements = outline.elements(assignment.target)
        guard assignment.target.base == .name, elements.count == 2, elements.first?.kind == .name,
              let localName = elements.first?.name else { return false }
        guard let local = outline.locals.last(where: { $0.owner == assignment.owner && outline.symbols($0.names).contains(localName) }),
              let value = local.value, let type = constructedTypeName(of: value, in: file),
              roles(of: type).contains(.navigationController) || type.hasSuffix("NavigationController") else { return false }
        return !outline.calls.contains { call in
            call.owner == assignment.owner && call.range.start > local.range.end && call.range.end <= assignment.range.start
                && outline.arguments(of: call).contains { argument in
                    argument.value.kind == .chain && outline.elements(argument.value.chain).first?.name == localName
                }
        }
    }

    /// `if navigationController?.delegate === child { navigationController?.delegate = self }`,
    /// `if nav.delegate == nil { nav.delegate = … }`: the code checks whose the delegate is first.
    func isGuardedByDelegateCheck(_ assignment: Assignment, in file: Int) -> Bool {
        let outline = files[file].outline
        guard let delegate = outline.symbol("delegate") else { return false }
        return outline.conditions.contains { condition in
            condition.owner == assignment.owner && outline.symbols(condition.names).contains(delegate)
                && condition.scope.start <= assignment.range.start && assignment.range.end <= condition.scope.end
        }
    }

    /// Labels of `owner`'s initializer parameters whose navigation controller the initializer makes
    /// `owner` the delegate of.
    func navigationParametersTakenAsDelegate(by owner: String) -> [String] {
        var labels: [String] = []
        for ref in members(of: owner) where member(ref).kind == .initializer {
            let initializer = member(ref)
            let outline = files[Int(ref.file)].outline
            let takesDelegate = outline.assignments.contains { assignment in
                assignment.owner == ref.index && assignment.value.kind == .self
                    && isNavigationControllerDelegate(assignment, in: Int(ref.file))
            }
            guard takesDelegate else { continue }
            for parameter in initializer.parameters {
                guard let label = parameter.label, let type = parameter.type?.nominalName,
                      roles(of: type).contains(.navigationController) || type.hasSuffix("NavigationController") else { continue }
                labels.append(label)
            }
        }
        return labels
    }
}
