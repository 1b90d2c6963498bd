/// The light tree the outline parser builds from one file: declarations and, inside every body,
/// the facts the rules need (calls, assignments, closures, conditions, local bindings, returns, casts).
///
/// Everything is stored in flat tables of plain values. An element of a body names the member it
/// belongs to (`owner`, an index into `members`, or -1 for top-level code) and its innermost
/// enclosing closure (`closure`, an index into `closures`, or -1). Names inside bodies are interned
/// `Symbol`s (`symbols` holds their text), and chains of names (`a.b?.c()`) live in one pool,
/// `chainElements`, referenced by range, so the tables hold no references and cost no allocation
/// per element.
///
/// An outline is immutable once parsed, and a class: the index and the rules hand outlines around
/// constantly, and a copy of a struct of fifteen arrays retained and released every one of them.
public final class Outline: Sendable {
    public let imports: [ImportDecl]
    public let types: [TypeDecl]
    public let members: [Member]
    public let calls: [Call]
    public let arguments: [Argument]
    public let assignments: [Assignment]
    public let closures: [Closure]
    public let captures: [Capture]
    public let conditions: [Condition]
    public let locals: [LocalBinding]
    public let returns: [Return]
    public let casts: [Cast]
    /// The constraints of generic types' parameters (`R` of `Screen<R: Reacting>`), in type order.
    public let genericConstraints: [GenericConstraint]
    public let chainElements: [ChainElement]
    /// Pool of symbols referenced by `PoolRange`s (condition names, local names, closure parameters
    /// and free names).
    public let symbolPool: [Symbol]
    /// The text of each symbol; `symbols[0]` is the empty name.
    public let symbols: [String]
    /// Open-addressing table from name hash to symbol, for `symbol(_:)`: two bytes a slot when the
    /// file has fewer than 65,535 symbols (any real file), otherwise empty, and `wideSymbolSlots`
    /// (four bytes a slot) holds the table.
    let symbolSlots: [UInt16]
    let wideSymbolSlots: [UInt32]
    public let issues: [ParseIssue]
    /// The `#if` branches compiled for some platforms only, in order of their start (`platforms(at:)`).
    public let platformRegions: [PlatformRegion]

    /// The outline of an empty file.
    public convenience init() {
        self.init(imports: [], types: [], members: [], calls: [], arguments: [], assignments: [], closures: [],
                  captures: [], conditions: [], locals: [], returns: [], casts: [], genericConstraints: [], chainElements: [], symbolPool: [],
                  symbols: [""], symbolSlots: [], wideSymbolSlots: [], issues: [])
    }

    init(imports: [ImportDecl], types: [TypeDecl], members: [Member], calls: [Call], arguments: [Argument],
         assignments: [Assignment], closures: [Closure], captures: [Capture], conditions: [Condition],
         locals: [LocalBinding], returns: [Return], casts: [Cast], genericConstraints: [GenericConstraint] = [],
         chainElements: [ChainElement], symbolPool: [Symbol],
         symbols: [String], symbolSlots: [UInt16], wideSymbolSlots: [UInt32], issues: [ParseIssue],
         platformRegions: [PlatformRegion] = []) {
        self.imports = imports
        self.types = types
        self.members = members
        self.calls = calls
        self.arguments = arguments
        self.assignments = assignments
        self.closures = closures
        self.captures = captures
        self.conditions = conditions
        self.locals = locals
        self.returns = returns
        self.casts = casts
        self.genericConstraints = genericConstraints
        self.chainElements = chainElements
        self.symbolPool = symbolPool
        self.symbols = symbols
        self.symbolSlots = symbolSlots
        self.wideSymbolSlots = wideSymbolSlots
        self.issues = issues
        self.platformRegions = platformRegions
    }

    /// The text of `symbol`.
    @inlinable public func name(_ symbol: Symbol) -> String { symbols[Int(symbol.rawValue)] }

    /// The symbol spelling `name` in this file, if the file uses that name in a body.
    public func symbol(_ name: String) -> Symbol? {
        guard !symbolSlots.isEmpty || !wideSymbolSlots.isEmpty else { return nil }
        return symbol(SymbolKey(name))
    }

    /// The symbol spelling `key.name` in this file: for a name looked up in many files, hashed once.
    public func symbol(_ key: SymbolKey) -> Symbol? {
        symbolSlots.isEmpty ? symbol(key, slots: wideSymbolSlots) : symbol(key, slots: symbolSlots)
    }

