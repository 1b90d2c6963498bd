import NavLintIndex
import NavLintSyntax

/// One-shot sequences: subscriptions to them end by themselves after one value, and release their closures.
extension ClosureStorageFinder {
    // MARK: One-shot sequences

    /// Whether the sequence a subscription observes ends by itself after one value: a `Single`,
    /// `Maybe`, `Completable`, `Future` or `Just`, a `take(n)`, `first()` or `prefix(n)`, a
    /// `takeUntil` another event than self's deallocation, a network
    /// data task (also behind the project's own API methods, followed a few calls deep), or a
    /// subscription that only handles success and completion.
    /// Remembered per subscription: several closures of one chain ask about the same subscription.
    mutating func isOneShot(_ subscription: Int32, file: Int, member: Int32) -> Bool {
        let key = file << 32 | Int(subscription)
        if let known = oneShotSubscriptions[key] { return known }
        let answer = isOneShotUncached(subscription, file: file, member: member)
        oneShotSubscriptions[key] = answer
        return answer
    }

    private mutating func isOneShotUncached(_ subscription: Int32, file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        let call = outline.calls[Int(subscription)]
        let labels = outline.arguments(of: call).map { outline.name($0.label) }
        // The handlers say the sequence is a `Single`, `Maybe` or `Completable`, unless the chain
        // converts something else into one: then only its source decides.
        if !labels.isEmpty, labels.allSatisfy({ ["onSuccess", "onCompleted", "onError", "onFailure", "onDisposed"].contains($0) }),
           !outline.elements(call.callee).contains(where: {
               $0.kind == .name && ClosureStorageFinder.endsWithSourceNames.contains(outline.name($0.name))
           }) {
            return true
        }
        return isOneShot(call.callee, file: file, member: member, depth: 0)
    }

    mutating func isOneShot(_ chain: Chain, file: Int, member: Int32, depth: Int) -> Bool {
        let outline = index.files[file].outline
        let elements = outline.elements(chain)
        for element in elements where element.kind == .name && ClosureStorageFinder.oneShotNames.contains(outline.name(element.name)) {
            return true
        }
        // `relays.flatMap { … }.asCompletable()`, `tags.toArray()`: one-shot when what it converts
        // or collects ends.
        if let conversion = lastOperatorEndingWithSource(elements, outline) {
            return endsBefore(conversion, in: chain, file: file, member: member, depth: depth)
        }
        // `(api.load(request) as AnyPublisher<[Item], Error>).sink`: what the cast's operand is.
        if let operand = castOperand(of: chain, file: file, member: member) {
            return depth < 3 && isOneShot(operand, file: file, member: member, depth: depth + 1)
                && operatorsEndWithSource(Array(elements), from: 0, file: file, member: member, depth: depth,
                                          alsoAllowed: ClosureStorageFinder.oneShotKeepingOperators)
        }
        for (offset, element) in elements.enumerated() where element.kind == .call && element.call >= 0 {
            let operatorCall = outline.calls[Int(element.call)]
            let name = outline.name(of: operatorCall)
            if (name == "take" || name == "prefix"), let first = outline.arguments(of: operatorCall).first,
               first.label.isNone, first.value.kind == .number {
                // `take(1).flatMap { store.item }` switches to the inner stream, which may go on.
                if switchesToLastingStream(after: offset, in: chain, file: file, member: member, depth: depth) { continue }
                return true
            }
            if let trigger = untilTrigger(of: operatorCall, named: name, outline), !isOwnDeallocation(trigger, outline) { return true }
        }
        if ClosureStorageFinder.isLibraryRequest(chain, outline) { return true }
        if depth < 3, isFiniteSourced(chain, file: file, member: member, depth: depth) { return true }
        // The declared type of the observed value: a property or a method result.
        var type: String?
        for resolved in index.typeNamesOfPrefixes(of: chain, in: file, owner: member) {
            if let resolved { type = resolved } else if type != nil { break }
        }
        if let type, ClosureStorageFinder.oneShotTypes.contains(type) { return true }
        guard depth < 3 else { return false }
        // What a local holds (`let languages = input.trigger.map { … }`; `languages.subscribe…`).
        if let value = localChain(chain, file: file, member: member), isOneShot(value, file: file, member: member, depth: depth + 1) {
            return true
        }
        if isOneShotInput(chain, file: file, member: member, depth: depth) { return true }
        if isOneShotOutput(chain, file: file, member: member, depth: depth) { return true }
        let methods = firstMethods(of: chain, file: file, member: member)
        // A requirement declared one-shot binds every implementation; otherwise each one must be.
        if methods.contains(where: { index.member($0).body == nil && returnsOneShot($0) }) { return true }
        let implemented = methods.filter { index.member($0).body != nil }
        return !implemented.isEmpty && implemented.allSatisfy { returnsOneShot($0) }
    }

