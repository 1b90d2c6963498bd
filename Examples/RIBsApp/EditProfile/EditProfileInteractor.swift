import RIBs
import RxSwift

protocol EditProfileRouting: ViewableRouting {}

protocol EditProfilePresentable: Presentable {
    var listener: EditProfilePresentableListener? { get set }
    func show(profile: ShopUserProfile)
    func showSaving(_ isSaving: Bool)
}

protocol EditProfileListener: AnyObject {
    func editProfileDidFinish()
}

final class EditProfileInteractor: PresentableInteractor<EditProfilePresentable>, EditProfileInteractable, EditProfilePresentableListener {

    weak var router: EditProfileRouting?
    var listener: EditProfileListener? // LEAK(strong-back-reference): a strong reference up to the parent interactor; the template declares it weak

    init(presenter: EditProfilePresentable, profileStore: ProfileStore) {
        self.profileStore = profileStore
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        profileStore.profile
            .take(1)
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] profile in
                self?.presenter.show(profile: profile)
            })
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: - EditProfilePresentableListener

    func didTapSave(displayName: String, email: String) {
        presenter.showSaving(true)
        profileStore.save(ShopUserProfile(displayName: displayName, email: email))
            .observe(on: MainScheduler.instance)
            .subscribe(onCompleted: { [weak self] in
                self?.listener?.editProfileDidFinish()
            }, onError: { [weak self] _ in
                self?.presenter.showSaving(false)
            })
            .disposeOnDeactivate(interactor: self)
    }

    func didTapCancel() {
        listener?.editProfileDidFinish()
    }

    // MARK: - Private

    private let profileStore: ProfileStore
}
