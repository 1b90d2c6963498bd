import NavLintIndex
import NavLintSyntax

/// Reports children released from view-controller lifecycle events: a detach, a finished child
/// coordinator or a pop notification reached from `viewDidAppear`, `viewWillAppear`,
/// `viewWillDisappear`, `viewDidDisappear`, `willMove(toParent:)` or `didMove(toParent:)`, from a
/// check of `isMovingFromParent` or `isBeingDismissed`, from an Rx stream of those events, or from
/// SwiftUI's `onDisappear`. These run for reasons other than a pop and miss the screens
/// in the middle of a multi-screen pop.
///
/// Reported at the `isMovingFromParent`/`isBeingDismissed` check when the call sits inside one,
/// otherwise at the call. A single `didMove`/`willMove(toParent:)` detection in a base class
/// (a library driving every flow's lifecycle) is left alone.
struct LifecycleDetachRule: Rule {
    static let description = RuleDescription(
        identifier: "lifecycle-detach",
        summary: "A child is detached or finished from a view-controller lifecycle method or an isMovingFromParent check",
        defaultSeverity: .warning,
        category: "navigation")

    func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var findings: [Diagnostic] = []
        var containmentFindings: [String: [Diagnostic]] = [:]
        for file in index.files.indices {
            let outline = index.files[file].outline
            // Most files have nothing to check: decided before a scan is set up.
            let overrides = outline.members.indices.filter { isLifecycleOverride($0, of: outline, index: index, in: file) }
            guard !overrides.isEmpty || FileScan.mayFind(in: outline) else { continue }
            // The shared release finder, one file at a time: other rules may ask it in between.
            context.model.withReleases { finder in
                var scan = FileScan(index: index, finder: finder, file: file, context: context, outline: outline)
                scan.checkMovingConditions()
                for memberIndex in overrides {
                    let name = outline.members[memberIndex].name
                    let found = scan.checkLifecycleMethod(Int32(memberIndex), named: name)
                    if name == "didMove" || name == "willMove", !found.isEmpty,
                       let type = index.ownerTypeName(file: file, member: Int32(memberIndex)) {
                        containmentFindings[type, default: []].append(contentsOf: found)
                    } else {
                        scan.findings.append(contentsOf: found)
                    }
                }
                scan.checkLifecycleStreams()
                scan.checkSwiftUIAppearance()
                findings.append(contentsOf: scan.findings)
            }
        }
        // One containment detection in a base class is a library driving every flow: fine.
        if containmentFindings.count == 1, let (type, found) = containmentFindings.first, found.count == 1,
           index.hasSubtypes(type) || index.isOpen(type) {
            return findings
        }
        return findings + containmentFindings.values.flatMap { $0 }
    }

    /// `override func viewDidDisappear(_:)` and its kin, in a type (a view controller).
    private func isLifecycleOverride(_ memberIndex: Int, of outline: Outline, index: ProjectIndex, in file: Int) -> Bool {
        // Checked field by field, so the common case (another member) copies nothing.
        guard outline.members[memberIndex].kind == .function,
              LifecycleDetachRule.lifecycleNameLengths.contains(outline.members[memberIndex].name.utf8.count),
              let first = outline.members[memberIndex].name.utf8.first,
              first == UInt8(ascii: "v") || first == UInt8(ascii: "w") || first == UInt8(ascii: "d") else { return false }
        let member = outline.members[memberIndex]
        guard member.body != nil, member.owner >= 0, let labels = LifecycleDetachRule.lifecycleMethods[member.name],
              member.parameters.map({ $0.label ?? "_" }) == labels else { return false }
        guard let type = index.ownerTypeName(file: file, member: Int32(memberIndex)) else { return member.modifiers.contains(.override) }
        // An extension's own screen leaving is the end of the extension's session, not a pop.
        if LifecycleDetachRule.leavingMethods.contains(member.name) && ExtensionScreens.isPrincipalScreen(type, in: index) { return false }
        return member.modifiers.contains(.override) || index.roles(of: type).contains(.viewController)
    }

    /// Lifecycle methods and their argument labels.
    static let lifecycleMethods: [String: [String]] = [
        "viewDidAppear": ["_"], "viewWillAppear": ["_"], "viewWillDisappear": ["_"], "viewDidDisappear": ["_"],
        "willMove": ["toParent"], "didMove": ["toParent"],
    ]
    /// The lifecycle methods that run when the screen leaves.
    static let leavingMethods: Set<String> = ["viewWillDisappear", "viewDidDisappear", "willMove", "didMove"]
    /// The lengths of those names: most other names are told apart without hashing them.
    static let lifecycleNameLengths = lifecycleMethods.keys.map(\.utf8.count)
    /// Properties that say the view controller is leaving its parent.
    static let movingNames = ["isMovingFromParent", "isMovingFromParentViewController", "isBeingDismissed"]
    /// Lifecycle events, lowercased, as Rx streams name them (`rx.viewDidDisappear`, `viewDidDisappearEvent`).
    static let eventPrefixes = ["viewdiddisappear", "viewwilldisappear", "viewdidappear", "viewwillappear"]

    static func isLifecycleEvent(_ name: String) -> Bool {
        guard name.utf8.count >= 13, name.utf8.first == UInt8(ascii: "v") else { return false }
        let lowercased = name.lowercased()
        return eventPrefixes.contains { lowercased.hasPrefix($0) }
    }

    /// The fix every message ends with.
    static let fix = "release it in the navigation controller's didShow flush path instead"
}

