import NavLintIndex
import NavLintSyntax

/// Proof 5: a finish handler kept by a coordinator library's base class (`ChildCoordinatorQueries+Inherited.swift`).
///
/// `child.start { self?.remove(child: child) }` hands the closure to the library's
/// `start(finishHandler:)` (directly, or through the child's override that passes its parameter on
/// to `super.start(finishHandler:)`); the library keeps it and runs it from its `finish()`. The
/// closure therefore runs only through a call of `finish()` that can reach an object of the
/// child's type, as an inherited method would (proof 2).
extension CodeReachability {
    /// Whether the closure `closure` of `file`, an argument of a call in `member`, is a finish
    /// handler handed to an inherited library `start(finishHandler:)`: nil when it is not, otherwise
    /// whether some `finish()` that runs it may run.
    mutating func libraryFinishHandlerMayRun(_ closure: Int32, in file: Int, member: Int32, depth: Int) -> Bool? {
        let outline = index.files[file].outline
        guard case .argument(let position, let label, _) = outline.closures[Int(closure)].context, position >= 0 else { return nil }
        let call = outline.calls[Int(position)]
        guard outline.name(of: call) == "start", label.isNone || outline.name(label) == "finishHandler" else { return nil }
        let elements = outline.elements(call.callee)
        let receiver = elements.count == 1
            ? (call.callee.base == .other ? nil : index.ownerTypeName(file: file, member: member))
            : index.typeName(of: call.callee, count: elements.count - 1, in: file, owner: member)
        guard let child = receiver.map(index.simpleName), ChildCoordinatorQueries.inheritsChildCollection(child, in: index) else {
            return nil
        }
        // The project's own `start` methods must all hand the closure on to the library's.
        let arguments = outline.arguments(of: call)
        for ref in index.lookupMember("start", in: child) where index.member(ref).kind == .function {
            let method = index.member(ref)
            guard method.body != nil else { return nil }
            let parameter = label.isNone
                ? (method.parameters.count == arguments.count ? method.parameters.last : nil)
                : method.parameters.first { $0.label == "finishHandler" }
            guard let parameter, passesToLibraryStart(parameter.name, of: ref),
                  parameterKeeper(parameter.name, of: ref) == nil else { return nil }
        }
        let key = child + ".finish()"
        if let known = usesRun[key] { return known }
        usesRun[key] = true // in progress
        let answer = index.calls(named: "finish").contains { callMayReach($0, receiver: child, depth: depth + 1) }
        usesRun[key] = answer
        return answer
    }

    /// Whether method `ref` passes its parameter `name` to `super.start(finishHandler:)`.
    private func passesToLibraryStart(_ name: String, of ref: ElementRef) -> Bool {
        let file = Int(ref.file)
        let outline = index.files[file].outline
        return index.callPositions(ownedBy: ref.index, in: file).contains { position in
            let call = outline.calls[position]
            return call.callee.base == .superKeyword && CallKey.of(call, in: outline) == "start(finishHandler:"
                && outline.arguments(of: call).first.flatMap { index.singleName($0.value, in: file) } == name
        }
    }
}
