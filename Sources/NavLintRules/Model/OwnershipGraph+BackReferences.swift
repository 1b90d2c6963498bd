import NavLintIndex
import NavLintSyntax

/// Two exceptions to "a strong reference that points up closes a cycle": a property that every
/// construction of its value-type holder fills with a new object, and a deliberate keep-alive, which
/// counts only when nothing else keeps the object.
extension OwnershipGraph {
    /// Whether an object of the holder of back reference `edge` (`Server.authVC`) is also kept by
    /// an object outside the cycle the edge would close (`ScreenController.server`): then the cycle
    /// keeps nothing alive that would otherwise go, so clearing it in a method that one path calls
    /// (`authVC = nil` in the login's redirect handler) is not a deliberate keep-alive, and every
    /// other path leaks both. (A clearing in a completion or a subscription runs however the flow ends.)
    func isHolderKeptOutsideCycle(of edge: Int) -> Bool {
        let holder = edges[edge].source
        let target = edges[edge].target
        let cycleEnds = Set([holder, target] + instances(of: target))
        for other in edges.indices where other != edge {
            let keeper = edges[other]
            guard keeper.isStrong, keeper.kind == .storedProperty || keeper.kind == .childCollection,
                  !cycleEnds.contains(keeper.source), keeper.target == holder || instances(of: keeper.target).contains(holder)
            else { continue }
            return true
        }
        return false
    }
}

extension OwnershipGraphBuilder {
    /// Whether `member` of the struct `holder` is filled, by every construction that names it, with
    /// a new object (`PresentedRoute(route: route, coordinator: .init())`), and stored nowhere else:
    /// it points at a child made for the value, never at the object that made the value. Only for a
    /// struct without its own initializers, whose memberwise initializer's labels are its properties.
    mutating func isMadeFreshByEveryConstruction(_ member: String, of holder: Int32) -> Bool {
        let type = index.typeList[Int(holder)]
        guard type.kind == .struct, !hasOwnInitializer(holder) else { return false }
        // `PresentedRoute(…)`: every call that passes the label.
        guard let byName = freshArguments(labeled: member, inCallsNamed: index.simpleName(type.name)), byName.isFresh,
              let byInit = freshStores(of: member), byInit.isFresh else { return false }
        return byName.count + byInit.count > 0
    }

    /// What the stores of `member` that name no type say, the same for every holder and so worked
    /// out once per name: the arguments labeled `member` of `.init(…)` and `T.init(…)` calls (how
    /// many, and whether each is a new object), and whether every assignment to it (a `var` may be
    /// set after the value is made) stores a new object. Nil when a store is not one.
    private mutating func freshStores(of member: String) -> (count: Int, isFresh: Bool)? {
        if let known = freshStoresByName[member] { return known.isFresh ? known : nil }
        var found = freshArguments(labeled: member, inCallsNamed: "init") ?? (0, false)
        // Only the files that assign to the name (`ProjectIndex.filesAssigning`), in file order.
        for file in index.filesAssigning(member) where found.isFresh {
            let outline = index.files[file].outline
            guard outline.symbol(member) != nil else { continue }
            for assignment in outline.assignments where assignment.value.kind != .nil && assignment.target.end > assignment.target.start {
                let last = outline.chainElements[Int(assignment.target.end) - 1]
                guard last.kind == .name, outline.name(last.name) == member else { continue }
                if !isFreshObject(assignment.value, in: file) {
                    found.isFresh = false
                    break
                }
            }
        }
        freshStoresByName[member] = found
        return found.isFresh ? found : nil
    }

    /// The arguments labeled `label` of the calls named `name`: how many, and whether each is a new
    /// object; nil when one is not.
    private func freshArguments(labeled label: String, inCallsNamed name: String) -> (count: Int, isFresh: Bool)? {
        var count = 0
        let key = SymbolKey(label)
        // The label's symbol looked up once per file (the calls come in file order), then compared
        // as an integer: a name made for each argument of each `init` call cost far more.
        var file = -1
        var symbol: Symbol?
        for ref in index.calls(named: name) {
            if Int(ref.file) != file {
                file = Int(ref.file)
                symbol = index.files[file].outline.symbol(key)
            }
            guard let symbol else { continue }
            let outline = index.files[file].outline
            let call = outline.calls[Int(ref.index)]
            for argument in outline.arguments(of: call) where argument.label == symbol {
                guard isFreshObject(argument.value, in: file) else { return nil }
                count += 1
            }
        }
        return (count, true)
    }

