import RIBs

protocol PaymentMethodsDependency: Dependency {
    var paymentMethodStore: PaymentMethodStore { get }
}

final class PaymentMethodsComponent: Component<PaymentMethodsDependency> {
    fileprivate var paymentMethodStore: PaymentMethodStore { dependency.paymentMethodStore }
}

// MARK: - Builder

protocol PaymentMethodsBuildable: Buildable {
    func build(withListener listener: PaymentMethodsListener) -> PaymentMethodsRouting
}

final class PaymentMethodsBuilder: Builder<PaymentMethodsDependency>, PaymentMethodsBuildable {

    override init(dependency: PaymentMethodsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: PaymentMethodsListener) -> PaymentMethodsRouting {
        let component = PaymentMethodsComponent(dependency: dependency)
        let viewController = PaymentMethodsViewController()
        let interactor = PaymentMethodsInteractor(presenter: viewController,
                                                  paymentMethodStore: component.paymentMethodStore)
        interactor.listener = listener
        return PaymentMethodsRouter(interactor: interactor, viewController: viewController)
    }
}
