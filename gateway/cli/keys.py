"""`gateway keys create|list|revoke|rotate`: the key store directly (the same settings the server uses), or a
running gateway's admin API with `--url` and the admin key. A key is printed once, at creation."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from datetime import UTC, datetime
from typing import Any


def _when(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, (int, float)):
        value = datetime.fromtimestamp(value, UTC).isoformat(timespec="seconds")
    return str(value).replace("+00:00", "Z")


def _table(rows: list[dict[str, Any]]) -> str:
    head = ("id", "team", "source", "status", "created_at", "expires_at", "revoked_at", "rotated_from")
    cells = [head, *[tuple(_when(r.get(c)) if c.endswith("_at") else str(r.get(c) or "-") for c in head)
                     for r in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(head))]
    return "".join("  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)).rstrip() + "\n" for row in cells)


def _policy() -> Any:
    """The serving policy, to check team names against (None when it cannot be loaded here)."""
    from gateway.auth.local_keys import keys_file
    from gateway.policy.load import PolicyError, load_policy
    from gateway.settings import Settings, policies_dir_for_reports

    settings = Settings()
    try:
        return load_policy(policies_dir_for_reports(settings, dict(os.environ)), keys_file(settings.state_dir))
    except (PolicyError, OSError):
        return None


async def _direct(args: argparse.Namespace) -> dict[str, Any]:
    from gateway.admin.keys_api import KeyInfo
    from gateway.auth.keyring import KeyManager, parse_duration
    from gateway.auth.keystore import open_keystore
    from gateway.settings import Settings

    store = open_keystore(Settings())
    await store.open()
    try:
        manager = KeyManager(store, _policy())
        expires = parse_duration(args.expires_in) if getattr(args, "expires_in", None) else None
        if args.keys_command == "create":
            key, record = await manager.add(args.team, args.id, expires)
            return {"key": key, **KeyInfo.stored(record).model_dump(mode="json")}
        if args.keys_command == "list":
            return {"keys": [KeyInfo.of(v).model_dump(mode="json") for v in await manager.list(args.team)]}
        if args.keys_command == "revoke":
            return KeyInfo.stored(await manager.revoke(args.key_id), "revoked").model_dump(mode="json")
        key, record, old = await manager.rotate(args.key_id, parse_duration(args.overlap), args.id, expires)
        return {"new": {"key": key, **KeyInfo.stored(record).model_dump(mode="json")},
                "old": KeyInfo.stored(old).model_dump(mode="json")}
    finally:
        await store.close()


def _remote(args: argparse.Namespace) -> dict[str, Any]:
    import httpx

    from gateway.auth.keyring import parse_duration
    from gateway.protocols.openai_errors import BadRequest, GatewayError, NotFound
    from gateway.settings import remote_admin_headers

    headers = remote_admin_headers(args.admin_key, BadRequest)
    expires = parse_duration(args.expires_in) if getattr(args, "expires_in", None) else None
    with httpx.Client(base_url=args.url, headers=headers, timeout=30) as http:
        if args.keys_command == "create":
            response = http.post("/admin/keys", json={"team": args.team, "id": args.id, "expires_in_seconds": expires})
        elif args.keys_command == "list":
            response = http.get("/admin/keys", params={"team": args.team} if args.team else {})
        elif args.keys_command == "revoke":
            response = http.delete(f"/admin/keys/{args.key_id}")
        else:
            body = {"overlap_seconds": parse_duration(args.overlap), "id": args.id, "expires_in_seconds": expires}
            response = http.post(f"/admin/keys/{args.key_id}/rotate", json=body)
    data: dict[str, Any] = response.json()
    if response.status_code >= 400:
        message = str((data.get("error") or {}).get("message") or response.text)
        raise (NotFound if response.status_code == 404 else GatewayError)(message)
    return data


def _print(args: argparse.Namespace, data: dict[str, Any]) -> None:
    if args.keys_command == "list":
        sys.stdout.write(_table(data["keys"]))
        return
    shown = data.get("new", data)
    if "key" in shown:
        print(f"key (shown once, store it now): {shown['key']}")
    line = f"{shown['id']} (team {shown['team']}): {shown['status']}"
    if shown.get("expires_at"):
        line += f", expires {_when(shown['expires_at'])}"
    print(line)
    if "old" in data:
        print(f"{data['old']['id']} keeps working until {_when(data['old']['expires_at'])}")


def run(args: argparse.Namespace) -> int:
    from gateway.protocols.openai_errors import GatewayError, NotFound

    try:
        data = _remote(args) if args.url else asyncio.run(_direct(args))
    except (ValueError, GatewayError, OSError) as exc:
        if isinstance(exc, GatewayError):
            why = exc.message
        elif isinstance(exc, OSError):
            why = f"cannot reach the key store: {exc}"
        else:
            why = str(exc)
        print(f"gateway keys: {why}", file=sys.stderr)
        return 1 if isinstance(exc, NotFound) else 2
    _print(args, data)
    return 0


def add_remote(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--url", help="manage keys through this running gateway's admin API (e.g. http://gw:4000)")
    parser.add_argument("--admin-key", help="with --url (default: env GATEWAY_ADMIN_KEY)")
