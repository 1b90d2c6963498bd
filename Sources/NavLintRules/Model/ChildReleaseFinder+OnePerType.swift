import NavLintIndex
import NavLintSyntax

/// Children added only while the parent holds none of their type: at most one per parent.
extension ChildReleaseFinder {
    /// Calls that ask a collection for an element that passes a test: `contains(where:)`,
    /// `first(where:)` and their kin.
    static let elementQueries: Set<String> = ["contains", "first", "firstIndex", "last", "lastIndex"]

    /// `if childCoordinators.contains(where: { $0 is ConversationsCoordinator }) { return }` before
    /// the parent adds a `ConversationsCoordinator` to `childCoordinators` (or `guard
    /// !children.contains(where: …) else { return }`, `if let existing = children.first(where: {
    /// $0 is T }) { …; return }`, `if !children.contains(…) { add }`, the test made by a method of
    /// self that returns it, `if isConversationsPresented() { return }`): the parent adds a child
    /// of that type only while it holds none, so it holds at most one however often the adding
    /// method runs (a state stream, a second caller). Such a child lives as long as its parent, as
    /// one added while the parent sets up does; a private method every caller of which (all in its
    /// file) makes the test counts too.
    mutating func isAddedOnlyWithoutOneOfItsType(_ addition: ChildAddition) -> Bool {
        guard let childType = childTypeName(addition) else { return false }
        let file = addition.file
        if isGated(addition.range, closure: addition.closure, member: addition.member, file: file,
                   collection: addition.collection, childType: childType) { return true }
        let outline = index.files[file].outline
        guard addition.member >= 0 else { return false }
        let declaration = outline.members[Int(addition.member)]
        guard declaration.kind == .function, isFilePrivate(declaration, outline), let symbol = outline.symbol(declaration.name) else { return false }
        var callers = 0
        for call in outline.calls where call.name == symbol {
            guard queries.isSelfCall(call, in: file), call.owner >= 0,
                  isGated(call.range, closure: call.closure, member: call.owner, file: file,
                          collection: addition.collection, childType: childType) else { return false }
            callers += 1
        }
        return callers > 0
    }

    /// Whether the code at `range` (in closure `closure` of member `member`) runs only after an
    /// `if` or `guard` of the same body tested `collection` for an element of `childType`: inside
    /// the guard's scope, the `if`'s body or `else`, or after an `if` whose body leaves, in the
    /// block that holds that `if`. The test's polarity is not read: code that adds a child only
    /// when one of its type is there already would be absurd. Only the conditions around the
    /// member's tests for that type are read (`ElementTestTable`): most members make none.
    private mutating func isGated(_ range: ByteRange, closure: Int32, member: Int32, file: Int, collection: String, childType: String) -> Bool {
        let tests = elementTests(member: member, file: file, collection: collection, childType: childType)
        guard !tests.isEmpty else { return false }
        let table = elementTestTable(file)
        let outline = index.files[file].outline
        for test in tests where test.end <= range.start {
            for position in table.conditions(containing: test, outline) {
                let condition = outline.conditions[position]
                guard condition.owner == member, condition.closure == closure, condition.range.end <= range.start else { continue }
                if condition.scope.contains(range) || condition.elseScope?.contains(range) == true
                    || condition.kind == .if && condition.bodyLeaves && condition.elseScope == nil
                        && !condition.scope.contains(range) && table.blocksHoldBoth(condition.range, range, member: member, outline) {
                    return true
                }
            }
        }
        return false
    }

    /// The calls of member `member` that test `collection` for an element of a type `childType`
    /// is (`ElementTest.matches`), in order; worked out once per member, type and collection.
    private mutating func elementTests(member: Int32, file: Int, collection: String, childType: String) -> [ByteRange] {
        let key = ElementTestKey(file: file, member: member, collection: collection, childType: childType)
        if let known = elementTestAnswers[key] { return known }
        let memberKey = ElementRef(file: file, index: Int(member))
        let tests: [ElementTest]
        if let known = memberElementTests[memberKey] {
            tests = known
        } else {
            tests = findElementTests(member: member, file: file)
            memberElementTests[memberKey] = tests
        }
        let answer = tests.filter { $0.matches(collection: collection, childType: childType, index) }.map(\.range)
        elementTestAnswers[key] = answer
        return answer
    }

