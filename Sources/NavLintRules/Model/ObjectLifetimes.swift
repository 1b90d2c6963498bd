import NavLintIndex
import NavLintSyntax

/// Which project classes live as long as the app, and why: a cycle through one of their objects
/// frees nothing while the app runs, and breaking it may free a flow that is still running.
///
/// An object lives as long as the app when it is
/// - the application, scene or watch extension delegate (by conformance, or `@main`/`@UIApplicationMain`
///   on a class), or an app extension's principal object (a file provider, a network extension
///   provider): the system makes one per process;
/// - kept in a static property (of any type: `static let shared = Self()`, `static let updater =
///   Updater()`; not a stand-in such as `static let preview`) or a file-scope global
///   (`let Current = Environment()`, `var Current`);
/// - a dependency container's singleton (`single { … }`, `singleton { … }`, Swinject's
///   `register { … }.inObjectScope(.container)`, or any `register` when the project sets
///   `defaultObjectScope: .container`);
///   (one such object makes its class a singleton's, whatever else builds one, as the ownership
///   graph has always read `static let shared = Self()`);
/// - a window's root view controller that nothing replaces (`window.rootViewController = Root()`,
///   when no other code sets that window's root, nor sets the window property again or to nil:
///   a splash screen given to a window made again each time is not one, nor a login screen that
///   the main screen replaces);
/// - kept only by such objects, or by the SwiftUI `@main` App struct: every `Type(…)` of its class
///   in the project's (non-test) code is stored in a strong property of an app-lifetime holder
///   that is set exactly once (its initial value, or one assignment, never nil), directly or
///   through a local (`let data = Data(); self.data = data`). Transitively, depth-bounded. Copies
///   built in preview code (`struct ListPreviewWrapper`, a `PreviewProvider`) do not count;
/// - a class the project never builds itself whose subclasses (there are some) all live as long as
///   the app.
///
/// Answers are worked out as asked and remembered; one value per run (`SemanticModel.lifetimes`).
final class ObjectLifetimes {
    let index: ProjectIndex
    private var answers: [String: String?] = [:]
    private var asking: Set<String> = []
    private var contexts: [Int: [Int32: Context]] = [:]
    private var windowRoots: Set<String>?
    private var hasContainerDefaultScope: Bool?

    /// The reason given for a window's root view controller.
    static let windowRoot = "the window's root view controller"

    /// How deep holders are followed (`AppDelegate` keeps `AppManager` keeps `DataManager` …).
    static let maximumDepth = 8

    /// The option of the cycle rules that says what to do with a cycle through an app-lifetime object.
    static let option = "appLifetimeCycles"

    init(index: ProjectIndex) { self.index = index }

    /// Why objects of class `type` live as long as the app (`"the application delegate"`, `"kept in
    /// 'AppDelegate.updater'"`), or nil when some of them may not.
    func appLifetimeReason(of type: String) -> String? {
        reason(of: index.simpleName(type), depth: 0)
    }

    private func reason(of type: String, depth: Int) -> String? {
        if let known = answers[type] { return known }
        guard depth <= Self.maximumDepth, !asking.contains(type) else { return nil }
        asking.insert(type)
        let answer = findReason(of: type, depth: depth)
        asking.remove(type)
        answers[type] = answer
        return answer
    }

