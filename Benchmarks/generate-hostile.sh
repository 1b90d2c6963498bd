#!/usr/bin/env bash
# Writes one hostile input of about BYTES bytes for SHAPE into FOLDER (a file FOLDER/Hostile.swift,
# or for `many-routers` and `dense-ribs` a whole project): the shapes Benchmarks/stress.sh times at growing sizes.
#
# usage: Benchmarks/generate-hostile.sh SHAPE BYTES FOLDER
#        Benchmarks/generate-hostile.sh --list          (the shapes, one a line)
#
# Shapes: `run:<unit>` repeats <unit> without line breaks (`run:#` is `#####…`), `lines:<unit>`
# repeats it one a line; `nest-<kind>` opens and closes <kind> BYTES/2 deep; `chain-call` is
# `f(a).f(a)…`, `chain-member` is `a.b.b.b…`, `chain-optional` is `a?.b!.c?.d!…`; `huge-class` is a
# router with N stored children and N attach methods; `many-routers` is
# Tests/Scripts/generate-project.sh with as many files as make BYTES; `dense-ribs` is a project of
# routers, one a file, each building a child, attaching it and pushing its view controller directly
# (the code push-without-flush reports: dense RIBs code, every router a finding). Three shapes reach
# the release searches' per-use scans (issue 19): `property-uses` is a child's closure property used
# once in each of N private methods (child-never-released's reachability of the closure that removes
# the child), `back-item-selectors` an @objc method named by N back items' selectors, and
# `switch-clauses` a switch of N clauses over the case a screen's viewWillAppear hands on
# (lifecycle-detach's search runs only the clauses naming it). `one-per-type` is one method of N
# additions of a child coordinator, each behind an early return that tests the parent's children for
# one of its type (child-never-released's one-per-type test, read for every addition).
# No pipefail: `yes` ends on SIGPIPE when `head` has enough, which is how the runs are cut.
set -eu

# Runs of each punctuation character, and of the pairs that start literals, comments and
# delimiters, so that every tokenizer path that counts or looks ahead meets a long run.
shapes=(
  'run:#' 'run:\' 'run:/' 'run:"' 'run:@' 'run:$' 'run:`' "run:'" 'run:<' 'run:>' 'run:.' 'run:?' 'run:!'
  'run:=' 'run:-' 'run:*' 'run:&' 'run:|' 'run:^' 'run:~' 'run:%' 'run:+' 'run:,' 'run::' 'run:;'
  'run:(' 'run:)' 'run:[' 'run:]' 'run:{' 'run:}' 'run:_' 'run:0' 'run:a'
  'run:#"' 'run:"#' 'run:#/' 'run:/#' 'run:\(' 'run:"\(' 'run:<#' 'run:#>' 'run:/*' 'run:*/' 'run:.0' 'run:$0' 'run:`a'
  'run:@a(' 'run:0x' 'run:1e' 'run:a<' 'run:<a' 'run:a?' 'run:a.' 'run:.a' 'run:a(' 'run:\.' 'run:#if '
  'lines:#/' 'lines:#"""' 'lines:"""' 'lines:/' 'lines:"' 'lines:`' 'lines:<#' 'lines:#if' 'lines:#endif'
  'nest-paren' 'nest-bracket' 'nest-brace' 'nest-angle' 'nest-closure' 'nest-call' 'nest-interpolation'
  'chain-call' 'chain-member' 'chain-optional' 'chain-trailing-closure'
  'huge-class' 'many-routers' 'dense-ribs'
  'property-uses' 'back-item-selectors' 'switch-clauses' 'one-per-type'
)

if [ "${1:-}" = --list ]; then
  printf '%s\n' "${shapes[@]}"
  exit 0
fi
shape=${1:?usage: generate-hostile.sh SHAPE BYTES FOLDER}
bytes=${2:?usage: generate-hostile.sh SHAPE BYTES FOLDER}
folder=${3:?usage: generate-hostile.sh SHAPE BYTES FOLDER}
mkdir -p "$folder"
file=$folder/Hostile.swift

