"""The replay's reads on both stores: a ledger from before the decision columns migrates and replays, and
cached tokens, refusals and the team filter come out as a user computes them by hand."""

from __future__ import annotations

import asyncio
import sqlite3
from datetime import UTC, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

import asyncpg

from gateway.ledger import LedgerStore
from gateway.ledger.entry import COLUMNS
from gateway.ledger.sql import ADDED_LATER, DECISION_COLUMNS, migrations, postgres_dialect, sqlite_dialect
from gateway.pipeline.settle import PriceBook
from gateway.policy.load import load_policy
from gateway.upstreams.prices import PriceTable
from gateway.whatif.run import ReplaySource, what_if
from tests.ledger.conftest import PG_DSN, make_entry, store_url, with_store  # noqa: F401 - the fixture
from tests.support.policies import policy
from tests.support.procs import team_key, write_policy

TS = datetime(2026, 11, 10, 12, 0, tzinfo=UTC)
FAST = {"provider": "simulated", "upstream_model": "f", "context_window": 1000,
        "prices": {"input_per_mtok": 1, "cached_input_per_mtok": 0.25, "output_per_mtok": 4}}
STANDARD = {"provider": "simulated", "upstream_model": "s", "context_window": 5000,
            "prices": {"input_per_mtok": 3, "cached_input_per_mtok": 0.3, "output_per_mtok": 15}}


def teams() -> dict[str, Any]:
    return {"alpha": {"keys": [team_key("alpha")[1]]}, "beta": {"keys": [team_key("beta")[1]]}}


def loaded(tmp: Path, name: str, doc: dict[str, Any]) -> Any:
    write_policy(tmp / name, doc)
    return load_policy(tmp / name)


def micros(prompt: int, cached: int, completion: int, p: dict[str, Any]) -> int:
    exact = ((prompt - cached) * Decimal(str(p["input_per_mtok"])) + cached * Decimal(str(p["cached_input_per_mtok"]))
             + completion * Decimal(str(p["output_per_mtok"])))
    return int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP))


async def run(store: LedgerStore, current: Any, proposed: Any, team: str | None = None) -> dict[str, Any]:
    from gateway.whatif.report import to_doc

    source: ReplaySource = store  # type: ignore[assignment]
    prices = PriceBook(PriceTable.from_prices({}, "test"))
    return to_doc(await what_if(source, current, proposed, prices, period="2026-11", team=team, in_thread=True))


def test_cached_tokens_refusals_and_the_team_filter(store_url: str, tmp_path: Path) -> None:  # noqa: F811
    entries = [
        # a short ask on fast with a cached prefix
        make_entry(request_id="r1", ts=TS, score=0.2, prompt_tokens=800, cached_tokens=600, completion_tokens=50,
                   prompt_estimate=300, threshold=0.5),
        # a longer ask on fast: 900 estimated tokens
        make_entry(request_id="r2", ts=TS + timedelta(seconds=1), score=0.3, prompt_tokens=900,
                   cached_tokens=0, completion_tokens=20, prompt_estimate=900, threshold=0.5),
        # beta: a long-horizon ask on standard that no window of the new policy holds
        make_entry(request_id="r3", ts=TS + timedelta(seconds=2), team="beta", request_class="long_horizon", score=0.9,
                   version="standard", prompt_tokens=4000, cached_tokens=1000, completion_tokens=100,
                   prompt_estimate=4500, threshold=0.5),
        make_entry(request_id="r1", attempt=1, ts=TS, shadow=True, prompt_tokens=10**6),  # a shadow: not replayed
    ]
    current = loaded(tmp_path, "current", policy(teams(), fast=FAST, standard=STANDARD))
    smaller = policy(teams(), fast={**FAST, "context_window": 500}, standard={**STANDARD, "context_window": 4000})
    proposed = loaded(tmp_path, "proposed", smaller)

    async def body(store: LedgerStore) -> tuple[dict[str, Any], dict[str, Any]]:
        await store.write_batch(entries)
        return await run(store, current, proposed), await run(store, current, proposed, "alpha")

    doc, alpha_only = with_store(store_url, body)
    a, b = doc["teams"]["alpha"], doc["teams"]["beta"]
    assert a["cost_current_micros"] == micros(800, 600, 50, FAST["prices"]) + micros(900, 0, 20, FAST["prices"])
    # r2 no longer fits fast's 500 tokens: standard prices, every other token as it was
    assert a["cost_new_micros"] == micros(800, 600, 50, FAST["prices"]) + micros(900, 0, 20, STANDARD["prices"])
    assert a["moved_by"] == [{"from": "fast", "to": "standard", "rule": "too-large-for-fast",
                              "request_class": "single_step", "requests": 1}]
    assert b["refused_new"] == {"context_window": 1} and b["cost_new_micros"] == 0
    assert b["cost_current_micros"] == micros(4000, 1000, 100, STANDARD["prices"])
    assert doc["overall"]["requests"] == 3
    assert list(alpha_only["teams"]) == ["alpha"] and alpha_only["team"] == "alpha"
    assert alpha_only["overall"]["requests"] == 2
    assert alpha_only["overall"]["cost_new_micros"] == a["cost_new_micros"]


