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
///   `register { … }.inObjectScope(.container)`, Factory's `Factory(self) { … }.scope(.singleton)`
///   or `.scope(.cached)`, or any `register` when the project sets `defaultObjectScope: .container`);
///   (one such object makes its class a singleton's, whatever else builds one, as the ownership
///   graph has always read `static let shared = Self()`);
/// - a window's root view controller that nothing replaces (`window.rootViewController = Root()`,
///   when no other code sets that window's root, nor sets the window property again or to nil:
///   a splash screen given to a window made again each time is not one, nor a login screen that
///   the main screen replaces);
/// - kept only by such objects, or by the SwiftUI App struct that runs the app (`@main`, or started
///   with `VMApp.main()`): every `Type(…)` of its class in the project's (non-test) code is stored in a strong property of an app-lifetime holder
///   that is set exactly once (its initial value, or one assignment, never nil), directly or
///   through a local (`let data = Data(); self.data = data`), or handed on by code that runs once
///   per such holder (a builder's result kept in a property's initial value, lazy or not, or
///   returned by the body of one: `lazy var flow: Flow = { let flow = builder.flow(); return flow }()`;
///   a lazy property is worked out once per object). Transitively, depth-bounded. Copies
///   built in preview code (`struct ListPreviewWrapper`, a `PreviewProvider`) do not count;
/// - made, wherever no such holder keeps it, by code that runs once per process and kept beyond that
///   code (a class that is no screen: `+OncePerProcess.swift`), or the `@StateObject`/`@State` of a
///   SwiftUI view that only the App struct's scene builds (`+SceneViews.swift`);
/// - a class the project never builds itself whose subclasses (there are some) all live as long as
///   the app.
///
/// Answers are worked out as asked and remembered; one value per run (`SemanticModel.lifetimes`).
final class ObjectLifetimes {
    let index: ProjectIndex
    /// The platforms whose code this instance answers for: constructions compiled for none of
    /// them are left out (`+Platforms.swift`); `.all` for the model's own instance.
    let platforms: Platforms
    /// The instances that answer for code compiled for some platforms only, by platforms (`+Platforms.swift`).
    var platformLifetimes: [Platforms: ObjectLifetimes] = [:]
    /// Final answers: every positive one (a cut only loses evidence, never makes it), and every nil
    /// worked out without a cut.
    private var answers: [String: String?] = [:]
    /// The types being worked out, the question asked first at level 0, and each one's level.
    private var asking: [String] = []
    private var askingLevels: [String: Int] = [:]
    /// Nils cut off by the `asking` guard of a type below them (kept only while that type is still
    /// asked about), or by a limit (kept, for an ask at least that deep, until the question ends).
    private var heldNils: [String: (level: Int, depth: Int?)] = [:]
    private var heldNilsByLevel: [[String]] = []
    /// What cut the answer of the type being worked out short.
    private var cut = Cut()
    /// The calls followed inside the type being worked out (a call that hands its value back to
    /// itself stops there), and how many were followed (`keeper(ofCall:in:type:depth:)`).
    var followedCalls: Set<ElementRef> = []
    var followedSteps = 0
    /// `runsOnce(_:in:)` and `mayRunAgain(_:in:)`'s answers, by member.
    var runsOnceAnswers: [ElementRef: Bool] = [:]
    var mayRunAgainAnswers: [ElementRef: Bool] = [:]
    /// What starts each member asked about (`start(of:in:)`), by member.
    var startAnswers: [ElementRef: Start] = [:]
    /// `oncePerProcessStarter(_:in:depth:)`'s answers, by member.
    var runsOncePerProcessAnswers: [ElementRef: String?] = [:]
    /// What each member passes to calls or assigns (`isKept`), by member.
    var handedOnValues: [ElementRef: HandedOnValues] = [:]
    /// Per file: what holds each call's value, once the file is asked about often (`contexts(of:)`).
    private var contexts: [Int: [Int32: Context]] = [:]
    private var contextQueries: [Int: Int] = [:]
    /// `assignmentCount(_:on:outsideInitializers:)`'s answers.
    private var assignmentCounts: [String: Int] = [:]
    /// `receiverType(ofAssignment:)` of the assignments `assignmentCount` has counted, by assignment.
    private var assignmentReceivers: [ElementRef: ProjectIndex.TypeNameIDs?] = [:]
    /// Never-replaced window roots, with the types whose own window each is set on (`neverReplacedWindowRoots`).
    private var windowRoots: [String: Set<String>]?
    /// Never-replaced window root assignments, whatever the value's type (a local, a builder's
    /// result), with the types whose own window each is set on (`neverReplacedWindowRoots`).
    var windowRootAssignments: [ElementRef: [String]] = [:]
    /// Whether the project's code shows support for several windows (`isMultiWindowProject`).
    var hasMultipleWindows: Bool?
    /// Whether the project opens SwiftUI windows of its own (`hasWindowOpeners`).
    var hasOpenWindow: Bool?
    /// `isSceneView(_:)`'s answers, by view identity.
    var sceneViews: [String: Bool] = [:]
    /// The parameters whose default value builds an object, by the type built (`defaultArguments(building:)`).
    var defaultArgumentsByType: [String: [DefaultArgument]]?
    private var hasContainerDefaultScope: Bool?
    private var castTargets: Set<String>?
    /// The files of each folder, made when a second folder is asked about (`isStoryboardAppFolder`).
    private var filesByFolder: [String: [Int]]?
    /// Per folder: the view controllers no code builds or casts to, or nil for no storyboard app's folder.
    private var storyboardFolders: [String: Set<String>?] = [:]

