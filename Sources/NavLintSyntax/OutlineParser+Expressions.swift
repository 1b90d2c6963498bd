/// Where an expression is parsed, which changes where it ends.
struct ExpressionContext {
    /// In an `if`/`guard`/`while`/`switch`/`for` header: a `{` at this level starts the body, so
    /// there are no trailing closures.
    var isCondition = false
}

/// Expressions: postfix chains with calls, subscripts and trailing closures; closures with their
/// capture lists; assignments; string interpolations; casts of a simple operand. Operators are skipped over.
extension Parser {
    mutating func parseExpression(_ context: ExpressionContext, closureContext: ClosureContext) -> Expression {
        let startIndex = i
        let start = here
        if depth >= OutlineParser.maximumDepth {
            note("nesting too deep; expression skipped", at: tok.range)
            skipExpressionFlat(context)
            return Expression(kind: .other, range: ByteRange(start: start, end: previousEnd), chain: .empty, call: -1, closure: -1)
        }
        if peek(1).kind.endsExpression, let simple = parseSingleTokenExpression() { return simple }
        depth += 1
        defer { depth -= 1 }
        var first = parseUnary(context, closureContext: closureContext)
        if i == startIndex { return first }
        var isSimple = true
        while !atEnd {
            let token = tok
            switch token.kind {
            case .equal:
                advance()
                let index = Int32(assignments.count)
                assignments.append(Assignment(target: assignmentTarget(first), op: .assign, value: first,
                                                      range: ByteRange(start: start, end: start), owner: currentMember,
                                                      closure: currentClosure))
                let value = parseExpression(context, closureContext: .assignment(index))
                assignments[Int(index)].value = value
                assignments[Int(index)].range = ByteRange(start: start, end: previousEnd)
                return Expression(kind: .other, range: ByteRange(start: start, end: previousEnd), chain: .empty, call: -1, closure: -1)
            case .binaryOperator:
                if let op = compoundAssignment(token) {
                    advance()
                    let index = Int32(assignments.count)
                    assignments.append(Assignment(target: assignmentTarget(first), op: op, value: first,
                                                          range: ByteRange(start: start, end: start), owner: currentMember,
                                                          closure: currentClosure))
                    let value = parseExpression(context, closureContext: .assignment(index))
                    assignments[Int(index)].value = value
                    assignments[Int(index)].range = ByteRange(start: start, end: previousEnd)
                    return Expression(kind: .other, range: ByteRange(start: start, end: previousEnd), chain: .empty, call: -1, closure: -1)
                }
                advance()
                isSimple = false
                _ = parseUnary(context, closureContext: .other)
            case .infixQuestion:
                advance()
                isSimple = false
                _ = parseExpression(context, closureContext: .other)
                if consume(.colon) { _ = parseUnary(context, closureContext: .other) }
            case .keyword where (token.keyword == .as || token.keyword == .is) && !token.flags.contains(.newlineBefore):
                advance()
                var kind = Cast.Kind.plain
                if isAt(.postfixQuestion) || isAt(.exclamation) {
                    kind = isAt(.postfixQuestion) ? .conditional : .forced
                    advance()
                }
                // The cast or type test of one simple operand (`UIApplication.shared as Providing`,
                // `$0 is Flow`) is kept; others are skipped over.
                if token.keyword == .is { kind = .test }
                if isSimple && first.kind != .other, let type = parseTypeName() {
                    casts.append(Cast(value: first, type: type, kind: kind, owner: currentMember, closure: currentClosure))
                } else {
                    _ = skipTypeName()
                }
                isSimple = false
            default:
                if isSimple && first.kind == .closure, first.closure >= 0 {
                    first.range = ByteRange(start: start, end: previousEnd)
                }
                return isSimple ? first : Expression(kind: .other, range: ByteRange(start: start, end: previousEnd), chain: .empty, call: -1, closure: -1)
            }
        }
        return isSimple ? first : Expression(kind: .other, range: ByteRange(start: start, end: previousEnd), chain: .empty, call: -1, closure: -1)
    }

