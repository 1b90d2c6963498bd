import NavLintIndex
import NavLintSyntax

/// Reports a closure kept in its owner's own object graph that captures the owner strongly, or the
/// object that keeps it: `child.onFinish = { self.remove(child) }` where self keeps `child`, a
/// closure assigned to one of self's own properties (or a lazy one's initial value), a closure
/// handed to a project method that stores it (a router's completion dictionary) on an object self
/// keeps, and a subscription (`subscribe`, `sink`, `bind`, `drive`, their operators' closures too)
/// stored in self's own `disposeBag` or `cancellables` or in a property of self.
///
/// Fine: weak or unowned captures, closures that are not stored (`map`, `forEach`, `UIView.animate`,
/// `DispatchQueue.main.async`, framework completions), closures stored on objects self does not
/// keep or keeps weakly, subscriptions to one-shot sequences (`Single`, `Maybe`, `Completable`,
/// `Future`, `Just`, `first()`, `take(1)`, a `URLSession` data task publisher, also behind an
/// `AnyPublisher` every implementation builds one-shot, through a local or a view model input every
/// caller fills one-shot) that end by themselves, subscriptions whose bag self empties when its work
/// ends or its screen goes away, or whose completion handler drops them, a stored closure that sets
/// its own property to nil or releases self's property keeping its keeper when it runs, a callback
/// its keeper runs once and drops, and an `Operation`'s `completionBlock`, which Foundation drops
/// after running it.
struct ClosureCaptureCycleRule: Rule {
    static let description = RuleDescription(
        identifier: "closure-capture-cycle",
        summary: "A closure stored in its owner's own object graph captures the owner, or the object storing it, strongly",
        defaultSeverity: .error,
        category: "cycles")

    /// Off by default: a closure kept by an object that lives as long as the app anyway leaks nothing.
    static let appLifetimeDefault = "off"

    static var options: [String: String] {
        [ObjectLifetimes.option: AppLifetimeFindings.optionDescription(default: appLifetimeDefault)]
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        var finder = ClosureStorageFinder(index: context.index)
        finder.childQueries = context.model.childCoordinators
        var diagnostics: [Diagnostic] = []
        for file in context.index.files.indices {
            let outline = context.index.files[file].outline
            let closures = outline.closures
            for position in closures.indices where closures[position].owner >= 0 {
                guard let storage = finder.storage(of: Int32(position), in: file, outline) else { continue }
                let includingSelf = storage.isKeptBySelf
                    && !context.model.replaces(storage.keeperProperty, closure: Int32(position), in: file)
                var captured = finder.strongCaptures(of: Int32(position), in: file, holderName: storage.holderName,
                                                     includingSelf: includingSelf)
                // By identity: a type nested beside namesakes (`Main.StateModel`) is its own type.
                let selfType = context.index.typeIdentity(file: file, member: closures[position].owner)
                guard !captured.isEmpty, !context.model.clears(storage, closure: Int32(position), in: file),
                      !finder.isConsumedOnce(storage, file: file),
                      !context.index.isTestFile(file),
                      !context.index.isTestCase(selfType),
                      // Code that nothing runs (a member nothing calls, a class nothing makes) builds no cycle.
                      !context.model.isNeverCalled(file: file, member: closures[position].owner)
                else { continue }
                let range = ByteRange(start: closures[position].range.start, end: closures[position].range.start + 1)
                // A captured object that lives as long as the app loses nothing to the cycle, nor
                // does a `self` whose cycle only a member that runs once per process builds.
                let lasting = captured.compactMap { name in
                    (name == "self" ? selfType : storage.keeperType).flatMap { type in
                        (context.model.appLifetimeReason(of: type, forCodeAt: closures[position].range.start, in: file)
                            ?? (name == "self" ? context.model.cycleBuilderReason(closure: Int32(position), in: file) : nil))
                            .map { (name: name, type: type, reason: $0) }
                    }
                }
                captured.removeAll { name in lasting.contains { $0.name == name } }
                if let owner = lasting.first, captured.isEmpty {
                    guard let severity = AppLifetimeFindings.severity(in: context, default: Self.appLifetimeDefault) else { continue }
                    let cycle = message(storage, captured: lasting.map(\.name), file: file, closure: position, context: context,
                                        suggestingFix: false)
                    diagnostics.append(Diagnostic(
                        ruleID: Self.description.identifier, severity: severity,
                        message: "\(AppLifetimeFindings.closureMessagePrefix) '\(owner.type)', \(owner.reason): \(cycle); it frees nothing while the app runs",
                        file: file, range: range))
                    continue
                }
                diagnostics.append(diagnostic(message(storage, captured: captured, file: file, closure: position, context: context),
                                              file: file, range: range, in: context, related: related(storage)))
            }
            diagnostics += methodReferenceFindings(in: file, finder: &finder, context: context)
        }
        return diagnostics
    }

