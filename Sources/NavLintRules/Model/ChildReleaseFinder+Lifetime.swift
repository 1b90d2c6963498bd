import NavLintIndex
import NavLintSyntax

/// Children that live as long as their parent: added while it sets up, as a root or a tab.
extension ChildReleaseFinder {
    /// Whether the member only runs while the parent sets up: `init`, `start`, or a private method
    /// that only they call (outside closures, so not on some later event), so its child lives
    /// exactly as long as the parent.
    mutating func isSetUp(file: Int, member: Int32, closure: Int32, depth: Int) -> Bool {
        guard member >= 0, closure < 0, depth < 4 else { return false }
        let key = ElementRef(file: Int32(file), index: member)
        if let known = setUpMembers[key] { return known }
        setUpMembers[key] = false // a recursive call in progress is not proof of set-up
        let outline = index.files[file].outline
        let declaration = outline.members[Int(member)]
        var answer = declaration.kind == .initializer || declaration.name == "start"
        // A private method's callers are all in its file.
        if !answer, declaration.kind == .function, !declaration.modifiers.isDisjoint(with: [.private, .fileprivate]),
           let symbol = outline.symbol(declaration.name) {
            answer = false
            for call in outline.calls where call.name == symbol {
                guard isSelfCall(call, outline), isSetUp(file: file, member: call.owner, closure: call.closure, depth: depth + 1) else {
                    answer = false
                    break
                }
                answer = true
            }
        }
        setUpMembers[key] = answer
        return answer
    }

    /// Whether the member makes the child the root of its navigation (`setRootModule(child)`,
    /// `setViewControllers([child…])`, `window.rootViewController = child…`): a root lives as long as
    /// the navigation it roots.
    mutating func becomesRoot(_ name: String, file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        let memberCalls = calls(file: file, member: member)
        func mentionsChild(_ expression: Expression) -> Bool {
            if expression.kind == .chain { return outline.names(expression.chain).first == name }
            // `[child.toPresentable()]`: a call on the child inside the literal.
            return memberCalls.contains {
                let call = outline.calls[Int($0)]
                return expression.range.contains(call.range) && outline.names(call.callee).first == name
            }
        }
        for callIndex in memberCalls {
            let call = outline.calls[Int(callIndex)]
            let called = outline.name(of: call)
            guard called.hasPrefix("setRoot") || called == "setViewControllers" else { continue }
            if outline.arguments(of: call).contains(where: { mentionsChild($0.value) }) { return true }
        }
        return outline.assignments.contains {
            $0.owner == member && outline.lastName($0.target) == "rootViewController" && mentionsChild($0.value)
        }
    }

    /// Whether the member gives a view controller its `tabBarItem`: the child is a tab.
    func setsTabBarItem(file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        return outline.assignments.contains { $0.owner == member && outline.lastName($0.target) == "tabBarItem" }
    }

    /// `if let existing = children[section] { … } else { children[section] = make(section) }`: a
    /// child made the first time its key is asked for and reused afterwards, one per key (a tab or
    /// a segment), which lives as long as the parent by design.
    func isCreatedOnlyWhenMissing(_ addition: ChildAddition) -> Bool {
        let outline = index.files[addition.file].outline
        return outline.conditions.contains { condition in
            condition.owner == addition.member && (condition.kind == .if || condition.kind == .guard)
                && condition.range.end <= addition.range.start
                && (condition.scope.contains(addition.range) || condition.elseScope?.contains(addition.range) == true)
                && outline.names(condition.names).contains(addition.collection)
        }
    }

    /// Whether the child is a stored property of the parent, which keeps it alive anyway.
    func isOwnProperty(_ addition: ChildAddition) -> Bool {
        guard let child = addition.child, child.kind == .chain, child.call < 0, child.chain.count == 1,
              child.chain.base == .name || child.chain.base == .selfKeyword else { return false }
        let outline = index.files[addition.file].outline
        let name = outline.name(outline.chainElements[Int(child.chain.start)].name)
        if child.chain.base == .name {
            if index.localBinding(named: name, owner: addition.member, in: addition.file) != nil { return false }
            if addition.member >= 0, outline.members[Int(addition.member)].parameters.contains(where: { $0.name == name }) { return false }
            if outline.closures.indices.contains(Int(addition.closure)),
               outline.names(outline.closures[Int(addition.closure)].parameters).contains(name) { return false }
        }
        return index.lookupMember(name, in: addition.parentType).contains { index.member($0).kind == .property }
    }

    /// A call on `self`: `name(…)`, `self.name(…)`, `self?.name(…)`, or `strongSelf.name(…)` where the
    /// local is bound to `self`.
    func isSelfCall(_ call: Call, _ outline: Outline) -> Bool {
        if call.callee.count == 1 { return call.callee.base == .name || call.callee.base == .selfKeyword }
        guard call.callee.count == 2, call.callee.base == .name else { return false }
        let first = outline.chainElements[Int(call.callee.start)]
        guard first.kind == .name else { return false }
        let name = outline.name(first.name)
        return outline.locals.contains {
            $0.owner == call.owner && $0.value?.kind == .self && outline.symbols($0.names).contains { outline.name($0) == name }
        }
    }
}