    /// The common expression of one token (a name, `self`, a number, `true`, `false`, `nil`) followed
    /// by a token that ends it: the same result as the general path, without its machinery. Nil,
    /// consuming nothing, for any other token.
    @inline(__always)
    mutating func parseSingleTokenExpression() -> Expression? {
        let token = tok
        let poolStart = Int32(truncatingIfNeeded: chainElements.count)
        let kind: ExpressionKind
        var chainBase = ChainBase.other
        switch token.kind {
        case .identifier, .backtickIdentifier, .dollarIdentifier:
            guard token.keyword != .await else { return nil }
            let name = intern(token)
            noteFreeName(token, name)
            chainElements.append(ChainElement(kind: .name, name: name, range: token.range, call: -1))
            kind = .chain
            chainBase = .name
        case .integerLiteral, .floatLiteral:
            kind = .number
        case .keyword:
            switch token.keyword {
            case .self:
                noteSelfReference(token.range)
                kind = .self
                chainBase = .selfKeyword
            case .true: kind = .true
            case .false: kind = .false
            case .nil: kind = .nil
            default: return nil
            }
        default:
            return nil
        }
        advance()
        return Expression(kind: kind, range: token.range,
                          chain: Chain(base: chainBase, start: poolStart, end: Int32(truncatingIfNeeded: chainElements.count)),
                          call: -1, closure: -1)
    }

    mutating func assignmentTarget(_ expression: Expression) -> Chain {
        expression.kind == .chain || expression.kind == .self ? expression.chain : .empty
    }

    /// `+=`, `-=`, `??=` …, but not comparisons.
    mutating func compoundAssignment(_ token: Token) -> AssignmentOperator? {
        let length = token.range.length
        guard length >= 2, base[Int(token.end) - 1] == UInt8(ascii: "=") else { return nil }
        let first = base[Int(token.start)]
        if length == 2 && (first == UInt8(ascii: "=") || first == UInt8(ascii: "!") || first == UInt8(ascii: "<") || first == UInt8(ascii: ">")) {
            return nil
        }
        if length == 3 && (tokenIs(token, "===") || tokenIs(token, "!==")) { return nil }
        return length == 2 && first == UInt8(ascii: "+") ? .addAssign : .otherCompound
    }

    /// At the depth limit: skips the rest of an expression without descending.
    mutating func skipExpressionFlat(_ context: ExpressionContext) {
        while !atEnd {
            switch tok.kind {
            case .comma, .rightParen, .rightBracket, .rightBrace, .semicolon, .interpolationClose, .colon:
                return
            case .leftBrace where context.isCondition:
                return
            case .leftParen, .leftBracket, .leftBrace:
                skipBalanced()
            case .stringOpen:
                skipStringLiteral()
            default:
                if newlineBefore && i > 0 && !tok.kind.isOperatorLike && tok.kind != .period { return }
                advance()
            }
        }
    }

    /// Prefix operators, `try`, `await`, then a postfix expression.
    mutating func parseUnary(_ context: ExpressionContext, closureContext: ClosureContext) -> Expression {
        var isSimple = true
        var isNegated = false
        while !atEnd {
            let token = tok
            if token.kind == .prefixOperator {
                isSimple = false
                if tokenIs(token, "!") { isNegated.toggle() }
                advance()
            } else if token.kind == .prefixAmpersand {
                advance()
            } else if token.keyword == .try {
                advance()
                if (isAt(.postfixQuestion) || isAt(.exclamation)) && tok.start == previousEnd { advance() }
            } else if token.keyword == .await || (token.kind == .identifier
                && (tokenIs(token, "consume") || tokenIs(token, "copy") || token.keyword == .each || token.keyword == .repeat)
                && isName(peek(1)) && !peek(1).flags.contains(.newlineBefore)) {
                advance()
            } else {
                break
            }
        }
        let castBase = casts.count
        let expression = parsePostfix(context, closureContext: closureContext)
        // `!($0 is Flow)`: the type tests of this closure under the `!` select the other values.
        if isNegated {
            for position in castBase..<casts.count where casts[position].kind == .test && casts[position].closure == currentClosure {
                casts[position].kind = .negatedTest
            }
        }
        if isSimple { return expression }
        return Expression(kind: .other, range: expression.range, chain: .empty, call: -1, closure: -1)
    }

