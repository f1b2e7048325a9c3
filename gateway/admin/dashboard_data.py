"""The one JSON document the dashboard renders: every figure on the page comes from the same reports the
finance endpoints serve (spend, budgets, forecast, outcomes, routing cost), with the same period, team and
filters, so the page, its downloads and `/admin/reports/*` cannot drift apart.

Money stays in integer micro-dollars; the page formats it itself with integer arithmetic.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import urlencode

from gateway.admin.context import ReportContext
from gateway.admin.render import budgets_doc, forecast_doc, outcomes_doc, routing_cost_doc
from gateway.reports import Period, Report, SpendRow, parse_period, spend_report
from gateway.reports.forecast import METHOD as FORECAST_METHOD
from gateway.reports.forecast import month_end_forecast
from gateway.reports.outcomes import outcomes
from gateway.reports.periods import previous_period
from gateway.reports.routing_cost import routing_cost

MAX_DAYS = 400
TOP = 10
# The dimensions the page can filter on, in the order it shows them (team is the scope, checked apart).
FILTER_DIMS = ("model", "version", "key", "person")
CSV_BY = "team,model,version,person"


def _money(row: SpendRow) -> dict[str, Any]:
    return {
        "requests": row.requests, "attempts": row.attempts,
        "prompt_tokens": row.prompt_tokens, "completion_tokens": row.completion_tokens,
        "cost_micros": row.cost_micros, "unpriced_attempts": row.unpriced_attempts,
        "standard_cost_micros": row.standard_cost_micros, "savings_micros": row.savings_micros,
        "shadow_attempts": row.shadow_attempts, "shadow_cost_micros": row.shadow_cost_micros,
        "escalated_requests": row.escalated_requests, "escalated_cost_micros": row.escalated_cost_micros,
    }  # fmt: skip


def _rows(report: Report, *names: str) -> list[dict[str, Any]]:
    return [dict(zip(names, row.dims, strict=True)) | _money(row) for row in report.rows]


def _days(span: Period) -> list[str]:
    days: list[str] = []
    day = span.start.astimezone(UTC).date()
    while datetime(day.year, day.month, day.day, tzinfo=UTC) < span.end and len(days) < MAX_DAYS:
        days.append(day.isoformat())
        day += timedelta(days=1)
    return days


def default_period(now: datetime | None = None) -> str:
    return (now or datetime.now(UTC)).strftime("%Y-%m")


def filters_of(query: Mapping[str, str]) -> dict[str, str]:
    """The dashboard's filters present in a query string (empty values mean "any")."""
    return {k: query[k] for k in FILTER_DIMS if query.get(k)}


def _top(report: Report) -> list[SpendRow]:
    return sorted(report.rows, key=lambda r: (-r.cost_micros, -r.requests, r.dims[-1] or ""))[:TOP]


def downloads(period: str, team: str | None, where: Mapping[str, str]) -> dict[str, str]:
    """Report URLs holding exactly what the page shows (same period, team and filters)."""
    base = {"period": period, **({"team": team} if team else {}), **where}
    return {
        "csv": "/admin/reports/spend?" + urlencode({**base, "by": CSV_BY, "format": "csv"}),
        "focus": "/admin/reports/focus?" + urlencode(base),
        "routing_cost": "/admin/reports/routing-cost?" + urlencode(base),
    }


async def dashboard_data(
    ctx: ReportContext, period: str, team: str | None, shadow_runs: list[dict[str, Any]] | None = None,
    where: Mapping[str, str] | None = None, now: datetime | None = None,
) -> dict[str, Any]:
    """Everything the page shows for `period`, restricted to `team` when given (a team key's view) and to
    the entries matching `where` (model, version, key, person)."""
    at = now or datetime.now(UTC)
    span = parse_period(period)
    before = previous_period(span)
    filters = dict(where or {})
    standard = ctx.standard_price_for()

    async def report(*by: str, over: Period = span) -> Report:
        return await spend_report(ctx.store, over, by, team, standard, filters)

    by_team = await report("team")
    previous = await report("team", over=before)
    by_day = await report("day", "team")
    mix = await report("request_class", "version")
    people = await report("person")
    clients = await report("client")
    keys = await report("key")
    models = await report("model", "version")
    tasks = await report("team", "task")
    detail = await report("team", "model", "version")
    teams = [team] if team else sorted({*ctx.teams(), *(r.dims[0] for r in by_team.rows if r.dims[0])})
    uses = await ctx.budgets(teams)
    seen = await ctx.store.aggregate(span.start, span.end, ("model", "version", "key", "person"), team)
    options = {d: sorted({str(a.dims[i]) for a in seen if a.dims[i] is not None} | ({filters[d]} if d in filters
                                                                                     else set()))
               for i, d in enumerate(("model", "version", "key", "person"))}
    return {
        "options": options,
        "period": {"label": span.label, "start": span.start.isoformat(), "end": span.end.isoformat()},
        "previous": {"label": before.label, "start": before.start.isoformat(), "end": before.end.isoformat(),
                     "totals": _money(previous.totals)},
        "team": team,
        "filters": filters,
        "currency": "USD",
        "generated_at": at.isoformat(),
        "totals": _money(by_team.totals),
        "notes": by_team.notes,
        "days": _days(span),
        "teams": _rows(by_team, "team"),
        "spend_by_day": _rows(by_day, "day", "team"),
        "route_mix": _rows(mix, "request_class", "version"),
        "people": [{"person": r.dims[0]} | _money(r) for r in _top(people)],
        "clients": [{"client": r.dims[0] or "(none)"} | _money(r) for r in
                    sorted(clients.rows, key=lambda r: (-r.requests, -r.cost_micros, r.dims[0] or ""))[:TOP]],
        "keys": [{"key": r.dims[0]} | _money(r) for r in _top(keys)],
        "models": _rows(models, "model", "version"),
        "tasks": [{"team": r.dims[0], "task": r.dims[1]} | _money(r) for r in _top(tasks) if r.dims[1]],
        "unpriced": [r for r in _rows(detail, "team", "model", "version") if r["unpriced_attempts"]],
        "budgets": budgets_doc(uses)["teams"],
        "forecast": {"method": FORECAST_METHOD, "teams": forecast_doc([month_end_forecast(u, at) for u in uses])},
        "outcomes": outcomes_doc(await outcomes(ctx.store, span, team, filters)),
        "routing_cost": routing_cost_doc(await routing_cost(ctx.store, span, team, filters)),
        "downloads": downloads(span.label, team, filters),
        "shadow_runs": shadow_runs or [],
    }
