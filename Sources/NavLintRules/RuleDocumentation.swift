// Generated from Rules/*.md by Tests/NavLintRulesTests/RuleDocumentationSourceTests.swift; do not edit.
// Regenerate: NAVLINT_UPDATE_GOLDEN=1 swift test --filter RuleDocumentationSourceTests

/// The text of every `Rules/<id>.md`, compiled in because the installed binary cannot read
/// the repository: `navlint explain` prints it and SARIF carries it as each rule's help.
public enum RuleDocumentation {
    /// Each rule document's Markdown, by rule id.
    public static let markdown: [String: String] = [
        "interactive-pop-disabled": #"""
# interactive-pop-disabled

**Default severity:** warning · **Category:** navigation

Reports code that turns off the swipe-back gesture, `interactivePopGestureRecognizer?.isEnabled =
false` (through any receiver chain, or a local bound to the recognizer), in a type that never turns
it back on. Also reported: a type that makes itself the gesture's delegate
(`interactivePopGestureRecognizer?.delegate = self`) and whose `gestureRecognizerShouldBegin(_:)`
only ever returns `false`, reported at that `false`. A veto that depends on something (the stack,
the screen on top) is a decision, not a blanket disable, and is left alone.

## Why it leaks

Disabling swipe-back is the usual way to dodge a pop that nothing observes: if the only way back is
a custom back button that detaches the child RIB or finishes the child coordinator, the swipe can no
longer leave the child alive. But the leak is still there: the back button's long-press menu pops
several screens at once, tapping the current tab pops to the root, and any `popViewController` in
code bypasses the custom button. Users lose a gesture they expect, and the next engineer who
re-enables it brings the leak back.

## How to fix

Observe pops where UIKit reports them: make one object the navigation controller's delegate and
release whatever belonged to the popped view controllers in `navigationController(_:didShow:animated:)`.
Then the gesture can stay on.

```swift
final class NavigationFlush: NSObject, UINavigationControllerDelegate {
    private var onPop: [ObjectIdentifier: () -> Void] = [:]

    func push(_ viewController: UIViewController, on navigation: UINavigationController, onPop: @escaping () -> Void) {
        self.onPop[ObjectIdentifier(viewController)] = onPop
        navigation.pushViewController(viewController, animated: true)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let onStack = Set(navigationController.viewControllers.map(ObjectIdentifier.init))
        for (identifier, release) in onPop where !onStack.contains(identifier) {
            onPop[identifier] = nil
            release()
        }
    }
}
```

If a screen must block the gesture for a while (an unsaved form), turn it back on in the same type,
for example in `viewWillDisappear(_:)`.

## Triggering

### Disabled in viewDidLoad

```swift
final class CheckoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

### Through a local bound to the recognizer

```swift
final class PaymentViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let swipe = navigationController?.interactivePopGestureRecognizer else { return }
        ↓swipe.isEnabled = false
    }
}
```

### From a router, through the view controllable

```swift
final class OrdersRouter: ViewableRouter<OrdersInteractable, OrdersViewControllable> {
    func routeToDetail() {
        ↓viewController.uiviewController.navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

### Only another type turns it back on

`LockedViewController.swift`:
```swift
final class LockedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

`HomeViewController.swift`:
```swift
final class HomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }
}
```

### Vetoed by the gesture's delegate, declared in another file

`WizardNavigationController.swift`:
```swift
final class WizardNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.delegate = self
    }
}
```

`WizardNavigationController+Gestures.swift`:
```swift
extension WizardNavigationController: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return ↓false
    }
}
```

## Non-triggering

### Re-enabled when the screen goes away

```swift
final class SignatureViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }
}
```

### Re-enabled in an extension in another file

`DrawingViewController.swift`:
```swift
final class DrawingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

`DrawingViewController+Lifecycle.swift`:
```swift
extension DrawingViewController {
    func canvasDidFinish() {
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }
}
```

### Set from a condition

```swift
final class EditorViewController: UIViewController {
    var hasUnsavedChanges = false {
        didSet {
            navigationController?.interactivePopGestureRecognizer?.isEnabled = !hasUnsavedChanges
        }
    }

    func lock() {
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

### Another gesture recognizer

```swift
final class MapViewController: UIViewController {
    let pan = UIPanGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        pan.isEnabled = false
        mapView.gestureRecognizers?.first?.isEnabled = false
    }
}
```

### Mentioned in a comment or a string

```swift
final class NotesViewController: UIViewController {
    // navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    let hint = "interactivePopGestureRecognizer?.isEnabled = false"
}
```

### A veto that depends on the stack

```swift
final class NavigationController: UINavigationController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard viewControllers.count > 1 else { return false }
        if let screen = topViewController as? PopInteractable {
            return screen.shouldBeginPopInteraction()
        }
        return true
    }
}
```

### The delegate set to keep swipe-back with a custom back button

```swift
final class AddPickupPointsViewController: UIViewController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"), style: .plain, target: self, action: #selector(back))
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    @objc private func back() {
        navigationController?.popViewController(animated: true)
    }
}
```

### Another recognizer's delegate always says no

```swift
final class CanvasViewController: UIViewController, UIGestureRecognizerDelegate {
    private let pinch = UIPinchGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        pinch.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}
