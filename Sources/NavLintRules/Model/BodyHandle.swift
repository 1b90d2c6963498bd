import NavLintIndex
import NavLintSyntax

/// One body of code: a function's, initializer's or accessor's (`closure == -1`), or the closure
/// `closure` written in member `member` of file `file`. The model reads code through it: its
/// calls, assignments, local bindings and captures, and the one lookup of a name at a position
/// (`binding(named:before:in:)`). The release query (`ReleaseFinder`) is memoized by body.
struct BodyHandle: Hashable {
    var file: Int32
    var member: Int32
    var closure: Int32

    init(file: Int32, member: Int32, closure: Int32) {
        self.file = file
        self.member = member
        self.closure = closure
    }

    init(file: Int, member: Int32, closure: Int32 = -1) {
        self.init(file: Int32(file), member: member, closure: closure)
    }

    /// The body of member `ref`.
    init(_ ref: ElementRef) {
        self.init(file: ref.file, member: ref.index, closure: -1)
    }

    /// The body of closure `closure` of `file`, in the member that owns it.
    static func closure(_ closure: Int32, in file: Int, of index: ProjectIndex) -> BodyHandle {
        BodyHandle(file: file, member: index.files[file].outline.closures[Int(closure)].owner, closure: closure)
    }

    var isClosure: Bool { closure >= 0 }

    /// The member whose code this is (for a closure, the member it is written in).
    var memberRef: ElementRef { ElementRef(file: file, index: member) }

    /// The source range of a closure body; nil for a member's, whose elements are found by owner.
    func closureRange(in index: ProjectIndex) -> ByteRange? {
        closure >= 0 ? index.files[Int(file)].outline.closures[Int(closure)].range : nil
    }

    // MARK: Elements

    /// Positions in the outline's `calls` of the calls written in this body, nested closures
    /// included, in source order.
    func callPositions(in index: ProjectIndex) -> [Int] {
        let positions = index.callPositions(ownedBy: member, in: Int(file))
        guard let range = closureRange(in: index) else { return positions }
        let calls = index.files[Int(file)].outline.calls
        return positions.filter { range.contains(calls[$0].range) }
    }

    /// Positions in the outline's `assignments` of the assignments written in this body, nested
    /// closures included, in source order.
    func assignmentPositions(in index: ProjectIndex) -> [Int] {
        let positions = index.assignmentPositions(ownedBy: member, in: Int(file))
        guard let range = closureRange(in: index) else { return positions }
        let assignments = index.files[Int(file)].outline.assignments
        return positions.filter { range.contains(assignments[$0].range) }
    }

    /// Positions in the outline's `locals` of the bindings written in this body, nested closures
    /// included, in source order.
    func localPositions(in index: ProjectIndex) -> [Int] {
        let positions = index.localPositions(ownedBy: member, in: Int(file))
        guard let range = closureRange(in: index) else { return positions }
        let locals = index.files[Int(file)].outline.locals
        return positions.filter { range.contains(locals[$0].range) }
    }

    /// What a closure body captures in its capture list; nothing for a member's body.
    func captures(in index: ProjectIndex) -> ArraySlice<Capture> {
        guard closure >= 0 else { return [] }
        let outline = index.files[Int(file)].outline
        return outline.captures(of: outline.closures[Int(closure)])
    }

    // MARK: Names

    /// The one lookup of a local name: the position in the outline's `locals` of the last binding of
    /// `name` in the member that starts before `position` (`.max`: the last one in the member). A
    /// closure's code sees the bindings of the member around it, so the whole member is searched.
    func binding(named name: String, before position: UInt32 = .max, in index: ProjectIndex) -> Int? {
        guard let symbol = index.files[Int(file)].outline.symbol(name) else { return nil }
        return binding(of: symbol, before: position, in: index)
    }

    /// `binding(named:before:in:)` for a name already looked up in the file's symbols.
    func binding(of symbol: Symbol, before position: UInt32 = .max, in index: ProjectIndex) -> Int? {
        index.lastBinding(of: symbol, ownedBy: member, before: position, in: Int(file))
    }

    /// Whether `name` is a parameter of the member or a local it binds before `position` (`.max`:
    /// anywhere in it), so not a property of self: the one answer the code reachability, the
    /// closure storage and the method references ask.
    func isLocalOrParameter(_ name: String, before position: UInt32 = .max, in index: ProjectIndex) -> Bool {
        let outline = index.files[Int(file)].outline
        if member >= 0, Int(member) < outline.members.count, outline.members[Int(member)].parameters.contains(where: { $0.name == name }) {
            return true
        }
        return binding(named: name, before: position, in: index) != nil
    }

    /// The binding `binding(named:before:in:)` finds, itself.
    func local(named name: String, before position: UInt32 = .max, in index: ProjectIndex) -> LocalBinding? {
        binding(named: name, before: position, in: index).map { index.files[Int(file)].outline.locals[$0] }
    }
}
