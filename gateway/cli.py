"""The ``gateway`` command: serve, check-policies, keys, classify, explain, report."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from gateway.settings import Settings


def _serve(args: argparse.Namespace) -> int:
    for flag, env in (
        ("host", "GATEWAY_HOST"),
        ("port", "GATEWAY_PORT"),
        ("policies", "GATEWAY_POLICIES_DIR"),
        ("workers", "GATEWAY_WORKERS"),
    ):
        value = getattr(args, flag)
        if value is not None:
            os.environ[env] = str(value)
    settings = Settings()
    from gateway.keys import ensure_bootstrap_key
    from gateway.policy.load import PolicyError, load_policy

    try:
        loaded = load_policy(settings.policies_dir)
    except PolicyError as exc:
        print(f"gateway: the policy cannot serve:\n{exc}", file=sys.stderr)
        return 2
    from gateway.settings import remember_policies_dir

    remember_policies_dir(settings)
    team = loaded.policy.bootstrap_team
    if team and settings.bootstrap_key:
        key = ensure_bootstrap_key(settings.state_dir, team)
        if key is not None:
            print(
                f"\nCreated an API key for team '{team}' (shown once; only its hash is kept in "
                f"{settings.state_dir}/keys.yaml):\n\n    {key}\n\n"
                f"Use it as the API key with base URL http://{settings.host}:{settings.port}/v1\n",
                flush=True,
            )
    print(
        f"gateway serving on http://{settings.host}:{settings.port}/v1 (policies: {settings.policies_dir})", flush=True
    )
    from gateway.server import run

    run(settings)
    return 0


def _check(args: argparse.Namespace) -> int:
    from gateway.policy.load import PolicyError, load_policy

    status = 0
    for directory in args.dirs:
        try:
            loaded = load_policy(Path(directory))
        except PolicyError as exc:
            print(str(exc), file=sys.stderr)
            status = 1
            continue
        policy = loaded.policy
        print(
            f"{directory}: ok ({len(policy.models)} models, {len(policy.teams)} teams, "
            f"{len(policy.routing.rules)} rules; digest {loaded.digest})"
        )
    return status


def _keys_create(args: argparse.Namespace) -> int:
    from gateway.keys import create_key, save_key

    key, key_id, key_hash = create_key(args.team, args.id)
    print(f"key (shown once, store it now): {key}")
    print(f"add to the policy under teams.{args.team}.keys:")
    print(f'  - {{id: {key_id}, sha256: "{key_hash}"}}')
    if args.save:
        settings = Settings()
        save_key(settings.state_dir, args.team, key_id, key_hash)
        print(f"saved the hash to {settings.state_dir}/keys.yaml (a running gateway picks it up)")
    return 0


def _schema(args: argparse.Namespace) -> int:
    from gateway.policy.schema import policy_schema, write_schema

    if args.write:
        print(f"wrote {write_schema()}")
    else:
        print(policy_schema(), end="")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gateway", description="Model-routing gateway (OpenAI-compatible).")
    sub = parser.add_subparsers(dest="command", required=True)

    serve = sub.add_parser("serve", help="run the gateway")
    serve.add_argument("--host")
    serve.add_argument("--port", type=int)
    serve.add_argument("--policies", help="policies directory (default: ./policies)")
    serve.add_argument("--workers", type=int)
    serve.set_defaults(func=_serve)

    check = sub.add_parser("check-policies", help="validate policy directories; non-zero exit on error")
    check.add_argument("dirs", nargs="+")
    check.set_defaults(func=_check)

    keys = sub.add_parser("keys", help="manage API keys")
    keys_sub = keys.add_subparsers(dest="keys_command", required=True)
    create = keys_sub.add_parser("create", help="create a key; prints it once and its hash line")
    create.add_argument("--team", required=True)
    create.add_argument("--id")
    create.add_argument("--save", action="store_true", help="also save the hash to the state dir's keys.yaml")
    create.set_defaults(func=_keys_create)

    schema = sub.add_parser("policy-schema", help="print the policy's JSON Schema (for editors)")
    schema.add_argument("--write", action="store_true", help="write policies/policy.schema.json")
    schema.set_defaults(func=_schema)

    from gateway import cli_extra

    cli_extra.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