    /// A primary expression and its postfix chain: `.member`, `?`, `!`, calls, subscripts and
    /// trailing closures.
    mutating func parsePostfix(_ context: ExpressionContext, closureContext: ClosureContext) -> Expression {
        let start = here
        // The chain is built on a scratch stack (nested expressions push and pop above it) and
        // copied to the pool at the end, so it stays contiguous there.
        let chainStart = Int32(chainScratch.count)
        let argumentBase = argumentScratch.count
        defer { chainScratch.truncate(to: Int(chainStart)) }
        var chainBase = ChainBase.other
        var kind = ExpressionKind.other
        var closure: Int32 = -1
        var lastCall: Int32 = -1
        let token = tok

        switch token.kind {
        case .identifier, .backtickIdentifier, .dollarIdentifier:
            chainBase = .name
            kind = .chain
            noteFreeName(token, appendName(token))
            advance()
            skipGenericArgumentsIfAny()
        case .keyword:
            switch token.keyword {
            case .self:
                chainBase = .selfKeyword
                kind = .self
                noteSelfReference(token.range)
                advance()
            case .super:
                chainBase = .superKeyword
                kind = .chain
                advance()
            case .Self, .Any, .`init`:
                chainBase = .name
                kind = .chain
                appendName(token)
                advance()
                skipGenericArgumentsIfAny()
            case .true: kind = .true; advance()
            case .false: kind = .false; advance()
            case .nil: kind = .nil; advance()
            case .underscore: advance()
            case .if:
                parseIf()
                return otherExpression(from: start)
            case .switch:
                parseSwitch()
                return otherExpression(from: start)
            case .let, .var:
                // A binding inside a pattern (`case let .x(y)`): the name that follows is declared.
                advance()
                if isName(tok) { declareLocal(intern(tok)); advance() }
                return otherExpression(from: start)
            default:
                return Expression(kind: .other, range: ByteRange(start: start, end: start), chain: .empty, call: -1, closure: -1)
            }
        case .period:
            let next = peek(1)
            guard isMemberName(next) else {
                advance()
                return otherExpression(from: start)
            }
            advance()
            chainBase = .implicitMember
            kind = .chain
            appendName(tok)
            advance()
        case .integerLiteral, .floatLiteral:
            kind = .number
            advance()
        case .stringOpen:
            parseStringLiteral()
            kind = .string
        case .regexLiteral:
            advance()
        case .leftParen:
            kind = parseParenthesized()
        case .leftBracket:
            kind = parseCollectionLiteral()
        case .leftBrace:
            if context.isCondition {
                return Expression(kind: .other, range: ByteRange(start: start, end: start), chain: .empty, call: -1, closure: -1)
            }
            closure = parseClosure(context: closureContext)
            kind = .closure
        case .backslash:
            advance()
            skipKeyPath()
            return otherExpression(from: start)
        case .poundKeyword:
            if isCompilationDirective(token) {
                return Expression(kind: .other, range: ByteRange(start: start, end: start), chain: .empty, call: -1, closure: -1)
            }
            chainBase = .name
            kind = .chain
            appendName(token)
            advance()
        default:
            return Expression(kind: .other, range: ByteRange(start: start, end: start), chain: .empty, call: -1, closure: -1)
        }

        // Postfix chain. Arguments of the last call stay on the scratch stack (from `argumentBase`)
        // until no trailing closure can follow.
        var pendingCall: Int32 = -1
        loop: while !atEnd {
            let token = tok
            switch token.kind {
            case .period:
                let next = peek(1)
                guard isMemberName(next) else { break loop }
                flushArguments(from: argumentBase, call: &pendingCall)
                advance()
                appendName(tok)
                advance()
                if kind != .chain && kind != .self { chainBase = .other }
                kind = .chain
                skipGenericArgumentsIfAny()
            case .postfixQuestion, .exclamation, .postfixOperator:
                if token.flags.contains(.newlineBefore) { break loop }
                advance()
            case .leftParen, .leftBracket:
                if token.flags.contains(.newlineBefore) { break loop }
                flushArguments(from: argumentBase, call: &pendingCall)
                if closure >= 0 && kind == .closure {
                    // An immediately applied closure does not escape.
                    closures[Int(closure)].context = .other
                }
                let isSubscript = token.kind == .leftBracket
                let callIndex = isSubscript ? Int32(-1) : beginCall(chainStart: chainStart, chainBase: chainBase, start: start)
                parseArgumentList(closer: isSubscript ? .rightBracket : .rightParen, call: callIndex)
                chainScratch.append(ChainElement(kind: isSubscript ? .subscript : .call, name: .none,
                                                 range: ByteRange(start: token.start, end: previousEnd), call: callIndex))
                if isSubscript {
                    argumentScratch.truncate(to: argumentBase)
                } else {
                    pendingCall = callIndex
                    lastCall = callIndex
                    calls[Int(callIndex)].range.end = previousEnd
                }
                if kind != .self { kind = .chain }
                if kind == .self { kind = .chain }
            case .leftBrace:
                guard !context.isCondition, kind == .chain, canTakeTrailingClosure(), !isAtAccessorBlock() else { break loop }
                if pendingCall < 0 {
                    // `list.forEach { … }`: a call with only trailing closures.
                    pendingCall = beginCall(chainStart: chainStart, chainBase: chainBase, start: start)
                    lastCall = pendingCall
                    chainScratch.append(ChainElement(kind: .call, name: .none, range: token.range, call: pendingCall))
                }
                parseTrailingClosures(call: pendingCall)
                calls[Int(pendingCall)].range.end = previousEnd
            case .poundKeyword where isCompilationDirective(token):
                // `#if` between the elements of a chain (`.modifier()` lines in SwiftUI).
                var lookahead = i
                while lookahead < eof && isCompilationDirective(toks[lookahead]) {
                    lookahead += 1
                    while lookahead < eof && !toks[lookahead].flags.contains(.newlineBefore) { lookahead += 1 }
                }
                guard toks[lookahead].kind == .period else { break loop }
                while i < lookahead { advance() }
            default:
                break loop
            }
        }
        flushArguments(from: argumentBase, call: &pendingCall)

        let poolStart = Int32(chainElements.count)
        // A call's callee is the part of the chain before the call's own element (`beginCall` ran
        // when that element was next), so the element's position gives it: no list of patches.
        if chainScratch.count - Int(chainStart) < Parser.largeChainElements {
            // Element by element: most chains are one to three elements, too short for a `memcpy`.
            for index in Int(chainStart)..<chainScratch.count {
                let element = chainScratch[index]
                chainElements.append(element)
                let call = element.call
                if call >= 0 {
                    calls[Int(call)].setCallee(start: poolStart, end: Int32(truncatingIfNeeded: chainElements.count - 1))
                }
            }
        } else {
            moveLargeChain(from: Int(chainStart), poolStart: poolStart)
        }
        let poolEnd = Int32(chainElements.count)
        let range = ByteRange(start: start, end: previousEnd)
        let chain = Chain(base: chainBase, start: poolStart, end: poolEnd)
        let endsInCall = poolEnd > poolStart && chainElements[Int(poolEnd) - 1].kind == .call
        return Expression(kind: kind, range: range, chain: chain, call: endsInCall ? lastCall : -1,
                          closure: kind == .closure ? closure : -1)
    }