    /// Whether a type-erased chain is one-shot by what it is built from: a one-shot source (`Future
    /// { … }`, `Deferred { Future { … } }`, a project function declared `-> Future`), followed only
    /// by operators that end when their upstream does after at most one value.
    mutating func isErasedOneShot(_ chain: Chain, file: Int, member: Int32, depth: Int) -> Bool {
        let outline = index.files[file].outline
        let elements = Array(outline.elements(chain))
        guard var source = elements.firstIndex(where: { $0.kind == .call }), source >= 1, elements[source - 1].kind == .name,
              elements[source].call >= 0 else { return false }
        // `NightscoutAPI(url: url).checkConnection()`: the method called on the new object is the source.
        if constructedType(elements, at: source, chain.base, outline) != nil, elements[source + 2].call >= 0 { source += 2 }
        var position = source + 1
        var isEnded = false // by `first()` or `prefix(n)`, whatever comes before
        // The last operator that ends the chain (`first()`, `prefix(n)`, `collect()`…): what comes
        // before it does not matter (`Publishers.Sequence(sequence: requests).flatMap { $0 }.collect()`),
        // only the operators after it.
        if let end = stride(from: elements.count - 2, to: position - 1, by: -1).first(where: { isEndingOperator(elements, at: $0, outline) }) {
            isEnded = true
            position = end + 2
        } else if let end = lastOperatorEndingWithSource(elements, outline), end >= position, end + 1 < elements.count,
                  elements[end + 1].kind == .call {
            // `collect()` ends when what it collects does: not over a subject.
            guard endsBefore(end, in: chain, file: file, member: member, depth: depth) else { return false }
            isEnded = true
            position = end + 2
        }
        while position < elements.count {
            guard position + 1 < elements.count, elements[position].kind == .name, elements[position + 1].kind == .call,
                  elements[position + 1].call >= 0 else { return false }
            let name = outline.name(elements[position].name)
            let call = outline.calls[Int(elements[position + 1].call)]
            if name == "catch" {
                // The replacement runs once, on the upstream's failure: one-shot when it is
                // (`readFromFile().catch { _ in self.api.call(…) }`, the call a data task). Its
                // closure is this method's code: no step deeper.
                guard closureReturns(of: call, file: file, allSatisfy: { chain in
                    outline.elements(chain).first.map { $0.kind == .name && ["Just", "Empty"].contains(outline.name($0.name)) } ?? false
                        || isSingleValue(chain, outline) || isErasedOneShot(chain, file: file, member: member, depth: depth)
                }) else { return false }
            } else if name == "flatMap" {
                // One value in, one one-shot publisher out: `.flatMap { $0.isValid ? .just(x) : .fail(e) }`.
                guard depth < 3, closureReturns(of: call, file: file, allSatisfy: { chain in
                    isSingleValue(chain, outline) || isErasedOneShot(chain, file: file, member: member, depth: depth + 1)
                }) else { return false }
            } else if !ClosureStorageFinder.oneShotKeepingOperators.contains(name)
                        && !isProjectOperator(name, family: .combine) {
                return false
            }
            position += 2
        }
        if isEnded { return true }
        if ["Just", "Fail", "Empty"].contains(outline.name(elements[source - 1].name)) && source == 1 { return true }
        let sourceCall = outline.calls[Int(elements[source].call)]
        if outline.name(elements[source - 1].name) == "Deferred" {
            return depth < 3 && closureReturns(of: sourceCall, file: file, allSatisfy: {
                isErasedOneShot($0, file: file, member: member, depth: depth + 1)
            })
        }
        let prefix = Chain(base: chain.base, start: chain.start, end: chain.start + Int32(source) + 1)
        return isOneShot(prefix, file: file, member: member, depth: depth)
    }

