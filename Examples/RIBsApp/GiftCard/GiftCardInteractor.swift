import RIBs
import RxSwift

protocol GiftCardRouting: ViewableRouting {}

protocol GiftCardPresentable: Presentable {
    var listener: GiftCardPresentableListener? { get set }
    func showRedeeming(_ isRedeeming: Bool)
    func showError(message: String)
}

protocol GiftCardListener: AnyObject {
    func giftCardDidRedeem()
    func giftCardDidClose()
}

final class GiftCardInteractor: PresentableInteractor<GiftCardPresentable>, GiftCardInteractable, GiftCardPresentableListener {

    weak var router: GiftCardRouting?
    weak var listener: GiftCardListener?

    init(presenter: GiftCardPresentable, cartStore: CartStore) {
        self.cartStore = cartStore
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - GiftCardPresentableListener

    func didSubmit(code: String) {
        presenter.showRedeeming(true)
        cartStore.redeemGiftCard(code: code)
            .observe(on: MainScheduler.instance)
            .subscribe(onCompleted: { [weak self] in
                self?.listener?.giftCardDidRedeem()
            }, onError: { [weak self] _ in
                self?.presenter.showRedeeming(false)
                self?.presenter.showError(message: "This code can't be redeemed.")
            })
            .disposeOnDeactivate(interactor: self)
    }

    func didDismissSheet() {
        listener?.giftCardDidClose()
    }

    // MARK: - Private

    private let cartStore: CartStore
}
