"""Print the cost of one reserve + settle pair per backend (not a test: figures, no assertions): memory, Redis
through the lean connection (what the gateway uses), and Redis through redis-py's client alone.

Run: .venv/bin/python tests/quota/bench_quota.py [pairs]
"""

from __future__ import annotations

import asyncio
import sys
import time
import uuid
from decimal import Decimal

from redis.asyncio import Redis

from gateway.quota.connect import open_clients
from gateway.quota.memory import MemoryQuota
from gateway.quota.model import Limits, ReserveRequest, TaskLimits
from gateway.quota.redis_backend import RedisQuota

BIG = Decimal(10**9)  # USD
TEAM = Limits(
    requests_per_minute=10**9, tokens_per_minute=10**12, concurrent_requests=10**6, daily_budget_usd=BIG,
    monthly_budget_usd=BIG,
)
KEY = Limits(requests_per_minute=10**9, daily_budget_usd=BIG)
TASK = TaskLimits(max_steps=10**9, max_cost_usd=BIG, max_wall_seconds=10**6)


async def pairs(q: MemoryQuota | RedisQuota, n: int, concurrency: int) -> None:
    run = uuid.uuid4().hex[:6]

    async def one(i: int) -> None:
        r = ReserveRequest(f"b{run}{i}", "bench", "k1", TEAM, KEY, 2500, 3000, f"task{i % 50}", TASK)
        admitted = await q.reserve(r)
        assert admitted.admitted
        await q.settle(r.request_id, 2300, 2800)

    sem = asyncio.Semaphore(concurrency)

    async def bounded(i: int) -> None:
        async with sem:
            await one(i)

    await asyncio.gather(*(bounded(i) for i in range(n)))


async def main(n: int) -> None:
    prefix = f"bench-{uuid.uuid4().hex[:8]}:"
    for name in ("memory", "redis", "redis-py"):
        for conc in (1, 16):
            q: MemoryQuota | RedisQuota = MemoryQuota() if name == "memory" else RedisQuota.from_url(
                "redis://127.0.0.1:6379/0", prefix=prefix
            ) if name == "redis" else RedisQuota(open_clients("redis://127.0.0.1:6379/0").client, prefix=prefix)
            await pairs(q, 200, conc)  # warm up: scripts loaded, connections open
            if isinstance(q, MemoryQuota):
                q = MemoryQuota()
            wall, cpu = time.perf_counter(), time.process_time()
            await pairs(q, n, conc)
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            print(f"{name:8} c={conc:<2} {n} pairs: {wall / n * 1e6:7.1f} us wall/pair, "
                  f"{cpu / n * 1e6:7.1f} us gateway CPU/pair, {n / wall:8.0f} pairs/s")
            await q.close()
    r = Redis.from_url("redis://127.0.0.1:6379/0")
    keys = [k async for k in r.scan_iter(match=f"{prefix}*", count=1000)]
    for i in range(0, len(keys), 500):
        await r.delete(*keys[i : i + 500])
    await r.aclose()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000))
