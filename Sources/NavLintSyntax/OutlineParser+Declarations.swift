/// Declarations: types, functions, initializers, properties, subscripts, enum cases, typealiases.
extension Parser {
    mutating func parseTypeDeclaration(start: Int, attributes: [String], modifiers: Modifiers) {
        let kind: TypeKind
        switch tok.keyword {
        case .class: kind = .class
        case .struct: kind = .struct
        case .enum: kind = .enum
        case .protocol: kind = .protocol
        case .extension: kind = .extension
        default: kind = .actor
        }
        advance()
        var name = ""
        var nameRange = ByteRange(start: here, end: here)
        if kind == .extension {
            if let extended = parseTypeName() {
                name = extended.nominalPath
                nameRange = extended.range
            }
        } else if isName(tok) {
            name = text(tok)
            nameRange = tok.range
            advance()
        } else {
            note("expected a type name", at: tok.range)
            return
        }
        var genericParameters: [String] = []
        if isOpenAngle(tok) { genericParameters = parseGenericParameterNames() }
        let inheritedBase = inherited.count
        if isAt(.colon) {
            advance()
            while !atEnd {
                // `protocol Delegate: class`, the older spelling of `AnyObject`.
                if tok.keyword == .class {
                    inherited.append(TypeName(text: "class", identifiers: ["class"], range: tok.range,
                                              isFunction: false, isOptional: false))
                    advance()
                    if !consume(.comma) { break }
                    continue
                }
                // An attribute of the conformance (`@MainActor Delegate`, `@unchecked Sendable`,
                // `@retroactive Equatable`) names no type: the type after it is the one inherited.
                while tok.kind == .atSign {
                    advance()
                    if isName(tok) { advance() }
                    if isAt(.leftParen) && tok.start == previousEnd { skipBalanced() }
                }
                guard let type = parseTypeName() else { break }
                inherited.append(type)
                if !consume(.comma) { break }
            }
        }
        let inherited = self.inherited.moveToArray(from: inheritedBase)
        skipWhereClause()

        let parent = kind == .extension ? Int32(-1) : currentType
        let qualified = parent >= 0 ? types[Int(parent)].qualifiedName + "." + name : name
        let index = Int32(types.count)
        types.append(TypeDecl(
            name: name, qualifiedName: qualified, genericParameters: genericParameters, inherited: inherited,
            attributes: attributes, nameRange: nameRange, range: ByteRange(start: toks[start].start, end: previousEnd),
            bodyRange: nil, kind: kind, modifiers: modifiers, parent: currentType, enclosingMember: currentMember,
            members: PoolRange(start: Int32(members.count), end: Int32(members.count))))

        guard isAt(.leftBrace) else {
            note("expected '{' to begin the body of '\(name)'", at: tok.range)
            return
        }
        let bodyStart = tok.end
        if depth >= OutlineParser.maximumDepth {
            note("nesting too deep; body skipped", at: tok.range)
            skipBalanced()
        } else {
            depth += 1
            advance()
            let savedType = currentType
            let savedMember = currentMember
            let savedScope = enterBodyScope()
            currentType = index
            currentMember = -1
            while !atEnd && !isAt(.rightBrace) {
                let before = i
                parseDeclarationOrStatement(inTypeBody: true)
                if i == before { advance() }
            }
            currentType = savedType
            currentMember = savedMember
            leaveBodyScope(savedScope)
            depth -= 1
            if isAt(.rightBrace) { advance() } else { note("missing '}' for '\(name)'", at: toks[start].range) }
        }
        let bodyEnd = i > 0 && toks[i - 1].kind == .rightBrace ? toks[i - 1].start : previousEnd
        types[Int(index)].bodyRange = ByteRange(start: bodyStart, end: max(bodyStart, bodyEnd))
        types[Int(index)].range.end = previousEnd
        types[Int(index)].members.end = Int32(members.count)
    }

