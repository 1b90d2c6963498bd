import NavLintIndex
import NavLintSyntax

/// Cells kept by a table or collection view that self keeps: a table view keeps every cell it has
/// dequeued, on screen or in its reuse queue, for as long as it lives, so a closure set on a
/// dequeued cell is in the graph of whoever keeps the table view.
extension ClosureStorageFinder {
    /// Whether local `name` of `member` holds a cell (or header, footer, supplementary view) dequeued
    /// from a table or collection view that self keeps: its value is, through `as?`/`as!` too, a
    /// `dequeue…` call on
    /// - a strong stored property of self, or an outlet (`tableView.dequeueReusableCell(…)`), or the
    ///   `tableView`/`collectionView` of a `UITableViewController`/`UICollectionViewController`;
    /// - the table or collection view parameter of self's method (a data source's
    ///   `tableView(_:cellForRowAt:)`) when self keeps one view of that kind, whose data source it is;
    /// - the view parameter of a diffable data source's cell provider, when the data source is made
    ///   with self's view (`UICollectionViewDiffableDataSource(collectionView: collectionView) { … }`);
    /// - self, when self is itself a table or collection view.
    /// Every binding of the name in `member` must be one (the lookup of a name is not scoped).
    mutating func isDequeuedFromKeptList(_ name: String, file: Int, member: Int32, selfType: String) -> Bool {
        let outline = index.files[file].outline
        guard let symbol = outline.symbol(name) else { return false }
        var isBound = false
        for position in index.localPositions(ownedBy: member, in: file) where outline.symbols(outline.locals[position].names).contains(symbol) {
            guard isDequeuedFromKeptList(outline.locals[position], file: file, member: member, selfType: selfType) else { return false }
            isBound = true
        }
        return isBound
    }

    private mutating func isDequeuedFromKeptList(_ local: LocalBinding, file: Int, member: Int32, selfType: String) -> Bool {
        let outline = index.files[file].outline
        guard outline.symbols(local.names).count == 1, var value = local.value else { return false }
        if value.kind == .other, let cast = outline.casts.first(where: {
            !$0.isTypeTest && $0.value.range.start == value.range.start && $0.type.range.end == value.range.end
        }) {
            value = cast.value
        }
        guard value.kind == .chain, value.call >= 0 else { return false }
        let call = outline.calls[Int(value.call)]
        guard outline.name(of: call).hasPrefix("dequeue") else { return false }
        let names = outline.names(call.callee)
        guard names.count == outline.elements(call.callee).count else { return false }
        if names.count == 1 {
            return (call.callee.base == .name || call.callee.base == .selfKeyword) && listKind(of: selfType) != nil
        }
        guard names.count == 2, call.callee.base == .name || call.callee.base == .selfKeyword else { return false }
        let receiver = names[0]
        if call.callee.base == .name {
            if let closure = closureBinding(receiver, around: call.closure, outline) {
                return isCellProvider(closure, file: file, member: member, selfType: selfType)
            }
            if member >= 0, let parameter = outline.members[Int(member)].parameters.first(where: { $0.name == receiver }) {
                guard local.owner == member, let kind = parameter.type.flatMap({ listKind(of: $0.nominalName) }) else { return false }
                return keepsList(of: kind, selfType: selfType)
            }
            if isLocal(receiver, file: file, member: member) { return false }
        }
        if let property = strongProperty(receiver, in: selfType) { return property.isStrong }
        // UIKit's own property of a table or collection view controller.
        return listKind(of: selfType) == nil && controllerListKind(of: selfType).map { receiver == $0.property } == true
    }

    /// The enclosing closure (from `closure` outwards) whose parameters bind `name`, if any.
    private func closureBinding(_ name: String, around closure: Int32, _ outline: Outline) -> Int32? {
        guard let symbol = outline.symbol(name) else { return nil }
        var current = closure
        while current >= 0 {
            let literal = outline.closures[Int(current)]
            if outline.symbols(literal.parameters).contains(symbol) { return current }
            current = literal.closure
        }
        return nil
    }

    /// Whether closure `closure` is a diffable data source's cell provider made with self's view
    /// (`…DiffableDataSource(tableView: tableView) { view, indexPath, item in … }`).
    private mutating func isCellProvider(_ closure: Int32, file: Int, member: Int32, selfType: String) -> Bool {
        let outline = index.files[file].outline
        guard case .argument(let position, _, _) = outline.closures[Int(closure)].context, position >= 0 else { return false }
        let maker = outline.calls[Int(position)]
        guard outline.name(of: maker).hasSuffix("DiffableDataSource") else { return false }
        return outline.arguments(of: maker).contains { argument in
            guard !argument.label.isNone, ["tableView", "collectionView"].contains(outline.name(argument.label)),
                  argument.value.kind == .chain, argument.value.call < 0, argument.value.chain.count == 1,
                  let view = outline.lastName(argument.value.chain) else { return false }
            return propertyOfSelf(first: view, base: argument.value.chain.base, file: file, member: member, selfType: selfType) != nil
        }
    }

    /// Whether self keeps a table view (`kind` "UITableView") or a collection view: a strong stored
    /// property or an outlet of that kind, or UIKit's own in a table or collection view controller.
    private func keepsList(of kind: String, selfType: String) -> Bool {
        if controllerListKind(of: selfType)?.kind == kind { return true }
        for ref in ([selfType] + index.ancestors(of: selfType)).flatMap({ index.members(of: $0) }) {
            let property = index.member(ref)
            guard property.kind == .property, property.isStored, !property.modifiers.isTypeLevel,
                  let type = property.type.map({ $0.nominalName }) ?? index.propertyType(property.name, in: selfType),
                  listKind(of: type) == kind else { continue }
            if strongProperty(property.name, in: selfType)?.isStrong == true { return true }
        }
        return false
    }

    /// "UITableView" or "UICollectionView" when `type` is one, or a subclass of one.
    private func listKind(of type: String) -> String? {
        for kind in ["UITableView", "UICollectionView"] where type == kind || index.isSubtype(type, of: kind) { return kind }
        return nil
    }

    /// The list kind and property name a table or collection view controller keeps its view in.
    private func controllerListKind(of type: String) -> (kind: String, property: String)? {
        if index.isSubtype(type, of: "UITableViewController") { return ("UITableView", "tableView") }
        if index.isSubtype(type, of: "UICollectionViewController") { return ("UICollectionView", "collectionView") }
        return nil
    }
}
