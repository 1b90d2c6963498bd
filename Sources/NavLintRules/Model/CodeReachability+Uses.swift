import NavLintIndex
import NavLintSyntax

/// The uses of a closure property, the methods that may run, dead selectors and empty receivers.
extension CodeReachability {
    // MARK: Uses of a closure property (proof 1)

    /// Whether some use of property `property` of `holder` may run: any occurrence of the name that
    /// is not a store (`p?()`, `h.p?()`, `p` handed on, `let f = p`, `if let p`), where it can be the
    /// holder's property (on self in the code of the holder's family, not shadowed by a local; on a
    /// value of the family or of a type nothing says; a private property only in its file).
    mutating func someUseMayRun(_ property: String, of holder: String, depth: Int) -> Bool {
        let key = holder + "." + property
        if let known = usesRun[key] { return known }
        usesRun[key] = true // in progress: a use that runs through itself may run
        let family = Set([holder] + index.ancestors(of: holder) + index.subtypes(of: holder))
        let declaration = index.lookupMember(property, in: holder).first { index.member($0).kind == .property }
        let privateFile = declaration.flatMap { ref -> Int? in
            index.member(ref).modifiers.isDisjoint(with: [.private, .fileprivate]) ? nil : Int(ref.file)
        }
        var answer = false
        let symbolKey = SymbolKey(property)
        files: for file in index.files.indices where privateFile == nil || privateFile == file {
            let outline = index.files[file].outline
            guard let symbol = outline.symbol(symbolKey) else { continue }
            var stores: Set<Int32> = []
            for assignment in outline.assignments where assignment.target.end > assignment.target.start {
                stores.insert(assignment.target.end - 1)
            }
            var calleeOf: [Int32: (call: Int32, offset: Int)] = [:]
            for (position, call) in outline.calls.enumerated() where call.callee.end > call.callee.start {
                for element in call.callee.start..<call.callee.end where outline.chainElements[Int(element)].name == symbol {
                    calleeOf[element] = (Int32(position), Int(element - call.callee.start))
                }
            }
            var enclosing = EnclosingBodies()
            for (offset, element) in outline.chainElements.enumerated() where element.kind == .name && element.name == symbol {
                let position = Int32(offset)
                guard !stores.contains(position),
                      let (body, onSelf) = use(position, element, calleeOf: calleeOf, in: file, family: family,
                                               enclosing: &enclosing) else { continue }
                if onSelf, let owner = index.ownerTypeName(file: file, member: body.member), !family.contains(owner) { continue }
                if mayRun(body, depth: depth) { answer = true; break files }
            }
            // `if let p`, `guard p != nil`: a condition that names it.
            for condition in outline.conditions where condition.owner >= 0 && outline.symbols(condition.names).contains(symbol) {
                if let owner = index.ownerTypeName(file: file, member: condition.owner), !family.contains(owner) { continue }
                if mayRun(BodyHandle(file: file, member: condition.owner), depth: depth) { answer = true; break files }
            }
        }
        usesRun[key] = answer
        return answer
    }

    /// The body of a use of a property name and whether it is on self; nil when it is not the
    /// property (a local or parameter of that name, or a value of an unrelated type).
    private func use(_ position: Int32, _ element: ChainElement, calleeOf: [Int32: (call: Int32, offset: Int)], in file: Int,
                     family: Set<String>, enclosing: inout EnclosingBodies) -> (BodyHandle, Bool)? {
        let outline = index.files[file].outline
        if let (callIndex, offset) = calleeOf[position] {
            let call = outline.calls[Int(callIndex)]
            let body = BodyHandle(file: file, member: call.owner, closure: call.closure)
            guard call.owner >= 0 else { return nil }
            if offset == 0 {
                if call.callee.base == .other { return (body, false) }
                if call.callee.base == .name, isShadowed(element, in: body, file: file) { return nil }
                return (body, true)
            }
            guard let type = index.typeName(of: call.callee, count: offset, in: file, owner: call.owner).map(index.simpleName) else {
                return (body, false)
            }
            return family.contains(type) ? (body, false) : nil
        }
        // Elsewhere (an argument, a value, a return): the innermost member and closure around it.
        guard let (member, closure) = enclosing.around(element.range, in: outline) else { return nil }
        let body = BodyHandle(file: file, member: Int32(member), closure: closure.map(Int32.init) ?? -1)
        if position > 0 {
            let previous = outline.chainElements[Int(position) - 1]
            // `h.p` or `h?.p`: a receiver whose type is not worked out here may be the holder.
            if previous.range.end <= element.range.start, element.range.start - previous.range.end <= 2 { return (body, false) }
        }
        return isShadowed(element, in: body, file: file) ? nil : (body, true)
    }

