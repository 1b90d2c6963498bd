// Generated from Rules/*.md by Tests/NavLintRulesTests/RuleDocumentationSourceTests.swift; do not edit.
// Regenerate: NAVLINT_UPDATE_GOLDEN=1 swift test --filter RuleDocumentationSourceTests

/// The text of every `Rules/<id>.md`, compiled in because the installed binary cannot read
/// the repository: `navlint explain` prints it and SARIF carries it as each rule's help.
public enum RuleDocumentation {
    /// Each rule document's Markdown, by rule id.
    public static let markdown: [String: String] = [
        "attach-without-detach": #"""
# attach-without-detach

**Default severity:** error · **Category:** navigation

Reports `attachChild(x)` in a RIBs router when that router never detaches the child: there is no
`detachChild` of it, by the property it is kept in or by the value, in the router, its extensions
(in any file) or its ancestors, while the router pushes or presents the child's screen.

Detaching counts in every form real routers use: `detachChild(router)` after
`guard let router = childRouter`, `if let child { detachChild(child) }`, a property detached in a
base router, `children.forEach { detachChild($0) }`, `children.forEach(detachChild)`,
`detachChild(children.last!)`, a helper that receives the child and detaches it, or the project's
flush path (the attach inside the common push method whose navigation-controller delegate detaches).

A pushed child is also fine when a navigation-controller delegate detaches popped children by
itself (a presented one is not: no pop reaches that delegate). Children that live as long as their
parent are fine: a tab, an embedded child view, the content of
a root, a final state that replaces the whole tree. They are recognised by the absence of any push
or presentation of the child.

## Why it leaks

`attachChild` keeps the child router in the parent's `children` and activates its interactor; only
`detachChild` deactivates it and lets it go. A child whose screen is shown and later closed, but
never detached, stays attached and active for as long as its parent lives: its streams keep
running, its view controller stays alive through the router, and every new visit attaches another
copy (or a guard on the stored child blocks the screen from opening again). RIBs' `LeakDetector`
only checks after a detach, so it never sees this child.

## How to fix

Keep the child in a property and detach it on every path that closes its screen (the close button,
the swipe-down of a sheet, the navigation controller's flush path for a pushed screen).

```swift
final class SettingsRouter: ViewableRouter<SettingsInteractable, SettingsViewControllable>, SettingsRouting {
    private var tutorialRouter: TutorialRouting?

    func routeToTutorial() {
        guard tutorialRouter == nil else { return }
        let tutorial = tutorialBuilder.build(withListener: interactor)
        tutorialRouter = tutorial
        attachChild(tutorial)
        tutorial.viewControllable.uiviewController.modalPresentationStyle = .fullScreen
        viewController.uiviewController.present(tutorial.viewControllable.uiviewController, animated: true)
    }

    func routeBackFromTutorial() {
        guard let tutorial = tutorialRouter else { return }
        detachChild(tutorial)
        tutorialRouter = nil
        viewController.uiviewController.dismiss(animated: true)
    }
}
```

## Triggering

### Presented and never detached

```swift
final class SettingsRouter: ViewableRouter<SettingsInteractable, SettingsViewControllable>, SettingsRouting {
    func routeToTutorial() {
        let tutorial = tutorialBuilder.build(withListener: interactor)
        ↓attachChild(tutorial)
        viewController.uiviewController.present(tutorial.viewControllable.uiviewController, animated: true)
    }

    func dismissTutorial() {
        viewController.uiviewController.dismiss(animated: true)
    }
}
```

### Pushed and never detached

```swift
final class ThreadRouter: ViewableRouter<ThreadInteractable, ViewControllable>, ThreadRouting {
    func routeToReply() {
        let reply = ReplyBuilder(dependency: EmptyComponent()).build()
        self.↓attachChild(reply)
        viewController.uiviewController.navigationController?.pushViewController(reply.viewControllable.uiviewController, animated: true)
    }
}
```

### Kept in a property that nothing detaches

The router detaches another child, not this one.

```swift
final class StoreRouter: ViewableRouter<StoreInteractable, StoreViewControllable>, StoreRouting {
    private var cartRouter: CartRouting?
    private var searchRouter: SearchRouting?

    func routeToCart() {
        let cart = cartBuilder.build(withListener: interactor)
        cartRouter = cart
        ↓attachChild(cart)
        viewController.uiviewController.present(cart.viewControllable.uiviewController, animated: true)
    }

    func routeToSearch() {
        let search = searchBuilder.build(withListener: interactor)
        searchRouter = search
        attachChild(search)
        viewController.uiviewController.present(search.viewControllable.uiviewController, animated: true)
    }

    func routeBackFromSearch() {
        guard let search = searchRouter else { return }
        detachChild(search)
        searchRouter = nil
    }
}
```

### Shown through a helper in another file

`ViewControllable+Present.swift`:
```swift
extension ViewControllable {
    func presentFullScreen(_ viewControllable: ViewControllable) {
        viewControllable.uiviewController.modalPresentationStyle = .fullScreen
        uiviewController.present(viewControllable.uiviewController, animated: true)
    }
}
```

`PlayerRouter.swift`:
```swift
protocol PlayerViewControllable: ViewControllable {}

final class PlayerRouter: ViewableRouter<PlayerInteractable, PlayerViewControllable>, PlayerRouting {
    func routeToLyrics() {
        let lyrics = lyricsBuilder.build(withListener: interactor)
        ↓attachChild(lyrics)
        viewController.presentFullScreen(lyrics.viewControllable)
    }
}
```

### Presented inside a new navigation controller

```swift
final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    func routeToAddresses() {
        let addresses = addressesBuilder.build(withListener: interactor)
        ↓attachChild(addresses)
        let navigation = UINavigationController(rootViewController: addresses.viewControllable.uiviewController)
        viewController.uiviewController.present(navigation, animated: true)
    }
}
```

### Attached in a completion closure

```swift
final class BoardRouter: ViewableRouter<BoardInteractable, BoardViewControllable>, BoardRouting {
    func closeFilterAndOpenCard(id: String) {
        viewController.uiviewController.dismiss(animated: true) { [weak self] in
            guard let self = self else { return }
            let card = self.cardBuilder.build(withListener: self.interactor, id: id)
            self.↓attachChild(card)
            self.viewController.uiviewController.present(card.viewControllable.uiviewController, animated: true)
        }
    }
}
```

### Stored after the attach, shown elsewhere, never detached

`CalendarRouter.swift`:
```swift
final class CalendarRouter: ViewableRouter<CalendarInteractable, CalendarViewControllable>, CalendarRouting {
    private var eventRouter: EventRouting?

    func attachEvent(id: String) {
        let event = eventBuilder.build(withListener: interactor, id: id)
        ↓attachChild(event)
        eventRouter = event
    }
}
```

`CalendarRouter+Presentation.swift`:
```swift
extension CalendarRouter {
    func showEvent() {
        guard let event = eventRouter else { return }
        viewController.uiviewController.present(event.viewControllable.uiviewController, animated: true)
    }
}
```

## Non-triggering

### Detached through the property, after a guard

```swift
final class CheckoutRouter: ViewableRouter<CheckoutInteractable, CheckoutViewControllable>, CheckoutRouting {
    private var paymentRouter: PaymentRouting?

    func routeToPayment() {
        guard paymentRouter == nil else { return }
        let payment = paymentBuilder.build(withListener: interactor)
        attachChild(payment)
        paymentRouter = payment
        viewController.uiviewController.present(payment.viewControllable.uiviewController, animated: true)
    }

    func detachPayment() {
        guard let router = paymentRouter else { return }
        detachChild(router)
        paymentRouter = nil
    }
}
```

### Detached with an if-let shorthand

```swift
final class GameRouter: ViewableRouter<GameInteractable, GameViewControllable>, GameRouting {
    private var currentChild: ViewableRouting?

    func routeToScore() {
        detachCurrentChild()
        let score = scoreBuilder.build(withListener: interactor)
        self.currentChild = score
        attachChild(score)
        viewController.uiviewController.present(score.viewControllable.uiviewController, animated: true)
    }

    private func detachCurrentChild() {
        if let currentChild {
            detachChild(currentChild)
        }
    }
}
```

### Detached in an extension in another file

`FilesRouter.swift`:
```swift
final class FilesRouter: ViewableRouter<FilesInteractable, FilesViewControllable>, FilesRouting {
    var previewRouter: PreviewRouting?

    func routeToPreview(id: String) {
        let preview = previewBuilder.build(withListener: interactor, id: id)
        previewRouter = preview
        attachChild(preview)
        viewController.uiviewController.navigationController?.pushViewController(preview.viewControllable.uiviewController, animated: true)
    }
}
```

`FilesRouter+Detach.swift`:
```swift
extension FilesRouter {
    func detachPreview() {
        if let preview = previewRouter {
            detachChild(preview)
            previewRouter = nil
        }
    }
}
```

### Detached by the base router, in another file

`ModalRouter.swift`:
```swift
class ModalRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType> {
    var presentedChild: ViewableRouting?

    func dismissPresentedChild() {
        guard let child = presentedChild else { return }
        detachChild(child)
        presentedChild = nil
        viewControllable.uiviewController.dismiss(animated: true)
    }
}
```

`TicketsRouter.swift`:
```swift
final class TicketsRouter: ModalRouter<TicketsInteractable, TicketsViewControllable>, TicketsRouting {
    func routeToTicket(id: String) {
        let ticket = ticketBuilder.build(withListener: interactor, id: id)
        presentedChild = ticket
        attachChild(ticket)
        viewController.uiviewController.present(ticket.viewControllable.uiviewController, animated: true)
    }
}
```

### Every child detached at once

```swift
final class AlbumsRouter: ViewableRouter<AlbumsInteractable, AlbumsViewControllable>, AlbumsRouting {
    func routeToAlbum(id: String) {
        let album = albumBuilder.build(withListener: interactor, id: id)
        attachChild(album)
        viewController.uiviewController.present(album.viewControllable.uiviewController, animated: true)
    }

    func routeToArtist(id: String) {
        let artist = artistBuilder.build(withListener: interactor, id: id)
        attachChild(artist)
        viewController.uiviewController.present(artist.viewControllable.uiviewController, animated: true)
    }

    func closeAlbum() {
        guard !children.isEmpty else { return }
        detachChild(children.last!)
    }

    func closeAll() {
        children.forEach(detachChild)
    }
}
```

### Detached with a closure over the children

```swift
final class DocumentRouter: ViewableRouter<DocumentInteractable, DocumentViewControllable>, DocumentRouting {
    func routeToComments() {
        let comments = commentsBuilder.build(withListener: interactor)
        attachChild(comments)
        viewController.uiviewController.present(comments.viewControllable.uiviewController, animated: true)
    }

    func dismissAll() {
        children.forEach { detachChild($0) }
        viewController.uiviewController.dismiss(animated: true)
    }
}
```

### Kept in a dictionary, detached by key

```swift
final class ChatsRouter: ViewableRouter<ChatsInteractable, ChatsViewControllable>, ChatsRouting {
    private var openChats: [String: ViewableRouting] = [:]

    func routeToChat(id: String) {
        let chat = chatBuilder.build(withListener: interactor, id: id)
        openChats[id] = chat
        attachChild(chat)
        viewController.uiviewController.present(chat.viewControllable.uiviewController, animated: true)
    }

    func closeChat(id: String) {
        guard let chat = openChats.removeValue(forKey: id) else { return }
        detachChild(chat)
        chat.viewControllable.uiviewController.dismiss(animated: true)
    }
}
```

### Permanent tabs

```swift
final class MainRouter: LaunchRouter<MainInteractable, MainViewControllable>, MainRouting {
    override func didLoad() {
        super.didLoad()
        attachTabs()
    }

    private func attachTabs() {
        let feed = feedBuilder.build(withListener: interactor)
        let inbox = inboxBuilder.build(withListener: interactor)
        attachChild(feed)
        attachChild(inbox)
        viewController.setViewControllers([stack(feed.viewControllable), stack(inbox.viewControllable)])
    }

    private func stack(_ root: ViewControllable) -> UINavigationController {
        let navigation = UINavigationController()
        navigation.pushViewController(root.uiviewController, animated: false)
        return navigation
    }
}
```

### An embedded child view

```swift
final class DashboardRouter: ViewableRouter<DashboardInteractable, DashboardViewControllable>, DashboardRouting {
    private var weatherRouting: ViewableRouting?

    func attachWeather() {
        guard weatherRouting == nil else { return }
        let weather = weatherBuilder.build(withListener: interactor)
        viewController.addDashboard(weather.viewControllable)
        weatherRouting = weather
        attachChild(weather)
    }
}
```

### A viewless final state that replaces the tree

```swift
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private var signedOut: ViewableRouting?

    func routeToSignedIn(user: User) -> SignedInActionableItem {
        if let signedOut = self.signedOut {
            detachChild(signedOut)
            viewController.replaceModal(viewController: nil)
            self.signedOut = nil
        }
        let signedIn = signedInBuilder.build(withListener: interactor, user: user)
        attachChild(signedIn.router)
        return signedIn.actionableItem
    }
}
```

### Attached by the common push method, detached by the flush path

`PopFlushHandler.swift`:
```swift
final class PopFlushHandler: NSObject, UINavigationControllerDelegate {
    private var entries: [(parent: Routing, child: ViewableRouting)] = []

    func track(_ child: ViewableRouting, parent: Routing) {
        entries.append((parent, child))
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let visible = navigationController.viewControllers
        let popped = entries.filter { !visible.contains($0.child.viewControllable.uiviewController) }
        entries.removeAll { !visible.contains($0.child.viewControllable.uiviewController) }
        for entry in popped.reversed() {
            entry.parent.detachChild(entry.child)
        }
    }
}
```

`FlowRouter.swift`:
```swift
class FlowRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType> {
    func push(nextRouter: ViewableRouting, animated: Bool) {
        guard let navigation = viewControllable.uiviewController.navigationController,
              let handler = navigation.delegate as? PopFlushHandler else { return }
        attachChild(nextRouter)
        handler.track(nextRouter, parent: self)
        navigation.pushViewController(nextRouter.viewControllable.uiviewController, animated: animated)
    }
}
```

### Detached by value in the method's own closure

```swift
final class ShareRouter: ViewableRouter<ShareInteractable, ShareViewControllable>, ShareRouting {
    func routeToConfirmation() {
        let confirmation = confirmationBuilder.build(withListener: interactor)
        attachChild(confirmation)
        confirmation.onFinish = { [weak self] in
            self?.detachChild(confirmation)
            self?.viewController.uiviewController.dismiss(animated: true)
        }
        viewController.uiviewController.present(confirmation.viewControllable.uiviewController, animated: true)
    }
}
```

### Handed to a shared helper that detaches it

`ViewableRouter+DetachOnDisappear.swift`:
```swift
extension ViewableRouter {
    func detachOnDisappear(_ child: ViewableRouting, bag: DisposeBag) {
        child.viewControllable.uiviewController.rx.methodInvoked(#selector(UIViewController.viewDidDisappear))
            .subscribe(onNext: { [weak self] _ in self?.detachChild(child) })
            .disposed(by: bag)
    }
}
```

`NotesRouter.swift`:
```swift
final class NotesRouter: ViewableRouter<NotesInteractable, NotesViewControllable>, NotesRouting {
    private let bag = DisposeBag()

    func routeToNote(id: String) {
        let note = noteBuilder.build(withListener: interactor, id: id)
        attachChild(note)
        viewController.uiviewController.present(note.viewControllable.uiviewController, animated: true)
        detachOnDisappear(note, bag: bag)
    }
}
```

### Detached through a helper object, in another file

`ModalFlow.swift`:
```swift
final class ModalFlow {
    func close(_ child: ViewableRouting, of parent: Routing) {
        parent.detachChild(child)
        child.viewControllable.uiviewController.dismiss(animated: true)
    }
}
```

`SupportRouter.swift`:
```swift
final class SupportRouter: ViewableRouter<SupportInteractable, SupportViewControllable>, SupportRouting {
    private let flow = ModalFlow()
    private var chatRouter: ChatRouting?

    func routeToChat() {
        let chat = chatBuilder.build(withListener: interactor)
        chatRouter = chat
        attachChild(chat)
        viewController.uiviewController.present(chat.viewControllable.uiviewController, animated: true)
    }

    func closeChat() {
        guard let chat = chatRouter else { return }
        flow.close(chat, of: self)
        chatRouter = nil
    }
}
```

### Attach after the push, through a shared property

```swift
final class MyPageRouter: ViewableRouter<MyPageInteractable, MyPageViewControllable>, MyPageRouting {
    private var childRouting: ViewableRouting?

    func routeToEdit() {
        if childRouting != nil { return }
        let router = editBuilder.build(withListener: interactor)
        viewController.uiviewController.navigationController?.pushViewController(router.viewControllable.uiviewController, animated: true)
        self.childRouting = router
        attachChild(router)
    }

    func detachEdit() {
        guard let router = childRouting else { return }
        detachChild(router)
        self.childRouting = nil
    }
}
```

### Not a router

```swift
final class RoutingMock: ViewableRouting {
    var children: [Routing] = []

    func attachChild(_ child: Routing) {
        children.append(child)
    }

    func replay(_ child: Routing) {
        attachChild(child)
    }
}
```

### FIXME: a child attached again on every call without being shown

Each call attaches a new banner and embeds its view, and nothing detaches the old one; the rule
only recognises a non-permanent child by a push or a presentation, so this goes unreported.

```swift
final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    func refreshBanner() {
        let banner = bannerBuilder.build(withListener: interactor)
        attachChild(banner)
        viewController.embed(banner: banner.viewControllable)
    }
}
```

"""#,
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
        "push-without-flush": #"""
# push-without-flush

**Default severity:** error · **Category:** navigation

Reports a RIBs router that pushes a child RIB's view onto a navigation controller outside the
project's common flush path. The diagnostic is at the push in the router: a `pushViewController`
call, or the router's call of a push helper declared on its view controller or `ViewControllable`
(a method whose body pushes, directly or through another helper of its type).

A push is covered when:

- it goes through a common push method that hands the child to a navigation-controller delegate
  whose `navigationController(_:didShow:animated:)` detaches (or deactivates) the popped children,
  for example a base router's `push(nextRouter:animated:)`, or a navigation-controller subclass
  that is its own delegate;
- a navigation-controller delegate detaches popped children by itself, with nothing to record
  (then every push is covered);
- the router observes its screen's `didShow` and detaches its children there (through RxCocoa's
  `rx.didShow`, for example);
- a shared helper that detaches the child on pop is applied to it, such as a
  `detachWhenClosed(child:)` in an extension of `ViewableRouter` (the helper itself is reported by
  `lifecycle-detach`; the push is covered), or a shared base view controller runs an "on pop"
  closure that detaches.

A pop hook copied into each pushed screen, a custom back button or a hidden navigation bar is not
a flush path: the push is still reported. Pushing the first screen into an empty navigation
controller (a root that can never be popped), pushing a view controller that is not a child RIB's,
and presenting are not reported. Base routers, delegates and helpers declared in other files count.

## Why it leaks

`UINavigationController` owns the view controllers on its stack, and releases a popped one
whatever popped it: the back button, the swipe, the back button's long-press menu (several screens
at once), a tap on the current tab (back to the root) or code. It releases nothing else. The child
router and its interactor stay in the parent's `children`, attached and active: their streams keep
running, and the next `routeTo…` of the same child often fails a "child already attached" guard, so
the screen can no longer be opened. A `routeBack()` that detaches only runs when the child's own
code asks for it, never for a system pop, and RIBs' `LeakDetector` only looks after a detach.

## How to fix

Push every child through one common method that records it with the navigation controller's
delegate, and let the delegate detach whatever left the stack in `didShow`, for every kind of pop.

`NavigationFlushHandler.swift`:
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
```

`PushingRouter.swift`:
```swift
class PushingRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType> {
    func push(nextRouter: ViewableRouting, animated: Bool) {
        guard let navigation = viewControllable.uiviewController.navigationController,
              let flush = navigation.delegate as? NavigationFlushHandler else { return }
        attachChild(nextRouter)
        flush.record(child: nextRouter, pushedBy: self)
        navigation.pushViewController(nextRouter.viewControllable.uiviewController, animated: animated)
    }
}
```

`CatalogRouter.swift`:
```swift
final class CatalogRouter: PushingRouter<CatalogInteractable, CatalogViewControllable>, CatalogRouting {
    func routeToProduct(id: String) {
        push(nextRouter: productBuilder.build(withListener: interactor, id: id), animated: true)
    }
}
```

## Triggering

### Pushed through the view's navigation controller

```swift
final class CatalogRouter: ViewableRouter<CatalogInteractable, CatalogViewControllable>, CatalogRouting {
    private var productRouter: ProductRouting?

