import NavLintIndex
import NavLintSyntax

/// Which stored properties the project's code ever stores a value in: the stores of a set of
/// property names, found in one pass over the project's assignments; the type of the object
/// whose property a store sets is resolved once, and the stores of each name are
/// summed up once (their receivers' types and ancestors), so that `isEverStored` is a lookup.
///
/// An optional `var` without an initial value starts as nil, and keeps nothing until some code
/// stores a value in it: `x.name = …` where `x` is an object of the holder's type, a subclass, or
/// a base class or protocol it may be; `self.name = …` or `name = …` in such a type's own code (its
/// initializers, a base class's, a protocol extension's). A store whose receiver says nothing (`$0.name
/// = …`) may be to any holder's property, unless the property is a `let` or private to another file.
/// Stores of `nil` store nothing. Not seen: key-value coding, `inout` arguments (`&x.name`), tuple
/// destructuring; the callers decide which properties can be set otherwise (nib outlets, property
/// wrappers, public properties of a library).
struct PropertyStores {
    /// The type of the object a store sets the property of.
    private enum Receiver {
        case type(String)
        /// A receiver that says nothing, in this file.
        case unknown(file: Int)
    }

    private let index: ProjectIndex
    /// By property name, its non-nil stores (assignments), in file order.
    private var stores: [String: [ElementRef]] = [:]
    /// What each type inherits from or conforms to, by name, when first asked.
    private var ancestorSets: [String: Set<String>] = [:]

    /// The non-nil stores of the properties called one of `names`.
    init(index: ProjectIndex, names: Set<String>) {
        self.index = index
        guard !names.isEmpty else { return }
        // By each assignment's name rather than by each name's symbol in each file: a project of
        // thousands of files asks for hundreds of names.
        for file in index.files.indices {
            let outline = index.files[file].outline
            for (position, assignment) in outline.assignments.enumerated()
            where assignment.target.end > assignment.target.start && assignment.value.kind != .nil {
                let last = outline.chainElements[Int(assignment.target.end) - 1]
                guard last.kind == .name else { continue }
                let name = outline.name(last.name)
                guard names.contains(name) else { continue }
                stores[name, default: []].append(ElementRef(file: file, index: position))
            }
        }
    }

    /// Whether some store may put a value in property `name` (declared in `file`, a `let` or not,
    /// private to its file or not) of an object of class `holder`.
    mutating func isEverStored(_ name: String, of holder: String, declaredIn file: Int, isLet: Bool, isFilePrivate: Bool) -> Bool {
        let summary = summary(of: name)
        if summary.reached.contains(holder) { return true }
        if !summary.unknownFiles.isEmpty, !isLet, !isFilePrivate || summary.unknownFiles.contains(file) { return true }
        return !summary.receivers.isEmpty && !ancestors(of: holder).isDisjoint(with: summary.receivers)
    }

    /// The stores of one property name, summed up.
    private struct Summary {
        /// The receivers' types.
        var receivers: Set<String> = []
        /// The receivers' types and everything they inherit from or conform to.
        var reached: Set<String> = []
        /// The files of the stores whose receiver says nothing.
        var unknownFiles: Set<Int> = []
    }

    private var summaries: [String: Summary] = [:]

    /// The summary of the stores of `name`, worked out once.
    private mutating func summary(of name: String) -> Summary {
        if let known = summaries[name] { return known }
        var summary = Summary()
        for ref in stores[name] ?? [] {
            switch receiver(of: ref) {
            case .type(let type):
                if summary.receivers.insert(type).inserted {
                    summary.reached.insert(type)
                    summary.reached.formUnion(ancestors(of: type))
                }
            case .unknown(let file):
                summary.unknownFiles.insert(file)
            }
        }
        summaries[name] = summary
        return summary
    }

    private mutating func ancestors(of type: String) -> Set<String> {
        if let known = ancestorSets[type] { return known }
        let found = Set(index.ancestors(of: type))
        ancestorSets[type] = found
        return found
    }

    /// The type of the object whose property the store `ref` sets: its own code's type for
    /// `self.name = …` and `name = …`.
    private func receiver(of ref: ElementRef) -> Receiver {
        let file = Int(ref.file)
        let assignment = index.files[file].outline.assignments[Int(ref.index)]
        let type = assignment.target.count == 1 && assignment.target.base != .other
            ? index.ownerTypeName(file: file, member: assignment.owner)
            : index.typeName(of: assignment.target, count: assignment.target.count - 1, in: file, owner: assignment.owner)
        return type.map { .type(index.simpleName($0)) } ?? .unknown(file: file)
    }
}
