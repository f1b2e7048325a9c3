"""The embedded ledger: one SQLite file, WAL, one connection owned by one dedicated thread.

sqlite3 calls block, so every call runs on a single-thread executor: the event loop never waits on disk,
and the connection is only ever touched by the thread that created it (no locking needed). WAL with
synchronous=NORMAL keeps a committed batch durable across a process crash (SIGKILL). An entry's CPU goes
mostly to its primary key and the three report indexes.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

from gateway.ledger.clean import matchable
from gateway.ledger.entry import COLUMNS, LedgerEntry, entry_values
from gateway.ledger.rejects import Rejected, refusal_reason, reject_row, rejected_from
from gateway.ledger.sql import (
    aggregate_query,
    insert_sql,
    migrations,
    rejects_insert_sql,
    rejects_select_sql,
    replay_sql,
    session_query,
    sqlite_dialect,
    team_sql,
)
from gateway.ledger.store import AggregateRow, aggregate_row

T = TypeVar("T")
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_BOOL_COLUMNS = frozenset({"priced", "streamed", "shadow", "in_loop", "has_tools"})
_MICRO = timedelta(microseconds=1)


def to_micros(ts: datetime) -> int:
    return (ts - EPOCH) // _MICRO


def from_micros(value: int) -> datetime:
    return EPOCH + timedelta(microseconds=value)


# Entries per INSERT statement: SQLite allows 32,766 parameters per statement since 3.32 (999 before).
ROWS_PER_STATEMENT = 64 if sqlite3.sqlite_version_info >= (3, 32) else 999 // len(COLUMNS)
_TS = COLUMNS.index("ts")
_BOOL_INDEXES = tuple(COLUMNS.index(c) for c in sorted(_BOOL_COLUMNS))


def _row_values(entry: LedgerEntry) -> list[Any]:
    values = list(entry_values(entry))
    values[_TS] = to_micros(entry.ts)
    for i in _BOOL_INDEXES:
        values[i] = int(values[i])
    return values


def _entry_from_row(row: Sequence[Any]) -> LedgerEntry:
    kwargs: dict[str, Any] = {}
    for name, value in zip(COLUMNS, row, strict=True):
        if name == "ts":
            value = from_micros(value)
        elif name in _BOOL_COLUMNS:
            value = bool(value)
        kwargs[name] = value
    return LedgerEntry(**kwargs)


class SQLiteStore:
    """LedgerStore on a local SQLite file (the single-process default)."""

    def __init__(self, path: str | Path, busy_timeout_ms: int = 10_000) -> None:
        self.path = Path(path)
        self._busy_timeout_ms = busy_timeout_ms
        self._dialect = sqlite_dialect()
        self._inserts: dict[int, str] = {}
        self._executor: ThreadPoolExecutor | None = None
        self._conn: sqlite3.Connection | None = None

    async def _run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        if self._executor is None or self._conn is None:
            raise RuntimeError("SQLiteStore is not open")
        conn = self._conn
        return await asyncio.get_running_loop().run_in_executor(self._executor, fn, conn)

    async def open(self) -> None:
        if self._executor is not None:
            return
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ledger-sqlite")
        loop = asyncio.get_running_loop()
        self._conn = await loop.run_in_executor(self._executor, self._connect)
        await self._run(self._migrate)

    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, isolation_level=None)  # we issue BEGIN/COMMIT ourselves
        conn.execute(f"PRAGMA busy_timeout = {int(self._busy_timeout_ms)}")
        self._enter_wal(conn)
        conn.execute("PRAGMA synchronous = NORMAL")
        return conn

    def _enter_wal(self, conn: sqlite3.Connection) -> None:
        """Switch the file to WAL, retrying while another process switches it.

        SQLite can answer "database is locked" to the journal-mode change at once, without calling the busy
        handler, when several connections open a new file together (replicas starting at the same moment:
        about 1 start in 60 failed with 6 of them), so the wait busy_timeout promises is given here."""
        deadline = time.monotonic() + self._busy_timeout_ms / 1000.0
        while True:
            try:
                conn.execute("PRAGMA journal_mode = WAL")
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() >= deadline:
                    raise
            time.sleep(0.005)

    def _migrate(self, conn: sqlite3.Connection) -> None:
        # BEGIN IMMEDIATE takes the write lock first, so a second process starting at the same moment
        # waits (busy_timeout), then sees the migrations already recorded and applies nothing.
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations "
                "(version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)"
            )
            done = {r[0] for r in conn.execute("SELECT version FROM schema_migrations")}
            for number, statements in migrations(self._dialect):
                if number in done:
                    continue
                for statement in statements:
                    conn.execute(statement)
                conn.execute(
                    "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)",
                    (number, datetime.now(UTC).isoformat()),
                )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    def _insert_rows(self, rows: int) -> str:
        sql = self._inserts.get(rows)
        if sql is None:
            sql = self._inserts[rows] = insert_sql(self._dialect, rows)
        return sql

    async def write_batch(self, entries: Sequence[LedgerEntry]) -> None:
        """One multi-row INSERT per ``ROWS_PER_STATEMENT`` entries, not one statement per entry.

        Why: the sqlite3 module releases the GIL around every statement step, so an ``executemany`` of a
        100-entry batch hands the GIL between this thread and the event loop 200 times. Under load each
        handoff is a futex wake and a context switch, which cost the ledger thread several times the CPU
        of the insert itself."""
        if not entries:
            return
        statements: list[tuple[str, list[Any]]] = []
        for start in range(0, len(entries), ROWS_PER_STATEMENT):
            chunk = entries[start : start + ROWS_PER_STATEMENT]
            params = [value for e in chunk for value in _row_values(e)]
            statements.append((self._insert_rows(len(chunk)), params))

        def write(conn: sqlite3.Connection) -> None:
            conn.execute("BEGIN IMMEDIATE")
            try:
                for sql, params in statements:
                    conn.execute(sql, params)
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise

        await self._run(write)

    def refusal(self, exc: BaseException) -> str | None:
        """A row-level refusal: a constraint, a value the driver cannot bind (a lone surrogate, an integer
        past 64 bits, a type it has no mapping for) or one past SQLite's size limit. OperationalError
        (locked, I/O, disk full, read-only) and anything else is the store's, not the rows'."""
        if isinstance(exc, sqlite3.IntegrityError | sqlite3.DataError | ValueError | TypeError | OverflowError):
            return refusal_reason(exc)
        if isinstance(exc, sqlite3.ProgrammingError | sqlite3.InterfaceError) and "binding" in str(exc):
            return refusal_reason(exc)
        return None

    async def write_rejected(self, entry: LedgerEntry, reason: str) -> None:
        sql = rejects_insert_sql(self._dialect)
        params = [to_micros(datetime.now(UTC)), *reject_row(entry, reason)]
        await self._run(lambda conn: conn.execute(sql, params))  # one statement: atomic in autocommit

    async def rejected(self) -> list[Rejected]:
        sql = rejects_select_sql(self._dialect)
        rows = await self._run(lambda conn: conn.execute(sql).fetchall())
        return [rejected_from(from_micros(r[0]), r[1], r[2], r[3]) for r in rows]

    async def aggregate(
        self, start: datetime, end: datetime, dims: Sequence[str], team: str | None = None,
        where: Mapping[str, str] | None = None,
    ) -> list[AggregateRow]:
        query = aggregate_query(self._dialect, (to_micros(start), to_micros(end)), dims, team, where)
        if query is None:
            return []
        sql, params = query
        rows = await self._run(lambda conn: conn.execute(sql, params).fetchall())
        return [aggregate_row(r, len(dims)) for r in rows]

    async def session_entries(self, session_id: str, team: str | None = None) -> list[LedgerEntry]:
        query = session_query(self._dialect, session_id, team)
        if query is None:
            return []
        sql, params = query
        rows = await self._run(lambda conn: conn.execute(sql, params).fetchall())
        return [_entry_from_row(r) for r in rows]

    async def entries(self, team: str | None = None) -> list[LedgerEntry]:
        if team is not None and not matchable(team):
            return []
        sql = team_sql(self._dialect, team is not None)
        rows = await self._run(lambda conn: conn.execute(sql, [team] if team else []).fetchall())
        return [_entry_from_row(r) for r in rows]

    async def replay_rows(self, start: datetime, end: datetime, team: str | None = None) -> list[tuple[Any, ...]]:
        """Rows of ``sql.REPLAY_COLUMNS`` for a policy replay (``ts`` in microseconds, booleans as 0/1)."""
        if team is not None and not matchable(team):
            return []
        sql = replay_sql(self._dialect, team is not None)
        params: list[Any] = [to_micros(start), to_micros(end)]
        if team is not None:
            params.append(team)
        return await self._run(lambda conn: conn.execute(sql, params).fetchall())

    async def count(self) -> int:
        table = self._dialect.table
        return int(await self._run(lambda c: c.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]))

    async def applied_migrations(self) -> list[int]:
        rows = await self._run(
            lambda c: c.execute("SELECT version FROM schema_migrations ORDER BY version").fetchall()
        )
        return [int(r[0]) for r in rows]

    async def close(self) -> None:
        if self._executor is None:
            return
        conn = self._conn
        if conn is not None:
            await asyncio.get_running_loop().run_in_executor(self._executor, conn.close)
        self._executor.shutdown(wait=True)
        self._executor = None
        self._conn = None
