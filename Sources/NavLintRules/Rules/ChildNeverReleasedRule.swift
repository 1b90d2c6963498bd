import NavLintIndex
import NavLintSyntax

/// Reports a coordinator that adds a child to its own child collection (`childCoordinators.append`,
/// `children[key] = child`, an `addChild(_:)` helper) when nothing removes that child once its flow
/// ends: the zombie coordinator lives as long as the parent, and a new one piles up on every visit.
///
/// A child counts as released when a removal (`remove(at:)`, `removeAll(where:)`,
/// `removeValue(forKey:)`, a `filter` reassignment, `[key] = nil`, or a method that does one of
/// these) runs from a closure written where the child is added (an `onFinish`, a completion, an
/// on-pop closure), from code of the child's own type that reaches the parent it was handed
/// (`parentCoordinator?.childDidFinish(self)`, a delegate callback, a deinit probe), or from the
/// parent's navigation-controller delegate. Clearing the whole collection (`removeAll()`, `= []`)
/// only happens when the parent itself finishes and does not count. Children added while the parent
/// sets up, in a loop, by a tab bar coordinator, kept in a property or made the navigation root are
/// permanent by design.
struct ChildNeverReleasedRule: Rule {
    static let description = RuleDescription(
        identifier: "child-never-released",
        summary: "A child coordinator is added to its parent's child collection and nothing removes it when its flow ends",
        defaultSeverity: .error,
        category: "cycles")

    func check(_ context: RuleContext) -> [Diagnostic] {
        let queries = context.model.childCoordinators
        var releases = ChildReleaseFinder(index: context.index, queries: queries, model: context.model)
        var diagnostics: [Diagnostic] = []
        for addition in queries.additions where !releases.isReleased(addition) {
            if let child = addition.child, let type = context.index.xCoordinatorChildSharingRoot(
                child, parent: addition.parentType, file: addition.file, member: addition.member) {
                diagnostics.append(sharedRootDiagnostic(parent: addition.parentType, child: type, file: addition.file,
                                                        range: addition.range, in: context))
                continue
            }
            let child = releases.childTypeName(addition).map { "'\($0)'" } ?? "a child"
            diagnostics.append(diagnostic(
                "'\(addition.parentType)' adds \(child) to '\(addition.collection)' and never removes it when that flow ends; remove it from the child's finish callback or the navigation flush path",
                file: addition.file, range: addition.range, in: context))
        }
        for (ref, child) in sharedRootChildren(context.index, skipping: queries) {
            let call = context.index.call(ref)
            let parent = context.index.ownerTypeName(file: Int(ref.file), member: call.owner) ?? "this coordinator"
            diagnostics.append(sharedRootDiagnostic(parent: parent, child: child, file: Int(ref.file), range: call.nameRange, in: context))
        }
        return diagnostics.sorted { ($0.file, $0.range.start) < ($1.file, $1.range.start) }
    }

    private func sharedRootDiagnostic(parent: String, child: String, file: Int, range: ByteRange, in context: RuleContext) -> Diagnostic {
        diagnostic(
            "'\(parent)' adds '\(child)' built on its own 'rootViewController', which stays on screen, so XCoordinator never removes it; give the child its own root view controller or remove it when its flow ends",
            file: file, range: range, in: context)
    }

    /// XCoordinator's `addChild(_:)` calls outside the project's own helpers whose child shares the
    /// parent's root view controller.
    private func sharedRootChildren(_ index: ProjectIndex, skipping queries: ChildCoordinatorQueries) -> [(ElementRef, String)] {
        var result: [(ElementRef, String)] = []
        for ref in index.calls(named: "addChild") {
            let file = Int(ref.file)
            let call = index.call(ref)
            guard call.callee.count == 1, call.callee.base == .name || call.callee.base == .selfKeyword,
                  let parent = index.ownerTypeName(file: file, member: call.owner),
                  !queries.additions.contains(where: { $0.file == file && $0.range == call.nameRange }),
                  let child = index.files[file].outline.arguments(of: call).first?.value,
                  let type = index.xCoordinatorChildSharingRoot(child, parent: parent, file: file, member: call.owner) else { continue }
            result.append((ref, type))
        }
        return result
    }
}
