"""`gateway policy what-if`: what a proposed policy would have done to the ledger's recorded traffic.

Exit status: 0 the report printed; 2 a policy does not validate (or a bad argument); 3 a CI gate
(``--max-cost-increase``, ``--max-moved``) was exceeded, after the report is printed; 1 no ledger.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gateway.whatif.formats import FORMATS

if TYPE_CHECKING:
    from gateway.whatif.report import Report

EXIT_INVALID = 2
EXIT_GATE = 3


async def _report(args: argparse.Namespace) -> tuple[Report, str]:
    from gateway.admin.dashboard_data import default_period
    from gateway.auth.local_keys import keys_file
    from gateway.ledger.store import open_store
    from gateway.pipeline.settle import PriceBook
    from gateway.policy.load import load_policy
    from gateway.settings import Settings, policies_dir_for_reports
    from gateway.upstreams.prices import PriceTable
    from gateway.whatif.report import render
    from gateway.whatif.run import ReplaySource, what_if

    settings = Settings()
    keys = keys_file(settings.state_dir)
    current_dir = Path(args.current) if args.current else policies_dir_for_reports(settings, dict(os.environ))
    current = load_policy(current_dir, keys)
    proposed = load_policy(Path(args.policies), keys)
    if not settings.database_url and not (settings.state_dir / "ledger.db").is_file():
        raise FileNotFoundError(f"no ledger at {settings.state_dir / 'ledger.db'} (set GATEWAY_STATE_DIR)")
    store = open_store(settings.ledger_url)
    await store.open()
    try:
        source: ReplaySource = store
        report = await what_if(
            source, current, proposed, PriceBook(PriceTable.load()), period=args.period or default_period(),
            team=args.team, current_name=str(current_dir), proposed_name=str(args.policies),
        )
    finally:
        await store.close()
    return report, render(report, args.format)


def _what_if(args: argparse.Namespace) -> int:
    from gateway.policy.load import PolicyError

    try:
        report, text = asyncio.run(_report(args))
    except PolicyError as exc:
        print(f"gateway policy what-if: the policy does not validate:\n{exc}", file=sys.stderr)
        return EXIT_INVALID
    except ValueError as exc:
        print(f"gateway policy what-if: {exc}", file=sys.stderr)
        return EXIT_INVALID
    except FileNotFoundError as exc:
        print(f"gateway policy what-if: {exc}", file=sys.stderr)
        return 1
    sys.stdout.write(text)
    reasons = report.exceeds(args.max_cost_increase, args.max_moved)
    for reason in reasons:
        print(f"gateway policy what-if: gate failed: {reason}", file=sys.stderr)
    return EXIT_GATE if reasons else 0


def register(sub: Any) -> None:
    """Add `policy what-if` to the `gateway` command's subparsers."""
    policy = sub.add_parser("policy", help="policy tools: what-if (replay recorded traffic through an edit)")
    policy_sub = policy.add_subparsers(dest="policy_command", required=True)
    whatif = policy_sub.add_parser(
        "what-if",
        help="replay the ledger's recorded requests through a proposed policy and report what changes",
        description=(
            "Replay the recorded requests of a period through the proposed policy (and the current one) with "
            "the gateway's own routing decision, and report moved requests, cost, budgets, sessions and "
            "refusals per team. Exit 2: a policy does not validate; 3: a --max-* gate is exceeded."
        ),
    )
    whatif.add_argument("--policies", required=True, metavar="NEW_DIR", help="the proposed policies directory")
    whatif.add_argument("--current", metavar="DIR", help="the current policies (default: the served ones)")
    whatif.add_argument("--period", help="YYYY-MM, YYYY-MM-DD or FIRST..LAST days (default: this month)")
    whatif.add_argument("--team", help="only this team's requests")
    whatif.add_argument("--format", choices=FORMATS, default="table")
    whatif.add_argument("--max-cost-increase", type=float, metavar="PCT",
                        help="exit 3 when the cost rises by more than PCT percent")
    whatif.add_argument("--max-moved", type=float, metavar="PCT",
                        help="exit 3 when more than PCT percent of requests change version")
    whatif.set_defaults(func=_what_if)
