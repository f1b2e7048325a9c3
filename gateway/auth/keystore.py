"""Keys managed at run time (create, revoke, rotate, expiry), kept where every replica sees them.

The ledger's PostgreSQL database when `GATEWAY_DATABASE_URL` is set (the same schema), else a SQLite file in
the state directory. Only sha256 hashes are stored. Every change bumps a sequence number in the same
transaction, so a replica polls one integer to learn that something changed.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from contextlib import closing
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import parse_qs, urlsplit

from gateway.settings import Settings

COLUMNS = ("id", "team", "sha256", "created_at", "expires_at", "revoked_at", "rotated_from")


@dataclass(frozen=True, slots=True)
class StoredKey:
    """One key's record; times are Unix seconds."""

    id: str  # the key's public id (never the secret)
    team: str
    sha256: str  # the hash of the secret: the only form it is kept in
    created_at: float
    expires_at: float | None = None  # None: never expires
    revoked_at: float | None = None  # None: not revoked
    rotated_from: str | None = None  # the id of the key this one replaced

    def active(self, now: float) -> bool:
        return self.revoked_at is None and (self.expires_at is None or now < self.expires_at)

    def status(self, now: float) -> str:
        if self.revoked_at is not None:
            return "revoked"
        if self.expires_at is not None and now >= self.expires_at:
            return "expired"
        return "active"


def _row(values: Any) -> StoredKey:
    return StoredKey(*(values[c] if isinstance(values, dict) else values[i] for i, c in enumerate(COLUMNS)))


class KeyStore(Protocol):
    async def open(self) -> None: ...
    async def close(self) -> None: ...
    async def seq(self) -> int: ...
    async def all(self) -> list[StoredKey]: ...
    async def insert(self, key: StoredKey) -> None:
        """Raises KeyError when the id or hash exists already."""

    async def update(self, key_id: str, *, expires_at: float | None = None, revoked_at: float | None = None,
                     insert: StoredKey | None = None) -> StoredKey | None:
        """Set a key's expiry (never later than it was) and/or revocation, optionally inserting a new key in the
        same transaction (a rotation); None when there is no such key (nothing is changed)."""


_SQLITE_SCHEMA = """
CREATE TABLE IF NOT EXISTS api_keys (
    id TEXT PRIMARY KEY, team TEXT NOT NULL, sha256 TEXT NOT NULL UNIQUE, created_at REAL NOT NULL,
    expires_at REAL, revoked_at REAL, rotated_from TEXT);
CREATE TABLE IF NOT EXISTS api_keys_seq (one INTEGER PRIMARY KEY CHECK (one = 1), seq INTEGER NOT NULL);
INSERT OR IGNORE INTO api_keys_seq VALUES (1, 0);
"""


def _merged(old: StoredKey, expires_at: float | None, revoked_at: float | None) -> StoredKey:
    if expires_at is not None and (old.expires_at is None or expires_at < old.expires_at):
        old = replace(old, expires_at=expires_at)
    if revoked_at is not None and old.revoked_at is None:
        old = replace(old, revoked_at=revoked_at)
    return old


