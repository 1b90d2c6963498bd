#!/usr/bin/env bash
# Times `navlint lsp` in a generated 2,000-file project: from sending a didChange of a file with
# findings to receiving its new diagnostics (the project index kept warm; only that file is
# summarized again), over 20 edits, next to a cold `navlint <that file>` run in the same project.
# Needs python3 (the client). Give a release build:
#   swift build -c release && Tests/Scripts/time-lsp-edit.sh .build/release/navlint
set -euo pipefail
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
python3 - "$navlint" "$project/App" "$file" "$cold" <<'PYTHON'
import json, os, subprocess, sys, time
navlint, root, file, cold = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
server = subprocess.Popen([navlint, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
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
started = time.time()
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": "file://" + root, "capabilities": {}}})
wait_for(lambda m: m.get("id") == 1)
text = open(path).read()
send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
# The first publication for the file ends the cold start (the whole project's diagnostics).
wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)
warm_up = (time.time() - started) * 1000
latencies = []
for version in range(2, 22):
    # A comment line added or removed at the top moves every finding of the file: new diagnostics.
    edited = ("// edit\n" + text) if version % 2 == 0 else text
    sent = time.time()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": edited}]}})
    wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)
    latencies.append((time.time() - sent) * 1000)
send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
wait_for(lambda m: m.get("id") == 2)
send({"jsonrpc": "2.0", "method": "exit"})
server.wait()
latencies.sort()
print(f"navlint lsp, {file}: start and first diagnostics {warm_up:.0f} ms; edit -> diagnostics "
      f"min {latencies[0]:.1f} ms, median {latencies[len(latencies) // 2]:.1f} ms, max {latencies[-1]:.1f} ms (20 edits); "
      f"cold 'navlint {file}' {cold} ms, {int(cold) / latencies[len(latencies) // 2]:.1f}x the median edit")
PYTHON
