"""Key lifecycle (create, list, revoke, rotate, expiry) over the shared key store, and the serving side:
merging the store's active keys into the policy's so `gateway.auth.lookup` sees one hash table.

Replicas poll the store's change number every half second (one integer read) and swap in a new table when
it moved or a key expired; a new table also drops `gateway.auth.lookup`'s cache of accepted keys, so a revoked key
stops working on every replica within a poll. The replica that made a change installs it at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from dataclasses import dataclass, replace
from typing import Protocol

from gateway.auth.keystore import KeyStore, StoredKey, now
from gateway.auth.lookup import hash_key, new_key
from gateway.observability.logs import audit, log
from gateway.policy.holder import PolicyHolder
from gateway.policy.load import LoadedPolicy
from gateway.protocols.openai_errors import BadRequest, Conflict, NotFound

POLL_SECONDS = 0.5
DEFAULT_OVERLAP_SECONDS = 3600.0
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhdw]?)\s*$")
_UNITS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}


def parse_duration(text: str) -> float:
    """`90`, `90s`, `15m`, `12h`, `30d`, `2w` -> seconds."""
    found = _DURATION.match(text)
    if not found or float(found.group(1)) <= 0:
        raise ValueError(f"invalid duration {text!r}: use a positive number with s, m, h, d or w (e.g. 30d)")
    return float(found.group(1)) * _UNITS[found.group(2)]


@dataclass(frozen=True, slots=True)
class KeyView:
    """A key as listed: never the key, never its hash."""

    id: str
    team: str
    source: str  # "store" (managed here) or "policy" (a policy file or keys.yaml: edit it there)
    status: str
    created_at: float | None = None
    expires_at: float | None = None
    revoked_at: float | None = None
    rotated_from: str | None = None


def _view(key: StoredKey, at: float) -> KeyView:
    return KeyView(key.id, key.team, "store", key.status(at), key.created_at, key.expires_at, key.revoked_at,
                   key.rotated_from)


class KeyManager:
    """The lifecycle operations, for the admin API and the CLI alike (both check teams against a policy)."""

    def __init__(self, store: KeyStore, policy: LoadedPolicy | None) -> None:
        self.store = store
        self.policy = policy

    def _policy_ids(self) -> dict[str, str]:
        return {} if self.policy is None else {kid: team for team, kid in self.policy.keys.values()}

    def _check_team(self, team: str) -> None:
        if self.policy is not None and team not in self.policy.policy.teams:
            raise NotFound(f"no team {team!r} in the policy", param="team", code="team_not_found")

    async def create(self, team: str, key_id: str | None = None, expires_in: float | None = None,
                     rotated_from: str | None = None) -> tuple[str, StoredKey]:
        """A new key (returned once, never stored) and its record."""
        self._check_team(team)
        if key_id is not None and not _ID.match(key_id):
            raise BadRequest("a key id is 1-128 letters, digits, '.', '_' or '-'", param="id")
        if expires_in is not None and expires_in <= 0:
            raise BadRequest("expires_in_seconds must be positive", param="expires_in_seconds")
        key = new_key()
        key_hash = hash_key(key)
        key_id = key_id or f"{team}-{key_hash[7:15]}"
        if key_id in self._policy_ids():
            raise Conflict(f"key id {key_id!r} is taken by a policy key", param="id", code="key_exists")
        created = now()
        record = StoredKey(key_id, team, key_hash, created, None if expires_in is None else created + expires_in,
                           rotated_from=rotated_from)
        return key, record

    async def add(self, team: str, key_id: str | None = None, expires_in: float | None = None) -> tuple[str, StoredKey]:
        key, record = await self.create(team, key_id, expires_in)
        try:
            await self.store.insert(record)
        except KeyError:
            raise Conflict(f"key id {record.id!r} exists already", param="id", code="key_exists") from None
        return key, record

    async def list(self, team: str | None = None) -> list[KeyView]:
        at = now()
        views = [_view(k, at) for k in await self.store.all() if team is None or k.team == team]
        if self.policy is not None:
            views += [KeyView(kid, t, "policy", "active") for t, kid in sorted(self.policy.keys.values())
                      if team is None or t == team]
        return views

    async def _find(self, key_id: str) -> StoredKey:
        for key in await self.store.all():
            if key.id == key_id:
                return key
        if key_id in self._policy_ids():
            raise Conflict(f"key {key_id!r} is defined in the policy (or keys.yaml): remove it there",
                           param="key_id", code="policy_key")
        raise NotFound(f"no key {key_id!r}", param="key_id", code="key_not_found")

    async def revoke(self, key_id: str) -> StoredKey:
        await self._find(key_id)
        found = await self.store.update(key_id, revoked_at=now())
        if found is None:
            raise NotFound(f"no key {key_id!r}", param="key_id", code="key_not_found")
        return found

    async def rotate(self, key_id: str, overlap: float = DEFAULT_OVERLAP_SECONDS, new_id: str | None = None,
                     expires_in: float | None = None) -> tuple[str, StoredKey, StoredKey]:
        """A new key for the old one's team; the old one keeps working for `overlap` seconds, then expires."""
        old = await self._find(key_id)
        if old.revoked_at is not None:
            raise Conflict(f"key {key_id!r} is revoked; create a new key instead", param="key_id",
                           code="key_revoked")
        if overlap < 0:
            raise BadRequest("overlap_seconds must not be negative", param="overlap_seconds")
        key, record = await self.create(old.team, new_id, expires_in, rotated_from=old.id)
        try:
            updated = await self.store.update(key_id, expires_at=now() + overlap, insert=record)
        except KeyError:
            raise Conflict(f"key id {record.id!r} exists already", param="id", code="key_exists") from None
        if updated is None:
            raise NotFound(f"no key {key_id!r}", param="key_id", code="key_not_found")
        old_now = next(k for k in await self.store.all() if k.id == key_id)
        return key, record, old_now


