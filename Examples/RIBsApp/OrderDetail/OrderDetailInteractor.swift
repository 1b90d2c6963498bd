import RIBs
import RxSwift

protocol OrderDetailRouting: ViewableRouting {}

protocol OrderDetailPresentable: Presentable {
    var listener: OrderDetailPresentableListener? { get set }
    func show(order: ShopOrder)
}

protocol OrderDetailListener: AnyObject {
    func orderDetailDidClose()
}

final class OrderDetailInteractor: PresentableInteractor<OrderDetailPresentable>, OrderDetailInteractable, OrderDetailPresentableListener {

    weak var router: OrderDetailRouting?
    weak var listener: OrderDetailListener?

    init(presenter: OrderDetailPresentable, orderID: String, orderHistory: OrderHistoryService) {
        self.orderID = orderID
        self.orderHistory = orderHistory
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        orderHistory.order(withID: orderID)
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { order in // LEAK(closure-capture-cycle): captures self strongly and is kept in self's own disposeBag
                self.presenter.show(order: order)
            })
            .disposed(by: disposeBag)
    }

    // MARK: - OrderDetailPresentableListener

    func didTapBack() {
        listener?.orderDetailDidClose()
    }

    // MARK: - Private

    private let orderID: String
    private let orderHistory: OrderHistoryService
    private let disposeBag = DisposeBag()
}
