"""PostgreSQL driver of the shadow store: an asyncpg pool; tables created under an advisory lock."""

from __future__ import annotations

import hashlib
import re
from typing import Any

import asyncpg

_MARK = re.compile(r"\?")
_RENAME = re.compile(r"^ALTER TABLE (?P<table>\S+) RENAME COLUMN IF EXISTS (?P<old>\w+) TO (?P<new>\w+)$")


def numbered(sql: str) -> str:
    """``?`` placeholders to asyncpg's ``$1, $2, ...`` (our SQL never contains a literal '?')."""
    counter = iter(range(1, 10_000))
    return _MARK.sub(lambda _m: f"${next(counter)}", sql)


class PostgresBackend:
    def __init__(self, dsn: str, schema: str) -> None:
        self.dsn = dsn
        self.schema = schema
        self._pool: asyncpg.Pool | None = None
        self._cache: dict[str, str] = {}

    def _sql(self, sql: str) -> str:
        found = self._cache.get(sql)
        if found is None:
            found = self._cache[sql] = numbered(sql)
        return found

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("shadow store is not open")
        return self._pool

    async def open(self, statements: list[str]) -> None:
        if self._pool is not None:
            return
        # no named prepared statements: safe behind PgBouncer in transaction mode (as the ledger's pool)
        pool = await asyncpg.create_pool(self.dsn, min_size=1, max_size=3, statement_cache_size=0)
        key = int.from_bytes(hashlib.sha256(f"gateway-shadow:{self.schema}".encode()).digest()[:8], "big",
                             signed=True)
        try:
            async with pool.acquire() as conn, conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock($1)", key)
                await conn.execute(f'CREATE SCHEMA IF NOT EXISTS "{self.schema}"')
                for statement in statements:
                    rename = _RENAME.match(statement)
                    if rename is None:
                        await conn.execute(statement)
                    elif await conn.fetchval(  # PostgreSQL has no RENAME COLUMN IF EXISTS
                        "SELECT 1 FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 "
                        "AND column_name = $3", self.schema, rename["table"].split(".")[-1].strip('"'), rename["old"],
                    ):
                        await conn.execute(statement.replace(" RENAME COLUMN IF EXISTS ", " RENAME COLUMN "))
        except BaseException:
            await pool.close()
            raise
        self._pool = pool

    async def execute(self, sql: str, params: tuple[Any, ...]) -> None:
        await self.pool.execute(self._sql(sql), *params)

    async def fetch(self, sql: str, params: tuple[Any, ...]) -> list[Any]:
        return list(await self.pool.fetch(self._sql(sql), *params))

    async def close(self) -> None:
        if self._pool is not None:
            pool, self._pool = self._pool, None
            await pool.close()
