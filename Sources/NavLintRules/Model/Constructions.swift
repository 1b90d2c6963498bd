import NavLintIndex
import NavLintSyntax

/// Where the project makes an object of a type: the one answer for the object lifetimes, the
/// callers of an initializer (`InitializerArguments`, `InitializerCalls`) and the window-root
/// screens. A call builds a `T` when it is
/// - `T(…)` or `T.init(…)`, qualified by a module or an enclosing type or not (`Module.T(…)`);
/// - `Self(…)` or `Self.init(…)` in the body of a member of `T` (a subclass's object may be built
///   there too, as any initializer of `T` may run for one);
/// - an implicit-member `.init(…)` whose contextual type is `T`, where the code says it: the
///   declared type of the local (`let screen: T = .init()`) or property (`let flush: T = .init()`)
///   it initializes, of the property or local it is assigned to (`self.flush = .init()`), or the
///   declared result of the function or computed property that returns it (`-> T { .init() }`).
///   Anywhere else (an argument, a closure's result) nothing says which type it builds, and it
///   counts as a construction of no type.
/// `super.init(…)`, `self.init(…)` and `type.init(…)` on a metatype value are not constructions.
extension ProjectIndex {
    /// The calls that build an object of `type` (a simple or qualified name), in file order: `T(…)`
    /// first, then the `init` calls. For a type nested beside namesakes, asked by its identity
    /// (`Main.StateModel`, `ProjectIndex.typeIdentity`), only the calls that can mean it by their
    /// spelling or scope (`StateModel()` inside `extension Main`, `Main.StateModel()` anywhere).
    func constructions(of type: String) -> [ElementRef] {
        let name = simpleName(type)
        var result: [ElementRef] = []
        for ref in calls(named: name) {
            let outline = files[Int(ref.file)].outline
            if Self.typeName(builtBy: outline.calls[Int(ref.index)], in: outline) == name { result.append(ref) }
        }
        result += initializerCalls()[name] ?? []
        guard name.utf8.count != type.utf8.count, typeIdentity(named: type) == type else { return result }
        // Sorted by the namesake each call means once per name, not once per namesake asked.
        let byNamesake = namesakeConstructions.value(for: name) {
            var table: [String: [ElementRef]] = [:]
            let namesakes = nestedNamesakes(of: name) ?? []
            for ref in result {
                let outline = files[Int(ref.file)].outline
                let call = outline.calls[Int(ref.index)]
                var written = call.callee.base == .name ? outline.names(call.callee) : []
                if written.count > 1 && written.last == "init" { written.removeLast() }
                // `Self(…)` and `.init(…)` name the type by their scope alone.
                if written.last != name { written = [name] }
                // A call that picks none may build any of them.
                for namesake in namesakeMeant(written: written, file: Int(ref.file), member: call.owner).map({ [$0] }) ?? namesakes {
                    table[namesake, default: []].append(ref)
                }
            }
            return table
        }
        return byNamesake[type] ?? []
    }

    /// The labels of a construction's arguments before its trailing closures (nil where there is
    /// none), and how many trailing closures follow them.
    func argumentLabels(ofConstruction ref: ElementRef) -> (labels: [String?], trailingClosures: Int) {
        let outline = files[Int(ref.file)].outline
        let arguments = outline.arguments(of: outline.calls[Int(ref.index)])
        let labels = arguments.filter { !$0.isTrailingClosure }.map { $0.label.isNone ? nil : outline.name($0.label) }
        return (labels, arguments.count - labels.count)
    }

    /// The simple name of the type a call spelled with type names builds (`T(…)`, `Module.T(…)`,
    /// `T.init(…)`), or nil; `Self` and `.init` are for the caller to resolve.
    private static func typeName(builtBy call: Call, in outline: Outline) -> String? {
        guard call.callee.base == .name else { return nil }
        var names = outline.names(call.callee)
        if names.count > 1 && names.last == "init" { names.removeLast() }
        guard let last = names.last, names.allSatisfy(ObjectLifetimes.isTypeName) else { return nil }
        return last
    }

