import Foundation
import NavLintIndex
import NavLintSyntax

/// The facts about the project that several rules ask for, built once per run, before the checks,
/// and handed to every rule through `RuleContext`, so that one question has one answer (and is
/// worked out once) however many rules ask it.
///
/// The facts remember their answers as they are asked, and the rules run at the same time on
/// several threads, so each fact is reached through a lock held for the caller's whole use of it
/// (`withNavigation`, `withReleases`). Locks are only ever taken in that order: code holding the
/// release finder never asks for the navigation facts. The ownership graph has a lock of its own,
/// held only while it is built, which asks for the object lifetimes only; their lock asks for nothing.
public final class SemanticModel: Sendable {
    public let index: ProjectIndex
    private let navigation: Guarded<RIBsNavigation>
    private let releases: Guarded<ReleaseFinder>
    private let ownership: Guarded<Lazy<OwnershipGraph>>
    private let lifetimes: Guarded<ObjectLifetimes>
    private let childQueries: Guarded<Lazy<ChildCoordinatorQueries>>
    private let reachability: Guarded<CodeReachability>
    /// `isNeverCalled`'s answers, by member and receiver.
    let neverCalledAnswers = AnswerCache<NeverCalledKey, Bool>()
    /// `mayRunOtherThanByCalls`' answers, by method name: many types declare a method of one name
    /// (every coordinator's `start()`), and each asks about the same members.
    let otherThanByCallsAnswers = AnswerCache<String, Bool>()
    /// `isNeverMade`'s answers, by type id.
    let neverMadeAnswers = AnswerCache<Int32, Bool>()
    /// The folders holding a `Package.swift` (`isInLibraryPackage`), under key 0.
    let libraryRoots = AnswerCache<Int, [String]>()
    /// The folders of the files declaring a program's entry point (`isInAppEntryFolder`), under key 0.
    let appEntryFolders = AnswerCache<Int, [String]>()
    /// `isUntrackedLastScreen`'s answers, by type name.
    let untrackedLastScreenAnswers = AnswerCache<String, Bool>()
    /// The child-collection types `isUntrackedLastScreen` reads, under key 0.
    let childTrackingAnswer = AnswerCache<Int, ChildTracking>()
    /// What each maker type keeps (`isUntrackedLastScreen`), by type name.
    let makerRecordAnswers = AnswerCache<String, MakerRecord>()

    /// Builds the model of `index`'s project, in this order:
    /// 1. the release finder: whether running some code releases a child, answered through the
    ///    call graph (depth-bounded, memoized as it is asked);
    /// 2. the RIBs navigation facts: the project's routers (by inheritance from the RIBs bases),
    ///    then, when asked, what each router pushes, presents and attaches;
    /// 3. when first asked, the flush owners, whose didShow handlers release popped children
    ///    (`FlushOwners`, which asks 1 and 2);
    /// 4. object lifetimes: which classes live as long as the app, and why (`ObjectLifetimes`, from
    ///    the index alone, worked out per type as asked);
    /// 5. when first asked, the child coordinators and their additions (`ChildCoordinatorQueries`,
    ///    from the index alone), shared by the rules and facts that ask;
    /// 6. when first asked, the ownership graph (who keeps whom), from the index, the child
    ///    coordinators and, for the nodes of its cycles, the object lifetimes.
    /// 7. code reachability ("can this code run with self of type R", `CodeReachability`), from the
    ///    index alone, answered and remembered as asked (child-never-released's releases).
    public init(index: ProjectIndex) {
        self.index = index
        let childQueries = Guarded(Lazy { ChildCoordinatorQueries(index: index) })
        self.childQueries = childQueries
        // Lock order: the release finder's, then the child queries' (which ask for nothing else).
        releases = Guarded(ReleaseFinder(index: index) { childQueries.use { $0.value } })
        // Lock order: the reachability's, then the child queries'.
        reachability = Guarded(CodeReachability(index: index) { childQueries.use { $0.value } })
        navigation = Guarded(RIBsNavigation(index: index, releases: releases))
        let lifetimes = Guarded(ObjectLifetimes(index: index))
        self.lifetimes = lifetimes
        // Lock order: the graph's lock, then the child queries' or the lifetimes' (which ask for nothing else).
        ownership = Guarded(Lazy {
            OwnershipGraph(index: index, childQueries: childQueries.use { $0.value }) { type in
                lifetimes.use { $0.appLifetimeReason(of: type) }
            }
        })
    }

