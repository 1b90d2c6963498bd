import RIBs
import UIKit

final class RootTabBarController: UITabBarController, RootPresentable, RootViewControllable {

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.tintColor = .systemIndigo
    }

    // MARK: - RootViewControllable

    func show(tabs: [UIViewController]) {
        setViewControllers(tabs, animated: false)
    }
}
