"""`gateway report`: the finance reports from the command line, from the ledger store or a running gateway.

With `--url` and a key the reports come from a running gateway's admin API (finance needs a key, not
database credentials). Without, no running gateway is needed: the store comes from the same settings the
server uses (PostgreSQL when `GATEWAY_DATABASE_URL` is set, else the SQLite file in `GATEWAY_STATE_DIR`) and
the policy from `GATEWAY_POLICIES_DIR` (unset: the directory the gateway serving that state dir uses), so
the output is byte for byte what `/admin/reports/*` answers.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from typing import Any
from urllib.parse import quote

from gateway.admin.formats import FORMATS


async def _run(args: argparse.Namespace) -> str:
    from gateway.admin.context import ReportContext
    from gateway.admin.dashboard_data import default_period
    from gateway.admin.render import parse_by
    from gateway.admin.views import budgets_text, focus_text, routing_cost_text, spend_text, timeline_text
    from gateway.auth.local_keys import keys_file
    from gateway.ledger.store import open_store
    from gateway.pipeline.settle import PriceBook
    from gateway.policy.load import load_policy
    from gateway.settings import Settings, policies_dir_for_reports
    from gateway.upstreams.prices import PriceTable

    settings = Settings()
    loaded = load_policy(policies_dir_for_reports(settings, dict(os.environ)), keys_file(settings.state_dir))
    if not settings.database_url and not (settings.state_dir / "ledger.db").is_file():
        raise FileNotFoundError(f"no ledger at {settings.state_dir / 'ledger.db'} (set GATEWAY_STATE_DIR)")
    store = open_store(settings.ledger_url, settings.database_read_url)
    await store.open()
    try:
        ctx = ReportContext(store, loaded, PriceBook(PriceTable.load()))
        period = args.period or default_period()
        dims = ("model", "version", "key", "person")
        where = {d: getattr(args, f"only_{d}") for d in dims if getattr(args, f"only_{d}")}
        if args.task:
            timeline, text = await timeline_text(ctx, args.task, args.team, _two(args.format))
            if not timeline.steps:
                raise LookupError(f"no task {args.task!r} in the ledger")
            return text
        if args.focus:
            return await focus_text(ctx, period, args.team, where)
        if args.routing_cost:
            return await routing_cost_text(ctx, period, args.team, _two(args.format), where)
        if args.budgets:
            return await budgets_text(ctx, args.team, _two(args.format))
        return await spend_text(ctx, period, parse_by(args.by), args.format or "table", args.team, where)
    finally:
        await store.close()


def _two(fmt: str | None) -> str:
    """Budgets and timelines come as a table or JSON; the default for people is the table."""
    return fmt or "table"


def _remote(args: argparse.Namespace) -> str:
    """The same report from a running gateway's admin API: finance needs a key, not database credentials."""
    import httpx

    from gateway.settings import Settings

    key = args.key or Settings().admin_key
    if not key:
        raise ValueError("--url needs a key: --key (the admin key or a team key) or GATEWAY_ADMIN_KEY")
    params = {"team": args.team} if args.team else {}
    if args.task:
        path, params = f"/admin/tasks/{quote(args.task, safe='')}", {"format": _two(args.format)}
    elif args.focus:
        path, params = "/admin/reports/focus", params | ({"period": args.period} if args.period else {})
    elif args.budgets:
        path, params = "/admin/reports/budgets", params | {"format": _two(args.format)}
    else:
        path = "/admin/reports/spend"
        params |= {"by": args.by, "format": args.format or "table"} | ({"period": args.period} if args.period else {})
    try:
        response = httpx.get(args.url.rstrip("/") + path, params=params, timeout=60,
                             headers={"Authorization": f"Bearer {key}"})
    except httpx.HTTPError as exc:
        raise ConnectionError(f"cannot reach {args.url}: {exc}") from None
    if response.status_code == 404:
        raise LookupError(_message(response))
    if response.status_code >= 400:
        raise ValueError(_message(response))
    return response.text


def _message(response: Any) -> str:
    try:
        return str(response.json()["error"]["message"])
    except (ValueError, KeyError, TypeError):
        return f"HTTP {response.status_code}"


def _report(args: argparse.Namespace) -> int:
    from gateway.policy.load import PolicyError

    try:
        text = _remote(args) if args.url else asyncio.run(_run(args))
    except (ValueError, PolicyError) as exc:
        print(f"gateway report: {exc}", file=sys.stderr)
        return 2
    except (LookupError, FileNotFoundError) as exc:
        print(f"gateway report: {exc}", file=sys.stderr)
        return 1
    except ConnectionError as exc:
        print(f"gateway report: {exc}", file=sys.stderr)
        return 2
    sys.stdout.write(text)
    return 0


def register(sub: Any) -> None:
    """Add `report` to the `gateway` command's subparsers."""
    report = sub.add_parser(
        "report",
        help="finance reports from the ledger: spend, FOCUS export, budgets, task timelines",
        description="Spend for a period grouped by dimensions (default), or --focus, --budgets, --task ID.",
    )
    report.add_argument("--period", help="YYYY-MM, YYYY-MM-DD or FIRST..LAST days (default: this month)")
    dims = "team,model,version,request_class,day,key,person,client,upstream_model,provider,endpoint,outcome,reason"
    report.add_argument("--by", default="team", help=f"comma-separated, from {dims} (default: team)")
    report.add_argument("--format", choices=FORMATS, help="table (default), csv or json")
    report.add_argument("--team", help="only this team's rows")
    for dim in ("model", "version", "key", "person"):  # --key is the credential for --url: the filter is --key-id
        flag = "--key-id" if dim == "key" else f"--{dim}"
        report.add_argument(flag, dest=f"only_{dim}", help=f"only entries of this {dim}")
    report.add_argument("--url", help="ask this running gateway's admin API instead of the database (http://gw:4000)")
    report.add_argument("--key", help="with --url: the admin key, or a team key for its own team "
                        "(default: env GATEWAY_ADMIN_KEY)")
    kind = report.add_mutually_exclusive_group()
    kind.add_argument("--focus", action="store_true", help="FinOps FOCUS 1.1 CSV export")
    kind.add_argument("--budgets", action="store_true", help="budget use against each team's budgets")
    kind.add_argument("--routing-cost", action="store_true",
                      help="cost per task and per single request by request_class and version, with percentiles")
    kind.add_argument("--task", metavar="ID", help="one task's steps, running total and failure marks")
    report.set_defaults(func=_report)


def main(argv: list[str] | None = None) -> int:
    """`python -m gateway.cli.admin report ...`: the same command without the rest of `gateway`."""
    parser = argparse.ArgumentParser(prog="gateway")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
