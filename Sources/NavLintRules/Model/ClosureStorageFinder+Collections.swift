import NavLintIndex
import NavLintSyntax

/// Objects built with a closure and kept by self in a collection: appended to one of its
/// properties, or made by a `map` whose array self stores (`cellModels = items.map { CellModel($0,
/// onTap: { … }) }`).
extension ClosureStorageFinder {
    /// Whether the object built by construction `call` goes into a strong property of self through a
    /// collection: an argument of `append`/`insert` on it, or the value a `map`/`compactMap`
    /// closure returns when the mapped array is stored in it or appended to it.
    mutating func constructionIsCollectedBySelf(_ call: Int32, file: Int, member: Int32, selfType: String) -> Bool {
        let outline = index.files[file].outline
        let elements = bodies.elements(of: member, in: file, index)
        if elements.calls.contains(where: { isAddition(outline.calls[Int($0)], of: call, file: file, member: member, selfType: selfType) }) {
            return true
        }
        // `items.map { Model($0) { … } }`: the construction is what the mapping closure returns.
        let closure = outline.calls[Int(call)].closure
        guard closure >= 0, outline.returns.contains(where: { $0.closure == closure && $0.value.call == call }),
              case .argument(let mapping, _, _) = outline.closures[Int(closure)].context, mapping >= 0,
              ["map", "compactMap", "flatMap"].contains(outline.name(of: outline.calls[Int(mapping)])) else { return false }
        for assignment in elements.assignments.lazy.map({ outline.assignments[Int($0)] }) where assignment.value.call == mapping {
            guard assignment.op != .otherCompound, assignment.target.count == 1,
                  let property = outline.lastName(assignment.target) else { continue }
            return isStrongProperty(property, base: assignment.target.base, file: file, member: member, selfType: selfType)
        }
        return elements.calls.contains { isAddition(outline.calls[Int($0)], of: mapping, file: file, member: member, selfType: selfType) }
    }

    /// Whether `call` adds the value of call `value` to a strong property of self (`items.append(x)`,
    /// `self.items.insert(x, at: 0)`, `items.append(contentsOf: x)`).
    private mutating func isAddition(_ call: Call, of value: Int32, file: Int, member: Int32, selfType: String) -> Bool {
        let outline = index.files[file].outline
        guard ClosureStorageFinder.isInsertion(outline.name(of: call)), call.callee.count == 2,
              outline.arguments(of: call).contains(where: { $0.value.call == value }),
              let first = outline.elements(call.callee).first, first.kind == .name else { return false }
        return isStrongProperty(outline.name(first.name), base: call.callee.base, file: file, member: member, selfType: selfType)
    }

    /// Whether `name` (`items`, `self.items`) is a strong stored property of self, not a local.
    private func isStrongProperty(_ name: String, base: ChainBase, file: Int, member: Int32, selfType: String) -> Bool {
        guard base == .selfKeyword || (base == .name && !isLocal(name, file: file, member: member)) else { return false }
        return strongProperty(name, in: selfType)?.isStrong == true
    }
}
