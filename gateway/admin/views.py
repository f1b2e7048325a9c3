"""Each report rendered to text once, for both the HTTP routes and the CLI, so their output is identical.

Bad parameters raise ValueError with a message fit for the user; callers map it to 400 or exit status 2.
"""

from __future__ import annotations

from collections.abc import Mapping

from gateway.admin.context import ReportContext
from gateway.admin.render import (
    budgets_doc,
    budgets_table,
    dumps,
    parse_format,
    routing_cost_doc,
    routing_cost_table,
    timeline_doc,
    timeline_table,
)
from gateway.reports import (
    Timeline,
    focus_csv,
    format_csv,
    format_json,
    format_table,
    parse_period,
    spend_report,
    task_timeline,
)
from gateway.reports.routing_cost import routing_cost

MEDIA_TYPES = {
    "json": "application/json",
    "csv": "text/csv; charset=utf-8",
    "table": "text/plain; charset=utf-8",
}


async def spend_text(
    ctx: ReportContext, period: str, by: tuple[str, ...], fmt: str, team: str | None,
    where: Mapping[str, str] | None = None,
) -> str:
    span = parse_period(period)
    report = await spend_report(ctx.store, span, by, team, ctx.standard_price_for(), where)
    render = {"json": format_json, "csv": format_csv, "table": format_table}[fmt]
    return render(report)


async def focus_text(
    ctx: ReportContext, period: str, team: str | None, where: Mapping[str, str] | None = None
) -> str:
    return await focus_csv(ctx.store, parse_period(period), team, where=where)


async def routing_cost_text(
    ctx: ReportContext, period: str, team: str | None, fmt: str, where: Mapping[str, str] | None = None
) -> str:
    fmt = parse_format(fmt, ("json", "table"))
    groups = await routing_cost(ctx.store, parse_period(period), team, where)
    return dumps(routing_cost_doc(groups)) if fmt == "json" else routing_cost_table(groups)


async def budgets_text(ctx: ReportContext, team: str | None, fmt: str) -> str:
    fmt = parse_format(fmt, ("json", "table"))
    if team is not None and team not in ctx.loaded.policy.teams:
        raise ValueError(f"unknown team {team!r}")
    uses = await ctx.budgets([team] if team else ctx.teams())
    return dumps(budgets_doc(uses)) if fmt == "json" else budgets_table(uses)


async def timeline_text(ctx: ReportContext, task_id: str, team: str | None, fmt: str) -> tuple[Timeline, str]:
    """The timeline and its rendering; an empty timeline means the task is unknown (to this team)."""
    fmt = parse_format(fmt, ("json", "table"))
    if not task_id.strip():
        raise ValueError("task id is empty")
    timeline = await task_timeline(ctx.store, task_id, team)
    return timeline, dumps(timeline_doc(timeline)) if fmt == "json" else timeline_table(timeline)
