import Combine
import UIKit

/// Sends money from one account. Released through NavigationRouter's flush path.
final class TransferCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []

    /// Set by the parent before `start()`; the router runs it once the amount screen leaves the stack.
    var onNavigationBack: (() -> Void)?

    init(router: NavigationRouter, sourceAccount: BankAccount, exchangeRates: ExchangeRateProvider) {
        self.router = router
        self.sourceAccount = sourceAccount
        self.exchangeRates = exchangeRates
        self.amountViewController = TransferAmountViewController(sourceAccount: sourceAccount)
    }

    func start() {
        amountViewController.onContinue = { [weak self] amount in // OK(closure-capture-cycle): weak self; this coordinator owns the view controller that stores the closure
            self?.confirm(amount: amount)
        }
        exchangeRates.rate(from: sourceAccount.currencyCode, to: "EUR")
            .receive(on: DispatchQueue.main)
            .sink { rate in // LEAK(closure-capture-cycle): captures self strongly and is stored in self's own cancellables
                self.amountViewController.show(exchangeRate: rate, targetCurrency: "EUR")
            }
            .store(in: &cancellables)
        router.push(amountViewController, animated: true, onNavigationBack: onNavigationBack) // OK(push-without-flush): through NavigationRouter with an on-pop closure
    }

    // MARK: - Private

    private let router: NavigationRouter
    private let sourceAccount: BankAccount
    private let exchangeRates: ExchangeRateProvider
    private let amountViewController: TransferAmountViewController
    private var cancellables = Set<AnyCancellable>()

    private func confirm(amount: Decimal) {
        let confirmation = UIAlertController(title: "Send \(amount) \(sourceAccount.currencyCode)?",
                                             message: "From \(sourceAccount.nickname)",
                                             preferredStyle: .alert)
        confirmation.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        confirmation.addAction(UIAlertAction(title: "Send", style: .default) { [weak self] _ in
            // Popping runs the on-pop closure, which removes this coordinator.
            self?.router.popToRoot(animated: true)
        })
        amountViewController.present(confirmation, animated: true)
    }
}
