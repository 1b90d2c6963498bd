import NavLintIndex
import NavLintSyntax

/// Where a one-shot sequence can come from besides its own chain: a local holding it, a property
/// of an input value every construction fills with a one-shot value, an object made in the chain,
/// a library's request, and operators that emit once, when their source ends.
extension ClosureStorageFinder {
    // MARK: One-shot sources

    /// `reduce(…)`, `collect()`, `toArray()`: one value when the source completes, and then the
    /// end; on a source that never completes (a subject, a control event) never.
    static func emitsOnceAtEnd(_ call: Call, named name: String, _ outline: Outline) -> Bool {
        name == "reduce" || (name == "collect" || name == "toArray") && outline.arguments(of: call).isEmpty
    }

    /// The position of the last operator of `elements` that ends only when its source does: a
    /// primitive conversion (`asCompletable()`) or one that emits once at the end (`collect()`).
    func lastOperatorEndingWithSource(_ elements: some Collection<ChainElement>, _ outline: Outline) -> Int? {
        let elements = Array(elements)
        return elements.indices.last { position in
            guard elements[position].kind == .name else { return false }
            let name = outline.name(elements[position].name)
            if ClosureStorageFinder.primitiveConversions.contains(name) { return true }
            guard position + 1 < elements.count, elements[position + 1].kind == .call, elements[position + 1].call >= 0 else { return false }
            return ClosureStorageFinder.emitsOnceAtEnd(outline.calls[Int(elements[position + 1].call)], named: name, outline)
        }
    }

    /// Whether the part of `chain` before element `position` ends by itself, for the operator
    /// there: a primitive conversion (`asCompletable()`) only when that part is one-shot; an
    /// operator that emits once at the end (`collect()`) unless it starts at an endless source
    /// (`startsAtEndlessSource`) and is not one-shot (`tags.take(2).toArray()`).
    mutating func endsBefore(_ position: Int, in chain: Chain, file: Int, member: Int32, depth: Int) -> Bool {
        guard depth < 3, position > 0 else { return false }
        let outline = index.files[file].outline
        let prefix = Chain(base: chain.base, start: chain.start, end: chain.start + Int32(position))
        let isConversion = ClosureStorageFinder.primitiveConversions.contains(outline.name(outline.chainElements[Int(chain.start) + position].name))
        if !isConversion && !startsAtEndlessSource(prefix, file: file, member: member) { return true }
        return isOneShot(prefix, file: file, member: member, depth: depth + 1)
    }

    /// Whether a chain starts at a stream that never completes: a subject or relay (its first
    /// name's declared type, `PublishSubject`, `BehaviorRelay`, `PassthroughSubject`,
    /// `CurrentValueSubject`), a `@Published` property's publisher (`$query`), a control's
    /// events through RxCocoa (`button.rx.tap`, `field.rx.text`: `controlEventNames`), which end
    /// only when the control is freed, or a repeating timer (RxSwift's `Observable.interval(…)`,
    /// `Observable.timer(_:period:scheduler:)`; Combine's `Timer.publish(every:…)`). Not RxSwift's
    /// `timer` without a period, which fires once and completes.
    func startsAtEndlessSource(_ chain: Chain, file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        let elements = outline.elements(chain)
        let names = elements.prefix { $0.kind == .name }.map { outline.name($0.name) }
        if let rx = names.firstIndex(of: "rx"), rx + 1 < names.count,
           ClosureStorageFinder.controlEventNames.contains(names[rx + 1]) { return true }
        if chain.base == .name, let timer = elements.dropFirst(2).first, timer.kind == .call, timer.call >= 0, names.count == 2 {
            let labels = outline.arguments(of: outline.calls[Int(timer.call)]).map { $0.label.isNone ? "" : outline.name($0.label) }
            switch (names[0], names[1]) {
            case ("Observable", "interval"), ("Timer", "publish"): return true
            case ("Observable", "timer"): return labels.contains("period")
            default: break
            }
        }
        guard let first = names.first else { return false }
        if first.hasPrefix("$") { return true }
        guard let type = index.typeName(of: chain, count: 1, in: file, owner: member) else { return false }
        return type.hasSuffix("Subject") || type.hasSuffix("Relay")
    }

