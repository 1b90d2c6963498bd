/// Builds an `Outline` from a file's tokens. It never fails: unexpected tokens are skipped (and
/// noted in `Outline.issues`), and nesting deeper than `maximumDepth` is skipped over iteratively,
/// so no input can overflow the stack.
public enum OutlineParser {
    /// How deep declarations, statements and expressions may nest before the parser stops
    /// descending and skips the rest of a construct by bracket matching.
    public static let maximumDepth = 128

    /// Parses `bytes`, whose tokens (trivia included) are `tokens`.
    public static func parse(_ bytes: [UInt8], tokens: [Token]) -> Outline {
        bytes.withUnsafeBufferPointer { buffer in
            parse(buffer, tokens: tokens)
        }
    }

    /// Parses the bytes of `buffer`, whose tokens (trivia included) are `tokens`.
    public static func parse(_ buffer: UnsafeBufferPointer<UInt8>, tokens: [Token]) -> Outline {
        ParseWorkspace().parse(buffer, tokens: tokens)
    }

    /// Tokenizes and parses `bytes`.
    public static func parse(_ bytes: [UInt8]) -> Outline {
        parse(bytes, tokens: Tokenizer.tokenize(bytes))
    }
}

/// The parser's state: a cursor over the non-trivia tokens, the outline being built, and the
/// context (current member, type and closures) that body elements are attributed to.
///
/// Helpers that only read are declared `mutating` all the same: to call a non-mutating method that
/// is not inlined, Swift copies the whole parser (a few hundred bytes) each time.
struct Parser {
    let base: UnsafePointer<UInt8>
    /// Non-trivia tokens, then one end-of-file sentinel (the workspace's storage, valid while
    /// parsing).
    let toks: UnsafeMutablePointer<Token>
    let eof: Int
    var i = 0
    /// The file's parse issues so far (the rest is built in the workspace's tables).
    var issues: [ParseIssue] = []
    let imports: ScratchTable<ImportDecl>

    var currentType: Int32 = -1
    var currentMember: Int32 = -1
    /// Open closures, innermost last, with where their entries start in the two logs. A type or
    /// member body starts its own segment (from `closureBase`): closures outside it do not enclose
    /// its code.
    let openClosures: ScratchTable<OpenClosure>
    var closureBase = 0
    /// The innermost open closure of the current body, or -1.
    var currentClosure: Int32 = -1
    /// Names declared in bodies and bare names used in closures, logged while closures are open;
    /// a closure's free names are those logged since it opened minus those declared since.
    let declaredLog: ScratchTable<Symbol>
    let freeLog: ScratchTable<Symbol>
    /// Where the current body's segment of the two logs starts (see `enterBodyScope`).
    var logBase = (declared: 0, free: 0)

