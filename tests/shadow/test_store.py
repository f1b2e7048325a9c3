"""The shadow store on SQLite and the real PostgreSQL: runs, idempotent pairs, the summary query."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from gateway.shadow.config import Candidate, Thresholds
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
                         class_="long_horizon", candidate_cost_micros=None, prompt="why")
            for pair in (p1, p2, p1):
                await store.add_pair(pair)
            got = await store.pairs(shadow_run.id)
            assert got == [p1, p2]
            summary = {s.class_: s for s in await store.summary(shadow_run.id)}
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