/// The checks of one file, sharing what they have reported so a call is reported once.
private struct FileScan {
    let index: ProjectIndex
    let finder: ReleaseFinder
    let file: Int
    let context: RuleContext
    let outline: Outline
    var findings: [Diagnostic] = []
    /// Scopes of moving checks already reported: the calls inside them are not reported again.
    var reportedScopes: [(owner: Int32, scope: ByteRange)] = []
    var reportedStarts: Set<UInt32> = []

    init(index: ProjectIndex, finder: ReleaseFinder, file: Int, context: RuleContext, outline: Outline) {
        self.index = index
        self.finder = finder
        self.file = file
        self.context = context
        self.outline = outline
    }

    /// Whether a check other than the lifecycle overrides' can report in the file: it names a
    /// moving check, a lifecycle event stream or `onDisappear`.
    static func mayFind(in outline: Outline) -> Bool {
        // One pass over the file's names, each compared only to the names of its length: cheaper
        // than a hash lookup per wanted name.
        outline.containsSymbol { name in
            switch name.utf8.count {
            case 11: return name == "onDisappear"
            case 16, 18, 32: return LifecycleDetachRule.movingNames.contains(name) || LifecycleDetachRule.isLifecycleEvent(name)
            default: return LifecycleDetachRule.isLifecycleEvent(name)
            }
        }
    }

    /// `if isMovingFromParent { listener?.didClose() }`, anywhere.
    mutating func checkMovingConditions() {
        let symbols = LifecycleDetachRule.movingNames.compactMap { outline.symbol($0) }
        guard !symbols.isEmpty else { return }
        for condition in outline.conditions {
            guard outline.symbols(condition.names).contains(where: { symbols.contains($0) }),
                  let scope = condition.hasNegation ? condition.elseScope : condition.scope, scope.end > scope.start,
                  let release = release(in: scope, owner: condition.owner, closure: condition.closure) else { continue }
            reportedScopes.append((condition.owner, scope))
            let check = movingCheck(in: condition.range, symbols: symbols)
            report("\(typeDescription(condition.owner)) ends a child when '\(check.name)'\(memberDescription(condition.owner)) (\(release.description)); \(LifecycleDetachRule.fix)",
                   at: check.range)
        }
    }

    /// The first `isMovingFromParent`/`isBeingDismissed` written in a condition, with its range (the
    /// outline keeps every chain of a body, conditions' included).
    private func movingCheck(in range: ByteRange, symbols: [Symbol]) -> (name: String, range: ByteRange) {
        var found: ChainElement?
        for element in outline.chainElements
            where element.kind == .name && symbols.contains(element.name) && element.range.start >= range.start
                && element.range.end <= range.end && element.range.start < (found?.range.start ?? .max) {
            found = element
        }
        guard let found else { return (LifecycleDetachRule.movingNames[0], range) }
        return (outline.name(found.name), found.range)
    }

