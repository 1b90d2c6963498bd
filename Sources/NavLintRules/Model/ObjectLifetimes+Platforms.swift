import NavLintIndex
import NavLintSyntax

/// Lifetimes as code compiled for some platforms only sees them. The outline reads every `#if`
/// branch, so an iOS app's view model that the iOS `App` struct keeps, and that a macOS window's
/// view also makes (in `#if os(macOS)` code), is kept by nothing for the model's own answer; for
/// code inside `#if os(iOS)`, only the objects made by code compiled for iOS exist. Each set of
/// platforms asked about gets an instance of its own, which leaves out the constructions compiled
/// for none of them and remembers its answers as the model's own instance does.
extension ObjectLifetimes {
    /// Why the objects of `type` that code at `offset` of `file` can meet live as long as the app:
    /// the answer for every platform, or else the answer for the platforms that code is compiled for.
    func appLifetimeReason(of type: String, forCodeAt offset: UInt32, in file: Int) -> String? {
        if let reason = appLifetimeReason(of: type) { return reason }
        let compiled = index.files[file].outline.platforms(at: offset).intersection(platforms)
        guard compiled != platforms else { return nil }
        if let lifetimes = platformLifetimes[compiled] { return lifetimes.appLifetimeReason(of: type) }
        let lifetimes = ObjectLifetimes(index: index, platforms: compiled)
        platformLifetimes[compiled] = lifetimes
        return lifetimes.appLifetimeReason(of: type)
    }

    /// Whether construction `ref` is compiled for some of the platforms this instance answers for.
    func isCompiledForAskedPlatforms(_ ref: ElementRef) -> Bool {
        guard platforms != .all else { return true }
        let outline = index.files[Int(ref.file)].outline
        return !outline.platforms(at: outline.calls[Int(ref.index)].range.start).isDisjoint(with: platforms)
    }
}
