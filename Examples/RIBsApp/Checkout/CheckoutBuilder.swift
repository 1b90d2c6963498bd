import RIBs

protocol CheckoutDependency: Dependency {
    var analytics: ShopAnalytics { get }
    var cartStore: CartStore { get }
    var paymentMethodStore: PaymentMethodStore { get }
}

final class CheckoutComponent: Component<CheckoutDependency> {
    var analytics: ShopAnalytics { dependency.analytics }
    var cartStore: CartStore { dependency.cartStore }
    var paymentMethodStore: PaymentMethodStore { dependency.paymentMethodStore }
}

extension CheckoutComponent: PaymentMethodsDependency, GiftCardDependency {}

// MARK: - Builder

protocol CheckoutBuildable: Buildable {
    func build(withListener listener: CheckoutListener) -> CheckoutRouting
}

final class CheckoutBuilder: Builder<CheckoutDependency>, CheckoutBuildable {

    override init(dependency: CheckoutDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CheckoutListener) -> CheckoutRouting {
        let component = CheckoutComponent(dependency: dependency)
        let viewController = CheckoutViewController(analytics: component.analytics)
        let interactor = CheckoutInteractor(presenter: viewController, cartStore: component.cartStore)
        interactor.listener = listener
        return CheckoutRouter(interactor: interactor,
                              viewController: viewController,
                              paymentMethodsBuilder: PaymentMethodsBuilder(dependency: component),
                              giftCardBuilder: GiftCardBuilder(dependency: component))
    }
}
