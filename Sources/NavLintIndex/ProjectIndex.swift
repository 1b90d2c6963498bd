import Foundation
import NavLintSyntax

/// A reference to a declaration or body element in one of the index's files.
public struct ElementRef: Hashable, Sendable, Comparable {
    public var file: Int32
    public var index: Int32
    public init(file: Int32, index: Int32) { self.file = file; self.index = index }
    public init(file: Int, index: Int) { self.file = Int32(file); self.index = Int32(index) }

    public static func < (lhs: ElementRef, rhs: ElementRef) -> Bool {
        lhs.file != rhs.file ? lhs.file < rhs.file : lhs.index < rhs.index
    }
}

/// Everything known about one type name across the project: its declarations (the type itself
/// and its extensions, in any file), what it inherits and conforms to, and its roles.
public struct TypeInfo: Sendable {
    public var name: String
    /// Declarations: references into `FileSummary.outline.types`. The primary declaration (not
    /// an extension) comes first when there is one.
    public var declarations: [ElementRef]
    /// The kind of the primary declaration; nil when only extensions are in the project.
    public var kind: TypeKind?
    /// Inherited and conformed names, without generic arguments or module prefixes, in order.
    public var inheritedNames: [String]
    public var roles: Roles = []
    /// Every name it inherits from or conforms to, transitively, nearest first (see
    /// `ProjectIndex.ancestors(of:)`).
    public internal(set) var ancestors: [String] = []
    /// Its id: its position in the order of first declarations (`ProjectIndex.typeList`).
    public internal(set) var id: Int32 = -1
    /// Whether it is a test case (`ProjectIndex.isTestCase(_:)`), computed once on ancestor ids.
    var isTestCase = false
    /// Whether it is a test case or declared only in test files (`ProjectIndex.isTestType(_:)`
    /// without the name check).
    var isTestCode = false
    /// Whether the primary declaration is nested in another type (`Feed.PostView`): a top-level
    /// namesake declared later takes its place, since a bare name means it outside the nesting type.
    var isPrimaryNested = false

    /// Adds a declaration: the first primary one (with its kind, nil for an extension) first, a
    /// top-level one before nested namesakes, extensions and later duplicates after.
    mutating func add(_ ref: ElementRef, kind declaredKind: TypeKind?, isNested: Bool, inherited: [TypeName]) {
        if let kind = declaredKind, self.kind == nil || isPrimaryNested && !isNested {
            self.kind = kind
            isPrimaryNested = isNested
            declarations.insert(ref, at: 0)
        } else {
            declarations.append(ref)
        }
        // Through the buffer: no copy of each inherited type name (a retain per string in it).
        inherited.withUnsafeBufferPointer { inherited in
            for position in inherited.indices {
                let base = inherited[position].nominalName
                // Lengths first: comparing two different strings' text costs a call into the runtime.
                let length = base.utf8.count
                func isBase(_ other: String) -> Bool { other.utf8.count == length && other == base }
                if length > 0 && !isBase(name) && !inheritedNames.contains(where: isBase) { inheritedNames.append(base) }
            }
        }
    }
}

/// The cross-file view of a project, built only from `FileSummary` values.
///
/// Rules read one index from several threads at once: everything is set in `init` and only read
/// after, except the lookup caches at the end, which lock.
public final class ProjectIndex: @unchecked Sendable {
    public let files: [FileSummary]
    public let roleConfiguration: RoleConfiguration
    /// Names inherited from, mapped to the types that name them directly.
    public private(set) var directSubtypes: [String: [String]] = [:]

    /// Whether each file is test code (`isTestFile(_:)`).
    private var testFiles: [Bool] = []

    public init(files: [FileSummary], roles: RoleConfiguration = .default) {
        self.files = files
        self.roleConfiguration = roles
        build()
    }

