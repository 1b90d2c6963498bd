import Combine
import UIKit

protocol AccountsViewControllerDelegate: AnyObject {
    func accountsViewController(_ viewController: AccountsViewController, didRequestTransferFrom account: BankAccount)
    func accountsViewController(_ viewController: AccountsViewController, didRequestStatementsFor account: BankAccount)
    func accountsViewControllerDidRequestCards(_ viewController: AccountsViewController)
    func accountsViewControllerDidRequestBeneficiaries(_ viewController: AccountsViewController)
    func accountsViewControllerDidRequestHelp(_ viewController: AccountsViewController)
}

final class AccountsViewController: UITableViewController {

    weak var delegate: AccountsViewControllerDelegate? // OK(strong-back-reference): a weak delegate pointing back to the coordinator

    init(accountsStore: AccountsStore) {
        self.accountsStore = accountsStore
        super.init(style: .insetGrouped)
        title = "Accounts"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cards", style: .plain, target: self, action: #selector(didTapCards))
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "questionmark.circle"), style: .plain, target: self, action: #selector(didTapHelp)),
            UIBarButtonItem(image: UIImage(systemName: "person.2"), style: .plain, target: self, action: #selector(didTapBeneficiaries)),
        ]

        accountsStore.accounts
            .receive(on: DispatchQueue.main)
            .sink { [weak self] accounts in
                self?.accounts = accounts
                self?.tableView.reloadData()
            }
            .store(in: &cancellables)
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        accounts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let account = accounts[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = account.nickname
        content.secondaryText = "\(account.balance) \(account.currencyCode)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let account = accounts[indexPath.row]
        let actions = UIAlertController(title: account.nickname, message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Send money", style: .default) { [weak self] _ in
            guard let self else { return }
            self.delegate?.accountsViewController(self, didRequestTransferFrom: account)
        })
        actions.addAction(UIAlertAction(title: "Statements", style: .default) { [weak self] _ in
            guard let self else { return }
            self.delegate?.accountsViewController(self, didRequestStatementsFor: account)
        })
        actions.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(actions, animated: true)
    }

    // MARK: - Private

    private static let cellIdentifier = "AccountCell"
    private let accountsStore: AccountsStore
    private var accounts: [BankAccount] = []
    private var cancellables = Set<AnyCancellable>()

    @objc private func didTapCards() {
        delegate?.accountsViewControllerDidRequestCards(self)
    }

    @objc private func didTapBeneficiaries() {
        delegate?.accountsViewControllerDidRequestBeneficiaries(self)
    }

    @objc private func didTapHelp() {
        delegate?.accountsViewControllerDidRequestHelp(self)
    }
}
