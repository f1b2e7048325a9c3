"""Raw HTTP/1.1 on a socket for the edge tests: bytes a client library would refuse to send, and a strict
reading of the answer (h11) so that a dropped connection or a malformed answer is a failure, not a skip."""

from __future__ import annotations

import socket
from dataclasses import dataclass
from typing import Any

import h11
import orjson


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> dict[str, Any]:
        data = orjson.loads(self.body)
        assert isinstance(data, dict)
        return data


class Dropped(AssertionError):
    """The server closed the connection without a complete HTTP answer."""


def read_answer(sock: socket.socket, method: bytes = b"POST") -> Answer:
    """One complete HTTP answer from ``sock`` (raises ``Dropped`` when the connection ends before it)."""
    conn = h11.Connection(h11.CLIENT)
    # h11 must know a request went out to parse the answer; the bytes themselves were sent raw.
    conn.send(h11.Request(method=method, target="/", headers=[("host", "x")]))
    status, headers, body = 0, {}, b""
    while True:
        event = conn.next_event()
        if event is h11.NEED_DATA:
            data = sock.recv(65536)
            if not data:
                raise Dropped(f"connection closed before a complete answer (status {status or 'none'})")
            conn.receive_data(data)
            continue
        if isinstance(event, h11.InformationalResponse):
            continue
        if isinstance(event, h11.Response):
            status = event.status_code
            headers = {k.decode().lower(): v.decode("latin-1") for k, v in event.headers}
        elif isinstance(event, h11.Data):
            body += bytes(event.data)
        elif isinstance(event, h11.EndOfMessage):
            return Answer(status, headers, body)
        elif isinstance(event, h11.ConnectionClosed):
            raise Dropped("connection closed before a complete answer")


def exchange(port: int, raw: bytes, timeout: float = 30.0) -> Answer:
    """Send ``raw`` on a fresh connection and read one complete answer."""
    method = raw.split(b" ", 1)[0] if raw[:1].isalpha() else b"GET"
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(raw)
        return read_answer(sock, method if method in (b"GET", b"POST", b"HEAD") else b"GET")


def request(method: str, target: str | bytes, headers: dict[str, str] | None = None, body: bytes = b"") -> bytes:
    """A request's bytes, the target sent exactly as given (it may hold what a URL library would escape)."""
    target_bytes = target if isinstance(target, bytes) else target.encode()
    lines = [method.encode() + b" " + target_bytes + b" HTTP/1.1", b"host: 127.0.0.1", b"connection: close"]
    for name, value in (headers or {}).items():
        lines.append(f"{name}: {value}".encode("latin-1"))
    if body or method == "POST":
        lines.append(b"content-length: %d" % len(body))
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


def closed_by_server(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection (the socket's timeout bounds the wait:
    a server that never closes fails the test with ``TimeoutError``)."""
    received = b""
    while True:
        try:
            data = sock.recv(65536)
        except ConnectionResetError:
            return received
        if not data:
            return received
        received += data
