"""The production ledger: PostgreSQL through an asyncpg pool, one schema per deployment.

Several replicas share one database, so migrations run under a transaction-scoped advisory lock keyed by
the schema name: the first replica migrates, the others wait for its commit and then find nothing to do.
Batches go in with one pipelined `executemany` inside a transaction; ON CONFLICT DO NOTHING on the
(request_id, attempt, shadow) key makes a retried batch harmless.

Works behind PgBouncer in transaction mode: no named prepared statements are kept (a pooler hands each
transaction whichever server connection is free, where a statement prepared on another does not exist, or
exists under the same name), and nothing relies on session state outside a transaction. TLS comes from the
URL (`sslmode=require`, `verify-full`, `sslrootcert=...`, as libpq reads them). Reports may read from a
replica (`read_dsn`); writes and migrations always go to the primary.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit

import asyncpg

from gateway.ledger.clean import matchable
from gateway.ledger.entry import COLUMNS, LedgerEntry, entry_values
from gateway.ledger.rejects import Rejected, refusal_reason, reject_row, rejected_from
from gateway.ledger.sql import (
    aggregate_query,
    insert_sql,
    migrations,
    postgres_dialect,
    rejects_insert_sql,
    rejects_select_sql,
    replay_sql,
    session_query,
    team_sql,
)
from gateway.ledger.store import AggregateRow, aggregate_row

_SCHEMA_RE = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")
# SQLSTATE classes that blame the rows: data exception (a NUL, bad UTF-8, a number out of range; asyncpg
# reports a value it cannot encode as 22000 too), integrity constraint violation, program limit exceeded
# (an index row over its size limit). Connection (08), resources (53), operator intervention (57),
# transaction rollback (40), system (58) and the rest are the store's: the rows are retried.
_REFUSING_CLASSES = frozenset({"22", "23", "54"})

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MICRO = timedelta(microseconds=1)


def split_schema(url: str) -> tuple[str, str]:
    """The driver's DSN (every query parameter but ``schema``) and the schema (default ``public``)."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    schema = next((v for k, v in query if k == "schema"), "public")
    rest = urlencode([(k, v) for k, v in query if k != "schema"])
    return parts._replace(query=rest).geturl(), schema


def advisory_key(schema: str) -> int:
    """A stable signed 64-bit lock id per schema (PostgreSQL advisory locks take a bigint)."""
    digest = hashlib.sha256(f"gateway-ledger:{schema}".encode()).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


