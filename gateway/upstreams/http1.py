"""A minimal HTTP/1.1 client for plain-HTTP upstreams reached directly: bounded keep-alive pool, httptools.

aiohttp's ClientSession runs much Python per proxied request (request and response objects,
payload registry, tracing hooks, cookie and redirect machinery) that a JSON POST to a fixed upstream never
uses. This client does the one thing needed: POST a body, read the status and headers, then the body
whole or as it arrives. Content-Length and chunked bodies (and bodies ended by close), gzip/deflate,
and flow control (reading pauses while HIGH_WATER bytes wait unread) are handled. Timeouts: connect, a bound
on the wait for headers (a stream's first token), idle (between reads of the body) and a total deadline.
TLS and proxies are ``aioclient``'s (a well-kept library for what faces the internet). A kept-alive
connection that ends without one byte of an answer raises ``HTTPFailure(stale=True)``: the
request may or may not have been read, so the caller decides on (and records) any resend; nothing is sent
again here.
"""

from __future__ import annotations

import asyncio
import time
import zlib
from collections import deque
from typing import Any
from urllib.parse import urlsplit

import httptools

HIGH_WATER = 256 * 1024


class ConnectTimeout(TimeoutError):
    """No connection within the connect timeout: nothing was sent."""


class HTTPFailure(Exception):
    """The connection failed or the answer was not valid HTTP; ``connect`` when nothing was sent, ``stale``
    when a reused keep-alive connection ended before any answer (the request was written to it)."""

    def __init__(self, message: str, *, connect: bool = False, stale: bool = False) -> None:
        super().__init__(message)
        self.connect = connect
        self.stale = stale


def _expire(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_exception(TimeoutError())


class _Connection(asyncio.Protocol):
    """One upstream connection: parses answers as bytes arrive and wakes the reader."""

    def __init__(self, key: tuple[str, str, int], on_lost: Any = None) -> None:
        self.key = key
        self.on_lost = on_lost  # the pool's count of open connections
        self.transport: asyncio.Transport | None = None
        self.parser = httptools.HttpResponseParser(self)
        self.waiter: asyncio.Future[None] | None = None
        self.closed = False
        self.idle_since = 0.0
        self._reset()

    def _reset(self) -> None:
        self.status = 0
        self.headers: dict[bytes, bytes] = {}
        self.headers_done = False
        self.keep_alive = False
        self.complete = False
        self.received = False
        self.failure: str | None = None
        self.body: deque[bytes] = deque()
        self.buffered = 0
        self.paused = False

    # -- asyncio.Protocol -------------------------------------------------------------------------------
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]  # a stream connection's is a Transport

    def data_received(self, data: bytes) -> None:
        self.received = True
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError as exc:
            self.failure = f"invalid HTTP from the upstream ({type(exc).__name__})"
            self.close()
        if self.buffered > HIGH_WATER and not self.paused and self.transport is not None:
            self.paused = True
            self.transport.pause_reading()
        self._wake()

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        if self.on_lost is not None:
            self.on_lost(self.key)
            self.on_lost = None
        if self.headers_done and not self.complete:
            if b"content-length" not in self.headers and b"transfer-encoding" not in self.headers:
                self.complete = True  # a body delimited by the end of the connection
            elif self.failure is None:
                self.failure = "the upstream closed the connection mid-answer"
        elif not self.complete and self.failure is None:
            self.failure = "the upstream closed the connection"
        self._wake()

    # -- httptools callbacks ----------------------------------------------------------------------------
    def on_header(self, name: bytes, value: bytes) -> None:
        self.headers[name.lower()] = value

    def on_headers_complete(self) -> None:
        self.status = self.parser.get_status_code()
        self.keep_alive = self.parser.should_keep_alive()  # known here; not after the message completes
        self.headers_done = True

    def on_body(self, body: bytes) -> None:
        self.body.append(body)
        self.buffered += len(body)

    def on_message_complete(self) -> None:
        self.complete = True

    # -- used by the client -----------------------------------------------------------------------------
    def _wake(self) -> None:
        waiter = self.waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    async def wait(self, timeout: float) -> None:
        """Until more arrived, the connection ended, or ``timeout`` (raises TimeoutError).

        A timer that fails the waiter, rather than ``asyncio.timeout``: that one cancels and uncancels the
        task through a context manager, several us on every wait of every request."""
        loop = asyncio.get_running_loop()
        waiter = self.waiter = loop.create_future()
        timer = loop.call_later(timeout, _expire, waiter)
        try:
            await waiter
        finally:
            timer.cancel()
            self.waiter = None

    def take(self) -> bytes:
        out = b"".join(self.body) if len(self.body) != 1 else self.body[0]
        self.body.clear()
        self.buffered = 0
        if self.paused and self.transport is not None and not self.closed:
            self.paused = False
            self.transport.resume_reading()
        return out

    def close(self) -> None:
        self.closed = True
        if self.transport is not None:
            self.transport.close()


