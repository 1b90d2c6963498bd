import Combine
import UIKit

/// Monthly statements for one account.
final class StatementsCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []

    init(router: NavigationRouter, account: BankAccount, statementsService: StatementsService) {
        self.router = router
        self.account = account
        self.statementsService = statementsService
        self.statementsViewController = StatementsViewController(accountName: account.nickname)
    }

    func start() {
        statementsViewController.coordinator = self
        router.push(statementsViewController, animated: true) // OK(push-without-flush): goes through NavigationRouter (the parent just never asks to be told about the pop)
        reloadStatements()
    }

    func reloadStatements() {
        statementsService.statements(for: account)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure = completion {
                    self?.statementsViewController.showLoadingError()
                }
            }, receiveValue: { [weak self] statements in
                self?.statementsViewController.show(statements)
            })
            .store(in: &cancellables)
    }

    func share(_ statement: BankStatement) {
        let activity = UIActivityViewController(activityItems: [statement.fileURL], applicationActivities: nil)
        statementsViewController.present(activity, animated: true)
    }

    // MARK: - Private

    private let router: NavigationRouter
    private let account: BankAccount
    private let statementsService: StatementsService
    /// Kept so that reloads can update the list in place.
    private let statementsViewController: StatementsViewController
    private var cancellables = Set<AnyCancellable>()
}