    /// Method references of self (`subscribe(onNext: handle)`, `onTap = didTap`) kept by self or by
    /// an object self keeps: each keeps self as a closure capturing it would. No fix is offered:
    /// the method's parameters and result decide the closure to write.
    private func methodReferenceFindings(in file: Int, finder: inout ClosureStorageFinder, context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for kept in finder.keptMethodReferences(in: file) {
            let storage = kept.storage, method = kept.reference
            let selfType = context.index.typeIdentity(file: file, member: kept.member) ?? method.selfType
            guard storage.isKeptBySelf, !context.model.replaces(storage.keeperProperty, method: method),
                  !context.model.clears(storage, method: method, in: file), !finder.isConsumedOnce(storage, file: file),
                  !context.index.isTestFile(file), !context.index.isTestCase(selfType),
                  !context.model.isNeverCalled(file: file, member: kept.member) else { continue }
            let what = storage.kind == .subscription ? "this subscription, whose closure is" : "this closure,"
            let finding = "\(storage.keeperDescription) keeps \(what) the method '\(method.name)' of 'self', which keeps 'self' strongly; pass a closure with '[weak self]'"
            if let reason = context.model.appLifetimeReason(of: selfType, forCodeAt: kept.range.start, in: file)
                ?? context.model.cycleBuilderReason(at: kept.range, enclosingClosure: kept.closure, member: kept.member, in: file) {
                guard let severity = AppLifetimeFindings.severity(in: context, default: Self.appLifetimeDefault) else { continue }
                diagnostics.append(Diagnostic(
                    ruleID: Self.description.identifier, severity: severity,
                    message: "\(AppLifetimeFindings.closureMessagePrefix) '\(selfType)', \(reason): \(finding.split(separator: ";")[0]); it frees nothing while the app runs",
                    file: file, range: kept.range))
                continue
            }
            diagnostics.append(diagnostic(finding, file: file, range: kept.range, in: context, related: related(storage)))
        }
        return diagnostics
    }

    /// Where the closure, or its subscription, is kept: the property, the storing method, the bag.
    private func related(_ storage: ClosureStorage) -> [RelatedLocation] {
        guard let (file, range) = storage.keptAt else { return [] }
        let what = storage.kind == .subscription ? "the subscription" : "the closure"
        return [RelatedLocation(file: file, range: range, message: "\(storage.keeperDescription) keeps \(what)")]
    }

    /// What keeps the closure and what it captures, then (`suggestingFix`) the weak captures to add.
    private func message(_ storage: ClosureStorage, captured: [String], file: Int, closure: Int, context: RuleContext,
                         suggestingFix: Bool = true) -> String {
        let names = captured.map { "'\($0)'" }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        var suffix = suggestingFix ? "; use '[" + captured.map { "weak \($0)" }.joined(separator: ", ") + "]'" : ""
        if suggestingFix && storage.isValueSelf { suffix = "; capture the values it uses rather than the struct, which cannot be weak" }
        let keeper = storage.keeperDescription
        if storage.kind == .subscription {
            return "\(keeper) keeps this subscription, whose closure captures \(list) strongly\(suffix)"
        }
        if let owner = storage.ownerDescription, captured.contains("self") {
            return "\(keeper) keeps this closure and \(owner), but the closure captures \(list) strongly\(suffix)"
        }
        return "\(keeper) keeps this closure, which captures \(list) strongly\(suffix)"
    }
}