    /// The child coordinators added to their parents' child collections, found once per run the
    /// first time they are asked for. The value is shared: its one remembered answer locks itself.
    var childCoordinators: ChildCoordinatorQueries {
        childQueries.use { $0.value }
    }

    /// The ownership graph of the project (`strong-back-reference`, `navlint graph`), built the
    /// first time it is asked for and shared afterwards.
    public var ownershipGraph: OwnershipGraph {
        ownership.use { $0.value }
    }

    /// Runs `body` with the RIBs navigation facts, which no other thread uses meanwhile.
    func withNavigation<Result>(_ body: (RIBsNavigation) -> Result) -> Result {
        navigation.use(body)
    }

    /// Runs `body` with the release finder, which no other thread uses meanwhile.
    func withReleases<Result>(_ body: (ReleaseFinder) -> Result) -> Result {
        releases.use(body)
    }

    /// Runs `body` with the code reachability ("can this code run with self of type R"), which no
    /// other thread uses meanwhile. Taken after `withReleases`, never while holding it; it takes no other lock.
    func withReachability<Result>(_ body: (inout CodeReachability) -> Result) -> Result {
        reachability.mutate(body)
    }

    /// Whether running a closure replaces self's property `property` or sets it to nil: then self
    /// lets go of the object that keeps the closure (the release finder's `.replacement` question).
    func replaces(_ property: String?, closure: Int32, in file: Int) -> Bool {
        guard let property else { return false }
        return withReleases { $0.replaces(property, closure: closure, in: file) }
    }

    /// `replaces(_:closure:in:)` for a method reference of self: whether running the method replaces
    /// self's `property` or sets it to nil.
    func replaces(_ property: String?, method: MethodReference) -> Bool {
        guard let property else { return false }
        return withReleases { releases in
            method.declarations.contains { releases.release(of: BodyHandle($0), target: .replacement(property: property)) != nil }
        }
    }

    /// `clears(_:closure:in:)` for a method reference of self written in `file`: the method, or
    /// another closure of the subscription's chain (its completion handler), clears the property.
    func clears(_ storage: ClosureStorage, method: MethodReference, in file: Int) -> Bool {
        guard let property = storage.property else { return false }
        return withReleases { releases in
            method.declarations.contains { releases.release(of: BodyHandle($0), target: .clearing(property: property)) != nil }
                || storage.chainClosures(index.files[file].outline).contains { releases.clears(property, closure: $0, in: file) }
        }
    }

    /// Whether running a closure sets the property it is stored in to nil, or cancels or disposes
    /// of the subscription that property keeps (the release finder's `.clearing` question). For a
    /// subscription, any closure of its chain counts (a completion handler that sets the
    /// cancellable to nil, or calls a method of self that does, ends the subscription and all its
    /// closures with it).
    func clears(_ storage: ClosureStorage, closure: Int32, in file: Int) -> Bool {
        guard let property = storage.property else { return false }
        let closures = [closure] + storage.chainClosures(index.files[file].outline).filter { $0 != closure }
        return withReleases { releases in closures.contains { releases.clears(property, closure: $0, in: file) } }
    }

    /// Why objects of class `type` live as long as the app (the application delegate, a singleton,
    /// a global, an object only such objects keep), or nil. Takes no other fact's lock.
    public func appLifetimeReason(of type: String) -> String? {
        lifetimes.use { $0.appLifetimeReason(of: type) }
    }

