"""Print how fast a replica pays Redis back after an outage, and what journaling one debt costs (not a test:
figures, no assertions). The debts are a previous process's journal, adopted at start as after a restart.

Run: .venv/bin/python tests/quota/bench_payback.py [debts]
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
import uuid
from decimal import Decimal
from pathlib import Path

from redis.asyncio import Redis

from gateway.quota.model import Limits, ReserveRequest
from gateway.quota.owed import Owed, OwedJournal
from gateway.quota.redis_backend import RedisQuota
from gateway.quota.resilient import ResilientQuota

URL = "redis://127.0.0.1:6379/0"
TEAM = Limits(
    requests_per_minute=10**9, tokens_per_minute=10**12, concurrent_requests=10**6,
    daily_budget_usd=Decimal(10**9), monthly_budget_usd=Decimal(10**9),
)


async def main(n: int) -> None:
    prefix = f"bench-{uuid.uuid4().hex[:8]}:"
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        journal = OwedJournal(directory)
        kinds = ("record", "abort")
        started = time.perf_counter()
        for i in range(n):
            r = ReserveRequest(f"p{i}", "bench", "k1", TEAM, None, 2500, 3000)
            journal.append(Owed(kinds[i % 2], r, time.time(), 2300, 2800))
        per_append = (time.perf_counter() - started) / n
        journal.close()  # the process is gone; its debts stay on disk

        quota = ResilientQuota(RedisQuota.from_url(URL, prefix=prefix), journal=OwedJournal(directory))
        started = time.perf_counter()
        assert await quota.ping()  # Redis answers: the pay-back starts
        await quota.drain()
        wall = time.perf_counter() - started
        assert quota.owed == 0
        spent = await quota.spent("bench", "daily")
        await quota.close()
    print(f"journal: {per_append * 1e6:.1f} us per debt appended; pay-back: {n} debts in {wall:.2f} s, "
          f"{n / wall:.0f} debts/s; spend in Redis {spent} (expected {n // 2 * 2800})")
    r = Redis.from_url(URL)
    keys = [k async for k in r.scan_iter(match=f"{prefix}*", count=1000)]
    for i in range(0, len(keys), 500):
        await r.delete(*keys[i : i + 500])
    await r.aclose()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 20000))
