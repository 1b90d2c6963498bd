import NavLintIndex
import NavLintSyntax

/// Subscriptions kept in a dispose bag or a set of cancellables, and the one-shot sequences whose
/// subscriptions end by themselves.
extension ClosureStorageFinder {
    // MARK: Subscriptions

    /// A closure given to a subscription, or to an operator of its chain, whose disposable self
    /// keeps: `.disposed(by: disposeBag)`, `.store(in: &cancellables)`, `bag.insert(…)`, or a property.
    /// A chain that ends unsubscribed is followed where its value goes (`hops` deep): into a local
    /// subscribed later, into a `merge`/`combineLatest` of another chain, or returned from a
    /// ReactorKit `transform`, which ReactorKit subscribes for the reactor's lifetime.
    mutating func subscriptionStorage(call position: Int32, file: Int, member: Int32, selfType: String,
                                      hops: Int = 0) -> ClosureStorage? {
        let outline = index.files[file].outline
        var current = position
        var steps = 0
        while !isSubscriber(outline.calls[Int(current)], file: file) {
            guard steps < 16 else { return nil }
            if let next = consumer(of: current, in: file) {
                current = next
                steps += 1
                continue
            }
            // The chain ends here without a subscription (most often an array's `map`): followed
            // only when its value goes on somewhere, and unless it ends by itself.
            guard hops < ClosureStorageFinder.maximumChainHops else { return nil }
            let flow = chainContinuations(of: current, file: file, member: member)
            guard !flow.calls.isEmpty || flow.isReturned,
                  !isOneShot(chainThrough(current, outline), file: file, member: member, depth: 0) else { return nil }
            for next in flow.calls {
                if let found = subscriptionStorage(call: next, file: file, member: member, selfType: selfType, hops: hops + 1) {
                    return found
                }
            }
            return flow.isReturned ? reactorStorage(member: member, file: file, selfType: selfType) : nil
        }
        let subscription = current
        guard !isOneShot(subscription, file: file, member: member) else { return nil }
        var chainCalls: Set<Int32> = [subscription]
        while let next = consumer(of: current, in: file) {
            let call = outline.calls[Int(next)]
            let called = outline.name(of: call)
            if (called == "disposed" || called == "store"), let bag = outline.arguments(of: call).first?.value {
                guard bag.kind == .chain, bag.call < 0 else { return nil }
                return ownBag(bag.chain, file: file, member: member, selfType: selfType).map { kept($0, at: call.nameRange, file) }
            }
            chainCalls.insert(next)
            current = next
        }
        let elements = bodies.elements(of: member, in: file, index)
        for assignment in elements.assignments.lazy.map({ outline.assignments[Int($0)] }) where chainCalls.contains(assignment.value.call) {
            // A subscription self keeps in a property of its own and cancels in a method other than
            // `deinit` (`cancelReaderPreparation()` when the view goes away) ends with that work.
            if let property = outline.lastName(assignment.target), assignment.target.count == 1,
               index.stops([property], with: "cancel", in: selfType) {
                return nil
            }
            return ownBag(assignment.target, file: file, member: member, selfType: selfType).map { kept($0, at: assignment.range, file) }
        }
        for call in elements.calls.lazy.map({ outline.calls[Int($0)] }) where call.callee.count == 2 && outline.name(of: call) == "insert" {
            guard outline.arguments(of: call).contains(where: { chainCalls.contains($0.value.call) }) else { continue }
            var receiver = call.callee
            receiver.end -= 1
            return ownBag(receiver, file: file, member: member, selfType: selfType).map { kept($0, at: call.nameRange, file) }
        }
        return nil
    }

    func kept(_ storage: ClosureStorage, at range: ByteRange, _ file: Int) -> ClosureStorage {
        var result = storage
        result.keptAt = (file, range)
        return result
    }

    /// Whether `call` is named one of `subscriberNames`: compared by symbol, the names looked up once per file.
    mutating func isSubscriber(_ call: Call, file: Int) -> Bool {
        if subscriberSymbols[file] == nil {
            subscriberSymbols[file] = ClosureStorageFinder.subscriberNames.compactMap { index.files[file].outline.symbol($0) }
        }
        return subscriberSymbols[file]!.contains(call.name)
    }

    static let subscriberNames: Set<String> = ["subscribe", "sink", "bind", "drive", "emit", "assign"]
    static let maximumChainHops = 3
    /// Operators that subscribe to the sequences they are given as arguments.
    static let combiningNames: Set<String> = [
        "merge", "of", "combineLatest", "zip", "concat", "amb", "withLatestFrom", "sample", "startWith", "Merge", "CombineLatest", "Zip",
    ]

