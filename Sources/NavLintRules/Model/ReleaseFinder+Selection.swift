import NavLintIndex
import NavLintSyntax

/// Enum cases passed to a handler: `listener?.send(.viewWillAppear)` runs only the clauses of a switch
/// over that parameter that name `.viewWillAppear` (or, when none does, its `default`), and a
/// ReactorKit reactor's `action.onNext(.close)` runs the `.close` clause of its `mutate(action:)`.
/// A parameter passed on as it is (`func send(_ action: Action) { self.action.on(.next(action)) }`)
/// carries the caller's case along.
extension ReleaseFinder {
    /// What a call passes that selects clauses in the bodies it leads to.
    struct Selection {
        enum Value: Hashable {
            /// `.viewWillAppear`, `.load(id)`: the case's name.
            case literal(String)
            /// A parameter of the calling body, passed on as it is.
            case parameter(String)
        }
        /// The label of the parameter of the called body that receives it (nil for `_`).
        var label: String?
        var value: Value
    }

    struct SelectionKey: Hashable {
        var body: Body
        var selected: String
        var parameter: String
        var depth: Int32
    }

    /// The first argument of `call` that is an enum case written as `.name` (or a parameter of
    /// the calling method, passed on).
    func selection(passedBy call: Call, in file: Int) -> Selection? {
        let outline = index.files[file].outline
        for argument in outline.arguments(of: call) where !argument.isTrailingClosure {
            guard let value = selectedValue(argument.value, in: file, owner: call.owner) else { continue }
            return Selection(label: argument.label.isNone ? nil : outline.name(argument.label), value: value)
        }
        return nil
    }

    private func selectedValue(_ value: Expression, in file: Int, owner: Int32) -> Selection.Value? {
        guard value.kind == .chain, value.chain.count == 1 else { return nil }
        let outline = index.files[file].outline
        guard let name = outline.lastName(value.chain) else { return nil }
        if value.chain.base == .implicitMember { return .literal(name) }
        guard value.call < 0, value.chain.base == .name, owner >= 0,
              outline.members[Int(owner)].parameters.contains(where: { $0.name == name }) else { return nil }
        return .parameter(name)
    }

    /// `action.onNext(.close)`, `self.action.on(.next(action))`, `reactor.action.onNext(…)` on a
    /// ReactorKit `Reactor` of the project: runs its `mutate(action:)` with that action.
    func reactorActionStep(_ call: Call, in file: Int) -> Step? {
        let outline = index.files[file].outline
        let count = outline.elements(call.callee).count - 2
        guard let type = receiverType(call.callee, count: count, in: file, owner: call.owner),
              index.ancestors(of: type).contains("Reactor") else { return nil }
        let mutations = index.lookupMember("mutate", in: type).filter { ref in
            let declaration = index.member(ref)
            return declaration.kind == .function && declaration.body != nil && declaration.parameters.first?.label == "action"
        }
        guard !mutations.isEmpty else { return nil }
        var step = Step(bodies: mutations)
        // `on(.next(x))` wraps the action in an event.
        var argument = outline.arguments(of: call).first?.value
        if outline.name(of: call) == "on", let event = argument, event.kind == .chain, event.call >= 0 {
            argument = outline.arguments(of: outline.calls[Int(event.call)]).first?.value
        }
        if let argument, let value = selectedValue(argument, in: file, owner: call.owner) {
            step.selection = Selection(label: "action", value: value)
        }
        return step
    }

    /// What body `ref` releases when it runs with `selection`'s case, `depth` calls down.
    func release(ofBody ref: ElementRef, selection: Selection?, target: ReleaseTarget, depth: Int) -> Release? {
        guard target == .child, let selection, case .literal(let selected) = selection.value,
              let parameter = index.member(ref).parameters.first(where: { $0.label == selection.label }) else {
            return release(of: Body(ref), target: target, depth: depth)
        }
        return release(of: Body(ref), selecting: selected, parameter: parameter.name, depth: depth)
    }