    /// A library call that makes one request and ends with its answer: RxAlamofire's functions
    /// (`RxAlamofire.requestData(…)`), and the `rx` extensions wrapping one request (Moya's
    /// `provider.rx.request(…)`, `session.rx.data(request:)`, `rx.response`, `rx.json`).
    static func isLibraryRequest(_ chain: Chain, _ outline: Outline) -> Bool {
        let elements = Array(outline.elements(chain))
        guard chain.base == .name, let first = elements.first, first.kind == .name else { return false }
        if outline.name(first.name) == "RxAlamofire", elements.count >= 3, elements[1].kind == .name, elements[2].kind == .call {
            return true
        }
        for position in elements.indices.dropLast(2) where elements[position].kind == .name && outline.name(elements[position].name) == "rx" {
            guard elements[position + 1].kind == .name, elements[position + 2].kind == .call else { continue }
            if ClosureStorageFinder.requestNames.contains(outline.name(elements[position + 1].name)) { return true }
        }
        return false
    }

    static let requestNames: Set<String> = ["request", "data", "response", "json", "string", "requestData", "requestJSON"]

    /// The project type a chain constructs at its first call, when a method of the new object is
    /// called right after (`NightscoutAPI(url: url).checkConnection()`).
    func constructedType(_ elements: [ChainElement], at call: Int, _ base: ChainBase, _ outline: Outline) -> String? {
        guard base == .name, call >= 1, call + 2 < elements.count, elements[call + 1].kind == .name, elements[call + 2].kind == .call,
              elements[..<call].allSatisfy({ $0.kind == .name && outline.name($0.name).first?.isUppercase == true }) else { return nil }
        let name = outline.name(elements[call - 1].name)
        guard let kind = index.kind(ofType: name), kind != .protocol else { return nil }
        return name
    }

    /// The chain a local holds, when `chain` starts at a local (not a parameter) bound to one.
    func localChain(_ chain: Chain, file: Int, member: Int32) -> Chain? {
        let outline = index.files[file].outline
        let elements = outline.elements(chain)
        guard chain.base == .name, elements.count >= 2, let first = elements.first, first.kind == .name, member >= 0 else { return nil }
        let name = outline.name(first.name)
        guard !outline.members[Int(member)].parameters.contains(where: { $0.name == name }),
              let value = index.localValue(named: name, owner: member, in: file), value.kind == .chain,
              value.chain != chain else { return nil }
        return value.chain
    }

    /// `input.trigger` where `input` is a parameter whose type is a struct nested in self's type
    /// (a view model's `Input`) and `trigger` one of its properties: one-shot when every construction
    /// of that struct (`SourceViewModel.Input(trigger: Observable.just(()), …)`, or `Input(…)` in the
    /// type's own code) gives `trigger:` a one-shot value, and there is at least one.
    /// With `controlEvents`, asks instead whether every construction, made outside self's type, gives it
    /// an event of one of the constructing object's controls (`ControlEvents.swift`).
    mutating func isOneShotInput(_ chain: Chain, file: Int, member: Int32, depth: Int, controlEvents: Bool = false) -> Bool {
        let outline = index.files[file].outline
        let elements = outline.elements(chain)
        guard chain.base == .name, elements.count >= 2, member >= 0, let first = elements.first, first.kind == .name,
              elements[elements.startIndex + 1].kind == .name, let owner = index.ownerTypeName(file: file, member: member) else {
            return false
        }
        let parameterName = outline.name(first.name)
        let property = outline.name(elements[elements.startIndex + 1].name)
        guard let parameter = outline.members[Int(member)].parameters.first(where: { $0.name == parameterName }),
              let declared = parameter.type?.nominalName else { return false }
        let input = index.simpleName(declared)
        let key = (controlEvents ? "control:" : "") + owner + "." + input + "." + property
        if let known = oneShotInputs[key] { return known }
        oneShotInputs[key] = false // a construction that reaches this question again is not proof
        let answer = isOneShotInput(input, property: property, owner: owner, depth: depth, controlEvents: controlEvents)
        oneShotInputs[key] = answer
        return answer
    }

