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
it back on.

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
