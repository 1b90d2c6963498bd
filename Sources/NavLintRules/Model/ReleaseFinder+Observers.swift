import NavLintIndex
import NavLintSyntax

/// Calls that unregister an observer, for the release query: `hub.detach(observer: self)` takes
/// the caller off another object's list of observers, which that object keeps to notify, not to
/// own. Whatever the method is called, it releases no child, router or screen.
extension ReleaseFinder {
    /// Whether the call passes an argument labelled `observer` (or `observers`).
    func unregistersObserver(_ call: Call, in file: Int) -> Bool {
        let outline = index.files[file].outline
        guard call.argumentEnd > call.argumentStart else { return false }
        let labels = [outline.symbol("observer"), outline.symbol("observers")].compactMap { $0 }
        return !labels.isEmpty && outline.arguments(of: call).contains { labels.contains($0.label) }
    }
}
