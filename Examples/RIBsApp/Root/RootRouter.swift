import RIBs
import UIKit

protocol RootInteractable: Interactable, HomeListener, OrdersListener, ProfileListener, OnboardingListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(tabs: [UIViewController])
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {

    init(interactor: RootInteractable,
         viewController: RootViewControllable,
         homeBuilder: HomeBuildable,
         ordersBuilder: OrdersBuildable,
         profileBuilder: ProfileBuildable,
         onboardingBuilder: OnboardingBuildable) {
        self.homeBuilder = homeBuilder
        self.ordersBuilder = ordersBuilder
        self.profileBuilder = profileBuilder
        self.onboardingBuilder = onboardingBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        attachTabs()
    }

    // MARK: - RootRouting

    func routeToOnboarding() {
        guard onboardingRouter == nil else { return }
        let onboarding = onboardingBuilder.build(withListener: interactor)
        onboardingRouter = onboarding
        attachChild(onboarding) // OK(attach-without-detach): detached in routeBackFromOnboarding()
        let onboardingViewController = onboarding.viewControllable.uiviewController
        onboardingViewController.modalPresentationStyle = .fullScreen
        viewController.uiviewController.present(onboardingViewController, animated: false) // OK(present-without-dismiss-flush): full screen, only the finish button closes it and that path detaches
    }

    func routeBackFromOnboarding() {
        guard let onboarding = onboardingRouter else { return }
        detachChild(onboarding)
        onboardingRouter = nil
        viewController.uiviewController.dismiss(animated: true)
    }

    // MARK: - Private

    private let homeBuilder: HomeBuildable
    private let ordersBuilder: OrdersBuildable
    private let profileBuilder: ProfileBuildable
    private let onboardingBuilder: OnboardingBuildable

    /// Kept here because a navigation controller holds its delegate weakly.
    private let navigationFlushHandler = NavigationFlushHandler()
    private var onboardingRouter: OnboardingRouting?

    private func attachTabs() {
        let home = homeBuilder.build(withListener: interactor)
        let orders = ordersBuilder.build(withListener: interactor)
        let profile = profileBuilder.build(withListener: interactor)
        attachChild(home) // OK(attach-without-detach): a permanent tab that lives as long as the root
        attachChild(orders) // OK(attach-without-detach): a permanent tab that lives as long as the root
        attachChild(profile) // OK(attach-without-detach): a permanent tab that lives as long as the root

        let homeNavigation = makeTabNavigationController(root: home.viewControllable, title: "Home", systemImageName: "house")
        homeNavigation.delegate = navigationFlushHandler // OK(navigation-delegate-unretained): the handler is a stored property of this router

        let ordersNavigation = makeTabNavigationController(root: orders.viewControllable, title: "Orders", systemImageName: "shippingbox")
        ordersNavigation.delegate = NavigationFlushHandler() // LEAK(navigation-delegate-unretained): the delegate is weak, so this handler is deallocated at once and pops on the Orders tab are never flushed

        let profileNavigation = makeTabNavigationController(root: profile.viewControllable, title: "Profile", systemImageName: "person.crop.circle")
        profileNavigation.delegate = navigationFlushHandler // OK(navigation-delegate-unretained): the handler is a stored property of this router

        viewController.show(tabs: [homeNavigation, ordersNavigation, profileNavigation])
    }

    private func makeTabNavigationController(root: ViewControllable,
                                             title: String,
                                             systemImageName: String) -> UINavigationController {
        let navigationController = UINavigationController()
        navigationController.tabBarItem = UITabBarItem(title: title,
                                                       image: UIImage(systemName: systemImageName),
                                                       selectedImage: nil)
        navigationController.pushViewController(root.uiviewController, animated: false) // OK(push-without-flush): the first screen of a new, empty stack can never be popped
        return navigationController
    }
}
