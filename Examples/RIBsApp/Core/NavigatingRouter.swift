import RIBs
import UIKit

/// Base class for routers that push child RIBs onto the navigation stack their view is in.
///
/// Every push goes through `push(nextRouter:animated:)`, which attaches the child and records it with
/// the stack's `NavigationFlushHandler`; the handler detaches the child when its screen is popped.
class NavigatingRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType> {

    /// Attaches `nextRouter` and pushes its view controller onto this router's navigation stack.
    func push(nextRouter: ViewableRouting, animated: Bool) {
        guard let navigationController = viewControllable.uiviewController.navigationController,
              let flushHandler = navigationController.delegate as? NavigationFlushHandler else {
            assertionFailure("push(nextRouter:animated:) needs a navigation controller whose delegate is a NavigationFlushHandler")
            return
        }
        attachChild(nextRouter) // OK(attach-without-detach): the flush handler detaches it when its screen leaves the stack
        flushHandler.record(child: nextRouter, pushedBy: self, on: navigationController)
        navigationController.pushViewController(nextRouter.viewControllable.uiviewController, animated: animated) // OK(push-without-flush): the common push method; the child is recorded for the flush path first
    }
}
