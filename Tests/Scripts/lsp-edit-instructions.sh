#!/usr/bin/env bash
# Instructions per language-server edit: callgrind counts `navlint lsp` in a generated project
# (default 2,000 files) once for open + shutdown and once for open + EDITS edits (default 10) +
# shutdown, in one run; the difference divided by EDITS is one edit's cost (re-summarizing the
# file, the analysis, publishing). Needs valgrind and python3. Give release builds:
#   Tests/Scripts/lsp-edit-instructions.sh .build/release/navlint [/work/bin/navlint-main ...]
# PROJECT=folder reuses (or creates) the generated project; CALLGRIND_OUT=prefix keeps the
# profiles (PREFIX.NAME.EDITS) for callgrind_annotate.
set -euo pipefail
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
        python3 - "$navlint" "$project/App" "$file" "$count" "${out:-/dev/null}" "$log" <<'PYTHON'
import json, os, subprocess, sys
navlint, root, file, count, out, log = sys.argv[1:7]
server = subprocess.Popen(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, "--log-file=" + log,
                           navlint, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()
def receive():
    header = b""
    while not header.endswith(b"\r\n\r\n"):
        header += server.stdout.read(1)
    length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
    return json.loads(server.stdout.read(length))
def wait_for(predicate):
    while True:
        message = receive()
        if predicate(message):
            return message
path = os.path.join(root, file)
uri = "file://" + path
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": "file://" + root, "capabilities": {}}})
wait_for(lambda m: m.get("id") == 1)
text = open(path).read()
send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)
for version in range(2, 2 + int(count)):
    edited = ("// edit\n" + text) if version % 2 == 0 else text
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": edited}]}})
    wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)
send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
wait_for(lambda m: m.get("id") == 2)
send({"jsonrpc": "2.0", "method": "exit"})
server.wait()
PYTHON
        totals+=("$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log")")
        rm -f "$log"
    done
    echo "$(basename "$navlint"): open+shutdown ${totals[0]}, with $edits edits ${totals[1]}; per edit $(( (totals[1] - totals[0]) / edits / 1000000 )) M instructions"
done
