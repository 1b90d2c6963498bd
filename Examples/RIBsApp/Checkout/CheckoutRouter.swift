import RIBs
import UIKit

protocol CheckoutInteractable: Interactable, PaymentMethodsListener, GiftCardListener {
    var router: CheckoutRouting? { get set }
    var listener: CheckoutListener? { get set }
}

protocol CheckoutViewControllable: ViewControllable {}

final class CheckoutRouter: ViewableRouter<CheckoutInteractable, CheckoutViewControllable>, CheckoutRouting {

    init(interactor: CheckoutInteractable,
         viewController: CheckoutViewControllable,
         paymentMethodsBuilder: PaymentMethodsBuildable,
         giftCardBuilder: GiftCardBuildable) {
        self.paymentMethodsBuilder = paymentMethodsBuilder
        self.giftCardBuilder = giftCardBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // MARK: - CheckoutRouting

    func routeToPaymentMethods() {
        guard paymentMethodsRouter == nil else { return }
        let paymentMethods = paymentMethodsBuilder.build(withListener: interactor)
        paymentMethodsRouter = paymentMethods
        attachChild(paymentMethods) // OK(attach-without-detach): detached in routeBackFromPaymentMethods()
        let sheet = paymentMethods.viewControllable.uiviewController
        sheet.modalPresentationStyle = .pageSheet
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        viewController.uiviewController.present(sheet, animated: true) // LEAK(present-without-dismiss-flush): a swipe-down dismisses the page sheet without reaching routeBackFromPaymentMethods()
    }

    func routeBackFromPaymentMethods() {
        guard let paymentMethods = paymentMethodsRouter else { return }
        detachChild(paymentMethods)
        paymentMethodsRouter = nil
        paymentMethods.viewControllable.uiviewController.dismiss(animated: true)
    }

    func routeToGiftCard() {
        guard giftCardRouter == nil else { return }
        let giftCard = giftCardBuilder.build(withListener: interactor)
        giftCardRouter = giftCard
        attachChild(giftCard) // OK(attach-without-detach): detached in routeBackFromGiftCard()
        viewController.uiviewController.present(giftCard.viewControllable.uiviewController, animated: true) // OK(present-without-dismiss-flush): GiftCardViewController forwards presentationControllerDidDismiss, which detaches
    }

    func routeBackFromGiftCard() {
        guard let giftCard = giftCardRouter else { return }
        detachChild(giftCard)
        giftCardRouter = nil
        let sheet = giftCard.viewControllable.uiviewController
        // Already gone when the user swiped the sheet down.
        if sheet.presentingViewController != nil {
            sheet.dismiss(animated: true)
        }
    }

    // MARK: - Private

    private let paymentMethodsBuilder: PaymentMethodsBuildable
    private let giftCardBuilder: GiftCardBuildable
    private var paymentMethodsRouter: PaymentMethodsRouting?
    private var giftCardRouter: GiftCardRouting?
}
