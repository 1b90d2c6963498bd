import UIKit

/// The accounts dashboard and every flow that starts from it.
final class AccountsCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    var parentCoordinator: AppCoordinator? // LEAK(strong-back-reference): AppCoordinator owns this coordinator through childCoordinators, so this must be weak

    init(router: NavigationRouter, services: BankingServices) {
        self.router = router
        self.services = services
    }

    func start() {
        let accountsViewController = AccountsViewController(accountsStore: services.accounts)
        accountsViewController.delegate = self
        router.setRoot(accountsViewController)
    }

    /// Called by children that release themselves (see BeneficiariesCoordinator).
    func childDidFinish(_ child: Coordinator) {
        removeChild(child)
    }

    // MARK: - Private

    private let router: NavigationRouter
    private let services: BankingServices

    private func showTransfer(from account: BankAccount) {
        let transfer = TransferCoordinator(router: router, sourceAccount: account, exchangeRates: services.exchangeRates)
        transfer.onNavigationBack = { [weak self, weak transfer] in // OK(closure-capture-cycle): weak self and weak child
            self?.removeChild(transfer)
        }
        childCoordinators.append(transfer) // OK(child-never-released): removed by the on-pop closure NavigationRouter runs from didShow
        transfer.start()
    }

    private func showStatements(for account: BankAccount) {
        let statements = StatementsCoordinator(router: router, account: account, statementsService: services.statements)
        childCoordinators.append(statements) // LEAK(child-never-released): nothing removes it when the statements screen is popped
        statements.start()
    }

    private func showCards() {
        let cards = CardsCoordinator(router: router, cardsService: services.cards)
        cards.onFinish = { // LEAK(closure-capture-cycle): the child stores this closure, which holds self and the child strongly
            self.removeChild(cards)
        }
        childCoordinators.append(cards) // OK(child-never-released): removed in onFinish
        cards.start()
    }

    private func showBeneficiaries() {
        let beneficiaries = BeneficiariesCoordinator(router: router, beneficiariesService: services.beneficiaries)
        beneficiaries.parentCoordinator = self
        childCoordinators.append(beneficiaries) // OK(child-never-released): removed through childDidFinish(_:) when the probe on its screen is released
        beneficiaries.start()
    }
}

// MARK: - AccountsViewControllerDelegate

extension AccountsCoordinator: AccountsViewControllerDelegate {

    func accountsViewController(_ viewController: AccountsViewController, didRequestTransferFrom account: BankAccount) {
        showTransfer(from: account)
    }

    func accountsViewController(_ viewController: AccountsViewController, didRequestStatementsFor account: BankAccount) {
        showStatements(for: account)
    }

    func accountsViewControllerDidRequestCards(_ viewController: AccountsViewController) {
        showCards()
    }

    func accountsViewControllerDidRequestBeneficiaries(_ viewController: AccountsViewController) {
        showBeneficiaries()
    }

    func accountsViewControllerDidRequestHelp(_ viewController: AccountsViewController) {
        parentCoordinator?.showSupport(topic: .general)
    }
}
