import NavLintIndex
import NavLintSyntax

/// A closure property set from an initializer's parameter (`self.didFinish = didFinish`) holds what
/// the initializer's callers pass (`Screen(didFinish: { … })`): the release query follows the call
/// of the property into those closures, rather than judging it by its name.
extension ReleaseFinder {
    /// The closure literals the callers of the initializer holding `assignment` pass for the
    /// parameter it stores; nil when the assignment does not store an initializer's parameter.
    /// Not `isComplete` when a caller passes something else (a function, its own parameter), a
    /// default value may be a closure, or no caller is found.
    func initializerClosures(storedBy assignment: Assignment, in file: Int, type: String)
        -> (closures: [(Int, Int32)], isComplete: Bool)? {
        guard let parameter = index.storedInitializerParameter(assignment.value, file: file, member: assignment.owner) else { return nil }
        guard let arguments = index.initializerArguments(for: parameter, initializer: ElementRef(file: file, index: Int(assignment.owner)),
                                                         type: type) else { return ([], false) }
        var closures: [(Int, Int32)] = []
        var isComplete = true
        for argument in arguments {
            guard let value = argument.value else {
                // Left to its default: `= nil` or `= {}` releases nothing.
                if let text = parameter.defaultValue, text != "nil" && text != "{}" { isComplete = false }
                continue
            }
            if value.kind == .closure && value.closure >= 0 {
                closures.append((argument.file, value.closure))
            } else if value.kind != .nil {
                isComplete = false
            }
        }
        return (closures, isComplete)
    }
}
