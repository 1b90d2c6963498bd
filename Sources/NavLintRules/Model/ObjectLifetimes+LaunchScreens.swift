import NavLintIndex
import NavLintSyntax

/// Objects that launch code hands to UIKit or to another framework rather than to a project
/// property: a window's root set through a local or a builder, the root and tabs of the UIKit
/// containers it sets up, a value given to a framework type's initializer. Each step keeps the
/// rule of the others: the code that makes and hands on the object runs once per object of an
/// app-lifetime type, outside loops and closures, and what keeps it is kept for the app's life.
extension ObjectLifetimes {
    /// UIKit's containers, whose `viewControllers` keep the screens they are given.
    static let containerTypes: Set<String> = ["UITabBarController", "UISplitViewController", "UINavigationController"]

    /// Labels of a framework initializer's arguments that the built object does not own.
    static let nonOwningLabels: Set<String> = ["delegate", "dataSource", "target", "observer", "owner", "parent"]

    /// Standard initializers that copy, convert or describe their argument rather than keep it.
    static let copyingInitializers: Set<String> = [
        "String", "Substring", "Array", "ContiguousArray", "Set", "Dictionary", "Data", "ObjectIdentifier", "Int", "Double",
        "Float", "Bool", "URL", "NSString", "NSNumber",
    ]

    /// Why the object given to the framework initializer `call` as an argument (`InMemoryCache(store:
    /// DiskCache())`, `UINavigationController(rootViewController: chats)`) lives as long as the app:
    /// the framework object keeps it, and is itself kept for the app's life. Not an argument the
    /// object does not own (`delegate:`, `target:`), nor a standard value's copy (`String(describing:)`).
    func keeperOfFrameworkArgument(_ call: Int32, labels: [String?], in file: Int, depth: Int) -> Keeper? {
        let outline = index.files[file].outline
        let outer = outline.calls[Int(call)]
        guard outer.callee.base == .name else { return nil }
        var names = outline.names(outer.callee)
        if names.last == "init" { names.removeLast() }
        guard let type = names.last, names.allSatisfy({ Self.isTypeName($0) && !index.isProjectType($0) }),
              !Self.copyingInitializers.contains(type),
              !labels.contains(where: { $0.map(Self.nonOwningLabels.contains) ?? false }) else { return nil }
        switch keeper(ofCall: call, in: file, type: type, depth: depth) {
        case .root(let reason)?, .holder(let reason)?:
            return .holder("given to a '\(names.joined(separator: "."))' that lives as long as the app (\(reason))")
        case nil:
            return nil
        }
    }

    /// Why the object built by call `call`, an element of an array literal given to a UIKit
    /// container (`tabs.viewControllers = [Chats(), …]`, `tabs.setViewControllers([…], animated:
    /// false)`, `viewControllers = […]` in a tab bar controller's own code), lives as long as the
    /// app: the container does, and the code runs once per container, outside loops.
    ///
    /// Launch code may wrap a container bound to the local `local` first (`let tabScreens =
    /// .navigationControllers(chats, account)`, `tabs.setViewControllers(tabScreens.all, animated:
    /// false)`): the setter's value, read from a local of the member whose initial value passes
    /// `local` to a call, counts as giving it to the container. A mention is not a store, so this
    /// may take a screen that is only read for a kept one; in code that runs once, that screen is
    /// still made once.
    func keeperOfContainerElement(_ call: Int32, local: Symbol?, in file: Int, depth: Int) -> Keeper? {
        let outline = index.files[file].outline
        let built = outline.calls[Int(call)]
        let member = built.owner
        guard member >= 0 else { return nil }
        if let local, built.closure < 0, let receiver = wrappingContainer(of: local, in: member, file: file) {
            guard !isInLoop(built, in: file), runsOnce(member, in: file) else { return nil }
            return keeperOfContainer(receiver, in: member, file: file, depth: depth)
        }
        var container: (receiver: [String], array: ByteRange)?
        for position in index.assignmentPositions(ownedBy: member, in: file) {
            let assignment = outline.assignments[position]
            guard assignment.closure == built.closure, assignment.op == .assign, assignment.value.kind == .array,
                  assignment.value.range.contains(built.range) else { continue }
            let names = outline.names(assignment.target)
            if names.last == "viewControllers" { container = (Array(names.dropLast()), assignment.value.range) }
        }
        if container == nil {
            for position in index.callPositions(ownedBy: member, in: file) {
                let setter = outline.calls[position]
                guard setter.closure == built.closure, outline.name(of: setter) == "setViewControllers",
                      let first = outline.arguments(of: setter).first, first.value.kind == .array,
                      first.value.range.contains(built.range) else { continue }
                container = (Array(outline.names(setter.callee).dropLast()), first.value.range)
            }
        }
        guard let (found, array) = container else { return nil }
        var receiver = found
        // An element itself, not an argument or receiver of another call in the literal.
        for position in index.callPositions(ownedBy: member, in: file) where position != Int(call) {
            let other = outline.calls[position]
            if array.contains(other.range) && other.range.contains(built.range) { return nil }
        }
        guard !isInLoop(built, in: file), runsOnce(member, in: file) else { return nil }
        if receiver.first == "self" { receiver.removeFirst() }
        return keeperOfContainer(receiver, in: member, file: file, depth: depth)
    }

