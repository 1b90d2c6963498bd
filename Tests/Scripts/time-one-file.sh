#!/usr/bin/env bash
# Times `navlint <one changed file>` in a generated 2,000-file project, the pre-commit and editor
# case: navlint indexes the whole project and reports on that file. Uses hyperfine when it is
# installed (apt-get install hyperfine), else ten timed runs. Give a release build:
#   swift build -c release && Tests/Scripts/time-one-file.sh .build/release/navlint
set -euo pipefail
navlint=$(cd "$(dirname "${1:?usage: time-one-file.sh NAVLINT [COUNT]}")" && pwd)/$(basename "$1")
count=${2:-2000}
project=$(mktemp -d)
trap 'rm -rf "$project"' EXIT
"$(dirname "$0")/generate-project.sh" "$project/App" "$count"
git -C "$project" init -q
file=Features/Feature7/Feature7ViewController.swift
cd "$project/App"
"$navlint" "$file" || true
if command -v hyperfine > /dev/null; then
  hyperfine --warmup 2 -i "'$navlint' --quiet $file"
else
  times=()
  for _ in $(seq 10); do
    start=$(date +%s%N)
    "$navlint" --quiet "$file" > /dev/null || true
    times+=($(( ($(date +%s%N) - start) / 1000000 )))
  done
  sorted=($(printf '%s\n' "${times[@]}" | sort -n))
  echo "navlint $file in a $count-file project: min ${sorted[0]} ms, median ${sorted[5]} ms, max ${sorted[9]} ms (10 runs)"
fi
