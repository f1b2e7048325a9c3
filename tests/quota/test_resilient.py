"""Redis outages: fail_open serves from the local backstop, fail_closed refuses, recovery needs no restart."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import time
from collections.abc import Iterator
from decimal import Decimal

import pytest
import redis
from prometheus_client import REGISTRY
from quota_harness import Clock, req
from structlog.testing import capture_logs

from gateway.quota.base import QuotaUnavailable
from gateway.quota.memory import MemoryQuota
from gateway.quota.model import Limits
from gateway.quota.redis_backend import RedisQuota
from gateway.quota.resilient import ResilientQuota

DAEMON_NO = ("--daemonize", "no")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class RedisProcess:
    """A throw-away redis-server we can kill and restart on the same port."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.proc = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--save", "", "--appendonly", "no", *DAEMON_NO],
            stdout=subprocess.DEVNULL,
        )
        client = redis.Redis(port=self.port)
        for _ in range(200):
            try:
                if client.ping():
                    return
            except redis.ConnectionError:
                time.sleep(0.02)
        raise RuntimeError("redis-server did not start")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None


@pytest.fixture
def server() -> Iterator[RedisProcess]:
    proc = RedisProcess(free_port())
    proc.start()
    yield proc
    proc.stop()


class Monotonic(Clock):
    pass


def build(port: int, **kw: object) -> tuple[ResilientQuota, Clock, Monotonic]:
    clock, mono = Clock(), Monotonic(0.0)
    primary = RedisQuota.from_url(f"redis://127.0.0.1:{port}/0", clock=clock, timeout=0.5)
    quota = ResilientQuota(primary, MemoryQuota(clock=clock), monotonic=mono, **kw)  # type: ignore[arg-type]
    return quota, clock, mono


def errors(operation: str) -> float:
    return REGISTRY.get_sample_value("gateway_quota_backend_errors_total", {"operation": operation}) or 0.0


def test_fail_open_serves_with_local_limits_when_redis_is_dead() -> None:
    async def body() -> None:
        quota, _, _ = build(free_port())
        before = errors("reserve")
        lim = Limits(requests_per_minute=2)
        with capture_logs() as logs:
            verdicts = [await quota.reserve(req("open", limits=lim)) for _ in range(3)]
        assert [v.admitted for v in verdicts] == [True, True, False]
        assert verdicts[2].denied_by == "rpm"
        assert quota.degraded
        assert [e["event"] for e in logs].count("quota_backend_degraded") == 1
        assert errors("reserve") == before + 1  # back-off: one probe, not one per request
        with pytest.raises(QuotaUnavailable):
            await quota.spent("open", "daily")
        assert not await quota.ping()
        await quota.close()

    asyncio.run(body())


def test_fail_closed_team_gets_quota_unavailable() -> None:
    async def body() -> None:
        quota, _, _ = build(free_port(), fail_modes={"strict": "fail_closed"})
        with pytest.raises(QuotaUnavailable):
            await quota.reserve(req("strict"))
        assert (await quota.reserve(req("relaxed"))).admitted  # default mode is fail_open
        with pytest.raises(QuotaUnavailable):
            await quota.reserve(req("strict"))
        await quota.close()

    asyncio.run(body())


def test_recovers_without_restart_and_pays_back_spend(server: RedisProcess) -> None:
    async def body() -> None:
        quota, _, mono = build(server.port, fail_modes={"strict": "fail_closed"})
        lim = Limits(daily_budget_usd=Decimal(1000))
        before_outage = req("acme", limits=lim, cost=500)
        assert (await quota.reserve(before_outage)).admitted and not quota.degraded

        server.stop()
        during = req("acme", limits=lim, cost=500)
        with capture_logs() as logs:
            assert (await quota.reserve(during)).admitted  # served by the backstop
            assert quota.degraded
            assert not (await quota.settle(before_outage.request_id, 5, 300)).recorded
            await quota.settle(during.request_id, 5, 200)
            with pytest.raises(QuotaUnavailable):
                await quota.reserve(req("strict"))

            server.start()  # empty: nothing survived, and the owed spend must reach it
            with pytest.raises(QuotaUnavailable):
                await quota.reserve(req("strict"))  # still inside the back-off: Redis not retried yet
            mono.advance(1.5)
            assert (await quota.reserve(req("strict"))).admitted
            assert not quota.degraded
            await quota.drain()
        events = [e["event"] for e in logs]
        assert events.count("quota_backend_degraded") == 1 and events.count("quota_backend_recovered") == 1
        assert await quota.spent("acme", "daily") == 500
        assert not (await quota.settle(before_outage.request_id, 5, 300)).recorded
        assert await quota.spent("acme", "daily") == 500
        await quota.close()

    asyncio.run(body())


def test_sessions_fall_back_to_the_backstop(server: RedisProcess) -> None:
    async def body() -> None:
        quota, _, _ = build(server.port)
        await quota.set_session("s1", "coder:fast", 60)
        assert await quota.get_session("s1") == "coder:fast"
        server.stop()
        await quota.set_session("s2", "coder:standard", 60)
        assert await quota.get_session("s2") == "coder:standard"
        assert quota.degraded
        await quota.close()

    asyncio.run(body())