    @inline(__always)
    private func symbol<Slot: FixedWidthInteger & UnsignedInteger>(_ key: SymbolKey, slots table: [Slot]) -> Symbol? {
        table.withUnsafeBufferPointer { slots -> Symbol? in
            guard !slots.isEmpty else { return nil }
            let mask = slots.count - 1
            var slot = Int(key.hash) & mask
            while slots[slot] != 0 {
                let candidate = Int(slots[slot])
                // Lengths first (stored, for native strings); `==` then compares the bytes.
                if symbols[candidate].utf8.count == key.count && symbols[candidate] == key.name {
                    return Symbol(rawValue: UInt32(truncatingIfNeeded: candidate))
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// The elements of `chain`.
    @inlinable public func elements(_ chain: Chain) -> ArraySlice<ChainElement> {
        chainElements[Int(chain.start)..<Int(chain.end)]
    }

    /// The names in `chain` in order, skipping call and subscript markers.
    public func names(_ chain: Chain) -> [String] {
        elements(chain).compactMap { $0.kind == .name ? name($0.name) : nil }
    }

    /// The last name in `chain` (`delegate` for `nav.delegate`), skipping calls and subscripts.
    public func lastName(_ chain: Chain) -> String? {
        elements(chain).last(where: { $0.kind == .name }).map { name($0.name) }
    }

    /// The called name of `call` (`pushViewController`); empty when the callee is not a name.
    @inlinable public func name(of call: Call) -> String { name(call.name) }

    /// The arguments of `call`, trailing closures included.
    @inlinable public func arguments(of call: Call) -> ArraySlice<Argument> {
        arguments[Int(call.argumentStart)..<Int(call.argumentEnd)]
    }

    /// The captures of `closure`.
    @inlinable public func captures(of closure: Closure) -> ArraySlice<Capture> {
        captures[Int(closure.captures.start)..<Int(closure.captures.end)]
    }

    /// The symbols in a pool range.
    @inlinable public func symbols(_ range: PoolRange) -> ArraySlice<Symbol> {
        symbolPool[Int(range.start)..<Int(range.end)]
    }

    /// The names in a pool range.
    public func names(_ range: PoolRange) -> [String] {
        symbols(range).map { name($0) }
    }

    /// Members declared directly in the type at `typeIndex`, in source order.
    public func members(ofType typeIndex: Int) -> [Int] {
        let type = types[typeIndex]
        return (Int(type.members.start)..<Int(type.members.end)).filter { members[$0].owner == Int32(typeIndex) }
    }
}

/// A name prepared for symbol lookups (`Outline.symbol(_:)`) in many files: hashed once.
public struct SymbolKey: Sendable {
    public let name: String
    let count: Int
    let hash: UInt32

    public init(_ name: String) {
        var text = name
        let (count, hash) = text.withUTF8 { bytes in (bytes.count, SymbolHash.hash(bytes.baseAddress, bytes.count)) }
        self.name = name
        self.count = count
        self.hash = hash
    }
}

/// An interned name in one file's outline: an index into `Outline.symbols`.
public struct Symbol: Hashable, Sendable, Comparable {
    public var rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The empty name (no label, no name).
    public static let none = Symbol(rawValue: 0)
    @inlinable public var isNone: Bool { rawValue == 0 }
    public static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The hash the parser interns names with: eight bytes at a time, then the tail.
enum SymbolHash {
    @inline(__always)
    static func hash(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> UInt32 {
        guard let bytes else { return finish(UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15, tail: 0) }
        let (hash, index) = words(bytes, count)
        return finish(hash, tail: tail(bytes + index, count - index))
    }

    /// The same hash for the bytes `start..<start + count` of a buffer that starts at `base`: the
    /// tail is read as one word ending at the name, since the buffer holds the bytes before it.
    @inline(__always)
    static func hash(_ base: UnsafePointer<UInt8>, start: Int, count: Int) -> UInt32 {
        let end = start + count
        guard end >= 8 else { return hash(base + start, count) }
        let (hash, index) = words(base + start, count)
        let remaining = count - index
        guard remaining > 0 else { return finish(hash, tail: 0) }
        let last = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)
        return finish(hash, tail: UInt64(littleEndian: last) >> UInt64(64 - 8 * remaining))
    }

    @inline(__always)
    private static func words(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, Int) {
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        let raw = UnsafeRawPointer(bytes)
        var index = 0
        while index + 8 <= count {
            hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
            index += 8
        }
        return (hash, index)
    }

    /// The `count` (< 8) bytes at `bytes` as a little-endian number, read without touching the
    /// bytes after them: two overlapping loads of four, two or one byte.
    @inline(__always)
    private static func tail(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(bytes)
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            return low | high << UInt64(8 * (count - 4))
        }
        if count >= 2 {
            let low = UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
            let high = UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)))
            return low | high << UInt64(8 * (count - 2))
        }
        return count == 1 ? UInt64(bytes[0]) : 0
    }

    @inline(__always)
    private static func finish(_ hash: UInt64, tail: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: ((hash ^ tail) &* 0x94D0_49BB_1331_11EB) >> 32)
    }

