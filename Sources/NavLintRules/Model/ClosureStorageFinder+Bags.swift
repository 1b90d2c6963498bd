import NavLintIndex
import NavLintSyntax

/// Bags that self empties when its work ends, which ends the subscriptions they keep.
extension ClosureStorageFinder {
    // MARK: Bags emptied

    /// Whether self empties or cancels the bag outside `deinit`, in a method that runs when its
    /// work ends, which breaks the cycle as RIBs' `disposeOnDeactivate` does: one named for the end
    /// of the work (`willResignActive`, `stop()`, `finish()`…), a system callback for a screen or
    /// window that goes away (`viewWillDisappear`, `windowShouldClose`), or any other method the
    /// project calls (outside `deinit`), or exports (`public`), that does not fill the bag again
    /// (`cancelConnection()`, a stop handler). A method that empties the bag and subscribes into it again (`bind()`
    /// starting with `disposeBag = DisposeBag()`), itself or through its own methods, keeps the cycle.
    mutating func isClearedWhenDone(_ bag: String, in type: String) -> Bool {
        let key = type + "." + bag
        if let known = clearedBags[key] { return known }
        var answer = false
        search: for typeName in [type] + index.ancestors(of: type) where index.isProjectType(typeName) {
            for ref in index.members(of: typeName) {
                // The fields read in place: a copy of every member of the type cost more than the test.
                let members = index.files[Int(ref.file)].outline.members
                let position = Int(ref.index)
                guard members[position].kind == .function, members[position].body != nil else { continue }
                let name = members[position].name
                // A method named for the end of the work counts whatever it assigns to the bag.
                if ClosureStorageFinder.endingMethods.contains(name), empties(bag, in: ref, byAnyAssignment: true) {
                    answer = true
                    break search
                }
                guard empties(bag, in: ref, byAnyAssignment: false), !fills(bag, in: ref, depth: 1) else { continue }
                // A `public` or `open` method is the module's API: its callers are outside the project.
                let isAPI = members[position].modifiers.contains(.public) || members[position].modifiers.contains(.open)
                if ClosureStorageFinder.goingAwayCallbacks.contains(name) || isAPI
                    || isCalledOutsideDeinit(ref, type: type, bag: bag) {
                    answer = true
                    break search
                }
            }
        }
        clearedBags[key] = answer
        return answer
    }

    /// Whether method `ref` empties `bag`: assigns it an empty value (`= []`, `= DisposeBag()`, `=
    /// nil`; any value `byAnyAssignment`) or calls `removeAll`, `forEach` (`forEach { $0.cancel() }`),
    /// `cancel` or `dispose` on it.
    func empties(_ bag: String, in ref: ElementRef, byAnyAssignment: Bool) -> Bool {
        let file = Int(ref.file)
        let outline = index.files[file].outline
        // Compared by the file's symbol for the bag's name: a file that never spells it cannot empty it.
        guard let symbol = outline.symbol(bag) else { return false }
        let elements = bodies.elements(of: ref.index, in: file, index)
        return elements.assignments.contains { position in
            let assignment = outline.assignments[Int(position)]
            return outline.elements(assignment.target).last(where: { $0.kind == .name })?.name == symbol
                && (byAnyAssignment || assignment.value.kind == .nil || ReleaseFinder.isEmptyCollection(assignment.value, outline))
        }
            || elements.calls.contains { position in
                let call = outline.calls[Int(position)]
                return call.callee.count == 2 && outline.elements(call.callee).first(where: { $0.kind == .name })?.name == symbol
                    && ClosureStorageFinder.emptyingNames.contains(outline.name(of: call))
            }
    }

    static let emptyingNames: Set<String> = ["removeAll", "forEach", "cancel", "dispose"]