    /// `Child()`, `Child.init()`, `.init()`: a construction, never an existing object.
    private func isFreshObject(_ value: Expression, in file: Int) -> Bool {
        if index.constructedTypeName(of: value, in: file) != nil { return true }
        guard value.kind == .chain, value.call >= 0 else { return false }
        let outline = index.files[file].outline
        let call = outline.calls[Int(value.call)]
        return call.callee.base == .implicitMember && call.callee.count == 1 && outline.name(call.name) == "init"
    }
}

extension Member {
    /// `@State` or `@StateObject` on a SwiftUI view's property: SwiftUI keeps the value in its own
    /// storage for the view on screen, so a copy of the view struct (a coordinator's `parent`) keeps
    /// no cycle through it.
    var isSwiftUIState: Bool {
        attributes.contains { $0 == "State" || $0 == "StateObject" }
    }
}

extension OwnershipGraph {
    /// Whether `node` is a struct whose only edge is one strong reference to a single object (not a
    /// collection, not another struct): a type-erasing wrapper (`struct AnyCoordinator { private let
    /// base: CoordinatorType }`) that keeps what it wraps as strongly as a property would.
    func isReferenceWrapper(_ node: Int) -> Bool {
        guard nodes[node].kind == .struct else { return false }
        let own = edges(from: node)
        guard own.count == 1, let only = own.first else { return false }
        let edge = edges[only]
        return edge.isStrong && edge.kind == .storedProperty && !edge.isCollection && nodes[edge.target].kind != .struct
    }

    /// Whether the edge holds a reference wrapper whose wrapped reference points up, judged as if the
    /// edge held the wrapped type itself (`var parentCoordinator: AnyCoordinator?`).
    func pointsUpThroughWrapper(_ position: Int, builder: OwnershipGraphBuilder) -> Bool {
        let edge = edges[position]
        guard isReferenceWrapper(edge.target), let wrapped = edges(from: edge.target).first else { return false }
        let target = edges[wrapped].target
        let roles = instances(of: target).reduce(nodes[target].roles) { $0.union(nodes[$1].roles) }
        return builder.pointsUp(edge, source: nodes[edge.source], target: nodes[target], targetRoles: roles,
                                targetInstances: instances(of: target).count)
    }
}

extension OwnershipGraph {
    /// The wrapper's own step when back reference `edge` holds a reference wrapper: the cycle runs
    /// from the wrapper through what it wraps, and its path is searched from the wrapped objects,
    /// since the wrapper is no level of the tree.
    func wrapperStep(of edge: Int) -> Step? {
        let target = edges[edge].target
        guard isReferenceWrapper(target), let wrapped = edges(from: target).first else { return nil }
        return Step(node: target, edge: wrapped)
    }
}

extension OwnershipGraphBuilder {
    /// Edges of closure properties that the holder's own code sets to another object's method
    /// (`onUpdateVideos = controller.viewModel.reloadVideos`): a method reference keeps its object
    /// strongly, as a property of that object's type would.
    func methodReferenceEdges() -> [PendingEdge] {
        var result: [PendingEdge] = []
        var seen: Set<String> = []
        for property in closureProperties {
            let holderName = index.typeList[Int(property.holder)].name
            var files: Set<Int> = []
            for ref in index.typeList[Int(property.holder)].declarations { files.insert(Int(ref.file)) }
            for file in files.sorted() {
                let outline = index.files[file].outline
                guard let symbol = outline.symbol(property.member) else { continue }
                for assignment in outline.assignments where assignment.op == .assign && assignment.target.count == 1
                    && (assignment.target.base == .name || assignment.target.base == .selfKeyword)
                    && assignment.value.kind == .chain && assignment.value.call < 0 && assignment.value.chain.count >= 2 {
                    let target = outline.chainElements[Int(assignment.target.start)]
                    guard target.kind == .name, target.name == symbol,
                          index.ownerTypeName(file: file, member: assignment.owner) == holderName else { continue }
                    let chain = assignment.value.chain
                    let method = outline.chainElements[Int(chain.end) - 1]
                    guard method.kind == .name,
                          let receiver = index.typeName(of: chain, count: chain.count - 1, in: file, owner: assignment.owner),
                          receiver != holderName,
                          index.lookupMember(outline.name(method.name), in: receiver).contains(where: { index.member($0).kind == .function }),
                          let targetType = index.typeID(named: receiver),
                          seen.insert("\(property.holder) \(property.member) \(targetType)").inserted else { continue }
                    result.append(PendingEdge(source: property.holder, target: targetType, member: property.member, kind: .storedProperty,
                                              reference: .strong, isClassBound: true, isCollection: false,
                                              file: property.file, range: property.range))
                }
            }
        }
        return result
    }
}
