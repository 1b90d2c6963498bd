/// Buffers reused across the files one thread tokenizes and parses. They keep their capacity from
/// file to file, so neither the allocator nor the kernel hands out fresh memory for every file, and
/// each finished outline is copied out at its exact size.
public final class ParseWorkspace {
    var tokens: [Token] = []
    let allTokens = ScratchTable<Token>(capacity: 4096)
    /// The parser's input: the non-trivia tokens, then an end-of-file sentinel.
    let significant = ScratchTable<Token>(capacity: 4096)
    let comments = ScratchTable<Token>()
    /// Where the file's `#if`, `#elseif`, `#else` and `#endif` start, for its platform regions.
    let directiveStarts = ScratchTable<UInt32>()
    let interpolationModes = ScratchTable<InterpolationMode>(capacity: 16)
    let openClosures = ScratchTable<Parser.OpenClosure>()
    let declaredLog = ScratchTable<Symbol>()
    let freeLog = ScratchTable<Symbol>()
    let types = ScratchTable<TypeDecl>()
    let members = ScratchTable<Member>()
    let chainScratch = ScratchTable<ChainElement>()
    let argumentScratch = ScratchTable<Argument>()
    let calls = ScratchTable<Call>()
    let arguments = ScratchTable<Argument>()
    let assignments = ScratchTable<Assignment>()
    let closures = ScratchTable<Closure>()
    let captures = ScratchTable<Capture>()
    let conditions = ScratchTable<Condition>()
    let locals = ScratchTable<LocalBinding>()
    let returns = ScratchTable<Return>()
    let casts = ScratchTable<Cast>()
    let chainElements = ScratchTable<ChainElement>()
    let symbolPool = ScratchTable<Symbol>()
    let symbolSlots = ScratchTable<InternEntry>()
    let symbolEntries = ScratchTable<InternEntry>()
    let textSlots = ScratchTable<InternEntry>()
    let textEntries = ScratchTable<InternEntry>()
    let texts = ScratchTable<String>()
    let textBytes = ScratchTable<UInt8>(capacity: 4096)
    let typeTexts = ScratchTable<TypeNameText?>()
    let listItems = ScratchTable<Int32>()
    let lists = ScratchTable<[String]>()
    let listSlots = ScratchTable<InternEntry>()
    let listEntries = ScratchTable<InternEntry>()
    let listTextIDs = ScratchTable<Int32>()
    let nameTokens = ScratchTable<Int32>()
    let compactBytes = ScratchTable<UInt8>()
    let imports = ScratchTable<ImportDecl>()
    let parameters = ScratchTable<Parameter>()
    let inherited = ScratchTable<TypeName>()
    let accessors = ScratchTable<Accessor>()

    public init() {}

    /// Empties every table for the next file, keeping storage.
    func resetTables() {
        openClosures.removeAll()
        declaredLog.removeAll()
        freeLog.removeAll()
        types.removeAll()
        members.removeAll()
        chainScratch.removeAll()
        argumentScratch.removeAll()
        calls.removeAll()
        arguments.removeAll()
        assignments.removeAll()
        closures.removeAll()
        captures.removeAll()
        conditions.removeAll()
        locals.removeAll()
        returns.removeAll()
        casts.removeAll()
        chainElements.removeAll()
        symbolPool.removeAll()
        symbolEntries.removeAll()
        textEntries.removeAll()
        texts.removeAll()
        textBytes.removeAll()
        typeTexts.removeAll()
        lists.removeAll()
        listEntries.removeAll()
        listTextIDs.removeAll()
        imports.removeAll()
        parameters.removeAll()
        inherited.removeAll()
        accessors.removeAll()
    }

    /// Tokenizes `buffer` into the workspace's token buffer and returns it.
    public func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> [Token] {
        Tokenizer.tokenize(buffer, into: allTokens, keepingTrivia: true, comments: comments, modes: interpolationModes)
        tokens.removeAll(keepingCapacity: true)
        tokens.append(contentsOf: UnsafeBufferPointer(start: allTokens.storage, count: allTokens.count))
        return tokens
    }

    /// Parses `buffer`, whose tokens are `tokens`, using the workspace's storage.
    public func parse(_ buffer: UnsafeBufferPointer<UInt8>, tokens: [Token]) -> Outline {
        guard let base = buffer.baseAddress, !tokens.isEmpty else { return Outline() }
        significant.removeAll()
        significant.reserve(tokens.count + 1)
        directiveStarts.removeAll()
        tokens.withUnsafeBufferPointer { all in
            for token in all where !token.kind.isTrivia {
                significant.append(token)
                if token.kind == .poundKeyword { directiveStarts.append(token.range.start) }  // any pound keyword: the reader picks the directives
            }
        }
        return parseSignificant(base, end: tokens.last!.end)
    }