    /// Whether the `count` bytes at `a` and `b` are equal; reads no byte outside them.
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let x = UnsafeRawPointer(a)
        let y = UnsafeRawPointer(b)
        if count >= 8 {
            var index = 0
            while index + 8 < count {
                if x.loadUnaligned(fromByteOffset: index, as: UInt64.self) != y.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
                    return false
                }
                index += 8
            }
            // The last eight bytes, overlapping the words already compared.
            return x.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == y.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
                && x.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == y.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        if count >= 2 {
            return x.loadUnaligned(as: UInt16.self) == y.loadUnaligned(as: UInt16.self)
                && x.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self) == y.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
        }
        return count == 0 || a[0] == b[0]
    }
}

/// One interned spelling in the parser's tables: where its bytes are, its hash, and its id (0 in an
/// empty slot). Slots hold whole entries, so a probe reads one value and rarely compares bytes twice.
struct InternEntry {
    var start: UInt32
    var count: UInt32
    var hash: UInt32
    var id: UInt32
    static let empty = InternEntry(start: 0, count: 0, hash: 0, id: 0)
}

/// A range of indices into one of the outline's pools.
public struct PoolRange: Hashable, Sendable {
    public var start: Int32
    public var end: Int32
    @inlinable public init(start: Int32, end: Int32) { self.start = start; self.end = end }
    public static let empty = PoolRange(start: 0, end: 0)
    @inlinable public var isEmpty: Bool { end <= start }
    @inlinable public var count: Int { Int(end - start) }
}

public struct ImportDecl: Hashable, Sendable {
    public var module: String
    public var range: ByteRange
}

public enum TypeKind: UInt8, Sendable, CustomStringConvertible {
    case `class`, `struct`, `enum`, `protocol`, `extension`, `actor`

    public var description: String {
        switch self {
        case .class: return "class"
        case .struct: return "struct"
        case .enum: return "enum"
        case .protocol: return "protocol"
        case .extension: return "extension"
        case .actor: return "actor"
        }
    }
}

/// Declaration modifiers, as a bit set.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public var rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let `static` = Modifiers(rawValue: 1 << 0)
    public static let `class` = Modifiers(rawValue: 1 << 1)
    public static let weak = Modifiers(rawValue: 1 << 2)
    public static let unowned = Modifiers(rawValue: 1 << 3)
    public static let lazy = Modifiers(rawValue: 1 << 4)
    public static let override = Modifiers(rawValue: 1 << 5)
    public static let `private` = Modifiers(rawValue: 1 << 6)
    public static let `fileprivate` = Modifiers(rawValue: 1 << 7)
    public static let `internal` = Modifiers(rawValue: 1 << 8)
    public static let `public` = Modifiers(rawValue: 1 << 9)
    public static let open = Modifiers(rawValue: 1 << 10)
    public static let final = Modifiers(rawValue: 1 << 11)
    public static let mutating = Modifiers(rawValue: 1 << 12)
    public static let convenience = Modifiers(rawValue: 1 << 13)
    public static let required = Modifiers(rawValue: 1 << 14)
    public static let optional = Modifiers(rawValue: 1 << 15)
    public static let dynamic = Modifiers(rawValue: 1 << 16)
    public static let nonisolated = Modifiers(rawValue: 1 << 17)
    public static let package = Modifiers(rawValue: 1 << 18)
    public static let indirect = Modifiers(rawValue: 1 << 19)
    public static let nonmutating = Modifiers(rawValue: 1 << 20)
    public static let prefix = Modifiers(rawValue: 1 << 21)
    public static let postfix = Modifiers(rawValue: 1 << 22)
    public static let infix = Modifiers(rawValue: 1 << 23)
    public static let distributed = Modifiers(rawValue: 1 << 24)
    public static let consuming = Modifiers(rawValue: 1 << 25)
    public static let borrowing = Modifiers(rawValue: 1 << 26)
    /// Not a modifier but a function's `async` effect (`func load() async throws -> T`), kept here so
    /// that a member stays the same size.
    public static let async = Modifiers(rawValue: 1 << 27)

    /// Whether the declaration belongs to the type rather than to instances.
    @inlinable public var isTypeLevel: Bool { !isDisjoint(with: [.static, .class]) }
    /// Whether a stored reference with these modifiers does not keep its target alive.
    @inlinable public var isNonOwning: Bool { !isDisjoint(with: [.weak, .unowned]) }
}

