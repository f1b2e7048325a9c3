"""Finance reports and the cost dashboard over HTTP: `/admin/reports/*`, `/admin/tasks/{id}`, `/dashboard`.

Plain Starlette routes (no OpenAPI models): each handler authenticates, scopes the team filter, renders
through `gateway.admin.views` (the same code the CLI prints), and writes one audit line. The dashboard
page itself is static and public; it holds no figures until its data is fetched with a key.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import orjson
from fastapi import FastAPI
from starlette.requests import Request
from starlette.responses import Response

from gateway.admin.access import Viewer, scope, viewer_of
from gateway.admin.context import ReportContext
from gateway.admin.dashboard_data import dashboard_data, default_period, filters_of
from gateway.admin.render import parse_by, parse_format
from gateway.admin.views import (
    MEDIA_TYPES,
    budgets_text,
    focus_text,
    routing_cost_text,
    spend_text,
    timeline_text,
)
from gateway.errors import BadRequest, GatewayError, NotFound
from gateway.logs import audit
from gateway.services import Services
from gateway.validate import check_params

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
            settings = services.settings
            viewer = viewer_of(request.headers, settings.admin_key, services.policy.current.keys,
                               settings.finance_key)
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


def register(app: FastAPI, services_of: ServicesOf, shadow_runs: ShadowRuns | None = None) -> None:
    """Mount the report endpoints and the dashboard; `shadow_runs(request, team)` fills its shadow panel."""
    routes: list[tuple[str, str, Handler]] = [
        ("/admin/reports/spend", "report_spend", _spend),
        ("/admin/reports/focus", "report_focus", _focus),
        ("/admin/reports/budgets", "report_budgets", _budgets),
        ("/admin/reports/routing-cost", "report_routing_cost", _routing_cost),
        ("/admin/tasks/{task_id:path}", "report_task", _task),
        ("/dashboard/data", "dashboard_data", _dashboard_data(shadow_runs)),
    ]
    for path, action, handler in routes:
        app.add_route(path, _guarded(services_of, action, handler), methods=["GET"], include_in_schema=False)
    app.add_route("/dashboard", _page, methods=["GET"], include_in_schema=False)
    app.add_route("/dashboard/assets/{name}", _asset, methods=["GET"], include_in_schema=False)