    /// Tokenizes and parses `buffer` in one pass over the bytes: the tokenizer hands the parser the
    /// significant tokens directly, and the trivia are not stored.
    public func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> ParsedFile {
        let (comments, problems) = Tokenizer.tokenize(buffer, into: significant, keepingTrivia: false, comments: self.comments,
                                                         modes: interpolationModes, directiveStarts: directiveStarts)
        interpolationModes.releaseIfLarge()
        guard let base = buffer.baseAddress, buffer.count > 0 else {
            return ParsedFile(outline: Outline(), comments: comments, lexicalProblemCount: problems)
        }
        let outline = parseSignificant(base, end: UInt32(min(buffer.count, Int(UInt32.max - 1))))
        return ParsedFile(outline: outline, comments: comments, lexicalProblemCount: problems)
    }

    /// End-of-file sentinels after the tokens: the first is the parser's end, the others make a
    /// look-ahead of a few tokens past it read a sentinel too, never stale memory.
    static let sentinelCount = 4

    /// Parses the significant tokens in `significant`, adding the end-of-file sentinels at `end`.
    private func parseSignificant(_ base: UnsafePointer<UInt8>, end: UInt32) -> Outline {
        let platformRegions = directiveStarts.count == 0 ? [] : PlatformRegionReader.regions(
            base: base, tokens: significant.storage, count: significant.count,
            directiveStarts: UnsafeBufferPointer(start: directiveStarts.storage, count: directiveStarts.count), end: end)
        for _ in 0..<ParseWorkspace.sentinelCount {
            significant.append(Token(kind: .unknown, range: ByteRange(start: end, end: end), flags: .newlineBefore))
        }
        var parser = Parser(base: base, workspace: self)
        parser.parseFile()
        // The tokens and the parser's stacks are not needed by `finish`: their storage goes first.
        for table in [significant, allTokens] { table.releaseIfLarge() }
        chainScratch.releaseIfLarge()
        argumentScratch.releaseIfLarge()
        return parser.finish(platformRegions: platformRegions)
    }
}

/// A file tokenized and parsed in one pass (`ParseWorkspace.parse(_:)`).
public struct ParsedFile: Sendable {
    public var outline: Outline
    /// The comment tokens, in order.
    public var comments: [Token]
    /// Tokens the tokenizer flagged (unknown bytes, unterminated or malformed literals and comments).
    public var lexicalProblemCount: Int
}

/// A copy of `array` allocated at its exact size.
func exactCopy<Element>(_ array: [Element]) -> [Element] {
    guard !array.isEmpty else { return [] }
    var copy = [Element](exactCapacity: array.count)
    copy.append(contentsOf: array)
    return copy
}

extension Array {
    /// An empty array with room for `capacity` elements and no more (the allocator's rounding
    /// aside). Not `init(unsafeUninitializedCapacity:initializingWith:)`: that one allocates in the
    /// standard library's unspecialized code, which looks the storage class up in the runtime's
    /// generic metadata cache on every call (about 560 instructions on Linux: 18 M over the subset
    /// when the outline tables and the parser's lists were made so); `reserveCapacity` is
    /// specialized here.
    @inline(__always)
    init(exactCapacity capacity: Int) {
        self.init()
        reserveCapacity(capacity)
    }
}

/// A growable table of plain values that the parser appends to and patches in place, without the
/// uniqueness checks of an array held in a struct. Owned by a workspace and reused across files.
final class ScratchTable<Element> {
    private(set) var storage: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
        storage = ScratchStorage.allocate(Element.self, capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        ScratchStorage.deallocate(storage, capacity: capacity)
    }

    @inline(__always) func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    func append<S: Collection>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Appends a copy of the `count` elements at `elements`, which must not lie in this table.
    func append(copying elements: UnsafePointer<Element>, count added: Int) {
        if count + added > capacity {
            reserve(ScratchStorage.grownCapacity(capacity, stride: MemoryLayout<Element>.stride, minimum: count + added))
        }
        (storage + count).initialize(from: elements, count: added)
        count += added
    }

    private func grow() {
        reserve(ScratchStorage.grownCapacity(capacity, stride: MemoryLayout<Element>.stride, minimum: capacity + 1))
    }

