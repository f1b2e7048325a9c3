"""Quota accounting through Redis faults, on a redis-server of the test's own (killed, restarted, stopped).

What a platform team checks afterwards: every call's spend is in Redis exactly once, whatever the order of
outage, recovery and settle, also when the replica restarted in between; and nothing a finished call took
(a concurrency slot, held money) is still held, even for a reserve the gateway gave up on in a stall.
"""

from __future__ import annotations

import asyncio
import shutil
import socket
import ssl
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from quota_harness import Clock, RedisServer, req
from redis.exceptions import ConnectionError as RedisConnectionError

from gateway.quota.base import QuotaUnavailable
from gateway.quota.lean_redis import LeanRedis
from gateway.quota.memory import MemoryQuota
from gateway.quota.model import Limits, ReserveRequest
from gateway.quota.owed import OwedJournal
from gateway.quota.redis_backend import RedisQuota
from gateway.quota.resilient import ResilientQuota

LIMITS = Limits(concurrent_requests=5, daily_budget_usd=Decimal(1000))


@pytest.fixture
def server(tmp_path: Path) -> Iterator[RedisServer]:
    proc = RedisServer(tmp_path / "redis").start()
    yield proc
    if proc.proc is not None:
        proc.resume()
    proc.kill()


class Replica:
    """One gateway process's quota stack: Redis, the backstop, and (optionally) the journal of debts."""

    def __init__(self, server: RedisServer, journal: Path | None = None, **kw: object) -> None:
        self.clock, self.mono = Clock(), Clock(0.0)
        self.quota = ResilientQuota(
            RedisQuota.from_url(server.url, clock=self.clock, timeout=0.5),
            MemoryQuota(clock=self.clock),
            monotonic=self.mono,
            **({"journal": OwedJournal(journal)} if journal is not None else {}),  # type: ignore[arg-type]
            **kw,  # type: ignore[arg-type]
        )

    async def admit(self, r: ReserveRequest) -> None:
        assert (await self.quota.reserve(r)).admitted

    async def recover(self) -> None:
        """What a readiness probe does after the back-off: Redis answers, the debts are paid."""
        self.mono.advance(5)
        assert await self.quota.ping()
        await self.quota.drain()


async def held(quota: ResilientQuota, team: str) -> tuple[int, int]:
    """(concurrency slots, reserved micro-dollars) the team holds in Redis."""
    usage = await quota.usage(team)
    return int(usage["in_flight"]), int(usage["daily_reserved_micros"])


def test_backstop_call_settled_after_recovery_reaches_redis(server: RedisServer) -> None:
    """Admitted by the backstop during the outage, settled once Redis is back: its spend reaches Redis then,
    not at some later outage's recovery."""

    async def body() -> None:
        replica = Replica(server)
        quota = replica.quota
        before = req("acme", limits=LIMITS, cost=1000)
        await replica.admit(before)
        server.kill()
        during = [req("acme", limits=LIMITS, cost=1000) for _ in range(4)]
        for r in during:
            await replica.admit(r)  # the backstop serves them
        assert quota.degraded
        server.start()
        await replica.recover()
        await quota.settle(before.request_id, 10, 700)
        for r in during:
            await quota.settle(r.request_id, 10, 300)
        await quota.drain()
        assert await quota.spent("acme", "daily") == 700 + 4 * 300
        assert await held(quota, "acme") == (0, 0)
        await quota.close()

    asyncio.run(body())