    private func build() {
        testFiles = ProjectIndex.testCode(files)
        // Types numbered in the order of their first declaration: ancestors are computed in this order,
        // which decides where an inheritance cycle is cut, so it must not depend on hashing.
        var list: [TypeInfo] = []
        var ids = NameTable()
        for fileIndex in files.indices {
            // Through the buffer: no copy of each declaration (a retain per string and array in it).
            files[fileIndex].outline.types.withUnsafeBufferPointer { declarations in
                for typeIndex in declarations.indices {
                    let name = simpleName(declarations[typeIndex].name)
                    guard !name.isEmpty else { continue }
                    let kind = declarations[typeIndex].kind
                    let (type, isNew) = ids.insert(name)
                    if isNew {
                        var info = TypeInfo(name: name, declarations: [], kind: nil, inheritedNames: [])
                        info.id = type
                        list.append(info)
                    }
                    list[Int(type)].add(ElementRef(file: fileIndex, index: typeIndex), kind: kind == .extension ? nil : kind,
                                        isNested: declarations[typeIndex].qualifiedName.utf8.count != declarations[typeIndex].name.utf8.count,
                                        inherited: declarations[typeIndex].inherited)
                }
            }
        }
        let typeCount = list.count
        var ancestry = AncestryBuilder(types: list, ids: &ids, aliases: ProjectIndex.inheritableAliases(files))
        // Subtypes listed in name order: the types sorted once, not each base's list.
        let names = ancestry.names
        var subtypes: [[Int32]] = Array(repeating: [], count: names.count)
        for type in ProjectIndex.sortedByName(names[..<typeCount]) {
            for parent in ancestry.parents[Int(type)]! { subtypes[Int(parent)].append(type) }
        }
        // The types declared through an alias of a composition are direct subtypes of each of its
        // parts (an alias is no type: its types stand in for it).
        for alias in typeCount..<names.count where !subtypes[alias].isEmpty {
            for parent in ancestry.parents[alias] ?? [] {
                for type in subtypes[alias] where !subtypes[Int(parent)].contains(type) { subtypes[Int(parent)].append(type) }
            }
        }
        subtypeLists = Array(repeating: [], count: typeCount)
        for (base, children) in subtypes.enumerated() where !children.isEmpty {
            if base < typeCount { subtypeLists[base] = children }
            directSubtypes[names[base]] = children.map { names[Int($0)] }
        }
        // Ancestors in first-declaration order (which decides where an inheritance cycle is cut),
        // then stored and turned into roles type by type.
        for type in 0..<typeCount { _ = ancestry.ancestors(of: Int32(type)) }
        let testCaseBases = ["XCTestCase", "QuickSpec", "AsyncSpec"].compactMap { ids.id(of: $0) }
        var baseRoles: [Roles?] = Array(repeating: nil, count: ancestry.names.count)
        ancestorLists.reserveCapacity(typeCount)
        for type in 0..<typeCount {
            let ancestors = ancestry.ancestors(of: Int32(type))
            ancestorLists.append(ancestors)
            list[type].ancestors = ancestors.map { names[Int($0)] }
            // A type is a coordinator by its own name, but a router or view controller only by inheritance.
            var roles: Roles = roleConfiguration.isCoordinatorName(list[type].name) ? .coordinator : []
            for ancestor in ancestors {
                if baseRoles[Int(ancestor)] == nil { baseRoles[Int(ancestor)] = roleConfiguration.roles(forBaseName: names[Int(ancestor)]) }
                roles.formUnion(baseRoles[Int(ancestor)]!)
            }
            list[type].roles = roles
            list[type].isTestCase = ancestors.contains(where: testCaseBases.contains)
            list[type].isTestCode = list[type].isTestCase || list[type].declarations.allSatisfy { isTestFile(Int($0.file)) }
        }
        typeList = list
        nameIDs = ids
    }

    /// The positions of `names` (distinct) in the order of `String`'s `<`. Most comparisons are
    /// decided on the first 24 bytes, read once per name into integers: for ASCII text, byte order
    /// is `<`'s order. Ties there, and other text, are compared as strings.
    static func sortedByName(_ names: ArraySlice<String>) -> [Int32] {
        struct Key {
            var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
            var isASCII = true
        }
        var keys: [Key] = []
        keys.reserveCapacity(names.count)
        for var name in names {
            var key = Key()
            name.withUTF8 { bytes in
                for position in bytes.indices {
                    if bytes[position] >= 0x80 { key.isASCII = false }
                    // Big-endian within a word, so that comparing words compares bytes in order.
                    let bits = UInt64(bytes[position]) << (56 - 8 * UInt64(position % 8))
                    switch position / 8 {
                    case 0: key.words.0 |= bits
                    case 1: key.words.1 |= bits
                    case 2: key.words.2 |= bits
                    default: break
                    }
                }
            }
            keys.append(key)
        }
        let start = names.startIndex
        return (0..<Int32(names.count)).sorted { left, right in
            let l = keys[Int(left)], r = keys[Int(right)]
            if l.isASCII && r.isASCII && l.words != r.words { return l.words < r.words }
            return names[start + Int(left)] < names[start + Int(right)]
        }
    }

    // MARK: Type ids

    /// Project types by id (`TypeInfo.id`), in the order of their first declaration: rules that
    /// walk many types keep tables by id rather than hash names.
    public private(set) var typeList: [TypeInfo] = []
    /// Ids of the project's types, then of the names they inherit that are declared elsewhere.
    private var nameIDs = NameTable()
    /// `ancestorIDs(of:)` by type id.
    private var ancestorLists: [[Int32]] = []
    /// `directSubtypeIDs(of:)` by type id.
    private var subtypeLists: [[Int32]] = []

    /// The id of the project type named `name` (a simple name, as in `types`), nil when no
    /// project type has that name.
    public func typeID(named name: String) -> Int32? {
        guard let id = nameIDs.id(of: name), Int(id) < typeList.count else { return nil }
        return id
    }

    /// The id of `name` among the project's types and the names they inherit (the ids of
    /// `ancestorIDs(of:)`), nil when it is neither.
    public func nameID(of name: String) -> Int32? { nameIDs.id(of: name) }

    /// `ancestors(of:)` by id: ids below `typeList.count` are project types, the others names
    /// declared outside the project.
    public func ancestorIDs(of type: Int32) -> [Int32] { ancestorLists[Int(type)] }