    private func release(of body: Body, selecting selected: String, parameter: String, depth: Int) -> Release? {
        let key = SelectionKey(body: body, selected: selected, parameter: parameter, depth: Int32(depth))
        if let known = selectionAnswers[key] { return known }
        let file = Int(body.file)
        let outline = index.files[file].outline
        let summary = self.summary(of: body, target: .child)
        let skipped = unselectedClauses(of: body, parameter: parameter, selected: selected, in: outline)
        var steps: [(Int, Step)] = []
        var passesOn = false
        // Many skipped clauses are looked up in a table rather than each tested for every call (issue 19).
        let skippedTable: NestedRanges? = skipped.count < 8 ? nil : NestedRanges(skipped.indices.map { (range: skipped[$0], element: Int32($0)) })
        func isSkipped(_ range: ByteRange) -> Bool {
            if let skippedTable, skippedTable.isNested, range.start < range.end { return !skippedTable.elements(containing: range).isEmpty }
            return skipped.contains { $0.contains(range) }
        }
        for callIndex in summary.calls where !isSkipped(outline.calls[callIndex].range) {
            var step = self.step(callIndex, in: file, target: .child)
            if step.selection?.value == .parameter(parameter) {
                step.selection?.value = .literal(selected)
                passesOn = true
            }
            steps.append((callIndex, step))
        }
        // Nothing in the body depends on the case: the body's own answer.
        guard !skipped.isEmpty || passesOn else { return release(of: body, target: .child, depth: depth) }
        selectionAnswers[key] = .some(nil)
        var found: Release?
        for (callIndex, step) in steps {
            guard let release = release(ofStep: step, call: callIndex, in: file, target: .child, depth: depth) else { continue }
            if !release.isByName {
                found = release
                break
            }
            found = found ?? release
        }
        if found == nil || found?.isByName == true, let collection = summary.assignment {
            found = Release(description: "'\(collection)'", isByName: false)
        }
        selectionAnswers[key] = found
        return found
    }

    /// The statements of the clauses, of switches over `parameter` in `body`, that do not run for
    /// case `selected`: those that name other cases, and `default` when some clause names it.
    private func unselectedClauses(of body: Body, parameter: String, selected: String, in outline: Outline) -> [ByteRange] {
        guard body.closure < 0, let symbol = outline.symbol(parameter) else { return [] }
        var skipped: [ByteRange] = []
        // The member's switch clauses by position, found once (not once per switch): a member with N
        // switches over the parameter, or one switch of N clauses, stays linear (issue 19).
        var cases: [Condition]?
        for subject in outline.conditions where subject.kind == .switch && subject.owner == body.member
            && outline.symbols(subject.names).elementsEqual([symbol]) {
            if cases == nil {
                cases = outline.conditions.filter { $0.kind == .switchCase && $0.owner == body.member }
                    .sorted { $0.range.start < $1.range.start }
            }
            let inner = ReleaseFinder.clauses(in: subject.scope, of: cases!)
            // This switch's own clauses, not those of a switch nested in one of them.
            let scopes: NestedRanges? = inner.count < 8 ? nil : NestedRanges(inner.indices.map { (range: inner[$0].scope, element: Int32($0)) })
            let clauses = inner.filter { clause in
                guard let scopes, scopes.isNested, clause.range.start < clause.range.end else {
                    return !inner.contains { $0 != clause && $0.scope.contains(clause.range) }
                }
                return !scopes.elements(containing: clause.range).contains { inner[Int($0)] != clause }
            }
            let named = Set(clauses.filter { clause in outline.names(clause.names).contains(selected) })
            for clause in clauses {
                let runs = named.isEmpty ? clause.names.start == clause.names.end : named.contains(clause)
                if !runs { skipped.append(clause.scope) }
            }
        }
        return skipped
    }

    /// The clauses of `cases` (sorted by start) within `scope`, by position.
    private static func clauses(in scope: ByteRange, of cases: [Condition]) -> [Condition] {
        var low = 0
        var high = cases.count
        while low < high {
            let middle = (low + high) / 2
            if cases[middle].range.start < scope.start { low = middle + 1 } else { high = middle }
        }
        var result: [Condition] = []
        while low < cases.count, cases[low].range.start <= scope.end {
            if scope.contains(cases[low].range) { result.append(cases[low]) }
            low += 1
        }
        return result
    }
}