    /// Where the value of a chain ending in call `position` goes in its member: the first calls of
    /// the chains that continue it (through a local it is assigned to, or as an argument of a
    /// combining operator), and whether the member returns it.
    mutating func chainContinuations(of position: Int32, file: Int, member: Int32) -> (calls: [Int32], isReturned: Bool) {
        let outline = index.files[file].outline
        let elements = bodies.elements(of: member, in: file, index)
        if localsByValue[file] == nil {
            var table: [Int32: Symbol] = [:]
            for binding in outline.locals where !binding.isConditional {
                guard let call = binding.value?.call, call >= 0, binding.names.count == 1 else { continue }
                table[call] = outline.symbols(binding.names).first
            }
            localsByValue[file] = table
        }
        let local = localsByValue[file]?[position]
        // The combining operators' names as this file's symbols, once per file: comparing symbols
        // instead of hashing each call's name.
        if combiningSymbols[file] == nil {
            combiningSymbols[file] = ClosureStorageFinder.combiningNames.compactMap { outline.symbol($0) }
        }
        let combining = combiningSymbols[file] ?? []
        /// Whether an expression is this chain's value: the chain itself, or the local that holds it.
        func carries(_ value: Expression) -> Bool {
            if value.call == position { return true }
            guard let local, value.kind == .chain, value.chain.base == .name, let first = outline.elements(value.chain).first else {
                return false
            }
            return first.kind == .name && first.name == local
        }
        var calls: [Int32] = []
        for callPosition in elements.calls {
            let call = outline.calls[Int(callPosition)]
            if let local, call.receiverCall < 0, call.callee.base == .name, call.callee.count >= 2,
               let first = outline.elements(call.callee).first, first.kind == .name, first.name == local {
                calls.append(callPosition) // `tokenRequest.elements().subscribe(…)`
            } else if combining.contains(call.name),
                      outline.arguments(of: call).contains(where: { carries($0.value) }),
                      !isCollectionForm(call, outline) {
                calls.append(callPosition) // `Observable.merge(mutation, searchMutation)`
            }
        }
        // Only ReactorKit's `transform` hands what it returns to a subscription that self keeps.
        let isReturned = member >= 0 && outline.members[Int(member)].name == "transform"
            && outline.returns.contains { $0.owner == member && $0.closure < 0 && carries($0.value) }
        return (calls, isReturned)
    }

    /// The chain up to and including call `position` (its callee and the call itself: `asFuture { … }`).
    func chainThrough(_ position: Int32, _ outline: Outline) -> Chain {
        var chain = outline.calls[Int(position)].callee
        let end = Int(chain.end)
        if end < outline.chainElements.count, outline.chainElements[end].kind == .call, outline.chainElements[end].call == position {
            chain.end += 1
        }
        return chain
    }

    /// `Observable.concat(actions)`: a type's combining operator given one value, a collection of
    /// sequences (`actions = uploads.map { … }`, an array's `map`, whose closure runs at once).
    func isCollectionForm(_ call: Call, _ outline: Outline) -> Bool {
        guard outline.arguments(of: call).count == 1, call.callee.base == .name,
              let first = outline.elements(call.callee).first, first.kind == .name else { return false }
        return call.callee.count >= 2 && outline.name(first.name).first?.isUppercase == true
    }

    /// ReactorKit subscribes what a reactor's `transform(action:)`, `transform(mutation:)` or
    /// `transform(state:)` returns into the reactor's own bag, for as long as the reactor lives.
    func reactorStorage(member: Int32, file: Int, selfType: String) -> ClosureStorage? {
        let method = index.files[file].outline.members[Int(member)]
        guard method.name == "transform", method.parameters.count == 1,
              let label = method.parameters[0].label, ["action", "mutation", "state"].contains(label),
              index.ancestors(of: selfType).contains("Reactor") else { return nil }
        return ClosureStorage(kind: .subscription, keeperDescription: "'\(selfType).state' (ReactorKit)", ownerDescription: nil,
                              isKeptBySelf: true, holderName: nil, property: nil, keptAt: (file, method.nameRange))
    }

