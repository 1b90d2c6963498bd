#!/usr/bin/env bash
# Writes a synthetic RIBs-and-coordinators app of COUNT Swift files (default 2,000) into FOLDER:
# four core files (base router, navigation controller, coordinator protocol, flush delegate) and,
# per feature, a router, an interactor, a view controller and a coordinator. One view controller in
# fifty disables swipe-back, so navlint has something to report. Used to time navlint on a project
# of realistic size: see Tests/Scripts/time-one-file.sh.
set -euo pipefail
folder=${1:?usage: generate-project.sh FOLDER [COUNT]}
count=${2:-2000}
features=$(( (count - 4) / 4 ))
mkdir -p "$folder/Core"

cat > "$folder/Core/BaseRouter.swift" <<'EOF'
import RIBs
import UIKit

/// The one push path: records the pushed child so the navigation delegate can release it on pop.
class BaseRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType> {
    private var pushedChildren: [ObjectIdentifier: ViewableRouting] = [:]

    func push(nextRouter: ViewableRouting, animated: Bool) {
        attachChild(nextRouter)
        let viewController = nextRouter.viewControllable.uiviewController
        pushedChildren[ObjectIdentifier(viewController)] = nextRouter
        viewControllable.uiviewController.navigationController?.pushViewController(viewController, animated: animated)
    }

    func release(_ viewController: UIViewController) {
        guard let child = pushedChildren.removeValue(forKey: ObjectIdentifier(viewController)) else { return }
        detachChild(child)
    }
}
EOF
cat > "$folder/Core/AppNavigationController.swift" <<'EOF'
import UIKit

/// Its own delegate: finds the view controllers a pop removed and releases what they belong to.
final class AppNavigationController: UINavigationController, UINavigationControllerDelegate {
    var onPop: [ObjectIdentifier: () -> Void] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from) else { return }
        onPop.removeValue(forKey: ObjectIdentifier(from))?()
    }
}
EOF
cat > "$folder/Core/Coordinator.swift" <<'EOF'
import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func removeChild(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
EOF
cat > "$folder/Core/AppCoordinator.swift" <<'EOF'
import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = AppNavigationController()

    func start() {
        let child = Feature0Coordinator(navigationController: navigationController)
        childCoordinators.append(child)
        navigationController.onPop[ObjectIdentifier(navigationController)] = { [weak self, weak child] in
            guard let self, let child else { return }
            self.removeChild(child)
        }
        child.start()
    }
}
EOF

for ((i = 0; i < features; i++)); do
  name="Feature$i"
  next="Feature$(( (i + 1) % features ))"
  dir="$folder/Features/$name"
  mkdir -p "$dir"
  cat > "$dir/${name}Router.swift" <<EOF
import RIBs
import UIKit

protocol ${name}Interactable: Interactable, ${next}Listener {
    var router: ${name}Routing? { get set }
    var listener: ${name}Listener? { get set }
}

protocol ${name}ViewControllable: ViewControllable {}

final class ${name}Router: BaseRouter<${name}Interactable, ${name}ViewControllable>, ${name}Routing {
    private let nextBuilder: ${next}Buildable

    init(interactor: ${name}Interactable, viewController: ${name}ViewControllable, nextBuilder: ${next}Buildable) {
        self.nextBuilder = nextBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToNext() {
        let next = nextBuilder.build(withListener: interactor)
        push(nextRouter: next, animated: true)
    }
}
EOF
  cat > "$dir/${name}Interactor.swift" <<EOF
import RIBs
import RxSwift

protocol ${name}Routing: ViewableRouting {
    func routeToNext()
}

protocol ${name}Presentable: Presentable {
    var listener: ${name}PresentableListener? { get set }
    func show(title: String)
}

protocol ${name}Listener: AnyObject {
    func ${name,}DidFinish()
}

final class ${name}Interactor: PresentableInteractor<${name}Presentable>, ${name}Interactable, ${name}PresentableListener {
    weak var router: ${name}Routing?
    weak var listener: ${name}Listener?
    private let disposeBag = DisposeBag()

    override init(presenter: ${name}Presentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(title: "${name}")
    }

    func didTapNext() {
        router?.routeToNext()
    }

    func ${next,}DidFinish() {
        listener?.${name,}DidFinish()
    }
}
EOF
  if (( i % 50 == 7 )); then
    swipe="        navigationController?.interactivePopGestureRecognizer?.isEnabled = false"
  else
    swipe="        title = \"${name}\""
  fi
  cat > "$dir/${name}ViewController.swift" <<EOF
import RIBs
import UIKit

protocol ${name}PresentableListener: AnyObject {
    func didTapNext()
}

final class ${name}ViewController: UIViewController, ${name}Presentable, ${name}ViewControllable {
    weak var listener: ${name}PresentableListener?
    private let titleLabel = UILabel()
    private let nextButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(titleLabel)
        view.addSubview(nextButton)
        nextButton.addTarget(self, action: #selector(didTapNext), for: .touchUpInside)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
${swipe}
    }

    func show(title: String) {
        titleLabel.text = title
    }

    @objc private func didTapNext() {
        listener?.didTapNext()
    }
}
EOF
  cat > "$dir/${name}Coordinator.swift" <<EOF
import UIKit

final class ${name}Coordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: Coordinator?
    private let navigationController: AppNavigationController

    init(navigationController: AppNavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = ${name}ViewController()
        navigationController.onPop[ObjectIdentifier(viewController)] = { [weak self] in
            guard let self else { return }
            self.parentCoordinator?.removeChild(self)
        }
        navigationController.pushViewController(viewController, animated: true)
    }

    func showNext() {
        let child = ${next}Coordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }
}
EOF
done
echo "wrote $(find "$folder" -name '*.swift' | wc -l) Swift files to $folder"
