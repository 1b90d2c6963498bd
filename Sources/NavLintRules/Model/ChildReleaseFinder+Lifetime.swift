import NavLintIndex
import NavLintSyntax

/// Children that live as long as their parent: added while it sets up, as a root or a tab.
extension ChildReleaseFinder {
    /// Whether the member only runs while the parent sets up: `init`, `start`, a lazy property's
    /// initial value (worked out once per parent, which also keeps the child in the property:
    /// `SemanticModel.runsOnce`), or a private method that only they call (outside other closures,
    /// so not on some later event), so its child lives exactly as long as the parent.
    mutating func isSetUp(file: Int, member: Int32, closure: Int32, depth: Int) -> Bool {
        guard member >= 0, depth < 4 else { return false }
        if closure >= 0 || index.files[file].outline.members[Int(member)].kind == .property {
            return index.files[file].outline.members[Int(member)].kind == .property
                && model.runsOnce(file: file, member: member, closure: closure)
        }
        let key = ElementRef(file: Int32(file), index: member)
        if let known = setUpMembers[key] { return known }
        setUpMembers[key] = false // a recursive call in progress is not proof of set-up
        let outline = index.files[file].outline
        let declaration = outline.members[Int(member)]
        var answer = declaration.kind == .initializer || declaration.name == "start"
        // A private method's callers are all in its file.
        if !answer, declaration.kind == .function, isFilePrivate(declaration, outline),
           let symbol = outline.symbol(declaration.name) {
            answer = false
            for call in outline.calls where call.name == symbol {
                guard queries.isSelfCall(call, in: file), isSetUp(file: file, member: call.owner, closure: call.closure, depth: depth + 1) else {
                    answer = false
                    break
                }
                answer = true
            }
        } else if !answer, declaration.kind == .function, declaration.owner >= 0 {
            answer = isCalledOnlyWhileSettingUp(declaration.name, ownerType: index.ownerTypeName(file: file, member: member), depth: depth)
        }
        setUpMembers[key] = answer
        return answer
    }

    /// Whether the member is set-up code only because of the project's calls of it: neither `init`,
    /// `start` nor a private method (whose callers are all in its file).
    func isSetUpOnlyThroughProjectCalls(file: Int, member: Int32) -> Bool {
        let declaration = index.files[file].outline.members[Int(member)]
        // A member of a private extension is set-up code through its file's calls, but like a method
        // proven set-up by the project's calls, a child it hands the parent may still end.
        return declaration.kind == .function && declaration.name != "start"
            && declaration.modifiers.isDisjoint(with: [.private, .fileprivate])
    }

    /// Whether only code of its own file can call a member: it is private or fileprivate, or declared
    /// in a `private` or `fileprivate` extension (`private extension AppCoordinator { func login() … }`).
    func isFilePrivate(_ declaration: Member, _ outline: Outline) -> Bool {
        if !declaration.modifiers.isDisjoint(with: [.private, .fileprivate]) { return true }
        guard declaration.owner >= 0 else { return false }
        let owner = outline.types[Int(declaration.owner)]
        return owner.kind == .extension && !owner.modifiers.isDisjoint(with: [.private, .fileprivate])
    }

    /// Whether every call of a method of `ownerType` named `name` anywhere in the project is a call
    /// on `self`, from the code of that type, in a member that only runs while it sets up
    /// (`func showMain()` called only from `start()`). A call on another object, or none at all (a
    /// protocol requirement called through the protocol, a selector), is not proof.
    private mutating func isCalledOnlyWhileSettingUp(_ name: String, ownerType: String?, depth: Int) -> Bool {
        guard let ownerType else { return false }
        let refs = index.calls(named: name)
        guard !refs.isEmpty else { return false }
        for ref in refs {
            let callerFile = Int(ref.file)
            let outline = index.files[callerFile].outline
            let call = outline.calls[Int(ref.index)]
            guard queries.isSelfCall(call, in: callerFile), let caller = index.ownerTypeName(file: callerFile, member: call.owner),
                  index.isSubtype(caller, of: ownerType),
                  isSetUp(file: callerFile, member: call.owner, closure: call.closure, depth: depth + 1) else { return false }
        }
        return true
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
        return BodyHandle(file: file, member: member).assignmentPositions(in: index).contains {
            outline.lastName(outline.assignments[$0].target) == "tabBarItem"
        }
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

    /// `guard spaceList == nil else { return }` … `children.append(child)` … `spaceList = child`: the
    /// member records the child in a property of the parent and adds one only when that property is
    /// tested first, so the parent keeps one such child however often the member runs (a weak
    /// property too: the collection keeps the child, so it never goes back to nil).
    func isGuardedByItsRecord(_ addition: ChildAddition) -> Bool {
        let recordedNames = records(of: addition)
        guard !recordedNames.isEmpty else { return false }
        let outline = index.files[addition.file].outline
        func isGuarded(_ range: ByteRange, in member: Int32) -> Bool {
            outline.conditions.contains { condition in
                condition.owner == member && (condition.kind == .if || condition.kind == .guard)
                    && condition.range.end <= range.start
                    && (condition.scope.contains(range) || condition.elseScope?.contains(range) == true)
                    && outline.symbols(condition.names).contains { recordedNames.contains(outline.name($0)) }
            }
        }
        if isGuarded(addition.range, in: addition.member) { return true }
        // A private method whose every caller (all in its file) tests the record first.
        let declaration = outline.members[Int(addition.member)]
        guard declaration.kind == .function, !declaration.modifiers.isDisjoint(with: [.private, .fileprivate]),
              let symbol = outline.symbol(declaration.name) else { return false }
        var callers = 0
        for call in outline.calls where call.name == symbol {
            guard queries.isSelfCall(call, in: addition.file), call.owner >= 0, isGuarded(call.range, in: call.owner) else { return false }
            callers += 1
        }
        return callers > 0
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
}
