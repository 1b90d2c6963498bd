import RIBs

protocol OrderDetailDependency: Dependency {
    var orderHistory: OrderHistoryService { get }
}

final class OrderDetailComponent: Component<OrderDetailDependency> {
    fileprivate var orderHistory: OrderHistoryService { dependency.orderHistory }
}

// MARK: - Builder

protocol OrderDetailBuildable: Buildable {
    func build(withListener listener: OrderDetailListener, orderID: String) -> OrderDetailRouting
}

final class OrderDetailBuilder: Builder<OrderDetailDependency>, OrderDetailBuildable {

    override init(dependency: OrderDetailDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OrderDetailListener, orderID: String) -> OrderDetailRouting {
        let component = OrderDetailComponent(dependency: dependency)
        let viewController = OrderDetailViewController()
        let interactor = OrderDetailInteractor(presenter: viewController,
                                               orderID: orderID,
                                               orderHistory: component.orderHistory)
        interactor.listener = listener
        return OrderDetailRouter(interactor: interactor, viewController: viewController)
    }
}
