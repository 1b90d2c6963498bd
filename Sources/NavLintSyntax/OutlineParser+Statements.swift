/// Statements inside bodies: blocks, local bindings and functions, control flow with its
/// conditions, and expression statements.
extension Parser {
    /// Parses `{ statements }` from the cursor. With `recordsImplicitReturn`, a block holding a single
    /// expression records it as an implicit `Return`.
    mutating func parseBlock(recordsImplicitReturn: Bool = false) {
        lastBlockLeaves = false
        guard isAt(.leftBrace) else { return }
        if depth >= OutlineParser.maximumDepth {
            note("nesting too deep; block skipped", at: tok.range)
            skipBalanced()
            return
        }
        depth += 1
        defer { depth -= 1 }
        advance()
        let guardsBefore = openGuards.count
        let (count, lastExpression, leaves) = parseStatements(inSwitch: false)
        let end = here
        closeGuards(from: guardsBefore, at: end)
        if isAt(.rightBrace) { advance() }
        if recordsImplicitReturn && count == 1, let lastExpression {
            returns.append(Return(value: lastExpression, isImplicit: true, owner: currentMember,
                                          closure: currentClosure))
        }
        lastBlockLeaves = leaves
    }

    /// Sets the scope end of the `guard`s recorded since `from` (they govern the rest of the block).
    mutating func closeGuards(from: Int, at end: UInt32) {
        while openGuards.count > from {
            let index = openGuards.removeLast()
            conditions[index].scope.end = max(conditions[index].scope.start, end)
        }
    }

    /// Parses statements up to a `}` (not consumed), or in a `switch` up to the next `case`.
    /// Returns how many statements there were, the expression of the last one, if it was one, and
    /// whether the last one leaves (`return`, `throw`, `break`, `continue`).
    @discardableResult
    mutating func parseStatements(inSwitch: Bool) -> (Int, Expression?, Bool) {
        var count = 0
        var last: Expression? = nil
        var leaves = false
        while !atEnd && !isAt(.rightBrace) {
            if inSwitch && isAtCaseLabel() { break }
            let before = i
            let keyword = tok.keyword
            leaves = keyword == .return || keyword == .throw || keyword == .break || keyword == .continue
            last = parseStatement()
            if i == before {
                if isAt(.rightParen) || isAt(.rightBracket) || isAt(.interpolationClose) {
                    note("unbalanced closing bracket", at: tok.range)
                }
                advance()
            } else {
                count += 1
            }
        }
        return (count, last, leaves)
    }

    mutating func isAtCaseLabel() -> Bool {
        tok.keyword == .case || tok.keyword == .default && peek(1).kind == .colon
            || tok.kind == .atSign && tokenIs(peek(1), "unknown")
    }

    /// Parses one statement; returns its expression when it is an expression statement.
    @discardableResult
    mutating func parseStatement() -> Expression? {
        let start = i
        let token = tok
        if token.kind == .semicolon { advance(); return nil }
        if isCompilationDirective(token) { skipCompilationDirective(); return nil }
        if token.kind == .atSign || token.kind == .keyword && modifierHere() != nil || isModifierWord(token) && modifierHere() != nil {
            var modifiers: Modifiers = []
            let attributes = parseAttributesAndModifiers(&modifiers)
            if i != start { return parseDeclarationInBody(start: start, attributes: attributes, modifiers: modifiers) }
        }
        switch token.keyword {
        case .let, .var, .func, .class, .struct, .enum, .protocol, .extension, .typealias, .import:
            return parseDeclarationInBody(start: start, attributes: [], modifiers: [])
        case .actor where isName(peek(1)) && peek(1).flags.contains(.newlineBefore) == false:
            return parseDeclarationInBody(start: start, attributes: [], modifiers: [])
        case .if where token.kind == .keyword:
            parseIf()
        case .guard:
            parseGuard()
        case .while:
            advance()
            let condition = parseConditionList(kind: .while)
            let bodyStart = here
            parseBlock()
            conditions[condition].scope = ByteRange(start: bodyStart, end: previousEnd)
        case .repeat where peek(1).kind == .leftBrace:
            advance()
            let bodyStart = here
            parseBlock()
            let scope = ByteRange(start: bodyStart, end: previousEnd)
            if isAt(.while) {
                advance()
                let condition = parseConditionList(kind: .repeatWhile)
                conditions[condition].scope = scope
            }
        case .for:
            parseFor()
        case .switch where token.kind == .keyword:
            parseSwitch()
        case .do where token.kind == .keyword:
            parseDo()
        case .defer:
            advance()
            parseBlock()
        case .return, .throw:
            advance()
            if atStatementEnd() { return nil }
            let value = parseExpression(ExpressionContext(), closureContext: .other)
            if token.keyword == .return {
                returns.append(Return(value: value, isImplicit: false, owner: currentMember, closure: currentClosure))
            }
        case .break, .continue:
            advance()
            if isName(tok) && !newlineBefore { advance() }
        case .fallthrough:
            advance()
        default:
            // A labelled statement: `outer: for …`.
            if isName(token) && peek(1).kind == .colon,
               [.for, .while, .repeat, .switch, .if, .do].contains(peek(2).keyword) {
                advance()
                advance()
                return parseStatement()
            }
            return parseExpression(ExpressionContext(), closureContext: .other)
        }
        return nil
    }