    private func findReason(of type: String, depth: Int) -> String? {
        guard let kind = index.kind(ofType: type), kind == .class || kind == .actor else { return nil }
        let ancestors = index.ancestors(of: type)
        if ancestors.contains(where: Self.applicationDelegates.contains) || isMain(type) { return "the application delegate" }
        if ancestors.contains("UIWindowSceneDelegate") || ancestors.contains("UISceneDelegate") { return "the scene delegate" }
        if let principal = ancestors.first(where: Self.extensionPrincipals.contains) {
            return "the extension's principal object (a '\(principal)'), which the system makes once for the extension's process"
        }
        // `static let shared = Self()`, `static let main: Haptics = .init()`.
        for ref in index.members(of: type) {
            // Read through the table: copying each member (its names, parameters) costs more than the test.
            let members = index.files[Int(ref.file)].outline.members
            let position = Int(ref.index)
            guard members[position].kind == .property, members[position].modifiers.isTypeLevel,
                  let initializer = members[position].initializer, !Self.isStandIn(members[position].name),
                  buildsOwnType(initializer, declared: members[position].type, type: type, file: Int(ref.file)) else { continue }
            return "a singleton kept in '\(type).\(members[position].name)'"
        }
        if windowRoots == nil { windowRoots = neverReplacedWindowRoots() }
        if windowRoots!.contains(type) { return Self.windowRoot }
        // One object kept by a static property, a global or a container is a singleton (as
        // `static let shared = Self()` is, whatever else builds one); otherwise every object the
        // project builds must be kept for the app's life.
        var found: String?
        var isEveryOneKept = true
        var isBuilt = false
        for ref in index.calls(named: type) {
            let file = Int(ref.file)
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            guard !index.isTestFile(file), outline.names(call.callee).allSatisfy(Self.isTypeName), !isPreview(call.owner, in: file) else { continue }
            isBuilt = true
            switch keeper(ofCall: ref.index, in: file, type: type, depth: depth) {
            case .root(let reason)?: return reason
            case .holder(let reason)?: found = found ?? reason
            case nil: isEveryOneKept = false
            }
        }
        if !isBuilt, kind == .class { return reasonOfEverySubclass(of: type, depth: depth) }
        return isEveryOneKept ? found : nil
    }

    /// The system's delegates of a whole app or extension process (iOS, macOS, watchOS).
    static let applicationDelegates: Set<String> = ["UIApplicationDelegate", "NSApplicationDelegate", "WKExtensionDelegate", "WKApplicationDelegate"]

    /// Classes the system makes once as an app extension's principal object, alive until its process ends.
    static let extensionPrincipals: Set<String> = [
        "NSFileProviderExtension", "NSFileProviderReplicatedExtension", "NEPacketTunnelProvider", "NEAppProxyProvider",
        "NEDNSProxyProvider", "NEFilterDataProvider", "NEFilterControlProvider",
    ]

    /// Why a class the project never builds itself lives as long as the app: it has subclasses, and
    /// each of them does (`class IPCService: XPCBaseService`, `let ipc = IPCService()` at file scope).
    private func reasonOfEverySubclass(of type: String, depth: Int) -> String? {
        let subclasses = index.subtypes(of: type).filter { index.kind(ofType: $0) == .class }
        guard let first = subclasses.first, subclasses.count <= 8,
              subclasses.allSatisfy({ reason(of: index.simpleName($0), depth: depth + 1) != nil }) else { return nil }
        return "built only as its subclasses, which live as long as the app ('\(first)': \(reason(of: index.simpleName(first), depth: depth + 1)!))"
    }

    /// Whether member `owner` of `file` is preview code (`struct ListPreviewWrapper`, a
    /// `PreviewProvider`): what it builds is a stand-in, not the app's object.
    private func isPreview(_ owner: Int32, in file: Int) -> Bool {
        guard owner >= 0, let ownerType = index.ownerTypeName(file: file, member: owner) else { return false }
        return ownerType.lowercased().contains("preview") || index.ancestors(of: ownerType).contains("PreviewProvider")
    }

    /// Whether `name` is spelled like a type (`Updater`, `Module`): Swift capitalizes types, not functions.
    private static func isTypeName(_ name: String) -> Bool {
        name.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? false
    }

    /// Static properties that hold a stand-in for previews or tests, not the app's object.
    private static func isStandIn(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["preview", "mock", "sample", "stub", "placeholder", "example", "dummy", "fake", "test"].contains { lowered.contains($0) }
    }

    /// Why an object lives as long as the app: one kept by the app itself (a static property, a
    /// global, a container), or by an app-lifetime holder.
    private enum Keeper {
        case root(String)
        case holder(String)
    }

    /// Whether `expression` builds an object of `type` itself (`Type()`, `Self()`, `.init()` of a property declared `Type`).
    private func buildsOwnType(_ expression: Expression, declared: TypeName?, type: String, file: Int) -> Bool {
        guard expression.kind == .chain, expression.call >= 0 else { return false }
        let outline = index.files[file].outline
        let call = outline.calls[Int(expression.call)]
        let names = outline.names(call.callee)
        if call.callee.base == .implicitMember { return names == ["init"] && declared?.nominalName == type }
        guard call.callee.base == .name else { return false }
        let built = names.last == "init" ? names.dropLast().last : names.last
        return names.count <= 2 && (built == type || built == "Self")
    }

