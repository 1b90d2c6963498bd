import NavLintIndex
import NavLintSyntax

/// Reports code that turns off the swipe-back gesture (`interactivePopGestureRecognizer?.isEnabled
/// = false`) in a type that never turns it back on, nor does anything else on the navigation
/// controller it acts on (`PopGestureReenablers`): the usual dodge for a pop that nothing
/// observes, which hides the leak behind a worse experience and still misses the back button's
/// long-press menu. A gesture delegate whose `gestureRecognizerShouldBegin(_:)` always returns `false`
/// disables it too. A line for a screen whose pop would cost nothing (`hidesNoPop`) is left alone.
struct InteractivePopDisabledRule: Rule {
    static let description = RuleDescription(
        identifier: "interactive-pop-disabled",
        summary: "Swipe-back is disabled (interactivePopGestureRecognizer.isEnabled = false) and never re-enabled",
        defaultSeverity: .warning,
        category: "navigation")

    func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var disabling: [(file: Int, assignment: Assignment, scope: String)] = []
        var reenabling = PopGestureReenablers()
        for ref in index.assignments(to: "isEnabled") {
            let file = Int(ref.file)
            let assignment = index.files[file].outline.assignments[Int(ref.index)]
            guard targetsInteractivePopGesture(assignment, file: file, index: index) else { continue }
            let scope = index.scopeName(file: file, member: assignment.owner)
            if assignment.value.kind == .false {
                guard !hidesNoPop(assignment, file: file, model: context.model) else { continue }
                disabling.append((file, assignment, scope))
            } else {
                // `= true`, or a value that may be true: the type manages the gesture both ways.
                reenabling.record(assignment, scope: scope, file: file, index: index)
            }
        }
        let findings = disabling.filter { !reenabling.reenables($0.assignment, scope: $0.scope, file: $0.file, index: index) }.map { item in
            let owner = item.scope.hasPrefix("file ") ? "this file" : "'\(item.scope)'"
            return diagnostic(
                "\(owner) disables the swipe-back gesture and never re-enables it; release the pushed child from a navigation-controller flush path instead",
                file: item.file, range: item.assignment.range, in: context)
        }
        return findings + vetoes(in: context)
    }

    /// `interactivePopGestureRecognizer?.delegate = self` in a type whose `gestureRecognizerShouldBegin(_:)`
    /// only ever returns `false`: swipe-back disabled through the gesture's delegate. A veto that
    /// depends on anything (the stack, the screen on top) is a choice, not a blanket disable; so is
    /// one that the type hands back when its screen goes away (the gesture's delegate set to
    /// something else in `viewWillDisappear(_:)` or `viewDidDisappear(_:)`).
    private func vetoes(in context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var vetoingTypes: Set<String> = []
        var restoringTypes: Set<String> = []
        for ref in index.assignments(to: "delegate") {
            let file = Int(ref.file)
            let assignment = index.files[file].outline.assignments[Int(ref.index)]
            guard index.chainNames(assignment.target, in: file).dropLast().last == "interactivePopGestureRecognizer",
                  let type = index.ownerTypeName(file: file, member: assignment.owner) else { continue }
            if assignment.value.kind == .self {
                vetoingTypes.insert(type)
            } else if ["viewWillDisappear", "viewDidDisappear"].contains(index.files[file].outline.members[Int(assignment.owner)].name) {
                restoringTypes.insert(type)
            }
        }
        var findings: [Diagnostic] = []
        for type in vetoingTypes.subtracting(restoringTypes).sorted() {
            for ref in index.lookupMember("gestureRecognizerShouldBegin", in: type)
            where index.member(ref).body != nil && isDelegateMethod(index.member(ref)) {
                let outline = index.files[Int(ref.file)].outline
                let returns = outline.returns.filter { $0.owner == ref.index && $0.closure < 0 }
                guard !returns.isEmpty, returns.allSatisfy({ $0.value.kind == .false }) else { continue }
                findings.append(diagnostic(
                    "'\(type)' vetoes the swipe-back gesture from its gesture delegate; release the pushed child from a navigation-controller flush path instead",
                    file: Int(ref.file), range: returns[0].value.range, in: context))
            }
        }
        return findings
    }

    /// `gestureRecognizerShouldBegin(_:)` as UIKit calls it: one parameter without an argument
    /// label. A method of that name with a label (`gestureRecognizerShouldBegin(gestureRecognizer:)`)
    /// is another method, which the gesture never asks.
    private func isDelegateMethod(_ member: Member) -> Bool {
        member.parameters.count == 1 && member.parameters[0].label == nil
    }

    /// Whether the screen whose swipe-back the line turns off (`screenLosingGesture`) has no pop
    /// worth hiding: it is only ever a window's root (`ProjectIndex.isOnlyWindowRoot`), so its
    /// `navigationController` is nil; or only ever the root of a navigation controller made for it
    /// onto which nothing is pushed (`ProjectIndex.hasNothingToPop`); or the last screen of its stack,
    /// which no flow object keeps a record of (`SemanticModel.isUntrackedLastScreen`): a pop would
    /// leave nothing stale and no later screen loses the gesture.
    private func hidesNoPop(_ assignment: Assignment, file: Int, model: SemanticModel) -> Bool {
        let index = model.index
        guard let screen = screenLosingGesture(assignment, file: file, index: index) else { return false }
        return index.isOnlyWindowRoot(screen) || index.hasNothingToPop(screen) || model.isUntrackedLastScreen(screen)
    }

    /// The screen type whose `navigationController` the line acts on: the enclosing type for
    /// `navigationController?.…`, or the type of a local or property for `screen?.navigationController?.…`
    /// (a screen just pushed, `let screen = open(…) as? ReceiptScreen`).
    private func screenLosingGesture(_ assignment: Assignment, file: Int, index: ProjectIndex) -> String? {
        let names = index.chainNames(assignment.target, in: file)
        guard assignment.target.base == .name || assignment.target.base == .selfKeyword else { return nil }
        if names.first == "navigationController" { return index.ownerTypeName(file: file, member: assignment.owner) }
        guard assignment.target.base == .name, names.count == 4, names[1] == "navigationController" else { return nil }
        return index.typeName(ofIdentifier: names[0], in: file, owner: assignment.owner)
    }

    /// `….interactivePopGestureRecognizer?.isEnabled`, or `gesture.isEnabled` where `gesture` is a
    /// local bound to the interactive pop gesture recognizer.
    private func targetsInteractivePopGesture(_ assignment: Assignment, file: Int, index: ProjectIndex) -> Bool {
        let names = index.chainNames(assignment.target, in: file)
        guard names.last == "isEnabled" else { return false }
        if names.dropLast().contains("interactivePopGestureRecognizer") { return true }
        guard names.count == 2, assignment.target.base == .name,
              let value = index.localValue(named: names[0], owner: assignment.owner, in: file) else { return false }
        return index.chainNames(value.chain, in: file).last == "interactivePopGestureRecognizer"
    }
}