class Response:
    """An answer whose status and headers arrived; read its body whole (``read``) or as it comes."""

    def __init__(self, pool: Pool, conn: _Connection, deadline: float, idle: float) -> None:
        self._pool = pool
        self._conn = conn
        self._deadline = deadline
        self._idle = idle
        self.status = conn.status
        self.content_type = conn.headers.get(b"content-type", b"")
        encoding = conn.headers.get(b"content-encoding", b"").strip().lower()
        self._decoder: Any = None
        if encoding in (b"gzip", b"x-gzip"):
            self._decoder = zlib.decompressobj(16 + zlib.MAX_WBITS)
        elif encoding == b"deflate":
            self._decoder = zlib.decompressobj()
        self._released = False
        self.ended = False

    async def read_any(self) -> bytes:
        """The next bytes of the body (whatever arrived; b"" possible mid-body when compressed);
        b"" once ``ended``."""
        conn = self._conn
        while not self.ended:
            if conn.body:
                data = conn.take()
                return self._decoder.decompress(data) if self._decoder is not None else data
            if conn.complete:
                self.ended = True
                self.release()
                return self._decoder.flush() if self._decoder is not None else b""
            if conn.failure is not None or conn.closed:
                self.close()
                raise HTTPFailure(conn.failure or "the upstream closed the connection mid-answer")
            left = self._deadline - time.monotonic()
            if left <= 0:
                self.close()
                raise TimeoutError
            try:
                await conn.wait(min(self._idle, left))
            except BaseException:
                self.close()
                raise
        return b""

    async def read(self, limit: int | None = None) -> bytes:
        """The whole body (or its first ``limit`` bytes)."""
        parts: list[bytes] = []
        size = 0
        while not self.ended:
            chunk = await self.read_any()
            parts.append(chunk)
            size += len(chunk)
            if limit is not None and size >= limit:
                self.close()
                break
        out = b"".join(parts)
        return out if limit is None else out[:limit]

    def release(self) -> None:
        """Give the connection back for reuse when the answer is complete; otherwise close it."""
        if self._released:
            return
        self._released = True
        conn = self._conn
        if conn.complete and not conn.body and not conn.closed and conn.keep_alive:
            self._pool.put(conn)
        else:
            conn.close()

    def close(self) -> None:
        """Done with the answer: the connection is reused if the answer was read to its end, else closed."""
        self.ended = True
        conn = self._conn
        if conn.complete and not conn.body:
            self.release()
        elif not self._released:
            self._released = True
            conn.close()


