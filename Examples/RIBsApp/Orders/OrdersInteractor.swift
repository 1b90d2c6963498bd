import RIBs
import RxSwift

protocol OrdersRouting: ViewableRouting {
    func routeToOrderDetail(orderID: String)
    func detachOrderDetail()
}

protocol OrdersPresentable: Presentable {
    var listener: OrdersPresentableListener? { get set }
    func show(orders: [ShopOrder])
}

protocol OrdersListener: AnyObject {}

final class OrdersInteractor: PresentableInteractor<OrdersPresentable>, OrdersInteractable, OrdersPresentableListener {

    weak var router: OrdersRouting?
    weak var listener: OrdersListener?

    init(presenter: OrdersPresentable, orderHistory: OrderHistoryService) {
        self.orderHistory = orderHistory
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        orderHistory.recentOrders
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] orders in
                self?.presenter.show(orders: orders)
            })
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: - OrdersPresentableListener

    func didSelectOrder(withID orderID: String) {
        router?.routeToOrderDetail(orderID: orderID)
    }

    // MARK: - OrderDetailListener

    func orderDetailDidClose() {
        router?.detachOrderDetail()
    }

    // MARK: - Private

    private let orderHistory: OrderHistoryService
}
