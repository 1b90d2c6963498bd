import NavLintIndex
import NavLintSyntax

/// How often a member runs per object: once (an initializer, a launch callback, a method with one
/// call site in such code), or maybe again (a tap's action, a method with several callers, one
/// called from a subscription). "Made once" and "set once" rest on these.
extension ObjectLifetimes {
    /// Methods the system or the RIBs runtime calls once per object.
    static let onceCallbacks: Set<String> = ["didLoad", "viewDidLoad", "loadView", "awakeFromNib", "applicationDidFinishLaunching"]

    /// How many callers are followed up from a member.
    static let maximumCallers = 8

    /// Calls whose closure argument runs on every event, tap or tick: a subscription, an observer, an action, a timer.
    static let repeatingCalls: Set<String> = ["sink", "subscribe", "bind", "drive", "addObserver", "addTarget", "addAction", "scheduledTimer"]

    /// What starts a member: the system or its object, once (`.once`); something that may run it
    /// again (`.again`); or one call site in the project (`.caller`), which decides.
    enum Start {
        case once
        case again
        case caller(file: Int, call: Call)
    }

    /// `findStart(of:in:)`, worked out once per member: `runsOnce`, `mayRunAgain` and
    /// `runsOncePerProcessReason` walk the same callers, each call site's receiver typed once.
    func start(of member: Int32, in file: Int) -> Start {
        let key = ElementRef(file: file, index: Int(member))
        if let known = startAnswers[key] { return known }
        let answer = findStart(of: member, in: file)
        startAnswers[key] = answer
        return answer
    }

    private func findStart(of member: Int32, in file: Int) -> Start {
        let declaration = index.files[file].outline.members[Int(member)]
        switch declaration.kind {
        case .initializer: return .once
        // A stored property's initial value, lazy or not, is worked out once per object.
        case .property: return declaration.initializer != nil ? .once : .again
        case .function: break
        default: return .again
        }
        if Self.onceCallbacks.contains(declaration.name) { return .once }
        let labels = Set(declaration.parameters.compactMap(\.label))
        if declaration.name == "application" && !labels.isDisjoint(with: ["didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions"])
            || declaration.name == "scene" && labels.contains("willConnectTo") { return .once }
        // A target of `#selector`, an action: called by the system, any number of times.
        guard !declaration.attributes.contains(where: { ["objc", "IBAction", "IBSegueAction"].contains($0) }),
              let type = index.ownerTypeName(file: file, member: member).map(index.simpleName) else { return .again }
        var caller: (file: Int, call: Call)?
        let parameters = declaration.parameters
        // A private method is called only from its own file.
        let isFilePrivate = !declaration.modifiers.isDisjoint(with: [.private, .fileprivate])
        for ref in index.calls(named: declaration.name) where !index.isTestFile(Int(ref.file)) && (!isFilePrivate || Int(ref.file) == file) {
            let outline = index.files[Int(ref.file)].outline
            let call = outline.calls[Int(ref.index)]
            // Another method of the same name (other labels or arity) is not a call of this one.
            guard outline.arguments(of: call).count <= parameters.count, RIBsNavigation.labels(outline.argumentLabels(of: call), fit: parameters),
                  mayCall(call, in: Int(ref.file), of: type) != false else { continue }
            // Two call sites run it twice; none, and something outside the project runs it (an override).
            if caller != nil { return .again }
            caller = (Int(ref.file), call)
        }
        return caller.map { .caller(file: $0.file, call: $0.call) } ?? .again
    }

    /// How a walk up a member's single callers ended (`walkCallers`).
    private enum WalkEnd {
        /// At a member the system or its object starts once.
        case once
        /// At a member something may run again (several callers, none, an action).
        case again
        /// Back at a member already passed (it calls itself, through others or not), or at code
        /// outside any member.
        case cycle
        /// After `maximumCallers` callers, with no sign either way.
        case limit
        /// At a call site the verdict's `stop` picked.
        case stopped
    }

    /// The one walk up the callers of member `member` that `runsOnce` and `mayRunAgain` read their
    /// verdicts from: from each member to its single call site (`start(of:in:)`) and on to the
    /// member holding that call, until a member starts once or maybe again, the walk comes back,
    /// `maximumCallers` callers are passed, or a call site satisfies `stop`.
    private func walkCallers(of member: Int32, in file: Int, stoppingAt stop: (Call, Int) -> Bool) -> WalkEnd {
        var (member, file) = (member, file)
        var visited: Set<ElementRef> = []
        for _ in 0..<Self.maximumCallers {
            guard member >= 0, visited.insert(ElementRef(file: file, index: Int(member))).inserted else { return .cycle }
            switch start(of: member, in: file) {
            case .once: return .once
            case .again: return .again
            case .caller(let callerFile, let call):
                if stop(call, callerFile) { return .stopped }
                (member, file) = (call.owner, callerFile)
            }
        }
        return .limit
    }

