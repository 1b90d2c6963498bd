import Combine
import UIKit

/// Owns the window and the main navigation stack for the lifetime of the app.
final class AppCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []

    init(window: UIWindow, services: BankingServices) {
        self.window = window
        self.services = services
    }

    func start() {
        window.rootViewController = router.navigationController
        window.makeKeyAndVisible()

        let accounts = AccountsCoordinator(router: router, services: services)
        accounts.parentCoordinator = self
        childCoordinators.append(accounts) // OK(child-never-released): the root flow, it lives as long as the app
        accounts.start()

        services.session.sessionExpired
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in // OK(closure-capture-cycle): weak self
                self?.showSessionExpiredAlert()
            }
            .store(in: &cancellables)
    }

    func showSupport(topic: SupportTopic) {
        guard !childCoordinators.contains(where: { $0 is SupportCoordinator }) else { return }
        let support = SupportCoordinator(presentingViewController: router.navigationController, topic: topic)
        support.onFinish = { [weak self, weak support] in // OK(closure-capture-cycle): weak self and weak child
            self?.removeChild(support)
        }
        childCoordinators.append(support) // OK(child-never-released): removed in onFinish
        support.start()
    }

    // MARK: - Private

    private let window: UIWindow
    private let services: BankingServices
    private let router = NavigationRouter(navigationController: UINavigationController())
    private var cancellables = Set<AnyCancellable>()

    private func showSessionExpiredAlert() {
        let alert = UIAlertController(title: "Session expired",
                                      message: "For your security, please sign in again.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in // OK(closure-capture-cycle): the alert owns this action, self does not own the alert
            self.services.session.signOut()
        })
        router.navigationController.present(alert, animated: true)
    }
}