/// A type as written in a declaration: `[String: DetailCoordinator]?`, `ViewableRouter<A, B>`.
///
/// 24 bytes: the texts (text, nominal name, identifiers) are one shared object per distinct
/// spelling in a file (`TypeNameText`), the range and flags are inline.
public struct TypeName: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline var texts: TypeNameText
    public var range: ByteRange
    /// Whether the outermost type is a function type (`(() -> Void)?`, `@escaping (Int) -> Void`).
    public var isFunction: Bool
    /// Whether the outermost type is optional (`T?` or `T!`).
    public var isOptional: Bool

    /// The type's text without whitespace or comments.
    @inlinable public var text: String { texts.text }

    /// The last component of the leading dotted name without generic arguments:
    /// `Date` for `Foundation.Date`, `ViewableRouter` for `ViewableRouter<A, B>`. Computed once,
    /// when the outline is built, since the index and the rules ask for it constantly.
    @inlinable public var nominalName: String { texts.nominalName }

    /// Every identifier in it, in order: `["String", "DetailCoordinator"]`.
    public var identifiers: [String] {
        get { texts.otherIdentifiers ?? [texts.nominalName] }
        set {
            texts = TypeNameText(text: texts.text, nominalName: texts.nominalName,
                                 otherIdentifiers: TypeName.storedIdentifiers(newValue, nominalName: texts.nominalName))
        }
    }

    static func storedIdentifiers(_ identifiers: [String], nominalName: String) -> [String]? {
        identifiers.count == 1 && identifiers[0] == nominalName ? nil : identifiers
    }

    /// The first identifier: `ViewableRouter` for `ViewableRouter<A, B>`, `Foundation` for
    /// `Foundation.Date`.
    public var base: String { identifiers.first ?? text }

    static func nominalName(of text: String) -> String {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
                || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") {
                end = index
                break
            }
            if byte == UInt8(ascii: ".") { start = utf8.index(after: index) }
            index = utf8.index(after: index)
        }
        // Usually the whole text (`Foo`): share its storage rather than copy it.
        if start == utf8.startIndex && end == utf8.endIndex { return text }
        return String(text[start..<end])
    }

    public var description: String { text }

    public static func == (lhs: TypeName, rhs: TypeName) -> Bool {
        lhs.range == rhs.range && lhs.isFunction == rhs.isFunction && lhs.isOptional == rhs.isOptional
            && (lhs.texts === rhs.texts
                || (lhs.texts.text == rhs.texts.text && lhs.texts.otherIdentifiers == rhs.texts.otherIdentifiers))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(texts.text)
        hasher.combine(range)
        hasher.combine(isFunction)
        hasher.combine(isOptional)
    }
}

/// The texts of a `TypeName`, shared by every type in a file spelled the same way.
public final class TypeNameText: Sendable {
    public let text: String
    public let nominalName: String
    /// The identifiers, unless they are just `[nominalName]` (the usual case, then stored without an
    /// array).
    let otherIdentifiers: [String]?

    init(text: String, nominalName: String, otherIdentifiers: [String]?) {
        self.text = text
        self.nominalName = nominalName
        self.otherIdentifiers = otherIdentifiers
    }
}

// In an extension, which keeps the memberwise initializer (the parser's: the texts already shared
// with the file's equal spellings).
extension TypeName {
    public init(text: String, identifiers: [String], range: ByteRange, isFunction: Bool, isOptional: Bool) {
        let nominalName = TypeName.nominalName(of: text)
        self.init(texts: TypeNameText(text: text, nominalName: nominalName,
                                      otherIdentifiers: TypeName.storedIdentifiers(identifiers, nominalName: nominalName)),
                  range: range, isFunction: isFunction, isOptional: isOptional)
    }

    /// The shared texts, for the parser to reuse.
    var sharedTexts: TypeNameText { texts }
}

/// A generic parameter of a type or a function and the type it is constrained to in the parameter
/// list (`CommentScreen<R: CommentReacting>`: `R`, `CommentReacting`); a `where` clause is not read.
public struct GenericConstraint: Sendable {
    /// Whether a type (an index into `Outline.types`) or a member (into `Outline.members`) declares it.
    public var isType: Bool
    public var owner: Int32
    public var parameter: String
    /// The constraint's first type name, as written.
    public var constraint: String
}

extension Outline {
    /// The constraint of generic parameter `parameter` of type `type`, or of member `member`, by a
    /// binary search (the table lists the types' parameters, then the members', each in order).
    public func genericConstraint(of parameter: String, type: Int32 = -1, member: Int32 = -1) -> String? {
        guard !genericConstraints.isEmpty else { return nil }
        let isType = type >= 0
        let owner = isType ? type : member
        func isBefore(_ entry: GenericConstraint) -> Bool { entry.isType != isType ? entry.isType : entry.owner < owner }
        var low = 0, high = genericConstraints.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(genericConstraints[middle]) { low = middle + 1 } else { high = middle }
        }
        while low < genericConstraints.count, genericConstraints[low].isType == isType, genericConstraints[low].owner == owner {
            if genericConstraints[low].parameter == parameter { return genericConstraints[low].constraint }
            low += 1
        }
        return nil
    }
}

