import NavLintIndex
import NavLintSyntax

extension PresentationFacts {
    /// Calls that tidy an object's own resources as it goes: on a weak delegate or parent too, they
    /// tell it nothing about the release.
    static let tidyingCalls: Set<String> = [
        "removeObserver", "removeObservers", "invalidate", "cancel", "dispose", "unsubscribe",
        "removeTarget", "removeFromSuperview",
    ]

    /// Whether the `deinit` `ref` of `type` tells someone that the object is gone (a release probe):
    /// it calls a closure the object keeps (`onDeinit()`, `deinitBlock?()`), calls a method of an
    /// object it does not own (a weak or unowned `delegate`, `parent`) or of a coordinator, or posts a
    /// notification, itself or through its type's own methods (three calls deep). A `deinit` that
    /// only tidies its own resources (`NotificationCenter.default.removeObserver(self)`,
    /// `timer.invalidate()`, `task.cancel()`, logging) reports nothing, however its helpers are named.
    func reportsRelease(_ ref: ElementRef, of type: String) -> Bool {
        var visited: Set<ElementRef> = []
        return reportsRelease(ref, of: type, depth: 3, visited: &visited)
    }

    private func reportsRelease(_ ref: ElementRef, of type: String, depth: Int, visited: inout Set<ElementRef>) -> Bool {
        guard visited.insert(ref).inserted else { return false }
        let file = Int(ref.file)
        let outline = index.files[file].outline
        for position in index.callPositions(ownedBy: ref.index, in: file) {
            let call = outline.calls[position]
            let name = outline.name(of: call)
            guard call.callee.base == .name || call.callee.base == .selfKeyword,
                  !PresentationFacts.loggingFunctions.contains(name), !PresentationFacts.tidyingCalls.contains(name) else { continue }
            let elements = outline.elements(call.callee)
            guard let first = elements.first, first.kind == .name else { continue }
            let members = index.lookupMember(outline.name(first.name), in: type)
            if elements.count == 1 {
                // `onDeinit()`: a closure the object keeps; `notifyClosed()`: its own method, read.
                if members.contains(where: { index.member($0).kind == .property }) { return true }
                if depth > 0, members.contains(where: { index.member($0).kind == .function && index.member($0).body != nil
                    && reportsRelease($0, of: type, depth: depth - 1, visited: &visited) }) {
                    return true
                }
                continue
            }
            if name == "post" { return true }
            // `delegate?.screenDidClose(self)`: the receiver is an object this one does not own,
            // or a coordinator.
            guard let property = members.first(where: { index.member($0).kind == .property }) else { continue }
            let member = index.member(property)
            if member.modifiers.isNonOwning { return true }
            if let declared = member.type?.nominalName, index.roles(of: declared).contains(.coordinator) { return true }
        }
        return false
    }
}
