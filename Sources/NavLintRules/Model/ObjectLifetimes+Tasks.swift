import NavLintIndex
import NavLintSyntax

/// Objects a task's body returns. A `Task { … }` keeps the value its body returns for as long as
/// the task object is kept (`task.value` hands back that same object each time it is awaited), so
/// an object returned by the body of a task kept in a lazy property (`lazy var service = Task {
/// await Service() }`) is made once per holder and kept by whatever keeps the task.
extension ObjectLifetimes {
    /// The `Task { … }` (or `Task.detached { … }`) call whose body is closure `closure` of `file`, or nil.
    func taskCall(runningBody closure: Int32, in file: Int) -> Int32? {
        guard closure >= 0 else { return nil }
        let outline = index.files[file].outline
        guard case .argument(let call, _, _) = outline.closures[Int(closure)].context, call >= 0 else { return nil }
        let callee = outline.calls[Int(call)].callee
        guard callee.base == .name else { return nil }
        let names = outline.names(callee)
        return names == ["Task"] || names == ["Task", "detached"] ? call : nil
    }

    /// Whether closure `closure` of `file` runs once for what keeps its result: the body of a
    /// property's initial value (once per object) or of a task (once per task).
    func isKeptResultBody(_ closure: Int32, in file: Int) -> Bool {
        isInitialValueBody(closure, in: file) || taskCall(runningBody: closure, in: file) != nil
    }
}
