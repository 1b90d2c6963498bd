import NavLintIndex
import NavLintSyntax

extension RIBsNavigation {
    /// Every name a call that pushes or presents a screen can have: UIKit's `pushViewController`
    /// and `present`, and the project methods whose body calls one of these names, directly or
    /// through other such methods (`showDetail()` calling `push(_:)` calling `pushViewController`).
    ///
    /// A superset of what `navigation(file:call:router:)` finds, whatever the receiver, the labels
    /// or the depth: a method outside it reaches no push or present however it is asked, nor do the
    /// methods it calls, so leaving its calls out changes no answer and no remembered one. Found
    /// once for the project, a level of callers at a time, by symbol in each file.
    static func showingNames(in index: ProjectIndex) -> Set<String> {
        var names: Set<String> = ["pushViewController", "present"]
        var frontier = Array(names)
        while !frontier.isEmpty {
            let keys = frontier.map(SymbolKey.init)
            var next: [String] = []
            for file in index.files.indices {
                let outline = index.files[file].outline
                let symbols = keys.compactMap { outline.symbol($0) }
                guard !symbols.isEmpty else { continue }
                for call in outline.calls where call.owner >= 0 && symbols.contains(call.name) {
                    let member = outline.members[Int(call.owner)]
                    guard member.kind == .function, !names.contains(member.name) else { continue }
                    names.insert(member.name)
                    next.append(member.name)
                }
            }
            frontier = next
        }
        return names
    }
}
