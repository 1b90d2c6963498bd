import NavLintIndex
import NavLintSyntax

/// What a stored closure captures strongly, and whether it is consumed once. Whether it releases
/// its keeper or clears itself when it runs is the release finder's question (`SemanticModel.replaces`, `.clears`).
extension ClosureStorageFinder {
    // MARK: Captures

    /// What the closure captures strongly among self (when `includingSelf`), its keeper's local, and
    /// the locals whose objects keep that local's (`+KeepingLocals.swift`).
    /// A closure whose parameter is named `self` (`subscribe(with: self) { \`self\`, value in … }`)
    /// receives the object instead of capturing it. Implicit member use needs `[self]` in an
    /// escaping closure, which is a strong capture of self.
    func strongCaptures(of closure: Int32, in file: Int, holderName: String?, includingSelf: Bool) -> [String] {
        let outline = index.files[file].outline
        let literal = outline.closures[Int(closure)]
        var result: [String] = []
        let captures = outline.captures(of: literal)
        if includingSelf && capturesSelfStrongly(literal, outline) { result.append("self") }
        if let holderName {
            let free = outline.names(literal.freeNames).contains(holderName)
            let strongCapture = captures.contains { $0.kind == .strong && outline.name($0.name) == holderName && $0.value == nil }
            if free || strongCapture { result.append(holderName) }
            result += capturedKeepers(of: literal, holder: holderName, file: file)
        }
        return result
    }

    /// Whether a closure keeps `self` strongly: `[self]`, or `self` used (also in a nested closure)
    /// without a weak or unowned capture, unless a parameter of it or of a closure around it is
    /// named `self`.
    func capturesSelfStrongly(_ closure: Closure, _ outline: Outline) -> Bool {
        if let selfCapture = outline.captures(of: closure).first(where: { outline.name($0.name) == "self" && $0.value == nil }) {
            return selfCapture.kind == .strong
        }
        guard closure.firstSelfReference != nil, !outline.names(closure.parameters).contains("self") else { return false }
        // Without a capture list, a closure captures `self` as the enclosing closure holds it: the
        // weak reference of an outer `[weak self]`, unless the outer closure made it strong again
        // (`guard let self`, `if let self = self`) before this closure.
        var enclosing = closure.closure
        var around: [Int32] = []
        while enclosing >= 0, outline.closures.indices.contains(Int(enclosing)) {
            let outer = outline.closures[Int(enclosing)]
            around.append(enclosing)
            if outline.names(outer.parameters).contains("self") { return false }
            if let selfCapture = outline.captures(of: outer).first(where: { outline.name($0.name) == "self" && $0.value == nil }) {
                guard selfCapture.kind != .strong else { return true }
                // Only a binding in a closure around this one counts: one inside a sibling closure
                // (`guard let self` in an earlier nested closure) makes nothing strong here.
                return outline.locals.contains { local in
                    around.contains(local.closure) && outer.range.contains(local.range) && local.range.start < closure.range.start
                        && outline.names(local.names).contains("self")
                }
            }
            enclosing = outer.closure
        }
        return true
    }

    /// Whether the keeper's own code, or the code that stores the closure on it (in file `file`),
    /// sets the closure's property to nil where it runs it (`let finish = reportFinish;
    /// reportFinish = nil; finish?()`, `completion?(); completion = nil`, `tunnel.onDeactivated?();
    /// tunnel.onDeactivated = nil`): a callback run once and then dropped, which ends the cycle. Also
    /// for a closure handed to a method that keeps it in a property (`setDidFinish(_:)`). A
    /// `cleanup()` that only sets it to nil says nothing about whether it ever runs.
    func isConsumedOnce(_ storage: ClosureStorage, file closureFile: Int) -> Bool {
        if let queueing = storage.queueing, storage.kind == .argument, let keeper = storage.keeperType,
           let queue = propertyQueueingParameter(queueing.parameter, of: queueing.method) {
            return isDrained(queue, keeper: keeper)
        }
        guard storage.kind == .property || storage.kind == .argument, let property = storage.property,
              let keeper = storage.keeperType else { return false }
        let family = Set([keeper] + index.ancestors(of: keeper))
        var files = Set(family.flatMap { index.declarations(ofType: $0).map { Int($0.file) } })
        files.insert(closureFile)
        for file in files.sorted() {
            let outline = index.files[file].outline
            guard let symbol = outline.symbol(property) else { continue }
            let clears = outline.assignments.contains { assignment in
                guard assignment.op == .assign, assignment.value.kind == .nil, assignment.owner >= 0,
                      outline.elements(assignment.target).last.map({ $0.kind == .name && $0.name == symbol }) == true else { return false }
                let count = assignment.target.count
                let holder = count == 1 && (assignment.target.base == .name || assignment.target.base == .selfKeyword)
                    ? index.ownerTypeName(file: file, member: assignment.owner)
                    : count >= 2 ? index.typeName(of: assignment.target, count: count - 1, in: file, owner: assignment.owner) : nil
                // A holder of unknown type (`let tunnel = tunnels.first { … }`) has the keeper's property
                // when only the keeper's types declare one of that name.
                let isKeeper = holder.map(family.contains) ?? (count >= 2 && declaresOnly(property, family))
                return isKeeper && runs(property, in: assignment.owner, file: file)
            }
            if clears || removesRunEntry(property, family: family, file: file, outline) { return true }
        }
        return false
    }

