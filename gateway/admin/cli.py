"""`gateway report`: the finance reports from the command line, read straight from the ledger store.

No running gateway is needed: the store comes from the same settings the server uses (PostgreSQL when
`GATEWAY_DATABASE_URL` is set, else the SQLite file in `GATEWAY_STATE_DIR`) and the policy from
`GATEWAY_POLICIES_DIR` (unset: the directory the gateway serving that state dir uses), so the output is
byte for byte what `/admin/reports/*` answers.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from typing import Any

from gateway.admin.context import ReportContext
from gateway.admin.dashboard_data import default_period
from gateway.admin.render import FORMATS, parse_by
from gateway.admin.views import budgets_text, focus_text, routing_cost_text, spend_text, timeline_text
from gateway.settings import Settings, policies_dir_for_reports


async def _run(args: argparse.Namespace) -> str:
    from gateway.accounting import PriceBook
    from gateway.keys import keys_file
    from gateway.ledger.store import open_store
    from gateway.policy.load import load_policy
    from gateway.pricing import PriceTable

    settings = Settings()
    loaded = load_policy(policies_dir_for_reports(settings, dict(os.environ)), keys_file(settings.state_dir))
    if not settings.database_url and not (settings.state_dir / "ledger.db").is_file():
        raise FileNotFoundError(f"no ledger at {settings.state_dir / 'ledger.db'} (set GATEWAY_STATE_DIR)")
    store = open_store(settings.ledger_url, settings.database_read_url)
    await store.open()
    try:
        ctx = ReportContext(store, loaded, PriceBook(PriceTable.load()))
        period = args.period or default_period()
        where = {d: getattr(args, d) for d in ("model", "version", "key", "person") if getattr(args, d)}
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


def _report(args: argparse.Namespace) -> int:
    from gateway.policy.load import PolicyError

    try:
        text = asyncio.run(_run(args))
    except (ValueError, PolicyError) as exc:
        print(f"gateway report: {exc}", file=sys.stderr)
        return 2
    except (LookupError, FileNotFoundError) as exc:
        print(f"gateway report: {exc}", file=sys.stderr)
        return 1
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
    dims = "team,model,version,class,day,key,person,client,upstream_model,provider,endpoint,outcome,reason"
    report.add_argument("--by", default="team", help=f"comma-separated, from {dims} (default: team)")
    report.add_argument("--format", choices=FORMATS, help="table (default), csv or json")
    report.add_argument("--team", help="only this team's rows")
    for dim in ("model", "version", "key", "person"):
        report.add_argument(f"--{dim}", help=f"only entries of this {dim}")
    kind = report.add_mutually_exclusive_group()
    kind.add_argument("--focus", action="store_true", help="FinOps FOCUS 1.1 CSV export")
    kind.add_argument("--budgets", action="store_true", help="budget use against each team's budgets")
    kind.add_argument("--routing-cost", action="store_true",
                      help="cost per task and per single request by class and version, with percentiles")
    kind.add_argument("--task", metavar="ID", help="one task's steps, running total and failure marks")
    report.set_defaults(func=_report)


def main(argv: list[str] | None = None) -> int:
    """`python -m gateway.admin.cli report ...`: the same command without the rest of `gateway`."""
    parser = argparse.ArgumentParser(prog="gateway")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