    /// The reason given for a window's root view controller.
    static let windowRoot = "the window's root view controller"

    /// How deep holders are followed (`AppDelegate` keeps `AppManager` keeps `DataManager` …): the
    /// depth counts the hops from one holder to the next, not the steps inside one body.
    static let maximumDepth = 8

    /// How many calls are followed inside the bodies of one type's constructions before giving up.
    static let maximumSteps = 1024

    /// The option of the cycle rules that says what to do with a cycle through an app-lifetime object.
    static let option = "appLifetimeCycles"

    init(index: ProjectIndex, platforms: Platforms = .all) {
        self.index = index
        self.platforms = platforms
    }

    /// Why objects of class `type` live as long as the app (`"the application delegate"`, `"kept in
    /// 'AppDelegate.updater'"`), or nil when some of them may not. A type nested beside namesakes
    /// is asked by its identity (`Main.StateModel`, `ProjectIndex.typeIdentity`): the objects of
    /// that type alone.
    func appLifetimeReason(of type: String) -> String? {
        reason(of: index.typeIdentity(named: type), depth: 0)
    }

    /// What cut an answer short: the lowest level of the `asking` guard it met (`Int.max` for
    /// none), and whether it met a limit (the depth, the steps).
    struct Cut {
        var level = Int.max
        var isLimited = false
    }

    /// Notes a limit met by the type being worked out: its nil is not final.
    func noteLimit() { cut.isLimited = true }

    /// Whether no lifetime question is being worked out: a nil found now rests on no open question.
    var isIdle: Bool { asking.isEmpty }

    /// Why objects of `type` live as long as the app, `depth` holder hops from the question asked.
    ///
    /// The answer does not depend on the order of the questions: a nil is remembered as final only
    /// when working it out met no cut, neither a limit nor the guard against asking again about a
    /// type below it, whose answer is still open (it depends on the order of the questions; it is
    /// held only while that type is asked about). A type asked about again inside its own question
    /// is a cycle, which adds no evidence.
    func reason(of type: String, depth: Int) -> String? {
        if let known = answers[type] { return known }
        if let held = heldNils[type], held.depth.map({ depth >= $0 }) ?? true {
            cut.level = min(cut.level, held.level)
            if held.depth != nil { cut.isLimited = true }
            return nil
        }
        if let level = askingLevels[type] {
            cut.level = min(cut.level, level)
            return nil
        }
        guard depth <= Self.maximumDepth else {
            cut.isLimited = true
            return nil
        }
        let level = asking.count
        asking.append(type)
        askingLevels[type] = level
        let outer = (cut: cut, calls: followedCalls, steps: followedSteps)
        (cut, followedCalls, followedSteps) = (Cut(), [], 0)
        let answer = findReason(of: type, depth: depth)
        let inner = cut
        (cut, followedCalls, followedSteps) = outer
        asking.removeLast()
        askingLevels[type] = nil
        // The nils held while this type was being asked about may change now.
        if level < heldNilsByLevel.count {
            for name in heldNilsByLevel[level] { heldNils[name] = nil }
            heldNilsByLevel[level].removeAll()
        }
        if answer != nil || inner.level >= level && !inner.isLimited {
            answers[type] = answer
            return answer
        }
        let holdLevel = inner.level < level ? inner.level : 0
        if holdLevel < level {
            heldNils[type] = (holdLevel, inner.isLimited ? depth : nil)
            while heldNilsByLevel.count <= holdLevel { heldNilsByLevel.append([]) }
            heldNilsByLevel[holdLevel].append(type)
        }
        if inner.level < level { cut.level = min(cut.level, inner.level) }
        if inner.isLimited { cut.isLimited = true }
        return nil
    }

