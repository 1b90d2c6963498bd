import RIBs

protocol GiftCardInteractable: Interactable {
    var router: GiftCardRouting? { get set }
    var listener: GiftCardListener? { get set }
}

protocol GiftCardViewControllable: ViewControllable {}

final class GiftCardRouter: ViewableRouter<GiftCardInteractable, GiftCardViewControllable>, GiftCardRouting {

    override init(interactor: GiftCardInteractable, viewController: GiftCardViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
