import NavLintIndex
import NavLintSyntax

/// The children a removal from a child collection can take: a removal filtered by type
/// (`childCoordinators.removeAll { $0 is SendCoordinator }`) takes children of that type only.
enum ChildFilter: Hashable {
    /// Any child: an identity test (`$0 === child`), an index, or a condition that is not a type test.
    case any
    /// Only children of these types, their subtypes included.
    case types(Set<String>)

    /// The children either filter takes.
    func union(_ other: ChildFilter) -> ChildFilter {
        guard case .types(let mine) = self, case .types(let others) = other else { return .any }
        return .types(mine.union(others))
    }

    /// Whether a child whose type the code says is `type` (nil: it does not say) can be taken. A
    /// child typed by a base may be an object of a tested subtype, so it can be too.
    func admits(_ type: String?, in index: ProjectIndex) -> Bool {
        guard case .types(let names) = self, let type else { return true }
        return names.contains { index.isSubtype(type, of: $0) || index.isSubtype($0, of: type) }
    }
}

/// Predicates that select elements by type: the one answer for "which elements does this filter
/// take", asked of removals from child collections (`ChildCoordinatorQueries.filter(of:)`) and of
/// the receiver `xs.first(where: { $0 is X })?.finish()` (`CodeReachability`).
extension ProjectIndex {
    /// The types that predicate closure `closure` of file `file` tests its element against, when the
    /// predicate is nothing but such tests: `{ $0 is Flow }`, `{ child in return child is Flow }`,
    /// `{ $0 as? Flow != nil }`. Nil for any other predicate: `$0 === child`, `$0.isFinished`, a
    /// negated test `!($0 is Flow)`, a test joined to another condition, `type(of: $0) == Flow.self`
    /// (whose `==` the outline does not tell from `!=`), and, as the outline keeps only the first
    /// test of an operator chain, `$0 is A || $0 is B` (FIXME: it could name both).
    func testedTypes(ofPredicate closure: Int32, in file: Int) -> Set<String>? {
        let outline = files[file].outline
        guard closure >= 0 else { return nil }
        let literal = outline.closures[Int(closure)]
        let parameters = outline.symbols(literal.parameters)
        guard parameters.count <= 1, literal.freeNames.isEmpty else { return nil }
        let element = parameters.first ?? outline.symbol("$0")
        guard let element else { return nil }
        var types: Set<String> = []
        var testedElements = 0
        for cast in outline.casts where cast.closure == closure {
            guard cast.kind == .test || cast.kind == .conditional, cast.value.kind == .chain, cast.value.chain.count == 1,
                  outline.singleNameSymbol(cast.value) == element else { return nil }
            types.insert(simpleName(cast.type.nominalName))
            testedElements += 1
        }
        guard !types.isEmpty else { return nil }
        // Nothing else in the predicate: no call, no nested closure, and every name is a tested element.
        if outline.calls.contains(where: { $0.closure == closure }) { return nil }
        if outline.closures.contains(where: { $0.closure == closure }) { return nil }
        var names = 0
        // (A trailing closure's call element starts at its `{`: it is the call's, not the predicate's.)
        for chainElement in outline.chainElements
        where chainElement.range.start > literal.range.start && literal.range.contains(chainElement.range) {
            guard chainElement.kind == .name, chainElement.name == element else { return nil }
            names += 1
        }
        return names == testedElements ? types : nil
    }

    /// The one type the receiver of a call selects from a collection by a type test
    /// (`children.first(where: { $0 is Flow })?.finish()`, `.last { $0 is Flow }`), when it is one.
    func receiverTestedType(of call: Call, in file: Int) -> String? {
        let outline = files[file].outline
        guard call.receiverCall >= 0 else { return nil }
        let receiver = outline.calls[Int(call.receiverCall)]
        guard ["first", "last"].contains(outline.name(of: receiver)),
              let predicate = outline.arguments(of: receiver).first(where: { $0.value.kind == .closure })?.value.closure,
              let types = testedTypes(ofPredicate: predicate, in: file), types.count == 1 else { return nil }
        return types.first
    }
}

extension ChildCoordinatorQueries {
    /// The children a single removal from a child collection takes (`call` of file `file`):
    /// `removeAll(where:)` by its predicate's type tests, `remove(at: i)` with `i` bound to a
    /// `firstIndex(where:)` or `lastIndex(where:)` by that predicate's; any child otherwise.
    func filter(of call: Call, in file: Int) -> ChildFilter {
        let outline = index.files[file].outline
        let arguments = outline.arguments(of: call)
        var predicate: Int32 = -1
        switch outline.name(of: call) {
        case "removeAll":
            predicate = arguments.first { $0.value.kind == .closure }?.value.closure ?? -1
        case "remove":
            guard call.owner >= 0, let argument = arguments.first, outline.name(argument.label) == "at",
                  let name = outline.singleNameSymbol(argument.value),
                  let position = BodyHandle(file: file, member: call.owner).binding(of: name, before: call.range.start, in: index),
                  let value = outline.locals[position].value, value.kind == .chain, value.call >= 0 else { return .any }
            let lookup = outline.calls[Int(value.call)]
            guard ["firstIndex", "lastIndex"].contains(outline.name(of: lookup)) else { return .any }
            predicate = outline.arguments(of: lookup).first { $0.value.kind == .closure }?.value.closure ?? -1
        default:
            return .any
        }
        return index.testedTypes(ofPredicate: predicate, in: file).map(ChildFilter.types) ?? .any
    }
}
