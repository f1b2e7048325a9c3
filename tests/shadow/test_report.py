"""Report statistics (Wilson intervals, percentiles, deltas) and the promote/hold/inconclusive verdict."""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

import pytest

from gateway.policy.model import Thresholds
from gateway.shadow.report import build_report, format_text, percentile, report_json, wilson
from gateway.shadow.runs import PairRecord, ShadowRun

RUN = ShadowRun(id="shr_x", model="coder", version="fast", live_weights="w1", candidate_weights="w2",
                trigger="candidate", status="running", started=time.time(),
                thresholds=Thresholds(min_pairs=16, min_agreement=0.8, min_tool_agreement=0.8,
                                      min_latency_delta_ms=5))
BASE = PairRecord(
    run_id="shr_x", request_id="r", ts=0.0, team="alpha", request_class="single_step",
    endpoint="/v1/chat/completions",
    agree=True, reasons="", exact=False, similarity=0.9, tool_agree=None, tool_args_valid=None,
    finish_agree=True, json_asked=False, live_json_valid=None, candidate_json_valid=None,
    live_latency_ms=100.0, candidate_latency_ms=100.0, live_ttft_ms=50.0, candidate_ttft_ms=50.0,
    live_tokens=100, candidate_tokens=100, live_cost_micros=100, candidate_cost_micros=100, live_error=None,
    candidate_error=None, live_answer="live says", candidate_answer="candidate says", prompt=None,
)


def pairs(n: int, **changes: Any) -> list[PairRecord]:
    return [replace(BASE, request_id=f"r{i}", ts=float(i), **changes) for i in range(n)]


def test_wilson_interval_matches_known_values() -> None:
    low, high = wilson(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-3) and high == pytest.approx(0.9433, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(20, 20)
    assert low == pytest.approx(0.8389, abs=1e-3) and high == 1.0
    assert wilson(0, 5)[0] == 0.0


def test_percentile_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 50) == 50.0 and percentile(values, 95) == 95.0
    assert percentile([], 50) is None


def test_equivalent_pairs_promote_and_per_class_rates() -> None:
    data = pairs(40) + pairs(20, request_class="long_horizon")
    data = [replace(p, request_id=f"{p.request_class}{p.request_id}") for p in data]
    report = build_report(RUN, data)
    assert report.verdict == "promote" and report.reasons == []
    assert set(report.by_request_class) == {"single_step", "long_horizon"}
    assert report.by_request_class["long_horizon"].pairs == 20 and report.overall.agreement.rate == 1.0
    assert report_json(report)["verdict"] == "promote"
    assert "verdict: PROMOTE" in format_text(report)


def test_hold_reasons_pairs_agreement_tools_latency_errors_cost() -> None:
    few = build_report(RUN, pairs(5))
    assert few.verdict == "inconclusive" and few.reasons[0] == "only 5 pairs, need 16 (min_pairs)"
    assert few.pairs_needed == 11
    half = pairs(20) + pairs(20, agree=False, reasons="text", similarity=0.1)
    half = [replace(p, request_id=f"h{i}") for i, p in enumerate(half)]
    held = build_report(RUN, half)
    assert held.verdict == "hold" and any("agreement upper bound" in r for r in held.reasons)
    assert "overall: agreement" in held.decided_by
    assert len(held.worst) == 5 and held.worst[0]["live"] == "live says"
    assert held.worst[0]["candidate"] == "candidate says" and held.worst[0]["failed"] == ["text_mismatch"]
    tools = build_report(RUN, pairs(30, tool_agree=True, tool_args_valid=True)
                         + [replace(p, request_id=f"t{i}") for i, p in
                            enumerate(pairs(20, tool_agree=False, tool_args_valid=False, agree=False,
                                            similarity=1.0))])
    assert tools.verdict == "hold" and any(r.startswith("tool agreement upper bound") for r in tools.reasons)
    # Ranked by what failed, not by text similarity: a broken tool call (similarity 1.0) comes first.
    assert tools.worst[0]["failed"][:2] == ["schema_violation", "tool_call_mismatch"]
    assert tools.failures["schema_violation"] == 20
    slow = build_report(RUN, pairs(30, candidate_latency_ms=200.0))
    assert slow.latency_ms.p50_change_pct == 100.0 and any("latency" in r for r in slow.reasons)
    assert slow.verdict == "hold"
    tiny = build_report(RUN, pairs(30, live_latency_ms=1.0, candidate_latency_ms=3.0))
    assert tiny.verdict == "promote"  # +200% but only 2 ms: below min_latency_delta_ms
    errors = build_report(RUN, pairs(30, candidate_error="boom", agree=False))
    assert any("error rate" in r for r in errors.reasons) and errors.worst[0]["failed"][0] == "candidate_error"
    cost_run = replace(RUN, thresholds=Thresholds(min_pairs=16, min_agreement=0.8, max_cost_increase_pct=10))
    pricey = build_report(cost_run, pairs(30, candidate_cost_micros=150))
    assert pricey.cost_change_pct == 50.0 and pricey.reasons == ["cost up 50.0% > 10.0% (max_cost_increase_pct)"]


def test_min_pairs_is_what_the_interval_test_needs() -> None:
    """At 95% confidence and a 0.95 threshold, 60 agreeing pairs of 60 cannot pass; the report says how many
    more are needed, and exactly that many more promote."""
    t = Thresholds()
    assert t.interval_pairs == {"min_agreement": 35, "min_tool_agreement": 73, "min_json_validity": 73}
    assert t.required_pairs == 35
    run = replace(RUN, thresholds=t)
    sixty = build_report(run, pairs(60, tool_agree=True, tool_args_valid=True))
    assert sixty.verdict == "inconclusive" and sixty.pairs_needed == 13, sixty.reasons
    assert "13 more agreeing tool pairs needed" in sixty.reasons[0]
    enough = build_report(run, pairs(73, tool_agree=True, tool_args_valid=True))
    assert enough.verdict == "promote", enough.reasons
    # A lower confidence needs fewer pairs; a min_pairs below the interval's need is a policy error.
    assert Thresholds(confidence=0.8).interval_pairs["min_tool_agreement"] == 32
    with pytest.raises(ValueError, match="a perfect run needs 35"):
        Thresholds(min_pairs=20)


def test_a_slice_that_is_clearly_worse_holds_and_stream_modes_stay_apart() -> None:
    good = pairs(40, streamed=False, live_ttft_ms=None, candidate_ttft_ms=None)
    bad = [replace(p, request_id=f"l{i}") for i, p in
           enumerate(pairs(20, request_class="long_horizon", agree=False, similarity=0.1, streamed=True,
                           live_ttft_ms=20.0, candidate_ttft_ms=200.0, live_latency_ms=400.0,
                           candidate_latency_ms=400.0))]
    report = build_report(RUN, good + bad, examples=2)
    assert report.verdict == "hold" and report.request_classes["long_horizon"].verdict == "hold"
    assert report.request_classes["single_step"].verdict == "promote"
    assert any(r.startswith("request_class long_horizon: agreement upper bound") for r in report.reasons)
    assert set(report.modes) == {"streamed", "non_streamed"}
    assert report.modes["non_streamed"].ttft_ms.live_p50 is None  # no first token compared for complete calls
    assert report.modes["streamed"].ttft_ms.candidate_p50 == 200.0
    assert any(r.startswith("streamed: p50 time to first token up") for r in report.reasons)
    assert len(report.worst) == 2 and "/v1/chat/completions" in report.endpoints
    text = format_text(report)
    assert "request_class long_horizon" in text and "-> hold" in text and "streamed" in text
