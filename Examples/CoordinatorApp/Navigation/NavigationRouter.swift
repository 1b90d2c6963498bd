import UIKit

/// The single delegate of the app's main navigation controller.
///
/// Every coordinator pushes through `push(_:animated:onNavigationBack:)`. The router remembers the
/// closure for each pushed screen and runs it from `navigationController(_:didShow:animated:)` once that
/// screen is no longer on the stack, so the back button, swipe-back, the long-press back menu and
/// programmatic pops all release the child coordinator the same way.
final class NavigationRouter: NSObject {

    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self // OK(navigation-delegate-overwrite): the router is the one flush owner of this stack
    }

    func setRoot(_ viewController: UIViewController) {
        navigationController.setViewControllers([viewController], animated: false)
    }

    func push(_ viewController: UIViewController, animated: Bool, onNavigationBack: (() -> Void)? = nil) {
        if let onNavigationBack {
            pendingPops.append(PendingPop(viewController: viewController, onNavigationBack: onNavigationBack))
        }
        navigationController.pushViewController(viewController, animated: animated) // OK(push-without-flush): the common push; the on-pop closure is recorded first
    }

    func popToRoot(animated: Bool) {
        navigationController.popToRootViewController(animated: animated)
    }

    // MARK: - Private

    private struct PendingPop {
        weak var viewController: UIViewController?
        let onNavigationBack: () -> Void
    }

    private var pendingPops: [PendingPop] = []
}

// MARK: - UINavigationControllerDelegate

extension NavigationRouter: UINavigationControllerDelegate {

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController,
                              animated: Bool) {
        let stack = navigationController.viewControllers
        var popped: [PendingPop] = []
        pendingPops.removeAll { pending in
            if let pushed = pending.viewController, stack.contains(pushed) {
                return false
            }
            popped.append(pending)
            return true
        }
        // Deepest screen first, so nested flows end before the flows that started them.
        popped.reversed().forEach { $0.onNavigationBack() }
    }
}
