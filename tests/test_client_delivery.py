"""What a client receives through a real gateway on loopback: whole answers on a kept-alive connection,
streams event by event at the upstream's pace, and the first events of a stream as soon as the upstream sent
them, even when it then falls silent. (A client that leaves mid-stream: tests/resilience/test_disconnect.py.)"""

from __future__ import annotations

import itertools
import socket
import time
from collections.abc import Iterator
from typing import Any

import orjson
import pytest

from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, team_key, write_policy
from tests.support.upstream import RecordingUpstream

TOKENS = 5
PACE = 0.3  # seconds between the paced upstream's chunks
PATIENT = {"connect": 1, "first_token": 30, "idle": 30, "total": 60}


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[GatewayProcess, RecordingUpstream, str]]:
    key, entry = team_key("delivery")
    with RecordingUpstream(tokens=TOKENS) as upstream:
        models = {name: {"versions": {"standard": openai_version(upstream.url, model, timeouts=PATIENT, retries=0)}}
                  for name, model in (("plain", "ok"), ("paced", f"slow-{int(PACE * 1000)}"),
                                      ("stall", "fault-stall-delivery"))}
        root = tmp_path_factory.mktemp("delivery")
        write_policy(root / "policies", policy({"delivery": {"keys": [entry]}}, extra_models=models))
        with GatewayProcess(root / "policies", root / "state") as gw:
            yield gw, upstream, key


def _request(key: str, model: str, stream: bool) -> bytes:
    body = orjson.dumps({"model": model, "stream": stream, "messages": [{"role": "user", "content": "hello"}]})
    return (f"POST /v1/chat/completions HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer {key}\r\n"
            f"content-type: application/json\r\ncontent-length: {len(body)}\r\n\r\n").encode() + body


def _read_answer(sock: socket.socket) -> tuple[bytes, dict[str, str], bytes]:
    """One whole answer with a content-length, and nothing more (the connection stays open)."""
    seen = b""
    while b"\r\n\r\n" not in seen:
        data = sock.recv(65536)
        assert data, f"closed before the head ended: {seen!r}"
        seen += data
    head, _, body = seen.partition(b"\r\n\r\n")
    status, *lines = head.split(b"\r\n")
    headers = {k.decode().lower(): v.decode() for k, _, v in (line.partition(b": ") for line in lines)}
    length = int(headers["content-length"])
    while len(body) < length:
        data = sock.recv(65536)
        assert data, "closed before the body ended"
        body += data
    assert len(body) == length, "more bytes than the content-length"
    return status, headers, body


def _events(sock: socket.socket, until: bytes, timeout: float,
            buffer: bytes = b"") -> list[tuple[float, dict[str, Any] | None]]:
    """(arrival time, payload) of each SSE event of a chunked stream, until ``until`` has arrived (``buffer``:
    bytes of the stream already read)."""
    sock.settimeout(timeout)
    events: list[tuple[float, dict[str, Any] | None]] = []
    arrived = time.monotonic()
    while True:
        *lines, buffer = buffer.split(b"\n")
        for line in lines:
            if line.startswith(b"data: {"):
                events.append((arrived, orjson.loads(line[6:])))
            elif line.startswith(b"data: [DONE]"):
                events.append((arrived, None))
        if any(until in line for line in lines):
            return events
        data = sock.recv(65536)
        assert data, f"closed before {until!r}"
        arrived = time.monotonic()
        buffer += data


def _text(payload: dict[str, Any] | None) -> str:
    if payload is None or not payload.get("choices"):
        return ""
    return str(payload["choices"][0].get("delta", {}).get("content") or "")


def test_complete_answers_arrive_whole_one_after_another_on_one_connection(served: Any) -> None:
    gw, _, key = served
    with socket.create_connection(("127.0.0.1", gw.port), timeout=20) as sock:
        for _ in range(3):
            sock.sendall(_request(key, "plain", stream=False))
            status, headers, body = _read_answer(sock)
            assert status.startswith(b"HTTP/1.1 200")
            assert headers["content-type"] == "application/json"
            assert orjson.loads(body)["choices"][0]["message"]["content"] == "recorded answer"


def test_a_stream_arrives_event_by_event_at_the_upstreams_pace(served: Any) -> None:
    gw, upstream, key = served
    model = f"slow-{int(PACE * 1000)}"
    with socket.create_connection(("127.0.0.1", gw.port), timeout=20) as sock:
        sock.sendall(_request(key, "paced", stream=True))
        head = b""
        while b"\r\n\r\n" not in head:
            head += sock.recv(65536)
        events = _events(sock, b"data: [DONE]", timeout=20, buffer=head.partition(b"\r\n\r\n")[2])
    started = upstream.started_times[model][-1]
    tokens = [(at, _text(p)) for at, p in events if _text(p)]
    assert [text for _, text in tokens] == [f"t{i} " for i in range(TOKENS)]
    assert events[-1][1] is None, "the stream ends with [DONE]"
    # The upstream writes token i at started + i * PACE: each reaches the client before the next is written.
    assert tokens[0][0] - started < PACE, "the first token waited for a later one"
    gaps = [b - a for (a, _), (b, _) in itertools.pairwise(tokens)]
    assert sum(gap > PACE / 3 for gap in gaps) >= len(gaps) - 1, f"tokens arrived together: gaps {gaps}"


def test_the_first_events_arrive_while_the_upstream_is_silent(served: Any) -> None:
    """The upstream sends two tokens and then nothing: both reach the client (nothing waits for more)."""
    gw, _, key = served
    with socket.create_connection(("127.0.0.1", gw.port), timeout=20) as sock:
        sock.sendall(_request(key, "stall", stream=True))
        head = b""
        while b"\r\n\r\n" not in head:
            head += sock.recv(65536)
        assert head.startswith(b"HTTP/1.1 200") and b"text/event-stream" in head
        events = _events(sock, b"t1 ", timeout=5, buffer=head.partition(b"\r\n\r\n")[2])
    assert [_text(p) for _, p in events if _text(p)] == ["t0 ", "t1 "]
