import Combine
import UIKit

final class BeneficiariesViewController: UITableViewController {

    init(beneficiariesService: BeneficiariesService) {
        self.beneficiariesService = beneficiariesService
        super.init(style: .plain)
        title = "Payees"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        beneficiariesService.beneficiaries
            .receive(on: DispatchQueue.main)
            .sink { [weak self] beneficiaries in
                self?.beneficiaries = beneficiaries
                self?.tableView.reloadData()
            }
            .store(in: &cancellables)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(true, animated: animated) // OK(lifecycle-detach): bar styling only, no navigation logic
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        beneficiaries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let beneficiary = beneficiaries[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = beneficiary.name
        content.secondaryText = beneficiary.iban
        cell.contentConfiguration = content
        return cell
    }

    // MARK: - Private

    private static let cellIdentifier = "BeneficiaryCell"
    private let beneficiariesService: BeneficiariesService
    private var beneficiaries: [Beneficiary] = []
    private var cancellables = Set<AnyCancellable>()
}