```

"""#,
        "lifecycle-detach": #"""
# lifecycle-detach

**Default severity:** warning · **Category:** navigation

Reports a child RIB detached, a child coordinator finished or a pop reported from a view
controller's lifecycle: from `viewDidAppear`, `viewWillAppear`, `viewWillDisappear`,
`viewDidDisappear`, `willMove(toParent:)` or `didMove(toParent:)`, from a check of
`isMovingFromParent`, `isMovingFromParentViewController` or `isBeingDismissed` (wherever it is
written), from an Rx stream of those events (`rx.viewDidDisappear`, `viewDidDisappearEvent`), and
from SwiftUI's `onDisappear`.

A call counts when it reaches a release: navlint follows it through the type it is called on (a
listener or delegate protocol leads to the types that implement it, a closure property to the
closures assigned to it) up to six methods deep, across files, until it finds a `detachChild`, a
`deactivate()`, a removal from a child collection (`childCoordinators`, `children`…), or a method
whose body is not in the project and whose name says it ends the screen (`detach…`, `didPop…`,
`didClose…`, `didFinish…`, `didTapBack…`, `…DidFinish`, `removeChild…`). The finding is at the
`isMovingFromParent`/`isBeingDismissed` check when the call sits inside one, otherwise at the call.

## Why it leaks

These methods run for reasons other than a pop. `viewWillDisappear` runs when a modal covers the
screen, when the user switches tabs, and when a swipe-back starts and is then cancelled (the screen
stays, its child is gone). `viewDidAppear` on a parent runs after a modal closes too. And they miss
pops: when the back button's long-press menu or a tab re-tap pops three screens at once, the screens
in the middle never appear or disappear in a way the check expects, so their children stay attached
and active. Detaching from a view also puts navigation decisions into the view, which RIBs keeps
dumb.

## How to fix

Release children where UIKit reports pops: one navigation-controller delegate compares its record of
pushed children with the stack in `navigationController(_:didShow:animated:)` and detaches (or
finishes) every child whose screen is gone. The view controller's lifecycle methods keep only view
work.

```swift
final class NavigationFlushHandler: NSObject, UINavigationControllerDelegate {
    private var pushed: [(parent: Routing, child: ViewableRouting)] = []

    func record(child: ViewableRouting, pushedBy parent: Routing) {
        pushed.append((parent, child))
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let stack = navigationController.viewControllers
        for entry in pushed.reversed() where !stack.contains(entry.child.viewControllable.uiviewController) {
            entry.parent.detachChild(entry.child)
        }
        pushed.removeAll { !stack.contains($0.child.viewControllable.uiviewController) }
    }
}

final class OrderDetailViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent {
            analytics.track("order_detail_closed")
        }
    }
}
```

For coordinators, a token owned by the view controller whose `deinit` ends the flow is an accepted
alternative: `deinit` runs once, for every way the screen goes away.

## Triggering

### Finishing a child coordinator when the screen leaves its parent

`CardsViewController.swift`:
```swift
final class CardsViewController: UITableViewController {
    weak var coordinator: CardsCoordinator?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if ↓isMovingFromParent {
            coordinator?.didFinish()
        }
    }
}
```

`CardsCoordinator.swift`:
```swift
final class CardsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?

    func didFinish() {
        onFinish?()
    }
}
```

`AccountsCoordinator.swift`:
```swift
final class AccountsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func showCards() {
        let cards = CardsCoordinator()
        cards.onFinish = { [weak self, weak cards] in
            self?.removeChild(cards)
        }
        childCoordinators.append(cards)
    }
}
```

`Coordinator.swift`:
```swift
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
}

extension Coordinator {
    func removeChild(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }
}
```

### Detaching a RIB through its listener when the screen is popped

`OrderDetailViewController.swift`:
```swift
protocol OrderDetailPresentableListener: AnyObject {
    func didTapBack()
}

final class OrderDetailViewController: UIViewController, OrderDetailPresentable {
    weak var listener: OrderDetailPresentableListener?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if ↓isMovingFromParent {
            listener?.didTapBack()
        }
    }
}
```

`OrderDetailInteractor.swift`:
```swift
protocol OrderDetailListener: AnyObject {
    func orderDetailDidClose()
}

final class OrderDetailInteractor: PresentableInteractor<OrderDetailPresentable>, OrderDetailPresentableListener {
    weak var listener: OrderDetailListener?

    func didTapBack() {
        listener?.orderDetailDidClose()
    }
}
```

`OrdersInteractor.swift`:
```swift
protocol OrdersRouting: ViewableRouting {
    func detachOrderDetail()
}

final class OrdersInteractor: PresentableInteractor<OrdersPresentable>, OrderDetailListener {
    weak var router: OrdersRouting?

    func orderDetailDidClose() {
        router?.detachOrderDetail()
    }
}
```

`OrdersRouter.swift`:
```swift
final class OrdersRouter: ViewableRouter<OrdersInteractable, OrdersViewControllable>, OrdersRouting {
    private var orderDetail: ViewableRouting?

    func detachOrderDetail() {
        guard let orderDetail else { return }
        detachChild(orderDetail)
        self.orderDetail = nil
    }
}
```

### A parent detaching its children when it appears again

`ProfileViewController.swift`:
```swift
final class ProfileViewController: UIViewController, ProfilePresentable {
    weak var listener: ProfilePresentableListener?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓listener?.detachPoppedChildren()
    }
}
```

`ProfileInteractor.swift`:
```swift
protocol ProfilePresentableListener: AnyObject {
    func detachPoppedChildren()
}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfilePresentableListener {
    weak var router: ProfileRouting?

    func detachPoppedChildren() {
        router?.detachEditProfileIfPopped()
    }
}

