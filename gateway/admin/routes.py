"""Finance reports and the cost dashboard over HTTP: `/admin/reports/*`, `/admin/tasks/{id}`, `/dashboard`.

FastAPI routes with typed query parameters and response models (in `/openapi.json`): each authenticates
through `gateway.admin.deps`, scopes the team filter, renders through `gateway.admin.views` (the same code
the CLI prints), and writes one audit line, refusals included. The dashboard page itself is static and
public; it holds no figures until its data is fetched with a key.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Annotated, Any

import orjson
from fastapi import APIRouter, Depends, FastAPI, Query
from starlette.requests import Request
from starlette.responses import Response

from gateway.admin import deps
from gateway.admin.access import Viewer, scope
from gateway.admin.context import ReportContext
from gateway.admin.dashboard_data import dashboard_data, default_period, filters_of
from gateway.admin.models import BudgetsReport, Error, SpendReport, TaskTimeline, json_and
from gateway.admin.render import parse_by, parse_format
from gateway.admin.views import (
    MEDIA_TYPES,
    budgets_text,
    focus_text,
    routing_cost_text,
    spend_text,
    timeline_text,
)
from gateway.ledger.store import DIMENSIONS
from gateway.observability.logs import audit
from gateway.pipeline.validate import check_params
from gateway.protocols.openai_errors import BadRequest, GatewayError, NotFound
from gateway.server.services import Services

STATIC = Path(__file__).resolve().parent.parent / "static"
ASSETS = {
    "dashboard.js": "text/javascript; charset=utf-8",
    "dashboard.css": "text/css; charset=utf-8",
}
_FILENAME_UNSAFE = re.compile(r"[^A-Za-z0-9._-]")
ServicesOf = Callable[[Request], Services]
Handler = Callable[[Request, ReportContext, Viewer], Awaitable[Response]]


def _context(services: Services) -> ReportContext:
    return ReportContext(services.ledger.store, services.policy.current, services.prices)


def _text(body: str, fmt: str) -> Response:
    return Response(body, media_type=MEDIA_TYPES[fmt])


Endpoint = Callable[[Request], Awaitable[Response]]


def _guarded(services_of: ServicesOf, action: str, handler: Handler) -> Endpoint:
    """Authenticate, run, map ValueError to 400, and audit every call (outcome included, never the key)."""

    async def endpoint(request: Request) -> Response:
        services = services_of(request)
        params = dict(request.query_params) | dict(request.path_params)
        fields: dict[str, Any] = {"action": action, "params": params}
        try:
            viewer = deps.viewer(request, services)
            fields |= viewer.audit_fields()
            check_params(request.query_params.multi_items())
            check_params(request.path_params.items())
            response = await handler(request, _context(services), viewer)
        except GatewayError as error:
            response = error.to_response()
        except ValueError as error:
            response = BadRequest(str(error)).to_response()
        audit.info("admin_report", status=response.status_code, **fields)
        return response

    return endpoint


async def _spend(request: Request, ctx: ReportContext, viewer: Viewer) -> Response:
    q = request.query_params
    team = scope(viewer, q.get("team"))
    fmt = parse_format(q.get("format"))
    by = parse_by(q.get("by"))
    period = q.get("period") or default_period()
    return _text(await spend_text(ctx, period, by, fmt, team, filters_of(q)), fmt)


async def _focus(request: Request, ctx: ReportContext, viewer: Viewer) -> Response:
    q = request.query_params
    team = scope(viewer, q.get("team"))
    body = await focus_text(ctx, q.get("period") or default_period(), team, filters_of(q))
    period = (q.get("period") or default_period()).replace("..", "_")
    # A header value: only characters that are safe in a quoted filename, whatever the team or period.
    name = _FILENAME_UNSAFE.sub("_", f"focus-{team or 'all'}-{period}")
    disposition = f'attachment; filename="{name}.csv"'
    return Response(body, media_type=MEDIA_TYPES["csv"], headers={"content-disposition": disposition})


async def _routing_cost(request: Request, ctx: ReportContext, viewer: Viewer) -> Response:
    q = request.query_params
    fmt = parse_format(q.get("format"), ("json", "table"))
    team = scope(viewer, q.get("team"))
    return _text(await routing_cost_text(ctx, q.get("period") or default_period(), team, fmt, filters_of(q)), fmt)


async def _budgets(request: Request, ctx: ReportContext, viewer: Viewer) -> Response:
    q = request.query_params
    fmt = parse_format(q.get("format"), ("json", "table"))
    return _text(await budgets_text(ctx, scope(viewer, q.get("team")), fmt), fmt)


async def _task(request: Request, ctx: ReportContext, viewer: Viewer) -> Response:
    fmt = parse_format(request.query_params.get("format"), ("json", "table"))
    task_id = request.path_params["task_id"]
    timeline, body = await timeline_text(ctx, task_id, scope(viewer, None), fmt)
    if not timeline.steps:
        raise NotFound(f"no task {task_id!r} in the ledger" + ("" if viewer.is_admin else " for your team"),
                       param="task_id", code="task_not_found")
    return _text(body, fmt)


def _dashboard_data(shadow_runs: ShadowRuns | None) -> Handler:
    async def handler(request: Request, ctx: ReportContext, viewer: Viewer) -> Response:
        q = request.query_params
        team = scope(viewer, q.get("team"))
        period = q.get("period") or default_period()
        runs = await shadow_runs(request, team) if shadow_runs is not None else []
        doc = await dashboard_data(ctx, period, team, runs, filters_of(q))
        doc["viewer"] = viewer.role
        headers = {"cache-control": "no-store"}
        return Response(orjson.dumps(doc), media_type="application/json", headers=headers)

    return handler


ShadowRuns = Callable[[Request, str | None], Awaitable[list[dict[str, Any]]]]


async def _page(request: Request) -> Response:
    return Response((STATIC / "dashboard.html").read_bytes(), media_type="text/html; charset=utf-8")


async def _asset(request: Request) -> Response:
    name = request.path_params["name"]
    if name not in ASSETS:
        return NotFound(f"no such asset: {name}", code="not_found").to_response()
    headers = {"cache-control": "no-cache"}
    return Response((STATIC / name).read_bytes(), media_type=ASSETS[name], headers=headers)


Period = Annotated[str | None, Query(description="YYYY-MM, YYYY-MM-DD or FIRST..LAST days (default: this month)")]
Team = Annotated[str | None, Query(description="only this team (a team key: its own team, forced)")]
By = Annotated[str | None, Query(description=f"comma-separated dimensions, from {', '.join(sorted(DIMENSIONS))}")]
# Enumerated in the schema, checked by the handlers: a bad value gets their message (after authentication).
Format3 = Annotated[str | None, Query(description="json (default), csv or table",
                                      json_schema_extra={"enum": ["json", "csv", "table"]})]
Format2 = Annotated[str | None, Query(description="json (default) or table",
                                      json_schema_extra={"enum": ["json", "table"]})]


def register(app: FastAPI, services_of: ServicesOf, shadow_runs: ShadowRuns | None = None) -> None:
    """Mount the report endpoints and the dashboard; `shadow_runs(request, team)` fills its shadow panel."""
    router = APIRouter(tags=["reports"], dependencies=[Depends(deps.bearer)])

    def run(request: Request, action: str, handler: Handler) -> Awaitable[Response]:
        return _guarded(services_of, action, handler)(request)

    # The typed parameters document and bound the query; the handlers read the same values from the request,
    # so their own messages for bad values (a 400 in the OpenAI shape) are unchanged.
    @router.get("/admin/reports/spend", response_class=Response, summary="Spend for a period, grouped",
                responses=json_and(SpendReport, "text/csv", "text/plain"))
    async def report_spend(request: Request, period: Period = None, by: By = None, format: Format3 = None,
                           team: Team = None) -> Response:
        return await run(request, "report_spend", _spend)

    @router.get("/admin/reports/focus", response_class=Response, summary="FinOps FOCUS 1.1 CSV export",
                responses={200: {"content": {"text/csv": {"schema": {"type": "string"}}}}})
    async def report_focus(request: Request, period: Period = None, team: Team = None) -> Response:
        return await run(request, "report_focus", _focus)

    @router.get("/admin/reports/budgets", response_class=Response, summary="Budget use against each team's budgets",
                responses=json_and(BudgetsReport, "text/plain"))
    async def report_budgets(request: Request, format: Format2 = None, team: Team = None) -> Response:
        return await run(request, "report_budgets", _budgets)

    @router.get("/admin/tasks/{task_id:path}", response_class=Response, summary="One task's steps and running total",
                responses=json_and(TaskTimeline, "text/plain") | {404: {"model": Error}})
    async def report_task(request: Request, task_id: str, format: Format2 = None) -> Response:
        return await run(request, "report_task", _task)

    @router.get("/admin/reports/routing-cost", response_class=Response,
                summary="Cost per task and per single-step request, by request_class and version, with percentiles")
    async def report_routing_cost(request: Request, period: Period = None, team: Team = None) -> Response:
        return await run(request, "report_routing_cost", _routing_cost)

    app.include_router(router)
    app.add_route("/dashboard/data", _guarded(services_of, "dashboard_data", _dashboard_data(shadow_runs)),
                  methods=["GET"], include_in_schema=False)
    app.add_route("/dashboard", _page, methods=["GET"], include_in_schema=False)
    app.add_route("/dashboard/assets/{name}", _asset, methods=["GET"], include_in_schema=False)