    /// `<T: P, U>`: the parameter names; each constraint (`P`) is recorded for the type declared
    /// next, or with `isMember` for the member declared next.
    mutating func parseGenericParameterNames(isMember: Bool = false) -> [String] {
        let itemsBase = listItems.count
        var angle = 0
        var expectName = true
        var constrained: String? = nil
        repeat {
            if let parameter = constrained, angle == 1, tok.kind == .colon, isName(toks[i + 1]) {
                let constraint = GenericConstraint(isType: !isMember, owner: Int32(isMember ? members.count : types.count),
                                                   parameter: parameter, constraint: text(toks[i + 1]))
                if isMember { memberGenericConstraints.append(constraint) } else { typeGenericConstraints.append(constraint) }
            }
            constrained = nil
            let token = tok
            if token.kind.isAngleCandidate {
                for offset in 0..<token.range.length {
                    let byte = base[Int(token.start) + offset]
                    if byte == UInt8(ascii: "<") { angle += 1; expectName = true } else if byte == UInt8(ascii: ">") { angle -= 1 }
                }
            } else if token.kind == .comma {
                expectName = angle == 1
            } else if expectName && angle == 1 && isName(token) {
                if token.keyword == .each {
                    advance()
                    continue
                }
                listItems.append(Int32(truncatingIfNeeded: textIndex(ofToken: i)))
                constrained = text(token)
                expectName = false
            } else if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon {
                break
            } else if token.kind == .leftParen || token.kind == .leftBracket {
                skipBalanced()
                continue
            }
            advance()
        } while angle > 0 && !atEnd
        return internList(from: itemsBase)
    }

    /// Skips a `where` clause; for a function or initializer (`member`), records each `T: P`
    /// requirement as a constraint of its generic parameter `T`.
    mutating func skipWhereClause(member: Int32 = -1) {
        guard isAt(.where) else { return }
        advance()
        var isRequirementStart = true
        while !atEnd && !isAt(.leftBrace) && !isAt(.rightBrace) && !isAt(.semicolon) {
            if newlineBefore && (tok.kind == .keyword && tok.keyword != .Self && tok.keyword != .Any || tok.kind == .atSign
                || tok.kind == .poundKeyword || modifierHere() != nil) { return }
            if member >= 0, isRequirementStart, isName(tok), toks[i + 1].kind == .colon, isName(toks[i + 2]) {
                memberGenericConstraints.append(GenericConstraint(isType: false, owner: member, parameter: text(tok),
                                                                  constraint: text(toks[i + 2])))
            }
            isRequirementStart = tok.kind == .comma
            if isAt(.leftParen) || isAt(.leftBracket) { skipBalanced() } else { advance() }
        }
    }

    // MARK: Functions

    /// Adds a member declared from token `start` to here and returns its index. The caller fills in
    /// the rest in the table: a `Member` built in a local and then stored is copied (its strings and
    /// arrays retained, then released).
    mutating func addMember(_ kind: MemberKind, name: String, nameRange: ByteRange, start: Int,
                            attributes: [String], modifiers: Modifiers) -> Int32 {
        members.append(Member(kind: kind, name: name, nameRange: nameRange, range: ByteRange(start: toks[start].start, end: previousEnd),
                              owner: currentType, modifiers: modifiers, attributes: attributes,
                              isRequirement: currentType >= 0 && types[Int(currentType)].kind == .protocol))
        return Int32(members.count - 1)
    }

    mutating func parseFunction(start: Int, attributes: [String], modifiers: Modifiers) {
        advance()  // func
        var name = ""
        var nameRange = tok.range
        if isName(tok) || tok.kind == .keyword {
            name = text(tok)
            advance()
        } else if tok.kind.isOperatorLike || tok.kind == .period {
            // Operator functions: the operator may be split into several tokens (`<`, `==`, `..<`),
            // or glued to the generic parameters (`>>=<T>`).
            let first = tok
            advance()
            while !atEnd && (tok.kind.isOperatorLike || tok.kind == .period) && tok.start == previousEnd
                && !isOpenAngle(tok) { advance() }
            nameRange = ByteRange(start: first.start, end: previousEnd)
            var genericDepth = 0
            while nameRange.length > 1 && base[Int(nameRange.end) - 1] == UInt8(ascii: "<") && isName(tok) {
                nameRange.end -= 1
                genericDepth += 1
            }
            name = text(nameRange)
            if genericDepth > 0 { skipAngles(initialDepth: genericDepth) }
        }
        if isOpenAngle(tok) { _ = parseGenericParameterNames(isMember: true) }
        let index = addMember(.function, name: name, nameRange: nameRange, start: start, attributes: attributes, modifiers: modifiers)
        var parameters = parseParameterClause(isSubscript: false)
        if let first = name.utf8.first, !(first == UInt8(ascii: "_") || first == UInt8(ascii: "`") || first >= 0x80
            || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z")) {
            // Operators are called without labels.
            for parameter in parameters.indices { parameters[parameter].label = nil }
        }
        members[Int(index)].parameters = parameters
        if skipEffects() { members[Int(index)].modifiers.insert(.async) }
        if isAt(.arrow) {
            advance()
            let type = parseTypeName()
            members[Int(index)].type = type
        }
        skipWhereClause(member: index)
        finishFunctionLike(index)
    }

