import NavLintIndex
import NavLintSyntax

/// A release found by `ReleaseFinder`, described for a message: `'detachChild' in 'HomeRouter.routeBack'`.
struct Release: Hashable {
    var description: String
    /// Found only by a name that says it ends a screen, not by code that releases.
    var isByName: Bool
}

/// What a release question asks for, one per kind of question; each is answered by the same
/// call-following core (`ReleaseFinder`), with its own depth bound.
enum ReleaseTarget: Hashable {
    /// A child released in any way the finder knows (see `ReleaseFinder`): only code that runs when
    /// the body runs counts, up to `ReleaseFinder.maximumDepth` bodies deep.
    case child
    /// A RIB detached or deactivated: a call named `deactivate` or `detach…` anywhere in the body,
    /// in its closures too, up to two calls deep (`RIBsNavigation.releases`).
    case detachment
    /// A closure's code (its nested closures included) replaces self's property of that name or
    /// sets it to nil; nothing is followed (`ClosureStorageFinder.releases`).
    case replacement(property: String)
    /// A closure's code (its nested closures included) sets the property of that name to nil or
    /// cancels or disposes of it, or calls a method of its type that sets it to nil, directly or
    /// through one more of its methods (a handler whose work ends in `completeResponse()`, which
    /// drops the handler).
    case clearing(property: String)
    /// One child removed from a child collection of `parent` (`ChildCoordinatorQueries`): the body
    /// removes it itself (`remove(at:)`, `removeAll(where:)`, `children[id] = nil`, a filter; in a
    /// method that takes a child, emptying the collection too), or calls on self a method of
    /// `parent` or its ancestors that does (`ReleaseFinder+Removal.swift`).
    case removal(parent: String)

    /// How many bodies deep calls are followed.
    var maximumDepth: Int {
        switch self {
        case .child, .removal: return ReleaseFinder.maximumDepth
        case .detachment, .clearing: return 2
        case .replacement: return 0
        }
    }
}

/// Follows calls through the project to decide whether running some code releases a child: a
/// `detachChild`, a `deactivate()`, a removal from a child collection (`childCoordinators`,
/// `children`…), a relay named for the end of a screen (`detachAction.accept(())`), or, when no body
/// is in the project, a method whose name says it ends the screen (`detach…`, `didPop…`,
/// `didClose…`, `didFinish…`, `didTapBack…`, `…DidFinish`, `removeChild…`).
///
/// Every release question of the rules goes through this one core (`ReleaseTarget` says what
/// counts as a release): calls are followed through the type they are called on (a listener
/// protocol leads to its implementations, a closure property to the closures assigned to it), at
/// most the target's `maximumDepth` bodies deep. For `.child`, only code that runs when the body
/// runs counts: calls in closures stored for later (a subscription, a button action) do not.
///
/// Each body is searched once per target and run: its summary (the calls that count, the release
/// its assignments make) and each call's step (a release it makes itself, or the bodies it leads
/// to) are remembered, and the answer at each depth is worked out from them. The depth bounds
/// every search (calls that call each other included), and remembering each (body, target, depth)
/// answer keeps the work linear in the call graph. The rules share one finder per run, the
/// `SemanticModel`'s.
final class ReleaseFinder {
    let index: ProjectIndex
    static let maximumDepth = 6

    /// A function's, initializer's or closure's code (`BodyHandle`): the unit answers are kept for.
    typealias Body = BodyHandle

    private struct BodyKey: Hashable {
        var body: Body
        var target: ReleaseTarget
    }

    private struct AnswerKey: Hashable {
        var body: Body
        var target: ReleaseTarget
        var depth: Int32
    }

    private struct StepKey: Hashable {
        var file: Int32
        var call: Int32
        var target: ReleaseTarget
    }

    /// What searching a body found: the calls whose steps count, and the release its own
    /// assignments make (a child collection emptied, a property cleared).
    struct Summary {
        var calls: [Int]
        var assignment: String?
    }

