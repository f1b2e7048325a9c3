"""A lean, pipelined Redis connection for the two calls on every request (EVALSHA reserve and settle).

redis-py's asyncio client spends several times more CPU per EVALSHA (pool checkout, retry wrapper, a
connection per concurrent call); this is one connection per event loop, the commands issued in one
event-loop iteration written together at its end (one write here, one read for Redis:
docs/request-timeline.md), encoded by ``hiredis.pack_command`` and answered in order (replies read by the
hiredis C parser), so concurrent requests share the socket without a pool. Everything else (reads for
reports, sessions) keeps using redis-py. Errors are redis-py's exception types, so callers and the
fail-open/fail-closed wrapper treat both clients alike. ``gateway.quota.connect`` builds it from a URL.

What it does: TCP, TLS (the SSL context redis-py would build from the URL's ``ssl_*`` options), unix
sockets; ``AUTH pass`` or ``AUTH user pass`` (ACL users); ``SELECT db``; a connect timeout, and a reply
timeout (a call waiting longer than ``timeout``, checked every ``timeout/2``, fails every pending call and
drops the connection); a lost connection fails its pending calls and the next call reconnects.
What it does not, and redis-py does: RESP3, ``client_name`` (CLIENT SETNAME), ``health_check_interval``,
TCP keep-alive options, credential providers, retries (on purpose: a quota call fails fast and the
fail-open/fail-closed wrapper decides). Sentinel and Cluster URLs do not use it (redis-py carries them).
"""

from __future__ import annotations

import asyncio
import ssl as _ssl
import time
from collections import deque
from typing import Any

import hiredis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import NoScriptError, ResponseError
from redis.exceptions import TimeoutError as RedisTimeoutError


class _Protocol(asyncio.Protocol):
    def __init__(self, owner: LeanRedis) -> None:
        self.owner = owner
        self.reader = hiredis.Reader()
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]  # a stream connection's is a Transport

    def data_received(self, data: bytes) -> None:
        self.reader.feed(data)
        pending = self.owner.pending
        while True:
            reply = self.reader.gets()
            if reply is False:
                return
            if not pending:
                continue
            future, _ = pending.popleft()
            if future.done():
                continue
            if isinstance(reply, hiredis.ReplyError):
                message = str(reply)
                future.set_exception(
                    NoScriptError(message) if message.startswith("NOSCRIPT") else ResponseError(message)
                )
            else:
                future.set_result(reply)

    def connection_lost(self, exc: Exception | None) -> None:
        self.owner.lost(exc)


class LeanRedis:
    """One pipelined connection; reconnects lazily; fails pending calls fast when the server goes away."""

    def __init__(
        self, host: str = "127.0.0.1", port: int = 6379, *, path: str | None = None, db: int = 0,
        username: str | None = None, password: str | None = None, ssl: _ssl.SSLContext | None = None,
        timeout: float = 1.0,
    ) -> None:
        self.host, self.port, self.path, self.db = host, port, path, db
        self.username, self.password, self.ssl = username, password, ssl
        self.timeout = timeout
        self.pending: deque[tuple[asyncio.Future[Any], float]] = deque()
        self._protocol: _Protocol | None = None
        self._connecting: asyncio.Lock | None = None
        self._watchdog: asyncio.TimerHandle | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: list[bytes] = []  # commands of this loop iteration, written together at its end

    async def _connect(self) -> _Protocol:
        if self._connecting is None:
            self._connecting = asyncio.Lock()
        async with self._connecting:
            if self._protocol is not None:
                return self._protocol
            loop = asyncio.get_running_loop()
            try:
                async with asyncio.timeout(self.timeout):
                    if self.path is not None:
                        _, protocol = await loop.create_unix_connection(lambda: _Protocol(self), self.path)
                    else:
                        _, protocol = await loop.create_connection(
                            lambda: _Protocol(self), self.host, self.port, ssl=self.ssl,
                            server_hostname=self.host if self.ssl is not None else None)
            except (OSError, TimeoutError) as exc:  # ssl.SSLError is an OSError: a bad certificate lands here
                # a timeout carries no text of its own: say what happened, not an empty reason
                reason = str(exc) or f"no connection within {self.timeout:g} s ({type(exc).__name__})"
                raise RedisConnectionError(f"cannot connect to Redis at {self.where}: {reason}") from None
            self._protocol = protocol
            try:
                if self.password:
                    auth = ("AUTH", self.username, self.password) if self.username else ("AUTH", self.password)
                    await self._call(protocol, auth)
                if self.db:
                    await self._call(protocol, ("SELECT", self.db))
            except ResponseError as exc:  # a wrong password or user: nothing else will work on this socket
                self._protocol = None
                if protocol.transport is not None:
                    protocol.transport.abort()
                raise RedisConnectionError(f"Redis at {self.where} refused the login: {exc}") from None
            return protocol

    @property
    def where(self) -> str:
        return self.path if self.path is not None else f"{self.host}:{self.port}"

    def lost(self, exc: Exception | None, timed_out: bool = False) -> None:
        self._protocol = None
        self._outbox.clear()
        while self.pending:
            future, _ = self.pending.popleft()
            if not future.done():
                future.set_exception(
                    RedisTimeoutError("Redis did not answer in time")
                    if timed_out
                    else RedisConnectionError("Redis connection lost")
                )

    def _check_deadlines(self) -> None:
        """Every timeout/2 while calls are pending: a server that stopped answering fails them all."""
        self._watchdog = None
        if self.pending and time.monotonic() - self.pending[0][1] > self.timeout:
            protocol = self._protocol
            self.lost(None, timed_out=True)
            if protocol is not None and protocol.transport is not None:
                protocol.transport.abort()
            return
        if self.pending:
            self._arm()

    def _arm(self) -> None:
        if self._watchdog is None:
            self._watchdog = asyncio.get_running_loop().call_later(self.timeout / 2, self._check_deadlines)

    async def _call(
        self, protocol: _Protocol, args: tuple[Any, ...], loop: asyncio.AbstractEventLoop | None = None
    ) -> Any:
        loop = loop or asyncio.get_running_loop()  # each lookup is a getpid() syscall in CPython 3.11
        transport = protocol.transport
        if transport is None or transport.is_closing():
            raise RedisConnectionError("Redis connection lost")
        future: asyncio.Future[Any] = loop.create_future()
        data = hiredis.pack_command(args)  # before the future is queued: a bad argument raises TypeError here
        self.pending.append((future, time.monotonic()))
        self._outbox.append(data)
        if len(self._outbox) == 1:  # the first of this iteration: all of them leave in one write at its end
            loop.call_soon(self._flush)
        self._arm()
        return await future

    def _flush(self) -> None:
        data = b"".join(self._outbox)
        self._outbox.clear()
        protocol = self._protocol
        if data and protocol is not None and protocol.transport is not None and not protocol.transport.is_closing():
            protocol.transport.write(data)

    async def execute(self, *args: str | bytes | int) -> Any:
        loop = asyncio.get_running_loop()
        if self._loop is not loop:  # first call, or a new event loop (tests): start afresh on this loop
            self._loop, self._protocol, self._connecting, self._watchdog = loop, None, None, None
            self.pending.clear()
            self._outbox.clear()
        protocol = self._protocol or await self._connect()
        return await self._call(protocol, args, loop)

    async def close(self) -> None:
        protocol, self._protocol = self._protocol, None
        if protocol is not None and protocol.transport is not None:
            protocol.transport.close()
        if self._watchdog is not None:
            self._watchdog.cancel()
            self._watchdog = None
