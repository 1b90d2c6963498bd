/// Buffers reused across the files one thread tokenizes and parses. They keep their capacity from
/// file to file, so neither the allocator nor the kernel hands out fresh memory for every file, and
/// each finished outline is copied out at its exact size.
public final class ParseWorkspace {
    var tokens: [Token] = []
    var significant: [Token] = []
    var outline = Outline()

    public init() {}

    /// The tokens of the last `tokenize` call, valid until the next one.
    public var lastTokens: [Token] { tokens }

    /// Tokenizes `buffer` into the workspace's token buffer and returns it.
    public func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> [Token] {
        var tokens = self.tokens
        self.tokens = []
        Tokenizer.tokenize(buffer, into: &tokens)
        self.tokens = tokens
        return self.tokens
    }

    /// Parses `buffer`, whose tokens are `tokens`, using the workspace's scratch tables.
    public func parse(_ buffer: UnsafeBufferPointer<UInt8>, tokens: [Token]) -> Outline {
        guard let base = buffer.baseAddress, !tokens.isEmpty else { return Outline() }
        var scratch = outline
        outline = Outline()
        scratch.removeAll()
        var significant = self.significant
        self.significant = []
        var parser = Parser(base: base, tokens: tokens, significant: &significant, scratch: scratch)
        parser.parseFile()
        let result = parser.finish()
        self.significant = parser.toks
        outline = parser.outline
        return result
    }
}

extension Outline {
    /// Empties every table, keeping capacity.
    mutating func removeAll() {
        imports.removeAll(keepingCapacity: true)
        types.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
        calls.removeAll(keepingCapacity: true)
        arguments.removeAll(keepingCapacity: true)
        assignments.removeAll(keepingCapacity: true)
        closures.removeAll(keepingCapacity: true)
        captures.removeAll(keepingCapacity: true)
        conditions.removeAll(keepingCapacity: true)
        locals.removeAll(keepingCapacity: true)
        returns.removeAll(keepingCapacity: true)
        chainElements.removeAll(keepingCapacity: true)
        symbolPool.removeAll(keepingCapacity: true)
        symbols.removeAll(keepingCapacity: true)
        symbols.append("")
        symbolSlots.removeAll(keepingCapacity: true)
        issues.removeAll(keepingCapacity: true)
    }

    /// A copy whose tables have exactly the capacity they need.
    func compacted() -> Outline {
        var copy = Outline()
        copy.imports = exactCopy(imports)
        copy.types = exactCopy(types)
        copy.members = exactCopy(members)
        copy.calls = exactCopy(calls)
        copy.arguments = exactCopy(arguments)
        copy.assignments = exactCopy(assignments)
        copy.closures = exactCopy(closures)
        copy.captures = exactCopy(captures)
        copy.conditions = exactCopy(conditions)
        copy.locals = exactCopy(locals)
        copy.returns = exactCopy(returns)
        copy.chainElements = exactCopy(chainElements)
        copy.symbolPool = exactCopy(symbolPool)
        copy.symbols = exactCopy(symbols)
        copy.symbolSlots = exactCopy(symbolSlots)
        copy.issues = exactCopy(issues)
        return copy
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
