import RIBs
import UIKit

protocol OrderDetailPresentableListener: AnyObject {
    func didTapBack()
}

final class OrderDetailViewController: UIViewController, OrderDetailPresentable, OrderDetailViewControllable {

    weak var listener: OrderDetailPresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        statusLabel.font = .preferredFont(forTextStyle: .headline)
        itemsLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [statusLabel, dateLabel, itemsLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent { // LEAK(lifecycle-detach): detaching from viewWillDisappear misses cancelled swipes and multi-screen pops
            listener?.didTapBack()
        }
    }

    // MARK: - OrderDetailPresentable

    func show(order: ShopOrder) {
        title = "Order \(order.id)"
        statusLabel.text = order.status
        dateLabel.text = DateFormatter.localizedString(from: order.placedAt, dateStyle: .medium, timeStyle: .short)
        itemsLabel.text = order.products.map(\.name).joined(separator: "\n")
    }

    // MARK: - Private

    private let statusLabel = UILabel()
    private let dateLabel = UILabel()
    private let itemsLabel = UILabel()
}
