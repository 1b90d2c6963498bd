import Foundation
import NavLintSyntax

// Performance trick behind a safe API: which files call a type name, or assign to a name, found through a
// table built once per run instead of a symbol lookup in every file per name. The rules ask for
// thousands of names (every type's constructions, every property's stores), and on a project of
// ten thousand files a lookup in each file per name cost more than the rules themselves. The table
// keeps files, not elements: a name is listed once per file that uses it, and each listed file is
// then scanned as before, so every answer is the same, in the same order.

/// For each name, the files that use it, in file order, in compressed rows.
struct NameFiles {
    private var names = NameTable()
    /// `files[rowStart[id]..<rowStart[id + 1]]` are the files of name `id`.
    private var rowStart: [Int32] = [0]
    private var files: [Int32] = []

    /// Builds the table from `files`, where `forEachName(outline, body)` calls `body` with the raw
    /// value of each symbol of `outline` that counts as a use (repeats allowed; 0, the empty name, is skipped).
    /// With `capitalized`, only the names that are (true) or are not (false) capitalized are listed
    /// (decided once per symbol and file).
    init(_ summaries: [FileSummary], capitalized: Bool? = nil, forEachName: (Outline, (UInt32) -> Void) -> Void) {
        // (name id, file) pairs in file order, each pair once: a stamp per symbol marks the file that listed it.
        var pairNames: [Int32] = []
        var pairFiles: [Int32] = []
        var stamps: [Int32] = []
        for fileIndex in summaries.indices {
            let outline = summaries[fileIndex].outline
            let stamp = Int32(fileIndex + 1)
            if stamps.count < outline.symbols.count { stamps += repeatElement(0, count: outline.symbols.count - stamps.count) }
            forEachName(outline) { raw in
                guard raw != 0, stamps[Int(raw)] != stamp else { return }
                stamps[Int(raw)] = stamp
                let name = outline.symbols[Int(raw)]
                guard capitalized.map({ $0 == isCapitalized(name) }) ?? true else { return }
                pairNames.append(names.insert(name).id)
                pairFiles.append(Int32(fileIndex))
            }
        }
        // Counting sort by name, stable: each row keeps the file order.
        var counts = [Int32](repeating: 0, count: names.names.count + 1)
        for id in pairNames { counts[Int(id) + 1] += 1 }
        for id in names.names.indices { counts[id + 1] += counts[id] }
        rowStart = counts
        var next = counts
        files = [Int32](repeating: 0, count: pairFiles.count)
        for position in pairNames.indices {
            let id = Int(pairNames[position])
            files[Int(next[id])] = pairFiles[position]
            next[id] += 1
        }
    }

    /// The files that use `name`, in file order.
    func files(of name: String) -> ArraySlice<Int32> {
        guard let id = names.id(of: name) else { return [] }
        return files[Int(rowStart[Int(id)])..<Int(rowStart[Int(id) + 1])]
    }
}

extension NameFiles {
    /// The files that call each capitalized name (`Call.name`): constructions (`Router(…)`), which
    /// the rules ask about for every type.
    static func calledTypeNames(_ summaries: [FileSummary]) -> NameFiles {
        calledNames(summaries, capitalized: true)
    }

    /// The files that call each other name (methods: `removeChild`, `start`). Small apps ask for few
    /// of them, but a large coordinator app's release searches ask for hundreds (AlphaWallet: 340).
    static func calledMethodNames(_ summaries: [FileSummary]) -> NameFiles {
        calledNames(summaries, capitalized: false)
    }

    private static func calledNames(_ summaries: [FileSummary], capitalized: Bool) -> NameFiles {
        NameFiles(summaries, capitalized: capitalized) { outline, body in
            outline.calls.withUnsafeBufferPointer { calls in
                for index in calls.indices { body(calls[index].name.rawValue) }
            }
        }
    }

    /// The files that assign to each name: the last name of an assignment's target (`delegate` for
    /// `nav.delegate = x`, `children` for `children[key] = x`).
    static func assignedNames(_ summaries: [FileSummary]) -> NameFiles {
        NameFiles(summaries) { outline, body in
            let elements = outline.chainElements
            outline.assignments.withUnsafeBufferPointer { assignments in
                for index in assignments.indices {
                    let target = assignments[index].target
                    var position = Int(target.end) - 1
                    while position >= Int(target.start) {
                        if elements[position].kind == .name {
                            body(elements[position].name.rawValue)
                            break
                        }
                        position -= 1
                    }
                }
            }
        }
    }
}

/// Every member of the project by name (`members(named:)`), in file and member order, in compressed
/// rows: names interned once in a `NameTable` and the rows counting-sorted, not a dictionary of
/// arrays grown one member at a time (which cost about 1,000 instructions a member on AlphaWallet's 23,000).
struct NamedMembers {
    private var names = NameTable()
    /// `refs[rowStart[id]..<rowStart[id + 1]]` are the members named by name `id`.
    private var rowStart: [Int32] = [0]
    private var refs: [ElementRef] = []

    init(_ summaries: [FileSummary]) {
        var pairNames: [Int32] = []
        var pairRefs: [ElementRef] = []
        for fileIndex in summaries.indices {
            summaries[fileIndex].outline.members.withUnsafeBufferPointer { members in
                for index in members.indices {
                    pairNames.append(names.insert(members[index].name).id)
                    pairRefs.append(ElementRef(file: fileIndex, index: index))
                }
            }
        }
        // Counting sort by name, stable: each row keeps the file and member order.
        var counts = [Int32](repeating: 0, count: names.names.count + 1)
        for id in pairNames { counts[Int(id) + 1] += 1 }
        for id in names.names.indices { counts[id + 1] += counts[id] }
        rowStart = counts
        var next = counts
        refs = [ElementRef](repeating: ElementRef(file: Int32(0), index: Int32(0)), count: pairRefs.count)
        for position in pairNames.indices {
            let id = Int(pairNames[position])
            refs[Int(next[id])] = pairRefs[position]
            next[id] += 1
        }
    }

    /// The members named `name`, in file and member order.
    func members(named name: String) -> [ElementRef] {
        guard let id = names.id(of: name) else { return [] }
        return Array(refs[Int(rowStart[Int(id)])..<Int(rowStart[Int(id) + 1])])
    }
}

/// Whether `name` starts with an ASCII capital letter, as type names do.
func isCapitalized(_ name: String) -> Bool {
    name.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? false
}

/// A value built whole on first use. Safe from several threads.
final class LazyValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var built: Value?

    func value(_ build: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let value = build()
        built = value
        return value
    }

    /// The value, when it was built.
    var ifBuilt: Value? {
        lock.lock()
        defer { lock.unlock() }
        return built
    }
}

/// A count shared by threads.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Counts one more, and returns the new count.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