class PostgresStore:
    """LedgerStore on PostgreSQL; `schema` keeps deployments (and test runs) apart."""

    def __init__(
        self, dsn: str, schema: str = "public", min_size: int = 1, max_size: int = 4, read_dsn: str | None = None
    ) -> None:
        if not _SCHEMA_RE.match(schema):
            raise ValueError(f"invalid schema name {schema!r} (lowercase letters, digits, underscore)")
        self.dsn = dsn
        self.read_dsn = read_dsn
        self._read_pool: asyncpg.Pool | None = None
        self.schema = schema
        self._sizes = (min_size, max_size)
        self._dialect = postgres_dialect(schema)
        self._insert = insert_sql(self._dialect)
        self._pool: asyncpg.Pool | None = None

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("PostgresStore is not open")
        return self._pool

    @property
    def reads(self) -> asyncpg.Pool:
        """Where reports read: the replica when one is configured, else the primary."""
        return self._read_pool or self.pool

    async def _create_pool(self, dsn: str) -> asyncpg.Pool:
        # statement_cache_size=0: no named prepared statements, so a transaction-mode pooler is safe; the
        # ledger's statements run once per batch or report, so the cache saved little anyway.
        return await asyncpg.create_pool(dsn, min_size=self._sizes[0], max_size=self._sizes[1],
                                         statement_cache_size=0)

    async def open(self) -> None:
        if self._pool is not None:
            return
        pool = await self._create_pool(self.dsn)
        try:
            async with pool.acquire() as conn:
                await self._migrate(conn)
            if self.read_dsn:
                self._read_pool = await self._create_pool(self.read_dsn)
        except BaseException:
            await pool.close()
            raise
        self._pool = pool

    async def _migrate(self, conn: asyncpg.Connection) -> None:
        s = self.schema
        async with conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", advisory_key(s))
            await conn.execute(f'CREATE SCHEMA IF NOT EXISTS "{s}"')
            await conn.execute(
                f'CREATE TABLE IF NOT EXISTS "{s}".schema_migrations '
                "(version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)"
            )
            done = {r[0] for r in await conn.fetch(f'SELECT version FROM "{s}".schema_migrations')}
            for number, statements in migrations(self._dialect):
                if number in done:
                    continue
                for statement in statements:
                    await conn.execute(statement)
                await conn.execute(
                    f'INSERT INTO "{s}".schema_migrations (version, applied_at) VALUES ($1, $2)',
                    number,
                    datetime.now(UTC),
                )

    async def write_batch(self, entries: Sequence[LedgerEntry]) -> None:
        if not entries:
            return
        rows = [entry_values(e) for e in entries]
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.executemany(self._insert, rows)

    def refusal(self, exc: BaseException) -> str | None:
        if isinstance(exc, asyncpg.PostgresError):
            sqlstate = str(getattr(exc, "sqlstate", "") or "")
            return refusal_reason(exc) if sqlstate[:2] in _REFUSING_CLASSES else None
        if isinstance(exc, ValueError | TypeError | OverflowError):  # raised encoding a value, before any I/O
            return refusal_reason(exc)
        return None  # OSError, timeouts, asyncpg.InterfaceError (connection closed, pool closing), ...

    async def write_rejected(self, entry: LedgerEntry, reason: str) -> None:
        await self.pool.execute(rejects_insert_sql(self._dialect), datetime.now(UTC), *reject_row(entry, reason))

    async def rejected(self) -> list[Rejected]:
        rows = await self.reads.fetch(rejects_select_sql(self._dialect))
        return [rejected_from(r[0], r[1], r[2], r[3]) for r in rows]

    async def aggregate(
        self, start: datetime, end: datetime, dims: Sequence[str], team: str | None = None,
        where: Mapping[str, str] | None = None,
    ) -> list[AggregateRow]:
        query = aggregate_query(self._dialect, (start, end), dims, team, where)
        if query is None:
            return []
        rows = await self.reads.fetch(query[0], *query[1])
        return [aggregate_row(r, len(dims)) for r in rows]

    async def session_entries(self, session_id: str, team: str | None = None) -> list[LedgerEntry]:
        query = session_query(self._dialect, session_id, team)
        if query is None:
            return []
        rows = await self.reads.fetch(query[0], *query[1])
        return [LedgerEntry(**dict(zip(COLUMNS, tuple(r), strict=True))) for r in rows]

    async def entries(self, team: str | None = None) -> list[LedgerEntry]:
        if team is not None and not matchable(team):
            return []
        rows = await self.reads.fetch(team_sql(self._dialect, team is not None), *([team] if team else []))
        return [LedgerEntry(**dict(zip(COLUMNS, tuple(r), strict=True))) for r in rows]

    async def replay_rows(self, start: datetime, end: datetime, team: str | None = None) -> list[tuple[Any, ...]]:
        """Rows of ``sql.REPLAY_COLUMNS`` for a policy replay, ``ts`` in microseconds as SQLite gives it."""
        if team is not None and not matchable(team):
            return []
        params: list[Any] = [start, end] if team is None else [start, end, team]
        rows = await self.pool.fetch(replay_sql(self._dialect, team is not None), *params)
        return [((r[0] - _EPOCH) // _MICRO, *tuple(r)[1:]) for r in rows]

    async def count(self) -> int:
        return int(await self.pool.fetchval(f"SELECT COUNT(*) FROM {self._dialect.table}"))

    async def applied_migrations(self) -> list[int]:
        rows = await self.pool.fetch(f'SELECT version FROM "{self.schema}".schema_migrations ORDER BY 1')
        return [int(r[0]) for r in rows]

    async def close(self) -> None:
        if self._read_pool is not None:
            read, self._read_pool = self._read_pool, None
            await read.close()
        if self._pool is not None:
            pool, self._pool = self._pool, None
            await pool.close()