    /// `identity` is a type's simple name, or the qualified name of a type nested beside namesakes:
    /// then only the constructions that can mean it and its own static properties count.
    private func findReason(of identity: String, depth: Int) -> String? {
        let type = index.simpleName(identity)
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
            // A nested namesake's own members: those its declaration or an extension naming it holds.
            if identity != type, index.files[Int(ref.file)].outline.types[Int(members[position].owner)].qualifiedName != identity { continue }
            guard members[position].kind == .property, members[position].modifiers.isTypeLevel,
                  let initializer = members[position].initializer, !Self.isStandIn(members[position].name),
                  buildsOwnType(initializer, declared: members[position].type, type: type, file: Int(ref.file)) else { continue }
            return "a singleton kept in '\(identity).\(members[position].name)'"
        }
        ensureWindowRoots()
        // A window root lives as long as its window: one of an app-lifetime object (the app or
        // scene delegate, an app coordinator), not a picker's own window made for one use.
        if let owners = windowRoots![type], owners.allSatisfy({ reason(of: index.simpleName($0), depth: depth + 1) != nil }) { return Self.windowRoot }
        // One object kept by a static property, a global or a container is a singleton (as
        // `static let shared = Self()` is, whatever else builds one); otherwise every object the
        // project builds must be kept for the app's life.
        var found: String?
        var isEveryOneKept = true
        var isBuilt = false
        for ref in appConstructions(of: identity) {
            let file = Int(ref.file)
            isBuilt = true
            switch keeper(ofCall: ref.index, in: file, type: type, depth: depth) {
            case .root(let reason)?: return reason
            case .holder(let reason)?: found = found ?? reason
            case nil:
                // Made and kept by code that runs once per process: one object, however it is kept.
                guard let reason = reasonOfOnceMade(call: ref.index, of: type, in: file, depth: depth) else {
                    isEveryOneKept = false
                    continue
                }
                found = found ?? reason
            }
        }
        // A parameter's default value is a maker too (`init(notifier: Notifier = .init())`).
        for argument in defaultArguments(building: type) {
            isBuilt = true
            // Which namesake a default means is not worked out: only a type without namesakes is kept by one.
            switch identity == type ? keeper(ofDefault: argument, depth: depth) : nil {
            case .root(let reason)?: return reason
            case .holder(let reason)?: found = found ?? reason
            case nil: isEveryOneKept = false
            }
        }
        if !isBuilt, kind == .class { return reasonOfEverySubclass(of: type, depth: depth) ?? storyboardInitialScreen(type) }
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
    /// Test doubles (`class FakeStore: BaseStore` in a spec) never stand in for the app's objects.
    private func reasonOfEverySubclass(of type: String, depth: Int) -> String? {
        let subclasses = index.subtypes(of: type).filter { index.kind(ofType: $0) == .class && !index.isTestType($0) }
        guard let first = subclasses.first, subclasses.count <= 8,
              subclasses.allSatisfy({ reason(of: index.simpleName($0), depth: depth + 1) != nil }) else { return nil }
        return "built only as its subclasses, which live as long as the app ('\(first)': \(reason(of: index.simpleName(first), depth: depth + 1)!))"
    }

    /// Why a view controller the project never builds nor casts to is the storyboard's initial
    /// screen: every declaration sits beside an application (or scene) delegate, in a folder whose
    /// code sets no window root, and is the only such view controller there (the layout of Xcode's
    /// storyboard app template: `AppDelegate.swift` and `ViewController.swift`).
    private func storyboardInitialScreen(_ type: String) -> String? {
        guard index.roles(of: type).contains(.viewController), !castTypes().contains(type) else { return nil }
        let folders = Set(index.declarations(ofType: type).map { Self.folder(of: index.files[Int($0.file)].path) })
        guard !folders.isEmpty, folders.allSatisfy({ isStoryboardAppFolder($0, screen: type) }) else { return nil }
        return "the storyboard's initial screen, beside the application delegate that sets no other root"
    }

