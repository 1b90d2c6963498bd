import NavLintIndex
import NavLintSyntax

/// The repair of a strong-back-reference finding: `weak` before the property's `var`.
///
/// Only where Swift accepts `weak` and nothing else must change: a `var` (not `lazy`, not behind a
/// property wrapper) of an optional type that only classes can have. A protocol type that is not
/// declared class-bound is made so (`AnyObject` added to its inheritance) only when every project
/// type that adopts it is a class, an actor or another protocol; otherwise the finding is left
/// alone, with the reason.
enum WeakBackReferenceFix {
    static let ruleID = "strong-back-reference"

    /// Attributes that do not stop a property from being `weak`.
    static let allowedAttributes: Set<String> = ["objc", "IBOutlet", "nonobjc"]

    static func edits(at offset: UInt32, file: Int, index: ProjectIndex, bytes: [UInt8]) throws(FixRefusal) -> [FileEdit] {
        let outline = index.files[file].outline
        guard let member = outline.members.first(where: { $0.kind == .property && $0.nameRange.start == offset }),
              Int(member.nameRange.end) <= bytes.count else {
            throw FixRefusal("the file changed since it was analysed")
        }
        let name = member.name
        guard !member.isLet else {
            throw FixRefusal("'\(name)' is a 'let'; declare it 'weak var' of an optional type by hand")
        }
        guard let type = member.type, type.isOptional else {
            throw FixRefusal("'weak' needs an optional type; declare '\(name)' optional and unwrap its uses by hand")
        }
        guard !member.modifiers.contains(.lazy), member.attributes.allSatisfy(allowedAttributes.contains) else {
            throw FixRefusal("'\(name)' is lazy or has a property wrapper, which cannot be 'weak'")
        }
        let tokens = Tokenizer.tokenize(bytes)
        guard let declarator = tokens.last(where: { $0.keyword == .var && $0.range.start >= member.range.start && $0.range.end <= member.nameRange.start }) else {
            throw FixRefusal("the file changed since it was analysed")
        }
        guard !declaresSeveral(after: member.nameRange, tokens: tokens, bytes: bytes),
              tokens.first(where: { !$0.kind.isTrivia && $0.range.start > declarator.range.start })?.range.start == member.nameRange.start else {
            throw FixRefusal("'\(name)' is declared with other properties in one 'var', which 'weak' would change too")
        }
        var edits = [FileEdit(file: file, edit: .insert("weak ", at: declarator.range.start))]
        if index.isClassBound(type.nominalName) != true {
            edits.append(try classBinding(of: type.nominalName, index: index))
        }
        return edits
    }

    /// Whether a `,` follows the property on its line outside brackets (`var a: A?, b: B?`).
    private static func declaresSeveral(after name: ByteRange, tokens: [Token], bytes: [UInt8]) -> Bool {
        var depth = 0
        for token in tokens where token.range.start >= name.end && !token.kind.isTrivia {
            if token.flags.contains(.newlineBefore) || token.kind == .semicolon || token.kind == .leftBrace { return false }
            let first = bytes[Int(token.range.start)]
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .comma: if depth == 0 { return true }
            default:
                if first == UInt8(ascii: "<") { depth += 1 } else if first == UInt8(ascii: ">") { depth -= 1 }
            }
        }
        return false
    }

    /// `AnyObject` added to the project protocol `name`, when every type that adopts it is a class.
    private static func classBinding(of name: String, index: ProjectIndex) throws(FixRefusal) -> FileEdit {
        guard index.kind(ofType: name) == .protocol,
              let ref = index.declarations(ofType: name).first(where: { index.declaration($0).kind == .protocol }) else {
            throw FixRefusal("'\(name)' is not known to be class-bound (it is declared outside the project), so 'weak' may not compile")
        }
        let adopters = index.subtypes(of: name)
        if let valueType = adopters.first(where: { ![.class, .actor, .protocol].contains(index.kind(ofType: $0)) }) {
            throw FixRefusal("'\(name)' is adopted by '\(valueType)', which is not a class, so it cannot be made class-bound")
        }
        let declaration = index.declaration(ref)
        let file = Int(ref.file)
        if let first = declaration.inherited.first {
            return FileEdit(file: file, edit: .insert("AnyObject, ", at: first.range.start))
        }
        return FileEdit(file: file, edit: .insert(": AnyObject", at: declaration.nameRange.end))
    }
}
