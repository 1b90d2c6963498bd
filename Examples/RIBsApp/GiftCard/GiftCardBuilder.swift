import RIBs

protocol GiftCardDependency: Dependency {
    var cartStore: CartStore { get }
}

final class GiftCardComponent: Component<GiftCardDependency> {
    fileprivate var cartStore: CartStore { dependency.cartStore }
}

// MARK: - Builder

protocol GiftCardBuildable: Buildable {
    func build(withListener listener: GiftCardListener) -> GiftCardRouting
}

final class GiftCardBuilder: Builder<GiftCardDependency>, GiftCardBuildable {

    override init(dependency: GiftCardDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: GiftCardListener) -> GiftCardRouting {
        let component = GiftCardComponent(dependency: dependency)
        let viewController = GiftCardViewController()
        let interactor = GiftCardInteractor(presenter: viewController, cartStore: component.cartStore)
        interactor.listener = listener
        return GiftCardRouter(interactor: interactor, viewController: viewController)
    }
}
