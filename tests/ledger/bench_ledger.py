"""Prints ledger figures (not a test): price-table load, record() cost, batch write rates, report time.

Run: .venv/bin/python tests/ledger/bench_ledger.py [N]   (needs PostgreSQL on 127.0.0.1:5432)
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
import uuid
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import asyncpg
from conftest import PG_DSN, make_entry

from gateway.ledger import LedgerWriter, open_store
from gateway.reports import spend_report
from gateway.upstreams.prices import PriceTable


async def bench_store(url: str, n: int) -> None:
    store = open_store(url)
    await store.open()
    base = make_entry()
    t0 = datetime(2026, 11, 1, tzinfo=UTC)
    entries = [
        replace(base, request_id=f"b-{i}", ts=t0 + timedelta(seconds=i * 7), team=f"team-{i % 5}",
                version="fast" if i % 3 else "standard", key_id=f"key-{i % 40}")
        for i in range(n)
    ]  # fmt: skip
    writer = LedgerWriter(store)
    started = time.perf_counter()
    for e in entries:
        writer.record(e)
    record_s = time.perf_counter() - started
    await writer.close()
    total_s = time.perf_counter() - started
    started = time.perf_counter()
    report = await spend_report(store, "2026-11", ["team", "version", "day"])
    report_s = time.perf_counter() - started
    kind = url.split(":")[0]
    print(f"{kind}: record() {record_s / n * 1e6:.2f} us/entry; {n} entries durable in {total_s:.2f} s "
          f"({n / total_s:,.0f}/s, batches of 256); spend by team,version,day over {n} rows: "
          f"{report_s * 1000:.0f} ms ({len(report.rows)} rows)")  # fmt: skip
    await store.close()


async def main(n: int) -> None:
    started = time.perf_counter()
    table = PriceTable.load()
    table.lookup("gpt-4o-mini", "openai")
    load_ms = (time.perf_counter() - started) * 1000
    print(f"price table: {len(table)} models, load + first lookup {load_ms:.1f} ms")
    with tempfile.TemporaryDirectory() as tmp:
        await bench_store(f"sqlite:///{tmp}/bench.db", n)
    schema = f"bench_{uuid.uuid4().hex[:8]}"
    try:
        await bench_store(f"{PG_DSN}?schema={schema}", n)
    finally:
        conn = await asyncpg.connect(PG_DSN)
        await conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        await conn.close()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000))
