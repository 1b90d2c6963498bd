import NavLintIndex
import NavLintSyntax

/// Property requirements of a protocol reached on the way to a closure's keeper
/// (`viewModel.followers.bind { … }` where `viewModel` is a `FollowersViewModelProtocol`): what
/// the protocol's adopters keep in them.
extension ClosureStorageFinder {
    /// Whether every adopter of protocol `type` keeps its property requirement `name` in a stored,
    /// strong property (`let followers = Observable<[Follower]>([])`): then whatever object
    /// self reaches through the protocol, that object keeps the value. An adopter that computes it
    /// (a new stream on each read) keeps nothing, and a protocol adopted by many types says nothing.
    func isKeptByEveryAdopter(_ name: String, of type: String) -> Bool {
        let key = type + "." + name
        if let known = adopterStorage.answers[key] { return known }
        var answer = false
        if index.kind(ofType: type) == .protocol {
            // Test doubles never stand in for the app's objects; sub-protocols add no storage.
            let adopters = index.subtypes(of: type).filter { index.kind(ofType: $0) != .protocol && !index.isTestType($0) }
            answer = !adopters.isEmpty && adopters.count <= 8 && adopters.allSatisfy { adopter in
                guard let ref = members(name, in: adopter, index).first(where: {
                    index.member($0).kind == .property && !index.member($0).isRequirement
                }) else { return false }
                let property = index.member(ref)
                return property.isStored && !property.modifiers.isNonOwning && !property.modifiers.isTypeLevel
            }
        }
        adopterStorage.answers[key] = answer
        return answer
    }

    /// The answers of `isKeptByEveryAdopter`, remembered per protocol and name.
    final class AdopterStorage {
        var answers: [String: Bool] = [:]
    }
}
