"""Malformed input, unknown methods, documents that are not specs, a 16 MB document and a client
that goes away: a JSON-RPC error or a log message, never a crash or a hang.

These speak raw bytes to the binary (a well-behaved client cannot send a broken frame)."""

import json
import select
import subprocess
import time

import pytest

from conftest import FORMC, ROOT


class RawClient:
    def __init__(self):
        self.process = subprocess.Popen(
            [FORMC, "lsp", "--stdio"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.buffer = b""

    def write(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send_body(self, body: bytes):
        self.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def send(self, message: dict):
        self.send_body(json.dumps({"jsonrpc": "2.0", **message}).encode())

    def _fill(self, deadline):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("no message from the server")
        ready, _, _ = select.select([self.process.stdout], [], [], remaining)
        if not ready:
            raise TimeoutError("no message from the server")
        chunk = self.process.stdout.read1(65536)
        if not chunk:
            raise EOFError("the server closed its output")
        self.buffer += chunk

    def receive(self, timeout=20.0) -> dict:
        deadline = time.monotonic() + timeout
        while b"\r\n\r\n" not in self.buffer:
            self._fill(deadline)
        header, _, rest = self.buffer.partition(b"\r\n\r\n")
        length = int(header.split(b":", 1)[1])
        while len(rest) < length:
            self.buffer = header + b"\r\n\r\n" + rest
            self._fill(deadline)
            header, _, rest = self.buffer.partition(b"\r\n\r\n")
        self.buffer = rest[length:]
        return json.loads(rest[:length])

    def receive_matching(self, predicate, timeout=20.0) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            message = self.receive(max(0.01, deadline - time.monotonic()))
            if predicate(message):
                return message

    def response(self, id_, timeout=20.0) -> dict:
        return self.receive_matching(lambda m: m.get("id") == id_ and "method" not in m, timeout)

    def initialize(self):
        self.send({"id": 0, "method": "initialize", "params": {"capabilities": {}}})
        assert "capabilities" in self.response(0)["result"]
        self.send({"method": "initialized", "params": {}})

    def finish(self, timeout=10.0) -> int:
        self.send({"id": "end", "method": "shutdown"})
        assert self.response("end")["result"] is None
        self.send({"method": "exit"})
        return self.process.wait(timeout)

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


@pytest.fixture
def raw():
    client = RawClient()
    yield client
    client.close()


def still_answers(raw: RawClient):
    raw.send({"id": "ping", "method": "textDocument/hover", "params": {}})
    assert raw.response("ping")["error"]["code"] == -32602


def test_a_request_before_initialize_is_refused(raw):
    raw.send({"id": 1, "method": "textDocument/hover", "params": {}})
    assert raw.response(1)["error"]["code"] == -32002
    raw.initialize()
    assert raw.finish() == 0


@pytest.mark.parametrize(
    "body, code",
    ids=["not-json", "cut-short", "batch", "string", "no-jsonrpc", "method-not-string", "id-object", "params-number", "not-utf8"],
    argvalues=[
        (b"{not json", -32700),
        (b'{"jsonrpc": "2.0", "id": 7, "method": ', -32700),
        (b"[1, 2]", -32600),
        (b'"just a string"', -32600),
        (b'{"id": 8, "method": "shutdown"}', -32600),
        (b'{"jsonrpc": "2.0", "id": 9, "method": 42}', -32600),
        (b'{"jsonrpc": "2.0", "id": {"x": 1}, "method": "hover"}', -32600),
        (b'{"jsonrpc": "2.0", "id": 10, "method": "textDocument/hover", "params": 3}', -32600),
        (b"\xff\xfe\x00garbage", -32700),
    ],
)
def test_a_malformed_message_gets_an_error_response(raw, body, code):
    raw.initialize()
    raw.send_body(body)
    error = raw.receive_matching(lambda m: "error" in m)
    assert error["error"]["code"] == code
    message = error["error"]["message"]
    assert not message[0].isupper() and not message.endswith("."), message
    still_answers(raw)
    assert raw.finish() == 0


@pytest.mark.parametrize(
    "frame",
    ids=["no-length", "length-not-a-number", "negative-length", "no-colon", "long-header"],
    argvalues=
    [
        b"Content-Type: application/json\r\n\r\n{}",
        b"Content-Length: lots\r\n\r\n",
        b"Content-Length: -3\r\n\r\n",
        b"no colon here\r\n\r\n",
        b"X-Header: " + b"a" * 10000 + b"\r\n\r\n",
    ],
)
def test_a_broken_frame_is_logged_and_skipped(raw, frame):
    raw.initialize()
    raw.write(frame)
    log = raw.receive_matching(lambda m: m.get("method") == "window/logMessage")
    assert log["params"]["type"] == 1
    assert log["params"]["message"].startswith("formc lsp: ")
    still_answers(raw)
    assert raw.finish() == 0


def test_an_unknown_method_is_method_not_found(raw):
    raw.initialize()
    raw.send({"id": 3, "method": "formc/doesNotExist", "params": {}})
    assert raw.response(3)["error"]["code"] == -32601
    raw.send({"method": "formc/unknownNotification", "params": {}})
    still_answers(raw)
    assert raw.finish() == 0


@pytest.mark.parametrize(
    "uri, text",
    [
        ("file:///tmp/notes.md", "# not a spec\n"),
        ("file:///tmp/List.form.yaml", "- just\n- a list\n"),
        ("file:///tmp/Broken.form.yaml", "form: [unclosed\n  : : :\n\t\x00"),
        ("untitled:Untitled-1", "form: A\n"),
    ],
)
def test_a_document_that_is_not_a_spec(raw, uri, text):
    raw.initialize()
    raw.send(
        {
            "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}},
        }
    )
    for id_, method in enumerate(
        ["textDocument/hover", "textDocument/completion", "textDocument/definition"], start=20
    ):
        raw.send(
            {
                "id": id_,
                "method": method,
                "params": {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 2}},
            }
        )
        assert "result" in raw.response(id_)
    raw.send({"id": 30, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": uri}}})
    assert "result" in raw.response(30)
    assert raw.finish() == 0


def test_a_16_mb_document(raw):
    raw.initialize()
    text = "form: Big\ncontent:\n  scroll: page\n  children:\n" + "    # filler\n" * (16 * 1024 * 1024 // 13)
    uri = "file:///tmp/Big.form.yaml"
    started = time.monotonic()
    raw.send(
        {
            "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}},
        }
    )
    published = raw.receive_matching(
        lambda m: m.get("method") == "textDocument/publishDiagnostics", timeout=60
    )
    assert published["params"]["uri"] == uri
    assert "yaml-limit" in [d["code"] for d in published["params"]["diagnostics"]]
    raw.send({"id": 40, "method": "textDocument/hover", "params": {"textDocument": {"uri": uri}, "position": {"line": 1, "character": 1}}})
    assert "result" in raw.response(40, timeout=60)
    assert time.monotonic() - started < 60
    assert raw.finish() == 0


def test_a_client_that_closes_the_pipe(raw):
    raw.initialize()
    spec = (ROOT / "Specs/SignUp.form.yaml").read_text()
    raw.send(
        {
            "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": (ROOT / "Specs/SignUp.form.yaml").as_uri(), "languageId": "yaml", "version": 1, "text": spec}},
        }
    )
    raw.write(b"Content-Length: 100\r\n\r\n{\"jsonrpc\"")  # a frame cut short
    raw.process.stdin.close()
    assert raw.process.wait(10) == 1  # no 'shutdown' first: 1, as LSP asks
    assert b"closed the connection" in raw.process.stderr.read()


def test_a_client_that_stops_reading(raw):
    raw.initialize()
    raw.process.stdout.close()
    # Writes now fail with EPIPE: the server ends instead of blocking or dying of SIGPIPE.
    try:
        for id_ in range(50):
            raw.send({"id": id_, "method": "formc/unknown"})
    except BrokenPipeError:
        pass  # the server is gone already
    assert raw.process.wait(10) == 1


def test_exit_without_shutdown_is_status_1(raw):
    raw.initialize()
    raw.send({"method": "exit"})
    assert raw.process.wait(10) == 1


def test_a_burst_of_changes_publishes_only_the_latest_version(raw):
    raw.send(
        {
            "id": 0,
            "method": "initialize",
            "params": {"capabilities": {}, "initializationOptions": {"debounceMilliseconds": 200}},
        }
    )
    raw.response(0)
    raw.send({"method": "initialized", "params": {}})
    path = ROOT / "Specs/SignUp.form.yaml"
    text = path.read_text()
    uri = "file:///tmp/formc-burst/SignUp.form.yaml"
    raw.send(
        {
            "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}},
        }
    )
    assert raw.receive_matching(lambda m: m.get("method") == "textDocument/publishDiagnostics")[
        "params"
    ]["version"] == 1
    # 30 edits, each appending to the title; the last one misspells a key.
    line = text.split("\n").index("title: Create Account")
    for version in range(2, 32):
        raw.send(
            {
                "method": "textDocument/didChange",
                "params": {
                    "textDocument": {"uri": uri, "version": version},
                    "contentChanges": [
                        {
                            "range": {
                                "start": {"line": line, "character": 0},
                                "end": {"line": line, "character": 5},
                            },
                            "text": "titel" if version == 31 else "title",
                        }
                    ],
                },
            }
        )
    published = raw.receive_matching(lambda m: m.get("method") == "textDocument/publishDiagnostics")
    # The debounce outlasts the burst: the first diagnostics after it are the last version's.
    assert published["params"]["version"] == 31
    assert [d["code"] for d in published["params"]["diagnostics"]] == ["unknown-key"]
    # Nothing else follows: the older versions' checks were cancelled, not published late.
    with pytest.raises(TimeoutError):
        raw.receive(timeout=1.0)
    assert raw.finish() == 0