final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    private var editProfile: ViewableRouting?

    func detachEditProfileIfPopped() {
        guard let editProfile, editProfile.viewControllable.uiviewController.navigationController == nil else { return }
        detachChild(editProfile)
    }
}
```

### A parent deactivating the next screen's interactor

```swift
final class MasterViewController: UIViewController {
    var nextScreenRouter: ViewableRouting?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓nextScreenRouter?.interactable.deactivate()
        nextScreenRouter = nil
    }
}
```

### didMove(toParent: nil) in a screen

```swift
final class SearchViewController: UITableViewController {
    weak var listener: SearchPresentableListener?

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil {
            ↓listener?.detachSearch()
        }
    }
}

protocol SearchPresentableListener: AnyObject {
    func detachSearch()
}
```

### A base view controller firing a detach relay

```swift
class BaseViewController: UIViewController {
    let detachAction = PublishRelay<Void>()

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard ↓isMovingFromParent || isBeingDismissed else { return }
        detachAction.accept(())
    }
}
```

### A negated check whose else branch detaches

```swift
final class ComposerViewController: UIViewController {
    weak var listener: ComposerListener?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard !↓isMovingFromParent else {
            listener?.detachComposer()
            return
        }
        listener?.saveDraft()
    }
}

protocol ComposerListener: AnyObject {
    func detachComposer()
    func saveDraft()
}
```

### Deferred to the next run loop

```swift
final class ReceiptViewController: UIViewController {
    weak var coordinator: ReceiptFlowDelegate?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        DispatchQueue.main.async {
            ↓self.coordinator?.receiptDidFinish()
        }
    }
}

protocol ReceiptFlowDelegate: AnyObject {
    func receiptDidFinish()
}
```

### A router detaching from its child's disappearance stream

`ViewableRouter+DetachWhenClosed.swift`:
```swift
extension ViewableRouter {
    func detachWhenClosed(child: ViewableRouting, disposedBy bag: DisposeBag) {
        let screen = child.viewControllable.uiviewController
        screen.viewDidDisappearEvent.subscribe(onNext: { [weak self, weak screen] in
            if let screen, screen.↓isMovingFromParent || screen.isBeingDismissed {
                self?.detachChild(child)
            }
        }).disposed(by: bag)
    }
}
```

`UIViewController+Lifecycle.swift`:
```swift
extension UIViewController {
    var viewDidDisappearEvent: Observable<Void> {
        rx.methodInvoked(#selector(UIViewController.viewDidDisappear)).map { _ in }
    }
}
```

### An interactor bound to the view's disappearance

`AboutInteractor.swift`:
```swift
protocol AboutPresentable: Presentable {
    var viewDidDisappearTrigger: Observable<Void> { get }
}

final class AboutInteractor: PresentableInteractor<AboutPresentable> {
    weak var listener: AboutListener?

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.viewDidDisappearTrigger
            .bind(with: self) { owner, _ in
                ↓owner.listener?.closeAbout()
            }
            .disposeOnDeactivate(interactor: self)
    }
}
```

`MainInteractor.swift`:
```swift
protocol AboutListener: AnyObject {
    func closeAbout()
}

final class MainInteractor: Interactor, AboutListener {
    weak var router: MainRouting?

    func closeAbout() {
        router?.routeAwayFromAbout()
    }
}

protocol MainRouting: ViewableRouting {
    func routeAwayFromAbout()
}

final class MainRouter: ViewableRouter<MainInteractable, MainViewControllable>, MainRouting {
    private var about: ViewableRouting?

    func routeAwayFromAbout() {
        if let about { detachChild(about) }
    }
}
```

### SwiftUI onDisappear through a view model

`SettingsView.swift`:
```swift
struct SettingsView: View {
    @ObservedObject var model: SettingsViewModel

    var body: some View {
        List {
            Text("Settings")
        }
        .onDisappear(perform: ↓model.viewDidClose)
    }
}
```

`SettingsViewModel.swift`:
```swift
final class SettingsViewModel: ObservableObject {
    weak var listener: SettingsPresentableListener?

    func viewDidClose() {
        listener?.finishSettings()
    }
}

protocol SettingsPresentableListener: AnyObject {
    func finishSettings()
}

final class SettingsInteractor: Interactor, SettingsPresentableListener {
    weak var router: SettingsParentRouting?

    func finishSettings() {
        router?.detachSettings()
    }
}

protocol SettingsParentRouting: AnyObject {
    func detachSettings()
}
```

### didMove(toParent:) in two screens

A single detection in a base class is left alone; two are not framework plumbing.

```swift
class FlowViewController: UIViewController {
    weak var flow: FlowDelegate?

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil { ↓flow?.flowDidFinish() }
    }
}

final class PlayerViewController: FlowViewController {
    weak var player: PlayerListener?

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil { ↓player?.detachPlayer() }
    }
}

protocol FlowDelegate: AnyObject {
    func flowDidFinish()
}

protocol PlayerListener: AnyObject {
    func detachPlayer()
}
```

## Non-triggering

### Analytics when the screen leaves

`CheckoutViewController.swift`:
```swift
final class CheckoutViewController: UIViewController {
    weak var listener: CheckoutPresentableListener?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent {
            listener?.didLeaveCheckout()
        }
    }
}
```

`CheckoutInteractor.swift`:
```swift
protocol CheckoutPresentableListener: AnyObject {
    func didLeaveCheckout()
}

