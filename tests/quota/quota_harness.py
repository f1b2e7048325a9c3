"""Shared quota test harness (its own module name, so it cannot clash with other folders' conftest).

Every quota test runs against both backends; Redis runs use the real Redis.
Tests are plain functions driving ``asyncio.run`` (no async plugin needed). A Redis run gets a unique key
prefix and deletes its keys afterwards; if Redis is missing the test fails, it never skips.
"""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess
import time
import uuid
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path

import redis
from redis.asyncio import Redis

from gateway.quota.memory import MemoryQuota
from gateway.quota.model import Limits, ReserveRequest, TaskLimits
from gateway.quota.redis_backend import RedisQuota

REDIS_URL = "redis://127.0.0.1:6379/0"
START = datetime(2026, 11, 30, 10, 0, 1, tzinfo=UTC).timestamp()
LEASE = 120.0  # seconds: `req`'s reservation lease


class Clock:
    """Injected wall clock (epoch seconds) shared by a test's backends."""

    def __init__(self, t: float = START) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


Backend = MemoryQuota | RedisQuota
Body = Callable[..., Awaitable[None]]


class Harness:
    """Builds backends of one kind; ``replica()`` gives another instance sharing the same store."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.clock = Clock()
        self.prefix = f"qt-{uuid.uuid4().hex[:12]}:"
        self._made: list[Backend] = []
        self._memory: MemoryQuota | None = None

    def replica(self) -> Backend:
        if self.kind == "memory":
            if self._memory is None:
                self._memory = MemoryQuota(clock=self.clock)
            return self._memory  # one process: replicas share the one in-process store
        # the shared Redis never stalls in these tests: a timeout longer than the gateway's 1 s keeps a busy CI
        # machine's pause (a 400-call burst opening its connection) from reading as a Redis outage
        q = RedisQuota.from_url(REDIS_URL, prefix=self.prefix, clock=self.clock, timeout=5.0)
        self._made.append(q)
        return q

    async def cleanup(self) -> None:
        if self.kind == "redis":
            r = Redis.from_url(REDIS_URL)
            keys = [k async for k in r.scan_iter(match=f"{self.prefix}*", count=500)]
            if keys:
                await r.delete(*keys)
            await r.aclose()
        for q in self._made:
            await q.close()

    def run(self, body: Callable[[Harness], Awaitable[None]]) -> None:
        async def main() -> None:
            try:
                await body(self)
            finally:
                await self.cleanup()

        asyncio.run(main())


_ids = iter(range(10**9))


def req(
    team: str = "acme",
    *,
    key_id: str = "k1",
    limits: Limits | None = None,
    key_limits: Limits | None = None,
    tokens: int = 10,
    cost: int = 100,
    task_id: str | None = None,
    task_limits: TaskLimits | None = None,
    lease: float = LEASE,
    rid: str | None = None,
) -> ReserveRequest:
    return ReserveRequest(
        request_id=rid or f"r{next(_ids)}",
        team=team,
        key_id=key_id,
        team_limits=limits or Limits(),
        key_limits=key_limits,
        est_tokens=tokens,
        est_cost_micros=cost,
        task_id=task_id,
        task_limits=task_limits,
        lease_seconds=lease,
    )


class RedisServer:
    """A redis-server of the test's own on a free loopback port, so it can be killed, restarted and stopped
    (SIGSTOP) without touching the shared one. AOF with ``appendfsync always`` in ``directory``: a kill and a
    restart keep what Redis acknowledged, as a production Redis configured for money does."""

    def __init__(self, directory: Path, port: int | None = None) -> None:
        self.directory = directory
        self.port = port or free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisServer:
        self.directory.mkdir(parents=True, exist_ok=True)
        self.proc = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--dir", str(self.directory),
             "--save", "", "--appendonly", "yes", "--appendfsync", "always", "--daemonize", "no"],
            stdout=subprocess.DEVNULL,
        )
        client = redis.Redis(port=self.port)
        try:
            for _ in range(500):
                try:
                    if client.ping():
                        return self
                except redis.ConnectionError:
                    time.sleep(0.02)
                except redis.exceptions.BusyLoadingError:
                    time.sleep(0.02)
        finally:
            client.close()
        raise RuntimeError("redis-server did not start")

    def kill(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None

    def pause(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        """SIGCONT, then a round trip on a fresh connection: the commands the stopped server had buffered
        are read in its first loop turn, so once this answers they have run."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGCONT)
        client = redis.Redis(port=self.port, socket_timeout=10)
        try:
            client.ping()
            client.ping()
        finally:
            client.close()

    def client(self) -> redis.Redis:
        return redis.Redis(port=self.port)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
