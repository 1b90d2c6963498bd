import Combine
import UIKit

final class CardsViewController: UITableViewController {

    weak var coordinator: CardsCoordinator? // OK(strong-back-reference): weak; CardsCoordinator holds this view controller

    init(cardsService: CardsService) {
        self.cardsService = cardsService
        super.init(style: .insetGrouped)
        title = "Cards"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        cardsService.cards
            .receive(on: DispatchQueue.main)
            .sink { [weak self] cards in
                self?.cards = cards
                self?.tableView.reloadData()
            }
            .store(in: &cancellables)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent { // LEAK(lifecycle-detach): ending the flow from viewDidDisappear misses multi-screen pops and puts navigation logic in the view
            coordinator?.didFinish()
        }
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cards.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let card = cards[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "•••• \(card.lastFourDigits)"
        content.secondaryText = card.isFrozen ? "Frozen" : "Active"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        coordinator?.toggleFreeze(cards[indexPath.row])
    }

    // MARK: - Private

    private static let cellIdentifier = "CardCell"
    private let cardsService: CardsService
    private var cards: [PaymentCard] = []
    private var cancellables = Set<AnyCancellable>()
}
