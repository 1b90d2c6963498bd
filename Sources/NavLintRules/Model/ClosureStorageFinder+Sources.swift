import NavLintIndex
import NavLintSyntax

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