    /// Whether method `ref` stores a subscription into `bag` (`.disposed(by: bag)`, `.store(in:
    /// &bag)`, `bag.insert(…)`, `bag = x.sink { … }`), itself or through the methods of self it
    /// calls, `depth` deep.
    func fills(_ bag: String, in ref: ElementRef, depth: Int) -> Bool {
        let file = Int(ref.file)
        let outline = index.files[file].outline
        let elements = bodies.elements(of: ref.index, in: file, index)
        for position in elements.assignments {
            let assignment = outline.assignments[Int(position)]
            if outline.lastName(assignment.target) == bag, assignment.value.kind == .chain,
               !ReleaseFinder.isEmptyCollection(assignment.value, outline) { return true }
        }
        for position in elements.calls {
            let call = outline.calls[Int(position)]
            let name = outline.name(of: call)
            if name == "disposed" || name == "store" {
                if let value = outline.arguments(of: call).first?.value, value.kind == .chain,
                   outline.lastName(value.chain) == bag { return true }
            } else if name == "insert", call.callee.count == 2, outline.names(call.callee).first == bag {
                return true
            } else if depth > 0, call.callee.count == 1, call.callee.base == .name || call.callee.base == .selfKeyword,
                      let owner = index.ownerTypeName(file: file, member: ref.index) {
                for callee in members(name, in: owner, index) where callee != ref && index.member(callee).kind == .function
                    && index.member(callee).body != nil && fills(bag, in: callee, depth: depth - 1) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether the project calls method `ref` (of `type` or an ancestor) somewhere other than in a
    /// `deinit`, its own body or a `super.` call: on self, or on a receiver whose type is `type`'s.
    /// A call from a method that fills `bag` again, itself or through its own methods (`reset();
    /// subscribe…`, `reset(); bind()`), does not count.
    func isCalledOutsideDeinit(_ ref: ElementRef, type: String, bag: String) -> Bool {
        let name = index.member(ref).name
        let family = Set([type] + index.subtypes(of: type) + index.ancestors(of: type))
        for callRef in index.calls(named: name) {
            let file = Int(callRef.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(callRef.index)]
            guard call.owner >= 0, !(callRef.file == ref.file && call.owner == ref.index),
                  outline.members[Int(call.owner)].kind != .deinitializer, call.callee.base != .superKeyword,
                  !index.isTestFile(file) else { continue }
            let receiverCount = outline.elements(call.callee).count - 1
            let receiver = receiverCount == 0
                ? (call.callee.base == .name || call.callee.base == .selfKeyword ? index.ownerTypeName(file: file, member: call.owner) : nil)
                : index.typeName(of: call.callee, count: receiverCount, in: file, owner: call.owner)
            // `viewModels.forEach { $0.onDisconnect() }`: each element of a collection of a protocol the type adopts.
            let isCalledOnFamily = receiver.map(family.contains)
                ?? elementTypes(ofIteratedReceiver: call, in: file).contains(where: family.contains)
            if isCalledOnFamily, !fills(bag, in: ElementRef(file: callRef.file, index: call.owner), depth: 1) { return true }
        }
        return false
    }

    /// The names in the declared element type of the collection whose elements a call's receiver
    /// runs through: `$0` (or the closure's one parameter) in `viewModels.forEach { $0.stop() }`,
    /// where `viewModels` is a property of self (or of a type the chain names) declared
    /// `[any ServiceViewModel]`. Empty when the receiver is anything else.
    func elementTypes(ofIteratedReceiver call: Call, in file: Int) -> [String] {
        let outline = index.files[file].outline
        let elements = Array(outline.elements(call.callee))
        guard elements.count == 2, call.callee.base == .name, elements[0].kind == .name, call.closure >= 0 else { return [] }
        let closure = outline.closures[Int(call.closure)]
        let receiver = outline.name(elements[0].name)
        let parameters = outline.symbols(closure.parameters).map { outline.name($0) }
        guard receiver == "$0" && parameters.isEmpty || parameters == [receiver],
              case .argument(let iterating, _, _) = closure.context, iterating >= 0 else { return [] }
        let iteration = outline.calls[Int(iterating)]
        let iterated = Array(outline.elements(iteration.callee))
        guard ["forEach", "map", "compactMap", "filter"].contains(outline.name(of: iteration)), iterated.count >= 2,
              iteration.callee.base == .name || iteration.callee.base == .selfKeyword,
              iterated.dropLast().allSatisfy({ $0.kind == .name }), let property = iterated.dropLast().last else { return [] }
        let holderCount = iterated.count - 2
        let holder = holderCount == 0
            ? index.ownerTypeName(file: file, member: iteration.owner)
            : index.typeName(of: iteration.callee, count: holderCount, in: file, owner: iteration.owner)
        guard let holder else { return [] }
        let name = outline.name(property.name)
        for ref in index.lookupMember(name, in: holder) where index.member(ref).kind == .property {
            guard let declared = index.member(ref).type, declared.text.hasPrefix("[") else { return [] }
            return declared.identifiers
        }
        return []
    }

    static let endingMethods: Set<String> = [
        "willResignActive", "deactivate", "stop", "finish", "end", "close", "tearDown", "invalidate", "cleanUp", "cleanup", "dispose",
    ]

    /// System callbacks that run when a screen or a window goes away (a pop included).
    static let goingAwayCallbacks: Set<String> = [
        "viewWillDisappear", "viewDidDisappear", "windowShouldClose", "windowWillClose",
    ]
}
