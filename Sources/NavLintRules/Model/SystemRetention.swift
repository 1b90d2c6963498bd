import NavLintIndex
import NavLintSyntax

/// Facts about work the system keeps running on a closure's behalf (tasks, timers, observers):
/// which `for await` loops never end, where a call's result is kept, and whether a type stops the
/// work in a method that runs.
extension ProjectIndex {
    /// The class or actor whose method makes `call`: the object the system would keep; nil for
    /// value types, whose closures capture a copy, for top-level code and for tests.
    func referenceOwnerType(of call: Call, in file: Int) -> String? {
        guard !isTestFile(file), let type = ownerTypeName(file: file, member: call.owner), !isTestCase(type) else { return nil }
        let typeKind = kind(ofType: type)
        return typeKind == .struct || typeKind == .enum ? nil : type
    }

    /// Asynchronous sequences that end only when their producer says so, which for the event
    /// streams of a screen or flow is never: the standard library's and Foundation's by type name.
    static let endlessSequenceTypes: Set<String> = [
        "AsyncStream", "AsyncThrowingStream", "AsyncPublisher", "AsyncThrowingPublisher",
        "AsyncChannel", "AsyncThrowingChannel", "AsyncTimerSequence", "Notifications",
    ]

    /// Endless sequences of packages and system frameworks, whose declarations the project does not
    /// hold, by the type that exposes them and the member: `Defaults.updates(…)` (the Defaults
    /// package's stream of a key's changes), StoreKit's `Transaction.updates`. Each ends only when
    /// the process does.
    static let externalEndlessMembers: [String: Set<String>] = ["Defaults": ["updates"], "Transaction": ["updates"]]

    /// Endless sequences built directly by a package or framework type's initializer:
    /// `Observations { model.state }` (Observation), `AsyncStream { … }`.
    static let endlessInitializers: Set<String> = ["Observations", "AsyncStream", "AsyncThrowingStream"]

    /// Operators that take the first elements of a sequence and then end it.
    static let endingOperators: Set<String> = ["prefix", "first"]

    /// The name of the sequence a `for` loop iterates (`updates` in `for await value in updates`,
    /// `reader.stream(filters:)` for a call) when it never ends by itself: one of
    /// `endlessSequenceTypes` (but not a project function's stream whose builder finishes it:
    /// `finishesItsStream`), a project type conforming to `AsyncSequence`, `NotificationCenter`'s
    /// `notifications(named:)`, a publisher's `values` (`$property.values`, a subject's, a method's
    /// `AnyPublisher`), a framework protocol's stream (`tip.shouldDisplayUpdates`:
    /// `frameworkInstanceStreamName`), or an operator applied to one of these
    /// (`stream.debounce(for:)`) other than `prefix`. Nil for arrays and whatever the declarations
    /// do not say.
    func endlessSequenceName(of loop: Condition, in file: Int, depth: Int = 0) -> String? {
        let outline = files[file].outline
        let names = outline.names(loop.names)
        guard loop.kind == .for, let last = names.last else { return nil }
        let calls = callPositions(ownedBy: loop.owner, in: file).map { outline.calls[$0] }.filter { loop.range.contains($0.range) }
        if calls.contains(where: { outline.name(of: $0) == "notifications" }) { return "notifications" }
        let outer = calls.max(by: { $0.range.length < $1.range.length }).flatMap { $0.range.start == loop.range.start ? $0 : nil }
        if let outer, outer.callee.count > 1, !Self.endingOperators.contains(outline.name(of: outer)),
           let receiver = typeName(of: outer.callee, count: outer.callee.count - 1, in: file, owner: loop.owner),
           isEndlessSequenceType(receiver) {
            return outline.names(outer.callee).dropLast().last ?? last
        }
        if let external = externalEndlessSequenceName(names, outer: outer, in: outline) { return external }
        if Self.frameworkInstanceStreams.values.contains(where: { $0.members.contains(last) }), let sequence = loopSequence(of: loop, in: file),
           let framework = frameworkInstanceStreamName(of: sequence, in: file, owner: loop.owner) {
            return framework
        }
        let type = outer.map { resultType(of: $0, in: file) } ?? propertyChainType(names, in: file, owner: loop.owner)
        if let type, isEndlessSequenceType(type) {
            // A project function's stream: endless by its type, unless its builder finishes it.
            guard let outer else { return last }
            return finishesItsStream(outer, in: file, depth: depth) ? nil : sequenceDescription(of: outer, in: file)
        }
        guard last == "values" else { return nil }
        if let outer {
            // `service.updatesPublisher().values`.
            guard names.dropLast().last == outline.name(of: outer), let type else { return nil }
            return isPublisherType(type) ? last : nil
        }
        // `$name.values` (the `$` name is not in the loop's names) or a subject's `values`.
        if names.count == 1 {
            let owner = ownerTypeName(file: file, member: loop.owner)
            return owner.map { lookupMember("values", in: $0).isEmpty } == true ? last : nil
        }
        guard let receiver = propertyChainType(Array(names.dropLast()), in: file, owner: loop.owner) else { return nil }
        if isPublisherType(receiver) { return last }
        // `viewModel.$state.values`: a project type with no `values` of its own.
        return isProjectType(receiver) && lookupMember("values", in: receiver).isEmpty ? last : nil
    }