    /// `output.title` where `output` is a local holding what a method returns (`let output =
    /// viewModel.transform(input: input)`), declared as a struct nested in the method's type (a view
    /// model's `Output`), and `title` one of its properties: one-shot when every construction of that
    /// struct in that type's code (`Output(title: .just(title))`) gives `title:` a one-shot value, as
    /// for an input.
    mutating func isOneShotOutput(_ chain: Chain, file: Int, member: Int32, depth: Int) -> Bool {
        let outline = index.files[file].outline
        let elements = outline.elements(chain)
        guard elements.count >= 2, elements[elements.startIndex + 1].kind == .name,
              let value = localChain(chain, file: file, member: member) else { return false }
        // `viewModel.transform(…)` or `self.viewModel.transform(…)`: a method called on a receiver.
        let called = Array(outline.elements(value))
        guard called.count >= 3, called[called.count - 1].kind == .call, called[called.count - 2].kind == .name,
              let receiver = index.typeName(of: value, count: called.count - 2, in: file, owner: member) else { return false }
        let method = outline.name(called[called.count - 2].name)
        guard let declaration = index.lookupMember(method, in: receiver).first(where: {
                  index.member($0).kind == .function && index.member($0).body != nil
              }),
              let returned = index.member(declaration).type?.nominalName,
              let owner = index.ownerTypeName(ofMember: declaration) else { return false }
        let output = index.simpleName(returned)
        let property = outline.name(elements[elements.startIndex + 1].name)
        let key = "output:" + owner + "." + output + "." + property
        if let known = oneShotInputs[key] { return known }
        oneShotInputs[key] = false // a construction that reaches this question again is not proof
        let answer = isOneShotInput(output, property: property, owner: owner, depth: depth, controlEvents: false)
        oneShotInputs[key] = answer
        return answer
    }

    /// Whether every construction of `owner`'s nested struct `input` gives `property` a one-shot value.
    mutating func isOneShotInput(_ input: String, property: String, owner: String, depth: Int, controlEvents: Bool) -> Bool {
        // The qualified name built once, not once per declaration: every view model's `Input` shares the name.
        let qualified = owner + "." + input
        guard index.declarations(ofType: input).contains(where: {
            let type = index.files[Int($0.file)].outline.types[Int($0.index)]
            return type.kind == .struct && type.qualifiedName == qualified
        }) else { return false }
        if inputConstructions[input] == nil {
            // Each construction under the type whose input it builds, once per input name: every view
            // model's nested `Input` shares the name, and each question looked at all of them.
            var byOwner: [String: [ElementRef]] = [:]
            for ref in index.calls(named: input) {
                let outline = index.files[Int(ref.file)].outline
                let call = outline.calls[Int(ref.index)]
                guard call.callee.base == .name else { continue }
                let names = outline.elements(call.callee).map { $0.kind == .name ? outline.name($0.name) : "" }
                if names.count == 2 && names[1] == input {
                    byOwner[names[0], default: []].append(ref) // `SourceViewModel.Input(…)`
                } else if names == [input], call.owner >= 0, let caller = index.ownerTypeName(file: Int(ref.file), member: call.owner) {
                    byOwner[caller, default: []].append(ref) // `Input(…)` in the type's own code
                }
            }
            inputConstructions[input] = byOwner
        }
        var constructions = 0
        for ref in inputConstructions[input]?[owner] ?? [] {
            let callFile = Int(ref.file)
            let callOutline = index.files[callFile].outline
            let call = callOutline.calls[Int(ref.index)]
            guard call.owner >= 0 else { return false }
            guard let argument = callOutline.arguments(of: call).first(where: { !$0.label.isNone && callOutline.name($0.label) == property }),
                  argument.value.kind == .chain else { return false }
            if controlEvents {
                // The object that owns the controls must not be self, which would keep them.
                guard index.ownerTypeName(file: callFile, member: call.owner) != owner,
                      isControlEvent(argument.value.chain, file: callFile, member: call.owner, depth: depth + 1) else { return false }
            } else {
                guard isSingleValue(argument.value.chain, callOutline)
                    || isOneShot(argument.value.chain, file: callFile, member: call.owner, depth: depth + 1) else { return false }
            }
            constructions += 1
        }
        return constructions > 0
    }

