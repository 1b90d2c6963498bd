import NavLintIndex
import NavLintSyntax

/// The methods that may run.
extension CodeReachability {
    // MARK: Methods (proof 2)

    /// Whether method `ref` can run with self of type `receiver` (nil: its own type).
    mutating func memberMayRun(_ ref: ElementRef, as receiver: String?, depth: Int) -> Bool {
        let member = index.member(ref)
        guard member.kind == .function, member.body != nil, let owner = index.ownerTypeName(ofMember: ref).map(index.simpleName),
              member.modifiers.isDisjoint(with: [.override, .public, .open, .dynamic, .optional]) else { return true }
        if !member.attributes.isEmpty { return true }
        if member.name == "navigationController", index.canBecomeNavigationDelegate(owner) { return true }
        if member.name.hasPrefix("presentationController"), index.canBecomePresentationDelegate(owner) { return true }
        let self_ = receiver.map(index.simpleName) ?? owner
        let isInherited = self_ != owner && index.isSubtype(self_, of: owner)
        let isPrivate = !member.modifiers.isDisjoint(with: [.private, .fileprivate])
        // A method of the type itself: UIKit or a framework may call it, unless it is private.
        guard isInherited || isPrivate else { return true }
        let file = Int(ref.file)
        for callRef in index.calls(named: member.name) where !isPrivate || Int(callRef.file) == file {
            let callerFile = Int(callRef.file)
            let call = index.files[callerFile].outline.calls[Int(callRef.index)]
            guard call.owner >= 0 else { return true }
            let body = BodyHandle(file: callerFile, member: call.owner, closure: call.closure)
            let count = index.files[callerFile].outline.elements(call.callee).count
            guard isInherited else {
                if mayRun(body, depth: depth + 1) { return true }
                continue
            }
            if count <= 1 && call.callee.base != .other {
                // On self: in the code of the receiver's family, or of an ancestor running as the receiver.
                guard let caller = index.ownerTypeName(file: callerFile, member: call.owner).map(index.simpleName) else { continue }
                if caller == self_ || index.isSubtype(caller, of: self_) {
                    if mayRun(body, depth: depth + 1) { return true }
                } else if index.isSubtype(self_, of: caller), mayRun(body, as: self_, depth: depth + 1) {
                    return true
                }
                continue
            }
            let type = count <= 1 ? nil : index.typeName(of: call.callee, count: count - 1, in: callerFile, owner: call.owner)
                .map(index.simpleName)
            if let type, type != self_, !index.isSubtype(type, of: self_), !index.isSubtype(self_, of: type) { continue }
            if mayRun(body, depth: depth + 1) { return true }
        }
        return isNamedOtherwise(member.name)
    }

    /// Whether some file names `name` more often than it calls it (`#selector(m)`, `perform: m`).
    mutating func isNamedOtherwise(_ name: String) -> Bool {
        if let known = namedOtherwise[name] { return known }
        var answer = false
        let key = SymbolKey(name)
        for summary in index.files {
            let outline = summary.outline
            guard let symbol = outline.symbol(key) else { continue }
            let named = outline.chainElements.reduce(0) { $0 + ($1.kind == .name && $1.name == symbol ? 1 : 0) }
            let called = outline.calls.reduce(0) { $0 + ($1.name == symbol ? 1 : 0) }
            if named > called { answer = true; break }
        }
        namedOtherwise[name] = answer
        return answer
    }
}