    /// A chain of at least this many elements (1 MB of them) is moved to the pool without a
    /// second whole copy (`moveLargeChain`); only a hostile file writes one.
    static var largeChainElements: Int { (1 << 20) / MemoryLayout<ChainElement>.stride }

    /// Moves a huge chain's elements (from `chainStart` on the scratch stack) to the pool, handing
    /// the scratch storage back behind them, then sets its calls' callees. A chain of a million
    /// elements (`f(a).f(a)…` over megabytes) otherwise held them twice at the moment it ended,
    /// with the pool grown by a quarter past them.
    mutating func moveLargeChain(from chainStart: Int, poolStart: Int32) {
        chainScratch.moveTail(from: chainStart, to: chainElements, chunk: Parser.largeChainElements / 4)
        for position in Int(poolStart)..<chainElements.count {
            let call = chainElements[position].call
            if call >= 0 { calls[Int(call)].setCallee(start: poolStart, end: Int32(truncatingIfNeeded: position)) }
        }
    }

    mutating func otherExpression(from start: UInt32) -> Expression {
        Expression(kind: .other, range: ByteRange(start: start, end: previousEnd), chain: .empty, call: -1, closure: -1)
    }

    /// Appends a name element to the chain under construction; returns its symbol.
    @discardableResult @inline(__always)
    mutating func appendName(_ token: Token) -> Symbol {
        let name = intern(token)
        chainScratch.append(ChainElement(kind: .name, name: name, range: token.range, call: -1))
        return name
    }

    /// A bare name used inside closures: a candidate implicit `self` member. `name` is its symbol.
    @inline(__always)
    mutating func noteFreeName(_ token: Token, _ name: Symbol) {
        guard isInClosure, token.kind == .identifier else { return }
        freeLog.append(name)
    }

    mutating func noteSelfReference(_ range: ByteRange) {
        for open in closureBase..<openClosures.count {
            let index = Int(openClosures[open].index)
            if closures[index].firstSelfReference == nil { closures[index].firstSelfReference = range }
        }
    }

    /// Whether a closure of the current body is open.
    @inline(__always) var isInClosure: Bool { openClosures.count > closureBase }

    /// `Foo<Bar>(…)`, `Array<Int>.self`: skips generic arguments written right after a name.
    @inline(__always)
    mutating func skipGenericArgumentsIfAny() {
        if isOpenAngle(tok) { skipGenericArguments() }
    }

