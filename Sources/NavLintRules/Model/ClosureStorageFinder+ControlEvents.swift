import NavLintIndex
import NavLintSyntax

/// Events of a screen's controls observed by an object that does not keep the screen: RxCocoa ends
/// a control's events (`button.rx.tap`, `tableView.rx.itemSelected`) when the control is freed, so
/// a subscription to them ends when the screen goes away, even when its closure keeps the observer.
extension ClosureStorageFinder {
    // MARK: Control events

    /// Whether a subscription observes only the controls of a screen that self does not keep,
    /// through operators that end when those events do: a property read through self's weak or
    /// unowned reference to the view (`view?.skipTapped`, every adopter returning `skipButton.rx.tap`),
    /// or a view model input that every construction, made by another object, fills with an event
    /// of that object's controls (`Input(selection: tableView.rx.modelSelected(Item.self).asDriver())`).
    mutating func endsWithUnkeptControls(_ subscription: Int32, file: Int, member: Int32) -> Bool {
        let outline = index.files[file].outline
        return observesUnkeptControls(outline.calls[Int(subscription)].callee, file: file, member: member, depth: 0)
    }

    mutating func observesUnkeptControls(_ chain: Chain, file: Int, member: Int32, depth: Int) -> Bool {
        guard depth < 3, member >= 0 else { return false }
        let outline = index.files[file].outline
        let elements = Array(outline.elements(chain))
        // The names read before the first operator (or the subscriber's name, which ends the callee).
        var sourceCount = elements.prefix { $0.kind == .name }.count
        guard sourceCount > 0 else { return false }
        if sourceCount < elements.count || ClosureStorageFinder.subscriberNames.contains(outline.name(elements[sourceCount - 1].name)) {
            sourceCount -= 1
        }
        // Self keeps neither the screen nor its controls here, so an operator's closure that keeps
        // self keeps no control (a getter's own chain, `isControlEvent`, is where self owns them).
        guard sourceCount == 1 || sourceCount == 2, chain.base == .name || chain.base == .selfKeyword,
              operatorsEndWithSource(elements, from: sourceCount, file: file, member: member, depth: depth,
                                     alsoAllowed: ["withLatestFrom"]) else { return false }
        let names = elements.prefix(sourceCount).map { outline.name($0.name) }
        if sourceCount == 1 {
            // A local holding the chain (`let all = input.allTrigger`; `all.drive { … }`).
            guard chain.base == .name, let value = localChain(chain, file: file, member: member) else { return false }
            return observesUnkeptControls(value, file: file, member: member, depth: depth + 1)
        }
        guard let owner = index.ownerTypeName(file: file, member: member) else { return false }
        if chain.base == .name, outline.members[Int(member)].parameters.contains(where: { $0.name == names[0] }) {
            return isOneShotInput(chain, file: file, member: member, depth: depth, controlEvents: true)
        }
        // `view?.skipTapped` where self keeps `view` weakly: each adopter's getter returns a control's event.
        guard let view = index.lookupMember(names[0], in: owner).first.map(index.member), view.kind == .property,
              view.modifiers.isNonOwning, let viewType = view.type?.nominalName else { return false }
        var getters = 0
        for type in implementations(of: viewType) where index.kind(ofType: type) != .protocol {
            for ref in members(names[1], in: type, index) where index.member(ref).kind == .property {
                let getterFile = Int(ref.file)
                let returned = index.files[getterFile].outline.returns.filter { $0.owner == ref.index && $0.closure < 0 }
                // A getter returns something; the protocol's requirement the type inherits returns nothing.
                if returned.isEmpty { continue }
                // `return nil` where the control is missing subscribes to nothing.
                guard returned.contains(where: { $0.value.kind == .chain }), returned.allSatisfy({ $0.value.kind == .nil
                    || $0.value.kind == .chain && isControlEvent($0.value.chain, file: getterFile, member: ref.index, depth: depth + 1) })
                else { return false }
                getters += 1
            }
        }
        return getters > 0
    }

    /// Whether a chain is an event of a control (`button.rx.tap`, `rx.controlEvent(.valueChanged)`,
    /// `tableView.rx.modelSelected(Item.self)`) followed only by operators that end when it does,
    /// whose closures do not keep the object that owns the control.
    mutating func isControlEvent(_ chain: Chain, file: Int, member: Int32, depth: Int) -> Bool {
        let outline = index.files[file].outline
        let elements = Array(outline.elements(chain))
        guard let rx = elements.indices.dropLast().first(where: {
            elements[$0].kind == .name && outline.name(elements[$0].name) == "rx" && elements[$0 + 1].kind == .name
                && ClosureStorageFinder.controlEventNames.contains(outline.name(elements[$0 + 1].name))
        }) else { return false }
        var position = rx + 2
        if position < elements.count, elements[position].kind == .call { position += 1 }
        // A closure that keeps the object owning the control keeps the control, which then never ends.
        return operatorsEndWithSource(elements, from: position, file: file, member: member, depth: depth,
                                      alsoAllowed: ["withLatestFrom"], rejectingSelfCaptures: true)
    }

    /// RxCocoa's control events and properties, which complete when their control is freed.
    static let controlEventNames: Set<String> = [
        "tap", "controlEvent", "itemSelected", "itemDeselected", "modelSelected", "modelDeselected", "itemAccessoryButtonTapped",
        "valueChanged", "selectedSegmentIndex", "isOn", "value", "text", "date", "didEndEditing", "editingDidEnd",
    ]
}
