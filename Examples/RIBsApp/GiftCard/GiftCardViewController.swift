import RIBs
import UIKit

protocol GiftCardPresentableListener: AnyObject {
    func didSubmit(code: String)
    func didDismissSheet()
}

/// Shown as a page sheet. A swipe-down is reported to the interactor, so the RIB is detached either way.
final class GiftCardViewController: UIViewController, GiftCardPresentable, GiftCardViewControllable {

    weak var listener: GiftCardPresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        presentationController?.delegate = self // OK(navigation-delegate-overwrite): a presentation-controller delegate, not the navigation controller's

        codeField.placeholder = "Gift card code"
        codeField.borderStyle = .roundedRect
        codeField.autocapitalizationType = .allCharacters
        redeemButton.setTitle("Redeem", for: .normal)
        redeemButton.addTarget(self, action: #selector(didTapRedeem), for: .touchUpInside)
        errorLabel.textColor = .systemRed

        let stack = UIStackView(arrangedSubviews: [codeField, redeemButton, errorLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
        ])
    }

    // MARK: - GiftCardPresentable

    func showRedeeming(_ isRedeeming: Bool) {
        redeemButton.isEnabled = !isRedeeming
        errorLabel.text = nil
    }

    func showError(message: String) {
        errorLabel.text = message
    }

    // MARK: - Private

    private let codeField = UITextField()
    private let redeemButton = UIButton(type: .system)
    private let errorLabel = UILabel()

    @objc private func didTapRedeem() {
        listener?.didSubmit(code: codeField.text ?? "")
    }
}

// MARK: - UIAdaptivePresentationControllerDelegate

extension GiftCardViewController: UIAdaptivePresentationControllerDelegate {

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        listener?.didDismissSheet()
    }
}