    /// Whether `type` carries `@main` (or `@UIApplicationMain`, `@NSApplicationMain`).
    private func isMain(_ type: String) -> Bool {
        index.declarations(ofType: type).contains { ref in
            index.declaration(ref).attributes.contains { $0 == "main" || $0 == "UIApplicationMain" || $0 == "NSApplicationMain" }
        }
    }

    // MARK: Where a built object goes

    /// What holds the value of a call: a property's initial value, an assignment, a local.
    private enum Context {
        case property(Int32)
        case assignment(Int32)
        case local(Int32)
    }

    /// Why the object built by call `call` (of `type`) lives as long as the app, or nil.
    private func keeper(ofCall call: Int32, in file: Int, type: String, depth: Int) -> Keeper? {
        let outline = index.files[file].outline
        let closure = outline.calls[Int(call)].closure
        if closure >= 0, isContainerSingletonRegistration(closure, in: file) { return .root("a singleton of the dependency container") }
        if contexts[file] == nil { contexts[file] = Self.contexts(of: outline) }
        switch contexts[file]![call] {
        case .property(let position)?:
            let member = outline.members[Int(position)]
            guard !member.modifiers.isNonOwning else { return nil }
            if member.owner < 0 { return .root("kept by the global '\(member.name)'") }
            let holder = index.simpleName(outline.types[Int(member.owner)].name)
            if member.modifiers.isTypeLevel { return Self.isStandIn(member.name) ? nil : .root("kept in '\(holder).\(member.name)'") }
            guard assignmentCount(member.name, on: holder) == 0 else { return nil }
            return held(by: holder, property: member.name, depth: depth).map(Keeper.holder)
        case .assignment(let position)?:
            return keeper(ofAssignment: outline.assignments[Int(position)], in: file, depth: depth).map(Keeper.holder)
        case .local(let position)?:
            let local = outline.locals[Int(position)]
            if local.owner < 0 && local.closure < 0 { return outline.names(local.names).first.map { .root("kept by the global '\($0)'") } }
            guard let name = outline.names(local.names).first, let symbol = outline.symbol(name) else { return nil }
            // `let data = Data(); self.data = data`: the local stored in one property.
            for position in index.assignmentPositions(ownedBy: local.owner, in: file) {
                let assignment = outline.assignments[position]
                guard assignment.range.start > local.range.start, outline.singleNameSymbol(assignment.value) == symbol else { continue }
                return keeper(ofAssignment: assignment, in: file, depth: depth).map(Keeper.holder)
            }
            return nil
        case nil:
            return nil
        }
    }

    /// Why the object assigned by `assignment` lives as long as the app: the property it goes to
    /// belongs to an app-lifetime holder and is set nowhere else.
    private func keeper(ofAssignment assignment: Assignment, in file: Int, depth: Int) -> String? {
        let outline = index.files[file].outline
        guard assignment.op == .assign, let property = outline.lastName(assignment.target),
              let holder = receiverType(of: assignment, in: file) else { return nil }
        // A root that nothing replaces was answered before (`neverReplacedWindowRoots`).
        if property == "rootViewController" { return nil }
        guard let declaration = index.lookupMember(property, in: holder).first(where: { index.member($0).kind == .property }) else {
            return nil
        }
        let member = index.member(declaration)
        guard !member.modifiers.isNonOwning, member.isStored, member.initializer.map({ $0.kind == .nil }) ?? true,
              assignmentCount(property, on: holder) == 1 else { return nil }
        return held(by: holder, property: property, depth: depth)
    }

    /// Why what `holder`'s property keeps lives as long as the app, when the holder does (or is the SwiftUI App).
    private func held(by holder: String, property: String, depth: Int) -> String? {
        if isSwiftUIApp(holder) { return "kept in '\(holder).\(property)' of the SwiftUI app" }
        guard reason(of: holder, depth: depth + 1) != nil else { return nil }
        return "kept in '\(holder).\(property)', set once, of the app-lifetime '\(holder)'"
    }

