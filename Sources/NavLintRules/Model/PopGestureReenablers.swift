import NavLintIndex
import NavLintSyntax

/// Where the project turns the swipe-back gesture back on (`interactivePopGestureRecognizer?.isEnabled`
/// set to anything but `false`), and the one answer to "is a line that turns it off ever undone on
/// the navigation controller it acts on".
///
/// The gesture belongs to the navigation controller, not to the screen that switches it, so it is
/// turned back on:
/// - by the same type (its scope, extensions in other files included), as before;
/// - for a line on self's `navigationController` or own gesture, by a class the project declares
///   that is an ancestor or a subclass of the disabling one, on self too: the same object, or the
///   same kind of screen shown on the same navigation controller (a base screen that re-enables it
///   on every load). A framework class the project extends (`extension UIViewController`) is no
///   such ancestor, and a line on another object's navigation controller is not followed;
/// - for a line in a navigation controller subclass that turns off its own gesture, by a base class
///   of screens (a project class other classes inherit) that turns it back on through its
///   `navigationController`: every screen of that kind shown on the controller turns it back on.
///   Which screens a controller holds is not followed (roots and pushes are often typed only
///   `UIViewController`), so a screens' base class that re-enables the gesture counts for every
///   navigation controller subclass.
///
/// Built once per run from the re-enabling assignments alone (a handful per app); each question
/// walks the asking type's ancestors and the re-enabling types' ancestors once.
struct PopGestureReenablers {
    /// Scopes (types, or `file …` for top-level code) with a re-enabling line.
    private var scopes: Set<String> = []
    /// The types owning a re-enabling line.
    private var types: Set<String> = []
    /// Screens' base classes that re-enable the gesture through their `navigationController`.
    private var screenBases: Set<String> = []

    /// Notes a line that turns the gesture back on (or sets it to a value that may be `true`).
    mutating func record(_ assignment: Assignment, scope: String, file: Int, index: ProjectIndex) {
        scopes.insert(scope)
        guard let receiver = selfReceiver(of: assignment, in: file, index: index),
              let type = index.ownerTypeName(file: file, member: assignment.owner),
              isDeclaredClass(type, index: index) else { return }
        types.insert(type)
        if receiver == "navigationController", index.hasSubtypes(type) {
            screenBases.insert(type)
        }
    }

    /// Whether the line `assignment`, which turns the gesture off in `scope`, is undone on the
    /// navigation controller it acts on.
    func reenables(_ assignment: Assignment, scope: String, file: Int, index: ProjectIndex) -> Bool {
        if scopes.contains(scope) { return true }
        guard !types.isEmpty, let receiver = selfReceiver(of: assignment, in: file, index: index),
              let type = index.ownerTypeName(file: file, member: assignment.owner),
              isDeclaredClass(type, index: index) else { return false }
        let ancestors = index.ancestors(of: type)
        if ancestors.contains(where: types.contains) { return true }
        if types.contains(where: { index.ancestors(of: $0).contains(index.simpleName(type)) }) { return true }
        return !screenBases.isEmpty && receiver == "interactivePopGestureRecognizer"
            && ancestors.contains("UINavigationController")
    }

    /// What of self's the line reaches the gesture through: `navigationController` (a screen's) or
    /// `interactivePopGestureRecognizer` (a navigation controller's own), with no receiver or
    /// `self`; nil for another object's (`screen?.navigationController?…`) or a local's.
    private func selfReceiver(of assignment: Assignment, in file: Int, index: ProjectIndex) -> String? {
        guard assignment.target.base == .name || assignment.target.base == .selfKeyword,
              let first = index.chainNames(assignment.target, in: file).first,
              first == "navigationController" || first == "interactivePopGestureRecognizer" else { return nil }
        return first
    }

    /// A class the project declares, not a framework class it extends (`extension UIViewController`
    /// with a re-enabling helper would otherwise be every screen's ancestor).
    private func isDeclaredClass(_ type: String, index: ProjectIndex) -> Bool {
        index.type(named: type)?.declarations.contains { index.declaration($0).kind == .class } ?? false
    }
}
