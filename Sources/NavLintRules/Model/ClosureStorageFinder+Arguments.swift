import NavLintIndex
import NavLintSyntax

/// Closures kept by the call they are passed to: a project method or initializer that stores its
/// closure parameter, directly or through up to `maximumHandOns` helpers.
extension ClosureStorageFinder {
    // MARK: Arguments

    /// A closure handed to a project method (or initializer) that stores it, on an object self keeps.
    mutating func argumentStorage(call position: Int32, label: Symbol, isTrailing: Bool, file: Int, member: Int32,
                                  selfType: String) -> ClosureStorage? {
        let outline = index.files[file].outline
        let call = outline.calls[Int(position)]
        let elements = outline.elements(call.callee)
        guard let last = elements.last, last.kind == .name, elements.allSatisfy({ $0.kind == .name }) else { return nil }
        let name = outline.name(last.name)
        // Only a project method or initializer that stores a closure parameter can keep one.
        guard storingMethodNames.contains(name) else { return nil }
        let names = elements.map { outline.name($0.name) }
        let receiverType: String
        var holder: ChildHolder?
        if names.count == 1 && call.callee.base == .name, index.isProjectType(name) {
            // `Flush(onPop: { … })`: kept by the new object, which self keeps when it stores it.
            receiverType = name
            holder = self.holder(named: name, type: name, isLocal: false,
                                 isKeptBySelf: constructionIsStoredBySelf(position, file: file, member: member, selfType: selfType))
        } else if names.count == 1 {
            // `UIAlertAction(…) { … }`: a framework object, not a method of self.
            guard call.callee.base == .selfKeyword || (call.callee.base == .name && name.first?.isUppercase == false) else { return nil }
            receiverType = selfType
        } else {
            guard let found = self.holder(of: names.dropLast()[...], base: call.callee.base, file: file, member: member, selfType: selfType),
                  let type = found.type else { return nil }
            receiverType = type
            holder = found
        }
        let method = names.count == 1 && holder != nil ? "init" : name
        guard let (stored, parameter) = storingMethod(method, in: receiverType, call: call, outline: outline, label: label,
                                                      isTrailing: isTrailing)
        else { return nil }
        let keeper = "'\(index.ownerTypeName(ofMember: stored) ?? receiverType).\(method)'"
        // The same method in every declaration of its type (twins in several modules): the nearest.
        let storedMember = index.member(stored)
        let storedLabels = storedMember.parameters.map(\.label)
        let twins = index.ownerTypeName(ofMember: stored).map { owner in
            members(storedMember.name, in: owner, index).filter {
                // Read in place: where name collisions join many types, a copy of each member cost more than the test.
                let declared = index.files[Int($0.file)].outline.members
                let twin = Int($0.index)
                return declared[twin].kind == storedMember.kind && declared[twin].parameters.lazy.map(\.label).elementsEqual(storedLabels)
            }
        } ?? []
        let keeping = nearest(twins.isEmpty ? [stored] : twins, to: file) ?? stored
        let keptAt = (Int(keeping.file), index.member(keeping).nameRange)
        // The property of the storing type that keeps the closure, when the method assigns it to
        // one (`pendingHandler = block`): for a keeper that runs it once and drops it.
        let property = propertyStoringParameter(parameter, of: stored)
        let keeperType = index.ownerTypeName(ofMember: stored)
        guard let holder else {
            var storage = ClosureStorage(kind: .argument, keeperDescription: keeper, ownerDescription: nil, isKeptBySelf: true,
                                         holderName: nil, property: property, keeperType: keeperType,
                                         keeperProperty: propertyKeepingParameter(parameter, of: stored, selfType: selfType), keptAt: keptAt)
            if property == nil { storage.queueing = (stored, parameter) }
            return storage
        }
        var storage = ClosureStorage(kind: .argument, keeperDescription: keeper, ownerDescription: holder.ownerDescription(selfType),
                                     isKeptBySelf: holder.isKeptBySelf, holderName: holder.capturableName, property: property,
                                     keeperType: keeperType,
                                     keeperProperty: propertyOfSelf(first: names[0], base: call.callee.base, file: file, member: member,
                                                                    selfType: selfType),
                                     keptAt: keptAt)
        if property == nil { storage.queueing = (stored, parameter) }
        return storage
    }

