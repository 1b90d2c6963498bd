import RIBs
import RxSwift

protocol ProfileRouting: ViewableRouting {
    func routeToEditProfile()
    func routeBackFromEditProfile()
    func detachEditProfileIfPopped()
    func routeToSettings()
}

protocol ProfilePresentable: Presentable {
    var listener: ProfilePresentableListener? { get set }
    func show(profile: ShopUserProfile)
}

protocol ProfileListener: AnyObject {}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfileInteractable, ProfilePresentableListener {

    weak var router: ProfileRouting?
    weak var listener: ProfileListener?

    init(presenter: ProfilePresentable, profileStore: ProfileStore) {
        self.profileStore = profileStore
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        profileStore.profile
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] profile in
                self?.presenter.show(profile: profile)
            })
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: - ProfilePresentableListener

    func didTapEditProfile() {
        router?.routeToEditProfile()
    }

    func didTapSettings() {
        router?.routeToSettings()
    }

    func detachPoppedChildren() {
        router?.detachEditProfileIfPopped()
    }

    // MARK: - EditProfileListener

    func editProfileDidFinish() {
        router?.routeBackFromEditProfile()
    }

    // MARK: - Private

    private let profileStore: ProfileStore
}
