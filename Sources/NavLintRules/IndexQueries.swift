import NavLintIndex
import NavLintSyntax

/// Queries shared by several rules.
extension ProjectIndex {
    /// The name of the type whose code holds an element owned by `member` of file `file`, or, for
    /// top-level code, a key naming the file.
    func scopeName(file: Int, member: Int32) -> String {
        ownerTypeName(file: file, member: member) ?? "file " + files[file].path
    }

    /// The names of a chain, skipping call and subscript markers.
    func chainNames(_ chain: Chain, in file: Int) -> [String] {
        files[file].outline.names(chain)
    }

    /// The value a local named `name` is bound to in member `owner`, if it is a simple chain.
    func localValue(named name: String, owner: Int32, in file: Int) -> Expression? {
        let outline = files[file].outline
        for local in outline.locals.reversed() where local.owner == owner && outline.names(local.names).contains(name) {
            return local.value
        }
        return nil
    }
}
