"""``gateway shadow runs|report``: shadow runs and their verdicts from the database or a running gateway."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any


async def _local(args: argparse.Namespace) -> tuple[Any, str]:
    """Rows or a report from the ledger database the settings name; never creates one."""
    from gateway.settings import Settings
    from gateway.shadow import format_text, open_shadow_store, report_json
    from gateway.shadow.api import Usage, latest_report, parse_examples, parse_filters, run_rows

    settings = Settings()
    if not settings.database_url:
        if not settings.state_dir.is_dir():
            raise Usage(f"no state directory {settings.state_dir} (set GATEWAY_STATE_DIR, "
                        "GATEWAY_DATABASE_URL or --url)")
        if not (settings.state_dir / "ledger.db").is_file():
            raise Usage(f"no ledger database in {settings.state_dir} (set GATEWAY_STATE_DIR, "
                        "GATEWAY_DATABASE_URL or --url)")
    store = open_shadow_store(settings.ledger_url)
    try:
        await store.open()
    except Exception as exc:
        raise Usage(f"cannot open the shadow store: {exc}") from exc
    try:
        if args.shadow_command == "runs":
            model, name, kind = parse_filters(args.version, args.trigger)
            return await run_rows(store, args.limit, model, name, kind), ""
        report = await latest_report(store, args.version, args.trigger, args.run, parse_examples(args.examples))
        return report_json(report), format_text(report)
    finally:
        await store.close()


def _remote(args: argparse.Namespace) -> tuple[Any, str]:
    """The same from a running gateway's admin API (``--url``, key from ``--admin-key`` or the env)."""
    import httpx

    from gateway.settings import remote_admin_headers
    from gateway.shadow.api import Usage, parse_examples

    headers = remote_admin_headers(args.admin_key, Usage)
    base = args.url.rstrip("/")
    params = {k: v for k, v in (("version", args.version), ("trigger", args.trigger)) if v is not None}
    try:
        with httpx.Client(base_url=base, headers=headers, timeout=30) as http:
            if args.shadow_command == "runs":
                response = http.get("/admin/shadow/runs", params=params)
            else:
                params["examples"] = str(parse_examples(args.examples))
                path = f"/admin/shadow/runs/{args.run}" if args.run else "/admin/shadow/report"
                response = http.get(path, params=params)
                text = http.get(path, params={**params, "format": "text"}).text if response.is_success else ""
    except httpx.HTTPError as exc:
        raise Usage(f"cannot reach {base}: {exc}") from exc
    if not response.is_success:
        try:
            message = response.json()["error"]["message"]
        except Exception:
            message = response.text[:300]
        raise Usage(f"{base} answered {response.status_code}: {message}")
    data = response.json()
    return (data["runs"], "") if args.shadow_command == "runs" else (data, text)


def _cli(args: argparse.Namespace) -> int:
    import orjson

    from gateway.shadow.api import EXIT, USAGE, Usage, parse_examples, parse_filters

    try:
        parse_filters(args.version, args.trigger)  # bad arguments fail before any store is opened
        if args.shadow_command == "report":
            parse_examples(args.examples)
        data, text = _remote(args) if args.url else asyncio.run(_local(args))
    except Usage as error:
        print(f"gateway shadow: {error}", file=sys.stderr)
        return USAGE
    if args.shadow_command == "runs":
        if args.format == "json":
            print(orjson.dumps({"runs": data}, option=orjson.OPT_INDENT_2).decode())
            return 0
        for row in data:
            agreement = "-" if row["agreement"] is None else f"{row['agreement']:.1%}"
            print(f"{row['id']}  {row['model']}/{row['version']}  {row['trigger']:<13} {row['status']:<10} "
                  f"pairs={row['pairs']:<5} agreement={agreement:<7} verdict={row['verdict']}")
        return 0
    if args.format == "json":
        print(orjson.dumps(data, option=orjson.OPT_INDENT_2).decode())
    else:
        print(text)
    return EXIT[data["verdict"]] if args.format in ("verdict", "json") else 0


def register_cli(sub: Any) -> None:
    shadow = sub.add_parser("shadow", help="shadow runs and their reports (promote / hold / inconclusive)")
    shadow_sub = shadow.add_subparsers(dest="shadow_command", required=True)
    runs = shadow_sub.add_parser("runs", help="list recent shadow runs")
    report = shadow_sub.add_parser(
        "report", help="the report of a run (default: the latest of --version and --trigger)",
        description="Exit codes with --format verdict or json: 0 promote, 3 hold, 4 inconclusive; "
                    "2 usage or configuration error (no such run, no state directory or database).")
    for parser in (runs, report):
        parser.add_argument("--version", metavar="MODEL/VERSION", help="only runs of this model's version")
        parser.add_argument("--trigger", choices=["candidate", "weight-change"],
                            help="only runs of this kind: a configured candidate, or a live weight change")
        parser.add_argument("--url", help="ask this running gateway's admin API (e.g. http://gw:4000)")
        parser.add_argument("--admin-key", help="with --url (default: GATEWAY_ADMIN_KEY)")
    runs.add_argument("--limit", type=int, default=20)
    runs.add_argument("--format", choices=["text", "json"], default="text")
    report.add_argument("run", nargs="?")
    report.add_argument("--examples", metavar="N", help="worst examples to show (default 5)")
    report.add_argument(
        "--format", choices=["text", "json", "verdict"], default="text",
        help="'verdict' prints the report, 'json' the report as JSON; both exit 0 promote, 3 hold, "
             "4 inconclusive (for CI gates)",
    )
    shadow.set_defaults(func=_cli)
