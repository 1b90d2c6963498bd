import RIBs

protocol RootDependency: Dependency {
    var analytics: ShopAnalytics { get }
    var productCatalog: ProductCatalog { get }
    var orderHistory: OrderHistoryService { get }
    var cartStore: CartStore { get }
    var paymentMethodStore: PaymentMethodStore { get }
    var profileStore: ProfileStore { get }
    var hasCompletedOnboarding: Bool { get }
}

final class RootComponent: Component<RootDependency> {
    var analytics: ShopAnalytics { dependency.analytics }
    var productCatalog: ProductCatalog { dependency.productCatalog }
    var orderHistory: OrderHistoryService { dependency.orderHistory }
    var cartStore: CartStore { dependency.cartStore }
    var paymentMethodStore: PaymentMethodStore { dependency.paymentMethodStore }
    var profileStore: ProfileStore { dependency.profileStore }
}

extension RootComponent: HomeDependency, OrdersDependency, ProfileDependency, OnboardingDependency {}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {

    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootTabBarController()
        let interactor = RootInteractor(presenter: viewController,
                                        needsOnboarding: !dependency.hasCompletedOnboarding)
        return RootRouter(interactor: interactor,
                          viewController: viewController,
                          homeBuilder: HomeBuilder(dependency: component),
                          ordersBuilder: OrdersBuilder(dependency: component),
                          profileBuilder: ProfileBuilder(dependency: component),
                          onboardingBuilder: OnboardingBuilder(dependency: component))
    }
}