    /// What one call does: releases by itself (`found`, described with the place it is in when
    /// `isPlaced`), or leads to `bodies` and `closures`, with `byName` when its name says it ends
    /// a screen; `reference`, a release passed as a function (`children.forEach(detachChild)`).
    struct Step {
        var found: String?
        var isByName = false
        var isPlaced = false
        var bodies: [ElementRef] = []
        var closures: [(Int, Int32)] = []
        var byName: Release?
        var reference: String?
        /// Whether `byName` still counts when the bodies and closures release nothing: some value
        /// of the closure property is not a closure the project writes (`ReleaseFinder+InitializerClosures.swift`).
        var keepsName = false
        /// The enum case the call passes (`send(.viewWillAppear)`), or the parameter it passes on:
        /// only the matching clauses of a switch over it in `bodies` run (`ReleaseFinder+Selection.swift`).
        var selection: Selection?
    }

    private var summaries: [BodyKey: Summary] = [:]
    private var steps: [StepKey: Step] = [:]
    private var answers: [AnswerKey: Release?] = [:]
    /// Answers for a body run with one enum case (`ReleaseFinder+Selection.swift`).
    var selectionAnswers: [SelectionKey: Release?] = [:]
    /// How many bodies were searched: at most once per body and target.
    private(set) var evaluations = 0
    private var families: [String: [String]] = [:]
    /// The closures subscribed to each relay property, by the relay's type and name (`ReleaseFinder+Relays.swift`).
    var relaySubscribers: [String: [(file: Int, closure: Int32)]] = [:]
    var relaySubscriptionCalls: [ElementRef]?
    /// The subjects each relay property is an observer of, by the relay's type, name and holder (`ReleaseFinder+RelayStreams.swift`).
    var relayAliases: [String: [(property: String, type: String)]] = [:]
    /// The child collections the `.removal` question asks about (`ReleaseFinder+Removal.swift`).
    var childQueries: ChildCoordinatorQueries?
    /// For each parent type: its methods and its project ancestors' with a body, by call key.
    var removalCandidateTable: [String: [CallKey: [ElementRef]]] = [:]
    /// For each parent type: the fewest calls on self from each of its methods worked out so far to
    /// one that removes a child itself (`maximumDepth + 1` when none is close enough).
    var removalDistances: [String: [ElementRef: Int]] = [:]

    /// Where the child additions come from when first needed (`ReleaseFinder+AddedChildren.swift`):
    /// the model's shared `ChildCoordinatorQueries`.
    private let childQueriesSource: (() -> ChildCoordinatorQueries)?

    init(index: ProjectIndex, childQueries: (() -> ChildCoordinatorQueries)? = nil) {
        self.index = index
        childQueriesSource = childQueries
    }

    /// The child coordinators' additions, found once (the model's, when it gave a source).
    func childAdditions() -> ChildCoordinatorQueries? {
        if childQueries == nil { childQueries = childQueriesSource?() }
        return childQueries
    }

    // MARK: Queries

    /// What running body `body` releases, by `target`'s definition, `depth` calls below where the
    /// question started.
    func release(of body: Body, target: ReleaseTarget, depth: Int = 0) -> Release? {
        let key = AnswerKey(body: body, target: target, depth: Int32(depth))
        if let known = answers[key] { return known }
        // Reaching the same code again deeper down the same path finds nothing new.
        answers[key] = .some(nil)
        let found = answer(body, target: target, depth: depth)
        answers[key] = found
        return found
    }

    /// What running call `callIndex` of `file` releases, if anything.
    func release(reachedByCall callIndex: Int, in file: Int, depth: Int = 0) -> Release? {
        release(ofStep: step(callIndex, in: file, target: .child), call: callIndex, in: file, target: .child, depth: depth)
    }

    /// What calls `callIndices` of `file` release, preferring code that releases over a name that says so.
    func release(reachedByCalls callIndices: some Sequence<Int>, in file: Int, depth: Int = 0) -> Release? {
        var byName: Release?
        for callIndex in callIndices {
            guard let found = release(reachedByCall: callIndex, in: file, depth: depth) else { continue }
            if !found.isByName { return found }
            byName = byName ?? found
        }
        return byName
    }

    /// What the code of closure `closure` of `file` releases when the closure runs.
    func release(reachedByClosure closure: Int32, in file: Int, depth: Int = 0) -> Release? {
        release(of: .closure(closure, in: file, of: index), target: .child, depth: depth)
    }

    /// What calling a method reference (`perform: state.onDisappear`) releases.
    func release(reachedByReference chain: Chain, in file: Int, owner: Int32, depth: Int = 0) -> Release? {
        guard let name = index.files[file].outline.lastName(chain) else { return nil }
        let step = follow(name, receiver: chain, receiverCount: chain.count - 1, in: file, owner: owner)
        return release(following: step, target: .child, depth: depth)
    }

