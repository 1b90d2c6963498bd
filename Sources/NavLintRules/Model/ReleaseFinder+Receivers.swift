import NavLintIndex
import NavLintSyntax

/// What a call's receiver is, for the release query: a name is evidence of a release only on the
/// project's own objects, resolved through the model, not by its spelling alone.
extension ReleaseFinder {
    /// Whether a call is made on a type outside the project by its name (`Task.detached { … }`,
    /// `Thread.detachNewThread { … }`): a framework's method, which releases no child of the
    /// project whatever its name says.
    func isCallOnOutsideType(_ chain: Chain, in file: Int) -> Bool {
        guard chain.count == 2, chain.base == .name else { return false }
        let outline = index.files[file].outline
        guard let first = outline.elements(chain).first, first.kind == .name else { return false }
        let name = outline.name(first.name)
        guard let initial = name.utf8.first, initial >= UInt8(ascii: "A") && initial <= UInt8(ascii: "Z") else { return false }
        return !index.isProjectType(name)
    }

    /// Whether the collection `name` that a call or an assignment empties (`children.removeAll()`,
    /// `children = []`) holds children: unless its holder (the receiver's type, self's for a bare
    /// name) is a project type that is neither a router nor a coordinator and declares that
    /// collection itself, with no router or coordinator in its declared type. A fetcher's or a
    /// tree node's `children` is data, and a RIBs router's `children` comes from the library.
    /// Only the generic name `children` is checked: `childCoordinators` says what it holds.
    func holdsChildren(_ name: String, chain: Chain, count: Int, in file: Int, owner: Int32) -> Bool {
        guard name == "children" else { return true }
        guard let holder = receiverType(chain, count: count, in: file, owner: owner), index.isProjectType(holder),
              !index.roles(of: holder).contains(.router), !index.roles(of: holder).contains(.coordinator) else { return true }
        guard let ref = index.lookupMember(name, in: holder).first(where: { index.member($0).kind == .property }) else { return true }
        let declared = index.member(ref).type?.identifiers ?? []
        return declared.contains { type in
            let roles = index.roles(of: type)
            return roles.contains(.router) || roles.contains(.coordinator)
        }
    }

    /// Whether `name` starts with the word `prefix`: the next character, if any, starts another
    /// word (`detachChild`, `detach`, `detach_all`), so `detached` and `detachment` are not `detach`.
    static func startsWithWord(_ name: String, _ prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.utf8.dropFirst(prefix.utf8.count)
        guard let next = rest.first else { return true }
        return (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")) || next == UInt8(ascii: "_")
            || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9"))
    }
}
