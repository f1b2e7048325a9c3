"""Budgets and task timelines as JSON documents and plain-text tables (HTTP and CLI print the same).

Money goes out as integer micro-dollars plus exact 6-decimal dollar strings in JSON, and to the cent in
tables; an unpriced amount is never shown as $0.00.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import orjson

from gateway.admin.formats import FORMATS as FORMATS
from gateway.reports import BudgetUse, Timeline
from gateway.reports.forecast import Forecast
from gateway.reports.money import UNPRICED, cents, dollars6
from gateway.reports.outcomes import TeamOutcomes
from gateway.reports.routing_cost import METHOD as ROUTING_METHOD
from gateway.reports.routing_cost import PERCENTILES, UnitCosts


def parse_by(text: str | None, default: str = "team") -> tuple[str, ...]:
    """`team,model` -> ("team", "model"); dimension names are checked by the report itself."""
    parts = tuple(p.strip() for p in (text or default).split(",") if p.strip())
    if not parts:
        raise ValueError("'by' needs at least one dimension, e.g. by=team,model")
    if len(set(parts)) != len(parts):
        raise ValueError(f"'by' repeats a dimension: {','.join(parts)}")
    return parts


def parse_format(text: str | None, allowed: Sequence[str] = FORMATS) -> str:
    value = (text or "json").strip().lower()
    if value not in allowed:
        raise ValueError(f"unknown format {text!r}; choose from {', '.join(allowed)}")
    return value


def _opt6(micros: int | None) -> str | None:
    return None if micros is None else dollars6(micros)


def budgets_doc(uses: Sequence[BudgetUse]) -> dict[str, Any]:
    teams = []
    for use in uses:
        periods = []
        for p in use.periods:
            periods.append({
                "name": p.name, "label": p.period.label,
                "start": p.period.start.isoformat(), "end": p.period.end.isoformat(),
                "budget_micros": p.budget_micros, "budget_usd": _opt6(p.budget_micros),
                "spent_micros": p.spent_micros, "spent_usd": dollars6(p.spent_micros),
                "remaining_micros": p.remaining_micros, "remaining_usd": _opt6(p.remaining_micros),
                "fraction_used": p.fraction_used, "exhausted": p.exhausted,
                "unpriced_attempts": p.unpriced_attempts,
            })  # fmt: skip
        teams.append({"team": use.team, "tz": use.tz, "periods": periods})
    return {"currency": "USD", "teams": teams}


def budgets_table(uses: Sequence[BudgetUse]) -> str:
    head = ["team", "period", "tz", "budget", "spent", "remaining", "used", "unpriced"]
    rows = []
    for use in uses:
        for p in use.periods:
            used = "-" if p.fraction_used is None else f"{p.fraction_used:.1%}"
            rows.append([
                use.team, f"{p.name} {p.period.label}", use.tz,
                "none" if p.budget_micros is None else cents(p.budget_micros), cents(p.spent_micros),
                "-" if p.remaining_micros is None else cents(p.remaining_micros),
                used + (" EXHAUSTED" if p.exhausted else ""), str(p.unpriced_attempts),
            ])  # fmt: skip
    return "Budget use (ledger)\n" + _table(head, rows, left=3)


def timeline_doc(timeline: Timeline) -> dict[str, Any]:
    steps = []
    for s in timeline.steps:
        steps.append({
            "index": s.index, "ts": s.ts.isoformat(), "request_id": s.request_id, "attempt": s.attempt,
            "version": s.version, "upstream_model": s.upstream_model, "request_class": s.request_class,
            "prompt_tokens": s.prompt_tokens, "cached_tokens": s.cached_tokens,
            "completion_tokens": s.completion_tokens,
            "cost_micros": s.cost_micros, "cost_usd": _opt6(s.cost_micros),
            "running_total_micros": s.running_total_micros,
            "running_total_usd": dollars6(s.running_total_micros),
            "latency_ms": s.latency_ms, "ttft_ms": s.ttft_ms, "outcome": s.outcome,
            "status_code": s.status_code, "marker": s.marker,
        })  # fmt: skip
    return {
        "task_id": timeline.task_id, "team": timeline.team, "currency": "USD", "steps": steps,
        "total_micros": timeline.total_micros, "total_usd": dollars6(timeline.total_micros),
        "unpriced_steps": timeline.unpriced_steps, "complete": timeline.complete,
        "first_failure": timeline.first_failure, "limit_cut": timeline.limit_cut,
    }  # fmt: skip


def timeline_table(timeline: Timeline) -> str:
    head = ["#", "time (UTC)", "version", "request_class", "prompt", "completion", "cost", "running", "latency",
            "outcome", "mark"]  # fmt: skip
    rows = []
    for s in timeline.steps:
        mark = {"first_failure": "<< first failure", "limit_cut": "<< cut by limit"}.get(s.marker or "", "")
        rows.append([
            str(s.index + 1), s.ts.strftime("%Y-%m-%d %H:%M:%S"), s.version, s.request_class or "-",
            f"{s.prompt_tokens:,}", f"{s.completion_tokens:,}",
            UNPRICED if s.cost_micros is None else cents(s.cost_micros), cents(s.running_total_micros),
            f"{s.latency_ms:,.0f} ms", s.outcome, mark,
        ])  # fmt: skip
    total = cents(timeline.total_micros)
    if not timeline.complete:
        total += f" +{timeline.unpriced_steps} {UNPRICED} step(s)"
    title = f"Task {timeline.task_id}" + (f" (team {timeline.team})" if timeline.team else "")
    return f"{title}\n{_table(head, rows, left=4)}total: {total} over {len(timeline.steps)} step(s)\n"


def _table(head: list[str], rows: list[list[str]], left: int) -> str:
    """Columns before `left` are left-aligned (names), the rest right-aligned (figures)."""
    widths = [max([len(head[i]), *(len(r[i]) for r in rows)]) for i in range(len(head))]

    def fmt(cells: list[str]) -> str:
        return "  ".join(c.ljust(widths[i]) if i < left else c.rjust(widths[i]) for i, c in enumerate(cells))

    lines = [fmt(head), "  ".join("-" * w for w in widths), *(fmt(r) for r in rows)]
    return "\n".join(line.rstrip() for line in lines) + "\n"


def dumps(doc: Any) -> str:
    return orjson.dumps(doc, option=orjson.OPT_INDENT_2).decode()


def forecast_doc(forecasts: Sequence[Forecast]) -> list[dict[str, Any]]:
    return [{
        "team": f.team, "tz": f.tz, "month": f.month, "spent_micros": f.spent_micros,
        "budget_micros": f.budget_micros, "forecast_micros": f.forecast_micros,
        "elapsed_seconds": f.elapsed_seconds, "month_seconds": f.month_seconds,
        "over_budget": f.over_budget, "unpriced_attempts": f.unpriced_attempts,
    } for f in forecasts]  # fmt: skip


def outcomes_doc(rows: Sequence[TeamOutcomes]) -> list[dict[str, Any]]:
    """Denials listed most frequent limit first."""
    return [{"team": r.team, "attempts": r.attempts, "denials": r.denials,
             "denied": dict(sorted(r.denied.items(), key=lambda kv: (-kv[1], kv[0]))),
             "escalated_requests": r.escalated_requests} for r in rows]


def routing_cost_doc(groups: Sequence[UnitCosts]) -> dict[str, Any]:
    return {
        "method": ROUTING_METHOD,
        "groups": [{
            "kind": g.kind, "request_class": g.request_class, "version": g.version, "units": g.units,
            "unpriced_units": g.unpriced_units, "steps": g.steps, "total_micros": g.total_micros,
            "mean_micros": g.mean_micros, **{f"p{p}_micros": v for p, v in g.percentiles.items()},
        } for g in groups],
    }  # fmt: skip


def routing_cost_table(groups: Sequence[UnitCosts]) -> str:
    """Cost per task and per single request, to the tenth of a cent (unit costs are often under a cent)."""
    head = ["unit", "request_class", "version", "units", "steps", "mean", *(f"p{p}" for p in PERCENTILES), "unpriced"]
    rows = [[
        g.kind, g.request_class or "-", g.version, str(g.units), str(g.steps), _milli(g.mean_micros),
        *(_milli(g.percentiles[p]) for p in PERCENTILES), str(g.unpriced_units),
    ] for g in groups]  # fmt: skip
    return _table(head, rows, 3) + f"{ROUTING_METHOD}\n"


def _milli(micros: int | None) -> str:
    if micros is None:
        return "-"
    whole, frac = divmod((micros + 50) // 100, 10_000)  # half up to a hundredth of a cent
    return f"${whole:,}.{frac:04d}"
