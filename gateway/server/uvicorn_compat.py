"""Everything of the gateway that depends on uvicorn's internals, in one place.

Tested with uvicorn 0.30.6 and 0.54.0 (the version ``constraints.txt`` installs); ``pyproject.toml`` allows
``>=0.30,<0.55``: below the next minor, because none of this is public API and any release may change it.
What is used, and by what:

- ``uvicorn.protocols.http.httptools_impl.HttpToolsProtocol``, subclassed by ``GuardedHttpToolsProtocol``
  (read timeouts, the connection bound, error answers in OpenAI's shape). It reads the protocol's
  ``connections``, ``cycle`` (and the cycle's ``response_started``, ``response_complete``, ``more_body``,
  ``scope``), ``pipeline``, ``timeout_keep_alive_task``, ``flow.read_paused``, ``transport``, ``loop``; calls
  ``_unset_keepalive_if_required``; overrides the callbacks ``connection_made``, ``data_received``,
  ``on_headers_complete``, ``on_message_complete``, ``on_response_complete``, ``send_400_response``,
  ``connection_lost``; builds it with the private ``_loop`` keyword (``protocol_factory``).
- ``uvicorn.server.ServerState`` and the protocol's ``shutdown`` (the metrics port's own listener).
- ``uvicorn.Server.handle_exit`` as the SIGINT/SIGTERM handler, and ``should_exit`` to stop
  (``DrainingServer``): stopping through ``should_exit`` instead of ``handle_exit`` keeps uvicorn from
  re-raising SIGTERM after the shutdown, so a drained stop exits 0.

Covered by tests of what a user sees: ``tests/edge/test_connections.py`` (timeouts, the bound),
``tests/resilience/test_shutdown.py`` (SIGTERM drains and exits 0), ``tests/test_client_delivery.py``.
"""

from __future__ import annotations

import asyncio
import signal
import threading
from asyncio import TimerHandle
from collections.abc import Callable
from types import FrameType
from typing import Any, ClassVar

import uvicorn
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.server import ServerState

from gateway.observability.logs import log
from gateway.server.connections import (
    BODY_TIMEOUT,
    BODY_TIMEOUT_ANTHROPIC,
    HEAD_TIMEOUT,
    LINGER_SECONDS,
    TOO_MANY,
    error_answer,
)

__all__ = ["DrainingServer", "GuardedHttpToolsProtocol", "ServerState", "protocol_factory"]


class GuardedHttpToolsProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol with the read timeouts and the connection bound of ``gateway.connections``.

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

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
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
        super().on_response_complete()
        cycle = self.cycle
        if cycle is not None and cycle.more_body and not self.transport.is_closing():
            # Answered before its body arrived (a 413): the connection carries nothing more until the rest
            # is read, which a client may never stop sending. Stop writing, drop what comes, then close.
            self._linger()

    def _linger(self) -> None:
        self._refused = True
        self._unset_keepalive_if_required()
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


def protocol_factory(config: uvicorn.Config, state: ServerState,
                     loop: asyncio.AbstractEventLoop) -> Callable[[], GuardedHttpToolsProtocol]:
    """What ``loop.create_server`` needs to serve ``config``'s app on a listener of the gateway's own."""
    return lambda: GuardedHttpToolsProtocol(config=config, server_state=state, app_state={}, _loop=loop)


class DrainingServer(uvicorn.Server):
    """A uvicorn server whose first SIGTERM (or SIGINT) calls ``on_signal`` and stops after the delay it returns.

    ``on_signal`` returns ``None`` when there is nothing to drain (stop now, as uvicorn does). A second signal
    stops at once. A SIGTERM stop exits 0: it is the platform's normal way to stop a pod, not a crash."""

    def __init__(self, config: uvicorn.Config, on_signal: Callable[[int], float | None]) -> None:
        super().__init__(config)
        self.on_signal = on_signal
        self._draining = False

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        delay = None if self._draining else self.on_signal(sig)
        self._draining = True
        if delay is None or delay <= 0:
            self._stop(sig, frame)
            return
        timer = threading.Timer(delay, self._stop, args=(sig, frame))
        timer.daemon = True
        timer.start()

    def _stop(self, sig: int, frame: FrameType | None) -> None:
        if sig == signal.SIGTERM:
            self.should_exit = True  # not through handle_exit: uvicorn would re-raise SIGTERM once stopped
        else:
            super().handle_exit(sig, frame)

