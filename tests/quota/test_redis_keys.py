"""What the Redis backend leaves in Redis: every key it writes but the team index expires, within its bound.

Window and budget keys get their TTL when a reserve creates them (not on every reserve), so a key that
missed it would live forever; this checks every key of a busy run against its bound.
"""

from __future__ import annotations

import asyncio
from decimal import Decimal

from quota_harness import REDIS_URL, Harness, req
from redis.asyncio import Redis

from gateway.quota import plan as P
from gateway.quota.model import Limits, TaskLimits


def test_every_key_written_expires_within_its_bound() -> None:
    h = Harness("redis")

    async def body(h: Harness) -> None:
        q = h.replica()
        lim = Limits(
            requests_per_minute=10_000, tokens_per_minute=10**9, concurrent_requests=1000,
            daily_budget_usd=Decimal(1000), monthly_budget_usd=Decimal(10_000),
        )
        task = TaskLimits(max_steps=1000)
        reqs = [
            req(limits=lim, key_limits=Limits(requests_per_minute=5000), tokens=50, cost=30, task_id="t1",
                task_limits=task)
            for _ in range(40)
        ]
        for r in reqs[:20]:
            assert (await q.reserve(r)).admitted
        await asyncio.gather(*(q.settle(r.request_id, 20, 10) for r in reqs[:20]))
        h.clock.advance(61)  # a new minute: new window keys, existing budget keys
        for r in reqs[20:]:
            assert (await q.reserve(r)).admitted
        await asyncio.gather(*(q.settle(r.request_id, 20, 10) for r in reqs[20:30]))
        before = await q.usage("acme")
        # denials after windows were counted (a task at its step limit) and on a window no request made yet
        # (more tokens than a new key's limit): the counts are given back and no key is left without a TTL
        spent_task = TaskLimits(max_steps=40)
        denied = await q.reserve(req(limits=lim, tokens=50, task_id="t1", task_limits=spent_task))
        assert denied.denied_by == "task_steps"
        too_big = await q.reserve(req(limits=lim, key_id="k2", key_limits=Limits(tokens_per_minute=10), tokens=50))
        assert too_big.denied_by == "key_tpm"
        after = await q.usage("acme")
        assert (after["requests_this_minute"], after["tokens_this_minute"]) == (
            before["requests_this_minute"],
            before["tokens_this_minute"],
        )

        r = Redis.from_url(REDIS_URL, decode_responses=True)
        try:
            keys = [k async for k in r.scan_iter(match=f"{h.prefix}*", count=500)]
            ttls = {k: await r.ttl(k) for k in keys}
        finally:
            await r.aclose()
        kinds = {"rpm": 0, "tpm": 0, "budget": 0, "inflight": 0, "res": 0, "task": 0}
        assert ttls.pop(f"{h.prefix}q:teams") == -1  # the one permanent key: the team index the sweeper walks
        for key, ttl in ttls.items():
            assert ttl > 0, f"{key} never expires (ttl {ttl})"
            kind = next((k for k in kinds if f":{k}:" in key or key.endswith(f":{k}")), None)
            assert kind is not None, key
            kinds[kind] += 1
            if kind in ("rpm", "tpm"):
                assert ttl <= P.WINDOW_TTL, key
            elif kind == "budget":
                assert ttl > 86400, key  # kept past the period's end for reports
        assert kinds["rpm"] == 4 and kinds["tpm"] == 2  # team and key windows of two minutes
        assert kinds["budget"] == 2 and kinds["inflight"] == 1 and kinds["task"] == 1
        assert kinds["res"] == 40

    h.run(body)