    /// Whether the cursor is at something that ends a statement (for `return` without a value).
    mutating func atStatementEnd() -> Bool {
        let token = tok
        return atEnd || token.kind == .rightBrace || token.kind == .semicolon || isAtCaseLabel()
            || isCompilationDirective(token)
    }

    /// A declaration inside a function or closure body.
    mutating func parseDeclarationInBody(start: Int, attributes: [String], modifiers: Modifiers) -> Expression? {
        switch tok.keyword {
        case .let, .var:
            parseLocalBinding()
        case .func:
            parseLocalFunction()
        case .class, .struct, .enum, .protocol, .extension, .actor:
            parseTypeDeclaration(start: start, attributes: attributes, modifiers: modifiers)
        case .typealias:
            advance()
            while !atEnd && !newlineBefore && !isAt(.rightBrace) && !isAt(.semicolon) { advance() }
        case .import:
            parseImport()
        default:
            // Attributes on an expression or closure statement (`@MainActor in` is handled by closures).
            return parseExpression(ExpressionContext(), closureContext: .other)
        }
        return nil
    }

    /// A nested function: its parameters are locals of the enclosing closures and its body's
    /// elements belong to the enclosing member.
    mutating func parseLocalFunction() {
        advance()
        if isName(tok) || tok.kind == .keyword { declareLocal(intern(tok)); advance() }
        else { while !atEnd && tok.kind.isOperatorLike { advance() } }
        if isOpenAngle(tok) { skipAngles() }
        let parametersStart = i
        _ = parseParameterClause(isSubscript: false)
        declareNames(from: parametersStart, to: i)
        skipEffects()
        if isAt(.arrow) { advance(); _ = skipTypeName() }
        skipWhereClause()
        parseBlock()
    }

    /// Records a name declared inside the open closures, so it is not taken for a member of `self`.
    mutating func declareLocal(_ name: Symbol) {
        if isInClosure { declaredLog.append(name) }
    }

    /// Declares every name token in `from..<to` (a parameter clause) inside the open closures.
    mutating func declareNames(from: Int, to: Int) {
        guard isInClosure else { return }
        for index in from..<to where isName(toks[index]) { declaredLog.append(intern(toks[index])) }
    }

    // MARK: Bindings

