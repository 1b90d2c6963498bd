import UIKit

final class TransferAmountViewController: UIViewController {

    var onContinue: ((Decimal) -> Void)?

    init(sourceAccount: BankAccount) {
        self.sourceAccount = sourceAccount
        super.init(nibName: nil, bundle: nil)
        title = "Send money"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // Keep users from losing a half-typed amount with an accidental edge swipe.
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false // LEAK(interactive-pop-disabled): never re-enabled, so swipe-back stays off for every later screen on this stack

        amountField.placeholder = "0.00 \(sourceAccount.currencyCode)"
        amountField.keyboardType = .decimalPad
        amountField.font = .preferredFont(forTextStyle: .largeTitle)
        rateLabel.textColor = .secondaryLabel
        continueButton.setTitle("Continue", for: .normal)
        continueButton.addTarget(self, action: #selector(didTapContinue), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [amountField, rateLabel, continueButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
        ])
    }

    func show(exchangeRate: Decimal, targetCurrency: String) {
        rateLabel.text = "1 \(sourceAccount.currencyCode) = \(exchangeRate) \(targetCurrency)"
    }

    // MARK: - Private

    private let sourceAccount: BankAccount
    private let amountField = UITextField()
    private let rateLabel = UILabel()
    private let continueButton = UIButton(type: .system)

    @objc private func didTapContinue() {
        guard let text = amountField.text, let amount = Decimal(string: text), amount > 0 else { return }
        onContinue?(amount)
    }
}