    mutating func parseInitializer(start: Int, attributes: [String], modifiers: Modifiers) {
        let nameRange = tok.range
        advance()  // init
        if (isAt(.postfixQuestion) || isAt(.exclamation)) && !newlineBefore { advance() }
        if isOpenAngle(tok) { _ = parseGenericParameterNames(isMember: true) }
        let index = addMember(.initializer, name: "init", nameRange: nameRange, start: start, attributes: attributes, modifiers: modifiers)
        let parameters = parseParameterClause(isSubscript: false)
        members[Int(index)].parameters = parameters
        skipEffects()
        skipWhereClause(member: index)
        finishFunctionLike(index)
    }

    mutating func parseDeinitializer(start: Int, attributes: [String], modifiers: Modifiers) {
        let nameRange = tok.range
        advance()
        finishFunctionLike(addMember(.deinitializer, name: "deinit", nameRange: nameRange, start: start, attributes: attributes, modifiers: modifiers))
    }

    /// Ends the member's declaration here, then parses its body with the member as the owner of what
    /// it contains.
    mutating func finishFunctionLike(_ index: Int32) {
        members[Int(index)].range.end = previousEnd
        guard isAt(.leftBrace) else { return }
        let bodyStart = tok.start
        parseBody(owner: index)
        members[Int(index)].body = ByteRange(start: bodyStart, end: previousEnd)
        members[Int(index)].range.end = previousEnd
    }

    /// Parses a `{ … }` body whose elements belong to member `owner`.
    mutating func parseBody(owner: Int32) {
        let savedMember = currentMember
        let savedScope = enterBodyScope()
        currentMember = owner
        parseBlock(recordsImplicitReturn: true)
        currentMember = savedMember
        leaveBodyScope(savedScope)
    }

    typealias BodyScope = (closureBase: Int, currentClosure: Int32, logBase: (declared: Int, free: Int))

    /// Starts the closure segment of a type or member body, and its segment of the name logs: the
    /// enclosing closures (a body nested in a closure) keep what they logged, and names used in the
    /// body are its own, not theirs. Returns what `leaveBodyScope` restores.
    mutating func enterBodyScope() -> BodyScope {
        let saved = (closureBase, currentClosure, logBase)
        closureBase = openClosures.count
        currentClosure = -1
        logBase = (declaredLog.count, freeLog.count)
        return saved
    }