    /// The project types that name `type` among their inherited names, sorted by name (`directSubtypes`).
    public func directSubtypeIDs(of type: Int32) -> [Int32] { subtypeLists[Int(type)] }

    /// The last component of a dotted type name.
    public func simpleName(_ name: String) -> String {
        let utf8 = name.utf8
        // A scan of the contiguous bytes: `lastIndex(of:)` on the UTF-8 view itself walks back one
        // index at a time, hundreds of instructions for a type name, and this is asked for thousands.
        let dot = utf8.withContiguousStorageIfAvailable { bytes in bytes.lastIndex(of: UInt8(ascii: ".")) }
            ?? utf8.lastIndex(of: UInt8(ascii: ".")).map { utf8.distance(from: utf8.startIndex, to: $0) }
        guard let offset = dot else { return name }
        return String(name[utf8.index(utf8.startIndex, offsetBy: offset + 1)...])
    }

    // MARK: Types

    /// The project type `name` (its simple name is looked up), nil when it is not one.
    public func type(named name: String) -> TypeInfo? { typeID(named: simpleName(name)).map { typeList[Int($0)] } }

    /// The declaration a reference points at.
    public func declaration(_ ref: ElementRef) -> TypeDecl { files[Int(ref.file)].outline.types[Int(ref.index)] }

    /// Every name `name` inherits from or conforms to, transitively, nearest first. Names outside the
    /// project are included (as leaves).
    public func ancestors(of name: String) -> [String] {
        typeField(simpleName(name)) { $0.ancestors } ?? []
    }

    /// Whether file `file` is test code: it imports a test framework (XCTest, Swift Testing, Quick,
    /// Nimble, SnapshotTesting), or lies in a folder of test code (`AppTests/`, `CoreMocks/`, `NetworkTestSupports/`: `isTestFolder`).
    /// Its objects live as long as the test does, and its doubles never stand in for app objects.
    public func isTestFile(_ file: Int) -> Bool { testFiles.indices.contains(file) && testFiles[file] }

    /// Whether `name` is test code: a test double by its name, a test case, or a type declared
    /// only in test files (a mock subclass, a recording double).
    public func isTestType(_ name: String) -> Bool {
        if ProjectIndex.isTestDouble(name) { return true }
        return typeField(simpleName(name)) { $0.isTestCode } ?? false
    }

    /// `isTestType(_:)` by id.
    public func isTestType(_ type: Int32) -> Bool {
        typeList[Int(type)].isTestCode || ProjectIndex.isTestDouble(typeList[Int(type)].name)
    }

    /// `RouterMock`, `MockScreen`, `ServiceStub`, `FakeStore`, `ListenerSpy`, `DummyView`.
    static func isTestDouble(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first, let last = utf8.last else { return false }
        // Most names start and end with none of the words' letters: decided without comparing text.
        let starts = first == UInt8(ascii: "M") || first == UInt8(ascii: "S") || first == UInt8(ascii: "F") || first == UInt8(ascii: "D")
        let ends = last == UInt8(ascii: "k") || last == UInt8(ascii: "b") || last == UInt8(ascii: "e") || last == UInt8(ascii: "y")
            || last == UInt8(ascii: "s")
        guard starts || ends else { return false }
        for word in ["Mock", "Stub", "Fake", "Spy", "Dummy"] {
            if starts && utf8.starts(with: word.utf8) { return true }
            if ends && (utf8.reversed().starts(with: word.utf8.reversed()) || utf8.reversed().starts(with: (word + "s").utf8.reversed())) {
                return true
            }
        }
        return false
    }

    /// Compared rather than hashed: most files import a few short names.
    static let testFrameworks = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting"]

    /// Which files are test code. Folders count below the folder all files share, so that a
    /// checkout that happens to live in a `Tests` folder is not all test code.
    private static func testCode(_ files: [FileSummary]) -> [Bool] {
        // The bytes all paths share, cut back to the last `/` in them.
        var shared = files.first.map { Array($0.path.utf8) } ?? []
        for position in files.indices.dropFirst() where !shared.isEmpty {
            // In the path's own bytes: stepping through its UTF-8 view costs a call per byte.
            var path = files[position].path
            let count = path.withUTF8 { bytes in
                var count = 0
                while count < bytes.count && count < shared.count && shared[count] == bytes[count] { count += 1 }
                return count
            }
            shared.removeLast(shared.count - count)
        }
        let sharedFolder = shared.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        return files.indices.map { position in
            if files[position].outline.imports.contains(where: { testFrameworks.contains($0.module) }) { return true }
            // The folders below the shared one, read in the path's own bytes (no array per path).
            var path = files[position].path
            return path.withUTF8 { bytes in
                guard let last = bytes.lastIndex(of: UInt8(ascii: "/")), last > sharedFolder else { return false }
                var start = sharedFolder
                for end in sharedFolder...last where bytes[end] == UInt8(ascii: "/") {
                    if end > start && isTestFolder(bytes[start..<end]) { return true }
                    start = end + 1
                }
                return false
            }
        }
    }

