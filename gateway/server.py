"""Running under uvicorn: the factory workers import, server settings chosen for speed, graceful drain.

uvloop and httptools (the C HTTP parser) rather than asyncio's loop and pure-Python h11; one process per
core via ``GATEWAY_WORKERS``. Settings reach workers through the environment, so ``serve`` exports its flags.

On SIGTERM readiness goes false first (``/readyz`` answers 503 while ``GATEWAY_SHUTDOWN_DELAY_SECONDS``
passes, so a load balancer stops sending), then the listener closes, in-flight requests and streams get
``GATEWAY_DRAIN_SECONDS`` to finish, the ledger is flushed, and the process exits 0.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import socket
import threading
from collections.abc import Generator
from types import FrameType
from typing import Any

import uvicorn
from fastapi import FastAPI
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from gateway.app import asgi_app, create_app
from gateway.fastpath import FastPath
from gateway.logs import log
from gateway.settings import Settings


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
    """uvicorn's httptools protocol writing through a ``CorkedTransport``.

    A response's first bytes and its end leave at once: waiting for the end of the loop iteration held them
    behind whatever else the iteration ran (the request's settle call, its log line, the rest of a stream's
    burst, other requests), 60-80 us at one client. Only a stream's chunks in between are joined."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(CorkedTransport(transport, self.loop))  # type: ignore[arg-type]

    def on_response_complete(self) -> None:
        transport = self.transport
        if isinstance(transport, CorkedTransport):
            transport.end_response()
        super().on_response_complete()


def app_factory() -> FastPath:
    settings = Settings()
    return asgi_app(create_app(settings), settings)


class DrainingServer(uvicorn.Server):
    """A uvicorn server whose first SIGTERM marks the app as draining before it stops accepting."""

    def __init__(self, config: uvicorn.Config, app: FastAPI, delay: float) -> None:
        super().__init__(config)
        self.gateway_app = app
        self.delay = delay
        self._draining = False

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        services = getattr(self.gateway_app.state, "services", None)
        if self._draining or services is None:
            super().handle_exit(sig, frame)
            return
        self._draining = True
        services.draining = True
        log.info("draining", signal=signal.Signals(sig).name, delay_seconds=self.delay)
        if self.delay <= 0:
            super().handle_exit(sig, frame)
            return
        timer = threading.Timer(self.delay, super().handle_exit, args=(sig, frame))
        timer.daemon = True
        timer.start()

    @contextlib.contextmanager
    def capture_signals(self) -> Generator[None, None, None]:
        """uvicorn re-raises a captured SIGTERM after shutting down (the process then dies by the signal,
        exit status -15); a drained SIGTERM is a clean stop, so it exits 0 instead."""
        with super().capture_signals():
            try:
                yield
            finally:
                self._captured_signals = [s for s in self._captured_signals if s != signal.SIGTERM]


def _config(settings: Settings, app: object, **extra: object) -> uvicorn.Config:
    return uvicorn.Config(
        app,  # type: ignore[arg-type]
        host=settings.host,
        port=settings.port,
        loop="uvloop",
        http=CorkedHttpToolsProtocol,
        proxy_headers=False,  # no forwarded addresses are used; its middleware costs ~2% per request
        lifespan="on",
        access_log=settings.access_log,
        log_level="warning",
        timeout_graceful_shutdown=int(settings.drain_seconds) or None,
        timeout_keep_alive=75,
        server_header=False,
        date_header=False,
        h11_max_incomplete_event_size=settings.max_header_bytes,
        **extra,  # type: ignore[arg-type]
    )


def bind(host: str, port: int) -> socket.socket:
    """The listening socket, bound before anything says "serving" (or prints a new key): a port clash is
    reported as such, at once, not after a banner that claims the gateway is up."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def run(settings: Settings, sock: socket.socket | None = None) -> None:
    if settings.workers > 1:
        if sock is not None:  # the workers bind their own; this one only proved the port is free
            sock.close()
        uvicorn.run(
            "gateway.server:app_factory",
            factory=True,
            workers=settings.workers,
            host=settings.host,
            port=settings.port,
            loop="uvloop",
            http=CorkedHttpToolsProtocol,
            proxy_headers=False,
            access_log=settings.access_log,
            log_level="warning",
            timeout_graceful_shutdown=int(settings.drain_seconds) or None,
            server_header=False,
            date_header=False,
        )
        return
    app = create_app(settings)
    server = DrainingServer(_config(settings, asgi_app(app, settings)), app, settings.shutdown_delay_seconds)
    server.run(sockets=[sock] if sock is not None else None)
