import NavLintIndex
import NavLintReporters
import NavLintRules
import NavLintSyntax

/// The repair of a closure-capture-cycle finding: `[weak self]` on the closure, and
/// `guard let self else { return }` at the top of its body when the body needs a non-optional
/// `self` (it uses `self.` or `self` as a value, or captured `[self]` to use members implicitly).
///
/// Not a method reference of self (`onNext: handle`): the closure replacing it depends on the
/// method's parameters and result, so it is refused. Only a closure that captures `self` alone: making a captured local weak would change its type
/// in the body. A body whose value is returned (`return x`, or a single expression, not an
/// assignment, outside a subscription callback, which returns nothing) is left alone, since
/// `return` without a value would not compile there.
enum ClosureCaptureFix {
    static let ruleID = "closure-capture-cycle"

    /// Subscription callbacks that return nothing: a single-expression body there is a statement.
    static let voidCallbacks: Set<String> = ["sink", "subscribe", "drive", "bind", "emit", "onNext"]

    static func edits(for finding: Finding, at offset: UInt32, file: Int, index: ProjectIndex, bytes: [UInt8]) throws(FixRefusal) -> [FileEdit] {
        // The owner lives as long as the app: a weak capture frees nothing, and may end work still running.
        if finding.message.hasPrefix(AppLifetimeFindings.closureMessagePrefix) {
            throw FixRefusal("the captured owner lives as long as the app; a weak capture frees nothing")
        }
        // A method reference of self (`subscribe(onNext: handle)`): the closure to write depends on
        // the method's parameters and result, so none is written for it.
        if Int(offset) < bytes.count, bytes[Int(offset)] != UInt8(ascii: "{") {
            throw FixRefusal("a method reference keeps 'self'; replace it by hand with a closure that captures '[weak self]' and calls the method")
        }
        guard finding.message.hasSuffix("use '[weak self]'") else {
            throw FixRefusal("the closure captures more than 'self'; a weak local would change its type in the body, so capture it weakly by hand")
        }
        let outline = index.files[file].outline
        guard let closureIndex = outline.closures.firstIndex(where: { $0.range.start == offset }),
              Int(outline.closures[closureIndex].range.end) <= bytes.count else {
            throw FixRefusal("the file changed since it was analysed")
        }
        let closure = outline.closures[closureIndex]
        let tokens = Tokenizer.tokenize(bytes).filter { $0.range.start >= closure.range.start && $0.range.end <= closure.range.end }
        let code = tokens.filter { !$0.kind.isTrivia }
        guard code.count >= 2, code[0].kind == .leftBrace else { throw FixRefusal("the file changed since it was analysed") }
        let captures = outline.captures[Int(closure.captures.start)..<Int(closure.captures.end)]
        let strongSelf = captures.first { $0.kind == .strong && outline.name($0.name) == "self" && $0.value == nil }
        let needsGuard = strongSelf != nil || usesSelfAsValue(code, captureRanges: outline.captures.map(\.range))
        if needsGuard, returnsValue(closureIndex, outline: outline) {
            throw FixRefusal("the closure may return a value, so 'guard let self else { return }' would not compile; add '[weak self]' by hand")
        }

        var edits: [TextEdit] = []
        let inKeyword = signatureEnd(code)
        if let strongSelf {
            edits.append(TextEdit(range: strongSelf.range, replacement: "weak self"))
        } else if let first = captures.first {
            edits.append(.insert("weak self, ", at: first.range.start))
        } else if inKeyword != nil {
            edits.append(.insert("[weak self] ", at: code[1].range.start))
        }
        let signature = inKeyword.map { code[$0] } ?? code[0]
        if inKeyword == nil { edits.append(.insert(" [weak self] in", at: code[0].range.end)) }
        if needsGuard { edits.append(guardEdit(after: signature, tokens: tokens, bytes: bytes)) }
        return edits.map { FileEdit(file: file, edit: $0) }
    }

    /// Whether the body uses `self` other than as `self?` (nested closures included, capture lists
    /// not): such a body needs `self` unwrapped.
    private static func usesSelfAsValue(_ code: [Token], captureRanges: [ByteRange]) -> Bool {
        for (position, token) in code.enumerated() where token.keyword == .self {
            if captureRanges.contains(where: { $0.contains(token.range) }) { continue }
            if position + 1 < code.count, code[position + 1].kind == .postfixQuestion { continue }
            return true
        }
        return false
    }

    /// Whether the closure itself (not a nested one) returns a value: `return x`, or a single
    /// expression that is neither an assignment nor the callback of a subscription.
    private static func returnsValue(_ closureIndex: Int, outline: Outline) -> Bool {
        let returns = outline.returns.filter { $0.closure == Int32(closureIndex) }
        if returns.contains(where: { !$0.isImplicit }) { return true }
        // `{ self.value = 0 }`: an assignment is a statement, whatever the parser took for its value.
        let assignments = outline.assignments.filter { $0.closure == Int32(closureIndex) }
        let values = returns.filter { implicit in !assignments.contains { $0.range.contains(implicit.value.range) } }
        guard !values.isEmpty else { return false }
        if case .argument(let call, _, _) = outline.closures[closureIndex].context, call >= 0,
           voidCallbacks.contains(outline.name(of: outline.calls[Int(call)])) {
            return false
        }
        return true
    }

    /// The position in `code` of the closure's `in`, when it has a signature: the first `in` at
    /// the closure's own bracket depth before its first statement (the first token on a new line).
    private static func signatureEnd(_ code: [Token]) -> Int? {
        var depth = 0
        for position in 1..<code.count {
            let token = code[position]
            if depth == 0, position > 1, token.flags.contains(.newlineBefore), code[position - 1].kind != .comma,
               code[position - 1].kind != .leftParen { return nil }
            // A statement keyword (`for x in xs`) means there is no signature.
            if depth == 0, token.keyword.isReserved, ![.in, .throws, .rethrows, .inout, .underscore, .Any, .Self].contains(token.keyword) {
                return nil
            }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default: if depth == 0 && token.keyword == .in { return position }
            }
            if depth < 0 { return nil }
        }
        return nil
    }

    /// `guard let self else { return }` after the signature: when the body starts on a new line,
    /// at the end of the signature's line (after any comment there), on a line of its own indented
    /// like the body's first statement; otherwise right after the signature, ended by `;`.
    private static func guardEdit(after signature: Token, tokens: [Token], bytes: [UInt8]) -> TextEdit {
        let statement = "guard let self else { return }"
        let rest = tokens.drop { $0.range.start < signature.range.end }
        guard let lineBreak = rest.first(where: { $0.kind == .newline }),
              let next = rest.first(where: { !$0.kind.isTrivia && $0.range.start > lineBreak.range.start }),
              !rest.contains(where: { !$0.kind.isTrivia && !$0.kind.isComment && $0.range.start < lineBreak.range.start }) else {
            return .insert(" " + statement + ";", at: signature.range.end)
        }
        var lineStart = Int(next.range.start)
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let indentation = String(decoding: bytes[lineStart..<Int(next.range.start)], as: UTF8.self)
        // The newline token may run on into the next line's indentation: only its line break is copied.
        let breakText = bytes[Int(lineBreak.range.start)] == UInt8(ascii: "\r") ? "\r\n" : "\n"
        return .insert(breakText + indentation + statement, at: lineBreak.range.start)
    }
}