    /// Whether the keeper's code runs an entry of dictionary property `property` and removes it in
    /// the same method (`guard let completion = completions[screen] …; completion();
    /// completions.removeValue(forKey: screen)`, or `completions[screen] = nil`): each callback is
    /// run once and dropped.
    func removesRunEntry(_ property: String, family: Set<String>, file: Int, _ outline: Outline) -> Bool {
        guard let symbol = outline.symbol(property) else { return false }
        func startsAtProperty(_ chain: Chain) -> Bool {
            (chain.base == .name || chain.base == .selfKeyword)
                && outline.elements(chain).first.map { $0.kind == .name && $0.name == symbol } == true
        }
        func isKeeperCode(_ member: Int32) -> Bool {
            member >= 0 && index.ownerTypeName(file: file, member: member).map(family.contains) == true
        }
        // Read through the per-member tables: a scan of the file's calls for each removal grows with
        // the square of the file.
        func runsEntry(in member: Int32) -> Bool {
            let calls = index.callPositions(ownedBy: member, in: file)
            return calls.contains { position in
                let call = outline.calls[position]
                return startsAtProperty(call.callee) && outline.elements(call.callee).last?.kind == .subscript
            } || index.localPositions(ownedBy: member, in: file).contains { position in
                let local = outline.locals[position]
                guard let value = local.value, value.kind == .chain, value.call < 0,
                      startsAtProperty(value.chain), outline.elements(value.chain).last?.kind == .subscript,
                      let name = outline.symbols(local.names).first else { return false }
                return calls.contains { outline.calls[$0].callee.count == 1 && outline.calls[$0].name == name }
            }
        }
        let removals = outline.calls.lazy.filter { call in
            outline.name(of: call) == "removeValue" && call.callee.count == 2 && startsAtProperty(call.callee)
        }.map(\.owner) + outline.assignments.lazy.filter { assignment in
            assignment.op == .assign && assignment.value.kind == .nil && assignment.target.count == 2 && startsAtProperty(assignment.target)
                && outline.elements(assignment.target).last?.kind == .subscript
        }.map(\.owner)
        return removals.contains { isKeeperCode($0) && runsEntry(in: $0) }
    }

    /// Whether every project declaration of a member named `name` belongs to one of `types`.
    func declaresOnly(_ name: String, _ types: Set<String>) -> Bool {
        let declarations = index.members(named: name)
        return !declarations.isEmpty && declarations.allSatisfy { index.ownerTypeName(ofMember: $0).map(types.contains) == true }
    }

    /// Whether member `member` calls the closure property `property`, or takes it into a local.
    func runs(_ property: String, in member: Int32, file: Int) -> Bool {
        let outline = index.files[file].outline
        let called = index.callPositions(ownedBy: member, in: file).contains { position in
            let call = outline.calls[position]
            return (call.callee.base == .name || call.callee.base == .selfKeyword) && outline.name(of: call) == property
        }
        return called || index.localPositions(ownedBy: member, in: file).contains { position in
            outline.locals[position].value.flatMap { outline.singleNameSymbol($0) }.map { outline.name($0) == property } == true
        }
    }
}
