import NavLintIndex
import NavLintSyntax

/// A child coordinator's presentation of itself: a `present` call in the code its parent runs on
/// it where the parent stores it (`child.start()`, or the child's initializer when the parent
/// makes it there).
struct OwnPresentation {
    /// The file of the `present` call.
    var file: Int
    /// The `present` call, in the child's code.
    var call: Int
    /// The child's type.
    var child: String
    /// The child's members on the way from what the parent runs to the `present` call: what they
    /// set (a full-screen style, a presentation delegate) counts for the presentation.
    var path: [ElementRef]
    /// Every member of the child that the code the parent runs reaches (the screens it builds).
    var reached: [ElementRef] = []
}

/// Where child coordinators present their own navigation controllers: the parent stores the child
/// and starts it, and the child's `start()` (or a method of its own that `start()` calls) or its
/// initializer presents. A swipe-down then dismisses the child's whole interface while the parent
/// keeps it.
///
/// Linear: each member that stores children is read once (its calls on bare names and its locals),
/// and the child code behind each method or initializer is searched once per run.
struct OwnPresentations {
    let index: ProjectIndex
    /// How many of the child's own methods deep a presentation is looked for.
    static let depth = 3
    /// The child's methods or initializers a call runs, by the child's type, name and labels.
    private var entryCache: [String: [ElementRef]] = [:]
    /// What each method or initializer presents; nil when it pushes onto a stack it was given.
    private var presentationCache: [ElementRef: [OwnPresentation]?] = [:]

    /// The types whose own code calls `present`: a child of no such type (nor of a subtype of
    /// one) presents nothing itself, and is not searched.
    private let presentingTypes: Set<String>

    init(index: ProjectIndex) {
        self.index = index
        presentingTypes = Set(index.calls(named: "present").compactMap { ref in
            index.ownerTypeName(file: Int(ref.file), member: index.call(ref).owner)
        })
    }

    /// The presentations the children that `additions` (all made by one member) make of themselves.
    /// A child counts when it is a bare local of a project type (declared, or made right there);
    /// one whose code also pushes onto a stack it was given presents none: its screen is on the
    /// parent's stack, and what it presents is a sheet above it, not the child.
    mutating func presentations(of additions: [ChildAddition], navigation: RIBsNavigation) -> [(OwnPresentation, ChildAddition)] {
        guard !presentingTypes.isEmpty, let first = additions.first, first.member >= 0 else { return [] }
        let file = first.file, member = first.member
        let outline = index.files[file].outline
        // One pass over the member's calls and locals, whatever the number of additions.
        var callsOnName: [Symbol: [Int]] = [:]
        for position in BodyHandle(file: file, member: member).callPositions(in: index) {
            let call = outline.calls[position]
            guard call.callee.count == 2, call.callee.base == .name else { continue }
            let receiver = outline.chainElements[Int(call.callee.start)]
            if receiver.kind == .name { callsOnName[receiver.name, default: []].append(position) }
        }
        var locals: [Symbol: LocalBinding] = [:]
        for position in index.localPositions(ownedBy: member, in: file) {
            let local = outline.locals[position]
            let names = outline.symbols(local.names)
            if names.count == 1 { locals[names[names.startIndex]] = local }
        }
        var result: [(OwnPresentation, ChildAddition)] = []
        for addition in additions {
            guard let child = addition.child, let symbol = outline.singleNameSymbol(child), let local = locals[symbol] else { continue }
            let constructed = local.value.flatMap { index.constructedTypeName($0, in: file) }
            guard let type = constructed ?? local.type.map(\.nominalName), index.isProjectType(type),
                  presentingTypes.contains(type) || index.ancestors(of: type).contains(where: presentingTypes.contains) else { continue }
            var entries: [ElementRef] = []
            for position in callsOnName[symbol] ?? [] where outline.calls[position].closure == addition.closure {
                let call = outline.calls[position]
                entries += self.entries(named: outline.name(of: call), labels: outline.argumentLabels(of: call), in: type)
            }
            // `let child = ChildCoordinator(presenter: root)`: its initializer runs here.
            if constructed != nil, let value = local.value {
                entries += self.entries(named: "init", labels: outline.argumentLabels(of: outline.calls[Int(value.call)]), in: type)
            }
            var found: [OwnPresentation] = []
            for entry in entries {
                guard let presentations = presentations(from: entry, child: type, navigation: navigation) else {
                    found = []
                    break
                }
                found += presentations
            }
            result += found.map { ($0, addition) }
        }
        return result
    }

    /// The methods (or, for `init`, the initializers) with a body of `type` that a call named
    /// `name` with `labels` can run.
    private mutating func entries(named name: String, labels: [String?], in type: String) -> [ElementRef] {
        let key = type + "." + name + "(" + labels.map { $0 ?? "_" }.joined(separator: ":") + ")"
        if let known = entryCache[key] { return known }
        let candidates = name == "init" ? index.members(of: type) : index.lookupMember(name, in: type)
        let found = candidates.filter { ref in
            let method = index.member(ref)
            return method.kind == (name == "init" ? .initializer : .function) && method.body != nil
                && RIBsNavigation.labels(labels, fit: method.parameters)
        }
        entryCache[key] = found
        return found
    }

    /// The `present` calls of `entry` and of the child's methods it calls on itself; nil when that
    /// code pushes onto a stack the child was given.
    private mutating func presentations(from entry: ElementRef, child: String, navigation: RIBsNavigation) -> [OwnPresentation]? {
        if let known = presentationCache[entry] { return known }
        var found: [OwnPresentation] = []
        var visited: Set<ElementRef> = []
        let answer = collect(from: entry, child: child, path: [], depth: OwnPresentations.depth, visited: &visited,
                             into: &found, navigation: navigation) ? found : nil
        let reached = visited.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
        for position in found.indices { found[position].reached = reached }
        let result = answer == nil ? nil : found
        presentationCache[entry] = .some(result)
        return result
    }