    /// Whether a folder holds test code by its name: one ending in `Tests` or `Specs` (a test
    /// target), `Mocks` (a mocks module: `CoreMocks`), `TestSupport`, `TestSupports` or
    /// `TestHelpers` (a module of test doubles: `NetworkTestSupports`, `RIBsTestSupport`), or named
    /// `Testing` (the test-double target of a Tuist module, beside its `Sources` and `Interface`).
    private static func isTestFolder(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        // Byte by byte against static text: the generic `elementsEqual` and a reversed
        // `starts(with:)` cost a few hundred instructions a folder.
        func ends(with text: StaticString, whole: Bool) -> Bool {
            let count = text.utf8CodeUnitCount
            guard whole ? name.count == count : name.count >= count else { return false }
            let start = name.endIndex - count
            for offset in 0..<count where name[start + offset] != text.utf8Start[offset] { return false }
            return true
        }
        return ends(with: "Mocks", whole: false) || ends(with: "Tests", whole: false) || ends(with: "Specs", whole: false)
            || ends(with: "TestSupport", whole: false) || ends(with: "TestSupports", whole: false)
            || ends(with: "TestHelpers", whole: false) || ends(with: "Testing", whole: true)
    }

    /// Whether `name` is a test case (`XCTestCase`, Quick's `QuickSpec`/`AsyncSpec`): the test
    /// runner keeps every test object for the whole run, so the cycles in a test say nothing
    /// about the app.
    public func isTestCase(_ name: String?) -> Bool {
        guard let name else { return false }
        return typeField(simpleName(name)) { $0.isTestCase } ?? false
    }

    /// Whether `name` is `ancestor` or inherits from or conforms to it, transitively.
    public func isSubtype(_ name: String, of ancestor: String) -> Bool {
        let simple = simpleName(name)
        if simple == ancestor { return true }
        // On ids: the ancestor lists hold ids of the same name table, so a name that has no id is
        // no type's ancestor, and no string of a (long) list is compared.
        guard let type = typeID(named: simple), let ancestorID = nameIDs.id(of: ancestor) else { return false }
        return ancestorLists[Int(type)].contains(ancestorID)
    }

    /// A type name with the ids `isSubtype(_:of:)` looks up, found once for many tests.
    public struct TypeNameIDs: Sendable {
        public let name: String
        let simple: String
        /// The id of the project type `simple`, nil when it is none.
        let type: Int32?
        /// The id of `name` among the names types inherit, nil when it is none.
        let asAncestor: Int32?
    }

    public func typeNameIDs(_ name: String) -> TypeNameIDs {
        let simple = simpleName(name)
        return TypeNameIDs(name: name, simple: simple, type: typeID(named: simple), asAncestor: nameIDs.id(of: name))
    }

    /// `isSubtype(_:of:)` on names whose ids were looked up before.
    public func isSubtype(_ name: TypeNameIDs, of ancestor: TypeNameIDs) -> Bool {
        if name.simple == ancestor.name { return true }
        guard let type = name.type, let ancestorID = ancestor.asAncestor else { return false }
        return ancestorLists[Int(type)].contains(ancestorID)
    }

    /// All project types that inherit from or conform to `name`, directly or not, sorted; each
    /// name's answer worked out once (the rules ask it for the same bases again and again).
    public func subtypes(of name: String) -> [String] {
        subtypeCache.value(for: name) { findSubtypes(of: name) }
    }

    /// Whether some project type inherits from or conforms to `name` (`subtypes(of:)` is not
    /// empty), from the direct subtypes alone.
    public func hasSubtypes(_ name: String) -> Bool {
        directSubtypes[name]?.contains { $0 != name } ?? false
    }

    private func findSubtypes(of name: String) -> [String] {
        var result: [String] = []
        var seen: Set<String> = [name]
        var queue = directSubtypes[name] ?? []
        var head = 0
        while head < queue.count {
            let next = queue[head]
            head += 1
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            queue.append(contentsOf: directSubtypes[next] ?? [])
        }
        return result.sorted()
    }

    /// The roles of a type name; names outside the project get the roles their own name confers.
    public func roles(of name: String) -> Roles {
        let simple = simpleName(name)
        return typeField(simple) { $0.roles } ?? roleConfiguration.roles(forBaseName: simple)
    }

    /// One field of the project type `name`'s `TypeInfo` (a simple name), read in place: a copy
    /// of the whole `TypeInfo` would retain each string and array in it. Nil when `name` is not a
    /// project type.
    private func typeField<Value>(_ name: String, _ field: (TypeInfo) -> Value) -> Value? {
        guard let type = typeID(named: name) else { return nil }
        return typeList.withUnsafeBufferPointer { field($0[Int(type)]) }
    }

    /// Whether `name` (a simple name) is a project type.
    public func isProjectType(_ name: String) -> Bool { typeID(named: name) != nil }

    /// The kind of the project type `name`'s primary declaration, nil when it has none (or is not
    /// a project type).
    public func kind(ofType name: String) -> TypeKind? { typeField(name) { $0.kind } ?? nil }

    /// The declarations of the project type `name`, none when it is not one.
    public func declarations(ofType name: String) -> [ElementRef] { typeField(name) { $0.declarations } ?? [] }