    /// Whether `folder` holds an application or scene delegate, no code setting a window's root,
    /// and no view controller but `screen` that the project neither builds nor casts to.
    private func isStoryboardAppFolder(_ folder: String, screen: String) -> Bool {
        if let known = storyboardFolders[folder] { return known == [screen] }
        // The folder's files, in file order. Most projects ask about one folder: it is found by
        // bytes (`folder/name`, no further slash); a table of every file's folder makes a string
        // per file (3 M instructions on a 900-file app) and pays only from the second folder on.
        if filesByFolder == nil, !storyboardFolders.isEmpty {
            var table: [String: [Int]] = [:]
            for file in index.files.indices { table[Self.folder(of: index.files[file].path), default: []].append(file) }
            filesByFolder = table
        }
        let slash = UInt8(ascii: "/")
        let files = filesByFolder.map { $0[folder] ?? [] } ?? index.files.indices.filter { file in
            let path = index.files[file].path
            guard !folder.isEmpty else { return Self.folder(of: path).isEmpty }
            guard path.utf8.starts(with: folder.utf8) else { return false }
            let rest = path.utf8.dropFirst(folder.utf8.count)
            return rest.first == slash && !rest.dropFirst().contains(slash)
        }
        // The unbuilt screens of the folder, or nil when it is no storyboard app's folder.
        var screens: Set<String>? = files.contains { file in
            index.files[file].outline.types.contains { declared in
                index.ancestors(of: index.simpleName(declared.name)).contains { Self.applicationDelegates.contains($0) || $0 == "UIWindowSceneDelegate" }
            }
        } ? [] : nil
        for file in files where screens != nil {
            let outline = index.files[file].outline
            if outline.assignments.contains(where: { outline.lastName($0.target) == "rootViewController" }) { screens = nil; break }
            for declared in outline.types {
                let name = index.simpleName(declared.name)
                if index.roles(of: name).contains(.viewController), !castTypes().contains(name),
                   !index.calls(named: name).contains(where: { !index.isTestFile(Int($0.file)) }) { screens?.insert(name) }
            }
        }
        storyboardFolders[folder] = .some(screens)
        return screens == [screen]
    }

    private static func folder(of path: String) -> String {
        // On the UTF-8 view: a search by `Character` breaks the whole path into graphemes (thousands
        // of instructions per path, asked for every file).
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
    }

    /// The types the project's (non-test) code casts to (`as? T`, `as! T`), worked out once.
    private func castTypes() -> Set<String> {
        if let castTargets { return castTargets }
        var found: Set<String> = []
        for file in index.files.indices where !index.isTestFile(file) {
            for cast in index.files[file].outline.casts where cast.kind != .plain && !cast.isTypeTest { found.insert(cast.type.nominalName) }
        }
        castTargets = found
        return found
    }

    /// Whether member `owner` of `file` is preview code (a struct named like `ListPreviewWrapper`, a
    /// `PreviewProvider`, a static stand-in such as `static var preview: Model { … }`): what it
    /// builds is a stand-in, not the app's object.
    func isPreview(_ owner: Int32, in file: Int) -> Bool {
        guard owner >= 0, let ownerType = index.ownerTypeName(file: file, member: owner) else { return false }
        let member = index.files[file].outline.members[Int(owner)]
        if member.modifiers.isTypeLevel && Self.isStandIn(member.name) { return true }
        // A preview's own struct (`SearchViewPreviewWrapper: View`), not a class that shows previews (`PreviewController`).
        return index.ancestors(of: ownerType).contains("PreviewProvider")
            || index.kind(ofType: ownerType) == .struct && ownerType.lowercased().contains("preview")
    }

    /// Whether `call` of `file` is preview code: in a preview member (`isPreview`) or inside the
    /// body of a `#Preview { … }`, which only the canvas runs.
    func isPreview(_ call: Call, in file: Int) -> Bool {
        if isPreview(call.owner, in: file) { return true }
        let closures = index.files[file].outline.closures
        var closure = call.closure
        while closure >= 0 && closures[Int(closure)].closure >= 0 { closure = closures[Int(closure)].closure }
        guard closure >= 0, case .argument(let macro, _, _) = closures[Int(closure)].context, macro >= 0 else { return false }
        let outline = index.files[file].outline
        return outline.names(outline.calls[Int(macro)].callee) == ["#Preview"]
    }

