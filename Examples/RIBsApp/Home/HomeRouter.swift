import RIBs
import UIKit

protocol HomeInteractable: Interactable, SearchListener, CheckoutListener {
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}

protocol HomeViewControllable: ViewControllable {}

final class HomeRouter: NavigatingRouter<HomeInteractable, HomeViewControllable>, HomeRouting {

    init(interactor: HomeInteractable,
         viewController: HomeViewControllable,
         searchBuilder: SearchBuildable,
         checkoutBuilder: CheckoutBuildable) {
        self.searchBuilder = searchBuilder
        self.checkoutBuilder = checkoutBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // MARK: - HomeRouting

    func routeToSearch() {
        guard searchRouter == nil,
              let navigationController = viewController.uiviewController.navigationController else {
            return
        }
        let search = searchBuilder.build(withListener: interactor)
        searchRouter = search
        attachChild(search) // OK(attach-without-detach): detached in detachSearch()
        navigationController.pushViewController(search.viewControllable.uiviewController, animated: true) // OK(push-without-flush): bypasses push(nextRouter:animated:), but Search detaches itself from didMove(toParent:), which runs for every pop that removes it (the hook is lifecycle-detach's finding)
    }

    func detachSearch() {
        guard let search = searchRouter else { return }
        detachChild(search)
        searchRouter = nil
    }

    func routeToCheckout() {
        let checkout = checkoutBuilder.build(withListener: interactor)
        push(nextRouter: checkout, animated: true) // OK(push-without-flush): the common push method records Checkout for the flush handler
    }

    func popToHome() {
        // No detach here: the flush handler detaches every RIB this pop removes.
        viewController.uiviewController.navigationController?.popToViewController(viewController.uiviewController, animated: true)
    }

    // MARK: - Private

    private let searchBuilder: SearchBuildable
    private let checkoutBuilder: CheckoutBuildable
    private var searchRouter: SearchRouting?
}
