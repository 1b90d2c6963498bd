import RIBs
import UIKit

protocol CheckoutPresentableListener: AnyObject {
    func didTapChangePaymentMethod()
    func didTapRedeemGiftCard()
    func didTapPlaceOrder()
}

final class CheckoutViewController: UIViewController, CheckoutPresentable, CheckoutViewControllable {

    weak var listener: CheckoutPresentableListener?

    init(analytics: ShopAnalytics) {
        self.analytics = analytics
        super.init(nibName: nil, bundle: nil)
        title = "Checkout"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        deliverySlotsView.showsHorizontalScrollIndicator = false
        configure(paymentButton, title: "Change payment method", action: #selector(didTapChangePaymentMethod))
        configure(giftCardButton, title: "Redeem a gift card", action: #selector(didTapRedeemGiftCard))
        configure(placeOrderButton, title: "Place order", action: #selector(didTapPlaceOrder))

        let stack = UIStackView(arrangedSubviews: [totalLabel, paymentLabel, deliverySlotsView,
                                                   paymentButton, giftCardButton, placeOrderButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            deliverySlotsView.heightAnchor.constraint(equalToConstant: 72),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The delivery-slot carousel scrolls from the screen edge; pause swipe-back while this screen is visible.
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false // OK(interactive-pop-disabled): re-enabled in viewWillDisappear
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
        if isMovingFromParent { // OK(lifecycle-detach): analytics only; the flush handler detaches Checkout
            analytics.track(.checkoutAbandoned)
        }
    }

    // MARK: - CheckoutPresentable

    func show(totalInCents: Int) {
        totalLabel.text = String(format: "Total: %.2f", Double(totalInCents) / 100)
    }

    func show(paymentMethod: ShopPaymentMethod) {
        paymentLabel.text = "\(paymentMethod.brand) •••• \(paymentMethod.lastFourDigits)"
    }

    func showGiftCardRedeemed() {
        giftCardButton.isEnabled = false
        giftCardButton.setTitle("Gift card applied", for: .disabled)
    }

    // MARK: - Private

    private let analytics: ShopAnalytics
    private let totalLabel = UILabel()
    private let paymentLabel = UILabel()
    private let deliverySlotsView = UIScrollView()
    private let paymentButton = UIButton(type: .system)
    private let giftCardButton = UIButton(type: .system)
    private let placeOrderButton = UIButton(type: .system)

    private func configure(_ button: UIButton, title: String, action: Selector) {
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
    }

    @objc private func didTapChangePaymentMethod() {
        listener?.didTapChangePaymentMethod()
    }

    @objc private func didTapRedeemGiftCard() {
        listener?.didTapRedeemGiftCard()
    }

    @objc private func didTapPlaceOrder() {
        listener?.didTapPlaceOrder()
    }
}