    /// What the body of method `ref` releases when it runs.
    func release(reachedByBodyOf ref: ElementRef, depth: Int) -> Release? {
        release(of: Body(ref), target: .child, depth: depth)
    }

    /// Whether call `callIndex` of `file` releases what it is given by itself, by the query's own
    /// step for it (no body followed): a `detachChild(x)` (not `super`'s, not an observer's
    /// unregistering), or a call handed `detachChild` as a function (`children.forEach(detachChild)`).
    /// Which child that is, is the caller's business (attach-without-detach's `RouterFacts`).
    func releasesByItself(call callIndex: Int, in file: Int) -> Bool {
        let step = step(callIndex, in: file, target: .child)
        return step.found != nil && !step.isByName || step.reference != nil
    }

    /// Whether method `ref` detaches or deactivates a RIB, directly or through the methods its
    /// calls reach (closures included, two calls deep).
    func detaches(_ ref: ElementRef) -> Bool {
        release(of: Body(ref), target: .detachment) != nil
    }

    /// Whether running closure `closure` of `file` replaces self's `property` or sets it to nil.
    func replaces(_ property: String, closure: Int32, in file: Int) -> Bool {
        release(of: .closure(closure, in: file, of: index), target: .replacement(property: property)) != nil
    }

    /// Whether running closure `closure` of `file` sets `property` to nil, or cancels or disposes
    /// of what it keeps.
    func clears(_ property: String, closure: Int32, in file: Int) -> Bool {
        release(of: .closure(closure, in: file, of: index), target: .clearing(property: property)) != nil
    }

    /// Whether code in `closure` runs whenever code in `root` runs: every closure in between is
    /// called at once (`forEach`, `DispatchQueue.main.async`, `UIView.animate`…), not stored.
    func runs(_ closure: Int32, with root: Int32, in outline: Outline) -> Bool {
        var current = closure
        while current != root {
            guard current >= 0 else { return false }
            let enclosing = outline.closures[Int(current)]
            guard case .argument(let call, _, _) = enclosing.context, call >= 0,
                  ReleaseFinder.immediateCallers.contains(outline.name(of: outline.calls[Int(call)])) else { return false }
            current = enclosing.closure
        }
        return true
    }

    // MARK: Answers from the summaries

    private func answer(_ body: Body, target: ReleaseTarget, depth: Int) -> Release? {
        let file = Int(body.file)
        let summary = self.summary(of: body, target: target)
        var byName: Release?
        for callIndex in summary.calls {
            guard let found = release(ofStep: step(callIndex, in: file, target: target), call: callIndex, in: file,
                                      target: target, depth: depth) else { continue }
            if !found.isByName { return found }
            byName = byName ?? found
        }
        if let collection = summary.assignment {
            return Release(description: "'\(collection)'" + place(file: file, member: body.member, depth: depth), isByName: false)
        }
        return byName
    }

    func release(ofStep step: Step, call callIndex: Int, in file: Int, target: ReleaseTarget, depth: Int) -> Release? {
        if let found = step.found {
            let owner = index.files[file].outline.calls[callIndex].owner
            return Release(description: "'\(found)'" + (step.isPlaced ? place(file: file, member: owner, depth: depth) : ""),
                           isByName: step.isByName)
        }
        if let found = release(following: step, target: target, depth: depth) { return found }
        guard let reference = step.reference else { return nil }
        let owner = index.files[file].outline.calls[callIndex].owner
        return Release(description: "'\(reference)'" + place(file: file, member: owner, depth: depth), isByName: false)
    }

    /// What the bodies a call leads to release, one call deeper; its name when it leads nowhere.
    private func release(following step: Step, target: ReleaseTarget, depth: Int) -> Release? {
        guard !step.bodies.isEmpty || !step.closures.isEmpty else { return step.byName }
        guard depth < target.maximumDepth else { return releaseOutOfDepth(step, target: target) }
        var foundByName: Release?
        for body in step.bodies {
            guard let found = release(ofBody: body, selection: step.selection, target: target, depth: depth + 1) else { continue }
            if !found.isByName { return found }
            foundByName = foundByName ?? found
        }
        for (closureFile, closure) in step.closures {
            guard let found = release(of: .closure(closure, in: closureFile, of: index), target: target, depth: depth + 1) else { continue }
            if !found.isByName { return found }
            foundByName = foundByName ?? found
        }
        return foundByName ?? (step.keepsName ? step.byName : nil)
    }

