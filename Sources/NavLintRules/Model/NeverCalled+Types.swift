import NavLintIndex
import NavLintSyntax

/// "Is an object of this class ever made", and "can the system call a method of this type": the
/// type-level parts of `isNeverCalled`. Both are conservative: `true` only when every way the
/// project, a storyboard, the Objective-C runtime, a framework or a library's client could make the
/// object (or call the method) is ruled out.
extension SemanticModel {
    /// Whether no object of class `type` is ever made, so none of its instance code runs: a class of
    /// the project, not exported by a library package (`public` or `open` in a folder with a
    /// `Package.swift`), with no attribute but `@MainActor` and `@Observable` (not `@main`, `@objc`…), no `required`
    /// initializer and no ancestor outside the project but protocols that make no objects
    /// (`ObservableObject`, `Identifiable`…) and, when the project makes it somewhere, `NSObject`;
    /// no project protocol it conforms to requires an initializer (a generic `T(…)` may run it);
    /// no code names it other than to call it (`Model.self`, `Model.init` handed to a container);
    /// every subclass is never made either; and the project makes it (a class made nowhere may be
    /// made by code that is not there), but only in the instance code of other classes that are
    /// never made, or in the stored properties' initial values of classes that nothing makes at all
    /// (`private let service = CameraService()` in a model nothing makes: the project holds the
    /// code that makes the class, and it never runs).
    /// Memoized per type; depth-bounded.
    func isNeverMade(_ type: String) -> Bool {
        let name = index.simpleName(type)
        guard let id = index.typeID(named: name) else { return false }
        return neverMadeAnswers.value(for: id) { findNeverMade(name, depth: 0, isMaker: false) }
    }

    /// How many classes `isNeverMade` follows from a class to the classes that make it.
    static let maximumMakerDepth = 3

    private func findNeverMade(_ type: String, depth: Int, isMaker: Bool) -> Bool {
        guard depth <= Self.maximumMakerDepth, let kind = index.kind(ofType: type), kind == .class || kind == .actor,
              !index.isTestType(type) else { return false }
        for ref in index.declarations(ofType: type) {
            let declaration = index.declaration(ref)
            guard declaration.attributes.allSatisfy(Self.attributesThatMakeNothing.contains), declaration.enclosingMember < 0,
                  declaration.modifiers.isDisjoint(with: [.public, .open, .package]) || !isInLibraryPackage(Int(ref.file)) else { return false }
        }
        var inheritsNSObject = false
        for ancestor in index.ancestors(of: type) {
            if isDeclaredInProject(ancestor) {
                // A project protocol that requires an initializer: a generic `T(…)` may make it.
                if index.kind(ofType: ancestor) == .protocol,
                   index.members(of: ancestor).contains(where: { index.member($0).kind == .initializer }) { return false }
                continue
            }
            if ancestor == "NSObject" || ancestor == "NSObjectProtocol" { inheritsNSObject = true; continue }
            guard Self.protocolsThatMakeNothing.contains(ancestor) else { return false }
        }
        if index.members(of: type).contains(where: { index.member($0).kind == .initializer && index.member($0).modifiers.contains(.required) }) {
            return false
        }
        for subclass in index.subtypes(of: type) where subclass != type {
            guard findNeverMade(index.simpleName(subclass), depth: depth + 1, isMaker: false) else { return false }
        }
        let made = index.constructions(of: type)
        // A class the project never makes may be made by code that is not there (a part of a
        // project, a rule's example), unless it is the maker of a class the project does make,
        // which shows the making code; an `NSObject` may be made by name (`NSClassFromString`).
        if made.isEmpty && (!isMaker || inheritsNSObject) { return false }
        for ref in made {
            let outline = index.files[Int(ref.file)].outline
            let owner = outline.calls[Int(ref.index)].owner
            // Top-level code and static members run without an object of their type.
            guard owner >= 0 else { return false }
            let member = outline.members[Int(owner)]
            guard member.modifiers.isDisjoint(with: [.static, .class]),
                  let maker = index.ownerTypeName(file: Int(ref.file), member: owner) else { return false }
            if maker == type { continue }
            // Only a stored property's initial value of a class nothing makes shows making code
            // that never runs; a method of such a class may be all a part of a project shows.
            let isInitialValue = member.kind == .property && member.initializer != nil
            guard findNeverMade(maker, depth: depth + 1, isMaker: isInitialValue) else { return false }
        }
        // Last, as the costliest: a scan of every file that uses the name.
        return !withReachability { $0.isNamedOtherwise(type) }
    }

