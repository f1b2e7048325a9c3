"""The one JSON document the dashboard renders: every figure on the page comes from the same spend reports
the finance endpoints serve, so the page and `/admin/reports/spend` cannot drift apart.

Money stays in integer micro-dollars; the page formats it to the cent itself with integer arithmetic.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from gateway.admin.context import ReportContext
from gateway.admin.render import budgets_doc
from gateway.reports import Period, Report, SpendRow, parse_period, spend_report

MAX_DAYS = 92
TOP_CLIENTS = 10


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


async def dashboard_data(
    ctx: ReportContext, period: str, team: str | None, shadow_runs: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """Everything the page shows for `period`, restricted to `team` when given (a team key's view)."""
    span = parse_period(period)
    standard = ctx.standard_price_for()

    async def report(*by: str) -> Report:
        return await spend_report(ctx.store, span, by, team, standard)

    by_team = await report("team")
    by_day = await report("day", "team")
    mix = await report("class", "version")
    clients = await report("client")
    detail = await report("team", "model", "version")
    top = sorted(clients.rows, key=lambda r: (-r.requests, -r.cost_micros, r.dims[0] or ""))[:TOP_CLIENTS]
    teams = [team] if team else sorted({*ctx.teams(), *(r.dims[0] for r in by_team.rows if r.dims[0])})
    return {
        "period": {"label": span.label, "start": span.start.isoformat(), "end": span.end.isoformat()},
        "team": team,
        "currency": "USD",
        "generated_at": datetime.now(UTC).isoformat(),
        "totals": _money(by_team.totals),
        "notes": by_team.notes,
        "days": _days(span),
        "teams": _rows(by_team, "team"),
        "spend_by_day": _rows(by_day, "day", "team"),
        "route_mix": _rows(mix, "class", "version"),
        "clients": [{"client": r.dims[0] or "(none)"} | _money(r) for r in top],
        "unpriced": [r for r in _rows(detail, "team", "model", "version") if r["unpriced_attempts"]],
        "budgets": budgets_doc(await ctx.budgets(teams))["teams"],
        "shadow_runs": shadow_runs or [],
    }