    /// `skipGenericArgumentsIfAny` at a `<`.
    mutating func skipGenericArguments() {
        guard tok.start == previousEnd, tok.range.length == 1 || tokenIs(tok, "<[") else { return }
        var cursor = i
        var angle = 0
        var limit = 64
        while cursor < eof && limit > 0 {
            let token = toks[cursor]
            switch token.kind {
            case .identifier, .backtickIdentifier, .comma, .period, .colon, .leftBracket, .rightBracket,
                 .leftParen, .rightParen, .arrow, .postfixQuestion, .exclamation:
                break
            case .keyword where token.keyword == .Self || token.keyword == .Any:
                break
            case .binaryOperator, .prefixOperator, .postfixOperator:
                for offset in 0..<token.range.length {
                    let byte = base[Int(token.start) + offset]
                    switch byte {
                    case UInt8(ascii: "<"): angle += 1
                    case UInt8(ascii: ">"): angle -= 1
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."): break
                    default: return
                    }
                }
                if angle == 0 {
                    let next = toks[cursor + 1].kind
                    guard next == .leftParen || next == .period || next == .rightParen || next == .comma
                        || next == .rightBracket || next == .colon || next == .semicolon || next == .postfixQuestion
                        || next == .exclamation || toks[cursor + 1].flags.contains(.newlineBefore) else { return }
                    while i <= cursor { advance() }
                    return
                }
            default:
                return
            }
            cursor += 1
            limit -= 1
        }
    }

    /// Whether a `{` here can be a trailing closure of the chain just parsed.
    mutating func canTakeTrailingClosure() -> Bool {
        guard i > 0 else { return false }
        let previous = toks[i - 1]
        switch previous.kind {
        case .identifier, .backtickIdentifier, .rightParen, .poundKeyword, .keyword, .dollarIdentifier, .postfixQuestion, .exclamation:
            return true
        case .binaryOperator, .postfixOperator:
            return base[Int(previous.end) - 1] == UInt8(ascii: ">")  // `Foo<Bar> { … }`
        default:
            return false
        }
    }

    /// Records a call of the chain built so far, before its arguments are parsed.
    mutating func beginCall(chainStart: Int32, chainBase: ChainBase, start: UInt32) -> Int32 {
        let chainEnd = Int32(chainScratch.count)
        var name = Symbol.none
        var nameRange = ByteRange(start: here, end: here)
        var receiver: Int32 = -1
        if chainEnd > chainStart {
            let last = chainScratch[Int(chainEnd) - 1]
            if last.kind == .name {
                name = last.name
                nameRange = last.range
            }
            var cursor = Int(chainEnd) - 1
            while cursor >= Int(chainStart) {
                if chainScratch[cursor].kind == .call && chainScratch[cursor].call >= 0 {
                    receiver = chainScratch[cursor].call
                    break
                }
                cursor -= 1
            }
        }
        // The callee's pool range is set when the whole chain is copied to the pool: it is the
        // chain up to the call's own element, which the caller appends next.
        let callee = Chain(base: chainBase, start: 0, end: 0)
        calls.append(Call(callee: callee, name: name, nameRange: nameRange, range: ByteRange(start: start, end: previousEnd),
                                  argumentStart: 0, argumentEnd: 0, receiverCall: receiver, owner: currentMember,
                                  closure: currentClosure))
        return Int32(calls.count - 1)
    }

    /// Moves a call's arguments (the scratch stack from `base`) into the pool, contiguously.
    @inline(__always)
    mutating func flushArguments(from base: Int, call: inout Int32) {
        if call >= 0 { moveArguments(from: base, call: call) }
        argumentScratch.truncate(to: base)
        call = -1
    }

    mutating func moveArguments(from base: Int, call: Int32) {
        let start = Int32(truncatingIfNeeded: arguments.count)
        arguments.append(copying: argumentScratch.storage + base, count: argumentScratch.count - base)
        calls[Int(call)].argumentStart = start
        calls[Int(call)].argumentEnd = Int32(truncatingIfNeeded: arguments.count)
    }

