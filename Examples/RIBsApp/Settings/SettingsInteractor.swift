import RIBs

protocol SettingsRouting: ViewableRouting {
    func routeToOnboardingReplay()
    func dismissOnboardingReplay()
}

protocol SettingsPresentable: Presentable {
    var listener: SettingsPresentableListener? { get set }
}

protocol SettingsListener: AnyObject {}

final class SettingsInteractor: PresentableInteractor<SettingsPresentable>, SettingsInteractable, SettingsPresentableListener {

    var router: SettingsRouting? // LEAK(strong-back-reference): SettingsRouter owns this interactor, so a strong router reference is a retain cycle
    weak var listener: SettingsListener?

    override init(presenter: SettingsPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - SettingsPresentableListener

    func didTapReplayIntro() {
        router?.routeToOnboardingReplay()
    }

    // MARK: - OnboardingListener

    func onboardingDidFinish() {
        router?.dismissOnboardingReplay()
    }
}