    func routeToProduct(id: String) {
        let product = productBuilder.build(withListener: interactor, id: id)
        productRouter = product
        attachChild(product)
        viewController.uiviewController.navigationController?.↓pushViewController(product.viewControllable.uiviewController, animated: true)
    }

    func routeBackFromProduct() {
        guard let product = productRouter else { return }
        detachChild(product)
        productRouter = nil
        viewController.uiviewController.navigationController?.popViewController(animated: true)
    }
}
```

### Through locals, with the call split over lines

```swift
final class InboxRouter: ViewableRouter<InboxInteractable, InboxViewControllable>, InboxRouting {
    func routeToThread(id: String) {
        guard let navigation = viewController.uiviewController.navigationController else { return }
        let thread = threadBuilder.build(withListener: interactor, id: id)
        attachChild(thread)
        let screen = thread.viewControllable.uiviewController
        navigation
            .↓pushViewController(screen,
                                animated: true)
    }
}
```

### A push helper in a ViewControllable extension in another file

`ViewControllable+Navigation.swift`:
```swift
extension ViewControllable {
    func pushViewController(_ viewControllable: ViewControllable, animated: Bool) {
        if let navigation = uiviewController as? UINavigationController {
            navigation.pushViewController(viewControllable.uiviewController, animated: animated)
        } else {
            uiviewController.navigationController?.pushViewController(viewControllable.uiviewController, animated: animated)
        }
    }
}
```

`AccountRouter.swift`:
```swift
final class AccountRouter: ViewableRouter<AccountInteractable, AccountViewControllable>, AccountRouting {
    private var childRouting: ViewableRouting?

