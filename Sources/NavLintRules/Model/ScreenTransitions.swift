import NavLintIndex
import NavLintSyntax

/// A screen that a router, coordinator or view controller pushes or presents, for `navlint graph`.
public struct ScreenTransition: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case push, present }

    public var kind: Kind
    /// The type whose code shows the screen.
    public var source: String
    /// The project type shown: the child router whose view is pushed, or the view controller.
    public var target: String
    /// The called name: `pushViewController`, `present`, or the project's push method (`push`).
    public var method: String
    /// The file (index in `ProjectIndex.files`) and the called name's range.
    public var file: Int
    public var range: ByteRange
}

/// Finds the pushes and presentations the navigation rules see (`RIBsNavigation` decides what a
/// call shows, through helpers and common push methods), with the project type each one shows.
/// A call whose shown value has no single project type (a parameter typed by a protocol many
/// routers adopt, a system alert) gives nothing.
public enum ScreenTransitions {
    /// The transitions of the project of `index`, from a model of its own.
    public static func find(in index: ProjectIndex) -> [ScreenTransition] {
        find(in: SemanticModel(index: index))
    }

    /// The transitions of `model`'s project, from its shared navigation facts.
    public static func find(in model: SemanticModel) -> [ScreenTransition] {
        model.withNavigation { find(in: model.index, navigation: $0) }
    }

    private static func find(in index: ProjectIndex, navigation: RIBsNavigation) -> [ScreenTransition] {
        // Only UIKit's calls and the project's own methods (helpers, common push methods) can show a screen.
        var names: Set<String> = ["pushViewController", "present"]
        for summary in index.files {
            for member in summary.outline.members where member.kind == .function && member.body != nil { names.insert(member.name) }
        }
        var result: [ScreenTransition] = []
        for (file, summary) in index.files.enumerated() {
            let outline = summary.outline
            for (callIndex, call) in outline.calls.enumerated() where call.owner >= 0 && !call.name.isNone {
                let method = outline.name(of: call)
                guard names.contains(method), let source = index.ownerTypeName(file: file, member: call.owner),
                      !index.roles(of: source).isEmpty,
                      let shown = navigation.navigation(file: file, call: callIndex, router: source),
                      let target = shownType(file: file, call: callIndex, navigation: navigation) else { continue }
                result.append(ScreenTransition(kind: shown.kinds.contains(.push) ? .push : .present, source: source, target: target,
                                               method: method, file: file, range: call.nameRange))
            }
        }
        return result
    }

    /// The project type of the first argument that has one.
    private static func shownType(file: Int, call callIndex: Int, navigation: RIBsNavigation) -> String? {
        let index = navigation.index
        let outline = index.files[file].outline
        let call = outline.calls[callIndex]
        for argument in outline.arguments(of: call) where !argument.isTrailingClosure {
            if let type = screenType(argument.value, file: file, call: call, navigation: navigation) { return type }
        }
        return nil
    }

    /// The project type of a shown value: its declared or constructed type, the child router a
    /// RIB's view comes from (`search.viewControllable.uiviewController`), or the type of the root
    /// a container is built around (`UINavigationController(rootViewController: chat)`).
    private static func screenType(_ value: Expression, file: Int, call: Call, navigation: RIBsNavigation, depth: Int = 1) -> String? {
        let index = navigation.index
        if let type = index.typeName(of: value, in: file, owner: call.owner).flatMap({ screenClass(named: $0, in: index) }) {
            return type
        }
        let trace = navigation.trace(value, file: file, member: call.owner, closure: call.closure, position: call.range.start)
        if let root = navigation.childRoot(of: trace),
           let type = navigation.childType(root, file: file, member: call.owner).flatMap({ screenClass(named: $0, in: index) }) {
            return type
        }
        guard depth > 0 else { return nil }
        let outline = index.files[file].outline
        var constructed = value
        if let name = index.singleName(value, in: file), let bound = index.localBinding(named: name, owner: call.owner, in: file)?.value {
            constructed = bound
        }
        guard constructed.kind == .chain, constructed.call >= 0,
              let root = outline.arguments(of: outline.calls[Int(constructed.call)]).first?.value else { return nil }
        return screenType(root, file: file, call: call, navigation: navigation, depth: depth - 1)
    }

    /// `name` when it is a project class that can be shown (a router or a view controller), or the
    /// one such class that adopts the protocol `name`.
    private static func screenClass(named name: String, in index: ProjectIndex) -> String? {
        func isScreen(_ type: String) -> Bool {
            index.kind(ofType: type) == .class && !index.roles(of: type).isDisjoint(with: [.router, .viewController])
        }
        if isScreen(name) { return name }
        guard index.kind(ofType: name) == .protocol else { return nil }
        let adopters = index.subtypes(of: name).filter(isScreen)
        return adopters.count == 1 ? adopters[0] : nil
    }
}
