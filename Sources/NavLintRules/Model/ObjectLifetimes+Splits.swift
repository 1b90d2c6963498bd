import NavLintIndex
import NavLintSyntax

/// Holders declared once per app in one repository: two apps' folders (or an app's and its
/// extension's) each with their own `AppDelegate` that sets its own `bootstrap` once. In Swift
/// they are different types (`ProjectIndex.declarationMeant(byType:inFile:)`), so an assignment on
/// one side of the folder split never sets the property of the other side's objects.
extension ObjectLifetimes {
    /// The side of `holder`'s folder split that code in `file` means by the holder's name, or nil
    /// when the holder has one declaration or the file lies on no single side.
    func splitSide(of holder: String, inFile file: Int) -> Int? {
        guard !index.splitTypeIDs.isEmpty, let type = index.typeID(named: index.simpleName(holder)), index.hasDistinctDeclarations(type) else { return nil }
        return index.declarationMeant(byType: type, inFile: file)
    }

    /// Whether an assignment in `file` sets the property of another declaration of `holder` than
    /// the one on side `side`: the file lies on another side of the holder's split. A file on no
    /// single side (shared code) may set either.
    func isOnOtherSide(_ file: Int, of holder: String, side: Int?) -> Bool {
        guard let side, let type = index.typeID(named: index.simpleName(holder)) else { return false }
        return index.declarationMeant(byType: type, inFile: file).map { $0 != side } ?? false
    }
}
