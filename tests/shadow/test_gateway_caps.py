"""Shadow bounds through a real gateway: the candidate's daily spend cap and its queue bound hold, and every
copy not sent is counted in /metrics by reason."""

from __future__ import annotations

from typing import Any

from tests.shadow.gw_support import (
    SINGLE_PROMPTS,
    candidate_run,
    chat,
    env,
    metric,
    one_version,
    runs,
    sim_candidate,
    solo_policy,
    unique_team,
    wait_for,
    wait_for_pairs,
)
from tests.support.ledger_db import read_entries, sqlite_url
from tests.support.upstream import RecordingUpstream

EVERYTHING = {"single_step": 1.0, "long_horizon": 1.0}
CAP_USD = "0.02"
CALLS = 12


def test_daily_spend_cap_and_queue_bound_hold(gateway_factory: Any) -> None:
    team, key, entry = unique_team()
    with RecordingUpstream() as slow_upstream:
        # `solo`: a costly candidate under a tiny daily cap. `queued`: a slow candidate (a loopback upstream
        # that waits 1.5 s per call) allowed one call in flight and two waiting.
        costly = sim_candidate("w2-costly", EVERYTHING, daily_spend_cap_usd=CAP_USD)
        costly["upstream"]["prices"] = {"input_per_mtok": 30, "output_per_mtok": 150}
        slow = {"weights": "w2-slow", "sample_rate": EVERYTHING, "max_concurrency": 1, "queue_size": 2,
                "upstream": {"provider": "openai", "base_url": slow_upstream.url, "upstream_model": "wait-1500",
                             "prices": {"input_per_mtok": 1, "output_per_mtok": 2}}}
        gw = gateway_factory(solo_policy({team: {"keys": [entry]}}, candidate=costly,
                                         queued=one_version(candidate=slow)), env=env())
        for i in range(CALLS):
            chat(gw, key, "solo", f"{SINGLE_PROMPTS[i % 4]} (case {i})")
        for i in range(CALLS):
            chat(gw, key, "queued", f"{SINGLE_PROMPTS[i % 4]} (case {i})")

        # Spend cap: shadow spend never passes the cap by more than one call's estimate; the rest is dropped.
        capped = candidate_run(gw, "solo")
        dropped = metric(gw, "gateway_shadow_dropped_total", {"reason": "spend_cap"})

        def written() -> list[Any]:  # the ledger writes in the background
            rows = [e for e in read_entries(sqlite_url(gw.state)) if e.shadow_run == capped["id"]]
            return rows if len(rows) >= CALLS - dropped else []

        sent = wait_for(written) or [e for e in read_entries(sqlite_url(gw.state)) if e.shadow_run == capped["id"]]
        assert sent and dropped > 0
        assert len(sent) + dropped == CALLS
        one_call = max(e.cost_micros or 0 for e in sent)
        assert sum(e.cost_micros or 0 for e in sent) <= 20_000 + one_call
        assert wait_for_pairs(gw, capped["id"], len(sent))["overall"]["pairs"] == len(sent)

        # Queue bound: one in flight, two waiting; every other copy of the burst is dropped as queue_full.
        queued = candidate_run(gw, "queued")
        full = metric(gw, "gateway_shadow_dropped_total", {"reason": "queue_full"})
        assert full >= CALLS - 3 - 2, full  # a copy may start when an earlier one ends (1.5 s each)
        report = wait_for_pairs(gw, queued["id"], CALLS - int(full))
        assert report["overall"]["pairs"] == CALLS - full
        assert slow_upstream.max_active == 1 and slow_upstream.calls["wait-1500"] == CALLS - full
        listed = {r["id"]: r for r in runs(gw)}
        assert listed[queued["id"]]["pairs"] == CALLS - full
        print(f"\nspend cap {CAP_USD} USD: {len(sent)} sent ({sum(e.cost_micros or 0 for e in sent)} micros), "
              f"{dropped:.0f} dropped; queue 1+2: {CALLS - full:.0f} sent, {full:.0f} dropped queue_full")
