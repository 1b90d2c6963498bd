import NavLintIndex
import NavLintSyntax

/// Subscriptions kept in a dispose bag or a set of cancellables, followed along their chains (one-shot
/// sequences: `+OneShot.swift`; bags emptied when the work ends: `+Bags.swift`).
extension ClosureStorageFinder {
    // MARK: Subscriptions

    /// A closure given to a subscription, or to an operator of its chain, whose disposable self
    /// keeps: `.disposed(by: disposeBag)`, `.store(in: &cancellables)`, `bag.insert(…)`, or a property.
    /// A chain that ends unsubscribed is followed where its value goes (`hops` deep): into a local
    /// subscribed later, into a `merge`/`combineLatest` of another chain, or returned from a
    /// ReactorKit `transform` or `mutate`, which ReactorKit subscribes for the reactor's lifetime.
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
            guard !flow.calls.isEmpty || flow.isReturned else { return nil }
            var found: ClosureStorage?
            for next in flow.calls {
                found = subscriptionStorage(call: next, file: file, member: member, selfType: selfType, hops: hops + 1)
                if found != nil { break }
            }
            if found == nil && flow.isReturned {
                found = reactorStorage(member: member, file: file, selfType: selfType, chain: chainThrough(current, outline))
            }
            // Whether the chain ends by itself is asked last: most chains go nowhere self keeps.
            guard let found, !isOneShot(chainThrough(current, outline), file: file, member: member, depth: 0) else { return nil }
            return found
        }
        let subscription = current
        // Where the subscription is kept first, then whether it ends by itself: most subscriptions
        // go into no bag of self's, and the one-shot trace is the costly question.
        guard let storage = keptSubscriptionStorage(subscription, file: file, member: member, selfType: selfType),
              !isOneShot(subscription, file: file, member: member),
              !endsWithUnkeptControls(subscription, file: file, member: member) else { return nil }
        return storage
    }

    /// The bag or property of self's that keeps subscription `subscription`, if any.
    mutating func keptSubscriptionStorage(_ subscription: Int32, file: Int, member: Int32, selfType: String) -> ClosureStorage? {
        let outline = index.files[file].outline
        var current = subscription
        var chainCalls: Set<Int32> = [subscription]
        while let next = consumer(of: current, in: file) {
            let call = outline.calls[Int(next)]
            let called = outline.name(of: call)
            if (called == "disposed" || called == "store"), let bag = outline.arguments(of: call).first?.value {
                guard bag.kind == .chain, bag.call < 0 else { return nil }
                return ownBag(bag.chain, file: file, member: member, selfType: selfType)
                    .map { kept($0, at: call.nameRange, file, subscription: subscription) }
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
            return ownBag(assignment.target, file: file, member: member, selfType: selfType)
                .map { kept($0, at: assignment.range, file, subscription: subscription) }
        }
        for call in elements.calls.lazy.map({ outline.calls[Int($0)] }) where call.callee.count == 2 && outline.name(of: call) == "insert" {
            guard outline.arguments(of: call).contains(where: { chainCalls.contains($0.value.call) }) else { continue }
            var receiver = call.callee
            receiver.end -= 1
            return ownBag(receiver, file: file, member: member, selfType: selfType)
                .map { kept($0, at: call.nameRange, file, subscription: subscription) }
        }
        return nil
    }

    func kept(_ storage: ClosureStorage, at range: ByteRange, _ file: Int, subscription: Int32) -> ClosureStorage {
        var result = storage
        result.keptAt = (file, range)
        result.subscription = subscription
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
    /// `combiningNames`, hashed once for the lookups in each file's symbols.
    static let combiningKeys = combiningNames.map(SymbolKey.init)

    /// Where the value of a chain ending in call `position` goes in its member: the first calls of
    /// the chains that continue it (through a local it is assigned to, or as an argument of a
    /// combining operator), and whether the member returns it.
    mutating func chainContinuations(of position: Int32, file: Int, member: Int32) -> (calls: [Int32], isReturned: Bool) {
        let outline = index.files[file].outline
        // The local the chain is bound to (`let tokens = codes.flatMapLatest { … }`): among the
        // bindings of the body the call is in, which the index groups by owner.
        var local: Symbol?
        for binding in index.localPositions(ownedBy: outline.calls[Int(position)].owner, in: file).reversed().lazy.map({ outline.locals[$0] })
        where !binding.isConditional && binding.value?.call == position && binding.names.count == 1 {
            local = outline.symbols(binding.names).first
            break
        }
        // The file's calls of a combining operator, found once per file by symbol (most files have
        // none): a chain that no local holds is continued only by one of them.
        if combiningCalls[file] == nil {
            let combining = ClosureStorageFinder.combiningKeys.compactMap { outline.symbol($0) }
            var positions: [Int32] = []
            if !combining.isEmpty {
                for (callPosition, call) in outline.calls.enumerated() where combining.contains(call.name) {
                    positions.append(Int32(callPosition))
                }
            }
            combiningCalls[file] = positions
        }
        /// Whether an expression is this chain's value: the chain itself, or the local that holds it.
        func carries(_ value: Expression) -> Bool {
            if value.call == position { return true }
            guard let local, value.kind == .chain, value.chain.base == .name, let first = outline.elements(value.chain).first else {
                return false
            }
            return first.kind == .name && first.name == local && !observesObject(value.chain, outline)
        }
        func continues(_ call: Call) -> Bool {
            outline.arguments(of: call).contains(where: { carries($0.value) }) && !isCollectionForm(call, outline)
        }
        var calls: [Int32] = []
        if let local {
            // Both in source order: the next combining call is found by walking along.
            let combining = combiningCalls[file] ?? []
            var next = 0
            for callPosition in bodies.elements(of: member, in: file, index).calls {
                while next < combining.count && combining[next] < callPosition { next += 1 }
                let call = outline.calls[Int(callPosition)]
                if call.receiverCall < 0, call.callee.base == .name, call.callee.count >= 2,
                   let first = outline.elements(call.callee).first, first.kind == .name, first.name == local,
                   !observesObject(call.callee, outline, calling: call) {
                    calls.append(callPosition) // `tokenRequest.elements().subscribe(…)`
                } else if next < combining.count, combining[next] == callPosition, continues(call) {
                    calls.append(callPosition) // `Observable.merge(mutation, searchMutation)`
                }
            }
        } else {
            // The member's combining calls, in source order, as the scan of its calls would find them.
            for callPosition in combiningCalls[file] ?? [] where outline.calls[Int(callPosition)].owner == member {
                if continues(outline.calls[Int(callPosition)]) { calls.append(callPosition) }
            }
        }
        // Only ReactorKit's `transform` and `mutate` hand what they return to a subscription that self keeps.
        let isReturned = member >= 0 && ClosureStorageFinder.reactorKeptResults[outline.members[Int(member)].name] != nil
            && outline.returns.contains { $0.owner == member && $0.closure < 0 && carries($0.value) }
        return (calls, isReturned)
    }

    /// Whether `call` makes a new stream that observes the object it is called on rather than
    /// continuing a stream: KVO's `progress.publisher(for: \.completedUnitCount)`,
    /// `view.rx.observe(…)`, `rx.deallocated`. The object is no stream: what made it (`let progress
    /// = loader.load { … }`), and the closure given to that call, is no operator of the chain.
    /// `chain` starts at the object (`progress.publisher(for: …).map { … }`); `call`, when given, is
    /// the call of `chain`'s last name (the chain being a callee), else the chain's first call.
    func observesObject(_ chain: Chain, _ outline: Outline, calling call: Call? = nil) -> Bool {
        let elements = outline.elements(chain)
        var names: [String] = []
        var first = call
        for element in elements {
            if element.kind == .call {
                guard element.call >= 0 else { return false }
                first = outline.calls[Int(element.call)]
                break
            }
            guard element.kind == .name, names.count < 3 else { return false }
            names.append(outline.name(element.name))
        }
        guard let first, names.count >= 2, let last = names.last else { return false }
        if names.count == 2 && last == "publisher" {
            return outline.arguments(of: first).first.map { !$0.label.isNone && outline.name($0.label) == "for" } == true
        }
        return names.count == 3 && names[1] == "rx" && ClosureStorageFinder.objectObservingNames.contains(last)
    }

    /// RxCocoa's streams observing an object through `rx`: key-value observation and its lifetime.
    static let objectObservingNames: Set<String> = [
        "observe", "observeWeakly", "deallocated", "deallocating", "methodInvoked", "sentMessage",
    ]

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

    /// The methods of a ReactorKit reactor whose result ReactorKit subscribes, by name, with the
    /// label of their one parameter.
    static let reactorKeptResults: [String: Set<String>] = ["transform": ["action", "mutation", "state"], "mutate": ["action"]]

    /// ReactorKit subscribes what a reactor's `transform(action:)`, `transform(mutation:)` or
    /// `transform(state:)` returns (`chain`) into the reactor's own bag, for as long as the reactor
    /// lives; and what `mutate(action:)` returns for an action, inside that subscription
    /// (flat-mapped into the state stream), until the returned stream ends: kept only when it starts
    /// at a source that never ends (`startsAtEndlessSource`: an interval, a relay), as the caller
    /// also asks that it does not end by itself (`isOneShot`). A request, `Observable.just` or a
    /// one-time `timer` returned from `mutate` ends, and ReactorKit lets go of its closures.
    func reactorStorage(member: Int32, file: Int, selfType: String, chain: Chain) -> ClosureStorage? {
        let method = index.files[file].outline.members[Int(member)]
        guard let labels = ClosureStorageFinder.reactorKeptResults[method.name], method.parameters.count == 1,
              let label = method.parameters[0].label, labels.contains(label),
              method.name != "mutate" || startsAtEndlessSource(chain, file: file, member: member),
              index.ancestors(of: selfType).contains("Reactor") else { return nil }
        return ClosureStorage(kind: .subscription, keeperDescription: "'\(selfType).state' (ReactorKit)", ownerDescription: nil,
                              isKeptBySelf: true, holderName: nil, property: nil, keptAt: (file, method.nameRange))
    }

    /// The call that uses call `position` as its receiver.
    /// A flat table per file, by receiver position (-1: none): no hashing per call.
    mutating func consumer(of position: Int32, in file: Int) -> Int32? {
        if consumers[file] == nil {
            let calls = index.files[file].outline.calls
            var table = [Int32](repeating: -1, count: calls.count)
            for position in calls.indices where calls[position].receiverCall >= 0 && Int(calls[position].receiverCall) < calls.count {
                table[Int(calls[position].receiverCall)] = Int32(position)
            }
            consumers[file] = table
        }
        guard position >= 0, let table = consumers[file], Int(position) < table.count, table[Int(position)] >= 0 else { return nil }
        return table[Int(position)]
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
}
