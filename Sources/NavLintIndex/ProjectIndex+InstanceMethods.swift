/// The project's instance methods by name, for the cheap tests of a bare name used as a value
/// (`onTap = didTap`, `subscribe(onNext: handle)`), asked for every such name of every file: is it
/// an instance method anywhere, and of a given type or its ancestors. In a large project almost
/// every local's name is also some type's method, so the second test is the one that rejects; a
/// `lookupMember` per name and type walked each ancestor's members, and cost the whole corpus
/// hundreds of millions of instructions.
struct InstanceMethodTable {
    /// The names of every instance method (not `static` or `class`) declared in a type.
    var names = NameTable()
    /// Per type id, the range of `nameIDs` (from `starts[id]` to `starts[id + 1]`) that holds the
    /// ids in `names` of the instance methods the type itself declares (`members(ofType:)`), sorted.
    var starts: [Int32] = [0]
    var nameIDs: [Int32] = []

    /// One pass over the members, read in place: a `Set<String>` built member by member cost
    /// several hundred instructions a member. Then one pass over each type's declarations.
    init(files: [FileSummary], types: [TypeInfo]) {
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
    }

    /// Whether type `type` itself declares an instance method whose id in `names` is `name`.
    func declares(_ name: Int32, type: Int32) -> Bool {
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
    /// Whether some type of the project declares an instance method named `name` (not `static` or
    /// `class`): the cheap first test of a bare name used as a value, one table built once per run.
    public func declaresInstanceMethod(named name: String) -> Bool {
        instanceMethods.names.id(of: name) != nil
    }

    /// Whether the project type `type` (a simple or dotted name) or one of its project ancestors
    /// declares an instance method named `name`: what `lookupMember(name, in: type)` must find for
    /// the name to be a method of the type, asked without building its list of members.
    public func declaresInstanceMethod(named name: String, inTypeOrAncestorsOf type: String) -> Bool {
        let table = instanceMethods
        guard let name = table.names.id(of: name), let type = typeID(named: simpleName(type)) else { return false }
        if table.declares(name, type: type) { return true }
        let typeCount = Int32(typeList.count)
        return ancestorIDs(of: type).contains { $0 < typeCount && table.declares(name, type: $0) }
    }

    private var instanceMethods: InstanceMethodTable {
        instanceMethodTable.value { InstanceMethodTable(files: files, types: typeList) }
    }
}
