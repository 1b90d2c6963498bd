import NavLintIndex
import NavLintSyntax

/// Method references of self kept where a closure literal would be (`onTap = didTap`,
/// `subscribe(onNext: handle).disposed(by: disposeBag)`, `Screen(onClose: close)`): each is a
/// closure that holds self strongly (`MethodReference`), so it is kept as the literal would be.
extension ClosureStorageFinder {
    /// A method reference of self in `file` and where it is kept.
    struct KeptMethodReference {
        var reference: MethodReference
        /// The argument or assigned value that names the method.
        var range: ByteRange
        /// The member whose code it is in, and the closure around it (-1: none).
        var member: Int32
        var closure: Int32
        var storage: ClosureStorage
    }

    /// The method references of self in `file` that are assigned to a property or handed to a call
    /// that keeps them (a subscription self keeps, a project method or initializer that stores its
    /// closure parameter), in source order: assignments, then arguments.
    mutating func keptMethodReferences(in file: Int) -> [KeptMethodReference] {
        let outline = index.files[file].outline
        var result: [KeptMethodReference] = []
        for assignment in outline.assignments where assignment.op == .assign && Self.mayNameMethod(assignment.value) {
            guard let reference = index.methodReferenceOfSelf(assignment.value, in: file, member: assignment.owner,
                                                               closure: assignment.closure),
                  let storage = propertyStorage(assignment.target, file: file, member: assignment.owner,
                                                selfType: reference.selfType) else { continue }
            result.append(KeptMethodReference(reference: reference, range: assignment.value.range, member: assignment.owner,
                                              closure: assignment.closure, storage: storage))
        }
        for position in outline.calls.indices {
            let call = outline.calls[position]
            for argument in outline.arguments(of: call) where Self.mayNameMethod(argument.value) {
                guard let reference = index.methodReferenceOfSelf(argument: argument, of: call, in: file) else { continue }
                let storage = subscriptionStorage(call: Int32(position), file: file, member: call.owner, selfType: reference.selfType)
                    ?? argumentStorage(call: Int32(position), label: argument.label, isTrailing: false, file: file,
                                       member: call.owner, selfType: reference.selfType)
                guard let storage else { continue }
                result.append(KeptMethodReference(reference: reference, range: argument.value.range, member: call.owner,
                                                  closure: call.closure, storage: storage))
            }
        }
        return result
    }

    /// The cheap test before the fact: a bare name or `self.name`, not called.
    private static func mayNameMethod(_ value: Expression) -> Bool {
        value.kind == .chain && value.call < 0 && value.chain.count == 1
            && (value.chain.base == .name || value.chain.base == .selfKeyword)
    }
}