    /// Whether a construction is assigned to a strong property of self, directly or through a local.
    mutating func constructionIsStoredBySelf(_ call: Int32, file: Int, member: Int32, selfType: String) -> Bool {
        let outline = index.files[file].outline
        let elements = bodies.elements(of: member, in: file, index)
        for assignment in elements.assignments.lazy.map({ outline.assignments[Int($0)] }) where assignment.value.call == call {
            guard assignment.target.count == 1, let property = outline.lastName(assignment.target) else { continue }
            return strongProperty(property, in: selfType)?.isStrong == true
        }
        for local in outline.locals where local.owner == member && local.value?.call == call {
            guard let symbol = outline.symbols(local.names).first else { return false }
            return isStoredBySelf(outline.name(symbol), file: file, member: member, selfType: selfType)
        }
        return constructionIsCollectedBySelf(call, file: file, member: member, selfType: selfType)
    }

    /// `name` when a chain starting with it starts at a strong property of self (`connection`, `self.connection`).
    func propertyOfSelf(first name: String, base: ChainBase, file: Int, member: Int32, selfType: String) -> String? {
        guard base == .selfKeyword || (base == .name && !isLocal(name, file: file, member: member)),
              strongProperty(name, in: selfType)?.isStrong == true else { return nil }
        return name
    }

    /// The property of its own type that method `ref` assigns its closure parameter to
    /// (`pendingHandler = block`, `self.completion = completion`).
    /// An entry of a dictionary property counts (`completions[screen] = completion`), and so does a
    /// local bound to the parameter (`if let completion = popCompletion`).
    func propertyStoringParameter(_ parameter: String, of ref: ElementRef) -> String? {
        let file = Int(ref.file)
        let outline = index.files[file].outline
        let aliases = parameterAliases(outline.symbol(parameter), file: file, member: ref.index, outline: outline)
        for assignment in bodies.elements(of: ref.index, in: file, index).assignments.lazy.map({ outline.assignments[Int($0)] })
        where assignment.op == .assign && isAlias(assignment.value, aliases, outline) {
            let elements = outline.elements(assignment.target)
            guard elements.count == 1 || elements.count == 2 && elements.last?.kind == .subscript,
                  let first = elements.first, first.kind == .name else { continue }
            let name = outline.name(first.name)
            guard assignment.target.base == .selfKeyword || !isLocal(name, file: file, member: ref.index) else { continue }
            return name
        }
        return nil
    }

    /// The property of self through which method `ref` keeps its closure parameter on another
    /// object (`connection` in `connection.onClose = handler`).
    mutating func propertyKeepingParameter(_ parameter: String, of ref: ElementRef, selfType: String) -> String? {
        let file = Int(ref.file)
        let outline = index.files[file].outline
        for assignment in bodies.elements(of: ref.index, in: file, index).assignments.lazy.map({ outline.assignments[Int($0)] })
        where assignment.target.count >= 2 && index.singleName(assignment.value, in: file) == parameter {
            guard let first = outline.elements(assignment.target).first, first.kind == .name else { continue }
            return propertyOfSelf(first: outline.name(first.name), base: assignment.target.base, file: file, member: ref.index,
                                  selfType: selfType)
        }
        return nil
    }

    /// The project method that `call` runs on `type` and that stores the closure argument, if any,
    /// with the parameter that receives it.
    mutating func storingMethod(_ name: String, in type: String, call: Call, outline: Outline, label: Symbol,
                                isTrailing: Bool) -> (ElementRef, String)? {
        let labels = outline.argumentLabels(of: call)
        for typeName in implementations(of: type) {
            for ref in members(name, in: typeName, index) {
                let method = index.member(ref)
                guard method.kind == .function || method.kind == .initializer, method.body != nil,
                      RIBsNavigation.labels(labels, fit: method.parameters) || isTrailing else { continue }
                let parameter = isTrailing
                    ? method.parameters.last { $0.type?.isFunction == true }
                    : method.parameters.first { ($0.label ?? "") == (label.isNone ? "" : outline.name(label)) }
                guard let parameter, storesParameter(parameter.name, of: ref, depth: 0) else { continue }
                return (ref, parameter.name)
            }
        }
        return nil
    }

    /// The type itself, and for a protocol its conforming types when they are few enough to say
    /// something (a protocol that half the project adopts says nothing).
    mutating func implementations(of type: String) -> [String] {
        if let known = implementationTable[type] { return known }
        var result = [type]
        if index.kind(ofType: type) == .protocol {
            // Test doubles never stand in for the app's objects.
            let subtypes = index.subtypes(of: type).filter { !index.isTestType($0) }
            if subtypes.count <= 8 { result += subtypes }
        }
        implementationTable[type] = result
        return result
    }

