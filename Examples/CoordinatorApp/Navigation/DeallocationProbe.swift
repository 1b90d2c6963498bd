import ObjectiveC
import UIKit

/// A token owned by a view controller that runs a closure when it is released, that is, when the
/// view controller itself is deallocated after leaving the screen by whatever route.
final class DeallocationProbe {

    init(onRelease: @escaping () -> Void) {
        self.onRelease = onRelease
    }

    deinit {
        onRelease() // OK(lifecycle-detach): runs exactly once, when the view controller that owns the probe is released
    }

    private let onRelease: () -> Void
}

private var deallocationProbesKey: UInt8 = 0

extension UIViewController {

    /// Makes this view controller own a probe that runs `onRelease` when the view controller is deallocated.
    func attachDeallocationProbe(_ onRelease: @escaping () -> Void) {
        var probes = objc_getAssociatedObject(self, &deallocationProbesKey) as? [DeallocationProbe] ?? []
        probes.append(DeallocationProbe(onRelease: onRelease))
        objc_setAssociatedObject(self, &deallocationProbesKey, probes, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
