#!/usr/bin/env bash
# Times `navlint lsp` in a generated project of COUNT files (default 2,000): from sending a didChange
# of a file with findings to receiving its new diagnostics (the project's summaries kept warm; only
# that file is summarized again, then the index is rebuilt and the rules run), over 20 edits (median,
# quartiles, extremes), next to a cold `navlint <that file>` run in the same project. Wall-clock
# times: run it on an idle machine. Needs python3 (the client). Give a release build:
#   swift build -c release && Tests/Scripts/time-lsp-edit.sh .build/release/navlint [COUNT]
set -euo pipefail
scripts=$(cd "$(dirname "$0")" && pwd)
navlint=$(cd "$(dirname "${1:?usage: time-lsp-edit.sh NAVLINT [COUNT]}")" && pwd)/$(basename "$1")
count=${2:-2000}
project=$(mktemp -d)
trap 'rm -rf "$project"' EXIT
"$(dirname "$0")/generate-project.sh" "$project/App" "$count"
git -C "$project" init -q
cd "$project/App"
file=$("$navlint" --quiet --format json . | python3 -c 'import json, sys; print(json.load(sys.stdin)["findings"][0]["path"])' || true)
start=$(date +%s%N)
"$navlint" --quiet "$file" > /dev/null || true
cold=$(( ($(date +%s%N) - start) / 1000000 ))
LSP_CLIENT_DIR="$scripts" python3 - "$navlint" "$project/App" "$file" "$cold" <<'PYTHON'
import os, sys, time
sys.dont_write_bytecode = True
sys.path.insert(0, os.environ["LSP_CLIENT_DIR"])
from lsp_client import LSPClient
navlint, root, file, cold = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
path = os.path.join(root, file)
uri = "file://" + path
started = time.time()
client = LSPClient([navlint, "lsp"])
client.initialize(root)
text = open(path).read()
client.open(uri, text)
# The first publication for the file ends the cold start (the whole project's diagnostics).
client.wait_for_diagnostics(uri)
warm_up = (time.time() - started) * 1000
latencies = []
for version in range(2, 22):
    # A pause between edits, as typing has: the server frees the analysis an edit replaced after
    # publishing, which back-to-back edits would otherwise wait for.
    time.sleep(0.25)
    # A comment line added or removed at the top moves every finding of the file: new diagnostics.
    sent = time.time()
    client.change(uri, version, ("// edit\n" + text) if version % 2 == 0 else text)
    client.wait_for_diagnostics(uri)
    latencies.append((time.time() - sent) * 1000)
client.shutdown()
latencies.sort()
median = (latencies[9] + latencies[10]) / 2
print(f"navlint lsp, {file}: start and first diagnostics {warm_up:.0f} ms; edit -> diagnostics "
      f"median {median:.1f} ms, quartiles {latencies[4]:.1f}-{latencies[15]:.1f} ms, min {latencies[0]:.1f} ms, "
      f"max {latencies[-1]:.1f} ms (20 edits); "
      f"cold 'navlint {file}' {cold} ms, {int(cold) / median:.1f}x the median edit")
PYTHON
