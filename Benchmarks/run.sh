#!/usr/bin/env bash
# Builds the benchmark (release) and runs it over the extracted Swift package corpus and over a
# ~10 MB subset of it. Not part of CI: building swift-syntax takes minutes.
#
#   Benchmarks/run.sh [CORPUS_DIR]     (default: extracts to /tmp/navlint-corpus)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corpus=${1:-/tmp/navlint-corpus}
if [ ! -d "$corpus" ]; then
  "$here/../../shared/corpus/extract-swift-packages.sh" "$corpus" \
    || /work/shared/corpus/extract-swift-packages.sh "$corpus"
fi
swift build -c release --package-path "$here" 2>&1 | tail -n 2
benchmark="$here/.build/release/navlint-benchmark"

# A ~10 MB subset: every 12th file in sorted order.
subset=$(mktemp)
find "$corpus" -name '*.swift' | sort | awk 'NR % 12 == 0' > "$subset"

echo "== whole corpus"
"$benchmark" --repetitions "${REPETITIONS:-5}" "$corpus"
echo "== subset ($(wc -l < "$subset") files)"
"$benchmark" --repetitions "${REPETITIONS:-5}" --list "$subset"
rm -f "$subset"
