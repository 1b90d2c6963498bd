import UIKit

/// Saved payees. Releases itself with a lifecycle probe instead of an on-pop closure.
final class BeneficiariesCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: AccountsCoordinator? // OK(strong-back-reference): weak; the parent owns this coordinator

    init(router: NavigationRouter, beneficiariesService: BeneficiariesService) {
        self.router = router
        self.beneficiariesService = beneficiariesService
    }

    func start() {
        let listViewController = BeneficiariesViewController(beneficiariesService: beneficiariesService)
        // UIKit releases the screen however it is popped; the probe it owns then ends this flow.
        listViewController.attachDeallocationProbe { [weak self] in // OK(closure-capture-cycle): weak self
            guard let self else { return }
            self.parentCoordinator?.childDidFinish(self)
        }
        router.push(listViewController, animated: true) // OK(push-without-flush): through NavigationRouter; the probe on the pushed screen releases this coordinator
    }

    // MARK: - Private

    private let router: NavigationRouter
    private let beneficiariesService: BeneficiariesService
}
