"""The ``gateway`` command: serve, check-policies, keys, classify, explain, report."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def _serve(args: argparse.Namespace) -> int:
    for flag, env in (
        ("host", "GATEWAY_HOST"),
        ("port", "GATEWAY_PORT"),
        ("policies", "GATEWAY_POLICIES_DIR"),
    ):
        value = getattr(args, flag)
        if value is not None:
            os.environ[env] = str(value)
    from gateway.settings import Settings, removed_settings

    refused = removed_settings(dict(os.environ))
    if refused:
        print("gateway: " + "\n".join(refused), file=sys.stderr)
        return 2
    settings = Settings()
    from gateway.auth.local_keys import ensure_bootstrap_key
    from gateway.policy.load import PolicyError, load_policy

    try:
        loaded = load_policy(settings.policies_dir)
    except PolicyError as exc:
        print(f"gateway: the policy cannot serve:\n{exc}", file=sys.stderr)
        return 2
    from gateway.server.run import bind, run

    try:
        sock = bind(settings.host, settings.port)
    except OSError as exc:
        print(f"gateway: cannot listen on {settings.host}:{settings.port}: {exc.strerror or exc}", file=sys.stderr)
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
    run(settings, sock)
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
    from gateway.auth.local_keys import create_key, save_key
    from gateway.settings import Settings

    if args.store or args.url or args.expires_in:
        from gateway.cli.keys import run

        return run(args)

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


def _settings(args: argparse.Namespace) -> int:
    from gateway.settings import settings_table

    print(settings_table(), end="")
    return 0


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("model-routing-gateway")
    except PackageNotFoundError:  # running from a source tree that was never installed
        return "unknown"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gateway", description="Model-routing gateway (OpenAI-compatible).")
    parser.add_argument("--version", action="version", version=f"gateway {_version()}")
    sub = parser.add_subparsers(dest="command", required=True)

    serve = sub.add_parser("serve", help="run the gateway", description=(
        "Run the gateway. Every other setting is an environment variable: `gateway settings` lists them."))
    serve.add_argument("--host", help="address to listen on (env GATEWAY_HOST; default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port to listen on (env GATEWAY_PORT; default 4000)")
    serve.add_argument("--policies", help="policies directory (env GATEWAY_POLICIES_DIR)")
    serve.set_defaults(func=_serve)

    settings = sub.add_parser("settings", help="list every GATEWAY_* setting with its default (Markdown table)")
    settings.set_defaults(func=_settings)

    check = sub.add_parser("check-policies", help="validate policy directories; non-zero exit on error")
    check.add_argument("dirs", nargs="+")
    check.set_defaults(func=_check)

    keys = sub.add_parser("keys", help="manage API keys")
    keys_sub = keys.add_subparsers(dest="keys_command", required=True)
    from gateway.cli.keys import add_remote, run

    create = keys_sub.add_parser("create", help="create a key; prints it once (and its hash line for the policy)")
    create.add_argument("--team", required=True)
    create.add_argument("--id", help="the key's id (default: TEAM-<8 hex>)")
    where = create.add_mutually_exclusive_group()
    where.add_argument("--save", action="store_true", help="also save the hash to the state dir's keys.yaml")
    where.add_argument("--store", action="store_true", help=(
        "keep it in the shared key store (GATEWAY_DATABASE_URL, else the state dir): every replica sees it, "
        "and it can be listed, revoked and rotated"))
    create.add_argument("--expires-in", metavar="DURATION", help="e.g. 30d, 12h (implies --store)")
    add_remote(create)
    create.set_defaults(func=_keys_create)
    listing = keys_sub.add_parser("list", help="the keys of the key store and the policy (never the keys)")
    listing.add_argument("--team", help="only this team's keys")
    add_remote(listing)
    listing.set_defaults(func=run)
    revoke = keys_sub.add_parser("revoke", help="revoke a stored key now (every replica within a second)")
    revoke.add_argument("key_id")
    add_remote(revoke)
    revoke.set_defaults(func=run)
    rotate = keys_sub.add_parser("rotate", help="a new key for the same team; the old one works for --overlap")
    rotate.add_argument("key_id")
    rotate.add_argument("--overlap", default="1h", metavar="DURATION", help="old key's grace period (default: 1h)")
    rotate.add_argument("--id", help="the new key's id")
    rotate.add_argument("--expires-in", metavar="DURATION", help="the new key's lifetime (default: none)")
    add_remote(rotate)
    rotate.set_defaults(func=run)

    schema = sub.add_parser("policy-schema", help="print the policy's JSON Schema (for editors)")
    schema.add_argument("--write", action="store_true", help="write policies/policy.schema.json")
    schema.set_defaults(func=_schema)

    from gateway.cli import cli_extra

    cli_extra.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except BrokenPipeError:
        # The reader went away (`gateway report ... | head`): not an error of ours. Point stdout at devnull so
        # the interpreter's final flush does not print a traceback either.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141  # what a shell reports for a command killed by SIGPIPE


if __name__ == "__main__":
    sys.exit(main())
