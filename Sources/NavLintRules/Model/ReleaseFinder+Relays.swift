import NavLintIndex
import NavLintSyntax

/// Relays: a value sent into a subject or relay property (`disappeared.send(())`,
/// `closeRelay.accept(())`) runs the closures subscribed to that property
/// (`presenter.disappeared.sink { … }`), wherever they are written.
extension ReleaseFinder {
    /// The closures subscribed to relay `property`, when call `chain` sends into it (what they
    /// release is what the send releases); `count` is the number of names before the property
    /// (`presenter.disappeared` has one). A relay named for a lifecycle event
    /// (`viewWillAppearRelay`) is left to the subscriptions to it, which lifecycle-detach reports
    /// where they are.
    func subscribers(ofRelay property: String, chain: Chain, count: Int, in file: Int, owner: Int32) -> [(Int, Int32)] {
        let lowered = property.lowercased()
        guard !ReleaseFinder.lifecycleEventPrefixes.contains(where: { lowered.hasPrefix($0) }),
              let type = receiverType(chain, count: count, in: file, owner: owner) else { return [] }
        var result = subscribers(ofRelay: property, on: type).map { ($0.file, $0.closure) }
        // `input.close.onNext(())`, where `close` is an observer of the view model's `closeSubject`.
        let holder = count > 0 ? receiverType(chain, count: count - 1, in: file, owner: owner) : nil
        for subject in aliasedSubjects(ofRelay: property, on: type, holder: holder) {
            result += subscribers(ofRelay: subject.property, on: subject.type).map { ($0.file, $0.closure) }
        }
        return result
    }

    /// The closures given to subscriptions of property `property` of `type`, read on a value of
    /// that type, of one of its ancestors (the view's presentable protocol) or of a subtype (the
    /// interactor that implements the listener protocol the relay was reached through).
    private func subscribers(ofRelay property: String, on type: String) -> [(file: Int, closure: Int32)] {
        let key = type + "." + property
        if let known = relaySubscribers[key] { return known }
        relaySubscribers[key] = []
        let accepted = Set([type] + index.ancestors(of: type))
        var result: [(file: Int, closure: Int32)] = []
        for ref in subscriptions(reading: property) {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            let names = outline.names(call.callee)
            guard let position = names.dropLast().firstIndex(of: property),
                  let holder = receiverType(call.callee, count: position, in: file, owner: call.owner)
                      ?? presenterType(names, position: position, file: file, owner: call.owner),
                  accepted.contains(holder) || index.ancestors(of: holder).contains(type) else { continue }
            for argument in outline.arguments(of: call) where argument.value.kind == .closure && argument.value.closure >= 0 {
                result.append((file, argument.value.closure))
            }
        }
        result += streamSubscribers(ofRelay: property, on: type)
        relaySubscribers[key] = result
        return result
    }

    /// The subscription calls whose receiver chain reads `property` (a name before the called one),
    /// from the list of every subscription in the project, made on first use. Compared by the
    /// file's symbol for the name: no strings are made, and a file that never spells the name is
    /// skipped at once (a table of every name read cost more to build than all the questions).
    private func subscriptions(reading property: String) -> [ElementRef] {
        if relaySubscriptionCalls == nil {
            var calls: [ElementRef] = []
            for name in ReleaseFinder.subscriptionNames {
                for ref in index.calls(named: name) {
                    let call = index.files[Int(ref.file)].outline.calls[Int(ref.index)]
                    if call.owner >= 0, call.callee.count > 1 { calls.append(ref) }
                }
            }
            relaySubscriptionCalls = calls
        }
        let key = SymbolKey(property)
        var symbolFile: Int32 = -1
        var symbol: Symbol?
        return (relaySubscriptionCalls ?? []).filter { ref in
            let outline = index.files[Int(ref.file)].outline
            if ref.file != symbolFile {
                symbolFile = ref.file
                symbol = outline.symbol(key)
            }
            guard let symbol else { return false }
            let elements = outline.elements(outline.calls[Int(ref.index)].callee)
            guard let last = elements.lastIndex(where: { $0.kind == .name }) else { return false }
            return elements[..<last].contains { $0.kind == .name && $0.name == symbol }
        }
    }

    /// `presenter` in a RIBs interactor (`PresentableInteractor<PlaylistPresentable>`), a property
    /// that RIBs declares: the presentable it is generic over.
    private func presenterType(_ names: [String], position: Int, file: Int, owner: Int32) -> String? {
        guard position == 1, names.first == "presenter", let interactor = index.ownerTypeName(file: file, member: owner) else { return nil }
        for name in [interactor] + index.ancestors(of: interactor) {
            for ref in index.declarations(ofType: name) {
                for inherited in index.declaration(ref).inherited
                where index.roleConfiguration.interactorBases.contains(inherited.nominalName) && inherited.identifiers.count > 1 {
                    return inherited.identifiers[1]
                }
            }
        }
        return nil
    }

    static let subscriptionNames = ["subscribe", "sink", "bind", "drive", "observe"]
    static let lifecycleEventPrefixes = ["viewdiddisappear", "viewwilldisappear", "viewdidappear", "viewwillappear"]
}
