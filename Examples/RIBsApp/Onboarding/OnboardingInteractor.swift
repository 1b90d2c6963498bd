import RIBs

protocol OnboardingRouting: ViewableRouting {}

protocol OnboardingPresentable: Presentable {
    var listener: OnboardingPresentableListener? { get set }
}

protocol OnboardingListener: AnyObject {
    func onboardingDidFinish()
}

final class OnboardingInteractor: PresentableInteractor<OnboardingPresentable>, OnboardingInteractable, OnboardingPresentableListener {

    weak var router: OnboardingRouting? // OK(strong-back-reference): weak, as the RIBs template declares it
    weak var listener: OnboardingListener? // OK(strong-back-reference): weak, as the RIBs template declares it

    init(presenter: OnboardingPresentable, analytics: ShopAnalytics) {
        self.analytics = analytics
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - OnboardingPresentableListener

    func didTapGetStarted() {
        analytics.track(.onboardingCompleted)
        listener?.onboardingDidFinish()
    }

    // MARK: - Private

    private let analytics: ShopAnalytics
}
