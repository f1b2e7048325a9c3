"""Two backend instances sharing one store, as two gateway replicas share Redis."""

from __future__ import annotations

import asyncio
from decimal import Decimal

from quota_harness import Harness, req

from gateway.quota.model import Limits


def test_two_replicas_hammering_one_team_never_exceed_limits(h: Harness) -> None:
    async def body(h: Harness) -> None:
        a, b = h.replica(), h.replica()
        lim = Limits(requests_per_minute=150, concurrent_requests=1000, daily_budget_usd=Decimal(1000))
        calls = [(a if i % 2 else b).reserve(req("shared", limits=lim, cost=11)) for i in range(400)]
        verdicts = await asyncio.gather(*calls)
        assert sum(v.admitted for v in verdicts) == 150
        assert {v.denied_by for v in verdicts if not v.admitted} == {"rpm"}
        usage = await a.usage("shared")
        assert usage["requests_this_minute"] == 150 and usage["daily_reserved_micros"] == 150 * 11
        assert await b.in_flight("shared") == 150

    h.run(body)


def test_two_replicas_share_one_budget_exactly(h: Harness) -> None:
    async def body(h: Harness) -> None:
        a, b = h.replica(), h.replica()
        lim = Limits(daily_budget_usd=Decimal("0.01"))
        reqs = [req("money", limits=lim, cost=100) for _ in range(250)]
        verdicts = await asyncio.gather(*((a if i % 2 else b).reserve(r) for i, r in enumerate(reqs)))
        admitted = [(i, r) for i, (r, v) in enumerate(zip(reqs, verdicts, strict=True)) if v.admitted]
        assert len(admitted) == 100
        await asyncio.gather(*((a if i % 2 else b).settle(r.request_id, 1, 60) for i, r in admitted))
        assert await a.spent("money", "daily") == 6000
        assert (await b.reserve(req("money", limits=lim, cost=4000))).admitted
        assert not (await a.reserve(req("money", limits=lim, cost=1))).admitted

    h.run(body)


def test_alert_fires_once_across_replicas(h: Harness) -> None:
    async def body(h: Harness) -> None:
        a, b = h.replica(), h.replica()
        lim = Limits(daily_budget_usd=Decimal("0.001"), alert_thresholds=[0.5, 1.0])
        pairs = [((a if i % 2 else b), req("alerts", limits=lim, cost=0)) for i in range(40)]
        for q, r in pairs:
            await q.reserve(r)
        settled = await asyncio.gather(*(q.settle(r.request_id, 1, 30) for q, r in pairs))
        fired = sorted(al.threshold for s in settled for al in s.crossed_alerts)
        assert fired == [0.5, 1.0]
        assert await b.spent("alerts", "daily") == 1200

    h.run(body)


def test_a_dead_replicas_lease_is_reclaimed_by_another(h: Harness) -> None:
    async def body(h: Harness) -> None:
        dead, alive = h.replica(), h.replica()
        lim = Limits(concurrent_requests=2, daily_budget_usd=Decimal("0.001"))
        assert (await dead.reserve(req("lease", limits=lim, cost=600, lease=10))).admitted
        assert (await dead.reserve(req("lease", limits=lim, cost=300, lease=10))).admitted
        assert not (await alive.reserve(req("lease", limits=lim, cost=50))).admitted
        h.clock.advance(11)  # the dead replica never settles
        assert (await alive.reserve(req("lease", limits=lim, cost=1000))).admitted
        assert (await alive.usage("lease"))["daily_reserved_micros"] == 1000

    h.run(body)


def test_large_money_amounts_stay_exact(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q = h.replica()
        lim = Limits(monthly_budget_usd=Decimal(9 * 10**9))
        r = req("big", limits=lim, cost=4 * 10**15 + 7)
        assert (await q.reserve(r)).admitted
        await q.settle(r.request_id, 1, 5 * 10**15 + 3)
        assert await q.spent("big", "monthly") == 5 * 10**15 + 3
        assert (await q.usage("big"))["monthly_reserved_micros"] == 0

    h.run(body)


def test_a_running_request_keeps_its_slot_past_its_lease(h: Harness) -> None:
    """Leases are renewed by the process running the request: a stream five times longer than its lease
    keeps its concurrency slot and its held money the whole time."""

    async def body(h: Harness) -> None:
        q = h.replica()
        lim = Limits(concurrent_requests=2, daily_budget_usd=Decimal("0.01"))
        long = req("renew", limits=lim, cost=4000, lease=60)
        assert (await q.reserve(long)).admitted
        for _ in range(15):  # five minutes, renewed every 20 s as the sweeper does
            h.clock.advance(20)
            await q.renew()
            await q.release_expired()
        assert await q.in_flight("renew") == 1
        assert (await q.usage("renew"))["daily_reserved_micros"] == 4000
        assert (await q.reserve(req("renew", limits=lim, cost=100))).admitted
        assert not (await q.reserve(req("renew", limits=lim, cost=100))).admitted  # the long one still counts
        assert (await q.settle(long.request_id, 10, 3000)).recorded
        assert await q.spent("renew", "daily") == 3000

    h.run(body)


def test_a_dead_replicas_slots_come_back_within_one_lease() -> None:
    """Only the replica running a request renews it: a dead one's slot and money end with their lease,
    while the live replica's long request keeps its own."""

    async def body(h: Harness) -> None:
        alive, dead = h.replica(), h.replica()
        lim = Limits(concurrent_requests=2, daily_budget_usd=Decimal("0.01"))
        assert (await alive.reserve(req("gone", limits=lim, cost=3000, lease=60))).admitted
        assert (await dead.reserve(req("gone", limits=lim, cost=3000, lease=60))).admitted
        for _ in range(4):  # 80 s: past the dead replica's lease, which nobody renews
            h.clock.advance(20)
            await alive.renew()
        await alive.release_expired()
        assert await alive.in_flight("gone") == 1
        assert (await alive.usage("gone"))["daily_reserved_micros"] == 3000
        assert (await alive.reserve(req("gone", limits=lim, cost=3000))).admitted

    Harness("redis").run(body)
