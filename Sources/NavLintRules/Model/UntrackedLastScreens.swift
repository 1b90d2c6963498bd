import NavLintIndex
import NavLintSyntax

/// Screens whose pop costs nothing: the one answer to "would the pop that a disabled swipe-back
/// blocks leave a flow object stale, or take the gesture from a later screen". Disabling
/// swipe-back is a dodge for an unobserved pop; it hides something only when an object above the
/// screen keeps a record of it, and it hurts the user when more screens follow on that stack.
///
/// A screen type is such a screen when
/// - it is the last screen of its stack: its own code (its subclasses' and the project's base
///   classes' included) pushes nothing and hands its navigation controller to nothing
///   (`ProjectIndex.showsOnItsStack`, which counts a helper told to push, `open(x, by: .push)`);
/// - it is no RIB's view (a `ViewControllable`, whose router the parent router attaches);
/// - and every place the project makes it (`ProjectIndex.constructions(of:)`) is in code of a type
///   that keeps no record of it: not a RIBs router or interactor (attached children), not a type
///   that adds children to a child collection or is added to one (`ChildCoordinatorQueries`), no
///   stored property of the screen's type, and, for a type that is no screen, no navigation
///   controller of its own that it pushes onto (a flow that keeps the stack goes on pushing
///   after this screen).
/// No when nothing in the project makes it (a storyboard, a factory navlint does not follow).
extension SemanticModel {
    func isUntrackedLastScreen(_ type: String) -> Bool {
        untrackedLastScreenAnswers.value(for: type) {
            guard index.isProjectType(index.simpleName(type)), isScreen(type) else { return false }
            let family = [index.simpleName(type)] + index.subtypes(of: type).map(index.simpleName)
            let screens = Set(family)
            let tracking = childTracking
            var makers = 0
            for name in family {
                // A RIB's view: its router is attached by the parent router that shows it.
                if index.showsOnItsStack(name) || index.isSubtype(name, of: "ViewControllable") { return false }
                for ref in index.constructions(of: name) {
                    makers += 1
                    guard let maker = index.ownerTypeName(file: Int(ref.file), member: index.files[Int(ref.file)].outline.calls[Int(ref.index)].owner) else { continue }
                    if keepsRecord(maker, of: screens, tracking: tracking) { return false }
                }
            }
            // A class the project declares, not a framework class it extends (`extension UIViewController`,
            // whose helpers push only when told to, and a call that tells them is counted above).
            for ancestor in index.ancestors(of: type) where index.kind(ofType: ancestor) != nil && index.showsOnItsStack(ancestor) {
                return false
            }
            return makers > 0
        }
    }

    /// A view controller, or a class built on a library's (`MacaroonUIKit.ScrollScreen`) that is no
    /// flow object or navigation controller and declares no `navigationController` of its own: its
    /// `navigationController` is UIKit's.
    private func isScreen(_ type: String) -> Bool {
        let roles = index.roles(of: type)
        if roles.contains(.viewController) { return true }
        return index.kind(ofType: index.simpleName(type)) == .class
            && roles.isDisjoint(with: [.router, .interactor, .coordinator, .navigationController])
            && !index.ancestors(of: type).isEmpty
            && !index.lookupMember("navigationController", in: type).contains { index.member($0).kind == .property }
    }

    /// Whether objects of `maker` keep a record of a screen of `screens` they make.
    private func keepsRecord(_ maker: String, of screens: Set<String>, tracking: ChildTracking) -> Bool {
        let record = makerRecord(maker, tracking: tracking)
        return record.isFlowObject || !record.propertyTypes.isDisjoint(with: screens)
    }

    /// What objects of `maker` keep, whichever screen they make: worked out once per maker type,
    /// so that many screens made by one factory read it once.
    private func makerRecord(_ maker: String, tracking: ChildTracking) -> MakerRecord {
        makerRecordAnswers.value(for: maker) {
            let lineage = [maker] + index.ancestors(of: maker).filter(index.isProjectType)
            let roles = index.roles(of: maker)
            var record = MakerRecord()
            record.isFlowObject = !roles.isDisjoint(with: [.router, .interactor])
                || lineage.contains { tracking.parents.contains($0) || tracking.children.contains($0) }
                || tracking.hasUnknownChild && roles.contains(.coordinator)
                || !roles.contains(.viewController) && lineage.contains { pushesOntoOwnStack($0, maker: maker) }
            for type in lineage {
                for ref in index.members(of: type) where index.member(ref).kind == .property {
                    record.propertyTypes.formUnion(index.member(ref).type?.identifiers ?? [])
                }
            }
            return record
        }
    }

    /// Whether a member of `type` pushes onto a navigation controller kept in a property of
    /// `maker` (`navigationController.pushViewController(…)`, `self.root.setViewControllers(…)`).
    private func pushesOntoOwnStack(_ type: String, maker: String) -> Bool {
        index.members(of: type).contains { ref in
            let file = Int(ref.file)
            let outline = index.files[file].outline
            return index.callPositions(ownedBy: ref.index, in: file).contains { position in
                let call = outline.calls[position]
                let names = outline.names(call.callee)
                guard names.count >= 2, call.callee.base == .name || call.callee.base == .selfKeyword,
                      index.isStackCall(call, in: file),
                      !BodyHandle(ref).isLocalOrParameter(names[0], in: index) else { return false }
                return index.lookupMember(names[0], in: maker).contains { index.member($0).kind == .property }
            }
        }
    }

    /// The types that add children to a child collection, the types of the children added, and
    /// whether some added child's type is unknown; found once per run.
    private var childTracking: ChildTracking {
        childTrackingAnswer.value(for: 0) {
            var tracking = ChildTracking()
            for addition in childCoordinators.additions {
                tracking.parents.insert(addition.parentType)
                guard let child = addition.child,
                      let type = index.typeName(of: child, in: addition.file, owner: addition.member) else {
                    tracking.hasUnknownChild = true
                    continue
                }
                tracking.children.insert(index.simpleName(type))
            }
            return tracking
        }
    }
}

/// What objects of a maker type keep (`SemanticModel.makerRecord`).
struct MakerRecord {
    /// A RIBs router or interactor, a type that adds children to a child collection or is added to
    /// one, or, when it is no screen, one that pushes onto a navigation controller of its own.
    var isFlowObject = false
    /// The names in its stored properties' declared types.
    var propertyTypes: Set<String> = []
}

/// `SemanticModel.childTracking`'s answer.
struct ChildTracking {
    var parents: Set<String> = []
    var children: Set<String> = []
    var hasUnknownChild = false
}
