import RIBs
import UIKit

protocol OnboardingPresentableListener: AnyObject {
    func didTapGetStarted()
}

final class OnboardingViewController: UIViewController, OnboardingPresentable, OnboardingViewControllable {

    weak var listener: OnboardingPresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo

        headlineLabel.text = "Groceries at your door in 30 minutes"
        headlineLabel.font = .preferredFont(forTextStyle: .largeTitle)
        headlineLabel.textColor = .white
        headlineLabel.numberOfLines = 0
        getStartedButton.configuration = .filled()
        getStartedButton.setTitle("Get started", for: .normal)
        getStartedButton.addTarget(self, action: #selector(didTapGetStarted), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [headlineLabel, getStartedButton])
        stack.axis = .vertical
        stack.spacing = 32
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -32),
        ])
    }

    // MARK: - Private

    private let headlineLabel = UILabel()
    private let getStartedButton = UIButton(type: .system)

    @objc private func didTapGetStarted() {
        listener?.didTapGetStarted()
    }
}