    /// `let a = …`, `var (a, b): (Int, Int) = …`, `let a = 1, b = 2`, a computed local variable.
    mutating func parseLocalBinding() {
        let isLet = tok.keyword == .let
        let start = here
        advance()
        while !atEnd {
            let namesStart = Int32(symbolPool.count)
            parsePatternNames()
            let names = PoolRange(start: namesStart, end: Int32(symbolPool.count))
            var type: TypeName? = nil
            if consume(.colon) { type = parseTypeName() }
            let index = Int32(locals.count)
            locals.append(LocalBinding(names: names, isLet: isLet, type: type, value: nil, isConditional: false,
                                               range: ByteRange(start: start, end: previousEnd), owner: currentMember,
                                               closure: currentClosure))
            if isAt(.equal) {
                advance()
                let value = parseExpression(ExpressionContext(), closureContext: .localInitializer(index))
                locals[Int(index)].value = value
            }
            if isAt(.leftBrace) && !newlineBefore && (locals[Int(index)].value == nil || isAtAccessorBlock()) {
                _ = parseAccessorBlock(owner: currentMember)
            }
            locals[Int(index)].range.end = previousEnd
            if !consume(.comma) { return }
        }
    }

    /// A binding pattern: a name, `_`, or a tuple of them. Appends the names to the pool and
    /// declares them in the open closures.
    mutating func parsePatternNames() {
        if isAt(.leftParen) {
            let close = matchingIndex(of: i)
            while i < close {
                if isName(tok) && peek(1).kind != .colon {
                    let name = intern(tok)
                    symbolPool.append(name)
                    declareLocal(name)
                }
                advance()
            }
            advance()
        } else if isName(tok) || tok.kind == .keyword && tok.keyword != .in {
            if tok.keyword != .underscore {
                let name = intern(tok)
                symbolPool.append(name)
                declareLocal(name)
            }
            advance()
        }
    }

    // MARK: Control flow

    /// Parses a comma-separated condition list up to the body's `{` and records a `Condition`
    /// (scope filled in by the caller). Returns its index.
    mutating func parseConditionList(kind: ConditionKind) -> Int {
        var ignored: Expression? = nil
        return parseConditionList(kind: kind, firstValue: &ignored)
    }

    /// `parseConditionList(kind:)`, giving back the first expression of the list (a `for` loop's
    /// sequence).
    mutating func parseConditionList(kind: ConditionKind, firstValue: inout Expression?) -> Int {
        let startIndex = i
        let start = here
        var context = ExpressionContext()
        context.isCondition = true
        while !atEnd && !isAt(.leftBrace) {
            let before = i
            if tok.keyword == .let || tok.keyword == .var {
                parseConditionalBinding()
            } else if tok.keyword == .case {
                advance()
                skipPattern(until: .equal)
                if consume(.equal) { _ = parseExpression(context, closureContext: .other) }
            } else if tok.kind == .poundKeyword {
                advance()
                if isAt(.leftParen) { skipBalanced() }
            } else {
                let value = parseExpression(context, closureContext: .other)
                if firstValue == nil && before == startIndex { firstValue = value }
            }
            if consume(.comma) { continue }
            if i == before || tok.keyword == .else || isAt(.rightBrace) || tok.kind == .semicolon { break }
        }
        let namesStart = Int32(symbolPool.count)
        var hasNegation = false
        for index in startIndex..<i {
            let token = toks[index]
            if token.kind == .identifier || token.kind == .backtickIdentifier {
                symbolPool.append(intern(token))
            } else if token.kind == .prefixOperator {
                hasNegation = hasNegation || base[Int(token.start)] == UInt8(ascii: "!")
            } else if token.kind == .binaryOperator && index + 1 < i && token.end - token.start == 2
                        && base[Int(token.start) + 1] == UInt8(ascii: "=") {
                let first = base[Int(token.start)]
                let next = toks[index + 1].keyword
                hasNegation = hasNegation || (first == UInt8(ascii: "=") && next == .false) || (first == UInt8(ascii: "!") && next == .true)
            }
        }
        conditions.append(Condition(
            kind: kind, range: ByteRange(start: start, end: previousEnd),
            names: PoolRange(start: namesStart, end: Int32(symbolPool.count)),
            scope: ByteRange(start: previousEnd, end: previousEnd), elseScope: nil, hasNegation: hasNegation,
            owner: currentMember, closure: currentClosure))
        return conditions.count - 1
    }

