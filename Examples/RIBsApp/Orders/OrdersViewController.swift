import RIBs
import UIKit

protocol OrdersPresentableListener: AnyObject {
    func didSelectOrder(withID orderID: String)
}

final class OrdersViewController: UITableViewController, OrdersPresentable {

    weak var listener: OrdersPresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.tableHeaderView = makeHeader()
        // The list draws its own header, so the bar is hidden while this screen is on top.
        navigationController?.delegate = self // LEAK(navigation-delegate-overwrite): takes the navigation delegate away from the flush path
    }

    // MARK: - OrdersPresentable

    func show(orders: [ShopOrder]) {
        self.orders = orders
        tableView.reloadData()
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let order = orders[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Order \(order.id)"
        content.secondaryText = order.status
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        listener?.didSelectOrder(withID: orders[indexPath.row].id)
    }

    // MARK: - Private

    private static let cellIdentifier = "OrderCell"
    private var orders: [ShopOrder] = []

    private func makeHeader() -> UIView {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 96))
        label.text = "Your orders"
        label.font = .preferredFont(forTextStyle: .largeTitle)
        return label
    }
}

// MARK: - OrdersViewControllable

extension OrdersViewController: OrdersViewControllable {

    func push(viewController: ViewControllable, animated: Bool) {
        // Not reported here: the push is the router's decision, so navlint reports OrdersRouter's call.
        navigationController?.pushViewController(viewController.uiviewController, animated: animated)
    }
}

// MARK: - UINavigationControllerDelegate

extension OrdersViewController: UINavigationControllerDelegate {

    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController,
                              animated: Bool) {
        navigationController.setNavigationBarHidden(viewController === self, animated: animated)
    }
}
