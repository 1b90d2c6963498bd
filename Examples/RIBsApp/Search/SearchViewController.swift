import RIBs
import UIKit

protocol SearchPresentableListener: AnyObject {
    func didChangeQuery(_ query: String)
    func didLeaveSearch()
}

final class SearchViewController: UITableViewController, SearchPresentable, SearchViewControllable {

    weak var listener: SearchPresentableListener? // OK(strong-back-reference): weak, as the RIBs template declares it

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = searchController
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil {
            listener?.didLeaveSearch() // LEAK(lifecycle-detach): detaching from didMove(toParent:) also runs on containment changes and is a view deciding navigation
        }
    }

    // MARK: - SearchPresentable

    func show(rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    // MARK: - UITableViewDataSource

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

    // MARK: - Private

    private static let cellIdentifier = "ProductCell"
    private let searchController = UISearchController(searchResultsController: nil)
    private var rows: [String] = []
}

// MARK: - UISearchResultsUpdating

extension SearchViewController: UISearchResultsUpdating {

    func updateSearchResults(for searchController: UISearchController) {
        listener?.didChangeQuery(searchController.searchBar.text ?? "")
    }
}
