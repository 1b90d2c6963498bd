import RIBs
import UIKit

/// Detaches the RIBs whose screens left a navigation stack, whatever removed them: the back button,
/// the swipe-back gesture, the back button's long-press menu, re-tapping the tab, or code popping.
///
/// Set it as the delegate of each navigation controller that RIBs push onto. A navigation controller
/// holds its delegate weakly, so the owner of the stack must also keep the handler in a stored property.
final class NavigationFlushHandler: NSObject, UINavigationControllerDelegate {

    private struct PushedChild {
        weak var parent: Routing?
        let child: ViewableRouting
        weak var navigationController: UINavigationController?
    }

    private var pushedChildren: [PushedChild] = []

    /// Remembers that `parent` pushed `child` onto `navigationController`, so the child is detached once popped.
    func record(child: ViewableRouting, pushedBy parent: Routing, on navigationController: UINavigationController) {
        pushedChildren.append(PushedChild(parent: parent, child: child, navigationController: navigationController))
    }

    // MARK: - UINavigationControllerDelegate

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController,
                              animated: Bool) {
        let stack = navigationController.viewControllers
        var popped: [PushedChild] = []
        pushedChildren.removeAll { entry in
            guard entry.navigationController === navigationController,
                  !stack.contains(entry.child.viewControllable.uiviewController) else {
                return false
            }
            popped.append(entry)
            return true
        }
        // Deepest screen first, so a multi-screen pop unwinds the RIBs tree from its leaves.
        for entry in popped.reversed() {
            guard let parent = entry.parent,
                  parent.children.contains(where: { $0 === entry.child }) else {
                continue
            }
            parent.detachChild(entry.child) // OK(lifecycle-detach): didShow is the flush path, not a view lifecycle method
        }
    }
}