    func routeToEditName() {
        if childRouting != nil { return }
        let router = editNameBuilder.build(withListener: interactor)
        viewControllable.↓pushViewController(router.viewControllable, animated: true)
        childRouting = router
        attachChild(router)
    }
}
```

### A helper the view protocol declares and the view controller implements

`OrdersRouter.swift`:
```swift
protocol OrdersViewControllable: ViewControllable {
    func show(order: ViewControllable)
}

final class OrdersRouter: ViewableRouter<OrdersInteractable, OrdersViewControllable>, OrdersRouting {
    func routeToOrder(id: String) {
        let order = orderBuilder.build(withListener: interactor, id: id)
        attachChild(order)
        viewController.↓show(order: order.viewControllable)
    }
}
```

`OrdersViewController.swift`:
```swift
final class OrdersViewController: UITableViewController, OrdersPresentable {}

extension OrdersViewController: OrdersViewControllable {
    func show(order: ViewControllable) {
        navigationController?.pushViewController(order.uiviewController, animated: true)
    }
}
```

### A helper that pushes through another helper of its type

`ViewControllable+Routing.swift`:
```swift
extension ViewControllable {
    func push(viewController: ViewControllable, animated: Bool = true) {
        uiviewController.navigationController?.pushViewController(viewController.uiviewController, animated: animated)
    }

