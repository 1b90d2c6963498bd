import NavLintIndex
import NavLintSyntax

/// Objects that are handed on rather than stored where they are built: a builder's result, an
/// argument of another object's initializer, a child router attached once. Each is app-lifetime
/// only with evidence that it is made once per process and never released: every path that
/// makes it runs once per object of an app-lifetime type (an initializer, a launch callback, a
/// method with one call site in such code), and what keeps it never lets it go.
extension ObjectLifetimes {
    /// The constructions of `type` in the project (`ProjectIndex.constructions(of:)`).
    func constructions(of type: String) -> [ElementRef] {
        index.constructions(of: type)
    }

    /// The constructions of `type` that build the app's own objects: not those in tests, nor the
    /// stand-ins built in preview code (`isPreview`: preview types and members, `#Preview` bodies),
    /// nor those compiled for none of the platforms asked about (`isCompiledForAskedPlatforms`).
    func appConstructions(of type: String) -> [ElementRef] {
        constructions(of: type).filter { ref in
            !index.isTestFile(Int(ref.file)) && !isPreview(index.files[Int(ref.file)].outline.calls[Int(ref.index)], in: Int(ref.file))
                && isCompiledForAskedPlatforms(ref)
        }
    }

    /// Why the value of call `call` (bound to the local named `local`, if any) lives as long as the
    /// app when its function hands it on: returns it (`return Router(…)` from a builder's
    /// `build`), passes it to the initializer of an object that is itself kept
    /// (`Router(interactor: interactor)`), attaches it as a child router (`attachChild(home)`), or
    /// pushes or embeds it once from an app-lifetime screen (`keeperOfScreenLink`).
    /// A value returned from the body of a property's initial value (`lazy var flow: Flow = { let
    /// flow = builder.flow(); return flow }()`) is kept by that property; one returned from a
    /// task's body, by what keeps the task (`+Tasks.swift`).
    func keeperOfHandedOn(call: Int32, local: Symbol?, in file: Int, depth: Int) -> Keeper? {
        let outline = index.files[file].outline
        let built = outline.calls[Int(call)]
        guard built.owner >= 0, built.closure < 0 || isKeptResultBody(built.closure, in: file) else { return nil }
        let member = built.owner
        func isValue(_ expression: Expression) -> Bool {
            expression.call == call || local != nil && outline.singleNameSymbol(expression) == local
        }
        for position in outline.returns.indices where outline.returns[position].owner == member && outline.returns[position].closure == built.closure {
            guard isValue(outline.returns[position].value) else { continue }
            if let task = taskCall(runningBody: built.closure, in: file) { return keeper(ofCall: task, in: file, type: "Task", depth: depth) }
            if built.closure >= 0 { return keeper(ofProperty: member, in: file, depth: depth) }
            return keeperOfResult(ofFunction: member, in: file, depth: depth).map(Keeper.holder)
        }
        var frameworks: [(call: Int32, labels: [String?])] = []
        for position in index.callPositions(ownedBy: member, in: file) where Int32(position) != call {
            let other = outline.calls[position]
            guard other.closure == built.closure, outline.arguments(of: other).contains(where: { isValue($0.value) }) else { continue }
            let names = outline.names(other.callee)
            if names == ["attachChild"] || names == ["self", "attachChild"] {
                if let reason = keeperOfAttachment(Int32(position), in: file, depth: depth) { return .holder(reason) }
                continue
            }
            // `navigationController?.pushViewController(main, …)`, `addChild(tabs)`: `+RootLinks.swift`.
            if let keeper = keeperOfScreenLink(Int32(position), in: file, depth: depth) { return keeper }
            // `Router(interactor: interactor, …)`: kept by the object it is given to.
            guard other.callee.base == .name, let type = names.first, Self.isTypeName(type) else { continue }
            guard names.count == 1 || names == [type, "init"], index.kind(ofType: type) == .class else {
                // `InMemoryCache(store: DiskCache())`, `UINavigationController(rootViewController: chats)`.
                let labels = outline.arguments(of: other).filter { isValue($0.value) }.map { $0.label.isNone ? nil : outline.name($0.label) }
                // Asked after the project's own keepers, whose reasons read better.
                frameworks.append((Int32(position), labels))
                continue
            }
            switch keeper(ofCall: Int32(position), in: file, type: type, depth: depth) {
            case .root(let reason)?, .holder(let reason)?: return .holder("given to a '\(type)' that lives as long as the app (\(reason))")
            case nil: continue
            }
        }
        for (outer, labels) in frameworks {
            if let keeper = keeperOfFrameworkArgument(outer, labels: labels, in: file, depth: depth) { return keeper }
        }
        return keeperOfContainerElement(call, local: local, in: file, depth: depth)
    }

