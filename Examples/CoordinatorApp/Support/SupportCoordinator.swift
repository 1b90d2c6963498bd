import UIKit

/// A live chat with support, presented as a sheet over the whole app.
final class SupportCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?

    init(presentingViewController: UIViewController, topic: SupportTopic) {
        self.presentingViewController = presentingViewController
        self.chatSession = SupportChatSession(topic: topic)
    }

    func start() {
        let chatViewController = SupportViewController(topic: chatSession.topic)
        chatViewController.coordinator = self
        chatSession.onSessionEnded = { // OK(closure-capture-cycle): one-shot; the closure clears itself after it runs
            self.chatViewController?.showSessionEnded()
            self.chatSession.onSessionEnded = nil
        }

        let chatNavigationController = UINavigationController(rootViewController: chatViewController)
        chatNavigationController.presentationController?.delegate = chatViewController // OK(navigation-delegate-overwrite): a presentation-controller delegate on a modal stack, not a navigation delegate
        presentingViewController?.present(chatNavigationController, animated: true) // OK(present-without-dismiss-flush): SupportViewController turns a swipe-down into didFinish(), which removes the child
        self.chatViewController = chatViewController
    }

    /// Called for the Done button and for a swipe-down of the sheet.
    func didFinish() {
        chatSession.end()
        if let chatViewController, chatViewController.presentingViewController != nil {
            chatViewController.dismiss(animated: true)
        }
        onFinish?()
    }

    // MARK: - Private

    private weak var presentingViewController: UIViewController?
    private weak var chatViewController: SupportViewController?
    private let chatSession: SupportChatSession
}
