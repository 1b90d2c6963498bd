import RIBs

protocol OrdersInteractable: Interactable, OrderDetailListener {
    var router: OrdersRouting? { get set }
    var listener: OrdersListener? { get set }
}

/// `push(viewController:animated:)` is implemented in OrdersViewController.swift.
protocol OrdersViewControllable: ViewControllable {
    func push(viewController: ViewControllable, animated: Bool)
}

final class OrdersRouter: ViewableRouter<OrdersInteractable, OrdersViewControllable>, OrdersRouting {

    init(interactor: OrdersInteractable,
         viewController: OrdersViewControllable,
         orderDetailBuilder: OrderDetailBuildable) {
        self.orderDetailBuilder = orderDetailBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // MARK: - OrdersRouting

    func routeToOrderDetail(orderID: String) {
        guard orderDetailRouter == nil else { return }
        let orderDetail = orderDetailBuilder.build(withListener: interactor, orderID: orderID)
        orderDetailRouter = orderDetail
        attachChild(orderDetail) // OK(attach-without-detach): detached in detachOrderDetail()
        viewController.push(viewController: orderDetail.viewControllable, animated: true) // LEAK(push-without-flush): OrdersViewController.push(viewController:animated:) calls pushViewController directly, outside the flush path
    }

    func detachOrderDetail() {
        guard let orderDetail = orderDetailRouter else { return }
        detachChild(orderDetail)
        orderDetailRouter = nil
    }

    // MARK: - Private

    private let orderDetailBuilder: OrderDetailBuildable
    private var orderDetailRouter: OrderDetailRouting?
}
