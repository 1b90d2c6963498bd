import RIBs

protocol PaymentMethodsInteractable: Interactable {
    var router: PaymentMethodsRouting? { get set }
    var listener: PaymentMethodsListener? { get set }
}

protocol PaymentMethodsViewControllable: ViewControllable {}

final class PaymentMethodsRouter: ViewableRouter<PaymentMethodsInteractable, PaymentMethodsViewControllable>, PaymentMethodsRouting {

    override init(interactor: PaymentMethodsInteractable, viewController: PaymentMethodsViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
