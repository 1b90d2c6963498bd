import NavLintIndex
import NavLintSyntax

/// Which stored properties the project's code ever stores a value in: the stores of a set of
/// property names, found in one pass over the files that use one of them, each with the type of
/// the object whose property it sets, resolved once. `isEverStored` is then a lookup.
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
    private var receivers: [String: [Receiver]] = [:]

    /// The non-nil stores of the properties called one of `names`.
    init(index: ProjectIndex, names: Set<String>) {
        self.index = index
        guard !names.isEmpty else { return }
        let keys = names.map(SymbolKey.init)
        for file in index.files.indices {
            let outline = index.files[file].outline
            var symbols: [(Symbol, String)] = []
            for key in keys {
                if let symbol = outline.symbol(key) { symbols.append((symbol, key.name)) }
            }
            guard !symbols.isEmpty else { continue }
            for assignment in outline.assignments where assignment.target.end > assignment.target.start {
                let last = outline.chainElements[Int(assignment.target.end) - 1]
                guard last.kind == .name, let match = symbols.first(where: { $0.0 == last.name }),
                      assignment.value.kind != .nil else { continue }
                let receiver = assignment.target.count == 1 && assignment.target.base != .other
                    ? index.ownerTypeName(file: file, member: assignment.owner)
                    : index.typeName(of: assignment.target, count: assignment.target.count - 1, in: file, owner: assignment.owner)
                receivers[match.1, default: []].append(receiver.map { .type(index.simpleName($0)) } ?? .unknown(file: file))
            }
        }
    }

    /// Whether some store may put a value in property `name` (declared in `file`, a `let` or not,
    /// private to its file or not) of an object of class `holder`.
    func isEverStored(_ name: String, of holder: String, declaredIn file: Int, isLet: Bool, isFilePrivate: Bool) -> Bool {
        guard let stores = receivers[name] else { return false }
        for store in stores {
            switch store {
            case .type(let receiver):
                if index.isSubtype(receiver, of: holder) || index.isSubtype(holder, of: receiver) { return true }
            case .unknown(let storeFile):
                if isLet || isFilePrivate && storeFile != file { continue }
                return true
            }
        }
        return false
    }
}
