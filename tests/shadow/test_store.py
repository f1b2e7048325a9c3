"""The shadow store on SQLite and the real PostgreSQL: runs, idempotent pairs, the summary query."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from gateway.policy.model import Candidate, Thresholds
from gateway.shadow.runs import candidate_run, weight_change_run
from gateway.shadow.store import open_shadow_store
from tests.shadow.test_report import BASE


def test_runs_pairs_and_summary(store_url: str) -> None:
    async def run() -> None:
        store = open_shadow_store(store_url)
        await store.open()
        await store.open()
        try:
            cand = Candidate(weights="w2", thresholds=Thresholds(min_pairs=3, min_agreement=0.4))
            shadow_run = candidate_run("coder", "fast", "w1", cand)
            assert shadow_run.id == candidate_run("coder", "fast", "w1", cand).id  # same on every replica
            stored = await store.ensure_run(shadow_run)
            assert stored.thresholds.min_pairs == 3 and stored.detail["digest"] == cand.digest()
            await store.set_status(shadow_run.id, "superseded")
            assert (await store.ensure_run(shadow_run)).status == "running"
            other = weight_change_run("coder", "standard", "m@fp1", "m@fp2", Thresholds())
            await store.ensure_run(other)
            assert {r.id for r in await store.list_runs()} == {shadow_run.id, other.id}
            assert [r.id for r in await store.list_runs(model="nope")] == []
            p1 = replace(BASE, run_id=shadow_run.id, request_id="a", tool_agree=True, tool_args_valid=True)
            p2 = replace(BASE, run_id=shadow_run.id, request_id="b", agree=False, candidate_error="boom",
                         request_class="long_horizon", candidate_cost_micros=None, prompt="why")
            for pair in (p1, p2, p1):
                await store.add_pair(pair)
            got = await store.pairs(shadow_run.id)
            assert got == [p1, p2]
            summary = {s.request_class: s for s in await store.summary(shadow_run.id)}
            assert summary["single_step"].pairs == 1 and summary["single_step"].tool_agree == 1
            assert summary["long_horizon"].agree == 0 and summary["long_horizon"].candidate_errors == 1
            assert summary["long_horizon"].candidate_cost_micros == 0
            assert await store.pairs(other.id) == []
        finally:
            await store.close()
        reopened = open_shadow_store(store_url)
        await reopened.open()
        try:
            assert len(await reopened.pairs(shadow_run.id)) == 2
        finally:
            await reopened.close()

    asyncio.run(run())


def test_tables_made_before_the_stream_columns_are_migrated_on_open(store_url: str) -> None:
    """A store created by an earlier gateway (no streamed / tokens-per-second columns) opens, keeps its pairs
    and stores the new columns: opening twice is harmless on both backends."""
    from dataclasses import astuple, fields

    from gateway.shadow.runs import PairRecord
    from gateway.shadow.store import ADDED_PAIR_COLUMNS, _sql_type, ddl

    async def run() -> None:
        old = open_shadow_store(store_url)
        runs_table, pairs_table = old.runs_table, old.pairs_table
        old_columns = [f.name for f in fields(PairRecord) if f.name not in ADDED_PAIR_COLUMNS]
        types = ", ".join(f"{f.name} {_sql_type(str(f.type))}" for f in fields(PairRecord) if f.name in old_columns)
        statements = [ddl(runs_table, pairs_table)[0],
                      f"CREATE TABLE IF NOT EXISTS {pairs_table} ({types}, PRIMARY KEY (run_id, request_id))"]
        await old._db.open(statements)
        legacy = replace(BASE, run_id="shr_old", request_id="old")
        values = tuple(int(v) if isinstance(v, bool) else v for v in astuple(legacy))[:len(old_columns)]
        await old._db.execute(f"INSERT INTO {pairs_table} ({', '.join(old_columns)}) VALUES "
                              f"({', '.join('?' for _ in old_columns)})", values)
        await old.close()
        for _ in range(2):
            store = open_shadow_store(store_url)
            await store.open()
            try:
                await store.add_pair(replace(BASE, run_id="shr_old", request_id="new", streamed=True, live_tps=50.0))
                got = {p.request_id: p for p in await store.pairs("shr_old")}
                assert got["old"].streamed is None and got["old"].live_tps is None
                assert got["new"].streamed is True and got["new"].live_tps == 50.0
            finally:
                await store.close()

    asyncio.run(run())


def test_pairs_stored_under_the_old_class_column_are_reported_by_request_class(store_url: str) -> None:
    """A store made before the request class got one name (a ``class_`` column) opens, renames the column in
    place on both backends, and its pairs come back in the report under ``request_class``."""
    from dataclasses import astuple, fields

    from gateway.shadow.report import format_text, load_report, report_json
    from gateway.shadow.runs import PairRecord
    from gateway.shadow.store import _sql_type, ddl

    async def run() -> None:
        old = open_shadow_store(store_url)
        runs_table, pairs_table = old.runs_table, old.pairs_table
        old_names = ["class_" if f.name == "request_class" else f.name for f in fields(PairRecord)]
        types = ", ".join(f"{name} {_sql_type(str(f.type))}" for name, f in zip(old_names, fields(PairRecord),
                                                                                 strict=True))
        await old._db.open([ddl(runs_table, pairs_table)[0],
                            f"CREATE TABLE IF NOT EXISTS {pairs_table} ({types}, PRIMARY KEY (run_id, request_id))"])
        shadow_run = candidate_run("coder", "fast", "w1", Candidate(weights="w2", thresholds=Thresholds()))
        await old.ensure_run(shadow_run)
        for i, request_class in enumerate(("long_horizon", "long_horizon", "single_step")):
            pair = replace(BASE, run_id=shadow_run.id, request_id=f"old-{i}", ts=float(i), request_class=request_class)
            values = tuple(int(v) if isinstance(v, bool) else v for v in astuple(pair))
            await old._db.execute(f"INSERT INTO {pairs_table} ({', '.join(old_names)}) VALUES "
                                  f"({', '.join('?' for _ in old_names)})", values)
        await old.close()
        for added in range(2):  # opening again after the rename is harmless; new pairs join the old ones
            store = open_shadow_store(store_url)
            await store.open()
            try:
                report = await load_report(store, shadow_run.id)
                assert report is not None
                doc = report_json(report)
                expected = {"long_horizon": 2, "single_step": 1 + added}
                assert {c: s["pairs"] for c, s in doc["by_request_class"].items()} == expected
                assert "request_class long_horizon" in format_text(report)
                assert {s.request_class: s.pairs for s in await store.summary(shadow_run.id)} == expected
                await store.add_pair(replace(BASE, run_id=shadow_run.id, request_id="new", ts=9.0))
            finally:
                await store.close()

    asyncio.run(run())