    /// Whether a bare name is a local, a parameter or a closure parameter where it is used.
    private func isShadowed(_ element: ChainElement, in body: BodyHandle, file: Int) -> Bool {
        let outline = index.files[file].outline
        let name = outline.name(element.name)
        if isLocal(name, file: file, member: body.member, before: element.range.start) { return true }
        var closure = body.closure
        while closure >= 0 {
            let literal = outline.closures[Int(closure)]
            if outline.symbols(literal.parameters).contains(element.name) { return true }
            closure = literal.closure
        }
        return false
    }

    // MARK: Methods (proofs 2 and 3)

    /// Whether method `ref` can run with self of type `receiver` (nil: its own type).
    mutating func memberMayRun(_ ref: ElementRef, as receiver: String?, depth: Int) -> Bool {
        let member = index.member(ref)
        guard member.kind == .function, member.body != nil, let owner = index.ownerTypeName(ofMember: ref).map(index.simpleName),
              member.modifiers.isDisjoint(with: [.override, .public, .open, .dynamic, .optional]) else { return true }
        if !member.attributes.isEmpty { return !isDeadSelector(ref) }
        if member.name == "navigationController", index.canBecomeNavigationDelegate(owner) { return true }
        if member.name.hasPrefix("presentationController"), index.canBecomePresentationDelegate(owner) { return true }
        let self_ = receiver.map(index.simpleName) ?? owner
        let isInherited = self_ != owner && index.isSubtype(self_, of: owner)
        let isPrivate = !member.modifiers.isDisjoint(with: [.private, .fileprivate])
        // A method of the type itself: UIKit or a framework may call it, unless it is private.
        guard isInherited || isPrivate else { return true }
        let file = Int(ref.file)
        for callRef in index.calls(named: member.name) where !isPrivate || Int(callRef.file) == file {
            if isInherited {
                if callMayReach(callRef, receiver: self_, depth: depth + 1) { return true }
                continue
            }
            let call = index.files[Int(callRef.file)].outline.calls[Int(callRef.index)]
            guard call.owner >= 0 else { return true }
            if mayRun(BodyHandle(file: Int(callRef.file), member: call.owner, closure: call.closure), depth: depth + 1) { return true }
        }
        return isNamedOtherwise(member.name)
    }

    /// Whether the call `callRef` of an inherited method may run with self an object of type
    /// `receiver`: on self in the code of the receiver's family, or of an ancestor running as the
    /// receiver; on a value of the family or of a type nothing says.
    mutating func callMayReach(_ callRef: ElementRef, receiver self_: String, depth: Int) -> Bool {
        let callerFile = Int(callRef.file)
        let call = index.files[callerFile].outline.calls[Int(callRef.index)]
        guard call.owner >= 0 else { return true }
        let body = BodyHandle(file: callerFile, member: call.owner, closure: call.closure)
        let count = index.files[callerFile].outline.elements(call.callee).count
        if count <= 1 && call.callee.base != .other {
            guard let caller = index.ownerTypeName(file: callerFile, member: call.owner).map(index.simpleName) else { return false }
            if caller == self_ || index.isSubtype(caller, of: self_) { return mayRun(body, depth: depth) }
            return index.isSubtype(self_, of: caller) && mayRun(body, as: self_, depth: depth)
        }
        // `children.first(where: { $0 is ToastCoordinator })?.finish()` and
        // `(children.last as? ToastCoordinator)?.finish()` reach a `ToastCoordinator` only.
        let type = count <= 1 ? index.castReceiverTypeName(of: call, in: callerFile) : (index.receiverTestedType(of: call, in: callerFile)
            ?? index.typeName(of: call.callee, count: count - 1, in: callerFile, owner: call.owner)).map(index.simpleName)
        if let type, type != self_, !index.isSubtype(type, of: self_), !index.isSubtype(self_, of: type) { return false }
        return mayRun(body, depth: depth)
    }