    mutating func leaveBodyScope(_ saved: BodyScope) {
        declaredLog.truncate(to: logBase.declared)
        freeLog.truncate(to: logBase.free)
        (closureBase, currentClosure, logBase) = saved
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` after a parameter clause; whether
    /// `async` was one of them.
    @discardableResult
    mutating func skipEffects() -> Bool {
        var isAsync = false
        while !atEnd {
            if tok.keyword == .throws || tok.keyword == .rethrows || tok.keyword == .async || tokenIs(tok, "reasync") {
                if tok.keyword == .async { isAsync = true }
                advance()
                if isAt(.leftParen) && !newlineBefore { skipBalanced() }
            } else {
                return isAsync
            }
        }
        return isAsync
    }

    /// `(label name: Type = default, …)`.
    mutating func parseParameterClause(isSubscript: Bool) -> [Parameter] {
        guard isAt(.leftParen) else { return [] }
        let parametersBase = parameters.count
        advance()
        while !atEnd && !isAt(.rightParen) {
            let before = i
            if isAtDeclarationStart() { break }  // an unclosed parameter list
            let paramStart = here
            var modifiers: Modifiers = []
            parseAttributesAndModifiers(&modifiers, keepingAttributes: false)
            var first: Token? = nil
            var second: Token? = nil
            if isName(tok) || tok.kind == .keyword {
                first = tok
                advance()
                if isName(tok) || tok.kind == .keyword && tok.keyword != .in {
                    second = tok
                    advance()
                }
            }
            var type: TypeName? = nil
            if consume(.colon) { type = parseTypeName() }
            var defaultValue: String? = nil
            if isAt(.equal) {
                advance()
                let valueStart = i
                skipUntilListSeparator(closer: .rightParen)
                if i > valueStart { defaultValue = texts[compactTextIndex(from: valueStart, to: i)] }
            }
            if let first {
                let firstText = first.keyword == .underscore ? nil : text(first)
                let name = second.map { text($0) } ?? firstText ?? "_"
                let label: String? = second != nil ? firstText : (isSubscript ? nil : firstText)
                parameters.append(Parameter(label: label, name: name, type: consume type, range: ByteRange(start: paramStart, end: previousEnd),
                                            defaultValue: defaultValue))
            }
            if !consume(.comma) && !isAt(.rightParen) {
                if isAt(.leftBrace) || isAt(.rightBrace) { break }
                if i == before { advance() } else { skipUntilListSeparator(closer: .rightParen) }
            }
        }
        _ = consume(.rightParen)
        return parameters.moveToArray(from: parametersBase)
    }

    /// Skips to the next `,` or `closer` at this nesting level (not consuming it).
    mutating func skipUntilListSeparator(closer: TokenKind) {
        while !atEnd && !isAt(.comma) && !isAt(closer) && !isAt(.rightBrace) {
            if isAt(.leftParen) || isAt(.leftBracket) || isAt(.leftBrace) { skipBalanced() } else { advance() }
        }
    }

    // MARK: Properties

    mutating func parseProperty(start: Int, attributes: [String], modifiers: Modifiers) {
        let isLet = tok.keyword == .let
        advance()
        while !atEnd {
            let bindingStart = i
            // The token indices of the bound names, on a scratch stack (an initializer can hold
            // another property declaration).
            let nameBase = nameTokens.count
            if isAt(.leftParen) {
                let close = matchingIndex(of: i)
                while i < close {
                    if isName(tok) && peek(1).kind != .colon { nameTokens.append(Int32(truncatingIfNeeded: i)) }
                    advance()
                }
                advance()
            } else if isName(tok) || tok.kind == .keyword && tok.keyword != .in {
                nameTokens.append(Int32(truncatingIfNeeded: i))
                advance()
            } else {
                note("expected a property name", at: tok.range)
                return
            }
            var type: TypeName? = nil
            if consume(.colon) { type = parseTypeName() }
            // The binding's members are added consecutively.
            let firstMember = Int32(truncatingIfNeeded: members.count)
            let nameCount = nameTokens.count - nameBase
            for entry in nameBase..<nameTokens.count {
                let name = toks[Int(nameTokens[entry])]
                let memberName = text(name)
                let index = addMember(.property, name: memberName, nameRange: name.range,
                                      start: nameCount == 1 && bindingStart == start + 1 ? start : bindingStart,
                                      attributes: attributes, modifiers: modifiers)
                members[Int(index)].isLet = isLet
                members[Int(index)].type = type
            }
            nameTokens.truncate(to: nameBase)
            let indices = firstMember..<firstMember + Int32(truncatingIfNeeded: nameCount)
            if isAt(.equal), let first = indices.first {
                advance()
                let saved = currentMember
                currentMember = first
                let value = parseExpression(ExpressionContext(), closureContext: .propertyInitializer(member: first))
                currentMember = saved
                for index in indices { members[Int(index)].initializer = value }
            }
            if isAt(.leftBrace), let first = indices.first,
               !newlineBefore || members[Int(first)].initializer == nil {
                let accessors = parseAccessorBlock(owner: first)
                for index in indices { members[Int(index)].accessors = accessors }
            }
            for index in indices { members[Int(index)].range.end = previousEnd }
            if !consume(.comma) { return }
        }
    }

    /// The index of the token closing the bracket at `index` (or the sentinel when unbalanced).
    mutating func matchingIndex(of index: Int) -> Int {
        var depth = 0
        var cursor = index
        while cursor < eof {
            switch toks[cursor].kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen: depth += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose:
                depth -= 1
                if depth == 0 { return cursor }
            default: break
            }
            cursor += 1
        }
        return eof
    }

    mutating func accessorKind(_ token: Token) -> AccessorKind? {
        guard token.kind == .identifier || token.kind == .keyword else { return nil }
        switch token.keyword {
        case .get: return .get
        case .set: return .set
        case .willSet: return .willSet
        case .didSet: return .didSet
        case .modify: return .modify
        case .read: return .read
        case .`init`: return .other
        default:
            if tokenIs(token, "unsafeAddress") || tokenIs(token, "unsafeMutableAddress") { return .other }
            return nil
        }
    }

    /// Whether the `{` at the cursor opens an accessor block rather than a closure.
    mutating func isAtAccessorBlock() -> Bool {
        var offset = 1
        while peek(offset).kind == .atSign {
            offset += 2
            if peek(offset).kind == .leftParen { return false }
        }
        let word = peek(offset)
        if word.keyword == .mutating || word.keyword == .nonmutating { return accessorKind(peek(offset + 1)) != nil }
        guard let kind = accessorKind(word) else { return false }
        if kind == .willSet || kind == .didSet { return true }
        let next = peek(offset + 1)
        return next.kind == .leftBrace || next.kind == .rightBrace || next.kind == .leftParen || accessorKind(next) != nil
            || next.keyword == .async || next.keyword == .throws
    }

    /// `{ get set }`, `{ get { … } set { … } }`, `{ didSet { … } }`, or an implicit getter `{ … }`.
    mutating func parseAccessorBlock(owner: Int32) -> [Accessor] {
        guard isAt(.leftBrace) else { return [] }
        guard isAtAccessorBlock() else {
            let bodyStart = tok.start
            parseBody(owner: owner)
            return [Accessor(kind: .get, body: ByteRange(start: bodyStart, end: previousEnd))]
        }
        let accessorsBase = accessors.count
        advance()
        while !atEnd && !isAt(.rightBrace) {
            let before = i
            var modifiers: Modifiers = []
            parseAttributesAndModifiers(&modifiers, keepingAttributes: false)
            if tok.keyword == .mutating || tok.keyword == .nonmutating { advance() }
            guard let kind = accessorKind(tok) else {
                if isCompilationDirective(tok) { skipCompilationDirective(); continue }
                if i == before { advance() }
                continue
            }
            advance()
            if isAt(.leftParen) && !newlineBefore { skipBalanced() }
            skipEffects()
            if isAt(.leftBrace) {
                let bodyStart = tok.start
                parseBody(owner: owner)
                accessors.append(Accessor(kind: kind, body: ByteRange(start: bodyStart, end: previousEnd)))
            } else {
                accessors.append(Accessor(kind: kind, body: nil))
            }
        }
        _ = consume(.rightBrace)
        return accessors.moveToArray(from: accessorsBase)
    }

    mutating func parseSubscript(start: Int, attributes: [String], modifiers: Modifiers) {
        let nameRange = tok.range
        advance()
        if isOpenAngle(tok) { skipAngles() }
        let index = addMember(.subscript, name: "subscript", nameRange: nameRange, start: start, attributes: attributes, modifiers: modifiers)
        let parameters = parseParameterClause(isSubscript: true)
        members[Int(index)].parameters = parameters
        if skipEffects() { members[Int(index)].modifiers.insert(.async) }
        if isAt(.arrow) {
            advance()
            let type = parseTypeName()
            members[Int(index)].type = type
        }
        skipWhereClause()
        if isAt(.leftBrace) {
            members[Int(index)].accessors = parseAccessorBlock(owner: index)
        }
        members[Int(index)].range.end = previousEnd
    }

    mutating func parseEnumCase(start: Int, attributes: [String], modifiers: Modifiers) {
        advance()  // case
        while !atEnd {
            guard isName(tok) || tok.kind == .keyword else { return }
            let name = tok
            advance()
            if isAt(.leftParen) && !newlineBefore { skipBalanced() }
            if isAt(.equal) {
                advance()
                while !atEnd && !isAt(.comma) && !isAt(.rightBrace) && !isAt(.semicolon) {
                    if isAt(.stringOpen) { skipStringLiteral() } else { advance() }
                    if newlineBefore { break }
                }
            }
            let memberName = text(name)
            _ = addMember(.enumCase, name: memberName, nameRange: name.range, start: start, attributes: attributes, modifiers: modifiers)
            if !consume(.comma) { return }
        }
    }

    mutating func parseTypeAlias(start: Int, attributes: [String], modifiers: Modifiers) {
        let kind: MemberKind = tok.keyword == .typealias ? .typeAlias : .associatedType
        advance()
        guard isName(tok) || tok.kind == .keyword else { return }
        let name = tok
        advance()
        if isOpenAngle(tok) { skipAngles() }
        let memberName = text(name)
        let index = addMember(kind, name: memberName, nameRange: name.range, start: start, attributes: attributes, modifiers: modifiers)
        if consume(.colon) {
            while !atEnd, skipTypeName(), consume(.comma) {}
        }
        if consume(.equal) {
            let type = parseTypeName()
            members[Int(index)].type = type
        }
        skipWhereClause()
        members[Int(index)].range.end = previousEnd
    }

    // MARK: Type names

    /// Parses a type as written (`[String: Foo]?`, `some P & Q`, `@escaping (Int) -> Void`) from the
    /// cursor; nil (consuming nothing) when no type starts here.
    mutating func parseTypeName() -> TypeName? {
        let startIndex = i
        let identifierBase = listItems.count
        guard let (isFunction, isOptional) = scanTypeName(collectingIdentifiers: true) else {
            listItems.truncate(to: identifierBase)
            return nil
        }
        let first = toks[startIndex]
        let textID: Int
        let nominalID: Int
        var identifiers: [String]? = nil
        if i == startIndex + 1 && (first.kind == .identifier || first.kind == .keyword) && base[Int(first.start)] != UInt8(ascii: "<") {
            // A lone name (`Foo`, `Self`), not an editor placeholder (`<#T#>`): its text is its
            // nominal name and its only identifier.
            listItems.truncate(to: identifierBase)
            textID = textIndex(base + Int(first.start), first.range.length)
            nominalID = textID
        } else {
            textID = compactTextIndex(from: startIndex, to: i)
            nominalID = nominalTextIndex(of: textID)
            let count = listItems.count - identifierBase
            let firstID = count > 0 ? textIndex(ofToken: Int(listItems[identifierBase])) : 0
            // Usually the one identifier is the nominal name (`Foo`, `Foo?`): no list to store.
            // (Texts are interned: equal ids are equal strings and the other way round.)
            if count != 1 || firstID != nominalID {
                // The token indices become text ids, then a list shared with the file's equal ones.
                for index in identifierBase..<listItems.count {
                    listItems[index] = Int32(truncatingIfNeeded: textIndex(ofToken: Int(listItems[index])))
                }
                identifiers = internList(from: identifierBase)
            } else {
                listItems.truncate(to: identifierBase)
            }
        }
        return TypeName(texts: sharedTypeTexts(textID: textID, nominalID: nominalID, identifiers: identifiers),
                        range: ByteRange(start: first.start, end: previousEnd),
                        isFunction: isFunction, isOptional: isOptional)
    }