// References first, then the ranges, the optional body range with the kind in its padding, and
// the four-byte values: 104 bytes rather than 120.
public struct TypeDecl: Sendable {
    /// The declared name, or for an extension the extended type as written (`Foo.Bar`).
    public var name: String
    /// `Outer.Inner` for nested types; equal to `name` at the top level.
    public var qualifiedName: String
    public var genericParameters: [String]
    /// The inheritance clause: superclass (if any) and conformances, as written.
    public var inherited: [TypeName]
    public var attributes: [String]
    public var nameRange: ByteRange
    /// The whole declaration, attributes included.
    public var range: ByteRange
    /// Between the braces; nil when the body is missing.
    public var bodyRange: ByteRange?
    public var kind: TypeKind
    public var modifiers: Modifiers
    /// The enclosing type, or -1.
    public var parent: Int32
    /// For a type declared inside a function body, that member; otherwise -1.
    public var enclosingMember: Int32
    /// Indices into `Outline.members` that hold every member declared inside the body (nested types'
    /// members included; filter on `Member.owner`).
    public var members: PoolRange
}

public enum MemberKind: UInt8, Sendable, CustomStringConvertible {
    case property, function, initializer, deinitializer, `subscript`, enumCase, typeAlias, associatedType

    public var description: String {
        switch self {
        case .property: return "property"
        case .function: return "function"
        case .initializer: return "initializer"
        case .deinitializer: return "deinitializer"
        case .subscript: return "subscript"
        case .enumCase: return "enum-case"
        case .typeAlias: return "typealias"
        case .associatedType: return "associatedtype"
        }
    }
}

public enum AccessorKind: UInt8, Sendable {
    case get, set, willSet, didSet, modify, read, other
}

public struct Accessor: Hashable, Sendable {
    public var kind: AccessorKind
    /// The accessor's body braces, or nil for a requirement (`{ get set }`).
    public var body: ByteRange?
}

public struct Parameter: Hashable, Sendable {
    /// The argument label callers write, nil for `_`.
    public var label: String?
    /// The name inside the body.
    public var name: String
    public var type: TypeName?
    public var range: ByteRange
    /// The default value's text without whitespace or comments (`resolve()`, `Flush()`), nil
    /// when there is none.
    public var defaultValue: String? = nil
}

// The stored properties are ordered by alignment (references first, then the 18-byte type, the
// four-byte values with the one-byte ones in the gap after the optional body), which keeps a member
// at 120 bytes: with the three one-byte values after `modifiers` it took 128.
public struct Member: Sendable {
    /// The name: `init`, `deinit` and `subscript` for those; the operator for operator functions.
    public var name: String
    public var attributes: [String]
    /// Properties: accessors, or the implicit getter of a computed property (kind `.get`).
    public var accessors: [Accessor] = []
    /// Functions, initializers and subscripts: parameters.
    public var parameters: [Parameter] = []
    /// Properties: the declared type; typealiases: the aliased type; functions: the return type.
    public var type: TypeName?
    public var nameRange: ByteRange
    public var range: ByteRange
    /// Properties: the initializer expression.
    public var initializer: Expression?
    /// The body braces of a function, initializer or deinitializer.
    public var body: ByteRange?
    public var kind: MemberKind
    /// Properties: `let` rather than `var`.
    public var isLet: Bool = false
    /// Whether it is declared in a protocol (a requirement, with no body).
    public var isRequirement: Bool = false
    /// The type declaring it, or -1 at the top level.
    public var owner: Int32
    public var modifiers: Modifiers

    /// Whether the property stores a value (no getter, or only observers).
    public var isStored: Bool {
        kind == .property && !accessors.contains { $0.kind == .get || $0.kind == .set || $0.kind == .modify || $0.kind == .read }
    }

