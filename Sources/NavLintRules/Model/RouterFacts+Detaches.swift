import NavLintIndex
import NavLintSyntax

/// What each router type detaches: the holders its `detachChild` calls release (the calls the
/// release query counts, `ReleaseFinder.releasesByItself`, matched to children by their holders),
/// the children it hands to a helper that detaches (the query's `.detachment` answer, unless the
/// helper detaches only from subscriptions put in a bag the call makes on the spot:
/// `RIBsNavigation+TemporaryBags.swift`) or to the flush path.
extension RouterFacts {
    func collectDetaches() {
        for ref in index.calls(named: "detachChild") {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            // Any type's code counts: a router's, or a shared extension of a routing protocol.
            // A call the release query counts (not `super`'s, not an observer's unregistering).
            guard call.owner >= 0, let type = index.ownerTypeName(file: file, member: call.owner), isOwnCall(call, in: outline),
                  navigation.releasesByItself(call: Int(ref.index), file: file) else { continue }
            guard let argument = navigation.argumentTraces(file: file, call: Int(ref.index)).first,
                  let last = navigation.identity(of: argument).last, argument.names.first != "children" else {
                // `detachChild(_:)` passed as a function, `detachChild(children.last!)`: any child.
                detachesAny.insert(type)
                continue
            }
            let holders = navigation.identity(of: argument).compactMap { ChildHolder($0, file: file, member: call.owner) }
            detached[type, default: []].formUnion(holders)
            // A parameter of a helper that only routers call: the child each call hands it, which
            // `handed(file:member:)` and the stored children's pass below match call by call (a
            // helper may detach only while a bag its caller gives it lives).
            if last.kind == .parameter && isCalledOnlyByRouters(call.owner, file: file) { continue }
            // A parameter, a loop variable, or a local taken out of a collection
            // (`let router = routers.removeValue(forKey: id)`): whatever child that is.
            if last.kind != .property && !(last.kind == .local && last.isAlias) { detachesAny.insert(type) }
        }
        var functionNames: [String: Bool] = [:]
        for file in navigation.routerFiles() {
            let outline = index.files[file].outline
            let detachChild = outline.symbol("detachChild")
            for (callIndex, call) in outline.calls.enumerated() where call.owner >= 0 && !call.name.isNone {
                guard let type = navigation.routerType(file: file, member: call.owner) else { continue }
                // `children.forEach(detachChild)`: detaches whatever the collection holds.
                if let detachChild, outline.arguments(of: call).contains(where: { argument in
                    argument.value.kind == .chain && outline.elements(argument.value.chain).last?.name == detachChild
                }) {
                    if navigation.releasesByItself(call: callIndex, file: file) { detachesAny.insert(type) }
                    continue
                }
                // A stored child handed to a helper that detaches it (`flow.close(chatRouter, of: self)`):
                // a project method, so a name no project function has is left out before tracing.
                let name = outline.name(of: call)
                guard name != "attachChild", name != "detachChild", !outline.arguments(of: call).isEmpty,
                      isProjectFunctionName(name, known: &functionNames) else { continue }
                let stored = navigation.argumentTraces(file: file, call: callIndex).compactMap { trace -> String? in
                    guard let last = navigation.identity(of: trace).last, last.kind == .property else { return nil }
                    return last.name
                }
                guard !stored.isEmpty, navigation.methods(calledBy: callIndex, file: file).contains(where: { candidate in
                    navigation.releases(candidate) && !navigation.releasesOnlyThroughTemporaryBag(candidate, call: callIndex, file: file)
                }) else { continue }
                detached[type, default: []].formUnion(stored.map { .property($0) })
            }
        }
    }

    /// Whether function `member` of `file` is called somewhere, and only from router code (by its
    /// name: a namesake's call elsewhere keeps the answer false).
    private func isCalledOnlyByRouters(_ member: Int32, file: Int) -> Bool {
        let declaration = index.files[file].outline.members[Int(member)]
        guard declaration.kind == .function else { return false }
        let calls = index.calls(named: declaration.name)
        return !calls.isEmpty && calls.allSatisfy { ref in
            let caller = index.files[Int(ref.file)].outline.calls[Int(ref.index)]
            return caller.owner >= 0 && navigation.routerType(file: Int(ref.file), member: caller.owner) != nil
        }
    }

    /// Whether some project function is named `name` (what `RIBsNavigation.methods(calledBy:)`
    /// can find), remembered in `known`.
    private func isProjectFunctionName(_ name: String, known: inout [String: Bool]) -> Bool {
        if let answer = known[name] { return answer }
        let answer = index.members(named: name).contains { index.member($0).kind == .function }
        known[name] = answer
        return answer
    }

    /// Holders that the method passes to the flush path or to a helper that detaches them: the
    /// common push method, a method of the flush owner, a method that detaches.
    func handed(file: Int, member: Int32) -> Set<ChildHolder> {
        let key = ElementRef(file: file, index: Int(member))
        if let cached = handedOver[key] { return cached }
        let outline = index.files[file].outline
        var holders: Set<ChildHolder> = []
        for callIndex in navigation.calls(inMember: member, file: file) {
            let call = outline.calls[callIndex]
            let name = outline.name(of: call)
            // Pushing the child's view, even onto a flush owner's navigation controller, is not
            // handing the child over: only what the flush path records is released.
            guard name != "attachChild", name != "pushViewController", !name.isEmpty, !outline.arguments(of: call).isEmpty else { continue }
            let handsOver = navigation.methods(calledBy: callIndex, file: file).contains { candidate in
                navigation.isCommonPush(candidate)
                    || navigation.releases(candidate) && !navigation.releasesOnlyThroughTemporaryBag(candidate, call: callIndex, file: file)
                    || index.ownerTypeName(ofMember: candidate).map(navigation.flushOwners.contains) == true
            }
            guard handsOver else { continue }
            for trace in navigation.argumentTraces(file: file, call: callIndex) {
                holders.formUnion(navigation.identity(of: trace).compactMap { ChildHolder($0, file: file, member: member) })
            }
        }
        handedOver[key] = holders
        return holders
    }
}