    /// `(label: value, …)` or `[…]` from the cursor; the arguments are pushed on `argumentScratch`.
    mutating func parseArgumentList(closer: TokenKind, call: Int32) {
        advance()
        while !atEnd && !isAt(closer) {
            let before = i
            if isAt(.rightBrace) || isAt(.rightParen) || isAt(.rightBracket) || isAt(.interpolationClose) { break }
            if isAtDeclarationStart() { break }  // an unclosed bracket: recover at the next declaration
            let argumentStart = here
            var label = Symbol.none
            if (isName(tok) || tok.kind == .keyword) && peek(1).kind == .colon {
                label = tok.keyword == .underscore ? .none : intern(tok)
                advance()
                advance()
            }
            let value: Expression
            if tok.kind.isOperatorLike && (peek(1).kind == .comma || peek(1).kind == closer) {
                advance()  // an operator passed as a function: `reduce(0, +)`
                value = otherExpression(from: argumentStart)
            } else {
                value = parseExpression(ExpressionContext(), closureContext: .argument(call: call, label: label, isTrailing: false))
            }
            argumentScratch.append(Argument(label: label, value: value, range: ByteRange(start: argumentStart, end: previousEnd),
                                            isTrailingClosure: false))
            if consume(.comma) { continue }
            if i == before { advance() }
            else if !isAt(closer) { skipUntilListSeparator(closer: closer) ; _ = consume(.comma) }
        }
        _ = consume(closer)
    }

    /// `{ … }` and then any labelled trailing closures `label: { … }`.
    mutating func parseTrailingClosures(call: Int32) {
        let start = here
        let closure = parseClosure(context: .argument(call: call, label: .none, isTrailing: true))
        argumentScratch.append(Argument(label: .none, value: closureExpression(closure, from: start),
                                        range: ByteRange(start: start, end: previousEnd), isTrailingClosure: true))
        while (isName(tok) || tok.kind == .keyword) && peek(1).kind == .colon && peek(2).kind == .leftBrace {
            let labelStart = here
            let label = tok.keyword == .underscore ? Symbol.none : intern(tok)
            advance()
            advance()
            let closureStart = here
            let labelled = parseClosure(context: .argument(call: call, label: label, isTrailing: true))
            argumentScratch.append(Argument(label: label, value: closureExpression(labelled, from: closureStart),
                                            range: ByteRange(start: labelStart, end: previousEnd), isTrailingClosure: true))
        }
    }

    mutating func closureExpression(_ closure: Int32, from start: UInt32) -> Expression {
        Expression(kind: .closure, range: ByteRange(start: start, end: previousEnd), chain: .empty, call: -1, closure: closure)
    }

    /// `( … )`: a parenthesised expression or a tuple.
    mutating func parseParenthesized() -> ExpressionKind {
        let base = argumentScratch.count
        parseArgumentList(closer: .rightParen, call: -1)
        var kind = ExpressionKind.tuple
        if argumentScratch.count == base + 1 && argumentScratch[base].label.isNone {
            kind = argumentScratch[base].value.kind == .closure ? .other : argumentScratch[base].value.kind
        }
        argumentScratch.truncate(to: base)
        return kind
    }

    /// `[a, b]` or `[k: v]`.
    mutating func parseCollectionLiteral() -> ExpressionKind {
        advance()
        var isDictionary = false
        while !atEnd && !isAt(.rightBracket) {
            let before = i
            if isAt(.rightBrace) || isAt(.rightParen) || isAt(.interpolationClose) || isAtDeclarationStart() { break }
            _ = parseExpression(ExpressionContext(), closureContext: .other)
            if consume(.colon) {
                isDictionary = true
                _ = parseExpression(ExpressionContext(), closureContext: .other)
            }
            if consume(.comma) { continue }
            if i == before { advance() }
        }
        _ = consume(.rightBracket)
        return isDictionary ? .dictionary : .array
    }

    /// `\.a.b`, `\Type.a?.b`, `\.[0]`.
    mutating func skipKeyPath() {
        if isName(tok) || tok.kind == .keyword { advance() }
        while !atEnd {
            if isAt(.period) && isMemberName(peek(1)) { advance(); advance() }
            else if (isAt(.postfixQuestion) || isAt(.exclamation)) && !newlineBefore { advance() }
            else if isAt(.leftBracket) && !newlineBefore { skipBalanced() }
            else { return }
        }
    }

    /// A string literal with its interpolations, whose expressions are parsed.
    mutating func parseStringLiteral() {
        if depth >= OutlineParser.maximumDepth {
            skipStringLiteral()
            return
        }
        depth += 1
        defer { depth -= 1 }
        advance()  // stringOpen
        while !atEnd {
            switch tok.kind {
            case .stringSegment:
                advance()
            case .interpolationOpen:
                let base = argumentScratch.count
                parseArgumentList(closer: .interpolationClose, call: -1)
                argumentScratch.truncate(to: base)
            case .stringClose:
                advance()
                return
            default:
                return  // unterminated: the literal ended at the end of its line
            }
        }
    }

