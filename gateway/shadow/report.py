"""The shadow report of one run: agreement with Wilson intervals, deltas, worst pairs, and a verdict.

Pure over stored pairs (``build_report``), so the CLI, the admin API and the dashboard render the same
figures; ``load_report`` reads a run from the store. Rates gate the verdict through their Wilson 95% LOWER
bound: 20 agreeing pairs out of 20 is not yet proof of 95% agreement.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any, Literal

from gateway.shadow.config import Thresholds
from gateway.shadow.runs import PairRecord, ShadowRun
from gateway.shadow.store import ShadowStore

Z95 = 1.959964
WORST = 5
ANSWER_CHARS = 400


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion; (0, 1) when there is no data."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float | None:
    """Nearest-rank percentile (q in [0, 100]); None for no data."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


@dataclass(frozen=True, slots=True)
class Rate:
    successes: int
    n: int
    rate: float | None
    low: float
    high: float


def rate(successes: int, n: int) -> Rate:
    low, high = wilson(successes, n)
    return Rate(successes, n, successes / n if n else None, round(low, 4), round(high, 4))


@dataclass(frozen=True, slots=True)
class Stats:
    """Measures over a set of pairs (one class, or all)."""

    pairs: int
    agreement: Rate
    exact: Rate
    similarity_mean: float | None
    tool_agreement: Rate
    tool_args_valid: Rate
    finish_agreement: Rate
    live_json_valid: Rate
    candidate_json_valid: Rate
    live_errors: Rate
    candidate_errors: Rate


def _stats(pairs: list[PairRecord]) -> Stats:
    tools = [p for p in pairs if p.tool_agree is not None]
    asked = [p for p in pairs if p.json_asked]
    n = len(pairs)
    return Stats(
        pairs=n, agreement=rate(sum(p.agree for p in pairs), n), exact=rate(sum(p.exact for p in pairs), n),
        similarity_mean=round(sum(p.similarity for p in pairs) / n, 4) if n else None,
        tool_agreement=rate(sum(bool(p.tool_agree) for p in tools), len(tools)),
        tool_args_valid=rate(sum(bool(p.tool_args_valid) for p in tools), len(tools)),
        finish_agreement=rate(sum(p.finish_agree for p in pairs), n),
        live_json_valid=rate(sum(bool(p.live_json_valid) for p in asked), len(asked)),
        candidate_json_valid=rate(sum(bool(p.candidate_json_valid) for p in asked), len(asked)),
        live_errors=rate(sum(p.live_error is not None for p in pairs), n),
        candidate_errors=rate(sum(p.candidate_error is not None for p in pairs), n),
    )


@dataclass(frozen=True, slots=True)
class Delta:
    """Live vs candidate at p50 and p95 (ms), and the p50 change in percent."""

    live_p50: float | None
    candidate_p50: float | None
    live_p95: float | None
    candidate_p95: float | None
    p50_change_pct: float | None


def _delta(live: list[float], cand: list[float]) -> Delta:
    lp50, cp50 = percentile(live, 50), percentile(cand, 50)
    change = None if lp50 is None or cp50 is None or lp50 <= 0 else round((cp50 - lp50) / lp50 * 100, 2)
    return Delta(lp50, cp50, percentile(live, 95), percentile(cand, 95), change)


@dataclass(frozen=True, slots=True)
class Report:
    run: ShadowRun
    overall: Stats
    by_class: dict[str, Stats]
    latency_ms: Delta
    ttft_ms: Delta
    tokens_live: int
    tokens_candidate: int
    cost_live_micros: int
    cost_candidate_micros: int
    cost_change_pct: float | None
    worst: list[dict[str, Any]]
    verdict: Literal["promote", "hold"]
    reasons: list[str]


def _verdict(s: Stats, latency: Delta, cost_pct: float | None, t: Thresholds) -> list[str]:
    """Reasons to hold; none means promote."""
    why: list[str] = []
    if s.pairs < t.min_pairs:
        why.append(f"only {s.pairs} pairs, need {t.min_pairs}")
    if s.pairs and s.agreement.low < t.min_agreement:
        why.append(f"agreement lower bound {s.agreement.low:.3f} < {t.min_agreement}")
    if s.tool_agreement.n and s.tool_agreement.low < t.min_tool_agreement:
        why.append(f"tool agreement lower bound {s.tool_agreement.low:.3f} < {t.min_tool_agreement}")
    if s.candidate_json_valid.n and s.candidate_json_valid.low < t.min_json_validity:
        why.append(f"JSON validity lower bound {s.candidate_json_valid.low:.3f} < {t.min_json_validity}")
    extra_errors = (s.candidate_errors.rate or 0.0) - (s.live_errors.rate or 0.0)
    if extra_errors > t.max_error_rate_increase:
        why.append(f"error rate up {extra_errors:.3f} > {t.max_error_rate_increase}")
    if latency.p50_change_pct is not None and latency.p50_change_pct > t.max_latency_regression_pct:
        assert latency.live_p50 is not None and latency.candidate_p50 is not None
        if latency.candidate_p50 - latency.live_p50 >= t.min_latency_delta_ms:
            why.append(f"p50 latency up {latency.p50_change_pct:.1f}% > {t.max_latency_regression_pct}%")
    if t.max_cost_increase_pct is not None and cost_pct is not None and cost_pct > t.max_cost_increase_pct:
        why.append(f"cost up {cost_pct:.1f}% > {t.max_cost_increase_pct}%")
    return why