    /// The name of a package's or framework's endless sequence that a loop iterates
    /// (`Defaults.updates(…)`, `Transaction.updates`, `Observations { … }`), when the type is
    /// not the project's own (whose declarations say what it is).
    private func externalEndlessSequenceName(_ names: [String], outer: Call?, in outline: Outline) -> String? {
        if let outer, outer.callee.base == .name {
            let callee = outline.names(outer.callee)
            if callee.count == 1, let type = callee.first, Self.endlessInitializers.contains(type), !isProjectType(type) { return type }
            if callee.count == 2, Self.externalEndlessMembers[callee[0]]?.contains(callee[1]) == true, !isProjectType(callee[0]) {
                return callee.joined(separator: ".")
            }
            return nil
        }
        guard names.count == 2, Self.externalEndlessMembers[names[0]]?.contains(names[1]) == true, !isProjectType(names[0]) else { return nil }
        return names.joined(separator: ".")
    }

    /// Whether `type` names a Combine publisher or subject (`AnyPublisher`, `CurrentValueSubject`).
    private func isPublisherType(_ type: String) -> Bool {
        type.containsBytes(of: "Publisher") || type.containsBytes(of: "Subject") || type == "Published"
    }

    /// Whether values of `type` are sequences that never end by themselves.
    func isEndlessSequenceType(_ type: String) -> Bool {
        Self.endlessSequenceTypes.contains(type) || (isProjectType(type) && ancestors(of: type).contains("AsyncSequence"))
    }

    /// The type of `a.b.c` read as a local, parameter or property followed by properties.
    private func propertyChainType(_ names: [String], in file: Int, owner: Int32) -> String? {
        guard let first = names.first, var type = typeName(ofIdentifier: first, in: file, owner: owner) else { return nil }
        for name in names.dropFirst() {
            guard let next = propertyType(name, in: type) else { return nil }
            type = next
        }
        return type
    }

    /// The declared result of a call `receiver.method(…)` or `method(…)` of the enclosing type.
    private func resultType(of call: Call, in file: Int) -> String? {
        let outline = files[file].outline
        let name = outline.name(of: call)
        if call.callee.count == 1 {
            return ownerTypeName(file: file, member: call.owner).flatMap { resultType(ofMethod: name, in: $0) }
        }
        guard let receiver = typeName(of: call.callee, count: call.callee.count - 1, in: file, owner: call.owner) else { return nil }
        return resultType(ofMethod: name, in: receiver)
    }