    /// `let x = y`, `var x: T = y`, or the shorthand `let x` in a condition.
    mutating func parseConditionalBinding() {
        let isLet = tok.keyword == .let
        let start = here
        advance()
        let namesStart = Int32(symbolPool.count)
        parsePatternNames()
        let names = PoolRange(start: namesStart, end: Int32(symbolPool.count))
        var type: TypeName? = nil
        if consume(.colon) { type = parseTypeName() }
        let index = Int32(locals.count)
        locals.append(LocalBinding(names: names, isLet: isLet, type: type, value: nil, isConditional: true,
                                           range: ByteRange(start: start, end: previousEnd), owner: currentMember,
                                           closure: currentClosure))
        if consume(.equal) {
            var context = ExpressionContext()
            context.isCondition = true
            locals[Int(index)].value = parseExpression(context, closureContext: .localInitializer(index))
            locals[Int(index)].range.end = previousEnd
        }
    }

    /// Skips a pattern (`.some(let x)`, `let (a, b)`) up to `stop` at this level, declaring the
    /// names it binds.
    mutating func skipPattern(until stop: TokenKind) {
        var binds = false
        while !atEnd && !isAt(stop) && !isAt(.leftBrace) && !isAt(.comma) && !isAt(.colon) {
            if tok.keyword == .let || tok.keyword == .var { binds = true }
            if isAt(.leftParen) || isAt(.leftBracket) {
                let close = matchingIndex(of: i)
                while i < close {
                    if tok.keyword == .let || tok.keyword == .var { binds = true }
                    if binds && isName(tok) { declareLocal(intern(tok)) }
                    advance()
                }
                advance()
                continue
            }
            if binds && isName(tok) { declareLocal(intern(tok)) }
            advance()
        }
    }

    mutating func parseIf() {
        advance()  // if
        let condition = parseConditionList(kind: .if)
        let bodyStart = here
        parseBlock()
        conditions[condition].scope = ByteRange(start: bodyStart, end: previousEnd)
        conditions[condition].bodyLeaves = lastBlockLeaves
        if isAt(.else) {
            advance()
            let elseStart = here
            if tok.keyword == .if { parseIf() } else { parseBlock() }
            conditions[condition].elseScope = ByteRange(start: elseStart, end: previousEnd)
        }
    }

    mutating func parseGuard() {
        advance()  // guard
        let condition = parseConditionList(kind: .guard)
        if isAt(.else) {
            advance()
            let elseStart = here
            parseBlock()
            conditions[condition].elseScope = ByteRange(start: elseStart, end: previousEnd)
        }
        conditions[condition].scope = ByteRange(start: previousEnd, end: toks[eof].end)
        openGuards.append(condition)
    }

    mutating func parseFor() {
        advance()  // for
        if tok.keyword == .try { advance() }
        if tok.keyword == .await { advance() }
        let isCase = tok.keyword == .case
        if isCase { advance() }
        // The pattern is a local of the loop's body, bound to each element of the sequence in turn.
        let start = here
        let namesStart = Int32(symbolPool.count)
        parseForPatternNames(isCase: isCase)
        let names = PoolRange(start: namesStart, end: Int32(symbolPool.count))
        var binding: Int? = nil
        if !names.isEmpty {
            binding = locals.count
            locals.append(LocalBinding(names: names, isLet: true, type: nil, value: nil, isConditional: false,
                                       range: ByteRange(start: start, end: previousEnd), owner: currentMember,
                                       closure: currentClosure))
        }
        var context = ExpressionContext()
        context.isCondition = true
        var sequence: Expression? = nil
        if isAt(.in) { advance() }
        let condition = parseConditionList(kind: .for, firstValue: &sequence)
        if let binding {
            locals[binding].value = sequence
            locals[binding].isLoopElement = true
        }
        if isAt(.where) {
            advance()
            _ = parseExpression(context, closureContext: .other)
        }
        let bodyStart = here
        parseBlock()
        conditions[condition].scope = ByteRange(start: bodyStart, end: previousEnd)
    }

