import RIBs
import UIKit

protocol HomePresentableListener: AnyObject {
    func didTapSearch()
    func didTapCart()
}

final class HomeViewController: UIViewController, HomePresentable, HomeViewControllable {

    weak var listener: HomePresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "cart"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(didTapCart))

        welcomeLabel.text = "Fresh picks for you"
        welcomeLabel.font = .preferredFont(forTextStyle: .title2)
        welcomeLabel.alpha = 0
        searchButton.setTitle("Search products", for: .normal)
        searchButton.addTarget(self, action: #selector(didTapSearch), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [welcomeLabel, searchButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.prefersLargeTitles = true // OK(lifecycle-detach): bar styling only, no navigation logic
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.3) { // OK(closure-capture-cycle): UIKit runs the animation block once and releases it; self does not store it
            self.welcomeLabel.alpha = 1
        }
    }

    // MARK: - Private

    private let welcomeLabel = UILabel()
    private let searchButton = UIButton(type: .system)

    @objc private func didTapSearch() {
        listener?.didTapSearch()
    }

    @objc private func didTapCart() {
        listener?.didTapCart()
    }
}
