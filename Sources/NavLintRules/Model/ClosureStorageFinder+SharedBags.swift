import NavLintIndex
import NavLintSyntax

/// Subscriptions of a struct kept in a bag that is an object: a closure that captures the struct
/// captures a copy of it, and every copy shares the one bag, which keeps the subscription and so
/// the closure. A bag that is a value (`Set<AnyCancellable>`) is copied before the subscription
/// goes into the original, so the closure's copy does not hold it.
extension ClosureStorageFinder {
    /// The storage of a subscription that captures `self` of a struct and goes into that struct's
    /// own bag, when the bag is a reference (`DisposeBag`, `CompositeDisposable`, a project class).
    mutating func sharedBagSubscription(call: Int32, _ literal: Closure, file: Int) -> (ClosureStorage, String)? {
        guard let selfType = index.ownerTypeName(file: file, member: literal.owner), index.kind(ofType: selfType) == .struct,
              var storage = subscriptionStorage(call: call, file: file, member: literal.owner, selfType: selfType),
              storage.kind == .subscription, let bag = storage.property, isSharedBag(bag, in: selfType) else { return nil }
        storage.isValueSelf = true
        return (storage, selfType)
    }

    /// Whether stored property `bag` of `type` holds an object: its declared or initial value's type
    /// is one of RxSwift's bags or a project class.
    func isSharedBag(_ bag: String, in type: String) -> Bool {
        guard let property = strongProperty(bag, in: type), property.isStrong, let bagType = property.type else { return false }
        if ClosureStorageFinder.sharedBagTypes.contains(bagType) { return true }
        let kind = index.kind(ofType: bagType)
        return kind == .class || kind == .actor
    }

    /// RxSwift's bag types: classes, shared by every copy of a struct that keeps one.
    static let sharedBagTypes: Set<String> = ["DisposeBag", "CompositeDisposable"]
}