    /// A `for` loop's pattern, up to `in`: declares every name in it in the open closures, and appends
    /// to the pool the names it binds: each name of a plain or tuple pattern (`x`, `(i, x)`), and in a
    /// `case` pattern those after `let` or `var` (`case let x?`, `case .item(let x)`), not a type
    /// (`: T`, `as T`) nor an enum case (`.some`).
    mutating func parseForPatternNames(isCase: Bool) {
        var binds = !isCase
        var isInType = false
        while !atEnd && !isAt(.in) && !isAt(.leftBrace) {
            let token = tok
            if token.keyword == .let || token.keyword == .var {
                binds = true
            } else if token.kind == .colon || token.keyword == .as || token.keyword == .is {
                isInType = true
            } else if isName(token) {
                let name = intern(token)
                declareLocal(name)
                if binds && !isInType && i > 0 && toks[i - 1].kind != .period && peek(1).kind != .period
                    && peek(1).kind != .leftParen {
                    symbolPool.append(name)
                }
            }
            advance()
        }
    }

    mutating func parseSwitch() {
        advance()  // switch
        let condition = parseConditionList(kind: .switch)
        guard isAt(.leftBrace) else { return }
        if depth >= OutlineParser.maximumDepth {
            skipBalanced()
            return
        }
        depth += 1
        defer { depth -= 1 }
        let bodyStart = here
        advance()
        let guardsBefore = openGuards.count
        while !atEnd && !isAt(.rightBrace) {
            let before = i
            if isCompilationDirective(tok) { skipCompilationDirective(); continue }
            if tok.kind == .atSign { advance(); advance(); continue }  // @unknown
            let clauseStart = here
            let isClause = tok.keyword == .case || tok.keyword == .default
            let patternTokens = i
            if tok.keyword == .case {
                advance()
                while !atEnd && !isAt(.colon) && !isAt(.rightBrace) {
                    let patternStart = i
                    skipPattern(until: .colon)
                    if isAt(.where) {
                        advance()
                        _ = parseExpression(ExpressionContext(), closureContext: .other)
                    }
                    if !consume(.comma) && i == patternStart { advance() }
                }
                _ = consume(.colon)
            } else if tok.keyword == .default {
                advance()
                _ = consume(.colon)
            }
            let labelEnd = previousEnd
            let labelTokens = patternTokens..<i
            let clauseBody = here
            parseStatements(inSwitch: true)
            // One row per clause, so that code in two clauses of a switch can be told apart: no two run
            // in the same pass.
            if isClause {
                let namesStart = Int32(symbolPool.count)
                appendCaseNames(labelTokens)
                conditions.append(Condition(
                    kind: .switchCase, range: ByteRange(start: clauseStart, end: max(clauseStart, labelEnd)),
                    names: PoolRange(start: namesStart, end: Int32(symbolPool.count)),
                    scope: ByteRange(start: clauseBody, end: max(clauseBody, previousEnd)), elseScope: nil, hasNegation: false,
                    owner: currentMember, closure: currentClosure))
            }
            if i == before { advance() }
        }
        closeGuards(from: guardsBefore, at: here)
        _ = consume(.rightBrace)
        conditions[condition].scope = ByteRange(start: bodyStart, end: previousEnd)
    }

    /// The enum cases a clause's label names, outside parentheses: `viewWillAppear` and `load` for
    /// `case .viewWillAppear, .load(let id):`, `close` for `case Action.close:`.
    private mutating func appendCaseNames(_ tokens: Range<Int>) {
        var depth = 0
        for position in tokens {
            switch toks[position].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .period where depth == 0 && position + 1 < tokens.upperBound && isName(toks[position + 1]):
                symbolPool.append(intern(toks[position + 1]))
            default: break
            }
        }
    }

    mutating func parseDo() {
        advance()  // do
        if tok.keyword == .throws { advance(); if isAt(.leftParen) { skipBalanced() } }
        parseBlock()
        while tok.keyword == .catch {
            advance()
            while !atEnd && !isAt(.leftBrace) && !isAt(.rightBrace) {
                if isName(tok) { declareLocal(intern(tok)) }
                if isAt(.leftParen) || isAt(.leftBracket) { skipBalanced() } else { advance() }
            }
            parseBlock()
        }
    }
}
