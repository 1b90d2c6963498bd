import RIBs

protocol RootRouting: ViewableRouting {
    func routeToOnboarding()
    func routeBackFromOnboarding()
}

protocol RootPresentable: Presentable {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {

    weak var router: RootRouting?

    init(presenter: RootPresentable, needsOnboarding: Bool) {
        self.needsOnboarding = needsOnboarding
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        if needsOnboarding {
            router?.routeToOnboarding()
        }
    }

    // MARK: - OnboardingListener

    func onboardingDidFinish() {
        router?.routeBackFromOnboarding()
    }

    // MARK: - Private

    private let needsOnboarding: Bool
}