    /// The texts of a type spelled by the text `textID`: one object per spelling in the file.
    mutating func sharedTypeTexts(textID: Int, nominalID: Int, identifiers: [String]?) -> TypeNameText {
        while typeTexts.count <= textID { typeTexts.append(nil) }
        // The identifiers follow from the text; compared all the same, as a list is cheap to compare.
        if let shared = typeTexts[textID], shared.otherIdentifiers == identifiers { return shared }
        let made = TypeNameText(text: texts[textID], nominalName: texts[nominalID], otherIdentifiers: identifiers)
        typeTexts[textID] = made
        return made
    }

    /// Skips a type where `parseTypeName` would parse one; returns whether there was one.
    mutating func skipTypeName() -> Bool {
        scanTypeName(collectingIdentifiers: false) != nil
    }

    /// Moves over a type from the cursor, noting the indices of its identifier tokens in
    /// `listItems` when `collectingIdentifiers`. Nil (consuming nothing) when no type starts here.
    mutating func scanTypeName(collectingIdentifiers: Bool) -> (isFunction: Bool, isOptional: Bool)? {
        let startIndex = i
        var expectOperand = true
        var isFunction = false
        var isOptional = false
        var nesting = 0
        var angle = 0
        loop: while !atEnd {
            let token = tok
            if nesting > 0 || angle > 0 {
                switch token.kind {
                case .leftParen, .leftBracket: nesting += 1
                case .rightParen, .rightBracket:
                    if nesting == 0 { break loop }
                    nesting -= 1
                case .leftBrace, .rightBrace, .semicolon, .stringOpen: break loop
                case .identifier, .backtickIdentifier:
                    if token.keyword != .some && token.keyword != .any && token.keyword != .inout && token.keyword != .each {
                        if collectingIdentifiers { listItems.append(Int32(i)) }
                    }
                case .keyword:
                    if token.keyword == .Self || token.keyword == .Any, collectingIdentifiers { listItems.append(Int32(i)) }
                default:
                    if token.kind.isAngleCandidate {
                        angle += angleDelta(token)
                        if angle < 0 { angle = 0 }
                    }
                }
                advance()
                if nesting == 0 && angle == 0 {
                    expectOperand = false
                    // `>?` and `]?` close the group and make it optional.
                    if toks[i - 1].kind.isAngleCandidate && base[Int(toks[i - 1].end) - 1] != UInt8(ascii: ">") { isOptional = true }
                }
                continue
            }
            if expectOperand {
                switch token.kind {
                case .atSign:
                    advance()
                    if isName(tok) { advance() }
                    if isAt(.leftParen) && tok.start == previousEnd { skipBalanced() }
                case .identifier, .backtickIdentifier:
                    if token.keyword == .some || token.keyword == .any || token.keyword == .inout || token.keyword == .each
                        || token.keyword == .borrowing || token.keyword == .consuming || token.keyword == .sending,
                       isName(peek(1)) || peek(1).kind == .leftParen || peek(1).kind == .leftBracket || peek(1).kind == .keyword {
                        advance()
                        continue
                    }
                    if collectingIdentifiers { listItems.append(Int32(i)) }
                    advance()
                    expectOperand = false
                case .keyword where token.keyword == .Self || token.keyword == .Any || token.keyword == .underscore:
                    if collectingIdentifiers { listItems.append(Int32(i)) }
                    advance()
                    expectOperand = false
                case .leftParen, .leftBracket:
                    nesting = 1
                    advance()
                case .prefixOperator where base[Int(token.start)] == UInt8(ascii: "~"):
                    advance()  // ~Copyable
                default:
                    break loop
                }
                continue
            }
            switch token.kind {
            case .period where isName(peek(1)) || peek(1).kind == .keyword:
                advance()
                expectOperand = true
            case .postfixQuestion where !token.flags.contains(.newlineBefore),
                 .exclamation where !token.flags.contains(.newlineBefore):
                isOptional = true
                advance()
            case .binaryOperator, .prefixOperator, .postfixOperator:
                if isOpenAngle(token) && !token.flags.contains(.newlineBefore) {
                    angle = angleDelta(token)
                    isOptional = false
                    advance()
                    if angle <= 0 { angle = 0; expectOperand = false }
                } else if token.range.length == 1 && base[Int(token.start)] == UInt8(ascii: "&") {
                    advance()
                    expectOperand = true
                } else if tokenIs(token, "...") {
                    advance()
                } else if token.kind == .postfixOperator && (base[Int(token.start)] == UInt8(ascii: "?") || base[Int(token.start)] == UInt8(ascii: "!")) {
                    isOptional = true
                    advance()
                } else {
                    break loop
                }
            case .prefixAmpersand:
                advance()
                expectOperand = true
            case .arrow:
                isFunction = true
                isOptional = false
                advance()
                expectOperand = true
            case .keyword where token.keyword == .throws || token.keyword == .rethrows:
                advance()
                if isAt(.leftParen) && !newlineBefore { skipBalanced() }
            case .identifier where token.keyword == .async:
                advance()
            default:
                break loop
            }
        }
        guard i > startIndex else { return nil }
        let first = toks[startIndex]
        // A parenthesised function type `(() -> Void)?` is a function type too.
        if !isFunction && first.kind == .leftParen {
            var cursor = startIndex + 1
            var level = 0
            while cursor < i {
                switch toks[cursor].kind {
                case .leftParen, .leftBracket: level += 1
                case .rightParen, .rightBracket: level -= 1
                case .arrow where level == 0: isFunction = true
                default: break
                }
                cursor += 1
            }
        }
        return (isFunction, isOptional)
    }

