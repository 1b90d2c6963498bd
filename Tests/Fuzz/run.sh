#!/usr/bin/env bash
# Builds the libFuzzer targets (Tests/Fuzz/*.swift, with navlint's Syntax, Index, Rules, Reporters
# and Kit sources compiled in, under AddressSanitizer) and runs one of them for a given time.
#
# usage: Tests/Fuzz/run.sh [<seconds>] [<libFuzzer option>...]     (default: 60 seconds)
#
# NAVLINT_FUZZ_TARGET picks the target: `analysis` (the default: the whole analysis, one file and
# two), `tokenizer` (the tokenizer alone, which also bounds the bytes its look-ahead scans examine),
# or `command-line` (the input written as a project in a temporary folder, then navlint's command
# line over it: file discovery, configuration, pipeline, report). Inputs reach 1 MB (grown slowly
# by libFuzzer from the seeds); Tests/Fuzz/swift-punctuation.dict gives the mutations runs of Swift
# punctuation. An input slower than a budget that grows with its size (a fixed allowance plus a
# budget per byte, see FuzzEntry.swift) stops the run as a crash, so quadratic work shows long
# before the hard -timeout, which covers the largest input's budget.
#
# The seeds are every swift block of Rules/*.md (a case's blocks joined as one multi-file input),
# every file of Examples/, an input of every shape of Benchmarks/generate-hostile.sh (see below), and
# every input in Tests/Fuzz/Regressions (what the fuzzer found before, minimized; NavLintKitTests
# replays them). What the fuzzer learns is kept for the next run in .build/fuzz/corpus (the other
# targets: corpus-<target>); a crash, an input over its time budget or an allocation over 1 GB stops
# it with the input saved in .build/fuzz/artifacts/ and exit code 1; any input slower than 1 s is
# logged as a slow unit.
# Replay one input with `(ulimit -s 65536; NAVLINT_FUZZ_TARGET=<target> .build/fuzz/navlint-fuzz-O <file>)`
# (see the stack limit below).
#
# NAVLINT_FUZZ_OPTIMIZATION=-Onone builds in a quarter of the time and runs a third as fast: what
# CI uses for its minute; long runs use the default, -O.
# NAVLINT_FUZZ_BUILD_ONLY=1 builds the fuzzer (shared by the three targets) and stops: CI builds it
# while other steps run, and fuzzes later.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
shift $(( $# > 0 ? 1 : 0 ))
optimization=${NAVLINT_FUZZ_OPTIMIZATION:--O}
target=${NAVLINT_FUZZ_TARGET:-analysis}
case $target in
  analysis|tokenizer|command-line) ;;
  *) echo "NAVLINT_FUZZ_TARGET=$target: expected analysis, tokenizer or command-line" >&2; exit 2 ;;
esac
export NAVLINT_FUZZ_TARGET=$target
build=.build/fuzz
modulesFolder=$build/modules$optimization
fuzzer=$build/navlint-fuzz$optimization
# The analysis target keeps the corpus folder it always had; the others have their own.
corpus=$build/corpus
[ "$target" = analysis ] || corpus=$build/corpus-$target
mkdir -p "$modulesFolder" "$corpus" "$build/artifacts"

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
if [ -n "$stale" ] || [ ! -x "$fuzzer" ] || [ -n "$(find Tests/Fuzz -name '*.swift' -newer "$fuzzer" | head -1)" ]; then
  echo "linking $fuzzer" >&2
  # ld.gold warns once per AddressSanitizer helper symbol; those lines say nothing.
  swiftc "${flags[@]}" -module-name NavLintFuzz $(find Tests/Fuzz -name '*.swift' | sort) "${objects[@]}" -o "$fuzzer" 2>&1 \
    | { grep -v "Cannot export local symbol '__asan" || true; } >&2
fi
[ -z "${NAVLINT_FUZZ_BUILD_ONLY:-}" ] || exit 0

