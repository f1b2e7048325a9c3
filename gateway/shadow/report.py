"""The shadow report of one run: agreement with Wilson intervals, deltas, worst pairs, and a verdict.

Pure over stored pairs (``build_report``), so the CLI, the admin API and the dashboard render the same
figures; ``load_report`` reads a run from the store. The verdict has three values: ``promote`` when every
rate's Wilson LOWER bound (at the policy's confidence) reaches its threshold with enough pairs and nothing
regressed, ``hold`` when a rate's UPPER bound is below its threshold (overall, or in one request class, endpoint or
stream mode) or latency, errors or cost regressed, and ``inconclusive`` otherwise, with the pairs still
needed. Each check names the threshold it applied, so a verdict says which one decided.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from gateway.policy.model import Thresholds
from gateway.shadow.runs import PairRecord, ShadowRun
from gateway.shadow.store import ShadowStore

Z95 = 1.959964
WORST = 5
ANSWER_CHARS = 400
LENGTH_CHANGE = 2.0  # completion tokens changed by this factor (either way) is a "large length change"
Verdict = Literal["promote", "hold", "inconclusive"]
Outcome = Literal["pass", "hold", "inconclusive"]
# What failed in a pair, most severe first: examples are ranked by it, not by text similarity.
FAILURES = ("candidate_error", "schema_violation", "tool_call_mismatch", "json_invalid", "finish_reason",
            "length_change", "text_mismatch")


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion; (0, 1) when there is no data."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n))) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def more_needed(successes: int, n: int, threshold: float, z: float) -> int:
    """The fewest further pairs, all agreeing, that lift the Wilson lower bound to ``threshold``."""
    if wilson(successes, n, z)[0] >= threshold:
        return 0
    high = 1
    while wilson(successes + high, n + high, z)[0] < threshold:
        high *= 2
        if high > 10_000_000:
            return high
    low = high // 2
    while low + 1 < high:
        mid = (low + high) // 2
        if wilson(successes + mid, n + mid, z)[0] >= threshold:
            high = mid
        else:
            low = mid
    return high


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


def rate(successes: int, n: int, z: float = Z95) -> Rate:
    low, high = wilson(successes, n, z)
    return Rate(successes, n, successes / n if n else None, round(low, 4), round(high, 4))


@dataclass(frozen=True, slots=True)
class Stats:
    """Measures over a set of pairs (one request class, endpoint, stream mode, or all)."""

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


def _stats(pairs: list[PairRecord], z: float = Z95) -> Stats:
    tools = [p for p in pairs if p.tool_agree is not None]
    asked = [p for p in pairs if p.json_asked]
    n = len(pairs)
    return Stats(
        pairs=n, agreement=rate(sum(p.agree for p in pairs), n, z), exact=rate(sum(p.exact for p in pairs), n, z),
        similarity_mean=round(sum(p.similarity for p in pairs) / n, 4) if n else None,
        tool_agreement=rate(sum(bool(p.tool_agree) for p in tools), len(tools), z),
        tool_args_valid=rate(sum(bool(p.tool_args_valid) for p in tools), len(tools), z),
        finish_agreement=rate(sum(p.finish_agree for p in pairs), n, z),
        live_json_valid=rate(sum(bool(p.live_json_valid) for p in asked), len(asked), z),
        candidate_json_valid=rate(sum(bool(p.candidate_json_valid) for p in asked), len(asked), z),
        live_errors=rate(sum(p.live_error is not None for p in pairs), n, z),
        candidate_errors=rate(sum(p.candidate_error is not None for p in pairs), n, z),
    )


@dataclass(frozen=True, slots=True)
class Delta:
    """Live vs candidate at p50 and p95, and the p50 change in percent."""

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
class Check:
    """One threshold applied to one scope: what was measured, and what it says about the verdict."""

    scope: str
    name: str
    threshold: float | None
    value: float | None
    outcome: Outcome
    text: str
    pairs_needed: int = 0


@dataclass(frozen=True, slots=True)
class Group:
    """One slice of a run (a request class, an endpoint, a stream mode) with its own checks and verdict."""

    stats: Stats
    latency_ms: Delta
    ttft_ms: Delta
    tokens_per_second: Delta
    verdict: Verdict
    checks: list[Check]


@dataclass(frozen=True, slots=True)
class Report:
    run: ShadowRun
    overall: Stats
    by_request_class: dict[str, Stats]
    latency_ms: Delta
    ttft_ms: Delta
    tokens_live: int
    tokens_candidate: int
    cost_live_micros: int
    cost_candidate_micros: int
    cost_change_pct: float | None
    worst: list[dict[str, Any]]
    verdict: Verdict
    reasons: list[str]
    checks: list[Check] = field(default_factory=list)
    decided_by: list[str] = field(default_factory=list)
    pairs_needed: int = 0
    required_pairs: int = 0
    interval_pairs: dict[str, int] = field(default_factory=dict)
    request_classes: dict[str, Group] = field(default_factory=dict)
    endpoints: dict[str, Group] = field(default_factory=dict)
    modes: dict[str, Group] = field(default_factory=dict)
    failures: dict[str, int] = field(default_factory=dict)


RATE_CHECKS: tuple[tuple[str, str, str, Callable[[Stats], Rate]], ...] = (
    ("agreement", "min_agreement", "pairs", lambda s: s.agreement),
    ("tool_agreement", "min_tool_agreement", "tool pairs", lambda s: s.tool_agreement),
    ("json_validity", "min_json_validity", "JSON pairs", lambda s: s.candidate_json_valid),
)


def _rate_checks(scope: str, s: Stats, t: Thresholds) -> list[Check]:
    out = []
    for name, key, unit, pick in RATE_CHECKS:
        r, threshold = pick(s), float(getattr(t, key))
        label = name.replace("_", " ")
        if r.n == 0:
            if name == "agreement":
                need = t.needed_for(key)
                out.append(Check(scope, name, threshold, None, "inconclusive", f"no pairs yet, need {need}", need))
            continue
        if r.low >= threshold:
            out.append(Check(scope, name, threshold, r.low, "pass",
                             f"{label} lower bound {r.low:.3f} >= {threshold} ({key})"))
        elif r.high < threshold:
            out.append(Check(scope, name, threshold, r.high, "hold",
                             f"{label} upper bound {r.high:.3f} < {threshold} ({key})"))
        else:
            need = more_needed(r.successes, r.n, threshold, t.z)
            out.append(Check(scope, name, threshold, r.low, "inconclusive",
                             f"{label} lower bound {r.low:.3f} < {threshold} ({key}) with {r.n} {unit}: "
                             f"{need} more agreeing {unit} needed", need))
    return out


def _regression_checks(scope: str, pairs: list[PairRecord], s: Stats, latency: Delta, ttft: Delta,
                       cost_pct: float | None, t: Thresholds) -> list[Check]:
    """Errors, latency and cost: point estimates, so they only hold once the run has its minimum pairs."""
    enough = s.pairs >= t.required_pairs
    out: list[Check] = []

    def add(name: str, threshold: float, value: float, bad: bool, text: str) -> None:
        outcome: Outcome = "pass" if not bad else ("hold" if enough else "inconclusive")
        more = 0 if outcome != "inconclusive" else t.required_pairs - s.pairs
        out.append(Check(scope, name, threshold, value, outcome, text if bad else f"{name} ok", more))

    extra_errors = (s.candidate_errors.rate or 0.0) - (s.live_errors.rate or 0.0)
    add("error_rate", t.max_error_rate_increase, round(extra_errors, 4), extra_errors > t.max_error_rate_increase,
        f"error rate up {extra_errors:.3f} > {t.max_error_rate_increase} (max_error_rate_increase)")
    for name, d in (("latency_p50", latency), ("ttft_p50", ttft)):
        if d.p50_change_pct is None or d.live_p50 is None or d.candidate_p50 is None:
            continue
        slower = d.p50_change_pct > t.max_latency_regression_pct and \
            d.candidate_p50 - d.live_p50 >= t.min_latency_delta_ms
        what = "p50 latency" if name == "latency_p50" else "p50 time to first token"
        add(name, t.max_latency_regression_pct, d.p50_change_pct, slower,
            f"{what} up {d.p50_change_pct:.1f}% > {t.max_latency_regression_pct}% (max_latency_regression_pct)")
    if t.max_cost_increase_pct is not None and cost_pct is not None:
        add("cost", t.max_cost_increase_pct, cost_pct, cost_pct > t.max_cost_increase_pct,
            f"cost up {cost_pct:.1f}% > {t.max_cost_increase_pct}% (max_cost_increase_pct)")
    del pairs
    return out


def _latencies(pairs: list[PairRecord]) -> tuple[Delta, Delta, Delta]:
    """Total latency, time to first token and output speed: first tokens and speeds only where both sides
    streamed, so a complete answer's total time is never compared with a stream's first token."""
    both = [p for p in pairs if p.live_ttft_ms is not None and p.candidate_ttft_ms is not None
            and (p.streamed is None or p.streamed)]
    latency = _delta([p.live_latency_ms for p in pairs], [p.candidate_latency_ms for p in pairs])
    ttft = _delta([p.live_ttft_ms for p in both if p.live_ttft_ms is not None],
                  [p.candidate_ttft_ms for p in both if p.candidate_ttft_ms is not None])
    speeds = [p for p in pairs if p.live_tps is not None and p.candidate_tps is not None]
    tps = _delta([p.live_tps for p in speeds if p.live_tps is not None],
                 [p.candidate_tps for p in speeds if p.candidate_tps is not None])
    return latency, ttft, tps


def _cost(pairs: list[PairRecord]) -> tuple[int, int, float | None]:
    priced = [p for p in pairs if p.live_cost_micros is not None and p.candidate_cost_micros is not None]
    live_cost = sum(p.live_cost_micros or 0 for p in priced)
    cand_cost = sum(p.candidate_cost_micros or 0 for p in priced)
    return live_cost, cand_cost, (round((cand_cost - live_cost) / live_cost * 100, 2) if live_cost else None)


def _verdict_of(checks: list[Check]) -> Verdict:
    if any(c.outcome == "hold" for c in checks):
        return "hold"
    if any(c.outcome == "inconclusive" for c in checks):
        return "inconclusive"
    return "promote"


def _group(scope: str, pairs: list[PairRecord], t: Thresholds, latency_checks: bool) -> Group:
    s = _stats(pairs, t.z)
    latency, ttft, tps = _latencies(pairs)
    checks = []
    if s.pairs < t.required_pairs:
        checks.append(Check(scope, "pairs", t.required_pairs, s.pairs, "inconclusive",
                            f"only {s.pairs} pairs, need {t.required_pairs} (min_pairs)", t.required_pairs - s.pairs))
    checks += _rate_checks(scope, s, t)
    if latency_checks:
        checks += [c for c in _regression_checks(scope, pairs, s, latency, ttft, None, t)
                   if c.name in ("latency_p50", "ttft_p50")]
    return Group(s, latency, ttft, tps, _verdict_of(checks), checks)


def failures_of(p: PairRecord) -> list[str]:
    """What failed in one pair, most severe first (empty: nothing worth showing)."""
    found = []
    if p.candidate_error is not None and p.live_error is None:
        found.append("candidate_error")
    if p.tool_args_valid is False:
        found.append("schema_violation")
    if p.tool_agree is False:
        found.append("tool_call_mismatch")
    if p.json_asked and p.candidate_json_valid is False and p.live_json_valid is not False:
        found.append("json_invalid")
    if not p.finish_agree:
        found.append("finish_reason")
    live_n = p.live_completion_tokens if p.live_completion_tokens is not None else p.live_tokens
    cand_n = p.candidate_completion_tokens if p.candidate_completion_tokens is not None else p.candidate_tokens
    if live_n > 0 and cand_n > 0 and max(live_n / cand_n, cand_n / live_n) >= LENGTH_CHANGE:
        found.append("length_change")
    if not p.agree and not found:
        found.append("text_mismatch")
    return found


def _worst(pairs: list[PairRecord], limit: int) -> list[dict[str, Any]]:
    bad = [(failures_of(p), p) for p in pairs]
    ranked = sorted(((f, p) for f, p in bad if f), key=lambda fp: (FAILURES.index(fp[0][0]), fp[1].similarity,
                                                                    fp[1].ts))[:max(0, limit)]
    return [
        {"request_id": p.request_id, "request_class": p.request_class, "endpoint": p.endpoint, "streamed": p.streamed,
         "team": p.team, "failed": f, "reasons": p.reasons, "similarity": p.similarity,
         "live": p.live_answer[:ANSWER_CHARS], "candidate": p.candidate_answer[:ANSWER_CHARS],
         "prompt": (p.prompt or None)}
        for f, p in ranked
    ]


def _split(pairs: list[PairRecord], key: Callable[[PairRecord], str]) -> dict[str, list[PairRecord]]:
    out: dict[str, list[PairRecord]] = {}
    for p in pairs:
        out.setdefault(key(p), []).append(p)
    return dict(sorted(out.items()))


def _mode(p: PairRecord) -> str:
    return "unknown" if p.streamed is None else ("streamed" if p.streamed else "non_streamed")


def build_report(run: ShadowRun, pairs: list[PairRecord], thresholds: Thresholds | None = None,
                 examples: int = WORST) -> Report:
    t = thresholds or run.thresholds
    overall = _stats(pairs, t.z)
    latency, ttft, _ = _latencies(pairs)
    live_cost, cand_cost, cost_pct = _cost(pairs)
    request_classes = {
        c: _group(f"request_class {c}", ps, t, False)
        for c, ps in _split(pairs, lambda p: p.request_class or "none").items()
    }
    endpoints = {e: _group(f"endpoint {e}", ps, t, False) for e, ps in _split(pairs, lambda p: p.endpoint).items()}
    modes = {m: _group(m, ps, t, True) for m, ps in _split(pairs, _mode).items()}
    checks: list[Check] = []
    if overall.pairs < t.required_pairs:
        checks.append(Check("overall", "pairs", t.required_pairs, overall.pairs, "inconclusive",
                            f"only {overall.pairs} pairs, need {t.required_pairs} (min_pairs)",
                            t.required_pairs - overall.pairs))
    checks += _rate_checks("overall", overall, t)
    # Latency is judged per stream mode (like with like); errors and cost over the whole run.
    checks += [c for c in _regression_checks("overall", pairs, overall, latency, ttft, cost_pct, t)
               if c.name in ("error_rate", "cost")]
    for group in (*request_classes.values(), *endpoints.values(), *modes.values()):
        # A slice that is clearly worse holds the run; a slice short of pairs does not block it. A slice
        # that is the whole run repeats the overall rate checks, so only its latency checks are added.
        whole = group.stats.pairs == overall.pairs
        checks += [c for c in group.checks if (c.outcome == "hold" and not whole and c.name != "pairs") or
                   (c.name in ("latency_p50", "ttft_p50") and c.outcome != "pass")]
    checks.sort(key=lambda c: {"hold": 0, "inconclusive": 1, "pass": 2}[c.outcome])
    verdict = _verdict_of(checks)
    deciding = [c for c in checks if c.outcome == ("pass" if verdict == "promote" else verdict)]
    needed = max((c.pairs_needed for c in checks if c.outcome == "inconclusive"), default=0)
    failures = {name: 0 for name in FAILURES}
    for p in pairs:
        for name in failures_of(p):
            failures[name] += 1
    return Report(
        run=run, overall=overall, by_request_class={c: g.stats for c, g in request_classes.items()},
        latency_ms=latency, ttft_ms=ttft, tokens_live=sum(p.live_tokens for p in pairs),
        tokens_candidate=sum(p.candidate_tokens for p in pairs), cost_live_micros=live_cost,
        cost_candidate_micros=cand_cost, cost_change_pct=cost_pct, worst=_worst(pairs, examples),
        verdict=verdict, reasons=[c.text if c.scope == "overall" else f"{c.scope}: {c.text}"
                                  for c in checks if c.outcome != "pass"],
        checks=checks, decided_by=[f"{c.scope}: {c.name}" for c in deciding],
        pairs_needed=needed if verdict == "inconclusive" else 0, required_pairs=t.required_pairs,
        interval_pairs=t.interval_pairs, request_classes=request_classes, endpoints=endpoints, modes=modes,
        failures={k: v for k, v in failures.items() if v},
    )


async def load_report(store: ShadowStore, run_id: str, thresholds: Thresholds | None = None,
                      examples: int = WORST) -> Report | None:
    run = await store.get_run(run_id)
    if run is None:
        return None
    return build_report(run, await store.pairs(run_id), thresholds, examples)


def report_json(report: Report) -> dict[str, Any]:
    """A JSON-ready dict (admin API, dashboard panel, ``--format json``)."""
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
    r, o, t = report.run, report.overall, report.run.thresholds
    verdict = f"verdict: {report.verdict.upper()}" + (f" ({'; '.join(report.reasons)})" if report.reasons else "")
    if report.verdict == "inconclusive":
        verdict += f"\npairs still needed: {report.pairs_needed}"
    needs = ", ".join(f"{k} {v}" for k, v in report.interval_pairs.items())
    lines = [
        f"shadow run {r.id} ({r.trigger}, {r.status}) {r.model}/{r.version}: "
        f"{r.live_weights} -> {r.candidate_weights}",
        *([f"opened by: {r.detail['opened_by']}"] if r.detail.get("opened_by") else []),
        *([f"closed by: {r.detail['closed_by']}"] if r.detail.get("closed_by") else []),
        verdict,
        f"decided by: {', '.join(report.decided_by) or '-'}",
        f"pairs: {o.pairs} (min_pairs {report.required_pairs}; a perfect run passes at {t.confidence:.0%} "
        f"confidence from: {needs})",
        f"agreement         {_pct(o.agreement)}",
    ]
    slices = (("request_class", report.request_classes), ("endpoint", report.endpoints), ("mode", report.modes))
    for title, groups in slices:
        for name, g in groups.items():
            lines.append(f"  {title} {name:<22} {_pct(g.stats.agreement)} tools {_pct(g.stats.tool_agreement)} "
                         f"-> {g.verdict}")
    lines += [
        f"exact match       {_pct(o.exact)}",
        f"tool agreement    {_pct(o.tool_agreement)}",
        f"tool args valid   {_pct(o.tool_args_valid)}",
        f"finish agreement  {_pct(o.finish_agreement)}",
        f"JSON valid (cand) {_pct(o.candidate_json_valid)}",
        f"errors live/cand  {o.live_errors.successes}/{o.candidate_errors.successes}",
    ]
    for name, g in report.modes.items():
        lines.append(f"{name:<17} latency p50 ms {_ms(g.latency_ms.live_p50)} -> {_ms(g.latency_ms.candidate_p50)}"
                     f", ttft p50 ms {_ms(g.ttft_ms.live_p50)} -> {_ms(g.ttft_ms.candidate_p50)}"
                     f", tokens/s p50 {_ms(g.tokens_per_second.live_p50)} -> "
                     f"{_ms(g.tokens_per_second.candidate_p50)}")
    lines += [
        f"tokens            {report.tokens_live} -> {report.tokens_candidate}",
        f"cost USD          {report.cost_live_micros / 1e6:.6f} -> {report.cost_candidate_micros / 1e6:.6f}",
        f"failures          {', '.join(f'{k} {v}' for k, v in report.failures.items()) or 'none'}",
    ]
    for w in report.worst:
        lines += [f"-- {w['request_id']} ({w['request_class']}, {w['endpoint']}, failed: {', '.join(w['failed'])})",
                  *([f"   prompt:    {w['prompt'][:200]}"] if w["prompt"] else []),
                  f"   live:      {w['live'][:200]}", f"   candidate: {w['candidate'][:200]}"]
    return "\n".join(lines)
