import RIBs
import UIKit

protocol SettingsInteractable: Interactable, OnboardingListener {
    var router: SettingsRouting? { get set }
    var listener: SettingsListener? { get set }
}

protocol SettingsViewControllable: ViewControllable {}

final class SettingsRouter: ViewableRouter<SettingsInteractable, SettingsViewControllable>, SettingsRouting {

    init(interactor: SettingsInteractable,
         viewController: SettingsViewControllable,
         onboardingBuilder: OnboardingBuildable) {
        self.onboardingBuilder = onboardingBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // MARK: - SettingsRouting

    /// "Replay the intro" row.
    func routeToOnboardingReplay() {
        let onboarding = onboardingBuilder.build(withListener: interactor)
        attachChild(onboarding) // LEAK(attach-without-detach): nothing ever detaches the replayed onboarding; each replay adds another child
        let onboardingViewController = onboarding.viewControllable.uiviewController
        onboardingViewController.isModalInPresentation = true
        viewController.uiviewController.present(onboardingViewController, animated: true) // OK(present-without-dismiss-flush): isModalInPresentation blocks the swipe-down
    }

    func dismissOnboardingReplay() {
        viewController.uiviewController.dismiss(animated: true)
    }

    // MARK: - Private

    private let onboardingBuilder: OnboardingBuildable
}