    /// Whether `type` is the `@main` SwiftUI `App` struct, which keeps its properties for the app's life.
    private func isSwiftUIApp(_ type: String) -> Bool {
        index.kind(ofType: type) == .struct && index.ancestors(of: type).contains("App") && isMain(type)
    }

    /// The type whose property an assignment sets: self's for `x = …`/`self.x = …`, else the receiver's.
    private func receiverType(of assignment: Assignment, in file: Int) -> String? {
        let target = assignment.target
        if target.count == 1 && (target.base == .name || target.base == .selfKeyword) || target.count == 2 && target.base == .selfKeyword {
            return index.ownerTypeName(file: file, member: assignment.owner)
        }
        return index.typeName(of: target, count: target.count - 1, in: file, owner: assignment.owner)
    }

    /// How many times the project's code assigns `property` of a `holder` (an assignment whose
    /// receiver is unknown counts: it may be one).
    private func assignmentCount(_ property: String, on holder: String) -> Int {
        var count = 0
        for ref in index.assignments(to: property) {
            let file = Int(ref.file)
            guard !index.isTestFile(file) else { continue }
            let assignment = index.files[file].outline.assignments[Int(ref.index)]
            let receiver = receiverType(of: assignment, in: file)
            if receiver == nil || receiver.map({ index.isSubtype($0, of: holder) || index.isSubtype(holder, of: $0) }) == true {
                count += 1
            }
        }
        return count
    }

    // MARK: Window roots

    /// Project types set as a window's root view controller where nothing replaces that root later:
    /// every other assignment to the root of a window reached by the same name (`window`, any
    /// window for `keyWindow` or `windows.first`) sets the same type from another type's code (the
    /// app and the scene delegate each setting up their window), never nil or another screen; and
    /// the window property itself is set at most once. Also a storyboard's initial screen: a class
    /// the code never builds but reads back as a window's root, when no code sets that root.
    private func neverReplacedWindowRoots() -> Set<String> {
        struct Root {
            var window: String?
            var type: String?
            var owner: String?
            var isWindowSetAgain: Bool
        }
        var roots: [Root] = []
        for ref in index.assignments(to: "rootViewController") {
            let file = Int(ref.file)
            guard !index.isTestFile(file) else { continue }
            let outline = index.files[file].outline
            let assignment = outline.assignments[Int(ref.index)]
            let receiver = outline.names(assignment.target).dropLast()
            let owner = index.ownerTypeName(file: file, member: assignment.owner)
            let isAnyWindow = receiver.contains("windows") || ["keyWindow", "first", "last"].contains(receiver.last ?? "")
            var isWindowSetAgain = false
            // `privacyWindow?.rootViewController = Splash()` where `privacyWindow` is made again each time.
            if receiver.count == 1, let window = receiver.last, let owner,
               index.lookupMember(window, in: owner).contains(where: { index.member($0).kind == .property }) {
                isWindowSetAgain = assignmentCount(window, on: owner) > 1
            }
            let type = owner.flatMap { index.valueTypeName(assignment.value, owner: assignment.owner, ownerType: $0, in: file) }
            roots.append(Root(window: isAnyWindow ? nil : receiver.last ?? "self", type: assignment.op == .assign ? type : nil,
                              owner: owner, isWindowSetAgain: isWindowSetAgain))
        }
        // A storyboard's initial screen: never built in code, read back as a window's root
        // (`window?.rootViewController as? SplitViewController`); replaced by any assignment to that root.
        var storyboardRoots: [(window: String?, type: String)] = []
        for file in index.files.indices where !index.isTestFile(file) {
            let outline = index.files[file].outline
            for cast in outline.casts where cast.kind != .plain && cast.value.kind == .chain && cast.value.call < 0 {
                let names = outline.names(cast.value.chain)
                guard names.last == "rootViewController", index.kind(ofType: cast.type.nominalName) == .class else { continue }
                let receiver = names.dropLast()
                let isAnyWindow = receiver.contains("windows") || ["keyWindow", "first", "last"].contains(receiver.last ?? "")
                storyboardRoots.append((isAnyWindow ? nil : receiver.last ?? "self", cast.type.nominalName))
            }
        }
        var found: Set<String> = []
        for root in storyboardRoots where !found.contains(root.type) && !index.calls(named: root.type).contains(where: { !index.isTestFile(Int($0.file)) }) {
            if !roots.contains(where: { $0.window == nil || root.window == nil || $0.window == root.window }) { found.insert(root.type) }
        }
        var replaced: Set<String> = []
        for (position, root) in roots.enumerated() {
            guard let type = root.type else { continue }
            if root.isWindowSetAgain { replaced.insert(type); continue }
            for (other, another) in roots.enumerated() where other != position && (another.window == nil || root.window == nil || another.window == root.window) {
                if another.type != type || another.owner == root.owner { replaced.insert(type) }
            }
        }
        return Set(roots.compactMap(\.type)).subtracting(replaced).union(found)
    }