    /// Skips a string literal without parsing its interpolations, iteratively.
    mutating func skipStringLiteral() {
        var strings = 0
        repeat {
            switch tok.kind {
            case .stringOpen: strings += 1
            case .stringClose: strings -= 1
            default: break
            }
            advance()
        } while strings > 0 && !atEnd && (tok.kind == .stringSegment || tok.kind == .stringClose || tok.kind == .stringOpen
            || tok.kind == .interpolationOpen || tok.kind == .interpolationClose || strings > 0)
    }

    // MARK: Closures

    /// Parses a closure literal at the cursor; returns its index.
    mutating func parseClosure(context: ClosureContext) -> Int32 {
        let index = Int32(closures.count)
        let open = tok.range
        closures.append(Closure(range: open, captures: .empty, parameters: .empty, context: context,
                                        firstSelfReference: nil, freeNames: .empty, owner: currentMember,
                                        closure: currentClosure))
        if depth >= OutlineParser.maximumDepth {
            skipBalanced()
            closures[Int(index)].range = ByteRange(start: open.start, end: previousEnd)
            return index
        }
        depth += 1
        defer { depth -= 1 }
        advance()  // {
        openClosures.append(OpenClosure(index: index, declaredStart: Int32(truncatingIfNeeded: declaredLog.count),
                                        freeStart: Int32(truncatingIfNeeded: freeLog.count)))
        let enclosing = currentClosure
        currentClosure = index

        // Attributes before the signature: `{ @MainActor in … }`, `{ @Sendable [weak self] in … }`.
        var cursor = i
        // The cursor never passes the end-of-file sentinel: an unclosed `@attr(` at the end of the
        // file must not send it past the tokens (where `advance()` could never catch up with it).
        while cursor < eof && toks[cursor].kind == .atSign && isName(toks[cursor + 1]) {
            cursor += 2
            if toks[cursor].kind == .leftParen { cursor = min(matchingIndex(of: cursor) + 1, eof) }
        }
        if cursor > i && (toks[cursor].keyword == .in || toks[cursor].kind == .leftBracket || hasClosureSignature(from: cursor)) {
            while i < cursor { advance() }
        }
        if isAt(.leftBracket) && hasClosureSignature(from: min(matchingIndex(of: i) + 1, eof), allowingBareIn: true) {
            closures[Int(index)].captures = parseCaptureList()
        }
        if tok.keyword == .in {
            advance()
        } else if hasClosureSignature(from: i) {
            closures[Int(index)].parameters = parseClosureParameters()
        }
        let (count, last, _) = parseStatements(inSwitch: false)
        if count == 1, let last {
            returns.append(Return(value: last, isImplicit: true, owner: currentMember, closure: index))
        }
        _ = consume(.rightBrace)

        let logStart = openClosures[openClosures.count - 1]
        openClosures.truncate(to: openClosures.count - 1)
        currentClosure = enclosing
        closures[Int(index)].freeNames = freeNames(since: (Int(logStart.declaredStart), Int(logStart.freeStart)),
                                                   parameters: closures[Int(index)].parameters)
        if !isInClosure {
            // The body's outermost closure: its segment of the logs is done with.
            declaredLog.truncate(to: logBase.declared)
            freeLog.truncate(to: logBase.free)
        }
        closures[Int(index)].range = ByteRange(start: open.start, end: previousEnd)
        return index
    }

    /// The distinct names used since `start` that were not declared since then (nor are
    /// parameters), appended to the pool in first-use order.
    mutating func freeNames(since start: (declared: Int, free: Int), parameters: PoolRange) -> PoolRange {
        let poolStart = Int32(symbolPool.count)
        guard freeLog.count > start.free else { return PoolRange(start: poolStart, end: poolStart) }
        // Usually a handful of names: a linear scan beats hashing.
        for entry in start.free..<freeLog.count {
            let name = freeLog[entry]
            if declaredLog.contains(name, in: start.declared..<declaredLog.count)
                || symbolPool.contains(name, in: Int(parameters.start)..<Int(parameters.end))
                || symbolPool.contains(name, in: Int(poolStart)..<symbolPool.count) { continue }
            symbolPool.append(name)
        }
        return PoolRange(start: poolStart, end: Int32(symbolPool.count))
    }

