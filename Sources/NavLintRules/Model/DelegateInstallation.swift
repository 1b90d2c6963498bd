import NavLintIndex
import NavLintSyntax

/// Whether the project ever installs an object as the delegate whose methods UIKit calls: a
/// navigation controller's (`navigationController(_:didShow:animated:)`) or a presentation
/// controller's (`presentationControllerDidDismiss(_:)`). A handler of a type that nothing makes
/// that delegate never runs, so it releases nothing, whatever its body says. The one answer for
/// the flush owners, child-never-released's removing methods and present-without-dismiss-flush's
/// swipe observers.
extension ProjectIndex {
    /// Whether the didShow (or willShow) handler of method `ref` can run: its type can become a
    /// navigation controller's delegate.
    func handlerCanRunAsNavigationDelegate(_ ref: ElementRef) -> Bool {
        guard let owner = ownerTypeName(ofMember: ref) else { return false }
        return canBecomeNavigationDelegate(owner)
    }

    /// Whether an object of `type` can become a navigation controller's delegate: some code stores
    /// it in a `delegate` (`navigationController.delegate = self` in its own or an ancestor's code,
    /// `nav.delegate = coordinator` where the value is of its family or of a type nothing says)
    /// other than a presentation controller's, or hands it to `setDelegate(_:)`.
    func canBecomeNavigationDelegate(_ type: String) -> Bool {
        installsDelegate(type, setDelegate: true) { !$0 }
    }

    /// Whether an object of `type` can become a presentation controller's delegate:
    /// `presentationController?.delegate = self` (or a sheet's or popover's presentation
    /// controller) in its own or an ancestor's code, or such an assignment of a value of its
    /// family or of a type nothing says.
    func canBecomePresentationDelegate(_ type: String) -> Bool {
        installsDelegate(type, setDelegate: false) { $0 }
    }

    /// Whether some `delegate` assignment (and, with `setDelegate`, some `setDelegate(_:)` call)
    /// stores an object of `type`'s family; `fits` is told whether the assignment's target is a
    /// presentation controller's delegate.
    private func installsDelegate(_ type: String, setDelegate: Bool, fits: (Bool) -> Bool) -> Bool {
        let family = Set([type] + ancestors(of: type) + subtypes(of: type))
        func isFamily(_ value: Expression, file: Int, owner: Int32) -> Bool {
            if value.kind == .self { return ownerTypeName(file: file, member: owner).map(family.contains) ?? false }
            guard value.kind == .chain || value.kind == .other else { return false }
            // A value whose type nothing says may be the object.
            guard let valueType = typeName(of: value, in: file, owner: owner) else { return true }
            return family.contains(valueType) || !isProjectType(valueType)
        }
        for ref in assignments(to: "delegate") {
            let file = Int(ref.file)
            let outline = files[file].outline
            let assignment = outline.assignments[Int(ref.index)]
            guard assignment.op == .assign, fits(isPresentationControllerDelegate(assignment.target, outline)) else { continue }
            if isFamily(assignment.value, file: file, owner: assignment.owner) { return true }
        }
        guard setDelegate else { return false }
        for ref in calls(named: "setDelegate") {
            let file = Int(ref.file)
            let call = self.call(ref)
            if files[file].outline.arguments(of: call).contains(where: { isFamily($0.value, file: file, owner: call.owner) }) { return true }
        }
        return false
    }

    /// `presentationController?.delegate`, `nav.sheetPresentationController?.delegate`,
    /// `popoverPresentationController?.delegate`: the element before `delegate` names a
    /// presentation controller.
    private func isPresentationControllerDelegate(_ target: Chain, _ outline: Outline) -> Bool {
        let elements = outline.elements(target)
        guard elements.count >= 2 else { return false }
        let holder = elements[elements.endIndex - 2]
        guard holder.kind == .name else { return false }
        let name = outline.name(holder.name)
        return name == "presentationController" || name.hasSuffix("PresentationController")
    }

    /// Whether assignment `assignment` to a navigation controller's `delegate` replaces the
    /// delegate: not when the navigation controller's type (self's for `delegate = self` in a
    /// subclass, or the receiver's declared type) overrides `delegate` with a setter that keeps the
    /// assigned value aside instead of handing it to `super` (a multicast proxy installed as
    /// `super.delegate`, each assigned delegate appended to its list): the earlier delegate still
    /// hears every callback.
    func replacesNavigationDelegate(_ assignment: Assignment, in file: Int) -> Bool {
        let count = assignment.target.count
        let type = count == 1 ? ownerTypeName(file: file, member: assignment.owner)
            : typeName(of: assignment.target, count: count - 1, in: file, owner: assignment.owner)
        guard let type else { return true }
        return !([type] + ancestors(of: type)).contains { isProjectType($0) && overridesDelegateSetterKeepingAside($0) }
    }

    /// `override var delegate: …? { get { super.delegate } set { super.delegate = proxy; … } }`
    /// declared in `type`: its setter never stores the new value in `super.delegate`.
    private func overridesDelegateSetterKeepingAside(_ type: String) -> Bool {
        members(of: type).contains { ref in
            let property = member(ref)
            guard property.kind == .property, property.name == "delegate", property.modifiers.contains(.override),
                  let setter = property.accessors.first(where: { $0.kind == .set })?.body else { return false }
            let outline = files[Int(ref.file)].outline
            let stores = assignmentPositions(ownedBy: ref.index, in: Int(ref.file)).map { outline.assignments[$0] }.filter { assignment in
                setter.contains(assignment.range) && assignment.target.base == .superKeyword && outline.lastName(assignment.target) == "delegate"
            }
            // The value handed to super is the setter's own (`newValue`, or a name the type has no member for).
            return !stores.contains { store in
                guard store.value.kind == .chain, store.value.call < 0, store.value.chain.count == 1,
                      let name = outline.lastName(store.value.chain) else { return false }
                return name == "newValue" || lookupMember(name, in: type).isEmpty
            }
        }
    }
}