    /// Whether `name` is spelled like a type (`Updater`, `Module`): Swift capitalizes types, not functions.
    static func isTypeName(_ name: String) -> Bool {
        name.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? false
    }

    /// Static properties that hold a stand-in for previews or tests, or an object made only to
    /// measure or copy (`static let sizingCell = { … }()`), not the app's object.
    private static func isStandIn(_ name: String) -> Bool {
        // A byte search: the words are ASCII, and Foundation's `contains` costs a hundred times more.
        let lowered = Array(name.lowercased().utf8)
        return standInWords.contains { word in
            lowered.count >= word.count && (0...(lowered.count - word.count)).contains { start in
                lowered[start..<(start + word.count)].elementsEqual(word)
            }
        }
    }

    private static let standInWords: [[UInt8]] =
        ["preview", "mock", "sample", "stub", "placeholder", "example", "dummy", "fake", "test", "sizing", "prototype"].map { Array($0.utf8) }

    /// Why an object lives as long as the app: one kept by the app itself (a static property, a
    /// global, a container), or by an app-lifetime holder.
    enum Keeper {
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
    ///
    /// A step inside a body: it does not add to the depth. A call met again while it is followed
    /// hands its value back to itself (a recursion), which keeps nothing.
    func keeper(ofCall call: Int32, in file: Int, type: String, depth: Int) -> Keeper? {
        guard followedSteps < Self.maximumSteps else {
            noteLimit()
            return nil
        }
        let ref = ElementRef(file: file, index: Int(call))
        guard followedCalls.insert(ref).inserted else { return nil }
        followedSteps += 1
        defer { followedCalls.remove(ref) }
        return keeper(ofValueOf: call, in: file, type: type, depth: depth)
    }

    private func keeper(ofValueOf call: Int32, in file: Int, type: String, depth: Int) -> Keeper? {
        let outline = index.files[file].outline
        let closure = outline.calls[Int(call)].closure
        if closure >= 0, isContainerSingletonRegistration(closure, in: file) { return .root("a singleton of the dependency container") }
        // A few constructions per file are scanned for; a file asked about often gets a table.
        contextQueries[file, default: 0] += 1
        if contexts[file] == nil && contextQueries[file]! > Self.contextScanLimit { contexts[file] = Self.contexts(of: outline) }
        switch contexts[file].map({ $0[call] }) ?? Self.context(of: call, in: outline) {
        case .property(let position)?:
            return keeper(ofProperty: position, in: file, depth: depth)
        case .assignment(let position)?:
            return keeper(ofAssignment: Int(position), in: file, depth: depth)
        case .local(let position)?:
            let local = outline.locals[Int(position)]
            if local.owner < 0 && local.closure < 0 { return outline.names(local.names).first.map { .root("kept by the global '\($0)'") } }
            guard let name = outline.names(local.names).first, let symbol = outline.symbol(name) else { return nil }
            // `let data = Data(); self.data = data`: the local stored in a property. One keeper that
            // lives as long as the app and is set once is enough, whichever store comes first
            // (`presenter.view = view` before `return view`).
            for position in index.assignmentPositions(ownedBy: local.owner, in: file) {
                let assignment = outline.assignments[position]
                guard assignment.range.start > local.range.start, outline.singleNameSymbol(assignment.value) == symbol else { continue }
                if let keeper = keeper(ofAssignment: position, in: file, depth: depth) { return keeper }
            }
            guard local.closure < 0 || isKeptResultBody(local.closure, in: file) else { return nil }
            return keeperOfHandedOn(call: call, local: symbol, in: file, depth: depth)
        case nil:
            return keeperOfHandedOn(call: call, local: nil, in: file, depth: depth)
        }
    }