    struct OpenClosure {
        var index: Int32
        var declaredStart: Int32
        var freeStart: Int32
    }
    /// Interning: open-addressing slots (power-of-two sized), and each symbol's entry by id, whose
    /// span is the symbol's first occurrence in the file. Both in the workspace's storage; the
    /// symbols' strings are made once, by `finish`.
    let symbolSlots: ScratchTable<InternEntry>
    var symbolMask: Int
    let symbolEntries: ScratchTable<InternEntry>
    /// Declaration texts (names, labels, types) already made into strings in this file, so that a
    /// text written many times is one shared string: slots and entries as for symbols, whose spans
    /// locate each text's bytes in `textBytes`.
    let texts: ScratchTable<String>
    let textSlots: ScratchTable<InternEntry>
    var textMask: Int
    let textEntries: ScratchTable<InternEntry>
    let textBytes: ScratchTable<UInt8>
    /// The shared texts of the type names spelled by each text, by text id (see `sharedTypeTexts`).
    let typeTexts: ScratchTable<TypeNameText?>
    /// Lists of texts (attributes, a type's identifiers, generic parameter names) already made into
    /// arrays in this file, so that a list written many times is one shared array: slots and
    /// entries as for texts, whose spans locate each list's text ids in `listTextIDs`.
    let lists: ScratchTable<[String]>
    let listSlots: ScratchTable<InternEntry>
    var listMask: Int
    let listEntries: ScratchTable<InternEntry>
    let listTextIDs: ScratchTable<Int32>
    /// Lists under construction, innermost last: token indices (`scanTypeName`'s identifiers) or
    /// text ids (for `internList`).
    let listItems: ScratchTable<Int32>
    /// Scratch for `parseProperty`: token indices of the names a binding declares.
    let nameTokens: ScratchTable<Int32>
    let compactBytes: ScratchTable<UInt8>
    /// Lists under construction (parameters, inherited types, accessors), innermost last: each is
    /// moved out at its exact size when complete.
    let parameters: ScratchTable<Parameter>
    let inherited: ScratchTable<TypeName>
    let accessors: ScratchTable<Accessor>
    /// `guard` conditions whose scope (the rest of their block) is still open.
    var openGuards: [Int] = []
    /// Whether the last statement of the block `parseBlock` finished last was a `return`, `throw`,
    /// `break` or `continue` (`Condition.bodyLeaves`).
    var lastBlockLeaves = false
    /// Chains under construction, innermost last (see `parsePostfix`).
    let chainScratch: ScratchTable<ChainElement>
    /// Arguments of calls under construction, innermost last (see `parsePostfix`).
    let argumentScratch: ScratchTable<Argument>
    // The tables, built in the workspace's reusable storage and copied (or moved) out by `finish`.
    let types: ScratchTable<TypeDecl>
    let members: ScratchTable<Member>
    let calls: ScratchTable<Call>
    let arguments: ScratchTable<Argument>
    let assignments: ScratchTable<Assignment>
    let closures: ScratchTable<Closure>
    let captures: ScratchTable<Capture>
    let conditions: ScratchTable<Condition>
    let locals: ScratchTable<LocalBinding>
    let returns: ScratchTable<Return>
    let casts: ScratchTable<Cast>
    let chainElements: ScratchTable<ChainElement>
    let symbolPool: ScratchTable<Symbol>
    var depth = 0
    /// `Outline.genericConstraints` of types and of members, each in declaration order.
    var typeGenericConstraints: [GenericConstraint] = []
    var memberGenericConstraints: [GenericConstraint] = []

    /// A parser over the workspace's significant tokens (ending in the end-of-file sentinel),
    /// building its tables in the workspace's storage.
    init(base: UnsafePointer<UInt8>, workspace: ParseWorkspace) {
        self.base = base
        let significant = workspace.significant
        toks = significant.storage
        eof = significant.count - ParseWorkspace.sentinelCount
        openClosures = workspace.openClosures
        declaredLog = workspace.declaredLog
        freeLog = workspace.freeLog
        types = workspace.types
        members = workspace.members
        chainScratch = workspace.chainScratch
        argumentScratch = workspace.argumentScratch
        calls = workspace.calls
        arguments = workspace.arguments
        assignments = workspace.assignments
        closures = workspace.closures
        captures = workspace.captures
        conditions = workspace.conditions
        locals = workspace.locals
        returns = workspace.returns
        casts = workspace.casts
        chainElements = workspace.chainElements
        symbolPool = workspace.symbolPool
        symbolSlots = workspace.symbolSlots
        symbolEntries = workspace.symbolEntries
        workspace.resetTables()
        // Sized by the file's length up to a cap, and grown when half full: the slots follow the
        // distinct names, not the name occurrences (a long call chain of three names made a
        // million tokens and 4 MB of empty slots).
        var slots = 64
        while slots < min(eof / 8, Parser.initialSymbolSlotLimit) { slots *= 2 }
        symbolSlots.fill(count: slots, with: .empty)
        symbolMask = slots - 1
        symbolEntries.append(.empty)  // the empty name
        textSlots = workspace.textSlots
        textEntries = workspace.textEntries
        texts = workspace.texts
        textBytes = workspace.textBytes
        typeTexts = workspace.typeTexts
        listItems = workspace.listItems
        lists = workspace.lists
        listSlots = workspace.listSlots
        listEntries = workspace.listEntries
        listTextIDs = workspace.listTextIDs
        nameTokens = workspace.nameTokens
        compactBytes = workspace.compactBytes
        imports = workspace.imports
        parameters = workspace.parameters
        inherited = workspace.inherited
        accessors = workspace.accessors
        textSlots.fill(count: 256, with: .empty)
        textMask = 255
        textEntries.append(.empty)
        texts.append("")
        listSlots.removeAll()  // filled when the first list is made
        listMask = 0
        listEntries.append(.empty)
        lists.append([])
    }

