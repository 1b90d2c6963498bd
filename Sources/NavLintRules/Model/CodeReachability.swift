import NavLintIndex
import NavLintSyntax

/// Whether some code can ever run with `self` an object of a given type: "can this release run?".
///
/// Conservative: it answers `false` only on one of these proofs, and anything it cannot tell may run.
/// A closure may run whenever the code around it does.
/// 2. A method inherited from a base class or a protocol extension runs, for an object of type `R`,
///    only through a call by its name that can reach an `R` (on self in `R`'s own code, on a value of
///    `R`'s family or of a type nothing says), or as a system entry. A method of `R` itself is
///    trusted (UIKit may call it), except a private one that nothing in its file runs.
///
/// Depth-bounded (`maximumDepth`), memoized per (body, receiver, holder); a cycle counts as "may run".
struct CodeReachability {
    let index: ProjectIndex
    static let maximumDepth = 4

    /// The add site's name for a child and the child's type (`coordinator` in `coordinator.onFinish = { … }`):
    /// a closure stored on the child is kept by the child's type, not by the declared base.
    struct Holder: Hashable {
        var name: String
        var type: String
    }

    private struct Key: Hashable {
        var body: BodyHandle
        var receiver: String?
        var holder: Holder?
    }

    private var answers: [Key: Bool] = [:]
    private var inProgress: Set<Key> = []
    /// By method name: whether some file names it more often than it calls it (a selector, a reference).
    var namedOtherwise: [String: Bool] = [:]

    init(index: ProjectIndex) {
        self.index = index
    }

    /// Whether `body` can ever run with `self` an object of type `receiver` (nil: of the type whose code it is).
    /// With `holder`, a closure assigned to `holder.name.p` is kept by `holder.type`.
    mutating func mayRun(_ body: BodyHandle, as receiver: String? = nil, holder: Holder? = nil, depth: Int = 0) -> Bool {
        guard depth <= CodeReachability.maximumDepth, body.member >= 0 else { return true }
        let key = Key(body: body, receiver: receiver, holder: holder)
        if let known = answers[key] { return known }
        guard inProgress.insert(key).inserted else { return true }
        let answer = body.isClosure
            ? closureMayRun(body, as: receiver, holder: holder, depth: depth)
            : memberMayRun(body.memberRef, as: receiver, depth: depth)
        inProgress.remove(key)
        answers[key] = answer
        return answer
    }

    /// Whether call `call` of `file` can run with self of type `receiver`.
    mutating func mayRun(call: Int32, in file: Int, as receiver: String?, holder: Holder? = nil) -> Bool {
        let found = index.files[file].outline.calls[Int(call)]
        return mayRun(BodyHandle(file: file, member: found.owner, closure: found.closure), as: receiver, holder: holder)
    }

    // MARK: Closures

    private mutating func closureMayRun(_ body: BodyHandle, as receiver: String?, holder: Holder?, depth: Int) -> Bool {
        let literal = index.files[Int(body.file)].outline.closures[Int(body.closure)]
        // Made only when the code around it runs.
        let enclosing = BodyHandle(file: body.file, member: body.member, closure: literal.closure)
        return mayRun(enclosing, as: receiver, holder: holder, depth: depth)
    }

    /// Whether `name` is a local or a parameter in member `member` (not a property of self).
    func isLocal(_ name: String, file: Int, member: Int32, before position: UInt32 = .max) -> Bool {
        guard member >= 0 else { return false }
        if index.files[file].outline.members[Int(member)].parameters.contains(where: { $0.name == name }) { return true }
        return BodyHandle(file: file, member: member).binding(named: name, before: position, in: index) != nil
    }
}
