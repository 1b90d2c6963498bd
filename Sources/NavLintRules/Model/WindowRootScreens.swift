import NavLintIndex
import NavLintSyntax

/// Screens that are only ever a window's root view controller: every place the project makes one
/// (`ProjectIndex.constructions(of:)`; its subclasses' too) sets it as a window's
/// `rootViewController`, directly, through a local, or through a helper method that does, and
/// hands it to nothing that pushes, presents, shows or embeds it. Such a screen's
/// `navigationController` is nil, so what it does to it does nothing.
///
/// No when a maker does anything else with it (returns it, stores it elsewhere, passes it to a
/// call that shows or embeds it, or to a project method that is not worked out), when a cast
/// names the type (a storyboard or a factory makes it), or when nothing in the project makes it.
extension ProjectIndex {
    private enum Placement {
        /// Set as a window's root.
        case windowRoot
        /// Only read (`screen.view`, a call that is not a project method and shows nothing).
        case neutral
        /// Anything else.
        case other
    }

    func isOnlyWindowRoot(_ type: String) -> Bool {
        var makers = 0
        for name in [simpleName(type)] + subtypes(of: type).map(simpleName) {
            if files.contains(where: { $0.outline.casts.contains { !$0.isTypeTest && $0.type.nominalName == name } }) { return false }
            for ref in constructions(of: name) {
                let file = Int(ref.file)
                let call = files[file].outline.calls[Int(ref.index)]
                guard placement(ofCall: ref.index, in: file, owner: call.owner) == .windowRoot else { return false }
                makers += 1
            }
        }
        return makers > 0
    }

    /// Where the value of construction `call` goes.
    private func placement(ofCall call: Int32, in file: Int, owner: Int32) -> Placement {
        guard owner >= 0 else { return .other }
        let outline = files[file].outline
        for position in assignmentPositions(ownedBy: owner, in: file) where outline.assignments[position].value.call == call {
            return isWindowRoot(outline.assignments[position].target, in: file, owner: owner) ? .windowRoot : .other
        }
        for position in localPositions(ownedBy: owner, in: file) where outline.locals[position].value?.call == call {
            let local = outline.locals[position]
            guard local.names.end - local.names.start == 1, let name = outline.names(local.names).first else { return .other }
            return placement(ofName: name, member: owner, in: file, depth: 0)
        }
        for position in callPositions(ownedBy: owner, in: file) {
            let other = outline.calls[position]
            for argument in outline.arguments(of: other) where argument.value.call == call && argument.value.kind == .chain {
                return placement(asArgument: argument, of: other, in: file, depth: 0)
            }
        }
        return .other
    }

    /// Where the value named `name` in member `member` goes.
    private func placement(ofName name: String, member: Int32, in file: Int, depth: Int) -> Placement {
        let outline = files[file].outline
        guard let symbol = outline.symbol(name) else { return .neutral }
        var isRoot = false
        for position in assignmentPositions(ownedBy: member, in: file) where outline.isSingleName(outline.assignments[position].value, symbol) {
            guard isWindowRoot(outline.assignments[position].target, in: file, owner: member) else { return .other }
            isRoot = true
        }
        for position in callPositions(ownedBy: member, in: file) {
            let call = outline.calls[position]
            for argument in outline.arguments(of: call) where outline.isSingleName(argument.value, symbol) {
                switch placement(asArgument: argument, of: call, in: file, depth: depth) {
                case .other: return .other
                case .windowRoot: isRoot = true
                case .neutral: break
                }
            }
        }
        if outline.returns.contains(where: { $0.owner == member && outline.isSingleName($0.value, symbol) }) { return .other }
        return isRoot ? .windowRoot : .neutral
    }

    /// What a call does with a screen passed to it: shows or embeds it (`pushViewController`,
    /// `present`, `show…`, `setViewControllers`, `addChild`, `UINavigationController(rootViewController:)`),
    /// or what the project method it calls does with its parameter (two helpers deep).
    private func placement(asArgument argument: Argument, of call: Call, in file: Int, depth: Int) -> Placement {
        let outline = files[file].outline
        let name = outline.name(of: call)
        let label = argument.label.isNone ? nil : outline.name(argument.label)
        let lowered = name.lowercased()
        if label == "rootViewController" || ["push", "present", "show", "embed", "setviewcontrollers", "addchild"].contains(where: lowered.contains) {
            return .other
        }
        let elements = outline.elements(call.callee)
        var helpers: [ElementRef] = []
        if elements.count == 1, call.callee.base == .name || call.callee.base == .selfKeyword,
           let type = ownerTypeName(file: file, member: call.owner) {
            helpers = lookupMember(name, in: type)
        } else if elements.count == 2, call.callee.base == .name, let first = elements.first, first.kind == .name,
                  isProjectType(outline.name(first.name)) {
            helpers = lookupMember(name, in: outline.name(first.name))
        } else if members(named: name).isEmpty {
            // A framework call (`view.addSubview(screen.view)`, `print(screen)`).
            return .neutral
        }
        helpers = helpers.filter { member($0).kind == .function && member($0).body != nil }
        guard depth < 2, helpers.count == 1, let helper = helpers.first,
              let parameter = member(helper).parameters.first(where: { $0.label == label }) else {
            return members(named: name).isEmpty ? .neutral : .other
        }
        return placement(ofName: parameter.name, member: helper.index, in: Int(helper.file), depth: depth + 1)
    }

    /// `window.rootViewController`, `self.window?.rootViewController`, `scene.windows.first?.rootViewController`.
    private func isWindowRoot(_ target: Chain, in file: Int, owner: Int32) -> Bool {
        let names = files[file].outline.names(target)
        guard names.last == "rootViewController", names.count >= 2 else { return false }
        if names.dropLast().contains(where: { $0.lowercased().contains("window") }) { return true }
        return typeName(of: target, count: target.count - 1, in: file, owner: owner) == "UIWindow"
    }
}
