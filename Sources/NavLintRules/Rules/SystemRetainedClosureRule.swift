import NavLintIndex
import NavLintSyntax

/// Reports a closure (or a `target: self`) that the system keeps running and that keeps `self`
/// strongly all that time: a task looping over an endless asynchronous sequence, a repeating
/// timer's block or target, a `NotificationCenter` observer block, and a key-value observation
/// stored in self. Each is fine when self is held weakly where it matters, or when the work is
/// stopped (`cancel()`, `invalidate()`, `removeObserver`) in a method other than `deinit`, which
/// never runs while the system keeps self. Only objects of a screen or flow are looked at (not
/// services), and not those that live as long as the app (`ObjectLifetimes`: singletons, the
/// window's root view controller, what only app-lifetime objects keep; option `appLifetimeCycles`).
struct SystemRetainedClosureRule: Rule {
    static let description = RuleDescription(
        identifier: "system-retained-closure",
        summary: "A task over an endless stream, a repeating timer, a notification or key-value observer keeps self strongly while the system runs it",
        defaultSeverity: .warning,
        category: "cycles")

    /// Off by default: an object that lives as long as the app loses nothing to the system keeping it.
    static let appLifetimeDefault = "off"

    static var options: [String: String] {
        [ObjectLifetimes.option: AppLifetimeFindings.optionDescription(default: appLifetimeDefault)]
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let appLifetimeSeverity = AppLifetimeFindings.severity(in: context, default: Self.appLifetimeDefault)
        var findings: [Diagnostic] = []
        let observerWrappers = index.closureWrappers(of: .notificationObserver), taskWrappers = index.closureWrappers(of: .task)
        let names = ["Task", "detached", "scheduledTimer", "Timer", "addObserver", "observe"]
        for name in names + Set(observerWrappers.keys).union(taskWrappers.keys).subtracting(names).sorted() {
            for ref in index.calls(named: name) {
                let file = Int(ref.file)
                let call = index.files[file].outline.calls[Int(ref.index)]
                guard let type = index.referenceOwnerType(of: call, in: file), index.isScreenOrFlowObject(type) else { continue }
                // An object that lives as long as the app (a singleton, the window's root, what only they keep) loses nothing,
                // nor does work that a member running once per process starts: it keeps one object, which is kept anyway.
                var appLifetime = context.model.appLifetimeReason(of: type, forCodeAt: call.range.start, in: file)
                guard appLifetime == nil || appLifetimeSeverity != nil else { continue }
                let site = Site(index: index, file: file, callIndex: ref.index, type: type)
                var found: [Diagnostic]
                switch name {
                case "Task", "detached": found = taskFindings(site, context: context)
                case "scheduledTimer", "Timer": found = timerFindings(site, context: context)
                case "addObserver": found = observerFindings(site, context: context)
                case "observe": found = keyValueObservationFindings(site, context: context)
                default: found = []
                }
                if let wrapper = taskWrappers[name], found.isEmpty { found = taskFindings(site, context: context, wrapper: wrapper) }
                if let wrapper = observerWrappers[name], found.isEmpty { found = observerFindings(site, context: context, wrapper: wrapper) }
                // Asked of findings only (the walks cost more than the test): code nothing runs starts nothing.
                if !found.isEmpty, context.model.isNeverCalled(file: file, member: call.owner) { continue }
                if !found.isEmpty, appLifetime == nil, let reason = context.model.workStarterReason(call: ref.index, in: file) {
                    guard appLifetimeSeverity != nil else { continue }
                    appLifetime = reason
                }
                if let appLifetime, let appLifetimeSeverity {
                    found = found.map { finding in
                        var finding = finding
                        finding.severity = appLifetimeSeverity
                        let what = finding.message.split(separator: ";", maxSplits: 1).first.map(String.init) ?? finding.message
                        finding.message = "\(AppLifetimeFindings.closureMessagePrefix) '\(type)', \(appLifetime): \(what); it frees nothing while the app runs"
                        return finding
                    }
                }
                findings += found
            }
        }
        return findings
    }

    // MARK: Tasks

    /// `Task { … }`, `Task.detached { … }`, or the closure given to a project function that hands it to one.
    private func taskFindings(_ site: Site, context: RuleContext, wrapper: ClosureWrapper? = nil) -> [Diagnostic] {
        guard let closure = site.closureArgument, wrapper.map({ $0.receives(closure, from: site.call, in: site.outline) })
                ?? ClosureKeeper.task.isKeeping(site.call, in: site.outline) else { return [] }
        let literal = site.outline.closures[Int(closure)]
        for loop in site.outline.conditions where loop.kind == .for && loop.closure == closure {
            guard let sequence = site.index.endlessSequenceName(of: loop, in: site.file) else { continue }
            let kept = site.index.keptNames(ofResultOf: site.callIndex, in: site.file)
            if !kept.isEmpty && site.index.stops(kept, with: "cancel", in: site.type, declaredIn: site.file) { return [] }
            if capturesSelfStrongly(literal, site) {
                return [site.report(closure: closure, "this task loops over the endless sequence '\(sequence)' and keeps 'self' while it runs; capture '[weak self]' and unwrap it inside the loop, or cancel the task in a path that runs", rule: self, context: context)]
            }
            if let binding = strongRebinding(before: loop, in: literal, closure: closure, site) {
                let named = binding == "self" ? "" : " ('\(binding)')"
                return [site.report(closure: closure, "this task makes its weak 'self' strong\(named) before its endless loop over '\(sequence)' and keeps it while it runs; unwrap 'self' inside the loop, or cancel the task in a path that runs", rule: self, context: context)]
            }
        }
        return []
    }

