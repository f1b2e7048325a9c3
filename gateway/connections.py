"""Client connections under uvicorn: corked writes, read timeouts, a bound on open connections.

uvicorn's httptools protocol closes a kept-alive connection only after it has answered on it: a connection
that sends nothing, half a request head, or a head and part of a body is held forever (enough of them
exhaust a process's descriptors). Here:

- a request head must arrive whole within ``header_timeout`` of the connection's accept (its first request)
  or of the head's first byte (later requests); a partial head is answered 408, a silent connection closed;
- a request body may pause at most ``body_timeout`` between pieces (408);
- between requests uvicorn's keep-alive timeout applies (``GATEWAY_KEEPALIVE_TIMEOUT_SECONDS``, longer than
  a load balancer's idle timeout so that the balancer, never the gateway, closes an idle connection);
- past ``max_connections`` open connections a new one is answered 503 at once and closed;
- a request answered before its body arrived (413) closes after a short linger: the rest of its body would
  have to be read before the connection could carry another request.

Every answer of this layer is in OpenAI's error shape (Anthropic's for a ``/v1/messages`` body). The limits
are process-wide (``configure``): uvicorn builds one protocol per connection from a class, in each worker.
"""

from __future__ import annotations

import asyncio
from asyncio import TimerHandle
from typing import Any, ClassVar

import orjson
from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol

from gateway.logs import log
from gateway.protocols.errors import anthropic_error


def error_answer(status: int, message: str, code: str, extra: bytes = b"", anthropic: bool = False) -> bytes:
    """A complete HTTP/1.1 answer that closes the connection, with an error body in OpenAI's shape (or in
    Anthropic's, for ``/v1/messages``)."""
    kind = "server_error" if status >= 500 else "invalid_request_error"
    error = anthropic_error(status, message) if anthropic else {
        "error": {"message": message, "type": kind, "param": None, "code": code}}
    body = orjson.dumps(error)
    return b"".join([
        STATUS_LINE[status], b"content-type: application/json\r\ncontent-length: ", str(len(body)).encode(),
        b"\r\nconnection: close\r\n", extra, b"\r\n", body,
    ])


HEAD_TIMEOUT = error_answer(408, "the request head did not arrive in time", "request_timeout")
BODY_TIMEOUT = error_answer(408, "the request body did not arrive in time", "request_timeout")
BODY_TIMEOUT_ANTHROPIC = error_answer(408, "the request body did not arrive in time", "request_timeout",
                                      anthropic=True)
TOO_MANY = error_answer(503, "the gateway has too many open connections; retry shortly", "too_many_connections",
                        b"retry-after: 1\r\n")
LINGER_SECONDS = 2.0  # a closing connection reads (and drops) what its client still sends, then closes


class CorkedTransport:
    """A transport whose writes made in one event-loop iteration leave in one ``write`` (one syscall).

    uvicorn writes a response's status line and headers, then its body, as two writes: two syscalls and
    two wake-ups of the client per answer (and a stream's last chunk and its terminator likewise). Here a
    response's head and its first body bytes leave together at once (the second write of a response): the
    whole answer when it is complete, the first event of a stream. A stream's later chunks are joined until
    the end of the iteration, and the rest of a response goes when it completes (``end_response``).
    Everything but ``write``, ``close`` and ``abort`` goes straight to the real transport.
    """

    __slots__ = ("_buffer", "_loop", "_transport", "_writes")

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport = transport
        self._loop = loop
        self._buffer: list[bytes] | None = None
        self._writes = 0  # writes of the response in progress

    def write(self, data: bytes | bytearray | memoryview) -> None:
        if self._buffer is None:
            self._buffer = [bytes(data)]
            self._loop.call_soon(self.flush)
        else:
            self._buffer.append(bytes(data))
        self._writes += 1
        if self._writes == 2:  # the head and the first body bytes: the client's first byte waits for nothing
            self.flush()

    def flush(self) -> None:
        buffer, self._buffer = self._buffer, None
        if buffer and not self._transport.is_closing():
            self._transport.write(buffer[0] if len(buffer) == 1 else b"".join(buffer))

    def end_response(self) -> None:
        """The response is complete: what is left of it leaves now, and the next write is a new head."""
        self._writes = 0
        self.flush()

    def get_write_buffer_size(self) -> int:
        pending = sum(len(b) for b in self._buffer) if self._buffer else 0
        return pending + self._transport.get_write_buffer_size()

    def close(self) -> None:
        self.flush()
        self._transport.close()

    def abort(self) -> None:
        self._buffer = None
        self._transport.abort()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)


class CorkedHttpToolsProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol writing through a ``CorkedTransport``, with the read timeouts and the
    connection bound above.

    A response's first bytes and its end leave at once: waiting for the end of the loop iteration held them
    behind whatever else the iteration ran (the request's settle call, its log line, the rest of a stream's
    burst, other requests). Only a stream's chunks in between are joined.

    A request that arrives whole in one read (nearly all) arms no timer of its own: the head timer is the
    connection's (armed at accept or at a later head's first byte) and a body timer is armed only when a
    read ends with the body incomplete."""

    header_timeout: ClassVar[float] = 10.0
    body_timeout: ClassVar[float] = 30.0
    max_connections: ClassVar[int] = 4096

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._read_timer: TimerHandle | None = None
        self._head_begun = False  # bytes of the awaited request head have arrived
        self._refused = False  # answered and closing: what the client still sends is dropped

    @classmethod
    def configure(cls, header_timeout: float, body_timeout: float, max_connections: int) -> None:
        cls.header_timeout = header_timeout
        cls.body_timeout = body_timeout
        cls.max_connections = max_connections

    # narrowed to a stream's Transport as uvicorn's own override is; CorkedTransport wraps one (not a subclass)
    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(CorkedTransport(transport, self.loop))  # type: ignore[arg-type]
        if len(self.connections) > self.max_connections:
            self._refuse(transport)
            return
        self._read_timer = self.loop.call_later(self.header_timeout, self._head_timed_out)

    def _refuse(self, transport: asyncio.Transport) -> None:
        """Answer 503 before the request is read, then stop writing but keep reading for a moment: closing
        with the client's request unread would reset the connection and could destroy the answer."""
        self.connections.discard(self)
        log.warning("connection_refused", reason="max_connections", limit=self.max_connections)
        transport.write(TOO_MANY)
        self._linger()

    def data_received(self, data: bytes) -> None:
        if self._refused:
            return
        super().data_received(data)
        if self.transport.is_closing():
            return
        cycle = self.cycle
        if cycle is None or cycle.response_complete:  # between requests: these are bytes of a head
            self._head_begun = True
            if self._read_timer is None and self.timeout_keep_alive_task is None and not self.pipeline:
                self._read_timer = self.loop.call_later(self.header_timeout, self._head_timed_out)
        elif cycle.more_body and not self.pipeline:  # a body still arriving: the gap until its next piece
            if self._read_timer is not None:
                self._read_timer.cancel()
            self._read_timer = self.loop.call_later(self.body_timeout, self._body_timed_out)

    def on_headers_complete(self) -> None:
        if self._read_timer is not None:
            self._read_timer.cancel()
            self._read_timer = None
        self._head_begun = False
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        if self._read_timer is not None:
            self._read_timer.cancel()
            self._read_timer = None
        super().on_message_complete()

    def _head_timed_out(self) -> None:
        self._read_timer = None
        if self.transport.is_closing():
            return
        if self._head_begun:  # a client that began a request is told why it ends; a silent one is not
            self.transport.write(HEAD_TIMEOUT)
        self.transport.close()

    def _body_timed_out(self) -> None:
        self._read_timer = None
        if self.transport.is_closing():
            return
        if self.flow.read_paused:  # the app has not read what came: the client is not the one waiting
            self._read_timer = self.loop.call_later(self.body_timeout, self._body_timed_out)
            return
        cycle = self.cycle
        if cycle is not None and not cycle.response_started:
            anthropic = str(cycle.scope.get("path", "")).startswith("/v1/messages")
            self.transport.write(BODY_TIMEOUT_ANTHROPIC if anthropic else BODY_TIMEOUT)
        self.transport.close()

    def send_400_response(self, msg: str) -> None:
        """uvicorn's answer to bytes that are not HTTP, in OpenAI's error shape instead of plain text."""
        self.transport.write(error_answer(400, "the request is not valid HTTP/1.1", "invalid_http"))
        self.transport.close()

    def on_response_complete(self) -> None:
        transport = self.transport
        if isinstance(transport, CorkedTransport):
            transport.end_response()
        super().on_response_complete()
        cycle = self.cycle
        if cycle is not None and cycle.more_body and not transport.is_closing():
            # Answered before its body arrived (a 413): the connection carries nothing more until the rest
            # is read, which a client may never stop sending. Stop writing, drop what comes, then close.
            self._linger()

    def _linger(self) -> None:
        self._refused = True
        self._unset_keepalive_if_required()
        if isinstance(self.transport, CorkedTransport):
            self.transport.flush()
        if self._read_timer is not None:
            self._read_timer.cancel()
        if self.transport.can_write_eof():
            self.transport.write_eof()
        self._read_timer = self.loop.call_later(LINGER_SECONDS, self.transport.close)

    def connection_lost(self, exc: Exception | None) -> None:
        if self._read_timer is not None:
            self._read_timer.cancel()
            self._read_timer = None
        super().connection_lost(exc)
