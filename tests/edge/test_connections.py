"""Client connections against a real gateway on loopback, from raw sockets: silent clients, half a request
head, a stalled body and idle kept-alive connections are closed (the ones that began a request with a 408 in
OpenAI's shape), and past the connection bound a new connection gets a 503 instead of holding a slot."""

from __future__ import annotations

import resource
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import orjson
import pytest

from gateway.settings import Settings
from tests.conftest import KEY_A, two_teams
from tests.edge.wire import Dropped, closed_by_server, read_answer
from tests.support.policies import policy
from tests.support.procs import GatewayProcess, write_policy

CHAT = orjson.dumps({"model": "coder", "messages": [{"role": "user", "content": "hi"}]})
HEAD = (b"POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\nauthorization: Bearer " + KEY_A.encode()
        + b"\r\ncontent-type: application/json\r\ncontent-length: %d\r\n\r\n" % len(CHAT))


def _gateway(root: Path, env: dict[str, str]) -> GatewayProcess:
    write_policy(root / "policies", policy(two_teams()))
    return GatewayProcess(root / "policies", root / "state", env=env)


@pytest.fixture(scope="module")
def quick(tmp_path_factory: pytest.TempPathFactory) -> Iterator[GatewayProcess]:
    """Short limits, so that each is reached within a test."""
    env = {"GATEWAY_HEADER_TIMEOUT_SECONDS": "1", "GATEWAY_BODY_TIMEOUT_SECONDS": "1",
           "GATEWAY_KEEPALIVE_TIMEOUT_SECONDS": "1.5"}
    with _gateway(tmp_path_factory.mktemp("quick"), env) as gw:
        yield gw


@pytest.fixture(scope="module")
def bounded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[GatewayProcess]:
    """The default timeouts, and room for three connections."""
    with _gateway(tmp_path_factory.mktemp("bounded"), {"GATEWAY_MAX_CONNECTIONS": "3"}) as gw:
        yield gw


def _connect(gw: GatewayProcess, timeout: float = 20.0) -> socket.socket:
    return socket.create_connection(("127.0.0.1", gw.port), timeout=timeout)


def _error(raw: bytes) -> tuple[int, dict[str, object]]:
    head, _, body = raw.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), orjson.loads(body)["error"]


def test_defaults_suit_a_load_balancer() -> None:
    settings = Settings()
    assert settings.keepalive_timeout_seconds > 60  # longer than the common balancers' idle timeout
    assert 0 < settings.header_timeout_seconds < 60
    assert settings.body_timeout_seconds > 0
    assert settings.max_connections >= 1024


def test_a_silent_connection_is_closed(quick: GatewayProcess) -> None:
    with _connect(quick) as sock:
        assert closed_by_server(sock) == b""  # closed without an answer: it asked nothing


def test_half_a_request_head_gets_408_and_is_closed(quick: GatewayProcess) -> None:
    with _connect(quick) as sock:
        sock.sendall(HEAD[:40])
        status, error = _error(closed_by_server(sock))
    assert status == 408
    assert error["code"] == "request_timeout" and error["type"] == "invalid_request_error"


def test_a_trickled_head_is_cut_at_the_header_timeout(quick: GatewayProcess) -> None:
    """One byte every 0.2 s keeps the connection busy but never completes the head: the timeout counts from
    the head's start, not from the last byte."""
    with _connect(quick) as sock:
        answer = b""
        deadline = time.monotonic() + 20
        for byte in HEAD[:-4]:
            try:
                sock.sendall(bytes([byte]))
            except (BrokenPipeError, ConnectionResetError):
                break
            time.sleep(0.2)
            if time.monotonic() > deadline:
                break
            sock.setblocking(False)
            try:
                answer += sock.recv(65536)
            except BlockingIOError:
                pass
            finally:
                sock.setblocking(True)
            if answer:
                break
        answer += closed_by_server(sock)
    assert _error(answer)[0] == 408


def test_a_stalled_body_gets_408(quick: GatewayProcess) -> None:
    with _connect(quick) as sock:
        sock.sendall(HEAD + CHAT[:10])
        status, error = _error(closed_by_server(sock))
    assert status == 408 and error["code"] == "request_timeout"