# UNIT repeated without separators until about BYTES bytes (the last copy may be cut).
repeat_unit() {  # UNIT BYTES
  local unit=$1 count=$(( $2 / ${#1} + 1 ))
  yes -- "$unit" | head -n "$count" | tr -d '\n' | head -c "$2"
}

# UNIT repeated one a line until about BYTES bytes.
repeat_lines() {  # UNIT BYTES
  yes -- "$1" | head -n $(( $2 / (${#1} + 1) + 1 ))
}

# OPEN repeated, then CLOSE as many times: BYTES bytes in all, nested as deep as they go.
nest() {  # OPEN CLOSE BYTES
  local depth=$(( $3 / (${#1} + ${#2}) ))
  repeat_unit "$1" $(( depth * ${#1} ))
  repeat_unit "$2" $(( depth * ${#2} ))
  echo
}

# A function whose body is one statement of about BYTES bytes: PREFIX, UNIT repeated, SUFFIX.
statement() {  # PREFIX UNIT SUFFIX BYTES
  printf 'func hostile() {\n    let x = %s' "$1"
  repeat_unit "$2" "$4"
  printf '%s\n}\n' "$3"
}

case $shape in
  run:*) repeat_unit "${shape#run:}" "$bytes" > "$file" ;;
  lines:*) repeat_lines "${shape#lines:}" "$bytes" > "$file" ;;
  nest-paren) nest '(' ')' "$bytes" > "$file" ;;
  nest-bracket) nest '[' ']' "$bytes" > "$file" ;;
  nest-brace) nest '{' '}' "$bytes" > "$file" ;;
  nest-angle) { printf 'let x: '; nest 'A<' '>' "$bytes"; } > "$file" ;;
  nest-closure) { printf 'let x = '; nest '{ ' ' }' "$bytes"; } > "$file" ;;
  nest-call) { printf 'let x = '; nest 'f(' ')' "$bytes"; } > "$file" ;;
  nest-interpolation) { printf 'let x = '; nest '"\(' ')"' "$bytes"; } > "$file" ;;
  chain-call) statement 'f(a)' '.f(a)' '' "$bytes" > "$file" ;;
  chain-member) statement 'a' '.b' '' "$bytes" > "$file" ;;
  chain-optional) statement 'a' '?.b!.c' '' "$bytes" > "$file" ;;
  chain-trailing-closure) statement 'f { a }' '.f { a }' '' "$bytes" > "$file" ;;
  huge-class)
    # About 150 bytes per child: a stored child, its builder call and an attach method.
    awk -v n=$(( bytes / 150 + 1 )) 'BEGIN {
      print "import RIBs\n\nfinal class HugeRouter: ViewableRouter<HugeInteractable, HugeViewControllable> {"
      for (i = 0; i < n; i++) print "    private var child" i ": ViewableRouting?"
      for (i = 0; i < n; i++) {
        print "    func attach" i "() {"
        print "        let child = builder" i ".build(withListener: interactor)"
        print "        child" i " = child"
        print "        attachChild(child)"
        print "    }"
      }
      print "}"
    }' > "$file"
    ;;
  many-routers)
    # About 900 bytes per file in the generated project.
    "$(dirname "$0")/../Tests/Scripts/generate-project.sh" "$folder" $(( bytes / 900 + 8 )) > /dev/null
    ;;
  dense-ribs)
    # About 1,000 bytes per router, one router a file, ten files a folder.
    mkdir -p "$folder/Routers"
    awk -v n=$(( bytes / 1000 + 1 )) -v folder="$folder/Routers" 'BEGIN {
      for (i = 0; i < n; i++) {
        name = "Feature" i; child = "Feature" (i + 1) % n
        dir = folder "/" int(i / 10)
        if (i % 10 == 0) system("mkdir -p " dir)
        file = dir "/" name "Router.swift"
        print "import RIBs\nimport UIKit\n" > file
        print "protocol " name "Interactable: Interactable, " child "Listener {" > file
        print "    var router: " name "Routing? { get set }" > file
        print "    var listener: " name "Listener? { get set }\n}\n" > file
        print "protocol " name "ViewControllable: ViewControllable {}\n" > file
        print "final class " name "Router: ViewableRouter<" name "Interactable, " name "ViewControllable>, " name "Routing {" > file
        print "    private let childBuilder: " child "Buildable" > file
        print "    private var childRouter: ViewableRouting?\n" > file
        print "    init(interactor: " name "Interactable, viewController: " name "ViewControllable, childBuilder: " child "Buildable) {" > file
        print "        self.childBuilder = childBuilder" > file
        print "        super.init(interactor: interactor, viewController: viewController)" > file
        print "        interactor.router = self\n    }\n" > file
        print "    func routeToChild() {" > file
        print "        let child = childBuilder.build(withListener: interactor)" > file
        print "        childRouter = child" > file
        print "        attachChild(child)" > file
        print "        viewController.uiviewController.navigationController?.pushViewController(child.viewControllable.uiviewController, animated: true)" > file
        print "    }\n}" > file
        close(file)
      }
    }'
    ;;
  property-uses)
    # About 50 bytes per use: a child coordinator's closure property, which its parent sets to remove
    # it, handed on by each of N private methods nothing calls (child-never-released asks whether the
    # closure can run: every use of the property, each in its own member).
    awk -v n=$(( bytes / 50 + 1 )) 'BEGIN {
      print "final class AppCoordinator: Coordinator {\n    var childCoordinators: [Coordinator] = []"
      print "    func showDetail() {\n        let child = DetailCoordinator()\n        childCoordinators.append(child)"
      print "        child.onFinish = { [weak self, weak child] in self?.childCoordinators.removeAll { $0 === child } }"
      print "        child.start()\n    }\n}\n"
      print "final class DetailCoordinator: Coordinator {\n    var childCoordinators: [Coordinator] = []"
      print "    var onFinish: (() -> Void)?\n    func start() {}"
      for (i = 0; i < n; i++) print "    private func finish" i "() { run(onFinish) }"
      print "}"
    }' > "$file"
    ;;
  back-item-selectors)
    # About 110 bytes per back item: a child coordinator whose @objc method asks the parent to remove
    # it, named by N back items' selectors (child-never-released asks whether the method can run).
    awk -v n=$(( bytes / 110 + 1 )) 'BEGIN {
      print "import UIKit\n\nfinal class AppCoordinator: Coordinator {\n    var childCoordinators: [Coordinator] = []"
      print "    func showDetail() {\n        let child = DetailCoordinator()\n        child.parent = self"
      print "        childCoordinators.append(child)\n        child.start()\n    }"
      print "    func childDidFinish(_ child: Coordinator) {\n        childCoordinators.removeAll { $0 === child }\n    }\n}\n"
      print "final class DetailCoordinator: Coordinator {\n    weak var parent: AppCoordinator?\n    let item = UINavigationItem()"
      print "    @objc private func close() { parent?.childDidFinish(self) }\n    func start() {"
      for (i = 0; i < n; i++) print "        item.backBarButtonItem = UIBarButtonItem(title: \"\", style: .plain, target: self, action: #selector(close))"
      print "    }\n}"
    }' > "$file"
    ;;
  switch-clauses)
    # About 50 bytes per clause: a screen whose viewWillAppear hands its interactor one case of an
    # event of N cases, handled by a switch of N clauses of which one detaches a child
    # (lifecycle-detach's release search runs only the clauses naming the case passed).
    awk -v n=$(( bytes / 50 + 1 )) 'BEGIN {
      print "import RIBs\nimport UIKit\n\nfinal class FeedViewController: UIViewController, FeedPresentable {"
      print "    weak var listener: FeedPresentableListener?\n    override func viewWillAppear(_ animated: Bool) {"
      print "        super.viewWillAppear(animated)\n        listener?.handle(.e0)\n    }\n}\n"
      print "enum FeedEvent {\n    case close"
      for (i = 0; i < n; i++) print "    case e" i
      print "}\n\nprotocol FeedPresentableListener: AnyObject {\n    func handle(_ event: FeedEvent)\n}\n"
      print "final class FeedInteractor: PresentableInteractor<FeedPresentable>, FeedPresentableListener {"
      print "    weak var router: FeedRouting?\n    func handle(_ event: FeedEvent) {\n        switch event {"
      print "        case .close: router?.detachStory()"
      for (i = 0; i < n; i++) print "        case .e" i ": presenter.show(" i ")"
      print "        }\n    }\n}\n\nprotocol FeedRouting: ViewableRouting {\n    func detachStory()\n}\n"
      print "final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable>, FeedRouting {"
      print "    private var story: ViewableRouting?\n    func detachStory() {\n        guard let story else { return }"
      print "        detachChild(story)\n        self.story = nil\n    }\n}"
    }' > "$file"
    ;;
  one-per-type)
    # About 170 bytes per addition: `if childCoordinators.contains(where: { $0 is T }) { return }`,
    # then a child of that type made, added and started, N times in one method.
    awk -v n=$(( bytes / 170 + 1 )) 'BEGIN {
      print "final class AppCoordinator: Coordinator {\n    var childCoordinators: [Coordinator] = []"
      print "    func start() {}\n    func showAll() {"
      for (i = 0; i < n; i++) {
        print "        if childCoordinators.contains(where: { $0 is DetailCoordinator }) { return }"
        print "        let child" i " = DetailCoordinator()\n        childCoordinators.append(child" i ")\n        child" i ".start()"
      }
      print "    }\n}\n\nfinal class DetailCoordinator: Coordinator {\n    func start() {}\n}"
    }' > "$file"
    ;;
  *) echo "generate-hostile.sh: unknown shape '$shape' (see --list)" >&2; exit 2 ;;
esac