    /// Whether elements `position` and `position + 1` of a chain apply an operator that ends it
    /// after at most one value whatever its source: `first()`, `prefix(n)`, `take(n)`.
    func isEndingOperator(_ elements: [ChainElement], at position: Int, _ outline: Outline) -> Bool {
        guard position >= 0, position + 1 < elements.count, elements[position].kind == .name, elements[position + 1].kind == .call,
              elements[position + 1].call >= 0 else { return false }
        let name = outline.name(elements[position].name)
        let call = outline.calls[Int(elements[position + 1].call)]
        let first = outline.arguments(of: call).first
        return name == "first" && first == nil || ["prefix", "take"].contains(name) && first?.value.kind == .number
    }

    /// Whether an operator of the `flatMap` family after element `offset` of `chain` subscribes to
    /// inner sequences that are not one-shot: what comes out of it lasts as long as they do, whatever
    /// ended the chain before it (`take(1).flatMap { _ in self.store.item }`).
    mutating func switchesToLastingStream(after offset: Int, in chain: Chain, file: Int, member: Int32, depth: Int) -> Bool {
        let outline = index.files[file].outline
        let elements = Array(outline.elements(chain))
        var position = offset + 1
        while position + 1 < elements.count {
            defer { position += 1 }
            guard elements[position].kind == .name, elements[position + 1].kind == .call, elements[position + 1].call >= 0,
                  ["flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "switchToLatest"].contains(outline.name(elements[position].name))
            else { continue }
            let call = outline.calls[Int(elements[position + 1].call)]
            let isOneShotInner = depth < 3 && closureReturns(of: call, file: file, allSatisfy: { returned in
                isSingleValue(returned, outline) || isOneShot(returned, file: file, member: member, depth: depth + 1)
            })
            if !isOneShotInner { return true }
        }
        return false
    }

    /// The event that ends a `takeUntil(x)`, `take(until: x)` or `prefix(untilOutputFrom: x)`.
    func untilTrigger(of call: Call, named name: String, _ outline: Outline) -> Expression? {
        guard let first = outline.arguments(of: call).first else { return nil }
        let label = first.label.isNone ? "" : outline.name(first.label)
        let isUntil = name == "takeUntil" && label.isEmpty || name == "take" && label == "until"
            || name == "prefix" && label == "untilOutputFrom"
        return isUntil ? first.value : nil
    }

    /// Whether an event is self's own deallocation (`rx.deallocated`, `self.rx.deallocating`),
    /// which a subscription that keeps self never sees: any other event ends it.
    func isOwnDeallocation(_ trigger: Expression, _ outline: Outline) -> Bool {
        guard trigger.kind == .chain else { return false }
        let names = outline.elements(trigger.chain).map { $0.kind == .name ? outline.name($0.name) : "" }
        guard let last = names.last, last == "deallocated" || last == "deallocating" else { return false }
        return names.dropLast().allSatisfy { $0 == "rx" }
    }

    /// `Just(x)`, `Fail(error: e)`, `Empty()`, `.just(x)`, `.fail(e)`, `.empty()`: a publisher of at
    /// most one value.
    func isSingleValue(_ chain: Chain, _ outline: Outline) -> Bool {
        let elements = Array(outline.elements(chain))
        guard elements.count == 2, elements[0].kind == .name, elements[1].kind == .call else { return false }
        let name = outline.name(elements[0].name)
        return chain.base == .implicitMember ? ["just", "fail", "empty"].contains(name) : ["Just", "Fail", "Empty"].contains(name)
    }

    /// Whether the closure argument of `call` returns something, and every value it returns passes `test`.
    func closureReturns(of call: Call, file: Int, allSatisfy test: (Chain) -> Bool) -> Bool {
        let outline = index.files[file].outline
        guard let closure = outline.arguments(of: call).last(where: { $0.value.kind == .closure })?.value.closure, closure >= 0 else {
            return false
        }
        let returned = outline.returns.filter { $0.closure == closure }
        return !returned.isEmpty && returned.allSatisfy { $0.value.kind == .chain && test($0.value.chain) }
    }

    /// Whether an RxSwift chain starts at a finite source (`Observable.just(x)`, `Driver.just(x)`, `.of(a, b)`,
    /// `.empty()`, `.from([…])`) and goes on only through operators that end when it does, its
    /// `flatMap` family returning one-shot sequences (`Observable.just(()).flatMapLatest {
    /// self.api.languages() }`, where `languages()` is a `Single`).
    /// `Observable.deferred { … }` (or `.deferred { … }` where the type says `Observable`) counts as
    /// such a source when every value its closure returns is one-shot.
    mutating func isFiniteSourced(_ chain: Chain, file: Int, member: Int32, depth: Int) -> Bool {
        let outline = index.files[file].outline
        let elements = Array(outline.elements(chain))
        // `Observable.just(x)`, or `.just(x)` in a method declared to return an observable.
        let source = chain.base == .implicitMember ? 0 : 1
        guard elements.count >= source + 2, chain.base == .name || chain.base == .implicitMember,
              elements[source].kind == .name, elements[source + 1].kind == .call,
              source == 0 || elements[0].kind == .name && ClosureStorageFinder.finiteSourceTypes.contains(outline.name(elements[0].name))
        else { return false }
        let name = outline.name(elements[source].name)
        if name == "deferred" {
            guard depth < 3, elements[source + 1].call >= 0, closureReturns(of: outline.calls[Int(elements[source + 1].call)], file: file,
                  allSatisfy: { isSingleValue($0, outline) || isOneShot($0, file: file, member: member, depth: depth + 1) })
            else { return false }
        } else if !["just", "of", "empty", "from"].contains(name) {
            return false
        }
        return operatorsEndWithSource(elements, from: source + 2, file: file, member: member, depth: depth)
    }

    /// Whether the operators from element `start` on end when their source does: each one of
    /// `finiteKeepingOperators` (or `alsoAllowed`), or of the `flatMap` family returning only one-shot
    /// sequences; the chain may end at a subscriber's name. With `rejectingSelfCaptures`, an
    /// operator's closure that keeps self fails too.
    mutating func operatorsEndWithSource(_ elements: [ChainElement], from start: Int, file: Int, member: Int32, depth: Int,
                                         alsoAllowed: Set<String> = [], rejectingSelfCaptures: Bool = false) -> Bool {
        let outline = index.files[file].outline
        var position = start
        while position < elements.count {
            // The called name last: the chain may end at the subscription's name.
            guard elements[position].kind == .name else { return false }
            let name = outline.name(elements[position].name)
            if position + 1 == elements.count { return ClosureStorageFinder.subscriberNames.contains(name) }
            guard elements[position + 1].kind == .call, elements[position + 1].call >= 0 else { return false }
            let call = outline.calls[Int(elements[position + 1].call)]
            if ["flatMap", "flatMapLatest", "flatMapFirst", "concatMap"].contains(name) {
                guard depth < 3, closureReturns(of: call, file: file, allSatisfy: { returned in
                    isSingleValue(returned, outline) || isOneShot(returned, file: file, member: member, depth: depth + 1)
                }) else { return false }
            } else if !ClosureStorageFinder.finiteKeepingOperators.contains(name) && !alsoAllowed.contains(name)
                        && (rejectingSelfCaptures || !isProjectOperator(name, family: alsoAllowed.isEmpty ? .rx : .either)) {
                return false
            }
            if rejectingSelfCaptures {
                for argument in outline.arguments(of: call) where argument.value.kind == .closure && argument.value.closure >= 0 {
                    let closure = outline.closures[Int(argument.value.closure)]
                    if closure.firstSelfReference != nil || capturesStrongly(closure, ["self"], outline) { return false }
                }
            }
            position += 2
        }
        return true
    }

    /// RxSwift operators that end when their source does and subscribe to nothing else.
    static let finiteKeepingOperators: Set<String> = [
        "map", "filter", "compactMap", "do", "observe", "observeOn", "subscribeOn", "trackActivity", "trackError", "share",
        "materialize", "retry", "asObservable", "debug", "delay", "distinctUntilChanged", "skip", "take", "catchErrorJustReturn",
        "catchAndReturn", "mapToVoid", "filterNil", "asDriver", "asSignal",
    ]

    static let oneShotKeepingOperators: Set<String> = [
        "map", "tryMap", "compactMap", "mapError", "replaceError", "setFailureType", "decode", "receive", "subscribe", "retry",
        "handleEvents", "eraseToAnyPublisher",
    ]

    /// Whether a project method's declared type or returned chain is a one-shot sequence. The trace
    /// follows requests through any number of methods (a service, a manager's overloads, a session
    /// protocol's implementations: five in a row is common), each worked out once per run from its own
    /// body; an outermost question may work out at most `OneShotTrace.budget` new methods,
    /// `OneShotTrace.maximumNesting` inside each other, and a cut answer is "no" and not remembered.
    mutating func returnsOneShot(_ ref: ElementRef) -> Bool {
        if let known = oneShotMethods[ref] { return known }
        if oneShotTrace.nesting == 0 { oneShotTrace.remaining = OneShotTrace.budget }
        guard !oneShotTrace.inProgress.contains(ref), oneShotTrace.remaining > 0,
              oneShotTrace.nesting < OneShotTrace.maximumNesting else {
            oneShotTrace.isCut = true
            return false
        }
        oneShotTrace.remaining -= 1
        oneShotTrace.nesting += 1
        oneShotTrace.inProgress.insert(ref)
        let outerCut = oneShotTrace.isCut
        oneShotTrace.isCut = false
        defer {
            oneShotTrace.nesting -= 1
            oneShotTrace.inProgress.remove(ref)
            oneShotTrace.isCut = oneShotTrace.isCut || outerCut
        }
        let method = index.member(ref)
        var answer = method.type.map { ClosureStorageFinder.oneShotTypes.contains($0.nominalName) } ?? false
        let file = Int(ref.file)
        let outline = index.files[file].outline
        let returned = outline.returns.filter { $0.owner == ref.index && $0.closure < 0 }
        if !answer, method.type?.nominalName == "AnyPublisher" {
            // The erased type says nothing: every value returned must be built one-shot.
            answer = !returned.isEmpty && returned.allSatisfy {
                $0.value.kind == .chain && isErasedOneShot($0.value.chain, file: file, member: ref.index, depth: 0)
            }
        } else if !answer {
            answer = returned.contains { $0.value.kind == .chain && isOneShot($0.value.chain, file: file, member: ref.index, depth: 0) }
        }
        // A "yes" is proof whatever was cut (a cut only turns answers into "no").
        if answer || !oneShotTrace.isCut { oneShotMethods[ref] = answer }
        return answer
    }

    /// The project methods the first call of a chain may run: `api.fetch()`, `fetch()`, `Service.fetch()`.
    mutating func firstMethods(of chain: Chain, file: Int, member: Int32) -> [ElementRef] {
        let outline = index.files[file].outline
        let elements = Array(outline.elements(chain))
        guard var position = elements.firstIndex(where: { $0.kind == .call }), position >= 1,
              elements[position - 1].kind == .name else { return [] }
        // `NightscoutAPI(url: url).checkConnection()`: a method of the object just made.
        let constructed = constructedType(elements, at: position, chain.base, outline)
        if constructed != nil { position += 2 }
        // `services.identities().updatePending()`: a call declared to return an object of a type the
        // project declares (not one it only extends, `Observable`) that is no stream (a service) hands
        // the chain on to the method called on that object.
        var handedOn: String?
        while position + 2 < elements.count, elements[position + 1].kind == .name, elements[position + 2].kind == .call,
              let result = index.typeName(of: chain, count: position + 1, in: file, owner: member), index.kind(ofType: result) != nil,
              !([result] + index.ancestors(of: result)).contains(where: ClosureStorageFinder.reactiveTypes.contains) {
            position += 2
            handedOn = result
        }
        let name = outline.name(elements[position - 1].name)
        let receiverCount = position - 1
        var type: String?
        if let handedOn {
            type = handedOn
        } else if let constructed {
            type = constructed
        } else if receiverCount == 0 {
            type = chain.base == .name || chain.base == .selfKeyword ? index.ownerTypeName(file: file, member: member) : nil
        } else if chain.base == .name, elements[..<receiverCount].allSatisfy({ $0.kind == .name && outline.name($0.name).first?.isUppercase == true }) {
            type = outline.name(elements[receiverCount - 1].name)
        } else {
            type = index.typeName(of: chain, count: receiverCount, in: file, owner: member)
        }
        var found: [ElementRef] = []
        // A receiver typed by an alias (`let interactor: Interacting`): the type it stands for,
        // and the types that conform by naming the alias.
        var conformers: [String] = []
        if let named = type, !index.isProjectType(named), let alias = index.aliasedType(named, in: file, owner: member) {
            type = alias.type
            conformers = index.conformers(throughAlias: alias.alias).filter { !index.isTestType($0) }
        }
        if let type, index.isProjectType(type) {
            var types = implementations(of: type)
            for conformer in conformers where !types.contains(conformer) { types.append(conformer) }
            found = types.count > 9 ? [] : types.flatMap { members(name, in: $0, index) }
        }
        if found.isEmpty && receiverCount == 0 && chain.base == .name { found = topLevelFunctions[name] ?? [] }
        // The chain goes on from the call's result: a method declared without one (an overload of
        // another type of the same name, `saveProfile(_:)` in each module's `Provider`) is not it.
        found = found.filter {
            let method = index.member($0)
            return method.kind == .function && method.type != nil
        }
        // Nor an `async` overload beside a synchronous one (`load(_:) async throws -> T` beside
        // `load(_:) -> AnyPublisher`): a chain goes on from the synchronous call. A method that is
        // only `async` is the callee of an awaited chain (`await library.migrate().subscribe…`).
        if found.contains(where: { index.member($0).modifiers.contains(.async) }) {
            let synchronous = found.filter { !index.member($0).modifiers.contains(.async) }
            if !synchronous.isEmpty { found = synchronous }
        }
        // Overloads: the ones the call's arguments fit, exactly when some do (`createHDWallet()`
        // forwarding to `createHDWallet(seedPhraseCount:passphrase:)` is not its own callee).
        guard found.count > 1, elements[position].call >= 0 else { return found }
        let call = outline.calls[Int(elements[position].call)]
        let labels = outline.argumentLabels(of: call)
        let argumentCount = outline.arguments(of: call).count
        let fitting = found.filter { RIBsNavigation.labels(labels, fit: index.member($0).parameters) }
        let exact = fitting.filter { index.member($0).parameters.count == argumentCount }
        let candidates = exact.isEmpty ? fitting : exact
        // Overloads the arguments fit alike (a generic `call<T>(endpoint:)` mapping the result of
        // `call(endpoint:)`): the method that makes the call is not its own callee when another fits.
        let caller = ElementRef(file: file, index: Int(member))
        return candidates.count > 1 && candidates.contains(caller) ? candidates.filter { $0 != caller } : candidates
    }

    static let oneShotNames: Set<String> = [
        "first", "dataTaskPublisher", "Just", "Future", "Single", "Maybe", "Completable",
    ]
    /// RxSwift's and RxCocoa's types whose `just`, `of`, `empty`, `from` make a finite sequence.
    static let finiteSourceTypes: Set<String> = ["Observable", "Single", "Maybe", "Completable", "Driver", "Signal", "Infallible"]
    static let oneShotTypes: Set<String> = ["Single", "Maybe", "Completable", "Future", "Just", "PrimitiveSequence"]
}

/// The state of `returnsOneShot`'s trace through methods.
struct OneShotTrace {
    /// New methods an outermost question may work out.
    static let budget = 64
    /// Methods worked out inside each other at most (each holds a few stack frames).
    static let maximumNesting = 16
    var inProgress: Set<ElementRef> = []
    var remaining = 0
    var nesting = 0
    var isCut = false
}
