import NavLintIndex
import NavLintSyntax

/// Calls on a child that the same code has just added, for the release query: in
/// `childCoordinators.append(child); child.start()` (or `addChild(child)`, a helper that appends its
/// parameter, or `attachChild(child)` before `child.…`), whatever `child.start()` removes is that
/// child ending itself, not a child the caller had before. A protocol-typed `child` would otherwise
/// lead to every conforming type's `start()`, one of which removes itself, and make adding a toast
/// child from `viewDidAppear` look like ending one.
extension ReleaseFinder {
    /// Whether `call` (of `file`) is made on a bare name (`child.start()`) that code of the same
    /// member, earlier, adds as a child: to a child collection (`ChildCoordinatorQueries`, helpers
    /// included) or by `attachChild`.
    func isOnJustAddedChild(_ call: Call, in file: Int) -> Bool {
        guard call.callee.count == 2, call.callee.base == .name, call.owner >= 0 else { return false }
        let outline = index.files[file].outline
        let receiver = outline.chainElements[Int(call.callee.start)]
        guard receiver.kind == .name else { return false }
        let adds: (Expression?) -> Bool = { child in
            guard let child, child.kind == .chain, child.call < 0, child.chain.count == 1, child.range.start < call.range.start
            else { return false }
            return outline.chainElements[Int(child.chain.start)].kind == .name
                && outline.chainElements[Int(child.chain.start)].name == receiver.name
        }
        // Cheap first: an addition hands the name to a call or stores it (`children[key] = child`).
        let body = BodyHandle(file: file, member: call.owner)
        let handing = body.callPositions(in: index).filter { adds(outline.arguments(of: outline.calls[$0]).first?.value) }
        guard !handing.isEmpty || body.assignmentPositions(in: index).contains(where: { adds(outline.assignments[$0].value) })
        else { return false }
        if let attach = outline.symbol("attachChild"), handing.contains(where: { outline.calls[$0].name == attach }) { return true }
        guard let queries = childAdditions() else { return false }
        if let helper = queries.helpers[ElementRef(file: Int32(file), index: call.owner)], helper.file == file, adds(helper.child) {
            return true
        }
        return queries.additions(file: file, member: call.owner).contains { adds($0.child) }
    }
}
