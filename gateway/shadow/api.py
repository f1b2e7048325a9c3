"""Shadow reports for people and CI: admin HTTP API, CLI, and the rows the dashboard's shadow panel shows.

The CI contract: ``gateway shadow report --version MODEL/VERSION --trigger candidate|weight-change --format
verdict`` reports the latest run of exactly that kind and exits 0 (promote), 3 (hold), 4 (inconclusive) or
2 (usage or configuration error: no such run, no state directory or database). ``--url`` asks a running
gateway's admin API instead of the database, so a CI job needs only the admin key.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import orjson
from fastapi import APIRouter, Depends, FastAPI, Query
from starlette.requests import Request
from starlette.responses import Response

from gateway.admin import deps
from gateway.admin.models import Error, ShadowRuns
from gateway.observability.logs import audit
from gateway.pipeline.validate import check_params
from gateway.protocols.openai_errors import BadRequest, Forbidden, NotFound, Unauthorized
from gateway.server.services import Services
from gateway.shadow import Report, ShadowStore, format_text, load_report, report_json
from gateway.shadow.runs import TRIGGERS, ShadowRun

EXIT = {"promote": 0, "hold": 3, "inconclusive": 4}
USAGE = 2
MAX_EXAMPLES = 100


class Usage(Exception):
    """Bad arguments or configuration: exit 2, or an HTTP 400/404."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


def parse_filters(version: str | None, trigger: str | None) -> tuple[str | None, str | None, str | None]:
    """``MODEL/VERSION`` and ``candidate|weight-change`` (or ``weight_change``) to store filters."""
    model = name = None
    if version is not None:
        model, sep, name = version.partition("/")
        if not sep or not model or not name:
            raise Usage(f"--version wants MODEL/VERSION, got {version!r}")
    kind = None if trigger is None else trigger.replace("-", "_")
    if kind is not None and kind not in TRIGGERS:
        raise Usage(f"--trigger wants candidate or weight-change, got {trigger!r}")
    return model, name, kind


def parse_examples(value: str | int | None) -> int:
    try:
        n = 5 if value is None else int(value)
    except ValueError:
        raise Usage(f"examples wants a number, got {value!r}") from None
    if not 0 <= n <= MAX_EXAMPLES:
        raise Usage(f"examples must be between 0 and {MAX_EXAMPLES}")
    return n


def run_row(run: ShadowRun, report: Report | None) -> dict[str, Any]:
    overall = report.overall if report is not None else None
    return {
        "id": run.id, "model": run.model, "version": run.version, "trigger": run.trigger, "status": run.status,
        "live_weights": run.live_weights, "candidate_weights": run.candidate_weights, "started": run.started,
        "pairs": overall.pairs if overall else 0,
        "verdict": report.verdict if report is not None else None,
        "agreement": overall.agreement.rate if overall else None,
        "tool_agreement": overall.tool_agreement.rate if overall else None,
        "pairs_needed": report.pairs_needed if report is not None else None,
        "decided_by": report.decided_by if report is not None else [],
        "reasons": report.reasons if report is not None else [],
        "opened_by": run.detail.get("opened_by"), "closed_by": run.detail.get("closed_by"),
        "ended_by": run.detail.get("ended_by"),
    }


async def run_rows(store: ShadowStore, limit: int = 20, model: str | None = None, version: str | None = None,
                   trigger: str | None = None) -> list[dict[str, Any]]:
    """Recent runs with their verdicts (one report per run)."""
    rows = []
    for run in await store.list_runs(model=model, version=version, trigger=trigger, limit=limit):
        rows.append(run_row(run, await load_report(store, run.id, examples=0)))
    return rows


async def latest_report(store: ShadowStore, version: str | None, trigger: str | None, run_id: str | None,
                        examples: int) -> Report:
    """The named run, or the latest run of the given version and trigger; ``Usage`` when there is none."""
    model, name, kind = parse_filters(version, trigger)
    if run_id is None:
        runs = await store.list_runs(model=model, version=name, trigger=kind, limit=1)
        if not runs:
            what = " ".join(f for f in (version and f"of {version}", trigger and f"triggered by {trigger}") if f)
            raise Usage(f"no shadow run {what}".strip(), 404)
        run_id = runs[0].id
    report = await load_report(store, run_id, examples=examples)
    if report is None:
        raise Usage(f"no shadow run '{run_id}'", 404)
    return report