    func show(_ viewController: ViewControllable, animated: Bool = true) {
        if uiviewController.navigationController != nil {
            self.push(viewController: viewController, animated: animated)
        } else {
            uiviewController.present(viewController.uiviewController, animated: animated)
        }
    }
}
```

`ProfileRouter.swift`:
```swift
final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    func attachMapRIB() {
        let router = mapBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.↓show(router.viewControllable)
    }
}
```

### Pushed onto a wrapped navigation controller, behind a custom back button

The pushed screen replaces its back button, which turns off the swipe; the back button's long-press
menu and a programmatic pop to the root still leave the child attached.

`NavigationControllerable.swift`:
```swift
final class NavigationControllerable: ViewControllable {
    let navigationController: UINavigationController
    var uiviewController: UIViewController { navigationController }

    init(root: ViewControllable) {
        navigationController = UINavigationController(rootViewController: root.uiviewController)
    }

    func pushViewController(_ viewControllable: ViewControllable, animated: Bool) {
        navigationController.pushViewController(viewControllable.uiviewController, animated: animated)
    }
}
```

`TopUpRouter.swift`:
```swift
final class TopUpRouter: Router<TopUpInteractable>, TopUpRouting {
    private var navigationControllable: NavigationControllerable?
    private var cardsRouting: Routing?