    /// Makes room for `minimumCapacity` elements (resized in place where the allocator can: see
    /// `ScratchStorage`).
    func reserve(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        storage = ScratchStorage.resize(storage, count: count, from: capacity, capacity: minimumCapacity)
        capacity = minimumCapacity
    }

    /// Takes over `storage` (which replaced this table's own, already handed out and freed by its
    /// user) holding `count` initialized elements. It must come from `ScratchStorage`.
    func adopt(storage: UnsafeMutablePointer<Element>, count: Int, capacity: Int) {
        self.storage = storage
        self.count = count
        self.capacity = capacity
    }

    /// Moves the elements from `start` on to the end of `destination` (reserved at its exact new
    /// size), leaving this table `start` long. The elements go last first, `chunk` at a time, and
    /// this table's storage is handed back behind them (`realloc` to a smaller size returns the
    /// pages), so the two tables never both hold all of them: a huge chain's elements cost one
    /// copy at the moment it is finished, not two.
    func moveTail(from start: Int, to destination: ScratchTable<Element>, chunk: Int) {
        let moved = count - start
        guard moved > 0 else { return }
        destination.reserve(destination.count + moved)
        let target = destination.storage + destination.count
        var end = count
        while end > start {
            let from = max(start, end - chunk)
            (target + (from - start)).moveInitialize(from: storage + from, count: end - from)
            count = from
            end = from
            let kept = max(count, 256)
            if kept < capacity {
                storage = ScratchStorage.resize(storage, count: count, from: capacity, capacity: kept)
                capacity = kept
            }
        }
        destination.count += moved
    }

    @inline(__always) subscript(index: Int) -> Element {
        unsafeAddress { UnsafePointer(storage + index) }
        unsafeMutableAddress { storage + index }
    }

    /// Drops every element from `index` on.
    @inline(__always) func truncate(to index: Int) {
        guard index < count else { return }
        (storage + index).deinitialize(count: count - index)
        count = index
    }

    func removeAll() { truncate(to: 0) }

    @inline(__always) var isEmpty: Bool { count == 0 }

    /// Removes and returns the last element (the table must not be empty).
    @inline(__always) @discardableResult func removeLast() -> Element {
        count -= 1
        return (storage + count).move()
    }

    /// Replaces the contents with `count` copies of `value`.
    func fill(count: Int, with value: Element) {
        removeAll()
        reserve(count)
        storage.initialize(repeating: value, count: count)
        self.count = count
    }

    /// Whether `range` of the table holds `element`.
    func contains(_ element: Element, in range: Range<Int>) -> Bool where Element: Equatable {
        for index in range where storage[index] == element { return true }
        return false
    }

    /// The elements from `start` on moved into an array of exactly their count, leaving the table
    /// `start` long: a list built on the table (which may hold enclosing lists before it) costs one
    /// allocation rather than one per growth of an array.
    func moveToArray(from start: Int = 0) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        var result = [Element](exactCapacity: moved)
        for index in start..<count { result.append((storage + index).move()) }
        count = start
        return result
    }

    /// Storage above this many bytes is handed back rather than kept for the next file (see
    /// `releaseIfLarge`), so that a workspace is not sized by the largest file it met. Ordinary
    /// files stay below it, so they keep the reuse; a larger one regrows its tables in place
    /// (`ScratchStorage`).
    static var largeStorageBytes: Int { 1 << 20 }

    /// Empties the table and, when its storage is large, frees it for storage of the initial size.
    /// The outline's exact-size copies are made while the tables still hold a whole file, so a
    /// table handed back as soon as it is copied keeps a huge file's peak near one copy of its
    /// outline rather than two, and a workspace does not hold that peak for the files after it.
    func releaseIfLarge() {
        removeAll()
        guard capacity * MemoryLayout<Element>.stride > ScratchTable.largeStorageBytes else { return }
        ScratchStorage.deallocate(storage, capacity: capacity)
        capacity = 256
        storage = ScratchStorage.allocate(Element.self, capacity: capacity)
    }

    /// `toArray()`, then `releaseIfLarge()`.
    func takeArray() -> [Element] {
        let array = toArray()
        releaseIfLarge()
        return array
    }

    /// The elements as an array of exactly their count.
    func toArray() -> [Element] {
        guard count > 0 else { return [] }
        // One allocation of the exact size and one `memcpy` for plain values (`append(contentsOf:)`
        // copied element by element).
        return Array(UnsafeBufferPointer(start: storage, count: count))
    }
}