def register(app: FastAPI, services_of: Callable[[Request], Services]) -> None:
    """``GET /admin/shadow/runs`` (``?version=M/V&trigger=``), ``GET /admin/shadow/runs/{id}`` and
    ``GET /admin/shadow/report?version=M/V&trigger=&examples=`` (admin key only: runs span teams)."""

    def check(request: Request) -> Services:
        services: Services = services_of(request)
        deps.admin_only(request, services)
        return services

    def failed(error: Usage) -> Response:
        if error.status == 404:
            return NotFound(str(error), code="not_found").to_response()
        return BadRequest(str(error)).to_response()

    def render(request: Request, report: Report) -> Response:
        if request.query_params.get("format") == "text":
            return Response(format_text(report), media_type="text/plain; charset=utf-8")
        return Response(orjson.dumps(report_json(report)), media_type="application/json")

    async def runs(request: Request) -> Response:
        try:
            services = check(request)
            check_params(request.query_params.multi_items())
            q = request.query_params
            model, name, kind = parse_filters(q.get("version"), q.get("trigger"))
        except (BadRequest, Forbidden, Unauthorized) as error:
            return error.to_response()
        except Usage as error:
            return failed(error)
        audit.info("admin_action", who="admin", action="shadow_runs")
        rows = await run_rows(services.shadow.store, limit=100, model=model, version=name, trigger=kind)
        return Response(orjson.dumps({"runs": rows}), media_type="application/json")

    async def one(request: Request) -> Response:
        try:
            services = check(request)
            check_params(request.query_params.multi_items())
            check_params(request.path_params.items())
            fmt = request.query_params.get("format") or "json"
            if fmt not in ("json", "text"):
                raise BadRequest(f"unknown format {fmt!r}; choose from json, text", param="format",
                                 code="invalid_parameter")
            examples = parse_examples(request.query_params.get("examples"))
            run_id = request.path_params.get("run_id")
            audit.info("admin_action", who="admin", action="shadow_report", run=run_id)
            q = request.query_params
            report = await latest_report(services.shadow.store, q.get("version"), q.get("trigger"), run_id,
                                         examples)
        except (BadRequest, Forbidden, Unauthorized) as error:
            return error.to_response()
        except Usage as error:
            return failed(error)
        return render(request, report)

    # Typed for the schema; the handlers read the same values and keep their own messages for bad ones.
    router = APIRouter(tags=["shadow"], dependencies=[Depends(deps.bearer)])
    version_q = Query(None, description="MODEL/VERSION of the candidate")
    trigger_q = Query(None, description="what opened the run (e.g. policy, manual)")
    errors: dict[int | str, dict[str, Any]] = {400: {"model": Error}, 401: {"model": Error}, 403: {"model": Error}}
    report_responses = errors | {
        200: {"model": Report, "content": {"application/json": {}, "text/plain": {"schema": {"type": "string"}}}},
        404: {"model": Error},
    }

    @router.get("/admin/shadow/runs", response_class=Response, responses=errors | {200: {"model": ShadowRuns}},
                summary="Recent shadow runs with their verdicts (admin key)")
    async def shadow_runs(request: Request, version: str | None = version_q,
                          trigger: str | None = trigger_q) -> Response:
        return await runs(request)

    @router.get("/admin/shadow/runs/{run_id}", response_class=Response, responses=report_responses,
                summary="One shadow run's report (admin key)")
    async def shadow_run(request: Request, run_id: str, format: str | None = Query(None, description="json or text"),
                         examples: str | None = Query(None, description="disagreeing examples to include")
                         ) -> Response:
        return await one(request)

    @router.get("/admin/shadow/report", response_class=Response, responses=report_responses,
                summary="The latest shadow run's report for a version and trigger (admin key)")
    async def shadow_report(request: Request, version: str | None = version_q, trigger: str | None = trigger_q,
                            format: str | None = Query(None, description="json or text"),
                            examples: str | None = Query(None, description="disagreeing examples to include")
                            ) -> Response:
        return await one(request)

    app.include_router(router)