    /// The argument labels as Swift spells a function's name: `push(_:animated:)`.
    public var signature: String {
        guard kind == .function || kind == .initializer || kind == .subscript else { return name }
        return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

// In an extension, which keeps the memberwise initializer (see `TypeName`'s).
extension Member {
    init(kind: MemberKind, name: String, nameRange: ByteRange, range: ByteRange, owner: Int32, modifiers: Modifiers,
         attributes: [String], isRequirement: Bool) {
        self.init(name: name, attributes: attributes, nameRange: nameRange, range: range, kind: kind,
                  isRequirement: isRequirement, owner: owner, modifiers: modifiers)
    }
}

/// One element of a chain of names, calls and subscripts.
///
/// 12 bytes, in the largest of the outline's tables: a name element has no call and a call or
/// subscript element no name, so one word holds the kind (top two bits) and either the name's
/// symbol or the call's index plus one.
public struct ChainElement: Hashable, Sendable {
    public enum Kind: UInt8, Sendable { case name, call, `subscript` }
    private var start: UInt32
    private var end: UInt32
    private var kindAndValue: UInt32

    public var kind: Kind {
        get { Kind(rawValue: UInt8(truncatingIfNeeded: kindAndValue >> 30)) ?? .name }
        set { kindAndValue = UInt32(newValue.rawValue) << 30 | kindAndValue & 0x3FFF_FFFF }
    }

    /// The name; `.none` for calls and subscripts.
    public var name: Symbol {
        get { kindAndValue >> 30 == 0 ? Symbol(rawValue: kindAndValue & 0x3FFF_FFFF) : .none }
        set { if kindAndValue >> 30 == 0 { kindAndValue = newValue.rawValue & 0x3FFF_FFFF } }
    }

    public var range: ByteRange {
        get { ByteRange(start: start, end: end) }
        set { start = newValue.start; end = newValue.end }
    }

    /// For `.call` and `.subscript` elements, the call's index in `Outline.calls`, or -1; -1 for
    /// names.
    public var call: Int32 {
        get { kindAndValue >> 30 == 0 ? -1 : Int32(truncatingIfNeeded: kindAndValue & 0x3FFF_FFFF) - 1 }
        set { if kindAndValue >> 30 != 0 { kindAndValue = kindAndValue & 0xC000_0000 | UInt32(truncatingIfNeeded: newValue + 1) & 0x3FFF_FFFF } }
    }

    /// A name element carries `name` (its `call` is -1); a call or subscript element carries `call`
    /// (its name is `.none`).
    init(kind: Kind, name: Symbol, range: ByteRange, call: Int32) {
        start = range.start
        end = range.end
        let value = kind == .name ? name.rawValue : UInt32(truncatingIfNeeded: call + 1)
        kindAndValue = UInt32(kind.rawValue) << 30 | value & 0x3FFF_FFFF
    }
}

/// How a chain starts.
public enum ChainBase: UInt8, Sendable {
    /// A name (`navigationController?.delegate`); may be a member of `self` or a local.
    case name
    /// `self.…`
    case selfKeyword
    /// `super.…`
    case superKeyword
    /// `.foo` (implicit member expression).
    case implicitMember
    /// A literal, a parenthesised expression, a closure…: anything else.
    case other
}

/// A postfix chain such as `self.viewControllable.uiviewController.navigationController?.push`.
public struct Chain: Hashable, Sendable {
    // `base` last, so that an `Expression` can put its kind in the byte after it.
    /// Range into `Outline.chainElements`.
    public var start: Int32
    public var end: Int32
    public var base: ChainBase

    @inlinable public init(base: ChainBase, start: Int32, end: Int32) {
        self.start = start
        self.end = end
        self.base = base
    }

    public static let empty = Chain(base: .other, start: 0, end: 0)
    @inlinable public var isEmpty: Bool { end <= start }
    @inlinable public var count: Int { Int(end - start) }
}

/// What an expression is, when it is simple enough to say.
public enum ExpressionKind: UInt8, Sendable {
    /// A chain of names, calls and subscripts; see `Expression.chain` and `Expression.call`.
    case chain
    case closure
    case `self`
    case `true`, `false`, `nil`
    case number, string
    case array, dictionary, tuple
    /// Anything else: operators, ternaries, casts…
    case other
}

public struct Expression: Hashable, Sendable {
    // Ordered so that an expression takes 24 bytes: a chain ending in a call and a closure literal
    // are different kinds, so one word holds the call or the closure.
    public var range: ByteRange
    /// For `.chain` and `.self`: the chain.
    public var chain: Chain
    public var kind: ExpressionKind
    private var reference: Int32

    /// When the expression is a chain that ends in a call, that call; otherwise -1.
    public var call: Int32 {
        get { kind == .closure ? -1 : reference }
        set { if kind != .closure { reference = newValue } }
    }

    /// For `.closure`: the closure; otherwise -1.
    public var closure: Int32 {
        get { kind == .closure ? reference : -1 }
        set { if kind == .closure { reference = newValue } }
    }

    /// `call` is kept only for kinds other than `.closure`, `closure` only for `.closure`.
    public init(kind: ExpressionKind, range: ByteRange, chain: Chain, call: Int32, closure: Int32) {
        self.range = range
        self.chain = chain
        self.kind = kind
        reference = kind == .closure ? closure : call
    }
}

public struct Argument: Hashable, Sendable {
    // 32 bytes: an argument ends where its value does, so only its start is kept, and the
    // trailing-closure flag is the top bit of the label's word.
    private var labelAndFlag: UInt32
    public var value: Expression
    private var start: UInt32

    /// The argument label; `.none` when there is none.
    public var label: Symbol {
        get { Symbol(rawValue: labelAndFlag & 0x7FFF_FFFF) }
        set { labelAndFlag = labelAndFlag & 0x8000_0000 | newValue.rawValue & 0x7FFF_FFFF }
    }

    /// From the label (or the value, when there is none) to the end of the value.
    public var range: ByteRange {
        get { ByteRange(start: start, end: value.range.end) }
        set { start = newValue.start }
    }

    public var isTrailingClosure: Bool {
        get { labelAndFlag & 0x8000_0000 != 0 }
        set { labelAndFlag = labelAndFlag & 0x7FFF_FFFF | (newValue ? 0x8000_0000 : 0) }
    }

    /// `range` must end where `value` does.
    init(label: Symbol, value: Expression, range: ByteRange, isTrailingClosure: Bool) {
        labelAndFlag = label.rawValue & 0x7FFF_FFFF | (isTrailingClosure ? 0x8000_0000 : 0)
        self.value = value
        start = range.start
    }
}

public struct Call: Hashable, Sendable {
    // 48 bytes rather than 52: a `Chain` field takes 12 (its base after two words, then padding),
    // so the callee's base shares a word with the receiver call (whose index, like every call's,
    // is below 2^28: a call takes at least two bytes of a file of at most 2^29).
    @usableFromInline var calleeStart: Int32
    @usableFromInline var calleeEnd: Int32
    /// The called name: `pushViewController` (`.none` when the callee is not a name).
    public var name: Symbol
    public var nameRange: ByteRange
    /// From the start of the callee to the end of the last argument or trailing closure.
    public var range: ByteRange
    public var argumentStart: Int32
    public var argumentEnd: Int32
    /// The member whose body holds the call, or -1.
    public var owner: Int32
    /// The innermost closure holding the call, or -1.
    public var closure: Int32
    /// The callee's base in the top three bits, the receiver call plus one in the others.
    @usableFromInline var baseAndReceiver: UInt32

    /// The callee as written, up to and including the called name.
    public var callee: Chain {
        @inlinable get {
            Chain(base: ChainBase(rawValue: UInt8(truncatingIfNeeded: baseAndReceiver >> 29)) ?? .other,
                  start: calleeStart, end: calleeEnd)
        }
        set {
            calleeStart = newValue.start
            calleeEnd = newValue.end
            baseAndReceiver = UInt32(newValue.base.rawValue) << 29 | baseAndReceiver & Call.receiverMask
        }
    }

    /// When the callee's receiver is itself a call (`a.b().c()`), that call; otherwise -1.
    public var receiverCall: Int32 {
        @inlinable get { Int32(truncatingIfNeeded: baseAndReceiver & Call.receiverMask) - 1 }
        set { baseAndReceiver = baseAndReceiver & ~Call.receiverMask | UInt32(truncatingIfNeeded: newValue + 1) & Call.receiverMask }
    }

    @usableFromInline static var receiverMask: UInt32 { 0x1FFF_FFFF }

    /// Sets the callee's pool range, keeping its base (the parser, once the chain is in the pool).
    @inline(__always) mutating func setCallee(start: Int32, end: Int32) {
        calleeStart = start
        calleeEnd = end
    }

    public init(callee: Chain, name: Symbol, nameRange: ByteRange, range: ByteRange, argumentStart: Int32, argumentEnd: Int32,
                receiverCall: Int32, owner: Int32, closure: Int32) {
        calleeStart = callee.start
        calleeEnd = callee.end
        self.name = name
        self.nameRange = nameRange
        self.range = range
        self.argumentStart = argumentStart
        self.argumentEnd = argumentEnd
        self.owner = owner
        self.closure = closure
        baseAndReceiver = UInt32(callee.base.rawValue) << 29 | UInt32(truncatingIfNeeded: receiverCall + 1) & Call.receiverMask
    }
}

public enum AssignmentOperator: UInt8, Sendable {
    case assign, addAssign, otherCompound
}

public struct Assignment: Hashable, Sendable {
    public var target: Chain
    public var op: AssignmentOperator
    public var value: Expression
    /// From the start of the target to the end of the value.
    public var range: ByteRange
    public var owner: Int32
    public var closure: Int32
}

public enum CaptureKind: UInt8, Sendable {
    case strong, weak, unowned
}

public struct Capture: Hashable, Sendable {
    public var kind: CaptureKind
    /// The captured name (`self`, `child`), or the new name of `x = expr`.
    public var name: Symbol
    /// For `[weak x = expr]`, the expression.
    public var value: Expression?
    public var range: ByteRange
}

/// Where a closure literal is written, which decides where it is stored.
public enum ClosureContext: Hashable, Sendable {
    /// An argument of a call (a labelled or unlabelled argument, or a trailing closure); `call` is
    /// -1 for an element of a tuple, a parenthesized expression or a subscript.
    case argument(call: Int32, label: Symbol, isTrailing: Bool)
    /// The right-hand side of an assignment.
    case assignment(Int32)
    /// The initializer of a property member.
    case propertyInitializer(member: Int32)
    /// The initializer of a local binding.
    case localInitializer(Int32)
    /// Anything else (returned, inside an array literal, immediately called…).
    case other
}

public struct Closure: Hashable, Sendable {
    public var range: ByteRange
    /// Range into `Outline.captures`.
    public var captures: PoolRange
    /// Parameter names (range into `Outline.symbolPool`).
    public var parameters: PoolRange
    public var context: ClosureContext
    /// The first explicit `self` used in the body (nested closures included), if any.
    public var firstSelfReference: ByteRange?
    /// Names used in the body that it does not declare, candidates for implicit `self` members
    /// (range into `Outline.symbolPool`).
    public var freeNames: PoolRange
    public var owner: Int32
    /// The enclosing closure, or -1.
    public var closure: Int32
}

public enum ConditionKind: UInt8, Sendable {
    /// `switchCase` is one `case` or `default` clause of a switch: its range is the label, its scope
    /// the clause's statements, and its names are the enum cases its label names outside parentheses
    /// (`viewWillAppear` and `load` for `case .viewWillAppear, .load(let id):`; none for `default`;
    /// the switch's own row holds the subject).
    case `if`, `guard`, `while`, `repeatWhile`, `switch`, `for`, switchCase
}

/// An `if`, `guard`, `while`, `switch` (and each of its clauses) or `for` and the code it governs.
// The one-byte values follow the optional `elseScope` (in its padding), which keeps a condition at
// 44 bytes rather than 48; `init(kind:range:names:scope:elseScope:hasNegation:owner:closure:)` below
// keeps the order of the fields as documented.
public struct Condition: Hashable, Sendable {
    /// The condition itself (`isMovingFromParent, let x = y`).
    public var range: ByteRange
    /// Every identifier written in the condition, in order (range into `Outline.symbolPool`).
    public var names: PoolRange
    /// The code that runs when the condition holds: the `if` body, or for `guard` the rest of
    /// the enclosing block.
    public var scope: ByteRange
    /// The `else` branch, if any.
    public var elseScope: ByteRange?
    public var kind: ConditionKind
    /// Whether the condition negates something (a prefix `!`, `== false` or `!= true`), so the code
    /// that runs when a name it tests is true may be `elseScope` rather than `scope`.
    public var hasNegation: Bool
    /// For an `if`: whether its body (`scope`) ends by leaving, its last statement a `return`,
    /// `throw`, `break` or `continue`, so that the code after the `if` in the same block runs only
    /// when the condition fails (`if children.contains(where: { $0 is T }) { return }`).
    public var bodyLeaves: Bool = false
    public var owner: Int32
    public var closure: Int32

    public init(kind: ConditionKind, range: ByteRange, names: PoolRange, scope: ByteRange, elseScope: ByteRange?,
                hasNegation: Bool, owner: Int32, closure: Int32) {
        self.range = range
        self.names = names
        self.scope = scope
        self.elseScope = elseScope
        self.kind = kind
        self.hasNegation = hasNegation
        self.owner = owner
        self.closure = closure
    }
}

public struct LocalBinding: Hashable, Sendable {
    // Ordered by alignment, which keeps a binding at 72 bytes.
    public var type: TypeName?
    /// The bound names (range into `Outline.symbolPool`).
    public var names: PoolRange
    public var range: ByteRange
    /// The value written after `=`; nil for a `for` loop's pattern, which is not bound to its
    /// sequence but to each of its elements (`loopSequence`).
    public var value: Expression? {
        get { isLoopElement ? nil : written }
        set { written = newValue }
    }
    /// What follows `=`, or a `for` loop's `in`.
    var written: Expression?
    public var owner: Int32
    public var closure: Int32
    public var isLet: Bool
    /// Whether it is an `if let`/`guard let`/`while let` binding.
    public var isConditional: Bool
    /// Whether it is a `for` loop's pattern (`for x in`, `for (i, x) in`, `for case let x? in`),
    /// whose names are locals of the loop, bound to each element of `loopSequence` in turn.
    public var isLoopElement: Bool

    /// For a `for` loop's pattern, the sequence it runs over.
    public var loopSequence: Expression? { isLoopElement ? written : nil }
}

// In an extension, which keeps the memberwise initializer (see `TypeName`'s).
extension LocalBinding {
    init(names: PoolRange, isLet: Bool, type: TypeName?, value: Expression?, isConditional: Bool, range: ByteRange,
         owner: Int32, closure: Int32) {
        self.init(type: type, names: names, range: range, written: value, owner: owner, closure: closure, isLet: isLet,
                  isConditional: isConditional, isLoopElement: false)
    }
}

/// `value as Type`, `value as? Type`, `value as! Type` whose operand is one simple expression: what
/// is cast, and to which type (a DI registration `UIApplication.shared as Providing` says which
/// object a `Providing` value is). A type test, `value is Type`, is kept too (`test`), and marked
/// `negatedTest` under a prefix `!` of the same closure (`!($0 is Type)`): it casts nothing.
public struct Cast: Hashable, Sendable {
    public enum Kind: UInt8, Sendable { case plain, conditional, forced, test, negatedTest }
    public var value: Expression
    public var type: TypeName
    public var kind: Kind
    public var owner: Int32
    public var closure: Int32

    /// Whether this is a type test (`value is Type`), which yields a Bool rather than a `Type`.
    @inlinable public var isTypeTest: Bool { kind == .test || kind == .negatedTest }
}

/// A `return` (or the only expression of a single-expression body).
public struct Return: Hashable, Sendable {
    public var value: Expression
    public var isImplicit: Bool
    public var owner: Int32
    public var closure: Int32
}

public struct ParseIssue: Hashable, Sendable {
    public var message: String
    public var range: ByteRange
}