def _worst(pairs: list[PairRecord], limit: int) -> list[dict[str, Any]]:
    bad = sorted((p for p in pairs if not p.agree), key=lambda p: (p.similarity, p.ts))[:limit]
    return [
        {"request_id": p.request_id, "class": p.class_, "team": p.team, "reasons": p.reasons,
         "similarity": p.similarity, "live": p.live_answer[:ANSWER_CHARS],
         "candidate": p.candidate_answer[:ANSWER_CHARS], "prompt": (p.prompt or None)}
        for p in bad
    ]


def build_report(run: ShadowRun, pairs: list[PairRecord], thresholds: Thresholds | None = None) -> Report:
    t = thresholds or run.thresholds
    classes: dict[str, list[PairRecord]] = {}
    for p in pairs:
        classes.setdefault(p.class_ or "none", []).append(p)
    overall = _stats(pairs)
    latency = _delta([p.live_latency_ms for p in pairs], [p.candidate_latency_ms for p in pairs])
    ttft = _delta([p.live_ttft_ms for p in pairs if p.live_ttft_ms is not None],
                  [p.candidate_ttft_ms for p in pairs if p.candidate_ttft_ms is not None])
    priced = [p for p in pairs if p.live_cost_micros is not None and p.candidate_cost_micros is not None]
    live_cost = sum(p.live_cost_micros or 0 for p in priced)
    cand_cost = sum(p.candidate_cost_micros or 0 for p in priced)
    cost_pct = round((cand_cost - live_cost) / live_cost * 100, 2) if live_cost else None
    reasons = _verdict(overall, latency, cost_pct, t)
    return Report(
        run=run, overall=overall, by_class={c: _stats(ps) for c, ps in sorted(classes.items())},
        latency_ms=latency, ttft_ms=ttft, tokens_live=sum(p.live_tokens for p in pairs),
        tokens_candidate=sum(p.candidate_tokens for p in pairs), cost_live_micros=live_cost,
        cost_candidate_micros=cand_cost, cost_change_pct=cost_pct, worst=_worst(pairs, WORST),
        verdict="hold" if reasons else "promote", reasons=reasons,
    )


async def load_report(store: ShadowStore, run_id: str, thresholds: Thresholds | None = None) -> Report | None:
    run = await store.get_run(run_id)
    if run is None:
        return None
    return build_report(run, await store.pairs(run_id), thresholds)


def report_json(report: Report) -> dict[str, Any]:
    """A JSON-ready dict (admin API, dashboard panel)."""
    data = asdict(report)
    data["run"]["thresholds"] = report.run.thresholds.model_dump(mode="json")
    return data


def _pct(r: Rate) -> str:
    if r.rate is None:
        return "n/a"
    return f"{r.rate * 100:5.1f}% [{r.low * 100:.1f}, {r.high * 100:.1f}] (n={r.n})"


def _ms(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1f}"


def format_text(report: Report) -> str:
    """The CLI rendering."""
    r, o = report.run, report.overall
    lines = [
        f"shadow run {r.id} ({r.trigger}, {r.status}) {r.model}/{r.version}: "
        f"{r.live_weights} -> {r.candidate_weights}",
        f"verdict: {report.verdict.upper()}" + (f" ({'; '.join(report.reasons)})" if report.reasons else ""),
        f"pairs: {o.pairs}",
        f"agreement         {_pct(o.agreement)}",
    ]
    for name, s in report.by_class.items():
        lines.append(f"  {name:<15} {_pct(s.agreement)}")
    lines += [
        f"exact match       {_pct(o.exact)}",
        f"tool agreement    {_pct(o.tool_agreement)}",
        f"tool args valid   {_pct(o.tool_args_valid)}",
        f"finish agreement  {_pct(o.finish_agreement)}",
        f"JSON valid (cand) {_pct(o.candidate_json_valid)}",
        f"errors live/cand  {o.live_errors.successes}/{o.candidate_errors.successes}",
        f"latency p50 ms    {_ms(report.latency_ms.live_p50)} -> {_ms(report.latency_ms.candidate_p50)} "
        f"(p95 {_ms(report.latency_ms.live_p95)} -> {_ms(report.latency_ms.candidate_p95)})",
        f"ttft p50 ms       {_ms(report.ttft_ms.live_p50)} -> {_ms(report.ttft_ms.candidate_p50)}",
        f"tokens            {report.tokens_live} -> {report.tokens_candidate}",
        f"cost USD          {report.cost_live_micros / 1e6:.6f} -> {report.cost_candidate_micros / 1e6:.6f}",
    ]
    for w in report.worst:
        lines += [f"-- {w['request_id']} ({w['class']}, {w['reasons']}, similarity {w['similarity']})",
                  f"   live:      {w['live'][:200]}", f"   candidate: {w['candidate'][:200]}"]
    return "\n".join(lines)