    /// Whether member `member` runs at most once per object: an initializer, a stored property's
    /// initial value (lazy or not: worked out once per object), a callback the system calls once
    /// (`viewDidLoad`, RIBs' `didLoad`, the launch and scene-connection callbacks), or a method with
    /// one call site, outside loops and closures, in code that itself runs once (up to
    /// `maximumCallers` callers up).
    func runsOnce(_ member: Int32, in file: Int) -> Bool {
        guard member >= 0 else { return false }
        let key = ElementRef(file: file, index: Int(member))
        if let known = runsOnceAnswers[key] { return known }
        let answer = walkCallers(of: member, in: file) { call, callerFile in
            call.closure >= 0 && !isInitialValueBody(call.closure, in: callerFile) || isInLoop(call, in: callerFile)
        } == .once
        runsOnceAnswers[key] = answer
        return answer
    }

    /// Whether the code of member `member` inside closure `closure` (negative: the member's own
    /// body) runs at most once per object: `runsOnce` of the member, for its own body or for the
    /// body of a lazy property's initial value (`lazy var flow: Flow = { … }()`), which Swift works
    /// out at most once per object, on first use. Any other closure may run any number of times.
    func runsOnce(_ member: Int32, closure: Int32, in file: Int) -> Bool {
        (closure < 0 || isInitialValueBody(closure, in: file)) && runsOnce(member, in: file)
    }

    /// Whether member `member` shows a sign of running more than once per object: two call sites
    /// that may reach it, none (and it is no callback the system calls once), an action
    /// (`@objc`, `@IBAction`), a call in a loop, or, up its single callers, one in a closure given
    /// to a subscription, an observer, an action or a timer (`repeatingCalls`). A single call in
    /// another closure (a completion given by code that runs once) is no such sign, nor is a walk
    /// that passes `maximumCallers` callers.
    func mayRunAgain(_ member: Int32, in file: Int) -> Bool {
        guard member >= 0 else { return true }
        let key = ElementRef(file: file, index: Int(member))
        if let known = mayRunAgainAnswers[key] { return known }
        let answer: Bool
        switch walkCallers(of: member, in: file, stoppingAt: { call, callerFile in
            isInLoop(call, in: callerFile) || isInRepeatingClosure(call.closure, in: callerFile)
        }) {
        case .again, .cycle, .stopped: answer = true
        case .once, .limit: answer = false
        }
        mayRunAgainAnswers[key] = answer
        return answer
    }

    /// Whether closure `closure` (or one around it) is given to a subscription, an observer, an
    /// action or a timer, which runs it on every event.
    func isInRepeatingClosure(_ closure: Int32, in file: Int) -> Bool {
        let outline = index.files[file].outline
        var current = closure
        while current >= 0 {
            let body = outline.closures[Int(current)]
            if case .argument(let call, _, _) = body.context, call >= 0, Self.repeatingCalls.contains(outline.name(of: outline.calls[Int(call)])) {
                return true
            }
            current = body.closure
        }
        return false
    }

    /// Whether `assignment`, the only one outside the holder's initializers that sets `property`,
    /// runs once per holder: its member shows no sign of running again (`mayRunAgain`), and it
    /// sits in no loop and no closure that runs on every event; or it sits under a test of that
    /// same property (`if player == nil { player = Player() }`, `guard player == nil`), which,
    /// set nowhere else, is never nil again.
    func isSetOnce(_ assignment: Assignment, property: String, in file: Int) -> Bool {
        if isUnderTest(of: property, assignment, in: file) { return true }
        if isInLoop(assignment.range, of: assignment.owner, in: file) || isInRepeatingClosure(assignment.closure, in: file) { return false }
        return !mayRunAgain(assignment.owner, in: file)
    }

    /// Whether `assignment` runs only when an `if` or `guard` before it that tests `property`
    /// alone (`property == nil`, `self.property == nil`) holds or fails.
    private func isUnderTest(of property: String, _ assignment: Assignment, in file: Int) -> Bool {
        let outline = index.files[file].outline
        return outline.conditions.contains { condition in
            guard condition.owner == assignment.owner, condition.kind == .if || condition.kind == .guard,
                  condition.range.end <= assignment.range.start,
                  condition.scope.contains(assignment.range) || condition.elseScope?.contains(assignment.range) == true else { return false }
            let names = outline.names(condition.names)
            return names.contains(property) && names.allSatisfy { $0 == property || $0 == "self" || $0 == "nil" }
        }
    }
}

