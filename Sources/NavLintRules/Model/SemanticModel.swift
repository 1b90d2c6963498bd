import Foundation
import NavLintIndex

/// The facts about the project that several rules ask for, built once per run, before the checks,
/// and handed to every rule through `RuleContext`, so that one question has one answer (and is
/// worked out once) however many rules ask it.
///
/// The facts remember their answers as they are asked, and the rules run at the same time on
/// several threads, so each fact is reached through a lock held for the caller's whole use of it
/// (`withNavigation`, `withReleases`). A caller never takes one fact's lock inside another's.
public final class SemanticModel: @unchecked Sendable {
    public let index: ProjectIndex
    private let navigation: RIBsNavigation
    private let navigationLock = NSLock()
    private let releases: ReleaseFinder
    private let releasesLock = NSLock()

    /// The owners of the flush path, by the one definition every rule uses.
    let flushOwners: FlushOwners

    /// Builds the model of `index`'s project, in this order:
    /// 1. the release finder: whether running some code releases a child, answered through the
    ///    call graph (depth-bounded, memoized as it is asked);
    /// 2. the RIBs navigation facts: the project's routers (by inheritance from the RIBs bases),
    ///    then, when asked, what each router pushes, presents and attaches;
    /// 3. the flush owners, whose didShow handlers release popped children (asks 1 and 2), handed
    ///    to the navigation facts for their flush-path questions.
    public init(index: ProjectIndex) {
        self.index = index
        releases = ReleaseFinder(index: index)
        navigation = RIBsNavigation(index: index)
        flushOwners = FlushOwners(index: index, navigation: navigation, releases: releases)
        navigation.flushPath = flushOwners
    }

    /// Runs `body` with the RIBs navigation facts, which no other thread uses meanwhile.
    func withNavigation<Result>(_ body: (RIBsNavigation) -> Result) -> Result {
        navigationLock.lock()
        defer { navigationLock.unlock() }
        return body(navigation)
    }

    /// Runs `body` with the release finder, which no other thread uses meanwhile.
    func withReleases<Result>(_ body: (ReleaseFinder) -> Result) -> Result {
        releasesLock.lock()
        defer { releasesLock.unlock() }
        return body(releases)
    }
}