def _old_row() -> dict[str, Any]:
    entry = make_entry(request_id="old-1")
    values = dict(zip(COLUMNS, (getattr(entry, c) for c in COLUMNS), strict=True))
    for c in (*DECISION_COLUMNS, *ADDED_LATER):
        values.pop(c)
    return values


def _sqlite_old(path: Path) -> None:
    d = sqlite_dialect()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)")
    for number, statements in migrations(d)[:2]:
        for s in statements:
            conn.execute(s)
        conn.execute("INSERT INTO schema_migrations VALUES (?, ?)", (number, "2026-11-01"))
    row = _old_row()
    row["ts"] = (row["ts"] - datetime(1970, 1, 1, tzinfo=UTC)) // timedelta(microseconds=1)
    for b in ("priced", "streamed", "shadow"):
        row[b] = int(row[b])
    conn.execute(f"INSERT INTO {d.table} ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})", list(row.values()))
    conn.close()


async def _pg_old(url: str) -> None:
    schema = url.split("schema=")[1]
    d = postgres_dialect(schema)
    conn = await asyncpg.connect(PG_DSN)
    try:
        await conn.execute(f'CREATE SCHEMA "{schema}"')
        await conn.execute(f'CREATE TABLE "{schema}".schema_migrations '
                           "(version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)")
        for number, statements in migrations(d)[:2]:
            for s in statements:
                await conn.execute(s)
            await conn.execute(f'INSERT INTO "{schema}".schema_migrations VALUES ($1, $2)', number, TS)
        row = _old_row()
        marks = ", ".join(f"${i + 1}" for i in range(len(row)))
        await conn.execute(f"INSERT INTO {d.table} ({', '.join(row)}) VALUES ({marks})", *row.values())
    finally:
        await conn.close()


def test_a_ledger_from_before_the_decision_columns_migrates_and_replays(store_url: str, tmp_path: Path) -> None:  # noqa: F811
    if store_url.startswith("sqlite"):
        _sqlite_old(Path(store_url.removeprefix("sqlite:///")))
    else:
        asyncio.run(_pg_old(store_url))
    current = loaded(tmp_path, "current", policy(teams(), fast=FAST, standard=STANDARD))

    async def body(store: LedgerStore) -> tuple[list[int], Any, dict[str, Any]]:
        entries = await store.entries()
        return await store.applied_migrations(), entries, await run(store, current, current)

    applied, entries, doc = with_store(store_url, body)
    assert applied == [1, 2, 3, 4, 5]
    assert [(e.request_id, e.prompt_estimate, e.in_loop, e.route_header) for e in entries] == [
        ("old-1", 0, False, None)]
    assert doc["overall"]["requests"] == 1 and doc["overall"]["moved"] == 0