    /// The call that uses call `position` as its receiver.
    mutating func consumer(of position: Int32, in file: Int) -> Int32? {
        if let table = consumers[file] { return table[position] }
        var table: [Int32: Int32] = [:]
        for (index, call) in self.index.files[file].outline.calls.enumerated() where call.receiverCall >= 0 {
            table[call.receiverCall] = Int32(index)
        }
        consumers[file] = table
        return table[position]
    }

    /// The storage when `bag` is self's own: `disposeBag`, `self.cancellables`, `rx.disposeBag`.
    mutating func ownBag(_ bag: Chain, file: Int, member: Int32, selfType: String) -> ClosureStorage? {
        let outline = index.files[file].outline
        guard bag.base == .name || bag.base == .selfKeyword, outline.elements(bag).allSatisfy({ $0.kind == .name }) else { return nil }
        let names = outline.names(bag)
        guard let name = names.last, names.count == 1 || names == ["rx", "disposeBag"] else { return nil }
        if bag.base == .name && names.count == 1 && isLocal(name, file: file, member: member) { return nil }
        if let property = strongProperty(name, in: selfType), !property.isStrong { return nil }
        guard !isClearedWhenDone(name, in: selfType) else { return nil }
        return ClosureStorage(kind: .subscription, keeperDescription: "'\(selfType).\(name)'", ownerDescription: nil,
                              isKeptBySelf: true, holderName: nil, property: name)
    }

    /// Whether self empties or cancels the bag when its work ends (`willResignActive`, `stop()`,
    /// `finish()`…), which breaks the cycle as RIBs' `disposeOnDeactivate` does.
    mutating func isClearedWhenDone(_ bag: String, in type: String) -> Bool {
        let key = type + "." + bag
        if let known = clearedBags[key] { return known }
        var answer = false
        search: for typeName in [type] + index.ancestors(of: type) where index.isProjectType(typeName) {
            for ref in index.members(of: typeName) where ClosureStorageFinder.endingMethods.contains(index.member(ref).name) {
                let outline = index.files[Int(ref.file)].outline
                let clears = outline.assignments.contains { $0.owner == ref.index && outline.lastName($0.target) == bag }
                    || outline.calls.contains { call in
                        call.owner == ref.index && call.callee.count == 2 && outline.names(call.callee).first == bag
                            && ["removeAll", "forEach", "cancel", "dispose"].contains(outline.name(of: call))
                    }
                if clears {
                    answer = true
                    break search
                }
            }
        }
        clearedBags[key] = answer
        return answer
    }

    static let endingMethods: Set<String> = [
        "willResignActive", "deactivate", "stop", "finish", "end", "close", "tearDown", "invalidate", "cleanUp", "cleanup", "dispose",
    ]

