#!/usr/bin/env bash
# Runs the navlint executable over every hostile shape of Benchmarks/generate-hostile.sh at 1x, 4x and
# 16x a base size, and checks that time and peak memory grow linearly: by the ratio between sizes,
# with generous margins, never against an absolute time. Prints a table; exits 1 if a shape grows
# too fast, crashes, or does not finish within the time limit.
#
# usage: Benchmarks/stress.sh [<navlint executable>]      (default: .build/release/navlint)
#
# Environment: STRESS_KB, the 1x size in KB (default 64; CI uses 16); STRESS_SHAPES, a pattern that
# keeps the shapes it matches (grep -E, default all); STRESS_TIMEOUT, seconds a run may take
# (default 120); STRESS_TIME_RATIO and STRESS_MEMORY_RATIO, how much more the 16x run may cost
# than the 1x run (default 40, for 16x the input); STRESS_BYTES_PER_BYTE, how many bytes of peak
# memory (above an empty file's) the 16x run may take per byte of input (issue 19 item 3, memory
# per file bounded by a multiple of its size; a long call chain took 75, then 64, 58 since the
# outline rows were made smaller, 50 (53 with trailing closures) since the interning slots follow
# the distinct names and a call row is 48 bytes, and 39 since the parse workspace's large tables
# are pages of their own and a huge chain is not held twice; 39 still with the smaller member,
# condition and type rows). Default 44 at a 1x of 64 KB or more;
# 56 below (CI's 16 KB: at 256 KB the run's fixed cost, a megabyte or two of code and allocator
# pages that an empty file does not touch, is several bytes per input byte by itself).
#
# Time is user + system CPU (a busy machine stretches wall time, not CPU time), floored at 0.05 s
# for the 1x run so that a run too short to measure cannot fail the ratio. Memory is the peak
# resident set above that of a run over an empty file, floored at 4 MB for the 1x run; the last
# column is that growth at 16x divided by the input's size.
set -eu
# A path given relative to where the script was started from, before it moves to the checkout.
navlint=${1:-}
case $navlint in ""|/*) ;; *) navlint=$PWD/$navlint ;; esac
cd "$(dirname "$0")/.."
navlint=${navlint:-.build/release/navlint}
[ -x "$navlint" ] || { echo "stress.sh: no executable at $navlint (swift build -c release)" >&2; exit 2; }
kilobytes=${STRESS_KB:-64}
pattern=${STRESS_SHAPES:-.}
limit=${STRESS_TIMEOUT:-120}
time_ratio=${STRESS_TIME_RATIO:-40}
memory_ratio=${STRESS_MEMORY_RATIO:-40}
if [ "$kilobytes" -ge 64 ]; then default_bytes_per_byte=44; else default_bytes_per_byte=56; fi
bytes_per_byte=${STRESS_BYTES_PER_BYTE:-$default_bytes_per_byte}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Prints "<cpu seconds> <peak KB> <exit status>" for navlint over FOLDER.
measure() {  # FOLDER
  local status=0
  /usr/bin/time -f '%U %S %M' -o "$scratch/time" timeout -s KILL "$limit" "$navlint" --quiet --jobs 1 "$1" \
    > /dev/null 2> "$scratch/stderr" || status=$?
  # /usr/bin/time writes "Command exited with non-zero status N" before its figures then.
  awk -v status="$status" 'END { printf "%.2f %d %d\n", $1 + $2, $3, status }' "$scratch/time"
}

mkdir -p "$scratch/empty"
: > "$scratch/empty/Empty.swift"
read -r _ baseline_kb _ < <(measure "$scratch/empty")

printf '%-26s %9s | %7s %7s %7s | %7s %7s %7s | %6s %6s %7s | %s\n' shape 'bytes 1x' 'cpu 1x' 'cpu 4x' 'cpu 16x' \
  'MB 1x' 'MB 4x' 'MB 16x' 'cpu x' 'mem x' 'B/B 16x' verdict
failures=0
while read -r shape; do
  row=()
  verdict=ok
  for factor in 1 4 16; do
    # After a failure, the larger sizes would only fail slower.
    if [ "$verdict" != ok ]; then row+=(0 0); continue; fi
    folder=$scratch/$factor
    rm -rf "$folder"
    Benchmarks/generate-hostile.sh "$shape" $(( kilobytes * 1024 * factor )) "$folder"
    bytes=$(find "$folder" -name '*.swift' -exec cat {} + | wc -c)
    [ "$factor" = 1 ] && first_bytes=$bytes
    read -r cpu peak status < <(measure "$folder")
    if [ "$status" -eq 137 ]; then
      verdict="FAIL: over ${limit} s at ${factor}x"
    elif [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
      verdict="FAIL: exit $status at ${factor}x: $(head -c 200 "$scratch/stderr" | tr '\n' ' ')"
    fi
    row+=("$cpu" "$peak")
    last_bytes=$bytes
  done
  # row: cpu1 kb1 cpu4 kb4 cpu16 kb16
  summary=$(awk -v c1="${row[0]}" -v c16="${row[4]}" -v m1="${row[1]}" -v m16="${row[5]}" -v m0="$baseline_kb" \
    -v bytes="$last_bytes" -v tr="$time_ratio" -v mr="$memory_ratio" -v bpb="$bytes_per_byte" 'BEGIN {
      cpu = c16 / (c1 > 0.05 ? c1 : 0.05)
      g1 = m1 - m0; g16 = m16 - m0
      mem = g16 / (g1 > 4096 ? g1 : 4096)
      per_byte = g16 * 1024 / bytes
      printf "%.1f %.1f %.1f %s %s", cpu, mem, per_byte, (cpu > tr ? "cpu" : "") (mem > mr ? "memory" : ""), (per_byte > bpb ? "big" : "")
    }')
  read -r cpu_x mem_x per_byte grew big <<< "$summary"
  # `read` gives the first empty field the second's word when only one is set.
  if [ "$grew" = big ]; then grew=; big=big; fi
  if [ -n "${grew:-}" ] && [ "$verdict" = ok ]; then verdict="FAIL: $grew grows faster than linearly"; fi
  if [ -n "${big:-}" ] && [ "$verdict" = ok ]; then
    verdict="FAIL: peak memory $per_byte bytes per input byte at 16x (over $bytes_per_byte)"
  fi
  [ "$verdict" = ok ] || failures=$((failures + 1))
  printf '%-26s %9d | %7s %7s %7s | %7d %7d %7d | %6s %6s %7s | %s\n' "$shape" "$first_bytes" "${row[0]}" "${row[2]}" \
    "${row[4]}" $(( row[1] / 1024 )) $(( row[3] / 1024 )) $(( row[5] / 1024 )) "$cpu_x" "$mem_x" "$per_byte" "$verdict"
done < <(Benchmarks/generate-hostile.sh --list | grep -E -- "$pattern")

echo "baseline (empty file): $(( baseline_kb / 1024 )) MB peak; 1x = $kilobytes KB"
if [ "$failures" -gt 0 ]; then
  echo "stress.sh: $failures shape(s) grew faster than linearly or failed" >&2
  exit 1
fi
