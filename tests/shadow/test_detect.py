"""Weight-change detection (persistence, no flapping) and the regression replay it starts."""

from __future__ import annotations

import asyncio

from prometheus_client import REGISTRY

from gateway.ledger.entry import LedgerEntry
from gateway.policy.model import Regression, Version
from gateway.shadow import ShadowService
from gateway.shadow.detect import RecentSample, WeightWatcher
from gateway.shadow.report import load_report
from gateway.upstreams.base import UpstreamCall
from gateway.upstreams.simulated import Simulated
from tests.shadow.conftest import sim_version
from tests.shadow.test_mirror import live_call

KEY = ("coder", "fast")


def test_change_needs_to_persist_and_mixed_pools_do_not_flap() -> None:
    watcher = WeightWatcher(persist=3)
    before = REGISTRY.get_sample_value("gateway_weight_changes_total", {"version": "coder/fast"}) or 0.0
    assert watcher.observe(KEY, "m@fp1") is None  # first sighting establishes
    for value in ["m@fp2", "m@fp1", "m@fp2", "m@fp1", "m@fp2", "m@fp2"]:
        assert watcher.observe(KEY, value) is None
    change = watcher.observe(KEY, "m@fp2")
    assert change is not None and (change.old, change.new) == ("m@fp1", "m@fp2")
    assert watcher.established(KEY) == "m@fp2"
    assert watcher.observe(KEY, None) is None and watcher.observe(KEY, "m@fp2") is None
    after = REGISTRY.get_sample_value("gateway_weight_changes_total", {"version": "coder/fast"})
    assert after == before + 1


def test_recent_sample_is_capped_and_skips_opted_out_teams() -> None:
    sample = RecentSample(capacity=3)
    for i in range(5):
        sample.add(live_call(i, None), "m@fp1")
    assert not sample.add(live_call(9, None, shadow_opt_out=True), "m@fp1")
    assert [c.request_id for c in sample.answered_by(KEY, "m@fp1", 10)] == ["req-2", "req-3", "req-4"]
    assert sample.answered_by(KEY, "m@fp2", 10) == [] and len(sample) == 3


def test_fingerprint_change_starts_a_regression_replay(sqlite_url: str) -> None:
    async def run() -> None:
        sim = Simulated()
        entries: list[LedgerEntry] = []
        service = ShadowService(sqlite_url, lambda v: sim, entries.append, persist=2)
        await service.open()
        replays = {"regression": Regression(max_replays=8)}
        old = sim_version("w1").model_copy(update=replays)
        new = sim_version("w1", fingerprint="fp_sim_2", style="shouty").model_copy(update=replays)

        async def serve(i: int, version: Version) -> None:
            call = live_call(i, None, version=version, store_prompts=i % 2 == 0)
            reply = await sim.request(UpstreamCall("/chat/completions", call.body, call.version))
            service.observe(live_call(i, None, version=version, result=reply.data, store_prompts=i % 2 == 0))

        for i in range(12):
            await serve(i, old)
        assert service.replayer.runs == []
        await serve(100, new)
        assert service.replayer.runs == []  # not yet persisted for 2 answers
        await serve(101, new)
        assert len(service.replayer.runs) == 1
        assert await service.close(timeout=10) == 0
        await service.store.open()
        regression = service.replayer.runs[0]
        report = await load_report(service.store, regression.id)
        assert report is not None and report.run.trigger == "weight_change"
        assert report.run.live_weights == "sim-coder@fp_sim_1"
        assert report.run.candidate_weights == "sim-coder@fp_sim_2"
        assert report.overall.pairs == 8  # the newest 8 answered by the old weights
        pairs = await service.store.pairs(regression.id)
        assert {p.request_id for p in pairs} == {f"req-{i}" for i in range(4, 12)}
        assert all(p.candidate_answer.split()[-1].isupper() and not p.live_answer.split()[-1].isupper()
                   for p in pairs)  # the new weights shout
        # 8 replays (the policy's cap) cannot decide: the run ends inconclusive and says what it still needs.
        assert report.overall.exact.successes == 0 and report.verdict == "inconclusive" and report.pairs_needed > 0
        assert report.run.status == "ended" and report.run.detail["pairs_needed"] == report.pairs_needed
        assert all((p.prompt is not None) == (int(p.request_id[4:]) % 2 == 0) for p in pairs)
        assert len(entries) == 8 and all(e.shadow and e.rule == "shadow:weight_change" for e in entries)
        assert entries[0].request_id.endswith(regression.id)
        await service.store.close()

    asyncio.run(run())
