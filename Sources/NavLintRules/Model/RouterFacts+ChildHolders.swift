import NavLintIndex
import NavLintSyntax

/// A variable that holds a child: a local binding or a parameter of one method, or a property.
enum ChildHolder: Hashable {
    case local(file: Int, binding: Int)
    case parameter(file: Int, member: Int32, name: String)
    case property(String)

    init?(_ root: ValueTrace.Root, file: Int, member: Int32) {
        switch root.kind {
        case .local: self = .local(file: file, binding: root.binding)
        case .parameter: self = .parameter(file: file, member: member, name: root.name)
        case .property: self = .property(root.name)
        case .selfValue, .unknown: return nil
        }
    }
}

/// The variables a child is read through, stored into, or shown from.
extension RouterFacts {
    /// The holders of the child that an `attachChild` argument reads: the variables it is read
    /// through as is, and the properties the method stores it into.
    func child(_ argument: ValueTrace, file: Int, member: Int32) -> Set<ChildHolder> {
        var holders = Set(navigation.identity(of: argument).compactMap { ChildHolder($0, file: file, member: member) })
        let stores = stored(file: file, member: member)
        for holder in holders { for property in stores[holder] ?? [] { holders.insert(.property(property)) } }
        return holders
    }

    /// Every holder a shown value is read through, and for a container built around it
    /// (`UINavigationController(rootViewController: child.viewControllable.uiviewController)`),
    /// the holders of what it wraps.
    func holders(readBy trace: ValueTrace, file: Int, member: Int32) -> [ChildHolder] {
        let outline = index.files[file].outline
        var result = trace.roots.compactMap { ChildHolder($0, file: file, member: member) }
        for root in trace.roots where root.kind == .local && root.isCallResult {
            guard let value = outline.locals[root.binding].value, value.call >= 0,
                  outline.lastName(value.chain)?.first?.isUppercase == true else { continue }
            for wrapped in navigation.argumentTraces(file: file, call: Int(value.call)) {
                result += wrapped.roots.compactMap { ChildHolder($0, file: file, member: member) }
            }
        }
        return result
    }

    func stored(file: Int, member: Int32) -> [ChildHolder: Set<String>] {
        let key = ElementRef(file: file, index: Int(member))
        if let cached = storedInto[key] { return cached }
        let outline = index.files[file].outline
        var stores: [ChildHolder: Set<String>] = [:]
        for assignment in index.assignmentPositions(ownedBy: member, in: file).map({ outline.assignments[$0] }) where assignment.target.count == 1 {
            guard assignment.target.base == .name || assignment.target.base == .selfKeyword,
                  let target = outline.lastName(assignment.target) else { continue }
            let value = navigation.trace(assignment.value, file: file, member: member, closure: assignment.closure,
                                         position: assignment.range.start)
            for root in navigation.identity(of: value) {
                if let holder = ChildHolder(root, file: file, member: member) { stores[holder, default: []].insert(target) }
            }
        }
        storedInto[key] = stores
        return stores
    }
}

/// Whether a call is made on the router itself: `attachChild(x)` or `self.attachChild(x)`.
func isOwnCall(_ call: Call, in outline: Outline) -> Bool {
    call.callee.count == 1 && (call.callee.base == .name || call.callee.base == .selfKeyword)
}
