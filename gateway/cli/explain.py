"""``gateway explain FILE``: the route of one request (features, score, rule, version) from the command line."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any


def cli(args: argparse.Namespace) -> int:
    import orjson

    from gateway.classify.scorer import Scorer
    from gateway.policy.explain import explain
    from gateway.policy.load import load_policy
    from gateway.protocols.openai_errors import GatewayError
    from gateway.settings import Settings

    settings = Settings()
    directory = Path(args.policies) if args.policies else settings.policies_dir
    loaded = load_policy(directory)
    team = args.team or loaded.policy.bootstrap_team or next(iter(loaded.policy.teams))
    raw = sys.stdin.read() if args.file == "-" else Path(args.file).read_text(encoding="utf-8")
    try:
        request = orjson.loads(raw)
        result = explain(Scorer.load(settings.classifier_path), loaded, team, request)
    except (orjson.JSONDecodeError, GatewayError) as exc:
        print(f"gateway explain: {getattr(exc, 'message', exc)}", file=sys.stderr)
        return 2
    print(orjson.dumps(result, option=orjson.OPT_INDENT_2).decode())
    return 0


def register_cli(sub: Any) -> None:
    parser = sub.add_parser("explain", help="explain the route of one request: features, score, rule, version")
    parser.add_argument("file", help="JSON {endpoint, headers, body} (or - for stdin)")
    parser.add_argument("--team", help="whose policy applies (default: the bootstrap team)")
    parser.add_argument("--policies", help="policies directory (default: GATEWAY_POLICIES_DIR or ./policies)")
    parser.set_defaults(func=cli)