    /// What holds each call's value directly, for one file.
    private static func contexts(of outline: Outline) -> [Int32: Context] {
        var table: [Int32: Context] = [:]
        for (position, member) in outline.members.enumerated() where member.kind == .property {
            if let call = member.initializer?.call, call >= 0 { table[call] = .property(Int32(position)) }
        }
        for (position, assignment) in outline.assignments.enumerated() where assignment.value.call >= 0 {
            table[assignment.value.call] = .assignment(Int32(position))
        }
        for (position, local) in outline.locals.enumerated() {
            if let call = local.value?.call, call >= 0 { table[call] = .local(Int32(position)) }
        }
        return table
    }

    // MARK: Dependency containers

    /// Whether closure `closure` is the factory of a container registration that keeps one object:
    /// `single { … }`, `singleton { … }`, `register { … }.inObjectScope(.container)`, or any
    /// `register { … }` when the project's container defaults to `.container`.
    private func isContainerSingletonRegistration(_ closure: Int32, in file: Int) -> Bool {
        let outline = index.files[file].outline
        guard case .argument(let call, _, _) = outline.closures[Int(closure)].context, call >= 0 else { return false }
        let name = outline.name(of: outline.calls[Int(call)])
        if name == "single" || name == "singleton" { return true }
        guard name == "register" || name == "autoregister" else { return false }
        let scoped = outline.calls.contains { consumer in
            consumer.receiverCall == call && ["inObjectScope", "scope"].contains(outline.name(of: consumer))
                && outline.arguments(of: consumer).contains { ["container", "singleton", "application"].contains(outline.names($0.value.chain).last ?? "") }
        }
        if scoped { return true }
        if hasContainerDefaultScope == nil { hasContainerDefaultScope = findContainerDefaultScope() }
        return hasContainerDefaultScope!
    }

    /// Whether the project builds its container with `defaultObjectScope: .container`.
    private func findContainerDefaultScope() -> Bool {
        ["Assembler", "Container"].contains { name in
            index.calls(named: name).contains { ref in
                let outline = index.files[Int(ref.file)].outline
                return outline.arguments(of: outline.calls[Int(ref.index)]).contains {
                    outline.name($0.label) == "defaultObjectScope" && outline.names($0.value.chain).last == "container"
                }
            }
        }
    }
}

/// What the cycle rules do with a cycle through an app-lifetime object (the `appLifetimeCycles`
/// option, as strong-back-reference reads it): `"off"` drops the finding, `"warning"` reports it as
/// a warning, `"error"` at the rule's severity; either way its message says so and suggests no fix.
public enum AppLifetimeFindings {
    /// How a closure rule's finding about an app-lifetime owner starts; `navlint --fix` leaves those alone.
    public static let closureMessagePrefix = "app-lifetime owner"

    /// The option's description, for `Rule.options`.
    static func optionDescription(default mode: String) -> String {
        "a closure whose captured owner lives as long as the app (the application delegate, a singleton, a global, an object only they keep): \"off\", \"warning\" or \"error\" (default \"\(mode)\")"
    }

    /// The severity of such findings under `context`'s options, or nil when they are not reported.
    static func severity(in context: RuleContext, default mode: String) -> Severity? {
        var value = mode
        if case .string(let configured)? = context.options[ObjectLifetimes.option] { value = configured }
        switch value {
        case "off": return nil
        case "error": return context.severity
        default: return min(context.severity, .warning)
        }
    }
}
