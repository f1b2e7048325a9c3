"""SQLite driver of the shadow store: one connection on one dedicated thread, like the ledger's store."""

from __future__ import annotations

import asyncio
import sqlite3
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any


class SQLiteBackend:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._executor: ThreadPoolExecutor | None = None
        self._conn: sqlite3.Connection | None = None

    async def _run(self, fn: Any, *args: Any) -> Any:
        if self._executor is None:
            raise RuntimeError("shadow store is not open")
        return await asyncio.get_running_loop().run_in_executor(self._executor, fn, *args)

    def _connect(self, statements: list[str]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, isolation_level=None)
        conn.execute("PRAGMA busy_timeout = 10000")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        for statement in statements:
            if statement.startswith("ALTER TABLE") and " RENAME COLUMN IF EXISTS " in statement:
                try:  # SQLite has no RENAME COLUMN IF EXISTS: a missing column means a table made after the rename
                    conn.execute(statement.replace(" RENAME COLUMN IF EXISTS ", " RENAME COLUMN "))
                except sqlite3.OperationalError as exc:
                    if "no such column" not in str(exc):
                        raise
                continue
            if statement.startswith("ALTER TABLE") and " ADD COLUMN IF NOT EXISTS " in statement:
                try:  # SQLite has no ADD COLUMN IF NOT EXISTS: a duplicate column means it is there
                    conn.execute(statement.replace(" ADD COLUMN IF NOT EXISTS ", " ADD COLUMN "))
                except sqlite3.OperationalError as exc:
                    if "duplicate column" not in str(exc):
                        raise
                continue
            conn.execute(statement)
        self._conn = conn

    async def open(self, statements: list[str]) -> None:
        if self._executor is not None:
            return
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="shadow-sqlite")
        await self._run(self._connect, statements)

    def _execute(self, sql: str, params: tuple[Any, ...]) -> None:
        assert self._conn is not None
        self._conn.execute(sql, params)

    def _fetch(self, sql: str, params: tuple[Any, ...]) -> list[Any]:
        assert self._conn is not None
        return self._conn.execute(sql, params).fetchall()

    async def execute(self, sql: str, params: tuple[Any, ...]) -> None:
        await self._run(self._execute, sql, params)

    async def fetch(self, sql: str, params: tuple[Any, ...]) -> list[Any]:
        rows: list[Any] = await self._run(self._fetch, sql, params)
        return rows

    async def close(self) -> None:
        if self._executor is None:
            return
        if self._conn is not None:
            await self._run(self._conn.close)
        self._executor.shutdown(wait=True)
        self._executor = None
        self._conn = None