    /// The same for the objects of `type` that the code at `offset` of `file` can meet: code inside
    /// `#if os(iOS)` meets only objects made by code compiled for iOS
    /// (`ObjectLifetimes+Platforms.swift`). Takes no other fact's lock.
    public func appLifetimeReason(of type: String, forCodeAt offset: UInt32, in file: Int) -> String? {
        lifetimes.use { $0.appLifetimeReason(of: type, forCodeAt: offset, in: file) }
    }

    /// Why the cycle that closure `closure` of `file` closes on `self` frees nothing while the app
    /// runs: it is made directly in a member's body, outside loops, by a member that runs at most
    /// once per process (`ObjectLifetimes.runsOncePerProcessReason`), so at most one such cycle
    /// exists, on one object. Takes no other fact's lock.
    func cycleBuilderReason(closure: Int32, in file: Int) -> String? {
        let body = index.files[file].outline.closures[Int(closure)]
        return cycleBuilderReason(at: body.range, enclosingClosure: body.closure, member: body.owner, in: file)
    }

    /// The same for a closure value at `range` of `member` (a method reference of self), written
    /// inside closure `enclosingClosure` (-1: in the member's own code).
    func cycleBuilderReason(at range: ByteRange, enclosingClosure: Int32, member: Int32, in file: Int) -> String? {
        lifetimes.use { lifetimes in
            guard enclosingClosure < 0, member >= 0, !lifetimes.isInLoop(range, of: member, in: file) else { return nil }
            return lifetimes.runsOncePerProcessReason(member, in: file)
        }
    }

    /// Why the work that call `call` of `file` starts (a task, a timer, an observer) keeps at most
    /// one object alive per process: the call sits directly in a member's body, outside loops and
    /// closures, and that member runs at most once per process
    /// (`ObjectLifetimes.runsOncePerProcessReason`), as `cycleBuilderReason` asks of a closure.
    /// Takes no other fact's lock.
    func workStarterReason(call: Int32, in file: Int) -> String? {
        lifetimes.use { lifetimes in
            let site = index.files[file].outline.calls[Int(call)]
            guard site.owner >= 0, site.closure < 0, !lifetimes.isInLoop(site, in: file) else { return nil }
            return lifetimes.runsOncePerProcessReason(site.owner, in: file)
        }
    }

    /// Whether the code of member `member` of `file` inside closure `closure` (negative: the
    /// member's own body) runs at most once per object (`ObjectLifetimes.runsOnce(_:closure:in:)`):
    /// a lazy property's initial value included. Takes no other fact's lock.
    func runsOnce(file: Int, member: Int32, closure: Int32) -> Bool {
        lifetimes.use { $0.runsOnce(member, closure: closure, in: file) }
    }

    /// Whether member `member` of `file` runs at most once per process, whatever makes objects of
    /// its type (`ObjectLifetimes.runsOncePerProcessReason`): its single callers lead to a launch
    /// callback of an app-lifetime object. Takes no other fact's lock.
    func runsOncePerProcess(file: Int, member: Int32) -> Bool {
        lifetimes.use { $0.runsOncePerProcessReason(member, in: file) != nil }
    }

    /// The owners of the flush path, by the one definition every rule uses.
    var flushOwners: FlushOwners {
        withNavigation { $0.flushPath }
    }
}

/// A value built the first time it is asked for; used under a `Guarded` lock.
final class Lazy<Value> {
    private var built: Value?
    private let build: () -> Value

    init(_ build: @escaping () -> Value) { self.build = build }

    var value: Value {
        if let built { return built }
        let value = build()
        built = value
        return value
    }
}

/// A value that remembers answers as it is asked, shared by threads that take turns using it.
final class Guarded<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, which no other thread uses meanwhile.
    func use<Result>(_ body: (Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(value)
    }

    /// Runs `body` with the value, which no other thread uses meanwhile, and keeps what it changes
    /// (for a fact that is a value type).
    func mutate<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
