/// Buffers reused across the files one thread tokenizes and parses. They keep their capacity from
/// file to file, so neither the allocator nor the kernel hands out fresh memory for every file, and
/// each finished outline is copied out at its exact size.
public final class ParseWorkspace {
    var tokens: [Token] = []
    var significant: [Token] = []
    let chainScratch = ScratchTable<ChainElement>()
    let callPatches = ScratchTable<Parser.CallPatch>()
    let argumentScratch = ScratchTable<Argument>()
    let calls = ScratchTable<Call>()
    let arguments = ScratchTable<Argument>()
    let assignments = ScratchTable<Assignment>()
    let closures = ScratchTable<Closure>()
    let captures = ScratchTable<Capture>()
    let conditions = ScratchTable<Condition>()
    let locals = ScratchTable<LocalBinding>()
    let returns = ScratchTable<Return>()
    let chainElements = ScratchTable<ChainElement>()
    let symbolPool = ScratchTable<Symbol>()

    public init() {}

    /// Empties every table for the next file, keeping storage.
    func resetTables() {
        chainScratch.removeAll()
        callPatches.removeAll()
        argumentScratch.removeAll()
        calls.removeAll()
        arguments.removeAll()
        assignments.removeAll()
        closures.removeAll()
        captures.removeAll()
        conditions.removeAll()
        locals.removeAll()
        returns.removeAll()
        chainElements.removeAll()
        symbolPool.removeAll()
    }

    /// Tokenizes `buffer` into the workspace's token buffer and returns it.
    public func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> [Token] {
        var tokens = self.tokens
        self.tokens = []
        Tokenizer.tokenize(buffer, into: &tokens)
        self.tokens = tokens
        return self.tokens
    }

    /// Parses `buffer`, whose tokens are `tokens`, using the workspace's storage.
    public func parse(_ buffer: UnsafeBufferPointer<UInt8>, tokens: [Token]) -> Outline {
        guard let base = buffer.baseAddress, !tokens.isEmpty else { return Outline() }
        var parser = Parser(base: base, tokens: tokens, workspace: self)
        parser.parseFile()
        let result = parser.finish()
        significant = parser.toks
        return result
    }
}

/// A copy of `array` allocated at its exact size.
func exactCopy<Element>(_ array: [Element]) -> [Element] {
    guard !array.isEmpty else { return [] }
    return array.withUnsafeBufferPointer { source in
        [Element](unsafeUninitializedCapacity: source.count) { buffer, count in
            _ = buffer.initialize(from: source)
            count = source.count
        }
    }
}

/// A growable table of plain values that the parser appends to and patches in place, without the
/// uniqueness checks of an array held in a struct. Owned by a workspace and reused across files.
final class ScratchTable<Element> {
    private(set) var storage: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    @inline(__always) func append(_ element: Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    func append<S: Collection>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
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

    /// Whether `range` of the table holds `element`.
    func contains(_ element: Element, in range: Range<Int>) -> Bool where Element: Equatable {
        for index in range where storage[index] == element { return true }
        return false
    }

    /// The elements as an array of exactly their count.
    func toArray() -> [Element] {
        guard count > 0 else { return [] }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.initialize(from: UnsafeBufferPointer(start: storage, count: count))
            initialized = count
        }
    }
}