    /// `self` used explicitly without a weak capture, or a member of self used implicitly, which a
    /// task's closure allows without `[self]`.
    private func capturesSelfStrongly(_ literal: Closure, _ site: Site) -> Bool {
        let outline = site.outline
        if site.capturesSelfStrongly(literal) { return true }
        guard !outline.captures(of: literal).contains(where: { outline.name($0.name) == "self" }) else { return false }
        // A name bound before the closure (`if let audio = audio as? MonoAudio { Task { … audio … } }`) is the local, not self's member.
        let body = BodyHandle(file: site.file, member: literal.owner)
        return outline.names(literal.freeNames).contains { name in
            guard site.isInstanceMember(name) else { return false }
            guard let binding = body.local(named: name, before: literal.range.start, in: site.index), binding.closure == literal.closure else { return true }
            return binding.isConditional && !outline.conditions.contains { $0.range.contains(binding.range) && $0.scope.contains(literal.range) }
        }
    }

    /// The name of a strong binding of a weakly captured self made in the task's body before the
    /// loop (`guard let self`, `guard let strongSelf = self`) and used in the loop.
    private func strongRebinding(before loop: Condition, in literal: Closure, closure: Int32, _ site: Site) -> String? {
        let outline = site.outline
        guard outline.captures(of: literal).contains(where: { outline.name($0.name) == "self" && $0.kind == .weak }) else { return nil }
        for position in site.index.localPositions(ownedBy: loop.owner, in: site.file) {
            let local = outline.locals[position]
            guard local.closure == closure, local.range.end <= loop.range.start else { continue }
            let names = outline.names(local.names)
            guard let name = names.first, names.contains("self") || local.value?.kind == .self else { continue }
            let usesBinding = site.index.callPositions(ownedBy: loop.owner, in: site.file).contains { position in
                let call = outline.calls[position]
                guard loop.scope.contains(call.range) || loop.range.contains(call.range) else { return false }
                let first = outline.names(call.callee).first
                if name == "self" {
                    return call.callee.base == .selfKeyword || (call.callee.count == 1 && first.map(site.isInstanceMember) == true)
                }
                return call.callee.base == .name && first == name
            }
            if usesBinding { return name }
        }
        return nil
    }

    // MARK: Timers

    private func timerFindings(_ site: Site, context: RuleContext) -> [Diagnostic] {
        let callee = site.outline.names(site.call.callee)
        guard callee.last == "scheduledTimer" || callee == ["Timer"] || callee == ["Timer", "init"],
              site.argument(labelled: "repeats")?.value.kind == .true else { return [] }
        let kept = site.index.keptNames(ofResultOf: site.callIndex, in: site.file)
        if let target = site.argument(labelled: "target"), target.value.kind == .self {
            guard !site.index.stops(kept, with: "invalidate", in: site.type, orAnyCall: kept.isEmpty, declaredIn: site.file) else { return [] }
            return [diagnostic("the run loop keeps this repeating timer, which keeps its target 'self' until 'invalidate()'; invalidate it in a path that runs, not in 'deinit'",
                               file: site.file, range: target.range, in: context)]
        }
        if let (block, method) = site.methodOfSelf(labelled: "block") {
            // A block that invalidates its own timer (`timer.invalidate()` when done) ends it.
            guard !method.calls("invalidate", in: site.index), !site.index.stops(kept, with: "invalidate", in: site.type, declaredIn: site.file) else { return [] }
            return [diagnostic("the run loop keeps this repeating timer, whose block, the method '\(method.name)', keeps 'self' strongly; pass a closure with '[weak self]', or call 'invalidate()' in a path that runs",
                               file: site.file, range: block.range, in: context)]
        }
        guard let closure = site.closureArgument else { return [] }
        let literal = site.outline.closures[Int(closure)]
        guard site.capturesSelfStrongly(literal),
              !site.callsInside(literal).contains("invalidate"),
              !site.index.stops(kept, with: "invalidate", in: site.type, declaredIn: site.file) else { return [] }
        return [site.report(closure: closure, "the run loop keeps this repeating timer, whose block captures 'self' strongly; use '[weak self]', or call 'invalidate()' in a path that runs", rule: self, context: context)]
    }

    // MARK: Observers

