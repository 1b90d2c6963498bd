import NavLintIndex
import NavLintSyntax

/// Pushes onto a navigation controller that a router keeps in a property of its own, and that is
/// provably still nil whenever the push could run.
extension RIBsNavigation {
    /// Whether a push goes onto a navigation controller kept in an optional private property of
    /// the router (`if let navigation = presentedNavigation { navigation.push(…) }`, or
    /// `presentedNavigation?.push(…)`) that is nil every time the push runs: only the router's own
    /// methods store a value in it (its other branch presents a new navigation controller and keeps
    /// it there), and every method that can store it or push onto it runs only from an
    /// interactor's `didBecomeActive`, at most one of them per activation (in different clauses of
    /// a switch or branches of an `if`, never in a loop). The first such method to run finds the
    /// property nil, and no second one runs: the push branch is dead code.
    func pushesOntoUnsetStack(file: Int, call callIndex: Int, router: String) -> Bool {
        let outline = index.files[file].outline
        let call = outline.calls[callIndex]
        guard call.owner >= 0, call.callee.base == .name || call.callee.base == .selfKeyword else { return false }
        let receiver = outline.elements(call.callee).dropLast().map { $0.kind == .name ? outline.name($0.name) : "" }
        guard receiver.count == 1, !receiver[0].isEmpty else { return false }
        guard let property = storedStack(named: receiver[0], isSelf: call.callee.base == .selfKeyword, file: file, call: call),
              let declaration = lookup(property, in: router).first, index.ownerTypeName(ofMember: declaration) == router
        else { return false }
        let member = index.member(declaration)
        guard member.kind == .property, !member.modifiers.isTypeLevel, member.type?.isOptional == true,
              !member.modifiers.isDisjoint(with: [.private, .fileprivate]),
              member.initializer == nil || member.initializer?.kind == .nil,
              let setters = methodsStoring(property, in: router) else { return false }
        let entries = entryMethods(reaching: setters.union([outline.members[Int(call.owner)].name]), in: router)
        var sites: [ActivationSite] = []
        for entry in entries {
            guard let found = activationSites(of: entry, router: router, reaching: entries, depth: 0) else { return false }
            sites += found
        }
        return !sites.isEmpty && areExclusive(sites)
    }
}

private struct ActivationSite {
    var file: Int
    var member: Int32
    var range: ByteRange
}

private extension RIBsNavigation {
    /// The router property a push's receiver reads: the name itself, or the property a
    /// conditional binding (`if let`, `guard let`) around the push was bound to.
    func storedStack(named name: String, isSelf: Bool, file: Int, call: Call) -> String? {
        let outline = index.files[file].outline
        guard !isSelf, let binding = localBinding(named: name, file: file, member: call.owner, before: call.range.start) else {
            return parameterType(name, member: call.owner, file: file) == nil ? name : nil
        }
        let local = outline.locals[binding]
        guard local.isConditional, let value = local.value, value.kind == .chain, value.call < 0, value.chain.count == 1,
              value.chain.base == .name || value.chain.base == .selfKeyword,
              outline.conditions.contains(where: { $0.owner == call.owner && $0.range.contains(local.range) && $0.scope.contains(call.range) })
        else { return nil }
        return outline.lastName(value.chain)
    }

    /// Names of the router's methods that store a value other than nil in `property`; nil when
    /// anything else stores one (an initializer, another type, a closure outside a method).
    func methodsStoring(_ property: String, in router: String) -> Set<String>? {
        var methods: Set<String> = []
        let files = Set(index.declarations(ofType: router).map { Int($0.file) })
        for file in files.sorted() {
            let outline = index.files[file].outline
            for assignment in outline.assignments where assignment.target.count == 1
                && (assignment.target.base == .name || assignment.target.base == .selfKeyword)
                && outline.lastName(assignment.target) == property && assignment.value.kind != .nil {
                guard assignment.owner >= 0, index.ownerTypeName(file: file, member: assignment.owner) == router else { return nil }
                let owner = outline.members[Int(assignment.owner)]
                guard owner.kind == .function else { return nil }
                methods.insert(owner.name)
            }
        }
        return methods
    }

