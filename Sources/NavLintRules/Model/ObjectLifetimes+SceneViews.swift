import NavLintIndex
import NavLintSyntax

/// SwiftUI views that only the app's own scene shows: every construction of the view sits in the
/// code of the SwiftUI `App` struct (its scene body), directly or in the content closures of other
/// views (`WindowGroup { … }`, `NavigationStack { … }`), in any branch of its conditions. SwiftUI
/// keeps such a view's `@StateObject` and `@State` for as long as the scene shows it: one object
/// for the app's run, however often the app's body is evaluated again.
///
/// Not a view made for each element (`ForEach`, a closure with parameters: `WindowGroup(for:) {
/// $value in … }` opens a window per value), nor one a control or modifier shows (`NavigationLink`,
/// `.sheet { … }`: each presentation makes its state again), nor any view of a project that shows
/// support for several windows (`openWindow`, `supportsMultipleScenes`: a scene per window).
extension ObjectLifetimes {
    /// Property wrappers whose object SwiftUI keeps for the life of the view's identity.
    static let viewStateWrappers: Set<String> = ["StateObject", "State"]

    /// Views whose content closure builds its content for each element or on each action.
    static let perElementViews: Set<String> = ["ForEach", "List", "Table", "OutlineGroup", "NavigationLink", "Button", "Menu"]

    /// Why the object that stored property `position` of `file` keeps from its initial value lives
    /// as long as the app: a `@StateObject` or `@State` of a view that only the app's scene shows.
    func sceneViewStateKeeper(ofProperty position: Int32, in file: Int) -> String? {
        let member = index.files[file].outline.members[Int(position)]
        guard member.attributes.contains(where: Self.viewStateWrappers.contains),
              let view = index.typeIdentity(file: file, member: position), isSceneView(view) else { return nil }
        return "the state '\(index.simpleName(view)).\(member.name)' of a view that only the SwiftUI app's scene shows"
    }

    /// Whether the view struct `identity` (a simple name, or the qualified name of a nested
    /// namesake: `Main.RootView`) is built only by the SwiftUI app's own code; worked out once.
    func isSceneView(_ identity: String) -> Bool {
        if let known = sceneViews[identity] { return known }
        let answer = findIsSceneView(identity)
        sceneViews[identity] = answer
        return answer
    }

    private func findIsSceneView(_ identity: String) -> Bool {
        let type = index.simpleName(identity)
        guard index.kind(ofType: type) == .struct, index.ancestors(of: type).contains("View"), !isMultiWindowProject(),
              !hasWindowOpeners() else { return false }
        let built = appConstructions(of: identity)
        return !built.isEmpty && built.allSatisfy { ref in
            let outline = index.files[Int(ref.file)].outline
            let call = outline.calls[Int(ref.index)]
            guard call.owner >= 0, let owner = index.ownerTypeName(file: Int(ref.file), member: call.owner).map(index.simpleName) else { return false }
            return isSwiftUIApp(owner) && isSceneContent(call.closure, in: outline)
        }
    }

    /// Whether closure `closure` (negative: the member's own body) and those around it are content
    /// closures of views built once with them: arguments of a view's construction, without
    /// parameters, not of a view that builds content per element or action (`perElementViews`).
    private func isSceneContent(_ closure: Int32, in outline: Outline) -> Bool {
        var current = closure
        while current >= 0 {
            let body = outline.closures[Int(current)]
            guard body.parameters.isEmpty, case .argument(let call, _, _) = body.context, call >= 0 else { return false }
            let built = outline.calls[Int(call)]
            guard built.callee.base == .name, let name = outline.names(built.callee).last, Self.isTypeName(name),
                  !Self.perElementViews.contains(name) else { return false }
            current = body.closure
        }
        return true
    }

    /// Whether the project opens windows of its own from SwiftUI (`openWindow`): each window
    /// shows the scene's views again, with state of their own.
    private func hasWindowOpeners() -> Bool {
        if let hasOpenWindow { return hasOpenWindow }
        let found = index.files.indices.contains { !index.isTestFile($0) && index.files[$0].outline.symbol("openWindow") != nil }
        hasOpenWindow = found
        return found
    }
}
