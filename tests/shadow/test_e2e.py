"""End to end with the real simulated upstream: a candidate that breaks half its tool arguments is held,
an equivalent candidate (same behaviour, new weights label) is promoted. Agent traffic: tool-calling turns."""

from __future__ import annotations

import asyncio
import time
from decimal import Decimal
from typing import Any

from gateway.ledger.entry import LedgerEntry
from gateway.policy.model import Prices, Simulation
from gateway.shadow import Candidate, CandidateUpstream, ShadowService, Thresholds, format_text, load_report
from gateway.shadow.report import Report
from gateway.upstreams.base import UpstreamCall
from gateway.upstreams.simulated import Simulated
from tests.shadow.conftest import TOOL, sim_version
from tests.shadow.test_mirror import live_call

FAST_SIM: dict[str, Any] = {"ttft_ms": 0.0, "tokens_per_second": 1e6}


def candidate(weights: str, broken: float) -> Candidate:
    return Candidate(
        weights=weights, sample_rate={"single_step": 1.0, "long_horizon": 1.0},
        upstream=CandidateUpstream(simulated=Simulation(broken_tool_args_rate=broken, **FAST_SIM),
                                   prices=Prices(input_per_mtok=Decimal("2"), output_per_mtok=Decimal("8"))),
        max_concurrency=4, queue_size=100,
        thresholds=Thresholds(min_pairs=40, min_agreement=0.9, min_tool_agreement=0.9),
    )


def shadow_traffic(url: str, cand: Candidate, n: int = 60) -> tuple[Report, list[LedgerEntry]]:
    async def run() -> tuple[Report, list[LedgerEntry]]:
        sim = Simulated()
        entries: list[LedgerEntry] = []
        service = ShadowService(url, lambda v: sim, entries.append)
        await service.open()
        live_version = sim_version("w1")
        for i in range(n):
            body = {"model": "coder", "tools": [TOOL],
                    "messages": [{"role": "user", "content": f"open the file for task {i}"}]}
            started = time.perf_counter()
            reply = await sim.request(UpstreamCall("/chat/completions", body, live_version))
            latency = (time.perf_counter() - started) * 1000
            usage = reply.data["usage"]
            service.observe(live_call(
                i, cand, version=live_version, body=body, result=reply.data, latency_ms=latency,
                request_class="long_horizon" if i % 3 else "single_step", prompt_tokens=usage["prompt_tokens"],
                completion_tokens=usage["completion_tokens"], cost_micros=1,
            ))
        assert await service.close(timeout=20) == 0
        await service.store.open()
        runs = await service.store.list_runs()
        assert len(runs) == 1
        report = await load_report(service.store, runs[0].id)
        await service.store.close()
        assert report is not None
        return report, entries

    return asyncio.run(run())


def test_candidate_with_broken_tool_arguments_is_held(sqlite_url: str) -> None:
    report, entries = shadow_traffic(sqlite_url, candidate("w2-broken", 0.5))
    assert report.overall.pairs == 60 and report.verdict == "hold"
    rate = report.overall.tool_agreement.rate
    assert rate is not None and 0.25 < rate < 0.75
    assert report.overall.tool_args_valid.rate == rate  # every disagreement is a schema violation
    assert any(r.startswith("tool agreement") for r in report.reasons)
    assert set(report.by_request_class) == {"single_step", "long_horizon"}
    assert report.overall.exact.rate == rate and report.worst and "tool_calls" in report.worst[0]["reasons"]
    assert "12345" in report.worst[0]["candidate"] and "src/app.py" in report.worst[0]["live"]
    assert len(entries) == 60 and all(e.shadow and e.cost_micros and e.cost_micros > 0 for e in entries)
    assert report.cost_candidate_micros == sum(e.cost_micros or 0 for e in entries)
    print("\n" + format_text(report))


def test_equivalent_candidate_is_promoted(store_url: str) -> None:
    report, _ = shadow_traffic(store_url, candidate("w2-same", 0.0))
    assert report.overall.pairs == 60
    assert report.overall.tool_agreement.rate == 1.0 and report.overall.agreement.low > 0.9
    assert report.verdict == "promote", report.reasons
