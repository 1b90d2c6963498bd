import NavLintIndex
import NavLintSyntax

/// The member and closure around a use of a name in one file, as `CodeReachability`'s use search
/// asks: the last member (by index) whose body contains it, and the last of that member's closures
/// that contains it. The first few uses are found by scanning, as before; from the
/// `tableThreshold`-th use on, through a table of the file's bodies built once (`NestedRanges`).
struct EnclosingBodies {
    static let tableThreshold = 8
    private var uses = 0
    private var tables: (members: NestedRanges, closures: NestedRanges)?

    mutating func around(_ range: ByteRange, in outline: Outline) -> (member: Int, closure: Int?)? {
        uses += 1
        if uses >= EnclosingBodies.tableThreshold, range.start < range.end {
            let tables: (members: NestedRanges, closures: NestedRanges)
            if let built = self.tables {
                tables = built
            } else {
                var members: [(range: ByteRange, element: Int32)] = []
                for index in outline.members.indices {
                    if let body = outline.members[index].body { members.append((range: body, element: Int32(index))) }
                }
                var closures: [(range: ByteRange, element: Int32)] = []
                for index in outline.closures.indices { closures.append((range: outline.closures[index].range, element: Int32(index))) }
                tables = (NestedRanges(members), NestedRanges(closures))
                self.tables = tables
            }
            if tables.members.isNested && tables.closures.isNested {
                guard let member = tables.members.elements(containing: range).max() else { return nil }
                let closure = tables.closures.elements(containing: range).filter { outline.closures[Int($0)].owner == member }.max()
                return (Int(member), closure.map(Int.init))
            }
        }
        guard let member = outline.members.indices.last(where: { outline.members[$0].body?.contains(range) == true }) else {
            return nil
        }
        let closure = outline.closures.indices.last { outline.closures[$0].owner == Int32(member) && outline.closures[$0].range.contains(range) }
        return (member, closure)
    }
}

/// Whether a reference to an `@objc` method in one file is the action of a back item, as
/// `CodeReachability.isDeadSelector` asks: the first `#selector` call around it is the `action:` of
/// the first `UIBarButtonItem(…)` whose action holds it, which some assignment to a
/// `backBarButtonItem` holds. The first few references are checked by scanning the file's calls and
/// assignments, as before; from the `tableThreshold`-th on, through tables of them built once.
struct BackItemActions {
    static let tableThreshold = 4
    private var references = 0
    private var tables: (selectors: NestedRanges, actions: NestedRanges, backItems: NestedRanges)?

    mutating func isAction(_ range: ByteRange, in outline: Outline) -> Bool {
        references += 1
        if references >= BackItemActions.tableThreshold, range.start < range.end {
            let tables = self.tables ?? BackItemActions.tables(outline)
            self.tables = tables
            if tables.selectors.isNested && tables.actions.isNested && tables.backItems.isNested {
                guard let selector = tables.selectors.elements(containing: range).min() else { return false }
                let selectorRange = outline.calls[Int(selector)].range
                guard selectorRange.start < selectorRange.end else { return BackItemActions.scan(range, outline) }
                guard let item = tables.actions.elements(containing: selectorRange).min() else { return false }
                let itemRange = outline.calls[Int(item)].range
                guard itemRange.start < itemRange.end else { return BackItemActions.scan(range, outline) }
                return !tables.backItems.elements(containing: itemRange).isEmpty
            }
        }
        return BackItemActions.scan(range, outline)
    }

    private static func tables(_ outline: Outline) -> (selectors: NestedRanges, actions: NestedRanges, backItems: NestedRanges) {
        var selectors: [(range: ByteRange, element: Int32)] = []
        var actions: [(range: ByteRange, element: Int32)] = []
        for index in outline.calls.indices {
            let call = outline.calls[index]
            let name = outline.name(of: call)
            if name == "#selector" { selectors.append((range: call.range, element: Int32(index))) }
            guard name == "UIBarButtonItem" else { continue }
            for argument in outline.arguments(of: call) where !argument.label.isNone && outline.name(argument.label) == "action" {
                actions.append((range: argument.value.range, element: Int32(index)))
            }
        }
        let backItems = outline.assignments.indices.compactMap { index -> (range: ByteRange, element: Int32)? in
            outline.lastName(outline.assignments[index].target) == "backBarButtonItem" ? (range: outline.assignments[index].value.range, element: Int32(index)) : nil
        }
        return (NestedRanges(selectors), NestedRanges(actions), NestedRanges(backItems))
    }

    /// The plain scan: for each reference, the file's calls and assignments.
    private static func scan(_ range: ByteRange, _ outline: Outline) -> Bool {
        guard let selector = outline.calls.firstIndex(where: { outline.name(of: $0) == "#selector" && $0.range.contains(range) }),
              let item = outline.calls.firstIndex(where: { call in
                  outline.name(of: call) == "UIBarButtonItem" && outline.arguments(of: call).contains {
                      !$0.label.isNone && outline.name($0.label) == "action" && $0.value.range.contains(outline.calls[selector].range)
                  }
              }) else { return false }
        return outline.assignments.contains {
            $0.value.range.contains(outline.calls[item].range) && outline.lastName($0.target) == "backBarButtonItem"
        }
    }
}