    /// Why what property `position` of `file` keeps from its initial value lives as long as the
    /// app: a global or static property, or an instance property that nothing assigns, of an
    /// app-lifetime holder (lazy or not, the initial value is worked out once per holder).
    func keeper(ofProperty position: Int32, in file: Int, depth: Int) -> Keeper? {
        let outline = index.files[file].outline
        let member = outline.members[Int(position)]
        guard member.kind == .property, !member.modifiers.isNonOwning else { return nil }
        if member.owner < 0 { return .root("kept by the global '\(member.name)'") }
        let holder = index.simpleName(outline.types[Int(member.owner)].name)
        if member.modifiers.isTypeLevel { return Self.isStandIn(member.name) ? nil : .root("kept in '\(holder).\(member.name)'") }
        guard assignmentCount(member.name, on: holder, side: splitSide(of: holder, inFile: file)) == 0 else { return nil }
        if let reason = sceneViewStateKeeper(ofProperty: position, in: file) { return .holder(reason) }
        return held(by: holder, property: member.name, depth: depth).map(Keeper.holder)
    }

    /// Why the object assigned by `assignment` lives as long as the app: the property it goes to
    /// belongs to an app-lifetime holder and is set nowhere else.
    func keeper(ofAssignment position: Int, in file: Int, depth: Int) -> Keeper? {
        let outline = index.files[file].outline
        let assignment = outline.assignments[position]
        guard assignment.op == .assign, let property = outline.lastName(assignment.target) else { return nil }
        let holder = index.receiverType(ofAssignment: ElementRef(file: file, index: position))
        // A project type's own stored `rootViewController` is a property like any other; a
        // window's root that nothing replaces (`window.rootViewController = tabs`) is kept by the window.
        guard let holder, let declaration = index.lookupMember(property, in: holder).first(where: { index.member($0).kind == .property }) else {
            guard property == "rootViewController" else { return nil }
            return windowRootKeeper(ofAssignment: position, in: file, depth: depth).map(Keeper.holder)
        }
        let member = index.member(declaration)
        guard !member.modifiers.isNonOwning, member.isStored, member.initializer.map({ $0.kind == .nil }) ?? true else { return nil }
        // Set only in the holder's initializers, or by one assignment that runs once per holder
        // (one statement that runs again, after a reset or on every tap, makes a new object each time).
        let side = splitSide(of: holder, inFile: file)
        guard assignmentCount(property, on: holder, outsideInitializers: true, side: side) == 0
            || assignmentCount(property, on: holder, side: side) == 1 && isSetOnce(assignment, property: property, in: file) else { return nil }
        return held(by: holder, property: property, depth: depth).map(Keeper.holder)
    }

    /// Why what `holder`'s property keeps lives as long as the app, when the holder does (or is the SwiftUI App).
    private func held(by holder: String, property: String, depth: Int) -> String? {
        if isSwiftUIApp(holder) { return "kept in '\(holder).\(property)' of the SwiftUI app" }
        guard reason(of: holder, depth: depth + 1) != nil else { return nil }
        return "kept in '\(holder).\(property)', set once, of the app-lifetime '\(holder)'"
    }

    /// Whether `type` is the SwiftUI `App` struct that runs the app (`@main`, or started by the
    /// project's own `@main` type with `UTMApp.main()`), which keeps its properties for the app's life.
    func isSwiftUIApp(_ type: String) -> Bool {
        guard index.kind(ofType: type) == .struct, index.ancestors(of: type).contains("App") else { return false }
        return isMain(type) || index.calls(named: "main").contains { ref in
            let outline = index.files[Int(ref.file)].outline
            return !index.isTestFile(Int(ref.file)) && outline.names(outline.calls[Int(ref.index)].callee) == [type, "main"]
        }
    }