    /// Attributes of a class that neither make its objects nor expose it to the Objective-C runtime.
    static let attributesThatMakeNothing: Set<String> = ["MainActor", "Observable"]

    /// Protocols outside the project whose conformers no framework makes and whose requirements
    /// are no methods the system calls by name.
    static let protocolsThatMakeNothing: Set<String> = [
        "AnyObject", "ObservableObject", "Identifiable", "Sendable", "Equatable", "CustomStringConvertible",
        "CustomDebugStringConvertible",
    ]

    /// Framework base classes that implement every requirement of the protocols they adopt, so a
    /// subclass's method that is not an `override` implements none of them.
    static let basesWithoutOpenRequirements: Set<String> = [
        "NSObject", "NSObjectProtocol", "UIResponder", "UIView", "UIViewController", "UIControl", "UIButton", "UILabel",
        "UIImageView", "UIStackView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
    ]

    /// Whether no method of `type` that is not an `override` can be called by the system or by code
    /// that is not in the project: the type is a class, struct, enum or actor of the project with
    /// no attribute (`@objcMembers`), that the project makes (so it holds the code that uses it),
    /// and everything it inherits outside the project is in `protocolsThatMakeNothing` or
    /// `basesWithoutOpenRequirements` (a conformance to `UICollectionViewDelegate`, `Codable` or a
    /// library's protocol may have the method called by name).
    func cannotBeCalledBySystem(_ type: String) -> Bool {
        let name = index.simpleName(type)
        guard let kind = index.kind(ofType: name), kind != .protocol, kind != .extension else { return false }
        for ref in index.declarations(ofType: name) where !index.declaration(ref).attributes.isEmpty { return false }
        // A type the project never makes may be used by code that is not there (a part of a project).
        guard !index.constructions(of: name).isEmpty else { return false }
        return index.ancestors(of: name).allSatisfy { ancestor in
            isDeclaredInProject(ancestor) || Self.protocolsThatMakeNothing.contains(ancestor)
                || Self.basesWithoutOpenRequirements.contains(ancestor)
        }
    }

    /// Whether the project declares type `name` itself, not only extensions of it (`extension
    /// UIViewController` makes a framework class a name of the project's index).
    private func isDeclaredInProject(_ name: String) -> Bool {
        guard let kind = index.kind(ofType: name) else { return false }
        return kind != .extension
    }

    /// Whether file `file` lies in a library package: a folder above it holds a `Package.swift`,
    /// so its `public` declarations may be used by code that is not in the project. Not a file of
    /// an app's own sources (`isInAppEntryFolder`), even when a `Package.swift` above declares that
    /// folder a library product.
    func isInLibraryPackage(_ file: Int) -> Bool {
        let roots = libraryRoots.value(for: 0) {
            index.files.compactMap { summary -> String? in
                let path = summary.path
                guard path == "Package.swift" || path.hasSuffix("/Package.swift") else { return nil }
                return String(path.dropLast("Package.swift".count))
            }
        }
        guard !roots.isEmpty else { return false }
        let path = index.files[file].path
        return roots.contains { root in
            (root.isEmpty || path.hasPrefix(root)) && !isInAppEntryFolder(path, below: root)
        }
    }

    /// Whether `path` lies in the folder (or below it) of a file declaring the program's entry point
    /// (`@main`, `@UIApplicationMain`, `@NSApplicationMain`: an app's `App` struct or application
    /// delegate), a folder strictly below package root `root`. Such a folder is a module that
    /// builds a program, and nothing outside it makes its `public` classes, whatever a
    /// `Package.swift` above says (an app folder that a root `Package.swift` also lists as a library
    /// product for its tests). A package's library target sits beside its executable's folder,
    /// never inside it; an entry point at the package root proves nothing.
    func isInAppEntryFolder(_ path: String, below root: String) -> Bool {
        let folders = appEntryFolders.value(for: 0) {
            index.files.indices.compactMap { file -> String? in
                let summary = index.files[file]
                guard !index.isTestFile(file), summary.outline.types.contains(where: { type in
                    type.parent < 0 && type.enclosingMember < 0
                        && type.attributes.contains { $0 == "main" || $0 == "UIApplicationMain" || $0 == "NSApplicationMain" }
                }), let slash = summary.path.lastIndex(of: "/") else { return nil }
                return String(summary.path[...slash])
            }
        }
        return folders.contains { folder in
            folder.count > root.count && folder.hasPrefix(root) && path.hasPrefix(folder)
        }
    }
}