    private mutating func collect(from ref: ElementRef, child: String, path: [ElementRef], depth: Int,
                                  visited: inout Set<ElementRef>, into found: inout [OwnPresentation],
                                  navigation: RIBsNavigation) -> Bool {
        guard visited.insert(ref).inserted else { return true }
        let file = Int(ref.file)
        let outline = index.files[file].outline
        let path = path + [ref]
        for position in navigation.calls(inMember: ref.index, file: file) {
            let call = outline.calls[position]
            // Code in a closure runs later, if ever (an action, a completion).
            guard call.closure < 0 else { continue }
            switch outline.name(of: call) {
            case "pushViewController":
                if pushesOntoGivenStack(call, file: file, member: ref.index, child: child) { return false }
            case "present":
                guard call.callee.base != .implicitMember, let argument = outline.arguments(of: call).first,
                      argument.label.isNone, argument.value.kind != .nil,
                      !PresentationFacts.isSystemController(argument.value, file: file, member: ref.index, in: index) else { continue }
                found.append(OwnPresentation(file: file, call: position, child: child, path: path))
            default:
                guard depth > 0, call.callee.count == 1, call.callee.base == .name || call.callee.base == .selfKeyword else { continue }
                for method in entries(named: outline.name(of: call), labels: outline.argumentLabels(of: call), in: child)
                where !collect(from: method, child: child, path: path, depth: depth - 1, visited: &visited, into: &found,
                               navigation: navigation) {
                    return false
                }
            }
        }
        return true
    }

    /// A push onto a stack the child was given: a parameter of the pushing method, or the child's
    /// property its initializer stores from a parameter (`self.navigationController = navigationController`).
    private func pushesOntoGivenStack(_ call: Call, file: Int, member: Int32, child: String) -> Bool {
        let outline = index.files[file].outline
        let elements = outline.elements(call.callee)
        guard elements.count >= 2, call.callee.base == .name || call.callee.base == .selfKeyword,
              let first = elements.first, first.kind == .name else { return false }
        let name = outline.name(first.name)
        if call.callee.base == .name {
            if outline.members[Int(member)].parameters.contains(where: { $0.name == name }) { return true }
            if BodyHandle(file: file, member: member).local(named: name, in: index) != nil { return false }
        }
        guard let declaration = index.lookupMember(name, in: child).first(where: { index.member($0).kind == .property }),
              let declaringType = index.ownerTypeName(ofMember: declaration) else { return false }
        return index.initializerLabels(storing: name, in: declaringType).map { !$0.isEmpty } == true
    }
}

extension PresentationFacts {
    /// Whether a child's own presentation cannot be swiped away, or the swipe is observed: by what
    /// the child's code on the way to it sets, by what the parent sets where it stores the child, by
    /// a parent that is a presentation delegate, by the facts of the `present` call itself (the child
    /// as presenter), or by the child's screens (its feature's other types) that lock or observe
    /// themselves. The child's other code (a full-screen controller it shows elsewhere) says nothing
    /// about this sheet.
    mutating func isReleasedOnSwipe(_ own: OwnPresentation, parent addition: ChildAddition, helpers: [ElementRef]) -> Bool {
        // The parent's side, once per member that stores children (however many it stores).
        let storing = ElementRef(file: addition.file, index: Int(addition.member))
        let parentObserves = parentAnswers[storing] ?? (memberLocks(file: addition.file, member: addition.member)
            || family(addition.parentType).contains(where: observingTypes.contains))
        parentAnswers[storing] = parentObserves
        if parentObserves { return true }
        let key = ElementRef(file: own.file, index: own.call)
        if let known = ownPresentationAnswers[key] { return known }
        let call = index.files[own.file].outline.calls[own.call]
        let answer = own.path.contains(where: { memberLocks(file: Int($0.file), member: $0.index) })
            || isReleasedOnSwipe(call, file: own.file, presenter: own.child, children: [], helpers: helpers)
            || featureTypes(own.child).contains { type in
                type != own.child && family(type).contains { lockingTypes.contains($0) || observingTypes.contains($0) || disappearingTypes.contains($0) }
            }
            || own.reached.contains(where: buildsProbe)
        ownPresentationAnswers[key] = answer
        return answer
    }

    /// Whether a member of the child builds a screen whose `deinit` reports its release (a probe):
    /// a local of that type (`let screen: DeclareController = .init(…)`, `let screen: UIViewController =
    /// EnterCodeController(…)`), or a call on the type (`FlashCodeController.controller(…)`).
    private func buildsProbe(_ ref: ElementRef) -> Bool {
        guard !probeTypes.isEmpty else { return false }
        let file = Int(ref.file)
        let outline = index.files[file].outline
        let isProbe = { (type: String) in self.family(type).contains(where: self.probeTypes.contains) }
        for position in index.localPositions(ownedBy: ref.index, in: file) {
            let local = outline.locals[position]
            if let type = local.type, isProbe(type.nominalName) { return true }
            if let value = local.value, let type = index.constructedTypeName(value, in: file), isProbe(type) { return true }
        }
        return index.callPositions(ownedBy: ref.index, in: file).contains { position in
            let call = outline.calls[position]
            guard call.callee.base == .name, let first = outline.names(call.callee).first, index.isProjectType(first) else { return false }
            return isProbe(first)
        }
    }
}
