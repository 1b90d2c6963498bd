#!/usr/bin/env bash
# Builds the libFuzzer target (Tests/Fuzz/FuzzTarget.swift, with navlint's Syntax, Index, Rules,
# Reporters and Kit sources compiled in, under AddressSanitizer) and runs it for a given time.
#
# usage: Tests/Fuzz/run.sh [<seconds>] [<libFuzzer option>...]     (default: 60 seconds)
#
# The seeds are every swift block of Rules/*.md (a case's blocks joined as one multi-file input),
# every file of Examples/ and every input in Tests/Fuzz/Regressions (what the fuzzer found before,
# minimized; NavLintKitTests replays them). What the fuzzer learns is kept in .build/fuzz/corpus for
# the next run; a crash, a hang over 2 s or an allocation over 1 GB stops it with the input saved in
# .build/fuzz/artifacts/ and exit code 1; any input slower than 1 s is logged as a slow unit.
# Replay one input with `(ulimit -s 65536; .build/fuzz/navlint-fuzz-O <file>)` (see the stack limit below).
#
# NAVLINT_FUZZ_OPTIMIZATION=-Onone builds in a quarter of the time and runs a third as fast: what
# CI uses for its minute; long runs use the default, -O.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
shift $(( $# > 0 ? 1 : 0 ))
optimization=${NAVLINT_FUZZ_OPTIMIZATION:--O}
build=.build/fuzz
modulesFolder=$build/modules$optimization
fuzzer=$build/navlint-fuzz$optimization
mkdir -p "$modulesFolder" "$build/corpus" "$build/artifacts"

# Compiled with swiftc, one module at a time in dependency order, so that `swift build` never sees
# the fuzzer's entry point and libFuzzer's main. The modules are rebuilt when a source is newer than
# their objects, the fuzzer when its source is.
modules=(NavLintSyntax NavLintIndex NavLintRules NavLintReporters NavLintKit)
flags=("$optimization" -wmo -enable-testing -parse-as-library -sanitize=fuzzer,address -I "$modulesFolder")
objects=()
stale=
for module in "${modules[@]}"; do
  object=$modulesFolder/$module.o
  objects+=("$object")
  if [ -n "$stale" ] || [ ! -f "$object" ] || [ -n "$(find "Sources/$module" -name '*.swift' -newer "$object" | head -1)" ]; then
    stale=1
    echo "compiling $module" >&2
    swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$modulesFolder/$module.swiftmodule" \
      -c -o "$object" $(find "Sources/$module" -name '*.swift' | sort)
  fi
done
if [ -n "$stale" ] || [ ! -x "$fuzzer" ] || [ Tests/Fuzz/FuzzTarget.swift -nt "$fuzzer" ]; then
  echo "linking $fuzzer" >&2
  # ld.gold warns once per AddressSanitizer helper symbol; those lines say nothing.
  swiftc "${flags[@]}" -module-name NavLintFuzz Tests/Fuzz/FuzzTarget.swift "${objects[@]}" -o "$fuzzer" 2>&1 \
    | { grep -v "Cannot export local symbol '__asan" || true; } >&2
fi

# Seeds, rebuilt each run from the current documents and examples (the ↓ markers removed).
seeds=$build/seeds
rm -rf "$seeds" && mkdir -p "$seeds"
for document in Rules/*.md; do
  awk -v out="$seeds/$(basename "$document" .md)" '
    function flush() { if (text != "") { print text > (out "-" ++cases ".swift"); close(out "-" cases ".swift") }; text = "" }
    !inBlock && /^#/ { flush(); next }
    /^```swift/ { inBlock = 1; if (text != "") text = text "\n// navlint-fuzz: next file\n"; next }
    /^```/ { inBlock = 0; next }
    inBlock { gsub("↓", ""); text = text $0 "\n" }
    END { flush() }' "$document"
done
find Examples -name '*.swift' | while read -r file; do cp "$file" "$seeds/example-$(echo "$file" | tr '/' '-')"; done
echo "$(ls "$seeds" | wc -l) seeds, $(ls "$build/corpus" | wc -l) inputs in the corpus" >&2

# The fuzz target parses on libFuzzer's main thread, whose stack is the shell's limit (often 8 MB);
# navlint itself parses on worker threads of 64 MB (`Linter.workerStackSize`). Unoptimized code
# under AddressSanitizer needs more than 8 MB at the parser's depth bound (128 nested parentheses
# overflowed it), so the fuzzer gets what the workers have.
ulimit -s $((64 * 1024)) 2>/dev/null || echo "could not raise the stack limit to 64 MB: deep inputs may overflow" >&2

# The Swift runtime's own crash reporter is off, so that libFuzzer reports the crash and saves the input.
started=$SECONDS
trap 'echo "fuzzed for $((SECONDS - started)) s" >&2' EXIT
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} "$fuzzer" "$build/corpus" "$seeds" Tests/Fuzz/Regressions \
  -max_total_time="$seconds" -timeout=2 -report_slow_units=1 -rss_limit_mb=2048 -malloc_limit_mb=1024 \
  -max_len=16384 -print_final_stats=1 -artifact_prefix="$build/artifacts/" "$@"
