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

    /// The non-nil stores of the properties called one of `names`.
    init(index: ProjectIndex, names: Set<String>) {
        self.index = index
        guard !names.isEmpty else { return }
        // Only in the files that assign to the name (`ProjectIndex.filesAssigning`): a project of
        // thousands of files asks for hundreds of names. Each file's assignments are read once for
        // all the names it assigns to (a pass per name made files that assign many of them cost
        // a pass each); each name's stores still come in file order, then source order.
        var symbolsByFile: [Int: [(Symbol, String)]] = [:]
        for name in names {
            let key = SymbolKey(name)
            for file in index.filesAssigning(name) {
                if let symbol = index.files[file].outline.symbol(key) { symbolsByFile[file, default: []].append((symbol, name)) }
            }
        }
        for file in symbolsByFile.keys.sorted() {
            let outline = index.files[file].outline
            let symbols = symbolsByFile[file]!
            for (position, assignment) in outline.assignments.enumerated()
            where assignment.target.end > assignment.target.start && assignment.value.kind != .nil {
                let last = outline.chainElements[Int(assignment.target.end) - 1]
                guard last.kind == .name, let match = symbols.first(where: { $0.0 == last.name }) else { continue }
                stores[match.1, default: []].append(ElementRef(file: file, index: position))
            }
        }
    }

    /// Whether some store may put a value in property `name` (declared in `file`, a `let` or not,
    /// private to its file or not) of an object of class `holder`.
    mutating func isEverStored(_ name: String, of holder: String, declaredIn file: Int, isLet: Bool, isFilePrivate: Bool) -> Bool {
        let summary = summary(of: name)
        // On the index's name ids (a project's type has one; a name without one is no type's
        // ancestor): sets of integers, not of names that are hashed (hundreds of ancestors per
        // type where name collisions join unrelated types).
        guard let holderID = index.typeID(named: holder) else {
            return summary.receivers.contains(holder)
                || !summary.unknownFiles.isEmpty && !isLet && (!isFilePrivate || summary.unknownFiles.contains(file))
        }
        if summary.reaches(holderID) { return true }
        if !summary.unknownFiles.isEmpty, !isLet, !isFilePrivate || summary.unknownFiles.contains(file) { return true }
        return !summary.receiverIDs.isEmpty && index.ancestorIDs(of: holderID).contains(where: summary.receiverIDs.contains)
    }

    /// The stores of one property name, summed up.
    private struct Summary {
        /// The receivers' types.
        var receivers: Set<String> = []
        /// The name ids of the receivers' types (`ProjectIndex.nameID(of:)`), those that have one.
        var receiverIDs: Set<Int32> = []
        /// The receivers' project types and every project type they inherit from or conform to,
        /// one bit per type id: a type inherits hundreds of ids where name collisions join
        /// unrelated types, and a set hashed each of them for every receiver.
        var reached: [UInt64] = []

        func reaches(_ type: Int32) -> Bool {
            let slot = Int(type) >> 6
            return slot < reached.count && reached[slot] & (1 << UInt64(Int(type) & 63)) != 0
        }

        /// Marks project type `type` (an id below `typeCount`) as reached.
        mutating func reach(_ type: Int32, typeCount: Int) {
            if reached.isEmpty { reached = Array(repeating: 0, count: (typeCount + 63) >> 6) }
            reached[Int(type) >> 6] |= 1 << UInt64(Int(type) & 63)
        }
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
                if summary.receivers.insert(type).inserted, let id = index.nameID(of: type) {
                    summary.receiverIDs.insert(id)
                    // Names declared outside the project (ids from `typeList.count` on) inherit
                    // nothing here, and are no holder's type.
                    let typeCount = index.typeList.count
                    if Int(id) < typeCount {
                        summary.reach(id, typeCount: typeCount)
                        for ancestor in index.ancestorIDs(of: id) where Int(ancestor) < typeCount {
                            summary.reach(ancestor, typeCount: typeCount)
                        }
                    }
                }
            case .unknown(let file):
                summary.unknownFiles.insert(file)
            }
        }
        summaries[name] = summary
        return summary
    }

    /// The type of the object whose property the store `ref` sets (`receiverType(ofAssignment:)`).
    private func receiver(of ref: ElementRef) -> Receiver {
        index.receiverType(ofAssignment: ref).map { .type(index.simpleName($0)) } ?? .unknown(file: Int(ref.file))
    }
}
