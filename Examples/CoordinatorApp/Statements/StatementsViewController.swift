import UIKit

final class StatementsViewController: UITableViewController {

    var coordinator: StatementsCoordinator? // LEAK(strong-back-reference): StatementsCoordinator holds this view controller, so the reference back must be weak

    init(accountName: String) {
        super.init(style: .plain)
        title = "\(accountName) statements"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(didPullToRefresh), for: .valueChanged)
        toolbarItems = [
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(title: "Download all", style: .plain, target: nil, action: nil),
        ]
        // Show the toolbar only while this screen is on top.
        navigationController?.delegate = self // LEAK(navigation-delegate-overwrite): replaces NavigationRouter as the delegate, so no pop on this stack is flushed any more
    }

    func show(_ statements: [BankStatement]) {
        refreshControl?.endRefreshing()
        self.statements = statements
        tableView.reloadData()
    }

    func showLoadingError() {
        refreshControl?.endRefreshing()
        let alert = UIAlertController(title: "Couldn't load statements", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        statements.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = statements[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        coordinator?.share(statements[indexPath.row])
    }

    // MARK: - Private

    private static let cellIdentifier = "StatementCell"
    private var statements: [BankStatement] = []

    @objc private func didPullToRefresh() {
        coordinator?.reloadStatements()
    }
}

// MARK: - UINavigationControllerDelegate

extension StatementsViewController: UINavigationControllerDelegate {

    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController,
                              animated: Bool) {
        navigationController.setToolbarHidden(viewController !== self, animated: animated)
    }
}
