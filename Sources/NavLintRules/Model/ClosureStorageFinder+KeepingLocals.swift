import NavLintIndex
import NavLintSyntax

/// Locals and parameters whose object keeps another local's object, from what one body does with
/// them: `let root = UIHostingController(rootView: ScanView(model: model))` keeps `model`, `let nav
/// = UINavigationController(rootViewController: root)` keeps `root`, and
/// `navigation.pushViewController(root, animated: true)` makes `navigation` keep `root`. A closure
/// stored on `model` that captures `nav` strongly keeps its own keeper.
extension ClosureStorageFinder {
    /// How many objects deep a keeping local is followed (nav → hosting controller → view → model).
    static let maximumKeepingDepth = 4

    /// The locals of one body that keep other locals' objects, by symbol: built once per body.
    final class KeepingLocalTables {
        var tables: [Int: [Symbol: [Symbol]]] = [:]
        /// Per file: the symbols of `keepingCalls` it uses.
        var callSymbols: [Int: [Symbol]] = [:]
    }

    /// Whether the object in local or parameter `keeper` of `member` keeps the object in `kept`,
    /// through the constructions and the calls that hand one to the other in that body.
    func keeps(_ keeper: Symbol, _ kept: Symbol, file: Int, member: Int32) -> Bool {
        let table = keepingTable(file: file, member: member)
        guard !table.isEmpty else { return false }
        var frontier = [keeper]
        var seen: Set<Symbol> = [keeper]
        for _ in 0..<ClosureStorageFinder.maximumKeepingDepth {
            var next: [Symbol] = []
            for name in frontier {
                for held in table[name] ?? [] where seen.insert(held).inserted {
                    if held == kept { return true }
                    next.append(held)
                }
            }
            if next.isEmpty { return false }
            frontier = next
        }
        return false
    }

    /// The table of `member`'s body: each local bound to a construction keeps the names among its
    /// arguments (nested constructions too); each receiver of a call that keeps a screen or view
    /// (`pushViewController`, `addChild`, `addSubview`…) keeps the names in its arguments.
    func keepingTable(file: Int, member: Int32) -> [Symbol: [Symbol]] {
        let key = file << 32 | Int(UInt32(bitPattern: member))
        if let known = keepingLocals.tables[key] { return known }
        let outline = index.files[file].outline
        var table: [Symbol: [Symbol]] = [:]
        for position in index.localPositions(ownedBy: member, in: file) {
            let local = outline.locals[position]
            guard !local.isLoopElement, local.names.count == 1, let value = local.value, value.kind == .chain, value.call >= 0,
                  outline.calls[Int(value.call)].callee.count == 1, let name = outline.symbols(local.names).first else { continue }
            let held = constructionArguments(value, outline, depth: 2)
            if !held.isEmpty { table[name, default: []].append(contentsOf: held) }
        }
        // Compared by symbol: a string per call of the body cost more than the rest of the table.
        let keepingSymbols = keepingLocals.callSymbols[file] ?? ClosureStorageFinder.keepingCalls.compactMap { outline.symbol($0) }
        keepingLocals.callSymbols[file] = keepingSymbols
        for position in keepingSymbols.isEmpty ? [] : bodies.elements(of: member, in: file, index).calls {
            let call = outline.calls[Int(position)]
            guard call.callee.count == 2, call.callee.base == .name, keepingSymbols.contains(call.name),
                  let receiver = outline.elements(call.callee).first, receiver.kind == .name else { continue }
            for argument in outline.arguments(of: call) {
                if let name = outline.singleNameSymbol(argument.value) {
                    table[receiver.name, default: []].append(name)
                } else {
                    table[receiver.name, default: []].append(contentsOf: constructionArguments(argument.value, outline, depth: 2))
                }
            }
        }
        keepingLocals.tables[key] = table
        return table
    }

    /// The bare names a construction is given as arguments, directly or through nested
    /// constructions `depth` deep: what the new object keeps. Only a project type's or a
    /// controller's (`UIHostingController(rootView:)`, `UINavigationController(rootViewController:)`)
    /// construction counts: `ObjectIdentifier(player)` keeps nothing.
    private func constructionArguments(_ value: Expression, _ outline: Outline, depth: Int) -> [Symbol] {
        guard value.kind == .chain, value.call >= 0 else { return [] }
        let call = outline.calls[Int(value.call)]
        guard call.callee.count == 1, call.callee.base == .name else { return [] }
        let type = outline.name(of: call)
        guard let first = type.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
              type.hasSuffix("Controller") || index.isProjectType(type) else { return [] }
        var names: [Symbol] = []
        for argument in outline.arguments(of: call) where argument.value.kind == .chain {
            if let name = outline.singleNameSymbol(argument.value) {
                names.append(name)
            } else if depth > 0 {
                names += constructionArguments(argument.value, outline, depth: depth - 1)
            }
        }
        return names
    }

    /// Calls through which a navigation controller, screen or view keeps what it is given. Not
    /// `present` or `show`: a presented screen is released when it is dismissed, and `show` may
    /// push onto another object's stack.
    static let keepingCalls: Set<String> = [
        "pushViewController", "setViewControllers", "addChild", "addSubview", "addArrangedSubview",
    ]

    /// The locals (and parameters) of the closure's member, other than `holder`, that the closure
    /// captures strongly and whose object keeps the object in local `holder`. The body's table is
    /// built only for a holder that is a local or parameter, and a closure that captures some
    /// other name: most closures are stored on self's properties.
    func capturedKeepers(of literal: Closure, holder: String, file: Int) -> [String] {
        let outline = index.files[file].outline
        guard let holderSymbol = outline.symbol(holder), literal.freeNames.count > 0 || !outline.captures(of: literal).isEmpty,
              isLocal(holder, file: file, member: literal.owner) else { return [] }
        let table = keepingTable(file: file, member: literal.owner)
        guard !table.isEmpty else { return [] }
        // Only names that keep something in this body are followed.
        var candidates = outline.symbols(literal.freeNames).filter { $0 != holderSymbol && table[$0] != nil }
        for capture in outline.captures(of: literal) where capture.kind == .strong && capture.value == nil && capture.name != holderSymbol
            && table[capture.name] != nil {
            candidates.append(capture.name)
        }
        var result: [String] = []
        for symbol in candidates where !result.contains(outline.name(symbol)) {
            guard keeps(symbol, holderSymbol, file: file, member: literal.owner) else { continue }
            let name = outline.name(symbol)
            if isLocal(name, file: file, member: literal.owner) { result.append(name) }
        }
        return result
    }
}
