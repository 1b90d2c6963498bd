import NavLintIndex
import NavLintSyntax

/// Where a value sent into a relay goes besides the subscriptions written on the relay itself:
/// through an observer handed out for a subject (`Input(close: closeSubject.asObserver())`, so
/// `input.close.onNext(())` sends into `closeSubject`), and through a method that returns the
/// subject's stream (`return viewModel.closeSubject.take(1)`), to the closures chained on the
/// calls of that method (`coordinator.start().do(onNext: { … })`), which run on every value.
extension ReleaseFinder {
    /// The subjects that relay property `property` of `type` is an observer of, each with the type
    /// that owns the subject: a construction of `type` (`Input(close: closeSubject.asObserver())`)
    /// or an assignment to the property (`close = closeSubject.asObserver()`). When `holder`, the
    /// type of the object the relay was read on, is known, only constructions in its own code count:
    /// view models that each declare their own `Input` share the name.
    func aliasedSubjects(ofRelay property: String, on type: String, holder: String?) -> [(property: String, type: String)] {
        let key = type + "." + property + "@" + (holder ?? "")
        if let known = relayAliases[key] { return known }
        var result: [(property: String, type: String)] = []
        for ref in index.calls(named: type) {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            guard call.callee.count == 1, let owner = index.ownerTypeName(file: file, member: call.owner),
                  holder.map({ isRelated($0, owner) }) ?? true else { continue }
            for argument in outline.arguments(of: call)
            where !argument.label.isNone && outline.name(argument.label) == property {
                if let subject = observedSubject(argument.value, in: outline) { result.append((subject, owner)) }
            }
        }
        for ref in index.assignments(to: property) {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let assignment = outline.assignments[Int(ref.index)]
            guard assignment.op == .assign, let subject = observedSubject(assignment.value, in: outline),
                  let owner = index.ownerTypeName(file: file, member: assignment.owner) else { continue }
            let count = assignment.target.count - 1
            let target = count == 0 ? owner : index.typeName(of: assignment.target, count: count, in: file, owner: assignment.owner)
            if target == type { result.append((subject, owner)) }
        }
        relayAliases[key] = result
        return result
    }

    /// `closeSubject.asObserver()`, `self.closeSubject.asObserver()`: the subject's name.
    private func observedSubject(_ value: Expression, in outline: Outline) -> String? {
        guard value.kind == .chain, value.call >= 0, value.chain.base == .name || value.chain.base == .selfKeyword else { return nil }
        let names = outline.names(value.chain)
        return names.count == 2 && names[1] == "asObserver" ? names[0] : nil
    }

    private func isRelated(_ first: String, _ second: String) -> Bool {
        first == second || index.ancestors(of: first).contains(second) || index.ancestors(of: second).contains(first)
    }

    /// The closures chained on the calls of methods that return relay `property` of `type` (or a
    /// stream made from it): the calls' receivers have the method's type or one of its ancestors
    /// (`coordinator.start()` on a base `Coordinator` runs the subclass's override).
    func streamSubscribers(ofRelay property: String, on type: String) -> [(file: Int, closure: Int32)] {
        var result: [(file: Int, closure: Int32)] = []
        for method in methods(returning: property, on: type) {
            guard let owner = index.ownerTypeName(ofMember: method) else { continue }
            let accepted = Set([owner] + index.ancestors(of: owner))
            for ref in index.calls(named: index.member(method).name) {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                let call = outline.calls[Int(ref.index)]
                guard call.owner >= 0 else { continue }
                let closures = chainedClosures(after: Int(ref.index), in: file)
                guard !closures.isEmpty,
                      let receiver = receiverType(call.callee, count: outline.elements(call.callee).count - 1, in: file,
                                                  owner: call.owner, closure: call.closure),
                      accepted.contains(receiver) else { continue }
                result += closures.map { (file, $0) }
            }
        }
        return result
    }

    /// The closure arguments of the subscriptions and `do` operators chained, through any
    /// operators, on call `callIndex` of `file`.
    private func chainedClosures(after callIndex: Int, in file: Int) -> [Int32] {
        let outline = index.files[file].outline
        let positions = index.callPositions(ownedBy: outline.calls[callIndex].owner, in: file)
        var chained: Set<Int32> = [Int32(callIndex)]
        var closures: [Int32] = []
        var isGrowing = true
        while isGrowing {
            isGrowing = false
            for position in positions where !chained.contains(Int32(position)) && chained.contains(outline.calls[position].receiverCall) {
                chained.insert(Int32(position))
                isGrowing = true
                let name = outline.name(of: outline.calls[position])
                guard name == "do" || ReleaseFinder.subscriptionNames.contains(name) else { continue }
                for argument in outline.arguments(of: outline.calls[position])
                where argument.value.kind == .closure && argument.value.closure >= 0 {
                    closures.append(argument.value.closure)
                }
            }
        }
        return closures
    }

    /// The methods whose returned stream reads relay `property` of `type`, directly
    /// (`return viewModel.closeSubject.take(1)`) or through a local (`let didClose =
    /// viewModel.closeSubject`, then `return didClose.take(1)`). Only files that spell the name
    /// are read.
    private func methods(returning property: String, on type: String) -> [ElementRef] {
        let key = SymbolKey(property)
        var result: [ElementRef] = []
        for file in index.files.indices {
            // The outline alone: a copy of each file's summary cost more than the symbol lookup.
            let outline = index.files[file].outline
            guard let symbol = outline.symbol(key) else { continue }
            // A return through a local needs a local whose value spells the name: looked for once per file.
            var bindsRelay: Bool?
            for item in outline.returns where item.owner >= 0 && item.closure < 0 && item.value.kind == .chain {
                let member = ElementRef(file: Int32(file), index: item.owner)
                guard !result.contains(member) else { continue }
                if reads(symbol, of: type, in: item.value.chain, file: file, owner: item.owner) {
                    result.append(member)
                    continue
                }
                // `return didClose.take(1)`, where the member bound `didClose` to the relay.
                if bindsRelay == nil {
                    bindsRelay = outline.locals.contains { binding in
                        guard let value = binding.value, value.kind == .chain else { return false }
                        return outline.elements(value.chain).contains { $0.kind == .name && $0.name == symbol }
                    }
                }
                guard bindsRelay == true, item.value.chain.base == .name, let first = outline.elements(item.value.chain).first, first.kind == .name,
                      let local = BodyHandle(file: file, member: item.owner).binding(of: first.name, before: item.value.range.start, in: index),
                      let value = outline.locals[local].value, value.kind == .chain,
                      reads(symbol, of: type, in: value.chain, file: file, owner: item.owner) else { continue }
                result.append(member)
            }
        }
        return result
    }

    /// Whether `chain` reads property `symbol` of a value of `type` (or a related type).
    private func reads(_ symbol: Symbol, of type: String, in chain: Chain, file: Int, owner: Int32) -> Bool {
        let elements = index.files[file].outline.elements(chain)
        guard let position = elements.firstIndex(where: { $0.kind == .name && $0.name == symbol }),
              let holder = receiverType(chain, count: position - elements.startIndex, in: file, owner: owner) else { return false }
        return isRelated(holder, type)
    }
}
