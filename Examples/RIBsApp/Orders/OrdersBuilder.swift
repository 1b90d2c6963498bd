import RIBs

protocol OrdersDependency: Dependency {
    var orderHistory: OrderHistoryService { get }
}

final class OrdersComponent: Component<OrdersDependency> {
    var orderHistory: OrderHistoryService { dependency.orderHistory }
}

extension OrdersComponent: OrderDetailDependency {}

// MARK: - Builder

protocol OrdersBuildable: Buildable {
    func build(withListener listener: OrdersListener) -> OrdersRouting
}

final class OrdersBuilder: Builder<OrdersDependency>, OrdersBuildable {

    override init(dependency: OrdersDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OrdersListener) -> OrdersRouting {
        let component = OrdersComponent(dependency: dependency)
        let viewController = OrdersViewController()
        let interactor = OrdersInteractor(presenter: viewController, orderHistory: component.orderHistory)
        interactor.listener = listener
        return OrdersRouter(interactor: interactor,
                            viewController: viewController,
                            orderDetailBuilder: OrderDetailBuilder(dependency: component))
    }
}
