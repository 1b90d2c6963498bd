#!/usr/bin/env bash
# Instructions per language-server edit: callgrind counts `navlint lsp` in a generated project
# (default 2,000 files) once for open + shutdown and once for open + EDITS edits (default 10) +
# shutdown, in one run; the difference divided by EDITS is one edit's cost (re-summarizing the
# file, the analysis, publishing). Needs valgrind and python3. Give release builds:
#   Tests/Scripts/lsp-edit-instructions.sh .build/release/navlint [/work/bin/navlint-main ...]
# PROJECT=folder reuses (or creates) the generated project; CALLGRIND_OUT=prefix keeps the
# profiles (PREFIX.NAME.EDITS) for callgrind_annotate.
set -euo pipefail
scripts=$(cd "$(dirname "$0")" && pwd)
edits=${EDITS:-10}
project=${PROJECT:-}
if [[ -z "$project" ]]; then
    project=$(mktemp -d)
    trap 'rm -rf "$project"' EXIT
fi
if [[ ! -d "$project/App" ]]; then
    "$(dirname "$0")/generate-project.sh" "$project/App" "${COUNT:-2000}" > /dev/null
    git -C "$project" init -q
fi
cd "$project/App"
first=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
file=$("$first" --quiet --format json . | python3 -c 'import json, sys; print(json.load(sys.stdin)["findings"][0]["path"])' || true)
for navlint in "$@"; do
    navlint=$(cd "$(dirname "$navlint")" && pwd)/$(basename "$navlint")
    totals=()
    for count in 0 "$edits"; do
        out=${CALLGRIND_OUT:+$CALLGRIND_OUT.$(basename "$navlint").$count}
        log=$(mktemp)
        LSP_CLIENT_DIR="$scripts" python3 - "$navlint" "$project/App" "$file" "$count" "${out:-/dev/null}" "$log" <<'PYTHON'
import os, sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.environ["LSP_CLIENT_DIR"])
from lsp_client import LSPClient
navlint, root, file, count, out, log = sys.argv[1:7]
client = LSPClient(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, "--log-file=" + log, navlint, "lsp"])
path = os.path.join(root, file)
uri = "file://" + path
client.initialize(root)
text = open(path).read()
client.open(uri, text)
client.wait_for_diagnostics(uri)
for version in range(2, 2 + int(count)):
    client.change(uri, version, ("// edit\n" + text) if version % 2 == 0 else text)
    client.wait_for_diagnostics(uri)
client.shutdown()
PYTHON
        totals+=("$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log")")
        rm -f "$log"
    done
    echo "$(basename "$navlint"): open+shutdown ${totals[0]}, with $edits edits ${totals[1]}; per edit $(( (totals[1] - totals[0]) / edits / 1000000 )) M instructions"
done