    /// The names the result of call `call` is kept under in its member: the property or local it is
    /// assigned to (`timer = Timer.scheduledTimer(…)`, `let timer = …`, then `self.timer = timer`;
    /// also converted on the way, `task = Task { … }.asAnyCancellable()`, or an operand of the value,
    /// `task = task ?? Task { … }`),
    /// or the collection it or the local keeping it is appended or inserted into
    /// (`observations.append(…)`). Empty when the result is dropped.
    func keptNames(ofResultOf call: Int32, in file: Int) -> Set<String> {
        let outline = files[file].outline
        let owner = outline.calls[Int(call)].owner
        var names: Set<String> = []
        for position in assignmentPositions(ownedBy: owner, in: file) {
            let assignment = outline.assignments[position]
            // `task = Task { … }`, or through a conversion of it: `task = Task { … }.asAnyCancellable()`.
            var value = assignment.value.call
            for _ in 0..<3 where value >= 0 && value != call { value = outline.calls[Int(value)].receiverCall }
            // Or through an operator: `task = task ?? Task { … }`, the call written in the value itself.
            let isOperand = value != call && assignment.value.kind == .other && assignment.value.range.contains(outline.calls[Int(call)].range)
                && outline.calls[Int(call)].closure == assignment.closure
            if value == call || isOperand, let target = outline.lastName(assignment.target) { names.insert(target) }
        }
        var locals: Set<String> = []
        for position in localPositions(ownedBy: owner, in: file) where outline.locals[position].value?.call == call {
            locals.formUnion(outline.names(outline.locals[position].names))
        }
        names.formUnion(locals)
        // `observations.append(…)` of the call, or of the local keeping it: `observations.append(observation)`.
        for other in callPositions(ownedBy: owner, in: file).map({ outline.calls[$0] }) where outline.arguments(of: other).contains(where: {
            $0.value.call == call || !locals.isEmpty && singleName($0.value, in: file).map(locals.contains) == true
        }) {
            let verb = outline.name(of: other)
            if verb == "append" || verb == "insert", let collection = outline.names(other.callee).dropLast().last {
                names.insert(collection)
            }
        }
        // `self.timer = timer` for the local `timer`.
        for position in assignmentPositions(ownedBy: owner, in: file) {
            let assignment = outline.assignments[position]
            if let value = singleName(assignment.value, in: file), names.contains(value), let target = outline.lastName(assignment.target) {
                names.insert(target)
            }
        }
        return names
    }

    /// Whether a method of `type` other than `deinit` (which never runs while the system keeps
    /// the object), or an observer of a weak property that some code sets to nil, stops what is
    /// kept under one of `names`: calls `verb` on it (`timer?.invalidate()`),
    /// passes it to `verb` (`removeObserver(token)`), or calls `verb` while iterating it
    /// (`tasks.forEach { $0.cancel() }`). With `orAnyCall`, any call of `verb` counts: a dropped
    /// timer handed to its own selector method, which invalidates it there.
    ///
    /// `declaredIn` is a file of the declaration of `type` meant: when the project declares two
    /// types of that name in different folders (an app's and an extension's), a call in the other
    /// one's code stops nothing of this one's.
    func stops(_ names: Set<String>, with verb: String, in type: String, orAnyCall: Bool = false, declaredIn siteFile: Int? = nil) -> Bool {
        guard !names.isEmpty || orAnyCall else { return false }
        let splitID = siteFile.flatMap { _ in typeID(named: type) }.flatMap { hasDistinctDeclarations($0) ? $0 : nil }
        for ref in calls(named: verb) {
            let file = Int(ref.file)
            let outline = files[file].outline
            let call = outline.calls[Int(ref.index)]
            guard call.owner >= 0, outline.members[Int(call.owner)].kind != .deinitializer,
                  ownerTypeName(file: file, member: call.owner) == type else { continue }
            if let splitID, let siteFile, let meant = declarationMeant(byType: splitID, inFile: siteFile),
               let here = declarationMeant(byType: splitID, inFile: file), meant != here { continue }
            // An observer of a weak property (`weak var manager { didSet { … cancel() } }`) runs when
            // the property is set, never when the object it points at goes away: it stops only if
            // some code sets the property to nil.
            let owner = outline.members[Int(call.owner)]
            if owner.kind == .property, owner.modifiers.isNonOwning, !setsToNil(owner.name) { continue }
            // A mutation (`removeAll()`) acts on a local's copy of a collection, not on the property.
            let followingCopies = verb != "removeAll"
            if orAnyCall || mentions(call, names, in: file, followingCopies: followingCopies) { return true }
            var closure = call.closure
            while closure >= 0 {
                if case .argument(let outer, _, _) = outline.closures[Int(closure)].context, outer >= 0,
                   mentions(outline.calls[Int(outer)], names, in: file, followingCopies: followingCopies) { return true }
                closure = outline.closures[Int(closure)].closure
            }
            let loops = loops(around: call.range, in: file).lazy.map { outline.conditions[$0] }
                .filter { $0.kind == .for && $0.owner == call.owner }
            if loops.contains(where: { !names.isDisjoint(with: outline.names($0.names)) }) { return true }
        }
        return false
    }