    /// What a call named for the end of a screen (`navigationDelegate?.didFinishBack()`) releases
    /// when the search is out of depth at it: its implementations in the project are read (their own
    /// releases, no call followed; a call they make counts by its name only when the project holds
    /// none of its implementations), not its name, which says what the caller hoped for. A call
    /// whose name says nothing releases nothing this deep.
    private func releaseOutOfDepth(_ step: Step, target: ReleaseTarget) -> Release? {
        guard let byName = step.byName else { return nil }
        let bodies = step.bodies.map { Body($0) } + step.closures.map { Body.closure($0.1, in: $0.0, of: index) }
        var foundByName: Release?
        for body in bodies {
            let file = Int(body.file)
            let summary = self.summary(of: body, target: target)
            if let collection = summary.assignment {
                return Release(description: "'\(collection)'" + place(file: file, member: body.member, depth: 1), isByName: false)
            }
            for callIndex in summary.calls {
                let inner = self.step(callIndex, in: file, target: target)
                let found: Release?
                if let name = inner.found ?? inner.reference {
                    let member = index.files[file].outline.calls[callIndex].owner
                    found = Release(description: "'\(name)'" + (inner.isPlaced || inner.found == nil ? place(file: file, member: member, depth: 1) : ""),
                                    isByName: inner.found != nil && inner.isByName)
                } else {
                    found = inner.bodies.isEmpty && inner.closures.isEmpty ? inner.byName : nil
                }
                guard let found else { continue }
                if !found.isByName { return found }
                foundByName = foundByName ?? found
            }
        }
        return foundByName ?? (step.keepsName ? byName : nil)
    }

    // MARK: Searching a body, once

    /// Whether the body itself (no call followed) makes a release of `target`'s kind.
    func releasesDirectly(_ body: Body, target: ReleaseTarget) -> Bool {
        summary(of: body, target: target).assignment != nil
    }

    func summary(of body: Body, target: ReleaseTarget) -> Summary {
        let key = BodyKey(body: body, target: target)
        if let known = summaries[key] { return known }
        evaluations += 1
        let file = Int(body.file)
        let outline = index.files[file].outline
        var summary = Summary(calls: [], assignment: nil)
        switch target {
        case .child:
            summary.calls = body.callPositions(in: index).filter { runs(outline.calls[$0].closure, with: body.closure, in: outline) }
            for position in body.assignmentPositions(in: index)
            where runs(outline.assignments[position].closure, with: body.closure, in: outline) {
                if let collection = removedChildCollection(by: outline.assignments[position], in: file) {
                    summary.assignment = collection
                    break
                }
            }
        case .detachment:
            summary.calls = body.callPositions(in: index)
        case .removal(let parent):
            summary = removalSummary(of: body, parent: parent)
        case .replacement(let property):
            let replaces = body.assignmentPositions(in: index).contains { position in
                let assignment = outline.assignments[position]
                return assignment.op == .assign && assignment.target.count == 1
                    && (assignment.target.base == .selfKeyword || assignment.target.base == .name)
                    && outline.lastName(assignment.target) == property
            }
            summary.assignment = replaces ? property : nil
        case .clearing(let property) where body.closure < 0:
            // A method of the closure's type, reached by a call: its own code sets the property to nil
            // (or empties the bag).
            let clears = body.assignmentPositions(in: index).contains { position in
                let assignment = outline.assignments[position]
                return (assignment.value.kind == .nil || ReleaseFinder.isEmptyCollection(assignment.value, outline))
                    && assignment.target.count == 1 && outline.lastName(assignment.target) == property
            }
            summary.assignment = clears ? property : nil
            summary.calls = body.callPositions(in: index).filter { ReleaseFinder.isOwnMethodCall(outline.calls[$0]) }
        case .clearing(let property):
            // Set to nil, or (a bag) emptied: `agentForward = []`, `bag.removeAll()`.
            let setsToNil = body.assignmentPositions(in: index).contains { position in
                let assignment = outline.assignments[position]
                return (assignment.value.kind == .nil || ReleaseFinder.isEmptyCollection(assignment.value, outline))
                    && outline.lastName(assignment.target) == property
            }
            let calls = body.callPositions(in: index)
            let ends = calls.contains { position in
                let call = outline.calls[position]
                guard call.callee.base == .name || call.callee.base == .selfKeyword,
                      ["cancel", "dispose", "removeAll"].contains(outline.name(of: call)) else { return false }
                let names = outline.elements(call.callee).map { $0.kind == .name ? outline.name($0.name) : "" }
                return names.count == 2 && meansProperty(call, named: names[0], property: property, in: body)
            }
            summary.assignment = setsToNil || ends ? property : nil
            summary.calls = calls.filter { ReleaseFinder.isOwnMethodCall(outline.calls[$0]) }
        }
        summaries[key] = summary
        return summary
    }

