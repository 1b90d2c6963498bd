#!/usr/bin/env bash
# Whole-process figures that need no swift-syntax build: user, system and wall time and peak
# resident memory (from /usr/bin/time) of navlint over a corpus with --jobs 1 and 2, of reading
# every byte of the corpus once (the floor), and of navlint over the dense-RIBs project of
# Benchmarks/generate-hostile.sh at 1x, 4x and 16x. With a second executable, the two take
# turns in every round, so that a slow spell of the machine falls on both. Medians of RUNS.
#
#   Benchmarks/process-times.sh NAVLINT [OTHER_NAVLINT] CORPUS
#   RUNS=5 DENSE_KB=1024 Benchmarks/process-times.sh .build/release/navlint /work/bin/navlint-base /tmp/corpus
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 2 ] || { echo "usage: process-times.sh NAVLINT [OTHER_NAVLINT] CORPUS" >&2; exit 2; }
binaries=("$(realpath "$1")")
[ $# -ge 3 ] && binaries+=("$(realpath "$2")")
corpus=${!#}
runs=${RUNS:-3}
dense_kb=${DENSE_KB:-1024}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

for factor in 1 4 16; do
  "$here/generate-hostile.sh" dense-ribs $(( dense_kb * 1024 * factor )) "$scratch/dense-$factor"
done
find "$corpus" -name '*.swift' -type f -print0 > "$scratch/files"
bytes() { find "$1" -name '*.swift' -type f -print0 | du -cb --files0-from=- | tail -n 1 | cut -f1; }

# One line "<label> <user> <sys> <wall> <peak KB>" per run into $scratch/times.
measure() {  # LABEL COMMAND...
  local label=$1; shift
  /usr/bin/time -f "$label %U %S %e %M" -a -o "$scratch/times" "$@" > /dev/null 2>&1 || true
}

for _ in $(seq "$runs"); do
  measure "floor read-every-byte" xargs -0 cat < "$scratch/files"
  for binary in "${binaries[@]}"; do
    name=$(basename "$binary")
    for jobs in 1 2; do measure "$name corpus-jobs-$jobs" "$binary" --quiet --jobs "$jobs" "$corpus"; done
    for factor in 1 4 16; do measure "$name dense-${factor}x" "$binary" --quiet --jobs 1 "$scratch/dense-$factor"; done
  done
done

corpus_bytes=$(bytes "$corpus")
printf '%-34s %8s %8s %8s %8s %8s %9s\n' run user sys user+sys wall 'peak MB' 'MB/s cpu'
grep -v '^Command' "$scratch/times" | awk '{ print $1, $2 }' | sort -u | while read -r name label; do
  case $label in
    dense-*) factor=${label#dense-}; size=$(bytes "$scratch/dense-${factor%x}") ;;
    *) size=$corpus_bytes ;;
  esac
  grep -v '^Command' "$scratch/times" | awk -v n="$name" -v l="$label" '$1 == n && $2 == l { print $3 + $4, $3, $4, $5, $6 }' |
    sort -n | awk -v runs="$runs" -v size="$size" -v label="$name $label" '
      NR == int((runs + 1) / 2) {
        printf "%-34s %8.2f %8.2f %8.2f %8.2f %8d %9.1f\n", label, $2, $3, $1, $4, $5 / 1024, size / 1e6 / ($1 > 0 ? $1 : 0.01)
      }'
done
echo "corpus: $(tr -cd '\0' < "$scratch/files" | wc -c) files, $corpus_bytes bytes; dense-ribs 1x: $(bytes "$scratch/dense-1") bytes"
