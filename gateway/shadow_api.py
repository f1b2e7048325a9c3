"""Shadow reports for people: admin HTTP API, CLI, and the rows the dashboard's shadow panel shows."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

import orjson
from fastapi import FastAPI
from starlette.requests import Request
from starlette.responses import Response

from gateway.auth import is_admin
from gateway.errors import BadRequest, Forbidden, NotFound, Unauthorized
from gateway.logs import audit
from gateway.services import Services
from gateway.shadow import ShadowStore, format_text, load_report, open_shadow_store, report_json
from gateway.validate import check_params

FORMATS = ("json", "text")


async def run_rows(store: ShadowStore, limit: int = 20) -> list[dict[str, Any]]:
    """Recent runs with their verdicts (one summary query per run)."""
    rows = []
    for run in await store.list_runs(limit=limit):
        report = await load_report(store, run.id)
        overall = report.overall if report is not None else None
        rows.append(
            {
                "id": run.id,
                "model": run.model,
                "version": run.version,
                "trigger": run.trigger,
                "status": run.status,
                "live_weights": run.live_weights,
                "candidate_weights": run.candidate_weights,
                "started": run.started,
                "pairs": overall.pairs if overall else 0,
                "verdict": report.verdict if report is not None else None,
                "agreement": overall.agreement.rate if overall else None,
                "reasons": report.reasons if report is not None else [],
            }
        )
    return rows


def register(app: FastAPI, services_of: Any) -> None:
    """``GET /admin/shadow/runs`` and ``GET /admin/shadow/runs/{id}`` (admin key only: runs span teams)."""

    def check(request: Request) -> Services:
        services: Services = services_of(request)
        if not is_admin(request.headers, services.settings.admin_key):
            if request.headers.get("authorization") or request.headers.get("x-api-key"):
                raise Forbidden("shadow reports need the admin key")
            raise Unauthorized("the admin key is required", code="missing_api_key")
        return services

    async def runs(request: Request) -> Response:
        try:
            services = check(request)
            check_params(request.query_params.multi_items())
        except (BadRequest, Forbidden, Unauthorized) as error:
            return error.to_response()
        audit.info("admin_action", who="admin", action="shadow_runs")
        rows = await run_rows(services.shadow.store, limit=100)
        return Response(orjson.dumps({"runs": rows}), media_type="application/json")

    async def one(request: Request) -> Response:
        try:
            services = check(request)
            check_params(request.query_params.multi_items())
            check_params(request.path_params.items())
            fmt = request.query_params.get("format") or "json"
            if fmt not in FORMATS:
                raise BadRequest(f"unknown format {fmt!r}; choose from {', '.join(FORMATS)}", param="format",
                                 code="invalid_parameter")
        except (BadRequest, Forbidden, Unauthorized) as error:
            return error.to_response()
        run_id = request.path_params["run_id"]
        audit.info("admin_action", who="admin", action="shadow_report", run=run_id)
        report = await load_report(services.shadow.store, run_id)
        if report is None:
            return NotFound(f"no shadow run '{run_id}'", code="not_found").to_response()
        if fmt == "text":
            return Response(format_text(report), media_type="text/plain; charset=utf-8")
        return Response(orjson.dumps(report_json(report)), media_type="application/json")

    app.add_route("/admin/shadow/runs", runs, methods=["GET"], include_in_schema=False)
    app.add_route("/admin/shadow/runs/{run_id}", one, methods=["GET"], include_in_schema=False)


async def _cli(args: argparse.Namespace) -> int:
    from gateway.settings import Settings

    store = open_shadow_store(Settings().ledger_url)
    await store.open()
    try:
        if args.shadow_command == "runs":
            for row in await run_rows(store, limit=args.limit):
                agreement = "-" if row["agreement"] is None else f"{row['agreement']:.1%}"
                print(
                    f"{row['id']}  {row['model']}/{row['version']}  {row['trigger']:<13} {row['status']:<10} "
                    f"pairs={row['pairs']:<5} agreement={agreement:<7} verdict={row['verdict']}"
                )
            return 0
        run_id = args.run
        if run_id is None:
            runs = await store.list_runs(model=args.model, limit=1)
            if not runs:
                print("no shadow runs yet", file=sys.stderr)
                return 1
            run_id = runs[0].id
        report = await load_report(store, run_id)
        if report is None:
            print(f"no shadow run '{run_id}'", file=sys.stderr)
            return 1
        if args.format == "json":
            print(orjson.dumps(report_json(report), option=orjson.OPT_INDENT_2).decode())
        else:
            print(format_text(report))
        return 0 if args.format != "verdict" else (0 if report.verdict == "promote" else 3)
    finally:
        await store.close()


def register_cli(sub: Any) -> None:
    shadow = sub.add_parser("shadow", help="shadow runs and their reports (promote / hold)")
    shadow_sub = shadow.add_subparsers(dest="shadow_command", required=True)
    runs = shadow_sub.add_parser("runs", help="list recent shadow runs")
    runs.add_argument("--limit", type=int, default=20)
    report = shadow_sub.add_parser("report", help="the report of a run (default: the latest)")
    report.add_argument("run", nargs="?")
    report.add_argument("--model")
    report.add_argument(
        "--format",
        choices=["text", "json", "verdict"],
        default="text",
        help="'verdict' prints the report and exits 0 for promote, 3 for hold (for CI gates)",
    )
    shadow.set_defaults(func=lambda args: asyncio.run(_cli(args)))