    /// How many times the project's code assigns `property` of a `holder` (an assignment whose
    /// receiver is unknown counts: it may be one).
    /// With `outsideInitializers`, only those outside the holder's own initializers: one that runs
    /// in an initializer sets the property once per object (each branch, each platform's copy of
    /// the type), and nothing replaces it later.
    /// With `side`, a side of the holder's folder split (`splitSide(of:inFile:)`), only those that
    /// can set the property of that side's declaration.
    private func assignmentCount(_ property: String, on holder: String, outsideInitializers: Bool = false, side: Int? = nil) -> Int {
        let key = holder + "." + property + (outsideInitializers ? "/outside" : "") + (side.map { "/\($0)" } ?? "")
        if let known = assignmentCounts[key] { return known }
        var count = 0
        let holderIDs = index.typeNameIDs(holder)
        for ref in index.assignments(to: property) {
            let file = Int(ref.file)
            guard !index.isTestFile(file), !isOnOtherSide(file, of: holder, side: side) else { continue }
            let outline = index.files[file].outline
            let assignment = outline.assignments[Int(ref.index)]
            if outsideInitializers, assignment.owner >= 0, outline.members[Int(assignment.owner)].kind == .initializer,
               assignment.target.count == 1 && (assignment.target.base == .name || assignment.target.base == .selfKeyword)
                || assignment.target.count == 2 && assignment.target.base == .selfKeyword,
               index.ownerTypeName(file: file, member: assignment.owner).map({ index.simpleName($0) == holder }) == true {
                continue
            }
            // Each assignment's receiver worked out once: the same assignments are counted for
            // every holder that has a property of this name, with and without its initializers.
            let receiver: ProjectIndex.TypeNameIDs?
            if let known = assignmentReceivers[ref] {
                receiver = known
            } else {
                receiver = index.receiverType(ofAssignment: ref).map(index.typeNameIDs)
                assignmentReceivers[ref] = .some(receiver)
            }
            if receiver == nil
                || receiver.map({ index.isSubtype($0, of: holderIDs) || index.isSubtype(holderIDs, of: $0) }) == true {
                count += 1
            }
        }
        assignmentCounts[key] = count
        return count
    }

    // MARK: Window roots

    /// Project types set as a window's root view controller where nothing replaces that root later:
    /// every other assignment to the root of the same window sets the same type from another type's
    /// code (the app and the scene delegate each setting up their window), never nil or another
    /// screen; and the window property itself is set at most once. The same window: self's own
    /// (`window`, `self.window`: the same type's), one reached through another object by the same
    /// name (`sceneDelegate.window`), or any window (`keyWindow`, `windows.first`). Also a
    /// storyboard's initial screen: a class the code never builds but reads back as a window's
    /// root, when no code sets that root.
    /// Works out the window-root tables once (`windowRoots`, `windowRootAssignments`).
    func ensureWindowRoots() {
        if windowRoots == nil { windowRoots = neverReplacedWindowRoots() }
    }

    private func neverReplacedWindowRoots() -> [String: Set<String>] {
        var roots: [WindowRoot] = []
        var refs: [ElementRef] = []
        for ref in index.assignments(to: "rootViewController") {
            let file = Int(ref.file)
            guard !index.isTestFile(file) else { continue }
            let outline = index.files[file].outline
            let assignment = outline.assignments[Int(ref.index)]
            var root = WindowRoot(outline.names(assignment.target).dropLast(), owner: index.ownerTypeName(file: file, member: assignment.owner))
            // `privacyWindow?.rootViewController = Splash()` where `privacyWindow` is made again each time.
            if root.isOwn, let window = root.window, let owner = root.owner,
               index.lookupMember(window, in: owner).contains(where: { index.member($0).kind == .property }) {
                root.isWindowSetAgain = assignmentCount(window, on: owner) > 1
            }
            if assignment.op == .assign, let owner = root.owner {
                root.type = index.valueTypeName(assignment.value, owner: assignment.owner, ownerType: owner, in: file)
            }
            roots.append(root)
            refs.append(ref)
        }
        // A storyboard's initial screen: never built in code, read back as a window's root
        // (`window?.rootViewController as? SplitViewController`); replaced by any assignment to that root.
        var found: [String: Set<String>] = [:]
        for file in index.files.indices where !index.isTestFile(file) {
            let outline = index.files[file].outline
            for cast in outline.casts where cast.kind != .plain && !cast.isTypeTest && cast.value.kind == .chain && cast.value.call < 0 {
                let names = outline.names(cast.value.chain)
                let type = cast.type.nominalName
                guard names.last == "rootViewController", index.kind(ofType: type) == .class,
                      !index.calls(named: type).contains(where: { !index.isTestFile(Int($0.file)) }) else { continue }
                let root = WindowRoot(names.dropLast(), owner: index.ownerTypeName(file: file, member: cast.owner))
                if !roots.contains(where: { $0.isSameWindow(as: root) }) { found[type, default: []].formUnion(root.ownWindowOwner) }
            }
        }
        var replaced: Set<String> = []
        for (position, root) in roots.enumerated() {
            // Per assignment: nothing else sets that window's root but the app and scene delegate
            // pair setting the same type, and the window is set once.
            var isReplaced = root.isWindowSetAgain
            for (other, another) in roots.enumerated() where other != position && another.isSameWindow(as: root) {
                if another.type == nil || another.type != root.type || another.owner == root.owner { isReplaced = true }
            }
            if !isReplaced && index.files[Int(refs[position].file)].outline.assignments[Int(refs[position].index)].op == .assign {
                windowRootAssignments[refs[position]] = root.ownWindowOwner
            }
            guard let type = root.type else { continue }
            if root.isWindowSetAgain { replaced.insert(type); continue }
            for (other, another) in roots.enumerated() where other != position && another.isSameWindow(as: root) {
                if another.type != type || another.owner == root.owner { replaced.insert(type) }
            }
        }
        for root in roots {
            guard let type = root.type, !replaced.contains(type) else { continue }
            found[type, default: []].formUnion(root.ownWindowOwner)
        }
        return found
    }

