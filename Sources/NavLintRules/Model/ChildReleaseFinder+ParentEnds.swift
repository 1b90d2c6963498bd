import NavLintIndex
import NavLintSyntax

/// A parent that ends right after it adds a child: its own parent removes it, and the child goes with it.
extension ChildReleaseFinder {
    /// Whether the parent, right after adding the child (in the same body, after the addition or
    /// after the call of the adding member), hands itself to another object's method that removes
    /// it from a child collection (`delegate?.selectBuyService(.success(()), in: self)`, where every
    /// project implementation of `selectBuyService(_:in:)` removes its child): the parent is
    /// released with its whole child collection, so the child does not pile up. Every call of the
    /// adding member must be followed so.
    mutating func parentEndsAfterAdding(_ addition: ChildAddition) -> Bool {
        if endsItselfAfter(file: addition.file, owner: addition.member, closure: addition.closure, offset: addition.range.end) {
            return true
        }
        guard addition.closure < 0, let callers = callsInParent(ofMemberOf: addition) else { return false }
        for (callerFile, call) in callers {
            guard queries.isSelfCall(call, in: callerFile) || call.callee.count == 2 && call.callee.base == .selfKeyword,
                  endsItselfAfter(file: callerFile, owner: call.owner, closure: call.closure, offset: call.range.end) else { return false }
        }
        return true
    }

    /// Whether the body (member `owner`, closure `closure`) calls, after `offset`, another object's
    /// method with `self` as an argument whose every project implementation removes a child.
    private mutating func endsItselfAfter(file: Int, owner: Int32, closure: Int32, offset: UInt32) -> Bool {
        guard owner >= 0 else { return false }
        let outline = index.files[file].outline
        for callIndex in calls(file: file, member: owner) {
            let call = outline.calls[Int(callIndex)]
            guard call.closure == closure, call.range.start >= offset, outline.elements(call.callee).count > 1,
                  outline.arguments(of: call).contains(where: { $0.value.kind == .self }) else { continue }
            if implementationsRemoveChild(call, outline) { return true }
        }
        return false
    }

    /// Whether the called method has project implementations and each removes a child of its type.
    private mutating func implementationsRemoveChild(_ call: Call, _ outline: Outline) -> Bool {
        let key = CallKey.of(call, in: outline)
        var implementations = 0
        for ref in index.members(named: outline.name(of: call)) {
            let member = index.member(ref)
            guard member.body != nil, member.kind == .function, CallKey.of(member) == key,
                  let owner = index.ownerTypeName(ofMember: ref), index.kind(ofType: owner) != .protocol else { continue }
            guard removingMethods(of: owner)[key] != nil else { return false }
            implementations += 1
        }
        return implementations > 0
    }
}
