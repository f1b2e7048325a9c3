"""Keys kept in the state directory (hashes only): the bootstrap key of a fresh install and saved keys."""

from __future__ import annotations

import os
from pathlib import Path

import yaml

from gateway.auth.lookup import hash_key, new_key


def keys_file(state_dir: Path) -> Path:
    return state_dir / "keys.yaml"


def saved_keys(state_dir: Path) -> list[dict[str, str]]:
    path = keys_file(state_dir)
    if not path.is_file():
        return []
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return list(data.get("keys") or [])


def save_key(state_dir: Path, team: str, key_id: str, key_hash: str) -> None:
    """Append a key's hash; the file is written whole and atomically so a reload never sees half of it."""
    state_dir.mkdir(parents=True, exist_ok=True)
    entries = [*saved_keys(state_dir), {"team": team, "id": key_id, "sha256": key_hash}]
    path = keys_file(state_dir)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(
        "# Key hashes created by the gateway (never the keys). Safe to commit nowhere; keep it private.\n"
        + yaml.safe_dump({"keys": entries}, sort_keys=False),
        encoding="utf-8",
    )
    os.replace(tmp, path)


def create_key(team: str, key_id: str | None = None) -> tuple[str, str, str]:
    """A new key: (the key, shown once; its id; its hash for the policy)."""
    key = new_key()
    key_hash = hash_key(key)
    return key, key_id or f"{team}-{key_hash[7:15]}", key_hash


def ensure_bootstrap_key(state_dir: Path, team: str) -> str | None:
    """On a fresh install, create the local team's first key; return it (to print once) or None."""
    if any(entry.get("team") == team for entry in saved_keys(state_dir)):
        return None
    key, key_id, key_hash = create_key(team, f"{team}-bootstrap")
    save_key(state_dir, team, key_id, key_hash)
    return key
