import UIKit

final class SupportViewController: UIViewController {

    weak var coordinator: SupportCoordinator? // OK(strong-back-reference): weak reference back to the coordinator

    init(topic: SupportTopic) {
        self.topic = topic
        super.init(nibName: nil, bundle: nil)
        title = "Help"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(didTapDone))

        statusLabel.numberOfLines = 0
        statusLabel.textAlignment = .center
        switch topic {
        case .general:
            statusLabel.text = "Connecting you to an agent…"
        case .card(let id):
            statusLabel.text = "Connecting you to an agent about card \(id)…"
        }
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(statusLabel)
        NSLayoutConstraint.activate([
            statusLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            statusLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            statusLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    func showSessionEnded() {
        statusLabel.text = "The agent has closed this conversation."
    }

    // MARK: - Private

    private let topic: SupportTopic
    private let statusLabel = UILabel()

    @objc private func didTapDone() {
        coordinator?.didFinish()
    }
}

// MARK: - UIAdaptivePresentationControllerDelegate

extension SupportViewController: UIAdaptivePresentationControllerDelegate {

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        coordinator?.didFinish()
    }
}