final class CheckoutInteractor: Interactor, CheckoutPresentableListener {
    func didLeaveCheckout() {
        analytics.track("checkout_left")
    }
}
```

### Bar styling and refreshing data

`HomeViewController.swift`:
```swift
final class HomeViewController: UIViewController {
    weak var listener: HomePresentableListener?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        listener?.refreshBanners()
    }
}
```

`HomeInteractor.swift`:
```swift
protocol HomePresentableListener: AnyObject {
    func refreshBanners()
}

final class HomeInteractor: PresentableInteractor<HomePresentable>, HomePresentableListener {
    func refreshBanners() {
        bannerService.reload()
    }
}
```

### Deactivating something other than an interactor

```swift
final class ScannerViewController: UIViewController {
    private let scanner = BarcodeScanner()

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        scanner.deactivate()
        NSLayoutConstraint.deactivate(view.constraints)
    }
}
```

### A finishing name whose body does not release

```swift
final class EditorViewController: UIViewController {
    weak var listener: EditorListener?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent {
            listener?.didFinishEditing()
        }
    }
}

protocol EditorListener: AnyObject {
    func didFinishEditing()
}

final class EditorInteractor: EditorListener {
    func didFinishEditing() {
        draftStore.save()
    }
}
```

### Nothing done when leaving

```swift
final class SeedPhraseViewController: UIViewController {
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent || isBeingDismissed {
            return
        }
        hideSeedPhrase()
    }
}
```

### Cleanup in deinit

```swift
final class DeallocationProbe {
    private let onRelease: () -> Void

    init(onRelease: @escaping () -> Void) {
        self.onRelease = onRelease
    }

    deinit {
        onRelease()
    }
}

final class BeneficiariesCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?

    deinit {
        onFinish?()
    }
}
```

### Containment calls, not overrides

```swift
final class ContainerViewController: UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func remove(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}
```

### A back button installed on appearance

The action closure is stored and runs when the button is tapped, not when the screen appears.

```swift
final class WizardStepViewController: UIViewController {
    weak var listener: WizardStepListener?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction { [weak self] _ in
            self?.listener?.didTapBackInWizard()
        })
    }
}

protocol WizardStepListener: AnyObject {
    func didTapBackInWizard()
}
```

### The flush path itself

```swift
final class NavigationFlushHandler: NSObject, UINavigationControllerDelegate {
    private var pushed: [(parent: Routing, child: ViewableRouting)] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        for entry in pushed where !navigationController.viewControllers.contains(entry.child.viewControllable.uiviewController) {
            entry.parent.detachChild(entry.child)
        }
    }
}
```

### One containment detection in a library's base class

A library that drives every flow from a single `didMove(toParent:)` detection in its open base
class sees every removed screen, multi-screen pops included.

`FlowHostViewController.swift`:
```swift
open class FlowHostViewController: UIViewController {
    weak var flowCoordinator: FlowCoordinating?

    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil {
            flowCoordinator?.childFlowDidFinish(self)
        }
    }
}
```

`FlowCoordinating.swift`:
```swift
public protocol FlowCoordinating: AnyObject {
    func childFlowDidFinish(_ host: FlowHostViewController)
}
```

### SwiftUI onAppear used as an effect

```swift
struct CollectionEditView: View {
    @ObservedObject var model: CollectionEditModel
    weak var coordinator: CollectionEditCoordinatorDelegate?