    /// The finished outline at its exact size, with the interning table that `Outline.symbol(_:)`
    /// searches. Tables that hold strings or arrays are moved out (a copy would retain what the
    /// workspace then releases), the others copied. The largest tables are copied first, each
    /// handing its storage back as it goes (`takeArray`), so a huge file never holds two whole
    /// copies of its outline.
    mutating func finish(platformRegions: [PlatformRegion]) -> Outline {
        let calls = calls.takeArray()
        let chainElements = chainElements.takeArray()
        let arguments = arguments.takeArray()
        let symbols = symbolStrings()
        // Two bytes a slot unless a symbol id needs more (65,535 distinct names: only a hostile file).
        let isNarrow = symbolEntries.count <= Int(UInt16.max)
        let symbolSlots: [UInt16] = isNarrow ? exactSymbolSlots(UInt16.self) : []
        let wideSymbolSlots: [UInt32] = isNarrow ? [] : exactSymbolSlots(UInt32.self)
        return Outline(imports: imports.moveToArray(), types: types.moveToArray(), members: members.moveToArray(),
                       calls: calls, arguments: arguments, assignments: assignments.takeArray(),
                       closures: closures.takeArray(), captures: captures.takeArray(), conditions: conditions.takeArray(),
                       locals: locals.moveToArray(), returns: returns.takeArray(), casts: casts.moveToArray(),
                       genericConstraints: typeGenericConstraints + memberGenericConstraints, chainElements: chainElements,
                       symbolPool: symbolPool.takeArray(), symbols: symbols, symbolSlots: symbolSlots, wideSymbolSlots: wideSymbolSlots,
                       issues: exactCopy(issues), platformRegions: platformRegions)
    }

    // MARK: Interning

    /// The bytes of a name token without its backticks.
    @inline(__always)
    static func nameSpan(_ token: Token) -> (start: Int, end: Int) {
        let start = Int(token.start)
        let end = Int(token.end)
        return token.kind == .backtickIdentifier && end - start >= 2 ? (start + 1, end - 1) : (start, end)
    }

    /// The symbol for a name token (backticks stripped).
    @inline(__always)
    mutating func intern(_ token: Token) -> Symbol {
        let (start, end) = Parser.nameSpan(token)
        return intern(start, end)
    }

    /// The symbol for the bytes `start..<end`, added on first sight.
    mutating func intern(_ start: Int, _ end: Int) -> Symbol {
        let count = end - start
        let hash = SymbolHash.hash(base, start: start, count: count)
        let slots = symbolSlots.storage
        var slot = Int(hash) & symbolMask
        while true {
            let entry = slots[slot]
            if entry.id == 0 { break }
            if entry.hash == hash && Int(entry.count) == count && SymbolHash.equal(base + Int(entry.start), base + start, count) {
                return Symbol(rawValue: entry.id)
            }
            slot = (slot + 1) & symbolMask
        }
        return addSymbol(InternEntry(start: UInt32(truncatingIfNeeded: start), count: UInt32(truncatingIfNeeded: count), hash: hash,
                                     id: UInt32(truncatingIfNeeded: symbolEntries.count)), slot: slot)
    }

    /// The most symbol slots a file starts with; more come as distinct names do.
    static var initialSymbolSlotLimit: Int { 4096 }

    /// Records a new symbol in the free `slot`, growing the table when half full.
    mutating func addSymbol(_ entry: InternEntry, slot: Int) -> Symbol {
        symbolEntries.append(entry)
        Parser.record(entry, slot: slot, slots: symbolSlots, mask: &symbolMask, entries: symbolEntries)
        return Symbol(rawValue: entry.id)
    }

