import RIBs
import RxSwift

protocol PaymentMethodsRouting: ViewableRouting {}

protocol PaymentMethodsPresentable: Presentable {
    var listener: PaymentMethodsPresentableListener? { get set }
    func show(paymentMethods: [ShopPaymentMethod])
}

protocol PaymentMethodsListener: AnyObject {
    func paymentMethodsDidSelect(_ paymentMethod: ShopPaymentMethod)
    func paymentMethodsDidClose()
}

final class PaymentMethodsInteractor: PresentableInteractor<PaymentMethodsPresentable>, PaymentMethodsInteractable, PaymentMethodsPresentableListener {

    weak var router: PaymentMethodsRouting?
    weak var listener: PaymentMethodsListener?

    init(presenter: PaymentMethodsPresentable, paymentMethodStore: PaymentMethodStore) {
        self.paymentMethodStore = paymentMethodStore
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        paymentMethodStore.paymentMethods
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] methods in
                self?.methods = methods
                self?.presenter.show(paymentMethods: methods)
            })
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: - PaymentMethodsPresentableListener

    func didSelectPaymentMethod(at index: Int) {
        guard methods.indices.contains(index) else { return }
        listener?.paymentMethodsDidSelect(methods[index])
    }

    func didTapClose() {
        listener?.paymentMethodsDidClose()
    }

    // MARK: - Private

    private let paymentMethodStore: PaymentMethodStore
    private var methods: [ShopPaymentMethod] = []
}