    /// Whether some project type has any of `roles`.
    public func containsType(withAnyOf roles: Roles) -> Bool {
        typeList.withUnsafeBufferPointer { types in types.contains { !$0.roles.isDisjoint(with: roles) } }
    }

    /// Whether a protocol (or class) name only admits classes: a class, an `AnyObject`/`class`
    /// protocol, an `@objc` protocol, or one inheriting such a protocol. Nil when unknown (outside
    /// the project and not a well-known framework name).
    public func isClassBound(_ name: String) -> Bool? {
        // Remembered per name: asked for self's type of every bare name that may be a method
        // reference, and each answer walks the type's ancestors.
        classBoundAnswers.value(for: name) { classBoundness(of: name) }
    }

    private func classBoundness(of name: String) -> Bool? {
        let simple = simpleName(name)
        if ProjectIndex.knownClassBound.contains(simple) || simple.hasPrefix("UI") || simple.hasPrefix("NS") { return true }
        guard let info = type(named: simple) else { return nil }
        if let kind = info.kind, kind != .protocol && kind != .extension { return kind == .class || kind == .actor }
        for ref in info.declarations where declaration(ref).attributes.contains("objc") { return true }
        var unknown = false
        for ancestor in ancestors(of: simple) {
            if ProjectIndex.knownClassBound.contains(ancestor) || ancestor.hasPrefix("UI") || ancestor.hasPrefix("NS") { return true }
            if let kind = kind(ofType: ancestor) {
                if kind == .class { return true }
                if kind == .protocol, declarations(ofType: ancestor).contains(where: { declaration($0).attributes.contains("objc") }) { return true }
            } else {
                unknown = true
            }
        }
        return unknown ? nil : false
    }

    /// Framework protocols known to be class-bound.
    public static let knownClassBound: Set<String> = [
        "AnyObject", "class", "NSObjectProtocol", "Routing", "ViewableRouting", "LaunchRouting", "Interactable",
        "PresentableInteractable", "ViewControllable", "Presentable", "Presenter", "Router", "ViewableRouter",
        "Interactor", "PresentableInteractor", "LaunchRouter", "Actor", "NSObject",
    ]

    // MARK: Members

    /// The member a reference points at.
    public func member(_ ref: ElementRef) -> Member { files[Int(ref.file)].outline.members[Int(ref.index)] }

    /// The type name that declares the member (the extended name for extension members), or nil
    /// at the top level.
    public func ownerTypeName(ofMember ref: ElementRef) -> String? {
        // Through the array elements rather than a copy of the member.
        let owner = files[Int(ref.file)].outline.members[Int(ref.index)].owner
        guard owner >= 0 else { return nil }
        return simpleName(files[Int(ref.file)].outline.types[Int(owner)].name)
    }

    /// The type name whose code holds an element owned by `member` in `file`.
    public func ownerTypeName(file: Int, member: Int32) -> String? {
        guard member >= 0 else { return nil }
        return ownerTypeName(ofMember: ElementRef(file: Int32(file), index: member))
    }

    /// Members declared in the type `name` itself (all its declarations and extensions).
    public func members(of name: String) -> [ElementRef] {
        typeID(named: simpleName(name)).map(members(ofType:)) ?? []
    }

    /// `members(of:)` by type id.
    public func members(ofType type: Int32) -> [ElementRef] {
        typeMemberCache.value(for: type) {
            var result: [ElementRef] = []
            for declarationRef in typeList[Int(type)].declarations {
                let outline = files[Int(declarationRef.file)].outline
                for index in outline.members(ofType: Int(declarationRef.index)) {
                    result.append(ElementRef(file: Int(declarationRef.file), index: index))
                }
            }
            return result
        }
    }

    /// Members named `memberName` in the type `name` or its project ancestors, nearest first.
    /// Remembered: rules ask the same question for every call they follow.
    public func lookupMember(_ memberName: String, in name: String) -> [ElementRef] {
        let simple = simpleName(name)
        // Keyed by the two names as they are: a key made by joining them allocated a string per lookup.
        return lookupCache.value(for: MemberLookupKey(type: simple, member: memberName)) {
            guard let type = typeID(named: simple) else { return [] }
            var result: [ElementRef] = []
            // On ids: no name hashed per ancestor. Lengths first: most member names differ in length.
            let length = memberName.utf8.count
            for id in [type] + ancestorIDs(of: type) where Int(id) < typeList.count {
                let members = members(ofType: id)
                if members.count >= ProjectIndex.memberTableThreshold {
                    result += memberTable(ofType: id)[memberName] ?? []
                    continue
                }
                for ref in members {
                    // The name read in place: `member(_:)` would copy the whole member.
                    let name = files[Int(ref.file)].outline.members[Int(ref.index)].name
                    if name.utf8.count == length && name == memberName { result.append(ref) }
                }
            }
            return result
        }
    }

    /// From this many members on, a type's members are looked up by name in a table rather than
    /// scanned: a scan per looked-up name made a type with thousands of members (a router with a
    /// property and a method per child) quadratic, and a table costs more than a scan of a few.
    public static let memberTableThreshold = 64

