"""Child process for the SIGKILL test: records ledger entries at a fixed rate until it is killed.

Usage: python sigkill_child.py DB_PATH RATE_PER_S BATCH_SIZE FLUSH_INTERVAL
Prints and flushes "<n>" (the count recorded so far) after every record: the parent then knows how many
were recorded, give or take the one entry between `record` and its line.
"""

from __future__ import annotations

import asyncio
import sys
from datetime import UTC, datetime

from gateway.ledger import LedgerEntry, LedgerWriter, open_store


def entry(i: int) -> LedgerEntry:
    return LedgerEntry(
        ts=datetime.now(UTC), request_id=f"k-{i}", attempt=0, team="alpha", key_id="k", client="c",
        endpoint="/v1/chat/completions", requested_model="coder", request_class="single_step", score=0.1,
        version="fast", upstream_model="up-fast", provider="openai", rule="r", prompt_tokens=10,
        cached_tokens=0, completion_tokens=5, cost_micros=7, priced=True, price_table_version="t",
        latency_ms=1.0, ttft_ms=None, outcome="ok", status_code=200, streamed=False, shadow=False,
        shadow_run=None, session_id=None, error=None,
    )  # fmt: skip


async def main(path: str, rate: float, batch_size: int, flush_interval: float) -> None:
    store = open_store(path)
    await store.open()
    writer = LedgerWriter(store, batch_size=batch_size, flush_interval=flush_interval)
    tick = 0.01
    per_tick = max(1, round(rate * tick))
    out = sys.stdout
    i = 0
    while True:  # never faster than `rate`: sleeping at least `tick` per `per_tick` entries, no catch-up
        for _ in range(per_tick):
            writer.record(entry(i))
            i += 1
            out.write(f"{i}\n")
            out.flush()  # so at most one recorded entry is not yet known to the parent
        await asyncio.sleep(tick)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])))