    /// Member `member`'s calls that ask a collection for an element of some types: a query itself
    /// (`children.contains(where: { $0 is T })`), or a call of a method of self whose every
    /// `return` is one (`isConversationsPresented()`).
    private mutating func findElementTests(member: Int32, file: Int) -> [ElementTest] {
        var tests: [ElementTest] = []
        let outline = index.files[file].outline
        let parent = index.ownerTypeName(file: file, member: member)
        for position in index.callPositions(ownedBy: member, in: file) {
            let call = outline.calls[position]
            guard call.callee.base == .name || call.callee.base == .selfKeyword else { continue }
            if let query = elementQuery(call, file: file) {
                tests.append(ElementTest(range: call.range, alternatives: [[query]]))
            } else if call.callee.count == 1, let parent {
                let alternatives = index.lookupMember(outline.name(of: call), in: parent)
                    .filter { index.member($0).kind == .function }
                    .compactMap { returnedQueries(of: $0) }
                if !alternatives.isEmpty { tests.append(ElementTest(range: call.range, alternatives: alternatives)) }
            }
        }
        return tests
    }

    /// The queries method `method` returns, one per `return` of its own body, when each returns
    /// one; nil otherwise. Worked out for every method of its file at once, in one pass over the
    /// file's returns.
    private mutating func returnedQueries(of method: ElementRef) -> [ElementQuery]? {
        let file = Int(method.file)
        if let known = returnedQueryTables[file] { return known[method.index] }
        let outline = index.files[file].outline
        var table: [Int32: [ElementQuery]] = [:]
        var failed: Set<Int32> = []
        for returned in outline.returns where returned.owner >= 0 && returned.closure < 0 && !failed.contains(returned.owner) {
            guard returned.value.call >= 0, let query = elementQuery(outline.calls[Int(returned.value.call)], file: file) else {
                failed.insert(returned.owner)
                table[returned.owner] = nil
                continue
            }
            table[returned.owner, default: []].append(query)
        }
        returnedQueryTables[file] = table
        return table[method.index]
    }

    /// `collection.contains(where: { $0 is T })` (or `first`, `as? T`, on self's `collection`):
    /// the collection and the types its closures test for.
    private mutating func elementQuery(_ call: Call, file: Int) -> ElementQuery? {
        let outline = index.files[file].outline
        guard call.callee.count >= 2, call.callee.base == .name || call.callee.base == .selfKeyword else { return nil }
        let callee = outline.names(call.callee)
        guard callee.count == 2, Self.elementQueries.contains(callee[1]) else { return nil }
        var types: [String] = []
        for argument in outline.arguments(of: call) where argument.value.kind == .closure && argument.value.closure >= 0 {
            let body = outline.closures[Int(argument.value.closure)].range
            types += elementTestTable(file).testedTypes(in: body, outline)
        }
        return types.isEmpty ? nil : ElementQuery(collection: callee[0], types: types)
    }

    /// File `file`'s `ElementTestTable`, built the first time it is asked for.
    private mutating func elementTestTable(_ file: Int) -> ElementTestTable {
        if let known = elementTestTables[file] { return known }
        let table = ElementTestTable(index.files[file].outline)
        elementTestTables[file] = table
        return table
    }
}

/// `ChildReleaseFinder.elementTests`' key: a member, and the collection and child type asked about.
struct ElementTestKey: Hashable {
    var file: Int
    var member: Int32
    var collection: String
    var childType: String
}

/// A collection asked for an element of one of `types` (`children.contains(where: { $0 is T })`).
struct ElementQuery {
    var collection: String
    var types: [String]
}

