import RIBs
import UIKit

protocol ProfileInteractable: Interactable, EditProfileListener, SettingsListener {
    var router: ProfileRouting? { get set }
    var listener: ProfileListener? { get set }
}

protocol ProfileViewControllable: ViewControllable {}

final class ProfileRouter: NavigatingRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {

    init(interactor: ProfileInteractable,
         viewController: ProfileViewControllable,
         editProfileBuilder: EditProfileBuildable,
         settingsBuilder: SettingsBuildable) {
        self.editProfileBuilder = editProfileBuilder
        self.settingsBuilder = settingsBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // MARK: - ProfileRouting

    func routeToEditProfile() {
        guard editProfileRouter == nil else { return }
        let editProfile = editProfileBuilder.build(withListener: interactor)
        editProfileRouter = editProfile
        attachChild(editProfile) // OK(attach-without-detach): detached in routeBackFromEditProfile() and detachEditProfileIfPopped()
        viewController.uiviewController.navigationController?.pushViewController(editProfile.viewControllable.uiviewController, animated: true) // OK(push-without-flush): pushed directly, but no pop leaves EditProfile attached: its Cancel item replaces the back button (no back menu, no swipe) and detaches, and Profile's viewDidAppear detaches it once popped (hooks that lifecycle-detach and interactive-pop-disabled report)
    }

    func routeBackFromEditProfile() {
        guard let editProfile = editProfileRouter else { return }
        detachChild(editProfile)
        editProfileRouter = nil
        viewController.uiviewController.navigationController?.popViewController(animated: true)
    }

    func detachEditProfileIfPopped() {
        guard let editProfile = editProfileRouter,
              editProfile.viewControllable.uiviewController.navigationController == nil else {
            return
        }
        detachChild(editProfile)
        editProfileRouter = nil
    }

    func routeToSettings() {
        push(nextRouter: settingsBuilder.build(withListener: interactor), animated: true) // OK(push-without-flush): the common push method records Settings for the flush handler
    }

    // MARK: - Private

    private let editProfileBuilder: EditProfileBuildable
    private let settingsBuilder: SettingsBuildable
    private var editProfileRouter: EditProfileRouting?
}