    func attachCards() {
        let router = cardsBuilder.build(withListener: interactor)
        navigationControllable?.↓pushViewController(router.viewControllable, animated: true)
        cardsRouting = router
        attachChild(router)
    }
}
```

`CardsViewController.swift`:
```swift
final class CardsViewController: UIViewController, CardsPresentable, CardsViewControllable {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"), style: .plain,
                                                           target: self, action: #selector(didTapBack))
    }

    @objc private func didTapBack() {
        listener?.didTapBack()
    }
}
```

### Common push method used, but one push bypasses it

The flush path exists (a base router and a delegate in other files); only the direct push is
reported.

`FlushingNavigationDelegate.swift`:
```swift
final class FlushingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private var children: [ObjectIdentifier: (parent: Routing, child: ViewableRouting)] = [:]

    func remember(_ child: ViewableRouting, of parent: Routing) {
        children[ObjectIdentifier(child.viewControllable.uiviewController)] = (parent, child)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let stack = Set(navigationController.viewControllers.map(ObjectIdentifier.init))
        for (key, entry) in children where !stack.contains(key) {
            entry.parent.detachChild(entry.child)
            children[key] = nil
        }
    }
}
```

`StackRouter.swift`:
```swift
class StackRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType> {
    func push(nextRouter: ViewableRouting, animated: Bool) {
        guard let navigation = viewControllable.uiviewController.navigationController,
              let delegate = navigation.delegate as? FlushingNavigationDelegate else { return }
        attachChild(nextRouter)
        delegate.remember(nextRouter, of: self)
        navigation.pushViewController(nextRouter.viewControllable.uiviewController, animated: animated)
    }
}
```

`SettingsRouter.swift`:
```swift
final class SettingsRouter: StackRouter<SettingsInteractable, SettingsViewControllable>, SettingsRouting {
    func routeToPrivacy() {
        push(nextRouter: privacyBuilder.build(withListener: interactor), animated: true)
    }

    func routeToLicenses() {
        let licenses = licensesBuilder.build(withListener: interactor)
        attachChild(licenses)
        viewControllable.uiviewController.navigationController?.↓pushViewController(licenses.viewControllable.uiviewController, animated: true)
    }
}
```

### A pop hook copied into the pushed screen

The pushed view controller reports its own pop from `viewWillDisappear`; that misses the screens
that a multi-screen pop removes from below the top.

`TicketRouter.swift`:
```swift
final class TicketRouter: ViewableRouter<TicketInteractable, TicketViewControllable>, TicketRouting {
    private var seatsRouter: SeatsRouting?

    func routeToSeats() {
        let seats = seatsBuilder.build(withListener: interactor)
        seatsRouter = seats
        attachChild(seats)
        viewController.uiviewController.navigationController?.↓pushViewController(seats.viewControllable.uiviewController, animated: true)
    }

    func detachSeats() {
        guard let seats = seatsRouter else { return }
        detachChild(seats)
        seatsRouter = nil
    }
}
```

`SeatsViewController.swift`:
```swift
final class SeatsViewController: UIViewController, SeatsPresentable, SeatsViewControllable {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent {
            listener?.didPop()
        }
    }
}
```

### Pushed from a completion closure

```swift
final class LeaderboardRouter: ViewableRouter<LeaderboardInteractable, LeaderboardViewControllable>, LeaderboardRouting {
    func closeProfileAndOpenChallenge() {
        viewController.uiviewController.dismiss(animated: true) { [weak self] in
            guard let self = self else { return }
            let challenge = self.challengeBuilder.build(withListener: self.interactor)
            self.attachChild(challenge)
            self.viewController.uiviewController.navigationController?.↓pushViewController(challenge.viewControllable.uiviewController, animated: true)
        }
    }
}
```

### A private push method of the router itself

Reported once, inside the method, not at its callers.

```swift
final class GalleryRouter: ViewableRouter<GalleryInteractable, GalleryViewControllable>, GalleryRouting {
    func routeToPhoto(id: String) {
        let photo = photoBuilder.build(withListener: interactor, id: id)
        attachChild(photo)
        show(photo)
    }

