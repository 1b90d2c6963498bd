"""A minimal language-server client over stdio, shared by the scripts that time `navlint lsp`.

Only what the scripts need: start a server command, frame and send JSON-RPC messages, read
messages until one matches, and the initialize / open / change / shutdown steps.
"""
import json
import subprocess


class LSPClient:
    def __init__(self, command):
        self.server = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(self, message):
        body = json.dumps(message).encode()
        self.server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.server.stdin.flush()

    def receive(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = self.server.stdout.read(1)
            if not byte:
                raise EOFError("the language server closed its output")
            header += byte
        length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
        return json.loads(self.server.stdout.read(length))

    def wait_for(self, predicate):
        while True:
            message = self.receive()
            if predicate(message):
                return message

    def initialize(self, root):
        self.send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                   "params": {"rootUri": "file://" + root, "capabilities": {}}})
        self.wait_for(lambda m: m.get("id") == 1)

    def wait_for_diagnostics(self, uri):
        self.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)

    def open(self, uri, text):
        self.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                   "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})

    def change(self, uri, version, text):
        self.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                   "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}})

    def shutdown(self):
        self.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        self.wait_for(lambda m: m.get("id") == 2)
        self.send({"jsonrpc": "2.0", "method": "exit"})
        self.server.wait()
