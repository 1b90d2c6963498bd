#!/usr/bin/env bash
# Runs two builds of navlint over each folder and prints the findings that only one of them
# reports, in the spirit of SwiftLint's OSS check: a refactor must print nothing, an accuracy
# fix exactly the findings it meant to change.
#
#   Benchmarks/diff-findings.sh OLD_NAVLINT NEW_NAVLINT FOLDER...
#
# Each folder is linted on its own, from inside it (so paths are relative to it), with the JSON
# reporter; a finding is compared as `path:line:column: rule-id: message`, followed by its related
# locations (` | path:line:column: message` each), so a changed cycle path or push site counts as a
# difference. Prints, per folder, the counts and each finding prefixed `-` (OLD only) or `+` (NEW
# only), then a total line. An argument that is not a folder (a shell glob can match files) is
# skipped with a warning and named in the total line.
# Exit code: 0 when the two builds agree everywhere, 1 when they differ, 2 on bad usage.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: diff-findings.sh OLD_NAVLINT NEW_NAVLINT FOLDER..." >&2; exit 2; }
old=$(realpath "$1"); new=$(realpath "$2"); shift 2
for binary in "$old" "$new"; do
  [ -x "$binary" ] || { echo "diff-findings.sh: $binary is not an executable" >&2; exit 2; }
done
command -v jq > /dev/null || { echo "diff-findings.sh: needs jq (apt-get install jq)" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

findings() {  # NAVLINT FOLDER OUT: one normalised line per finding, sorted
  local status=0
  (cd "$2" && "$1" --format json --quiet --jobs 2 .) > "$scratch/report.json" 2> "$scratch/stderr" || status=$?
  if [ "$status" -gt 1 ]; then
    echo "diff-findings.sh: $1 failed on $2 (exit $status): $(head -c 500 "$scratch/stderr")" >&2
  fi
  jq -r '.findings[] | "\(.path):\(.line):\(.column): \(.ruleId): \(.message)"
      + ([(.related // [])[] | " | \(.path):\(.line):\(.column): \(.message)"] | join(""))' \
    "$scratch/report.json" | sort > "$3"
}

differing=0; old_total=0; new_total=0; compared=0; skipped=()
for folder in "$@"; do
  if [ ! -d "$folder" ]; then
    echo "diff-findings.sh: skipping $folder: not a folder" >&2
    skipped+=("$folder")
    continue
  fi
  compared=$((compared + 1))
  findings "$old" "$folder" "$scratch/old"
  findings "$new" "$folder" "$scratch/new"
  old_count=$(wc -l < "$scratch/old"); new_count=$(wc -l < "$scratch/new")
  old_total=$((old_total + old_count)); new_total=$((new_total + new_count))
  only=$(comm -3 "$scratch/old" "$scratch/new" | sed -e 's/^\t/+ /' -e 't' -e 's/^/- /')
  if [ -n "$only" ]; then
    differing=$((differing + 1))
    echo "== $folder: old $old_count, new $new_count findings"
    echo "$only"
  else
    echo "== $folder: $old_count findings, the same"
  fi
done
echo "== total: old $old_total, new $new_total findings; $differing of $compared folders differ"
[ "${#skipped[@]}" -eq 0 ] || echo "== skipped ${#skipped[@]} arguments that are not folders: ${skipped[*]}"
[ "$differing" -eq 0 ]
