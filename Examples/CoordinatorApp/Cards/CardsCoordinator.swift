import UIKit

/// The user's payment cards: freeze and unfreeze.
final class CardsCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?

    init(router: NavigationRouter, cardsService: CardsService) {
        self.router = router
        self.cardsService = cardsService
        self.cardsViewController = CardsViewController(cardsService: cardsService)
    }

    func start() {
        cardsViewController.coordinator = self
        router.push(cardsViewController, animated: true) // OK(push-without-flush): goes through NavigationRouter; the end of the flow is reported from the view controller instead
    }

    func didFinish() {
        onFinish?()
    }

    func toggleFreeze(_ card: PaymentCard) {
        let verb = card.isFrozen ? "Unfreeze" : "Freeze"
        let alert = UIAlertController(title: "\(verb) card •••• \(card.lastFourDigits)?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: verb, style: .destructive) { [weak self] _ in
            self?.cardsService.setFrozen(!card.isFrozen, cardID: card.id)
        })
        cardsViewController.present(alert, animated: true)
    }

    // MARK: - Private

    private let router: NavigationRouter
    private let cardsService: CardsService
    private let cardsViewController: CardsViewController
}
