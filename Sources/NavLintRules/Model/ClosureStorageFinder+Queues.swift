import NavLintIndex
import NavLintSyntax

/// Queues of closures: a keeper that appends each closure it is given to an array property and
/// takes each one out of the array when it runs it (`let send = pending.removeFirst(); send()`)
/// holds the closure only until it runs, as a callback run once and dropped (`isConsumedOnce`).
extension ClosureStorageFinder {
    /// The array property of its own type that method `ref` appends its closure parameter to
    /// (`pending.append(send)`, `self.pending.append(send)`, also inside a closure of the method
    /// such as `queue.async { … }`), or a local bound to the parameter.
    func propertyQueueingParameter(_ parameter: String, of ref: ElementRef) -> String? {
        let file = Int(ref.file)
        let outline = index.files[file].outline
        let aliases = parameterAliases(outline.symbol(parameter), file: file, member: ref.index, outline: outline)
        guard !aliases.isEmpty else { return nil }
        for call in bodies.elements(of: ref.index, in: file, index).calls.lazy.map({ outline.calls[Int($0)] })
        where call.callee.count == 2 && outline.name(of: call) == "append" {
            guard call.callee.base == .name || call.callee.base == .selfKeyword,
                  let first = outline.elements(call.callee).first, first.kind == .name,
                  outline.arguments(of: call).count == 1,
                  outline.arguments(of: call).contains(where: { isAlias($0.value, aliases, outline) }) else { continue }
            let name = outline.name(first.name)
            guard call.callee.base == .selfKeyword || !isLocal(name, file: file, member: ref.index) else { continue }
            return name
        }
        return nil
    }

    /// Whether the keeper's code (a member of a type in `family`, in `file`) takes an element out
    /// of array property `property` into a local and calls that local: `let send =
    /// pending.removeFirst(); send()`, `while let next = queue.popFirst() { next() }`. Each closure
    /// of the queue is dropped by the code that runs it.
    func removesRunElement(_ property: String, family: Set<String>, file: Int, _ outline: Outline) -> Bool {
        guard let symbol = outline.symbol(property) else { return false }
        for position in outline.locals.indices {
            let local = outline.locals[position]
            guard let value = local.value, value.kind == .chain, value.call >= 0, local.owner >= 0,
                  let name = outline.symbols(local.names).first, local.names.count == 1 else { continue }
            let call = outline.calls[Int(value.call)]
            guard call.callee.count == 2, call.callee.base == .name || call.callee.base == .selfKeyword,
                  Self.takingNames.contains(outline.name(of: call)),
                  outline.elements(call.callee).first.map({ $0.kind == .name && $0.name == symbol }) == true,
                  index.ownerTypeName(file: file, member: local.owner).map(family.contains) == true else { continue }
            let runs = index.callPositions(ownedBy: local.owner, in: file).contains { callPosition in
                let run = outline.calls[callPosition]
                return run.callee.count == 1 && run.callee.base == .name && run.name == name
                    && run.range.start > local.range.start
            }
            if runs { return true }
        }
        return false
    }

    /// Calls that take one element out of an array and return it.
    static let takingNames: Set<String> = ["removeFirst", "removeLast", "popFirst", "popLast", "remove"]
}

extension ClosureStorageFinder {
    /// Whether the code of `keeper` (or an ancestor) takes each closure out of its array property
    /// `queue` to run it (`removesRunElement`), in the files that declare them.
    func isDrained(_ queue: String, keeper: String) -> Bool {
        let family = Set([keeper] + index.ancestors(of: keeper))
        let files = Set(family.flatMap { index.declarations(ofType: $0).map { Int($0.file) } })
        return files.sorted().contains { removesRunElement(queue, family: family, file: $0, index.files[$0].outline) }
    }
}
