import RIBs

protocol HomeDependency: Dependency {
    var analytics: ShopAnalytics { get }
    var productCatalog: ProductCatalog { get }
    var cartStore: CartStore { get }
    var paymentMethodStore: PaymentMethodStore { get }
}

final class HomeComponent: Component<HomeDependency> {
    var analytics: ShopAnalytics { dependency.analytics }
    var productCatalog: ProductCatalog { dependency.productCatalog }
    var cartStore: CartStore { dependency.cartStore }
    var paymentMethodStore: PaymentMethodStore { dependency.paymentMethodStore }
}

extension HomeComponent: SearchDependency, CheckoutDependency {}

// MARK: - Builder

protocol HomeBuildable: Buildable {
    func build(withListener listener: HomeListener) -> HomeRouting
}

final class HomeBuilder: Builder<HomeDependency>, HomeBuildable {

    override init(dependency: HomeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: HomeListener) -> HomeRouting {
        let component = HomeComponent(dependency: dependency)
        let viewController = HomeViewController()
        let interactor = HomeInteractor(presenter: viewController)
        interactor.listener = listener
        return HomeRouter(interactor: interactor,
                          viewController: viewController,
                          searchBuilder: SearchBuilder(dependency: component),
                          checkoutBuilder: CheckoutBuilder(dependency: component))
    }
}