def test_owed_spend_survives_a_restart_and_counts_once(server: RedisServer, tmp_path: Path) -> None:
    """Settled during the outage (reserved before it, and admitted during it), then the replica restarts
    before Redis is back: the new process pays it all, once; replaying the same debts again changes nothing."""

    async def body() -> None:
        journal = tmp_path / "state" / "quota-owed"
        first = Replica(server, journal)
        quota = first.quota
        held_before = [req("acme", limits=LIMITS, cost=2000, tokens=50) for _ in range(3)]
        for r in held_before:
            await first.admit(r)
        await quota.settle(held_before[0].request_id, 40, 1500)  # settled while Redis is up
        server.kill()
        during = [req("acme", limits=LIMITS, cost=2000) for _ in range(3)]
        for r in during:
            await first.admit(r)
        for r in held_before[1:]:
            assert not (await quota.settle(r.request_id, 40, 1100)).recorded
        for r in during:
            await quota.settle(r.request_id, 20, 400)
        assert quota.owed > 0
        await quota.close()  # the replica restarts while Redis is still down
        copy = tmp_path / "copy"
        shutil.copytree(journal, copy)

        server.start()  # AOF: what Redis acknowledged before the kill is back, holds included
        second = Replica(server, journal)
        assert await held(second.quota, "acme") == (2, 2 * 2000)  # the two unsettled holds survived
        await second.recover()
        expected = 1500 + 2 * 1100 + 3 * 400
        assert await second.quota.spent("acme", "daily") == expected
        assert await held(second.quota, "acme") == (0, 0)
        assert second.quota.owed == 0

        third = Replica(server, copy)  # the same debts a second time (two processes adopting one journal)
        await third.recover()
        assert await third.quota.spent("acme", "daily") == expected
        assert await held(third.quota, "acme") == (0, 0)
        for replica in (second, third):
            await replica.quota.close()
        assert not list(journal.glob("*.jsonl")), "a journal with nothing owed is removed"

    asyncio.run(body())


def test_a_reserve_given_up_in_a_stall_holds_nothing_afterwards(server: RedisServer) -> None:
    """Redis stops answering for longer than the client timeout: the reserve fails in the gateway (503 for a
    fail-closed team, the backstop for a fail-open one), then runs when Redis resumes. Once Redis answers
    again, no slot or money of those calls is held, and the fail-closed team has its full concurrency."""

    async def body() -> None:
        replica = Replica(server, fail_modes={"strict": "fail_closed"})
        quota = replica.quota
        tight = Limits(concurrent_requests=3, daily_budget_usd=Decimal(1))
        for team in ("strict", "open"):  # warm: scripts loaded, teams known
            warm = req(team, limits=tight, cost=100)
            await replica.admit(warm)
            await quota.settle(warm.request_id, 5, 100)
        running = req("open", limits=tight, cost=5000)
        await replica.admit(running)
        server.pause()
        # its settle times out in the gateway but runs when Redis resumes, and is replayed as well: once
        assert not (await quota.settle(running.request_id, 5, 400)).recorded
        replica.mono.advance(2)
        for _ in range(3):
            with pytest.raises(QuotaUnavailable):
                await quota.reserve(req("strict", limits=tight, cost=5000))
            replica.mono.advance(2)  # past the back-off: the next call probes Redis again
        served = req("open", limits=tight, cost=5000)
        await replica.admit(served)  # the probe times out; the backstop admits it
        await quota.settle(served.request_id, 5, 250)
        server.resume()  # the given-up reserves run now
        await replica.recover()
        assert await held(quota, "strict") == (0, 0)
        assert await held(quota, "open") == (0, 0)
        assert await quota.spent("open", "daily") == 100 + 400 + 250
        assert await quota.spent("strict", "daily") == 100
        for _ in range(3):
            await replica.admit(req("strict", limits=tight, cost=5000))
        await quota.close()

    asyncio.run(body())


def test_a_reserve_whose_caller_left_holds_nothing(server: RedisServer) -> None:
    """The caller is cancelled (client disconnected) while its reserve is in Redis: nobody will settle it,
    so the gateway undoes it."""

    async def body() -> None:
        replica = Replica(server)
        quota = replica.quota
        warm = req("acme", limits=LIMITS)
        await replica.admit(warm)
        await quota.settle(warm.request_id, 1, 1)
        server.pause()
        task = asyncio.ensure_future(quota.reserve(req("acme", limits=LIMITS, cost=900)))
        await asyncio.sleep(0.1)  # the reserve is written to the stopped server
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        server.resume()
        await replica.recover()
        assert await held(quota, "acme") == (0, 0)
        await quota.close()

    asyncio.run(body())


