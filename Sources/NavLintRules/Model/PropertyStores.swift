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
        // One flat list of (file, symbol, name) sorted by file, not a dictionary of arrays grown one
        // pair at a time: a project's hundreds of names are assigned in thousands of files.
        let nameList = Array(names)
        var pairs: [(file: Int32, symbol: Symbol, name: Int32)] = []
        for (position, name) in nameList.enumerated() {
            let key = SymbolKey(name)
            for file in index.filesAssigning(name) {
                if let symbol = index.files[file].outline.symbol(key) { pairs.append((Int32(file), symbol, Int32(position))) }
            }
        }
        pairs.sort { $0.file < $1.file }
        var start = 0
        while start < pairs.count {
            var end = start + 1
            while end < pairs.count && pairs[end].file == pairs[start].file { end += 1 }
            let file = Int(pairs[start].file)
            let symbols = pairs[start..<end]
            start = end
            let outline = index.files[file].outline
            for (position, assignment) in outline.assignments.enumerated()
            where assignment.target.end > assignment.target.start && assignment.value.kind != .nil {
                let last = outline.chainElements[Int(assignment.target.end) - 1]
                guard last.kind == .name, let match = symbols.first(where: { $0.symbol == last.name }) else { continue }
                stores[nameList[Int(match.name)], default: []].append(ElementRef(file: file, index: position))
            }
        }
    }

    /// Whether some store may put a value in property `name` (declared in `file`, a `let` or not,
    /// private to its file or not) of an object of class `holder`.
    ///
    /// The stores' receivers are resolved only as far as an answer needs: each one can only make
    /// the answer yes, so the first that reaches the holder ends the search, and the next question
    /// about the name goes on from there (resolving a receiver is the dear part).
    mutating func isEverStored(_ name: String, of holder: String, declaredIn file: Int, isLet: Bool, isFilePrivate: Bool) -> Bool {
        var summary = summaries[name] ?? Summary()
        defer { summaries[name] = summary }
        // On the index's name ids (a project's type has one; a name without one is no type's
        // ancestor): sets of integers, not of names that are hashed (hundreds of ancestors per
        // type where name collisions join unrelated types).
        let holderID = index.typeID(named: holder)
        let query = Query(holder: holder, holderID: holderID, file: file, isLet: isLet, isFilePrivate: isFilePrivate)
        if isSatisfied(query, by: summary) { return true }
        let stores = self.stores[name] ?? []
        while summary.resolved < stores.count {
            let ref = stores[summary.resolved]
            summary.resolved += 1
            add(receiver(of: ref), to: &summary)
            if isReached(query, by: summary) { return true }
        }
        return isSatisfied(query, by: summary)
    }

    /// One `isEverStored` question.
    private struct Query {
        var holder: String
        var holderID: Int32?
        var file: Int
        var isLet: Bool
        var isFilePrivate: Bool
    }

    /// The answer from what `summary` has resolved so far.
    private func isSatisfied(_ query: Query, by summary: Summary) -> Bool {
        if isReached(query, by: summary) { return true }
        guard let holderID = query.holderID else { return false }
        return !summary.receiverIDs.isEmpty && index.ancestorIDs(of: holderID).contains(where: summary.receiverIDs.contains)
    }

    /// The answer's cheap part, checked after each store: a receiver of the holder's type or a
    /// subtype, or a receiver that says nothing where such a store may set the property.
    private func isReached(_ query: Query, by summary: Summary) -> Bool {
        if let holderID = query.holderID {
            if summary.reaches(holderID) { return true }
        } else if summary.receivers.contains(query.holder) {
            return true
        }
        return !summary.unknownFiles.isEmpty && !query.isLet && (!query.isFilePrivate || summary.unknownFiles.contains(query.file))
    }

    /// The stores of one property name, summed up as far as they are resolved.
    private struct Summary {
        /// How many of the name's stores (in file order) are summed up.
        var resolved = 0
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

    /// Sums up one more store's receiver.
    private func add(_ receiver: Receiver, to summary: inout Summary) {
        switch receiver {
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

    /// The type of the object whose property the store `ref` sets (`receiverType(ofAssignment:)`).
    private func receiver(of ref: ElementRef) -> Receiver {
        index.receiverType(ofAssignment: ref).map { .type(index.simpleName($0)) } ?? .unknown(file: Int(ref.file))
    }
}