    /// The members of type `type` itself, by name, built on first use.
    private func memberTable(ofType type: Int32) -> [String: [ElementRef]] {
        memberTables.value(for: type) {
            var table: [String: [ElementRef]] = [:]
            for ref in members(ofType: type) { table[files[Int(ref.file)].outline.members[Int(ref.index)].name, default: []].append(ref) }
            return table
        }
    }

    /// All members named `name`, in any type or at the top level.
    public func members(named name: String) -> [ElementRef] {
        // One pass over the whole project, the first time any name is asked for: rules ask
        // for thousands of names, and a scan per name made big projects quadratic.
        membersByName.value({ NamedMembers(files) }).members(named: name)
    }

    /// The type aliases named `name` (`typealias Children = [Coordinator]`), in any type or at the
    /// top level: `members(named:)` of kind `.typeAlias`, from a table of the aliases alone, which
    /// costs a small part of the table of every member.
    public func typeAliases(named name: String) -> [ElementRef] {
        typeAliasesByName.value {
            var table: [String: [ElementRef]] = [:]
            for fileIndex in files.indices {
                files[fileIndex].outline.members.withUnsafeBufferPointer { members in
                    for index in members.indices where members[index].kind == .typeAlias {
                        table[members[index].name, default: []].append(ElementRef(file: fileIndex, index: index))
                    }
                }
            }
            return table
        }[name] ?? []
    }

    /// All call sites whose called name is `name`.
    public func calls(named name: String) -> [ElementRef] {
        callCache.value(for: name) {
            var result: [ElementRef] = []
            let key = SymbolKey(name)
            // A type's constructions only in the files that call its name (`NameFiles`), in file
            // order, once enough type names were asked for the table to cost less than their scans.
            // Other names (methods) the same way, from their own table, once enough were asked.
            let candidates: [Int32]? = isCapitalized(name)
                ? (typeNameScans.next() > ProjectIndex.typeNameScanLimit
                    ? Array(callingFiles.value({ NameFiles.calledTypeNames(files) }).files(of: name)) : nil)
                : (methodNameScans.next() > ProjectIndex.methodNameScanLimit
                    ? Array(methodCallingFiles.value({ NameFiles.calledMethodNames(files) }).files(of: name)) : nil)
            for fileIndex in candidates.map({ $0.lazy.map(Int.init) }) ?? files.indices.lazy.map({ $0 }) {
                let outline = files[fileIndex].outline
                guard let symbol = outline.symbol(key) else { continue }
                outline.calls.withUnsafeBufferPointer { calls in
                    for index in calls.indices where calls[index].name == symbol {
                        result.append(ElementRef(file: fileIndex, index: index))
                    }
                }
            }
            return result
        }
    }

    /// All assignments whose target's last name is `name` (`delegate` for `nav.delegate = x`).
    public func assignments(to name: String) -> [ElementRef] {
        assignmentCache.value(for: name) {
            var result: [ElementRef] = []
            let key = SymbolKey(name)
            // The files that assign to the name when that table was built for a bulk question, else all.
            for fileIndex in assigningFiles.ifBuilt?.files(of: name).map(Int.init) ?? Array(files.indices) {
                let outline = files[fileIndex].outline
                guard let symbol = outline.symbol(key) else { continue }
                for (index, assignment) in outline.assignments.enumerated()
                    where outline.elements(assignment.target).last(where: { $0.kind == .name })?.name == symbol {
                    result.append(ElementRef(file: fileIndex, index: index))
                }
            }
            return result
        }
    }