def test_an_unwritable_state_dir_fails_no_call(server: RedisServer, tmp_path: Path) -> None:
    """The journal cannot be written (read-only or broken state directory): calls are served and settled
    all the same, and the debts are paid from memory once Redis is back."""

    async def body() -> None:
        blocker = tmp_path / "not-a-dir"
        blocker.write_text("a file where the state directory should be")
        replica = Replica(server, blocker / "quota-owed")
        quota = replica.quota
        r = req("acme", limits=LIMITS, cost=800)
        await replica.admit(r)
        server.kill()
        assert not (await quota.settle(r.request_id, 5, 600)).recorded
        during = req("acme", limits=LIMITS, cost=800)
        await replica.admit(during)
        await quota.settle(during.request_id, 5, 200)
        server.start()
        await replica.recover()
        assert await quota.spent("acme", "daily") == 800
        assert await held(quota, "acme") == (0, 0)
        await quota.close()

    asyncio.run(body())


def test_every_order_of_outage_stall_recovery_and_settle(server: RedisServer) -> None:
    """Five phases: healthy, Redis killed, recovered, Redis stopped (a stall), recovered. One call per pair of
    phases (admitted in one, settled in the same or a later one) for a fail-open team, and fail-closed calls
    in every phase: afterwards each settled cost is in Redis once and nothing is held."""

    async def body() -> None:
        replica = Replica(server, fail_modes={"strict": "fail_closed"})
        quota = replica.quota
        phases = ("healthy", "killed", "recovered", "stalled", "again")
        lim = Limits(concurrent_requests=20, daily_budget_usd=Decimal(1000))
        calls = [(i, j, req("acme", limits=lim, cost=700, rid=f"c{i}{j}")) for i in range(5) for j in range(i, 5)]
        expected = 0

        async def enter(phase: str) -> None:
            if phase == "killed":
                server.kill()
            elif phase == "recovered":
                server.start()
            elif phase == "stalled":
                server.pause()
            elif phase == "again":
                server.resume()
            replica.mono.advance(5)  # past the back-off: the phase's first call probes Redis
            if phase in ("recovered", "again"):
                await replica.recover()

        for p, phase in enumerate(phases):
            await enter(phase)
            for i, _, r in calls:
                if i == p:
                    await replica.admit(r)
            try:
                strict = await quota.reserve(req("strict", limits=lim, cost=700))
            except QuotaUnavailable:
                assert phase in ("killed", "stalled")
            else:
                assert strict.admitted and phase not in ("killed", "stalled")
            for i, j, r in calls:
                if j == p:
                    cost = 100 + 10 * i + j
                    await quota.settle(r.request_id, 5, cost)
                    expected += cost
        await replica.recover()
        assert await quota.spent("acme", "daily") == expected
        assert await held(quota, "acme") == (0, 0)
        held_strict = await held(quota, "strict")
        assert held_strict[0] == 3, "the strict calls admitted in healthy phases are still running"
        await quota.close()

    asyncio.run(body())


def test_a_redis_that_never_answers_the_tls_handshake_gets_a_reason() -> None:
    # a `rediss://` URL pointed at a port that accepts and then says nothing (a plain-TCP Redis, a stuck proxy):
    # the connect times out inside the handshake, and the error says so instead of ending at a colon
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(1)
    port = silent.getsockname()[1]

    async def ping() -> None:
        client = LeanRedis("127.0.0.1", port, ssl=ssl.create_default_context(), timeout=0.3)
        try:
            await client.execute("PING")
        finally:
            await client.close()

    try:
        with pytest.raises(RedisConnectionError, match=r"127\.0\.0\.1:\d+: no connection within 0\.3 s"):
            asyncio.run(ping())
    finally:
        silent.close()
