"""The person column and report filters on both stores: a store written before the person existed keeps its
rows (NULL person), new rows keep theirs, and a filter on any dimension narrows the sums in SQL."""

from __future__ import annotations

import sqlite3
from datetime import timedelta
from pathlib import Path

from conftest import make_entry, with_store

from gateway.ledger.sql import ADDED_LATER, DB_COLUMNS, DECISION_COLUMNS, migrations, sqlite_dialect
from gateway.ledger.sqlite_store import _row_values
from gateway.ledger.store import LedgerStore
from gateway.reports import spend_report
from gateway.reports.focus import focus_rows
from gateway.reports.periods import Period


def test_person_is_kept_filtered_on_and_exported(store_url: str) -> None:
    base = make_entry()
    span = Period("x", base.ts - timedelta(hours=1), base.ts + timedelta(hours=1))
    entries = [
        make_entry(request_id="p1", person="ann@example.com", cost_micros=1_000, version="fast"),
        make_entry(request_id="p2", person="ann@example.com", cost_micros=2_000, version="standard"),
        make_entry(request_id="p3", person="bob@example.com", cost_micros=4_000, version="fast"),
        make_entry(request_id="p4", person=None, cost_micros=8_000, version="fast"),
    ]

    async def body(store: LedgerStore) -> None:
        await store.write_batch(entries)
        assert {e.request_id: e.person for e in await store.entries()} == {
            "p1": "ann@example.com", "p2": "ann@example.com", "p3": "bob@example.com", "p4": None}
        by = await spend_report(store, span, ("person",))
        assert {r.dims[0]: r.cost_micros for r in by.rows} == {
            "ann@example.com": 3_000, "bob@example.com": 4_000, None: 8_000}
        ann_fast = await spend_report(store, span, ("team",), where={"person": "ann@example.com", "version": "fast"})
        assert ann_fast.totals.cost_micros == 1_000 and ann_fast.totals.requests == 1
        nobody = await spend_report(store, span, ("team",), where={"person": "nobody\x00"})
        assert nobody.totals.requests == 0 and not nobody.rows  # unmatchable: nothing, never an error
        rows = await focus_rows(store, span, where={"person": "bob@example.com"})
        assert [r["x_Person"] for r in rows] == ["bob@example.com"] and rows[0]["BilledCost"] == "0.004000"

    with_store(store_url, body)


def test_a_long_or_dirty_person_is_bounded_and_kept_distinct() -> None:
    long_a, long_b = "a" * 300 + "1", "a" * 300 + "2"
    first, second = make_entry(person=long_a).person, make_entry(person=long_b).person
    assert first and second and first != second and len(first) <= 128 and len(second) <= 128
    assert make_entry(person="eve\x00\x1b[31m").person is not None
    assert (make_entry(person="eve\x00\x1b[31m").person or "").isprintable()


def test_a_ledger_from_before_the_person_column_is_migrated_in_place(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    dialect = sqlite_dialect()
    old_columns = [c for c in DB_COLUMNS if c not in ADDED_LATER and c not in DECISION_COLUMNS]
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)")
        for number, statements in migrations(dialect)[:2]:
            for statement in statements:
                db.execute(statement)
            db.execute("INSERT INTO schema_migrations VALUES (?, 'then')", (number,))
        values = dict(zip(DB_COLUMNS, _row_values(make_entry(request_id="old-1")), strict=True))
        marks = ", ".join("?" * len(old_columns))
        db.execute(f"INSERT INTO ledger_entries ({', '.join(old_columns)}) VALUES ({marks})",
                   [values[c] for c in old_columns])

    async def body(store: LedgerStore) -> tuple[list[int], dict[str, str | None]]:
        await store.write_batch([make_entry(request_id="new-1", person="ann@example.com")])
        return await store.applied_migrations(), {e.request_id: e.person for e in await store.entries()}

    assert with_store(f"sqlite:///{path}", body) == ([1, 2, 3, 4, 5], {"old-1": None, "new-1": "ann@example.com"})