    /// Puts `entry` in the first free slot of its probe sequence.
    @inline(__always) static func insert(_ entry: InternEntry, into slots: UnsafeMutablePointer<InternEntry>, mask: Int) {
        var index = Int(entry.hash) & mask
        while slots[index].id != 0 { index = (index + 1) & mask }
        slots[index] = entry
    }

    /// The text of every symbol, by id: the declaration text's string when the file has one with
    /// the same bytes (a member used by name), otherwise a new one.
    func symbolStrings() -> [String] {
        var strings = [String](exactCapacity: symbolEntries.count)
        for symbol in 0..<symbolEntries.count {
            let entry = symbolEntries[symbol]
            let bytes = base + Int(entry.start)
            let count = Int(entry.count)
            strings.append(existingText(bytes, count, hash: entry.hash)
                ?? String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
        }
        return strings
    }

    /// The string already made for the text of the `count` bytes at `bytes`, whose hash is `hash`.
    @inline(__always)
    func existingText(_ bytes: UnsafePointer<UInt8>, _ count: Int, hash: UInt32) -> String? {
        var slot = Int(hash) & textMask
        while true {
            let entry = textSlots[slot]
            if entry.id == 0 { return nil }
            if entry.hash == hash && Int(entry.count) == count && SymbolHash.equal(textBytes.storage + Int(entry.start), bytes, count) {
                return texts[Int(entry.id)]
            }
            slot = (slot + 1) & textMask
        }
    }

    /// The interning table for the finished outline, at the smallest size that keeps it at most
    /// half full, with slots of `Slot` (wide enough for every symbol id).
    func exactSymbolSlots<Slot: FixedWidthInteger & UnsignedInteger>(_: Slot.Type) -> [Slot] {
        var size = 64
        while symbolEntries.count * 2 > size { size *= 2 }
        var table = [Slot](exactCapacity: size)
        table.append(contentsOf: repeatElement(0, count: size))
        table.withUnsafeMutableBufferPointer { slots in
            for symbol in 1..<symbolEntries.count {
                var index = Int(symbolEntries[symbol].hash) & (size - 1)
                while slots[index] != 0 { index = (index + 1) & (size - 1) }
                slots[index] = Slot(truncatingIfNeeded: symbol)
            }
        }
        return table
    }

    // MARK: Cursor

    @inline(__always) var atEnd: Bool { i >= eof }
    @inline(__always) var tok: Token { toks[i] }
    @inline(__always) func peek(_ offset: Int) -> Token { toks[min(i + offset, eof)] }
    @inline(__always) mutating func advance() { if i < eof { i += 1 } }
    @inline(__always) func isAt(_ kind: TokenKind) -> Bool { toks[i].kind == kind }
    @inline(__always) func isAt(_ keyword: Keyword) -> Bool { toks[i].keyword == keyword }
    @inline(__always) var newlineBefore: Bool { toks[i].flags.contains(.newlineBefore) }

    /// The start of the current token.
    @inline(__always) var here: UInt32 { toks[i].start }
    /// The end of the previous token (where a construct that just ended stops).
    @inline(__always) var previousEnd: UInt32 { i > 0 ? toks[i - 1].end : toks[0].start }

    @inline(__always) mutating func consume(_ kind: TokenKind) -> Bool {
        if toks[i].kind == kind { advance(); return true }
        return false
    }

    mutating func note(_ message: String, at range: ByteRange) {
        if issues.count < 1000 { issues.append(ParseIssue(message: message, range: range)) }
    }

    // MARK: Text

    /// The text of a name token (backticks stripped).
    mutating func text(_ token: Token) -> String {
        let (start, end) = Parser.nameSpan(token)
        let index = textIndex(base + start, end - start)
        return texts[index]
    }

    mutating func text(_ range: ByteRange) -> String {
        let index = textIndex(base + Int(range.start), range.length)
        return texts[index]
    }

    /// The index in `texts` of a name token's text.
    mutating func textIndex(ofToken index: Int) -> Int {
        let (start, end) = Parser.nameSpan(toks[index])
        return textIndex(base + start, end - start)
    }

    /// The index in `texts` of the string spelled by the `count` bytes at `bytes`, added on first sight.
    mutating func textIndex(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let hash = SymbolHash.hash(bytes, count)
        var slot = Int(hash) & textMask
        while true {
            let entry = textSlots[slot]
            if entry.id == 0 { break }
            if entry.hash == hash && Int(entry.count) == count && SymbolHash.equal(textBytes.storage + Int(entry.start), bytes, count) {
                return Int(entry.id)
            }
            slot = (slot + 1) & textMask
        }
        return addText(bytes, count, hash: hash, slot: slot)
    }

    /// Records a new text in the free `slot`, growing the table when half full.
    mutating func addText(_ bytes: UnsafePointer<UInt8>, _ count: Int, hash: UInt32, slot: Int) -> Int {
        let id = texts.count
        texts.append(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
        let entry = InternEntry(start: UInt32(truncatingIfNeeded: textBytes.count), count: UInt32(truncatingIfNeeded: count),
                                hash: hash, id: UInt32(truncatingIfNeeded: id))
        textEntries.append(entry)
        var bytes = bytes
        if textBytes.count + count > textBytes.capacity {
            // `bytes` may lie in the pool itself (a nominal name, part of a text already there).
            let pool = UnsafePointer(textBytes.storage)
            let offset = bytes >= pool && bytes < pool + textBytes.count ? bytes - pool : -1
            textBytes.reserve(max(textBytes.capacity * 2, textBytes.count + count))
            if offset >= 0 { bytes = UnsafePointer(textBytes.storage) + offset }
        }
        textBytes.append(copying: bytes, count: count)
        Parser.record(entry, slot: slot, slots: textSlots, mask: &textMask, entries: textEntries)
        return id
    }

    /// Puts the new `entry`, already appended to `entries`, in the free `slot`, and doubles the
    /// table when it is half full.
    @inline(__always)
    static func record(_ entry: InternEntry, slot: Int, slots: ScratchTable<InternEntry>, mask: inout Int,
                       entries: ScratchTable<InternEntry>) {
        slots[slot] = entry
        guard entries.count * 2 > slots.count else { return }
        let size = slots.count * 2
        slots.fill(count: size, with: .empty)
        mask = size - 1
        for index in 1..<entries.count { insert(entries[index], into: slots.storage, mask: mask) }
    }

    /// The list of the texts whose ids are `listItems[start...]`, shared with every equal list
    /// already made in this file; the items are removed.
    @inline(__always)
    mutating func internList(from start: Int) -> [String] {
        guard listItems.count > start else { return [] }
        let list = sharedList(from: start)
        listItems.truncate(to: start)
        return list
    }

    /// `internList` for a list of at least one item.
    mutating func sharedList(from start: Int) -> [String] {
        if listSlots.count == 0 {
            listSlots.fill(count: 64, with: .empty)
            listMask = 63
        }
        let count = listItems.count - start
        let items = UnsafePointer(listItems.storage + start)
        let byteCount = count * MemoryLayout<Int32>.stride
        let hash = SymbolHash.hash(UnsafeRawPointer(items).assumingMemoryBound(to: UInt8.self), byteCount)
        var slot = Int(hash) & listMask
        while true {
            let entry = listSlots[slot]
            if entry.id == 0 { break }
            if entry.hash == hash && Int(entry.count) == count
                && SymbolHash.equal(UnsafeRawPointer(listTextIDs.storage + Int(entry.start)).assumingMemoryBound(to: UInt8.self),
                                    UnsafeRawPointer(items).assumingMemoryBound(to: UInt8.self), byteCount) {
                return lists[Int(entry.id)]
            }
            slot = (slot + 1) & listMask
        }
        var list = [String](exactCapacity: count)
        for index in 0..<count { list.append(texts[Int(items[index])]) }
        let entry = InternEntry(start: UInt32(truncatingIfNeeded: listTextIDs.count), count: UInt32(truncatingIfNeeded: count),
                                hash: hash, id: UInt32(truncatingIfNeeded: lists.count))
        lists.append(list)
        listEntries.append(entry)
        listTextIDs.append(copying: items, count: count)
        Parser.record(entry, slot: slot, slots: listSlots, mask: &listMask, entries: listEntries)
        return list
    }

    /// Whether `token`'s bytes spell `word` (ASCII).
    mutating func tokenIs(_ token: Token, _ word: StaticString) -> Bool {
        let length = token.range.length
        guard length == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for offset in 0..<length where base[Int(token.start) + offset] != pointer[offset] { return false }
        return true
    }

    /// Whether the token can be a name: an identifier, a backticked one, or a contextual keyword.
    @inline(__always) func isName(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .backtickIdentifier
    }

    /// Whether the token can follow `.` as a member name (`.init`, `.default`, `.self`, `.0`).
    @inline(__always) func isMemberName(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .backtickIdentifier || token.kind == .keyword
            || token.kind == .integerLiteral || token.kind == .dollarIdentifier
    }

    // MARK: Skipping

    /// Skips a bracketed group starting at the current opening token, iteratively.
    mutating func skipBalanced() {
        let open = tok.kind
        guard open == .leftParen || open == .leftBrace || open == .leftBracket else { advance(); return }
        var nesting = 0  // any closer closes the innermost group, so a count is all it takes
        repeat {
            switch tok.kind {
            case .leftParen, .leftBrace, .leftBracket, .interpolationOpen:
                nesting += 1
            case .rightParen, .rightBrace, .rightBracket, .interpolationClose:
                if nesting > 0 { nesting -= 1 }
            default:
                break
            }
            advance()
        } while nesting > 0 && !atEnd
    }

    /// Skips `<…>` generic angle brackets starting at the current `<` operator.
    mutating func skipAngles(initialDepth: Int = 0) {
        var angle = initialDepth
        repeat {
            let token = tok
            if token.kind.isAngleCandidate {
                for offset in 0..<token.range.length {
                    let byte = base[Int(token.start) + offset]
                    if byte == UInt8(ascii: "<") { angle += 1 } else if byte == UInt8(ascii: ">") { angle -= 1 }
                }
                advance()
            } else if token.kind == .leftParen || token.kind == .leftBracket {
                skipBalanced()
            } else if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon {
                return
            } else {
                advance()
            }
        } while angle > 0 && !atEnd
    }

    @inline(__always) mutating func isOpenAngle(_ token: Token) -> Bool {
        token.kind.isAngleCandidate && base[Int(token.start)] == UInt8(ascii: "<")
    }

    /// Skips a `#if`/`#elseif`/`#else`/`#endif` line (the condition included). All branches are
    /// then parsed as if they were one.
    mutating func skipCompilationDirective() {
        let isConditional = tokenIs(tok, "#if") || tokenIs(tok, "#elseif")
        advance()
        guard isConditional else { return }
        while !atEnd && !newlineBefore {
            if tok.kind == .leftParen { skipBalanced() } else { advance() }
        }
    }

    /// Whether a line starts here with a keyword that can only begin a declaration: inside an
    /// expression this means a bracket was left open, and parsing recovers there.
    mutating func isAtDeclarationStart() -> Bool {
        guard newlineBefore, tok.kind == .keyword else { return false }
        switch tok.keyword {
        case .class, .struct, .enum, .protocol, .extension, .func, .import, .typealias, .deinit, .subscript,
             .operator, .precedencegroup:
            return true
        default:
            return false
        }
    }

    @inline(__always) mutating func isCompilationDirective(_ token: Token) -> Bool {
        token.kind == .poundKeyword && isDirectiveWord(token)
    }

    mutating func isDirectiveWord(_ token: Token) -> Bool {
        tokenIs(token, "#if") || tokenIs(token, "#elseif") || tokenIs(token, "#else") || tokenIs(token, "#endif")
    }

    // MARK: File

    mutating func parseFile() {
        while !atEnd {
            let before = i
            if isAt(.rightBrace) {
                note("unbalanced '}'", at: tok.range)
                advance()
                continue
            }
            parseDeclarationOrStatement(inTypeBody: false)
            if i == before { advance() }
        }
    }

    /// Parses one declaration; at the top level and in bodies, a statement when it is not one.
    mutating func parseDeclarationOrStatement(inTypeBody: Bool) {
        let start = i
        var modifiers: Modifiers = []
        let attributes = parseAttributesAndModifiers(&modifiers)

        let token = tok
        switch token.keyword {
        case .import:
            parseImport()
            return
        case .class, .struct, .enum, .protocol, .extension:
            parseTypeDeclaration(start: start, attributes: attributes, modifiers: modifiers)
            return
        case .actor where isName(peek(1)):
            parseTypeDeclaration(start: start, attributes: attributes, modifiers: modifiers)
            return
        case .func:
            parseFunction(start: start, attributes: attributes, modifiers: modifiers)
            return
        case .`init` where token.kind == .keyword:
            parseInitializer(start: start, attributes: attributes, modifiers: modifiers)
            return
        case .deinit:
            parseDeinitializer(start: start, attributes: attributes, modifiers: modifiers)
            return
        case .subscript:
            parseSubscript(start: start, attributes: attributes, modifiers: modifiers)
            return
        case .var, .let:
            if inTypeBody || currentMember < 0 && !isInClosure {
                parseProperty(start: start, attributes: attributes, modifiers: modifiers)
                return
            }
        case .case where inTypeBody:
            parseEnumCase(start: start, attributes: attributes, modifiers: modifiers)
            return
        case .typealias, .associatedtype:
            parseTypeAlias(start: start, attributes: attributes, modifiers: modifiers)
            return
        case .operator, .precedencegroup:
            advance()
            while !atEnd && !newlineBefore && !isAt(.leftBrace) { advance() }
            if isAt(.leftBrace) { skipBalanced() }
            return
        case .macro where isName(peek(1)):
            skipToNextDeclaration()
            return
        default:
            break
        }
        if token.kind == .poundKeyword {
            if isCompilationDirective(token) {
                skipCompilationDirective()
            } else {
                // `#warning("…")`, `#sourceLocation(…)`, a freestanding macro: a call-like statement.
                parseStatement()
            }
            return
        }
        if token.kind == .semicolon {
            advance()
            return
        }
        if inTypeBody {
            if i == start {
                note("unexpected token in type body", at: token.range)
                if token.kind == .leftBrace || token.kind == .leftParen || token.kind == .leftBracket {
                    skipBalanced()
                } else {
                    advance()
                }
            }
            return
        }
        // Top-level code.
        parseStatement()
    }

    /// Skips a declaration we do not model, up to the next line that starts a new one.
    mutating func skipToNextDeclaration() {
        advance()
        while !atEnd {
            if newlineBefore && (tok.kind == .keyword || tok.kind == .atSign || tok.kind == .poundKeyword) { return }
            if isAt(.rightBrace) { return }
            if isAt(.leftBrace) || isAt(.leftParen) || isAt(.leftBracket) { skipBalanced() } else { advance() }
        }
    }

    // MARK: Attributes and modifiers

    /// Returns the attribute names (`objc`, `MainActor`; none unless `keepingAttributes`) and adds
    /// the modifiers to `modifiers`.
    @discardableResult
    mutating func parseAttributesAndModifiers(_ modifiers: inout Modifiers, keepingAttributes: Bool = true) -> [String] {
        let itemsBase = listItems.count
        while !atEnd {
            if isAt(.atSign) {
                advance()
                if isName(tok) && !newlineBefore {
                    if keepingAttributes { listItems.append(Int32(truncatingIfNeeded: textIndex(ofToken: i))) }
                    advance()
                    // Qualified attribute names (`@Module.Wrapper`).
                    while isAt(.period) && isName(peek(1)) { advance(); advance() }
                    if isOpenAngle(tok) && tok.start == previousEnd { skipAngles() }
                    if isAt(.leftParen) && tok.start == previousEnd { skipBalanced() }
                }
                continue
            }
            guard let modifier = modifierHere() else { break }
            modifiers.insert(modifier)
            advance()
            if isAt(.leftParen) && !newlineBefore && (isName(peek(1)) || peek(1).kind == .keyword) && peek(2).kind == .rightParen {
                advance(); advance(); advance()  // private(set), unowned(safe), nonisolated(unsafe)
            }
        }
        return internList(from: itemsBase)
    }

    /// The modifier at the cursor, if the word is used as one (followed by a declaration).
    mutating func modifierHere() -> Modifiers? {
        let modifier: Modifiers
        switch tok.keyword {
        case .static: modifier = .static
        case .private: modifier = .private
        case .fileprivate: modifier = .fileprivate
        case .internal: modifier = .internal
        case .public: modifier = .public
        case .class:
            // `class func`, `class var`, `class override func`… but not `class Foo`.
            let next = peek(1)
            return next.kind == .keyword && next.keyword != .class || isModifierWord(next) || next.kind == .atSign ? .class : nil
        case .open: modifier = .open
        case .package: modifier = .package
        case .final: modifier = .final
        case .override: modifier = .override
        case .required: modifier = .required
        case .convenience: modifier = .convenience
        case .mutating: modifier = .mutating
        case .nonmutating: modifier = .nonmutating
        case .lazy: modifier = .lazy
        case .weak: modifier = .weak
        case .unowned: modifier = .unowned
        case .optional: modifier = .optional
        case .dynamic: modifier = .dynamic
        case .indirect: modifier = .indirect
        case .nonisolated: modifier = .nonisolated
        case .prefix: modifier = .prefix
        case .postfix: modifier = .postfix
        case .infix: modifier = .infix
        case .consuming: modifier = .consuming
        case .borrowing: modifier = .borrowing
        default:
            if tok.kind == .identifier && tokenIs(tok, "distributed") {
                modifier = .distributed
            } else if tok.kind == .identifier && (tokenIs(tok, "__consuming") || tokenIs(tok, "__owned") || tokenIs(tok, "__shared")) {
                modifier = .consuming
            } else {
                return nil
            }
        }
        if tok.kind == .keyword { return modifier }
        // A contextual word is a modifier only when a declaration follows it.
        var offset = 1
        if peek(1).kind == .leftParen && peek(3).kind == .rightParen { offset = 4 }
        let next = peek(offset)
        if next.kind == .keyword || next.kind == .atSign || isModifierWord(next) { return modifier }
        if next.keyword == .actor || next.keyword == .macro { return modifier }
        return nil
    }

    mutating func isModifierWord(_ token: Token) -> Bool {
        switch token.keyword {
        case .final, .override, .required, .convenience, .mutating, .nonmutating, .lazy, .weak, .unowned,
             .optional, .dynamic, .indirect, .nonisolated, .open, .package, .prefix, .postfix, .infix,
             .consuming, .borrowing:
            return token.kind == .identifier
        default:
            return false
        }
    }

    // MARK: Imports

    mutating func parseImport() {
        let start = here
        advance()
        // `import class Foo.Bar`, `@testable import`, `import struct X.Y`
        if tok.kind == .keyword && !newlineBefore && (tok.keyword == .class || tok.keyword == .struct || tok.keyword == .enum
            || tok.keyword == .protocol || tok.keyword == .func || tok.keyword == .var || tok.keyword == .let
            || tok.keyword == .typealias) {
            advance()
        }
        var module = ""
        while !atEnd && (isName(tok) || tok.kind == .keyword && !isAtDeclarationStart()) && (module.isEmpty || !newlineBefore) {
            module += module.isEmpty ? text(tok) : "." + text(tok)
            advance()
            if isAt(.period) && !peek(1).flags.contains(.newlineBefore) { advance() } else { break }
        }
        imports.append(ImportDecl(module: module, range: ByteRange(start: start, end: previousEnd)))
    }
}