    func routeToAlbum(id: String) {
        let album = albumBuilder.build(withListener: interactor, id: id)
        attachChild(album)
        show(album)
    }

    private func show(_ child: ViewableRouting) {
        viewController.uiviewController.navigationController?.↓pushViewController(child.viewControllable.uiviewController, animated: true)
    }
}
```

### A push helper in an extension of a routing protocol

`ViewableRouting+Push.swift`:
```swift
extension ViewableRouting {
    func pushChild(_ child: ViewableRouting) {
        viewControllable.uiviewController.navigationController?.pushViewController(child.viewControllable.uiviewController, animated: true)
    }
}
```

`WeatherRouter.swift`:
```swift
protocol WeatherRouting: ViewableRouting {}

final class WeatherRouter: ViewableRouter<WeatherInteractable, WeatherViewControllable>, WeatherRouting {
    func routeToForecast() {
        let forecast = forecastBuilder.build(withListener: interactor)
        attachChild(forecast)
        ↓pushChild(forecast)
    }
}
```

### Pushed onto the flush owner's stack, but not through its push method

The navigation controller is its own delegate and detaches what its `push(router:)` recorded; a
plain `pushViewController` records nothing.

`FlushNavigationController.swift`:
```swift
final class FlushNavigationController: UINavigationController, UINavigationControllerDelegate {
    private var routers: [(parent: Routing, child: ViewableRouting)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func push(router: ViewableRouting, from parent: Routing) {
        routers.append((parent, router))
        pushViewController(router.viewControllable.uiviewController, animated: true)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let popped = routers.filter { !viewControllers.contains($0.child.viewControllable.uiviewController) }
        popped.forEach { $0.parent.detachChild($0.child) }
        routers.removeAll { !viewControllers.contains($0.child.viewControllable.uiviewController) }
    }
}
```

`ArticleRouter.swift`:
```swift
final class ArticleRouter: ViewableRouter<ArticleInteractable, ViewControllable>, ArticleRouting {
    func routeToComments() {
        let comments = commentsBuilder.build(withListener: interactor)
        attachChild(comments)
        viewController.uiviewController.navigationController?.↓pushViewController(comments.viewControllable.uiviewController, animated: true)
    }
}
```

### The router's own navigation controller, after its first screen

The router's view is a navigation controller; its first screen is fine, but the screens pushed on
user events can be popped.

`ReaderRouter.swift`:
```swift
protocol ReaderViewControllable: ViewControllable {
    func pushViewController(_ viewController: UIViewController, animated: Bool)
}

final class ReaderRouter: ViewableRouter<ReaderInteractable, ReaderViewControllable>, ReaderRouting {
    override func didLoad() {
        super.didLoad()
        let shelf = shelfBuilder.build(withListener: interactor)
        attachChild(shelf)
        viewController.pushViewController(shelf.viewControllable.uiviewController, animated: false)
    }

    func routeToBook(id: String) {
        let book = bookBuilder.build(withListener: interactor, id: id)
        attachChild(book)
        viewController.↓pushViewController(book.viewControllable.uiviewController, animated: true)
    }
}
```

`ReaderViewController.swift`:
```swift
final class ReaderViewController: UINavigationController, ReaderPresentable, ReaderViewControllable {}
```

`ReaderInteractor.swift`:
```swift
final class ReaderInteractor: PresentableInteractor<ReaderPresentable>, ReaderInteractable {
    weak var router: ReaderRouting?

    override func didBecomeActive() {
        super.didBecomeActive()
        selectedBook
            .subscribe(onNext: { [weak self] id in self?.router?.routeToBook(id: id) })
            .disposeOnDeactivate(interactor: self)
    }
}
```

### A builder that returns the router and its view

```swift
final class StoriesRouter: ViewableRouter<StoriesInteractable, StoriesViewControllable>, StoriesRouting {
    func routeToStory(id: String) {
        let (router, screen) = storyBuilder.build(withListener: interactor, id: id)
        attachChild(router)
        viewController.uiviewController.navigationController?.↓pushViewController(screen, animated: true)
    }
}
```

## Non-triggering

### Through a view-side push helper that records the child

The common push method can live on the view side too; the router hands it the child and itself.

`ChildFlush.swift`:
```swift
final class ChildFlush: NSObject, UINavigationControllerDelegate {
    private var tracked: [ObjectIdentifier: (parent: Routing, child: ViewableRouting)] = [:]

    func track(_ child: ViewableRouting, parent: Routing) {
        tracked[ObjectIdentifier(child.viewControllable.uiviewController)] = (parent, child)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let onStack = Set(navigationController.viewControllers.map(ObjectIdentifier.init))
        for key in tracked.keys where !onStack.contains(key) {
            if let entry = tracked.removeValue(forKey: key) { entry.parent.detachChild(entry.child) }
        }
    }
}
```

`ViewControllable+Push.swift`:
```swift
extension ViewControllable {
    func push(router: ViewableRouting, from parent: Routing) {
        guard let navigation = uiviewController.navigationController,
              let flush = navigation.delegate as? ChildFlush else { return }
        flush.track(router, parent: parent)
        navigation.pushViewController(router.viewControllable.uiviewController, animated: true)
    }
}
```

`HomeRouter.swift`:
```swift
final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    func routeToCheckout() {
        let checkout = checkoutBuilder.build(withListener: interactor)
        attachChild(checkout)
        viewController.push(router: checkout, from: self)
    }
}
```

### A navigation controller that is its own delegate, with its push method

`RIBNavigationController.swift`:
```swift
final class RIBNavigationController: UINavigationController, UINavigationControllerDelegate {
    private var routers: [(parent: Routing, child: ViewableRouting)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func push(router: ViewableRouting, from parent: Routing, animated: Bool) {
        routers.append((parent, router))
        pushViewController(router.viewControllable.uiviewController, animated: animated)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        for entry in routers where !viewControllers.contains(entry.child.viewControllable.uiviewController) {
            entry.parent.detachChild(entry.child)
        }
        routers.removeAll { !viewControllers.contains($0.child.viewControllable.uiviewController) }
    }
}
```

`WalletRouter.swift`:
```swift
final class WalletRouter: ViewableRouter<WalletInteractable, WalletViewControllable>, WalletRouting {
    private let navigation: RIBNavigationController