    /// Whether `call`'s receiver `receiver` (`bag` in `bag.dispose()`) is self's property
    /// `property` where the call is made: the property itself, or a local that stands for it
    /// (`d.dispose()` after `if let d = disposable`), but not a local of the same name bound to
    /// something else, and for `removeAll()`, which empties a local's copy of a collection, not a
    /// local bound from it (`BodyHandle.property(named:at:in:followingCopies:)`).
    private func meansProperty(_ call: Call, named receiver: String, property: String, in body: Body) -> Bool {
        guard call.callee.base == .name else { return receiver == property }
        let outline = index.files[Int(body.file)].outline
        let followingCopies = outline.name(of: call) != "removeAll"
        return body.property(named: receiver, at: call.range.start, in: index, followingCopies: followingCopies) == property
    }

    func step(_ callIndex: Int, in file: Int, target: ReleaseTarget) -> Step {
        let key = StepKey(file: Int32(file), call: Int32(callIndex), target: target)
        if let known = steps[key] { return known }
        let call = index.files[file].outline.calls[callIndex]
        let step: Step
        switch target {
        case .child: step = childStep(of: call, in: file)
        case .detachment: step = detachmentStep(of: call, in: file)
        case .replacement: step = Step()
        case .clearing: step = ownMethodStep(of: call, in: file)
        case .removal(let parent): step = removalStep(of: call, in: file, parent: parent)
        }
        steps[key] = step
        return step
    }

    /// `detachChild`, an interactor's `deactivate()`, a removal from a child collection, a relay
    /// named for the end of a screen, or the bodies the call leads to.
    private func childStep(of call: Call, in file: Int) -> Step {
        let outline = index.files[file].outline
        let name = outline.name(of: call)
        var step = Step()
        if !name.isEmpty, call.callee.base != .superKeyword, !unregistersObserver(call, in: file) {
            if let direct = directStep(of: call, named: name, in: file) {
                step = direct
            } else if !isGivenItsOwnReceiver(call, in: outline) && !isOnJustAddedChild(call, in: file) {
                step = follow(name, receiver: call.callee, receiverCount: outline.elements(call.callee).count - 1, in: file,
                              owner: call.owner, closure: call.closure)
                if !step.bodies.isEmpty { step.selection = selection(passedBy: call, in: file) }
            }
        }
        step.reference = referenceArgument(of: call, in: file)
        return step
    }

    /// A call named `deactivate` or `detach…`, or the bodies the call leads to.
    private func detachmentStep(of call: Call, in file: Int) -> Step {
        let outline = index.files[file].outline
        let name = outline.name(of: call)
        guard !isCallOnOutsideType(call.callee, in: file), !unregistersObserver(call, in: file) else { return Step() }
        if name == "deactivate" || ReleaseFinder.startsWithWord(name, "detach") { return Step(found: name) }
        guard !name.isEmpty, call.callee.base != .superKeyword else { return Step() }
        var step = follow(name, receiver: call.callee, receiverCount: outline.elements(call.callee).count - 1, in: file,
                          owner: call.owner, closure: call.closure)
        step.byName = nil
        return step
    }

    /// `completeResponse()`, `self.stop()`: a call of a method of the caller's own type.
    static func isOwnMethodCall(_ call: Call) -> Bool {
        call.callee.count == 1 && (call.callee.base == .name || call.callee.base == .selfKeyword)
    }

    /// The methods of the caller's own type (or its ancestors) that an unqualified call runs.
    private func ownMethodStep(of call: Call, in file: Int) -> Step {
        let name = index.files[file].outline.name(of: call)
        guard !name.isEmpty, let type = index.ownerTypeName(file: file, member: call.owner) else { return Step() }
        var step = Step()
        for ref in index.lookupMember(name, in: type) where !step.bodies.contains(ref) {
            let declaration = index.member(ref)
            if declaration.kind == .function && declaration.body != nil { step.bodies.append(ref) }
        }
        return step
    }