    /// The calls of a lifecycle override that release a child, outside reported checks.
    mutating func checkLifecycleMethod(_ member: Int32, named name: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (callIndex, call) in outline.calls.enumerated()
            where call.owner == member && finder.runs(call.closure, with: -1, in: outline) && !isReported(call.range, owner: member) {
            guard let release = finder.release(reachedByCall: callIndex, in: file) else { continue }
            guard reportedStarts.insert(call.range.start).inserted else { continue }
            found.append(diagnostic("\(typeDescription(member)) ends a child from '\(name)' (\(release.description)); \(LifecycleDetachRule.fix)",
                                    at: call.range))
        }
        return found
    }

    /// `viewDidDisappearEvent.subscribe(onNext: { … })`, `presenter.viewDidDisappearTrigger.bind { … }`.
    mutating func checkLifecycleStreams() {
        var events: Set<Symbol> = []
        for (symbol, name) in outline.symbols.enumerated() where LifecycleDetachRule.isLifecycleEvent(name) {
            events.insert(Symbol(rawValue: UInt32(symbol)))
        }
        guard !events.isEmpty else { return }
        for call in outline.calls where call.argumentEnd > call.argumentStart && call.callee.count > 1 {
            guard let event = outline.elements(call.callee).dropLast().first(where: { $0.kind == .name && events.contains($0.name) })
            else { continue }
            for argument in outline.arguments(of: call) where argument.value.kind == .closure && argument.value.closure >= 0 {
                reportCalls(inClosure: argument.value.closure, trigger: outline.name(event.name))
            }
        }
    }

    /// `.onDisappear(perform: state.onDisappear)` and `.onDisappear { … }`. (`onAppear` is left alone:
    /// SwiftUI code uses it to run effects, such as closing a screen when its state says so.)
    mutating func checkSwiftUIAppearance() {
        guard let onDisappear = outline.symbol("onDisappear") else { return }
        let perform = outline.symbol("perform")
        let name = "onDisappear"
        for call in outline.calls where call.name == onDisappear {
            for argument in outline.arguments(of: call) {
                if argument.value.kind == .closure && argument.value.closure >= 0 {
                    reportCalls(inClosure: argument.value.closure, trigger: name)
                } else if argument.label == perform, argument.value.kind == .chain, argument.value.call < 0,
                          let release = finder.release(reachedByReference: argument.value.chain, in: file, owner: call.owner),
                          reportedStarts.insert(argument.value.range.start).inserted {
                    report("\(typeDescription(call.owner)) ends a child from '\(name)' (\(release.description)); \(LifecycleDetachRule.fix)",
                           at: argument.value.range)
                }
            }
        }
    }

    // MARK: Helpers

    private mutating func reportCalls(inClosure closure: Int32, trigger: String) {
        for (callIndex, call) in outline.calls.enumerated()
            where call.owner == outline.closures[Int(closure)].owner && finder.runs(call.closure, with: closure, in: outline)
                && !isReported(call.range, owner: call.owner) {
            guard let release = finder.release(reachedByCall: callIndex, in: file),
                  reportedStarts.insert(call.range.start).inserted else { continue }
            report("\(typeDescription(call.owner)) ends a child from '\(trigger)' (\(release.description)); \(LifecycleDetachRule.fix)",
                   at: call.range)
        }
    }

    /// The first release reached by code in `scope` that runs with `closure`.
    private func release(in scope: ByteRange, owner: Int32, closure: Int32) -> Release? {
        let calls = outline.calls.indices.lazy.filter { index in
            let call = outline.calls[index]
            return call.owner == owner && call.range.start >= scope.start && call.range.end <= scope.end
                && finder.runs(call.closure, with: closure, in: outline)
        }
        return finder.release(reachedByCalls: calls, in: file)
    }

    private func isReported(_ range: ByteRange, owner: Int32) -> Bool {
        reportedScopes.contains { $0.owner == owner && range.start >= $0.scope.start && range.end <= $0.scope.end }
    }

    private func typeDescription(_ member: Int32) -> String {
        index.ownerTypeName(file: file, member: member).map { "'\($0)'" } ?? "This code"
    }

    private func memberDescription(_ member: Int32) -> String {
        member >= 0 ? " in '\(outline.members[Int(member)].name)'" : ""
    }

    private func diagnostic(_ message: String, at range: ByteRange) -> Diagnostic {
        LifecycleDetachRule().diagnostic(message, file: file, range: range, in: context)
    }

    private mutating func report(_ message: String, at range: ByteRange) {
        findings.append(diagnostic(message, at: range))
    }
}
