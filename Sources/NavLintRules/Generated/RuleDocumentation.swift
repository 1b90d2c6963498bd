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
a root, a final state that replaces the whole tree, the next state a transition presents in
place of the current one when no code ever closes it. They are recognised by the absence of any push
or presentation of the child, or by a child that is only presented, from a method that runs once
while the router loads (`didLoad`, its initializer, or the interactor's `didBecomeActive`).

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

## Fix

`navlint --fix` changes nothing for this rule: keeping the child in a property and detaching it when
its screen closes needs a decision about where the screen closes.

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

### A viewless child whose router pushes its screen, attached on every login

The signed-in RIB has no view: its router pushes its own child onto the view its parent gave it.
Popping that screen leaves the signed-in child attached, and the next login attaches another.

`RootRouter.swift`:
```swift
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let signedInBuilder: SignedInBuildable

    func routeToSignedIn(email: String) {
        let signedIn = signedInBuilder.build(withListener: interactor, email: email)
        ↓attachChild(signedIn)
    }
}
```

`SignedInBuilder.swift`:
```swift
protocol SignedInBuildable: Buildable {
    func build(withListener listener: SignedInListener, email: String) -> SignedInRouting
}
```

`SignedInRouter.swift`:
```swift
protocol SignedInViewControllable: ViewControllable {
    func push(viewController: ViewControllable, animated: Bool)
}

final class SignedInRouter: Router<SignedInInteractable>, SignedInRouting {
    private let viewController: SignedInViewControllable
    private var home: ViewableRouting?

    override func didLoad() {
        super.didLoad()
        let home = homeBuilder.build(withListener: interactor)
        self.home = home
        attachChild(home)
        viewController.push(viewController: home.viewControllable, animated: true)
    }

    func cleanupViews() {
        if let home {
            detachChild(home)
        }
    }
}
```

`RootViewController.swift`:
```swift
final class RootViewController: UINavigationController, RootViewControllable, SignedInViewControllable {
    func push(viewController: ViewControllable, animated: Bool) {
        pushViewController(viewController.uiviewController, animated: animated)
    }
}
```

### The next state after a transition, closed by a route that does not detach it

The router takes the splash down before presenting the welcome screen, but it also dismisses
that screen later without detaching its child.

```swift
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private var splash: ViewableRouting?
    private var welcome: ViewableRouting?

    func routeToWelcome() {
        if let splash = self.splash {
            detachChild(splash)
            self.splash = nil
        }
        let welcome = welcomeBuilder.build(withListener: interactor)
        self.welcome = welcome
        ↓attachChild(welcome)
        viewController.uiviewController.present(welcome.viewControllable.uiviewController, animated: true)
    }

    func closeWelcome() {
        viewController.uiviewController.dismiss(animated: true)
    }
}
```

### Attached in an extension of the routing protocol, pushed and never detached

The routers that adopt `ListRouting` share its routing code; `viewController` there is their view.

`ListRouting.swift`:
```swift
protocol ListViewControllable: ViewControllable {
    func show(view: ViewControllable)
}

extension ListViewControllable where Self: UIViewController {
    func show(view: ViewControllable) {
        navigationController?.pushViewController(view.uiviewController, animated: true)
    }
}

protocol ListRouting: ViewableRouting {
    var itemBuilder: ItemBuildable { get }
}

extension ListRouting {
    func route(toItem item: Item) {
        let router = itemBuilder.build(item: item)
        ↓attachChild(router)
        viewController.show(view: router.viewControllable)
    }
}
```

`NewestRouter.swift`:
```swift
final class NewestRouter: ViewableRouter<NewestInteractable, ListViewControllable>, ListRouting {
    let itemBuilder: ItemBuildable
}
```

### Handed to a helper that detaches it, with a bag that dies at once

The helper detaches the child when its screen disappears, from a subscription it puts in the bag
it is given. The router passes a `DisposeBag()` made in the call: nothing keeps that bag, so it is
freed when the statement ends and disposes of the subscription at once. The editor is never detached.

`ViewableRouter+DetachWhenClosed.swift`:
```swift
extension ViewableRouter {
    func detachWhenClosed(child: ViewableRouting, disposedBy bag: DisposeBag) {
        child.viewControllable.uiviewController.rx.methodInvoked(#selector(UIViewController.viewDidDisappear))
            .subscribe(onNext: { [weak self] _ in self?.detachChild(child) })
            .disposed(by: bag)
    }
}
```

`ProfileRouter.swift`:
```swift
final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    func routeToEdit() {
        let editor = editorBuilder.build(withListener: interactor)
        ↓attachChild(editor)
        viewController.uiviewController.navigationController?.pushViewController(editor.viewControllable.uiviewController, animated: true)
        detachWhenClosed(child: editor, disposedBy: DisposeBag())
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

### A root's only content, presented once while it loads

The root presents its single child full screen from `didLoad` and never closes it: the child
lives exactly as long as the root.

```swift
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    override func didLoad() {
        super.didLoad()
        attachCatalog()
    }

    private func attachCatalog() {
        let catalog = catalogBuilder.build(withListener: interactor)
        attachChild(catalog)
        let screen = catalog.viewControllable.uiviewController
        screen.modalPresentationStyle = .fullScreen
        viewController.uiviewController.present(screen, animated: false)
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

### The next state after a transition, with no route out of it

When the splash ends, the root takes it down (detaches it and closes its screen) and presents
the signed-out screen in its place. The root never dismisses or pops anything else and nothing
detaches the signed-out child: no route leaves it, so it lives as long as the root.

```swift
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private var splash: ViewableRouting?
    private var signedOut: ViewableRouting?

    func routeToSignedOut() {
        if let splash = self.splash {
            detachChild(splash)
            viewController.replaceModal(viewController: nil)
            self.splash = nil
        }
        let signedOut = signedOutBuilder.build(withListener: interactor)
        self.signedOut = signedOut
        attachChild(signedOut)
        viewController.replaceModal(viewController: signedOut.viewControllable)
    }
}

protocol RootViewControllable: ViewControllable {
    func replaceModal(viewController: ViewControllable?)
}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    func replaceModal(viewController: ViewControllable?) {
        guard let viewController else { return }
        present(viewController.uiviewController, animated: false)
    }
}
```

### Attached by the common push method, detached by the flush path

`PopFlushHandler.swift`:
```swift
final class PopFlushHandler: NSObject, UINavigationControllerDelegate {
    private var entries: [(parent: Routing, child: ViewableRouting)] = []

    init(navigationController: UINavigationController) {
        super.init()
        navigationController.delegate = self
    }

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

### Shown only through the navigation controller of a view that is one

The router's view is itself a navigation controller, so its `navigationController` is nil and the
child's screen is never pushed: it is not shown, and lives as long as the router.

`SessionRouter.swift`:
```swift
protocol SessionViewControllable: ViewControllable {
    func setRoot(_ viewControllable: ViewControllable)
}

final class SessionNavigationController: UINavigationController, SessionViewControllable, SessionPresentable {
    func setRoot(_ viewControllable: ViewControllable) {
        setViewControllers([viewControllable.uiviewController], animated: false)
    }
}

final class SessionRouter: LaunchRouter<SessionInteractable, SessionViewControllable>, SessionRouting {
    private var detailRouting: ViewableRouting?

    func attachDetail() {
        guard detailRouting == nil else { return }
        let router = detailBuildable.build(withListener: interactor)
        detailRouting = router
        viewControllable.uiviewController.navigationController?.pushViewController(router.viewControllable.uiviewController, animated: true)
        attachChild(router)
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
        "child-never-released": #"""
# child-never-released

**Default severity:** error · **Category:** cycles

Reports a coordinator that adds a child to its own child collection (`childCoordinators.append(child)`,
`insert`, `+= [child]`, `children[key] = child`, or an `addChild(_:)`/`add(childCoordinator:)`/
`addDependency(_:)` helper that does one of these, wherever the helper is declared) when nothing
removes that child once its flow ends. The finding is at the append, or at the call of the helper.

A child counts as released when a single-child removal (`remove(at:)`, `removeAll(where:)`,
`removeValue(forKey:)`, `children[key] = nil`, a `filter` reassignment, or a method of the parent
that does one of these, inherited ones and protocol-extension helpers included) runs, or when the
whole collection is emptied (`removeAll()`, `= []`) by a closure written where the child is added
or by a callback that receives the child (`childDidFinish(_:)`):

- from a closure written where the child is added, or in a method of the parent that the adding
  code hands the child to (`wireCallbacks(child)`): an `onFinish`, a completion, an on-pop closure
  handed to the navigation router;
- from the child's own code: `parentCoordinator?.childDidFinish(self)`, a delegate callback that the
  parent implements by removing the child, a deinit probe, or the child removing itself from the
  parent's dictionary, when something can run that code (a `finish()` that no call, selector,
  action or protocol reaches releases nothing);
- from the parent's navigation-controller delegate (`navigationController(_:didShow:animated:)`),
  when something makes the parent a navigation controller's delegate (a handler nothing wires never
  runs), and, when the handler finds the child by casting the screen that left (`from as?
  ProfileViewController`), only if the child pushes no screen of another type (a pop to root from
  that screen reports it alone); or a method that prunes every finished child
  (`children.removeAll { $0.isFinished }`);
- from the method that called the one adding the child, when it reconciles (adds the new children
  and removes the stale ones);
- from the adding code itself when it empties the child collection just before adding
  (`removeAllChildren()` then `addChild(home)`): each new child replaces every earlier one;
- from the parent's own code that can run and removes the child through the property the adding
  code records it in (`launchCoordinator = launch` … `removeChild(launchCoordinator)`, reached from
  the parent's handler of the app's state).

A removal filtered by the child's type (`removeAll { $0 is SendCoordinator }`, `remove(at:)` of an
index found by `firstIndex(where: { $0 is SendCoordinator })`) takes children of that type and its
subtypes only, whether the parent, a prune or another object runs it; and a removal called on the
child that `first(where: { $0 is BannerCoordinator })` picks reaches a `BannerCoordinator` only. A
filter that tests the child's identity (`$0 === child`) or anything else takes any child.

A release counts only if it can run for this child: a removal inherited from a base class or a
protocol extension only if something calls it on this child (its own code, or a call on a value that
may be it); a closure kept in a property (a deinit block handed to the child's screen, a finish
closure stored on the child) only if some code that may run uses that property; a callback on the
child's optional `delegate` or parent property only if something ever stores a value in it; and not
from an action that only a `backBarButtonItem` names (UIKit never sends it). The child's own methods
are trusted: UIKit or a framework may call them. A flow added while the parent sets up whose report
cannot run never ends, so it is permanent.

Emptying the whole collection anywhere else (the parent's own `finish()`, `stop()`) happens when
the parent itself finishes and does not count. With XCoordinator, whose `addChild(_:)` keeps a child until its root view controller
leaves the screen, a child built on the parent's own `rootViewController` is reported: it never
leaves.

Children that are permanent by design are not reported: added in `init`, in `start()`, in a
private method that only those call, or in another method that only they call (a member of a
`private extension` by the calls in its file, any other anywhere in the project) unless that
method hands the child the parent, as a delegate or a parent reference, to report that its flow
ended, added in a loop or by a tab bar coordinator (a bounded set of
tabs), a child kept in a stored property of the parent anyway, a child made the root of the
navigation it shows, and a child added by a method that nothing runs (a plain method whose every
call in the project is made on an object of an unrelated type).

A child added only while the parent holds none of its type (`if childCoordinators.contains(where: {
$0 is ConversationsCoordinator }) { return }` before the addition, `guard !children.contains(where:
…) else { return }`, `first(where:)`, or a method of the parent that returns such a test) is at most
one per parent however often the adding method runs: it is permanent too. A test for another type
of child guards nothing.

A child kept under a key (`children[section] = child`) replaces the one kept there before, so the
collection holds one child per key: it is not reported when the parent makes it only when the key
has none yet (`if let existing = children[section] … else …`), or when the parent removes children
by key anywhere (`children[key] = nil`, `removeValue(forKey:)`). Test doubles (`…Mock`, `…Spy`,
`…Stub`, `…Fake`) that record the coordinators they are handed and test cases are not reported.

## Why it leaks

The parent's array holds the child strongly. When the user leaves the child's flow (pops its
screen, swipes its sheet away, finishes it), UIKit releases the view controllers, but the child
coordinator stays in the array, with everything it holds: services, subscriptions, sometimes the
view controllers too. Each new visit adds another one. These "zombie coordinators" live as long as
the parent, which for a root coordinator is the life of the app, and they keep reacting to events.

## How to fix

Remove the child from one place that runs however its flow ends: a closure that the child calls
when it finishes, capturing the parent and the child weakly, and, for pushed screens, an on-pop
closure that the navigation router runs from `navigationController(_:didShow:animated:)`.

```swift
final class StatementsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?

    func start() {}

    func didTapDone() {
        onFinish?()
    }
}

final class AccountsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showStatements() {
        let statements = StatementsCoordinator()
        statements.onFinish = { [weak self, weak statements] in
            self?.childCoordinators.removeAll { $0 === statements }
        }
        childCoordinators.append(statements)
        statements.start()
    }
}
```

A child that knows its parent can report instead: keep the reference `weak` and call the parent's
removal from the child's finish path.

```swift
final class CardsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: WalletCoordinator?

    func start() {}

    func didTapDone() {
        parentCoordinator?.childDidFinish(self)
    }
}

final class WalletCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showCards() {
        let cards = CardsCoordinator()
        cards.parentCoordinator = self
        childCoordinators.append(cards)
        cards.start()
    }

    func childDidFinish(_ child: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== child }
    }
}
```

## Fix

`navlint --fix` changes nothing for this rule: removing the child needs to know when its flow ends,
which is a design decision.

## Triggering

### Appended and never removed

```swift
final class ProfileCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showSettings() {
        let settings = SettingsCoordinator(navigationController: navigationController)
        childCoordinators.↓append(settings)
        settings.start()
    }
}

final class SettingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    init(navigationController: UINavigationController) {}
    func start() {}
}
```

### Removed only when the parent itself finishes

```swift
final class OrdersCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var onFinish: (() -> Void)?

    func start() {}

    func showOrder(id: String) {
        let order = OrderCoordinator(orderID: id)
        self.childCoordinators.↓append(order)
        order.start()
    }

    func finish() {
        childCoordinators.removeAll()
        onFinish?()
    }
}

final class OrderCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    init(orderID: String) {}
    func start() {}
}
```

### An addChild helper declared in a protocol extension in another file

`Coordinator.swift`:
```swift
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func addChild(_ child: Coordinator) {
        childCoordinators.append(child)
    }

    func removeChild(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }
}
```

`ShopCoordinator.swift`:
```swift
final class ShopCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showBasket() {
        let basket = BasketCoordinator()
        ↓addChild(basket)
        basket.start()
    }
}
```

`BasketCoordinator.swift`:
```swift
final class BasketCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    func start() {}
}
```

### The parent can release children, but this child never asks

`AccountsCoordinator.swift`:
```swift
final class AccountsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }

    func showStatements() {
        let statements = StatementsCoordinator()
        childCoordinators.↓append(statements)
        statements.start()
    }

    func showPayees() {
        let payees = PayeesCoordinator()
        payees.parentCoordinator = self
        childCoordinators.append(payees)
        payees.start()
    }
}
```

`PayeesCoordinator.swift`:
```swift
final class PayeesCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: AccountsCoordinator?

    func start() {}

    func close() {
        parentCoordinator?.childDidFinish(self)
    }
}
```

`StatementsCoordinator.swift`:
```swift
final class StatementsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    func start() {}
}
```

### The delegate callback the child calls does not remove it

`RoomCoordinator.swift`:
```swift
final class RoomCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showNotifications() {
        let notifications = NotificationsCoordinator()
        notifications.delegate = self
        ↓add(childCoordinator: notifications)
        notifications.start()
    }

    func showMembers() {
        let members = MembersCoordinator()
        members.delegate = self
        add(childCoordinator: members)
        members.start()
    }

    func add(childCoordinator: Coordinator) {
        childCoordinators.append(childCoordinator)
    }

    func remove(childCoordinator: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== childCoordinator }
    }
}

extension RoomCoordinator: NotificationsCoordinatorDelegate, MembersCoordinatorDelegate {
    func didClose(in coordinator: NotificationsCoordinator) {
        refreshBadge()
    }

    func didClose(in coordinator: MembersCoordinator) {
        remove(childCoordinator: coordinator)
    }
}
```

`NotificationsCoordinator.swift`:
```swift
final class NotificationsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var delegate: NotificationsCoordinatorDelegate?

    func start() {}

    func didTapClose() {
        delegate?.didClose(in: self)
    }
}
```

`MembersCoordinator.swift`:
```swift
final class MembersCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var delegate: MembersCoordinatorDelegate?

    func start() {}

    func didTapClose() {
        delegate?.didClose(in: self)
    }
}
```

### A flow started while the parent sets up, which reports its end

The launch check starts from a method that only `start()` calls, but it is handed the parent to
say when it is done: it is a flow that ends, not a permanent child, and nothing removes it.

```swift
final class LaunchCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {
        checkSession()
    }

    func checkSession() {
        let session = SessionCheckCoordinator()
        session.delegate = self
        childCoordinators.↓append(session)
        session.start()
    }

    func sessionCheckDidFinish() {
        showHome()
    }
}
```

### A didShow handler of a parent that never becomes the navigation delegate

The handler would remove the child, but nothing makes the parent the navigation controller's
delegate, so UIKit never calls it.

```swift
final class FavoritesCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    func start() {}

    func showProfile() {
        let profile = ProfileCoordinator(navigationController: navigationController)
        childCoordinators.↓append(profile)
        profile.start()
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from),
              let profileViewController = from as? ProfileViewController else { return }
        childDidFinish(profileViewController.coordinator)
    }

    func childDidFinish(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }
}
```

### A parent that conforms through a type alias of a composition

`UserCoordinator` is a `Coordinator` through `RootViewCoordinator`, so the protocol extension's
`addChildCoordinator(_:)` adds to its own `childCoordinators`, and nothing removes the item's child.

```swift
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func addChildCoordinator(_ child: Coordinator) {
        childCoordinators.append(child)
    }

    func removeChildCoordinator(_ child: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== child }
    }
}

protocol RootViewControllerProvider: AnyObject {
    var rootViewController: UIViewController { get }
}

typealias RootViewCoordinator = Coordinator & RootViewControllerProvider

final class UserCoordinator: RootViewCoordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()
    var rootViewController: UIViewController { navigationController }

    func start() {}

    func showItem() {
        let item = ItemCoordinator(navigationController: navigationController)
        ↓addChildCoordinator(item)
        item.start()
    }
}

final class ItemCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    init(navigationController: UINavigationController) {}
    func start() {}
}
```

### A didShow flush that recognizes only the child's first screen

The handler finds the child by casting the screen that left to `ProfileViewController`, but the
child also pushes `RepositoriesViewController` above it. A pop to root from that screen (tapping
the tab again, the back button's long-press menu) reports only the repositories screen as the one
that left, so the handler never removes the child.

```swift
final class SearchCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    func start() {
        navigationController.delegate = self
    }

    func showProfile() {
        let profile = ProfileCoordinator(navigationController: navigationController)
        childCoordinators.↓append(profile)
        profile.start()
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from),
              let profileViewController = from as? ProfileViewController else { return }
        childDidFinish(profileViewController.coordinator)
    }

    func childDidFinish(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class ProfileCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let profile = ProfileViewController()
        profile.coordinator = self
        navigationController.pushViewController(profile, animated: true)
    }

    func showRepositories() {
        let repositories = RepositoriesViewController()
        navigationController.pushViewController(repositories, animated: true)
    }
}

final class ProfileViewController: UIViewController {
    weak var coordinator: ProfileCoordinator?
}

final class RepositoriesViewController: UIViewController {}
```

### Keyed by an identifier

```swift
final class ChatsCoordinator: Coordinator {
    private var children: [UUID: Coordinator] = [:]

    func start() {}

    func openChat(_ chat: Chat) {
        let conversation = ConversationCoordinator(chat: chat)
        ↓children[conversation.id] = conversation
        conversation.start()
    }
}

final class ConversationCoordinator: Coordinator {
    let id = UUID()
    init(chat: Chat) {}
    func start() {}
}
```

### Added with += and never removed

```swift
final class HelpCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showArticle(_ article: Article) {
        let reader = ArticleCoordinator(article: article)
        ↓childCoordinators += [reader]
        reader.start()
    }
}
```

### XCoordinator: a child built on the parent's own root view controller

XCoordinator's `addChild(_:)` keeps a child until the child's root view controller leaves the view
hierarchy. A child pushed on the parent's navigation controller shares it, so it is never removed,
and every visit adds another one. This holds whether XCoordinator's sources are in the project or
not.

```swift
final class UserListCoordinator: NavigationCoordinator<UserListRoute> {
    override func prepareTransition(for route: UserListRoute) -> NavigationTransition {
        switch route {
        case .about:
            ↓addChild(AboutCoordinator(rootViewController: rootViewController))
            return .none()
        case .home:
            return .push(HomeViewController())
        }
    }
}
```

### XCoordinator: the parent's root view controller under another label

The child's own initializer takes the parent's navigation controller as `rootVC` and hands it to
`super.init(rootViewController:)`: the child shares the parent's root all the same.

```swift
final class HistoryCoordinator: NavigationCoordinator<HistoryRoute> {
    init(rootVC: UINavigationController) {
        super.init(rootViewController: rootVC, initialRoute: nil)
    }
}

final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
    override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
        switch route {
        case .history:
            ↓addChild(HistoryCoordinator(rootVC: rootViewController))
            return .none()
        case .main:
            return .push(ProfileViewController())
        }
    }
}
```

### XCoordinator with its sources in the project

`BaseCoordinator.swift`:
```swift
open class BaseCoordinator<RouteType: Route, TransitionType: TransitionProtocol>: Coordinator {
    private var children = [Presentable]()
    public let rootViewController: RootViewController

    public func addChild(_ presentable: Presentable) {
        children.append(presentable)
    }

    public func removeChildrenIfNeeded() {
        children.removeAll { $0.canBeRemovedAsChild() }
    }
}

open class NavigationCoordinator<RouteType: Route>: BaseCoordinator<RouteType, NavigationTransition> {}
```

`NewsCoordinator.swift`:
```swift
final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
    override func prepareTransition(for route: NewsRoute) -> NavigationTransition {
        let detail = NewsDetailCoordinator(rootViewController: rootViewController)
        ↓addChild(detail)
        return .none()
    }
}
```

### A removal in a protocol extension that this child never calls

Every coordinator inherits `didDeinit()`, which asks the parent to remove it, but only the about
flow calls it (from its screen's deinit block, which the screen runs); nothing calls it on the
health flow, so each visit leaves a `HealthCoordinator` behind.

`Coordinator.swift`:
```swift
protocol Coordinator: AnyObject {
    var parent: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func addChild(_ child: Coordinator) {
        childCoordinators.append(child)
    }

    func removeChild(_ child: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== child }
    }

    func didDeinit() {
        parent?.removeChild(self)
    }
}
```

`HomeCoordinator.swift`:
```swift
final class HomeCoordinator: Coordinator {
    weak var parent: Coordinator?
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showHealth() {
        let health = HealthCoordinator(parent: self)
        ↓addChild(health)
        health.start()
    }

    func showAbout() {
        let about = AboutCoordinator(parent: self)
        addChild(about)
        about.start()
    }
}
```

`HealthCoordinator.swift`:
```swift
final class HealthCoordinator: Coordinator {
    weak var parent: Coordinator?
    var childCoordinators: [Coordinator] = []

    init(parent: Coordinator) {
        self.parent = parent
    }

    func start() {}
}
```

`AboutCoordinator.swift`:
```swift
final class AboutCoordinator: Coordinator {
    weak var parent: Coordinator?
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    init(parent: Coordinator) {
        self.parent = parent
    }

    func start() {
        let screen = AboutViewController(onDeinit: { [weak self] in
            self?.didDeinit()
        })
        navigationController.pushViewController(screen, animated: true)
    }
}

final class AboutViewController: UIViewController {
    private let onDeinit: () -> Void

    init(onDeinit: @escaping () -> Void) {
        self.onDeinit = onDeinit
        super.init(nibName: nil, bundle: nil)
    }

    deinit {
        onDeinit()
    }
}
```

### A deinit block the screen never runs

The child hands its screen a block that would remove it, but the screen only keeps the block: its
`deinit` does not call it, and nothing else does.

```swift
protocol Coordinator: AnyObject {
    var parent: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get set }
}

extension Coordinator {
    func removeChild(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }

    func didDeinit() {
        parent?.removeChild(self)
    }
}

final class HealthCoordinator: Coordinator {
    weak var parent: Coordinator?
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func showVaccination() {
        let vaccination = VaccinationCoordinator(parent: self, navigationController: navigationController)
        childCoordinators.↓append(vaccination)
    }
}

final class VaccinationCoordinator: Coordinator {
    weak var parent: Coordinator?
    var childCoordinators: [Coordinator] = []

    init(parent: Coordinator, navigationController: UINavigationController) {
        self.parent = parent
        let screen = VaccinationViewController(onDeinit: { [weak self] in
            self?.didDeinit()
        })
        navigationController.pushViewController(screen, animated: true)
    }
}

final class VaccinationViewController: UIViewController {
    private let onDeinit: () -> Void

    init(onDeinit: @escaping () -> Void) {
        self.onDeinit = onDeinit
        super.init(nibName: nil, bundle: nil)
    }

    deinit {}
}
```

### A finish delegate that nothing sets

The parent removes the child when told the search was dismissed, but nothing ever stores a value in
the child's `delegate`, so the call goes nowhere.

```swift
protocol SearchCoordinatorDelegate: AnyObject {
    func searchDidDismiss(_ coordinator: SearchCoordinator)
}

final class FeedCoordinator: Coordinator, SearchCoordinatorDelegate {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showSearch() {
        let search = SearchCoordinator()
        childCoordinators.↓append(search)
        search.start()
    }

    func searchDidDismiss(_ coordinator: SearchCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}

final class SearchCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var delegate: SearchCoordinatorDelegate?

    func start() {}

    func dismiss() {
        delegate?.searchDidDismiss(self)
    }
}
```

### A finish callback wired only to the back bar button item's action

The child's finish callback removes it, but the screen calls it only from the action of its own
`backBarButtonItem`. UIKit never calls that action: the item only titles the back button of the
next screen, and the system back button and the swipe pop this screen without it. Every popped
contacts flow stays.

`HomeCoordinator.swift`:
```swift
class BaseCoordinator {
    var childCoordinators: [BaseCoordinator] = []
    var onFinish: ((BaseCoordinator) -> Void)?

    func start() {}

    func bind<T: BaseCoordinator>(_ coordinator: T) -> T {
        coordinator.onFinish = { [weak self] child in
            self?.childCoordinators.removeAll { $0 === child }
        }
        childCoordinators.append(coordinator)
        return coordinator
    }
}

final class HomeCoordinator: BaseCoordinator {
    let navigationController: UINavigationController

    func showContacts() {
        ↓bind(ContactsCoordinator(navigationController: navigationController)).start()
    }
}
```

`ContactsCoordinator.swift`:
```swift
final class ContactsCoordinator: BaseCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() {
        let screen = ContactsViewController()
        screen.onClose = { [weak self] in
            guard let self else { return }
            self.onFinish?(self)
        }
        navigationController.pushViewController(screen, animated: true)
    }
}

final class ContactsViewController: UIViewController {
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: self,
                                                           action: #selector(didTapBack))
    }

    @objc private func didTapBack() {
        onClose?()
    }
}
```

### A test for another type of child before adding

The early return tests for a settings flow; every call still adds a new search flow.

```swift
final class HomeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showSearch() {
        if childCoordinators.contains(where: { $0 is SettingsCoordinator }) { return }
        let search = SearchCoordinator()
        childCoordinators.↓append(search)
        search.start()
    }
}

final class SettingsCoordinator: Coordinator {
    func start() {}
}

final class SearchCoordinator: Coordinator {
    func start() {}
}
```

### A removal by type that takes another type of child

The parent removes its send flow by type when that flow reports its end. The filter takes only
`SendCoordinator` children: nothing removes the history flow, so each visit leaves one behind.

```swift
final class WalletCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {}

    func showSend() {
        let send = SendCoordinator()
        send.parent = self
        childCoordinators.append(send)
        send.start()
    }

    func showHistory() {
        let history = HistoryCoordinator(navigationController: navigationController)
        childCoordinators.↓append(history)
        history.start()
    }

    func sendDidFinish() {
        navigationController.dismiss(animated: true)
        childCoordinators.removeAll { $0 is SendCoordinator }
    }
}

final class SendCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: WalletCoordinator?

    func start() {}

    func didTapDone() {
        parent?.sendDidFinish()
    }
}

final class HistoryCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(UIViewController(), animated: true)
    }
}
```

### An inherited removal called only on a child picked by another type

Every coordinator inherits `leaveParent()`. The only call of it is made on the child that
`first(where: { $0 is BannerCoordinator })` picks, which is never an `EditCoordinator`: nothing
removes the edit flow.

`Coordinator.swift`:
```swift
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var parent: Coordinator? { get set }
    func start()
}

extension Coordinator {
    func addChild(_ child: Coordinator) {
        childCoordinators.append(child)
        child.parent = self
        child.start()
    }

    func leaveParent() {
        parent?.childCoordinators.removeAll { $0 === self }
    }
}
```

`ListCoordinator.swift`:
```swift
final class ListCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {}

    func showEdit() {
        ↓addChild(EditCoordinator(navigationController: navigationController))
    }
}

final class EditCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(UIViewController(), animated: true)
    }
}
```

`HomeCoordinator.swift`:
```swift
final class HomeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?

    func start() {}

    func showBanner() {
        addChild(BannerCoordinator())
    }

    func hideBanner() {
        childCoordinators.first(where: { $0 is BannerCoordinator })?.leaveParent()
    }
}

final class BannerCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?

    func start() {}
}
```

### The child's finish() would remove it, but nothing calls finish()

`finish()` reports to the parent, which removes the child, but no code of the project calls it, and
nothing can hand it to the system (no selector, action or framework protocol names it), so the
removal never runs and every visit leaves a child.

`Coordinator.swift`:
```swift
protocol Coordinator: AnyObject {
    func start()
}
```

`ArticlesCoordinator.swift`:
```swift
final class ArticlesCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showArticle() {
        let article = ArticleCoordinator()
        article.parentCoordinator = self
        childCoordinators.↓append(article)
        article.start()
    }

    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
```

`ArticleCoordinator.swift`:
```swift
final class ArticleCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: ArticlesCoordinator?

    func start() {}

    func finish() {
        parentCoordinator?.childDidFinish(self)
    }
}
```

### A child added through a coordinator library's inherited add(child:)

The parent's base class comes from a coordinators package whose code is not in the project: it
inherits `add(child:)`, `remove(child:)` and the child collection they keep. The detail flow is
added and nothing ever calls `remove(child:)` for it.

```swift
final class HomeCoordinator: NavigationFlowCoordinator {
    func showDetail() {
        let detail = DetailCoordinator(navigationController: navigationController)
        ↓add(child: detail)
        detail.start()
    }
}

final class DetailCoordinator: NavigationFlowCoordinator {
    override func start() {
        navigationController.pushViewController(DetailViewController(), animated: true)
    }
}
```

### A finish handler handed to a coordinator library's start(finishHandler:) that the child never runs

The library's base class keeps the handler that `start(finishHandler:)` is given and runs it from
its `finish()`. The child passes the handler on to `super`, but no code of the child calls
`finish()`, so the removal never runs. The root flow finishes its own children, and a profile
flow picked by a cast, neither of which is this child.

```swift
final class AppCoordinator: NavigationFlowCoordinator {
    func showProfile() {
        let profile = ProfileCoordinator(navigationController: navigationController)
        add(child: profile)
        profile.start { [weak self, weak profile] in
            self?.remove(child: profile)
        }
    }

    func logOut() {
        children.forEach { $0.finish() }
    }

    func sessionExpired() {
        (children.last as? ProfileCoordinator)?.finish()
    }
}

final class ProfileCoordinator: NavigationFlowCoordinator {
    func showPeriods() {
        let periods = PeriodsCoordinator(navigationController: navigationController)
        ↓add(child: periods)
        periods.start { [weak self, weak periods] in
            self?.remove(child: periods)
        }
    }
}

final class PeriodsCoordinator: NavigationFlowCoordinator {
    override func start(finishHandler: (() -> Void)?) {
        super.start(finishHandler: finishHandler)
        navigationController.pushViewController(PeriodsViewController(), animated: true)
    }
}
```

## Non-triggering

### A child removed with a coordinator library's inherited remove(child:)

The parent inherits `add(child:)` and `remove(child:)` from a package whose code is not in the
project; the child's finish handler, written where it is added, removes it.

```swift
final class HomeCoordinator: NavigationFlowCoordinator {
    func showDetail() {
        let detail = DetailCoordinator(navigationController: navigationController)
        self.add(child: detail)
        detail.finishHandler = { [weak self, unowned detail] in
            self?.remove(child: detail)
        }
        detail.start()
    }
}

final class DetailCoordinator: NavigationFlowCoordinator {
    override func start() {
        navigationController.pushViewController(DetailViewController(), animated: true)
    }
}
```


### A finish handler handed to a coordinator library's start(finishHandler:), run by the child's finish()

The library's base class runs the handler from its `finish()`, which the child calls when its
screen's Done button is tapped.

```swift
final class ProfileCoordinator: NavigationFlowCoordinator {
    func showPeriods() {
        let periods = PeriodsCoordinator(navigationController: navigationController)
        add(child: periods)
        periods.start { [weak self, weak periods] in
            self?.remove(child: periods)
        }
    }
}

final class PeriodsCoordinator: NavigationFlowCoordinator {
    override func start(finishHandler: (() -> Void)?) {
        super.start(finishHandler: finishHandler)
        let screen = PeriodsViewController()
        screen.onDone = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(screen, animated: true)
    }
}
```

### The child's finish() runs from its Done button's selector

```swift
final class ReceiptsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showReceipt() {
        let receipt = ReceiptCoordinator()
        receipt.parentCoordinator = self
        childCoordinators.append(receipt)
        receipt.start()
    }

    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class ReceiptCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: ReceiptsCoordinator?
    let navigationController = UINavigationController()

    func start() {
        let screen = ReceiptViewController()
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(finish))
        navigationController.setViewControllers([screen], animated: false)
    }

    @objc func finish() {
        parentCoordinator?.childDidFinish(self)
    }
}
```

### Removed in the child's finish closure

```swift
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showSupport() {
        let support = SupportCoordinator()
        support.onFinish = { [weak self, weak support] in
            self?.childCoordinators.removeAll { $0 === support }
        }
        childCoordinators.append(support)
        support.start()
    }
}
```

### Emptied from the child's finish closure

The parent runs one child at a time; emptying the collection when that child ends releases it.

```swift
final class OnboardingCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showTerms() {
        let terms = TermsCoordinator()
        terms.onFinish = { [weak self] in
            self?.childCoordinators = []
        }
        childCoordinators.append(terms)
        terms.start()
    }

    func showPrivacy() {
        let privacy = PrivacyCoordinator()
        privacy.onFinish = { [weak self] in
            self?.childCoordinators.removeAll()
        }
        childCoordinators.append(privacy)
        privacy.start()
    }
}
```

### A callback about the child that empties the collection, in another file

`LoginCoordinator.swift`:
```swift
final class LoginCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showPasswordReset() {
        let reset = PasswordResetCoordinator()
        reset.parentCoordinator = self
        childCoordinators.append(reset)
        reset.start()
    }

    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll()
    }
}
```

`PasswordResetCoordinator.swift`:
```swift
final class PasswordResetCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: LoginCoordinator?

    func start() {}

    func didTapDone() {
        parentCoordinator?.childDidFinish(self)
    }
}
```

### Removed by the on-pop closure of the navigation router

```swift
final class TransfersCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let router: NavigationRouter

    func start() {}

    func showTransfer() {
        let transfer = TransferCoordinator(router: router)
        childCoordinators.append(transfer)
        router.push(transfer.rootViewController, animated: true, onNavigationBack: { [weak self, weak transfer] in
            self?.removeChild(transfer)
        })
    }

    private func removeChild(_ child: Coordinator?) {
        if let index = childCoordinators.firstIndex(where: { $0 === child }) {
            childCoordinators.remove(at: index)
        }
    }
}
```

### The child reports through its weak parent, with the helpers in a base class in another file

`BaseCoordinator.swift`:
```swift
class BaseCoordinator {
    var childCoordinators: [BaseCoordinator] = []
    weak var parentCoordinator: BaseCoordinator?

    func start() {}

    func addDependency(_ coordinator: BaseCoordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: BaseCoordinator?) {
        for (index, element) in childCoordinators.enumerated() where element === coordinator {
            childCoordinators.remove(at: index)
            break
        }
    }

    func finish() {
        parentCoordinator?.removeDependency(self)
    }
}
```

`LibraryCoordinator.swift`:
```swift
final class LibraryCoordinator: BaseCoordinator {
    func showBook(_ book: Book) {
        let reader = ReaderCoordinator(book: book)
        reader.parentCoordinator = self
        addDependency(reader)
        reader.start()
    }
}
```

`ReaderCoordinator.swift`:
```swift
final class ReaderCoordinator: BaseCoordinator {
    init(book: Book) {}

    func readerDidClose() {
        finish()
    }
}
```

### A delegate callback removes the child

```swift
final class SettingsCoordinator: Coordinator {
    var coordinators: [Coordinator] = []

    func start() {}

    func showBackup() {
        let backup = BackupCoordinator()
        backup.delegate = self
        coordinators.append(backup)
        backup.start()
    }
}

extension SettingsCoordinator: BackupCoordinatorDelegate {
    func didFinish(in coordinator: BackupCoordinator) {
        coordinators = coordinators.filter { $0 !== coordinator }
    }
}

final class BackupCoordinator: Coordinator {
    var coordinators: [Coordinator] = []
    weak var delegate: BackupCoordinatorDelegate?

    func start() {}

    func didTapDone() {
        delegate?.didFinish(in: self)
    }
}
```

### A deinit probe on the child's screen, in another file

`DeallocationProbe.swift`:
```swift
final class DeallocationProbe {
    private let onRelease: () -> Void
    init(onRelease: @escaping () -> Void) { self.onRelease = onRelease }
    deinit { onRelease() }
}
```

`BeneficiariesCoordinator.swift`:
```swift
final class BeneficiariesCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: PaymentsCoordinator?
    private var probe: DeallocationProbe?

    func start() {
        let list = BeneficiariesViewController()
        list.probe = DeallocationProbe { [weak self] in
            guard let self else { return }
            self.parentCoordinator?.childDidFinish(self)
        }
    }
}
```

`PaymentsCoordinator.swift`:
```swift
final class PaymentsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showBeneficiaries() {
        let beneficiaries = BeneficiariesCoordinator()
        beneficiaries.parentCoordinator = self
        childCoordinators.append(beneficiaries)
        beneficiaries.start()
    }

    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll(where: { $0 === child })
    }
}
```

### The child removes itself from the parent's dictionary

```swift
final class FlowCoordinator {
    private var childFlowCoordinators: [String: FlowCoordinator] = [:]
    private weak var parentFlowCoordinator: FlowCoordinator?
    let identifier = UUID().uuidString

    func coordinate(flow: Flow) {
        let child = FlowCoordinator()
        child.parentFlowCoordinator = self
        childFlowCoordinators[child.identifier] = child
        child.coordinate(flow: flow.next)
    }

    func end() {
        parentFlowCoordinator?.childFlowCoordinators.removeValue(forKey: identifier)
    }
}
```

### Removed from the navigation controller's didShow

```swift
final class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    func start() {
        navigationController.delegate = self
    }

    func buy() {
        let buy = BuyCoordinator(navigationController: navigationController)
        childCoordinators.append(buy)
        buy.start()
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from),
              let buyViewController = from as? BuyViewController else { return }
        childDidFinish(buyViewController.coordinator)
    }

    func childDidFinish(_ child: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
            break
        }
    }
}
```

### A didShow flush that recognizes the child's only screen

The child pushes one screen, the one the handler casts to, so every pop that takes it away is
reported with it as the screen that left.

```swift
final class SearchCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    func start() {
        navigationController.delegate = self
    }

    func showProfile() {
        let profile = ProfileCoordinator(navigationController: navigationController)
        childCoordinators.append(profile)
        profile.start()
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from),
              let profileViewController = from as? ProfileViewController else { return }
        childDidFinish(profileViewController.coordinator)
    }

    func childDidFinish(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class ProfileCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let profile = ProfileViewController()
        profile.coordinator = self
        navigationController.pushViewController(profile, animated: true)
    }
}

final class ProfileViewController: UIViewController {
    weak var coordinator: ProfileCoordinator?
}
```

### A navigation delegate that asks every child to leave when the root shows again

Each child removes itself through its weak parent (`removeFromParent()`); the parent's
`willShow` asks every child to do so when the navigation returns to its root.

```swift
class Coordinator: NSObject {
    private var _children: [Coordinator] = []
    private weak var parent: Coordinator?

    var childCoordinators: [Coordinator] {
        _children
    }

    func addChild(_ child: Coordinator) {
        _children.append(child)
        child.parent = self
    }

    func removeChild(_ child: Coordinator) {
        _children.removeAll { $0 === child }
    }

    func removeFromParent() {
        parent?.removeChild(self)
    }
}

final class SettingsCoordinator: Coordinator, UINavigationControllerDelegate {
    let navigationController: UINavigationController
    let factory = SettingsFactory()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.delegate = self
    }

    func showVPNSettings() {
        let child = factory.makeChild()
        addChild(child)
        child.start()
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        if viewController === navigationController.viewControllers.first {
            releaseChildren()
        }
    }

    private func releaseChildren() {
        childCoordinators.forEach { coordinator in
            if coordinator is SettingsChildCoordinator {
                coordinator.removeFromParent()
            }
        }
    }
}
```

### Finished children pruned on every transition

```swift
final class GalleryCoordinator: Coordinator {
    private var children: [Coordinator] = []

    func start() {}

    func showPhoto(_ photo: Photo) {
        let viewer = PhotoCoordinator(photo: photo)
        children.append(viewer)
        viewer.start()
    }

    func transitionDidComplete() {
        children.removeAll { $0.isFinished }
    }
}
```

### A helper that adds the child and wires its removal

```swift
final class HomeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showSearch() {
        coordinate(to: SearchCoordinator())
    }

    private func coordinate(to child: FinishingCoordinator) {
        child.onFinish = { [weak self, weak child] in
            self?.childCoordinators.removeAll { $0 === child }
        }
        childCoordinators.append(child)
        child.start()
    }
}
```

### The root flow, added in start()

```swift
final class ApplicationCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {
        runMainFlow()
    }

    private func runMainFlow() {
        let main = MainFlowCoordinator(window: window)
        childCoordinators.append(main)
        main.start()
    }
}
```

### A tab flow made by a lazy property's initial value

A lazy property's initial value is worked out once per parent, on first use, and the property
keeps the child too: a permanent child, like one added by `start()`.

```swift
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let tabBarController = UITabBarController()

    private(set) lazy var contactsCoordinator: ContactsCoordinator = {
        let coordinator = ContactsCoordinator(tabBarController: tabBarController)
        childCoordinators.append(coordinator)
        coordinator.start()
        return coordinator
    }()

    func start() {
        _ = contactsCoordinator
    }
}

final class ContactsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let tabBarController: UITabBarController

    init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
    }

    func start() {
        tabBarController.viewControllers = [UINavigationController(rootViewController: UIViewController())]
    }
}
```

### Tabs

```swift
final class MainTabBarCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showTab(_ tab: Tab, in navigationController: UINavigationController) {
        guard navigationController.viewControllers.isEmpty else { return }
        let coordinator = makeCoordinator(for: tab, navigationController: navigationController)
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}

final class RootCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func reloadTabs(_ tabs: [Tab]) {
        for tab in tabs {
            let coordinator = TabContentCoordinator(tab: tab)
            coordinator.rootViewController.tabBarItem = tab.item
            childCoordinators.append(coordinator)
        }
    }
}
```

### Tab flows handed over once by the tab screen the parent makes

The tab bar controller, made once by `start()`, hands its tab coordinators to the parent from
`viewDidLoad`, which runs once per controller: a bounded set that lives as long as the parent.

```swift
final class MainCoordinator: Coordinator {
    private(set) var childCoordinators: [Coordinator] = []
    let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let tabBarController = TabBarController()
        tabBarController.mainCoordinator = self
        window.rootViewController = tabBarController
    }

    func appendChildCoordinators(_ coordinators: [Coordinator]) {
        childCoordinators += coordinators
    }
}

final class TabBarController: UITabBarController {
    weak var mainCoordinator: MainCoordinator?
    private let homeCoordinator = HomeCoordinator()
    private let savedCoordinator = SavedCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpTabs()
    }

    private func setUpTabs() {
        let coordinators: [Coordinator] = [homeCoordinator, savedCoordinator]
        coordinators.forEach { $0.start() }
        viewControllers = [homeCoordinator.navigationController, savedCoordinator.navigationController]
        mainCoordinator?.appendChildCoordinators(coordinators)
    }
}
```

### One flow per navigation controller, started while its stack is empty

Each tab's selection starts its flow only while the tab's navigation controller has no screen;
the flow pushes its first screen, so each tab gets one child.

```swift
class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func add(child: Coordinator) {
        childCoordinators.append(child)
    }
}

final class RootFlowCoordinator: BaseCoordinator {
    private let rootModule: RootModule

    init(rootModule: RootModule) {
        self.rootModule = rootModule
    }

    override func start() {
        rootModule.onSelectHomeItem = prepareFlowRouter { [weak self] in
            self?.startFlow(HomeFlowCoordinator(router: $0))
        }
        rootModule.onSelectSettingsItem = prepareFlowRouter { [weak self] in
            self?.startFlow(SettingsFlowCoordinator(router: $0))
        }
    }

    private func prepareFlowRouter(_ closure: @escaping (Router) -> Void) -> (UINavigationController) -> Void {
        return {
            if $0.viewControllers.isEmpty {
                closure(Router($0))
            }
        }
    }

    private func startFlow(_ coordinator: Coordinator) {
        add(child: coordinator)
        coordinator.start()
    }
}
```

### The parent reports its end right after adding, and its own parent removes it

After starting the third-party flow the parent tells its delegate that it is done, and the
delegate removes the parent from its children: the parent and its child collection go together.

```swift
final class SelectServiceCoordinator: Coordinator {
    var coordinators: [Coordinator] = []
    weak var delegate: SelectServiceCoordinatorDelegate?

    func start() {
        chooseService { service in
            self.runThirdParty(service)
            self.delegate?.didSelectService(in: self)
        }
    }

    private func runThirdParty(_ service: Service) {
        let coordinator = ThirdPartyCoordinator(service: service)
        coordinators.append(coordinator)
        coordinator.start()
    }
}

protocol SelectServiceCoordinatorDelegate: AnyObject {
    func didSelectService(in coordinator: SelectServiceCoordinator)
}

final class WalletCoordinator: Coordinator, SelectServiceCoordinatorDelegate {
    var coordinators: [Coordinator] = []

    func showBuy() {
        let coordinator = SelectServiceCoordinator()
        coordinator.delegate = self
        coordinators.append(coordinator)
        coordinator.start()
    }

    func didSelectService(in coordinator: SelectServiceCoordinator) {
        coordinators.removeAll { $0 === coordinator }
    }
}
```

### Kept in a stored property anyway

```swift
final class WalletCoordinator: Coordinator {
    var coordinators: [Coordinator] = []
    private lazy var helpCoordinator = HelpCoordinator()

    func start() {}

    func showHelp() {
        helpCoordinator.start()
        coordinators.append(helpCoordinator)
    }
}
```

### Made the root of the navigation it shows

```swift
final class RecoveryCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationRouter: NavigationRouter

    func start() {}

    func showFallback() {
        let fallback = RecoveryFallbackCoordinator()
        childCoordinators.append(fallback)
        navigationRouter.setRootModule(fallback)
        fallback.start()
    }
}
```

### A reconciling loop that adds new children and removes stale ones

```swift
final class ChainsCoordinator: Coordinator {
    var coordinators: [Coordinator] = []

    func start() {}

    func sessionsDidChange(_ sessions: [Session]) {
        let current = sessions.map { makeChainCoordinator(for: $0) }
        let stale = coordinators.filter { old in !current.contains { $0 === old } }
        stale.forEach { removeCoordinator($0) }
    }

    private func makeChainCoordinator(for session: Session) -> ChainCoordinator {
        let coordinator = ChainCoordinator(session: session)
        coordinators.append(coordinator)
        return coordinator
    }

    private func removeCoordinator(_ coordinator: Coordinator) {
        coordinators = coordinators.filter { $0 !== coordinator }
    }
}
```

### XCoordinator: a child with its own root view controller

XCoordinator removes it once its navigation controller is dismissed.

```swift
final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
    override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
        let settings = SettingsCoordinator()
        addChild(settings)
        return .present(settings)
    }
}
```

### XCoordinator: a child handed the parent's root to present from

The child keeps the parent's navigation controller only to present its own from; its root view
controller is the one it makes, so XCoordinator removes it once that is dismissed.

```swift
final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
    init(presenter: UINavigationController) {
        super.init(rootViewController: UINavigationController(), initialRoute: .main)
        presenter.present(rootViewController, animated: true)
    }
}

final class AccountCoordinator: NavigationCoordinator<AccountRoute> {
    override func prepareTransition(for route: AccountRoute) -> NavigationTransition {
        addChild(SettingsCoordinator(presenter: rootViewController))
        return .none()
    }
}
```

### Children handed over to another coordinator

```swift
final class MasterCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func replaceDetail(with newDetail: DetailCoordinator) {
        childCoordinators.forEach {
            newDetail.childCoordinators.append($0)
        }
        childCoordinators = []
    }
}
```

### Not a child collection

```swift
final class ReceiptsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private var receipts: [Receipt] = []

    func start() {}

    func didScan(_ receipt: Receipt) {
        receipts.append(receipt)
        var pending: [Coordinator] = []
        pending.append(ReceiptCoordinator(receipt: receipt))
    }
}
```

### One child per section, made the first time it is shown

A dictionary keyed by the section keeps at most one child per section, reused on every visit.

```swift
enum ProfileSection: Hashable {
    case posts, likes
}

final class ProfileSectionsCoordinator: Coordinator {
    var childCoordinators: [ProfileSection: Coordinator] = [:]

    func start() {}

    func show(_ section: ProfileSection) {
        if let existing = childCoordinators[section] {
            existing.start()
        } else {
            let child = SectionCoordinator(section: section)
            childCoordinators[section] = child
            child.start()
        }
    }
}

final class SectionCoordinator: Coordinator {
    var childCoordinators: [ProfileSection: Coordinator] = [:]
    init(section: ProfileSection) {}
    func start() {}
}
```

### Keyed children removed by key when their screen goes away

`WindowCoordinator.swift`:
```swift
enum WindowKind: Hashable {
    case pictureInPicture, callOverlay
}

final class WindowCoordinator: Coordinator {
    private var coordinators: [WindowKind: Coordinator] = [:]

    func start() {}

    func showCallOverlay() {
        let overlay = CallOverlayCoordinator()
        coordinators[.callOverlay] = overlay
        overlay.start()
    }

    func windowDidClose(_ kind: WindowKind) {
        onMain { [weak self] in
            self?.coordinators[kind] = nil
        }
    }

    private func onMain(_ work: @escaping () -> Void) {}
}

final class CallOverlayCoordinator: Coordinator {
    func start() {}
}
```

### A generated mock that records its calls

```swift
final class NavigatorMock: Navigator {
    var registerReceivedInvocations: [(coordinator: Coordinator, animated: Bool)] = []

    func register(_ coordinator: Coordinator, animated: Bool) {
        registerReceivedInvocations.append((coordinator: coordinator, animated: animated))
    }
}

protocol Navigator {
    func register(_ coordinator: Coordinator, animated: Bool)
}

final class SettingsCoordinator: Coordinator {
    func start() {}
}
```

### A builder returns the base class, whose own code reports the end

The builder's declared result is the base class; the base class is each child's navigation
delegate and tells its parent when its screens are gone.

`BaseCoordinator.swift`:
```swift
class BaseCoordinator: NSObject, UINavigationControllerDelegate {
    var childCoordinators: [BaseCoordinator] = []
    weak var parentCoordinator: BaseCoordinator?
    let root: UINavigationController

    init(root: UINavigationController) { self.root = root }

    func start() {}

    func start(_ child: BaseCoordinator) {
        childCoordinators.append(child)
        child.parentCoordinator = self
        child.root.delegate = child
        child.start()
    }

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool) {
        finish()
    }

    func finish() {
        parentCoordinator?.childDidFinish(self)
    }

    func childDidFinish(_ child: BaseCoordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
```

`SettingsCoordinator.swift`:
```swift
final class HelpCoordinator: BaseCoordinator {}

final class CoordinatorFactory {
    func help(root: UINavigationController) -> BaseCoordinator {
        HelpCoordinator(root: root)
    }
}

final class SettingsCoordinator: BaseCoordinator {
    private let factory = CoordinatorFactory()

    func showHelp() {
        let help = factory.help(root: root)
        start(help)
    }
}
```

### A child made by a factory closure the parent is handed, whose own code reports the end

The parent only knows the protocol its factory returns; the closures given for the factory say
which coordinator it makes, and that coordinator removes itself from its parent.

`Coordinator.swift`:
```swift
protocol Coordinator: AnyObject {
    var childs: [Coordinator] { get set }
    var parent: WeakCoordinator? { get set }
    func start()
}

extension Coordinator {
    func addChild(_ child: Coordinator) {
        childs.append(child)
        child.parent = WeakCoordinator(self)
    }

    func removeChild(_ child: Coordinator) {
        childs.removeAll { $0 === child }
    }

    func removeFromParent() {
        parent?.coordinator?.removeChild(self)
    }
}

final class WeakCoordinator {
    weak var coordinator: Coordinator?

    init(_ coordinator: Coordinator) {
        self.coordinator = coordinator
    }
}
```

`MealsCoordinator.swift`:
```swift
final class MealsCoordinator: Coordinator {
    var childs: [Coordinator] = []
    var parent: WeakCoordinator?
    private let makeDetails: (String) -> Coordinator

    init(makeDetails: @escaping (String) -> Coordinator) {
        self.makeDetails = makeDetails
    }

    func start() {}

    func showDetails(id: String) {
        let details = makeDetails(id)
        details.start()
        addChild(details)
    }
}
```

`MealDetailsCoordinator.swift`:
```swift
final class MealDetailsCoordinator: Coordinator {
    var childs: [Coordinator] = []
    var parent: WeakCoordinator?

    init(id: String) {}

    func start() {}

    func close() {
        removeFromParent()
    }
}
```

`MealsContainer.swift`:
```swift
final class MealsContainer {
    func makeMealsCoordinator() -> MealsCoordinator {
        MealsCoordinator(makeDetails: { id in self.makeDetailsCoordinator(id: id) })
    }

    func makeDetailsCoordinator(id: String) -> MealDetailsCoordinator {
        MealDetailsCoordinator(id: id)
    }
}
```

### A child made by a builder method and handed straight to the presenting helper

The builder's declared result is the base class, which becomes the child's navigation delegate
and presentation delegate and tells its parent when its flow ends, by a pop or a swipe-down.

```swift
class BaseCoordinator: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
    private(set) var childCoordinators: [BaseCoordinator] = []
    private weak var parentCoordinator: BaseCoordinator?
    let root: UINavigationController

    init(root: UINavigationController) {
        self.root = root
        super.init()
        root.presentationController?.delegate = self
    }

    func start() {}

    func start(_ coordinator: BaseCoordinator) {
        childCoordinators.append(coordinator)
        coordinator.root.delegate = coordinator
        coordinator.parentCoordinator = self
        coordinator.start()
    }

    func present(_ coordinator: BaseCoordinator) {
        start(coordinator)
        root.present(coordinator.root, animated: true)
    }

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool) {
        if navigationController.viewControllers.isEmpty { finish() }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        finish()
    }

    func finish() {
        parentCoordinator?.childDidFinish(self)
    }

    func childDidFinish(_ child: BaseCoordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class OnboardingCoordinator: BaseCoordinator {}

final class CoordinatorBuilder {
    func onboarding() -> BaseCoordinator {
        OnboardingCoordinator(root: UINavigationController())
    }
}

final class ChatCoordinator: BaseCoordinator {
    private let builder = CoordinatorBuilder()

    func showOnboarding() {
        present(builder.onboarding())
    }
}
```

### The root flow, shown by a method that only start() calls

`showMain()` is not private, but the only call in the project is `start()`'s.

```swift
final class AppFlowCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {
        showMain()
    }

    func showMain() {
        let main = MainFlowCoordinator()
        childCoordinators.append(main)
        main.start()
    }
}

final class MainFlowCoordinator: Coordinator {
    func start() {}
}
```

### The root flow, added by the launch callback's one call

`launch()` is neither `start()` nor private, but its only call is the application delegate's
launch callback, on the coordinator the delegate keeps: it runs once per process, and so adds
one root flow, which lives as long as the app.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let appCoordinator = LaunchCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        appCoordinator.launch()
        return true
    }
}

final class LaunchCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func launch() {
        showTabs()
    }

    private func showTabs() {
        let tabs = TabsCoordinator()
        childCoordinators.append(tabs)
        tabs.start()
    }
}

final class TabsCoordinator: Coordinator {
    func start() {}
}
```

### The root flow, shown by a method of a private extension that only start() calls

A member of a `private extension` can only be called from its file, so `start()`'s call is the
only one, whatever other types name a method `login()`; the login flow is not handed the parent.

`AppCoordinator.swift`:
```swift
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {
        login()
    }
}

private extension AppCoordinator {
    func login() {
        let login = LoginCoordinator()
        login.start()
        childCoordinators.append(login)
    }
}
```

`LoginCoordinator.swift`:
```swift
final class LoginCoordinator: Coordinator {
    private let viewModel = LoginViewModel()

    func start() {}

    func submit() {
        viewModel.login()
    }
}

final class LoginViewModel {
    func login() {}
}
```

### Added by a method that nothing calls

The project calls `startMain()` only on the login coordinator, never on `AppCoordinator`: the code
that adds the child never runs.

```swift
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {
        let login = LoginCoordinator()
        login.startMain()
    }

    func startMain() {
        let main = MainCoordinator()
        childCoordinators.append(main)
        main.start()
    }
}

final class LoginCoordinator: Coordinator {
    func start() {}
    func startMain() {}
}

final class MainCoordinator: Coordinator {
    func start() {}
}
```

### One child at a time, recorded in a property tested first

The child is added only when the property that records it is empty, and the collection keeps it,
so the property never empties again: one such child for the parent's life.

```swift
final class SideMenuCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private weak var spacesCoordinator: SpacesCoordinator?

    func start() {}

    func sessionDidChange() {
        showSpacesIfNeeded()
    }

    private func showSpacesIfNeeded() {
        guard spacesCoordinator == nil else { return }
        addSpaces()
    }

    private func addSpaces() {
        let spacesCoordinator = SpacesCoordinator()
        childCoordinators.append(spacesCoordinator)
        self.spacesCoordinator = spacesCoordinator
        spacesCoordinator.start()
    }
}

final class SpacesCoordinator: Coordinator {
    func start() {}
}
```

### One child of its type, added only while the parent holds none

The state stream calls `showMainInterface()` many times, but it adds a conversations flow only when
the parent has none: one such child for the parent's life.

```swift
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() { showMainInterface() }

    func accountsChanged() { showMainInterface() }

    func showMainInterface() {
        if isConversationsPresented() {
            return
        }
        let conversations = ConversationsCoordinator(navigationController: navigationController)
        addChildCoordinator(conversations)
        conversations.start()
    }

    func showWalkthrough() {
        guard !childCoordinators.contains(where: { $0 is WalkthroughCoordinator }) else { return }
        let walkthrough = WalkthroughCoordinator()
        childCoordinators.append(walkthrough)
        walkthrough.start()
    }

    private func isConversationsPresented() -> Bool {
        return childCoordinators.contains(where: { coordinator in
            return coordinator is ConversationsCoordinator
        })
    }

    private func addChildCoordinator(_ child: Coordinator) { childCoordinators.append(child) }
}

final class ConversationsCoordinator: Coordinator {
    init(navigationController: UINavigationController) {}
    func start() {}
}

final class WalkthroughCoordinator: Coordinator {
    func start() {}
}
```

### A custom back button reports through a cast listener, and a base-class helper removes the last child

`Coordinator.swift`:
```swift
class Coordinator {
    var children: [Coordinator] = []
    weak var listener: AnyObject?

    func attach(_ child: Coordinator) {
        children.append(child)
    }

    func detach(_ child: Coordinator) {
        children.removeAll { $0 === child }
    }
}
```

`GalleryCoordinator.swift`:
```swift
protocol PhotoListener: AnyObject {
    func photoDidClose()
}

final class GalleryCoordinator: Coordinator, PhotoListener {
    func showPhoto() {
        let photo = PhotoCoordinator()
        photo.listener = self
        attach(photo)
    }

    func photoDidClose() {
        guard let photo = children.last as? PhotoCoordinator else { return }
        detach(photo)
    }
}
```

`PhotoCoordinator.swift`:
```swift
final class PhotoCoordinator: Coordinator {
    func start(on screen: UIViewController) {
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(backButtonTapped))
    }

    @objc func backButtonTapped() {
        (listener as? PhotoListener)?.photoDidClose()
    }
}
```

### A base-class removeFromParent that the parent calls on each dismissed child

The child never calls the inherited `removeFromParent()` itself, but the parent calls it on every
child whose route was dismissed, through values of the base class.

```swift
class Coordinator {
    private(set) var childCoordinators: [Coordinator] = []
    private weak var parent: Coordinator?
    var route: String { "" }

    func addChild(_ child: Coordinator) {
        childCoordinators.append(child)
        child.parent = self
    }

    func removeChild(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }

    func removeFromParent() {
        parent?.removeChild(self)
    }
}

final class VPNSettingsCoordinator: Coordinator {}

final class SettingsCoordinator: Coordinator {
    func showVPN() {
        let vpn = VPNSettingsCoordinator()
        addChild(vpn)
    }

    func routesDidDismiss(_ names: [String]) {
        let dismissed = childCoordinators.filter { names.contains($0.route) }
        dismissed.forEach { $0.removeFromParent() }
    }
}
```

### A root flow added from start() whose finish nothing calls

The tab flow is handed the parent to report its end, but the inherited `finish()` that would report
it is never called: the flow never ends, so it lives as long as the parent, like any flow added by
`start()`.

```swift
protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(_ child: Coordinator)
}

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var finishDelegate: CoordinatorFinishDelegate? { get set }
    func start()
}

extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(self)
    }
}

final class MainCoordinator: Coordinator, CoordinatorFinishDelegate {
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?

    func start() {
        showMainFlow()
    }

    func showMainFlow() {
        let tab = TabCoordinator()
        tab.finishDelegate = self
        tab.start()
        childCoordinators.append(tab)
    }

    func coordinatorDidFinish(_ child: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== child }
    }
}

final class TabCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?

    func start() {}
}
```

### A deinit block run by the screen's base class

The screen's own code never runs the block, but the base class it inherits runs it from `deinit`.

```swift
protocol Coordinator: AnyObject {
    var parent: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get set }
}

extension Coordinator {
    func removeChild(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }

    func didDeinit() {
        parent?.removeChild(self)
    }
}

final class HomeCoordinator: Coordinator {
    weak var parent: Coordinator?
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func showReport() {
        let report = ReportCoordinator(parent: self, navigationController: navigationController)
        childCoordinators.append(report)
    }
}

final class ReportCoordinator: Coordinator {
    weak var parent: Coordinator?
    var childCoordinators: [Coordinator] = []

    init(parent: Coordinator, navigationController: UINavigationController) {
        self.parent = parent
        let screen = FlashReportController.make(deinitBlock: { [weak self] in
            self?.didDeinit()
        })
        navigationController.pushViewController(screen, animated: true)
    }
}

class FlashController: UIViewController {
    var deinitBlock: (() -> Void)?

    deinit {
        deinitBlock?()
    }
}

final class FlashReportController: FlashController {
    static func make(deinitBlock: @escaping () -> Void) -> FlashReportController {
        let controller = FlashReportController()
        controller.deinitBlock = deinitBlock
        return controller
    }
}
```

### Finish closures run from streams

The profile flow runs its finish closure when its close button's taps arrive; the parent of the
cards flow removes it when the child's subject sends.

```swift
final class AccountCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private var cancellables = Set<AnyCancellable>()

    func start() {}

    func showProfile() {
        let profile = ProfileCoordinator()
        profile.onFinish = { [weak self, weak profile] in
            self?.childCoordinators.removeAll { $0 === profile }
        }
        childCoordinators.append(profile)
        profile.start()
    }

    func showCards() {
        let cards = CardsCoordinator()
        cards.didFinish
            .sink { [weak self, weak cards] in
                self?.childCoordinators.removeAll { $0 === cards }
            }
            .store(in: &cancellables)
        childCoordinators.append(cards)
        cards.start()
    }
}

final class ProfileCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?
    private let disposeBag = DisposeBag()
    private let closeButton = UIButton()

    func start() {
        closeButton.rx.tap
            .subscribe(onNext: { [weak self] in
                self?.onFinish?()
            })
            .disposed(by: disposeBag)
    }
}

final class CardsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let didFinish = PassthroughSubject<Void, Never>()

    func start() {}
}
```

### A delegate handed through the initializer

The child's `delegate` is stored by its initializer, so the callback reaches the parent.

```swift
protocol SearchCoordinatorDelegate: AnyObject {
    func searchDidDismiss(_ coordinator: SearchCoordinator)
}

final class FeedCoordinator: Coordinator, SearchCoordinatorDelegate {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showSearch() {
        let search = SearchCoordinator(delegate: self)
        childCoordinators.append(search)
        search.start()
    }

    func searchDidDismiss(_ coordinator: SearchCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}

final class SearchCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private weak var delegate: SearchCoordinatorDelegate?

    init(delegate: SearchCoordinatorDelegate) {
        self.delegate = delegate
    }

    func start() {}

    func dismiss() {
        delegate?.searchDidDismiss(self)
    }
}
```

### The finish callback wired by a method the child is handed to

The parent hands the new child to its own `wireCallbacks(_:)`, which sets the child's finish
closure to remove it: the closure is written for this child as much as one written inline.

```swift
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func addChild(_ child: Coordinator) { childCoordinators.append(child) }
    func removeChild(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
}

final class DepositCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = UIViewController()
        screen.isModalInPresentation = true
        navigationController.present(screen, animated: true)
    }

    func didTapClose() {
        navigationController.dismiss(animated: true)
        onFinish?()
    }
}

final class AccountCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {}

    func showDeposit() {
        let deposit = DepositCoordinator(navigationController: navigationController)
        wireCallbacks(deposit)
        addChild(deposit)
        deposit.start()
    }

    private func wireCallbacks(_ coordinator: DepositCoordinator) {
        coordinator.onFinish = { [weak self, weak coordinator] in
            guard let coordinator else { return }
            self?.removeChild(coordinator)
        }
    }
}
```

### A child the parent records and removes when its own state moves on

The parent follows the app's state: it shows the launch flow for one state and, for the next, removes
that flow through the property it recorded it in.

```swift
import Combine

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func addChild(_ child: Coordinator) { childCoordinators.append(child) }
    func removeChild(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
}

final class LaunchCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([UIViewController()], animated: false)
    }
}

final class RootCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()
    private var launchCoordinator: LaunchCoordinator?
    private var cancellables = Set<AnyCancellable>()

    init(appState: AnyPublisher<AppState, Never>) {
        appState.sink { [weak self] state in
            self?.handle(state)
        }.store(in: &cancellables)
    }

    func start() {}

    private func handle(_ state: AppState) {
        switch state {
        case .loading: showLaunch()
        case .ready: showHome()
        }
    }

    private func showLaunch() {
        let launch = LaunchCoordinator(navigationController: navigationController)
        launchCoordinator = launch
        addChild(launch)
        launch.start()
    }

    private func showHome() {
        if let launchCoordinator = launchCoordinator {
            removeChild(launchCoordinator)
            self.launchCoordinator = nil
        }
    }
}
```

### The collection emptied right before each new child

Each change of session first empties the child collection, then adds the one flow it shows: the
previous flow goes when the next one comes, so the parent never keeps more than one.

```swift
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func addChild(_ child: Coordinator) {
        childCoordinators.append(child)
        child.start()
    }

    func removeAllChildren() {
        childCoordinators = []
    }
}

final class SessionCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {}

    func show(_ session: Session) {
        removeAllChildren()
        switch session {
        case .signedIn: addChild(HomeCoordinator(window: window))
        case .signedOut: addChild(SignInCoordinator(window: window))
        }
    }
}

final class HomeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
    }
}

final class SignInCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = UIViewController()
    }
}
```

### FIXME: a completion that the router silently drops

The on-pop closure removes the child, but this project's router returns early for a navigation
controller module and never stores the closure, so the child stays. Seeing that needs the router's
control flow; navlint trusts the closure.

```swift
final class RecoverCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationRouter: NavigationRouter

    func start() {}

    func showSecrets() {
        let secrets = SecretsCoordinator(navigationRouter: navigationRouter)
        navigationRouter.push(secrets.toPresentable(), animated: true, popCompletion: { [weak self] in
            self?.childCoordinators.removeAll { $0 === secrets }
        })
        childCoordinators.append(secrets)
    }
}
```

### FIXME: replaced roots that are never removed

Each call makes a new child the root and leaves the previous root in the array until the parent
ends. navlint treats a root as living as long as the navigation it roots.

```swift
final class PinCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationRouter: NavigationRouter

    func start() {}

    func switchToBiometrics() {
        let biometrics = BiometricsCoordinator()
        childCoordinators.append(biometrics)
        navigationRouter.setRootModule(biometrics)
    }
}
```

"""#,
        "closure-capture-cycle": #"""
# closure-capture-cycle

**Default severity:** error · **Category:** cycles

Reports a closure kept somewhere in its owner's own object graph that captures the owner (`self`)
strongly, or captures the object that keeps it. The finding is at the closure's opening brace,
with a note (a SARIF related location) where it is kept: the property's declaration, the method
that stores it, or the `disposed(by:)`/`store(in:)` call.
A closure is kept in self's graph when it is:

- assigned to a property of an object self keeps: a child it adds to its child collection or
  attaches (`child.onFinish = { … }`, `coordinator.isCompleted = { … }`), one of its strong stored
  properties (`viewModel.onUpdate = { … }`), an element of a `for` loop over self's stored objects
  (`for field in [nameField, mailField]`, `for field in fields`), a strong stored property of such
  an object bound to a local (`let post = cell.post` for a cell self's table view dequeued), or
  self itself (`onTap = { … }`, a lazy property's initial closure);
- handed to a project method or initializer that stores it (`completions[screen] = completion`,
  `pending.append(PendingPop(…, onPop: onPop))`), on self or an object self keeps;
- given to a subscription (`subscribe`, `sink`, `bind`, `drive`, `emit`, and the operators before
  it in the chain, such as `flatMap`) whose disposable goes into self's own `disposeBag` or
  `cancellables` (`.disposed(by:)`, `.store(in:)`, `insert`) or into a property of self, also
  when the chain is kept in a local subscribed later, merged or combined into such a chain, or
  returned from a ReactorKit reactor's `transform(action:)`, `transform(mutation:)` or
  `transform(state:)`, which ReactorKit subscribes for the reactor's lifetime, or from its
  `mutate(action:)` when the stream starts at a source that never ends (an interval, a relay),
  which ReactorKit subscribes until the stream ends (an API call, `Observable.just` or a one-time
  `timer` ends and lets go of its closures); when self is a
  struct, only a bag that is an object (`DisposeBag`), which the closure's copy of self shares;
- given to a subscription to a stream of an object the closure captures strongly
  (`screen.viewDidDisappearEvent.subscribe { … child … }` where `screen` is `child`'s view
  controller), whose disposable goes into that object's own bag or a bag the caller hands in:
  the stream keeps the closure, which keeps the object.

A weak `@IBOutlet` counts as kept: self's view hierarchy keeps the subview.

A method reference of self handed to an object that self keeps in a way the hand-over does not
name (a screen given to a page controller self keeps, `Screen(onSend: showSend)`, or an object a
static factory makes) closes a cycle that strong-back-reference follows through the ownership
graph and reports at the method reference; it leaves to this rule every method reference reported
here, so the two never report one cycle twice.

The closure captures `self` strongly when it uses `self` without a `[weak self]` or `[unowned self]`
capture, also inside a nested closure (the outer closure holds `self` to create the inner
closure's weak reference), and when it captures `[self]`. It captures its keeper when it uses the
local that holds a project object it is stored on (`child.onFinish = { … child … }`), or another
local or parameter whose object keeps that one (for a closure assigned to the local's property)
through what the body does with them: built with it
(`UINavigationController(rootViewController: root)`, `UIHostingController(rootView: View(model:
model))`) or handed it (`nav.pushViewController(root, animated: true)`, `addChild`, `addSubview`; not `present`,
whose screen is released when it is dismissed).

Fine: weak and unowned captures; closures that run and are released (`map`, `forEach`, `filter`,
`UIView.animate`, `DispatchQueue.main.async`, `present(_:animated:completion:)`, framework
completions); closures stored on an object self does not keep or keeps weakly; subscriptions to a
one-shot sequence that ends by itself (`Single`, `Maybe`, `Completable`, `Future`, `Just`,
`first()`, `take(n)`, `prefix(n)`, an `Observable.just`/`of`/`empty`/`from` source
whose `flatMap` family returns one-shot sequences, a `URLSession` data task publisher, also behind
the project's own API methods and functions (not their `async` overloads, which are awaited rather
than chained), and behind a method declared `-> AnyPublisher` when
every implementation builds it from a one-shot source followed only by operators such as `map`,
`mapError`, `receive(on:)`, `retry` or `eraseToAnyPublisher`, or by the project's own operators
(an `extension Publisher` or `ObservableType` method) that apply only such operators, or ended by
`first()` or `prefix(n)` whatever comes before them, or by `collect()` over anything but an
endless source (`Publishers.Sequence(sequence: requests).flatMap { $0 }.collect()`); also behind a call that
returns a project object that is no stream, `services.identities().updatePending()`; also through
a plain `as` cast of the chain, `(api.load(r) as AnyPublisher<T, E>).sink`; also through a local holding the
chain, a method of an object the chain makes (`API(url: u).check()`), a view model's `Input`
property that every construction of the input fills with a one-shot value, RxAlamofire's requests
and `rx.request`/`rx.data`/`rx.response`, and `reduce`, `collect()` or `toArray()`, which emit once
when their source ends, unless that source never ends (a subject or relay, a `@Published`
property's `$` publisher, an RxCocoa control event such as `rx.tap`) and is not one of these;
RxSwift's `asSingle()`, `asMaybe()` and `asCompletable()` only when what they convert is one of
these, since they end only when their source does); subscriptions that `disposeOnDeactivate(interactor:)` or whose bag self
empties when its work ends (`willResignActive`, `stop()`, `finish()`…), when its screen or window
goes away (`viewWillDisappear`, `viewDidDisappear`, `windowShouldClose`), or in any other method the
project calls, or exports (`public`), outside `deinit` that does not subscribe into the bag again
(a `bind()` that starts with `disposeBag = DisposeBag()` keeps the cycle); subscriptions whose
closures, one of them is enough (a completion handler), set the property keeping the subscription
to nil or empty its bag, directly or through a method of self (`kill()`); subscriptions that self
keeps in a property and cancels in a method other than `deinit`; RxSwift's `subscribe(with: self) { owner, value in … }` and weak-capture
helpers whose closure parameter is named `self` (`drive(weak: self) { (self, value) in … }`);
a stored closure that sets itself to nil when it runs, or that replaces (or sets to nil) self's
property keeping the object it is stored on; an `Operation`'s `completionBlock`, which Foundation
drops after running it; a closure set in an initializer that nothing can call (no construction or
`init(…)` call in the project fits its labels, while the class is made in another way: through
another initializer, or by a storyboard through an `init(coder:)` that does not trap); and an owner
that lives as long as the app anyway (below).

A closure its keeper sets to nil where it runs it (`let report = reportFinish; reportFinish = nil;
report?()`), also when the keeper stores it from a method's parameter (`setDidFinish(_:)`) or when
the code that stores it on the keeper runs and drops it (`tunnel.onDeactivated?(); tunnel.onDeactivated
= nil`), or that runs a method of self that sets it to nil, or that sets to nil self's property
keeping its keeper (`self.refreshGroup = nil` for a group kept from a local), ends the cycle with the work (a
`cleanup()` that only sets it to nil does not say that it ever runs), and test cases
(`XCTestCase`, `QuickSpec`), which the test runner keeps for the whole run anyway, are not reported.

A captured owner that lives as long as the app loses nothing to the cycle, and a weak capture would
free nothing: the application, scene or watch extension delegate; an app extension's principal
object (a file provider, a network extension provider), which the system makes once per process; an
object kept in a static property of any type (`static let shared = Self()`, `static let updater =
Updater()`) or in a file-scope global (`let Current = Environment()`); a dependency container's
singleton (`single { … }`, `register { … }.inObjectScope(.container)`, every `register` when the
container's `defaultObjectScope` is `.container`); a window's root view controller that nothing
replaces later (no other code sets that window's root, and the window property is set once: a splash
screen given to a window made again each time, or a login screen the main screen replaces, is not
one), or a storyboard's initial screen that the code never builds but reads back as the window's
root (`window?.rootViewController as? Main`) when no code sets that root, or the one view controller
that no code builds or casts to beside an application delegate, in a folder whose code sets no
window root (Xcode's storyboard app template); and an object that only such objects keep: every
`Type(…)` of its class in the project stores it, directly or through a local, in a strong property
of an app-lifetime holder (or of the SwiftUI App that runs the app, `@main` or started with
`VMApp.main()`, a `@StateObject` too) that is set once and never to nil: by its initial value, in
the holder's initializers, or by one assignment that runs once per holder (not one in a method with
two callers, an action, a loop or a subscription's closure, nor in a method run again after a reset,
unless a test of that same property guards it: `if player == nil { player = Player() }`). Launch
code may also hand the object on: set it as a window's root that nothing replaces through a local or a
builder's result (a struct's or an enum's builder too), give it to a UIKit container that is itself
kept so (`UINavigationController(rootViewController:)`, a tab bar's `viewControllers = […]` or
`setViewControllers([…], animated:)`, or a setter given a local whose initial value wraps the
container: `let tabScreens = .navigationControllers(chats, account)`), or to a framework type's initializer (`MemoryCache(store:
DiskCache())`, not a `delegate:` or `target:` argument), whose object keeps it; a scene delegate's
window counts only when the code shows no support for several windows. A `self` whose cycle is
built only by a member that runs once per process counts too, whatever else makes objects of its
class: the member's single callers, outside loops and closures, lead to a member that runs once per
object of an app-lifetime type (the launch callback, a singleton's initializer), and the launch code
does not call it on an object it makes right there and keeps nowhere (`Connectivity().start()`).
So does an object each of whose constructions that no app-lifetime holder keeps runs once per
process and keeps the object beyond its statement: made in such a member's body, outside loops and
closures, and passed to a call or assigned (a main screen's view model that the coordinator the
launch code starts makes once and hands to the screen); one made in a tap handler, in
`viewWillAppear` or in a child's `start()` that may run again is made anew each time. SwiftUI keeps
a `@StateObject` or `@State` for as long as its view is shown: the state of a view that only the
SwiftUI App's own code builds (its scene's content, in any branch, inside other views' content
closures, but not for each element of a `ForEach` or `List`, behind a `NavigationLink` or a
`.sheet`, nor in a project that opens several windows: `openWindow`, `supportsMultipleScenes`)
lives as long as the app. Builders,
routers attached once and initializers an object is handed to inside one holder's code do not count
against the eight holders followed, and the answer does not depend on which class is asked about
first. An object also built elsewhere (a copy built in preview code does not count, nor, for code
inside `#if os(…)`, one built by code compiled only for other platforms), or kept in a property set
again, is not one. A class the project never builds itself is one when each of its
subclasses is. The rule's option `appLifetimeCycles` says what to do with such closures: `"off"`
(the default) leaves them out, `"warning"` and `"error"` report them at that severity (`"error"`:
the rule's own), with a message that names the owner and why it lives as long as the app, and never
with a fix.

## Why it leaks

A closure keeps what it captures. When self keeps the closure, directly or through an object it
keeps (a child coordinator, its view model, a router, a dispose bag), and the closure keeps self,
neither is ever freed: the finished flow, its screens and its subscriptions stay in memory and keep
reacting to events. A closure stored on a child that captures that same child keeps the child
alive by itself, even after the parent has removed it.

## How to fix

Capture weakly what keeps the closure: `[weak self]`, and `[weak child]` for the object the
closure is stored on. For a subscription, `[weak self]`, or a one-shot sequence, or a bag that the
owner empties when it deactivates. A struct cannot be captured weakly: capture the values the
closure uses (`[scrollView]`), or make the type a class.

```swift
final class AccountsCoordinator {
    var childCoordinators: [AnyObject] = []

    func showCards() {
        let cards = CardsCoordinator()
        cards.onFinish = { [weak self, weak cards] in
            self?.childCoordinators.removeAll { $0 === cards }
        }
        childCoordinators.append(cards)
    }
}

final class CardsCoordinator {
    var onFinish: (() -> Void)?
}
```

## Fix

`navlint --fix` adds `[weak self]` to a reported closure that captures `self` alone: into its
capture list, in front of its parameters, or as a new `[weak self] in`; a `[self]` capture becomes
`[weak self]`. When the body uses `self` other than as `self?` (or relied on `[self]` for implicit
members), `guard let self else { return }` opens the body, so the rest reads as before and does
nothing once the owner is gone. It leaves alone, saying why on standard error: a closure that also
captures the object keeping it (`[weak cards]` would make `cards` optional in the body), and one
that may return a value (`return x`, or a single expression, not an assignment, outside a
subscription callback), where `return` alone would not compile. The language server offers the same repair as a quick fix.
It offers no fix for a method reference of self (`subscribe(onNext: handle)`): the closure that
replaces it depends on the method's parameters and result, so it is written by hand.

## Triggering

### The child keeps a closure that captures the parent and the child

```swift
final class AccountsCoordinator {
    var childCoordinators: [AnyObject] = []

    func showCards() {
        let cards = CardsCoordinator()
        cards.onFinish = ↓{
            self.childCoordinators.removeAll { $0 === cards }
        }
        childCoordinators.append(cards)
    }
}

final class CardsCoordinator {
    var onFinish: (() -> Void)?
}
```

### Weak self, but the child is captured strongly

The child keeps the closure, which keeps the child.

```swift
final class WalletCoordinator {
    var childCoordinators: [AnyObject] = []

    func showTopUp() {
        let topUp = TopUpCoordinator()
        topUp.isCompleted = ↓{ [weak self] in
            self?.childCoordinators.removeAll { $0 === topUp }
        }
        childCoordinators.append(topUp)
    }
}

final class TopUpCoordinator {
    var isCompleted: (() -> Void)?
}
```

### A second local that keeps the holder, captured strongly

The closure captures `nav` and `navigation`, not `self`: the navigation controller keeps its root
hosting controller, whose view keeps the model, and the model keeps the closure. `[weak self]`
alone does not break that cycle.

```swift
final class ScanModel: ObservableObject {
    var onCompletion: ((String) -> Void)?
}

struct ScanView: View {
    @ObservedObject var model: ScanModel
    var body: some View { Text("scan") }
}

final class ContactScreen: UIViewController {
    func scan() {
        let model = ScanModel()
        let root = UIHostingController(rootView: ScanView(model: model))
        let nav = UINavigationController(rootViewController: root)
        model.onCompletion = ↓{ [weak self, nav] _ in
            nav.dismiss(animated: true)
            self?.reload()
        }
        present(nav, animated: true)
    }

    func confirm(on navigation: UINavigationController) {
        let model = ScanModel()
        navigation.pushViewController(UIHostingController(rootView: ScanView(model: model)), animated: true)
        model.onCompletion = ↓{ _ in navigation.popViewController(animated: true) }
    }

    func reload() {}
}
```

### A closure on a view model self keeps, declared in a base class in another file

`ViewModelViewController.swift`:
```swift
class ViewModelViewController<ViewModel>: UIViewController {
    let viewModel: ViewModel

    init(viewModel: ViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
}
```

`RegisterViewController.swift`:
```swift
final class RegisterViewController: ViewModelViewController<RegisterViewModel> {
    private let resendButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.onResendStateChange = ↓{ isLoading in
            self.resendButton.isEnabled = !isLoading
        }
    }
}

final class RegisterViewModel {
    var onResendStateChange: ((Bool) -> Void)?
}
```

### A closure in self's own property

```swift
final class PlayerViewController: UIViewController {
    var onClose: (() -> Void)?
    lazy var finishPlayback: () -> Void = ↓{
        self.dismiss(animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        onClose = ↓{ [self] in
            finishPlayback()
        }
    }
}
```

### A router's completion dictionary, the router in another file

`NavigationRouter.swift`:
```swift
final class NavigationRouter: NSObject {
    let navigationController: UINavigationController
    private var completions: [UIViewController: () -> Void] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func push(_ viewController: UIViewController, animated: Bool, onNavigateBack: (() -> Void)? = nil) {
        if let onNavigateBack {
            completions[viewController] = onNavigateBack
        }
        navigationController.pushViewController(viewController, animated: animated)
    }
}
```

`TransfersCoordinator.swift`:
```swift
final class TransfersCoordinator {
    private let router: NavigationRouter
    var childCoordinators: [AnyObject] = []

    init(router: NavigationRouter) {
        self.router = router
    }

    func showTransfer() {
        let transfer = TransferCoordinator()
        childCoordinators.append(transfer)
        router.push(transfer.rootViewController, animated: true, onNavigateBack: ↓{
            self.childCoordinators.removeAll { $0 === transfer }
        })
    }
}
```

### A closure parameter stored through an optional binding

The alert keeps the handler in its dictionary under the name `if let` gave it; the handler keeps
the alert.

```swift
final class ConfirmationAlert: UIViewController {
    private var buttonHandlers: [Int: (UIButton) -> Void] = [:]

    func addAction(title: String, tag: Int, handler: ((UIButton) -> Void)? = nil) {
        if let action = handler {
            buttonHandlers[tag] = action
        }
    }
}

final class PurchaseScreen: UIViewController {
    func confirm() {
        let alert = ConfirmationAlert()
        alert.addAction(title: "Buy", tag: 0) ↓{ _ in
            alert.dismiss(animated: true)
        }
        present(alert, animated: true)
    }
}
```

### A closure set by a helper on the object it is given, always one of self's own

Every call of `addExpandableButton(button:)` hands it a button that the view keeps, so the
closure it sets on that button keeps the view that keeps the button.

```swift
final class SelectionButton: UIControl {
    var didExpand: ((Bool) -> Void)?
}

final class CheckSelectionView: UIView {
    private let countryButton = SelectionButton()
    private let dateButton = SelectionButton()
    private let stackView = UIStackView()

    func setup() {
        addExpandableButton(button: countryButton)
        addExpandableButton(button: self.dateButton)
    }

    private func addExpandableButton(button: SelectionButton) {
        stackView.addArrangedSubview(button)
        button.didExpand = ↓{ expanded in
            self.stackView.isHidden = !expanded
        }
    }
}
```

### A closure on an object typed by a class-bound protocol, which captures that object

The timer's `timerTicked` is a requirement of a class-bound protocol that its one adopter
stores: the closure keeps the timer that keeps it.

```swift
protocol TimerInteracting: AnyObject {
    var timerTicked: (() -> Void)? { get set }
    func pause()
}

final class TimerInteractor: TimerInteracting {
    var timerTicked: (() -> Void)?
    func pause() {}
}

final class PINInteractor {
    private let timerInteractor: TimerInteracting
    private var isLocked = false

    init(timerInteractor: TimerInteracting) {
        self.timerInteractor = timerInteractor
        timerInteractor.timerTicked = ↓{ [weak self] in
            guard let self, !self.isLocked else { return }
            timerInteractor.pause()
        }
    }
}
```

### A local control kept by self's views or navigation item

The button becomes a subview of the screen's view, the close button the custom view of the
navigation item's bar button, and the recognizer a recognizer of a subview the screen keeps: each
keeps its closure, which keeps the screen.

```swift
final class TapButton: UIButton {
    var tap: (() -> Void)?
}

final class PanRecognizer: UIPanGestureRecognizer {
    var touchesDidEnd: (() -> Void)?
}

final class ManageViewController: UIViewController {
    private let chartView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = TapButton()
        button.tap = ↓{ self.reload() }
        view.addSubview(button)

        let close = TapButton()
        close.tap = ↓{ self.dismiss(animated: true) }
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: close)

        let pan = PanRecognizer()
        chartView.addGestureRecognizer(pan)
        pan.touchesDidEnd = ↓{ self.reload() }
    }

    func reload() {}
}
```

### A closure on a `for` loop's element, which captures that element or self

The loop runs over self's own word views, listed in an array literal, and over its stored array of
hint views: each element keeps its closure, which keeps that element (`[unowned self]` does not
cover it), or self, which keeps the element.

```swift
final class WordInputView: UIView {
    var onFocus: (() -> Void)?
    var onReturn: (() -> Void)?
    func loseFocus() {}
}

final class ConfirmWordsViewController: UIViewController {
    private let firstWordView = WordInputView()
    private let secondWordView = WordInputView()
    private var hintViews: [WordInputView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, wordView) in [firstWordView, self.secondWordView].enumerated() {
            wordView.onFocus = ↓{ [unowned self] in
                if wordView === self.firstWordView { self.secondWordView.loseFocus() }
                print(index)
            }
        }
        for hintView in hintViews {
            hintView.onReturn = ↓{ self.firstWordView.loseFocus() }
        }
    }
}
```

### A closure on a cell that self's table or collection view keeps

A table or collection view keeps every cell it dequeues, on screen or waiting for reuse, for as
long as it lives. Self keeps the view (an outlet, UIKit's own in a table view controller, a stored
property), so the closure on the cell keeps self, and a `prepareForReuse` that clears it only runs
when the cell is dequeued again.

```swift
final class WordCell: UITableViewCell {
    var onTextChange: ((String) -> Void)?

    override func prepareForReuse() {
        super.prepareForReuse()
        onTextChange = nil
    }
}

final class TokenCell: UICollectionViewCell {
    var onEndEditing: ((String) -> Void)?
}

final class WordsViewController: UIViewController, UITableViewDataSource {
    @IBOutlet weak var tableView: UITableView!

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "word", for: indexPath) as! WordCell
        cell.onTextChange = ↓{ self.handle($0) }
        return cell
    }

    func handle(_ text: String) {}
}

final class SettingsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "word") as? WordCell else { return UITableViewCell() }
        cell.onTextChange = ↓{ text in self.title = text }
        return cell
    }
}

final class TokenListView: UIView {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?

    func setUp() {
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { [weak self] collectionView, indexPath, token in
            guard let self else { return nil }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "token", for: indexPath) as! TokenCell
            cell.onEndEditing = ↓{ self.finish($0) }
            return cell
        }
    }

    func finish(_ text: String) {}
}
```

### A closure on a property of a dequeued cell, reached through a local

The local `post` holds the cell's own `PostView`, whose label keeps the tag handler: the table view
self keeps holds the cell, so the handler capturing self closes the cycle one property deeper. The
value type nested in `Feed` is another `PostView`: the bare name means the top-level class.

`Feed.swift`:
```swift
enum Feed {
    struct PostView {
        let text: String
    }
}
```

`PostsViewController.swift`:
```swift
final class TagLabel: UILabel {
    var onTag: ((String) -> Void)?

    func handleTagTap(_ handler: @escaping (String) -> Void) {
        onTag = handler
    }
}

final class PostView: UIView {
    let text = TagLabel()
}

final class PostCell: UITableViewCell {
    let post = PostView()
}

final class PostsViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView()

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath) as! PostCell
        let post = cell.post
        post.text.handleTagTap ↓{ tag in
            self.open(tag)
        }
        return cell
    }

    func open(_ tag: String) {}
}
```

### A cycle built in an initializer the project calls, beside the storyboard's

```swift
final class OfferViewModel {
    var onSubscribed: (() -> Void)?
}

final class OfferViewController: UIViewController {
    let viewModel = OfferViewModel()

    init(source: String) {
        super.init(nibName: nil, bundle: nil)
        viewModel.onSubscribed = ↓{
            self.dismiss(animated: true)
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class ShopCoordinator {
    func showOffer(from screen: UIViewController) {
        screen.present(OfferViewController(source: "shop"), animated: true)
    }
}
```

### A queue of closures that are run but never taken out

The pacer runs every queued closure but keeps it in `pending`: the transport keeps itself.

```swift
final class AckPacer {
    private var pending: [() -> Void] = []

    func enqueue(_ send: @escaping () -> Void) {
        pending.append(send)
        let next = pending.first
        next?()
    }
}

final class AckTransport {
    private let pacer = AckPacer()

    func sendReadReceipt(_ id: String) {
        pacer.enqueue ↓{ self.sendAck(id) }
    }

    func sendAck(_ id: String) {}
}
```

### A value built around the closure and appended

```swift
final class FlowRouter {
    private struct PendingPop {
        let screen: UIViewController
        let onPop: () -> Void
    }

    private var pendingPops: [PendingPop] = []

    func push(_ screen: UIViewController, onPop: @escaping () -> Void) {
        pendingPops.append(PendingPop(screen: screen, onPop: onPop))
    }

    func showDetail() {
        push(UIViewController(), onPop: ↓{ self.pendingPops.removeAll() })
    }
}
```

### An object built with a closure that it stores, kept by self

```swift
final class DeallocationProbe {
    private let onRelease: () -> Void
    init(onRelease: @escaping () -> Void) { self.onRelease = onRelease }
}

final class OrdersCoordinator {
    private var probe: DeallocationProbe?

    func start() {
        probe = DeallocationProbe(onRelease: ↓{ self.finish() })
    }

    func finish() {}
}
```

### RxSwift: a subscription kept in self's own dispose bag

```swift
final class OrderDetailInteractor: PresentableInteractor<OrderDetailPresentable> {
    private let disposeBag = DisposeBag()
    private let orderHistory: OrderHistoryService

    override func didBecomeActive() {
        super.didBecomeActive()
        orderHistory.order(withID: "42")
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: ↓{ order in
                self.presenter.show(order: order)
            })
            .disposed(by: disposeBag)
    }
}
```

### A struct that keeps a dispose bag

A struct is copied into the closure, but its `DisposeBag` is an object that every copy shares: the
bag keeps the subscription, the subscription keeps the closure, and the closure keeps the copy that
holds the bag. `asCompletable()` over relays never completes, so neither does the subscription.

```swift
struct KeyboardFollower {
    let scrollView: UIScrollView
    private let disposeBag = DisposeBag()

    func start() {
        RxKeyboard.instance.visibleHeight.drive(onNext: ↓{ [self] height in
            self.scrollView.contentInset.bottom = height
        }).disposed(by: disposeBag)
    }
}

struct LoginViewModel {
    private let bag = DisposeBag()
    private let username = BehaviorRelay<String>(value: "")
    private let state = BehaviorRelay<Bool>(value: false)
    private let authenticate: AuthenticateUseCase

    func signIn() {
        let authentication = username
            .flatMap(authenticate.execute)
            .asCompletable()
        authentication.subscribe(onCompleted: {
            print("done")
        }) ↓{ _ in
            self.state.accept(false)
        }.disposed(by: bag)
    }
}
```

### Collecting an endless stream

`toArray()`, `reduce` and `collect()` emit once, when their source completes. A subject self keeps
never completes, so the subscription and its closure stay with self.

```swift
final class TagsViewController: UIViewController {
    private let tags = PublishSubject<String>()
    private let taps = PassthroughSubject<Void, Never>()
    private let disposeBag = DisposeBag()
    private var cancellables = Set<AnyCancellable>()
    private var all: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tags.toArray()
            .subscribe(onSuccess: ↓{ list in self.all = list })
            .disposed(by: disposeBag)
        taps.reduce(0) { count, _ in count + 1 }
            .sink ↓{ count in self.title = "\(count)" }
            .store(in: &cancellables)
    }
}
```

### Combine: a publisher declared in another file

`ExchangeRateProvider.swift`:
```swift
protocol ExchangeRateProvider: AnyObject {
    func rate(from source: String, to target: String) -> AnyPublisher<Decimal, Never>
}
```

`TransferCoordinator.swift`:
```swift
final class TransferCoordinator {
    private let exchangeRates: ExchangeRateProvider
    private var cancellables = Set<AnyCancellable>()
    private let amountViewController = TransferAmountViewController()

    init(exchangeRates: ExchangeRateProvider) {
        self.exchangeRates = exchangeRates
    }

    func start() {
        exchangeRates.rate(from: "CHF", to: "EUR")
            .receive(on: DispatchQueue.main)
            .sink ↓{ rate in
                self.amountViewController.show(rate: rate)
            }
            .store(in: &cancellables)
    }
}
```

### An operator's closure captures self even though the subscription's does not

```swift
final class CreatorEditViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.rx.controlEvent(.editingChanged)
            .flatMap(↓{ Observable.just(self.nameField.text ?? "") })
            .subscribe(onNext: { [weak self] name in
                self?.title = name
            })
            .disposed(by: disposeBag)
    }
}
```

### Bind, drive and a bag reached through self

```swift
final class SearchViewController: UIViewController {
    private var disposeBag = DisposeBag()
    private let viewModel = SearchViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.results
            .drive(onNext: ↓{ results in
                self.show(results)
            })
            .disposed(by: self.disposeBag)
        viewModel.isLoading
            .bind(onNext: ↓{ isLoading in
                self.showSpinner(isLoading)
            })
            .disposed(by: disposeBag)
    }
}
```

### A weak capture only in the nested closure

Creating the inner closure's weak reference needs `self`, so the outer closure keeps it strongly.

```swift
final class OnboardingViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let pages = PublishRelay<Int>()

    override func viewDidLoad() {
        super.viewDidLoad()
        pages
            .subscribe(onNext: ↓{ page in
                UIView.animate(withDuration: 0.3) { [weak self] in
                    self?.view.layoutIfNeeded()
                }
            })
            .disposed(by: disposeBag)
    }
}
```

### A project observable's listener, through the view model's protocol

The view model's protocol only requires `followers`, but its one adopter keeps it in a stored
property, so self keeps the `Observable` through the view model, and the `Observable` keeps its
listener. The listener has no capture list: it holds `self` strongly to create the inner
closure's weak reference.

`Observable.swift`:
```swift
final class Observable<T> {
    var value: T { didSet { listener?(value) } }
    private var listener: ((T) -> Void)?

    init(_ value: T) { self.value = value }

    func bind(_ listener: @escaping (T) -> Void) {
        listener(value)
        self.listener = listener
    }
}
```

`FollowersViewController.swift`:
```swift
protocol FollowersViewModelProtocol: AnyObject {
    var followers: Observable<[String]> { get }
}

final class FollowersViewModel: FollowersViewModelProtocol {
    let followers = Observable<[String]>([])
}

final class FollowersViewController: UIViewController {
    var viewModel: FollowersViewModelProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel?.followers.bind ↓{ followers in
            DispatchQueue.main.async { [weak self] in
                self?.title = "\(followers.count)"
            }
        }
    }
}
```

### Objects built with a closure, mapped into self's array

Self keeps the cell models in its array, each cell model keeps its closure, and after
`guard let self` the closure keeps self.

```swift
final class FollowerCellModel {
    let name: String
    var onTap: (() -> Void)?

    init(name: String, onTap: (() -> Void)?) {
        self.name = name
        self.onTap = onTap
    }
}

final class FollowersViewController: UIViewController {
    private var cellModels: [FollowerCellModel] = []

    func show(_ names: [String]) {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.cellModels = names.map { name in FollowerCellModel(name: name) ↓{
                self.open(name)
            }}
        }
    }

    func open(_ name: String) {}
}
```

### A subscription kept in a property

```swift
final class SessionCoordinator {
    private var expirySubscription: AnyCancellable?
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }

    func start() {
        expirySubscription = session.expired.sink ↓{ _ in
            self.signOut()
        }
    }

    func signOut() {}
}
```

### An inner closure after `guard let self` in a weak outer closure

The outer closure holds `self` weakly, but `guard let self` makes it strong again, and the inner
closure, stored on the picker that self keeps, captures that strong `self`.

```swift
final class PickerCoordinator {
    private let onPick: (Int) -> Void
    init(onPick: @escaping (Int) -> Void) { self.onPick = onPick }
}

final class ScanCoordinator {
    private var picker: PickerCoordinator?
    private var openPicker: (() -> Void)?

    func start() {
        openPicker = { [weak self] in
            guard let self else { return }
            self.picker = PickerCoordinator(onPick: ↓{ value in
                self.handle(value)
            })
        }
    }

    private func handle(_ value: Int) {}
}
```

### `guard let self` in a closure between the weak one and the stored one

The binding that makes `self` strong again sits in a closure nested in the weak one, around the
stored closure: it counts as much as one in the weak closure's own body.

```swift
final class DatePickerField {
    private var completion: ((Date) -> Void)?
    func getDate(_ completion: @escaping (Date) -> Void) { self.completion = completion }
}

final class ChatViewController: UIViewController {
    private let datePicker = DatePickerField()

    func pickDate() {
        let action = UIAction(title: "Pick") { [weak self] _ in
            DispatchQueue.main.async {
                guard let self else { return }
                self.datePicker.getDate ↓{ date in
                    self.pin(until: date)
                }
            }
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: action)
    }

    func pin(until date: Date) {}
}
```

### Combine: one implementation behind an erased publisher keeps publishing

The other implementation returns a `Future`, but this one hands out a subject's stream, which
never ends by itself.

`QuoteProviding.swift`:
```swift
protocol QuoteProviding: AnyObject {
    func quote(for symbol: String) -> AnyPublisher<Decimal, Error>
}
```

`QuoteServices.swift`:
```swift
final class QuoteService: QuoteProviding {
    func quote(for symbol: String) -> AnyPublisher<Decimal, Error> {
        Future { promise in promise(.success(42)) }
            .eraseToAnyPublisher()
    }
}

final class LiveQuoteService: QuoteProviding {
    private let ticks = PassthroughSubject<Decimal, Error>()

    func quote(for symbol: String) -> AnyPublisher<Decimal, Error> {
        ticks.eraseToAnyPublisher()
    }
}
```

`QuoteCoordinator.swift`:
```swift
final class QuoteCoordinator {
    private let quotes: QuoteProviding
    private var cancellables = Set<AnyCancellable>()
    private var lastQuote: Decimal = 0

    init(quotes: QuoteProviding) { self.quotes = quotes }

    func refresh() {
        quotes.quote(for: "ACME")
            .sink(receiveCompletion: { _ in }, receiveValue: ↓{ quote in self.lastQuote = quote })
            .store(in: &cancellables)
    }
}
```

### A `catch` that falls back to a stream that goes on

The read fails, and the replacement is a subject's stream, which never ends by itself.

`MunicipalityStore.swift`:
```swift
final class MunicipalityStore {
    private let updates = PassthroughSubject<[String], Error>()

    func municipalities() -> AnyPublisher<[String], Error> {
        readFromFile().catch { _ in
            self.updates.eraseToAnyPublisher()
        }.eraseToAnyPublisher()
    }

    private func readFromFile() -> AnyPublisher<[String], Error> {
        Fail(error: StoreError.missing).eraseToAnyPublisher()
    }
}
```

`MunicipalityViewController.swift`:
```swift
final class MunicipalityViewController: UIViewController {
    private let store = MunicipalityStore()
    private var loadTask: AnyCancellable?
    private var names: [String] = []

    func load() {
        loadTask = store.municipalities()
            .sink(receiveCompletion: ↓{ _ in self.hideSpinner() }, receiveValue: ↓{ self.names = $0 })
    }

    func hideSpinner() {}
}
```

### An RxSwift deferred sequence with one branch that goes on

The cached branch is a `just`, but the other one hands out a relay's stream.

`CountriesUseCase.swift`:
```swift
final class CountriesUseCase {
    private var cached: [String]?
    private let updates = PublishRelay<[String]>()

    func countries() -> Observable<[String]> {
        .deferred { [weak self] in
            if let cached = self?.cached { return .just(cached) }
            guard let self else { return .empty() }
            return self.updates.asObservable()
        }
    }
}
```

`CountriesViewModel.swift`:
```swift
final class CountriesViewModel {
    var useCase: CountriesUseCase!
    let countries = BehaviorSubject<[String]>(value: [])
    let disposeBag = DisposeBag()

    func load() {
        useCase.countries().subscribe ↓{ countries in
            self.countries.onNext(countries)
        }.disposed(by: disposeBag)
    }
}
```

### A type alias of another screen's protocol, whose implementation keeps publishing

Both screens declare an `Interacting` alias; the settings screen's stands for `SettingsInteracting`,
whose one implementation hands out a subject's stream. The report screen's alias is its own
protocol, whose implementation is a `Future`.

`ReportFlowViewController.swift`:
```swift
protocol ReportFlowInteracting {
    func diagnosisKeys() -> AnyPublisher<[String], Error>
}

final class ReportFlowViewController: UIViewController {
    typealias Interacting = ReportFlowInteracting

    private let interactor: Interacting
    private var keysCancellable: AnyCancellable?
    private var keys: [String] = []

    init(interactor: Interacting) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }

    func loadKeys() {
        keysCancellable = interactor.diagnosisKeys()
            .receive(on: RunLoop.main)
            .sink(receiveCompletion: { _ in self.showNext() }, receiveValue: { self.keys = $0 })
    }

    func showNext() {}
}
```

`Interactors.swift`:
```swift
struct ReportFlowInteractor: ReportFlowViewController.Interacting {
    func diagnosisKeys() -> AnyPublisher<[String], Error> {
        Future { promise in promise(.success([])) }.eraseToAnyPublisher()
    }
}
```

`SettingsViewController.swift`:
```swift
protocol SettingsInteracting {
    func diagnosisKeys() -> AnyPublisher<[String], Error>
}

final class SettingsViewController: UIViewController {
    typealias Interacting = SettingsInteracting

    private let interactor: Interacting
    private var keysCancellable: AnyCancellable?
    private var keys: [String] = []

    init(interactor: Interacting) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }

    func watchKeys() {
        keysCancellable = interactor.diagnosisKeys()
            .sink(receiveCompletion: { _ in }, receiveValue: ↓{ self.keys = $0 })
    }
}

struct SettingsInteractor: SettingsViewController.Interacting {
    let keys = CurrentValueSubject<[String], Error>([])

    func diagnosisKeys() -> AnyPublisher<[String], Error> {
        keys.eraseToAnyPublisher()
    }
}
```

### A closure that replaces another object than the one keeping it

```swift
final class UploadSession {
    var onExpire: (() -> Void)?
}

final class UploadCoordinator {
    private let session = UploadSession()
    private var retrySession: UploadSession?

    func start() {
        session.onExpire = ↓{
            self.retrySession = UploadSession()
        }
    }
}
```

### A subscription taken until self is freed

`takeUntil(rx.deallocated)` waits for the end of self, which the cycle prevents.

```swift
final class CardSwipeViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let reader = CardReader()

    override func viewDidLoad() {
        super.viewDidLoad()
        reader.status
            .takeUntil(rx.deallocated)
            .subscribe(onNext: ↓{ status in
                self.show(status)
            })
            .disposed(by: disposeBag)
    }

    func show(_ status: String) {}
}
```

### A completion block on an object that is not an `Operation`

Only Foundation's `Operation` drops its `completionBlock` after running it.

```swift
final class DownloadJob {
    var completionBlock: (() -> Void)?
}

final class DownloadCoordinator {
    private let job = DownloadJob()
    private var downloads = 0

    func start() {
        job.completionBlock = ↓{ self.downloads += 1 }
    }
}
```

### A chain kept in a local, subscribed later

The operator's closure is kept by whatever subscribes to the local: here self's own bag.

```swift
final class LoginViewModel {
    private let disposeBag = DisposeBag()
    private let codes = PublishSubject<String>()
    private let api = LoginAPI()

    func bind() {
        let tokens = codes.flatMapLatest ↓{ code in
            self.api.token(for: code)
        }.share()
        tokens.subscribe(onNext: { token in print(token) })
            .disposed(by: disposeBag)
    }
}
```

### A chain merged into one that self's bag keeps

```swift
final class InboxViewModel {
    private let disposeBag = DisposeBag()
    private let markTaps = PublishRelay<Void>()
    private let refreshTaps = PublishRelay<Void>()

    func bind() {
        let marked = markTaps.flatMapLatest ↓{ () -> Observable<Void> in
            self.markAllRead()
        }
        Observable.merge(refreshTaps.asObservable(), marked)
            .subscribe(onNext: { print("reload") })
            .disposed(by: disposeBag)
    }

    func markAllRead() -> Observable<Void> { .empty() }
}
```

### ReactorKit: a transform over the reactor's own subject

ReactorKit subscribes what `transform(mutation:)` returns for as long as the reactor lives.

```swift
final class SearchReactor: Reactor {
    private let keywords = BehaviorSubject<String>(value: "")

    func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        let searched = keywords.skip(1).flatMapLatest ↓{ keyword in
            self.search(keyword)
        }
        return Observable.merge(mutation, searched)
    }

    func search(_ keyword: String) -> Observable<Mutation> { .empty() }
}
```

### ReactorKit: an endless interval returned from `mutate`

ReactorKit subscribes what `mutate(action:)` returns inside the reactor's state stream, which the
reactor keeps: an interval never ends, so its closure keeps the reactor for as long as it ticks.
ReactorKit calls each reactor's `mutate`, although the project's only calls by that name are
another reactor's calls of its own.

```swift
final class CountdownReactor: Reactor {
    enum Action { case start }
    enum Mutation { case setRemaining(Int) }
    struct State { var remaining = 0 }

    let initialState = State()
    private var deadline = Date()

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .start:
            return Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                .map ↓{ _ in Mutation.setRemaining(Int(self.deadline.timeIntervalSinceNow)) }
        }
    }
}

final class FeedReactor: Reactor {
    enum Action { case refresh, load }
    enum Mutation { case setItems([String]) }
    struct State { var items: [String] = [] }

    let initialState = State()

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .refresh: return self.mutate(action: .load)
        case .load: return .just(.setItems([]))
        }
    }
}
```

### A subscription to the child's screen events that captures the child

The view controller's event subject keeps the subscription, whose closure keeps the child router,
which keeps the view controller.

```swift
extension ViewableRouter {
    func detachWhenClosed(child: ViewableRouting, disposedBy disposeBag: DisposeBag) {
        let screen = child.viewControllable.uiviewController
        screen.viewDidDisappearEvent.subscribe(onNext: ↓{ [weak self, weak screen] in
            if screen?.isMovingFromParent == true {
                self?.detachChild(child)
            }
        }).disposed(by: disposeBag)
    }
}
```

### A closure on a subview behind a weak outlet

The outlet is weak, but the subview is in self's view hierarchy, which keeps it.

```swift
final class ExpandingTextView: UITextView {
    var onSizeChange: ((CGSize) -> Void)?
}

final class RoomHeaderView: UIView {
    var onTopicResize: (() -> Void)?

    @IBOutlet private weak var topicView: ExpandingTextView! {
        didSet {
            topicView.onSizeChange = ↓{ _ in
                self.onTopicResize?()
            }
        }
    }
}
```

### A keeper whose cleanup sets the closure to nil without running it

`cleanup()` drops the closures, but nothing says it runs before the view model is done; only a
keeper that takes the closure out where it runs it ends the cycle by itself.

`PurchaseFeature.swift`:
```swift
final class PurchaseFeature {
    var onBackToSettings: (() -> Void)?

    func backTapped() {
        onBackToSettings?()
    }

    func cleanup() {
        onBackToSettings = nil
    }
}
```

`PurchaseFlowViewModel.swift`:
```swift
final class PurchaseFlowViewModel {
    let feature: PurchaseFeature
    private var shouldGoBack = false

    init(feature: PurchaseFeature) {
        self.feature = feature
    }

    func setUp() {
        feature.onBackToSettings = ↓{
            self.shouldGoBack = true
        }
    }
}
```

### An object the app-lifetime coordinator sets again

The application delegate keeps the app coordinator for the app's life, but the coordinator makes a
new login flow on every logout and drops it on login: each login coordinator is freed, or leaks.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let coordinator = AppCoordinator()
}

final class AppCoordinator {
    private var login: LoginCoordinator?

    func logout() {
        login = LoginCoordinator()
    }

    func didLogin() {
        login = nil
    }
}

final class LoginCoordinator {
    private var cancellables = Set<AnyCancellable>()
    private let session = PassthroughSubject<Bool, Never>()
    private var isSignedIn = false

    init() {
        session.sink ↓{ value in self.isSignedIn = value }.store(in: &cancellables)
    }
}
```

### A view model made per screen beside a namesake the application delegate keeps

Each feature nests its own `ViewModel` (`Home.ViewModel`, `Detail.ViewModel`). They are different
types: the application delegate keeps the one home view model for the app's life, while every
detail screen makes a detail view model (`ViewModel()` inside `extension Detail` means
`Detail.ViewModel`), which its cycle leaks.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let homeModel = Home.ViewModel()
    let navigationController = UINavigationController()

    func showDetail() {
        navigationController.pushViewController(Detail.Screen(), animated: true)
    }
}

enum Home {}
enum Detail {}

extension Home {
    final class ViewModel {
        private var cancellables = Set<AnyCancellable>()
        private let updates = PassthroughSubject<Int, Never>()
        private var count = 0

        init() {
            updates.sink { value in self.count = value }.store(in: &cancellables)
        }
    }
}

extension Detail {
    final class ViewModel {
        private var cancellables = Set<AnyCancellable>()
        private let updates = PassthroughSubject<Int, Never>()
        private var count = 0

        init() {
            updates.sink ↓{ value in self.count = value }.store(in: &cancellables)
        }
    }

    final class Screen: UIViewController {
        private let model = ViewModel()
    }
}
```

### A child built again on every tap under routers made once

The same tree as the non-triggering example "A child built once in the initializers of routers made
once, however deep", but the profile router builds the sign-in child in `routeToAuth()`, which its
interactor calls on every tap: each tap makes a new sign-in screen, which keeps itself.

`Auth.swift`:
```swift
final class AuthBuilder: Builder<AuthDependency> {
    func build() -> ViewableRouting {
        let viewController = AuthViewController()
        let interactor = AuthInteractor(presenter: viewController)
        return AuthRouter(interactor: interactor, viewController: viewController)
    }
}

final class AuthRouter: ViewableRouter<AuthInteractable, AuthViewControllable> {}

final class AuthViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let taps = PublishSubject<Void>()

    override func viewDidLoad() {
        super.viewDidLoad()
        taps.subscribe(onNext: ↓{ self.showLogin() }).disposed(by: disposeBag)
    }

    func showLogin() {}
}
```

`Profile.swift`:
```swift
final class ProfileBuilder: Builder<ProfileDependency> {
    func build() -> ViewableRouting {
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(presenter: viewController)
        return ProfileRouter(interactor: interactor, viewController: viewController, authBuilder: AuthBuilder(dependency: dependency))
    }
}

final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable> {
    private let authBuilder: AuthBuilder

    init(interactor: ProfileInteractable, viewController: ProfileViewControllable, authBuilder: AuthBuilder) {
        self.authBuilder = authBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToAuth() {
        let auth = authBuilder.build()
        attachChild(auth)
        viewController.push(auth.viewControllable)
    }
}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable> {
    weak var router: ProfileRouter?

    func didTapLogin() {
        router?.routeToAuth()
    }
}
```

`Root.swift`:
```swift
final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController, tabsBuilder: TabsBuilder(dependency: dependency))
    }
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    private let tabsBuilder: TabsBuilder
    private var tabs: ViewableRouting?

    init(interactor: RootInteractable, viewController: RootViewControllable, tabsBuilder: TabsBuilder) {
        self.tabsBuilder = tabsBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    override func didLoad() {
        super.didLoad()
        attachTabs()
    }

    private func attachTabs() {
        let tabs = tabsBuilder.build()
        self.tabs = tabs
        attachChild(tabs)
        viewController.show(tabs.viewControllable)
    }
}
```

`SceneDelegate.swift`:
```swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var launchRouter: LaunchRouting?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let window = UIWindow()
        self.window = window
        let launchRouter = RootBuilder(dependency: AppComponent()).build()
        self.launchRouter = launchRouter
        launchRouter.launch(from: window)
    }
}
```

`Tabs.swift`:
```swift
final class TabsBuilder: Builder<TabsDependency> {
    func build() -> ViewableRouting {
        let viewController = TabsViewController()
        let interactor = TabsInteractor(presenter: viewController)
        return TabsRouter(interactor: interactor, viewController: viewController, profileBuilder: ProfileBuilder(dependency: dependency))
    }
}

final class TabsRouter: ViewableRouter<TabsInteractable, TabsViewControllable> {
    private let profile: ViewableRouting

    init(interactor: TabsInteractable, viewController: TabsViewControllable, profileBuilder: ProfileBuilder) {
        profile = profileBuilder.build()
        super.init(interactor: interactor, viewController: viewController)
    }

    override func didLoad() {
        super.didLoad()
        attachChild(profile)
    }
}
```

### An object set by one assignment that runs again after a reset

The app coordinator lives as long as the app and sets `tabs` in one statement, but `showHome()` runs
at launch and again from `reset()`, which sets `home` back to nil first: each reset makes a new tab
coordinator, and the old one keeps itself.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let coordinator = AppCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        coordinator.showHome()
        return true
    }
}

final class AppCoordinator {
    private var home: HomeCoordinator?
    private var tabs: TabsCoordinator?

    func showHome() {
        guard home == nil else { return }
        home = HomeCoordinator()
        tabs = TabsCoordinator()
    }

    func reset() {
        home = nil
        showHome()
    }
}

final class HomeCoordinator {}

final class TabsCoordinator {
    private var cancellables = Set<AnyCancellable>()
    private let badges = PassthroughSubject<Int, Never>()
    private var count = 0

    init() {
        badges.sink ↓{ value in self.count = value }.store(in: &cancellables)
    }
}
```

### Two apps' application delegates whose router shared code sets again

Each app's `AppDelegate` sets its `router` once at launch, but code in the folder both apps share
sets it again on a reset: it may mean either app's delegate, so in each app the router is set twice,
and each reset leaves the old router keeping itself.

`Sportsbook/AppDelegate.swift`:
```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var router: Router!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        router = Router()
        return true
    }
}
```

`Showcase/AppDelegate.swift`:
```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var router: Router!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        router = Router()
        return true
    }
}
```

`Shared/Router.swift`:
```swift
final class Router {
    private var cancellables = Set<AnyCancellable>()
    private let maintenance = PassthroughSubject<Bool, Never>()
    private var isInMaintenance = false

    init() {
        maintenance.sink ↓{ value in self.isInMaintenance = value }.store(in: &cancellables)
    }
}

extension AppDelegate {
    func reset() {
        router = Router()
    }
}
```

### FIXME: a launch step that a state test lets run only once

`launch()` has two call sites, at launch and again when protected data becomes available, but its
guard on `state`, which it moves on at once and nothing sets back, lets `startManagers()` run once:
the data manager lives as long as the app. navlint counts the two call sites, takes the data
manager for one made on each call, and reports this; it should not.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let appManager = AppManager()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        appManager.launch()
        return true
    }

    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
        if appManager.isLaunchPending {
            appManager.launch()
        }
    }
}

final class AppManager {
    private var state = LaunchState.waitingForData
    private var dataManager: DataManager?

    var isLaunchPending: Bool { state == .waitingForData }

    func launch() {
        guard state == .waitingForData, UIApplication.shared.isProtectedDataAvailable else { return }
        state = .launched
        startManagers()
    }

    private func startManagers() {
        dataManager = DataManager()
    }
}

enum LaunchState {
    case waitingForData, launched
}

final class DataManager {
    private var cancellables = Set<AnyCancellable>()
    private let glucose = PassthroughSubject<Double, Never>()
    private var latest = 0.0

    init() {
        glucose.sink ↓{ value in self.latest = value }.store(in: &cancellables)
    }
}
```

### A splash screen given to a window made again each time

The privacy window is made, given a new splash screen as its root, and dropped each time the app
goes to the background: each splash screen keeps itself through its subscription.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var privacyWindow: UIWindow?

    func showPrivacyWindow() {
        privacyWindow = UIWindow()
        privacyWindow?.rootViewController = SplashViewController()
        privacyWindow?.makeKeyAndVisible()
    }

    func hidePrivacyWindow() {
        privacyWindow = nil
    }
}

final class SplashViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let authentication = PassthroughSubject<Bool, Never>()

    override func viewDidLoad() {
        super.viewDidLoad()
        authentication.sink ↓{ _ in self.dismissSplash() }.store(in: &cancellables)
    }

    func dismissSplash() {}
}
```

### Launch screens in the tabs of a root that logging out replaces

The launch code of the non-triggering example "Launch screens in the tabs of the window's root",
but `logout()` sets the window's root to a login screen: the tab bar controller and its screens
are freed then, or leak.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        let tabs = UITabBarController()
        window.rootViewController = tabs
        tabs.viewControllers = [UINavigationController(rootViewController: ChatsViewController())]
        window.makeKeyAndVisible()
        return true
    }

    func logout() {
        window?.rootViewController = LoginViewController()
    }
}

final class LoginViewController: UIViewController {}

final class ChatsViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let unread = PassthroughSubject<Int, Never>()
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        unread.sink ↓{ value in self.count = value }.store(in: &cancellables)
    }
}
```

### A main screen that the launch screen pushes, then pops again

The launch screen of the non-triggering example "The main screen that the launch screen pushes
once under a hidden bar", but its `signOut()` pops back to it: the main screen is freed then, or
leaks through its subscription.

```swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = UINavigationController(rootViewController: LaunchViewController())
        window?.makeKeyAndVisible()
    }
}

final class LaunchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.setNavigationBarHidden(true, animated: false)
        navigationController?.pushViewController(HomeViewController(), animated: false)
    }

    func signOut() {
        navigationController?.popToRootViewController(animated: true)
    }
}

final class HomeViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let news = PassthroughSubject<String, Never>()

    override func viewDidLoad() {
        super.viewDidLoad()
        news.sink ↓{ value in self.title = value }.store(in: &cancellables)
    }
}
```

### A child that the window's root embeds, then removes again

The root screen of the non-triggering example "A child that the window's root embeds once", but
it takes the child out again when the user signs out: each child is freed then, or leaks through
its subscription.

```swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = ShellViewController()
        window?.makeKeyAndVisible()
    }
}

final class ShellViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let home = HomeViewController()
        addChild(home)
        view.addSubview(home.view)
        home.didMove(toParent: self)
    }

    func signOut() {
        children.forEach { $0.removeFromParent() }
    }
}

final class HomeViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let news = PassthroughSubject<String, Never>()

    override func viewDidLoad() {
        super.viewDidLoad()
        news.sink ↓{ value in self.title = value }.store(in: &cancellables)
    }
}
```

### An object handed to a framework object that a screen keeps

The framework wrapper of the non-triggering example "An object handed to a framework object that a
singleton keeps", built by a screen each time it loads: one disk cache per screen, each keeping
itself.

```swift
final class AccountViewController: UIViewController {
    private var cache: MemoryCache?

    override func viewDidLoad() {
        super.viewDidLoad()
        cache = MemoryCache(store: DiskCache(name: "dns"))
    }
}

enum AccountEvents {
    static let changes = PassthroughSubject<String, Never>()
}

final class DiskCache {
    private var cancellable: AnyCancellable?
    private var account = ""

    init(name: String) {
        cancellable = AccountEvents.changes.sink ↓{ value in self.account = value }
    }
}
```

### Tab screens wrapped in an enum each time the user logs in

The tabs of the non-triggering example "Launch screens wrapped in an enum before they reach the
tabs", but set up by `showMain()`, which runs at launch and again after each login: each login
makes a new chats screen, and the old one keeps itself.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        showMain()
        return true
    }

    func didLogin() {
        showMain()
    }

    private func showMain() {
        let tabs = UITabBarController()
        window?.rootViewController = tabs
        let chats = UINavigationController(rootViewController: ChatsViewController())
        let tabScreens: TabScreens = .navigationControllers(chats)
        tabs.setViewControllers(tabScreens.all, animated: false)
    }
}

enum TabScreens {
    case navigationControllers(UINavigationController)

    var all: [UIViewController] {
        switch self {
        case let .navigationControllers(chats): return [chats]
        }
    }
}

final class ChatsViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let unread = PassthroughSubject<Int, Never>()
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        unread.sink ↓{ value in self.count = value }.store(in: &cancellables)
    }
}
```

### FIXME: a launch screen kept in a local, then listed in the tabs

The launch code of the non-triggering example "Launch screens in the tabs of the window's root",
with the navigation controller bound to a local first and the local listed in the tabs. The
outline keeps no elements of an array literal, so navlint sees the constructions written in it but
not a local named there, takes the chats screen for one no container keeps, and reports this; it
should not.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        let tabs = UITabBarController()
        window.rootViewController = tabs
        let chats = UINavigationController(rootViewController: ChatsViewController())
        tabs.viewControllers = [chats]
        window.makeKeyAndVisible()
        return true
    }
}

final class ChatsViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let unread = PassthroughSubject<Int, Never>()
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        unread.sink ↓{ value in self.count = value }.store(in: &cancellables)
    }
}
```

### A cycle built by a method that a screen runs again

The launch code of the non-triggering example "A cycle built by a method that runs once per
process", but the settings screen, which the menu pushes on each tap, starts observing too, on a
service of its own, each time it loads: `startObserving()` has two call sites, and each settings
screen's service keeps itself.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let repository = Repository()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let connectivity = repository.service(of: "connectivity") as? Connectivity
        connectivity?.startObserving()
        return true
    }
}

final class Repository {
    private var services: [String: AnyObject] = [:]

    init() {
        services["connectivity"] = Connectivity()
    }

    func service(of id: String) -> AnyObject? { services[id] }
}

final class Reachability {
    var listener: ((Bool) -> Void)?
}

final class Connectivity {
    private let reachability = Reachability()
    var isOnline = false

    func startObserving() {
        reachability.listener = ↓{ online in self.isOnline = online }
    }
}

final class SettingsViewController: UIViewController {
    private let connectivity = Connectivity()

    override func viewDidLoad() {
        super.viewDidLoad()
        connectivity.startObserving()
    }
}

final class MenuViewController: UIViewController {
    @objc func openSettings() {
        navigationController?.pushViewController(SettingsViewController(), animated: true)
    }
}
```

### A cycle built once at launch on an object made right there

`startObserving()` runs once per process, but on a service the launch code makes right there and
drops: whether that object lives on is the question of who keeps it, and nothing does.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Connectivity().startObserving()
        return true
    }
}

final class Reachability {
    var listener: ((Bool) -> Void)?
}

final class Connectivity {
    private let reachability = Reachability()
    var isOnline = false

    func startObserving() {
        reachability.listener = ↓{ online in self.isOnline = online }
    }
}
```

### A subscription cancelled only when a weak property is set to nil

The cancel runs when `manager` is set to nil, which no code does; a weak property that drops its
object when the object goes away runs no `didSet`. Each proxy keeps itself through its sink.

```swift
final class PlayerProxy {
    private var stateObserver: AnyCancellable?

    weak var manager: PlayerManager? {
        didSet {
            if let manager {
                stateObserver = manager.$state.sink ↓{ state in self.update(state) }
            } else {
                stateObserver?.cancel()
            }
        }
    }

    func update(_ state: Int) {}
}

final class PlayerManager: ObservableObject {
    @Published var state = 0
    let proxy = PlayerProxy()

    func start() {
        proxy.manager = self
    }
}

final class PlayerViewController: UIViewController {
    let manager = PlayerManager()
}
```

### A bag emptied only to subscribe again

`bind()` empties the bag and fills it again, `reload()` empties it through `reset()` before
subscribing, and `configure(_:)` stores a new subscription in the property: the new subscriptions
keep self as the old ones did.

```swift
final class ProfileViewController: UIViewController {
    private var disposeBag = DisposeBag()
    private var cancellables = Set<AnyCancellable>()
    private var selectionSubscription: AnyCancellable?
    private let viewModel = ProfileViewModel()
    private var selection = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        configure(OptionCell())
    }

    func configure(_ cell: OptionCell) {
        selectionSubscription = cell.$selection.sink ↓{ self.selection = $0 }
    }

    func bind() {
        disposeBag = DisposeBag()
        viewModel.name
            .subscribe(onNext: ↓{ name in self.title = name })
            .disposed(by: disposeBag)
    }

    func reload() {
        reset()
        viewModel.$avatar
            .sink ↓{ avatar in self.show(avatar) }
            .store(in: &cancellables)
    }

    func reset() {
        cancellables.removeAll()
    }

    func show(_ avatar: String) {}
}

final class ProfileViewModel {
    let name = BehaviorRelay<String>(value: "")
    @Published var avatar = ""
}

final class OptionCell {
    @Published var selection = 0
}
```

### An input one caller fills with a stream that goes on

An input property is one-shot only when every construction of the input gives it a one-shot
value: here one caller hands in a subject that keeps sending.

```swift
final class FeedViewModel {
    struct Input {
        let refresh: Observable<Void>
    }

    private let disposeBag = DisposeBag()
    private var items: [String] = []

    func transform(input: Input) {
        input.refresh
            .subscribe(onNext: ↓{ self.items = [] })
            .disposed(by: disposeBag)
    }
}

final class FeedViewController: UIViewController {
    let viewModel = FeedViewModel()
    let reloads = PublishSubject<Void>()

    func bindFirst() {
        viewModel.transform(input: FeedViewModel.Input(refresh: Observable.just(())))
    }

    func bindAgain() {
        viewModel.transform(input: FeedViewModel.Input(refresh: reloads.asObservable()))
    }
}
```

### A `take(1)` before a `flatMap` into a stream that goes on

`take(1)` ends the relay's side of the chain, but the `flatMap` after it switches to the store's
item, which keeps sending, so the subscription (and the cycle) lasts.

```swift
final class ItemDetailPresenter {
    private let disposeBag = DisposeBag()
    private let store = ItemStore()
    private var title = ""

    func onViewReady() {
        let item = store.locked
            .take(1)
            .flatMap ↓{ _ in self.store.item }
        item.map ↓{ self.describe($0) }
            .subscribe(onNext: ↓{ self.title = $0 })
            .disposed(by: disposeBag)
    }

    func describe(_ item: String) -> String { item }
}

final class ItemStore {
    let locked = BehaviorRelay<Bool>(value: false)
    let item = BehaviorRelay<String>(value: "")
}
```

### An endless source converted to a `Completable` or a `Single`

`asCompletable()` ends only when its source ends, and `asSingle()` only when its source ends after
one value: a conversion does not make the view model's own relays, which never end, finite. The
subscription, and the closures that capture `self`, last as long as the bag.

```swift
final class SignInViewModel {
    private let disposeBag = DisposeBag()
    private let email = BehaviorRelay<String>(value: "")
    private let password = BehaviorRelay<String>(value: "")
    private let isBusy = BehaviorRelay<Bool>(value: false)
    private let auth = AuthService()

    func signIn() {
        Observable.combineLatest(email, password)
            .flatMap { [auth] email, password in auth.signIn(email, password) }
            .asCompletable()
            .subscribe(onCompleted: {}, onError: ↓{ _ in self.isBusy.accept(false) })
            .disposed(by: disposeBag)
    }

    func checkEmail() {
        email.asSingle()
            .subscribe(onSuccess: ↓{ _ in self.isBusy.accept(true) })
            .disposed(by: disposeBag)
    }
}

final class AuthService {
    func signIn(_ email: String, _ password: String) -> Completable { .empty() }
}

final class SignInViewController: UIViewController {
    let viewModel = SignInViewModel()

    @objc func submit() {
        viewModel.checkEmail()
        viewModel.signIn()
    }
}
```

### A project operator that switches to a stream that goes on

`refreshing(every:)` is the project's own operator, but it subscribes to a timer: it is not one
of the operators that keep a request finite.

```swift
extension Publisher {
    func refreshing(every interval: TimeInterval) -> AnyPublisher<Output, Failure> {
        Timer.publish(every: interval, on: .main, in: .common).autoconnect()
            .setFailureType(to: Failure.self)
            .flatMap { _ in self }
            .eraseToAnyPublisher()
    }
}

final class RatesService {
    func rates() -> AnyPublisher<Data, Error> {
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
            .map(\.data)
            .mapError { $0 as Error }
            .refreshing(every: 60)
            .eraseToAnyPublisher()
    }
}

final class RatesPresenter {
    private let service = RatesService()
    private var cancellables = Set<AnyCancellable>()
    private var latest = Data()

    func start() {
        service.rates()
            .sink(receiveCompletion: { _ in }, receiveValue: ↓{ data in self.latest = data })
            .store(in: &cancellables)
    }
}
```

### A control's event, observed by an object that keeps the screen

The presenter keeps its view strongly, so the button, and its `rx.tap`, last as long as the
presenter: the subscription in the presenter's bag never ends.

```swift
final class WelcomePresenter {
    private let view: WelcomeView
    private let disposeBag = DisposeBag()
    private var skipped = false

    init(view: WelcomeView) { self.view = view }

    func onViewReady() {
        view.skipTapped
            .subscribe(onNext: ↓{ _ in self.skipped = true })
            .disposed(by: disposeBag)
    }
}

final class WelcomeView: UIViewController {
    private let skipButton = UIButton()

    var skipTapped: Observable<Void> {
        return skipButton.rx.tap.asObservable()
    }
}
```

### A lazy property of a screen pushed again and again

A lazy property is worked out once per object, but the detail screen is made anew for every push:
each one makes its own model, which keeps itself through its subscription.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private lazy var coordinator = AppCoordinator()
}

final class AppCoordinator {
    let navigationController = UINavigationController()

    func showDetail() {
        navigationController.pushViewController(DetailViewController(), animated: true)
    }
}

final class DetailViewController: UIViewController {
    private lazy var model: DetailModel = { DetailModel() }()
}

final class DetailModel {
    private var cancellables = Set<AnyCancellable>()
    private let updates = PassthroughSubject<Int, Never>()
    private var count = 0

    init() {
        updates.sink ↓{ value in self.count = value }.store(in: &cancellables)
    }
}
```

### A Factory registration without a scope, or with a shared one

Factory's default scope makes a new object for every resolution, and `.shared` keeps one only while
something else holds it: each screen's store may be freed, or leak.

```swift
extension Container {
    var draftStore: Factory<DraftStore> {
        Factory(self) { DraftStore() }
    }

    var searchStore: Factory<SearchStore> {
        Factory(self) { SearchStore() }.scope(.shared)
    }
}

final class DraftStore {
    private var cancellables = Set<AnyCancellable>()
    private let drafts = PassthroughSubject<String, Never>()
    private var last = ""

    init() {
        drafts.sink ↓{ value in self.last = value }.store(in: &cancellables)
    }
}

final class SearchStore {
    var onSearch: (() -> Void)?
    private var count = 0

    func start() {
        onSearch = ↓{ self.count += 1 }
    }
}

final class SearchViewController: UIViewController {
    @Injected(\.searchStore) private var store

    override func viewDidLoad() {
        super.viewDidLoad()
        store.start()
    }
}
```

### A cell kept in a static property only to measure or copy

A static sizing or prototype cell is one object made to measure a layout; the cells on screen are
dequeued, many of them, and each keeps itself through its subview's closure.

```swift
final class ReactionsCell: UICollectionViewCell {
    static let sizingCell = ReactionsCell()
    private let reactions = ReactionListView()
    private var count = 0

    func bind() {
        reactions.onTap = ↓{ self.count += 1 }
    }
}

final class ReactionListView: UIView {
    var onTap: (() -> Void)?
}

final class FeedCell: UITableViewCell {
    static let prototype: FeedCell = {
        let cell = FeedCell()
        cell.layoutIfNeeded()
        return cell
    }()
    private let footer = FooterView()
    private var likes = 0

    func bind() {
        footer.onLike = ↓{ self.likes += 1 }
    }
}

final class FooterView: UIView {
    var onLike: (() -> Void)?
}

final class FeedDataSource {
    func configure(_ feed: FeedCell, _ reactions: ReactionsCell) {
        feed.bind()
        reactions.bind()
    }
}
```

### An output the view model fills with a relay that goes on

The view model's `Output` is filled with its relay, which never completes: the screen's bag keeps the
subscription, and its closure keeps the screen.

```swift
final class BalanceViewModel {
    struct Output {
        let balance: Driver<String>
    }

    private let balanceRelay = BehaviorRelay(value: "0")

    func transform() -> Output {
        Output(balance: balanceRelay.asDriver())
    }
}

final class BalanceViewController: UIViewController {
    private let viewModel = BalanceViewModel()
    private let disposeBag = DisposeBag()
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform()
        output.balance
            .drive(onNext: ↓{ text in
                self.label.text = text
            })
            .disposed(by: disposeBag)
    }
}
```

### The state of a view that the SwiftUI app presents in a sheet

The non-triggering example "The state of the view the SwiftUI app's scene shows", but the app
shows the player in a sheet: each presentation makes the view's state again, so each time the
sheet opens one more model keeps itself.

```swift
@main
struct ReaderApp: App {
    @State private var isShowingPlayer = false

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .sheet(isPresented: $isShowingPlayer) {
                    PlayerView()
                }
        }
    }
}

struct LibraryView: View {
    var body: some View { Text("Library") }
}

struct PlayerView: View {
    @StateObject private var model = PlayerModel()

    var body: some View { Text(model.title) }
}

final class PlayerModel: ObservableObject {
    @Published var title = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        NotificationCenter.default.publisher(for: .libraryDidChange)
            .sink ↓{ _ in self.reload() }
            .store(in: &cancellables)
    }

    func reload() {}
}
```

### A method of self given to a subscription kept in self's dispose bag

A method reference (`handle`, `self.handle`) is a closure that keeps `self`, exactly as
`{ self.handle($0) }` does.

```swift
final class BasketInteractor: PresentableInteractor<BasketPresentable> {
    private let disposeBag = DisposeBag()
    private let items = PublishRelay<[String]>()

    override func didBecomeActive() {
        super.didBecomeActive()
        items.subscribe(onNext: ↓handle).disposed(by: disposeBag)
        items.subscribe(onNext: ↓self.handle).disposed(by: disposeBag)
    }

    private func handle(_ items: [String]) {}
}
```

### A method of self stored on a child self keeps

```swift
final class CheckoutCoordinator {
    private var child: PaymentCoordinator?

    func showPayment() {
        let payment = PaymentCoordinator()
        payment.onFinish = ↓finishPayment
        child = payment
    }

    func finishPayment() {
        print("paid")
    }
}

final class PaymentCoordinator {
    var onFinish: (() -> Void)?
}
```

### A method of a base class stored in self's own property

```swift
class BaseViewController: UIViewController {
    func reload() {}
}

final class FeedViewController: BaseViewController {
    private var onRefresh: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onRefresh = ↓reload
    }
}
```

### A method of self stored in a view's action typed by a type alias

```swift
typealias Callback = () -> Void

final class StatusViewController: UIViewController {
    private let section = SectionView()

    override func viewDidLoad() {
        super.viewDidLoad()
        section.action = ↓toggleScanning
    }

    func toggleScanning() {}
}

final class SectionView: UIView {
    var action: Callback?
}
```

### An object a screen's default argument makes, once per screen

The default argument runs for each detail screen the coordinator pushes: each screen's notifier
keeps itself, however long the coordinator lives.

```swift
final class AppDelegate: NSObject, UIApplicationDelegate {
    let coordinator = AppCoordinator()
}

final class AppCoordinator {
    let navigationController = UINavigationController()

    func showDetail() {
        navigationController.pushViewController(DetailViewController(), animated: true)
    }
}

final class DetailViewController: UIViewController {
    private let notifier: EventNotifier

    init(notifier: EventNotifier = .init()) {
        self.notifier = notifier
        super.init(nibName: nil, bundle: nil)
    }
}

final class EventNotifier {
    private var cancellables = Set<AnyCancellable>()
    private let events = PassthroughSubject<String, Never>()
    private var count = 0

    init() {
        events.sink ↓{ _ in self.count += 1 }.store(in: &cancellables)
    }
}
```

### FIXME: a local function named like a method of self

The outline keeps no local functions, so the name is taken for self's method and this is reported
though the local function captures nothing; it should not trigger.

```swift
final class CartViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let total = PassthroughSubject<Int, Never>()

    override func viewDidLoad() {
        super.viewDidLoad()
        func show(_ value: Int) { print(value) }
        total.sink(receiveValue: ↓show).store(in: &cancellables)
    }

    func show(_ value: Int) {}
}
```


## Non-triggering

### A method of self stored on a child, which releases the child when it runs

```swift
final class OrderCoordinator {
    private var payment: PaymentFlow?

    func pay() {
        let flow = PaymentFlow()
        flow.onDone = endPayment
        payment = flow
    }

    private func endPayment() {
        payment = nil
    }
}

final class PaymentFlow {
    var onDone: (() -> Void)?
}
```

### A framework property named like self's delegate methods

`tableView` here is the table view controller's own property, inherited from UIKit; the methods
named `tableView(_:…)` are delegate methods, not the value stored.

```swift
final class TasksViewController: UITableViewController {
    private let dataSource = TasksDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.tableView = tableView
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

final class TasksDataSource {
    weak var tableView: UITableView?
}
```

### A setter's parameter named like a method of self

```swift
final class ThemeImage {
    private var storedImage: UIImage?

    var sourceImage: UIImage? {
        get { storedImage }
        set(image) { storedImage = image }
    }

    func image(for style: Int) -> UIImage? { nil }
}
```

### A function-typed property or parameter passed along, not a method

Only a method of self makes a new closure that keeps self: a closure property or parameter handed
on keeps what it already kept, even when self also has a method of that name.

```swift
final class OrdersViewModel {
    private var cancellables = Set<AnyCancellable>()
    private let orders = PassthroughSubject<[String], Never>()
    private let log: ([String]) -> Void = { print($0) }

    func bind(handle: @escaping ([String]) -> Void) {
        orders.sink(receiveValue: handle).store(in: &cancellables)
        orders.sink(receiveValue: log).store(in: &cancellables)
    }

    func handle(_ orders: [String]) {}
}
```

### A method of another object, a static method, a selector

```swift
final class FeedViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let items = PublishRelay<[String]>()
    private let formatter = Formatter()
    private let button = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        items.subscribe(onNext: formatter.show).disposed(by: disposeBag)
        items.subscribe(onNext: Self.log).disposed(by: disposeBag)
        button.addTarget(self, action: #selector(didTap), for: .touchUpInside)
    }

    @objc func didTap() {}

    static func log(_ items: [String]) {}
}

final class Formatter {
    func show(_ items: [String]) {}
}
```

### A method of a struct stored in its own property

A struct's method keeps a copy of the value, not an object: no cycle.

```swift
struct FormState {
    var onChange: (() -> Void)?

    mutating func observe() {
        onChange = validate
    }

    func validate() {}
}
```

### A method of self mapped over an array

`map` runs the method at once and keeps nothing.

```swift
final class ListViewModel {
    private var titles: [String] = []

    func load(_ items: [Int]) {
        titles = items.map(title)
    }

    private func title(_ item: Int) -> String { "\(item)" }
}
```

### A struct whose subscriptions go into a set of cancellables

The set is a value: the copy of the struct that the closure captures was made before the
subscription went into the original's set, so nothing the closure keeps holds the subscription.

```swift
struct SearchFollower {
    let field: UITextField
    var cancellables = Set<AnyCancellable>()

    mutating func start(_ queries: PassthroughSubject<String, Never>) {
        queries.sink { [self] query in
            self.field.text = query
        }.store(in: &cancellables)
    }
}
```

### A local that does not keep the object storing the closure

`nav` is made with a screen of its own; the model the closure is stored on is not in it. An
`ObjectIdentifier` made from the model keeps nothing. A presented screen is released when it is
dismissed, which the closure does.

```swift
final class PickModel {
    var onPick: ((String) -> Void)?
}

final class PickScreen: UIViewController {
    func pick() {
        let model = PickModel()
        let nav = UINavigationController(rootViewController: UIViewController())
        model.onPick = { _ in nav.dismiss(animated: true) }
        present(nav, animated: true)
        model.onPick?("a")
        let id = ObjectIdentifier(model)
        model.onPick = { _ in print(id) }
    }

    func pickAgain() {
        let model = PickModel()
        let picker = PickerScreen(model: model)
        let host = UIViewController()
        host.present(picker, animated: true)
        model.onPick = { _ in host.dismiss(animated: true) }
    }
}

final class PickerScreen: UIViewController {
    let model: PickModel

    init(model: PickModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }
}
```

### A cycle built only in a method that nothing calls on this type

The only call of `bindLegacyUpdates()` is made on another type's object: the method that stores
the closure never runs (`SemanticModel.isNeverCalled`), so no cart screen keeps itself.

```swift
final class CartViewModel {
    var onChange: (() -> Void)?
}

final class CartViewController: UIViewController {
    let viewModel = CartViewModel()

    func bindLegacyUpdates() {
        viewModel.onChange = {
            self.view.setNeedsLayout()
        }
    }
}

final class WishlistViewController: UIViewController {
    func bindLegacyUpdates() {}
}

final class ShopCoordinator {
    let wishlist = WishlistViewController()

    func start() {
        wishlist.bindLegacyUpdates()
    }
}
```

### A class made only by a class nothing makes

The project makes `CameraService` in one place only, the initial value of a property of
`CameraModel`, and nothing makes a `CameraModel`: that initial value never runs, so no service
exists to keep itself through its processor.

```swift
final class PhotoCaptureProcessor {
    private let completionHandler: (PhotoCaptureProcessor) -> Void

    init(completionHandler: @escaping (PhotoCaptureProcessor) -> Void) {
        self.completionHandler = completionHandler
    }
}

final class CameraService {
    var photoCaptureProcessor: PhotoCaptureProcessor?
    var isCameraButtonDisabled = true

    func capturePhoto() {
        if photoCaptureProcessor == nil {
            photoCaptureProcessor = PhotoCaptureProcessor(completionHandler: { _ in
                self.isCameraButtonDisabled = false
            })
        }
    }
}

final class CameraModel: ObservableObject {
    private let service = CameraService()

    func capture() {
        service.capturePhoto()
    }
}
```

### A class nothing makes, in an app folder that a `Package.swift` lists as a library

The `Package.swift` at the root declares the app's folder a library product (for its tests), but
that folder holds the app's entry point (`@main`): it builds a program, so no client of a library
makes its `public` `CameraService`. The only `CameraService` is made by a `CameraModel`, which
nothing makes.

`Package.swift`:
```swift
let package = Package(
    name: "Snap",
    products: [.library(name: "Snap", targets: ["Snap"])],
    targets: [.target(name: "Snap", path: "Snap")]
)
```

`Snap/SnapApp.swift`:
```swift
@main
struct SnapApp: App {
    var body: some Scene {
        WindowGroup { Text("Snap") }
    }
}
```

`Snap/Camera/CameraService.swift`:
```swift
public final class PhotoCaptureProcessor {
    private let completionHandler: (PhotoCaptureProcessor) -> Void

    public init(completionHandler: @escaping (PhotoCaptureProcessor) -> Void) {
        self.completionHandler = completionHandler
    }
}

public class CameraService {
    var photoCaptureProcessor: PhotoCaptureProcessor?
    public var isCameraButtonDisabled = true

    public init() {}

    public func capturePhoto() {
        photoCaptureProcessor = PhotoCaptureProcessor(completionHandler: { _ in
            self.isCameraButtonDisabled = false
        })
    }
}

final class CameraModel: ObservableObject {
    private let service = CameraService()

    func capture() {
        service.capturePhoto()
    }
}
```

### A private lazy closure property that nothing reads

A lazy property's initial value is worked out when the property is first read; nothing reads
`resetHandler`, so its closure is never made and keeps nothing (`SemanticModel.isNeverCalled`).

```swift
final class ScannerViewController: UIViewController {
    private var isRunning = false

    private lazy var resetHandler: () -> Void = {
        self.isRunning = true
    }
}
```

### Weak and unowned captures

```swift
final class AppCoordinator {
    var childCoordinators: [AnyObject] = []
    private var cancellables = Set<AnyCancellable>()
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }

    func start() {
        session.expired
            .sink { [weak self] _ in self?.showExpiredAlert() }
            .store(in: &cancellables)
        session.refreshed
            .sink { [unowned self] _ in reload() }
            .store(in: &cancellables)
    }

    func showSupport() {
        let support = SupportCoordinator()
        support.onFinish = { [weak self, weak support] in
            self?.childCoordinators.removeAll { $0 === support }
        }
        childCoordinators.append(support)
    }

    func showExpiredAlert() {}
    func reload() {}
}
```

### Closures that run and are released

```swift
final class HomeViewController: UIViewController {
    private var rows: [String] = []

    func update(_ products: [String]) {
        rows = products.map { self.title(for: $0) }
        products.forEach { self.prefetch($0) }
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
        DispatchQueue.main.async {
            self.view.setNeedsLayout()
        }
        present(UIViewController(), animated: true) {
            self.rows.removeAll()
        }
    }

    func title(for product: String) -> String { product }
    func prefetch(_ product: String) {}
}
```

### A closure stored on an object self does not keep

The pushed screen is kept by the navigation controller, the alert action by the alert.

```swift
final class ProfileCoordinator {
    let navigationController: UINavigationController
    weak var presenter: ProfilePresenter?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let profile = ProfileViewController()
        profile.onLogout = { self.logout() }
        navigationController.pushViewController(profile, animated: true)
        presenter?.onRefresh = { self.logout() }
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in self.logout() })
        navigationController.present(alert, animated: true)
    }

    func logout() {}
}

final class ProfileViewController: UIViewController {
    var onLogout: (() -> Void)?
}

final class ProfilePresenter {
    var onRefresh: (() -> Void)?
}
```

### A project observable's listener that is weak, or that self does not keep

The first listener holds `self` weakly itself. The second is kept by a view model that self
keeps weakly. The third protocol's adopter makes a new `Observable` each time it is read, and
keeps none of them.

`Observable.swift`:
```swift
final class Observable<T> {
    var value: T { didSet { listener?(value) } }
    private var listener: ((T) -> Void)?

    init(_ value: T) { self.value = value }

    func bind(_ listener: @escaping (T) -> Void) {
        listener(value)
        self.listener = listener
    }
}
```

`FollowersViewController.swift`:
```swift
protocol FollowersViewModelProtocol: AnyObject {
    var followers: Observable<[String]> { get }
}

protocol BadgeViewModelProtocol: AnyObject {
    var badge: Observable<Int> { get }
}

final class FollowersViewModel: FollowersViewModelProtocol {
    let followers = Observable<[String]>([])
}

final class BadgeViewModel: BadgeViewModelProtocol {
    var badge: Observable<Int> { Observable(0) }
}

final class FollowersViewController: UIViewController {
    var viewModel: FollowersViewModelProtocol?
    weak var parentModel: FollowersViewModelProtocol?
    var badgeModel: BadgeViewModelProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel?.followers.bind { [weak self] followers in
            DispatchQueue.main.async {
                self?.title = "\(followers.count)"
            }
        }
        parentModel?.followers.bind { followers in
            DispatchQueue.main.async { [weak self] in
                self?.title = "\(followers.count)"
            }
        }
        badgeModel?.badge.bind { badge in
            DispatchQueue.main.async { [weak self] in
                self?.tabBarItem.badgeValue = "\(badge)"
            }
        }
    }
}
```

### Objects built with a closure, mapped into an array self does not keep

```swift
final class FollowerCellModel {
    let name: String
    var onTap: (() -> Void)?

    init(name: String, onTap: (() -> Void)?) {
        self.name = name
        self.onTap = onTap
    }
}

final class FollowersViewController: UIViewController {
    private var cellModels: [FollowerCellModel] = []

    func show(_ names: [String]) {
        let models = names.map { name in FollowerCellModel(name: name) { [weak self] in
            self?.open(name)
        }}
        cellModels = models
        let preview = names.map { name in FollowerCellModel(name: name) { self.open(name) } }
        print(preview.count)
    }

    func open(_ name: String) {}
}
```

### A local control that nothing keeps, or that only a local keeps

Neither button is in self's view hierarchy: the first goes nowhere, the second only into a
container that is never added.

```swift
final class TapButton: UIButton {
    var tap: (() -> Void)?
}

final class DraftViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let button = TapButton()
        button.tap = { self.reload() }

        let container = UIView()
        let other = TapButton()
        container.addSubview(other)
        other.tap = { self.reload() }
    }

    func reload() {}
}
```

### A `for` loop over objects self does not keep, or with weak captures

`fields` is a parameter, so the closure that captures only self closes no cycle; the closures set
in the loops over self's views capture the element and self weakly.

```swift
final class FieldView: UIView {
    var onFocus: (() -> Void)?
}

final class FormViewController: UIViewController {
    private let nameField = FieldView()
    private let mailField = FieldView()
    private var extraFields: [FieldView] = []

    func bind(_ fields: [FieldView]) {
        for field in fields {
            field.onFocus = { self.scroll() }
        }
        for (index, field) in [nameField, mailField].enumerated() {
            field.onFocus = { [weak self, weak field] in
                self?.scroll()
                print(index, field as Any)
            }
        }
        for field in extraFields {
            field.onFocus = { [unowned self] in self.scroll() }
        }
    }

    func scroll() {}
}
```

### A dequeued cell's closure that captures self weakly, or whose table view self does not keep

The data source object does not keep the table view (a table view's `dataSource` is weak), so
its closure on the cell closes no cycle.

```swift
final class WordCell: UITableViewCell {
    var onTextChange: ((String) -> Void)?
}

final class WordsDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "word", for: indexPath) as! WordCell
        cell.onTextChange = { self.handle($0) }
        return cell
    }

    func handle(_ text: String) {}
}

final class WordsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "word", for: indexPath) as! WordCell
        cell.onTextChange = { [weak self] text in self?.title = text }
        return cell
    }
}
```

### A cycle built only in an initializer that nothing calls

The storyboard makes the screen through `init(coder:)`, which sets no closure, and no code calls
`init(source:)`: the closure is never made.

```swift
final class SubscriptionViewModel {
    var onSubscribed: (() -> Void)?
}

final class SubscriptionPageController: UIViewController {
    let viewModel = SubscriptionViewModel()

    init(source: String) {
        super.init(nibName: nil, bundle: nil)
        viewModel.onSubscribed = {
            self.dismiss(animated: true)
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
```

### A project method that calls its closure rather than storing it

```swift
final class SheetRouter {
    func dismiss(animated: Bool, completion: @escaping () -> Void) {
        completion()
    }
}

final class SheetCoordinator {
    private let router = SheetRouter()

    func close() {
        router.dismiss(animated: true) { self.finish() }
    }

    func finish() {}
}
```

### One-shot sequences

`ProfileStore.swift`:
```swift
protocol ProfileStore: AnyObject {
    func save(_ name: String) -> Completable
    func load() -> Single<String>
}

final class ProfileAPI {
    func fetchAvatar() -> AnyPublisher<Data, Error> {
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}
```

`EditProfileInteractor.swift`:
```swift
final class EditProfileInteractor: PresentableInteractor<EditProfilePresentable> {
    private let disposeBag = DisposeBag()
    private var cancellables = Set<AnyCancellable>()
    private let store: ProfileStore
    private let api = ProfileAPI()
    private let names = PublishRelay<String>()

    func didTapSave(name: String) {
        store.save(name)
            .observe(on: MainScheduler.instance)
            .subscribe(onCompleted: { self.presenter.showSaved() })
            .disposed(by: disposeBag)
        store.load()
            .subscribe(onSuccess: { name in self.presenter.show(name) })
            .disposed(by: disposeBag)
        names.take(1)
            .subscribe(onNext: { name in self.presenter.show(name) })
            .disposed(by: disposeBag)
        names.take(1)
            .flatMap { name in self.store.load() }
            .subscribe(onNext: { name in self.presenter.show(name) })
            .disposed(by: disposeBag)
        api.fetchAvatar()
            .sink(receiveCompletion: { _ in self.presenter.hideSpinner() }, receiveValue: { data in self.presenter.showAvatar(data) })
            .store(in: &cancellables)
        Just(name)
            .sink { name in self.presenter.show(name) }
            .store(in: &cancellables)
    }
}
```

### ReactorKit: a request, a value and a one-time timer returned from `mutate`

What `mutate(action:)` returns ends by itself (a single request, `Observable.just`, a `timer`
without a period, a request wrapped in `Observable.create`), and ReactorKit lets go of its
closures then.

```swift
final class ProfileReactor: Reactor {
    enum Action { case load, reset, remind, sync }
    enum Mutation { case setName(String) }
    struct State { var name = "" }

    let initialState = State()
    private var prefix = ""

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .load:
            return fetchName().map { name in Mutation.setName(self.prefix + name) }
        case .reset:
            return Observable.just(()).map { Mutation.setName(self.prefix) }
        case .remind:
            return Observable<Int>.timer(.seconds(60), scheduler: MainScheduler.instance)
                .flatMap { _ in Observable.concat([.just(Mutation.setName(self.prefix)), .empty()]) }
        case .sync:
            return Observable<String>.create { observer in
                observer.onNext("synced")
                observer.onCompleted()
                return Disposables.create()
            }
            .map { name in Mutation.setName(self.prefix + name) }
        }
    }

    private func fetchName() -> Observable<String> {
        Single<String>.just("name").asObservable()
    }
}
```

### A finite source flat-mapped to a one-shot request

`Observable.just(())` ends after one value, and the `flatMapLatest` returns a `Single`.

`LanguagesAPI.swift`:
```swift
protocol LanguagesAPI: AnyObject {
    func languages() -> Single<[String]>
}
```

`SearchViewModel.swift`:
```swift
final class SearchViewModel {
    private let disposeBag = DisposeBag()
    private let api: LanguagesAPI
    private let loading = ActivityIndicator()
    private var languages: [String] = []

    func load() {
        Observable.just(()).flatMapLatest { () -> Observable<[String]> in
            return self.api.languages().trackActivity(self.loading)
        }.subscribe(onNext: { items in
            self.languages = items
        }).disposed(by: disposeBag)
    }
}
```

### A Driver made by just

RxCocoa's `Driver.just` (like `Signal.just` and `Infallible.just`) emits one value and completes,
as `Observable.just` does: the subscription ends and lets go of its closure.

```swift
final class WelcomeViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let greeting = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        Driver.just("Welcome back")
            .drive(onNext: { text in
                self.greeting.text = text
            })
            .disposed(by: disposeBag)
    }
}
```

### A service's erased publisher that collects its requests, reached through a provider

The services provider hands out the identities service, whose erased publisher merges a finite
sequence of requests and collects them: `collect()` emits once, when the requests are done, and
the subscription ends.

```swift
protocol Services {
    func identities() -> IdentitiesService
}

final class IdentitiesService {
    func updatePending(_ ids: [Int]) -> AnyPublisher<[Int], Error> {
        let requests = ids.map { id in Just(id).setFailureType(to: Error.self).eraseToAnyPublisher() }
        return Publishers.Sequence<[AnyPublisher<Int, Error>], Error>(sequence: requests)
            .flatMap { $0 }
            .collect()
            .eraseToAnyPublisher()
    }
}

final class IdentitiesPresenter {
    private let services: Services
    private var cancellables = Set<AnyCancellable>()
    private var identities: [Int] = []

    init(services: Services) {
        self.services = services
    }

    func refresh() {
        services.identities().updatePending([1, 2])
            .sink(receiveCompletion: { _ in }, receiveValue: { values in self.identities = values })
            .store(in: &cancellables)
    }
}
```

### A one-shot method whose declared stream type the project extends

`load()` returns `Observable.just(1)`. `Observable` is RxSwift's type even though the project adds an
operator to it: the chain's source is `load()` itself, not a method of a project object it returns.

```swift
extension Observable {
    func ignoringErrors() -> Observable<Element> {
        self
    }
}

final class Library {
    func load() -> Observable<Int> {
        Observable.just(1)
    }
}

final class LibraryScreen {
    private let library = Library()
    private let disposeBag = DisposeBag()
    private var count = 0

    func refresh() {
        library.load()
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { value in self.count = value })
            .disposed(by: disposeBag)
    }
}
```

### A project operator that waits for one value of another stream, then runs its receiver

`waitForConnection(_:)` takes the first `true` of an endless stream (`first()`), then switches to
its receiver (`flatMap { _ in self }`): the receiver runs once, and what comes out is as finite as
the receiver, here a `Deferred { Future { … } }` request.

```swift
final class Connection {
    @Published var isConnected = false
}

extension Publisher {
    func waitForConnection(_ connection: Connection) -> AnyPublisher<Output, Failure> {
        connection.$isConnected
            .filter { $0 }
            .first()
            .setFailureType(to: Failure.self)
            .flatMap { _ in self }
            .eraseToAnyPublisher()
    }
}

struct RelayRequest {
    let connection: Connection

    func publisher() -> AnyPublisher<[String], Never> {
        Deferred {
            Future { promise in promise(.success(["relay"])) }
        }
        .waitForConnection(connection)
        .eraseToAnyPublisher()
    }
}

final class OnboardingSession: ObservableObject {
    var relays: [String] = []
    var cancellables: Set<AnyCancellable> = []

    init(connection: Connection) {
        RelayRequest(connection: connection).publisher()
            .sink { result in
                self.relays = result
            }
            .store(in: &cancellables)
    }
}
```

### A one-shot wrapper forwarding to its own overload

`createWallet()` calls `createWallet(words:)`, which builds a one-shot publisher: the forwarding
method is not its own callee.

`WalletStore.swift`:
```swift
protocol WalletStore: AnyObject {
    func createWallet(words: Int) -> AnyPublisher<String, Error>
}

extension WalletStore {
    func createWallet() -> AnyPublisher<String, Error> {
        createWallet(words: 12)
    }
}

final class KeychainWalletStore: WalletStore {
    func createWallet(words: Int) -> AnyPublisher<String, Error> {
        Just(words)
            .setFailureType(to: Error.self)
            .flatMap { count -> AnyPublisher<String, Error> in
                if count > 0 { return .just("wallet") }
                return .fail(WalletError.empty)
            }
            .handleEvents(receiveOutput: { self.save($0) })
            .eraseToAnyPublisher()
    }

    func save(_ wallet: String) {}
}
```

`WalletCoordinator.swift`:
```swift
final class WalletCoordinator {
    private var cancellables = Set<AnyCancellable>()
    private let store: WalletStore

    func createWallet() {
        store.createWallet()
            .sink(receiveCompletion: { _ in self.hideLoading() }, receiveValue: { wallet in self.show(wallet) })
            .store(in: &cancellables)
    }

    func hideLoading() {}
    func show(_ wallet: String) {}
}
```

### A one-shot publisher behind a protocol

Every implementation of the requirement builds its publisher from a `Future` or a `Just`, and a
`flatMap` returns single values, so the subscription ends after one value whichever object stands
behind the protocol.

`QuoteProviding.swift`:
```swift
protocol QuoteProviding: AnyObject {
    func quote(for symbol: String) -> AnyPublisher<Decimal, Error>
}
```

`QuoteServices.swift`:
```swift
func loadOnce<Value>(_ work: @escaping () async throws -> Value) -> Future<Value, Error> {
    Future { promise in
        Task {
            do { promise(.success(try await work())) } catch { promise(.failure(error)) }
        }
    }
}

final class QuoteService: QuoteProviding {
    func quote(for symbol: String) -> AnyPublisher<Decimal, Error> {
        loadOnce { 42 }
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }
}

final class CachedQuoteService: QuoteProviding {
    func quote(for symbol: String) -> AnyPublisher<Decimal, Error> {
        Deferred { Future { promise in promise(.success(1)) } }
            .map { $0 * 2 }
            .eraseToAnyPublisher()
    }
}

final class FixedQuoteService: QuoteProviding {
    func quote(for symbol: String) -> AnyPublisher<Decimal, Error> {
        Just(symbol)
            .setFailureType(to: Error.self)
            .flatMap { symbol -> AnyPublisher<Decimal, Error> in
                if symbol.isEmpty { return .fail(QuoteError.unknown) }
                return .just(1)
            }
            .eraseToAnyPublisher()
    }
}
```

`QuoteCoordinator.swift`:
```swift
final class QuoteCoordinator {
    private let quotes: QuoteProviding
    private var cancellables = Set<AnyCancellable>()
    private var lastQuote: Decimal = 0

    init(quotes: QuoteProviding) { self.quotes = quotes }

    func refresh() {
        quotes.quote(for: "ACME")
            .sink(receiveCompletion: { _ in }, receiveValue: { quote in self.lastQuote = quote })
            .store(in: &cancellables)
    }
}
```

### A failed read that falls back to one request

`readFromFile()` is a `Just` or a `Fail`, and the `catch` replaces a failure with one data task:
the publisher ends after one value either way. The screen reaches the store through a static
property of the environment.

`MunicipalityStore.swift`:
```swift
final class MunicipalityStore {
    private let session = URLSession.shared
    private let storage = FileStorage()

    func municipalities() -> AnyPublisher<[String], Error> {
        readFromFile().catch { _ in
            self.session.dataTaskPublisher(for: URL(string: "https://example.com")!)
                .map { _ in [String]() }
                .mapError { $0 as Error }
        }.eraseToAnyPublisher()
    }

    private func readFromFile() -> AnyPublisher<[String], Error> {
        guard let stored = storage.read() else {
            return Fail(error: StoreError.missing).eraseToAnyPublisher()
        }
        return Just(stored).setFailureType(to: Error.self).eraseToAnyPublisher()
    }
}
```

`MunicipalityViewController.swift`:
```swift
struct Environment {
    static var current = Environment()
    let store = MunicipalityStore()
}

final class MunicipalityViewController: UIViewController {
    private let store = Environment.current.store
    private var loadTask: AnyCancellable?
    private var names: [String] = []

    func load() {
        loadTask = store.municipalities()
            .sink(receiveCompletion: { _ in self.hideSpinner() }, receiveValue: { self.names = $0 })
    }

    func hideSpinner() {}
}
```

### An RxSwift deferred sequence whose every branch is one-shot

Each value the `deferred` closure returns is a `just`, an `empty` or a `Single`.

`CountriesUseCase.swift`:
```swift
protocol CountriesAPI: AnyObject {
    func countries() -> Single<[String]>
}

final class CountriesUseCase {
    private var cached: [String]?
    private let api: CountriesAPI

    init(api: CountriesAPI) { self.api = api }

    func countries() -> Observable<[String]> {
        .deferred { [weak self] in
            if let cached = self?.cached { return .just(cached) }
            guard let self else { return .empty() }
            return self.api.countries().asObservable()
        }
    }
}
```

`CountriesViewModel.swift`:
```swift
final class CountriesViewModel {
    var useCase: CountriesUseCase!
    let countries = BehaviorSubject<[String]>(value: [])
    let disposeBag = DisposeBag()

    func load() {
        useCase.countries().subscribe { countries in
            self.countries.onNext(countries)
        }.disposed(by: disposeBag)
    }
}
```

### A receiver typed by a type alias of a protocol

`Interacting` is the screen's own alias of `ReportFlowInteracting`, and the interactor conforms by
naming the alias; its publisher is a `Future`.

`ReportFlowViewController.swift`:
```swift
protocol ReportFlowInteracting {
    func diagnosisKeys() -> AnyPublisher<[String], Error>
}

final class ReportFlowViewController: UIViewController {
    typealias Interacting = ReportFlowInteracting

    private let interactor: Interacting
    private var keysCancellable: AnyCancellable?
    private var keys: [String] = []

    init(interactor: Interacting) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }

    func loadKeys() {
        keysCancellable = interactor.diagnosisKeys()
            .receive(on: RunLoop.main)
            .sink(receiveCompletion: { _ in self.showNext() }, receiveValue: { self.keys = $0 })
    }

    func showNext() {}
}
```

`Interactors.swift`:
```swift
struct ReportFlowInteractor: ReportFlowViewController.Interacting {
    func diagnosisKeys() -> AnyPublisher<[String], Error> {
        Future { promise in promise(.success([])) }.eraseToAnyPublisher()
    }
}
```

### A generic overload that maps the result of its namesake

`call<T>(endpoint:)` calls `call(endpoint:)`, which the arguments fit alike: the generic one is not
its own callee, and the other one is one data task.

`RestAPI.swift`:
```swift
protocol RestAPI {
    var session: URLSession { get }
}

extension RestAPI {
    func call(endpoint: String) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: URL(string: endpoint)!)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }

    func call<T: Decodable>(endpoint: String) -> AnyPublisher<T, Error> {
        call(endpoint: endpoint)
            .decode(type: T.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}

struct CMS: RestAPI {
    let session = URLSession.shared
}
```

`DebugViewController.swift`:
```swift
final class MunicipalityRepository {
    private let cms = CMS()

    func update() -> AnyPublisher<Void, Error> {
        cms.call(endpoint: "/municipalities")
            .map { (list: [String]) in () }
            .eraseToAnyPublisher()
    }
}

final class DebugViewController: UIViewController {
    private let repository = MunicipalityRepository()
    private var tasks = Set<AnyCancellable>()

    @objc func update() {
        repository.update()
            .receive(on: RunLoop.main)
            .sink(receiveCompletion: { _ in self.showDone() }, receiveValue: { _ in })
            .store(in: &tasks)
    }

    func showDone() {}
}
```

### A request made by an object built in the chain, and a namesake method that returns nothing

`NightscoutAPI(url:).checkConnection()` is a method of the object just made, which runs one data
task. Every module declares its own `Provider`; only the one whose `saveProfile(_:)` returns a
publisher can be the one subscribed to, and it returns a `Future`.

`NightscoutAPI.swift`:
```swift
struct NetworkService {
    func run(_ request: URLRequest) -> AnyPublisher<Data, Error> {
        URLSession.shared.dataTaskPublisher(for: request)
            .tryMap { data, _ in data }
            .eraseToAnyPublisher()
    }
}

struct NightscoutAPI {
    let url: URL
    private let service = NetworkService()

    func checkConnection() -> AnyPublisher<Void, Error> {
        service.run(URLRequest(url: url))
            .map { _ in () }
            .eraseToAnyPublisher()
    }
}
```

`Editors.swift`:
```swift
enum BasalEditor {
    final class Provider {
        func saveProfile(_ profile: [Int]) -> AnyPublisher<Void, Error> {
            Future { promise in promise(.success(())) }.eraseToAnyPublisher()
        }
    }

    final class StateModel {
        let provider = Provider()
        private var lifetime = Set<AnyCancellable>()
        private var message = ""
        let url = URL(string: "https://example.com")!

        func save() {
            provider.saveProfile([1])
                .sink { _ in self.message = "saved" } receiveValue: { self.message = "" }
                .store(in: &lifetime)
        }

        func connect() {
            NightscoutAPI(url: url).checkConnection()
                .receive(on: DispatchQueue.main)
                .sink { _ in self.message = "done" } receiveValue: { self.message = "connected" }
                .store(in: &lifetime)
        }
    }
}

enum TargetsEditor {
    final class Provider {
        func saveProfile(_ profile: [Int]) {}
    }
}
```

### A publisher method beside an `async` overload, a project operator, and a cast

`PriceClient` has two `fetch(_:)`s: the `async` one is awaited, so a chain that goes on from the
call runs the other, which makes one request; a method that is only `async` is the one an awaited
chain calls (`migrate()`). `onMainQueue()` and `onMain()` are the project's own
operators, which only move the work between queues. A plain `as` cast of the request changes
nothing about it.

`PriceClient.swift`:
```swift
protocol PriceFetching {
    func fetch<Value: Decodable>(_ request: URLRequest) -> AnyPublisher<Value, Error>
}

final class PriceClient: PriceFetching {
    func fetch<Value: Decodable>(_ request: URLRequest) async throws -> Value {
        let (data, _) = try await URLSession.shared.data(for: request)
        return try JSONDecoder().decode(Value.self, from: data)
    }

    func fetch<Value: Decodable>(_ request: URLRequest) -> AnyPublisher<Value, Error> {
        URLSession.shared.dataTaskPublisher(for: request)
            .map(\.data)
            .decode(type: Value.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}
```

`Operators.swift`:
```swift
extension Publisher {
    func onMainQueue() -> AnyPublisher<Output, Failure> {
        subscribe(on: DispatchQueue.global()).receive(on: DispatchQueue.main).eraseToAnyPublisher()
    }
}

extension ObservableType {
    func onMain() -> Observable<Element> {
        observe(on: MainScheduler.instance)
    }
}
```

`PricePresenter.swift`:
```swift
final class HistoryClient {
    func history(_ request: URLRequest) -> AnyPublisher<[Decimal], Error> {
        URLSession.shared.dataTaskPublisher(for: request)
            .map(\.data)
            .decode(type: [Decimal].self, decoder: JSONDecoder())
            .onMainQueue()
            .eraseToAnyPublisher()
    }
}

final class PricePresenter {
    private let client: PriceFetching = PriceClient()
    private let historyClient = HistoryClient()
    private let concreteClient = PriceClient()
    private var cancellables = Set<AnyCancellable>()
    private let disposeBag = DisposeBag()
    private var prices: [Decimal] = []

    func reload(_ request: URLRequest) {
        client.fetch(request)
            .sink(receiveCompletion: { _ in }, receiveValue: { (prices: [Decimal]) in self.prices = prices })
            .store(in: &cancellables)
        historyClient.history(request)
            .sink(receiveCompletion: { _ in }, receiveValue: { prices in self.prices = prices })
            .store(in: &cancellables)
        (concreteClient.fetch(request) as AnyPublisher<[Decimal], Error>)
            .sink(receiveCompletion: { _ in }, receiveValue: { prices in self.prices = prices })
            .store(in: &cancellables)
        Observable.just(request).onMain()
            .subscribe(onNext: { _ in self.prices = [] })
            .disposed(by: disposeBag)
    }

    func migrate(_ library: PriceLibrary) async {
        await library.migrate()
            .subscribe(onNext: { _ in self.prices = [] })
            .disposed(by: disposeBag)
    }
}

final class PriceLibrary {
    func migrate() async -> Observable<Int> {
        Observable.just(1)
    }
}
```

### A request traced through five methods

The presenter's service forwards to a loader's overload in a protocol extension, which forwards to
the loader's own `load(_:)`, which reads a session protocol whose one implementation makes a data
task: five methods, each worked out once, and the subscription ends after the one answer.

`Loading.swift`:
```swift
protocol Session {
    func send(_ request: URLRequest) -> AnyPublisher<(data: Data, response: URLResponse), URLError>
}

extension URLSession: Session {
    func send(_ request: URLRequest) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        dataTaskPublisher(for: request).eraseToAnyPublisher()
    }
}

struct Resource {
    var request: URLRequest?
}

protocol Loading {
    func load<T: Decodable>(_ request: URLRequest) -> AnyPublisher<T, Error>
}

extension Loading {
    func load<T: Decodable>(_ resource: Resource) -> AnyPublisher<T, Error> {
        guard let request = resource.request else { return Fail(error: URLError(.badURL)).eraseToAnyPublisher() }
        return load(request)
    }
}

final class Loader: Loading {
    private let session: Session = URLSession.shared

    func load<T: Decodable>(_ request: URLRequest) -> AnyPublisher<T, Error> {
        session.send(request)
            .mapError { $0 as Error }
            .map(\.data)
            .decode(type: T.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}
```

`RatesPresenter.swift`:
```swift
protocol RatesServing {
    func rates() -> AnyPublisher<[Decimal], Error>
}

final class RatesService: RatesServing {
    private let loader: Loading = Loader()

    func rates() -> AnyPublisher<[Decimal], Error> {
        let resource = Resource(request: nil)
        return loader.load(resource)
    }
}

final class RatesPresenter {
    private let service: RatesServing = RatesService()
    private var cancellables = Set<AnyCancellable>()
    private var rates: [Decimal] = []

    func reload() {
        service.rates()
            .sink(receiveCompletion: { _ in }, receiveValue: { rates in self.rates = rates })
            .store(in: &cancellables)
    }
}
```

### A one-shot publisher behind a property typed `(any P)?`

`any CasinoProvider` names the protocol, in parentheses and optional too, so the client's
forwarding call reaches both implementations, which fail at once or make one request.

`CasinoClient.swift`:
```swift
protocol CasinoProvider {
    func recommended(language: String?) -> AnyPublisher<[String], Error>
}

final class FixedProvider: CasinoProvider {
    func recommended(language: String?) -> AnyPublisher<[String], Error> {
        Fail(error: URLError(.badURL)).eraseToAnyPublisher()
    }
}

final class LiveProvider: CasinoProvider {
    func recommended(language: String?) -> AnyPublisher<[String], Error> {
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
            .map { _ in [String]() }
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}

final class CasinoClient {
    private var provider: (any CasinoProvider)?

    func recommended(language: String? = nil) -> AnyPublisher<[String], Error> {
        guard let provider = self.provider else {
            return Fail(error: URLError(.badURL)).eraseToAnyPublisher()
        }
        return provider.recommended(language: language)
    }
}
```

`SearchViewModel.swift`:
```swift
final class SearchViewModel {
    private let client = CasinoClient()
    private var cancellables = Set<AnyCancellable>()
    private var games: [String] = []

    func load() {
        client.recommended()
            .receive(on: DispatchQueue.main)
            .sink { _ in } receiveValue: { games in self.games = games }
            .store(in: &cancellables)
    }
}
```

### A `Completable` or `Single` converted from a source that ends

`take(1)` ends the relay's side after one value, and `Observable.just` ends by itself, so their
conversions end too.

```swift
final class ProfileViewModel {
    private let disposeBag = DisposeBag()
    private let name = BehaviorRelay<String>(value: "")
    private var saved = false

    func save() {
        name.take(1)
            .asSingle()
            .subscribe(onSuccess: { _ in self.saved = true })
            .disposed(by: disposeBag)
        Observable.just(())
            .asCompletable()
            .subscribe(onCompleted: { self.saved = true })
            .disposed(by: disposeBag)
    }
}
```

### A local, an input every caller makes one-shot, a library request, and operators that emit once

`languages` holds a chain over `input.trigger`, which every construction of the view model's
`Input` makes `Observable.just(())`; RxAlamofire's `requestData` answers once; `reduce` and
`collect()` emit one value when their finite source ends.

`SourceViewModel.swift`:
```swift
final class SourceViewModel {
    struct Input {
        let trigger: Observable<Void>
    }

    private let disposeBag = DisposeBag()
    private let language = BehaviorRelay<String?>(value: nil)

    func transform(input: Input) {
        let languages = input.trigger.map { self.supportedLanguages() }
        languages.subscribe(onNext: { languages in
            self.language.accept(languages.first)
        }).disposed(by: disposeBag)
    }

    func supportedLanguages() -> [String] { [] }
}

final class SourceViewController: UIViewController {
    let viewModel = SourceViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.transform(input: SourceViewModel.Input(trigger: Observable.just(())))
    }
}
```

`CoinInteractor.swift`:
```swift
final class CoinInteractor {
    private let disposeBag = DisposeBag()
    private let repository = CoinRepository()
    private var coins: [String] = []

    func load() {
        repository.coins()
            .subscribe(onNext: { coins in
                self.coins = coins
            }, onDisposed: {
                self.coins.removeAll()
            })
            .disposed(by: disposeBag)
    }
}

final class CoinRepository {
    func coins() -> Observable<[String]> {
        RxAlamofire.requestData(.get, "https://example.com/coins")
            .map { _, data in [String(decoding: data, as: UTF8.self)] }
    }
}
```

`SearchModel.swift`:
```swift
final class SearchModel {
    private var searchCancellable: AnyCancellable?
    private var listCancellable: AnyCancellable?
    private var results: [String] = []
    private let names = ["mosh", "ssh"]

    func search(_ query: String) {
        searchCancellable = names.publisher
            .filter { $0.contains(query) }
            .reduce([String]()) { $0 + [$1] }
            .sink { found in self.results = found }
    }

    func refresh() {
        let listing = names.publisher
            .map { $0.uppercased() }
            .collect()
            .eraseToAnyPublisher()
        listCancellable = listing.sink { list in self.results = list }
    }
}
```

### An output the view model fills with a one-shot value

`transform()` returns the view model's `Output`, and the only `Output(…)` it builds fills `greeting`
with `.just(…)`: the screen's subscription gets one value and completes.

```swift
final class GreetingViewModel {
    struct Output {
        let greeting: Driver<String>
    }

    private let name: String

    init(name: String) { self.name = name }

    func transform() -> Output {
        Output(greeting: .just("Hello, " + name))
    }
}

final class GreetingViewController: UIViewController {
    private let viewModel = GreetingViewModel(name: "Ada")
    private let disposeBag = DisposeBag()
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform()
        output.greeting
            .drive(onNext: { text in
                self.label.text = text
            })
            .disposed(by: disposeBag)
    }
}
```

### Subscriptions that end with the owner's work

`CardsInteractor.swift`:
```swift
final class CardsInteractor: PresentableInteractor<CardsPresentable> {
    private var cancellables = Set<AnyCancellable>()
    private let repository: CardsRepository

    override func didBecomeActive() {
        super.didBecomeActive()
        repository.cards
            .sink { cards in self.presenter.update(cards) }
            .store(in: &cancellables)
        repository.limits
            .subscribe(onNext: { limits in self.presenter.update(limits) })
            .disposeOnDeactivate(interactor: self)
    }

    override func willResignActive() {
        super.willResignActive()
        cancellables.forEach { $0.cancel() }
    }
}
```

`CardsRepository.swift`:
```swift
protocol CardsRepository: AnyObject {
    var cards: AnyPublisher<[String], Never> { get }
    var limits: Observable<Int> { get }
}
```

### A bag emptied when the screen goes away, or by a method the project calls

The screen empties its bag in `viewWillDisappear`, which a pop runs; the updater's bag is emptied by
`cancelConnection()`, which its owner calls and which subscribes nothing again; the loader's, by
`update()`, which the module exports for its users to call.

`SitemapViewController.swift`:
```swift
final class SitemapViewController: UIViewController {
    private var trackerCancellables = Set<AnyCancellable>()
    private let tracker = NetworkTracker()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tracker.$status
            .sink { status in self.show(status) }
            .store(in: &trackerCancellables)
    }

    override func viewWillDisappear(_ animated: Bool) {
        trackerCancellables.removeAll()
        super.viewWillDisappear(animated)
    }

    func show(_ status: Int) {}
}

final class NetworkTracker {
    @Published var status = 0
}
```

`FeedUpdater.swift`:
```swift
final class FeedUpdater {
    private let trigger = PassthroughSubject<Void, Never>()
    private var connection = Set<AnyCancellable>()

    func connect() {
        trigger
            .sink { self.reload() }
            .store(in: &connection)
    }

    func cancelConnection() {
        connection = Set<AnyCancellable>()
    }

    func reload() {}
}

public final class FeedLoader {
    private let trigger = PassthroughSubject<Void, Never>()
    private var results = Set<AnyCancellable>()

    func load() {
        trigger
            .sink { self.reload() }
            .store(in: &results)
    }

    public func update() {
        results = Set<AnyCancellable>()
    }

    func reload() {}
}

final class FeedViewModel {
    private let updater = FeedUpdater()

    func viewDidDisappear() {
        updater.cancelConnection()
    }
}
```

### A bag emptied by the owner through the elements of a collection

The device screen keeps its service view models as `[any ServiceViewModel]` and calls `onDisconnect()`
on each when the link drops, which empties each one's bag: the call on `$0` reaches the heart-rate
view model through the protocol it adopts.

`ServiceViewModel.swift`:
```swift
protocol ServiceViewModel: AnyObject {
    func onDisconnect()
}

final class HeartRateViewModel: ServiceViewModel {
    private var cancellables = Set<AnyCancellable>()
    private let peripheral = Peripheral()
    private var rate = 0

    func listen() {
        peripheral.values
            .sink { value in self.rate = value }
            .store(in: &cancellables)
    }

    func onDisconnect() {
        cancellables.removeAll()
    }
}

final class Peripheral {
    let values = PassthroughSubject<Int, Never>()
}
```

`DeviceViewModel.swift`:
```swift
final class DeviceViewModel {
    private var serviceViewModels: [any ServiceViewModel] = []

    func linkDropped() {
        serviceViewModels.forEach {
            $0.onDisconnect()
        }
    }
}
```

### A bag emptied through a protocol the type adopts with an isolated conformance

`@MainActor ServiceViewModel` (an isolated conformance) still makes the heart-rate view model a
`ServiceViewModel`, so the device screen's `onDisconnect()` on each element reaches it and empties its bag.

`ServiceViewModel.swift`:
```swift
protocol ServiceViewModel: AnyObject {
    func onDisconnect()
}

final class HeartRateViewModel: @MainActor ServiceViewModel {
    private var cancellables = Set<AnyCancellable>()
    private let peripheral = Peripheral()
    private var rate = 0

    func listen() {
        peripheral.values
            .sink { value in self.rate = value }
            .store(in: &cancellables)
    }

    func onDisconnect() {
        cancellables.removeAll()
    }
}

final class Peripheral {
    let values = PassthroughSubject<Int, Never>()
}
```

`DeviceViewModel.swift`:
```swift
final class DeviceViewModel {
    private var serviceViewModels: [any ServiceViewModel] = []

    func linkDropped() {
        serviceViewModels.forEach {
            $0.onDisconnect()
        }
    }
}
```

### Events of a screen's controls, observed by an object that does not keep the screen

RxCocoa ends a control's events when the control is freed. The presenter keeps its view weakly and
the view returns its button's `rx.tap`; the view model's input is filled by the screen with its own
controls' events. When the screen goes away, its controls go too, and the subscriptions end, though
their closures keep the presenter and the view model.

`OnboardingPresenter.swift`:
```swift
protocol OnboardingViewProtocol: AnyObject {
    var skipTapped: Observable<Void> { get }
    var doneTapped: ControlEvent<Void>? { get }
}

final class OnboardingPresenter {
    private weak var view: OnboardingViewProtocol?
    private let disposeBag = DisposeBag()
    private let dispatcher = Dispatcher()

    init(view: OnboardingViewProtocol) { self.view = view }

    func onViewReady() {
        view?.skipTapped
            .subscribe(onNext: { _ in self.dispatcher.dispatch("skip") })
            .disposed(by: disposeBag)
        if let doneTapped = view?.doneTapped {
            doneTapped.subscribe { _ in self.dispatcher.dispatch("done") }.disposed(by: disposeBag)
        }
    }
}

final class OnboardingView: UIViewController, OnboardingViewProtocol {
    private let skipButton = UIButton()
    var presenter: OnboardingPresenter?

    var skipTapped: Observable<Void> {
        return skipButton.rx.tap.asObservable()
    }

    var doneTapped: ControlEvent<Void>? {
        if let button = navigationItem.rightBarButtonItem?.customView as? UIButton {
            return button.rx.tap
        }
        return nil
    }
}

final class Dispatcher {
    func dispatch(_ action: String) {}
}
```

`LanguagesViewModel.swift`:
```swift
final class LanguagesViewModel {
    struct Input {
        let allTrigger: Driver<Void>
        let selection: Driver<String>
    }

    private let disposeBag = DisposeBag()
    private var current: String?

    func transform(input: Input) {
        let allTriggered = input.allTrigger
        allTriggered.drive(onNext: { self.current = nil }).disposed(by: disposeBag)
        input.selection.drive(onNext: { language in self.current = language }).disposed(by: disposeBag)
    }
}

final class LanguagesViewController: UIViewController {
    private let viewModel = LanguagesViewModel()
    private let allButton = UIBarButtonItem()
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.transform(input: LanguagesViewModel.Input(allTrigger: allButton.rx.tap.asDriver(),
                                                            selection: tableView.rx.modelSelected(String.self).asDriver()))
    }
}
```

### An operator's closure on a screen's control events, in an object that does not keep the screen

The view model does not keep the screen, so its operators' closures (`do`, `map`) keep only the
view model: the button's taps still end when the screen goes away, and with them the subscription.

```swift
final class CodeViewModel {
    struct Input {
        let sendTapped: Driver<Void>
    }

    private let disposeBag = DisposeBag()
    private let reload = PublishRelay<Bool>()
    private var attempts: [Int] = []

    func transform(input: Input) {
        input.sendTapped
            .do(onNext: { self.attempts = [] })
            .map { true }
            .drive(reload)
            .disposed(by: disposeBag)
    }
}

final class CodeViewController: UIViewController {
    private let viewModel = CodeViewModel()
    private let sendButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.transform(input: CodeViewModel.Input(sendTapped: sendButton.rx.tap.asDriver()))
    }
}
```

### A subscription taken until another event

`takeUntil(viewWillDisappear)` or `take(until:)` another object's event ends the subscription, and
releases its closure, when that event fires.

```swift
final class CardSwipeViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let reader = CardReader()
    private let viewWillDisappear = PublishSubject<Void>()

    override func viewDidLoad() {
        super.viewDidLoad()
        reader.status
            .takeUntil(self.viewWillDisappear)
            .subscribe(onNext: { status in
                self.show(status)
            })
            .disposed(by: disposeBag)
        reader.errors
            .take(until: reader.rx.deallocated)
            .subscribe(onNext: { error in
                self.show(error)
            })
            .disposed(by: disposeBag)
    }

    func show(_ status: String) {}
}
```

### RxSwift's subscribe(with:)

```swift
final class AnnotationViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let menuTaps = PublishRelay<Void>()

    override func viewDidLoad() {
        super.viewDidLoad()
        menuTaps
            .subscribe(with: self, onNext: { `self`, _ in
                self.showSettings()
            })
            .disposed(by: disposeBag)
    }

    func showSettings() {}
}
```

### A weak-capture helper whose closure parameter is named self

A project helper such as `drive(weak:)` or `setFetch(weak:)` keeps the object weakly and hands it to
the closure as a parameter; a parameter named `self`, in parentheses or not, is not a capture.

```swift
final class AmountViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let presenter = AmountPresenter()

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.state
            .drive(weak: self) { (self, state) in
                self.render(state)
            }
            .disposed(by: disposeBag)
        presenter.taps
            .flatMap(weak: self) { self, _ in
                self.presenter.reload().map { self.render($0) }
            }
            .subscribe()
            .disposed(by: disposeBag)
    }

    func render(_ state: AmountState) {}
}
```

### A subscription kept in another object's bag or a local one

```swift
final class FeedViewController: UIViewController {
    private let viewModel = FeedViewModel()

    func bind(cell: FeedCell) {
        let bag = DisposeBag()
        viewModel.items
            .subscribe(onNext: { items in self.show(items) })
            .disposed(by: bag)
        viewModel.items
            .subscribe(onNext: { items in self.show(items) })
            .disposed(by: cell.disposeBag)
    }

    func show(_ items: [String]) {}
}
```

### A subscription in a property that self cancels when its work ends

The view model cancels the stored subscription in a method other than `deinit`, so it ends with
the work it was made for.

```swift
final class TotalsViewModel {
    @Published private var isConnected = false
    private var paymentOnConnection: AnyCancellable?

    func startPayment() {
        paymentOnConnection = $isConnected
            .filter { $0 }
            .sink { _ in self.collectPayment() }
    }

    func viewDidDisappear() {
        paymentOnConnection?.cancel()
    }

    func collectPayment() {}
}
```

### A stored closure that sets itself to nil when it runs

```swift
final class SupportCoordinator {
    private let chatSession = SupportChatSession()

    func start() {
        chatSession.onSessionEnded = {
            self.showSessionEnded()
            self.chatSession.onSessionEnded = nil
        }
    }

    func showSessionEnded() {}
}

final class SupportChatSession {
    var onSessionEnded: (() -> Void)?
}
```

### A subscription that cancels itself

The sink cancels the cancellable that keeps it once its work is done: the subscription ends and
releases its closure.

```swift
final class PlayerManager {
    private var pauseSubscription: AnyCancellable?
    private let status = PassthroughSubject<Bool, Never>()

    func observePause() {
        pauseSubscription = status
            .sink { isPaused in
                if isPaused {
                    self.deactivateSession()
                    self.pauseSubscription?.cancel()
                }
            }
    }

    func deactivateSession() {}
}
```

### A closure that replaces the object keeping it

When the closure runs, self lets go of the session that keeps it, and the closure goes with it.

```swift
final class UploadSession {
    var onExpire: (() -> Void)?
}

final class UploadCoordinator {
    private var session = UploadSession()
    private var expiries = 0

    func start() {
        session.onExpire = {
            self.expiries += 1
            self.session = UploadSession()
        }
        watch(onEnd: {
            self.session = UploadSession()
        })
    }

    func watch(onEnd: @escaping () -> Void) {
        session.onExpire = onEnd
    }
}
```

### An operation's completion block

Foundation sets `completionBlock` to nil once it has run.

```swift
class SyncOperation: Operation {}

final class ExportOperation: SyncOperation {
    var exported = 0
}

final class ExportCoordinator {
    private let queue = OperationQueue()
    private let cleanup = BlockOperation()
    private var pendingFlush: Operation?
    private var exports = 0

    func export() {
        let operation = ExportOperation()
        operation.completionBlock = {
            self.exports += operation.exported
        }
        let flush = BlockOperation {}
        pendingFlush = flush
        flush.completionBlock = { self.exports = 0 }
        cleanup.completionBlock = { self.exports = 0 }
        queue.addOperations([operation, flush, cleanup], waitUntilFinished: false)
    }
}
```

### An inner closure that inherits the outer closure's weak self

A closure without a capture list captures `self` the way the enclosing closure holds it: here the
weak reference of the outer `[weak self]`.

```swift
final class PickerCoordinator {
    private let onPick: (Int) -> Void
    init(onPick: @escaping (Int) -> Void) { self.onPick = onPick }
}

final class ScanCoordinator {
    private var picker: PickerCoordinator?
    private var openPicker: (() -> Void)?

    func start() {
        openPicker = { [weak self] in
            self?.picker = PickerCoordinator(onPick: { value in
                self?.handle(value)
                self?.picker = nil
            })
        }
    }

    private func handle(_ value: Int) {}
}
```

### A callback its keeper drops once it has run

The keeper takes the closure out of its property before calling it, so the cycle ends when the
work does.

`SyncEngine.swift`:
```swift
final class SyncEngine {
    var reportFinish: (() -> Void)?

    func finish() {
        let report = reportFinish
        reportFinish = nil
        report?()
    }
}
```

`LibraryCoordinator.swift`:
```swift
final class LibraryCoordinator {
    private let engine = SyncEngine()
    private var isSyncing = false

    func sync() {
        isSyncing = true
        engine.reportFinish = {
            self.isSyncing = false
        }
    }
}
```

### A completion dictionary whose entries run once and are removed

The router keeps each pop completion only until that screen is popped: it runs the entry and
removes it.

```swift
final class NavigationRouter {
    private let navigationController = UINavigationController()
    private var completions: [UIViewController: () -> Void] = [:]

    func push(_ screen: UIViewController, popCompletion: (() -> Void)? = nil) {
        if let completion = popCompletion {
            completions[screen] = completion
        }
        navigationController.pushViewController(screen, animated: true)
    }

    func didPop(_ screen: UIViewController) {
        guard let completion = completions[screen] else { return }
        completion()
        completions.removeValue(forKey: screen)
    }
}

final class SettingsCoordinator {
    private let router = NavigationRouter()
    private var children: [AnyObject] = []

    func showAbout() {
        let about = UIViewController()
        children.append(about)
        router.push(about) {
            self.children.removeAll { $0 === about }
        }
    }
}
```

### A queue of closures, each taken out of the queue to run

The pacer appends each closure to `pending`, and takes it out of the array (`removeFirst()`)
to run it: it holds the closure only until it runs, and the transport's cycle ends with it.

```swift
final class AckPacer {
    private let queue = DispatchQueue(label: "acks")
    private var pending: [() -> Void] = []

    func enqueue(_ send: @escaping () -> Void) {
        queue.async {
            self.pending.append(send)
            self.processNext()
        }
    }

    private func processNext() {
        guard !pending.isEmpty else { return }
        let send = pending.removeFirst()
        send()
    }
}

final class AckTransport {
    private let pacer = AckPacer()

    func sendReadReceipt(_ id: String) {
        pacer.enqueue { self.sendAck(id) }
    }

    func sendAck(_ id: String) {}
}
```

### A closure given to the call that made the object a subscription observes

`loader.load` calls its completion and returns a `Progress`; the subscriptions self keeps observe
the progress (`publisher(for:)`, alone or combined), new streams of that object, and their closures
capture nothing. The completion is no operator of those chains.

```swift
final class Loader {
    func load(completion: @escaping (URL?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        completion(nil)
        return progress
    }
}

final class ImagePickerManager: NSObject {
    let loader = Loader()
    var cancellables: Set<AnyCancellable> = []
    var result: URL?

    func process() {
        let progress = loader.load { url in
            self.result = url
        }
        progress.publisher(for: \.completedUnitCount)
            .sink { completed in
                print(completed)
            }
            .store(in: &cancellables)
    }

    func processVideo() {
        let progress = loader.load { url in
            self.result = url
        }
        Publishers.CombineLatest(
            progress.publisher(for: \.completedUnitCount),
            progress.publisher(for: \.totalUnitCount)
        )
        .sink { completed, total in
            print(completed, total)
        }
        .store(in: &cancellables)
    }
}
```

### A subscription whose completion handler ends it

The completion handler sets the cancellable to nil through `kill()`, or empties the bag that keeps
the subscription: when the work ends, the subscription goes, with every closure of its chain.

```swift
final class MoshCommand {
    private var connection: AnyCancellable?
    private var forwards = Set<AnyCancellable>()
    private let client = SSHClient()
    private var params = 0

    func start() {
        connection = client.connections
            .flatMap { self.bootstrap($0) }
            .sink(receiveCompletion: { _ in
                self.kill()
            }, receiveValue: { value in
                self.params = value
            })
        client.requests
            .flatMap { self.answer($0) }
            .sink(receiveCompletion: { _ in
                self.forwards = []
            }, receiveValue: { _ in })
            .store(in: &forwards)
    }

    func kill() {
        connection = nil
    }

    func bootstrap(_ value: Int) -> AnyPublisher<Int, Error> { client.connections.eraseToAnyPublisher() }
    func answer(_ value: Int) -> AnyPublisher<Int, Error> { client.requests.eraseToAnyPublisher() }
}

final class SSHClient {
    let connections = PassthroughSubject<Int, Error>()
    let requests = PassthroughSubject<Int, Error>()
}
```

### A closure on an object kept through a local, which lets go of it when it runs

Self keeps the group in `refreshGroup`, set from the local `group`; the group's completion sets
that property to nil, which frees the group and the closure with it.

```swift
final class AppsViewController {
    private var refreshGroup: RefreshGroup?

    func refresh() {
        let group = RefreshGroup()
        group.completionHandler = { results in
            self.show(results)
            self.refreshGroup = nil
        }
        self.refreshGroup = group
    }

    func show(_ results: [String]) {}
}

final class RefreshGroup {
    var completionHandler: (([String]) -> Void)?
}
```

### A callback run once and dropped by the code that keeps it or stores it

The session keeps the handler it is given in a property, runs it once and sets it to nil; the
manager runs the session's callback and sets it to nil in its own code, on a session found in a list
(only `SessionInfo` declares an `onDeactivated`).

`SessionInfo.swift`:
```swift
final class SessionInfo {
    private var pendingHandler: (() -> Void)?
    var onDeactivated: (() -> Void)?

    func setDidFinish(_ block: @escaping () -> Void) {
        pendingHandler = block
    }

    func fireDidFinish() {
        if let handler = pendingHandler {
            handler()
            pendingHandler = nil
        }
    }
}
```

`SessionManager.swift`:
```swift
final class SessionManager {
    private let session = SessionInfo()
    private var sessions: [SessionInfo] = []
    private var finished = 0

    func handleBackground() {
        session.setDidFinish {
            self.finished += 1
        }
    }

    func deactivate(then work: @escaping () -> Void) {
        session.onDeactivated = {
            self.finished += 1
            work()
        }
    }

    func statusDidChange(_ identifier: String) {
        guard let changed = sessions.first(where: { $0 === session }) else { return }
        changed.onDeactivated?()
        changed.onDeactivated = nil
    }
}
```

### Tests

The test runner keeps every test case object for the whole run anyway.

```swift
final class LoginViewModelTests: XCTestCase {
    private var viewModel: LoginViewModel!
    private var didFinish = false

    override func setUp() {
        viewModel = LoginViewModel()
        viewModel.onFinish = {
            self.didFinish = true
        }
    }
}

final class LoginViewModel {
    var onFinish: (() -> Void)?
}
```

### A mocks module

Files in a folder whose name ends in `Mocks` (a `CoreMocks` module of test doubles) are test code,
like those in `…Tests`.

`App/Keychain.swift`:
```swift
protocol KeychainStoring: AnyObject {
    func save(_ data: Data, for key: String)
}
```

`CoreMocks/KeychainRecorderProvider.swift`:
```swift
public final class KeychainRecorder: KeychainStoring {
    var onSave: (() -> Void)?
    var savedKeys: [String] = []
    func save(_ data: Data, for key: String) { onSave?() }
}

public final class KeychainRecorderProvider {
    private var keychain: KeychainRecorder?

    func setUp() {
        let keychain = KeychainRecorder()
        keychain.onSave = {
            keychain.savedKeys.append("key")
        }
        self.keychain = keychain
    }
}
```

### A module of test doubles

Files in a folder whose name ends in `TestSupport` or `TestSupports` (a `NetworkTestSupports`
module that only the tests import), or ends in `TestHelpers`, or is named `Testing`, are test code.

`App/Transport.swift`:
```swift
protocol Transport: AnyObject {
    func send(_ data: Data, completion: @escaping (Data?) -> Void)
}
```

`NetworkTestSupports/TransportRecorder.swift`:
```swift
public final class PendingSend {
    private let completion: () -> Void
    init(completion: @escaping () -> Void) { self.completion = completion }
}

public final class TransportRecorder: Transport {
    private var pending: PendingSend?
    private var sent: [Data] = []

    public func send(_ data: Data, completion: @escaping (Data?) -> Void) {
        pending = PendingSend {
            self.sent.append(data)
        }
    }
}
```

### A test double that keeps the closure

The app's service runs the completion once; only the test target's mock keeps it, and test doubles
never stand in for the app's objects.

`HomeCoordinator.swift`:
```swift
protocol PermissionAsking {
    func requestPermission(completion: @escaping () -> Void)
}

final class PermissionService: PermissionAsking {
    func requestPermission(completion: @escaping () -> Void) {
        DispatchQueue.main.async { completion() }
    }
}

final class HomeCoordinator {
    private let permissions: PermissionAsking
    init(permissions: PermissionAsking) { self.permissions = permissions }

    func askForNotifications() {
        permissions.requestPermission { self.refresh() }
    }

    private func refresh() {}
}
```

`AppTests/RecordingPermissions.swift`:
```swift
@testable import App

final class RecordingPermissions: PermissionAsking {
    var receivedCompletion: (() -> Void)?
    func requestPermission(completion: @escaping () -> Void) {
        receivedCompletion = completion
    }
}
```

### A singleton that lives as long as the app

```swift
final class KeyboardService {
    static let shared = KeyboardService()
    private var cancellables = Set<AnyCancellable>()
    private(set) var isShown = false

    private init() {
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .sink { _ in self.isShown = true }
            .store(in: &cancellables)
    }
}
```

### Objects the application delegate keeps, and what they keep once

The app delegate keeps the app coordinator in a property it sets once; the coordinator keeps the
search coordinator, built through a local in its initializer; a static property of the app
delegate keeps the updater. Each lives as long as the app.

`AppDelegate.swift`:
```swift
final class AppDelegate: NSObject, NSApplicationDelegate {
    static let updater = Updater()
    private var coordinator: AppCoordinator?

    func applicationDidFinishLaunching(_ notification: Notification) {
        coordinator = AppCoordinator()
    }
}
```

`AppCoordinator.swift`:
```swift
final class AppCoordinator {
    private var cancellables = Set<AnyCancellable>()
    private let search: SearchCoordinator
    private var query = ""

    init() {
        let search = SearchCoordinator()
        self.search = search
        search.$query.sink { value in self.query = value }.store(in: &cancellables)
    }
}

final class SearchCoordinator {
    @Published var query = ""
    var onChange: (() -> Void)?

    func start() {
        onChange = { self.query = "" }
    }
}

final class Updater {
    private var cancellables = Set<AnyCancellable>()
    private let checks = PassthroughSubject<Void, Never>()

    init() {
        checks.sink { self.check() }.store(in: &cancellables)
    }

    func check() {}
}
```

### A Factory container's singleton and cached registrations

Factory's `.singleton` and `.cached` scopes hand every resolution the same object, kept by the
container.

```swift
extension Container {
    var chatStore: Factory<ChatStore> {
        Factory(self) { ChatStore() }.scope(.singleton)
    }

    var feedStore: Factory<FeedStore> {
        Factory(self) { FeedStore() }
            .scope(.cached)
    }
}

final class ChatStore {
    private var cancellables = Set<AnyCancellable>()
    private let messages = PassthroughSubject<String, Never>()
    private var last = ""

    init() {
        messages.sink { value in self.last = value }.store(in: &cancellables)
    }
}

final class FeedStore {
    var onRefresh: (() -> Void)?
    private var count = 0

    func start() {
        onRefresh = { self.count += 1 }
    }
}
```

### A global environment, a container singleton and the SwiftUI app's state object

`App.swift`:
```swift
var Current = AppEnvironment()

final class AppEnvironment {
    lazy var matter: () -> Void = { [self] in self.reset() }
    func reset() {}
}

final class APSAssembly: Assembly {
    func assemble(container: Container) {
        container.register(APSManager.self) { r in BaseAPSManager(resolver: r) }.inObjectScope(.container)
    }
}

final class BaseAPSManager: APSManager {
    private var lifetime = Set<AnyCancellable>()
    private let loops = PassthroughSubject<Void, Never>()

    init(resolver: Resolver) {
        loops.sink { self.loop() }.store(in: &lifetime)
    }

    func loop() {}
}

@main
struct WikiApp: App {
    @StateObject private var navigation = NavigationViewModel()

    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

final class NavigationViewModel: ObservableObject {
    private var cancellables = Set<AnyCancellable>()
    @Published var current = 0

    init() {
        $current.sink { _ in self.save() }.store(in: &cancellables)
    }

    func save() {}
}
```

### The state of the view the SwiftUI app's scene shows

Only the App struct's scene builds the root view, in a branch of its content: SwiftUI keeps the
view's `@StateObject` while the scene shows it, so there is one model for the app's run.

```swift
@main
struct ReaderApp: App {
    @State private var isReady = false

    var body: some Scene {
        WindowGroup {
            if isReady {
                RootView()
            } else {
                SplashView(onFinish: { isReady = true })
            }
        }
    }
}

struct SplashView: View {
    let onFinish: () -> Void

    var body: some View { Text("Loading") }
}

struct RootView: View {
    @StateObject private var model = RootModel()

    var body: some View { Text(model.title) }
}

final class RootModel: ObservableObject {
    @Published var title = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        NotificationCenter.default.publisher(for: .libraryDidChange)
            .sink { _ in self.reload() }
            .store(in: &cancellables)
    }

    func reload() {}
}
```

### Objects the system makes once per process

A watch extension's delegate and an app extension's principal object (a file provider, a packet
tunnel provider) live as long as their process, as an application delegate does, and so does
what they keep in a property set once.

```swift
final class ExtensionDelegate: NSObject, WKExtensionDelegate {
    private(set) lazy var loopManager = LoopManager()
}

final class LoopManager {
    var onTick: (() -> Void)?
    private var ticks = 0

    init() {
        onTick = { self.ticks += 1 }
    }
}

final class FileProviderExtension: NSFileProviderExtension {
    private var cancellables = Set<AnyCancellable>()
    private let changes = PassthroughSubject<Void, Never>()

    override init() {
        super.init()
        changes.sink { self.signalChanges() }.store(in: &cancellables)
    }

    func signalChanges() {}
}
```

### A base class built only as subclasses that live as long as the app

The project never builds `XPCService` itself; its one subclass is kept by a file-scope global. The
test target's fake subclass does not stand in for the app's objects.

`main.swift`:
```swift
let service = TunnelService()
```

`AppTests/FakeService.swift`:
```swift
import XCTest

final class FakeService: XPCService {}
```

`XPCService.swift`:
```swift
class XPCService: NSObject {
    var onInvalidate: (() -> Void)?
    private var connections = 0

    override init() {
        super.init()
        onInvalidate = { self.connections = 0 }
    }
}

final class TunnelService: XPCService {}
```

### A storyboard's initial screen, read back as the window's root

The project never builds the split view controller: the storyboard makes it as the window's root,
and no code replaces that root.

```swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let split = window?.rootViewController as? MainSplitViewController
        split?.prepare()
    }
}

final class MainSplitViewController: UISplitViewController {
    var onReady: (() -> Void)?

    func prepare() {
        onReady = { self.showDetail() }
    }

    func showDetail() {}
}
```

### The initial screen of a storyboard app

Xcode's storyboard app: the application delegate sets no root, and the storyboard makes the one
view controller beside it, which no code builds, as the window's root for the whole run.

`AppDelegate.swift`:
```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
```

`ViewController.swift`:
```swift
final class ViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let reports = PassthroughSubject<String, Never>()

    override func viewDidLoad() {
        super.viewDidLoad()
        reports.sink { report in self.show(report) }.store(in: &cancellables)
    }

    func show(_ report: String) {}
}
```

### An app-lifetime object built again only for a preview

A preview wrapper's copy is a stand-in: the app's own object is the one its coordinator keeps.

```swift
final class AppDelegate: NSObject, NSApplicationDelegate {
    private let coordinator = AppCoordinator()
}

final class AppCoordinator {
    let search: SearchCoordinator

    init() {
        search = SearchCoordinator()
    }
}

final class SearchCoordinator {
    var onChange: (() -> Void)?
    private var query = ""

    func start() {
        onChange = { self.query = "" }
    }
}

struct SearchViewPreviewWrapper: View {
    @State private var coordinator = SearchCoordinator()

    var body: some View { Text("Search") }
}
```

### An object a container's lazy task returns, and what its initializer's default argument makes

A `Task` keeps the value its body returns for as long as the task is kept, and the container's
lazy property keeps the task: one telemetry service per container, which the application delegate
keeps. The service's initializer makes its notifier by a default argument and stores it in a
property only initializers set: one notifier per service. Each lives as long as the app.

```swift
final class AppDelegate: NSObject, UIApplicationDelegate {
    let container = Container()
}

final class Container {
    private lazy var telemetryTask = Task {
        await TelemetryService()
    }

    func telemetry() async -> TelemetryService {
        await telemetryTask.value
    }
}

final class TelemetryService {
    private let notifier: EventNotifier
    private var cancellables = Set<AnyCancellable>()
    private var count = 0

    init(notifier: EventNotifier = .init()) async {
        self.notifier = notifier
        NotificationCenter.default.publisher(for: .changed)
            .sink { _ in self.count += 1 }
            .store(in: &cancellables)
    }
}

final class EventNotifier {
    private var cancellables = Set<AnyCancellable>()
    private var last: Notification?

    init() {
        NotificationCenter.default.publisher(for: .changed)
            .sink(receiveValue: changed)
            .store(in: &cancellables)
    }

    private func changed(_ notification: Notification) {
        last = notification
    }
}
```

### An app-lifetime object built again only in `#Preview` and a static preview

The canvas runs a `#Preview` body, and only previews read a static `preview`: the stores they
build are stand-ins, and the app's own store is the one the application delegate keeps.

```swift
final class AppDelegate: NSObject, UIApplicationDelegate {
    let store = InboxStore()
}

final class InboxStore {
    @Published var unread = 0
    private var cancellables = Set<AnyCancellable>()
    private var badge = ""

    init() {
        $unread.sink { count in self.badge = "\(count)" }.store(in: &cancellables)
    }
}

final class InboxModel {
    let store: InboxStore

    init(store: InboxStore) {
        self.store = store
    }
}

extension InboxModel {
    static var preview: InboxModel { InboxModel(store: InboxStore()) }
}

#Preview {
    InboxView(store: InboxStore())
}
```

### The SwiftUI app started by the project's own main type

The app struct carries no `@main`: the project's `@main` type starts it after its own setup. It
keeps its data for the app's life all the same.

```swift
@main
enum Main {
    static func main() {
        VMApp.main()
    }
}

struct VMApp: App {
    let data: VMData

    init() {
        let data = VMData()
        self.data = data
    }

    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

final class VMData: ObservableObject {
    @Published var machines: [String] = []
    private var listener: AnyCancellable?

    init() {
        listener = $machines.sink { _ in self.save() }
    }

    func save() {}
}
```

### Coordinators and a screen made once through lazy properties and builders

The scene delegate's lazy app coordinator comes from a builder, through a local in the body of its
initial value; the app coordinator's lazy tab and chat coordinators come from the same builder (the
static `DeepLinks.chat()` is another type's method, not a second call of the builder's `chat`), and
the tab coordinator's lazy screen from the body of its initial value. A lazy property is worked out once
per object, and each owner here is made once, so each object lives as long as the app.

`SceneDelegate.swift`:
```swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    private lazy var builder = CoordinatorBuilder()
    private lazy var appCoordinator: AppCoordinator = {
        let coordinator = builder.app()
        return coordinator
    }()
}

final class CoordinatorBuilder {
    func app() -> AppCoordinator { AppCoordinator(builder: self) }
    func tabs() -> TabCoordinator { TabCoordinator() }
    func chat() -> ChatCoordinator { ChatCoordinator(links: DeepLinks.chat()) }
}

struct DeepLinks {
    static func chat() -> DeepLinks { DeepLinks() }
}
```

`Coordinators.swift`:
```swift
final class AppCoordinator {
    private let builder: CoordinatorBuilder
    private lazy var tabCoordinator = builder.tabs()
    private lazy var chatCoordinator = builder.chat()

    init(builder: CoordinatorBuilder) { self.builder = builder }
}

final class ChatCoordinator {
    private let links: DeepLinks
    var onClose: (() -> Void)?
    private var isOpen = true

    init(links: DeepLinks) { self.links = links }

    func start() {
        onClose = { self.isOpen = false }
    }
}

final class TabCoordinator {
    private var cancellables = Set<AnyCancellable>()
    private let badges = PassthroughSubject<Int, Never>()
    private var count = 0
    private lazy var chatScreen: ChatViewController = {
        ChatViewController()
    }()

    func start() {
        badges.sink { value in self.count = value }.store(in: &cancellables)
    }
}

final class ChatViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let messages = PassthroughSubject<String, Never>()
    private var last = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        messages.sink { value in self.last = value }.store(in: &cancellables)
    }
}
```

### The root RIB and the child it attaches once

The scene delegate keeps the root router that the root builder returns. The root router attaches
its home child once, from `didLoad` (which the RIBs runtime calls once per router), and never
detaches a child; the home builder's interactor is kept by the router it is given to. Each is
made once per process and lives as long as the app.

`SceneDelegate.swift`:
```swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var launchRouter: LaunchRouting?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let window = UIWindow()
        self.window = window
        let launchRouter = RootBuilder(dependency: AppComponent()).build()
        self.launchRouter = launchRouter
        launchRouter.launch(from: window)
    }
}
```

`Root.swift`:
```swift
final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController, homeBuilder: HomeBuilder(dependency: dependency))
    }
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    private let homeBuilder: HomeBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, homeBuilder: HomeBuildable) {
        self.homeBuilder = homeBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    override func didLoad() {
        super.didLoad()
        routeToHome()
    }

    private func routeToHome() {
        let home = homeBuilder.build(withListener: interactor)
        attachChild(home)
        viewController.show(home.viewControllable)
    }
}
```

`Home.swift`:
```swift
protocol HomeBuildable: Buildable {
    func build(withListener listener: HomeListener) -> ViewableRouting
}

final class HomeBuilder: Builder<HomeDependency>, HomeBuildable {
    func build(withListener listener: HomeListener) -> ViewableRouting {
        let viewController = HomeViewController()
        let interactor = HomeInteractor(presenter: viewController)
        interactor.listener = listener
        return HomeRouter(interactor: interactor, viewController: viewController)
    }
}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable> {}

final class HomeInteractor: PresentableInteractor<HomePresentable> {
    weak var listener: HomeListener?
    private let disposeBag = DisposeBag()
    private let refresh = PublishSubject<Void>()

    override func didBecomeActive() {
        super.didBecomeActive()
        refresh.subscribe(onNext: { self.reload() }).disposed(by: disposeBag)
    }

    func reload() {}
}
```

### A child built once in the initializers of routers made once, however deep

The scene delegate keeps the root router, which attaches the tabs once from `didLoad`; the tabs
router's initializer builds the profile child into a `let`, and the profile router's initializer
builds the sign-in child into a `let`. Each is made once per process, however many builders,
interactors and routers lie between the screen and the scene delegate, and whichever class is asked
about first (`Auth.swift` comes before `Root.swift`).

`Auth.swift`:
```swift
final class AuthBuilder: Builder<AuthDependency> {
    func build() -> ViewableRouting {
        let viewController = AuthViewController()
        let interactor = AuthInteractor(presenter: viewController)
        return AuthRouter(interactor: interactor, viewController: viewController)
    }
}

final class AuthRouter: ViewableRouter<AuthInteractable, AuthViewControllable> {}

final class AuthViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let taps = PublishSubject<Void>()

    override func viewDidLoad() {
        super.viewDidLoad()
        taps.subscribe(onNext: { self.showLogin() }).disposed(by: disposeBag)
    }

    func showLogin() {}
}
```

`Profile.swift`:
```swift
final class ProfileBuilder: Builder<ProfileDependency> {
    func build() -> ViewableRouting {
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(presenter: viewController)
        return ProfileRouter(interactor: interactor, viewController: viewController, authBuilder: AuthBuilder(dependency: dependency))
    }
}

final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable> {
    private let auth: ViewableRouting

    init(interactor: ProfileInteractable, viewController: ProfileViewControllable, authBuilder: AuthBuilder) {
        auth = authBuilder.build()
        super.init(interactor: interactor, viewController: viewController)
    }

    override func didLoad() {
        super.didLoad()
        attachChild(auth)
    }
}
```

`Root.swift`:
```swift
final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController, tabsBuilder: TabsBuilder(dependency: dependency))
    }
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    private let tabsBuilder: TabsBuilder
    private var tabs: ViewableRouting?

    init(interactor: RootInteractable, viewController: RootViewControllable, tabsBuilder: TabsBuilder) {
        self.tabsBuilder = tabsBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    override func didLoad() {
        super.didLoad()
        attachTabs()
    }

    private func attachTabs() {
        let tabs = tabsBuilder.build()
        self.tabs = tabs
        attachChild(tabs)
        viewController.show(tabs.viewControllable)
    }
}
```

`SceneDelegate.swift`:
```swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var launchRouter: LaunchRouting?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let window = UIWindow()
        self.window = window
        let launchRouter = RootBuilder(dependency: AppComponent()).build()
        self.launchRouter = launchRouter
        launchRouter.launch(from: window)
    }
}
```

`Tabs.swift`:
```swift
final class TabsBuilder: Builder<TabsDependency> {
    func build() -> ViewableRouting {
        let viewController = TabsViewController()
        let interactor = TabsInteractor(presenter: viewController)
        return TabsRouter(interactor: interactor, viewController: viewController, profileBuilder: ProfileBuilder(dependency: dependency))
    }
}

final class TabsRouter: ViewableRouter<TabsInteractable, TabsViewControllable> {
    private let profile: ViewableRouting

    init(interactor: TabsInteractable, viewController: TabsViewControllable, profileBuilder: ProfileBuilder) {
        profile = profileBuilder.build()
        super.init(interactor: interactor, viewController: viewController)
    }

    override func didLoad() {
        super.didLoad()
        attachChild(profile)
    }
}
```

### An object made once under a test of the property that keeps it

A tap runs `didTapPlay()` any number of times, but it makes the player only while `player` is nil,
and nothing sets it back: one player per app-lifetime coordinator.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let coordinator = PlayerCoordinator()
}

final class PlayerCoordinator {
    private var player: PlayerController?

    @objc func didTapPlay() {
        if player == nil {
            player = PlayerController()
        }
        player?.play()
    }
}

final class PlayerController {
    private var cancellables = Set<AnyCancellable>()
    private let progress = PassthroughSubject<Double, Never>()
    private var position = 0.0

    init() {
        progress.sink { value in self.position = value }.store(in: &cancellables)
    }

    func play() {}
}
```

### An object set once by a private method, beside namesakes elsewhere

The app controller sets `alerts` in a private `setup()`, which only its own `launch(application:)`
calls, once at launch. The other file's `setup()` and `launch(from:)`, on receivers of unknown
type, cannot be calls of these: a private method is called only from its own file, and
`launch(from:)` has other labels. The alert presenter lives as long as the app.

`AppController.swift`:
```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let controller = AppController()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        controller.launch(application: application)
        return true
    }
}

final class AppController {
    private var alerts: AlertPresenter?

    func launch(application: UIApplication) {
        setup()
    }

    private func setup() {
        alerts = AlertPresenter()
    }
}

final class AlertPresenter {
    var onHide: (() -> Void)?
    private var isShown = false

    func show() {
        isShown = true
        onHide = { self.isShown = false }
    }
}
```

`Screens.swift`:
```swift
final class ListViewController: UIViewController {
    private let rows = Rows.make()

    override func viewDidLoad() {
        super.viewDidLoad()
        rows.first?.setup()
        Router.shared.current().launch(from: view.window)
    }
}
```

### Two apps' application delegates, each setting its own router once

One repository holds two apps, each with its own `AppDelegate` in its own folder, and each sets its
`router` once at launch. In Swift these are two types: an assignment in one app's folder sets only
that app's delegate's property, so each delegate's router is set once, and the router, made only
there, lives as long as the app.

`Sportsbook/AppDelegate.swift`:
```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var router: Router!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        router = Router()
        return true
    }
}
```

`Showcase/AppDelegate.swift`:
```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var router: Router!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        router = Router()
        return true
    }
}
```

`Shared/Router.swift`:
```swift
final class Router {
    private var cancellables = Set<AnyCancellable>()
    private let maintenance = PassthroughSubject<Bool, Never>()
    private var isInMaintenance = false

    init() {
        maintenance.sink { value in self.isInMaintenance = value }.store(in: &cancellables)
    }
}
```

### Launch screens in the tabs of the window's root

At launch, the application delegate sets a tab bar controller, made in a local, as its window's
root, and fills its tabs with a navigation controller around the chats screen and the settings
screen. UIKit's containers keep their root and their tabs, the window keeps its root, and nothing
sets that root again: each screen is made once and lives as long as the app.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        let tabs = UITabBarController()
        window.rootViewController = tabs
        tabs.viewControllers = [UINavigationController(rootViewController: ChatsViewController()), SettingsViewController()]
        window.makeKeyAndVisible()
        return true
    }
}

final class ChatsViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let unread = PassthroughSubject<Int, Never>()
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        unread.sink { value in self.count = value }.store(in: &cancellables)
    }
}

final class SettingsViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let theme = PassthroughSubject<String, Never>()
    private var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        theme.sink { value in self.name = value }.store(in: &cancellables)
    }
}
```

### The main screen that the launch screen pushes once under a hidden bar

The scene delegate's window keeps a navigation controller around the launch screen, which hides
the bar and pushes the main screen once when it loads. With the bar hidden UIKit shows no back
button and does not start the swipe, and neither screen pops or pushes again: the main screen is
made once and lives as long as the app.

```swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = UINavigationController(rootViewController: LaunchViewController())
        window?.makeKeyAndVisible()
    }
}

final class LaunchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.setNavigationBarHidden(true, animated: false)
        showHome()
    }

    private func showHome() {
        navigationController?.pushViewController(HomeViewController(), animated: false)
    }
}

final class HomeViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let news = PassthroughSubject<String, Never>()

    override func viewDidLoad() {
        super.viewDidLoad()
        news.sink { value in self.title = value }.store(in: &cancellables)
    }
}
```

### A child that the window's root embeds once

The window's root embeds the home screen as a child view controller when it loads, and never
removes a child: the child is made once and lives as long as the app.

```swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = ShellViewController()
        window?.makeKeyAndVisible()
    }
}

final class ShellViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let home = HomeViewController()
        addChild(home)
        view.addSubview(home.view)
        home.didMove(toParent: self)
    }
}

final class HomeViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let news = PassthroughSubject<String, Never>()

    override func viewDidLoad() {
        super.viewDidLoad()
        news.sink { value in self.title = value }.store(in: &cancellables)
    }
}
```

### A struct factory's screen, set as the window's root through a local

The screen factory is a struct: its `makeChats()` adds no "once" of its own, but its one call runs
at launch, and the navigation controller around the screen is the window's root, which nothing
replaces.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let factory = ScreenFactory()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        let chats = factory.makeChats()
        window.rootViewController = UINavigationController(rootViewController: chats)
        window.makeKeyAndVisible()
        return true
    }
}

struct ScreenFactory {
    func makeChats() -> UIViewController {
        ChatsViewController()
    }
}

final class ChatsViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let unread = PassthroughSubject<Int, Never>()
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        unread.sink { value in self.count = value }.store(in: &cancellables)
    }
}
```

### An object handed to a framework object that a singleton keeps

The singleton's initializer wraps the disk cache in a library's `MemoryCache`, which keeps it: the
disk cache is made once, with the singleton, and lives as long as the app.

```swift
final class ConnectionService {
    static let instance = ConnectionService()
    private let cache: MemoryCache

    init() {
        cache = MemoryCache(store: DiskCache(name: "dns"))
    }
}

enum AccountEvents {
    static let changes = PassthroughSubject<String, Never>()
}

final class DiskCache {
    private var cancellable: AnyCancellable?
    private var account = ""

    init(name: String) {
        cancellable = AccountEvents.changes.sink { value in self.account = value }
    }
}
```

### Launch screens wrapped in an enum before they reach the tabs

The launch code wraps the two navigation controllers in an enum value, then gives the tab bar
controller the enum's list of screens. The navigation controllers reach the tabs through a local
that wraps them, in code that runs once: each screen is made once and lives as long as the app.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        let tabs = UITabBarController()
        window.rootViewController = tabs
        let chats = UINavigationController(rootViewController: ChatsViewController())
        let account = UINavigationController(rootViewController: AccountViewController())
        let tabScreens: TabScreens = .navigationControllers(chats, account)
        tabs.setViewControllers(tabScreens.all, animated: false)
        window.makeKeyAndVisible()
        return true
    }
}

enum TabScreens {
    case navigationControllers(UINavigationController, UINavigationController)

    var all: [UIViewController] {
        switch self {
        case let .navigationControllers(left, right): return [left, right]
        }
    }
}

final class ChatsViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let unread = PassthroughSubject<Int, Never>()
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        unread.sink { value in self.count = value }.store(in: &cancellables)
    }
}

final class AccountViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let balance = PassthroughSubject<Int, Never>()
    private var amount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        balance.sink { value in self.amount = value }.store(in: &cancellables)
    }
}
```

### A cycle built by a method that runs once per process

The application delegate starts the connectivity service that its repository registered, once, at
launch; the settings screen makes a temporary service of the same class that never starts
observing. Objects of the class are made more than once, but `startObserving()` runs once per
process: it builds one cycle, on one object that the repository keeps anyway.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let repository = Repository()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let connectivity = repository.service(of: "connectivity") as? Connectivity
        connectivity?.startObserving()
        return true
    }
}

final class Repository {
    private var services: [String: AnyObject] = [:]

    init() {
        services["connectivity"] = Connectivity()
    }

    func service(of id: String) -> AnyObject? { services[id] }
}

final class Reachability {
    var listener: ((Bool) -> Void)?
}

final class Connectivity {
    private let reachability = Reachability()
    var isOnline = false

    func startObserving() {
        reachability.listener = { online in self.isOnline = online }
    }
}

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = Connectivity().isOnline ? "online" : "offline"
    }
}
```

### A value computed when the closure is made

`roomID` is read once, when the closure is created; the closure keeps the string, not self.

```swift
final class LocationSharingViewModel {
    private var cancellables = Set<AnyCancellable>()
    private let room: Room
    private let sessions = PassthroughSubject<[String: Int], Never>()

    init(room: Room) {
        self.room = room
        sessions
            .map { [roomID = room.id] sessions in sessions[roomID] != nil }
            .sink { [weak self] isSharing in self?.update(isSharing) }
            .store(in: &cancellables)
    }

    func update(_ isSharing: Bool) {}
}
```

### A struct owner

```swift
struct FormState {
    var onChange: (() -> Void)?

    mutating func observe() {
        onChange = { print(self) }
    }
}
```

### FIXME: a root's completion that the router only runs when the root is popped

The router runs each completion when its screen is popped and removes it, so navlint takes it
as run once; but a root screen is never popped, and the root's completion keeps the
coordinator that keeps the router. This is missed and should trigger.

```swift
final class NavigationRouter {
    private var completions: [UIViewController: () -> Void] = [:]

    func setRootModule(_ screen: UIViewController, popCompletion: (() -> Void)? = nil) {
        if let popCompletion = popCompletion {
            completions[screen] = popCompletion
        }
    }

    func didPop(_ screen: UIViewController) {
        guard let completion = completions[screen] else { return }
        completion()
        completions.removeValue(forKey: screen)
    }
}

final class VerificationCoordinator {
    private let router = NavigationRouter()
    private var children: [AnyObject] = []

    func start() {
        let root = UIViewController()
        children.append(root)
        router.setRootModule(root) {
            self.children.removeAll { $0 === root }
        }
    }
}
```

### FIXME: a view's computed stream, subscribed into its presenter's bag

`cellTapped` is computed: each read builds a new chain whose `map` closure keeps the view. The
presenter, which the view keeps, subscribes to it and keeps the subscription in its own bag, so
view, presenter and bag keep each other. navlint does not follow a chain returned from a computed
property to the code that subscribes to it, so this is missed and should trigger.

```swift
protocol ItemDetailViewProtocol: AnyObject {
    var cellTapped: Observable<String?> { get }
}

final class ItemDetailPresenter {
    weak var view: ItemDetailViewProtocol?
    private let disposeBag = DisposeBag()

    init(view: ItemDetailViewProtocol) { self.view = view }

    func onViewReady() {
        view?.cellTapped
            .subscribe(onNext: { [weak self] title in self?.copy(title) })
            .disposed(by: disposeBag)
    }

    func copy(_ title: String?) {}
}

final class ItemDetailView: UIViewController, ItemDetailViewProtocol {
    var presenter: ItemDetailPresenter?
    @IBOutlet weak var tableView: UITableView!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        presenter = ItemDetailPresenter(view: self)
    }

    var cellTapped: Observable<String?> {
        return tableView.rx.itemSelected.map { path in
            self.tableView.cellForRow(at: path)?.textLabel?.text
        }
    }
}
```

"""#,
        "interactive-pop-disabled": #"""
# interactive-pop-disabled

**Default severity:** warning · **Category:** navigation

Reports code that turns off the swipe-back gesture, `interactivePopGestureRecognizer?.isEnabled =
false` (through any receiver chain, or a local bound to the recognizer), in a type that never turns
it back on. The gesture belongs to the navigation controller, so turning it back on counts from the
type's ancestors and subclasses too, and, for a navigation controller subclass that turns off its
own gesture, from a base class of screens that turns it back on through its `navigationController`.
Also reported: a type that makes itself the gesture's delegate
(`interactivePopGestureRecognizer?.delegate = self`) and whose `gestureRecognizerShouldBegin(_:)`
only ever returns `false`, reported at that `false`. A veto that depends on something (the stack,
the screen on top) is a decision, not a blanket disable, and is left alone; so is one that the type
hands back as its screen goes away (the gesture's delegate set to another object in
`viewWillDisappear(_:)` or `viewDidDisappear(_:)`).

Not reported either: turning the gesture off for a screen whose pop would cost nothing. That is a
screen with nothing to pop back to (a window's root, or the only screen of a navigation controller
made for it), or the last screen of its stack (its code pushes nothing) that no flow object keeps a
record of: it is no RIB's view (a `ViewControllable`), whatever makes it is no RIBs router, adds no child to a child collection and is in none,
keeps no stored reference to it, and, when it is no screen, keeps no navigation controller that it
pushes more screens onto. Such a line, on a success or result screen whose exits dismiss the flow
or replace the window's root, blocks going back on purpose; a pop could leave nothing stale, so the
rule stays silent rather than reporting a note.

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

## Fix

`navlint --fix` changes nothing for this rule: re-enabling swipe-back is only safe once the pop
releases the child, which needs a flush path.

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

### A navigation controller whose screens' base class never turns it back on

The twin of the non-triggering base-class example: the base class of the screens sets up their bar
but leaves the gesture alone, so every screen on this controller loses swipe-back.

`StackNavigationController.swift`:
```swift
class StackNavigationController: UINavigationController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

`StackScreen.swift`:
```swift
class StackScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.isHidden = false
    }
}

final class ProfileScreen: StackScreen {}

enum Stacks {
    static func makeProfile() -> UIViewController {
        StackNavigationController(rootViewController: ProfileScreen())
    }
}
```

### A helper on every view controller that turns it back on

An extension of `UIViewController` is no base class of the screens: its helper turns the gesture
back on only where it is called, and nothing calls it on this screen's navigation controller.

`LockScreen.swift`:
```swift
final class LockScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

`UIViewController+Swipe.swift`:
```swift
extension UIViewController {
    func enableSwipeBack() {
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

### A screen made a window's root in one place and pushed in another

`WelcomeViewController.swift`:
```swift
final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

`AppRouter.swift`:
```swift
final class AppRouter {
    private let window: UIWindow
    private let navigationController: UINavigationController

    init(window: UIWindow, navigationController: UINavigationController) {
        self.window = window
        self.navigationController = navigationController
    }

    func showWelcomeAsRoot() {
        window.rootViewController = WelcomeViewController()
    }

    func showWelcomeAgain() {
        let welcome = WelcomeViewController()
        navigationController.pushViewController(welcome, animated: true)
    }
}
```

### The root of its own navigation controller, which then pushes

The screen is only ever the root of a navigation controller made for it, but it pushes a detail
screen onto that controller: the gesture has a pop to make.

```swift
final class AlbumViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }

    func openPhoto() {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}

enum Albums {
    static func makeAlbum() -> UIViewController {
        UINavigationController(rootViewController: AlbumViewController())
    }
}
```

### A screen made a window's root in one place and returned by a factory's `.init()` in another

The factory's `.init()` builds the screen its declared result names, and the screen it returns is pushed.

`IntroViewController.swift`:
```swift
final class IntroViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

`IntroRouter.swift`:
```swift
final class IntroRouter {
    private let window: UIWindow
    private let navigationController: UINavigationController

    init(window: UIWindow, navigationController: UINavigationController) {
        self.window = window
        self.navigationController = navigationController
    }

    func showIntroAsRoot() {
        window.rootViewController = IntroViewController()
    }

    func showIntroAgain() {
        navigationController.pushViewController(makeIntro(), animated: true)
    }

    private func makeIntro() -> IntroViewController {
        .init()
    }
}
```

### The last screen of its flow, whose child a coordinator's child list holds

The receipt screen ends its stack, but it is made by a coordinator that the checkout coordinator
keeps in its child list: a swipe-back would leave that child coordinator in the list, and turning
the gesture off hides the leak.

```swift
protocol Coordinator: AnyObject {}

final class ReceiptViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}

final class ReceiptCoordinator: Coordinator {
    private unowned let screen: UIViewController

    init(screen: UIViewController) {
        self.screen = screen
    }

    func start() {
        screen.navigationController?.pushViewController(ReceiptViewController(), animated: true)
    }
}

final class CheckoutCoordinator: Coordinator {
    private var childCoordinators: [Coordinator] = []

    func showReceipt(from screen: UIViewController) {
        let child = ReceiptCoordinator(screen: screen)
        childCoordinators.append(child)
        child.start()
    }
}
```

### The last screen of a RIB

The screen is a RIB's view: whatever builds it, the parent router that shows it has attached its
router, and a swipe-back would leave that child attached.

```swift
protocol ReceiptViewControllable: ViewControllable {}

final class ReceiptRIBViewController: UIViewController, ReceiptViewControllable {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}

final class ReceiptBuilder {
    func build() -> ReceiptViewControllable {
        ReceiptRIBViewController()
    }
}
```

### A flow that keeps its stack and pushes more screens on it

The flow object keeps the navigation controller and pushes every screen of the sign-in flow onto
it: the screens pushed after the sign-in screen lose swipe-back too.

```swift
final class SignInViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}

final class SignUpViewController: UIViewController {}

final class AuthFlow {
    private let navigationController = UINavigationController()

    func showSignIn() {
        navigationController.pushViewController(SignInViewController(), animated: true)
    }

    func showSignUp() {
        navigationController.pushViewController(SignUpViewController(), animated: true)
    }
}
```

### Turned off on a pushed screen that pushes more

The screen that turns the gesture off for the screen it pushed also shows the next one; the
pushed screen itself opens another screen by a helper told to push.

```swift
final class SeedScreen: UIViewController {
    func didConfirm() {
        let screen = NameScreen()
        navigationController?.pushViewController(screen, animated: true)
        ↓screen.navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}

final class NameScreen: UIViewController {
    func didName() {
        open(PasscodeScreen(), by: .push)
    }
}

final class PasscodeScreen: UIViewController {}

enum Transition { case push, present }

extension UIViewController {
    func open(_ screen: UIViewController, by transition: Transition) {
        switch transition {
        case .push: navigationController?.pushViewController(screen, animated: true)
        case .present: present(screen, animated: true)
        }
    }
}
```

### FIXME: a flow that blocks going back on purpose, in an app with nothing above its screens

This app keeps no router, coordinator or child collection: the pop has nothing to leave behind, and
the last screen of a modal flow blocks going back by design (Done dismisses the whole flow). It
should not trigger, but a project fact that tells it apart would also silence screens that turn the
gesture off for every later screen of a shared stack.

```swift
final class RepairSummaryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
        ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }

    @objc private func done() {
        navigationController?.dismiss(animated: true)
    }
}
```

### FIXME: a launch stack turned off as it is made, whose next screen ends it

The container makes the loading screen the root of a navigation controller and turns swipe-back off
on it; the loading screen's coordinator later pushes the home screen, and keeps no record of it.
The gesture is off so that home cannot go back to loading: no flow object above the screens would
go stale. It should not trigger, but what is pushed comes from a factory closure, so "the screens
pushed on this stack are each the last of it" is not a fact navlint can state.

```swift
final class LoadingViewController: UIViewController {}

final class LoadingCoordinator {
    private unowned let screen: LoadingViewController
    private let makeHome: () -> UIViewController

    init(screen: LoadingViewController, makeHome: @escaping () -> UIViewController) {
        self.screen = screen
        self.makeHome = makeHome
    }

    func showHome() {
        screen.navigationController?.pushViewController(makeHome(), animated: false)
    }
}

final class AppContainer {
    func makeLoading() -> UIViewController {
        let screen = LoadingViewController()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.setNavigationBarHidden(true, animated: false)
        ↓navigation.interactivePopGestureRecognizer?.isEnabled = false
        return navigation
    }
}
```

## Non-triggering

### A screen that is only ever a window's root

Its only maker sets it as the window's root view controller, through a helper: it has no
navigation controller, so the line does nothing.

`OnboardingViewController.swift`:
```swift
final class OnboardingViewController: UIViewController {
    var startsFromLocalAuth = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

`AppRouter.swift`:
```swift
enum AppRouter {
    static func showOnboarding(startsFromLocalAuth: Bool) {
        let controller = OnboardingViewController()
        controller.startsFromLocalAuth = startsFromLocalAuth
        transition(to: controller)
    }

    private static func transition(to controller: UIViewController) {
        guard let window = UIApplication.shared.windows.first else { return }
        window.rootViewController = controller
        UIView.animate(withDuration: 0.3) { fadeIn(controller: controller) }
    }

    private static func fadeIn(controller: UIViewController) {
        controller.view.alpha = 1
    }
}
```

### A screen that is only ever the root of its own navigation controller

Every maker makes a navigation controller for it with the screen as its only screen
(`viewControllers = [screen]` or `rootViewController:`) and presents it; nothing pushes onto that
controller, and the screen pushes nothing: there is no pop for the gesture to make, and it is turned
off so that the page swipes are not taken for back swipes.

```swift
final class MediaPageViewController: UIPageViewController, UIViewControllerTransitioningDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        // The page view controller's own pages, not a navigation stack.
        setViewControllers([UIViewController()], direction: .forward, animated: false)
    }
}

final class MediaGalleryNavigationController: UINavigationController {}

enum MediaGallery {
    static func makeDetail() -> UIViewController {
        let page = MediaPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let navigationController = MediaGalleryNavigationController()
        navigationController.viewControllers = [page]
        navigationController.modalPresentationStyle = .fullScreen
        navigationController.transitioningDelegate = page
        return navigationController
    }

    static func makeSingle() -> UIViewController {
        let page = MediaPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        return UINavigationController(rootViewController: page)
    }
}

final class ConversationViewController: UIViewController {
    func openMedia(single: Bool) {
        present(single ? MediaGallery.makeSingle() : MediaGallery.makeDetail(), animated: true)
    }
}
```

### The last screen of its stack, which no flow object keeps

The signing screen pushes the receipt and turns swipe-back off on it, so that the user cannot go
back to signing. The receipt shows nothing after itself (Done dismisses the whole modal), and what
makes it keeps no record of it: no child list, no attached child, no stored reference. A pop would
leave nothing stale, and no later screen on that stack loses the gesture, so there is nothing to
report (a note would only repeat a design choice).

```swift
final class ReceiptScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc private func done() {
        navigationController?.dismiss(animated: true)
    }
}

final class SigningScreen: UIViewController {
    func didSign() {
        let receipt = ReceiptScreen()
        navigationController?.pushViewController(receipt, animated: true)
        receipt.navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

### The last screen turns the gesture off itself, pushed by an object that keeps nothing

The result screen closes its flow on its own; the object that pushes it does so onto the
navigation controller of a screen it is handed, and keeps neither that stack nor the screen.

```swift
final class TransferResultScreen: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            self?.dismiss(animated: true)
        }
    }
}

final class TransferScreens {
    func showResult(from screen: UIViewController) {
        screen.navigationController?.pushViewController(TransferResultScreen(), animated: true)
    }
}
```

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

### Re-enabled on the shared navigation controller by the screens' base class

The navigation controller turns swipe-back off, and so does one screen; the base class of the
screens turns it back on, through the navigation controller they are shown on, as each one loads.
The gesture is off only until the next screen of that kind appears.

`AppNavigationController.swift`:
```swift
class AppNavigationController: UINavigationController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

`BaseScreen.swift`:
```swift
class BaseScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }
}

final class SettingsScreen: BaseScreen {}

final class PinScreen: BaseScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}

enum Launcher {
    static func makeRoot() -> UIViewController {
        AppNavigationController(rootViewController: SettingsScreen())
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

### A veto handed back when the screen goes away

The screen vetoes swipe-back only while it shows, and gives the gesture back to the navigation
controller's own delegate as it disappears.

```swift
final class SpinnerViewController: UIViewController, UIGestureRecognizerDelegate {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        navigationController?.interactivePopGestureRecognizer?.delegate = navigationController as? MainNavigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return false
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

### A method named like the delegate's, with an argument label

`gestureRecognizerShouldBegin(gestureRecognizer:)` is not the delegate method
`gestureRecognizerShouldBegin(_:)`: UIKit never calls it, and the swipe stays on.

```swift
final class IntroViewController: UIViewController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(gestureRecognizer: UIGestureRecognizer) -> Bool {
        return false
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
closures assigned to it, a value sent into a subject or relay to the closures subscribed to it,
through an observer handed out for the subject (`Input(close: closeSubject.asObserver())`) and
through a method that returns the subject's stream to callers that chain `do(onNext:)` or a
subscription on it) up to six methods deep, across files, until it finds a `detachChild`, a
`deactivate()`, a removal from a child collection (`childCoordinators`, `children`…), or a method
whose body is not in the project and whose name says it ends the screen (`detach…`, `didPop…`,
`didClose…`, `didFinish…`, `didTapBack…`, `…DidFinish`, `removeChild…`). Where the search stops
(six methods deep), such a name still counts only when the project holds no implementation of the
method: the implementations it holds are read for what they release themselves. The finding is at
the `isMovingFromParent`/`isBeingDismissed` check when the call sits inside one, otherwise at the
call.

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

## Fix

`navlint --fix` changes nothing for this rule: moving the release to the flush path changes where
navigation is handled.

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

### An appearance event sent to the interactor, whose handler detaches

The view sends its events to the interactor as actions; the handler of `.viewWillAppear` detaches
the child that the screen pushed. It also runs when a swipe-back from that child starts and is
cancelled, and when a modal closes. Reported at the call that sends the event.

`ChatListViewController.swift`:
```swift
final class ChatListViewController: UIViewController, ChatListPresentable {
    weak var listener: ChatListPresentableListener?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓listener?.send(.viewWillAppear)
    }
}
```

`ChatListInteractor.swift`:
```swift
enum ChatListAction {
    case viewWillAppear
    case refresh
}

protocol ChatListPresentableListener: AnyObject {
    func send(_ action: ChatListAction)
}

final class ChatListInteractor: PresentableInteractor<ChatListPresentable>, ChatListPresentableListener {
    weak var router: ChatListRouting?

    func send(_ action: ChatListAction) {
        switch action {
        case .viewWillAppear:
            router?.detachChatRoom()
        case .refresh:
            break
        }
    }
}

protocol ChatListRouting: ViewableRouting {
    func detachChatRoom()
}

final class ChatListRouter: ViewableRouter<ChatListInteractable, ChatListViewControllable>, ChatListRouting {
    private var chatRoom: ViewableRouting?

    func detachChatRoom() {
        guard let chatRoom else { return }
        detachChild(chatRoom)
        self.chatRoom = nil
    }
}
```

### A disappearance relayed through a subject the interactor subscribes to

`PlaylistViewController.swift`:
```swift
final class PlaylistViewController: UIViewController, PlaylistPresentable {
    let disappeared = PassthroughSubject<Void, Never>()

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        ↓disappeared.send(())
    }
}
```

`PlaylistInteractor.swift`:
```swift
protocol PlaylistPresentable: Presentable {
    var disappeared: PassthroughSubject<Void, Never> { get }
}

final class PlaylistInteractor: PresentableInteractor<PlaylistPresentable> {
    weak var listener: PlaylistListener?
    private var cancellables = Set<AnyCancellable>()

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.disappeared
            .sink { [weak self] in self?.listener?.detachPlaylist() }
            .store(in: &cancellables)
    }
}

protocol PlaylistListener: AnyObject {
    func detachPlaylist()
}
```

### A disappearance sent into a subject's observer that ends the coordinator's stream

The view model hands the screen an observer of its subject; the child coordinator returns the
subject's stream from `start()`, and the parent releases the child when that stream sends a value.

`SourceViewController.swift`:
```swift
final class SourceViewController: UIViewController {
    let viewModel: SourceViewModel

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        ↓viewModel.input.close.onNext(())
    }
}
```

`SourceViewModel.swift`:
```swift
final class SourceViewModel {
    struct Input {
        let close: AnyObserver<Void>
    }

    let input: Input
    let closeSubject = PublishSubject<Void>()

    init() {
        input = Input(close: closeSubject.asObserver())
    }
}
```

`Coordinators.swift`:
```swift
class Coordinator<ResultType> {
    let identifier = UUID()
    private var childCoordinators = [UUID: Any]()

    func coordinate<T>(to coordinator: Coordinator<T>) -> Observable<T> {
        childCoordinators[coordinator.identifier] = coordinator
        return coordinator.start()
            .do(onNext: { [weak self] _ in self?.childCoordinators[coordinator.identifier] = nil })
    }

    func start() -> Observable<ResultType> {
        fatalError("start() must be overridden")
    }
}

final class SourceCoordinator: Coordinator<Void> {
    let navigationController: UINavigationController

    override func start() -> Observable<Void> {
        let viewModel = SourceViewModel()
        navigationController.pushViewController(SourceViewController(viewModel: viewModel), animated: true)
        let didClose = viewModel.closeSubject
        return didClose.take(1)
    }
}
```

### An appearance event sent to a ReactorKit reactor, whose mutation detaches

The interactor is a ReactorKit `Reactor`: the view's event goes into the reactor's `action`
stream, and the `.viewWillAppear` clause of `mutate(action:)` detaches the child.

`LoginGateViewController.swift`:
```swift
final class LoginGateViewController: UIViewController, LoginGatePresentable {
    weak var listener: LoginGatePresentableListener?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓listener?.sendAction(.viewWillAppear)
    }
}
```

`LoginGateInteractor.swift`:
```swift
enum LoginGateAction {
    case viewWillAppear
    case loginTapped
}

protocol LoginGatePresentableListener: AnyObject {
    func sendAction(_ action: LoginGateAction)
}

final class LoginGateInteractor: PresentableInteractor<LoginGatePresentable>, LoginGatePresentableListener, Reactor {
    typealias Action = LoginGateAction
    enum Mutation {}
    struct State {}

    let initialState = State()
    weak var router: LoginGateRouting?

    func sendAction(_ action: LoginGateAction) {
        self.action.on(.next(action))
    }

    func mutate(action: LoginGateAction) -> Observable<Mutation> {
        switch action {
        case .viewWillAppear:
            router?.detachLogin()
        case .loginTapped:
            router?.attachLogin()
        }
        return .empty()
    }
}
```

`LoginGateRouter.swift`:
```swift
protocol LoginGateRouting: ViewableRouting {
    func attachLogin()
    func detachLogin()
}

final class LoginGateRouter: ViewableRouter<LoginGateInteractable, LoginGateViewControllable>, LoginGateRouting {
    private var login: ViewableRouting?

    func attachLogin() {
        let login = loginBuilder.build(withListener: interactor)
        self.login = login
        attachChild(login)
        viewController.uiviewController.navigationController?.pushViewController(login.viewControllable.uiviewController, animated: true)
    }

    func detachLogin() {
        guard let login else { return }
        detachChild(login)
        self.login = nil
    }
}
```

### A closure the initializer's caller passes, which removes the child

The screen keeps a closure its initializer is given; the only caller passes one that removes the
child coordinator. The call of the closure property leads to that closure, whatever its name.

`PinViewController.swift`:
```swift
final class PinViewController: UIViewController {
    private let onBack: () -> Void

    init(onBack: @escaping () -> Void) {
        self.onBack = onBack
        super.init(nibName: nil, bundle: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if ↓isMovingFromParent {
            onBack()
        }
    }
}
```

`SettingsCoordinator.swift`:
```swift
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
}

final class SettingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showPin() {
        let pin = PinCoordinator()
        childCoordinators.append(pin)
        let screen = PinViewController(onBack: { [weak self, weak pin] in
            self?.childCoordinators.removeAll { $0 === pin }
        })
        navigationController.pushViewController(screen, animated: true)
    }
}
```

### A finishing call six methods deep, whose implementation detaches

The release is found at the search's depth: the screen's appearance runs a stored block, a
progress bar's completion, three presenter methods, then the delegate's `didFinishBack()`. Its one
implementation in the project detaches the child, so the call is reported.

`SlideViewController.swift`:
```swift
final class SlideViewController: UIViewController {
    var presenter: SlidePresenter?
    private let progressBar = ProgressBar()
    private var onAppear: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        progressBar.completion = { [weak self] in
            self?.presenter?.finishedSegment()
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓onAppear?()
    }

    func animateProgress() {
        onAppear = { [weak self] in
            self?.progressBar.animate()
            self?.onAppear = nil
        }
    }
}

final class ProgressBar: UIView {
    var completion: (() -> Void)?
    var segment = 0

    func animate() {
        guard segment >= 0 else {
            completion?()
            return
        }
        segment -= 1
    }
}
```

`SlidePresenter.swift`:
```swift
protocol SlideNavigationDelegate: AnyObject {
    func didFinishBack()
}

final class SlidePresenter {
    weak var navigationDelegate: SlideNavigationDelegate?
    private var part = 0

    func finishedSegment() {
        part -= 1
        advance()
    }

    private func advance() {
        if part < 0 {
            showPreviousSlide()
        }
    }

    private func showPreviousSlide() {
        navigationDelegate?.didFinishBack()
        part = 0
    }
}
```

`SlidesRouter.swift`:
```swift
final class SlidesRouter: ViewableRouter<SlidesInteractable, SlidesViewControllable>, SlideNavigationDelegate {
    private var slide: ViewableRouting?

    func didFinishBack() {
        guard let slide else { return }
        detachChild(slide)
        self.slide = nil
    }
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

### A coordinator asked to remove itself from its own children

The screen belongs to the list coordinator itself, not to a child: `didFinish(coordinator:)` with
the coordinator as its own argument finds nothing to remove.

```swift
final class BeerDetailViewController: UIViewController {
    private let coordinator: BeerListCoordinator

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent {
            coordinator.didFinish(coordinator: coordinator)
        }
    }
}

class BaseCoordinator {
    var childCoordinators: [BaseCoordinator] = []

    func didFinish(coordinator: BaseCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}

final class BeerListCoordinator: BaseCoordinator {}
```

### A child added on appearance that may end itself when it starts

`showToast()` adds a toast child and starts it. `child` is typed by the `Coordinator` protocol, so
`child.start()` could be any coordinator's, and the alert coordinator's `start()` removes itself.
But whatever a child just added does when it starts is that child ending itself: adding it ends
no child the screen had.

```swift
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var parent: Coordinator? { get set }
    func start()
}

extension Coordinator {
    func addChildAndStart(_ child: Coordinator) {
        childCoordinators.append(child)
        child.parent = self
        child.start()
    }

    func removeFromParent() {
        parent?.childCoordinators.removeAll { $0 === self }
    }
}

final class ToastCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    func start() {}
}

final class AlertCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    func start() { removeFromParent() }
}

final class ListCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    func start() { addChildAndStart(AlertCoordinator()) }
    func showToast() { addChildAndStart(ToastCoordinator()) }
}

final class ListViewController: UIViewController {
    weak var coordinator: ListCoordinator?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        coordinator?.showToast()
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

### A call on a receiver of unknown type

The loader's type is not in the project, so its `refresh()` is not the coordinator's `refresh()`
that removes a child: a call is followed only into the methods of its receiver's type (`self`'s
for an unqualified call).

```swift
final class FeedViewController: UIViewController {
    private let loader = makeFeedLoader()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loader.refresh()
    }
}

final class SettingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func refresh() {
        childCoordinators.removeAll()
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

### A framework call named like a release, and a data source's own children

`Task.detached` starts a task: a method of a type outside the project releases no child, whatever
its name says. The fetcher's `children` is its own data, not a child collection: it is neither a
router nor a coordinator, and it declares that array itself.

`LibraryViewController.swift`:
```swift
final class LibraryViewController: UIViewController {
    private let fetcher = BookmarkFetcher()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        fetcher.performFetch()
        Task.detached { [weak self] in
            await self?.refreshCovers()
        }
    }

    private func refreshCovers() async {}
}
```

`BookmarkFetcher.swift`:
```swift
final class BookmarkFetcher {
    private var children = [Bookmark]()

    func performFetch() {
        children.removeAll()
        children.append(contentsOf: store.bookmarks(in: parentFolder))
    }
}
```

### An observer unregistered when the screen appears

The screen takes itself off a hub's observers before registering again: `detach(observer:)`
releases no child, router or screen, whatever it is called.

`ConnectionHub.swift`:
```swift
protocol ConnectionObserver: AnyObject {}

final class ConnectionHub {
    static let shared = ConnectionHub()
    private var observers: [ConnectionObserver] = []

    func attach(observer: ConnectionObserver) {
        observers.append(observer)
    }

    func detach(observer: ConnectionObserver) {
        observers.removeAll { $0 === observer }
    }
}
```

`PendingActionViewController.swift`:
```swift
final class PendingActionViewController: UIViewController, ConnectionObserver {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ConnectionHub.shared.detach(observer: self)
        ConnectionHub.shared.attach(observer: self)
    }
}
```

### An app extension's own screen ending its session

The system shows the credential provider's screen as the whole extension: no navigation
controller of the app holds it and no pop removes it. When it disappears, the AutoFill session is
over, and tearing the session's flow down there stands in for no pop.

`CredentialProviderViewController.swift`:
```swift
final class CredentialProviderViewController: ASCredentialProviderViewController {
    private var coordinator: AutoFillCoordinator?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        coordinator?.cleanup()
    }
}
```

`AutoFillCoordinator.swift`:
```swift
final class AutoFillCoordinator {
    private var childCoordinators: [Coordinator] = []

    func cleanup() {
        childCoordinators.removeAll()
    }
}
```

### An interactor paused while its screen is hidden, in another file

The presenter deactivates the screen's own interactor on disappear and activates it again on
appear: nothing is released for good.

`CardDetailsViewController.swift`:
```swift
final class CardDetailsViewController: UIViewController {
    private let presenter: ScreenPresenter

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        presenter.viewDidDisappear()
    }
}
```

`ScreenPresenter.swift`:
```swift
class ScreenPresenter {
    private let interactable: Interactable

    func viewWillAppear() {
        interactable.activate()
    }

    func viewDidDisappear() {
        interactable.deactivate()
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

### An appearance event whose own clause does not release

The handler's `.close` clause detaches, but the screen sends `.refresh` when it appears: only the
clause for that case runs.

`FeedViewController.swift`:
```swift
final class FeedViewController: UIViewController, FeedPresentable {
    weak var listener: FeedPresentableListener?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        listener?.handle(.refresh)
    }
}
```

`FeedInteractor.swift`:
```swift
enum FeedEvent {
    case refresh
    case close
}

protocol FeedPresentableListener: AnyObject {
    func handle(_ event: FeedEvent)
}

final class FeedInteractor: PresentableInteractor<FeedPresentable>, FeedPresentableListener {
    weak var router: FeedRouting?

    func handle(_ event: FeedEvent) {
        switch event {
        case .refresh:
            presenter.showLoading()
        case .close:
            router?.detachStory()
        }
    }
}

protocol FeedRouting: ViewableRouting {
    func detachStory()
}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable>, FeedRouting {
    private var story: ViewableRouting?

    func detachStory() {
        guard let story else { return }
        detachChild(story)
        self.story = nil
    }
}
```

### A finishing closure from the initializer's only caller, which releases nothing

The closure property's name says it finishes something, but its only value, given where the
screen is made, hides an overlay window: no child is released.

`FlashViewController.swift`:
```swift
final class FlashViewController: UIViewController {
    private let didFinishFlashing: () -> Void

    init(didFinishFlashing: @escaping () -> Void) {
        self.didFinishFlashing = didFinishFlashing
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.3, animations: { self.view.alpha = 0 }, completion: { _ in
            self.didFinishFlashing()
        })
    }
}
```

`FlashPresenter.swift`:
```swift
final class FlashPresenter {
    private var window: UIWindow?

    func flash() {
        let screen: FlashViewController = .init(didFinishFlashing: { [weak self] in
            self?.window?.isHidden = true
            self?.window = nil
        })
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = screen
        window?.makeKeyAndVisible()
    }
}
```

### A finishing call six methods deep, whose implementation only turns the page

The same chain, but the delegate's one implementation in the project shows the previous page or
closes the pager: nothing is kept or released. The name `didFinishBack` counts only when the
project holds no implementation of it; this deep, the implementations are read for what they
release themselves.

`SlideViewController.swift`:
```swift
final class SlideViewController: UIViewController {
    var presenter: SlidePresenter?
    private let progressBar = ProgressBar()
    private var onAppear: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        progressBar.completion = { [weak self] in
            self?.presenter?.finishedSegment()
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }

    func animateProgress() {
        onAppear = { [weak self] in
            self?.progressBar.animate()
            self?.onAppear = nil
        }
    }
}

final class ProgressBar: UIView {
    var completion: (() -> Void)?
    var segment = 0

    func animate() {
        guard segment >= 0 else {
            completion?()
            return
        }
        segment -= 1
    }
}
```

`SlidePresenter.swift`:
```swift
protocol SlideNavigationDelegate: AnyObject {
    func didFinishBack()
}

final class SlidePresenter {
    weak var navigationDelegate: SlideNavigationDelegate?
    private var part = 0

    func finishedSegment() {
        part -= 1
        advance()
    }

    private func advance() {
        if part < 0 {
            showPreviousSlide()
        }
    }

    private func showPreviousSlide() {
        navigationDelegate?.didFinishBack()
        part = 0
    }
}
```

`SlidesPagerPresenter.swift`:
```swift
final class SlidesPagerPresenter: SlideNavigationDelegate {
    weak var view: SlidesPagerView?
    private var previous: UIViewController?

    func didFinishBack() {
        if let previous {
            view?.show(previous)
        } else {
            view?.close()
        }
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

Also reported: a flush owner made the delegate of its own stack (`child.root.delegate = child` when
a child is started) where owners of its kind build children on their own stack (`TopicCoordinator(navigationController: root)`),
so a child takes the delegate from its parent, unless the owner also clears it (reported there) or
is made the delegate in a second place (taking it back).

Fine: an owner setting itself on a stack of its own; a forwarding or multicast proxy (its navigation callbacks call on to
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

## Fix

`navlint --fix` changes nothing for this rule: forwarding the callbacks through the flush owner
changes how the screen talks to it.

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

    init(navigationController: UINavigationController) {
        super.init()
        navigationController.delegate = self
    }

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

    init(navigationController: UINavigationController) {
        super.init()
        navigationController.delegate = self
    }

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

    init(navigationController: UINavigationController) {
        super.init()
        navigationController.delegate = self
    }

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

    init(navigationController: UINavigationController) {
        super.init()
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        for (screen, flow) in flows where !navigationController.viewControllers.contains(screen) {
            childCoordinators.removeAll { $0 === flow }
        }
    }
}
```

### A subclass overriding the delegate that still hands each one to super

The overriding setter logs and passes the new value on: `super.delegate = newValue` replaces the
flush router as before.

`StyledNavigationController.swift`:
```swift
final class StyledNavigationController: UINavigationController, UINavigationControllerDelegate {
    override var delegate: UINavigationControllerDelegate? {
        get { super.delegate }
        set {
            print("delegate set")
            super.delegate = newValue
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        ↓delegate = self
    }
}
```

`FlowRouter.swift`:
```swift
final class FlowRouter: NSObject, UINavigationControllerDelegate {
    private var flows: [UIViewController: Coordinator] = [:]
    private var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        super.init()
        navigationController.delegate = self
    }

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

### A child flush owner clearing the delegate it took over

The photos coordinator takes the library's stack over while it runs (it is a flush owner too), then
sets the delegate to nil instead of handing it back: the library's `didShow` never runs again.

```swift
final class LibraryCoordinator: NSObject, UINavigationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        navigationController.delegate = self
    }

    func showPhotos() {
        let photos = PhotosCoordinator(navigationController: navigationController)
        childCoordinators.append(photos)
        photos.start()
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        childCoordinators.removeAll { !navigationController.viewControllers.contains($0.rootViewController) }
    }
}

final class PhotosCoordinator: NSObject, UINavigationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.delegate = self
    }

    func finish() {
        ↓navigationController.delegate = nil
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        childCoordinators.removeAll { !navigationController.viewControllers.contains($0.rootViewController) }
    }
}
```

### A child started as the delegate of the stack it shares with its parent

`start(_:)` makes every child the delegate of its own `root`, but the topic child is built on the
home coordinator's `root`: it takes the delegate from its parent, and once it finishes and is freed
the weak delegate is nil, so the parent's `didShow` never removes a child again.

`BaseCoordinator.swift`:
```swift
class BaseCoordinator: NSObject, UINavigationControllerDelegate {
    var childCoordinators: [BaseCoordinator] = []
    weak var parentCoordinator: BaseCoordinator?
    let root: UINavigationController

    init(navigationController: UINavigationController) {
        self.root = navigationController
    }

    func start() {}

    func start(_ child: BaseCoordinator) {
        childCoordinators.append(child)
        ↓child.root.delegate = child
        child.parentCoordinator = self
        child.start()
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard navigationController.viewControllers.count == 1 else { return }
        parentCoordinator?.childDidFinish(self)
    }

    func childDidFinish(_ child: BaseCoordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
```

`HomeCoordinator.swift`:
```swift
final class HomeCoordinator: BaseCoordinator {
    func showTopic() {
        start(TopicCoordinator(navigationController: root))
    }
}

final class TopicCoordinator: BaseCoordinator {
    override func start() {
        root.pushViewController(TopicViewController(), animated: true)
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

### Each child started as the delegate of a stack of its own

The same `start(_:)`, but every child gets a navigation controller made for it, which it presents:
no parent's stack changes hands.

`BaseCoordinator.swift`:
```swift
class BaseCoordinator: NSObject, UINavigationControllerDelegate {
    var childCoordinators: [BaseCoordinator] = []
    weak var parentCoordinator: BaseCoordinator?
    let root: UINavigationController

    init(navigationController: UINavigationController) {
        self.root = navigationController
    }

    func start() {}

    func start(_ child: BaseCoordinator) {
        childCoordinators.append(child)
        child.root.delegate = child
        child.parentCoordinator = self
        child.start()
        root.present(child.root, animated: true)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard navigationController.viewControllers.count == 1 else { return }
        parentCoordinator?.childDidFinish(self)
    }

    func childDidFinish(_ child: BaseCoordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
```

`HomeCoordinator.swift`:
```swift
final class HomeCoordinator: BaseCoordinator {
    func showTopic() {
        start(TopicCoordinator(navigationController: UINavigationController()))
    }
}

final class TopicCoordinator: BaseCoordinator {
    override func start() {
        root.pushViewController(TopicViewController(), animated: true)
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

### A subclass whose delegate setter keeps each delegate aside

The subclass overrides `delegate`: its setter installs a multicast proxy as `super.delegate` and
appends every assigned delegate to the proxy's list, so `delegate = self` adds a listener and the
flush router still hears every didShow.

`StyledNavigationController.swift`:
```swift
private final class MulticastNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var delegates: [UINavigationControllerDelegate] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        delegates.forEach { $0.navigationController?(navigationController, didShow: viewController, animated: animated) }
    }
}

final class StyledNavigationController: UINavigationController, UINavigationControllerDelegate {
    private let proxy = MulticastNavigationDelegate()

    override var delegate: UINavigationControllerDelegate? {
        get { super.delegate }
        set {
            super.delegate = proxy
            if let newValue { proxy.delegates.append(newValue) }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }
}
```

`FlowRouter.swift`:
```swift
final class FlowRouter: NSObject, UINavigationControllerDelegate {
    private var flows: [UIViewController: Coordinator] = [:]
    private var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        super.init()
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        for (screen, flow) in flows where !navigationController.viewControllers.contains(screen) {
            childCoordinators.removeAll { $0 === flow }
        }
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

### A coordinator given a stack made for it

Every creator hands the gallery a navigation controller made right there: no flush owner was its
delegate, so nothing is replaced.

```swift
final class GalleryCoordinator {
    private let navigationController: UINavigationController
    private let zoomTransition = ZoomTransitionController()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.delegate = zoomTransition
    }
}

final class ZoomTransitionController: NSObject, UINavigationControllerDelegate {}

final class AppCoordinator {
    var childCoordinators: [Coordinator] = []

    func showGallery(from presenter: UIViewController) {
        let gallery = GalleryCoordinator(navigationController: UINavigationController())
        childCoordinators.append(gallery)
        gallery.start()
    }
}

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

## Fix

`navlint --fix` changes nothing for this rule: choosing the object that keeps the delegate is a
design decision.

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

### A local returned to the caller

The function's result hands the delegate on, alone, in a tuple or array, or in a value built with
it; the caller keeps it.

```swift
final class ScreenFactory {
    private var kept: (GalleryNavigationFlush, UINavigationController)?

    func makeNavigation() -> (GalleryNavigationFlush, UINavigationController) {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let flush = GalleryNavigationFlush()
        navigationController.delegate = flush
        return (flush, navigationController)
    }

    func makeFlushes(for navigationController: UINavigationController) -> [GalleryNavigationFlush] {
        let flush = GalleryNavigationFlush()
        navigationController.delegate = flush
        return [flush]
    }

    func makeBundle(for navigationController: UINavigationController) -> GalleryBundle {
        let flush = GalleryNavigationFlush()
        navigationController.delegate = flush
        return GalleryBundle(flush: flush, navigationController: navigationController)
    }

    func keep(_ navigationController: UINavigationController) {
        let flush = GalleryNavigationFlush()
        navigationController.delegate = flush
        kept = (flush, navigationController)
    }
}

struct GalleryBundle {
    let flush: GalleryNavigationFlush
    let navigationController: UINavigationController
}

final class GalleryNavigationFlush: NSObject, UINavigationControllerDelegate {}
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
        "present-without-dismiss-flush": #"""
# present-without-dismiss-flush

**Default severity:** warning · **Category:** navigation

Reports the modal presentation of a child as a sheet that the user can swipe away, when nothing
releases the child on that swipe. The child is a RIB attached with `attachChild(_:)`, or a child
coordinator stored in the parent's child collection, in the method that presents; the presentation
is `present(_:animated:)` (on any receiver: `viewController.uiviewController.present(…)`,
`viewControllable.present(…)`, a router's `present(module)`) or a project helper named for presenting
(`replaceModal(viewController:)`, `presentInsideNavigation(_:)`) whose body presents. The finding is
at that call.

A child coordinator can also present itself: the parent stores it and calls its `start()`, or makes
it, and the child's `start()` (or a method of its own that `start()` calls) or its initializer
presents its navigation controller, and shows nothing else (a child that pushes its screen onto the
parent's stack and presents a tip above it is not lost with the tip). The finding is then at the
child's presentation, where the sheet is made and where the fix goes, once however many parents
store the child; what locks or observes it counts in the child's code, in its presented
controller's type, and in the parent (a parent that is the presentation delegate, or that locks
the child's controller before starting it).

The presentation is fine when the sheet cannot be swiped away, or when the swipe is observed,
wherever the project says so (the method that presents, the presenting helper, the presented
controller's type, or the child's builder, view controller, interactor or coordinator, in any file):

- `isModalInPresentation = true`, or a `modalPresentationStyle` of `.fullScreen`, `.overFullScreen`,
  `.currentContext`, `.overCurrentContext` or `.custom`, set on the controller or returned by an
  override of those properties;
- a `presentationController?.delegate` assigned where the child is presented, or a
  `presentationControllerDidDismiss(_:)` (or `…WillDismiss`, `…ShouldDismiss`) implemented by the
  presenting type or by the child's types, when something makes that type a presentation
  controller's delegate (`presentationController?.delegate = self`, or a value of its type): a
  handler that is never the delegate never runs;
- the child's controller reacting to its own dismissal (`isBeingDismissed`, RxCocoa's
  `rx.viewDidDisAppear`, SwiftUI's `.onDisappear`; the `lifecycle-detach` rule has its own opinion
  on those), or a presented controller whose `deinit` reports its release: it calls a closure it
  keeps, a method of an object it does not own (a weak delegate or parent) or of a coordinator, or
  posts a notification, itself or through its own methods. A `deinit` that only tidies its own
  resources (`removeObserver`, `invalidate`, `cancel`, logging) reports nothing.

Alerts, share sheets and other system controllers are not children, and a presented controller
built from values unrelated to the child (`HelpViewController(topic: topic)` next to an attached
child) is not the child's.

## Why it leaks

Since iOS 13, `present(_:animated:)` shows a page sheet by default, and the user can swipe it down.
UIKit then dismisses the presented view controller and releases it, but nothing tells the parent:
the Close button that detaches the child RIB or removes the child coordinator never runs. The child
stays attached and active behind a screen that is gone; its streams keep running, and the next
presentation of the same child often fails a "child already attached" guard, or stacks a second
one.

## How to fix

Handle the swipe where UIKit reports it: make an object the presented controller's
`presentationController?.delegate` and release the child in `presentationControllerDidDismiss(_:)`,
through the same path as the Close button.

```swift
final class CheckoutRouter: ViewableRouter<CheckoutInteractable, CheckoutViewControllable>, CheckoutRouting {
    func routeToGiftCard() {
        let giftCard = giftCardBuilder.build(withListener: interactor)
        giftCardRouter = giftCard
        attachChild(giftCard)
        let sheet = giftCard.viewControllable.uiviewController
        sheet.presentationController?.delegate = self
        viewController.uiviewController.present(sheet, animated: true)
    }

    func routeBackFromGiftCard() {
        guard let giftCard = giftCardRouter else { return }
        detachChild(giftCard)
        giftCardRouter = nil
    }
}

extension CheckoutRouter: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        routeBackFromGiftCard()
    }
}
```

When the flow must not be dismissed halfway (a payment, an onboarding), say so instead:
`sheet.isModalInPresentation = true`, or a full-screen presentation with its own close button.

## Fix

`navlint --fix` changes nothing for this rule: releasing the child on a swipe-down, or forbidding
it, is a product decision.

## Triggering

### A RIB presented as a page sheet, detached only by its Close button

```swift
final class CheckoutRouter: ViewableRouter<CheckoutInteractable, CheckoutViewControllable>, CheckoutRouting {
    func routeToPaymentMethods() {
        let paymentMethods = paymentMethodsBuilder.build(withListener: interactor)
        paymentMethodsRouter = paymentMethods
        attachChild(paymentMethods)
        let sheet = paymentMethods.viewControllable.uiviewController
        sheet.modalPresentationStyle = .pageSheet
        viewController.uiviewController.↓present(sheet, animated: true)
    }

    func routeBackFromPaymentMethods() {
        guard let paymentMethods = paymentMethodsRouter else { return }
        detachChild(paymentMethods)
        paymentMethods.viewControllable.uiviewController.dismiss(animated: true)
    }
}
```

### A child coordinator stored and its module presented

```swift
final class ItemsCoordinator: BaseCoordinator {
    private func runCreationFlow() {
        let (coordinator, module) = coordinatorFactory.makeItemCreationCoordinatorBox()
        coordinator.finishFlow = { [weak self, weak coordinator] item in
            self?.router.dismissModule()
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        router.↓present(module)
        coordinator.start()
    }
}

class BaseCoordinator {
    var childCoordinators: [Coordinator] = []

    func addDependency(_ coordinator: Coordinator) {
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: Coordinator?) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
```

### Through a presenting helper of the view controller, in another file

`RootRouter.swift`:
```swift
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private func routeToLoggedOut() {
        let loggedOut = loggedOutBuilder.build(withListener: interactor)
        self.loggedOut = loggedOut
        attachChild(loggedOut)
        viewController.↓replaceModal(viewController: loggedOut.viewControllable)
    }
}
```

`RootViewController.swift`:
```swift
final class RootViewController: UIViewController, RootViewControllable {
    func replaceModal(viewController: ViewControllable?) {
        targetViewController = viewController
        if presentedViewController != nil {
            dismiss(animated: true) { [weak self] in
                self?.presentTargetViewController()
            }
        } else {
            presentTargetViewController()
        }
    }

    private func presentTargetViewController() {
        if let targetViewController = targetViewController {
            present(targetViewController.uiviewController, animated: true)
        }
    }
}
```

### Another child's controller handles the swipe, not this one

`ProfileRouter.swift`:
```swift
final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    func routeToAvatar() {
        let avatar = avatarBuilder.build(withListener: interactor)
        attachChild(avatar)
        viewController.uiviewController.↓present(avatar.viewControllable.uiviewController, animated: true)
    }

    func routeToNickname() {
        let nickname = nicknameBuilder.build(withListener: interactor)
        attachChild(nickname)
        viewController.uiviewController.present(nickname.viewControllable.uiviewController, animated: true)
    }
}
```

`NicknameViewController.swift`:
```swift
final class NicknameViewController: UIViewController, NicknameViewControllable {
    weak var listener: NicknamePresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        presentationController?.delegate = self
    }
}

extension NicknameViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        listener?.didDismissSheet()
    }
}
```

`AvatarViewController.swift`:
```swift
final class AvatarViewController: UIViewController, AvatarViewControllable {
    weak var listener: AvatarPresentableListener?
}
```

### A form sheet in a navigation controller

```swift
final class SettingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showLanguage() {
        let language = LanguageCoordinator()
        childCoordinators.append(language)
        language.start()
        let navigation = UINavigationController(rootViewController: language.rootViewController)
        navigation.modalPresentationStyle = .formSheet
        navigationController.↓present(navigation, animated: true)
    }
}
```

### A presented controller made by a method that another type's namesake locks

Only `OnboardingCoordinator.toPresentable()` goes full screen; the child's own makes a form sheet.

```swift
final class MembersCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func showMember() {
        let detail = MemberDetailCoordinator()
        childCoordinators.append(detail)
        let sheet = detail.toPresentable()
        sheet.modalPresentationStyle = .formSheet
        presenter.↓present(sheet, animated: true)
    }
}

final class MemberDetailCoordinator: Coordinator {
    func toPresentable() -> UIViewController {
        navigation
    }
}

final class OnboardingCoordinator: Coordinator {
    func toPresentable() -> UIViewController {
        navigation.modalPresentationStyle = .fullScreen
        return navigation
    }
}
```

### A navigation controller subclass whose default style is a form sheet

The override of `modalPresentationStyle` returns `.formSheet`, which a swipe-down dismisses: it
does not lock the sheet.

```swift
final class SheetNavigationController: UINavigationController {
    private var usesDefaultStyle = true

    override var modalPresentationStyle: UIModalPresentationStyle {
        get {
            if usesDefaultStyle {
                return .formSheet
            }
            return super.modalPresentationStyle
        }
        set {
            usesDefaultStyle = false
            super.modalPresentationStyle = newValue
        }
    }
}

final class VaultsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func showSettings() {
        let navigation = SheetNavigationController()
        let settings = SettingsCoordinator(navigationController: navigation)
        childCoordinators.append(settings)
        navigationController.topViewController?.↓present(navigation, animated: true)
        settings.start()
    }
}
```

### A child kept in a dictionary keyed by its view controller

The children are a typealias of a dictionary; only the popup's Close button removes the entry.

```swift
protocol Coordinator: AnyObject {
    typealias Children = [UIViewController: Coordinator]
    var rootController: UIViewController { get }
    var childCoordinators: Children { get set }
}

extension Coordinator {
    func addReference(to coordinator: Coordinator) {
        childCoordinators[coordinator.rootController] = coordinator
    }

    func removeReference(from coordinator: Coordinator) {
        childCoordinators[coordinator.rootController] = nil
    }
}

final class MainCoordinator: Coordinator {
    var childCoordinators: Children = [:]
    let rootController: UIViewController = UINavigationController()

    func showPopup() {
        let popup = PopupCoordinator()
        popup.onClose = { [unowned self, unowned popup] in
            self.rootController.dismiss(animated: true)
            self.removeReference(from: popup)
        }
        addReference(to: popup)
        rootController.↓present(popup.rootController, animated: true)
    }
}
```

### A presenting helper of the view controller, when another app target's namesake goes full screen

`MainRouter.swift`:
```swift
protocol MainViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
}

final class MainRouter: ViewableRouter<MainInteractable, MainViewControllable>, MainRouting {
    func attachDetail() {
        let detail = detailBuilder.build(withListener: interactor)
        attachChild(detail)
        viewController.↓present(viewController: detail.viewControllable)
    }
}
```

`MainViewController.swift`:
```swift
final class MainViewController: UIViewController, MainViewControllable {
    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true)
    }
}
```

`RootViewController.swift`:
```swift
final class RootViewController: UIViewController, RootViewControllable {
    func present(viewController: ViewControllable) {
        viewController.uiviewController.modalPresentationStyle = .fullScreen
        present(viewController.uiviewController, animated: true)
    }
}
```

### A dismissal handler that nothing makes the presentation delegate

The sheet's view controller implements `presentationControllerDidDismiss(_:)` and reports the swipe
to its listener, but no code makes it (or anything of its type) a presentation controller's
delegate, so UIKit never calls the handler and the swiped-away child stays attached.

`ReceiptRouter.swift`:
```swift
final class ReceiptRouter: ViewableRouter<ReceiptInteractable, ReceiptViewControllable>, ReceiptRouting {
    func routeToShare() {
        let share = shareBuilder.build(withListener: interactor)
        attachChild(share)
        viewController.uiviewController.↓present(share.viewControllable.uiviewController, animated: true)
    }
}
```

`ShareViewController.swift`:
```swift
final class ShareViewController: UIViewController, ShareViewControllable, UIAdaptivePresentationControllerDelegate {
    weak var listener: SharePresentableListener?

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        listener?.didDismissShare()
    }
}
```

### UIKit's present, beside a project helper of the same name whose other parameters have no default

`present(_:from:animated:options:completion:)` makes its sheets custom, but the call below cannot be
one of its calls: it leaves out `from:` and `options:`, which have no default. It is UIKit's own.

`SlidingPresenter.swift`:
```swift
final class SlidingPresenter: NSObject {
    func present(_ viewController: UIViewController, from presenting: UIViewController, animated: Bool,
                 options: Int, completion: (() -> Void)?) {
        viewController.modalPresentationStyle = .custom
        presenting.present(viewController, animated: animated, completion: completion)
    }
}
```

`VerificationCoordinator.swift`:
```swift
final class VerificationCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let presenter: UIViewController

    func start() {
        let status = VerificationStatusCoordinator()
        childCoordinators.append(status)
        let navigation = UINavigationController(rootViewController: status.viewController)
        navigation.modalPresentationStyle = .formSheet
        presenter.↓present(navigation, animated: true, completion: nil)
    }
}
```

### A child coordinator that presents its own navigation controller from start()

The parent only stores the child and starts it; the child presents its own navigation controller
as a page sheet from `start()`, and only its Done button removes it from the parent's children.
The finding is at the child's presentation, where the sheet is made and where the fix goes, once
however many parents add the child.

```swift
final class ProfileCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var delegate: ProfileCoordinatorDelegate?
    private let parentNavigation: UINavigationController
    private let navigation = UINavigationController()

    init(parent: UINavigationController) {
        parentNavigation = parent
    }

    func start() {
        navigation.setViewControllers([ProfileViewController()], animated: false)
        parentNavigation.↓present(navigation, animated: true)
    }

    func done() {
        navigation.dismiss(animated: true)
        delegate?.profileDidFinish(self)
    }
}

final class AppCoordinator: Coordinator, ProfileCoordinatorDelegate {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {}

    func showProfile() {
        let child = ProfileCoordinator(parent: navigationController)
        child.delegate = self
        childCoordinators.append(child)
        child.start()
    }

    func profileDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
```

### A child that presents itself from start(), added through a coordinator library's add(child:)

The parent inherits `add(child:)` and `remove(child:)` from a coordinators package whose code is
not in the project. The child presents its own navigation controller as a page sheet from
`start()`, and only its finish handler, which a swipe-down never runs, removes it.

```swift
final class SettingsCoordinator: FlowCoordinator {
    private let navigation = UINavigationController()
    private weak var presenter: UIViewController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    override func start() {
        navigation.setViewControllers([SettingsViewController()], animated: false)
        presenter?.↓present(navigation, animated: true)
    }
}

final class HomeCoordinator: FlowCoordinator {
    let navigationController = UINavigationController()

    func showSettings() {
        let settings = SettingsCoordinator(presenter: navigationController)
        self.add(child: settings)
        settings.finishHandler = { [weak self, unowned settings] in
            self?.remove(child: settings)
        }
        settings.start()
    }
}
```

### A child coordinator that presents from its start() through a method of its own, in another file

`AppCoordinator.swift`:
```swift
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showHelp() {
        let help = HelpCenterCoordinator()
        help.onFinish = { [weak self, weak help] in
            self?.childCoordinators.removeAll { $0 === help }
        }
        childCoordinators.append(help)
        help.start()
    }
}
```

`HelpCenterCoordinator.swift`:
```swift
final class HelpCenterCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?

    func start() {
        showTopics()
    }

    private func showTopics() {
        let navigation = UINavigationController(rootViewController: HelpViewController())
        navigation.modalPresentationStyle = .popover
        presentingViewController.↓present(navigation, animated: true)
    }
}
```

### A child coordinator whose initializer presents its navigation controller

The picker the child shows over its own screen later is made to cover it; that says nothing about
the sheet the child presents itself in.

```swift
final class UserCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var delegate: UserCoordinatorDelegate?
    let navigationController: UINavigationController

    init(presenter: UIViewController, user: User) {
        navigationController = UINavigationController(rootViewController: UserViewController(user: user))
        presenter.↓present(navigationController, animated: true)
    }

    func showItemPicker() {
        let picker = ItemPickerViewController()
        picker.modalPresentationStyle = .overCurrentContext
        navigationController.present(picker, animated: true)
    }
}

final class StartCoordinator: Coordinator, UserCoordinatorDelegate {
    var childCoordinators: [Coordinator] = []
    let rootViewController = UIViewController()

    func showUser(_ user: User) {
        let coordinator = UserCoordinator(presenter: rootViewController, user: user)
        coordinator.delegate = self
        childCoordinators.append(coordinator)
    }

    func userCoordinatorDidFinish(_ coordinator: UserCoordinator) {
        childCoordinators = childCoordinators.filter { $0 !== coordinator }
    }
}
```

### A child presented by a coordinator protocol's helper that stores it

`present(_:animated:)` of the protocol's extension stores the child, starts it and presents its
root controller; only the child's finish removes it. The finding is at the call of the helper.

```swift
protocol Coordinator: AnyObject {
    var rootController: UIViewController { get }
    var childCoordinators: [UIViewController: Coordinator] { get set }
    var didFinish: (() -> Void)? { get set }
    func start()
}

extension Coordinator {
    func present(_ child: Coordinator, animated: Bool) {
        childCoordinators[child.rootController] = child
        child.didFinish = { [unowned self, unowned child] in
            self.childCoordinators[child.rootController] = nil
        }
        child.start()
        rootController.present(child.rootController, animated: animated)
    }
}

final class TabsCoordinator: Coordinator {
    var childCoordinators: [UIViewController: Coordinator] = [:]
    var didFinish: (() -> Void)?
    let rootController: UIViewController = UITabBarController()

    func start() {}
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [UIViewController: Coordinator] = [:]
    var didFinish: (() -> Void)?
    let rootController: UIViewController = UINavigationController()

    func start() {}

    func showTabs() {
        let tabs = TabsCoordinator()
        ↓present(tabs, animated: true)
    }
}
```

### A child coordinator whose screen keeps a deinit block that its deinit never runs

The child hands its screen a block that asks the parent to remove it, but the screen's `deinit`
only removes its observers: a swipe-down frees the screen and leaves the child in the parent.

```swift
final class AttestationsCoordinator: Coordinator {
    weak var parent: HomeCoordinator?
    var childCoordinators: [Coordinator] = []
    private weak var presenter: UIViewController?

    init(presenter: UIViewController?, parent: HomeCoordinator) {
        self.presenter = presenter
        self.parent = parent
    }

    func start() {
        let screen = AttestationsViewController()
        screen.deinitBlock = { [weak self] in
            self?.parent?.childDidFinish(self)
        }
        presenter?.↓present(UINavigationController(rootViewController: screen), animated: true)
    }
}

final class HomeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let rootViewController = UIViewController()

    func showAttestations() {
        let attestations = AttestationsCoordinator(presenter: rootViewController, parent: self)
        childCoordinators.append(attestations)
        attestations.start()
    }

    func childDidFinish(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class AttestationsViewController: UITableViewController {
    var deinitBlock: (() -> Void)?

    deinit {
        removeObservers()
    }

    private func removeObservers() {
        NotificationCenter.default.removeObserver(self)
        LocalizationsManager.shared.removeObserver(self)
    }
}
```

### A child that presents itself and builds a view model whose deinit only cancels its request

The view model the child builds for its screen cancels its request as it goes; that tells no one
that the sheet is gone, so the finish handler, which only the Close button runs, is all that
removes the child.

```swift
final class HistoryCoordinator: FlowCoordinator {
    private let navigation = UINavigationController()
    private weak var presenter: UIViewController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    override func start(finishHandler: (() -> Void)?) {
        super.start(finishHandler: finishHandler)
        let controller = HistoryViewController()
        controller.viewModel = HistoryViewModel(coordinator: self)
        navigation.setViewControllers([controller], animated: false)
        presenter?.↓present(navigation, animated: true)
    }

    func close() {
        navigation.dismiss(animated: true) { [weak self] in
            self?.finish()
        }
    }
}

final class HistoryViewModel {
    private weak var coordinator: HistoryCoordinator?
    private var fetchTask: RequestTask?

    init(coordinator: HistoryCoordinator) {
        self.coordinator = coordinator
    }

    deinit {
        self.fetchTask?.cancel()
    }
}

final class TimesheetCoordinator: FlowCoordinator {
    let navigationController = UINavigationController()

    func showHistory() {
        let history = HistoryCoordinator(presenter: navigationController)
        self.add(child: history)
        history.start { [weak self, weak history] in
            self?.remove(child: history)
        }
    }
}
```

## Non-triggering

### Blocked with isModalInPresentation

```swift
final class SettingsRouter: ViewableRouter<SettingsInteractable, SettingsViewControllable>, SettingsRouting {
    func routeToOnboardingReplay() {
        let onboarding = onboardingBuilder.build(withListener: interactor)
        attachChild(onboarding)
        let onboardingViewController = onboarding.viewControllable.uiviewController
        onboardingViewController.isModalInPresentation = true
        viewController.uiviewController.present(onboardingViewController, animated: true)
    }
}
```

### Full screen

```swift
final class ChallengeListRouter: ViewableRouter<ChallengeListInteractable, ChallengeListViewControllable> {
    func attachDetail() {
        let detail = detailBuilder.build(withListener: interactor)
        attachChild(detail)
        detail.viewControllable.uiviewController.modalPresentationStyle = .fullScreen
        viewControllable.present(detail.viewControllable, animated: true, completion: nil)
    }
}
```

### The presented controller makes itself full screen, in another file

`PlayerRouter.swift`:
```swift
final class PlayerRouter: ViewableRouter<PlayerInteractable, PlayerViewControllable>, PlayerRouting {
    func routeToVideo() {
        let video = videoBuilder.build(withListener: interactor)
        attachChild(video)
        viewController.uiviewController.present(video.viewControllable.uiviewController, animated: true)
    }
}
```

`VideoViewController.swift`:
```swift
final class VideoViewController: UIViewController, VideoViewControllable {
    override func viewDidLoad() {
        super.viewDidLoad()
        modalPresentationStyle = .overFullScreen
    }
}
```

### A wrapper whose initializer makes its navigation controller full screen, in another file

What is presented is the wrapper's navigation controller, and every wrapper's initializer makes
the controller it keeps full screen: no swipe-down can dismiss it.

`ProfileRouter.swift`:
```swift
final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    private var signInNavigation: NavigationWrapper?

    func attachSignIn() {
        let signIn = signInBuilder.build(withListener: interactor)
        let navigation = NavigationWrapper(root: signIn.viewControllable)
        signInNavigation = navigation
        viewControllable.present(navigation, animated: true, completion: nil)
        attachChild(signIn)
    }
}
```

`NavigationWrapper.swift`:
```swift
final class NavigationWrapper: ViewControllable {
    var uiviewController: UIViewController { navigationController }
    let navigationController: UINavigationController

    init(root: ViewControllable) {
        let navigation = UINavigationController(rootViewController: root.uiviewController)
        navigation.modalPresentationStyle = .fullScreen
        self.navigationController = navigation
    }
}

extension ViewControllable {
    func present(_ viewControllable: ViewControllable, animated: Bool, completion: (() -> Void)?) {
        uiviewController.present(viewControllable.uiviewController, animated: animated, completion: completion)
    }
}
```

### The builder chooses the style, in another file

`MapRouter.swift`:
```swift
final class MapRouter: ViewableRouter<MapInteractable, MapViewControllable>, MapRouting {
    private let placeBuilder: PlaceBuildable

    func routeToPlace() {
        let router = placeBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }
}
```

`PlaceBuilder.swift`:
```swift
final class PlaceBuilder: Builder<PlaceDependency>, PlaceBuildable {
    func build(withListener listener: PlaceListener) -> PlaceRouting {
        let viewController = PlaceViewController()
        viewController.modalPresentationStyle = .fullScreen
        let interactor = PlaceInteractor(presenter: viewController)
        return PlaceRouter(interactor: interactor, viewController: viewController)
    }
}
```

### The child's view controller forwards the swipe, in another file

`CheckoutRouter.swift`:
```swift
final class CheckoutRouter: ViewableRouter<CheckoutInteractable, CheckoutViewControllable>, CheckoutRouting {
    func routeToGiftCard() {
        let giftCard = giftCardBuilder.build(withListener: interactor)
        attachChild(giftCard)
        viewController.uiviewController.present(giftCard.viewControllable.uiviewController, animated: true)
    }
}
```

`GiftCardViewController.swift`:
```swift
final class GiftCardViewController: UIViewController, GiftCardViewControllable {
    weak var listener: GiftCardPresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        presentationController?.delegate = self
    }
}

extension GiftCardViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        listener?.didDismissSheet()
    }
}
```

### The presentation delegate is set where the child is presented

```swift
final class FinanceHomeRouter: ViewableRouter<FinanceHomeInteractable, FinanceHomeViewControllable> {
    func attachAddPaymentMethod() {
        let router = addPaymentMethodBuildable.build(withListener: interactor)
        let navigation = NavigationControllerable(root: router.viewControllable)
        navigation.navigationController.presentationController?.delegate = interactor.presentationDelegateProxy
        viewControllable.present(navigation, animated: true, completion: nil)
        attachChild(router)
    }
}
```

### A helper named present that pushes, in another file

The view's `present(view:)` pushes onto its navigation controller: nothing is presented, so
there is no sheet to swipe away (`push-without-flush` checks the push).

`LibraryRouter.swift`:
```swift
final class LibraryRouter: ViewableRouter<LibraryInteractable, LibraryViewControllable>, LibraryRouting {
    func routeToAlbum() {
        let album = albumBuilder.build(withListener: interactor)
        attachChild(album)
        viewController.present(view: album.viewControllable)
    }
}
```

`LibraryViewController.swift`:
```swift
protocol LibraryViewControllable: ViewControllable {
    func present(view: ViewControllable)
}

final class LibraryViewController: UIViewController, LibraryViewControllable {
    func present(view: ViewControllable) {
        navigationController?.pushViewController(view.uiviewController, animated: true)
    }
}
```

### The presentation delegate is installed where the presented controller is created, in another file

The factory that builds the sheet makes its router the presentation delegate, and that router
releases what it shows when the sheet is swiped away.

`AppCoordinator.swift`:
```swift
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func showPreferences(from presenter: UIViewController) {
        let sheetRouter = SheetRouter.makeSheet(style: .formSheet)
        let preferences = PreferencesCoordinator(router: sheetRouter)
        preferences.start()
        childCoordinators.append(preferences)
        presenter.present(sheetRouter, animated: true)
    }
}
```

`SheetRouter.swift`:
```swift
final class SheetRouter: NSObject, UIAdaptivePresentationControllerDelegate {
    let navigation: UINavigationController
    var onDismiss: (() -> Void)?

    init(_ navigation: UINavigationController) {
        self.navigation = navigation
    }

    static func makeSheet(style: UIModalPresentationStyle) -> SheetRouter {
        let navigation = UINavigationController()
        let router = SheetRouter(navigation)
        navigation.modalPresentationStyle = style
        navigation.presentationController?.delegate = router
        return router
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onDismiss?()
    }
}
```

### A presenting helper that goes full screen, in another file

`TasksRouter.swift`:
```swift
final class TasksRouter: ViewableRouter<TasksInteractable, TasksViewControllable>, TasksRouting {
    func routeToTaskEditing() {
        let taskEditing = taskEditingBuilder.build(withListener: interactor)
        attachChild(taskEditing)
        viewController.replaceModal(viewController: UINavigationController(root: taskEditing.viewControllable))
    }

    func closeTaskEditing() {
        viewController.replaceModal(viewController: nil)
    }
}
```

`ReplaceModalable.swift`:
```swift
extension ReplaceModalable where Self: UIViewController {
    func replaceModal(viewController: ViewControllable?) {
        targetViewController = viewController
        presentTargetViewController()
    }

    private func presentTargetViewController() {
        if let targetViewController = targetViewController {
            targetViewController.uiviewController.modalPresentationStyle = .fullScreen
            present(targetViewController.uiviewController, animated: true)
        }
    }
}
```

### A full-screen style passed on by the presenting helper's own helper

```swift
final class SignUpRouter: ViewableRouter<SignUpInteractable, SignUpViewControllable>, SignUpRouting {
    private var navigation: NavigationControllerable?

    func attachTerms() {
        let terms = termsBuilder.build(withListener: interactor)
        presentInNavigation(terms.viewControllable)
        attachChild(terms)
    }

    private func presentInNavigation(_ viewControllable: ViewControllable) {
        if let navigation {
            navigation.setViewControllers([viewControllable])
        } else {
            showNewNavigation(viewControllable)
        }
    }

    private func showNewNavigation(_ viewControllable: ViewControllable) {
        let navigation = NavigationControllerable(root: viewControllable)
        self.navigation = navigation
        viewController.present(navigation, animated: true, modalPresentationStyle: .fullScreen)
    }
}
```

### A presenting helper whose configuration installs the swipe observer, in another file

The helper hands the presented controller to a configuration value whose `apply(to:)` sets the
presentation delegate, and that delegate removes the child on a swipe-down.

`Coordinator.swift`:
```swift
final class SwipeWatcher: NSObject, UIAdaptivePresentationControllerDelegate {
    private let onSwipe: () -> Void
    init(onSwipe: @escaping () -> Void) { self.onSwipe = onSwipe }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { onSwipe() }
}

struct SheetOptions {
    var watcher: SwipeWatcher?
    mutating func onSwipeDown(_ handler: @escaping () -> Void) { watcher = SwipeWatcher(onSwipe: handler) }
    func apply(to viewController: UIViewController) { viewController.presentationController?.delegate = watcher }
}

class Coordinator {
    var children: [Coordinator] = []
    weak var parent: Coordinator?
    let rootViewController = UIViewController()

    func removeFromParent() { parent?.children.removeAll { $0 === self } }

    func presentChild(_ child: Coordinator, animated: Bool, options: SheetOptions = SheetOptions(), completion: (() -> Void)? = nil) {
        var options = options
        options.onSwipeDown { [weak child] in child?.removeFromParent() }
        options.apply(to: child.rootViewController)
        children.append(child)
        child.parent = self
        rootViewController.present(child.rootViewController, animated: animated, completion: completion)
    }
}
```

`AppCoordinator.swift`:
```swift
final class ChangesCoordinator: Coordinator {}

final class AppCoordinator: Coordinator {
    func showChanges() {
        let changes = ChangesCoordinator()
        presentChild(changes, animated: true, completion: nil)
    }
}
```

### The child's view controller reacts to being dismissed

`UserListRouter.swift`:
```swift
final class UserListRouter: ViewableRouter<UserListInteractable, UserListViewControllable>, UserListRouting {
    func attachUserInformationRIB() {
        let router = userInformationBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.present(router.viewControllable)
    }
}
```

`UserInformationViewController.swift`:
```swift
final class UserInformationViewController: BaseViewController, UserInformationViewControllable {}
```

`BaseViewController.swift`:
```swift
class BaseViewController: UIViewController {
    let detachAction = PublishRelay<Void>()

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent || isBeingDismissed {
            detachAction.accept(())
        }
    }
}
```

### A helper named present that fills a tab bar, in another file

`TabBarRouter.swift`:
```swift
protocol TabBarViewControllable: ViewControllable {
    func present(viewControllers: [UIViewController])
}

final class TabBarRouter: ViewableRouter<TabBarInteractable, TabBarViewControllable>, TabBarRouting {
    override func didLoad() {
        super.didLoad()
        let list = listBuilder.build(withListener: interactor)
        attachChild(list)
        viewController.present(viewControllers: [UINavigationController(rootViewController: list.viewControllable.uiviewController)])
    }
}
```

`TabBarViewController.swift`:
```swift
final class TabBarViewController: UITabBarController, TabBarViewControllable {
    func present(viewControllers: [UIViewController]) {
        setViewControllers(viewControllers, animated: true)
    }
}
```

### A navigator that observes the swipe presents the child

The navigator is the presentation delegate of the stacks it shows (it installs itself when it is
made) and runs the removal it was given when a sheet is swiped away.

```swift
protocol Navigator: AnyObject {
    func present(_ viewController: UIViewController, animated: Bool, removal: (() -> Void)?)
}

final class ModalNavigator: NSObject, Navigator, UIAdaptivePresentationControllerDelegate {
    private let navigationController: UINavigationController
    private var removals: [UIViewController: () -> Void] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.presentationController?.delegate = self
    }

    func present(_ viewController: UIViewController, animated: Bool, removal: (() -> Void)?) {
        removals[viewController] = removal
        navigationController.present(viewController, animated: animated)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        removals.removeValue(forKey: presentationController.presentedViewController)?()
    }
}

final class ProfileCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigator: Navigator

    func showAvatar() {
        let avatar = AvatarCoordinator()
        childCoordinators.append(avatar)
        navigator.present(avatar.navigationController, animated: true, removal: { [weak self, weak avatar] in
            self?.childCoordinators.removeAll { $0 === avatar }
        })
    }
}
```

### A router of a generic type presents, its defaulted argument left out

The coordinator's router is a generic parameter, so its type is not known where it presents; the
one project `present` that fits the call installs the router as the sheet's presentation delegate,
whose dismissal handler runs the caller's `onDismiss`. The call leaves out the defaulted `animated:`
between the two labels it writes.

```swift
class SheetRouter: NSObject, UIAdaptivePresentationControllerDelegate {
    let root: UIViewController
    private var onDismiss: (() -> Void)?

    init(root: UIViewController) { self.root = root }

    func present(_ viewController: UIViewController, animated: Bool = true, onDismiss: (() -> Void)? = nil) {
        self.onDismiss = onDismiss
        viewController.presentationController?.delegate = self
        root.present(viewController, animated: animated)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onDismiss?()
    }
}

class FlowCoordinator<R: NSObject>: Coordinator {
    let router: R
    var childCoordinators: [Coordinator] = []

    init(router: R) { self.router = router }
}

final class WalletCoordinator: FlowCoordinator<SheetRouter> {
    func showReceive() {
        let receive = ReceiveCoordinator()
        childCoordinators.append(receive)
        router.present(receive.navigationController, onDismiss: { [weak self, weak receive] in
            self?.childCoordinators.removeAll { $0 === receive }
        })
    }
}
```

### The presented screen detaches itself when it disappears, in another file

Its `viewDidDisappear` tells the parent to detach it, after a swipe-down too (`lifecycle-detach`
has its own opinion on that hook).

`AddressRouter.swift`:
```swift
final class AddressRouter: ViewableRouter<AddressInteractable, AddressViewControllable>, AddressRouting {
    func attachDetailAddress() {
        let router = detailAddressBuilder.build(withListener: interactor)
        viewControllable.present(router.viewControllable, animated: true)
        detailAddressRouter = router
        attachChild(router)
    }

    func detachDetailAddress() {
        guard let router = detailAddressRouter else { return }
        detailAddressRouter = nil
        detachChild(router)
    }
}
```

`AddressInteractor.swift`:
```swift
final class AddressInteractor: PresentableInteractor<AddressPresentable>, AddressInteractable, DetailAddressListener {
    weak var router: AddressRouting?

    func detailAddressDidDisappear() {
        router?.detachDetailAddress()
    }
}
```

`DetailAddressViewController.swift`:
```swift
final class DetailAddressViewController: UIViewController, DetailAddressViewControllable {
    weak var listener: DetailAddressPresentableListener?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        listener?.detailAddressDidDisappear()
    }
}
```

`DetailAddressInteractor.swift`:
```swift
final class DetailAddressInteractor: PresentableInteractor<DetailAddressPresentable>, DetailAddressPresentableListener {
    weak var listener: DetailAddressListener?

    func detailAddressDidDisappear() {
        listener?.detailAddressDidDisappear()
    }
}
```

### A child made by a local builder, whose view controller forwards the swipe, in another file

`SellFlowRouter.swift`:
```swift
final class SellFlowRouter: Router<SellFlowInteractable>, SellFlowRouting {
    func start(from presenter: UIViewController) {
        let builder = TransactionFlowBuilder()
        let router = builder.build(withListener: interactor)
        attachChild(router)
        presenter.present(router.viewControllable.uiviewController, animated: true)
    }
}
```

`TransactionFlowBuilder.swift`:
```swift
final class TransactionFlowBuilder: Builder<TransactionFlowDependency>, TransactionFlowBuildable {}
```

`TransactionFlowViewController.swift`:
```swift
final class TransactionFlowViewController: UIViewController, TransactionFlowViewControllable {
    weak var listener: TransactionFlowPresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        presentationController?.delegate = self
    }
}

extension TransactionFlowViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        listener?.closeFlow()
    }
}
```

### A helper named present that pushes, called from a routing protocol's extension

`viewController` in the extension is the view of the routers that adopt the protocol, whose
`present(view:)` pushes; another view's namesake that presents is not the one called.

`ListRouting.swift`:
```swift
protocol ListViewControllable: ViewControllable {
    func present(view: ViewControllable)
}

extension ListViewControllable where Self: UIViewController {
    func present(view: ViewControllable) {
        navigationController?.pushViewController(view.uiviewController, animated: true)
    }
}

protocol ListRouting: ViewableRouting {}

extension ListRouting {
    func route(toUser user: User) {
        let router = userBuilder.build(user: user)
        attachChild(router)
        viewController.present(view: router.viewControllable)
    }
}
```

`SearchRouter.swift`:
```swift
final class SearchRouter: ViewableRouter<SearchInteractable, ListViewControllable>, ListRouting {}
```

`ProfileViewController.swift`:
```swift
final class ProfileViewController: UIViewController, ProfileViewControllable {
    func present(view: ViewControllable) {
        present(view.uiviewController, animated: true)
    }
}
```

### An alert next to a child

```swift
final class CardsRouter: ViewableRouter<CardsInteractable, CardsViewControllable>, CardsRouting {
    func routeToFreeze(card: Card) {
        let freeze = freezeBuilder.build(withListener: interactor)
        attachChild(freeze)
        let alert = UIAlertController(title: "Freeze card?", message: nil, preferredStyle: .alert)
        viewController.uiviewController.present(alert, animated: true)
    }
}
```

### A presenting helper that shows a system controller, in another file

`AboutRouter.swift`:
```swift
final class AboutRouter: ViewableRouter<AboutInteractable, AboutViewControllable>, AboutRouting {
    func routeToLicenses(url: URL) {
        let licenses = licensesBuilder.build(withListener: interactor)
        attachChild(licenses)
        viewController.presentWebPage(url: url)
    }
}
```

`AboutViewController.swift`:
```swift
final class AboutViewController: UIViewController, AboutViewControllable {
    func presentWebPage(url: URL) {
        let safari = SFSafariViewController(url: url)
        present(safari, animated: true)
    }
}
```

### An XCoordinator transition, not a presentation

`BaseCoordinator.swift`:
```swift
open class BaseCoordinator<RouteType: Route, TransitionType: TransitionProtocol>: Coordinator {
    private var children = [Presentable]()

    public func addChild(_ presentable: Presentable) {
        children.append(presentable)
    }
}
```

`UsersCoordinator.swift`:
```swift
final class UsersCoordinator: BaseCoordinator<UsersRoute, NavigationTransition> {
    override func prepareTransition(for route: UsersRoute) -> NavigationTransition {
        let user = UserCoordinator(user: route.user)
        addChild(user)
        return .present(user, animation: .default)
    }
}
```

### A presentation with no child

```swift
final class StatementsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func share(_ statement: Statement) {
        let preview = StatementPreviewViewController(statement: statement)
        navigationController.present(preview, animated: true)
    }
}
```

### A controller unrelated to the child added in the same method

```swift
final class RoomInfoCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func show(_ target: Target) {
        switch target {
        case .integrations:
            let integrations = IntegrationsViewController(room: room)
            navigationRouter.present(integrations, animated: true)
        case .notifications:
            let notifications = NotificationsCoordinator(room: room)
            notifications.onClose = { [weak self, weak notifications] in
                self?.childCoordinators.removeAll { $0 === notifications }
            }
            childCoordinators.append(notifications)
            navigationRouter.push(notifications.toPresentable(), animated: true)
        }
    }
}
```

### A presented controller released by a probe in its deinit

```swift
final class DetailCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func showExport() {
        let navigation = NavigationViewController()
        let export = ExportCoordinator(navigationController: navigation)
        navigation.dismissHandler = { [weak self, weak export] in
            guard let export else { return }
            self?.childDidFinish(export)
        }
        childCoordinators.append(export)
        navigationController.present(navigation, animated: true)
    }
}

final class NavigationViewController: UINavigationController {
    var dismissHandler: (() -> Void)?

    deinit {
        dismissHandler?()
    }
}
```

### A child coordinator that presents its navigation controller full screen from start()

```swift
final class LoginCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?
    private let presenter: UIViewController
    private let navigation = UINavigationController()

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        navigation.setViewControllers([LoginViewController()], animated: false)
        navigation.modalPresentationStyle = .fullScreen
        presenter.present(navigation, animated: true)
    }
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let window: UIWindow

    func start() {}

    func showLogin() {
        let login = LoginCoordinator(presenter: window.rootViewController!)
        login.onFinish = { [weak self, weak login] in
            self?.childCoordinators.removeAll { $0 === login }
        }
        childCoordinators.append(login)
        login.start()
    }
}
```

### A child coordinator whose sheet cannot be swiped away, in another file

`AppCoordinator.swift`:
```swift
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {}

    func showPayment() {
        let payment = PaymentCoordinator(parent: navigationController)
        payment.onFinish = { [weak self, weak payment] in
            self?.childCoordinators.removeAll { $0 === payment }
        }
        childCoordinators.append(payment)
        payment.start()
    }
}
```

`PaymentCoordinator.swift`:
```swift
final class PaymentCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?
    private let parent: UINavigationController
    private let navigation = UINavigationController()

    init(parent: UINavigationController) {
        self.parent = parent
    }

    func start() {
        navigation.setViewControllers([PaymentViewController()], animated: false)
        navigation.isModalInPresentation = true
        parent.present(navigation, animated: true)
    }
}
```

### A child coordinator that finishes itself when its sheet is swiped away

```swift
final class FilterCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    weak var delegate: FilterCoordinatorDelegate?
    private let parent: UINavigationController
    private let navigation = UINavigationController()

    init(parent: UINavigationController) {
        self.parent = parent
    }

    func start() {
        navigation.setViewControllers([FilterViewController()], animated: false)
        navigation.presentationController?.delegate = self
        parent.present(navigation, animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        delegate?.filterDidFinish(self)
    }
}

final class SearchCoordinator: Coordinator, FilterCoordinatorDelegate {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {}

    func showFilter() {
        let filter = FilterCoordinator(parent: navigationController)
        filter.delegate = self
        childCoordinators.append(filter)
        filter.start()
    }

    func filterDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
```

### A parent that observes the dismissal of the sheet its child presents

The parent makes itself the presentation delegate of the child's navigation controller before
starting it, and removes the child when the sheet is swiped away.

```swift
final class NoteCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigation = UINavigationController()
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        navigation.setViewControllers([NoteViewController()], animated: false)
        presenter.present(navigation, animated: true)
    }
}

final class NotesCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    let rootViewController = UIViewController()

    func start() {}

    func showNote() {
        let note = NoteCoordinator(presenter: rootViewController)
        note.navigation.presentationController?.delegate = self
        childCoordinators.append(note)
        note.start()
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        childCoordinators.removeAll { ($0 as? NoteCoordinator)?.navigation === presentationController.presentedViewController }
    }
}
```

### A child coordinator whose start() only shows an alert

An alert is no sheet of the child's: it is dismissed by its own buttons. The child makes it in a
method whose declared result says so, keeps it in a property declared as one, or has a factory
build it whose every return is an alert.

```swift
final class RatingCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?
    private let presenter: UIViewController
    private lazy var thanks: UIAlertController = {
        UIAlertController(title: "Thank you", message: nil, preferredStyle: .alert)
    }()

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let alert = makeRatingAlert()
        presenter.present(alert, animated: true)
    }

    func thank() {
        presenter.present(thanks, animated: true)
    }

    func askForReview() {
        let review = ReviewPromptFactory().makePrompt()
        presenter.present(review, animated: true)
    }

    private func makeRatingAlert() -> UIAlertController {
        UIAlertController(title: "Rate us", message: nil, preferredStyle: .alert)
    }
}

final class ReviewPromptFactory {
    func makePrompt() -> UIViewController {
        let prompt = UIAlertController(title: "Write a review?", message: nil, preferredStyle: .alert)
        return prompt
    }
}

final class SettingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let rootViewController = UIViewController()

    func start() {}

    func askForRating() {
        let rating = RatingCoordinator(presenter: rootViewController)
        rating.onFinish = { [weak self, weak rating] in
            self?.childCoordinators.removeAll { $0 === rating }
        }
        childCoordinators.append(rating)
        rating.start()
    }

    func thankForRating() {
        let rating = RatingCoordinator(presenter: rootViewController)
        childCoordinators.append(rating)
        rating.thank()
    }

    func askForReview() {
        let rating = RatingCoordinator(presenter: rootViewController)
        childCoordinators.append(rating)
        rating.askForReview()
    }
}
```

### A child coordinator whose screen reports its release when the sheet is gone, in another file

The screen the child presents calls back from its `deinit`, and the child asks its parent to remove
it there: a swipe-down frees the screen, and with it the child.

`DeclareCoordinator.swift`:
```swift
final class DeclareCoordinator: Coordinator {
    weak var parent: Coordinator?
    var childCoordinators: [Coordinator] = []
    private weak var presenter: UIViewController?

    init(presenter: UIViewController?, parent: Coordinator) {
        self.presenter = presenter
        self.parent = parent
        start()
    }

    private func start() {
        let navigation = UINavigationController(rootViewController: makeDeclareScreen())
        presenter?.present(navigation, animated: true)
    }

    private func makeDeclareScreen() -> UIViewController {
        let screen: UIViewController = DeclareViewController(onDeinit: { [weak self] in
            self?.parent?.removeChild(self)
        })
        return screen
    }
}

final class HomeCoordinator: Coordinator {
    weak var parent: Coordinator?
    var childCoordinators: [Coordinator] = []
    let rootViewController = UIViewController()

    func showDeclare() {
        let declare = DeclareCoordinator(presenter: rootViewController, parent: self)
        childCoordinators.append(declare)
    }

    func removeChild(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }
}
```

`DeclareViewController.swift`:
```swift
final class DeclareViewController: UIViewController {
    private let onDeinit: () -> Void

    init(onDeinit: @escaping () -> Void) {
        self.onDeinit = onDeinit
        super.init(nibName: nil, bundle: nil)
    }

    deinit {
        onDeinit()
    }
}
```

### A child coordinator that pushes its screen and presents a tip above it

The child's own screen is pushed onto the parent's stack; swiping the tip away leaves that screen,
whose pop is another rule's business.

```swift
final class LibraryCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(LibraryViewController(), animated: true)
        let tip = UINavigationController(rootViewController: LibraryTipViewController())
        navigationController.present(tip, animated: true)
    }
}

final class HomeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {}

    func showLibrary() {
        let library = LibraryCoordinator(navigationController: navigationController)
        library.onFinish = { [weak self, weak library] in
            self?.childCoordinators.removeAll { $0 === library }
        }
        childCoordinators.append(library)
        library.start()
    }
}
```

### FIXME: a presentation delegate whose dismissal handler releases nothing

A type made the presentation delegate is taken to handle the swipe, whatever its
`presentationControllerDidDismiss(_:)` does. This one only logs, so a swipe-down leaves the child
attached and the presentation should be reported: the handler should be asked whether running it
releases anything (the release query), which needs the listener and closure handlers of the
examples above to be followed to what they release.

`ReceiptRouter.swift`:
```swift
final class ReceiptRouter: ViewableRouter<ReceiptInteractable, ReceiptViewControllable>, ReceiptRouting {
    func routeToShare() {
        let share = shareBuilder.build(withListener: interactor)
        attachChild(share)
        viewController.uiviewController.present(share.viewControllable.uiviewController, animated: true)
    }
}
```

`ShareViewController.swift`:
```swift
final class ShareViewController: UIViewController, ShareViewControllable, UIAdaptivePresentationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        presentationController?.delegate = self
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        print("share sheet dismissed")
    }
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
a flush path: the push is still reported, unless no pop gets past the hook (`lifecycle-detach`
reports the hook itself):

- the pushed screen (or its base class) detaches its RIB from `didMove(toParent:)`, which runs for
  every screen a pop removes;
- the pushed child is a leaf (its router pushes nothing) whose screen detaches it from
  `viewDidDisappear` (an override, or a stream of it that the screen or its interactor subscribes
  to): every completed pop takes a leaf from the top, where that event runs. A hook in
  `viewWillDisappear` does not count: it also runs for a swipe the user cancels;
- the pushed child is a leaf whose screen replaces the system back button (its own
  `leftBarButtonItem`, without `leftItemsSupplementBackButton`) with an item whose action detaches
  it: there is then no back button, no back menu and no swipe, so every pop goes through it. A
  custom button added beside the system back button does not count, and neither does one whose
  screen hands the swipe to another delegate (`interactivePopGestureRecognizer?.delegate = nil`
  or `self`), which starts it again. A detach reached only from the child's business outcome (a
  `didFinishPayment()` that routes to the next step) is not a flush path either;
- the pushing method hides the navigation bar through the navigation controller it pushes onto
  (`setNavigationBarHidden(true, …)`, `isNavigationBarHidden = true`) before the push, and nothing
  in the project shows a bar that way again or hands the pop gesture to a delegate of its own:
  UIKit then shows no back button or back menu, and its own gesture delegate does not start the
  swipe, so only code pops. The child is fine when it is a leaf whose own code (its router,
  interactor and screens) pops nothing, and every pop in the pushing feature's code (its router,
  interactor and screens) detaches the property the push keeps the child in, in the pushing
  router, where it pops (directly or through one call of a router method). Hiding only the bar
  view (`navigationBar.isHidden`) keeps the swipe;
- the pushing router's own screen detaches its children when it has appeared again
  (`viewDidAppear`, an override or a stream): every pop back to it ends there.

Pushing the first screen into an empty navigation controller (a root that can never be popped:
a router's own navigation controller while the router loads, or the window's, from the app's
launch), pushing a view controller that is not a child RIB's, and presenting are not reported.
A push onto a navigation controller that the router keeps in a private optional property is not
reported when that property is provably nil whenever the push runs: only the router's own methods
fill it, and every method that fills it or pushes onto it runs only from its interactor's
`didBecomeActive`, at most one per activation (different clauses of a switch, or branches of an
`if`). A router without a view of its own pushes onto its parent's stack, even while it loads. Pushes
in an extension of a routing protocol are router code. Base routers, delegates and helpers
declared in other files count.

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

    init(navigationController: UINavigationController) {
        super.init()
        navigationController.delegate = self
    }

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

## Fix

`navlint --fix` changes nothing for this rule: routing the push through the common push method
changes its arguments and what records the child.

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

### Pushed onto a wrapped navigation controller, behind a custom back button that only pops

The pushed screen replaces its back button, which turns off the swipe and the back menu, but the
button only pops the screen: nothing detaches the child.

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
        navigationController?.popViewController(animated: true)
    }
}
```

### A back item whose Rx tap only pops

The pushed leaf sets its own left item and subscribes to its taps, but the subscription only pops
the screen: nothing detaches the child.

`LibraryRouter.swift`:
```swift
final class LibraryRouter: ViewableRouter<LibraryInteractable, LibraryViewControllable>, LibraryRouting {
    private var loanRouter: LoanRouting?

    func routeToLoan() {
        let loan = loanBuilder.build(withListener: interactor)
        loanRouter = loan
        attachChild(loan)
        viewController.uiviewController.navigationController?.↓pushViewController(loan.viewControllable.uiviewController, animated: true)
    }
}
```

`Loan.swift`:
```swift
final class LoanRouter: ViewableRouter<LoanInteractable, LoanViewControllable>, LoanRouting {}

final class LoanViewController: UIViewController, LoanPresentable, LoanViewControllable {
    private let backItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"), style: .plain, target: nil, action: nil)
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = backItem
        backItem.rx.tap
            .bind { [weak self] in self?.navigationController?.popViewController(animated: true) }
            .disposed(by: disposeBag)
    }
}
```

### A custom back button beside the system one

The screen adds a Close item whose action detaches the child, but keeps the system back button
(`leftItemsSupplementBackButton`): the back button, its menu and the swipe pop without detaching.

`CartRouter.swift`:
```swift
final class CartRouter: ViewableRouter<CartInteractable, CartViewControllable>, CartRouting {
    private var couponsRouter: CouponsRouting?

    func routeToCoupons() {
        let coupons = couponsBuilder.build(withListener: interactor)
        couponsRouter = coupons
        attachChild(coupons)
        viewController.uiviewController.navigationController?.↓pushViewController(coupons.viewControllable.uiviewController, animated: true)
    }

    func detachCoupons() {
        guard let coupons = couponsRouter else { return }
        viewController.uiviewController.navigationController?.popViewController(animated: true)
        detachChild(coupons)
        couponsRouter = nil
    }
}

final class CartInteractor: PresentableInteractor<CartPresentable>, CartInteractable, CouponsListener {
    weak var router: CartRouting?

    func couponsDidClose() {
        router?.detachCoupons()
    }
}
```

`Coupons.swift`:
```swift
final class CouponsRouter: ViewableRouter<CouponsInteractable, CouponsViewControllable>, CouponsRouting {}

protocol CouponsListener: AnyObject {
    func couponsDidClose()
}

protocol CouponsPresentableListener: AnyObject {
    func close()
}

final class CouponsInteractor: PresentableInteractor<CouponsPresentable>, CouponsInteractable, CouponsPresentableListener {
    weak var listener: CouponsListener?

    func close() {
        listener?.couponsDidClose()
    }
}

final class CouponsViewController: UIViewController, CouponsPresentable, CouponsViewControllable {
    weak var listener: CouponsPresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftItemsSupplementBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(didTapClose))
    }

    @objc private func didTapClose() {
        listener?.close()
    }
}
```

### Detached only when the child's action succeeds

The parent detaches the child only when the child reports a finished payment: the back button,
its menu and the swipe pop the screen without detaching.

`CheckoutRouter.swift`:
```swift
final class CheckoutRouter: ViewableRouter<CheckoutInteractable, CheckoutViewControllable>, CheckoutRouting {
    private var paymentRouter: PaymentRouting?

    func routeToPayment() {
        let payment = paymentBuilder.build(withListener: interactor)
        paymentRouter = payment
        attachChild(payment)
        viewController.uiviewController.navigationController?.↓pushViewController(payment.viewControllable.uiviewController, animated: true)
    }

    func routeToDone() {
        guard let payment = paymentRouter else { return }
        detachChild(payment)
        paymentRouter = nil
        viewController.uiviewController.navigationController?.popViewController(animated: true)
    }
}

final class CheckoutInteractor: PresentableInteractor<CheckoutPresentable>, CheckoutInteractable, PaymentListener {
    weak var router: CheckoutRouting?

    func didFinishPayment() {
        router?.routeToDone()
    }
}
```

`Payment.swift`:
```swift
final class PaymentRouter: ViewableRouter<PaymentInteractable, PaymentViewControllable>, PaymentRouting {}

protocol PaymentListener: AnyObject {
    func didFinishPayment()
}

final class PaymentInteractor: PresentableInteractor<PaymentPresentable>, PaymentInteractable, PaymentPresentableListener {
    weak var listener: PaymentListener?

    func pay() {
        paymentService.pay { [weak self] in self?.listener?.didFinishPayment() }
    }
}

final class PaymentViewController: UIViewController, PaymentPresentable, PaymentViewControllable {
    weak var listener: PaymentPresentableListener?

    @objc private func didTapPay() {
        listener?.pay()
    }
}
```

### A leaf screen replaces its back button with one that detaches, but gives the swipe back

The pushed screen's own left item detaches the child, but the screen hands the interactive pop
gesture to no delegate, so the swipe starts again and pops the screen without detaching.

`RefundsRouter.swift`:
```swift
final class RefundsRouter: ViewableRouter<RefundsInteractable, RefundsViewControllable>, RefundsRouting {
    private var slipRouter: SlipRouting?

    func routeToSlip() {
        let slip = slipBuilder.build(withListener: interactor)
        slipRouter = slip
        attachChild(slip)
        viewController.uiviewController.navigationController?.↓pushViewController(slip.viewControllable.uiviewController, animated: true)
    }

    func detachSlip() {
        guard let slip = slipRouter else { return }
        viewController.uiviewController.navigationController?.popViewController(animated: true)
        detachChild(slip)
        slipRouter = nil
    }
}

final class RefundsInteractor: PresentableInteractor<RefundsPresentable>, RefundsInteractable, SlipListener {
    weak var router: RefundsRouting?

    func slipWantsToLeave() {
        router?.detachSlip()
    }
}
```

`Slip.swift`:
```swift
final class SlipRouter: ViewableRouter<SlipInteractable, SlipViewControllable>, SlipRouting {}

protocol SlipListener: AnyObject {
    func slipWantsToLeave()
}

protocol SlipPresentableListener: AnyObject {
    func leave()
}

final class SlipInteractor: PresentableInteractor<SlipPresentable>, SlipInteractable, SlipPresentableListener {
    weak var listener: SlipListener?

    func leave() {
        listener?.slipWantsToLeave()
    }
}

final class SlipViewController: UIViewController, SlipPresentable, SlipViewControllable {
    weak var listener: SlipPresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(didTapClose))
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
    }

    @objc private func didTapClose() {
        listener?.leave()
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

    init(navigationController: UINavigationController) {
        super.init()
        navigationController.delegate = self
    }

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

### A helper that pushes or presents, called with the flag that pushes

The same kind of helper, called with `isPresent: false`: the pushing branch runs.

`SearchViewController.swift`:
```swift
protocol SearchViewControllable: ViewControllable {
    func replaceModal(viewController: ViewControllable, isPresent: Bool)
}

final class SearchViewController: UIViewController, SearchPresentable, SearchViewControllable {
    func replaceModal(viewController: ViewControllable, isPresent: Bool) {
        if isPresent {
            present(viewController.uiviewController, animated: false)
        } else {
            navigationController?.pushViewController(viewController.uiviewController, animated: true)
        }
    }
}
```

`SearchRouter.swift`:
```swift
final class SearchRouter: ViewableRouter<SearchInteractable, SearchViewControllable>, SearchRouting {
    func routeToDetail() {
        let detail = detailBuilder.build(withListener: interactor)
        attachChild(detail)
        viewController.↓replaceModal(viewController: detail.viewControllable, isPresent: false)
    }
}
```

### A pop hook copied into the pushed screen

The pushed view controller reports its own pop from `viewWillDisappear`, and it pushes another
screen: a multi-screen pop from there removes it from below the top, where no disappearance
event reaches it.

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

`SeatsRouter.swift`:
```swift
final class SeatsRouter: ViewableRouter<SeatsInteractable, SeatsViewControllable>, SeatsRouting {
    func routeToPayment() {
        let payment = paymentBuilder.build(withListener: interactor)
        attachChild(payment)
        viewController.uiviewController.navigationController?.↓pushViewController(payment.viewControllable.uiviewController, animated: true)
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

### Attached and pushed in an extension of a routing protocol

Routers that share a list screen adopt one routing protocol; its extension attaches and pushes
for all of them.

`ListRouting.swift`:
```swift
protocol ListRouting: ViewableRouting {}

protocol HasListViewControllable {
    var viewController: ListViewControllable { get }
}

protocol ListViewControllable: ViewControllable {
    func show(view: ViewControllable)
}

extension ListViewControllable where Self: UIViewController {
    func show(view: ViewControllable) {
        navigationController?.pushViewController(view.uiviewController, animated: true)
    }
}

extension ListRouting where Self: HasListViewControllable {
    func route(toEntry entry: Entry) {
        let router = entryBuilder.build(entry: entry)
        attachChild(router)
        viewController.↓show(view: router.viewControllable)
    }
}
```

`LatestRouter.swift`:
```swift
final class LatestRouter: ViewableRouter<LatestInteractable, ListViewControllable>, HasListViewControllable {}

extension LatestRouter: ListRouting {}
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

### A viewless router pushes onto its parent's stack while it loads

A router without a view of its own is handed its parent's view: the screens it pushes when it
loads go on top of the parent's, and a pop leaves the child attached.

`SessionRouter.swift`:
```swift
protocol SessionViewControllable: ViewControllable {
    func push(viewController: ViewControllable)
}

final class SessionRouter: Router<SessionInteractable>, SessionRouting {
    private let viewController: SessionViewControllable

    override func didLoad() {
        super.didLoad()
        let feed = feedBuilder.build(withListener: interactor)
        attachChild(feed)
        viewController.↓push(viewController: feed.viewControllable)
    }
}
```

`StartViewController.swift`:
```swift
final class StartViewController: UINavigationController, StartPresentable, StartViewControllable, SessionViewControllable {
    func push(viewController: ViewControllable) {
        pushViewController(viewController.uiviewController, animated: true)
    }
}
```

### Attached by its variable, pushed through the property that keeps it

```swift
final class PokedexRouter: ViewableRouter<PokedexInteractable, PokedexViewControllable>, PokedexRouting {
    private var pokemon: PokemonRouting?

    func openPokemon(id: Int) {
        let pokemonRouter = pokemonBuilder.build(withListener: interactor, id: id)
        self.pokemon = pokemonRouter
        attachChild(pokemonRouter)
        viewController.uiviewController.navigationController?.↓pushViewController(pokemon!.viewControllable.uiviewController, animated: true)
    }
}
```

### A leaf pushed under a hidden navigation bar, whose screen also pops itself

The bar is hidden and the screen's close button goes through the router, which pops and detaches
the child; but its skip button pops the screen itself, and nothing detaches the child then.

`AddRouter.swift`:
```swift
final class AddRouter: ViewableRouter<AddInteractable, AddViewControllable>, AddRouting {
    private let navigationController: UINavigationController
    private let component: AddComponent
    private var currentChild: ViewableRouting?

    func routeToPlace() {
        guard currentChild == nil else { return }
        let router = component.placeBuilder.build(withListener: interactor)
        navigationController.setNavigationBarHidden(true, animated: false)
        navigationController.↓pushViewController(router.viewControllable.uiviewController, animated: true)
        attachChild(router)
        currentChild = router
    }

    func closeCurrentChild() {
        guard let currentChild else { return }
        navigationController.popViewController(animated: true)
        detachChild(currentChild)
        self.currentChild = nil
    }
}

final class AddComponent: Component<AddDependency> {
    var placeBuilder: PlaceBuildable { PlaceBuilder(dependency: self) }
}

final class AddInteractor: PresentableInteractor<AddPresentable>, AddInteractable, PlaceListener {
    weak var router: AddRouting?

    func placeDidClose() {
        router?.closeCurrentChild()
    }
}
```

`Place.swift`:
```swift
protocol PlaceListener: AnyObject {
    func placeDidClose()
}

protocol PlaceBuildable: Buildable {
    func build(withListener listener: PlaceListener) -> PlaceRouting
}

final class PlaceRouter: ViewableRouter<PlaceInteractable, PlaceViewControllable>, PlaceRouting {}

final class PlaceInteractor: PresentableInteractor<PlacePresentable>, PlaceInteractable, PlacePresentableListener {
    weak var listener: PlaceListener?

    func close() {
        listener?.placeDidClose()
    }
}

final class PlaceViewController: UIViewController, PlacePresentable, PlaceViewControllable {
    weak var listener: PlacePresentableListener?

    @objc private func didTapClose() {
        listener?.close()
    }

    @objc private func didTapSkip() {
        navigationController?.popViewController(animated: true)
        listener?.skip()
    }
}
```


### A leaf pushed under a hidden navigation bar, which the router also pops without detaching it

Every pop is code, but the router's `goBack()` pops the child's screen and leaves the child
attached.

`AddRouter.swift`:
```swift
final class AddRouter: ViewableRouter<AddInteractable, AddViewControllable>, AddRouting {
    private let navigationController: UINavigationController
    private let component: AddComponent
    private var currentChild: ViewableRouting?

    func routeToPlace() {
        guard currentChild == nil else { return }
        let router = component.placeBuilder.build(withListener: interactor)
        navigationController.setNavigationBarHidden(true, animated: false)
        navigationController.↓pushViewController(router.viewControllable.uiviewController, animated: true)
        attachChild(router)
        currentChild = router
    }

    func closeCurrentChild() {
        guard let currentChild else { return }
        navigationController.popViewController(animated: true)
        detachChild(currentChild)
        self.currentChild = nil
    }

    func goBack() {
        navigationController.popViewController(animated: true)
    }
}

final class AddComponent: Component<AddDependency> {
    var placeBuilder: PlaceBuildable { PlaceBuilder(dependency: self) }
}

final class AddInteractor: PresentableInteractor<AddPresentable>, AddInteractable, PlaceListener {
    weak var router: AddRouting?

    func placeDidClose() {
        router?.closeCurrentChild()
    }
}
```

`Place.swift`:
```swift
protocol PlaceListener: AnyObject {
    func placeDidClose()
}

protocol PlaceBuildable: Buildable {
    func build(withListener listener: PlaceListener) -> PlaceRouting
}

final class PlaceRouter: ViewableRouter<PlaceInteractable, PlaceViewControllable>, PlaceRouting {}

final class PlaceInteractor: PresentableInteractor<PlacePresentable>, PlaceInteractable, PlacePresentableListener {
    weak var listener: PlaceListener?

    func close() {
        listener?.placeDidClose()
    }
}

final class PlaceViewController: UIViewController, PlacePresentable, PlaceViewControllable {
    weak var listener: PlacePresentableListener?

    @objc private func didTapClose() {
        listener?.close()
    }
}
```

### A leaf pushed under a hidden navigation bar, which a base router's method pops without detaching it

The pop that leaves the child attached is in the router's base class, `goBack()`.

`AddRouter.swift`:
```swift
class NavigatingRouter<I, V>: ViewableRouter<I, V> {
    let navigationController: UINavigationController

    func goBack() {
        navigationController.popViewController(animated: true)
    }
}

final class AddRouter: NavigatingRouter<AddInteractable, AddViewControllable>, AddRouting {
    private let component: AddComponent
    private var currentChild: ViewableRouting?

    func routeToPlace() {
        guard currentChild == nil else { return }
        let router = component.placeBuilder.build(withListener: interactor)
        navigationController.setNavigationBarHidden(true, animated: false)
        navigationController.↓pushViewController(router.viewControllable.uiviewController, animated: true)
        attachChild(router)
        currentChild = router
    }

    func closeCurrentChild() {
        guard let currentChild else { return }
        navigationController.popViewController(animated: true)
        detachChild(currentChild)
        self.currentChild = nil
    }
}

final class AddComponent: Component<AddDependency> {
    var placeBuilder: PlaceBuildable { PlaceBuilder(dependency: self) }
}

final class AddInteractor: PresentableInteractor<AddPresentable>, AddInteractable, PlaceListener {
    weak var router: AddRouting?

    func placeDidClose() {
        router?.closeCurrentChild()
    }
}
```

`Place.swift`:
```swift
protocol PlaceListener: AnyObject {
    func placeDidClose()
}

protocol PlaceBuildable: Buildable {
    func build(withListener listener: PlaceListener) -> PlaceRouting
}

final class PlaceRouter: ViewableRouter<PlaceInteractable, PlaceViewControllable>, PlaceRouting {}

final class PlaceInteractor: PresentableInteractor<PlacePresentable>, PlaceInteractable, PlacePresentableListener {
    weak var listener: PlaceListener?

    func close() {
        listener?.placeDidClose()
    }
}

final class PlaceViewController: UIViewController, PlacePresentable, PlaceViewControllable {
    weak var listener: PlacePresentableListener?

    @objc private func didTapClose() {
        listener?.close()
    }
}
```

### A push branch that runs when the interactor asks for two children

The router pushes onto the navigation controller it presented for the first child, and its
interactor asks for both children in one activation: the second one is pushed, and popping it
leaves it attached. navlint does not follow the order of the two calls, so both pushes are reported.

`TimerRouter.swift`:
```swift
final class TimerRouter: Router<TimerInteractable>, TimerRouting {
    private var navigationControllable: NavigationControllerable?
    private var focusRouting: Routing?
    private var roundRouting: Routing?

    func attachFocus() {
        guard focusRouting == nil else { return }
        let router = focusBuilder.build(withListener: interactor)
        if let navigation = navigationControllable {
            navigation.↓pushViewController(router.viewControllable, animated: true)
        } else {
            presentInsideNavigation(router.viewControllable)
        }
        focusRouting = router
        attachChild(router)
    }

    func attachRound() {
        guard roundRouting == nil else { return }
        let router = roundBuilder.build(withListener: interactor)
        if let navigation = navigationControllable {
            navigation.↓pushViewController(router.viewControllable, animated: true)
        } else {
            presentInsideNavigation(router.viewControllable)
        }
        roundRouting = router
        attachChild(router)
    }

    private func presentInsideNavigation(_ viewControllable: ViewControllable) {
        let navigation = NavigationControllerable(root: viewControllable)
        navigationControllable = navigation
        viewController.present(navigation, animated: true, completion: nil)
    }
}
```

`TimerInteractor.swift`:
```swift
final class TimerInteractor: Interactor, TimerInteractable {
    weak var router: TimerRouting?

    override func didBecomeActive() {
        super.didBecomeActive()
        router?.attachFocus()
        router?.attachRound()
    }
}
```

### A flush handler that nothing makes the navigation delegate

The handler detaches the popped children in its `didShow`, and the base router records each child
with it, but no code makes it a navigation controller's delegate (`navigation.delegate as?
PopTracker` only reads the delegate), so UIKit never calls its `didShow`: there is no flush path,
and the push leaves the child attached when it is popped.

`PopTracker.swift`:
```swift
final class PopTracker: NSObject, UINavigationControllerDelegate {
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

`TrackingRouter.swift`:
```swift
class TrackingRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType> {
    func push(nextRouter: ViewableRouting, animated: Bool) {
        guard let navigation = viewControllable.uiviewController.navigationController,
              let tracker = navigation.delegate as? PopTracker else { return }
        attachChild(nextRouter)
        tracker.track(nextRouter, parent: self)
        navigation.↓pushViewController(nextRouter.viewControllable.uiviewController, animated: animated)
    }
}
```

## Non-triggering

### A push branch that never runs while one child at a time is shown

The router pushes onto the navigation controller it keeps in a private property, which only its
own present branch fills, and its interactor asks for one child per activation (one clause of a
switch): the first method to run finds the property nil and presents, and no second one runs, so
the push branch is dead code.

`TimerRouter.swift`:
```swift
final class TimerRouter: Router<TimerInteractable>, TimerRouting {
    private var navigationControllable: NavigationControllerable?
    private var focusRouting: Routing?
    private var roundRouting: Routing?

    func attachFocus() {
        guard focusRouting == nil else { return }
        let router = focusBuilder.build(withListener: interactor)
        if let navigation = navigationControllable {
            navigation.pushViewController(router.viewControllable, animated: true)
        } else {
            presentInsideNavigation(router.viewControllable)
        }
        focusRouting = router
        attachChild(router)
    }

    func attachRound() {
        guard roundRouting == nil else { return }
        let router = roundBuilder.build(withListener: interactor)
        if let navigation = navigationControllable {
            navigation.pushViewController(router.viewControllable, animated: true)
        } else {
            presentInsideNavigation(router.viewControllable)
        }
        roundRouting = router
        attachChild(router)
    }

    private func presentInsideNavigation(_ viewControllable: ViewControllable) {
        let navigation = NavigationControllerable(root: viewControllable)
        navigationControllable = navigation
        viewController.present(navigation, animated: true, completion: nil)
    }
}
```

`TimerInteractor.swift`:
```swift
final class TimerInteractor: Interactor, TimerInteractable {
    weak var router: TimerRouting?

    override func didBecomeActive() {
        super.didBecomeActive()
        switch kind {
        case .focus: router?.attachFocus()
        case .round: router?.attachRound()
        }
    }
}
```

### Through a view-side push helper that records the child

The common push method can live on the view side too; the router hands it the child and itself.

`ChildFlush.swift`:
```swift
final class ChildFlush: NSObject, UINavigationControllerDelegate {
    private var tracked: [ObjectIdentifier: (parent: Routing, child: ViewableRouting)] = [:]

    init(navigationController: UINavigationController) {
        super.init()
        navigationController.delegate = self
    }

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
    init(navigationController: UINavigationController) {
        super.init()
        navigationController.delegate = self
    }

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

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

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

### A leaf screen that detaches itself when it leaves

The pushed screen pushes nothing further and detaches its own RIB from `viewDidDisappear`: every
completed pop, of one screen or several, takes it from the top, where that event runs. The hook is
`lifecycle-detach`'s finding; no pop leaves the child attached.

`NotesRouter.swift`:
```swift
final class NotesRouter: ViewableRouter<NotesInteractable, NotesViewControllable>, NotesRouting {
    private var addNoteRouter: AddNoteRouting?

    func routeToAddNote() {
        let addNote = addNoteBuilder.build(withListener: interactor)
        addNoteRouter = addNote
        attachChild(addNote)
        viewController.uiviewController.navigationController?.pushViewController(addNote.viewControllable.uiviewController, animated: true)
    }

    func detachAddNote() {
        guard let addNote = addNoteRouter else { return }
        detachChild(addNote)
        addNoteRouter = nil
    }
}

final class NotesInteractor: PresentableInteractor<NotesPresentable>, NotesInteractable {
    weak var router: NotesRouting?

    func addNoteDidClose() {
        router?.detachAddNote()
    }
}
```

`AddNote.swift`:
```swift
final class AddNoteRouter: ViewableRouter<AddNoteInteractable, AddNoteViewControllable>, AddNoteRouting {}

protocol AddNotePresentableListener: AnyObject {
    func didLeave()
}

final class AddNoteInteractor: PresentableInteractor<AddNotePresentable>, AddNoteInteractable, AddNotePresentableListener {
    weak var listener: AddNoteListener?

    func didLeave() {
        listener?.addNoteDidClose()
    }
}

protocol AddNoteListener: AnyObject {
    func addNoteDidClose()
}

extension NotesInteractor: AddNoteListener {}

final class AddNoteViewController: UIViewController, AddNotePresentable, AddNoteViewControllable {
    weak var listener: AddNotePresentableListener?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            listener?.didLeave()
        }
    }
}
```

### A leaf whose RIB classes are named off its routing protocol

The child is typed by its routing protocol, `ComposeRouting`, which one router class adopts,
`NoteComposerRouter`; that router's base names its view protocol, and the screen adopting it
detaches the child from `viewDidDisappear`. The RIB's classes are found by these types, whatever
they are called.

`JournalRouter.swift`:
```swift
final class JournalRouter: ViewableRouter<JournalInteractable, JournalViewControllable>, JournalRouting {
    private var composeRouter: ComposeRouting?

    func routeToCompose() {
        let compose: ComposeRouting = composeBuilder.build(withListener: interactor)
        composeRouter = compose
        attachChild(compose)
        viewController.uiviewController.navigationController?.pushViewController(compose.viewControllable.uiviewController, animated: true)
    }

    func detachCompose() {
        guard let compose = composeRouter else { return }
        detachChild(compose)
        composeRouter = nil
    }
}

final class JournalInteractor: PresentableInteractor<JournalPresentable>, JournalInteractable {
    weak var router: JournalRouting?

    func composeDidClose() {
        router?.detachCompose()
    }
}
```

`NoteComposer.swift`:
```swift
protocol ComposeRouting: ViewableRouting {}

final class NoteComposerRouter: ViewableRouter<NoteComposerInteractable, NoteComposerViewControllable>, ComposeRouting {}

protocol NoteComposerPresentableListener: AnyObject {
    func didLeave()
}

final class NoteComposerInteractor: PresentableInteractor<NoteComposerPresentable>, NoteComposerInteractable, NoteComposerPresentableListener {
    weak var listener: NoteComposerListener?

    func didLeave() {
        listener?.composeDidClose()
    }
}

protocol NoteComposerListener: AnyObject {
    func composeDidClose()
}

extension JournalInteractor: NoteComposerListener {}

final class NoteComposerViewController: UIViewController, NoteComposerPresentable, NoteComposerViewControllable {
    weak var listener: NoteComposerPresentableListener?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            listener?.didLeave()
        }
    }
}
```

### A leaf whose builder declares only ViewableRouting

The builder protocol of a feature in its own module returns `ViewableRouting`; the class that
implements it makes `ProfileEditRouter`, whose screen detaches the child from `viewDidDisappear`.
The child's RIB is found through that wiring, whatever the builder property is called; the test
double of the builder, which returns a mock, is no wiring.

`SettingsRouter.swift`:
```swift
final class SettingsRouter: ViewableRouter<SettingsInteractable, SettingsViewControllable>, SettingsRouting {
    private let accountEditor: ProfileEditBuildable
    private var editRouting: ViewableRouting?

    init(interactor: SettingsInteractable, viewController: SettingsViewControllable, accountEditor: ProfileEditBuildable) {
        self.accountEditor = accountEditor
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToEdit() {
        let router = accountEditor.build(withListener: interactor)
        editRouting = router
        attachChild(router)
        viewController.uiviewController.navigationController?.pushViewController(router.viewControllable.uiviewController, animated: true)
    }

    func detachEdit() {
        guard let router = editRouting else { return }
        detachChild(router)
        editRouting = nil
    }
}

final class SettingsInteractor: PresentableInteractor<SettingsPresentable>, SettingsInteractable, ProfileEditListener {
    weak var router: SettingsRouting?

    func profileEditDidClose() {
        router?.detachEdit()
    }
}
```

`ProfileEdit.swift`:
```swift
public protocol ProfileEditBuildable: Buildable {
    func build(withListener listener: ProfileEditListener) -> ViewableRouting
}

public protocol ProfileEditListener: AnyObject {
    func profileEditDidClose()
}

public final class ProfileEditBuilder: Builder<ProfileEditDependency>, ProfileEditBuildable {
    public func build(withListener listener: ProfileEditListener) -> ViewableRouting {
        let viewController = ProfileEditViewController()
        let interactor = ProfileEditInteractor(presenter: viewController)
        interactor.listener = listener
        return ProfileEditRouter(interactor: interactor, viewController: viewController)
    }
}

final class ProfileEditRouter: ViewableRouter<ProfileEditInteractable, ProfileEditViewControllable>, ProfileEditRouting {}

protocol ProfileEditPresentableListener: AnyObject {
    func didLeave()
}

final class ProfileEditInteractor: PresentableInteractor<ProfileEditPresentable>, ProfileEditInteractable, ProfileEditPresentableListener {
    weak var listener: ProfileEditListener?

    func didLeave() {
        listener?.profileEditDidClose()
    }
}

final class ProfileEditViewController: UIViewController, ProfileEditPresentable, ProfileEditViewControllable {
    weak var listener: ProfileEditPresentableListener?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            listener?.didLeave()
        }
    }
}
```

`ProfileEditTestSupport.swift`:
```swift
public final class ProfileEditBuildableMock: ProfileEditBuildable {
    public func build(withListener listener: ProfileEditListener) -> ViewableRouting {
        ViewableRoutingMock(interactable: Interactor(), viewControllable: ViewControllableMock())
    }
}
```

### A screen that detaches itself when it is removed from the stack

The pushed screen pushes further, but detaches its own RIB from `didMove(toParent:)`, which UIKit
calls for every screen a pop removes, below the top too. The hook is `lifecycle-detach`'s finding.

`AlbumsRouter.swift`:
```swift
final class AlbumsRouter: ViewableRouter<AlbumsInteractable, AlbumsViewControllable>, AlbumsRouting {
    private var albumRouter: AlbumRouting?

    func routeToAlbum(id: String) {
        let album = albumBuilder.build(withListener: interactor, id: id)
        albumRouter = album
        attachChild(album)
        viewController.uiviewController.navigationController?.pushViewController(album.viewControllable.uiviewController, animated: true)
    }

    func detachAlbum() {
        guard let album = albumRouter else { return }
        detachChild(album)
        albumRouter = nil
    }
}

final class AlbumsInteractor: PresentableInteractor<AlbumsPresentable>, AlbumsInteractable, AlbumListener {
    weak var router: AlbumsRouting?

    func albumRemoved() {
        router?.detachAlbum()
    }
}
```

`Album.swift`:
```swift
final class AlbumRouter: ViewableRouter<AlbumInteractable, AlbumViewControllable>, AlbumRouting {
    func routeToPhoto(id: String) {
        viewController.uiviewController.navigationController?.pushViewController(PhotoViewController(id: id), animated: true)
    }
}

protocol AlbumListener: AnyObject {
    func albumRemoved()
}

protocol AlbumPresentableListener: AnyObject {
    func removed()
}

final class AlbumInteractor: PresentableInteractor<AlbumPresentable>, AlbumInteractable, AlbumPresentableListener {
    weak var listener: AlbumListener?

    func removed() {
        listener?.albumRemoved()
    }
}

final class AlbumViewController: UIViewController, AlbumPresentable, AlbumViewControllable {
    weak var listener: AlbumPresentableListener?

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil {
            listener?.removed()
        }
    }
}
```

### The router's screen detaches its child when it appears again

The pushing router's own screen tells its interactor when it has appeared, and the router then
detaches the child it pushed: every pop back to it ends there. The hook is `lifecycle-detach`'s
finding.

`ContactsRouter.swift`:
```swift
final class ContactsRouter: ViewableRouter<ContactsInteractable, ContactsViewControllable>, ContactsRouting {
    private weak var currentChild: ViewableRouting?

    func routeToContact(id: String) {
        let contact = contactBuilder.build(withListener: interactor, id: id)
        currentChild = contact
        attachChild(contact)
        viewController.uiviewController.navigationController?.pushViewController(contact.viewControllable.uiviewController, animated: true)
    }

    func detachCurrentChild() {
        if let currentChild { detachChild(currentChild) }
    }
}

protocol ContactsPresentableListener: AnyObject {
    func screenAppeared()
}

final class ContactsInteractor: PresentableInteractor<ContactsPresentable>, ContactsInteractable, ContactsPresentableListener {
    weak var router: ContactsRouting?

    func screenAppeared() {
        router?.detachCurrentChild()
    }
}

final class ContactsViewController: UIViewController, ContactsPresentable, ContactsViewControllable {
    weak var listener: ContactsPresentableListener?
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        rx.viewDidAppear
            .subscribe(onNext: { [weak self] _ in self?.listener?.screenAppeared() })
            .disposed(by: disposeBag)
    }
}
```

### A leaf whose interactor relays its screen's disappearance to a detach

A leaf with the hook written as a stream: the screen exposes its `viewDidDisappear` and its
interactor asks the parent to detach it whenever the screen has left.

`BadgesRouter.swift`:
```swift
final class BadgesRouter: ViewableRouter<BadgesInteractable, BadgesViewControllable>, BadgesRouting {
    private var badgeRouter: BadgeRouting?

    func routeToBadge(id: String) {
        let badge = badgeBuilder.build(withListener: interactor, id: id)
        badgeRouter = badge
        attachChild(badge)
        viewController.uiviewController.navigationController?.pushViewController(badge.viewControllable.uiviewController, animated: true)
    }

    func detachBadge() {
        guard let badge = badgeRouter else { return }
        detachChild(badge)
        badgeRouter = nil
    }
}

final class BadgesInteractor: PresentableInteractor<BadgesPresentable>, BadgesInteractable, BadgeListener {
    weak var router: BadgesRouting?

    func badgeScreenLeft() {
        router?.detachBadge()
    }
}
```

`Badge.swift`:
```swift
final class BadgeRouter: ViewableRouter<BadgeInteractable, BadgeViewControllable>, BadgeRouting {}

protocol BadgeListener: AnyObject {
    func badgeScreenLeft()
}

protocol BadgePresentable: Presentable {
    var disappeared: Observable<Void> { get }
}

final class BadgeInteractor: PresentableInteractor<BadgePresentable>, BadgeInteractable {
    weak var listener: BadgeListener?

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.disappeared
            .bind(with: self) { owner, _ in owner.listener?.badgeScreenLeft() }
            .disposeOnDeactivate(interactor: self)
    }
}

final class BadgeViewController: UIViewController, BadgePresentable, BadgeViewControllable {
    var disappeared: Observable<Void> {
        rx.viewDidDisappear.map { _ in }
    }
}
```

### A leaf screen that replaces its back button with one that detaches

The pushed screen pushes nothing further and sets its own left bar item (through a helper): UIKit
then shows no back button and no back menu, and the swipe does not start, so every pop goes
through the item, whose action detaches the child.

`UIViewController+CloseItem.swift`:
```swift
extension UIViewController {
    func setCloseItem(target: Any?, action: Selector) {
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: target, action: action)
    }
}
```

`TransfersRouter.swift`:
```swift
final class TransfersRouter: ViewableRouter<TransfersInteractable, TransfersViewControllable>, TransfersRouting {
    private var receiptRouter: ReceiptRouting?

    func routeToReceipt() {
        let receipt = receiptBuilder.build(withListener: interactor)
        receiptRouter = receipt
        attachChild(receipt)
        viewController.uiviewController.navigationController?.pushViewController(receipt.viewControllable.uiviewController, animated: true)
    }

    func detachReceipt() {
        guard let receipt = receiptRouter else { return }
        viewController.uiviewController.navigationController?.popViewController(animated: true)
        detachChild(receipt)
        receiptRouter = nil
    }
}

final class TransfersInteractor: PresentableInteractor<TransfersPresentable>, TransfersInteractable, ReceiptListener {
    weak var router: TransfersRouting?

    func receiptWantsToLeave() {
        router?.detachReceipt()
    }
}
```

`Receipt.swift`:
```swift
final class ReceiptRouter: ViewableRouter<ReceiptInteractable, ReceiptViewControllable>, ReceiptRouting {}

protocol ReceiptListener: AnyObject {
    func receiptWantsToLeave()
}

protocol ReceiptPresentableListener: AnyObject {
    func leave()
}

final class ReceiptInteractor: PresentableInteractor<ReceiptPresentable>, ReceiptInteractable, ReceiptPresentableListener {
    weak var listener: ReceiptListener?

    func leave() {
        listener?.receiptWantsToLeave()
    }
}

final class ReceiptViewController: UIViewController, ReceiptPresentable, ReceiptViewControllable {
    weak var listener: ReceiptPresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        setCloseItem(target: self, action: #selector(didTapClose))
    }

    @objc private func didTapClose() {
        listener?.leave()
    }
}
```

### A leaf screen whose own back item detaches through its Rx taps

The pushed leaf replaces its back button with its own item and subscribes to the item's taps
(`rx.tap`, in another method than the one that sets the item); the subscription asks the
listener to close, and the pushing router detaches the child and pops it.

`LibraryRouter.swift`:
```swift
final class LibraryRouter: ViewableRouter<LibraryInteractable, LibraryViewControllable>, LibraryRouting {
    private var loanRouter: LoanRouting?

    func routeToLoan() {
        let loan = loanBuilder.build(withListener: interactor)
        loanRouter = loan
        attachChild(loan)
        viewController.uiviewController.navigationController?.pushViewController(loan.viewControllable.uiviewController, animated: true)
    }

    func detachLoan() {
        guard let loan = loanRouter else { return }
        viewController.uiviewController.navigationController?.popViewController(animated: true)
        detachChild(loan)
        loanRouter = nil
    }
}

final class LibraryInteractor: PresentableInteractor<LibraryPresentable>, LibraryInteractable, LoanListener {
    weak var router: LibraryRouting?

    func loanWantsToClose() {
        router?.detachLoan()
    }
}
```

`Loan.swift`:
```swift
final class LoanRouter: ViewableRouter<LoanInteractable, LoanViewControllable>, LoanRouting {}

protocol LoanListener: AnyObject {
    func loanWantsToClose()
}

protocol LoanPresentableListener: AnyObject {
    func close()
}

final class LoanInteractor: PresentableInteractor<LoanPresentable>, LoanInteractable, LoanPresentableListener {
    weak var listener: LoanListener?

    func close() {
        listener?.loanWantsToClose()
    }
}

final class LoanViewController: UIViewController, LoanPresentable, LoanViewControllable {
    weak var listener: LoanPresentableListener?
    private let backItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"), style: .plain, target: nil, action: nil)
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = backItem
        bindBackItem()
    }

    private func bindBackItem() {
        backItem.rx.tap
            .asDriver()
            .drive(with: self) { owner, _ in owner.listener?.close() }
            .disposed(by: disposeBag)
    }
}
```

### A leaf screen that hides its back button and closes through its own item

The pushed screen pushes nothing further and hides the system back button: UIKit then shows no
back button and no back menu, and the swipe does not start, so every pop goes through the screen's
own Done item, whose action detaches the child.

`InvoicesRouter.swift`:
```swift
final class InvoicesRouter: ViewableRouter<InvoicesInteractable, InvoicesViewControllable>, InvoicesRouting {
    private var invoiceRouter: InvoiceRouting?

    func routeToInvoice() {
        let invoice = invoiceBuilder.build(withListener: interactor)
        invoiceRouter = invoice
        attachChild(invoice)
        viewController.uiviewController.navigationController?.pushViewController(invoice.viewControllable.uiviewController, animated: true)
    }

    func detachInvoice() {
        guard let invoice = invoiceRouter else { return }
        viewController.uiviewController.navigationController?.popViewController(animated: true)
        detachChild(invoice)
        invoiceRouter = nil
    }
}

final class InvoicesInteractor: PresentableInteractor<InvoicesPresentable>, InvoicesInteractable, InvoiceListener {
    weak var router: InvoicesRouting?

    func invoiceDone() {
        router?.detachInvoice()
    }
}
```

`Invoice.swift`:
```swift
final class InvoiceRouter: ViewableRouter<InvoiceInteractable, InvoiceViewControllable>, InvoiceRouting {}

protocol InvoiceListener: AnyObject {
    func invoiceDone()
}

protocol InvoicePresentableListener: AnyObject {
    func done()
}

final class InvoiceInteractor: PresentableInteractor<InvoicePresentable>, InvoiceInteractable, InvoicePresentableListener {
    weak var listener: InvoiceListener?

    func done() {
        listener?.invoiceDone()
    }
}

final class InvoiceViewController: UIViewController, InvoicePresentable, InvoiceViewControllable {
    weak var listener: InvoicePresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(didTapDone))
    }

    @objc private func didTapDone() {
        listener?.done()
    }
}
```

### A leaf screen named without the repeated word replaces its back button

The `WebView` feature's screen is `WebViewController`, not `WebViewViewController`: it is found as
the class that adopts the view protocol the router's base is given, `WebViewViewControllable`, for
the router that adopts what the builder's `build` returns. Its own left item
leaves no other way back, and its action reaches the parent's detach through the listeners.

`UIViewController+Navigation.swift`:
```swift
extension UIViewController {
    func setupNavigationItem(title: String?, target: AnyObject?, action: Selector?) {
        navigationItem.title = title
        let leftItem = UIBarButtonItem()
        leftItem.target = target
        leftItem.action = action
        navigationItem.leftBarButtonItem = leftItem
    }
}
```

`WebView.swift`:
```swift
protocol WebViewListener: AnyObject {
    func detachWebView()
}

protocol WebViewPresentableListener: AnyObject {
    func detachWebView()
}

protocol WebViewBuildable: Buildable {
    func build(withListener listener: WebViewListener, url: URL) -> WebViewRouting
}

protocol WebViewRouting: ViewableRouting {}

final class WebViewRouter: ViewableRouter<WebViewInteractable, WebViewViewControllable>, WebViewRouting {}

final class WebViewInteractor: PresentableInteractor<WebViewPresentable>, WebViewInteractable, WebViewPresentableListener {
    weak var listener: WebViewListener?

    func detachWebView() {
        listener?.detachWebView()
    }
}

final class WebViewController: UIViewController, WebViewPresentable, WebViewViewControllable {
    weak var listener: WebViewPresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        setupNavigationItem(title: nil, target: self, action: #selector(didTapBackButton))
    }

    @objc
    private func didTapBackButton() {
        listener?.detachWebView()
    }
}
```

`ArticleRouter.swift`:
```swift
protocol ArticleInteractable: Interactable, WebViewListener {
    var router: ArticleRouting? { get set }
}

final class ArticleRouter: ViewableRouter<ArticleInteractable, ArticleViewControllable>, ArticleRouting {
    private let webViewBuildable: WebViewBuildable
    private var webViewRouting: ViewableRouting?

    func attachWebView(url: String) {
        guard webViewRouting == nil else { return }
        let router = webViewBuildable.build(withListener: interactor, url: url)
        webViewRouting = router
        viewControllable.uiviewController.navigationController?.pushViewController(router.viewControllable.uiviewController, animated: true)
        attachChild(router)
    }

    func detachWebView() {
        guard let router = webViewRouting else { return }
        viewController.uiviewController.navigationController?.popViewController(animated: true)
        detachChild(router)
        webViewRouting = nil
    }
}

final class ArticleInteractor: PresentableInteractor<ArticlePresentable>, ArticleInteractable {
    weak var router: ArticleRouting?

    func detachWebView() {
        router?.detachWebView()
    }
}
```

### A screen with its own back item that pushes only screens with their own back items

The order screen pushes a further screen, but that one also replaces its back button: no screen on
top of the order has a back menu or a swipe, so every pop goes through one item at a time, and the
order's own item detaches it.

`UIViewController+CloseItem.swift`:
```swift
extension UIViewController {
    func setCloseItem(target: Any?, action: Selector) {
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: target, action: action)
    }
}
```

`ShopRouter.swift`:
```swift
final class ShopRouter: ViewableRouter<ShopInteractable, ShopViewControllable>, ShopRouting {
    private var orderRouter: OrderRouting?

    func routeToOrder() {
        let order = orderBuilder.build(withListener: interactor)
        orderRouter = order
        attachChild(order)
        viewController.uiviewController.navigationController?.pushViewController(order.viewControllable.uiviewController, animated: true)
    }

    func detachOrder() {
        guard let order = orderRouter else { return }
        viewController.uiviewController.navigationController?.popViewController(animated: true)
        detachChild(order)
        orderRouter = nil
    }
}

final class ShopInteractor: PresentableInteractor<ShopPresentable>, ShopInteractable, OrderListener {
    weak var router: ShopRouting?

    func orderWantsToLeave() {
        router?.detachOrder()
    }
}
```

`Order.swift`:
```swift
protocol OrderListener: AnyObject {
    func orderWantsToLeave()
}

final class OrderRouter: ViewableRouter<OrderInteractable, OrderViewControllable>, OrderRouting {
    private var trackingRouter: TrackingRouting?

    func routeToTracking() {
        let tracking = trackingBuilder.build(withListener: interactor)
        trackingRouter = tracking
        attachChild(tracking)
        viewController.uiviewController.navigationController?.pushViewController(tracking.viewControllable.uiviewController, animated: true)
    }

    func detachTracking() {
        guard let tracking = trackingRouter else { return }
        viewController.uiviewController.navigationController?.popViewController(animated: true)
        detachChild(tracking)
        trackingRouter = nil
    }
}

final class OrderInteractor: PresentableInteractor<OrderPresentable>, OrderInteractable, OrderPresentableListener, TrackingListener {
    weak var router: OrderRouting?
    weak var listener: OrderListener?

    func leave() {
        listener?.orderWantsToLeave()
    }

    func trackingWantsToLeave() {
        router?.detachTracking()
    }
}

final class OrderViewController: UIViewController, OrderPresentable, OrderViewControllable {
    weak var listener: OrderPresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        setCloseItem(target: self, action: #selector(didTapClose))
    }

    @objc private func didTapClose() {
        listener?.leave()
    }
}
```

`Tracking.swift`:
```swift
protocol TrackingListener: AnyObject {
    func trackingWantsToLeave()
}

final class TrackingRouter: ViewableRouter<TrackingInteractable, TrackingViewControllable>, TrackingRouting {}

final class TrackingInteractor: PresentableInteractor<TrackingPresentable>, TrackingInteractable, TrackingPresentableListener {
    weak var listener: TrackingListener?

    func leave() {
        listener?.trackingWantsToLeave()
    }
}

final class TrackingViewController: UIViewController, TrackingPresentable, TrackingViewControllable {
    weak var listener: TrackingPresentableListener?

    override func viewDidLoad() {
        super.viewDidLoad()
        setCloseItem(target: self, action: #selector(didTapClose))
    }

    @objc private func didTapClose() {
        listener?.leave()
    }
}
```

### A leaf pushed under a hidden navigation bar, whose only exit detaches it

The router hides the bar through the navigation controller before the push, and nothing shows it
again: there is no back button, no back menu and no swipe. The pushed screen pops nothing itself;
its only exit asks the router to pop it and detach the child it keeps in `currentChild`, so no pop
leaves it attached. The child's type comes from the builder it is built by, read through the
router's component (`component.placeBuilder`).

`AddRouter.swift`:
```swift
final class AddRouter: ViewableRouter<AddInteractable, AddViewControllable>, AddRouting {
    private let navigationController: UINavigationController
    private let component: AddComponent
    private var currentChild: ViewableRouting?

    func routeToPlace() {
        guard currentChild == nil else { return }
        let router = component.placeBuilder.build(withListener: interactor)
        navigationController.setNavigationBarHidden(true, animated: false)
        navigationController.pushViewController(router.viewControllable.uiviewController, animated: true)
        attachChild(router)
        currentChild = router
    }

    func closeCurrentChild() {
        guard let currentChild else { return }
        navigationController.popViewController(animated: true)
        detachChild(currentChild)
        self.currentChild = nil
    }
}

final class AddComponent: Component<AddDependency> {
    var placeBuilder: PlaceBuildable { PlaceBuilder(dependency: self) }
}

final class AddInteractor: PresentableInteractor<AddPresentable>, AddInteractable, PlaceListener {
    weak var router: AddRouting?

    func placeDidClose() {
        router?.closeCurrentChild()
    }
}
```

`Place.swift`:
```swift
protocol PlaceListener: AnyObject {
    func placeDidClose()
}

protocol PlaceBuildable: Buildable {
    func build(withListener listener: PlaceListener) -> PlaceRouting
}

final class PlaceRouter: ViewableRouter<PlaceInteractable, PlaceViewControllable>, PlaceRouting {}

final class PlaceInteractor: PresentableInteractor<PlacePresentable>, PlaceInteractable, PlacePresentableListener {
    weak var listener: PlaceListener?

    func close() {
        listener?.placeDidClose()
    }
}

final class PlaceViewController: UIViewController, PlacePresentable, PlaceViewControllable {
    weak var listener: PlacePresentableListener?

    @objc private func didTapClose() {
        listener?.close()
    }
}
```

### A leaf under a hidden navigation bar, with RIB classes named off the template

The same leaf, but the child's classes do not follow the template's names: its router is
`PlaceFlowRouter` and its interactor `PlaceLogic`. Its RIB is found by its types: the router class
adopting the `PlaceRouting` the builder returns, and the classes adopting the interactor and view
types that router's base is given.

`AddRouter.swift`:
```swift
final class AddRouter: ViewableRouter<AddInteractable, AddViewControllable>, AddRouting {
    private let navigationController: UINavigationController
    private let component: AddComponent
    private var currentChild: ViewableRouting?

    func routeToPlace() {
        guard currentChild == nil else { return }
        let router = component.placeBuilder.build(withListener: interactor)
        navigationController.setNavigationBarHidden(true, animated: false)
        navigationController.pushViewController(router.viewControllable.uiviewController, animated: true)
        attachChild(router)
        currentChild = router
    }

    func closeCurrentChild() {
        guard let currentChild else { return }
        navigationController.popViewController(animated: true)
        detachChild(currentChild)
        self.currentChild = nil
    }
}

final class AddComponent: Component<AddDependency> {
    var placeBuilder: PlaceBuildable { PlaceBuilder(dependency: self) }
}

final class AddInteractor: PresentableInteractor<AddPresentable>, AddInteractable, PlaceListener {
    weak var router: AddRouting?

    func placeDidClose() {
        router?.closeCurrentChild()
    }
}
```

`Place.swift`:
```swift
protocol PlaceListener: AnyObject {
    func placeDidClose()
}

protocol PlaceBuildable: Buildable {
    func build(withListener listener: PlaceListener) -> PlaceRouting
}

final class PlaceFlowRouter: ViewableRouter<PlaceInteractable, PlaceViewControllable>, PlaceRouting {}

final class PlaceLogic: PresentableInteractor<PlacePresentable>, PlaceInteractable, PlacePresentableListener {
    weak var listener: PlaceListener?

    func close() {
        listener?.placeDidClose()
    }
}

final class PlaceViewController: UIViewController, PlacePresentable, PlaceViewControllable {
    weak var listener: PlacePresentableListener?

    @objc private func didTapClose() {
        listener?.close()
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

### The first screen of the window's navigation controller, at launch

The scene delegate creates an empty navigation controller, hands it to the root router and asks
it for the first screen: the root of the stack, which can never be popped.

`SceneDelegate.swift`:
```swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var rootRouter: RootRouting?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let navigationController = UINavigationController()
        rootRouter = RootBuilder(dependency: AppComponent(navigationController: navigationController)).build()
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        rootRouter?.attachEditor()
    }
}
```

`RootRouter.swift`:
```swift
final class RootRouter: Router<RootInteractable>, RootRouting {
    private let navigationController: UINavigationController

    func attachEditor() {
        let editor = editorBuilder.build(withListener: interactor)
        attachChild(editor)
        navigationController.pushViewController(editor.viewControllable.uiviewController, animated: false)
    }
}
```

### Pushed through the navigation controller of a view that is one

The router's view is a navigation controller (every class adopting its view protocol is one), and
a navigation controller is never on another one's stack: its `navigationController` is nil, and
this push never runs.

`SessionRouter.swift`:
```swift
protocol SessionViewControllable: ViewControllable {
    func setRoot(_ viewControllable: ViewControllable)
}

final class SessionNavigationController: UINavigationController, SessionViewControllable, SessionPresentable {
    func setRoot(_ viewControllable: ViewControllable) {
        setViewControllers([viewControllable.uiviewController], animated: false)
    }
}

final class SessionRouter: LaunchRouter<SessionInteractable, SessionViewControllable>, SessionRouting {
    private var detailRouting: ViewableRouting?

    func attachDetail() {
        guard detailRouting == nil else { return }
        let router = detailBuildable.build(withListener: interactor)
        detailRouting = router
        viewControllable.uiviewController.navigationController?.pushViewController(router.viewControllable.uiviewController, animated: true)
        attachChild(router)
    }
}
```

### A pushed RIB that is never attached

Nothing attaches the child: no pop can leave it attached, so there is nothing for a flush path to
release. (A RIB whose interactor never activates is a bug of its own, not a pop leak.)

```swift
final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let detailBuilder: DetailBuildable
    private var detailRouter: DetailRouting?

    func routeToDetail() {
        let detail = detailBuilder.build(withListener: interactor)
        detailRouter = detail
        viewController.uiviewController.navigationController?.pushViewController(detail.viewControllable.uiviewController, animated: true)
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

### A helper that pushes or presents, called with the flag that presents

The view's helper presents when `isPresent` is true and pushes otherwise; this call passes
`true`, so only the presenting branch runs.

`HomeViewController.swift`:
```swift
protocol HomeViewControllable: ViewControllable {
    func replaceModal(viewController: ViewControllable, isPresent: Bool)
}

final class HomeViewController: UIViewController, HomePresentable, HomeViewControllable {
    func replaceModal(viewController: ViewControllable, isPresent: Bool) {
        if isPresent {
            viewController.uiviewController.modalPresentationStyle = .overCurrentContext
            present(viewController.uiviewController, animated: false)
        } else {
            navigationController?.pushViewController(viewController.uiviewController, animated: true)
        }
    }
}
```

`HomeRouter.swift`:
```swift
final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    func routeToDatePicker() {
        let picker = datePickerBuilder.build(withListener: interactor)
        attachChild(picker)
        viewController.replaceModal(viewController: picker.viewControllable, isPresent: true)
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
        "strong-back-reference": #"""
# strong-back-reference

**Default severity:** error · **Category:** cycles

Builds the project's ownership graph and reports every strong reference cycle once, at the stored
property that points back up the tree, with the whole cycle in the message:

```
strong reference cycle: 'AppCoordinator.children' -> 'DetailCoordinator.parentCoordinator' -> 'AppCoordinator'; make 'parentCoordinator' weak
```

The graph's nodes are the project's coordinators, RIBs routers and interactors, view controllers,
navigation controllers, and the other classes they keep. An edge says that an object keeps another:

- a stored property, through optionals, arrays, dictionaries, sets and generic arguments
  (`[Weak<Child>]` keeps nothing); a property typed with a protocol or a base class points at
  every project class that conforms to it or inherits from it, unless the values the project's
  code stores in it say which (`child.parentCoordinator = self`, an initializer's argument stored
  in it, its initial value, or, for a value the dependency container resolves, what the project
  registers for the protocol: `UIApplication.shared as Providing` is no view controller);
- a child added to a coordinator's child collection (`childCoordinators.append(child)`,
  `children[key] = child`, an `addChild(_:)` helper);
- RIBs: a router keeps its interactor and its view controller (`ViewableRouter<Interactable,
  ViewControllable>`), a presentable interactor its presenter, and `attachChild(child)` makes the
  router keep the child router. A RIB lives as long as its router, so a reference to a RIB's
  interactor (a child's `listener`) reaches what its router keeps;
- a closure property that keeps a method of another object (`onSend = showSend` in the
  coordinator's code, `WalletScreen(onSend: showSend)`, `WalletScreen.make(onSend: showSend)`):
  a method reference keeps its object strongly, and points back at it. Such a cycle is reported
  here, at the method reference, unless closure-capture-cycle reports that method reference: it
  does when the hand-over itself names an object self keeps (`self.wallet = WalletScreen(onSend:
  showSend)`, `pageController.wallet.onSend = showSend`), so no cycle is reported twice. This rule
  reports the others: a keeper self reaches through objects the hand-over does not name (a screen
  given to a page controller self keeps), or an object a static factory makes.

A property points back up when its name says so (`parent…`, `…delegate`, `…listener`, `…output`,
`owner`), or when it names one specific object above its holder: a view controller's or view
model's `coordinator`, an interactor's RIBs `router`, a RIBs view controller's interactor. A
property the holder sets to an object it creates itself always points down. A cycle lasts as long
as none of its references is released, so one that only lasts while the child is attached counts.

A cycle that goes through an object that lives as long as the app (the application delegate, a
singleton kept in a static property, a dependency container's `single { … }`, a file-scope
global) frees nothing while the app runs, and making its back reference weak may free a flow that
is still running: it is not reported (the rule's option `appLifetimeCycles`: `"off"`, the default,
as for the closure rules; `"warning"` or `"error"` report it at that severity, with a message that
says so and no `weak` to add).

Not reported: `weak` and `unowned` properties; protocol requirements (`var listener: X? { get
set }`); computed properties (one that forwards to weak storage included); a property whose
protocol value types may adopt (Swift cannot declare it `weak`: make the protocol class-bound
first, then weak); test doubles (`…Mock`, `…Stub`, `…Fake`, `…Spy`), which never stand in for
app objects; and cycles with no coordinator, router, interactor or view controller in them (data
models whose store manages their relationships, services).

## Why it leaks

A reference-counted object is freed when nothing keeps it any more. When a parent keeps its child
(in `childCoordinators`, as a RIBs child, in a stored property) and the child keeps the parent
strongly, each keeps the other alive: when the flow ends and the parent drops the child, or when
the parent itself is dropped, the pair stays in memory with everything it holds (view
controllers, services, subscriptions) and keeps reacting to events. No crash and no warning says
so; memory grows with every visit of the screen.

## How to fix

Make the reference that points back up `weak` (or `unowned` when the parent always outlives the
child), and make its protocol class-bound if it is not.

```swift
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
}

final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []

    func showDetail() {
        let detail = DetailCoordinator()
        detail.parentCoordinator = self
        children.append(detail)
    }
}

final class DetailCoordinator: Coordinator {
    var children: [Coordinator] = []
    weak var parentCoordinator: AppCoordinator?
}
```

## Fix

`navlint --fix` writes `weak` before the reported property's `var`. It does so only where Swift
accepts it and nothing else has to change: a `var` of an optional type, not `lazy` and without a
property wrapper, whose type only classes can have. When that type is a project protocol not
declared class-bound (it refines a protocol from outside the project), `AnyObject` is added to it
if every project type that adopts it is a class, an actor or a protocol; if a struct or enum
adopts it, the finding is left alone and the output names that type. A `let`, or a non-optional
property, is left for you to change with its uses. The language server offers the same repair as
a quick fix. A cycle that a method reference closes has no property to make weak: `--fix` leaves
it alone, and the fix is a closure that captures its object weakly (`{ [weak self] in
self?.showSend() }`).

## Triggering

### A child coordinator keeps its parent strongly

```swift
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
}

final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []

    func showDetail() {
        let detail = DetailCoordinator()
        detail.parentCoordinator = self
        children.append(detail)
    }
}

final class DetailCoordinator: Coordinator {
    var children: [Coordinator] = []
    var ↓parentCoordinator: AppCoordinator?
}
```

### A view controller keeps the coordinator that keeps it

```swift
final class StatementsCoordinator {
    private let statementsViewController = StatementsViewController()

    func start() {
        statementsViewController.coordinator = self
    }
}

final class StatementsViewController: UITableViewController {
    var ↓coordinator: StatementsCoordinator?
}
```

### A screen whose coordinator is set by the coordinator that presents it

```swift
final class BrowseCoordinator {
    private let navigationController: UINavigationController
    private var folderViewController: FolderViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let controller = FolderViewController()
        controller.browseCoordinator = self
        folderViewController = controller
        navigationController.pushViewController(controller, animated: true)
    }
}

final class FolderViewController: UIViewController {
    var ↓browseCoordinator: BrowseCoordinator?
}
```

### A view controller made by the coordinator it keeps

```swift
final class ProfileCoordinator {
    private lazy var profileViewController = ProfileViewController(coordinator: self)
}

final class ProfileViewController: UIViewController {
    let ↓coordinator: ProfileCoordinator

    init(coordinator: ProfileCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }
}
```

### RIBs: an interactor keeps its router, declared in another file

`SettingsInteractor.swift`:
```swift
protocol SettingsRouting: ViewableRouting {}

final class SettingsInteractor: PresentableInteractor<SettingsPresentable>, SettingsInteractable {
    var ↓router: SettingsRouting?
    weak var listener: SettingsListener?
}
```

`SettingsRouter.swift`:
```swift
protocol SettingsInteractable: Interactable {
    var router: SettingsRouting? { get set }
}

final class SettingsRouter: ViewableRouter<SettingsInteractable, SettingsViewControllable>, SettingsRouting {
    override init(interactor: SettingsInteractable, viewController: SettingsViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
```

### RIBs: a view controller keeps its interactor, the presenter's listener

`CartViewController.swift`:
```swift
protocol CartPresentableListener: AnyObject {
    func didTapCheckout()
}

final class CartViewController: UIViewController, CartPresentable, CartViewControllable {
    var ↓listener: CartPresentableListener?
}
```

`CartInteractor.swift`:
```swift
protocol CartPresentable: Presentable {
    var listener: CartPresentableListener? { get set }
}

final class CartInteractor: PresentableInteractor<CartPresentable>, CartPresentableListener {
    override init(presenter: CartPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapCheckout() {}
}
```

### A strong delegate whose protocol is declared in another file

`CheckoutCoordinatorDelegate.swift`:
```swift
protocol CheckoutCoordinatorDelegate: AnyObject {
    func checkoutDidFinish(_ coordinator: CheckoutCoordinator)
}
```

`CheckoutCoordinator.swift`:
```swift
final class CheckoutCoordinator {
    var ↓delegate: CheckoutCoordinatorDelegate?
}
```

`ShopCoordinator.swift`:
```swift
final class ShopCoordinator: CheckoutCoordinatorDelegate {
    private var checkoutCoordinator: CheckoutCoordinator?

    func showCheckout() {
        let checkout = CheckoutCoordinator()
        checkout.delegate = self
        checkoutCoordinator = checkout
    }

    func checkoutDidFinish(_ coordinator: CheckoutCoordinator) {
        checkoutCoordinator = nil
    }
}
```

### The older spelling of a class-bound protocol

```swift
protocol OrdersCoordinatorDelegate: class {
    func ordersDidEnd()
}

final class OrdersCoordinator {
    var ↓delegate: OrdersCoordinatorDelegate?
}

final class MainCoordinator: OrdersCoordinatorDelegate {
    private let ordersCoordinator = OrdersCoordinator()

    func start() {
        ordersCoordinator.delegate = self
    }

    func ordersDidEnd() {}
}
```

### A delegate object the coordinator creates keeps it strongly

The coordinator's `navigationDelegate` points down (the coordinator made it); the delegate's
`coordinator` points back.

```swift
final class ChatCoordinator {
    let navigationController = UINavigationController()
    private lazy var navigationDelegate = ChatNavigationDelegate(coordinator: self)

    func start() {
        navigationController.delegate = navigationDelegate
    }
}

final class ChatNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let ↓coordinator: ChatCoordinator

    init(coordinator: ChatCoordinator) {
        self.coordinator = coordinator
    }
}
```

### A presenter keeps its view, which keeps the presenter

```swift
final class LoginViewController: UIViewController {
    var presenter: LoginPresenter?
}

final class LoginPresenter {
    var ↓view: LoginViewController?
}

enum LoginBuilder {
    static func build() -> LoginViewController {
        let viewController = LoginViewController()
        let presenter = LoginPresenter()
        viewController.presenter = presenter
        presenter.view = viewController
        return viewController
    }
}
```

### A presenter keeps its view controller under any name, which keeps the presenter

The name does not matter: a presenter or view model that keeps the one view controller keeping it
points back up, whatever its property is called.

```swift
protocol SeriesDisplaying: AnyObject {}

final class SeriesViewController: UIViewController, SeriesDisplaying {
    var presenter: SeriesPresenter?
}

final class SeriesPresenter {
    private let ↓viewController: SeriesDisplaying

    init(viewController: SeriesDisplaying) {
        self.viewController = viewController
    }
}

final class SeriesCoordinator: Coordinator {
    let navigationController: UINavigationController

    func start() {
        let viewController = SeriesViewController()
        viewController.presenter = SeriesPresenter(viewController: viewController)
        navigationController.pushViewController(viewController, animated: true)
    }
}
```

### A base class in another file keeps parent and children

`BaseCoordinator.swift`:
```swift
class BaseCoordinator {
    var childCoordinators: [BaseCoordinator] = []
    var ↓parentCoordinator: BaseCoordinator?

    func addDependency(_ coordinator: BaseCoordinator) {
        coordinator.parentCoordinator = self
        childCoordinators.append(coordinator)
    }
}
```

`LibraryCoordinator.swift`:
```swift
final class LibraryCoordinator: BaseCoordinator {
    func showBook() {
        addDependency(ReaderCoordinator())
    }
}

final class ReaderCoordinator: BaseCoordinator {}
```

### A cycle that lasts while the child is attached

```swift
final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable> {
    func routeToSearch() {
        let search = searchBuilder.build(withListener: interactor)
        search.parentRouter = self
        attachChild(search)
    }

    private let searchBuilder: SearchBuilder
}

final class SearchBuilder {
    func build(withListener listener: SearchListener) -> SearchRouter {
        SearchRouter()
    }
}

final class SearchRouter: ViewableRouter<SearchInteractable, SearchViewControllable> {
    var ↓parentRouter: HomeRouter?
}
```

### Through a view model

```swift
final class WalletCoordinator {
    private let walletViewController: WalletViewController

    init() {
        let viewModel = WalletViewModel()
        walletViewController = WalletViewController(viewModel: viewModel)
        viewModel.coordinator = self
    }
}

final class WalletViewController: UIViewController {
    private let viewModel: WalletViewModel

    init(viewModel: WalletViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
}

final class WalletViewModel {
    var ↓coordinator: WalletCoordinator?
}
```

### A view model keeps its view controller, declared with UIKit's type

The property names no project type; the assignment says which controller it keeps.

```swift
final class RevocationListViewController: UITableViewController {
    private let viewModel = RevocationListViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.viewController = self
    }
}

final class RevocationListViewModel {
    var ↓viewController: UIViewController?
}
```

### A coordinator keeps its screen in a property of UIKit's base type

The property names no project type; what the coordinator stores in it does, even when a factory
hands the screen back as a protocol that one screen adopts.

```swift
protocol CommentScreen: UIViewController {}

final class CommentScreenFactory {
    func makeScreen(coordinator: CommentCoordinator) -> any CommentScreen {
        CommentViewController(coordinator: coordinator)
    }
}

final class CommentCoordinator {
    var baseViewController: UIViewController?
    private let factory = CommentScreenFactory()
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = factory.makeScreen(coordinator: self)
        baseViewController = screen
        navigationController.present(screen, animated: true)
    }
}

final class CommentViewController: UIViewController, CommentScreen {
    let ↓coordinator: CommentCoordinator

    init(coordinator: CommentCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }
}
```

### A screen generic over its reactor, made by a generic factory

A property typed by a generic parameter holds what the parameter's constraint admits, and a
value typed by a generic function's parameter is of its constraint's type.

```swift
protocol CommentReacting: AnyObject {}
protocol CommentCoordinating: AnyObject {}

final class CommentReactor: CommentReacting {
    let ↓coordinator: any CommentCoordinating

    init(coordinator: any CommentCoordinating) {
        self.coordinator = coordinator
    }
}

final class CommentViewController<R: CommentReacting>: UIViewController {
    let reactor: R

    init(reactor: R) {
        self.reactor = reactor
        super.init(nibName: nil, bundle: nil)
    }
}

final class CommentFactory {
    func makeReactor<C: CommentCoordinating>(coordinator: C) -> CommentReactor {
        CommentReactor(coordinator: coordinator)
    }
}

final class CommentCoordinator: CommentCoordinating {
    var baseViewController: UIViewController?
    private let factory = CommentFactory()

    func start() {
        baseViewController = CommentViewController(reactor: factory.makeReactor(coordinator: self))
    }
}
```

### A reactor made by a factory whose generic parameter a where clause constrains

```swift
protocol ReviewCoordinating: AnyObject {}

final class ReviewReactor {
    let ↓coordinator: any ReviewCoordinating

    init(coordinator: any ReviewCoordinating) {
        self.coordinator = coordinator
    }
}

final class ReviewFactory {
    func makeReactor<C>(coordinator: C) -> ReviewReactor where C: ReviewCoordinating {
        ReviewReactor(coordinator: coordinator)
    }
}

final class ReviewCoordinator: ReviewCoordinating {
    private let factory = ReviewFactory()
    var reactor: ReviewReactor?

    func start() {
        reactor = factory.makeReactor(coordinator: self)
    }
}
```

### A protocol-typed parent assigned by the parent

The protocol has several conformers; the assignment says which one the property holds.

```swift
protocol FlowCoordinator: AnyObject {}

final class TabsCoordinator: FlowCoordinator {
    private var children: [FlowCoordinator] = []

    func showNews() {
        let news = NewsCoordinator()
        news.parent = self
        children.append(news)
    }
}

final class NewsCoordinator: FlowCoordinator {
    var ↓parent: FlowCoordinator?
}

final class SettingsFlowCoordinator: FlowCoordinator {}
```

### A provider handed the view controller that keeps it

The presenter's provider is declared as a protocol that every view controller adopts; the
initializer's caller says which object it is: the view controller that keeps the presenter.

```swift
protocol TopMostViewControllerProviding: AnyObject {}

extension UIViewController: TopMostViewControllerProviding {}

final class AlertPresenter {
    private let ↓provider: TopMostViewControllerProviding

    init(provider: TopMostViewControllerProviding) {
        self.provider = provider
    }
}

final class HomeViewController: UIViewController {
    lazy var alerts = AlertPresenter(provider: self)
}
```

### RIBs: a child's strong listener to its parent's interactor

A RIB is its router, interactor and view controller, and lives as long as its router. The parent
router keeps the child while it is attached; the child's interactor keeps the parent's interactor,
and so the parent RIB, through its strong `listener`. The RIBs templates declare `listener` weak.

`EditNameInteractor.swift`:
```swift
protocol EditNameListener: AnyObject {
    func editNameDidFinish()
}

final class EditNameInteractor: PresentableInteractor<EditNamePresentable>, EditNameInteractable {
    var ↓listener: EditNameListener?
}

protocol EditNameInteractable: Interactable {}
protocol EditNameRouting: ViewableRouting {}

final class EditNameRouter: ViewableRouter<EditNameInteractable, EditNameViewControllable>, EditNameRouting {}

final class EditNameBuilder {
    func connect(_ interactor: EditNameInteractor, to listener: EditNameListener) {
        interactor.listener = listener
    }
}
```

`AccountInteractor.swift`:
```swift
protocol AccountInteractable: Interactable, EditNameListener {
    var router: AccountRouting? { get set }
}

final class AccountInteractor: PresentableInteractor<AccountPresentable>, AccountInteractable {
    weak var router: AccountRouting?

    func editNameDidFinish() {
        router?.detachEditName()
    }
}
```

`AccountRouter.swift`:
```swift
final class AccountRouter: ViewableRouter<AccountInteractable, AccountViewControllable>, AccountRouting {
    private var editName: EditNameRouting?

    func routeToEditName() {
        let editName = editNameBuilder.build(withListener: interactor)
        self.editName = editName
        attachChild(editName)
    }

    func detachEditName() {
        guard let editName else { return }
        detachChild(editName)
        self.editName = nil
    }

    private let editNameBuilder: EditNameBuildable
}

protocol EditNameBuildable {
    func build(withListener listener: EditNameListener) -> EditNameRouting
}
```

### RIBs: a builder that declares only `ViewableRouting`

The child's router type comes from what the builder returns.

`Feed.swift`:
```swift
protocol FeedListener: AnyObject { func feedDidClose() }
protocol FeedInteractable: Interactable {}

final class FeedInteractor: PresentableInteractor<FeedPresentable>, FeedInteractable {
    var ↓listener: FeedListener?
}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable> {}

protocol FeedBuildable {
    func build(withListener listener: FeedListener) -> ViewableRouting
}

final class FeedBuilder: FeedBuildable {
    func build(withListener listener: FeedListener) -> ViewableRouting {
        let viewController = FeedViewController()
        let interactor = FeedInteractor(presenter: viewController)
        interactor.listener = listener
        return FeedRouter(interactor: interactor, viewController: viewController)
    }
}
```

`Home.swift`:
```swift
protocol HomeInteractable: Interactable, FeedListener {}

final class HomeInteractor: Interactor, HomeInteractable {
    func feedDidClose() {}
}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable> {
    private let feedBuilder: FeedBuildable = FeedBuilder()

    override func didLoad() {
        super.didLoad()
        let feed = feedBuilder.build(withListener: interactor)
        attachChild(feed)
    }
}
```

### A parent kept through a struct that wraps it

`AnyCoordinator` erases the parent's type but keeps it strongly, so the child's
`parentCoordinator` keeps the parent that keeps the child.

```swift
protocol CoordinatorType: AnyObject {
    func removeChild(_ coordinator: CoordinatorType)
}

struct AnyCoordinator {
    private let base: CoordinatorType

    init(_ base: CoordinatorType) {
        self.base = base
    }

    func removeChild(_ coordinator: CoordinatorType) {
        base.removeChild(coordinator)
    }
}

class Coordinator: CoordinatorType {
    var ↓parentCoordinator: AnyCoordinator?
    private var children: [CoordinatorType] = []

    func addChild(_ coordinator: CoordinatorType) {
        children.append(coordinator)
    }

    func removeChild(_ coordinator: CoordinatorType) {
        children.removeAll { $0 === coordinator }
    }
}

final class PostListCoordinator: Coordinator {
    func showDetail() {
        let detail = PostDetailCoordinator()
        detail.parentCoordinator = AnyCoordinator(self)
        addChild(detail)
    }
}

final class PostDetailCoordinator: Coordinator {}
```

### A coordinator keeps its view model's method, and the view model keeps the coordinator

A method reference keeps its object: `onUpdateVideos` keeps the view model, whose strong
`coordinator` keeps the coordinator.

```swift
final class RecordedVideosCoordinator {
    var onUpdateVideos = { }
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let controller = RecordedVideosController()
        controller.viewModel.coordinator = self
        onUpdateVideos = controller.viewModel.reloadVideos
        navigationController.pushViewController(controller, animated: true)
    }
}

final class RecordedVideosController: UIViewController {
    let viewModel = RecordedVideosViewModel()
}

final class RecordedVideosViewModel {
    var ↓coordinator: RecordedVideosCoordinator?

    func reloadVideos() {}
}
```

### A coordinator's method kept by a screen inside a screen the coordinator keeps

A method reference of self is a closure that keeps self strongly. The coordinator keeps the page
controller, which keeps the wallet screen, whose `onSend` is the coordinator's method, handed
through the screen's initializer: the closure points back up the tree as a strong `coordinator`
property would. The finding lands where the method reference is handed over, since that is what
to change (a closure with `[weak self]`).

```swift
final class WalletCoordinator {
    private var pageController: WalletPageController?

    func start() {
        let wallet = WalletScreen(onSend: ↓showSend)
        pageController = WalletPageController(wallet: wallet)
    }

    func showSend() {}
}

final class WalletPageController: UIPageViewController {
    private let wallet: WalletScreen

    init(wallet: WalletScreen) {
        self.wallet = wallet
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }
}

final class WalletScreen: UIViewController {
    private let onSend: () -> Void

    init(onSend: @escaping () -> Void) {
        self.onSend = onSend
        super.init(nibName: nil, bundle: nil)
    }
}
```

### A coordinator's method kept through a static factory of the screen

The method reference reaches the screen through a static factory that makes the screen and stores
its parameter in it.

```swift
final class WalletCoordinator {
    private var pageController: WalletPageController?

    func start() {
        let wallet = WalletScreen.make(onSend: ↓showSend)
        pageController = WalletPageController(wallet: wallet)
    }

    func showSend() {}
}

final class WalletPageController: UIPageViewController {
    private let wallet: WalletScreen

    init(wallet: WalletScreen) {
        self.wallet = wallet
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }
}

final class WalletScreen: UIViewController {
    private var onSend: (() -> Void)?

    static func make(onSend: @escaping () -> Void) -> WalletScreen {
        let screen = WalletScreen()
        screen.onSend = onSend
        return screen
    }
}
```

### A coordinator's method kept by an object a static factory makes for the coordinator

The page controller that `make(makeHistory:)` builds keeps `makeHistory`, a method reference of
the coordinator, which keeps the page controller. closure-capture-cycle does not follow a static
factory that stores its parameter in the object it makes, so this rule reports the cycle.

```swift
final class WalletCoordinator {
    private var pageController: WalletPageController?

    func start() {
        pageController = WalletPageController.make(makeHistory: ↓makeHistory)
    }

    func makeHistory() -> UIViewController { UIViewController() }
}

final class WalletPageController: UIPageViewController {
    private var makeHistory: (() -> UIViewController)?

    static func make(makeHistory: @escaping () -> UIViewController) -> WalletPageController {
        let controller = WalletPageController()
        controller.makeHistory = makeHistory
        return controller
    }
}
```

### A keep-alive cleared on one path, of an object a screen also keeps

The screen keeps the login service, which keeps the login sheet it presents, which keeps the
service. The service clears `loginController` only when the login succeeds: a sheet the user
closes leaves both alive after the screen goes. The service does not need the sheet to keep it
alive (the screen does), so this is not a deliberate keep-alive.

```swift
final class LoginService {
    private var ↓loginController: LoginWebController?

    func logIn(from presenter: UIViewController) {
        loginController = LoginWebController.make()
        loginController?.service = self
        presenter.present(loginController!, animated: true)
    }

    func didRedirect() {
        loginController?.dismiss(animated: true)
        loginController = nil
    }
}

final class LoginWebController: UIViewController {
    var service: LoginService!

    static func make() -> LoginWebController {
        UIStoryboard(name: "Login", bundle: nil).instantiateViewController(withIdentifier: "Login") as! LoginWebController
    }
}

final class UploadViewController: UIViewController {
    let service = LoginService()
}
```

### A presenter and its view from a factory that runs again

The same static factory as in "A presenter and its view made once by a static factory at launch",
but `logout()` calls it again: each logout makes a new screen and presenter, and the old pair keeps
itself.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var rootViewController: RootViewController?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        rootViewController = RootFlow.setAsRoot(in: window)
        window?.makeKeyAndVisible()
        return true
    }

    func logout() {
        rootViewController = RootFlow.setAsRoot(in: window)
    }
}

final class RootFlow {
    static func setAsRoot(in window: UIWindow?) -> RootViewController {
        let view = RootViewController()
        let presenter = RootPresenter()
        view.presenter = presenter
        presenter.view = view
        window?.rootViewController = view
        return view
    }
}

final class RootViewController: UIViewController {
    var presenter: RootPresenter!
}

final class RootPresenter {
    var ↓view: RootViewController?
}
```

### An app's copy of a class, beside its extension's copy

The app and its share extension each declare their own `PageController` and `ResultsViewController`
(two targets, so two classes of each name). Only the app's results screen sets itself as its page
controller's delegate: the app's copy is a cycle, the extension's copy keeps nothing back. A name
declared more than once means, where it is used, the declaration on the use's side of the folders
the declarations split at (`App/…` or `ShareExtension/…`); a use outside every side may mean any.

`App/List/PageController.swift`:

```swift
protocol ResultsPageDelegate: AnyObject {
    func didUpdateResults()
}

final class PageController {
    var ↓resultsDelegate: ResultsPageDelegate?
}
```

`App/Search/ResultsViewController.swift`:

```swift
final class ResultsViewController: UIViewController {
    var pageController: PageController?

    override func viewDidLoad() {
        super.viewDidLoad()
        let controller = PageController()
        controller.resultsDelegate = self
        pageController = controller
    }
}

extension ResultsViewController: ResultsPageDelegate {
    func didUpdateResults() {}
}
```

`ShareExtension/List/PageController.swift`:

```swift
protocol ResultsPageDelegate: AnyObject {
    func didUpdateResults()
}

final class PageController {
    var resultsDelegate: ResultsPageDelegate?
}
```

`ShareExtension/Search/ResultsViewController.swift`:

```swift
final class ResultsViewController: UIViewController {
    var pageController: PageController?

    override func viewDidLoad() {
        super.viewDidLoad()
        pageController = PageController()
    }
}
```

### A sheet's view model given the coordinator that presents the sheet

The twin of "A view model given a new coordinator by another screen" below: here the coordinator
gives the sheet's view model itself, so the view model's strong `previewCoordinator` points back at
the object that keeps the sheet.

```swift
final class PreviewCoordinator {
    private let presenter: UIViewController
    private var sheetController: SheetViewController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let model = SheetViewModel()
        model.previewCoordinator = self
        let sheet = SheetViewController()
        sheet.viewModel = model
        sheetController = sheet
        presenter.present(sheet, animated: true)
    }
}

final class SheetViewController: UIViewController {
    var viewModel: SheetViewModel?
}

final class SheetViewModel {
    var ↓previewCoordinator: PreviewCoordinator?
}
```

## Non-triggering

### A method of self stored in a closure property of a view self keeps

The view keeps the screen through a method reference, but no stored property points back: the
cycle runs through a closure, which closure-capture-cycle reports, once.

```swift
final class ProfileViewController: UIViewController {
    private let header = ProfileHeaderView()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.onAvatarTap = showAvatar
    }

    func showAvatar() {}
}

final class ProfileHeaderView: UIView {
    var onAvatarTap: (() -> Void)?
}
```

### A coordinator's method kept by a screen it pushes and does not keep

The navigation controller keeps the pushed screen, and with it the coordinator's method, only
until the user pops the screen: nothing the coordinator keeps holds the closure.

```swift
final class WalletCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let wallet = WalletScreen(onSend: showSend)
        navigationController.pushViewController(wallet, animated: true)
    }

    func showSend() {}
}

final class WalletScreen: UIViewController {
    private let onSend: () -> Void

    init(onSend: @escaping () -> Void) {
        self.onSend = onSend
        super.init(nibName: nil, bundle: nil)
    }
}
```

### A coordinator's screen inside a screen it keeps, given a closure that captures it weakly

```swift
final class WalletCoordinator {
    private var pageController: WalletPageController?

    func start() {
        let wallet = WalletScreen(onSend: { [weak self] in self?.showSend() })
        pageController = WalletPageController(wallet: wallet)
    }

    func showSend() {}
}

final class WalletPageController: UIPageViewController {
    private let wallet: WalletScreen

    init(wallet: WalletScreen) {
        self.wallet = wallet
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }
}

final class WalletScreen: UIViewController {
    private let onSend: () -> Void

    init(onSend: @escaping () -> Void) {
        self.onSend = onSend
        super.init(nibName: nil, bundle: nil)
    }
}
```

### A coordinator's method kept by a screen the coordinator keeps in its own property

The hand-over names an object the coordinator keeps: closure-capture-cycle reports the method
reference, once.

```swift
final class WalletCoordinator {
    private var wallet: WalletScreen?

    func start() {
        wallet = WalletScreen(onSend: showSend)
    }

    func showSend() {}
}

final class WalletScreen: UIViewController {
    private let onSend: () -> Void

    init(onSend: @escaping () -> Void) {
        self.onSend = onSend
        super.init(nibName: nil, bundle: nil)
    }
}
```

### A coordinator's method stored through the coordinator's own properties

The hand-over names the screen through the coordinator's properties: closure-capture-cycle
reports the method reference, and this rule does not report the same cycle again.

```swift
final class WalletCoordinator {
    private let pageController = WalletPageController()

    func start() {
        pageController.wallet.onSend = showSend
    }

    func showSend() {}
}

final class WalletPageController: UIPageViewController {
    let wallet = WalletScreen()
}

final class WalletScreen: UIViewController {
    var onSend: (() -> Void)?
}
```

### A cycle through a singleton

The app coordinator is a singleton: it lives as long as the app, and a child it drops is freed
whatever the child keeps. Nothing leaks while the app runs, and making `parentCoordinator` weak
could free a flow that is still running, so by default the rule leaves such a cycle out. With the
option `appLifetimeCycles` set to `"warning"` or `"error"` it is reported at that severity, with a
message that names the singleton and suggests no `weak` (`navlint --fix` leaves it alone).

```swift
final class AppCoordinator {
    static let shared = AppCoordinator()
    private var childCoordinators: [LoginCoordinator] = []

    func showLogin() {
        let login = LoginCoordinator()
        login.parentCoordinator = self
        childCoordinators.append(login)
    }
}

final class LoginCoordinator {
    var parentCoordinator: AppCoordinator?
}
```

### A presenter and its view made once by a static factory at launch

The application delegate keeps the screen that a static factory returns, and calls the factory once,
at launch. The factory also stores the screen in its presenter (the cycle) and as the window's root;
the first store does not decide: the screen and its presenter live as long as the app.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var rootViewController: RootViewController?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        rootViewController = RootFlow.setAsRoot(in: window)
        window?.makeKeyAndVisible()
        return true
    }
}

final class RootFlow {
    static func setAsRoot(in window: UIWindow?) -> RootViewController {
        let view = RootViewController()
        let presenter = RootPresenter()
        view.presenter = presenter
        presenter.view = view
        window?.rootViewController = view
        return view
    }
}

final class RootViewController: UIViewController {
    var presenter: RootPresenter!
}

final class RootPresenter {
    var view: RootViewController?
}
```

### Weak and unowned references back

```swift
final class AppCoordinator {
    var children: [AnyObject] = []
    private let homeViewController = HomeViewController()

    func start() {
        let detail = DetailCoordinator(parent: self)
        detail.parentCoordinator = self
        children.append(detail)
        homeViewController.coordinator = self
    }
}

final class DetailCoordinator {
    weak var parentCoordinator: AppCoordinator?
    unowned let parent: AppCoordinator

    init(parent: AppCoordinator) {
        self.parent = parent
    }
}

final class HomeViewController: UIViewController {
    weak var coordinator: AppCoordinator?
}
```

### Protocol requirements and the weak property that implements them

`ProfileInteractor.swift`:
```swift
protocol ProfileInteractable: Interactable {
    var router: ProfileRouting? { get set }
    var listener: ProfileListener? { get set }
}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfileInteractable {
    weak var router: ProfileRouting?
    weak var listener: ProfileListener?
}
```

`ProfileRouter.swift`:
```swift
protocol ProfileRouting: ViewableRouting {}

final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {}
```

### A computed property that forwards to weak storage

```swift
final class CardsCoordinator {
    private let cardsViewController = CardsViewController()
}

final class CardsViewController: UIViewController {
    private weak var weakCoordinator: CardsCoordinator?

    var coordinator: CardsCoordinator? {
        get { weakCoordinator }
        set { weakCoordinator = newValue }
    }
}
```

### A delegate protocol that is not class-bound

Swift cannot declare such a property `weak`, and a value type may adopt the protocol. navlint
stays silent; making the protocol `AnyObject` and the property `weak` is still the fix when a
class adopts it.

```swift
protocol PickerDelegate {
    func didPick(_ value: Int)
}

final class PickerCoordinator: PickerDelegate {
    private let picker = PickerViewController()

    func start() {
        picker.delegate = self
    }

    func didPick(_ value: Int) {}
}

final class PickerViewController: UIViewController {
    var delegate: PickerDelegate?
}
```

### A view controller's coordinator that does not keep it

The coordinator pushes the view controller and forgets it: the navigation controller keeps the
screen, and the screen keeps the coordinator, which is what keeps the flow alive.

```swift
final class SearchCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let search = SearchViewController()
        search.coordinator = self
        navigationController.pushViewController(search, animated: true)
    }
}

final class SearchViewController: UIViewController {
    var coordinator: SearchCoordinator?
}
```

### A coordinator's screen in a property of UIKit's base type, keeping it weakly

```swift
final class ReportCoordinator {
    var baseViewController: UIViewController?

    func start() {
        let report = ReportViewController()
        report.coordinator = self
        baseViewController = report
    }
}

final class ReportViewController: UIViewController {
    weak var coordinator: ReportCoordinator?
}
```

### A listener object that only the child owns

```swift
final class ReceiptCoordinator {
    private let output = ReceiptOutputHandler()
    private let receiptViewController = ReceiptViewController()

    func start() {
        receiptViewController.listener = output
    }
}

final class ReceiptViewController: UIViewController {
    var listener: ReceiptOutputHandler?
}

final class ReceiptOutputHandler {}
```

### A value of a type nested in the view controller

`ListViewController.Mode` names the nested enum, not the view controller: the view model keeps a
value, not the controller.

```swift
final class ListViewController: UIViewController {
    enum Mode { case browse, select }
    typealias Completion = (Int) -> Void

    var viewModel: ListViewModel?
}

final class ListViewModel {
    var mode: ListViewController.Mode = .browse
    private let onCompletion: ListViewController.Completion

    init(onCompletion: @escaping ListViewController.Completion) {
        self.onCompletion = onCompletion
    }
}
```

### A delegate object the holder creates

```swift
final class MainCoordinator {
    let navigationController = UINavigationController()
    private let navigationDelegate = MainNavigationDelegate()
    private var children: [MainNavigationDelegate] = []

    func start() {
        navigationDelegate.owner = self
        navigationController.delegate = navigationDelegate
    }
}

final class MainNavigationDelegate: NSObject, UINavigationControllerDelegate {
    weak var owner: MainCoordinator?
}
```

### A screen that makes, starts and keeps its own coordinator

The screen's coordinator is a new one, bound to a local first so that it can be started: it is not
the coordinator that keeps the screen, though both have the same type.

```swift
final class BrowseCoordinator {
    private let navigationController: UINavigationController
    private var folderViewController: FolderViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let controller = FolderViewController()
        folderViewController = controller
        navigationController.pushViewController(controller, animated: true)
    }
}

final class FolderViewController: UIViewController {
    var browseCoordinator: BrowseCoordinator?

    func showPersonalFiles() {
        guard let navigationController else { return }
        let coordinator = BrowseCoordinator(navigationController: navigationController)
        coordinator.start()
        self.browseCoordinator = coordinator
    }
}
```

### A view model given a new coordinator by another screen

Every store of the view model's `previewCoordinator` gives it a coordinator made right there (here
by the task screen, on its own view model), never the coordinator that keeps a sheet: a property
that points up closes a cycle only if some store can give it its owner (`x.p = self` by a type the
property can point at, a value handed in, or a value the code cannot tell). A store of a new object
(`P(…)`, or a `let` bound to one) or of nil is no such store; a store the code does not show (a
property wrapper, a struct's memberwise initializer, a non-constructing initial value) counts as one.

```swift
final class PreviewCoordinator {
    private let presenter: UIViewController
    private var sheetController: SheetViewController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let sheet = SheetViewController()
        sheet.viewModel = SheetViewModel()
        sheetController = sheet
        presenter.present(sheet, animated: true)
    }
}

final class SheetViewController: UIViewController {
    var viewModel: SheetViewModel?
}

final class SheetViewModel {
    var previewCoordinator: PreviewCoordinator?
}

final class TaskViewController: UIViewController {
    func showPreview() {
        let model = SheetViewModel()
        model.previewCoordinator = PreviewCoordinator(presenter: self)
        let sheet = SheetViewController()
        sheet.viewModel = model
        present(sheet, animated: true)
    }
}
```

### Children kept through a weak wrapper

```swift
final class Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

final class PlayerCoordinator {
    private var observers: [Weak<QueueCoordinator>] = []

    func add(_ queue: QueueCoordinator) {
        queue.parentCoordinator = self
        observers.append(Weak(queue))
    }
}

final class QueueCoordinator {
    var parentCoordinator: PlayerCoordinator?
}
```

### Test doubles

`RootInteractableMock.swift`:
```swift
final class RootInteractableMock: RootInteractable {
    var router: RootRouting?
    var listener: RootListener?
}
```

`RootRouter.swift`:
```swift
protocol RootInteractable: Interactable {
    var router: RootRouting? { get set }
}

protocol RootRouting: ViewableRouting {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {}
```

### A wrapper around any coordinator

The module wraps the coordinator it shows; the protocol it names is adopted by every coordinator,
so it says nothing about an owner above.

```swift
protocol CoordinatorProtocol: AnyObject {
    func start()
}

final class NavigationModule {
    var coordinator: CoordinatorProtocol?
    init(_ coordinator: CoordinatorProtocol) { self.coordinator = coordinator }
}

final class NavigationRootCoordinator: CoordinatorProtocol {
    private var rootModule: NavigationModule?

    func setRoot(_ coordinator: CoordinatorProtocol) {
        rootModule = NavigationModule(coordinator)
    }

    func start() {}
}

final class RoomScreenCoordinator: CoordinatorProtocol {
    func start() {}
}
```

### A collection of coordinators kept by a manager

```swift
protocol WindowCoordinator: AnyObject {}

final class WindowManager {
    private var coordinators: [String: WindowCoordinator] = [:]

    func register(_ coordinator: WindowCoordinator, for key: String) {
        coordinators[key] = coordinator
    }
}

final class OverlayCoordinator: WindowCoordinator {
    private let windowManager = WindowManager()

    func start() {
        windowManager.register(self, for: "overlay")
    }
}
```

### A coordinator's child property assigned only other children

`SceneCoordinator` keeps one child at a time, and only ever a settings coordinator; the search
screen keeps the scene coordinator strongly, but nothing the scene coordinator keeps reaches it.

`SceneCoordinator.swift`:
```swift
protocol Coordinator: AnyObject {}

final class SceneCoordinator: Coordinator {
    var childCoordinator: Coordinator?

    func showSettings() {
        let settings = SettingsSceneCoordinator()
        childCoordinator = settings
    }
}
```

`SearchOverview.swift`:
```swift
final class SearchOverviewCoordinator: Coordinator {
    let overviewViewController = SearchOverviewViewController()
}

final class SearchOverviewViewController: UIViewController {
    var coordinator: SceneCoordinator!
}

final class SettingsSceneCoordinator: Coordinator {}
```

### A deliberate keep-alive, cleared when the screen goes

The sheet object is kept by nothing but its controller while it is on screen; it clears the
controller's strong `delegate` when the controller is dismissed, which breaks the cycle. Making
`delegate` weak would free the sheet at once.

```swift
final class ActionSheet {
    private var sheetController: ActionSheetController?

    func show(from presenter: UIViewController) {
        sheetController = ActionSheetController()
        sheetController?.delegate = self
        guard let sheetController else { return }
        presenter.present(sheetController, animated: true)
    }

    func controllerDidDismiss() {
        sheetController?.delegate = nil
        sheetController = nil
    }
}

final class ActionSheetController: UIViewController {
    var delegate: ActionSheet?
}
```

### A sheet that clears its owner's property as it disappears

The screen keeps the sheet it shows, and the sheet keeps the screen as its strong `delegate`; but
the screen hands the sheet a closure that drops the screen's reference, and the sheet runs it from
`viewWillDisappear`. However the sheet goes, the screen lets go of it then, and nothing is left.

```swift
protocol PickerDelegate: AnyObject {
    func didPick(_ value: Int)
}

final class PickerSheet: UIViewController {
    private let onClose: (() -> Void)?
    var delegate: PickerDelegate?

    init(onClose: (() -> Void)? = nil) {
        self.onClose = onClose
        super.init(nibName: nil, bundle: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onClose?()
    }
}

final class FormViewController: UIViewController, PickerDelegate {
    var pickerSheet: PickerSheet?

    func showPicker() {
        let sheet = PickerSheet { [weak self] in
            self?.pickerSheet = nil
        }
        sheet.delegate = self
        present(sheet, animated: true)
        pickerSheet = sheet
    }

    func didPick(_ value: Int) {}
}
```

### A provider protocol that UIKit's own classes adopt

A value of the protocol may be `UIApplication.shared` or any view controller: the declaration says
nothing about which project object it is.

```swift
protocol TopScreenProviding: AnyObject {
    var topScreen: UIViewController? { get }
}

extension UIApplication: TopScreenProviding {
    var topScreen: UIViewController? { nil }
}

extension UIViewController: TopScreenProviding {
    var topScreen: UIViewController? { self }
}

final class AlertPresenter {
    private let provider: TopScreenProviding

    init(provider: TopScreenProviding = UIApplication.shared) {
        self.provider = provider
    }
}

final class RootController: UIViewController {
    let alertPresenter = AlertPresenter()
}

final class ContainerController: UIViewController {
    var parentRoot: RootController?
}
```

### A child collection that nothing fills

`SceneCoordinator` declares `childCoordinators` but never adds to it: the collection keeps no
coordinator, so the profile screen's strong reference closes no cycle through it.

```swift
protocol Coordinator: AnyObject {
    func start()
}

final class SceneCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        let search = SearchViewController()
        search.coordinator = self
        navigationController.pushViewController(search, animated: false)
    }
}

final class ProfileCoordinator: Coordinator {
    private let profileViewController = ProfileViewController()

    func start() {}
}

final class ProfileViewController: UIViewController {
    var sceneCoordinator: SceneCoordinator?
}

final class SearchViewController: UIViewController {
    var coordinator: SceneCoordinator?
}
```

### A strong finish delegate that nothing ever sets

Only the tab coordinator's `finishDelegate` is set (and it is weak); nothing stores a value in the
settings coordinator's strong one, which stays nil for the coordinator's whole life and keeps
nothing, whatever its protocol type could point at. A strong optional `var` without an initial
value keeps something only if some code stores a value in it: `x.finishDelegate = …` where `x` is
of its type, a subclass or a base class or protocol it may be; `self.finishDelegate = …` in its own
code, a base class's or a protocol extension's; or a store whose receiver says nothing. A nib
outlet, a property with a property wrapper and a `public` or `open` property (which a library's
clients may set) always count as set.

```swift
protocol Coordinator: AnyObject {
    var finishDelegate: CoordinatorFinishDelegate? { get set }
    var childCoordinators: [Coordinator] { get set }
}

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(_ child: Coordinator)
}

final class AppCoordinator: Coordinator, CoordinatorFinishDelegate {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var childCoordinators: [Coordinator] = []

    func start() {
        let tabs = TabCoordinator()
        tabs.finishDelegate = self
        childCoordinators.append(tabs)
        childCoordinators.append(SettingsCoordinator())
    }

    func coordinatorDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class TabCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var childCoordinators: [Coordinator] = []
}

final class SettingsCoordinator: Coordinator {
    var finishDelegate: CoordinatorFinishDelegate?
    var childCoordinators: [Coordinator] = []
}
```

### A provider the container resolves to the application object

Every view controller adopts the provider protocol, but the presenter's provider is what the
dependency container resolves: the project registers the application object for it, so the
presenter does not keep the view controller that keeps it.

```swift
protocol TopMostViewControllerProviding: AnyObject {}

extension UIApplication: TopMostViewControllerProviding {}
extension UIViewController: TopMostViewControllerProviding {}

final class AlertPresenter {
    private let provider: TopMostViewControllerProviding

    init(provider: TopMostViewControllerProviding = resolve()) {
        self.provider = provider
    }
}

final class HomeViewController: UIViewController {
    let alerts = AlertPresenter()
}

let registrations = module {
    factory { UIApplication.shared as TopMostViewControllerProviding }
}
```

### Data models without any navigation object

```swift
final class Folder {
    var parent: Folder?
    var children: [Folder] = []
}
```

### A route value that holds a new child coordinator

Every `PresentedRoute` is made with a new coordinator for the presented screen (`.init()`), never
with the coordinator that keeps the route: the reference points down, whatever the types say.

```swift
final class NavigationCoordinator: ObservableObject {
    struct PresentedRoute {
        let route: String
        let coordinator: NavigationCoordinator
    }

    @Published var presentedSheet: PresentedRoute?

    func present(_ route: String) {
        presentedSheet = .init(route: route, coordinator: .init())
    }
}
```

### A SwiftUI view's coordinator kept in its @State

The coordinator keeps a copy of the view struct; the view's `@State` value lives in SwiftUI's
storage for the view on screen, not in the copy.

```swift
public struct GameInfoView: View {
    @State private var coordinatorRef: Coordinator?

    class Coordinator: GameMenuDelegate {
        var parent: GameInfoView?

        init(parent: GameInfoView) {
            self.parent = parent
        }
    }

    func makeCoordinator() -> Coordinator {
        let coordinator = Coordinator(parent: self)
        DispatchQueue.main.async {
            self.coordinatorRef = coordinator
        }
        return coordinator
    }
}

protocol GameMenuDelegate: AnyObject {}
```

### FIXME: two coordinators that keep each other through ordinary properties

Neither property says it points back up, so navlint finds no cycle to report.

```swift
final class MainCoordinator {
    var settings: SettingsCoordinator?

    func showSettings() {
        let settings = SettingsCoordinator()
        settings.main = self
        self.settings = settings
    }
}

final class SettingsCoordinator {
    var main: MainCoordinator?
}
```

"""#,
        "system-retained-closure": #"""
# system-retained-closure

**Default severity:** warning · **Category:** cycles

Reports a closure, or a `target: self`, that the system keeps alive for as long as something
outside self runs, and that keeps `self` strongly all that time:

- a `Task { … }` (or `Task.detached`, or a closure given to a project function that hands it to a
  task: `Task.delayed(by:) { … }` whose body runs `Task { … operation() }`) whose body loops over
  an endless asynchronous sequence (`for await … in …` over an `AsyncStream`, an
  `AsyncThrowingStream`, a project type conforming to `AsyncSequence`, `NotificationCenter`'s
  `notifications(named:)`, a publisher's `values`, `$property.values`, or a package's or
  framework's endless stream known by name: `Defaults.updates(…)`, StoreKit's
  `Transaction.updates`, `Observations { … }`, and TipKit's `shouldDisplayUpdates` and
  `statusUpdates` of a tip) and holds `self` strongly in the loop: captured strongly
  (`self.handle`, or an implicit member, which a task's closure allows), or captured `[weak self]`
  and then turned strong (`guard let self`, `guard let strongSelf = self`) before the loop;
- a repeating timer (`Timer.scheduledTimer(withTimeInterval:repeats: true) { … }`, also
  `Timer(timeInterval:repeats:block:)`) whose block captures `self` strongly, reported at the
  block's opening brace, and one whose `target:` is `self` (`scheduledTimer(timeInterval:target:
  self, selector:userInfo:repeats: true)`), reported at that argument;
- a `NotificationCenter` observer block (`addObserver(forName:object:queue:using:)`) that captures
  `self` strongly, reported at its opening brace; one given as a method of self (`using:
  handleChange`, `using: self.handleChange`), reported at that argument; and the closure given to a
  project function that hands its closure parameter to `addObserver(forName:…, using:)` (`func
  observe(_ name:, handler:)`);
- a key-value observation (`object.observe(\.keyPath) { … }`) stored in a property of self (or a
  collection of them), directly or through a local (`let observation = …;
  observations.append(observation)`), whose closure captures `self` strongly, or whose change
  handler is a method of self (`changeHandler: handleChange`), reported at that argument.

Fine: `[weak self]` that stays weak inside the loop (`self?.handle(value)`, or `guard let self`
inside the loop's body, which lets go of self at every iteration); a one-shot task (no loop over an
endless sequence: it ends when its awaits return); a loop over an array or a finite sequence (a
project function's `AsyncStream` whose builder calls `continuation.finish()`, in the builder or in
a task it starts, ends by itself; one finished only in its `onTermination` handler does not); a
timer that does not repeat; a repeating timer invalidated, an observer removed, an observation
invalidated, or a stored task cancelled in a method other than `deinit` (a path that runs: `deinit`
never runs while the system keeps self); the selector form `addObserver(self, selector:name:object:)`,
which `NotificationCenter` has not retained since iOS 9; a key-value observation that is not stored,
which ends at once; and a struct's closures (a SwiftUI view's task), which capture a copy.

Only the objects of a screen or a flow are looked at: view controllers, coordinators, routers and
interactors by their roles, and classes named like a screen's or a flow's object (`…ViewModel`,
`…Model`, `…Presenter`, `…Controller`, `…View`, `…Coordinator`…). Services, stores (an
`ObservableObject` service too) usually live as long as the app, and so do the objects that
closure-capture-cycle's document lists as app-lifetime owners (the app delegate, singletons and
other static or global objects, container singletons, the view controller a window is given as its
root when nothing replaces it, and what only such objects keep, such as a SwiftUI App's `@StateObject`): the system keeping
them loses nothing. Nor does work started directly (outside loops and closures) by a member that
runs once per process, whatever else makes objects of the class: its single callers lead to the
launch callback or a singleton's initializer (a `super.start()` in another class's override calls
its base's method, not this one), not on an object the launch code makes right there and keeps nowhere (as closure-capture-cycle reads a cycle built once per process); nor an object
made and kept only by such code (a main screen's view model that a coordinator started once at
launch makes), nor the `@StateObject` of a view that only the SwiftUI App's scene shows. The option `appLifetimeCycles` (`"off"`, the default, `"warning"` or `"error"`)
reports those too, with a message that names the owner and why it lives as long as the app. A
service made for one screen that the system keeps is a known gap.

This is a rule of its own rather than part of `closure-capture-cycle`: there, self keeps the
closure (a property, a bag), and the fix is a weak capture; here the keeper is the system (the
task's executor, the run loop, the notification center), self need not store anything for the leak
to happen, and the fix is as often to stop the work (`cancel()`, `invalidate()`, `removeObserver`)
in a path that runs as to capture weakly. The two rules never report the same closure.

## Why it leaks

A closure keeps what it captures, and these closures are kept by something that outlives the
screen. A task runs until its body returns, and a `for await` loop over a stream that nobody
finishes never returns: the task, and the self it holds, live as long as the stream. A repeating
timer stays in the run loop, keeping its block or its target, until `invalidate()`. The
notification center keeps an observer block until the observer is removed. A stored key-value
observation keeps its closure as long as self keeps it. When what keeps self is only stopped in
`deinit`, it is never stopped: `deinit` waits for the last strong reference, which is the one the
system holds. The closed screen, its coordinator or interactor stay in memory and keep reacting to
events.

## How to fix

Do not hold self across the endless part: capture `[weak self]` and unwrap it inside the loop,
once per element, so that self can go between two elements. Stop the work where the screen or
flow ends, in a method that runs (`viewWillDisappear`, `stop()`, the coordinator's finish):
`task.cancel()`, `timer.invalidate()`, `NotificationCenter.default.removeObserver(token)`,
`observation.invalidate()`.

```swift
final class FeedInteractor {
    private var updatesTask: Task<Void, Never>?
    private let updates: AsyncStream<Int>

    init(updates: AsyncStream<Int>) {
        self.updates = updates
    }

    func didBecomeActive() {
        updatesTask = Task { [weak self, updates] in
            for await value in updates {
                guard let self else { return }
                self.handle(value)
            }
        }
    }

    func willResignActive() {
        updatesTask?.cancel()
    }

    func handle(_ value: Int) {}
}
```

## Fix

`navlint --fix` changes nothing for this rule: where to stop the work (which method runs when the
screen or flow ends) is a decision the tool cannot make, and a weak capture alone does not help a
loop that turns it strong again.

## Triggering

### A stored task loops over an endless stream with self captured strongly

```swift
final class FeedInteractor {
    private var task: Task<Void, Never>?
    private let updates: AsyncStream<Int>

    init(updates: AsyncStream<Int>) {
        self.updates = updates
    }

    func start() {
        task = Task ↓{
            for await value in updates {
                self.handle(value)
            }
        }
    }

    func handle(_ value: Int) {}
}
```

### A task that is not stored, using self implicitly

```swift
final class ChatViewModel {
    let messages: AsyncThrowingStream<String, Error>

    init(messages: AsyncThrowingStream<String, Error>) {
        self.messages = messages
    }

    func observe() {
        Task ↓{
            for try await message in messages {
                show(message)
            }
        }
    }

    func show(_ message: String) {}
}
```

### Weak self turned strong before the loop

```swift
final class PlayerCoordinator {
    let events: AsyncStream<String>

    init(events: AsyncStream<String>) {
        self.events = events
    }

    func start() {
        Task ↓{ [weak self] in
            guard let self else { return }
            for await event in self.events {
                self.route(event)
            }
        }
    }

    func route(_ event: String) {}
}
```

### Weak self turned strong under another name

```swift
final class DownloadsViewModel {
    let progress: AsyncStream<Double>

    init(progress: AsyncStream<Double>) {
        self.progress = progress
    }

    func bind() {
        Task.detached ↓{ [weak self] in
            guard let strongSelf = self else { return }
            for await value in strongSelf.progress {
                strongSelf.update(value)
            }
        }
    }

    func update(_ value: Double) {}
}
```

### The endless stream's type is declared in another file

`SessionEvents.swift`:
```swift
struct SessionEvents: AsyncSequence {
    typealias Element = String

    func makeAsyncIterator() -> AsyncStream<String>.Iterator {
        AsyncStream<String> { _ in }.makeAsyncIterator()
    }
}

final class SessionService {
    let events = SessionEvents()
}
```

`SessionCoordinator.swift`:
```swift
final class SessionCoordinator {
    private let service: SessionService
    private var listening: Task<Void, Never>?

    init(service: SessionService) {
        self.service = service
    }

    func start() {
        listening = Task ↓{
            for await event in service.events {
                self.handle(event)
            }
        }
    }

    func handle(_ event: String) {}
}
```

### A package's endless stream

The project does not hold the declarations of its packages and of Apple's frameworks, so their
endless streams are known by name: the Defaults package's `Defaults.updates(…)`, StoreKit's
`Transaction.updates`, and an `Observations { … }` sequence, each of which ends only with the
process.

`MetalViewController.swift`:
```swift
import Defaults

final class MetalViewController: UIViewController {
    private var settingsTask: Task<Void, Never>?
    private var filterMode = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        settingsTask = Task ↓{
            for await _ in Defaults.updates([.filterMode, .smoothing]) {
                filterMode = Defaults[.filterMode]
            }
        }
    }
}
```

`StoreViewModel.swift`:
```swift
import StoreKit

final class StoreViewModel {
    private var updates: Task<Void, Never>?
    private let model = EditorModel()

    func start() {
        updates = Task ↓{
            for await result in Transaction.updates {
                await self.handle(result)
            }
        }
        Task ↓{
            for await state in Observations({ self.model.state }) {
                self.render(state)
            }
        }
    }

    func handle(_ result: VerificationResult<Transaction>) async {}
    func render(_ state: Int) {}
}
```

### A tip's display updates

TipKit's `Tip` gives every tip two streams that never finish, `shouldDisplayUpdates` and
`statusUpdates`. TipKit is not in the project, so they are known by name, on a receiver that is a
tip: a value of a project type conforming to `Tip`, or, where the declarations do not say what the
receiver is (a generic parameter `T: Tip`), in a file that imports TipKit. A stored task cancelled
only in `deinit` is never cancelled.

`Tips.swift`:
```swift
import TipKit

struct GroupNoteTip: Tip {
    var title: Text { Text("Notes") }
}
```

`ContactPickerViewController.swift`:
```swift
final class ContactPickerViewController: UIViewController {
    private let noteTip = GroupNoteTip()
    private var tipTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        tipTask = tipTask ?? Task ↓{ @MainActor in
            for await shouldDisplay in noteTip.shouldDisplayUpdates {
                if shouldDisplay { showTip() } else { hideTip() }
            }
        }
    }

    deinit {
        tipTask?.cancel()
    }

    private func showTip() {}
    private func hideTip() {}
}
```

`StatusBannerView.swift`:
```swift
import TipKit

final class StatusBannerView: UIView {
    func follow<T: Tip>(_ tip: T) {
        Task ↓{ @MainActor in
            for await status in tip.statusUpdates {
                render(status)
            }
        }
    }

    private func render(_ status: Tips.Status) {}
}
```

### A task started through a project wrapper

The project's function hands its closure to a task (`Task { … operation() }`), so the task keeps
it as `Task { … }` would. Here the weak self is turned strong before the endless loop.

`Task+Delayed.swift`:
```swift
extension Task where Failure == Error {
    static func after(seconds: Double, operation: @escaping @Sendable () async throws -> Success) -> Task {
        Task {
            try await Task<Never, Never>.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            return try await operation()
        }
    }
}
```

`ReaderViewController.swift`:
```swift
final class ReaderViewController: UIViewController {
    private let progress: AsyncStream<Double>
    private var progressTask: Task<Void, Error>?

    init(progress: AsyncStream<Double>) {
        self.progress = progress
        super.init(nibName: nil, bundle: nil)
    }

    func showProgress() {
        progressTask = Task.after(seconds: 0.5) ↓{ @MainActor [weak self] in
            guard let self else { return }
            for await value in self.progress {
                self.render(value)
            }
        }
    }

    private func render(_ value: Double) {}
}
```

### A project function's stream finished only when it terminates

A stream whose builder calls `finish()` only in its `onTermination` handler, which runs once the
stream has ended, never ends by itself.

`EventReader.swift`:
```swift
final class EventReader {
    func liveEvents(filters: [String]) -> AsyncStream<Int> {
        AsyncStream { continuation in
            let listener = Listener(filters: filters) { continuation.yield($0) }
            continuation.onTermination = { _ in
                listener.stop()
                continuation.finish()
            }
        }
    }
}
```

`TimelineModel.swift`:
```swift
final class TimelineModel {
    let reader = EventReader()

    func follow() {
        Task ↓{
            for await count in reader.liveEvents(filters: ["home"]) {
                self.show(count)
            }
        }
    }

    func show(_ count: Int) {}
}
```

### A project function's stream that forwards an endless one

The builder's task finishes the stream only after its loop over an endless source, which never
ends: the stream ends only with its source.

`Watcher.swift`:
```swift
final class Watcher {
    let statuses: AsyncStream<[String]>

    init(statuses: AsyncStream<[String]>) {
        self.statuses = statuses
    }

    func extractedFiles() -> AsyncStream<[String]> {
        AsyncStream { continuation in
            Task {
                for await paths in self.statuses {
                    continuation.yield(paths)
                }
                continuation.finish()
            }
        }
    }
}
```

`ImportViewModel.swift`:
```swift
final class ImportViewModel {
    let watcher: Watcher

    init(watcher: Watcher) {
        self.watcher = watcher
    }

    func watch() {
        Task ↓{
            for await files in watcher.extractedFiles() {
                self.add(files)
            }
        }
    }

    func add(_ files: [String]) {}
}
```

### Notifications and a publisher's values

```swift
final class ProfileViewModel {
    @Published var name = ""

    func observe() {
        Task ↓{
            for await _ in NotificationCenter.default.notifications(named: UIApplication.didBecomeActiveNotification) {
                self.reload()
            }
        }
        Task ↓{
            for await value in $name.values {
                self.render(value)
            }
        }
    }

    func reload() {}
    func render(_ name: String) {}
}
```

### Weak self made strong before a debounced stream, cancelled only in deinit

`SearchModel.swift`:
```swift
final class SearchModel {
    private let queries: AsyncStream<String>
    private var searchTask: Task<Void, Never>?

    init(queries: AsyncStream<String>) {
        self.queries = queries
        searchTask = Task ↓{ [weak self] in
            guard let self else { return }
            for await query in queries.debounce(for: .milliseconds(50)) {
                await search(query)
            }
        }
    }

    func search(_ query: String) async {}

    deinit {
        searchTask?.cancel()
    }
}
```

### A publisher a service's method returns

`AppSettingsViewModel.swift`:
```swift
final class AppSettingsViewModel {
    let settings: SettingsService

    init(settings: SettingsService) {
        self.settings = settings
        Task ↓{
            for await theme in settings.themePublisher().values {
                apply(theme)
            }
        }
    }

    func apply(_ theme: Int) {}
}
```

`SettingsService.swift`:
```swift
protocol SettingsService {
    func themePublisher() -> AnyPublisher<Int, Never>
}
```

### A stored task cancelled only in deinit

```swift
final class LocationInteractor {
    private var task: Task<Void, Never>?
    private let locations: AsyncStream<Int>

    init(locations: AsyncStream<Int>) {
        self.locations = locations
    }

    func didBecomeActive() {
        task = Task ↓{
            for await location in locations {
                self.store(location)
            }
        }
    }

    deinit {
        task?.cancel()
    }

    func store(_ location: Int) {}
}
```

### A repeating timer whose block captures self

```swift
final class CountdownViewController: UIViewController {
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) ↓{ _ in
            self.tick()
        }
    }

    func tick() {}
}
```

### A repeating timer with self as its target, invalidated only in deinit

```swift
final class PollingCoordinator {
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 5, ↓target: self, selector: #selector(poll), userInfo: nil, repeats: true)
    }

    @objc func poll() {}

    deinit {
        timer?.invalidate()
    }
}
```

### A repeating timer built with its initializer

```swift
final class ClockView: UIView {
    private var timer: Timer?

    func start() {
        let timer = Timer(timeInterval: 1, repeats: true, block: ↓{ _ in
            self.setNeedsDisplay()
        })
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }
}
```

### A notification observer block that captures self

```swift
final class SettingsViewController: UIViewController {
    private var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) ↓{ _ in
            self.reload()
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(token as Any)
    }

    func reload() {}
}
```

### A notification observer given as a method of self

A method reference keeps `self` as a closure that captures it does.

```swift
final class PlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main, ↓using: handleActivation)
    }

    private func handleActivation(_ notification: Notification) {}
}
```

### A repeating timer's block, or an observer block, given as `self.method`

```swift
final class ClockViewController: UIViewController {
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true, ↓block: tick)
        NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main, ↓using: self.refresh)
    }

    private func tick(_ timer: Timer) {}

    private func refresh(_ notification: Notification) {}
}
```

### A notification observer added through a project wrapper

The project's function hands its closure to `addObserver(forName:…)`, so the center keeps it.

`NotificationCenter+Observe.swift`:
```swift
extension NotificationCenter {
    @discardableResult
    func observe(_ name: Notification.Name, handler: @escaping (Notification) -> Void) -> NSObjectProtocol {
        addObserver(forName: name, object: nil, queue: .main, using: handler)
    }
}
```

`ProfileViewModel.swift`:
```swift
final class ProfileViewModel {
    func start() {
        NotificationCenter.default.observe(.profileChanged) ↓{ _ in
            self.reload()
        }
    }

    func reload() {}
}
```

### A stored key-value observation that captures self

```swift
final class VideoViewController: UIViewController {
    private let player = AVPlayer()
    private var observation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        observation = player.observe(\.rate, options: [.new]) ↓{ _, _ in
            self.updateButtons()
        }
    }

    func updateButtons() {}
}
```

### An observer added by a method that the launch code and a screen both call

`startObserving()` has two callers, so it may run more than once: each status screen, which the
menu pushes on each tap, leaves one more model kept by the center.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let registry = Registry()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let status = registry.object(named: "status") as? StatusViewModel
        status?.startObserving()
        return true
    }
}

final class Registry {
    private var objects: [String: AnyObject] = [:]

    init() {
        objects["status"] = StatusViewModel()
    }

    func object(named name: String) -> AnyObject? { objects[name] }
}

final class StatusViewModel {
    var isOnline = false

    func startObserving() {
        NotificationCenter.default.addObserver(forName: .reachabilityChanged, object: nil, queue: .main) ↓{ _ in
            self.isOnline.toggle()
        }
    }
}

final class StatusViewController: UIViewController {
    private let model = StatusViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        model.startObserving()
    }
}

final class MenuViewController: UIViewController {
    @objc func openStatus() {
        navigationController?.pushViewController(StatusViewController(), animated: true)
    }
}
```

### A screen model the iOS app keeps, with a task its macOS copies run too

On iOS the only `NavigationViewModel` is the SwiftUI app's `@StateObject`, but the task is compiled
for every platform, and elsewhere (`#else`) a view makes a model per window: there the task keeps
each window's model after its window closes.

`LibraryApp.swift`:
```swift
#if os(iOS)
@main
struct LibraryApp: App {
    @StateObject private var navigation = NavigationViewModel()
    var body: some Scene { WindowGroup { ContentView() } }
}
#else
struct WindowRootView: View {
    @StateObject private var navigation = NavigationViewModel()
    var body: some View { ContentView() }
}
#endif
```

`NavigationViewModel.swift`:
```swift
final class NavigationViewModel: ObservableObject {
    private var tabsTask: Task<Void, Never>?

    init() {
        tabsTask = Task ↓{
            for await note in NotificationCenter.default.notifications(named: .tabsDidChange) {
                self.closeTabs(note)
            }
        }
    }

    func closeTabs(_ note: Notification) {}
}
```

### The view model of the main screen, made again on each tap

The launch code of the non-triggering example "The view model of the main screen, made once at
launch", but the main screen's refresh button runs the coordinator's `start()` too: each tap makes one more
view model, and the center keeps each one's observer.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var appCoordinator: ApplicationCoordinator!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        appCoordinator = ApplicationCoordinator(window: window)
        appCoordinator.launch()
        return true
    }
}

final class ApplicationCoordinator {
    let window: UIWindow?
    let navigationController = UINavigationController()
    private var main: MainCoordinator?

    init(window: UIWindow?) {
        self.window = window
    }

    func launch() {
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        let main = MainCoordinator(navigationController: navigationController)
        self.main = main
        main.start()
    }
}

final class MainCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewModel = MainViewModel()
        let viewController = MainViewController.instantiate(with: viewModel)
        navigationController.pushViewController(viewController, animated: false)
    }
}

final class MainViewController: UIViewController {
    private var viewModel: MainViewModel!
    var coordinator: MainCoordinator?

    @objc func refreshTapped() {
        coordinator?.start()
    }

    static func instantiate(with viewModel: MainViewModel) -> MainViewController {
        let viewController = MainViewController()
        viewController.viewModel = viewModel
        return viewController
    }
}

final class MainViewModel {
    private var observers: [NSObjectProtocol] = []

    init() {
        observers.append(NotificationCenter.default.addObserver(forName: .statusChanged, object: nil, queue: nil, ↓using: updateView))
    }

    deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    private func updateView(_ notification: Notification) {}
}
```

### An observer removed through a local bound from another object's token

`token` is the session's token, not the screen's: the screen's own observer stays.

```swift
final class WalletSession {
    var token: NSObjectProtocol?
}

final class WalletViewController: UIViewController {
    private var token: NSObjectProtocol?
    let session = WalletSession()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        token = NotificationCenter.default.addObserver(forName: .walletChanged, object: nil, queue: .main) ↓{ _ in
            self.reload()
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let token = session.token { NotificationCenter.default.removeObserver(token) }
    }

    func reload() {}
}
```

### A key-value observation whose change handler is a method of self

A method reference keeps `self` as a closure that captures it does.

```swift
final class PreviewController: UIViewController {
    private var observations: [NSKeyValueObservation] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let toolbar = navigationController?.toolbar {
            observations.append(toolbar.observe(\.isHidden, ↓changeHandler: toolbarVisibilityChanged))
        }
    }

    func toolbarVisibilityChanged(_ toolbar: UIToolbar, _ change: NSKeyValueObservedChange<Bool>) {}
}
```

### A key-value observation stored through a local

```swift
final class ScannerViewController: UIViewController {
    private let session = CaptureSession()
    private var observations: [NSKeyValueObservation] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let observation = session.observe(\.isRunning) ↓{ _, _ in
            self.updateControls()
        }
        observations.append(observation)
    }

    func updateControls() {}
}
```

## Non-triggering

### An observer block that is a closure property or a parameter, and a timer's block that invalidates its timer

Only a method of self makes a new closure that keeps self; a block that invalidates its own timer ends it.

```swift
final class ClockViewController: UIViewController {
    private let onChange: (Notification) -> Void = { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main, using: onChange)
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block: countDown)
    }

    func observe(refresh: @escaping (Notification) -> Void) {
        NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main, using: refresh)
    }

    private func refresh(_ notification: Notification) {}

    private func countDown(_ timer: Timer) {
        timer.invalidate()
    }
}
```

### Weak self kept weak inside the loop

```swift
final class FeedInteractor {
    private let updates: AsyncStream<Int>

    init(updates: AsyncStream<Int>) {
        self.updates = updates
    }

    func start() {
        Task { [weak self, updates] in
            for await value in updates {
                self?.handle(value)
            }
        }
    }

    func handle(_ value: Int) {}
}
```

### Self unwrapped inside the loop, once per element

```swift
final class PlayerCoordinator {
    let events: AsyncStream<String>

    init(events: AsyncStream<String>) {
        self.events = events
    }

    func start() {
        Task { [weak self, events] in
            for await event in events {
                guard let self else { return }
                self.route(event)
            }
        }
    }

    func route(_ event: String) {}
}
```

### A one-shot task

```swift
final class ProfileInteractor {
    let service = ProfileService()

    func load() {
        Task {
            let profile = await service.fetch()
            self.show(profile)
        }
    }

    func show(_ profile: String) {}
}

final class ProfileService {
    func fetch() async -> String { "" }
}
```

### A loop over an array inside a task

```swift
final class UploadInteractor {
    var files: [String] = []

    func uploadAll() {
        Task {
            for file in files {
                await self.upload(file)
            }
        }
    }

    func upload(_ file: String) async {}
}
```

### The first elements of a stream

```swift
final class OnboardingViewModel {
    let steps: AsyncStream<Int>

    init(steps: AsyncStream<Int>) {
        self.steps = steps
    }

    func start() {
        Task {
            for await step in steps.prefix(3) {
                self.show(step)
            }
        }
    }

    func show(_ step: Int) {}
}
```

### A stored task cancelled in a path that runs

`ScoresInteractor.swift`:
```swift
final class ScoresInteractor {
    private var task: Task<Void, Never>?
    private let scores: AsyncStream<Int>

    init(scores: AsyncStream<Int>) {
        self.scores = scores
    }

    func didBecomeActive() {
        task = Task {
            for await score in scores {
                self.show(score)
            }
        }
    }

    func show(_ score: Int) {}
}
```

`ScoresInteractor+Lifecycle.swift`:
```swift
extension ScoresInteractor {
    func willResignActive() {
        task?.cancel()
    }
}
```

### A package's finite sequence, and a project type of the same name

StoreKit's `Transaction.currentEntitlements` ends once it has listed them, and `Observations.untilFinished`
ends when its closure returns nil. A project type named `Defaults` is read from its declarations:
here `updates` returns an array.

`Entitlements.swift`:
```swift
import StoreKit

final class EntitlementsViewModel {
    private var loading: Task<Void, Never>?

    func load() {
        loading = Task {
            for await result in Transaction.currentEntitlements {
                self.unlock(result)
            }
            for await state in Observations.untilFinished({ self.nextState() }) {
                self.render(state)
            }
        }
    }

    func unlock(_ result: VerificationResult<Transaction>) {}
    func nextState() -> Observations<Int, Never>.Iteration { .finish }
    func render(_ state: Int) {}
}
```

`Defaults.swift`:
```swift
enum Defaults {
    static func updates(_ keys: [String]) -> [String] { keys }
}

final class SettingsViewModel {
    private var refreshing: Task<Void, Never>?

    func start() {
        refreshing = Task {
            for await key in Defaults.updates(["theme"]) {
                self.apply(key)
            }
        }
    }

    func apply(_ key: String) {}
}
```

### A stored task converted on the way, cancelled in a path that runs

The task is kept through a conversion (`.asAnyCancellable()`), and each new session cancels the
old task before starting the next.

```swift
@MainActor
final class AppearanceCoordinator: ObservableObject {
    private var appearanceCancellable: AnyCancellable?

    func observe(session: Session?) {
        appearanceCancellable?.cancel()
        appearanceCancellable = Task {
            for await _ in NotificationCenter.default.notifications(named: .appearanceDidChange) {
                applyAppearance()
            }
        }
        .asAnyCancellable()
    }

    func applyAppearance() {}
}
```

### A local of the same name as a property

The loop uses the local `audio` that `if let` binds, not the property: the task does not capture self.

```swift
final class EmulatorViewController: UIViewController {
    private var audio: AudioEngine?

    func setMono() {
        if let audio = audio as? MonoAudioEngine {
            Task {
                for await _ in NotificationCenter.default.notifications(named: .monoAudioDidChange) {
                    audio.setMono(true)
                }
            }
        }
    }
}
```

### A task kept only once, cancelled when the screen goes away

`refreshTask = refreshTask ?? Task { … }` keeps the task in `refreshTask` as a plain assignment does.

```swift
final class SettingsViewController: UIViewController {
    private var refreshTask: Task<Void, Never>?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        refreshTask = refreshTask ?? Task { @MainActor in
            for await _ in NotificationCenter.default.notifications(named: UIApplication.didBecomeActiveNotification) {
                reload()
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        refreshTask?.cancel()
        refreshTask = nil
    }

    private func reload() {}
}
```

### A project function's stream that its builder finishes

The builder's task finishes the stream once it has yielded the existing events, so the loop ends;
so does a stream whose continuation, from `AsyncStream.makeStream(of:)`, the function finishes.

`EventReader.swift`:
```swift
final class EventReader {
    func existingEvents(filters: [String]) -> AsyncStream<Int> {
        AsyncStream<Int> { continuation in
            let producer = Task {
                for filter in filters {
                    continuation.yield(filter.count)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in producer.cancel() }
        }
    }

    func savedEvents() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        Task {
            continuation.yield(0)
            continuation.finish()
        }
        return stream
    }
}
```

`TimelineModel.swift`:
```swift
final class TimelineModel {
    let reader = EventReader()

    func loadExisting() {
        Task {
            let filter = "contacts"
            for await count in reader.existingEvents(filters: [filter]) {
                self.show(count)
            }
            for await count in reader.savedEvents() {
                self.show(count)
            }
        }
    }

    func show(_ count: Int) {}
}
```

### A property named like a tip's stream

`statusUpdates` of a project type that is not a tip is what its declaration says (here an array),
and a receiver nothing types is taken for a tip only in a file that imports TipKit.

`StatusViewController.swift`:
```swift
import TipKit

final class StatusModel {
    var statusUpdates: [String] = []
}

final class StatusViewController: UIViewController {
    let model = StatusModel()

    func show() {
        Task {
            for status in model.statusUpdates {
                self.render(status)
            }
        }
    }

    func render(_ status: String) {}
}
```

`FeedViewController.swift`:
```swift
final class FeedViewController: UIViewController {
    func follow(_ feed: FeedClient) {
        Task {
            for await update in feed.statusUpdates {
                self.render(update)
            }
        }
    }

    func render(_ update: String) {}
}
```

### A struct's task

```swift
struct TickerModel {
    let ticks: AsyncStream<Int>

    func run() {
        Task {
            for await tick in ticks {
                print(tick)
            }
        }
    }
}
```

### A timer that does not repeat

```swift
final class ToastViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in
            self.dismiss(animated: true)
        }
    }
}
```

### A repeating timer with a weak capture

```swift
final class CountdownViewController: UIViewController {
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
    }

    func tick() {}
}
```

### A repeating timer invalidated when the screen goes away

```swift
final class StopwatchViewController: UIViewController {
    private var timer: Timer?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        timer?.invalidate()
    }

    @objc func tick() {}
}
```

### A repeating timer that invalidates itself

```swift
final class RetryCoordinator {
    var attempts = 0

    func start() {
        Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { timer in
            self.attempts += 1
            if self.attempts > 3 { timer.invalidate() }
        }
    }
}
```

### The selector form of addObserver

```swift
final class KeyboardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {}
}
```

### An observer added by a method nothing calls

The project makes the view, but nothing calls `setupVideoUrl(_:)`, which no framework can call
either (the view adopts no protocol): the observer is never added.

```swift
final class DetailImageView: UIView {
    let player = AVPlayer()

    func setupVideoUrl(_ url: URL) {
        player.replaceCurrentItem(with: AVPlayerItem(url: url))
        NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: player.currentItem, queue: nil) { _ in
            self.player.seek(to: .zero)
            self.player.play()
        }
    }
}

final class DetailViewController: UIViewController {
    let detail = DetailImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(detail)
    }
}
```

### An observer block removed when the screen goes away

```swift
final class SettingsViewController: UIViewController {
    private var token: NSObjectProtocol?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        token = NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { _ in
            self.reload()
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let token { NotificationCenter.default.removeObserver(token) }
    }

    func reload() {}
}
```

### Observers and a timer stopped through a local bound from the property

A local bound by `if let`, `guard let` or `let` from the stored token or timer (`self.timer` too)
holds the same object: removing or invalidating the local stops what the property keeps.

```swift
final class TwoFactorViewController: UIViewController {
    private var updateToken: NSObjectProtocol?
    private var resignToken: NSObjectProtocol?
    private var timer: Timer?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateToken = NotificationCenter.default.addObserver(forName: .twoFactorReset, object: nil, queue: .main, using: reload)
        resignToken = NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { _ in
            self.dismiss(animated: true)
        }
        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in self.poll() }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let token = updateToken {
            NotificationCenter.default.removeObserver(token)
        }
        let resign = self.resignToken
        if let token = resign { NotificationCenter.default.removeObserver(token) }
        guard let running = self.timer else { return }
        running.invalidate()
    }

    func reload(_ note: Notification) {}
    func poll() {}
}
```

### An observer block with a weak capture

```swift
final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { [weak self] _ in
            self?.reload()
        }
    }

    func reload() {}
}
```

### A key-value observation that is not stored, or captures weakly

```swift
final class VideoViewController: UIViewController {
    private let player = AVPlayer()
    private var observation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = player.observe(\.rate) { _, _ in
            self.updateButtons()
        }
        observation = player.observe(\.status) { [weak self] _, _ in
            self?.updateButtons()
        }
    }

    func updateButtons() {}
}
```

### Another API's observe beside a project wrapper

The project's `observe(_:handler:)` wraps `addObserver(forName:…)`, but `results.observe { … }` is
another API's (no notification name): it is not reported as a notification observer.

`NotificationCenter+Observe.swift`:
```swift
extension NotificationCenter {
    @discardableResult
    func observe(_ name: Notification.Name, handler: @escaping (Notification) -> Void) -> NSObjectProtocol {
        addObserver(forName: name, object: nil, queue: .main, using: handler)
    }
}
```

`ResultsViewController.swift`:
```swift
final class ResultsViewController: UIViewController {
    private let results = SearchResults()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        results.observe { _ in
            self.reload()
        }
    }

    func reload() {}
}
```

### A service, a singleton and the window's root screen, which live as long as the app

An `ObservableObject` service is a service too.

`AnalyticsService.swift`:
```swift
final class AnalyticsService: ObservableObject {
    init() {
        NotificationCenter.default.addObserver(forName: UIApplication.willTerminateNotification, object: nil, queue: .main) { _ in
            self.flush()
        }
    }

    func flush() {}
}

final class PlayerViewModel {
    static let shared = PlayerViewModel()

    func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.refresh()
        }
    }

    func refresh() {}
}
```

`SceneDelegate.swift`:
```swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let window = UIWindow()
        window.rootViewController = MainTabBarController()
        self.window = window
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .userSignedIn, object: nil, queue: .main) { _ in
            self.reloadTabs()
        }
    }

    func reloadTabs() {}
}
```

### An observer added by a method that runs once per process

The application delegate starts observing on the model its registry made, once, at launch; the
settings screen makes a temporary model of the same class that never observes. Objects of the
class are made more than once, but `startObserving()` runs once per process: the center keeps one
model, which the registry keeps anyway (closure-capture-cycle's document says when a member runs
once per process).

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let registry = Registry()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let status = registry.object(named: "status") as? StatusViewModel
        status?.startObserving()
        return true
    }
}

final class Registry {
    private var objects: [String: AnyObject] = [:]

    init() {
        objects["status"] = StatusViewModel()
    }

    func object(named name: String) -> AnyObject? { objects[name] }
}

final class StatusViewModel {
    var isOnline = false

    func startObserving() {
        NotificationCenter.default.addObserver(forName: .reachabilityChanged, object: nil, queue: .main) { _ in
            self.isOnline.toggle()
        }
    }
}

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = StatusViewModel().isOnline ? "online" : "offline"
    }
}
```

### A screen model the SwiftUI app keeps

The `@main` App struct keeps its `@StateObject` for the app's whole life.

```swift
@main
struct LibraryApp: App {
    @StateObject private var navigation = NavigationViewModel()

    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

final class NavigationViewModel: ObservableObject {
    private var observing: Task<Void, Never>?

    func start() {
        observing = Task {
            for await _ in NotificationCenter.default.notifications(named: .libraryDidChange) {
                self.reload()
            }
        }
    }

    func reload() {}
}
```

### A screen model the iOS app keeps, whose macOS copy each window makes

On iOS (`#if os(iOS)`) the only `NavigationViewModel` is the SwiftUI app's `@StateObject`, and the
task is iOS code: it keeps one model that lives as long as the app anyway. The macOS build makes one
per window view instead, but that code is not compiled on iOS: for code inside `#if os(…)` (also
`!os(…)`, `&&`, `||`, `#elseif`, `#else`, and `canImport(UIKit)` or `canImport(AppKit)`), only the
objects made by code compiled for the same platforms count.

`LibraryApp.swift`:
```swift
#if os(iOS)
@main
struct LibraryApp: App {
    @StateObject private var navigation = NavigationViewModel()

    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
#endif
```

`RootView.swift`:
```swift
#if os(macOS)
struct RootView: View {
    @StateObject private var navigation = NavigationViewModel()

    var body: some View { ContentView() }
}
#endif
```

`NavigationViewModel.swift`:
```swift
final class NavigationViewModel: ObservableObject {
    #if os(iOS)
    private var observing: Task<Void, Never>?

    init() {
        observing = Task {
            for await _ in NotificationCenter.default.notifications(named: .libraryDidChange) {
                self.reload()
            }
        }
    }
    #endif

    func reload() {}
}
```

### The view model of the main screen, made once at launch

The application coordinator sets an empty navigation controller as the window's root and, once at
launch, starts the main coordinator, which makes the main screen's view model and hands it to the
screen: the coordinator's `start()` has one caller, `launch()`, which has one caller, the launch
callback (the `super.start()` of an operation calls `Operation`'s method, not the coordinator's).
The view model is made once per process, and the center keeping its observer loses nothing.

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var appCoordinator: ApplicationCoordinator!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        appCoordinator = ApplicationCoordinator(window: window)
        appCoordinator.launch()
        return true
    }
}

final class ApplicationCoordinator {
    let window: UIWindow?
    let navigationController = UINavigationController()
    private var main: MainCoordinator?

    init(window: UIWindow?) {
        self.window = window
    }

    func launch() {
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        let main = MainCoordinator(navigationController: navigationController)
        self.main = main
        main.start()
    }
}

final class MainCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewModel = MainViewModel()
        let viewController = MainViewController.instantiate(with: viewModel)
        navigationController.pushViewController(viewController, animated: false)
    }
}

final class MainViewController: UIViewController {
    private var viewModel: MainViewModel!

    static func instantiate(with viewModel: MainViewModel) -> MainViewController {
        let viewController = MainViewController()
        viewController.viewModel = viewModel
        return viewController
    }
}

final class MainViewModel {
    private var observers: [NSObjectProtocol] = []

    init() {
        observers.append(NotificationCenter.default.addObserver(forName: .statusChanged, object: nil, queue: nil, using: updateView))
    }

    deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    private func updateView(_ notification: Notification) {}
}

final class SyncOperation: Operation {
    override func start() {
        super.start()
    }
}
```

### A nested observation that uses the outer closure's weak self

The inner closure has no capture list: it captures the outer `[weak self]`, and its own
`guard let self` makes it strong only while it runs. A `guard let self` in an earlier sibling
closure changes nothing here.

```swift
final class VideoPlayerViewController: NSViewController {
    private let player = AVPlayer()
    private var itemObserver: NSKeyValueObservation?
    private var sizeObserver: NSKeyValueObservation?
    private var statusObserver: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        itemObserver = player.observe(\.currentItem) { [weak self] player, _ in
            self?.sizeObserver = player.currentItem?.observe(\.presentationSize) { [weak self] _, _ in
                guard let self = self else { return }
                self.resize()
            }
            self?.statusObserver = player.currentItem?.observe(\.status) { _, _ in
                guard let self = self else { return }
                self.showError()
            }
        }
    }

    func resize() {}
    func showError() {}
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
- `// navlint:disable:next <rule-id>…` for the next line, `// navlint:disable:previous <rule-id>…`
  for the line before, `// navlint:disable:this <rule-id>…` for the comment's own line;
- `all` instead of rule ids for every rule.

## Why it leaks

It does not leak by itself, but a stale suppression is a trap: the next real leak on that line or
in that region is silenced without anyone having looked at it.

## How to fix

Delete the comment, or correct the rule id (the message suggests the closest one). Keep the reason after ` - ` so the next reader knows why
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

## Fix

`navlint --fix` changes nothing for this rule: a stale suppression may be one that a rule should
still honour; deleting comments is left to you.

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