    private func directStep(of call: Call, named name: String, in file: Int) -> Step? {
        let outline = index.files[file].outline
        let elements = outline.elements(call.callee)
        if name == "detachChild" || (name == "deactivate" && call.argumentStart == call.argumentEnd
                                     && deactivatesInteractor(call.callee, count: elements.count - 1, in: file, owner: call.owner)
                                     && !isReactivated(call, in: file)) {
            return Step(found: name, isPlaced: true)
        }
        if elements.count >= 2, elements[elements.endIndex - 2].kind == .name {
            let receiver = outline.name(elements[elements.endIndex - 2].name)
            if ReleaseFinder.removalNames.contains(name) && ReleaseFinder.isChildCollection(receiver)
                && holdsChildren(receiver, chain: call.callee, count: elements.count - 2, in: file, owner: call.owner) {
                return Step(found: "\(receiver).\(name)", isPlaced: true)
            }
            if ReleaseFinder.emissionNames.contains(name) && ReleaseFinder.isEndingName(receiver) {
                return Step(found: receiver, isByName: true)
            }
            if ReleaseFinder.emissionNames.contains(name) {
                let subscribers = subscribers(ofRelay: receiver, chain: call.callee, count: elements.count - 2, in: file, owner: call.owner)
                if !subscribers.isEmpty { return Step(closures: subscribers) }
                if receiver == "action", let mutation = reactorActionStep(call, in: file) { return mutation }
            }
        }
        return nil
    }

    /// `coordinator.didFinish(coordinator: coordinator)`: an object asked to remove itself from its
    /// own children, where it never is, releases nothing.
    private func isGivenItsOwnReceiver(_ call: Call, in outline: Outline) -> Bool {
        let arguments = outline.arguments(of: call)
        guard arguments.count == 1, let argument = arguments.first, argument.value.kind == .chain, argument.value.call < 0,
              call.callee.count >= 2, argument.value.chain.base == call.callee.base else { return false }
        let receiver = outline.names(call.callee).dropLast()
        return !receiver.isEmpty && Array(outline.names(argument.value.chain)) == Array(receiver)
    }

    /// `interactor.deactivate()`, `router.interactable.deactivate()`: a RIBs interactor, not a camera
    /// session or a keyboard shortcut.
    private func deactivatesInteractor(_ callee: Chain, count: Int, in file: Int, owner: Int32) -> Bool {
        let outline = index.files[file].outline
        let elements = outline.elements(callee)
        if count > 0, let receiver = elements.dropLast().last, receiver.kind == .name {
            let name = outline.name(receiver.name)
            if name.hasPrefix("interact") || name.hasSuffix("Interactor") || name.hasSuffix("Interactable") { return true }
        }
        guard let type = receiverType(callee, count: count, in: file, owner: owner) else { return false }
        return index.roles(of: type).contains(.interactor)
    }

    /// Whether the type that deactivates an interactor also activates the same one again
    /// (`interactable.activate()` on appear, `interactable.deactivate()` on disappear): a pause,
    /// not a release.
    private func isReactivated(_ deactivation: Call, in file: Int) -> Bool {
        let outline = index.files[file].outline
        guard let activate = outline.symbol("activate"), let type = index.ownerTypeName(file: file, member: deactivation.owner) else { return false }
        let receiver = outline.names(deactivation.callee).dropLast()
        return outline.calls.contains { call in
            call.name == activate && call.owner >= 0 && outline.names(call.callee).dropLast() == receiver
                && index.ownerTypeName(file: file, member: call.owner) == type
        }
    }

    /// `children.forEach(detachChild)`: a release passed as a function.
    private func referenceArgument(of call: Call, in file: Int) -> String? {
        let outline = index.files[file].outline
        for argument in outline.arguments(of: call) where argument.value.kind == .chain && argument.value.call < 0 {
            if outline.lastName(argument.value.chain) == "detachChild" { return "detachChild" }
        }
        return nil
    }

