/// The project's instance methods by name, for the cheap tests of a bare name used as a value
/// (`onTap = didTap`, `subscribe(onNext: handle)`), asked for every such name of every file: is it
/// an instance method anywhere, and of a given type or its ancestors. In a large project almost
/// every local's name is also some type's method, so the second test is the one that rejects; a
/// `lookupMember` per name and type walked each ancestor's members, and cost the whole corpus
/// hundreds of millions of instructions. A class: read in place, never copied.
final class InstanceMethodTable: Sendable {
    /// The names of every instance method (not `static` or `class`) declared in a type.
    let names: NameTable
    /// Per type id, the range of `nameIDs` (from `starts[id]` to `starts[id + 1]`) that holds the
    /// ids in `names` of the instance methods the type itself declares (`members(ofType:)`), sorted.
    private let starts: [Int32]
    private let nameIDs: [Int32]

    /// One pass over the members, read in place: a `Set<String>` built member by member cost
    /// several hundred instructions a member. Then one pass over each type's declarations.
    init(files: [FileSummary], types: [TypeInfo]) {
        var names = NameTable()
        var starts: [Int32] = [0]
        var nameIDs: [Int32] = []
        // Per file, each member's id in `names`, or -1 when it is no instance method of a type.
        var memberNameIDs: [[Int32]] = []
        memberNameIDs.reserveCapacity(files.count)
        for fileIndex in files.indices {
            files[fileIndex].outline.members.withUnsafeBufferPointer { members in
                var ids = [Int32](repeating: -1, count: members.count)
                for index in members.indices where members[index].kind == .function && members[index].owner >= 0
                    && !members[index].modifiers.isTypeLevel {
                    ids[index] = names.insert(members[index].name).id
                }
                memberNameIDs.append(ids)
            }
        }
        starts.reserveCapacity(types.count + 1)
        var declared: [Int32] = []
        for type in types {
            declared.removeAll(keepingCapacity: true)
            for declaration in type.declarations {
                let outline = files[Int(declaration.file)].outline
                let ids = memberNameIDs[Int(declaration.file)]
                let range = outline.types[Int(declaration.index)].members
                for index in Int(range.start)..<Int(range.end) where ids[index] >= 0 && outline.members[index].owner == declaration.index {
                    declared.append(ids[index])
                }
            }
            declared.sort()
            var previous: Int32 = -1
            for id in declared where id != previous {
                nameIDs.append(id)
                previous = id
            }
            starts.append(Int32(nameIDs.count))
        }
        self.names = names
        self.starts = starts
        self.nameIDs = nameIDs
    }

    /// Whether type `type` or one of its project ancestors (`ancestors`, as the index lists them)
    /// declares an instance method whose id in `names` is `name`.
    func declares(_ name: Int32, inTypeOrAncestors type: Int32, ancestors: [Int32]) -> Bool {
        if declares(name, type: type) { return true }
        let typeCount = Int32(starts.count - 1)
        return ancestors.contains { $0 < typeCount && declares(name, type: $0) }
    }

    /// Whether type `type` itself declares an instance method whose id in `names` is `name`.
    private func declares(_ name: Int32, type: Int32) -> Bool {
        var low = Int(starts[Int(type)]), high = Int(starts[Int(type) + 1])
        while low < high {
            let middle = (low + high) / 2
            if nameIDs[middle] == name { return true }
            if nameIDs[middle] < name { low = middle + 1 } else { high = middle }
        }
        return false
    }
}

extension ProjectIndex {
    /// The id of `name` among the names of the project's instance methods (not `static` or
    /// `class`), nil when no type declares one so named: the cheap first test of a bare name used
    /// as a value, asked once per name of a file.
    public func instanceMethodNameID(_ name: String) -> Int32? {
        instanceMethods.names.id(of: name)
    }

    /// Whether the project type `type` (a simple or dotted name) or one of its project ancestors
    /// declares an instance method named `name`: what `lookupMember(name, in: type)` must find for
    /// the name to be a method of the type, asked without building its list of members.
    public func declaresInstanceMethod(named name: String, inTypeOrAncestorsOf type: String) -> Bool {
        guard let name = instanceMethodNameID(name), let type = typeID(named: simpleName(type)) else { return false }
        return declaresInstanceMethod(nameID: name, inTypeOrAncestorsOf: type)
    }

    /// `declaresInstanceMethod(named:inTypeOrAncestorsOf:)` by ids (`instanceMethodNameID(_:)`,
    /// `typeID(named:)`), for a caller that asks many names of the same few types. Remembered per
    /// pair: the corpus as one project asks about 100,000 names, a quarter of them distinct pairs,
    /// and a type there has some twenty project ancestors.
    public func declaresInstanceMethod(nameID: Int32, inTypeOrAncestorsOf type: Int32) -> Bool {
        instanceMethodAnswers.value(for: Int(type) << 32 | Int(nameID)) {
            instanceMethods.declares(nameID, inTypeOrAncestors: type, ancestors: ancestorIDs(of: type))
        }
    }

    private var instanceMethods: InstanceMethodTable {
        instanceMethodTable.value { InstanceMethodTable(files: files, types: typeList) }
    }
}