    /// The type aliases that a type can inherit through, with the names they stand for:
    /// `typealias RootViewCoordinator = Coordinator & RootViewControllerProvider`, or an alias of
    /// one plain name. A class declared `: RootViewCoordinator` conforms to both parts.
    static func inheritableAliases(_ files: [FileSummary]) -> [(name: String, parts: [String])] {
        var result: [(name: String, parts: [String])] = []
        for file in files {
            // Through the buffer: only the kind of each member is read (no copy, no retains), and
            // aliases are few.
            let aliases = file.outline.members.withUnsafeBufferPointer { members in
                members.indices.filter { members[$0].kind == .typeAlias }
            }
            for position in aliases {
                let member = file.outline.members[position]
                guard let type = member.type, !type.isFunction, !type.isOptional else { continue }
                var parts: [String] = []
                // Split on the UTF-8 bytes: a split by `Character` breaks every alias's text into
                // graphemes (thousands of instructions per alias, and a project has thousands).
                // A part that is not plain ASCII is rejected either way.
                for part in type.text.utf8.split(separator: UInt8(ascii: "&")) {
                    // A plain (possibly module-qualified) name: no generic arguments, no collection.
                    guard !part.isEmpty, part.allSatisfy({ $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".")
                        || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z")) })
                    else { parts = []; break }
                    parts.append(String(Substring(part.split(separator: UInt8(ascii: ".")).last ?? part)))
                }
                if !parts.isEmpty { result.append((member.name, parts)) }
            }
        }
        return result
    }

    /// The semantic model's table of the `init` calls (`Type.init(…)`, `Self(…)`, a `.init(…)` whose
    /// contextual type is known) by the type each one builds (`NavLintRules/Model/Constructions.swift`),
    /// built by the first caller with `build` and kept here, so that every fact reads the same one.
    public func initializerCallsByType(_ build: () -> [String: [ElementRef]]) -> [String: [ElementRef]] {
        initializerCallTable.value(build)
    }

    // MARK: Caches

    /// The files that assign to `name` (the last name of an assignment's target), in file order:
    /// the only files where `assignments(to:)` can find one.
    public func filesAssigning(_ name: String) -> [Int] {
        assigningFiles.value({ NameFiles.assignedNames(files) }).files(of: name).map(Int.init)
    }

    /// How many type names `calls(named:)` scans every file for before it builds `callingFiles`:
    /// the table costs about as much as this many scans (measured: 8 to 15 of them, on a 1,000-file
    /// app and on the 11,000-file package corpus, where rules ask for 40 to 90 names).
    static let typeNameScanLimit = 10

    /// How many other names (methods) `calls(named:)` scans every file for before it builds
    /// `methodCallingFiles`: a project has more distinct method names than type names, so the table
    /// costs more scans than the type names' table.
    static let methodNameScanLimit = 24

    private let typeNameScans = LockedCounter()
    /// `declarationMeant(byType:inFile:)`'s answers, keyed by type << 32 | file: the ownership graph
    /// asks the same pair for every edge and inheritance clause.
    let declarationSides = AnswerCache<Int, Int?>()
    /// `splitDeclarations`, built when first asked.
    let splitTable = LazyValue<SplitDeclarations>()
    /// `nestedNamesakes`, built when first asked.
    let nestedNamesakeTable = LazyValue<[Int32: [String]]>()
    /// The constructions of each name that nested namesakes share, by the namesake each can mean
    /// (the rules' `constructions(of:)`), worked out once per name.
    public let namesakeConstructions = AnswerCache<String, [String: [ElementRef]]>()
    private let initializerCallTable = LazyValue<[String: [ElementRef]]>()
    private let methodNameScans = LockedCounter()
    private let callingFiles = LazyValue<NameFiles>()
    private let methodCallingFiles = LazyValue<NameFiles>()
    private let assigningFiles = LazyValue<NameFiles>()
    private let callCache = LookupCache<String>()
    private let subtypeCache = AnswerCache<String, [String]>()
    private let assignmentCache = LookupCache<String>()
    private let typeMemberCache = LookupCache<Int32>()
    private let membersByName = LazyValue<NamedMembers>()
    private let typeAliasesByName = LazyValue<[String: [ElementRef]]>()
    /// `InstanceMethodTable`, built when first asked (`ProjectIndex+InstanceMethods.swift`).
    let instanceMethodTable = LazyValue<InstanceMethodTable>()
    /// `declaresInstanceMethod(nameID:inTypeOrAncestorsOf:)`'s answers, keyed by type << 32 | name.
    let instanceMethodAnswers = AnswerCache<Int, Bool>()
    private let classBoundAnswers = AnswerCache<String, Bool?>()
    private let lookupCache = LookupCache<MemberLookupKey>()
    private let memberTables = AnswerCache<Int32, [String: [ElementRef]]>()
    let localTables = AnswerCache<Int, OwnerGroups?>()
    let localNameTables = AnswerCache<ElementRef, [Symbol: [Int]]>()
    let loopTables = AnswerCache<Int, NestedRanges>()
    let assignmentTables = AnswerCache<Int, OwnerGroups?>()
    let callTables = AnswerCache<Int, OwnerGroups?>()
}

/// The key of `lookupMember(_:in:)`: a member name in a type (its simple name).
private struct MemberLookupKey: Hashable {
    var type: String
    var member: String
}

/// Answers of one kind of lookup (by name, by type id), computed on first use.
private typealias LookupCache<Key: Hashable> = AnswerCache<Key, [ElementRef]>

/// Answers of one kind (the members named so, a type's members by name), each computed on first
/// use, outside the lock: two threads may both work out the same answer, which is the same. Safe
/// from several threads; the rules' model uses it too.
public final class AnswerCache<Key: Hashable, Answer>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Key: Answer] = [:]

    public init() {}

    public func value(for key: Key, _ compute: () -> Answer) -> Answer {
        lock.lock()
        let hit = answers[key]
        lock.unlock()
        if let hit { return hit }
        let answer = compute()
        lock.lock()
        answers[key] = answer
        lock.unlock()
        return answer
    }
}

/// Names numbered in the order they are first inserted, found by a hash of their bytes: the
/// index build looks up every declared and every inherited name, and `Dictionary`'s seeded
/// hashing of a `String` costs several times as much.
struct NameTable {
    private(set) var names: [String] = []
    /// Each name's hash.
    private var hashes: [UInt64] = []
    /// Open addressing: a name's id, or -1 for an empty slot; never more than half full.
    private var slots = [Int32](repeating: -1, count: 64)

