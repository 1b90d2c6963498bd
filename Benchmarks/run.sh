#!/usr/bin/env bash
# Builds the benchmark (release) and runs it over the extracted Swift package corpus and over a
# ~10 MB subset of it, then times the whole navlint process over the corpus and over half of it
# with one and two jobs (wall time and peak resident memory, from /usr/bin/time) and checks that
# both job counts print the same report. Not part of CI: building swift-syntax takes minutes.
#
#   Benchmarks/run.sh [CORPUS_DIR]     (default: extracts to /tmp/navlint-corpus)
#   REPETITIONS=5 RUNS=3 Benchmarks/run.sh /tmp/corpus
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corpus=${1:-/tmp/navlint-corpus}
if [ ! -d "$corpus" ]; then
  "$here/../../shared/corpus/extract-swift-packages.sh" "$corpus"
fi
swift build -c release --package-path "$here" 2>&1 | tail -n 1
swift build -c release --package-path "$here" --product navlint 2>&1 | tail -n 1
benchmark="$here/.build/release/navlint-benchmark"
navlint="$here/.build/release/navlint"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# A ~10 MB subset: every 12th file in sorted order.
find "$corpus" -name '*.swift' | sort | awk 'NR % 12 == 0' > "$scratch/subset"

echo "== in-process, one thread: the whole corpus"
"$benchmark" --repetitions "${REPETITIONS:-5}" "$corpus"
echo "== in-process, one thread: subset ($(wc -l < "$scratch/subset") files)"
"$benchmark" --repetitions "${REPETITIONS:-5}" --list "$scratch/subset"

# Half the corpus: the first half of its package folders.
mkdir "$scratch/half"
packages=$(find "$corpus" -mindepth 1 -maxdepth 1 -type d | sort)
count=$(echo "$packages" | wc -l)
echo "$packages" | head -n $((count / 2)) | while read -r package; do ln -s "$package" "$scratch/half/"; done

echo "== whole process (/usr/bin/time; median of ${RUNS:-3} runs)"
for target in "$scratch/half" "$corpus"; do
  megabytes=$(find -L "$target" -name '*.swift' -print0 | du -cb --files0-from=- | tail -n 1 | cut -f1)
  for jobs in 1 2; do
    for _ in $(seq "${RUNS:-3}"); do
      /usr/bin/time -f "%e %M" -o "$scratch/time" "$navlint" "$target" --jobs "$jobs" --quiet > "$scratch/out.$jobs" || true
      grep -v "^Command" "$scratch/time"
    done | sort -n | awk -v n="${RUNS:-3}" -v mb="$megabytes" -v jobs="$jobs" -v target="$target" '
      NR == int((n + 1) / 2) {
        printf "%-5s --jobs %d  %6.2f s  %6.1f MB/s  peak RSS %4d MB  (%.1f MB of source)\n",
               (target ~ /half$/ ? "half" : "whole"), jobs, $1, mb / 1e6 / $1, $2 / 1024, mb / 1e6
      }'
  done
  if cmp -s "$scratch/out.1" "$scratch/out.2"; then echo "       --jobs 1 and --jobs 2 print the same report"; else echo "       REPORTS DIFFER"; fi
done
