"""Migration 5 on both stores: a ledger at schema 4 (the request class stored as ``class_`` in the JSON of
refused entries) opens, keeps its rows, and reports them under the one name, ``request_class``; the old
report dimension ``class`` is refused with a message naming the new one."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from datetime import timedelta
from pathlib import Path

import asyncpg
import pytest
from conftest import PG_DSN, make_entry, with_store

from gateway.ledger.rejects import reject_row
from gateway.ledger.sql import DB_COLUMNS, migrations, postgres_dialect, sqlite_dialect
from gateway.ledger.sqlite_store import _row_values
from gateway.ledger.store import LedgerStore
from gateway.reports import spend_report
from gateway.reports.formats import format_json
from gateway.reports.periods import Period

OLD = make_entry(request_id="old-long", request_class="long_horizon", version="standard", cost_micros=5_000)
OLD_SINGLE = make_entry(request_id="old-single", request_class="single_step", cost_micros=1_000)
REFUSED = make_entry(request_id="old-refused", request_class="long_horizon")


def _old_reject() -> tuple[str, str, str]:
    """A refused entry as schema 4 kept it: the request class under the key ``class_``."""
    request_id, reason, entry = reject_row(REFUSED, "DataError: out of range")
    doc = json.loads(entry)
    old = {("class_" if k == "request_class" else k): v for k, v in doc.items()}
    return request_id, reason, json.dumps(old, ensure_ascii=True)


def _sqlite_at_schema_4(path: Path) -> None:
    d = sqlite_dialect()
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)")
        for number, statements in migrations(d)[:4]:
            for statement in statements:
                db.execute(statement)
            db.execute("INSERT INTO schema_migrations VALUES (?, 'then')", (number,))
        marks = ", ".join("?" * len(DB_COLUMNS))
        for entry in (OLD, OLD_SINGLE):
            db.execute(f"INSERT INTO {d.table} ({', '.join(DB_COLUMNS)}) VALUES ({marks})", _row_values(entry))
        db.execute(f"INSERT INTO {d.rejects} (rejected_at, request_id, reason, entry) VALUES (0, ?, ?, ?)",
                   _old_reject())


async def _pg_at_schema_4(url: str) -> None:
    schema = url.split("schema=")[1]
    d = postgres_dialect(schema)
    conn = await asyncpg.connect(PG_DSN)
    try:
        await conn.execute(f'CREATE SCHEMA "{schema}"')
        await conn.execute(f'CREATE TABLE "{schema}".schema_migrations '
                           "(version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)")
        for number, statements in migrations(d)[:4]:
            for statement in statements:
                await conn.execute(statement)
            await conn.execute(f'INSERT INTO "{schema}".schema_migrations VALUES ($1, $2)', number, OLD.ts)
        marks = ", ".join(f"${i + 1}" for i in range(len(DB_COLUMNS)))
        for entry in (OLD, OLD_SINGLE):
            values = [getattr(entry, c) for c in DB_COLUMNS]
            await conn.execute(f"INSERT INTO {d.table} ({', '.join(DB_COLUMNS)}) VALUES ({marks})", *values)
        await conn.execute(f"INSERT INTO {d.rejects} (rejected_at, request_id, reason, entry) "
                           "VALUES ($1, $2, $3, $4)", OLD.ts, *_old_reject())
    finally:
        await conn.close()


def test_a_ledger_at_schema_4_migrates_and_reports_by_request_class(store_url: str) -> None:
    if store_url.startswith("sqlite"):
        _sqlite_at_schema_4(Path(store_url.removeprefix("sqlite:///")))
    else:
        asyncio.run(_pg_at_schema_4(store_url))
    span = Period("x", OLD.ts - timedelta(hours=1), OLD.ts + timedelta(hours=1))

    async def body(store: LedgerStore) -> tuple[list[int], str, list[dict[str, object]], str]:
        report = await spend_report(store, span, ["request_class"])
        with pytest.raises(ValueError) as old_dimension:
            await spend_report(store, span, ["class"])
        rejected = [r.entry for r in await store.rejected()]
        return await store.applied_migrations(), format_json(report), rejected, str(old_dimension.value)

    applied, report, rejected, refusal = with_store(store_url, body)
    assert applied == [1, 2, 3, 4, 5]
    doc = json.loads(report)
    assert doc["by"] == ["request_class"]
    rows = {r["dims"]["request_class"]: (r["requests"], r["cost_micros"]) for r in doc["rows"]}
    assert rows == {"long_horizon": (1, 5_000), "single_step": (1, 1_000)}
    assert [(e["request_id"], e["request_class"]) for e in rejected] == [("old-refused", "long_horizon")]
    assert "class_" not in rejected[0]
    assert "'class' is now 'request_class'" in refusal


def test_the_old_filter_name_is_refused_naming_the_new_one(store_url: str) -> None:
    span = Period("x", OLD.ts - timedelta(hours=1), OLD.ts + timedelta(hours=1))

    async def body(store: LedgerStore) -> tuple[int, str]:
        await store.write_batch([OLD, OLD_SINGLE])
        only_long = await spend_report(store, span, ["team"], where={"request_class": "long_horizon"})
        with pytest.raises(ValueError) as old_filter:
            await spend_report(store, span, ["team"], where={"class": "long_horizon"})
        return only_long.totals.requests, str(old_filter.value)

    requests, refusal = with_store(store_url, body)
    assert requests == 1
    assert "filter 'class' is now 'request_class'" in refusal