class KeyLookup(Protocol):
    """What the app and the key API need of the serving side of keys (``KeyRing`` implements it)."""

    @property
    def store(self) -> KeyStore: ...

    async def refresh(self, force: bool = False) -> None:
        """Install the store's keys when they changed (or ``force``), so auth sees them on this replica."""
        ...

    def policy_only(self) -> LoadedPolicy:
        """The current policy with its own keys only, without the store's."""
        ...

    async def start(self) -> None:
        """Install the keys, then poll the store for changes."""
        ...

    async def stop(self) -> None:
        """Stop polling and close the store."""
        ...


class KeyRing:
    """Keeps `holder.current.keys` = the policy's keys plus the store's active ones."""

    def __init__(self, store: KeyStore, holder: PolicyHolder) -> None:
        self.store = store
        self.holder = holder
        self._policy_keys = holder.current.keys
        self._rows: list[StoredKey] = []
        self._seq: int | None = None
        self._task: asyncio.Task[None] | None = None
        self._next_expiry: float | None = None
        holder.listeners.insert(0, self._on_reload)

    def policy_only(self) -> LoadedPolicy:
        """The current policy with only its own keys (the policy file's and keys.yaml's), not the store's merged
        in: what the key lifecycle checks ids against and lists as policy keys."""
        return replace(self.holder.current, keys=self._policy_keys)

    def _on_reload(self, loaded: LoadedPolicy) -> None:
        self._policy_keys = loaded.keys
        self._install()

    def _install(self) -> float | None:
        """Swap in the merged table; returns the next expiry (when it must be built again)."""
        at = now()
        teams = self.holder.current.policy.teams
        merged = dict(self._policy_keys)
        for key in self._rows:
            if key.active(at) and key.team in teams:
                merged.setdefault(key.sha256, (key.team, key.id))
        self.holder.current = replace(self.holder.current, keys=merged)
        expiries = [k.expires_at for k in self._rows if k.expires_at is not None and k.expires_at > at]
        self._next_expiry = min(expiries, default=None)
        return self._next_expiry

    async def refresh(self, force: bool = False) -> None:
        seq = await self.store.seq()
        expired = self._next_expiry is not None and now() >= self._next_expiry if self._seq is not None else False
        if force or seq != self._seq or expired:
            self._rows = await self.store.all()
            self._seq = seq
            self._install()

    async def start(self) -> None:
        await self.refresh(force=True)
        self._task = asyncio.get_running_loop().create_task(self._poll())

    async def _poll(self) -> None:
        failing = False
        while True:
            await asyncio.sleep(POLL_SECONDS)
            try:
                await self.refresh()
                if failing:
                    log.info("keystore_recovered")
                failing = False
            except Exception as exc:  # keep serving the last table; say so once
                if not failing:
                    log.warning("keystore_poll_failed", error=type(exc).__name__)
                failing = True

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        await self.store.close()


def audit_key(action: str, who: str, record: StoredKey, **fields: object) -> None:
    """One audit line per change: the id and team, never the key or its hash."""
    audit.info("key_" + action, who=who, key_id=record.id, team=record.team, **fields)
