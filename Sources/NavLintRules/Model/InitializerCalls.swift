import NavLintIndex
import NavLintSyntax

extension ProjectIndex {
    /// Whether nothing can run initializer `member` of `file`, so the code in it never runs: an
    /// initializer with parameters of a project class, not `required`, `override`, `public` or `open`
    /// and without attributes (the system makes objects through `init(coder:)`, `init(frame:)` or
    /// `init(nibName:bundle:)`, which are `required` or `override`), that no protocol of the project
    /// declares (a generic `T(…)` may run it), and that no call in the project can be: a construction
    /// of the class or of a subclass (`constructions(of:)`), or any `init(…)` call (`super.init`,
    /// `self.init`, `.init`, `type.init`), whose argument labels fit its parameters; while the class is known to be made in
    /// another way (below). The method counterpart, for a child
    /// added by a method nothing calls, is `ChildReleaseFinder.isNeverCalled`.
    func isNeverCalledInitializer(file: Int, member: Int32) -> Bool {
        let outline = files[file].outline
        guard member >= 0, Int(member) < outline.members.count else { return false }
        let declaration = outline.members[Int(member)]
        guard declaration.kind == .initializer, declaration.body != nil, !declaration.parameters.isEmpty,
              declaration.attributes.isEmpty,
              declaration.modifiers.isDisjoint(with: [.override, .required, .public, .open, .package, .dynamic, .optional]),
              let type = ownerTypeName(file: file, member: member), kind(ofType: type) == .class
        else { return false }
        let parameters = declaration.parameters
        let required = parameters.filter { $0.defaultValue == nil }.count
        func mayCall(_ ref: ElementRef) -> Bool {
            let callOutline = files[Int(ref.file)].outline
            let call = callOutline.calls[Int(ref.index)]
            let given = callOutline.argumentLabels(of: call)
            let trailing = callOutline.arguments(of: call).count - given.count
            return given.count + trailing >= required && given.count <= parameters.count
                && RIBsNavigation.labels(given, fit: parameters)
        }
        // Cheapest first: most initializers are called by a construction of their own class.
        let made = constructions(of: type)
        if made.contains(where: mayCall) { return false }
        let subclasses = subtypes(of: type)
        // Some other way the class is made must be known: a construction through another initializer,
        // or an `init(coder:)` that does not trap, which a storyboard or nib runs. A class nothing in
        // the folder makes may be made by code that is not there.
        guard !made.isEmpty || subclasses.contains(where: { !constructions(of: $0).isEmpty }) || hasWorkingCoderInitializer(type)
        else { return false }
        for name in subclasses where constructions(of: name).contains(where: mayCall) { return false }
        // Any other `init(…)` call may run it: `super.init`, `self.init`, `type.init`.
        if calls(named: "init").contains(where: mayCall) { return false }
        // A protocol of the project that requires an initializer with these labels.
        let labels = parameters.map(\.label)
        for ref in members(named: "init") where self.member(ref).kind == .initializer && self.member(ref).parameters.map(\.label) == labels {
            if let owner = ownerTypeName(ofMember: ref), kind(ofType: owner) == .protocol { return false }
        }
        return true
    }

    /// Whether class `type` declares an `init(coder:)` whose body does more than trap
    /// (`fatalError("init(coder:) has not been implemented")`): the one a storyboard or nib runs.
    private func hasWorkingCoderInitializer(_ type: String) -> Bool {
        lookupMember("init", in: type).contains { ref in
            let declaration = member(ref)
            guard declaration.kind == .initializer, declaration.body != nil, declaration.parameters.count == 1,
                  declaration.parameters[0].label == "coder" else { return false }
            let outline = files[Int(ref.file)].outline
            return !callPositions(ownedBy: ref.index, in: Int(ref.file)).contains { position in
                let name = outline.name(of: outline.calls[position])
                return name == "fatalError" || name == "preconditionFailure"
            }
        }
    }
}
