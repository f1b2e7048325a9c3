"""A client that leaves (autocomplete requests are cancelled as the user types) cancels the upstream call
promptly, its attempt is accounted, and its reservation is settled.

Cancellation latency is measured at the upstream, on the test's own clock: from the moment the client's
socket is closed to the moment the upstream handler is cancelled because the gateway closed its connection.
The bound (100 ms) is a behaviour (the gateway watches the client), not a performance figure.
"""

from __future__ import annotations

import socket
import time
from typing import Any

import orjson
import pytest

from tests.resilience.conftest import REDIS_URL, entries_of, unique_team, wait_settled
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess
from tests.support.upstream import RecordingUpstream

CANCEL_BOUND = 0.1
PATIENT = {"connect": 1, "first_token": 30, "idle": 30, "total": 60}


@pytest.fixture(scope="module")
def setup(tmp_path_factory: pytest.TempPathFactory, faults: RecordingUpstream) -> Any:
    team, key, entry = unique_team("dc")
    suffix = team[-6:]
    names = {"slow": "slow-150", "stall": f"fault-stall-{suffix}", "hang": f"fault-hangfirst-{suffix}",
             "wait": f"fault-hang-{suffix}"}
    models = {
        name: {"versions": {"standard": openai_version(faults.url, upstream, timeouts=PATIENT, retries=0)}}
        for name, upstream in names.items()
    }
    doc = policy({team: entry}, extra_models=models)
    root = tmp_path_factory.mktemp("disconnect")
    from tests.support.procs import write_policy

    write_policy(root / "policies", doc)
    with GatewayProcess(root / "policies", root / "state", env={"GATEWAY_REDIS_URL": REDIS_URL}) as gw:
        yield gw, team, key, names


def open_request(gw: GatewayProcess, key: str, model: str, stream: bool, request_id: str) -> socket.socket:
    """A raw HTTP/1.1 request on its own socket, so the test decides exactly when the client goes away."""
    body = orjson.dumps({"model": model, "stream": stream, "messages": [{"role": "user", "content": "def f("}]})
    head = (f"POST /v1/chat/completions HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer {key}\r\n"
            f"content-type: application/json\r\ncontent-length: {len(body)}\r\nx-request-id: {request_id}\r\n\r\n")
    sock = socket.create_connection(("127.0.0.1", gw.port))
    sock.sendall(head.encode() + body)
    return sock


def read_until(sock: socket.socket, marker: bytes) -> bytes:
    seen = b""
    while marker not in seen:
        data = sock.recv(65536)
        assert data, f"connection closed before {marker!r}: {seen!r}"
        seen += data
    return seen


def wait_started(upstream: RecordingUpstream, model: str, count: int) -> None:
    deadline = time.monotonic() + 10
    while len(upstream.started_times.get(model, [])) < count and time.monotonic() < deadline:
        time.sleep(0.005)
    assert len(upstream.started_times.get(model, [])) >= count, "the upstream never saw the request"


def close_and_measure(sock: socket.socket, upstream: RecordingUpstream, model: str) -> float:
    before = len(upstream.cancel_times.get(model, []))
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
    closed = time.monotonic()
    sock.close()
    deadline = closed + 10
    while len(upstream.cancel_times.get(model, [])) <= before and time.monotonic() < deadline:
        time.sleep(0.001)
    times = upstream.cancel_times.get(model, [])
    assert len(times) > before, "the upstream call was never cancelled"
    return times[before] - closed


@pytest.mark.parametrize(
    ("name", "stream", "marker", "completion"),
    [
        ("slow", True, b"t1 ", 2),  # mid-stream, chunks still flowing
        ("stall", True, b"t1 ", 2),  # mid-stream, upstream silent: only watching the client can notice
        ("hang", True, None, 0),  # before the first byte of a stream
        ("wait", False, None, 0),  # a non-streamed call still waiting for its answer
    ],
)
def test_disconnect_cancels_upstream_and_settles(
    setup: Any, faults: RecordingUpstream, name: str, stream: bool, marker: bytes | None, completion: int
) -> None:
    gw, team, key, names = setup
    model = names[name]
    request_id = f"dc-{name}-{time.monotonic_ns()}"
    started = len(faults.started_times.get(model, []))
    sock = open_request(gw, key, name, stream, request_id)
    if marker is not None:
        read_until(sock, marker)
    else:
        wait_started(faults, model, started + 1)
    latency = close_and_measure(sock, faults, model)
    print(f"\n{name}: client close -> upstream cancelled in {latency * 1000:.1f} ms")
    assert latency < CANCEL_BOUND
    rows = entries_of(gw, request_id, 1)
    assert [(r.outcome, r.status_code) for r in rows] == [("client_cancelled", 499)]
    assert rows[0].prompt_tokens > 0 and rows[0].cost_micros, "the prompt sent upstream is accounted"
    assert rows[0].completion_tokens >= completion, "tokens already produced are accounted"
    assert wait_settled(team) == 0