def test_a_stalled_anthropic_body_gets_408_in_anthropics_shape(quick: GatewayProcess) -> None:
    head = HEAD.replace(b"/v1/chat/completions", b"/v1/messages")
    with _connect(quick) as sock:
        sock.sendall(head + CHAT[:10])
        raw = closed_by_server(sock)
    assert raw.startswith(b"HTTP/1.1 408")
    body = orjson.loads(raw.partition(b"\r\n\r\n")[2])
    assert body["type"] == "error" and body["error"]["type"] == "invalid_request_error"


def test_an_idle_kept_alive_connection_is_closed(quick: GatewayProcess) -> None:
    with _connect(quick) as sock:
        sock.sendall(HEAD + CHAT)
        assert read_answer(sock).status == 200
        assert closed_by_server(sock) == b""


def test_half_a_head_after_an_answer_gets_408(quick: GatewayProcess) -> None:
    with _connect(quick) as sock:
        sock.sendall(HEAD + CHAT)
        assert read_answer(sock).status == 200
        sock.sendall(HEAD[:30])
        assert _error(closed_by_server(sock))[0] == 408


def test_a_refused_body_does_not_hold_the_connection(quick: GatewayProcess) -> None:
    """A body declared over the limit gets its 413 at once; the client may keep sending (many do until
    they read the answer), but the connection then closes instead of swallowing the rest forever."""
    head = (b"POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\nauthorization: Bearer " + KEY_A.encode()
            + b"\r\ncontent-length: %d\r\n\r\n" % (1 << 40))
    chunk = b"x" * 65536
    with _connect(quick) as sock:
        sock.sendall(head)
        assert read_answer(sock).status == 413
        deadline = time.monotonic() + 20
        closed = False
        while not closed and time.monotonic() < deadline:
            try:
                sock.sendall(chunk)
                sock.setblocking(False)
                try:
                    closed = sock.recv(65536) == b""
                except BlockingIOError:
                    pass
                finally:
                    sock.setblocking(True)
            except (BrokenPipeError, ConnectionResetError):
                closed = True
            time.sleep(0.01)
    assert closed


def test_requests_in_time_are_served_on_one_connection(quick: GatewayProcess) -> None:
    with _connect(quick) as sock:
        for _ in range(3):
            sock.sendall(HEAD + CHAT)
            assert read_answer(sock).status == 200


def test_silent_connections_are_closed_with_the_default_timeouts(bounded: GatewayProcess) -> None:
    socks = [_connect(bounded, timeout=40) for _ in range(3)]
    try:
        assert [closed_by_server(sock) for sock in socks] == [b""] * 3
    finally:
        for sock in socks:
            sock.close()


def test_past_the_bound_a_new_connection_gets_503(bounded: GatewayProcess) -> None:
    held = []
    try:
        for _ in range(3):  # kept-alive connections that hold the three places
            sock = _connect(bounded)
            sock.sendall(HEAD + CHAT)
            assert read_answer(sock).status == 200
            held.append(sock)
        with _connect(bounded) as extra:
            extra.sendall(HEAD + CHAT)
            answer = read_answer(extra)
            assert answer.status == 503
            assert answer.headers["retry-after"] == "1"
            assert answer.json()["error"]["code"] == "too_many_connections"
            assert closed_by_server(extra) == b""
    finally:
        for sock in held:
            sock.close()
    deadline = time.monotonic() + 20  # the server learns of the closes asynchronously
    while True:
        with _connect(bounded) as sock:
            sock.sendall(HEAD + CHAT)
            try:
                status = read_answer(sock).status
            except Dropped:
                status = 0
        if status == 200 or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert status == 200


def test_the_bound_stays_within_the_descriptor_limit(tmp_path: Path) -> None:
    """A process allowed 600 descriptors answers 503 past (600 - 256) / 2 connections instead of running out
    of descriptors (which fails every accept, for every client)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (600, hard))  # inherited by the gateway started now
    try:
        gw = _gateway(tmp_path, {"GATEWAY_HEADER_TIMEOUT_SECONDS": "60"}).start()
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    held: list[socket.socket] = []
    try:
        assert "max_connections_lowered" in gw.logs()
        held = [_connect(gw) for _ in range(172)]
        with _connect(gw) as extra:
            extra.sendall(HEAD + CHAT)
            assert read_answer(extra).status == 503
        held.pop().close()
        deadline = time.monotonic() + 20
        while True:
            with _connect(gw) as sock:
                sock.sendall(HEAD + CHAT)
                status = read_answer(sock).status
            if status == 200 or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        assert status == 200
    finally:
        for sock in held:
            sock.close()
        gw.stop()