    func routeToCard(id: String) {
        let card = cardBuilder.build(withListener: interactor, id: id)
        attachChild(card)
        navigation.push(router: card, from: self, animated: true)
    }
}
```

### A delegate that finds the popped children by itself

The delegate records nothing: when a screen shows, it detaches the children of that screen's
router whose views left the stack. Every push onto a stack it observes is covered.

`ChildReleasingDelegate.swift`:
```swift
final class ChildReleasingDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let router = (viewController as? RouterOwning)?.router else { return }
        let stack = navigationController.viewControllers
        for child in router.children.compactMap({ $0 as? ViewableRouting }) where !stack.contains(child.viewControllable.uiviewController) {
            if child.viewControllable.uiviewController.presentingViewController == nil {
                router.detachChild(child)
            }
        }
    }
}
```

`LibraryRouter.swift`:
```swift
final class LibraryRouter: ViewableRouter<LibraryInteractable, LibraryViewControllable>, LibraryRouting {
    func routeToShelf(id: String) {
        let shelf = shelfBuilder.build(withListener: interactor, id: id)
        attachChild(shelf)
        viewController.uiviewController.navigationController?.pushViewController(shelf.viewControllable.uiviewController, animated: true)
    }
}
```

### A recording navigation controller, pushed onto by its declared type

`RecordingNavigationController.swift`:
```swift
final class RecordingNavigationController: UINavigationController, UINavigationControllerDelegate {
    private var onPop: [ObjectIdentifier: () -> Void] = [:]

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
    }

    func whenPopped(_ viewController: UIViewController, run release: @escaping () -> Void) {
        onPop[ObjectIdentifier(viewController)] = release
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let stack = Set(viewControllers.map(ObjectIdentifier.init))
        for (key, release) in onPop where !stack.contains(key) {
            onPop[key] = nil
            release()
        }
    }
}
```

`MapRouter.swift`:
```swift
final class MapRouter: ViewableRouter<MapInteractable, MapViewControllable>, MapRouting {
    private let stack: RecordingNavigationController

    func routeToPlace(id: String) {
        let place = placeBuilder.build(withListener: interactor, id: id)
        attachChild(place)
        stack.whenPopped(place.viewControllable.uiviewController) { [weak self] in self?.detachChild(place) }
        stack.pushViewController(place.viewControllable.uiviewController, animated: true)
    }
}
```

### The router detaches its children when its screen shows again

`UIViewController+DidShow.swift`:
```swift
extension Reactive where Base: UIViewController {
    func shown() -> Observable<Void> {
        methodInvoked(#selector(UIViewController.viewDidLoad))
            .compactMap { [weak base] _ in base?.navigationController }
            .flatMap { $0.rx.didShow }
            .filter { [weak base] event in event.viewController === base }
            .map { _ in }
    }
}
```

`ArtistRouter.swift`:
```swift
final class ArtistRouter: ViewableRouter<ArtistInteractable, ArtistViewControllable>, ArtistRouting {
    private let disposeBag = DisposeBag()

    init(interactor: ArtistInteractable, viewController: ArtistViewControllable, albumBuilder: AlbumBuildable) {
        self.albumBuilder = albumBuilder
        super.init(interactor: interactor, viewController: viewController)
        viewControllable.uiviewController.rx.shown()
            .skip(1)
            .bind(onNext: { [unowned self] in self.detachChildren() })
            .disposed(by: disposeBag)
    }

    func routeToAlbum(id: String) {
        let album = albumBuilder.build(withListener: interactor, id: id)
        attachChild(album)
        viewController.push(album.viewControllable)
    }

