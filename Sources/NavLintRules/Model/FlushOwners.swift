import NavLintIndex
import NavLintSyntax

/// The owners of the project's flush path, by one definition that every rule uses: the configured
/// `flushOwners`, a navigation-controller delegate whose `navigationController(_:didShow:animated:)`
/// releases popped children, and a type that observes `didShow` (RxCocoa's `rx.didShow`, directly
/// or through a helper) in a method that releases them, each with its project subclasses, which
/// inherit the handler.
///
/// A didShow handler counts only when its type can become a navigation controller's delegate
/// (`ProjectIndex.canBecomeNavigationDelegate`, the one answer child-never-released uses too); an
/// Rx observer of `didShow` installs its own delegate proxy.
///
/// A handler releases popped children when the release finder finds a release in it, when it
/// detaches or deactivates a RIB (through up to two project methods), or when it looks at the
/// stack (`viewControllers`, `transitionCoordinator`) and runs closures recorded for the popped
/// screens (a closure property, an element of a collection, a local or loop variable). A handler
/// that runs some other code (moves a bottom sheet) is not a flush path.
struct FlushOwners {
    /// The owners, with their project subclasses.
    private(set) var types: Set<String>
    /// Whether an owner finds the popped children by itself, with nothing to record them through:
    /// then every push is covered, whatever method it goes through.
    private(set) var isRecordless = false
    /// Names of the methods that an owner's didShow handler calls.
    private(set) var didShowCallees: Set<String> = []

    init(index: ProjectIndex, navigation: RIBsNavigation, releases: Guarded<ReleaseFinder>) {
        types = index.roleConfiguration.flushOwners
        for ref in index.members(named: "navigationController") {
            let member = index.member(ref)
            guard member.kind == .function, member.body != nil, member.parameters.count == 3,
                  member.parameters[1].label == "didShow", let owner = index.ownerTypeName(ofMember: ref),
                  navigation.releases(ref) || releases.use({ $0.release(reachedByBodyOf: ref, depth: 0) }) != nil
                    || index.runsRecordedClosuresForStack(ref) || index.looksAtStack(ref) && navigation.releases(ref, runsClosures: true),
                  // A handler of a type that nothing makes the navigation delegate never runs.
                  index.handlerCanRunAsNavigationDelegate(ref)
            else { continue }
            types.insert(owner)
            // Running stored closures needs someone to store them; detaching by itself does not.
            if !navigation.routerTypes.contains(owner) && index.keepsNoRecords(owner) && navigation.releases(ref) { isRecordless = true }
            let outline = index.files[Int(ref.file)].outline
            for callIndex in navigation.calls(inMember: ref.index, file: Int(ref.file)) {
                didShowCallees.insert(outline.name(of: outline.calls[callIndex]))
            }
        }
        var helperNames: Set<String> = []
        for ref in FlushOwners.didShowObservers(in: index) {
            if let owner = index.ownerTypeName(ofMember: ref), navigation.releases(ref) {
                types.insert(owner)
            } else if index.member(ref).kind == .function {
                helperNames.insert(index.member(ref).name)
            }
        }
        for name in helperNames.sorted() {
            for callRef in index.calls(named: name) {
                let call = index.call(callRef)
                guard call.owner >= 0 else { continue }
                let ref = ElementRef(file: callRef.file, index: call.owner)
                if let owner = index.ownerTypeName(ofMember: ref), navigation.releases(ref) { types.insert(owner) }
            }
        }
        for owner in types { types.formUnion(index.subtypes(of: owner)) }
    }

    /// The methods that observe `didShow`: they call or pass something that mentions it, return it,
    /// or bind a local to it.
    private static func didShowObservers(in index: ProjectIndex) -> [ElementRef] {
        var observers: [ElementRef] = []
        for (fileIndex, file) in index.files.enumerated() {
            let outline = file.outline
            guard let didShow = outline.symbol("didShow") else { continue }
            func mentions(_ expression: Expression) -> Bool {
                expression.kind == .chain && outline.elements(expression.chain).contains { $0.name == didShow }
            }
            var observing: Set<Int32> = []
            for call in outline.calls where call.owner >= 0 && !observing.contains(call.owner) {
                if outline.elements(call.callee).contains(where: { $0.name == didShow }) || outline.arguments(of: call).contains(where: { mentions($0.value) }) {
                    observing.insert(call.owner)
                }
            }
            for value in outline.returns where value.owner >= 0 && mentions(value.value) { observing.insert(value.owner) }
            for local in outline.locals where local.owner >= 0 && local.value.map(mentions) == true { observing.insert(local.owner) }
            observers += observing.sorted().map { ElementRef(file: fileIndex, index: Int($0)) }
        }
        return observers
    }
}

private extension ProjectIndex {
    /// Whether a flush owner offers nothing but delegate methods (and private helpers): no method
    /// that a push could record a child with.
    func keepsNoRecords(_ owner: String) -> Bool {
        members(of: owner).allSatisfy { ref in
            let method = member(ref)
            guard method.kind == .function else { return true }
            return method.name == "navigationController" || !method.modifiers.isDisjoint(with: [.private, .fileprivate])
        }
    }

    /// A didShow that looks at the stack (`viewControllers`, `transitionCoordinator`) and runs closures
    /// recorded for the popped screens, in its body or in a method of its own type that it calls.
    func runsRecordedClosuresForStack(_ didShow: ElementRef) -> Bool {
        var bodies = [didShow]
        let outline = files[Int(didShow.file)].outline
        if let type = ownerTypeName(ofMember: didShow) {
            for call in outline.calls where call.owner == didShow.index && (call.callee.count == 1) {
                for ref in lookupMember(outline.name(of: call), in: type) where member(ref).body != nil && !bodies.contains(ref) {
                    bodies.append(ref)
                }
            }
        }
        return bodies.contains(where: looksAtStack) && bodies.contains(where: runsStoredClosure)
    }

    func looksAtStack(_ ref: ElementRef) -> Bool {
        let outline = files[Int(ref.file)].outline
        let stackNames = ["viewControllers", "transitionCoordinator"].compactMap { outline.symbol($0) }
        guard !stackNames.isEmpty else { return false }
        let mentions = { (chain: Chain) in outline.elements(chain).contains { stackNames.contains($0.name) } }
        return outline.calls.contains { call in
            call.owner == ref.index && (mentions(call.callee) || outline.arguments(of: call).contains { mentions($0.value.chain) })
        }
            || outline.locals.contains { $0.owner == ref.index && $0.value.map { mentions($0.chain) } == true }
            || outline.conditions.contains { $0.owner == ref.index && outline.symbols($0.names).contains(where: stackNames.contains) }
    }

    /// A call of a local closure, of a closure looked up in a collection, or of a closure property.
    func runsStoredClosure(_ ref: ElementRef) -> Bool {
        let outline = files[Int(ref.file)].outline
        let localNames = Set(outline.locals.filter { $0.owner == ref.index }.flatMap { outline.symbols($0.names) })
        return outline.calls.contains { call in
            guard call.owner == ref.index else { return false }
            let elements = outline.elements(call.callee)
            if elements.last?.kind == .subscript { return true }
            if call.callee.count == 1 && call.callee.base == .name && localNames.contains(call.name) { return true }
            return members(named: outline.name(of: call)).contains {
                member($0).kind == .property && member($0).type?.isFunction == true
            }
        }
    }
}
