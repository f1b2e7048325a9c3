"""The store contract, run against SQLite and the real PostgreSQL."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

from conftest import make_entry, with_store

from gateway.ledger import LedgerEntry, LedgerStore, open_store


def test_migrations_apply_once_and_reopen_is_a_no_op(store_url: str) -> None:
    async def body(store: LedgerStore) -> list[int]:
        await store.write_batch([make_entry()])
        return await store.applied_migrations()

    assert with_store(store_url, body) == [1, 2, 3, 4, 5]

    async def reopen(store: LedgerStore) -> tuple[list[int], int]:
        return await store.applied_migrations(), await store.count()

    assert with_store(store_url, reopen) == ([1, 2, 3, 4, 5], 1)  # data kept, nothing re-applied


def test_replicas_starting_together_migrate_once(store_url: str) -> None:
    async def main() -> list[list[int]]:
        stores = [open_store(store_url) for _ in range(4)]
        await asyncio.gather(*(s.open() for s in stores))
        try:
            await stores[0].write_batch([make_entry()])
            return [await s.applied_migrations() for s in stores] + [[await stores[3].count()]]
        finally:
            await asyncio.gather(*(s.close() for s in stores))

    assert asyncio.run(main()) == [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1]]


def test_many_sqlite_replicas_opening_a_new_file_together_all_start(tmp_path: Path) -> None:
    """SQLite may refuse the switch to WAL at once (no busy wait) while another connection makes it: before
    the retry, about 1 start in 60 of 6 stores on a new file failed with "database is locked"."""

    async def start_together(url: str) -> list[int]:
        stores = [open_store(url) for _ in range(8)]
        try:
            await asyncio.gather(*(s.open() for s in stores))
            return [len(await s.applied_migrations()) for s in stores]
        finally:
            await asyncio.gather(*(s.close() for s in stores))

    for i in range(40):
        assert asyncio.run(start_together(f"sqlite:///{tmp_path / f'ledger-{i}.db'}")) == [5] * 8


def test_retried_batch_does_not_duplicate_rows(store_url: str) -> None:
    batch = [make_entry(request_id=f"r{i}", attempt=a) for i in range(50) for a in range(2)]
    shadow_twin = make_entry(request_id="r0", attempt=0, shadow=True, version="cand-1", shadow_run="run-1")

    async def body(store: LedgerStore) -> int:
        await store.write_batch(batch)
        await store.write_batch(batch)  # the writer retrying after a lost commit acknowledgement
        await store.write_batch([*batch[:10], shadow_twin])  # overlapping batch, plus one new row
        return await store.count()

    assert with_store(store_url, body) == 101


def test_entries_round_trip_exactly(store_url: str) -> None:
    entries = [
        make_entry(
            request_id="a", session_id="s1", ts=datetime(2026, 11, 10, 12, 0, 0, 123456, tzinfo=UTC)
        ),
        make_entry(
            request_id="b",
            session_id="s1",
            ts=datetime(2026, 11, 10, 14, 0, 1, tzinfo=timezone(timedelta(hours=2))),  # == 12:00:01 UTC
            request_class=None,
            score=None,
            cost_micros=None,
            ttft_ms=None,
            outcome="upstream_error",
            status_code=502,
            streamed=True,
            error="upstream 502",
        ),
    ]

    async def body(store: LedgerStore) -> list[LedgerEntry]:
        await store.write_batch(entries)
        return list(await store.session_entries("s1"))

    got = with_store(store_url, body)
    assert got == entries
    assert got[1].ts == datetime(2026, 11, 10, 12, 0, 1, tzinfo=UTC)
    assert got[1].cost_micros is None and got[1].priced is False


def test_a_batch_spanning_several_insert_statements_keeps_every_value(store_url: str) -> None:
    """SQLite writes a batch as multi-row INSERTs of 64 entries: values must not shift across statement
    boundaries, and a duplicate inside one statement is skipped like any other."""
    batch = [make_entry(request_id=f"m{i}", prompt_tokens=i, session_id="span") for i in range(150)]
    batch.insert(70, make_entry(request_id="m3", prompt_tokens=3, session_id="span"))  # a retried entry

    async def body(store: LedgerStore) -> list[LedgerEntry]:
        await store.write_batch(batch)
        return list(await store.session_entries("span"))

    got = with_store(store_url, body)
    assert sorted((e.request_id, e.prompt_tokens) for e in got) == sorted((f"m{i}", i) for i in range(150))
