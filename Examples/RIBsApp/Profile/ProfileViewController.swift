import RIBs
import UIKit

protocol ProfilePresentableListener: AnyObject {
    func didTapEditProfile()
    func didTapSettings()
    func detachPoppedChildren()
}

final class ProfileViewController: UIViewController, ProfilePresentable, ProfileViewControllable {

    weak var listener: ProfilePresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gearshape"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(didTapSettings))
        editButton.setTitle("Edit profile", for: .normal)
        editButton.addTarget(self, action: #selector(didTapEditProfile), for: .touchUpInside)
        nameLabel.font = .preferredFont(forTextStyle: .title1)

        let stack = UIStackView(arrangedSubviews: [nameLabel, emailLabel, editButton])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Profile is visible again, so whatever was pushed on top of it must have been popped.
        listener?.detachPoppedChildren() // LEAK(lifecycle-detach): viewDidAppear also runs after a modal or a tab switch, and a view should not drive detaching
    }

    // MARK: - ProfilePresentable

    func show(profile: ShopUserProfile) {
        nameLabel.text = profile.displayName
        emailLabel.text = profile.email
    }

    // MARK: - Private

    private let nameLabel = UILabel()
    private let emailLabel = UILabel()
    private let editButton = UIButton(type: .system)

    @objc private func didTapEditProfile() {
        listener?.didTapEditProfile()
    }

    @objc private func didTapSettings() {
        listener?.didTapSettings()
    }
}