    /// The `init` and `Self` calls that build an object, by the simple name of its type: worked out
    /// once per run (`initializerCallsByType`), one pass over each file that makes a `.init(…)`.
    private func initializerCalls() -> [String: [ElementRef]] {
        initializerCallsByType {
            var table: [String: [ElementRef]] = [:]
            var implicit: [Int: [Int32]] = [:]
            for ref in calls(named: "init") {
                let file = Int(ref.file)
                let outline = files[file].outline
                let call = outline.calls[Int(ref.index)]
                if call.callee.base == .implicitMember && call.callee.count == 1 {
                    implicit[file, default: []].append(ref.index)
                } else if let name = Self.typeName(builtBy: call, in: outline) {
                    let built = name == "Self" ? ownerTypeName(file: file, member: call.owner) : name
                    if let built { table[built, default: []].append(ref) }
                }
            }
            for ref in calls(named: "Self") {
                let outline = files[Int(ref.file)].outline
                let call = outline.calls[Int(ref.index)]
                guard call.callee.base == .name, call.callee.count == 1,
                      let built = ownerTypeName(file: Int(ref.file), member: call.owner) else { continue }
                table[built, default: []].append(ref)
            }
            for (file, calls) in implicit.sorted(by: { $0.key < $1.key }) {
                for (call, type) in contextualTypes(of: Set(calls), in: file) {
                    table[simpleName(type), default: []].append(ElementRef(file: Int32(file), index: call))
                }
            }
            for key in table.keys { table[key]!.sort { ($0.file, $0.index) < ($1.file, $1.index) } }
            return table
        }
    }

    /// The contextual type of each `.init(…)` call of `calls` in `file` that the code names (see
    /// the type's comment); the others are left out.
    private func contextualTypes(of calls: Set<Int32>, in file: Int) -> [(Int32, String)] {
        let outline = files[file].outline
        var found: [(Int32, String)] = []
        var seen: Set<Int32> = []
        func isCall(_ value: Expression?) -> Int32? {
            guard let value, value.kind == .chain, value.call >= 0, calls.contains(value.call) else { return nil }
            return value.call
        }
        func record(_ call: Int32, _ type: String?, owner: Int32) {
            guard let type, !type.isEmpty, seen.insert(call).inserted else { return }
            found.append((call, type == "Self" ? ownerTypeName(file: file, member: owner) ?? "" : type))
        }
        // Through the tables' indices, reading a row's value first: most rows are not the call,
        // and a copy of each row retains its strings.
        for position in outline.locals.indices {
            guard let call = isCall(outline.locals[position].value) else { continue }
            let local = outline.locals[position]
            if let type = local.type, !type.isFunction { record(call, type.nominalName, owner: local.owner) }
        }
        for position in outline.members.indices {
            guard let call = isCall(outline.members[position].initializer) else { continue }
            let member = outline.members[position]
            guard member.kind == .property, let type = member.type, !type.isFunction else { continue }
            record(call, type.nominalName, owner: Int32(position))
        }
        for position in outline.assignments.indices {
            guard let call = isCall(outline.assignments[position].value) else { continue }
            let assignment = outline.assignments[position]
            guard assignment.op == .assign else { continue }
            record(call, typeName(of: assignment.target, in: file, owner: assignment.owner), owner: assignment.owner)
        }
        for position in outline.returns.indices {
            guard let call = isCall(outline.returns[position].value) else { continue }
            let value = outline.returns[position]
            guard value.closure < 0, value.owner >= 0 else { continue }
            let member = outline.members[Int(value.owner)]
            guard member.kind == .function || member.kind == .property, let type = member.type, !type.isFunction else { continue }
            record(call, type.nominalName, owner: value.owner)
        }
        return found.filter { !$0.1.isEmpty }
    }
}
