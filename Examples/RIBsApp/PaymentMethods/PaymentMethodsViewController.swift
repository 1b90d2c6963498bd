import RIBs
import UIKit

protocol PaymentMethodsPresentableListener: AnyObject {
    func didSelectPaymentMethod(at index: Int)
    func didTapClose()
}

/// Shown as a page sheet. Only the Close button tells the interactor that the sheet went away.
final class PaymentMethodsViewController: UITableViewController, PaymentMethodsPresentable, PaymentMethodsViewControllable {

    weak var listener: PaymentMethodsPresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        let closeButton = UIButton(type: .close)
        closeButton.addTarget(self, action: #selector(didTapClose), for: .touchUpInside)
        closeButton.sizeToFit()
        tableView.tableHeaderView = closeButton
    }

    // MARK: - PaymentMethodsPresentable

    func show(paymentMethods: [ShopPaymentMethod]) {
        rows = paymentMethods.map { "\($0.brand) •••• \($0.lastFourDigits)" }
        tableView.reloadData()
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        listener?.didSelectPaymentMethod(at: indexPath.row)
    }

    // MARK: - Private

    private static let cellIdentifier = "PaymentMethodCell"
    private var rows: [String] = []

    @objc private func didTapClose() {
        listener?.didTapClose()
    }
}