# Seeds, rebuilt each run from the current documents and examples (the ↓ markers removed).
seeds=$build/seeds
rm -rf "$seeds" && mkdir -p "$seeds"
# The command line costs the most per input, so its seeds are the examples alone.
[ "$target" = command-line ] || for document in Rules/*.md; do
  awk -v out="$seeds/$(basename "$document" .md)" '
    function flush() { if (text != "") { print text > (out "-" ++cases ".swift"); close(out "-" cases ".swift") }; text = "" }
    !inBlock && /^#/ { flush(); next }
    /^```swift/ { inBlock = 1; if (text != "") text = text "\n// navlint-fuzz: next file\n"; next }
    /^```/ { inBlock = 0; next }
    inBlock { gsub("↓", ""); text = text $0 "\n" }
    END { flush() }' "$document"
done
find Examples -name '*.swift' | while read -r file; do cp "$file" "$seeds/example-$(echo "$file" | tr '/' '-')"; done
# A hostile input of every shape, NAVLINT_FUZZ_SEED_KB each, so that mutations start from long runs
# and deep nesting rather than grow them a few bytes at a time: for the tokenizer always (16 KB by
# default), for the other targets when it is set (libFuzzer runs every seed before it looks at the
# clock, and these would take most of CI's minute there).
seedKilobytes=${NAVLINT_FUZZ_SEED_KB:-}
[ "$target" = tokenizer ] && seedKilobytes=${seedKilobytes:-16}
if [ -n "$seedKilobytes" ]; then
  Benchmarks/generate-hostile.sh --list | grep -v -E "many-routers|dense-ribs" | while read -r shape; do
    Benchmarks/generate-hostile.sh "$shape" $(( seedKilobytes * 1024 )) "$seeds/hostile"
    mv "$seeds/hostile/Hostile.swift" "$seeds/hostile-$(printf '%s' "$shape" | od -An -tx1 | tr -d ' \n').swift"
  done
  rmdir "$seeds/hostile"
fi
echo "$target: $(ls "$seeds" | wc -l) seeds, $(ls "$corpus" | wc -l) inputs in the corpus" >&2

# The time an input may take: a fixed allowance and a budget per byte, two to three times what
# linear work took on this busy 2-core machine under -Onone (256 KB hostile inputs: the tokenizer
# target 3.6-8.5 s, the analysis up to 28.6 s for a call chain), which gets three times the
# budget of -O.
case $target in
  tokenizer) perByte=20 ;;
  *) perByte=100 ;;
esac
[ "$optimization" = -Onone ] && perByte=$((perByte * 3))
export NAVLINT_FUZZ_BASE_SECONDS=${NAVLINT_FUZZ_BASE_SECONDS:-2}
export NAVLINT_FUZZ_MICROSECONDS_PER_BYTE=${NAVLINT_FUZZ_MICROSECONDS_PER_BYTE:-$perByte}
maxLength=$((1024 * 1024))
# libFuzzer's own limit: the budget of the largest input, and then some.
timeout=$(( NAVLINT_FUZZ_BASE_SECONDS * 2 + maxLength * NAVLINT_FUZZ_MICROSECONDS_PER_BYTE * 2 / 1000000 ))

# The fuzz target parses on libFuzzer's main thread, whose stack is the shell's limit (often 8 MB);
# navlint itself parses on worker threads of 64 MB (`Linter.workerStackSize`). Unoptimized code
# under AddressSanitizer needs more than 8 MB at the parser's depth bound (128 nested parentheses
# overflowed it), so the fuzzer gets what the workers have.
ulimit -s $((64 * 1024)) 2>/dev/null || echo "could not raise the stack limit to 64 MB: deep inputs may overflow" >&2

# The Swift runtime's own crash reporter is off, so that libFuzzer reports the crash and saves the input.
started=$SECONDS
trap 'echo "fuzzed for $((SECONDS - started)) s" >&2' EXIT
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} "$fuzzer" "$corpus" "$seeds" Tests/Fuzz/Regressions \
  -max_total_time="$seconds" -timeout="$timeout" -report_slow_units=1 -rss_limit_mb=2048 -malloc_limit_mb=1024 \
  -max_len="$maxLength" -dict=Tests/Fuzz/swift-punctuation.dict -print_final_stats=1 \
  -artifact_prefix="$build/artifacts/$target-" "$@"