    /// `childCoordinators[key] = nil`, `children = []`, `childCoordinators = childCoordinators.filter { … }`.
    private func removedChildCollection(by assignment: Assignment, in file: Int) -> String? {
        let outline = index.files[file].outline
        guard assignment.op == .assign else { return nil }
        let elements = outline.elements(assignment.target)
        guard let last = elements.last else { return nil }
        if last.kind == .subscript, assignment.value.kind == .nil, elements.count >= 2,
           elements[elements.endIndex - 2].kind == .name {
            let name = outline.name(elements[elements.endIndex - 2].name)
            return ReleaseFinder.isChildCollection(name)
                && holdsChildren(name, chain: assignment.target, count: elements.count - 2, in: file, owner: assignment.owner) ? name : nil
        }
        guard last.kind == .name else { return nil }
        let name = outline.name(last.name)
        guard ReleaseFinder.isChildCollection(name),
              holdsChildren(name, chain: assignment.target, count: elements.count - 1, in: file, owner: assignment.owner) else { return nil }
        switch assignment.value.kind {
        case .array, .dictionary: return name
        case .chain: return outline.elements(assignment.value.chain).first?.name == last.name ? name : nil
        default: return nil
        }
    }

    // MARK: Following calls

    /// Follows a call into the bodies it can run: the methods named `name` of its receiver's type
    /// (`self`'s for an unqualified call) and of the types that implement or inherit it, or the
    /// closures assigned to a closure property of that name.
    private func follow(_ name: String, receiver chain: Chain, receiverCount: Int, in file: Int, owner: Int32, closure: Int32 = -1) -> Step {
        var step = Step()
        var hasClosureProperty = false
        var receiverFamily: Set<String> = []
        if let type = receiverType(chain, count: receiverCount, in: file, owner: owner, closure: closure) {
            receiverFamily = Set(family(of: type) + index.ancestors(of: type))
            for member in family(of: type) {
                for ref in index.lookupMember(name, in: member) where !step.bodies.contains(ref) {
                    let declaration = index.member(ref)
                    if declaration.kind == .function && declaration.body != nil { step.bodies.append(ref) }
                    if declaration.kind == .property { hasClosureProperty = true }
                }
            }
        }
        // A receiver of unknown type is not followed: by name alone, `loader.refresh()` would
        // reach every project method called `refresh()`. Only a name that says it ends the screen counts.
        if hasClosureProperty && step.bodies.isEmpty {
            (step.closures, step.keepsName) = assignedClosures(name, on: receiverFamily)
        }
        step.byName = ReleaseFinder.isEndingName(name) && !isCallOnOutsideType(chain, in: file)
            ? Release(description: "'\(name)'", isByName: true) : nil
        return step
    }

    /// The type a call's receiver has; `self`'s type for an unqualified call.
    func receiverType(_ chain: Chain, count: Int, in file: Int, owner: Int32, closure: Int32 = -1) -> String? {
        if count == 0 {
            return chain.base == .name || chain.base == .selfKeyword ? index.ownerTypeName(file: file, member: owner) : nil
        }
        if let type = index.typeName(of: chain, count: count, in: file, owner: owner) { return type }
        guard chain.base == .name, let first = index.files[file].outline.elements(chain).first, first.kind == .name,
              let object = objectParameterType(first.name, closure: closure, in: file, owner: owner) else { return nil }
        return count == 1 ? object : index.typeName(of: chain, count: count, in: file, owner: owner, rootType: object)
    }

    /// The type of `owner` in `bind(with: self) { owner, _ in … }` (RxSwift's `subscribe(with:)`,
    /// `drive(with:)`…): the first parameter of a closure given to a call with a `with:` argument
    /// is that argument, weakly held.
    private func objectParameterType(_ name: Symbol, closure: Int32, in file: Int, owner: Int32) -> String? {
        let outline = index.files[file].outline
        var current = closure
        while current >= 0 {
            let enclosing = outline.closures[Int(current)]
            if outline.symbols(enclosing.parameters).first == name, case .argument(let callIndex, _, _) = enclosing.context, callIndex >= 0 {
                let call = outline.calls[Int(callIndex)]
                guard let object = outline.arguments(of: call).first(where: { !$0.label.isNone && outline.name($0.label) == "with" }) else { return nil }
                return index.typeName(of: object.value, in: file, owner: owner)
            }
            current = enclosing.closure
        }
        return nil
    }

    /// A type and the types that implement or inherit it (`lookupMember` adds their ancestors).
    private func family(of type: String) -> [String] {
        if let known = families[type] { return known }
        let family = [type] + index.subtypes(of: type)
        families[type] = family
        return family
    }