/// A call that tests a collection for an element of some types: it passes for a child type when
/// every query of one of its alternatives does (a method of self may be overloaded; each `return`
/// of one of them must test).
struct ElementTest {
    var range: ByteRange
    var alternatives: [[ElementQuery]]

    func matches(collection: String, childType: String, _ index: ProjectIndex) -> Bool {
        alternatives.contains { queries in
            queries.allSatisfy { $0.collection == collection && $0.types.contains { index.isSubtype(childType, of: $0) } }
        }
    }
}

/// One file's tables for the one-per-type test, built once per file, so that the casts inside a
/// query's closure, the conditions around a test and the blocks around an `if` are found without a
/// scan of the file for each addition (a method of N additions, each behind its own test, was cubic).
struct ElementTestTable {
    /// The type tests and conditional casts (`$0 is T`, `as? T`), by where their value starts.
    private let casts: [(start: Int, type: String, range: ByteRange)]
    /// The `if` and `guard` conditions, by their condition's range.
    private let conditions: NestedRanges
    /// The bodies and `else` branches of the conditions other than `guard` (`2 * condition`, plus
    /// one for an `else`).
    private let blocks: NestedRanges

    init(_ outline: Outline) {
        casts = outline.casts.filter { $0.kind == .test || $0.kind == .conditional }
            .map { (Int($0.value.range.start), $0.type.nominalName, $0.value.range) }
            .sorted { $0.start < $1.start }
        var conditionRanges: [(range: ByteRange, element: Int32)] = []
        var blockRanges: [(range: ByteRange, element: Int32)] = []
        for (position, condition) in outline.conditions.enumerated() {
            if condition.kind == .if || condition.kind == .guard { conditionRanges.append((condition.range, Int32(position))) }
            guard condition.kind != .guard else { continue }
            if !condition.scope.isEmpty { blockRanges.append((condition.scope, Int32(2 * position))) }
            if let otherwise = condition.elseScope, !otherwise.isEmpty { blockRanges.append((otherwise, Int32(2 * position + 1))) }
        }
        conditions = NestedRanges(conditionRanges)
        blocks = NestedRanges(blockRanges)
    }

    /// The types that the casts inside `body` test for.
    func testedTypes(in body: ByteRange, _ outline: Outline) -> [String] {
        var low = 0
        var high = casts.count
        while low < high {
            let middle = (low + high) / 2
            if casts[middle].start < Int(body.start) { low = middle + 1 } else { high = middle }
        }
        var types: [String] = []
        while low < casts.count, casts[low].start < Int(body.end) {
            if body.contains(casts[low].range) { types.append(casts[low].type) }
            low += 1
        }
        return types
    }

    /// The positions of the `if` and `guard` conditions whose condition holds `test`.
    func conditions(containing test: ByteRange, _ outline: Outline) -> [Int] {
        guard conditions.isNested else {
            return outline.conditions.indices.filter {
                (outline.conditions[$0].kind == .if || outline.conditions[$0].kind == .guard) && outline.conditions[$0].range.contains(test)
            }
        }
        return conditions.elements(containing: test).map { Int($0) }
    }

    /// Whether every block of member `member` (the body of an `if`, `else`, loop or `switch`
    /// clause) that holds the `if` at `test` holds `range` too: the code at `range` follows the
    /// `if` in its block (or one around it), so leaving the `if`'s body skips it.
    func blocksHoldBoth(_ test: ByteRange, _ range: ByteRange, member: Int32, _ outline: Outline) -> Bool {
        guard blocks.isNested else {
            return outline.conditions.allSatisfy { other in
                guard other.owner == member, other.kind != .guard else { return true }
                if other.scope.contains(test) && !other.scope.contains(range) { return false }
                if let otherElse = other.elseScope, otherElse.contains(test) && !otherElse.contains(range) { return false }
                return true
            }
        }
        return blocks.elements(containing: test).allSatisfy { element in
            let condition = outline.conditions[Int(element / 2)]
            guard condition.owner == member, let block = element % 2 == 0 ? condition.scope : condition.elseScope else { return true }
            return block.contains(range)
        }
    }
}
