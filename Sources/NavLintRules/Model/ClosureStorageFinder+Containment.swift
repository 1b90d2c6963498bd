import NavLintIndex
import NavLintSyntax

/// Views and gesture recognizers held in a local but kept by self through UIKit containment: a
/// view's superview keeps nothing, but a view keeps its subviews and its gesture recognizers, and a
/// screen keeps its navigation item, whose bar button items keep their custom views.
extension ClosureStorageFinder {
    /// How many locals a containment chain is followed through (`stack.addArrangedSubview(button)`
    /// with `view.addSubview(stack)`).
    static let maximumContainmentDepth = 2

    /// Whether `member` makes self keep the object in local `name` through UIKit containment: adds it
    /// as a subview, arranged subview or gesture recognizer of self, of self's `view`/`contentView`,
    /// of a strong stored property of self, or of another local kept that way; or makes it the title
    /// view, or a bar button item's custom view, of self's `navigationItem`. A local added to nothing,
    /// or only to a local that nothing keeps, is not kept.
    mutating func isContainedBySelf(_ name: String, file: Int, member: Int32, selfType: String, depth: Int = 0) -> Bool {
        let outline = index.files[file].outline
        guard let symbol = outline.symbol(name) else { return false }
        let elements = bodies.elements(of: member, in: file, index)
        for position in elements.calls {
            let call = outline.calls[Int(position)]
            guard ClosureStorageFinder.isContainment(outline.name(of: call)),
                  let argument = outline.arguments(of: call).first, outline.isSingleName(argument.value, symbol) else { continue }
            if isKeptContainer(call.callee, file: file, member: member, selfType: selfType, depth: depth) { return true }
        }
        for position in elements.assignments {
            let assignment = outline.assignments[Int(position)]
            guard assignment.op == .assign, let last = outline.lastName(assignment.target),
                  ClosureStorageFinder.navigationItemSlots.contains(last) else { continue }
            let targetNames = outline.names(assignment.target)
            guard targetNames.count == 2, targetNames[0] == "navigationItem",
                  assignment.target.base == .selfKeyword || !isLocal("navigationItem", file: file, member: member) else { continue }
            if last == "titleView" {
                if outline.isSingleName(assignment.value, symbol) { return true }
                continue
            }
            // `UIBarButtonItem(customView: button)`, alone or in an array literal.
            for callPosition in elements.calls {
                let call = outline.calls[Int(callPosition)]
                guard assignment.value.range.contains(call.range), outline.name(of: call) == "UIBarButtonItem" else { continue }
                if outline.arguments(of: call).contains(where: {
                    !$0.label.isNone && outline.name($0.label) == "customView" && outline.isSingleName($0.value, symbol)
                }) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether the receiver of a containment call (`addSubview` alone, `self.addSubview`,
    /// `view.addSubview`, `stack.addArrangedSubview`) is an object self keeps.
    private mutating func isKeptContainer(_ callee: Chain, file: Int, member: Int32, selfType: String, depth: Int) -> Bool {
        let outline = index.files[file].outline
        let names = outline.names(callee)
        guard names.count == outline.elements(callee).count else { return false }
        if names.count == 1 { return callee.base == .name || callee.base == .selfKeyword }
        guard names.count == 2, callee.base == .name || callee.base == .selfKeyword else { return false }
        let receiver = names[0]
        if callee.base == .name, isLocal(receiver, file: file, member: member) {
            return depth < ClosureStorageFinder.maximumContainmentDepth
                && (propertyStoringLocal(receiver, file: file, member: member, selfType: selfType) != nil
                    || isContainedBySelf(receiver, file: file, member: member, selfType: selfType, depth: depth + 1))
        }
        if let property = strongProperty(receiver, in: selfType) { return property.isStrong }
        // A screen's root view, a cell's content view: UIKit's own, which self keeps.
        return receiver == "view" || receiver == "contentView"
    }

    /// `addSubview`, `insertSubview`, `addArrangedSubview`, `insertArrangedSubview`, `addGestureRecognizer`.
    static func isContainment(_ name: String) -> Bool {
        switch name {
        case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addGestureRecognizer": return true
        default: return false
        }
    }

    /// The properties of a navigation item that keep a view: directly or through a bar button item.
    static let navigationItemSlots: Set<String> = ["titleView", "leftBarButtonItem", "rightBarButtonItem",
                                                    "leftBarButtonItems", "rightBarButtonItems"]
}
