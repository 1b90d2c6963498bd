import NavLintIndex
import NavLintSyntax

/// Helpers handed a bag made in the call itself (`detachWhenClosed(child: router, disposedBy:
/// DisposeBag())`): nothing keeps that bag once the statement ends, so it is freed at once and
/// disposes of every subscription the helper put in it. A detach the helper runs only from such a
/// subscription (on the child's disappearance) never runs; only a bag that outlives the statement (a
/// property, or a local kept beyond it) keeps a subscription.
extension RIBsNavigation {
    /// Whether helper `helper`, run by call `callIndex` of `file`, releases its child only from
    /// closures while the call fills the helper's bag parameter (one the helper disposes its
    /// subscriptions into) with a bag made right there: then it releases nothing.
    func releasesOnlyThroughTemporaryBag(_ helper: ElementRef, call callIndex: Int, file: Int) -> Bool {
        let outline = index.files[file].outline
        let arguments = outline.arguments(of: outline.calls[callIndex])
        let declaration = index.member(helper)
        var bagParameters: [String] = []
        for (position, argument) in arguments.enumerated()
        where argument.value.kind == .chain && argument.value.call >= 0 && ReleaseFinder.isEmptyCollection(argument.value, outline) {
            let label = argument.label.isNone ? nil : outline.name(argument.label)
            let parameter = label.flatMap { label in declaration.parameters.first { $0.label == label } }
                ?? (label == nil && position < declaration.parameters.count ? declaration.parameters[position] : nil)
            if let parameter { bagParameters.append(parameter.name) }
        }
        guard !bagParameters.isEmpty else { return false }
        let helperFile = Int(helper.file)
        let helperOutline = index.files[helperFile].outline
        let calls = calls(inMember: helper.index, file: helperFile)
        // The bag is where the helper's subscriptions go: `.disposed(by: bag)`.
        let disposesIntoBag = calls.contains { position in
            helperOutline.arguments(of: helperOutline.calls[position]).contains { argument in
                argument.value.kind == .chain && argument.value.call < 0 && argument.value.chain.count == 1
                    && helperOutline.lastName(argument.value.chain).map(bagParameters.contains) == true
            }
        }
        guard disposesIntoBag else { return false }
        // A release made outside closures, itself or through what it calls, runs with the call.
        return !calls.contains { position in
            let call = helperOutline.calls[position]
            guard call.closure < 0 else { return false }
            let name = helperOutline.name(of: call)
            if name == "detachChild" || name == "deactivate" || ReleaseFinder.startsWithWord(name, "detach") { return true }
            return methods(calledBy: position, file: helperFile).contains { $0 != helper && releases($0) }
        }
    }
}