    /// The id of `name`, nil when it was never inserted.
    func id(of name: String) -> Int32? {
        let hash = NameTable.hash(name)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let id = slots[slot]
            if hashes[Int(id)] == hash && names[Int(id)] == name { return id }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// The id of `name`, numbering it next when it is new.
    mutating func insert(_ name: String) -> (id: Int32, isNew: Bool) {
        let hash = NameTable.hash(name)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let id = slots[slot]
            if hashes[Int(id)] == hash && names[Int(id)] == name { return (id, false) }
            slot = (slot + 1) & (slots.count - 1)
        }
        let id = Int32(names.count)
        names.append(name)
        hashes.append(hash)
        slots[slot] = id
        if names.count * 2 > slots.count { grow() }
        return (id, true)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for id in hashes.indices {
            var slot = Int(truncatingIfNeeded: hashes[id]) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(id)
        }
    }

    /// The UTF-8 bytes eight at a time, each word multiplied in, then the tail byte by byte,
    /// mixed at the end so that the low bits used for the slot depend on every byte.
    private static func hash(_ name: String) -> UInt64 {
        var name = name
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        name.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                hash = (hash ^ word) &* 0x100_0000_01b3
                hash ^= hash >> 32
                offset += 8
            }
            while offset < bytes.count {
                hash = (hash ^ UInt64(bytes[offset])) &* 0x100_0000_01b3
                offset += 1
            }
        }
        return hash ^ (hash >> 29)
    }
}

/// Computes every project type's ancestors on integer ids, so that no name is hashed or compared
/// more than once: the parents, then each parent's ancestors (memoized), each name once and never
/// the type itself, nearest first. Types are numbered in their first-declaration order,
/// and an inheritance cycle is cut where the walk in that order meets it (a type in progress has
/// no ancestors yet); an absurdly deep chain is cut off rather than overflowing the stack.
private struct AncestryBuilder {
    /// Every type name, then every other inherited name.
    let names: [String]
    /// The inherited names of each type (nil for names declared outside the project).
    private(set) var parents: [[Int32]?]
    /// Computed lists; an empty list while in progress.
    private var lists: [[Int32]?]
    /// `marks[id] == stamp` when `id` is in the list being merged.
    private var marks: [UInt32]
    private var stamp: UInt32 = 0

    /// `types` by id, `ids` numbering their names (extended here with the other inherited names);
    /// `aliases`: type aliases that stand for the names they list, inherited through them.
    init(types: [TypeInfo], ids: inout NameTable, aliases: [(name: String, parts: [String])] = []) {
        var parents = [[Int32]?](repeating: nil, count: types.count)
        for type in types.indices {
            parents[type] = types[type].inheritedNames.map { ids.insert($0).id }
        }
        // Only aliases that some type inherits, and that name no type of their own. A name that
        // several aliases give to different types (every screen's nested `typealias Interacting =
        // …Interacting`) stands for none of them here: a conformance through it is the alias in
        // scope, which a name alone cannot tell (`aliasedType(_:in:owner:)` answers it by scope).
        var aliasParts: [Int32: [String]] = [:]
        var ambiguous: Set<Int32> = []
        var aliasParents: [(Int32, [Int32])] = []
        for alias in aliases {
            guard let id = ids.id(of: alias.name), Int(id) >= types.count else { continue }
            if let known = aliasParts[id] {
                if known != alias.parts { ambiguous.insert(id) }
                continue
            }
            aliasParts[id] = alias.parts
            aliasParents.append((id, alias.parts.map { ids.insert($0).id }.filter { $0 != id }))
        }
        names = ids.names
        parents += Array(repeating: nil, count: names.count - types.count)
        for (id, list) in aliasParents where !ambiguous.contains(id) { parents[Int(id)] = list }
        self.parents = parents
        lists = Array(repeating: nil, count: names.count)
        marks = Array(repeating: 0, count: names.count)
    }

    mutating func ancestors(of id: Int32, depth: Int = 0) -> [Int32] {
        if let known = lists[Int(id)] { return known }
        guard let direct = parents[Int(id)], depth < 512 else { return [] }
        lists[Int(id)] = []
        if direct.count == 1 {
            // The usual single parent: its list, which holds neither the parent nor duplicates, after it.
            let inherited = ancestors(of: direct[0], depth: depth + 1)
            var result = direct
            result.reserveCapacity(1 + inherited.count)
            for candidate in inherited where candidate != id { result.append(candidate) }
            lists[Int(id)] = result
            return result
        }
        // The parents' lists first (in order, which decides where cycles are cut), then one merge.
        let inherited = direct.map { ancestors(of: $0, depth: depth + 1) }
        stamp &+= 1
        if stamp == 0 {
            for index in marks.indices { marks[index] = 0 }
            stamp = 1
        }
        marks[Int(id)] = stamp
        // The inherited names of a type are distinct and never the type itself.
        var result = direct
        for parent in direct { marks[Int(parent)] = stamp }
        for list in inherited {
            for candidate in list where marks[Int(candidate)] != stamp {
                marks[Int(candidate)] = stamp
                result.append(candidate)
            }
        }
        lists[Int(id)] = result
        return result
    }
}
