import NavLintIndex
import NavLintSyntax

/// A child collection that a coordinator inherits from a library whose code is not in the project
/// (`class ProfileCoordinator: NavigationCoordinator` of a coordinators package): the project sees
/// no `children` property, only calls on self of the base's methods, `add(child: flow)` and
/// `remove(child: flow)`. Such a call, of a method that neither the type nor its project ancestors
/// declare and named for adding or removing a child, is an addition to or a removal from that
/// collection.
///
/// XCoordinator's bases also offer `addChild(_:)`, but prune their children themselves after each
/// transition: a type that implements XCoordinator's `prepareTransition(for:)` is left to
/// `XCoordinatorSharedRoot.swift`.
extension ChildCoordinatorQueries {
    /// What the project calls the collection, in messages: its code never names it.
    static let inheritedCollectionName = "children"

    /// Call keys (`CallKey`) of a library's methods that add a child.
    static let inheritedAdders: Set<CallKey> = [
        CallKey("add", "child"), CallKey("addChild", "_"), CallKey("addChildCoordinator", "_"), CallKey("add", "childCoordinator"),
        CallKey("addChild", "coordinator"), CallKey("addChildCoordinator", "childCoordinator"),
    ]

    /// Call keys of a library's methods that remove one child.
    static let inheritedRemovers: Set<CallKey> = [
        CallKey("remove", "child"), CallKey("removeChild", "_"), CallKey("removeChildCoordinator", "_"),
        CallKey("remove", "childCoordinator"), CallKey("removeChild", "coordinator"), CallKey("removeChildCoordinator", "childCoordinator"),
    ]

    /// The additions to inherited child collections, found once per run: calls on self of an
    /// inherited adder whose argument is a coordinator. Not yet filtered through the helpers.
    func inheritedAdditions() -> [ChildAddition] {
        var result: [ChildAddition] = []
        for name in Set(ChildCoordinatorQueries.inheritedAdders.map(\.name)).sorted() {
            for ref in index.calls(named: name) {
                let file = Int(ref.file)
                let outline = index.files[file].outline
                let call = outline.calls[Int(ref.index)]
                guard call.owner >= 0, ChildCoordinatorQueries.inheritedAdders.contains(CallKey.of(call, in: outline)),
                      let parent = index.ownerTypeName(file: file, member: call.owner),
                      callsInheritedChildMethod(call, outline, parent: parent),
                      let child = outline.arguments(of: call).first?.value,
                      let childType = index.typeName(of: child, in: file, owner: call.owner),
                      index.roles(of: childType).contains(.coordinator) else { continue }
                result.append(ChildAddition(file: file, member: call.owner, closure: call.closure, range: call.nameRange,
                                            child: child, parentType: parent,
                                            collection: ChildCoordinatorQueries.inheritedCollectionName, helper: nil, isKeyed: false))
            }
        }
        return result
    }

    /// Whether a call removes one child from a collection `parent` inherits: `remove(child: flow)`.
    func removesInheritedChild(_ call: Call, _ outline: Outline, parent: String) -> Bool {
        call.argumentEnd - call.argumentStart == 1
            && ChildCoordinatorQueries.inheritedRemovers.contains(CallKey.of(call, in: outline))
            && callsInheritedChildMethod(call, outline, parent: parent)
    }

    /// A call on self (`name(…)`, `self.name(…)`, `self?.name(…)`) of a method `parent` can only
    /// inherit from outside the project.
    private func callsInheritedChildMethod(_ call: Call, _ outline: Outline, parent: String) -> Bool {
        guard call.callee.count == 1, call.callee.base == .name || call.callee.base == .selfKeyword,
              inheritsChildCollection(parent) else { return false }
        return !index.lookupMember(outline.name(of: call), in: parent).contains { index.member($0).kind == .function }
    }

    /// Whether `type` is a project coordinator with an ancestor outside the project, and not an
    /// XCoordinator flow. Remembered per type.
    func inheritsChildCollection(_ type: String) -> Bool {
        inheritedCollectionCache.value(for: type) { ChildCoordinatorQueries.inheritsChildCollection(type, in: index) }
    }

    /// `inheritsChildCollection(_:)`, not remembered: for the code reachability's finish handlers.
    static func inheritsChildCollection(_ type: String, in index: ProjectIndex) -> Bool {
        guard index.isProjectType(type), index.roles(of: type).contains(.coordinator),
              index.ancestors(of: type).contains(where: { !index.isProjectType($0) }) else { return false }
        return !index.lookupMember("prepareTransition", in: type).contains { index.member($0).kind == .function }
    }
}