    /// The receiver of a container setter in member `member` whose value is read from a local
    /// that wraps the local `symbol` (`tabs.setViewControllers(tabScreens.all, …)` where `let
    /// tabScreens = .navigationControllers(chats, account)`), outside closures.
    private func wrappingContainer(of symbol: Symbol, in member: Int32, file: Int) -> [String]? {
        let outline = index.files[file].outline
        func wraps(_ value: Expression) -> Bool {
            guard value.kind == .chain, value.chain.base == .name, let name = outline.names(value.chain).first,
                  outline.symbol(name) != symbol, let wrapper = index.localBinding(named: name, owner: member, in: file)?.value else { return false }
            return index.callPositions(ownedBy: member, in: file).contains { position in
                let inner = outline.calls[position]
                return inner.closure < 0 && wrapper.range.contains(inner.range)
                    && outline.arguments(of: inner).contains { outline.singleNameSymbol($0.value) == symbol }
            }
        }
        for position in index.assignmentPositions(ownedBy: member, in: file) {
            let assignment = outline.assignments[position]
            let names = outline.names(assignment.target)
            if assignment.closure < 0, assignment.op == .assign, names.last == "viewControllers", wraps(assignment.value) {
                return Array(names.dropLast().drop { $0 == "self" })
            }
        }
        for position in index.callPositions(ownedBy: member, in: file) {
            let setter = outline.calls[position]
            guard setter.closure < 0, outline.name(of: setter) == "setViewControllers",
                  let first = outline.arguments(of: setter).first, wraps(first.value) else { continue }
            return Array(outline.names(setter.callee).dropLast().drop { $0 == "self" })
        }
        return nil
    }

    /// Why what the container named by `receiver` in member `member` keeps lives as long as the
    /// app: self, a container that lives as long as the app, or a container made in the same member
    /// and kept so (`let tabs = UITabBarController()`, then the window's root).
    private func keeperOfContainer(_ receiver: [String], in member: Int32, file: Int, depth: Int) -> Keeper? {
        if receiver.isEmpty {
            // A tab bar controller filling its own tabs (`viewControllers = […]` in `viewDidLoad`).
            guard let owner = index.ownerTypeName(file: file, member: member).map(index.simpleName),
                  index.ancestors(of: owner).contains(where: Self.containerTypes.contains),
                  reason(of: owner, depth: depth + 1) != nil else { return nil }
            return .holder("a screen of the app-lifetime '\(owner)'")
        }
        // A container made in the same member (`let tabs = UITabBarController()`), kept as that object is.
        guard receiver.count == 1, let local = index.localBinding(named: receiver[0], owner: member, in: file),
              let value = local.value, value.kind == .chain, value.call >= 0, let type = containerType(built: value.call, in: file) else {
            return nil
        }
        switch keeper(ofCall: value.call, in: file, type: type, depth: depth) {
        case .root(let reason)?, .holder(let reason)?: return .holder("a screen of the '\(type)' made once (\(reason))")
        case nil: return nil
        }
    }

    /// The container type call `call` builds: a UIKit container, or a project class that is one.
    private func containerType(built call: Int32, in file: Int) -> String? {
        let outline = index.files[file].outline
        let built = outline.calls[Int(call)]
        guard built.callee.base == .name else { return nil }
        var names = outline.names(built.callee)
        if names.last == "init" { names.removeLast() }
        guard names.count == 1, let type = names.first else { return nil }
        if Self.containerTypes.contains(type) { return type }
        return index.kind(ofType: type) == .class && index.ancestors(of: type).contains(where: Self.containerTypes.contains) ? type : nil
    }

    /// Why the value that assignment `position` sets as a window's root (`window.rootViewController
    /// = tabs`, a local or a builder's result) lives as long as the app: nothing replaces that root
    /// (`windowRootAssignments`), the window belongs to an app-lifetime object, and the assignment
    /// runs once per object of an app-lifetime type. A scene delegate's window counts only when the
    /// project shows no support for several windows: each window connects a scene of its own.
    func windowRootKeeper(ofAssignment position: Int, in file: Int, depth: Int) -> String? {
        ensureWindowRoots()
        guard let owners = windowRootAssignments[ElementRef(file: file, index: position)] else { return nil }
        let outline = index.files[file].outline
        let assignment = outline.assignments[position]
        guard assignment.owner >= 0, assignment.closure < 0 || isInitialValueBody(assignment.closure, in: file),
              !isInLoop(assignment.range, of: assignment.owner, in: file), runsOnce(assignment.owner, in: file),
              let owner = index.ownerTypeName(file: file, member: assignment.owner).map(index.simpleName) else { return nil }
        if index.ancestors(of: owner).contains(where: { $0 == "UIWindowSceneDelegate" || $0 == "UISceneDelegate" }), isMultiWindowProject() {
            return nil
        }
        guard reason(of: owner, depth: depth + 1) != nil,
              owners.allSatisfy({ reason(of: index.simpleName($0), depth: depth + 1) != nil }) else { return nil }
        return Self.windowRoot
    }

    /// Whether the project's code shows support for several windows (`supportsMultipleScenes`,
    /// `requestSceneSessionActivation`), each with a scene delegate and window root of its own.
    func isMultiWindowProject() -> Bool {
        if let hasMultipleWindows { return hasMultipleWindows }
        let found = index.files.indices.contains { file in
            !index.isTestFile(file)
                && (index.files[file].outline.symbol("supportsMultipleScenes") != nil
                    || index.files[file].outline.symbol("requestSceneSessionActivation") != nil)
        }
        hasMultipleWindows = found
        return found
    }
}