    var body: some View {
        if model.shouldDismiss {
            Text("").onAppear {
                coordinator?.detachCollectionEditor()
            }
        }
    }
}
```

### Other disappearance streams

```swift
final class VideoInteractor: PresentableInteractor<VideoPresentable> {
    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.viewDidDisappearTrigger
            .bind(with: self) { owner, _ in
                owner.player.pause()
            }
            .disposeOnDeactivate(interactor: self)
    }
}
```

### FIXME: a disappearance selector without a stream name

navlint recognises Rx lifecycle streams by name (`viewDidDisappear…`); a bare
`methodInvoked(#selector(UIViewController.viewDidDisappear))` subscribed in place is missed and
should trigger.

```swift
extension ViewableRouter {
    func detachOnDisappear(child: ViewableRouting, disposedBy bag: DisposeBag) {
        child.viewControllable.uiviewController.rx
            .methodInvoked(#selector(UIViewController.viewDidDisappear))
            .subscribe(onNext: { [weak self] _ in
                self?.detachChild(child)
            })
            .disposed(by: bag)
    }
}
```

"""#,
        "navigation-delegate-overwrite": #"""
# navigation-delegate-overwrite

**Default severity:** warning · **Category:** navigation

Reports code other than the owner of the flush path assigning a navigation controller's `delegate`,
or setting it to nil. The owners are the types whose `navigationController(_:didShow:animated:)`
releases children (it detaches them, removes child coordinators, or runs the closures recorded for
the popped screens), found across the whole project, plus the `flushOwners` of the configuration
and their subclasses. In a project with no flush path there is nothing to overwrite, and nothing is
reported.

Also reported: a second flush owner created, in a method that pushes, on the navigation controller
it was handed (`NavigationRouter(navigationController: navigationController)`), when the owner's
initializer makes itself that navigation controller's delegate.

Fine: an owner setting itself; a forwarding or multicast proxy (its navigation callbacks call on to
other delegates); a navigation controller created in the same method and not yet handed to anything
(a modal's own stack); an assignment guarded by a check of the current delegate (a parent taking the
delegate back from a finished child, or setting it only when there is none); projects that swizzle
the delegate setter; and every other delegate (`presentationController?.delegate`,
`interactivePopGestureRecognizer?.delegate`, table views…).

## Why it leaks

A navigation controller has one delegate. The flush path works only while its owner is that
delegate: its `didShow` is where popped screens are noticed and their child RIBs or child
coordinators released. A view controller that makes itself the delegate to hide a bar, a
coordinator that borrows the delegate to learn when a pop ends, or a second router created on the
same stack silently replaces it. Nothing fails: every later pop on that stack just leaves its child
attached, and when the borrower is freed the weak delegate becomes nil for good.

## How to fix

Keep one delegate per stack and let it forward what others need, or observe through it.

```swift
final class NavigationFlushHandler: NSObject, UINavigationControllerDelegate {
    private var onPop: [ObjectIdentifier: () -> Void] = [:]
    private var observers: [UINavigationControllerDelegate] = []

    func addObserver(_ observer: UINavigationControllerDelegate) {
        observers.append(observer)
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        observers.forEach { $0.navigationController?(navigationController, willShow: viewController, animated: animated) }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let onStack = Set(navigationController.viewControllers.map(ObjectIdentifier.init))
        for (identifier, release) in onPop where !onStack.contains(identifier) {
            onPop[identifier] = nil
            release()
        }
        observers.forEach { $0.navigationController?(navigationController, didShow: viewController, animated: animated) }
    }
}

final class StatementsViewController: UITableViewController, UINavigationControllerDelegate {
    var flushHandler: NavigationFlushHandler?

    override func viewDidLoad() {
        super.viewDidLoad()
        flushHandler?.addObserver(self)
    }
}
```

To reuse the stack's flush owner instead of creating a second one, pass the existing router to the
child rather than the bare navigation controller.

## Triggering

### A view controller hiding its bar

`OrdersViewController.swift`:
```swift
final class OrdersViewController: UITableViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        navigationController.setNavigationBarHidden(viewController === self, animated: animated)
    }
}
```

`NavigationFlushHandler.swift`:
```swift
final class NavigationFlushHandler: NSObject, UINavigationControllerDelegate {
    private var pushed: [(parent: Routing, child: ViewableRouting)] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        for entry in pushed where !navigationController.viewControllers.contains(entry.child.viewControllable.uiviewController) {
            entry.parent.detachChild(entry.child)
        }
    }
}
```

### A coordinator borrowing the delegate until a pop ends

Only the assignment of `self` is reported; the `nil` that gives the delegate back to nobody is part
of the same borrowing.

`TabBarCoordinator.swift`:
```swift
final class TabBarCoordinator: NSObject, UINavigationControllerDelegate {
    private let navigationRouter: NavigationRouter
    private let masterNavigationController: UINavigationController
    private var onHome: (() -> Void)?

    init() {
        let masterNavigationController = UINavigationController()
        self.masterNavigationController = masterNavigationController
        self.navigationRouter = NavigationRouter(navigationController: masterNavigationController)
    }

    func popToHome(completion: @escaping () -> Void) {
        onHome = completion
        ↓masterNavigationController.delegate = self
        masterNavigationController.popToRootViewController(animated: true)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        masterNavigationController.delegate = nil
        selectHomeTab()
    }
}
```

`NavigationRouter.swift`:
```swift
final class NavigationRouter: NSObject, UINavigationControllerDelegate {
    private let navigationController: UINavigationController
    private var completions: [UIViewController: () -> Void] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let popped = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(popped),
              let completion = completions[popped] else { return }
        completions[popped] = nil
        completion()
    }
}
```

### Clearing the delegate

```swift
final class PlayerViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        ↓navigationController?.delegate = nil
    }
}

final class StackRouter: NSObject, UINavigationControllerDelegate {
    private var childCoordinators: [Coordinator] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        childCoordinators.removeAll { !navigationController.viewControllers.contains($0.rootViewController) }
    }
}
```

### Another object made the delegate

```swift
final class GalleryCoordinator {
    private let navigationController: UINavigationController
    private let zoomTransition = ZoomTransitionController()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showPhoto() {
        ↓navigationController.delegate = zoomTransition
    }
}

final class ZoomTransitionController: NSObject, UINavigationControllerDelegate {}

final class AppNavigationRouter: NSObject, UINavigationControllerDelegate {
    private var onPop: [ObjectIdentifier: () -> Void] = [:]

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let onStack = Set(navigationController.viewControllers.map(ObjectIdentifier.init))
        for identifier in onPop.keys where !onStack.contains(identifier) {
            onPop[identifier]?()
            onPop[identifier] = nil
        }
    }
}
```

### A navigation controller subclass that is its own delegate

`StyledNavigationController.swift`:
```swift
final class StyledNavigationController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        navigationBar.tintColor = .label
    }
}
```

`FlowRouter.swift`:
```swift
final class FlowRouter: NSObject, UINavigationControllerDelegate {
    private var flows: [UIViewController: Coordinator] = [:]
    private var childCoordinators: [Coordinator] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        for (screen, flow) in flows where !navigationController.viewControllers.contains(screen) {
            childCoordinators.removeAll { $0 === flow }
        }
    }
}
```

### A second router on the stack a method pushes onto

`RoomInfoPresenter.swift`:
```swift
final class RoomInfoPresenter {
    private var coordinator: RoomInfoCoordinator?

    func push(from navigationController: UINavigationController, animated: Bool) {
        let router = ↓NavigationRouter(navigationController: navigationController)
        let coordinator = RoomInfoCoordinator(router: router)
        coordinator.start()
        self.coordinator = coordinator
    }
}
```

`NavigationRouter.swift`:
```swift
final class NavigationRouter: NSObject, UINavigationControllerDelegate {
    private let navigationController: UINavigationController
    private var completions: [UIViewController: () -> Void] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        self.navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let popped = navigationController.transitionCoordinator?.viewController(forKey: .from),
              let completion = completions[popped] else { return }
        completion()
    }
}
```

## Non-triggering

### The flush owner setting itself

`NavigationRouter.swift`:
```swift
struct PendingPop {
    weak var screen: UIViewController?
    let onBack: () -> Void
}

final class NavigationRouter: NSObject {
    let navigationController: UINavigationController
    var pendingPops: [PendingPop] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }
}
```

`NavigationRouter+Delegate.swift`:
```swift
extension NavigationRouter: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let stack = navigationController.viewControllers
        let popped = pendingPops.filter { pending in pending.screen.map { !stack.contains($0) } ?? true }
        pendingPops.removeAll { pending in popped.contains { $0.screen === pending.screen } }
        popped.reversed().forEach { $0.onBack() }
    }
}
```

### A navigation controller subclass that owns the flush path

```swift
final class RIBNavigationController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        (viewController as? FlushableViewController)?.flusher?.flushChildren()
    }
}

final class DetailRouter: ViewableRouter<DetailInteractable, DetailViewControllable>, ChildFlushing {
    private var next: ViewableRouting?

    func flushChildren() {
        next?.interactable.deactivate()
        next = nil
    }
}

protocol ChildFlushing: AnyObject {
    func flushChildren()
}

class FlushableViewController: UIViewController {
    var flusher: ChildFlushing?
}
```

### The stack's owner setting a stored flush handler

`RootRouter.swift`:
```swift
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    private let navigationFlushHandler = NavigationFlushHandler()

    func attachTabs() {
        let homeNavigation = UINavigationController()
        homeNavigation.delegate = navigationFlushHandler
        let ordersNavigation = makeNavigationController()
        ordersNavigation.delegate = navigationFlushHandler
    }

    private func makeNavigationController() -> UINavigationController {
        UINavigationController()
    }
}
```

`NavigationFlushHandler.swift`:
```swift
final class NavigationFlushHandler: NSObject, UINavigationControllerDelegate {
    private var pushed: [(parent: Routing, child: ViewableRouting)] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        for entry in pushed where !navigationController.viewControllers.contains(entry.child.viewControllable.uiviewController) {
            entry.parent.detachChild(entry.child)
        }
    }
}
```

### A forwarding proxy

```swift
final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate {
    weak var primary: UINavigationControllerDelegate?
    weak var secondary: UINavigationControllerDelegate?

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        primary?.navigationController?(navigationController, didShow: viewController, animated: animated)
        secondary?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }
}

final class ShopCoordinator {
    private let navigationController: UINavigationController
    private let proxy = NavigationDelegateProxy()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.delegate = proxy
    }
}

final class FlushRouter: NSObject, UINavigationControllerDelegate {
    private var childCoordinators: [Coordinator] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        childCoordinators.removeAll { !navigationController.viewControllers.contains($0.rootViewController) }
    }
}
```

### A modal's own navigation controller

```swift
final class ExportCoordinator: NSObject, UINavigationControllerDelegate {
    func start(from presenter: UIViewController) {
        let navigationController = UINavigationController(rootViewController: ExportViewController())
        navigationController.delegate = self
        presenter.present(navigationController, animated: true)
    }
}

final class FlushRouter: NSObject, UINavigationControllerDelegate {
    private var childCoordinators: [Coordinator] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        childCoordinators.removeAll { !navigationController.viewControllers.contains($0.rootViewController) }
    }
}
```

### A parent taking the delegate back from a finished child

`Coordinator.swift`:
```swift
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController? { get }
}

extension Coordinator {
    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
        if navigationController?.delegate === child, let delegate = self as? UINavigationControllerDelegate {
            navigationController?.delegate = delegate
        }
    }
}
```

`LibraryCoordinator.swift`:
```swift
final class LibraryCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    weak var navigationController: UINavigationController?

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        childCoordinators.removeAll { !navigationController.viewControllers.contains($0.rootViewController) }
    }
}
```

### Set only when the stack has no delegate yet

```swift
final class TransitionCoordinator {
    private let navigationController: UINavigationController
    private let transitions = TransitionDelegate()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        if navigationController.delegate == nil {
            navigationController.delegate = transitions
        }
    }
}

final class TransitionDelegate: NSObject, UINavigationControllerDelegate {}

final class FlushRouter: NSObject, UINavigationControllerDelegate {
    private var childCoordinators: [Coordinator] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        childCoordinators.removeAll { !navigationController.viewControllers.contains($0.rootViewController) }
    }
}
```

### Other delegates

```swift
final class TopUpRouter {
    func attachSheet(_ navigation: NavigationControllerable, proxy: AdaptivePresentationProxy) {
        navigation.navigationController.presentationController?.delegate = proxy
        navigation.navigationController.interactivePopGestureRecognizer?.delegate = nil
    }
}

final class GiftCardViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        presentationController?.delegate = self
        tableView.delegate = self
    }
}

final class FlushRouter: NSObject, UINavigationControllerDelegate {
    private var childCoordinators: [Coordinator] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        childCoordinators.removeAll { !navigationController.viewControllers.contains($0.rootViewController) }
    }
}
```

### No flush path in the project

The app releases its children from lifecycle probes; a didShow that only moves a bottom sheet is not
a flush path, so there is nothing to disconnect.

```swift
final class SettingsCoordinator: NSObject, UINavigationControllerDelegate {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }
}

final class MasterContainerViewController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        updateBottomSheetPosition()
    }
}
```

### A project that intercepts the delegate setter

```swift
extension UINavigationController {
    static func installDelegateDispatcher() {
        guard let original = class_getInstanceMethod(UINavigationController.self, #selector(setter: UINavigationController.delegate)),
              let replacement = class_getInstanceMethod(UINavigationController.self, #selector(UINavigationController.dispatcher_setDelegate(_:))) else { return }
        method_exchangeImplementations(original, replacement)
    }

    @objc func dispatcher_setDelegate(_ delegate: UINavigationControllerDelegate?) {
        DelegateDispatcher.shared.register(delegate, for: self)
    }
}

final class ScannerViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
    }
}

final class StackFlushRouter: NSObject, UINavigationControllerDelegate {
    private var childCoordinators: [Coordinator] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        childCoordinators.removeAll { !navigationController.viewControllers.contains($0.rootViewController) }
    }
}
```

### A router on a navigation controller created for it

`OnboardingCoordinator.swift`:
```swift
final class OnboardingCoordinator {
    private let router: NavigationRouter

    init(navigationController: UINavigationController) {
        self.router = NavigationRouter(navigationController: navigationController)
    }

    func pushWelcome() {
        let modalRouter = NavigationRouter(navigationController: UINavigationController())
        modalRouter.start()
    }
}
```

`NavigationRouter.swift`:
```swift
final class NavigationRouter: NSObject, UINavigationControllerDelegate {
    private let navigationController: UINavigationController
    private var completions: [UIViewController: () -> Void] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let popped = navigationController.transitionCoordinator?.viewController(forKey: .from),
              let completion = completions[popped] else { return }
        completion()
    }
}
```

### FIXME: a flush path that re-syncs its children through a helper

This didShow hands the stack to a helper that rebuilds the child list; navlint does not recognise it
as a flush owner, so the view controller's overwrite below is missed and should trigger.

```swift
final class StackRouter: NSObject, UINavigationControllerDelegate {
    private var childItems: [RouterItem] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        sync(with: navigationController.viewControllers)
    }

    private func sync(with stack: [UIViewController]) {
        childItems = childItems.filter { stack.contains($0.viewController) }
    }
}

final class MapViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
    }
}
```

"""#,
        "navigation-delegate-unretained": #"""
# navigation-delegate-unretained

**Default severity:** error · **Category:** navigation

Reports a navigation controller's `delegate` assigned an object that nothing keeps alive: a
construction (`nav.delegate = NavigationFlush()`), a computed property or a method that builds a
new object on every call, or a local built in the same method and then neither stored, passed on,
returned nor captured.

Fine: `self`, a stored property (`let`, `var` or `lazy var`), a local that is also stored or passed
somewhere, and any value navlint cannot see being built.

## Why it leaks

`UINavigationController.delegate` is `weak`. An object whose only reference is that property is
freed as soon as the statement ends, and the delegate becomes nil. The flush path it was meant to be
never runs: its `navigationController(_:didShow:animated:)` is never called, so no pop on that stack
releases its child RIB or child coordinator, and nothing warns about it at run time.

## How to fix

Keep the delegate in a stored property of the object that owns the stack, then assign it.

```swift
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    /// Kept here because a navigation controller holds its delegate weakly.
    private let navigationFlushHandler = NavigationFlushHandler()

    func attachTabs() {
        let ordersNavigation = UINavigationController()
        ordersNavigation.delegate = navigationFlushHandler
    }
}

final class NavigationFlushHandler: NSObject, UINavigationControllerDelegate {}
```

## Triggering

### A new handler for each tab

```swift
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    func attachTabs() {
        let ordersNavigation = UINavigationController()
        ↓ordersNavigation.delegate = NavigationFlushHandler()
    }
}

final class NavigationFlushHandler: NSObject, UINavigationControllerDelegate {}
```

### A computed property declared in another file

`AppCoordinator.swift`:
```swift
final class AppCoordinator {
    private let navigationController = UINavigationController()

    func start() {
        ↓navigationController.delegate = flushDelegate
    }
}
```

`AppCoordinator+Flush.swift`:
```swift
extension AppCoordinator {
    var flushDelegate: NavigationFlush {
        NavigationFlush(onPop: { [weak self] screen in self?.release(screen) })
    }
}

final class NavigationFlush: NSObject, UINavigationControllerDelegate {
    init(onPop: @escaping (UIViewController) -> Void) {}
}
```

### A local used nowhere else

```swift
final class CheckoutCoordinator {
    func start(in navigationController: UINavigationController) {
        let flush = CheckoutNavigationFlush()
        ↓navigationController.delegate = flush
        navigationController.pushViewController(CheckoutViewController(), animated: true)
    }
}

final class CheckoutNavigationFlush: NSObject, UINavigationControllerDelegate {}
```

### A method that builds a new one

```swift
final class ShopFlowCoordinator {
    private let navigationController = UINavigationController()

    func start() {
        ↓navigationController.delegate = makeNavigationDelegate()
    }

    private func makeNavigationDelegate() -> ShopNavigationDelegate {
        return ShopNavigationDelegate()
    }
}

final class ShopNavigationDelegate: NSObject, UINavigationControllerDelegate {}
```

### Inside a navigation controller subclass

```swift
final class FlowNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓delegate = FlowNavigationDelegate()
    }
}

final class FlowNavigationDelegate: NSObject, UINavigationControllerDelegate {}
```

## Non-triggering

### Self and stored properties

```swift
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, UINavigationControllerDelegate {
    private let navigationFlushHandler = NavigationFlushHandler()
    private lazy var lazyHandler = NavigationFlushHandler()
    private var replaceableHandler: NavigationFlushHandler?

    func attachTabs() {
        let home = UINavigationController()
        home.delegate = navigationFlushHandler
        let orders = UINavigationController()
        orders.delegate = lazyHandler
        let profile = UINavigationController()
        profile.delegate = self
        let search = UINavigationController()
        search.delegate = replaceableHandler
    }
}

final class NavigationFlushHandler: NSObject, UINavigationControllerDelegate {}
```

### A local that is stored too

`SupportCoordinator.swift`:
```swift
final class SupportCoordinator {
    private var flush: SupportNavigationFlush?
    private var extraFlushes: [SupportNavigationFlush] = []

    func start(in navigationController: UINavigationController) {
        let flush = SupportNavigationFlush()
        self.flush = flush
        navigationController.delegate = flush
    }

    func startChat(in navigationController: UINavigationController) {
        let chatFlush = SupportNavigationFlush()
        extraFlushes.append(chatFlush)
        navigationController.delegate = chatFlush
    }
}
```

`SupportNavigationFlush.swift`:
```swift
final class SupportNavigationFlush: NSObject, UINavigationControllerDelegate {}
```

### A computed property returning a stored object

```swift
final class MainCoordinator {
    private let navigationController = UINavigationController()
    private let storedFlush = NavigationFlush()

    var flush: NavigationFlush { storedFlush }

    func start() {
        navigationController.delegate = flush
        navigationController.delegate = NavigationFlush.shared
    }
}

final class NavigationFlush: NSObject, UINavigationControllerDelegate {
    static let shared = NavigationFlush()
}
```

### Weak delegates that are not the navigation controller's

```swift
final class ChatCoordinator {
    private let handler = DismissHandler()

    func present(from presenter: UIViewController) {
        let chat = UINavigationController(rootViewController: ChatViewController())
        chat.presentationController?.delegate = handler
        presenter.present(chat, animated: true)
    }
}
```

### FIXME: a factory method of the delegate's type

`NavigationFlush.make()` returns a new object each time, but navlint only follows methods of the
assigning type, so this is missed and should trigger.

```swift
final class OrdersCoordinator {
    private let navigationController = UINavigationController()

    func start() {
        navigationController.delegate = NavigationFlush.make()
    }
}

final class NavigationFlush: NSObject, UINavigationControllerDelegate {
    static func make() -> NavigationFlush { NavigationFlush() }
}
```

"""#,
        "unused-suppression": #"""
# unused-suppression

**Default severity:** warning · **Category:** hygiene

Reports a `// navlint:` suppression comment that silences nothing: the finding it was written for
is gone (fixed, or the code moved), the rule id is misspelled, or the command is not one navlint
knows. Suppressions of rules turned off in the configuration are not reported.

Suppressions are written as:

- `// navlint:disable <rule-id>… [- reason]` … `// navlint:enable <rule-id>…` for a region (to the
  end of the file when there is no `enable`);
- `// navlint:disable:next <rule-id>…` for the next line, `// navlint:disable:this <rule-id>…` for
  the comment's own line;
- `all` instead of rule ids for every rule.

## Why it leaks

It does not leak by itself, but a stale suppression is a trap: the next real leak on that line or
in that region is silenced without anyone having looked at it.

## How to fix

Delete the comment, or correct the rule id. Keep the reason after ` - ` so the next reader knows why
the finding was accepted.

```swift
final class WizardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // navlint:disable:next interactive-pop-disabled - the wizard has its own close button
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

## Triggering

### A suppression whose finding was fixed

```swift
final class SignatureViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓// navlint:disable:next interactive-pop-disabled
        title = "Sign"
    }
}
```

### A misspelled rule id

```swift
final class WizardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false ↓// navlint:disable:this interactive-pop-disable
    }
}
```

### A region that suppresses nothing, across files

`Wizard.swift`:
```swift
↓// navlint:disable interactive-pop-disabled - legacy flow
final class WizardViewController: UIViewController {}
```

`Locked.swift`:
```swift
final class LockedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

### An unknown command

```swift
↓// navlint:ignore interactive-pop-disabled
final class PlainViewController: UIViewController {}
```

## Non-triggering

### A suppression that silences a finding

```swift
final class WizardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // navlint:disable:next interactive-pop-disabled - the wizard has its own close button
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

### A region closed by enable, in a multi-file project

`Wizard.swift`:
```swift
final class WizardViewController: UIViewController {
    // navlint:disable interactive-pop-disabled
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
    // navlint:enable interactive-pop-disabled
}
```

`Other.swift`:
```swift
final class OtherViewController: UIViewController {}
```

### A commented-out suppression

```swift
final class PlainViewController: UIViewController {
    // // navlint:disable:next interactive-pop-disabled
    let title = "Plain"
}
```

"""#,
    ]
}