    /// Whether the tokens from `start` form a closure signature ending in `in` (`a, b in`,
    /// `(x: Int) -> Bool in`, `_ in`). With `allowingBareIn`, a lone `in` also counts.
    mutating func hasClosureSignature(from start: Int, allowingBareIn: Bool = false) -> Bool {
        var cursor = start
        var nesting = 0
        var limit = 256
        if toks[cursor].keyword == .in { return allowingBareIn }
        while cursor < eof && limit > 0 {
            let token = toks[cursor]
            switch token.kind {
            case .keyword:
                switch token.keyword {
                case .in: return nesting == 0
                case .throws, .rethrows, .inout, .Self, .Any, .underscore, .self: break
                default: return false
                }
            case .identifier, .backtickIdentifier, .comma, .colon, .period, .arrow, .postfixQuestion, .exclamation, .atSign:
                break
            case .leftParen, .leftBracket:
                nesting += 1
            case .rightParen, .rightBracket:
                nesting -= 1
                if nesting < 0 { return false }
            case .binaryOperator, .prefixOperator, .postfixOperator:
                for offset in 0..<token.range.length {
                    let byte = base[Int(token.start) + offset]
                    if byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: ".")
                        && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") { return false }
                }
            case .prefixAmpersand:
                break
            default:
                return false
            }
            cursor += 1
            limit -= 1
        }
        return false
    }

    /// `[weak self, unowned child, x = y]`: appends the captures and returns their range.
    mutating func parseCaptureList() -> PoolRange {
        var list: [Capture] = []
        advance()  // [
        while !atEnd && !isAt(.rightBracket) {
            let before = i
            let start = here
            var kind = CaptureKind.strong
            if tok.keyword == .weak { kind = .weak; advance() }
            else if tok.keyword == .unowned {
                kind = .unowned
                advance()
                if isAt(.leftParen) { skipBalanced() }
            }
            if isName(tok) || tok.keyword == .self {
                let nameToken = tok
                let name = intern(nameToken)
                advance()
                var value: Expression? = nil
                if consume(.equal) {
                    value = parseExpression(ExpressionContext(), closureContext: .other)
                } else if nameToken.keyword == .self {
                    // `[self]`, `[weak self]`: a capture of self, strong unless weak or unowned.
                    if kind == .strong { noteSelfReference(nameToken.range) }
                } else if kind == .strong {
                    noteFreeName(nameToken, name)
                }
                list.append(Capture(kind: kind, name: name, value: value, range: ByteRange(start: start, end: previousEnd)))
                if nameToken.keyword != .self { declareLocal(name) }
            }
            if consume(.comma) { continue }
            if i == before { advance() }
            else if !isAt(.rightBracket) { skipUntilListSeparator(closer: .rightBracket); _ = consume(.comma) }
        }
        _ = consume(.rightBracket)
        let poolStart = Int32(captures.count)
        captures.append(contentsOf: list)
        return PoolRange(start: poolStart, end: Int32(captures.count))
    }

    /// `(a, b: Int) -> T in` or `a, b in`: appends the parameter names to the pool and returns their
    /// range; leaves the cursor after `in`.
    mutating func parseClosureParameters() -> PoolRange {
        let poolStart = Int32(symbolPool.count)
        if isAt(.leftParen) {
            let close = matchingIndex(of: i)
            advance()
            var expectName = true
            var nesting = 0
            while i < close {
                let token = tok
                switch token.kind {
                case .leftParen, .leftBracket: nesting += 1
                case .rightParen, .rightBracket: nesting -= 1
                case .comma where nesting == 0: expectName = true
                case .colon where nesting == 0: expectName = false
                default:
                    // A parameter may be named `self` (`{ (self, value) in … }`, as weak-capture
                    // helpers pass their object in): it shadows self rather than capturing it.
                    if expectName && nesting == 0 && (isName(token) || token.keyword == .underscore || token.keyword == .self) {
                        if isName(peek(1)) || peek(1).keyword == .self { advance(); continue }  // `label name`
                        if token.keyword != .underscore { symbolPool.append(intern(token)) }
                        expectName = false
                    }
                }
                advance()
            }
            advance()
        } else {
            while !atEnd && tok.keyword != .in && !isAt(.arrow) && tok.keyword != .throws && tok.keyword != .async {
                if isName(tok) || tok.keyword == .self { symbolPool.append(intern(tok)) }
                advance()
            }
        }
        while !atEnd && tok.keyword != .in && !isAt(.leftBrace) && !isAt(.rightBrace) { advance() }
        if tok.keyword == .in { advance() }
        return PoolRange(start: poolStart, end: Int32(symbolPool.count))
    }
}

extension TokenKind {
    /// Whether the token ends an expression before it: a separator or a closing bracket, after which
    /// no postfix, operator or trailing closure can continue it.
    @inline(__always) var endsExpression: Bool {
        switch self {
        case .comma, .rightParen, .rightBracket, .rightBrace, .colon, .semicolon, .interpolationClose: return true
        default: return false
        }
    }
}
