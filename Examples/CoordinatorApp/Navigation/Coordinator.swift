import UIKit

/// Owns one flow of screens. A parent keeps its running children in `childCoordinators`
/// and must remove each child when that child's flow ends, however it ends.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {

    /// Drops `child` from `childCoordinators`; a `nil` child (already released) is ignored.
    func removeChild(_ child: Coordinator?) {
        guard let child else { return }
        childCoordinators.removeAll { $0 === child }
    }
}
