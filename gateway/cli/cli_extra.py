"""Subcommands beyond serving: classify and explain (classifier), report (ledger)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any


def _classify(args: argparse.Namespace) -> int:
    from gateway.classify.commands import classify_stream
    from gateway.classify.scorer import Scorer

    scorer = Scorer.load(Path(args.model) if args.model else None)
    if args.file == "-":
        return classify_stream(sys.stdin, sys.stdout, scorer)
    with open(args.file, encoding="utf-8") as handle:
        return classify_stream(handle, sys.stdout, scorer)


def register(sub: Any) -> None:
    from gateway.cli import admin as admin_cli
    from gateway.cli import explain, shadow
    from gateway.whatif import cli as whatif_cli

    explain.register_cli(sub)
    admin_cli.register(sub)
    shadow.register_cli(sub)
    whatif_cli.register(sub)

    classify = sub.add_parser("classify", help="classify JSON lines of requests (FILE or - for stdin)")
    classify.add_argument("file")
    classify.add_argument("--model", help="classifier artifact (default: the packaged one)")
    classify.set_defaults(func=_classify)