    /// Why what function `function` returns lives as long as the app: every call of it that may
    /// reach this function runs once per object of an app-lifetime type and keeps the result.
    private func keeperOfResult(ofFunction function: Int32, in file: Int, depth: Int) -> String? {
        let declaration = index.files[file].outline.members[Int(function)]
        // A struct or enum builder adds no "once": its result still counts only through calls that run once.
        guard declaration.kind == .function, let builder = index.ownerTypeName(file: file, member: function).map(index.simpleName),
              let kind = index.kind(ofType: builder), [.class, .struct, .enum, .actor].contains(kind) else { return nil }
        var found: String?
        for ref in index.calls(named: declaration.name) {
            let callFile = Int(ref.file)
            guard !index.isTestFile(callFile) else { continue }
            let outline = index.files[callFile].outline
            let call = outline.calls[Int(ref.index)]
            guard let reaches = mayCall(call, in: callFile, of: builder) else { return nil }
            guard reaches else { continue }
            guard call.closure < 0 || isInitialValueBody(call.closure, in: callFile), !isInLoop(call, in: callFile),
                  runsOnce(call.owner, in: callFile) else { return nil }
            switch keeper(ofCall: ref.index, in: callFile, type: builder, depth: depth) {
            case .root(let reason)?, .holder(let reason)?: found = found ?? reason
            case nil: return nil
            }
        }
        return found.map { "made once by '\(builder).\(declaration.name)' (\($0))" }
    }

    /// Whether `call` may run a method of `type`: on self in the code of a related type, or on a
    /// receiver whose type is related (a protocol `type` conforms to, a base class); nil when the
    /// receiver's type is unknown.
    func mayCall(_ call: Call, in file: Int, of type: String) -> Bool? {
        let outline = index.files[file].outline
        let names = outline.names(call.callee)
        func isRelated(_ other: String) -> Bool {
            let simple = index.simpleName(other)
            return index.isSubtype(type, of: simple) || index.isSubtype(simple, of: type)
        }
        // `super.start()` runs a base class's method: this one only from the code of a subclass.
        if call.callee.base == .superKeyword {
            return index.ownerTypeName(file: file, member: call.owner).map(index.simpleName).map { $0 != type && index.isSubtype($0, of: type) } ?? false
        }
        if call.callee.count == 1 && call.callee.base == .name || call.callee.count == 2 && call.callee.base == .selfKeyword {
            return index.ownerTypeName(file: file, member: call.owner).map(isRelated) ?? false
        }
        // `RootBuilder(dependency: component).build()`, `RootBuilder.init(…).build()`, and a static
        // method of a project type (`DeepLinks.chat()`), which runs on that type alone.
        if call.callee.base == .name, let first = names.first, Self.isTypeName(first), index.isProjectType(first),
           names.count == 2 || names.count == 3 && names[1] == "init" {
            return isRelated(first)
        }
        guard let receiver = index.typeName(of: call.callee, count: call.callee.count - 1, in: file, owner: call.owner) else { return nil }
        return isRelated(receiver)
    }

    /// Why a child router attached by call `attach` lives as long as the app: an app-lifetime
    /// router attaches it in code that runs once per router, outside any loop or closure, and
    /// never detaches a child.
    private func keeperOfAttachment(_ attach: Int32, in file: Int, depth: Int) -> String? {
        let outline = index.files[file].outline
        let call = outline.calls[Int(attach)]
        guard let router = index.ownerTypeName(file: file, member: call.owner).map(index.simpleName),
              index.roles(of: router).contains(.router), !isInLoop(call, in: file),
              runsOnce(call.owner, in: file), !detachesChildren(router),
              reason(of: router, depth: depth + 1) != nil else { return nil }
        return "attached once by the app-lifetime '\(router)', which never detaches a child"
    }

    /// Whether `call` sits in a loop of its member.
    func isInLoop(_ call: Call, in file: Int) -> Bool {
        isInLoop(call.range, of: call.owner, in: file)
    }

    /// Whether `range` of member `owner` sits in one of its loops.
    func isInLoop(_ range: ByteRange, of owner: Int32, in file: Int) -> Bool {
        let conditions = index.files[file].outline.conditions
        return index.loops(around: range, in: file).contains { conditions[$0].owner == owner }
    }

    /// Whether closure `closure` of `file` is the body of a property's initial value, called at
    /// once (`lazy var flow: Flow = { … }()`): it runs when the property's initial value is worked
    /// out, once per object. Not a closure stored as the value (`var onFinish: () -> Void = { … }`).
    func isInitialValueBody(_ closure: Int32, in file: Int) -> Bool {
        let outline = index.files[file].outline
        guard closure >= 0 else { return false }
        let body = outline.closures[Int(closure)]
        guard body.closure < 0, body.owner >= 0 else { return false }
        let member = outline.members[Int(body.owner)]
        guard member.kind == .property, let value = member.initializer, value.kind == .chain, value.call >= 0 else { return false }
        let call = outline.calls[Int(value.call)]
        return call.range.start == body.range.start && call.receiverCall < 0
    }

    /// The RIBs runtime's own base classes, whose code detaches for every router.
    private static let frameworkRouters: Set<String> = ["Router", "ViewableRouter", "LaunchRouter", "PresentableRouter"]

    /// Whether the code of `router`, its subclasses or its project base classes calls a `detach…` method.
    private func detachesChildren(_ router: String) -> Bool {
        let related = Set([router] + index.subtypes(of: router) + index.ancestors(of: router).filter { !Self.frameworkRouters.contains($0) })
        return ["detachChild", "detachChildren", "detachAllChildren", "detachCurrentChild"].contains { name in
            index.calls(named: name).contains { ref in
                !index.isTestFile(Int(ref.file))
                    && index.ownerTypeName(file: Int(ref.file), member: index.files[Int(ref.file)].outline.calls[Int(ref.index)].owner)
                    .map { related.contains(index.simpleName($0)) } ?? true
            }
        }
    }
}