    /// Whether the body of method `ref` keeps its parameter `name`: assigns it to a property or a
    /// dictionary entry, appends or inserts it (alone or inside a new value), or hands it to a
    /// method of its own type that does.
    mutating func storesParameter(_ name: String, of ref: ElementRef, depth: Int) -> Bool {
        if let known = storingParameters[ref] { return known.contains(name) }
        storingParameters[ref] = [] // a recursive call in progress stores nothing
        let file = Int(ref.file)
        let outline = index.files[file].outline
        let method = index.member(ref)
        var stored: Set<String> = []
        for parameter in method.parameters where parameter.type?.isFunction == true {
            if parameterIsStored(parameter.name, file: file, member: ref.index, outline: outline, depth: depth) { stored.insert(parameter.name) }
        }
        storingParameters[ref] = stored
        return stored.contains(name)
    }

    mutating func parameterIsStored(_ name: String, file: Int, member: Int32, outline: Outline, depth: Int) -> Bool {
        // The parameter's name as interned in the file: compared as a symbol, an argument costs no string.
        let parameterSymbol = outline.symbol(name)
        // The parameter and the locals bound to it (`if let action = handler`, `let block = handler`).
        let aliases = parameterAliases(parameterSymbol, file: file, member: member, outline: outline)
        // A value built around the parameter (`PendingPop(…, onNavigationBack: onNavigationBack)`).
        var carriers: [ByteRange] = []
        let elements = bodies.elements(of: member, in: file, index)
        for call in elements.calls.lazy.map({ outline.calls[Int($0)] }) {
            guard !aliases.isEmpty, outline.arguments(of: call).contains(where: { isAlias($0.value, aliases, outline) }) else { continue }
            let called = outline.name(of: call)
            switch called {
            case "append", "insert", "updateValue", "setValue", "set": return true
            default: break
            }
            if let first = called.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") { carriers.append(call.range) }
            // Handed on to another method of the same type (whose name is only looked up here: the
            // storing-method scan never follows a hand-on).
            if depth < ClosureStorageFinder.maximumHandOns, call.callee.count == 1, let owner = index.ownerTypeName(file: file, member: member),
               let next = members(called, in: owner, index).first(where: { index.member($0).body != nil && index.member($0).kind == .function }),
               let parameter = outlineParameter(of: call, outline: outline, named: name, in: index.member(next)),
               storesParameter(parameter, of: next, depth: depth + 1) {
                return true
            }
        }
        for assignment in elements.assignments.lazy.map({ outline.assignments[Int($0)] }) {
            let isValue = isAlias(assignment.value, aliases, outline)
                || carriers.contains { assignment.value.range.contains($0) }
            guard isValue, let target = outline.elements(assignment.target).first, target.kind == .name else { continue }
            if assignment.target.base == .selfKeyword || !isLocal(outline.name(target.name), file: file, member: member) { return true }
        }
        for call in elements.calls.lazy.map({ outline.calls[Int($0)] }) where ClosureStorageFinder.isInsertion(outline.name(of: call)) {
            if outline.arguments(of: call).contains(where: { argument in carriers.contains { argument.value.range.contains($0) } }) {
                return true
            }
        }
        return false
    }

    /// Parameter `symbol` of `member` and the locals of `member` bound to it alone (`if let action =
    /// handler`, `guard let block = handler`, `let callback = handler`): storing one stores the parameter.
    func parameterAliases(_ symbol: Symbol?, file: Int, member: Int32, outline: Outline) -> [Symbol] {
        guard let symbol else { return [] }
        var aliases = [symbol]
        for position in index.localPositions(ownedBy: member, in: file) {
            let local = outline.locals[position]
            guard let value = local.value, outline.isSingleName(value, symbol) else { continue }
            for bound in outline.symbols(local.names) where !aliases.contains(bound) { aliases.append(bound) }
        }
        return aliases
    }

    /// Whether `expression` is one bare name of `aliases`.
    func isAlias(_ expression: Expression, _ aliases: [Symbol], _ outline: Outline) -> Bool {
        guard let symbol = outline.singleNameSymbol(expression) else { return false }
        return aliases.contains(symbol)
    }

    /// `append`, `insert`, `updateValue`: a call that adds its argument to a collection.
    static func isInsertion(_ name: String) -> Bool {
        switch name {
        case "append", "insert", "updateValue": return true
        default: return false
        }
    }

    /// The parameter of `method` that the argument `name` of `call` binds to.
    func outlineParameter(of call: Call, outline: Outline, named name: String, in method: Member) -> String? {
        let arguments = outline.arguments(of: call)
        guard let position = arguments.firstIndex(where: { $0.value.kind == .chain && outline.names($0.value.chain) == [name] }) else {
            return nil
        }
        let label = arguments[position].label.isNone ? nil : outline.name(arguments[position].label)
        return method.parameters.first { $0.label == label }?.name
    }
}