    /// Whether the sequence a subscription observes ends by itself after one value: a `Single`,
    /// `Maybe`, `Completable`, `Future` or `Just`, a `take(n)`, `first()` or `prefix(n)`, a
    /// `takeUntil` another event than self's deallocation, a network
    /// data task (also behind the project's own API methods, followed a few calls deep), or a
    /// subscription that only handles success and completion.
    mutating func isOneShot(_ subscription: Int32, file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        let call = outline.calls[Int(subscription)]
        let labels = outline.arguments(of: call).map { outline.name($0.label) }
        if !labels.isEmpty, labels.allSatisfy({ ["onSuccess", "onCompleted", "onError", "onFailure", "onDisposed"].contains($0) }) {
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
        for element in elements where element.kind == .call && element.call >= 0 {
            let operatorCall = outline.calls[Int(element.call)]
            let name = outline.name(of: operatorCall)
            if (name == "take" || name == "prefix"), let first = outline.arguments(of: operatorCall).first,
               first.label.isNone, first.value.kind == .number {
                return true
            }
            if let trigger = untilTrigger(of: operatorCall, named: name, outline), !isOwnDeallocation(trigger, outline) { return true }
        }
        if depth < 3, isFiniteSourced(chain, file: file, member: member, depth: depth) { return true }
        // The declared type of the observed value: a property or a method result.
        var type: String?
        for count in 1..<max(1, elements.count) {
            if let resolved = index.typeName(of: chain, count: count, in: file, owner: member) { type = resolved } else if type != nil { break }
        }
        if let type, ClosureStorageFinder.oneShotTypes.contains(type) { return true }
        guard depth < 3 else { return false }
        let methods = firstMethods(of: chain, file: file, member: member)
        // A requirement declared one-shot binds every implementation; otherwise each one must be.
        if methods.contains(where: { index.member($0).body == nil && returnsOneShot($0, depth: depth + 1) }) { return true }
        let implemented = methods.filter { index.member($0).body != nil }
        return !implemented.isEmpty && implemented.allSatisfy { returnsOneShot($0, depth: depth + 1) }
    }

    /// Whether a type-erased chain is one-shot by what it is built from: a one-shot source (`Future
    /// { … }`, `Deferred { Future { … } }`, a project function declared `-> Future`), followed only
    /// by operators that end when their upstream does after at most one value.
    mutating func isErasedOneShot(_ chain: Chain, file: Int, member: Int32, depth: Int) -> Bool {
        let outline = index.files[file].outline
        let elements = Array(outline.elements(chain))
        guard let source = elements.firstIndex(where: { $0.kind == .call }), source >= 1, elements[source - 1].kind == .name,
              elements[source].call >= 0 else { return false }
        var position = source + 1
        var isEnded = false // by `first()` or `prefix(n)`, whatever comes before
        while position < elements.count {
            guard position + 1 < elements.count, elements[position].kind == .name, elements[position + 1].kind == .call,
                  elements[position + 1].call >= 0 else { return false }
            let name = outline.name(elements[position].name)
            let call = outline.calls[Int(elements[position + 1].call)]
            let first = outline.arguments(of: call).first
            if name == "first" && first == nil || ["prefix", "take"].contains(name) && first?.value.kind == .number {
                isEnded = true
            } else if name == "catch" {
                guard closureReturns(of: call, file: file, allSatisfy: { chain in
                    outline.elements(chain).first.map { $0.kind == .name && ["Just", "Empty"].contains(outline.name($0.name)) } ?? false
                }) else { return false }
            } else if name == "flatMap" {
                // One value in, one one-shot publisher out: `.flatMap { $0.isValid ? .just(x) : .fail(e) }`.
                guard depth < 3, closureReturns(of: call, file: file, allSatisfy: { chain in
                    isSingleValue(chain, outline) || isErasedOneShot(chain, file: file, member: member, depth: depth + 1)
                }) else { return false }
            } else if !ClosureStorageFinder.oneShotKeepingOperators.contains(name) {
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

    /// Whether an RxSwift chain starts at a finite source (`Observable.just(x)`, `.of(a, b)`,
    /// `.empty()`, `.from([…])`) and goes on only through operators that end when it does, its
    /// `flatMap` family returning one-shot sequences (`Observable.just(()).flatMapLatest {
    /// self.api.languages() }`, where `languages()` is a `Single`).
    mutating func isFiniteSourced(_ chain: Chain, file: Int, member: Int32, depth: Int) -> Bool {
        let outline = index.files[file].outline
        let elements = Array(outline.elements(chain))
        guard elements.count >= 3, chain.base == .name, elements[0].kind == .name, elements[1].kind == .name, elements[2].kind == .call,
              ["Observable", "Single", "Maybe"].contains(outline.name(elements[0].name)),
              ["just", "of", "empty", "from"].contains(outline.name(elements[1].name)) else { return false }
        var position = 3
        while position < elements.count {
            // The called name last: the chain may end at the subscription's name.
            guard elements[position].kind == .name else { return false }
            let name = outline.name(elements[position].name)
            if position + 1 == elements.count { return ClosureStorageFinder.subscriberNames.contains(name) }
            guard elements[position + 1].kind == .call, elements[position + 1].call >= 0 else { return false }
            let call = outline.calls[Int(elements[position + 1].call)]
            if ["flatMap", "flatMapLatest", "flatMapFirst", "concatMap"].contains(name) {
                guard closureReturns(of: call, file: file, allSatisfy: { returned in
                    isSingleValue(returned, outline) || isOneShot(returned, file: file, member: member, depth: depth + 1)
                }) else { return false }
            } else if !ClosureStorageFinder.finiteKeepingOperators.contains(name) {
                return false
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

    /// Whether a project method's declared type or returned chain is a one-shot sequence.
    mutating func returnsOneShot(_ ref: ElementRef, depth: Int) -> Bool {
        if let known = oneShotMethods[ref] { return known }
        oneShotMethods[ref] = false // a recursive call in progress is not proof
        let method = index.member(ref)
        var answer = method.type.map { ClosureStorageFinder.oneShotTypes.contains($0.nominalName) } ?? false
        let file = Int(ref.file)
        let outline = index.files[file].outline
        let returned = outline.returns.filter { $0.owner == ref.index && $0.closure < 0 }
        if !answer, method.type?.nominalName == "AnyPublisher" {
            // The erased type says nothing: every value returned must be built one-shot.
            answer = !returned.isEmpty && returned.allSatisfy {
                $0.value.kind == .chain && isErasedOneShot($0.value.chain, file: file, member: ref.index, depth: depth)
            }
        } else if !answer {
            answer = returned.contains { $0.value.kind == .chain && isOneShot($0.value.chain, file: file, member: ref.index, depth: depth) }
        }
        oneShotMethods[ref] = answer
        return answer
    }

    /// The project methods the first call of a chain may run: `api.fetch()`, `fetch()`, `Service.fetch()`.
    mutating func firstMethods(of chain: Chain, file: Int, member: Int32) -> [ElementRef] {
        let outline = index.files[file].outline
        let elements = Array(outline.elements(chain))
        guard let position = elements.firstIndex(where: { $0.kind == .call }), position >= 1,
              elements[position - 1].kind == .name else { return [] }
        let name = outline.name(elements[position - 1].name)
        let receiverCount = position - 1
        var type: String?
        if receiverCount == 0 {
            type = chain.base == .name || chain.base == .selfKeyword ? index.ownerTypeName(file: file, member: member) : nil
        } else if chain.base == .name, elements[..<receiverCount].allSatisfy({ $0.kind == .name && outline.name($0.name).first?.isUppercase == true }) {
            type = outline.name(elements[receiverCount - 1].name)
        } else {
            type = index.typeName(of: chain, count: receiverCount, in: file, owner: member)
        }
        var found: [ElementRef] = []
        if let type, index.isProjectType(type) {
            found = implementations(of: type).flatMap { members(name, in: $0, index) }
        }
        if found.isEmpty && receiverCount == 0 && chain.base == .name { found = topLevelFunctions[name] ?? [] }
        found = found.filter {
            let method = index.member($0)
            return method.kind == .function && (method.body != nil || method.type != nil)
        }
        // Overloads: the ones the call's arguments fit, exactly when some do (`createHDWallet()`
        // forwarding to `createHDWallet(seedPhraseCount:passphrase:)` is not its own callee).
        guard found.count > 1, elements[position].call >= 0 else { return found }
        let call = outline.calls[Int(elements[position].call)]
        let labels = outline.argumentLabels(of: call)
        let argumentCount = outline.arguments(of: call).count
        let fitting = found.filter { RIBsNavigation.labels(labels, fit: index.member($0).parameters) }
        let exact = fitting.filter { index.member($0).parameters.count == argumentCount }
        return exact.isEmpty ? fitting : exact
    }

    static let oneShotNames: Set<String> = [
        "first", "asSingle", "asMaybe", "asCompletable", "dataTaskPublisher", "Just", "Future", "Single", "Maybe", "Completable",
    ]
    static let oneShotTypes: Set<String> = ["Single", "Maybe", "Completable", "Future", "Just", "PrimitiveSequence"]
}

/// Subscriptions to an event stream of an object the closure captures (`vc.viewDidDisappearEvent
/// .subscribe { … child … }` where `vc` is `child`'s view controller): the stream's subject keeps
/// its observers, so the object keeps the closure that keeps it.
extension ClosureStorageFinder {
    /// The stream a subscription chain observes, when it is a property of a local or parameter
    /// (`vc.viewDidDisappearEvent`, `cell.button.rx.tap`): its description, and the names whose
    /// object keeps it (the local, and the local or parameter it was read from).
    struct ObservedSource {
        /// The stream's names (`vc`, `viewDidDisappearEvent`), joined only when a finding needs them.
        var path: ArraySlice<String>
        var description: String { path.joined(separator: ".") }
        var names: [String]
        /// The call that subscribes.
        var subscription: Int32
    }

    mutating func observedSource(call position: Int32, file: Int, member: Int32) -> ObservedSource? {
        let outline = index.files[file].outline
        var first = position
        var steps = 0
        while outline.calls[Int(first)].receiverCall >= 0, steps < 16 {
            first = outline.calls[Int(first)].receiverCall
            steps += 1
        }
        let head = outline.calls[Int(first)]
        let elements = outline.elements(head.callee)
        // A property that is a stream (`vc.viewDidDisappearEvent.subscribe`, `item.$title.map`), not a
        // method's result (`service.api.upload(…).sink`), which is a new sequence each time.
        guard head.callee.base == .name, elements.count >= 3, elements.allSatisfy({ $0.kind == .name }),
              let called = elements.last.map({ outline.name($0.name) }),
              ClosureStorageFinder.subscriberNames.contains(called) || ClosureStorageFinder.streamOperatorNames.contains(called)
        else { return nil }
        guard let rootElement = elements.first, isLocal(outline.name(rootElement.name), file: file, member: member) else { return nil }
        // The subscription itself, reached from the chain's first call.
        var subscription = first
        steps = 0
        while !isSubscriber(outline.calls[Int(subscription)], file: file) {
            guard steps < 16, let next = consumer(of: subscription, in: file) else { return nil }
            subscription = next
            steps += 1
        }
        let names = elements.map { outline.name($0.name) }
        let root = names[0]
        var keepers = [root]
        // `let vc = child.viewControllable.uiviewController`: `child` keeps what `vc` keeps.
        for binding in index.localPositions(ownedBy: member, in: file).lazy.map({ outline.locals[$0] }) where !binding.isConditional
            && outline.symbols(binding.names).count == 1 && outline.name(outline.symbols(binding.names).first!) == root {
            guard let value = binding.value, value.kind == .chain, value.call < 0, value.chain.base == .name,
                  let origin = outline.elements(value.chain).first, origin.kind == .name,
                  outline.elements(value.chain).allSatisfy({ $0.kind == .name }),
                  isLocal(outline.name(origin.name), file: file, member: member) else { continue }
            keepers.append(outline.name(origin.name))
        }
        return ObservedSource(path: names.dropLast(), names: keepers, subscription: subscription)
    }

    /// Operators that observe the stream they are called on.
    static let streamOperatorNames: Set<String> = [
        "map", "filter", "compactMap", "flatMap", "flatMapLatest", "flatMapFirst", "distinctUntilChanged", "removeDuplicates",
        "receive", "observe", "observeOn", "debounce", "throttle", "skip", "dropFirst", "withLatestFrom", "combineLatest", "merge",
        "filterNil", "asObservable", "asDriver", "asSignal", "eraseToAnyPublisher", "do", "handleEvents", "share",
    ]

    /// Whether the closure keeps one of `names` strongly: uses it without a weak or unowned capture.
    func capturesStrongly(_ closure: Closure, _ names: [String], _ outline: Outline) -> Bool {
        // By symbol: a name the file never spells is neither free in the closure nor captured.
        let free = outline.symbols(closure.freeNames)
        let captures = outline.captures(of: closure)
        return names.contains { name in
            guard let symbol = outline.symbol(name) else { return false }
            return free.contains(symbol) || captures.contains { $0.kind == .strong && $0.value == nil && $0.name == symbol }
        }
    }

    /// The storage of a closure subscribed to `source` that captures `captured`, which keeps the
    /// source: kept as long as that object, whatever bag the subscription goes into, unless it ends.
    ///
    /// Only when the subscription goes into a bag of the captured object itself (`cell.disposeBag`),
    /// or one the caller hands in (`disposedBy disposeBag: DisposeBag`), which belongs to another
    /// object and keeps the captured one as long as that object lives: a bag of self's own ends
    /// the subscription with self, and so breaks the loop.
    mutating func sourceStorage(_ source: ObservedSource, captured: String, file: Int, member: Int32) -> ClosureStorage? {
        let outline = index.files[file].outline
        var current = source.subscription
        var steps = 0
        var isKeptElsewhere = false
        while let next = consumer(of: current, in: file), steps < 16 {
            let call = outline.calls[Int(next)]
            let called = outline.name(of: call)
            if called == "disposed" || called == "store", let bag = outline.arguments(of: call).first?.value {
                guard bag.kind == .chain, bag.call < 0, bag.chain.base == .name, let first = outline.elements(bag.chain).first,
                      first.kind == .name else { return nil }
                let name = outline.name(first.name)
                let isParameter = bag.chain.count == 1 && outline.members[Int(member)].parameters.contains { $0.name == name }
                isKeptElsewhere = bag.chain.count >= 2 && source.names.contains(name) || isParameter
                break
            }
            current = next
            steps += 1
        }
        guard isKeptElsewhere, !isOneShot(source.subscription, file: file, member: member) else { return nil }
        let keeper = captured == source.names[0] ? "'\(source.description)'" : "'\(source.description)' of '\(captured)'"
        return ClosureStorage(kind: .subscription, keeperDescription: keeper, ownerDescription: nil, isKeptBySelf: false,
                              holderName: captured, property: nil,
                              keptAt: (file, index.files[file].outline.calls[Int(source.subscription)].nameRange))
    }
}