class SQLiteKeys:
    """A SQLite file (WAL) in the state directory: the CLI and every process on the host share it. Calls are
    few and small, so each opens its own connection off the event loop."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=10, isolation_level=None)

    async def open(self) -> None:
        def create() -> None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with closing(self._connect()) as conn:
                conn.execute("PRAGMA journal_mode=WAL")  # persistent: readers never block the writer
                conn.executescript(_SQLITE_SCHEMA)

        await asyncio.to_thread(create)

    async def close(self) -> None:
        return None

    async def seq(self) -> int:
        def read() -> int:
            with closing(self._connect()) as conn:
                return int(conn.execute("SELECT seq FROM api_keys_seq").fetchone()[0])

        return await asyncio.to_thread(read)

    async def all(self) -> list[StoredKey]:
        def read() -> list[StoredKey]:
            with closing(self._connect()) as conn:
                rows = conn.execute(f"SELECT {', '.join(COLUMNS)} FROM api_keys ORDER BY created_at, id")
                return [_row(r) for r in rows]

        return await asyncio.to_thread(read)

    async def insert(self, key: StoredKey) -> None:
        await self.update("", insert=key)

    async def update(self, key_id: str, *, expires_at: float | None = None, revoked_at: float | None = None,
                     insert: StoredKey | None = None) -> StoredKey | None:
        def write() -> StoredKey | None:
            with closing(self._connect()) as conn:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    result = None
                    if key_id:
                        found = conn.execute(f"SELECT {', '.join(COLUMNS)} FROM api_keys WHERE id = ?",
                                             (key_id,)).fetchone()
                        if found is None:
                            conn.execute("ROLLBACK")
                            return None
                        result = _merged(_row(found), expires_at, revoked_at)
                        conn.execute("UPDATE api_keys SET expires_at = ?, revoked_at = ? WHERE id = ?",
                                     (result.expires_at, result.revoked_at, key_id))
                    if insert is not None:
                        try:
                            conn.execute(f"INSERT INTO api_keys VALUES ({', '.join('?' * len(COLUMNS))})",
                                         tuple(getattr(insert, c) for c in COLUMNS))
                        except sqlite3.IntegrityError as exc:
                            raise KeyError(insert.id) from exc
                        result = result or insert
                    conn.execute("UPDATE api_keys_seq SET seq = seq + 1")
                    conn.execute("COMMIT")
                    return result
                except BaseException:
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                    raise

        return await asyncio.to_thread(write)


class PostgresKeys:
    """Two tables in the ledger's schema; created under an advisory lock, so replicas starting together
    do not race."""

    def __init__(self, dsn: str, schema: str) -> None:
        self.dsn = dsn
        self.schema = schema
        self._pool: Any = None

    @property
    def _t(self) -> str:
        return f'"{self.schema}".api_keys'

    async def open(self) -> None:
        import asyncpg

        from gateway.ledger.postgres_store import advisory_key

        self._pool = await asyncpg.create_pool(self.dsn, min_size=1, max_size=2)
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", advisory_key(self.schema))
            await conn.execute(f'CREATE SCHEMA IF NOT EXISTS "{self.schema}"')
            await conn.execute(
                f"CREATE TABLE IF NOT EXISTS {self._t} (id TEXT PRIMARY KEY, team TEXT NOT NULL, "
                "sha256 TEXT NOT NULL UNIQUE, created_at DOUBLE PRECISION NOT NULL, "
                "expires_at DOUBLE PRECISION, revoked_at DOUBLE PRECISION, rotated_from TEXT)"
            )
            await conn.execute(
                f'CREATE TABLE IF NOT EXISTS "{self.schema}".api_keys_seq '
                "(one INTEGER PRIMARY KEY CHECK (one = 1), seq BIGINT NOT NULL)"
            )
            await conn.execute(f'INSERT INTO "{self.schema}".api_keys_seq VALUES (1, 0) ON CONFLICT DO NOTHING')

    async def close(self) -> None:
        if self._pool is not None:
            await self._pool.close()
            self._pool = None

    async def seq(self) -> int:
        return int(await self._pool.fetchval(f'SELECT seq FROM "{self.schema}".api_keys_seq'))

    async def all(self) -> list[StoredKey]:
        rows = await self._pool.fetch(f"SELECT {', '.join(COLUMNS)} FROM {self._t} ORDER BY created_at, id")
        return [_row(dict(r)) for r in rows]

    async def insert(self, key: StoredKey) -> None:
        await self.update("", insert=key)

    async def update(self, key_id: str, *, expires_at: float | None = None, revoked_at: float | None = None,
                     insert: StoredKey | None = None) -> StoredKey | None:
        import asyncpg

        async with self._pool.acquire() as conn, conn.transaction():
            result = None
            if key_id:
                found = await conn.fetchrow(f"SELECT {', '.join(COLUMNS)} FROM {self._t} WHERE id = $1 FOR UPDATE",
                                            key_id)
                if found is None:
                    return None
                result = _merged(_row(dict(found)), expires_at, revoked_at)
                await conn.execute(f"UPDATE {self._t} SET expires_at = $1, revoked_at = $2 WHERE id = $3",
                                   result.expires_at, result.revoked_at, key_id)
            if insert is not None:
                try:
                    async with conn.transaction():
                        await conn.execute(
                            f"INSERT INTO {self._t} VALUES ($1, $2, $3, $4, $5, $6, $7)",
                            *(getattr(insert, c) for c in COLUMNS),
                        )
                except asyncpg.UniqueViolationError as exc:
                    raise KeyError(insert.id) from exc
                result = result or insert
            await conn.execute(f'UPDATE "{self.schema}".api_keys_seq SET seq = seq + 1')
            return result


def open_keystore(settings: Settings) -> KeyStore:
    """The store every replica of this deployment shares (built, not opened)."""
    if settings.database_url:
        parts = urlsplit(settings.database_url)
        schema = parse_qs(parts.query).get("schema", ["public"])[0]
        return PostgresKeys(parts._replace(query="").geturl(), schema)
    return SQLiteKeys(settings.state_dir / "keys.db")


def now() -> float:
    return time.time()