    /// Whether some file names `name` more often than it calls it (`#selector(m)`, `perform: m`).
    mutating func isNamedOtherwise(_ name: String) -> Bool {
        if let known = namedOtherwise[name] { return known }
        var answer = false
        let key = SymbolKey(name)
        for file in index.files.indices {
            guard let symbol = index.files[file].outline.symbol(key) else { continue }
            if namedMoreThanCalled(in: file)[Int(symbol.rawValue)] { answer = true; break }
        }
        namedOtherwise[name] = answer
        return answer
    }

    /// For each symbol of `file`: whether its chains name it more often than its calls call it.
    /// Counted in one pass per file, the first time any name is asked about there (a file was read
    /// once per asked name it holds).
    private mutating func namedMoreThanCalled(in file: Int) -> [Bool] {
        if let known = namedMoreThanCalledByFile[file] { return known }
        let outline = index.files[file].outline
        var balance = [Int32](repeating: 0, count: outline.symbols.count)
        for element in outline.chainElements where element.kind == .name { balance[Int(element.name.rawValue)] += 1 }
        for call in outline.calls { balance[Int(call.name.rawValue)] -= 1 }
        let answer = balance.map { $0 > 0 }
        namedMoreThanCalledByFile[file] = answer
        return answer
    }

    /// An `@objc` method that nothing calls by name, whose every reference is `#selector(m)` as the
    /// action of a `UIBarButtonItem` assigned to a `backBarButtonItem`: UIKit never sends that action.
    mutating func isDeadSelector(_ ref: ElementRef) -> Bool {
        if let known = deadSelectors[ref] { return known }
        let member = index.member(ref)
        var answer = member.attributes == ["objc"] && index.calls(named: member.name).isEmpty
        var references = 0
        let key = SymbolKey(member.name)
        for file in index.files.indices where answer {
            let outline = index.files[file].outline
            guard let symbol = outline.symbol(key) else { continue }
            var backItems = BackItemActions()
            for element in outline.chainElements where element.kind == .name && element.name == symbol {
                references += 1
                guard backItems.isAction(element.range, in: outline) else { answer = false; break }
            }
        }
        answer = answer && references > 0
        deadSelectors[ref] = answer
        return answer
    }

    // MARK: Empty receivers (proof 4)

    /// Whether a call may reach an object: not when its receiver is an optional stored property of
    /// self without an initial value (`delegate?.didFinish(self)`) that no code ever stores a value in.
    mutating func mayReach(call position: Int32, in file: Int) -> Bool {
        let outline = index.files[file].outline
        let call = outline.calls[Int(position)]
        let elements = outline.elements(call.callee)
        guard elements.count >= 2, call.owner >= 0, call.callee.base == .name || call.callee.base == .selfKeyword,
              let first = elements.first, first.kind == .name else { return true }
        let name = outline.name(first.name)
        if call.callee.base == .name, isLocal(name, file: file, member: call.owner, before: call.range.start) { return true }
        guard let holder = index.ownerTypeName(file: file, member: call.owner).map(index.simpleName),
              let ref = index.lookupMember(name, in: holder).first(where: { index.member($0).kind == .property }) else { return true }
        let property = index.member(ref)
        guard property.type?.isOptional == true, property.initializer == nil, property.accessors.isEmpty, property.attributes.isEmpty,
              !property.isLet, property.modifiers.isDisjoint(with: [.public, .open, .lazy]) else { return true }
        let key = holder + "." + name
        if let known = stored[key] { return known }
        // One summary of the stores per property name, shared by every holder that declares it (a
        // project has hundreds of `delegate` properties, and each summary reads all their stores).
        var stores = storesByName[name] ?? PropertyStores(index: index, names: [name])
        let answer = stores.isEverStored(name, of: holder, declaredIn: Int(ref.file), isLet: false,
                                         isFilePrivate: !property.modifiers.isDisjoint(with: [.private, .fileprivate]))
        storesByName[name] = stores
        stored[key] = answer
        return answer
    }
}