    /// `addObserver(forName:…) { … }`, the block given as a method of self (`using: handle`), or a
    /// project wrapper's closure.
    private func observerFindings(_ site: Site, context: RuleContext, wrapper: ClosureWrapper? = nil) -> [Diagnostic] {
        let outline = site.outline
        guard wrapper != nil || ClosureKeeper.notificationObserver.isKeeping(site.call, in: outline) else { return [] }
        let kept = site.index.keptNames(ofResultOf: site.callIndex, in: site.file)
        if wrapper == nil, let (using, method) = site.methodOfSelf(labelled: "using"), !site.index.stops(kept, with: "removeObserver", in: site.type, declaredIn: site.file) {
            return [diagnostic("NotificationCenter keeps this observer block, the method '\(method.name)', which keeps 'self' strongly, until the observer is removed; pass a closure with '[weak self]', or remove the observer in a path that runs", file: site.file, range: using.range, in: context)]
        }
        guard let closure = site.closureArgument, site.capturesSelfStrongly(outline.closures[Int(closure)]),
              !site.index.stops(kept, with: "removeObserver", in: site.type, declaredIn: site.file) else { return [] }
        if let wrapper, !wrapper.receives(closure, from: site.call, in: outline) { return [] }
        let through = wrapper == nil ? "" : " (through '\(outline.name(of: site.call))')"
        return [site.report(closure: closure, "NotificationCenter keeps this observer block\(through), which captures 'self' strongly, until the observer is removed; use '[weak self]', or remove the observer in a path that runs", rule: self, context: context)]
    }

    /// `observe(\.keyPath) { … }`, or the change handler given as a method of self (`changeHandler: handleChange`).
    private func keyValueObservationFindings(_ site: Site, context: RuleContext) -> [Diagnostic] {
        // A key path (an expression of no simpler kind) first.
        guard let first = site.outline.arguments(of: site.call).first, first.label.isNone, !first.isTrailingClosure,
              first.value.kind == .other else { return [] }
        let handler = site.methodOfSelf(labelled: "changeHandler"), closure = site.closureArgument
        guard handler != nil || closure.map({ site.capturesSelfStrongly(site.outline.closures[Int($0)]) }) == true else { return [] }
        let kept = site.index.keptNames(ofResultOf: site.callIndex, in: site.file)
        guard let property = kept.sorted().first(where: { site.isInstanceMember($0) }),
              !site.index.stops(kept, with: "invalidate", in: site.type, declaredIn: site.file),
              !site.index.stops(kept, with: "removeAll", in: site.type, declaredIn: site.file) else { return [] }
        if let (argument, method) = handler {
            return [diagnostic("'self' keeps this key-value observation in '\(property)', whose change handler, the method '\(method.name)', keeps 'self' strongly; pass a closure with '[weak self]', or invalidate the observation in a path that runs", file: site.file, range: argument.range, in: context)]
        }
        return closure.map { [site.report(closure: $0, "'self' keeps this key-value observation in '\(property)', whose closure captures 'self' strongly; use '[weak self]', or invalidate the observation in a path that runs", rule: self, context: context)] } ?? []
    }
}

/// One call the rule looks at, with what it needs to know around it.
private struct Site {
    let index: ProjectIndex
    let file: Int
    let callIndex: Int32
    let type: String

    var outline: Outline { index.files[file].outline }
    var call: Call { outline.calls[Int(callIndex)] }

    /// The closure passed to the call: its trailing closure or a closure argument (`block:`, `using:`).
    var closureArgument: Int32? {
        outline.arguments(of: call).last { $0.value.kind == .closure && $0.value.closure >= 0 }?.value.closure
    }

    /// The call's argument labelled `label` (`repeats:`, `target:`), if any.
    func argument(labelled label: String) -> Argument? {
        outline.arguments(of: call).first { outline.name($0.label) == label }
    }

    /// Whether `name` is an instance property or method of the calling type.
    func isInstanceMember(_ name: String) -> Bool {
        index.lookupMember(name, in: type).contains { ref in
            let member = index.member(ref)
            return (member.kind == .property || member.kind == .function) && !member.modifiers.isTypeLevel
        }
    }

    /// The call's argument labelled `label` when it is a method reference of self
    /// (`using: handleChange`, `changeHandler: self.observeHidden`: `methodReferenceOfSelf`), with the method.
    func methodOfSelf(labelled label: String) -> (Argument, MethodReference)? {
        guard let argument = argument(labelled: label),
              let method = index.methodReferenceOfSelf(argument: argument, of: call, in: file) else { return nil }
        return (argument, method)
    }

    /// Whether `literal` keeps self strongly (`self` used without a weak capture, or `[self]`).
    func capturesSelfStrongly(_ literal: Closure) -> Bool {
        ClosureStorageFinder(index: index).capturesSelfStrongly(literal, outline)
    }

    /// The names called inside `literal`, nested closures included.
    func callsInside(_ literal: Closure) -> [String] {
        index.callPositions(ownedBy: call.owner, in: file).map { outline.calls[$0] }
            .filter { literal.range.contains($0.range) }.map { outline.name(of: $0) }
    }

    /// A finding of `rule` at the opening brace of `closure`.
    func report(closure: Int32, _ message: String, rule: SystemRetainedClosureRule, context: RuleContext) -> Diagnostic {
        let start = outline.closures[Int(closure)].range.start
        return rule.diagnostic(message, file: file, range: ByteRange(start: start, end: start + 1), in: context)
    }
}