    mutating func angleDelta(_ token: Token) -> Int {
        var delta = 0
        for offset in 0..<token.range.length {
            let byte = base[Int(token.start) + offset]
            if byte == UInt8(ascii: "<") { delta += 1 } else if byte == UInt8(ascii: ">") { delta -= 1 }
        }
        return delta
    }

    /// The text of tokens `from..<to` without the trivia between them (one space after words that
    /// need it, such as `some` and `inout`), as an index into `texts`.
    mutating func compactTextIndex(from: Int, to: Int) -> Int {
        guard from < to else { return textIndex(base, 0) }
        var contiguous = true
        for index in from + 1 ..< to where toks[index].start != toks[index - 1].end {
            contiguous = false
            break
        }
        if contiguous { return textIndex(base + Int(toks[from].start), Int(toks[to - 1].end - toks[from].start)) }
        let bytes = compactBytes
        bytes.removeAll()
        for index in from..<to {
            let token = toks[index]
            if index > from, token.start != toks[index - 1].end, needsSpace(toks[index - 1], token) {
                bytes.append(UInt8(ascii: " "))
            }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base + Int(token.start), count: token.range.length))
        }
        return textIndex(bytes.storage, bytes.count)
    }

    /// The index in `texts` of the type text `textID`'s nominal name (see `TypeName.nominalName`).
    mutating func nominalTextIndex(of textID: Int) -> Int {
        let entry = textEntries[textID]
        let count = Int(entry.count)
        let bytes = textBytes.storage + Int(entry.start)
        // An existential or opaque type names its protocol: `any Loading`, `some View`, and
        // `(any Loading)?` in parentheses.
        var first = 0
        if count > 1 && bytes[0] == UInt8(ascii: "(") { first = 1 }
        if hasPrefix("any ", bytes + first, count - first) {
            first += 4
        } else if hasPrefix("some ", bytes + first, count - first) {
            first += 5
        } else {
            first = 0
        }
        var start = first
        var end = count
        for index in first..<count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
                || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") && first > 0 {
                end = index
                break
            }
            if byte == UInt8(ascii: ".") { start = index + 1 }
        }
        if start == 0 && end == count { return textID }
        return textIndex(bytes + start, end - start)
    }

    private func hasPrefix(_ prefix: StaticString, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard count > length else { return false }
        for index in 0..<length where bytes[index] != prefix.utf8Start[index] { return false }
        return true
    }

    mutating func needsSpace(_ left: Token, _ right: Token) -> Bool {
        let wordLike: (Token) -> Bool = { $0.kind == .identifier || $0.kind == .keyword || $0.kind == .backtickIdentifier }
        return wordLike(left) && wordLike(right) || left.kind == .arrow || right.kind == .arrow
    }
}

extension TypeName {
    /// The dotted name without generic arguments or optionality: `Foo.Bar` for `Foo.Bar<T>?`.
    var nominalPath: String {
        func isSpecial(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "["),
                 UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"):
                return true
            default:
                return false
            }
        }
        // Usually the name as written, with nothing to strip. (A loop, not `contains(where:)`,
        // which is not specialized for the closure and costs a call per byte.)
        var hasSpecial = false
        for byte in text.utf8 where isSpecial(byte) {
            hasSpecial = true
            break
        }
        guard hasSpecial else { return text }
        var bytes: [UInt8] = []
        var angle = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"): angle += 1
            case UInt8(ascii: ">"): angle -= 1
            case _ where isSpecial(byte):
                if angle == 0 { return bytes.isEmpty ? text : String(decoding: bytes, as: UTF8.self) }
            default:
                if angle == 0 { bytes.append(byte) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
