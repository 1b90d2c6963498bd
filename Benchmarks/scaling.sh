#!/usr/bin/env bash
# Times navlint on generated inputs at 1x, 4x and 16x a base size and prints each time and its ratio
# to the 1x time: linear cost gives about 4 and 16. Two shapes:
#   wide-router  one RIBs router class with N stored children and N methods that build, attach and
#                push one each (the shape that was quadratic);
#   routers      a project of N small router files, each attaching and pushing one child.
#
#   Benchmarks/scaling.sh NAVLINT [BASE]      (default BASE: 2500; release build; median of 3 runs)
set -euo pipefail
navlint=$(realpath "${1:?usage: scaling.sh NAVLINT [BASE]}")
base=${2:-2500}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

wide_router() {  # FOLDER N
  mkdir -p "$1"
  {
    echo 'import RIBs'
    echo 'final class WideRouter: ViewableRouter<WideInteractable, WideViewControllable> {'
    for i in $(seq "$2"); do echo "    private var child$i: ViewableRouting?"; done
    for i in $(seq "$2"); do
      echo "    func routeToChild$i() {"
      echo "        let router = builder$i.build(withListener: interactor)"
      echo "        child$i = router"
      echo "        attachChild(router)"
      echo "        viewController.uiviewController.navigationController?.pushViewController(router.viewControllable.uiviewController, animated: true)"
      echo "    }"
    done
    echo '}'
  } > "$1/WideRouter.swift"
}

routers() {  # FOLDER N (printf, a shell builtin: no process per file)
  mkdir -p "$1"
  local i
  for ((i = 1; i <= $2; i++)); do
    printf '%s\n' 'import RIBs' \
      "final class Feature${i}Router: ViewableRouter<Feature${i}Interactable, Feature${i}ViewControllable> {" \
      '    private var child: ViewableRouting?' \
      '    func routeToChild() {' \
      '        let router = childBuilder.build(withListener: interactor)' \
      '        child = router' \
      '        attachChild(router)' \
      '        viewController.uiviewController.navigationController?.pushViewController(router.viewControllable.uiviewController, animated: true)' \
      '    }' '}' > "$1/Feature${i}Router.swift"
  done
}

median_seconds() {  # FOLDER
  for _ in 1 2 3; do
    start=$(date +%s.%N)
    "$navlint" --quiet --jobs 1 "$1" > /dev/null || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc
  done | sort -n | sed -n 2p
}

for shape in wide-router routers; do
  first=""
  for factor in 1 4 16; do
    n=$((base * factor))
    "${shape/-/_}" "$scratch/$shape-$n" "$n"
    seconds=$(median_seconds "$scratch/$shape-$n")
    first=${first:-$seconds}
    printf '%-12s N=%-7d %8.3f s  %6.2fx\n' "$shape" "$n" "$seconds" "$(echo "$seconds / $first" | bc -l)"
  done
done
