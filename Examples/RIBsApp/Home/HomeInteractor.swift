import RIBs

protocol HomeRouting: ViewableRouting {
    func routeToSearch()
    func detachSearch()
    func routeToCheckout()
    func popToHome()
}

protocol HomePresentable: Presentable {
    var listener: HomePresentableListener? { get set }
}

protocol HomeListener: AnyObject {}

final class HomeInteractor: PresentableInteractor<HomePresentable>, HomeInteractable, HomePresentableListener {

    weak var router: HomeRouting?
    weak var listener: HomeListener?

    override init(presenter: HomePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - HomePresentableListener

    func didTapSearch() {
        router?.routeToSearch()
    }

    func didTapCart() {
        router?.routeToCheckout()
    }

    // MARK: - SearchListener

    func searchDidClose() {
        router?.detachSearch()
    }

    // MARK: - CheckoutListener

    func checkoutDidPlaceOrder(orderID: String) {
        router?.popToHome()
    }
}
