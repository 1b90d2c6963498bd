import RIBs
import RxSwift

protocol CheckoutRouting: ViewableRouting {
    func routeToPaymentMethods()
    func routeBackFromPaymentMethods()
    func routeToGiftCard()
    func routeBackFromGiftCard()
}

protocol CheckoutPresentable: Presentable {
    var listener: CheckoutPresentableListener? { get set }
    func show(totalInCents: Int)
    func show(paymentMethod: ShopPaymentMethod)
    func showGiftCardRedeemed()
}

protocol CheckoutListener: AnyObject {
    func checkoutDidPlaceOrder(orderID: String)
}

final class CheckoutInteractor: PresentableInteractor<CheckoutPresentable>, CheckoutInteractable, CheckoutPresentableListener {

    weak var router: CheckoutRouting?
    weak var listener: CheckoutListener?

    init(presenter: CheckoutPresentable, cartStore: CartStore) {
        self.cartStore = cartStore
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        cartStore.totalInCents
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { total in // OK(closure-capture-cycle): disposeOnDeactivate disposes it when the interactor resigns active
                self.presenter.show(totalInCents: total)
            })
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: - CheckoutPresentableListener

    func didTapChangePaymentMethod() {
        router?.routeToPaymentMethods()
    }

    func didTapRedeemGiftCard() {
        router?.routeToGiftCard()
    }

    func didTapPlaceOrder() {
        cartStore.placeOrder()
            .observe(on: MainScheduler.instance)
            .subscribe(onSuccess: { [weak self] orderID in
                self?.listener?.checkoutDidPlaceOrder(orderID: orderID)
            })
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: - PaymentMethodsListener

    func paymentMethodsDidSelect(_ paymentMethod: ShopPaymentMethod) {
        cartStore.select(paymentMethod: paymentMethod)
        presenter.show(paymentMethod: paymentMethod)
        router?.routeBackFromPaymentMethods()
    }

    func paymentMethodsDidClose() {
        router?.routeBackFromPaymentMethods()
    }

    // MARK: - GiftCardListener

    func giftCardDidRedeem() {
        presenter.showGiftCardRedeemed()
        router?.routeBackFromGiftCard()
    }

    func giftCardDidClose() {
        router?.routeBackFromGiftCard()
    }

    // MARK: - Private

    private let cartStore: CartStore
}
