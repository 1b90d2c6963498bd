import NavLintIndex
import NavLintSyntax

/// The endless sequences a framework protocol gives every value conforming to it, with the module
/// that declares the protocol.
struct FrameworkInstanceStreams: Sendable {
    var module: String
    var members: Set<String>
}

/// Which sequences a `for await` loop never leaves, beyond their types (`SystemRetention.swift`):
/// framework protocols' streams, and the project's functions that build a stream which finishes.
extension ProjectIndex {
    /// Endless sequences of framework protocols, whose declarations the project does not hold, by
    /// the protocol: TipKit's `Tip` gives every tip `shouldDisplayUpdates` and `statusUpdates`,
    /// which end only with the process.
    static let frameworkInstanceStreams: [String: FrameworkInstanceStreams] = [
        "Tip": FrameworkInstanceStreams(module: "TipKit", members: ["shouldDisplayUpdates", "statusUpdates"]),
    ]

    /// The sequence a `for` loop iterates, as written after its `in`.
    func loopSequence(of loop: Condition, in file: Int) -> Expression? {
        let outline = files[file].outline
        for position in localPositions(ownedBy: loop.owner, in: file) {
            let local = outline.locals[position]
            if let sequence = local.loopSequence, sequence.range.start == loop.range.start { return sequence }
        }
        return nil
    }

    /// The name of a framework protocol's endless sequence (`tip.shouldDisplayUpdates`) that a loop
    /// over `sequence` iterates, when the receiver is a value of that protocol: of a project type
    /// conforming to it, or, where the declarations do not say (a generic parameter `T: Tip`, a
    /// framework type, a chain nothing types), in a file that imports the protocol's framework. A
    /// project type that does not conform declares its own member of that name, whose type says
    /// what it is.
    func frameworkInstanceStreamName(of sequence: Expression, in file: Int, owner: Int32) -> String? {
        guard sequence.kind == .chain, sequence.chain.count >= 2 else { return nil }
        let outline = files[file].outline
        guard let last = outline.elements(sequence.chain).last, last.kind == .name else { return nil }
        let member = outline.name(last.name)
        guard let (conformance, streams) = Self.frameworkInstanceStreams.first(where: { $0.value.members.contains(member) }) else { return nil }
        if let receiver = typeName(of: sequence.chain, count: sequence.chain.count - 1, in: file, owner: owner), isProjectType(receiver) {
            guard ancestors(of: receiver).contains(conformance) else { return nil }
        } else if !outline.imports.contains(where: { $0.module == streams.module }) {
            return nil
        }
        return chainDescription(sequence.chain, in: outline)
    }

    /// Whether the project function `call` calls (one declared to return an endless stream type)
    /// builds the stream it returns with a builder that finishes it (`AsyncStream { continuation in
    /// … continuation.finish() }`, in the builder or a task it starts; not in its `onTermination`
    /// handler, which runs only once the stream has ended), or finishes the continuation
    /// `AsyncStream.makeStream(of:)` gave it: such a stream ends by itself. The builder is any call's
    /// closure whose first parameter is finished (the outline names `AsyncStream<Int> { … }` after
    /// its generic argument). A `finish()` after a loop over an endless sequence (a forwarded
    /// source) does not count; `depth` bounds that question's turns through other functions. The function is the one `call`'s receiver type (or the calling type,
    /// for a bare call) declares or inherits, as for its declared result.
    func finishesItsStream(_ call: Call, in file: Int, depth: Int) -> Bool {
        guard depth < 3 else { return false }
        let outline = files[file].outline
        let receiver = call.callee.count == 1 ? ownerTypeName(file: file, member: call.owner)
            : typeName(of: call.callee, count: call.callee.count - 1, in: file, owner: call.owner)
        guard let receiver, let function = lookupMember(outline.name(of: call), in: receiver).first(where: { member($0).kind == .function })
        else { return false }
        let functionFile = Int(function.file)
        let code = files[functionFile].outline
        for position in callPositions(ownedBy: function.index, in: functionFile) {
            let finish = code.calls[position]
            guard code.name(of: finish) == "finish", finish.callee.count == 2, finish.callee.base == .name,
                  let continuation = code.names(finish.callee).first,
                  !follows(endlessLoopIn: finish, file: functionFile, depth: depth) else { continue }
            var closure = finish.closure
            while closure >= 0 {
                let literal = code.closures[Int(closure)]
                if case .assignment(let assignment) = literal.context,
                   code.lastName(code.assignments[Int(assignment)].target) == "onTermination" { break }
                if case .argument(let builder, _, _) = literal.context, builder >= 0,
                   code.names(literal.parameters).first == continuation { return true }
                closure = literal.closure
            }
            // `let (stream, continuation) = AsyncStream.makeStream(of: Int.self)`.
            if closure < 0, let local = BodyHandle(file: functionFile, member: function.index).local(named: continuation, before: finish.range.start, in: self),
               let made = local.value, made.call >= 0, code.name(of: code.calls[Int(made.call)]) == "makeStream" { return true }
        }
        return false
    }

    /// Whether `finish` comes after a `for` loop of its own closure (or body) over an endless
    /// sequence, which it never gets past: `for await x in source { continuation.yield(x) };
    /// continuation.finish()` forwards an endless source and ends with it.
    private func follows(endlessLoopIn finish: Call, file: Int, depth: Int) -> Bool {
        files[file].outline.conditions.contains { loop in
            loop.kind == .for && loop.owner == finish.owner && loop.closure == finish.closure && loop.scope.end <= finish.range.start
                && endlessSequenceName(of: loop, in: file, depth: depth + 1) != nil
        }
    }

    /// How a message names the sequence a call returns: `reader.streamExisting(filters:)`.
    func sequenceDescription(of call: Call, in file: Int) -> String {
        let outline = files[file].outline
        let labels = outline.arguments(of: call).filter { !$0.isTrailingClosure }.map { ($0.label.isNone ? "_" : outline.name($0.label)) + ":" }
        return chainDescription(call.callee, in: outline) + "(" + labels.joined() + ")"
    }

    /// A chain as a message names it: its names, with `()` for a call and `[]` for a subscript
    /// (`SwipeTip().shouldDisplayUpdates`).
    private func chainDescription(_ chain: Chain, in outline: Outline) -> String {
        var text = chain.base == .selfKeyword ? "self" : ""
        for element in outline.elements(chain) {
            switch element.kind {
            case .name: text += (text.isEmpty ? "" : ".") + outline.name(element.name)
            case .call: text += "()"
            case .subscript: text += "[]"
            }
        }
        return text
    }
}