    /// Whether `name` is a method the project adds to a reactive type (`extension Publisher { func
    /// performInBackground() -> AnyPublisher<Output, Failure> { subscribe(on: q).receive(on: .main)
    /// .eraseToAnyPublisher() } }`) and, used as an operator in a chain, only applies to its receiver
    /// operators of `family` (or other such methods, two deep): every value each of its
    /// declarations returns is such a chain on `self`. A method that returns anything else, or none
    /// the project declares, is not one.
    mutating func isProjectOperator(_ name: String, family: OperatorFamily, depth: Int = 0) -> Bool {
        let key = name + "\u{0}" + family.rawValue
        if let known = projectOperators[key] { return known }
        projectOperators[key] = false // an operator applying itself is not proof
        var methods: [ElementRef] = []
        for type in ClosureStorageFinder.reactiveTypes where index.isProjectType(type) {
            methods += index.members(of: type).filter { index.member($0).name == name }
        }
        let answer = !methods.isEmpty && methods.allSatisfy { ref in
            let method = index.member(ref)
            guard method.kind == .function, method.body != nil, !method.modifiers.contains(.async) else { return false }
            let outline = index.files[Int(ref.file)].outline
            let returned = outline.returns.filter { $0.owner == ref.index && $0.closure < 0 }
            return !returned.isEmpty && returned.allSatisfy { value in
                // `gate.first().flatMap { _ in self }`: the receiver, once per gate value.
                if isGatedReceiver(value.value, outline, family: family) { return true }
                guard value.value.kind == .chain, value.value.chain.base == .name || value.value.chain.base == .selfKeyword else { return false }
                let elements = Array(outline.elements(value.value.chain))
                guard !elements.isEmpty, elements.count % 2 == 0 else { return false }
                return stride(from: 0, to: elements.count, by: 2).allSatisfy { position in
                    guard elements[position].kind == .name, elements[position + 1].kind == .call else { return false }
                    let applied = outline.name(elements[position].name)
                    return family.operators.contains(applied) || depth < 2 && applied != name && isProjectOperator(applied, family: family, depth: depth + 1)
                }
            }
        }
        projectOperators[key] = answer
        return answer
    }

    /// The operators a project operator may apply to stay one-shot or finite.
    enum OperatorFamily: String {
        /// Combine's operators that keep a one-shot publisher one-shot (`oneShotKeepingOperators`).
        case combine
        /// RxSwift's operators that end when their source does (`finiteKeepingOperators`).
        case rx
        /// Either, after a cast that hides which library the chain is.
        case either

        var operators: Set<String> {
            switch self {
            case .combine: ClosureStorageFinder.oneShotKeepingOperators
            case .rx: ClosureStorageFinder.finiteKeepingOperators
            case .either: ClosureStorageFinder.oneShotKeepingOperators.union(ClosureStorageFinder.finiteKeepingOperators)
            }
        }
    }

    /// The reactive types whose extensions add operators: Combine's and RxSwift's.
    static let reactiveTypes = ["Publisher", "AnyPublisher", "ObservableType", "ObservableConvertibleType", "Observable"]

    /// The operand of a cast that a chain starts at, in parentheses (`(network.load(request) as
    /// AnyPublisher<[String], Error>).sink`): a plain `as` changes no value, so the chain observes
    /// what the operand is. Nil for any other chain, and for a parenthesis holding anything but the cast.
    func castOperand(of chain: Chain, file: Int, member: Int32) -> Chain? {
        let outline = index.files[file].outline
        guard chain.base == .other, chain.end > chain.start, let first = outline.elements(chain).first, first.kind == .name else { return nil }
        // Every call of the chain starts where the parenthesis does: the chain's own first call, or
        // the call whose callee the chain is.
        let pool = outline.chainElements
        guard let element = pool[Int(chain.start)..<min(Int(chain.end) + 1, pool.count)].first(where: { $0.kind == .call && $0.call >= 0 })
        else { return nil }
        let call = outline.calls[Int(element.call)]
        guard call.callee.start == chain.start else { return nil }
        let open = call.range.start
        for cast in outline.casts where cast.owner == member && cast.kind == .plain && cast.value.kind == .chain
            && cast.value.range.start == open + 1 && cast.type.range.end < first.range.start {
            return cast.value.chain
        }
        return nil
    }

    /// RxSwift's conversions to a primitive sequence: `asSingle()` ends after one value only when its
    /// source completes (a second value is an error; one value and no end keeps it going), `asMaybe()`
    /// likewise, and `asCompletable()` ends when its source does. None makes an endless source end.
    static let primitiveConversions: Set<String> = ["asSingle", "asMaybe", "asCompletable"]

    /// The names of `primitiveConversions` and of the operators that emit once at the end.
    static let endsWithSourceNames = primitiveConversions.union(["reduce", "collect", "toArray"])
}