    /// Whether the project's (non-test) code assigns nil to a property named `property`.
    private func setsToNil(_ property: String) -> Bool {
        assignments(to: property).contains { ref in
            let file = Int(ref.file)
            let assignment = files[file].outline.assignments[Int(ref.index)]
            return !isTestFile(file) && assignment.op == .assign && assignment.value.kind == .nil
        }
    }

    /// Whether `call`'s receiver or one of its arguments names one of the properties `names`: a
    /// chain through it (`self.token`, `token?.cancel()`), or a local that stands for it where the
    /// call is made (`t` in `if let t = token { removeObserver(t) }`), but not a local of the same
    /// name bound to something else (`if let token = session.token`):
    /// `BodyHandle.property(named:at:in:followingCopies:)`.
    private func mentions(_ call: Call, _ names: Set<String>, in file: Int, followingCopies: Bool) -> Bool {
        let outline = files[file].outline
        func meant(_ chain: Chain, at position: UInt32) -> [String] {
            var chainNames = outline.names(chain)
            guard chain.base == .name, let first = outline.elements(chain).first, first.kind == .name, !chainNames.isEmpty else { return chainNames }
            let body = BodyHandle(file: file, member: call.owner)
            chainNames[0] = body.property(named: chainNames[0], at: position, in: self, followingCopies: followingCopies) ?? ""
            return chainNames
        }
        if meant(call.callee, at: call.range.start).dropLast().contains(where: names.contains) { return true }
        return outline.arguments(of: call).contains { argument in
            argument.value.kind == .chain && meant(argument.value.chain, at: argument.value.range.start).contains(where: names.contains)
        }
    }
}

extension ProjectIndex {
    /// Name endings of the objects that belong to one screen or flow and should go when it closes.
    static let screenOrFlowSuffixes = ["ViewModel", "Presenter", "Interactor", "Router", "Coordinator", "Controller", "View", "Model"]

    /// Whether `type` belongs to a screen or a flow: a view controller, coordinator, router or
    /// interactor by its roles, or a type (or ancestor) named like one (`…ViewModel`, `…Presenter`,
    /// `…Controller`, `…View`). Services and stores are left out, `ObservableObject` ones too: they
    /// usually live as long as the app, so what keeps them loses nothing.
    func isScreenOrFlowObject(_ type: String) -> Bool {
        guard roles(of: type).isEmpty else { return true }
        return ([simpleName(type)] + ancestors(of: type)).contains { name in Self.screenOrFlowSuffixes.contains { name.hasSuffix($0) } }
    }
}