    private func detachChildren() {
        children.forEach(detachChild(_:))
    }
}
```

`ArtistViewController.swift`:
```swift
final class ArtistViewController: UIViewController, ArtistPresentable, ArtistViewControllable {
    func push(_ viewControllable: ViewControllable) {
        navigationController?.pushViewController(viewControllable.uiviewController, animated: true)
    }
}
```

### A shared helper detaches the child on pop

The helper is a lifecycle hook, reported by `lifecycle-detach`; the push itself is covered.

`ViewableRouter+DetachOnClose.swift`:
```swift
extension ViewableRouter {
    func detachWhenClosed(child: ViewableRouting, disposedBy bag: DisposeBag) {
        let screen = child.viewControllable.uiviewController
        screen.rx.methodInvoked(#selector(UIViewController.viewDidDisappear)).subscribe(onNext: { [weak self, weak screen] _ in
            guard let screen, screen.isMovingFromParent || screen.isBeingDismissed else { return }
            self?.detachChild(child)
        }).disposed(by: bag)
    }
}
```

`FeedRouter.swift`:
```swift
final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable>, FeedRouting {
    private let disposeBag = DisposeBag()

    func routeToPost(id: String) {
        let post = postBuilder.build(withListener: interactor, id: id)
        attachChild(post)
        viewController.uiviewController.navigationController?.pushViewController(post.viewControllable.uiviewController, animated: true)
        detachWhenClosed(child: post, disposedBy: disposeBag)
    }
}
```

### A shared base view controller runs the on-pop closure

Every pushed screen inherits the hook from one base class (reported by `lifecycle-detach`); the
router hands it the detach.

`PoppableViewController.swift`:
```swift
class PoppableViewController: UIViewController {
    var onPop: (() -> Void)?

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil {
            onPop?()
            onPop = nil
        }
    }
}
```

`RecipesRouter.swift`:
```swift
final class RecipesRouter: ViewableRouter<RecipesInteractable, RecipesViewControllable>, RecipesRouting {
    func routeToRecipe(id: String) {
        let recipe = recipeBuilder.build(withListener: interactor, id: id)
        attachChild(recipe)
        let screen = recipe.viewControllable.uiviewController as? PoppableViewController
        screen?.onPop = { [weak self] in self?.detachChild(recipe) }
        viewController.uiviewController.navigationController?.pushViewController(recipe.viewControllable.uiviewController, animated: true)
    }
}
```

### The root of a new navigation controller

```swift
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    override func didLoad() {
        super.didLoad()
        let home = homeBuilder.build(withListener: interactor)
        attachChild(home)
        viewController.show(tabs: [makeStack(root: home.viewControllable)])
    }

    private func makeStack(root: ViewControllable) -> UINavigationController {
        let navigationController = UINavigationController()
        navigationController.pushViewController(root.uiviewController, animated: false)
        return navigationController
    }
}
```

### The first screen of the router's own navigation controller, at activation

`AppRouter.swift`:
```swift
final class AppRouter: LaunchRouter<AppInteractable, AppViewControllable>, AppRouting {
    func routeToMain() {
        let main = mainBuilder.build(withListener: interactor)
        attachChild(main)
        viewController.push(main.viewControllable)
    }
}
```

`AppInteractor.swift`:
```swift
final class AppInteractor: PresentableInteractor<AppPresentable>, AppInteractable {
    weak var router: AppRouting?

    override func didBecomeActive() {
        super.didBecomeActive()
        router?.routeToMain()
    }
}
```

`AppViewController.swift`:
```swift
final class AppViewController: UINavigationController, AppPresentable, AppViewControllable {
    func push(_ viewControllable: ViewControllable) {
        pushViewController(viewControllable.uiviewController, animated: false)
    }
}
```

### A view controller that is not a child RIB

```swift
final class HelpRouter: ViewableRouter<HelpInteractable, HelpViewControllable>, HelpRouting {
    func routeToArticle(url: URL) {
        let article = ArticleViewController(url: url)
        viewController.uiviewController.navigationController?.pushViewController(article, animated: true)
    }

    func routeToLicenses() {
        viewController.uiviewController.navigationController?.pushViewController(UIHostingController(rootView: LicensesView()), animated: true)
    }
}
```

### Presented, not pushed

```swift
final class CheckoutRouter: ViewableRouter<CheckoutInteractable, CheckoutViewControllable>, CheckoutRouting {
    func routeToPayment() {
        let payment = paymentBuilder.build(withListener: interactor)
        attachChild(payment)
        viewController.uiviewController.present(payment.viewControllable.uiviewController, animated: true)
    }
}
```

### A helper named like a push that presents

`ViewControllable+Modal.swift`:
```swift
extension ViewControllable {
    func show(_ viewControllable: ViewControllable) {
        viewControllable.uiviewController.modalPresentationStyle = .fullScreen
        uiviewController.present(viewControllable.uiviewController, animated: true)
    }
}
```

`IntroRouter.swift`:
```swift
final class IntroRouter: ViewableRouter<IntroInteractable, IntroViewControllable>, IntroRouting {
    func routeToSignUp() {
        let signUp = signUpBuilder.build(withListener: interactor)
        attachChild(signUp)
        viewControllable.show(signUp.viewControllable)
    }
}
```

### The stack replaced, not pushed

```swift
final class OnboardingRouter: ViewableRouter<OnboardingInteractable, OnboardingViewControllable>, OnboardingRouting {
    func routeToPermissions() {
        let permissions = permissionsBuilder.build(withListener: interactor)
        attachChild(permissions)
        viewController.uiviewController.navigationController?.setViewControllers([permissions.viewControllable.uiviewController], animated: true)
    }
}
```

### A push outside any router

```swift
final class SettingsCoordinator {
    func showAbout() {
        navigationController.pushViewController(AboutViewController(), animated: true)
    }
}
```

### FIXME: UIKit's show(_:sender:) pushes inside a navigation controller

`show(_:sender:)` pushes when the view is in a navigation controller and presents otherwise;
navlint does not treat it as a push yet, so this leak goes unreported.

```swift
final class NewsRouter: ViewableRouter<NewsInteractable, NewsViewControllable>, NewsRouting {
    func routeToStory(id: String) {
        let story = storyBuilder.build(withListener: interactor, id: id)
        attachChild(story)
        viewController.uiviewController.show(story.viewControllable.uiviewController, sender: nil)
    }
}
```

### FIXME: a push while the router loads is taken for the root of its stack

A push onto the router's own view while it loads or activates is taken for the first screen of the
router's own navigation controller; when the view's helper pushes onto the parent's stack instead,
the leak goes unreported.

`WelcomeRouter.swift`:
```swift
final class WelcomeRouter: ViewableRouter<WelcomeInteractable, WelcomeViewControllable>, WelcomeRouting {
    override func didLoad() {
        super.didLoad()
        let tips = tipsBuilder.build(withListener: interactor)
        attachChild(tips)
        viewController.push(tips.viewControllable)
    }
}
```

`WelcomeViewController.swift`:
```swift
final class WelcomeViewController: UIViewController, WelcomePresentable, WelcomeViewControllable {
    func push(_ viewControllable: ViewControllable) {
        navigationController?.pushViewController(viewControllable.uiviewController, animated: true)
    }
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
