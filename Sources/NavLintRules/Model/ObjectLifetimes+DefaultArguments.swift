import NavLintIndex
import NavLintSyntax

/// Objects made by a parameter's default value (`init(notifier: Notifier = .init())`): a maker
/// beside the constructions, which runs each time a call leaves the argument out. In an initializer
/// that stores the parameter in a property of self, the object is kept as a construction stored
/// there is (once per object, when only initializers set the property); anywhere else it is a
/// maker whose object nothing is known to keep.
extension ObjectLifetimes {
    /// A parameter whose default value builds an object: the member declaring it and the parameter's name.
    struct DefaultArgument {
        let file: Int
        let member: Int32
        let parameter: String
    }

    /// The parameters of the project's (non-test, non-preview) code whose default value builds an
    /// object of `type` (a simple name): `T()`, `T.init(…)`, `Module.T(…)`, or `.init(…)` of a
    /// parameter declared `T`. One table for the whole project, made on the first question.
    func defaultArguments(building type: String) -> [DefaultArgument] {
        if defaultArgumentsByType == nil {
            var table: [String: [DefaultArgument]] = [:]
            for file in index.files.indices where !index.isTestFile(file) {
                let members = index.files[file].outline.members
                for position in members.indices where !members[position].parameters.isEmpty {
                    for parameter in members[position].parameters {
                        guard let text = parameter.defaultValue, let built = Self.typeBuilt(byDefault: text, declared: parameter.type),
                              !isPreview(Int32(position), in: file) else { continue }
                        table[built, default: []].append(DefaultArgument(file: file, member: Int32(position), parameter: parameter.name))
                    }
                }
            }
            defaultArgumentsByType = table
        }
        return defaultArgumentsByType![type] ?? []
    }

    /// Why the object that default argument `argument` makes lives as long as the app: its
    /// initializer stores the parameter in a property of self that keeps it (`keeper(ofAssignment:)`).
    func keeper(ofDefault argument: DefaultArgument, depth: Int) -> Keeper? {
        let outline = index.files[argument.file].outline
        guard outline.members[Int(argument.member)].kind == .initializer, let symbol = outline.symbol(argument.parameter) else { return nil }
        for position in index.assignmentPositions(ownedBy: argument.member, in: argument.file) {
            let assignment = outline.assignments[position]
            guard assignment.closure < 0, outline.singleNameSymbol(assignment.value) == symbol else { continue }
            if let keeper = keeper(ofAssignment: position, in: argument.file, depth: depth) { return keeper }
        }
        return nil
    }

    /// The simple name of the type a default value's text builds (`Notifier()`, `Kit.Notifier.init()`,
    /// `.init()` of a parameter declared `Notifier`), or nil.
    private static func typeBuilt(byDefault text: String, declared: TypeName?) -> String? {
        guard let open = text.utf8.firstIndex(of: UInt8(ascii: "(")), isOneCall(text.utf8[open...]) else { return nil }
        let callee = text[..<open]
        if callee == ".init" { return declared.map(\.nominalName) }
        var names = callee.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if names.count > 1 && names.last == "init" { names.removeLast() }
        guard let last = names.last, names.allSatisfy(isTypeName) else { return nil }
        return last
    }

    /// Whether `arguments`, from an opening parenthesis, close at its last byte: `(a: B())`, not
    /// `().shared()`, whose object is another call's result.
    private static func isOneCall(_ arguments: Substring.UTF8View) -> Bool {
        var depth = 0
        for (offset, byte) in arguments.enumerated() {
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return offset == arguments.count - 1 }
            }
        }
        return false
    }
}