    /// Closures assigned to property `name` of a type in `types`, given as its initial value, or
    /// passed to an initializer that stores its parameter in it (`self.onClose = onClose`): another
    /// type's `completion` is another closure. `keepsName` when such an initializer's caller passes
    /// something else, or none is found.
    private func assignedClosures(_ name: String, on types: Set<String>) -> (closures: [(Int, Int32)], keepsName: Bool) {
        var result: [(Int, Int32)] = []
        var keepsName = false
        for ref in index.assignments(to: name) {
            let file = Int(ref.file)
            let assignment = index.files[file].outline.assignments[Int(ref.index)]
            let isClosure = assignment.value.kind == .closure && assignment.value.closure >= 0
            // Besides a closure, only a bare name in an initializer (`self.onClose = onClose`) says which closures.
            guard isClosure || assignment.value.kind == .chain && assignment.value.call < 0 && assignment.value.chain.count == 1
                    && assignment.owner >= 0
                    && index.files[file].outline.members[Int(assignment.owner)].kind == .initializer else { continue }
            let count = assignment.target.count - 1
            let owner = count == 0 ? index.ownerTypeName(file: file, member: assignment.owner)
                : index.typeName(of: assignment.target, count: count, in: file, owner: assignment.owner)
            guard let owner, types.contains(owner) else { continue }
            if isClosure {
                result.append((file, assignment.value.closure))
            } else if let passed = initializerClosures(storedBy: assignment, in: file, type: owner) {
                result += passed.closures
                keepsName = keepsName || !passed.isComplete
            }
        }
        for ref in index.members(named: name) {
            guard let owner = index.ownerTypeName(ofMember: ref), types.contains(owner) else { continue }
            if let initializer = index.member(ref).initializer, initializer.kind == .closure, initializer.closure >= 0 {
                result.append((Int(ref.file), initializer.closure))
            }
        }
        return (result, keepsName)
    }

    /// ` in 'Type.method'` for releases found past the first call, so the message says where.
    private func place(file: Int, member: Int32, depth: Int) -> String {
        guard depth > 0, member >= 0 else { return "" }
        let name = index.files[file].outline.members[Int(member)].name
        guard let type = index.ownerTypeName(file: file, member: member) else { return " in '\(name)'" }
        return " in '\(type).\(name)'"
    }

    // MARK: Names

    /// Calls whose closure argument runs before they return, or right after on the main queue.
    static let immediateCallers: Set<String> = [
        "async", "asyncAfter", "sync", "forEach", "map", "compactMap", "flatMap", "filter", "first", "contains",
        "allSatisfy", "reduce", "animate", "performWithoutAnimation", "performBatchUpdates", "run", "perform",
        "removeAll", "withExtendedLifetime", "Task", "dismiss",
    ]
    static let removalNames: Set<String> = [
        "remove", "removeAll", "removeValue", "removeFirst", "removeLast", "removeSubrange", "popLast", "removeObject",
    ]
    static let emissionNames: Set<String> = ["accept", "onNext", "send", "on", "emit"]

    /// An empty bag or collection: `[]`, `[:]`, `DisposeBag()`, `Set<AnyCancellable>()`.
    static func isEmptyCollection(_ value: Expression, _ outline: Outline) -> Bool {
        switch value.kind {
        case .array, .dictionary:
            return value.range.end - value.range.start <= 3
        case .chain:
            let elements = outline.elements(value.chain)
            guard value.call >= 0, elements.count == 2, let first = elements.first, first.kind == .name,
                  outline.arguments(of: outline.calls[Int(value.call)]).isEmpty else { return false }
            return ["DisposeBag", "Set", "CompositeDisposable"].contains(outline.name(first.name))
        default:
            return false
        }
    }

    /// `children`, `childCoordinators`, `coordinators`, `childRouters`, `childFlows`.
    static func isChildCollection(_ name: String) -> Bool {
        name == "children" || name == "coordinators" || name.hasSuffix("Coordinators")
            || (name.hasPrefix("child") && (name.hasSuffix("Routers") || name.hasSuffix("Flows")))
    }

    /// A name that says it ends a screen or a flow.
    static func isEndingName(_ name: String) -> Bool {
        for prefix in ["detach", "didPop", "didClose", "didFinish", "didTapBack", "removeChild"] where startsWithWord(name, prefix) {
            return true
        }
        return name.hasSuffix("DidFinish")
    }
}