    /// A window whose root is set (or read): by the name of the window, whose it is, and what is set.
    private struct WindowRoot {
        /// The window's name (`window`, `privacyWindow`); nil for any window (`keyWindow`, `windows.first`).
        var window: String?
        /// Whether the window is self's own (`window`, `self.window`), not reached through another object.
        var isOwn: Bool
        var owner: String?
        var type: String?
        var isWindowSetAgain = false

        init(_ receiver: ArraySlice<String>, owner: String?) {
            let isAnyWindow = receiver.contains("windows") || ["keyWindow", "first", "last"].contains(receiver.last ?? "")
            window = isAnyWindow ? nil : receiver.last ?? "self"
            isOwn = receiver.count <= 1
            self.owner = owner
        }

        /// The type whose own window this is, if it is one.
        var ownWindowOwner: [String] { isOwn ? owner.map { [$0] } ?? [] : [] }

        func isSameWindow(as other: WindowRoot) -> Bool {
            guard let window, let otherWindow = other.window else { return true }
            return window == otherWindow && (!isOwn || !other.isOwn || owner == other.owner)
        }
    }

    /// What holds each call's value directly, for one file.
    /// How many calls of one file are scanned for before the file gets a table.
    private static let contextScanLimit = 8

    /// What `contexts(of:)` says of call `call`, found by a scan for that call alone: the last local
    /// bound to it, else the last assignment of it, else the last property it is the initial value of.
    private static func context(of call: Int32, in outline: Outline) -> Context? {
        guard call >= 0 else { return nil }
        let locals = outline.locals
        for position in locals.indices.reversed() where locals[position].value?.call == call { return .local(Int32(position)) }
        let assignments = outline.assignments
        for position in assignments.indices.reversed() where assignments[position].value.call == call {
            return .assignment(Int32(position))
        }
        let members = outline.members
        for position in members.indices.reversed() where members[position].kind == .property && members[position].initializer?.call == call {
            return .property(Int32(position))
        }
        return nil
    }

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
    /// `single { … }`, `singleton { … }`, `register { … }.inObjectScope(.container)`, Factory's
    /// `Factory(self) { … }.scope(.singleton)` (or `.cached`: kept until the container is reset), or
    /// any `register { … }` when the project's container defaults to `.container`. Not a unique,
    /// graph or shared scope: those hand out a new object per resolution, or keep one only while
    /// something else does.
    private func isContainerSingletonRegistration(_ closure: Int32, in file: Int) -> Bool {
        let outline = index.files[file].outline
        guard case .argument(let call, _, _) = outline.closures[Int(closure)].context, call >= 0 else { return false }
        let name = outline.name(of: outline.calls[Int(call)])
        if name == "single" || name == "singleton" { return true }
        guard name == "register" || name == "autoregister" || name == "Factory" else { return false }
        let scoped = outline.calls.contains { consumer in
            consumer.receiverCall == call && ["inObjectScope", "scope"].contains(outline.name(of: consumer))
                && outline.arguments(of: consumer).contains { Self.singleObjectScopes.contains(outline.names($0.value.chain).last ?? "") }
        }
        if scoped || name == "Factory" { return scoped }
        if hasContainerDefaultScope == nil { hasContainerDefaultScope = findContainerDefaultScope() }
        return hasContainerDefaultScope!
    }

    /// The scopes of a container registration (Swinject, Resolver, Factory) that keep one object for the container's life.
    private static let singleObjectScopes: Set<String> = ["container", "singleton", "application", "cached"]

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