class Pool:
    """Kept-alive connections per (scheme, host, port), reused most-recent first, at most ``max_connections``
    open per host: a call beyond that waits for a connection to come back (or to close)."""

    def __init__(self, keepalive_seconds: float = 30.0, max_connections: int = 64) -> None:
        self.keepalive = keepalive_seconds
        self.limit = max_connections
        self._idle: dict[tuple[str, str, int], list[_Connection]] = {}
        self._open: dict[tuple[str, str, int], int] = {}
        self._waiters: dict[tuple[str, str, int], deque[asyncio.Future[None]]] = {}
        self._targets: dict[str, tuple[tuple[str, str, int], bytes, str]] = {}

    def target(self, url: str) -> tuple[tuple[str, str, int], bytes, str]:
        """(pool key, request-line path, Host header value) of a URL, parsed once per URL."""
        found = self._targets.get(url)
        if found is None:
            parts = urlsplit(url)
            scheme = parts.scheme.lower()
            if scheme != "http" or not parts.hostname:  # TLS and proxies: ``aioclient``
                raise HTTPFailure(f"unsupported upstream URL scheme {scheme!r}", connect=True)
            port = parts.port or 80
            path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
            host = parts.hostname if ":" not in parts.hostname else f"[{parts.hostname}]"
            default = port == 80
            found = ((scheme, parts.hostname, port), path.encode(), host if default else f"{host}:{port}")
            if len(self._targets) > 1024:
                self._targets.clear()
            self._targets[url] = found
        return found

    def open_count(self, key: tuple[str, str, int]) -> int:
        return self._open.get(key, 0)

    def put(self, conn: _Connection) -> None:
        conn._reset()
        conn.idle_since = time.monotonic()
        self._idle.setdefault(conn.key, []).append(conn)
        self._wake(conn.key)

    def _wake(self, key: tuple[str, str, int]) -> None:
        waiters = self._waiters.get(key)
        while waiters:
            waiter = waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                return

    def _lost(self, key: tuple[str, str, int]) -> None:
        self._open[key] -= 1
        self._wake(key)

    async def _acquire(self, key: tuple[str, str, int], connect: float, by: float) -> tuple[_Connection, bool]:
        """A kept-alive connection (reused: True), or a new one once fewer than ``limit`` are open."""
        while True:
            conn = self._get(key)
            if conn is not None:
                return conn, True
            if self._open.get(key, 0) < self.limit:
                self._open[key] = self._open.get(key, 0) + 1
                try:
                    return await self._connect(key, min(connect, max(0.0, by - time.monotonic()))), False
                except BaseException:
                    self._lost(key)
                    raise
            left = by - time.monotonic()
            if left <= 0:
                raise ConnectTimeout
            loop = asyncio.get_running_loop()
            waiter = loop.create_future()
            self._waiters.setdefault(key, deque()).append(waiter)
            timer = loop.call_later(left, _expire, waiter)
            try:
                await waiter
            except TimeoutError:
                raise ConnectTimeout from None
            finally:
                timer.cancel()

    def _get(self, key: tuple[str, str, int]) -> _Connection | None:
        idle = self._idle.get(key)
        now = time.monotonic()
        while idle:
            conn = idle.pop()
            if not conn.closed and now - conn.idle_since < self.keepalive:
                return conn
            conn.close()
        return None

    async def _connect(self, key: tuple[str, str, int], timeout: float) -> _Connection:
        _, host, port = key
        loop = asyncio.get_running_loop()
        try:
            async with asyncio.timeout(timeout):
                _, conn = await loop.create_connection(lambda: _Connection(key, self._lost), host, port)
        except TimeoutError:
            raise ConnectTimeout from None
        except OSError as exc:
            raise HTTPFailure(f"cannot connect ({type(exc).__name__})", connect=True) from None
        return conn

    async def post(
        self, url: str, head: bytes, body: bytes, *, connect: float, idle: float, total: float,
        headers_within: float | None = None,
    ) -> Response:
        """Send ``POST url`` with the extra header lines ``head`` (each ending in CRLF) and wait for the
        status and headers, for at most ``headers_within`` seconds from now (connecting included) when given,
        else until the total deadline; ``idle`` bounds the gaps while the body is read.
        Raises HTTPFailure, ConnectTimeout, or TimeoutError (headers or total deadline, idle gap)."""
        key, path, host = self.target(url)
        now = time.monotonic()
        deadline = now + total
        headers_by = deadline if headers_within is None else min(deadline, now + headers_within)
        request = b"".join((
            b"POST ", path, b" HTTP/1.1\r\nhost: ", host.encode(), b"\r\n", head,
            b"content-length: ", str(len(body)).encode(), b"\r\n\r\n", body,
        ))
        conn, reused = await self._acquire(key, connect, headers_by)
        assert conn.transport is not None
        conn.transport.write(request)
        try:
            while not conn.headers_done:
                if conn.failure is not None or conn.closed:
                    break
                left = headers_by - time.monotonic()
                if left <= 0:
                    raise TimeoutError
                await conn.wait(left)
        except BaseException:
            conn.close()
            raise
        if conn.headers_done:
            return Response(self, conn, deadline, idle)
        conn.close()
        stale = reused and not conn.received
        raise HTTPFailure(conn.failure or "the upstream closed the connection", stale=stale)

    async def close(self) -> None:
        for idle in self._idle.values():
            for conn in idle:
                conn.close()
        self._idle.clear()