    /// The router's methods that reach one of `seeds` (by calling it, or a method that does),
    /// keeping only those that something outside this set calls or may call: non-private ones,
    /// and private ones no method of the set calls.
    func entryMethods(reaching seeds: Set<String>, in router: String) -> Set<String> {
        var reaching = seeds
        let functions = index.members(of: router).filter { index.member($0).kind == .function }
        var changed = true
        var rounds = 0
        while changed && rounds < 16 {
            changed = false
            rounds += 1
            for ref in functions where !reaching.contains(index.member(ref).name) {
                let outline = index.files[Int(ref.file)].outline
                if calls(inMember: ref.index, file: Int(ref.file)).contains(where: { reaching.contains(outline.name(of: outline.calls[$0])) }) {
                    reaching.insert(index.member(ref).name)
                    changed = true
                }
            }
        }
        var calledInside: Set<String> = []
        for ref in functions where reaching.contains(index.member(ref).name) {
            let outline = index.files[Int(ref.file)].outline
            for callIndex in calls(inMember: ref.index, file: Int(ref.file)) { calledInside.insert(outline.name(of: outline.calls[callIndex])) }
        }
        return reaching.filter { name in
            functions.contains { ref in
                let member = index.member(ref)
                return member.name == name && (member.modifiers.isDisjoint(with: [.private, .fileprivate]) || !calledInside.contains(name))
            }
        }
    }

    /// Where an interactor's `didBecomeActive` runs a method, directly or through its own helpers
    /// (calls from the router's methods in `reaching` are covered by those methods); nil when some
    /// call of it runs elsewhere, later (in a closure), or in a loop.
    func activationSites(of name: String, router: String, reaching: Set<String>, depth: Int) -> [ActivationSite]? {
        let refs = index.calls(named: name)
        guard !refs.isEmpty, depth < 3 else { return nil }
        var sites: [ActivationSite] = []
        for ref in refs {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            guard call.owner >= 0, call.closure < 0, let callerType = index.ownerTypeName(file: file, member: call.owner) else { return nil }
            let caller = outline.members[Int(call.owner)]
            if callerType == router && reaching.contains(caller.name) { continue }
            guard index.roles(of: callerType).contains(.interactor), caller.kind == .function,
                  !outline.conditions.contains(where: { condition in
                      condition.owner == call.owner && [.for, .while, .repeatWhile].contains(condition.kind) && condition.scope.contains(call.range)
                  }) else { return nil }
            if caller.name == "didBecomeActive" {
                sites.append(ActivationSite(file: file, member: call.owner, range: call.range))
            } else {
                guard let outer = activationSites(of: caller.name, router: router, reaching: reaching, depth: depth + 1) else { return nil }
                sites += outer
            }
        }
        return sites
    }

    /// Whether no two of the sites run in the same pass of their method: each pair in the same
    /// method lies in different clauses of one switch, or in the two branches of one `if`.
    func areExclusive(_ sites: [ActivationSite]) -> Bool {
        for (position, first) in sites.enumerated() {
            for second in sites[(position + 1)...] where second.file == first.file && second.member == first.member {
                let outline = index.files[first.file].outline
                let owned = outline.conditions.filter { $0.owner == first.member }
                let branches = owned.contains { condition in
                    guard condition.kind == .if, let other = condition.elseScope else { return false }
                    return (condition.scope.contains(first.range) && other.contains(second.range))
                        || (condition.scope.contains(second.range) && other.contains(first.range))
                }
                if branches { continue }
                let switches = owned.filter { $0.kind == .switch }
                let clausesOfFirst = owned.filter { $0.kind == .switchCase && $0.scope.contains(first.range) }
                let clausesOfSecond = owned.filter { $0.kind == .switchCase && $0.scope.contains(second.range) }
                let inTwoClauses = clausesOfFirst.contains { a in
                    clausesOfSecond.contains { b in
                        guard a.scope != b.scope, let outer = enclosingSwitch(of: a.scope, in: switches) else { return false }
                        return enclosingSwitch(of: b.scope, in: switches) == outer
                    }
                }
                if !inTwoClauses { return false }
            }
        }
        return true
    }

    func enclosingSwitch(of clause: ByteRange, in switches: [Condition]) -> ByteRange? {
        switches.filter { $0.scope.contains(clause) }.min { $0.scope.length < $1.scope.length }?.scope
    }
}
