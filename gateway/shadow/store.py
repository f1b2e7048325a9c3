"""Durable shadow runs and pairs, in the ledger's database (SQLite file or PostgreSQL schema).

Our own two tables (``shadow_runs``, ``shadow_pairs``) beside the ledger's, created idempotently on open.
The DDL and queries are written once: booleans are stored as 0/1 integers and timestamps as epoch seconds,
so SQLite and PostgreSQL differ only in placeholders (``?`` vs ``$n``) and the driver behind ``_Backend``.
Adding a pair is idempotent on (run_id, request_id), so a retried write or a second replica is harmless.
"""

from __future__ import annotations

import re
from dataclasses import astuple, dataclass, fields
from typing import Any, Protocol
from urllib.parse import urlsplit

import orjson

from gateway.policy.model import Thresholds
from gateway.shadow.runs import PairRecord, RunStatus, ShadowRun

PAIR_COLUMNS = tuple(f.name for f in fields(PairRecord))
_BOOLS = frozenset(f.name for f in fields(PairRecord) if "bool" in str(f.type))
_TYPES = {"float": "DOUBLE PRECISION", "int": "BIGINT", "bool": "INTEGER", "str": "TEXT"}
RUN_COLUMNS = ("id", "model", "version", "live_weights", "candidate_weights", "trigger", "status",
               "started", "thresholds", "detail")


def _sql_type(annotation: str) -> str:
    base = annotation.split("|")[0].strip()
    return _TYPES[base] + ("" if "None" in annotation else " NOT NULL")


ADDED_PAIR_COLUMNS = tuple(f.name for f in fields(PairRecord))[PAIR_COLUMNS.index("prompt") + 1:]
# Pair columns stored under an earlier name (old, new): renamed on open in tables made before the rename.
RENAMED_PAIR_COLUMNS = (("class_", "request_class"),)


def ddl(runs: str, pairs: str) -> list[str]:
    """Create the tables; then rename and add the pair columns that changed since older tables were made.

    ``RENAME COLUMN IF EXISTS`` and ``ADD COLUMN IF NOT EXISTS`` are read by each driver: PostgreSQL has the
    second only, SQLite neither, so the drivers check the column themselves (``store_pg``, ``store_sqlite``)."""
    cols = ", ".join(f"{f.name} {_sql_type(str(f.type))}" for f in fields(PairRecord))
    types = {f.name: _sql_type(str(f.type)) for f in fields(PairRecord)}
    renamed = [f"ALTER TABLE {pairs} RENAME COLUMN IF EXISTS {old} TO {new}" for old, new in RENAMED_PAIR_COLUMNS]
    added = [f"ALTER TABLE {pairs} ADD COLUMN IF NOT EXISTS {name} {types[name]}" for name in ADDED_PAIR_COLUMNS]
    return [
        f"CREATE TABLE IF NOT EXISTS {runs} (id TEXT PRIMARY KEY, model TEXT NOT NULL, "
        "version TEXT NOT NULL, live_weights TEXT NOT NULL, candidate_weights TEXT NOT NULL, "
        "trigger TEXT NOT NULL, status TEXT NOT NULL, started DOUBLE PRECISION NOT NULL, "
        "thresholds TEXT NOT NULL, detail TEXT NOT NULL)",
        f"CREATE TABLE IF NOT EXISTS {pairs} ({cols}, PRIMARY KEY (run_id, request_id))",
        f"CREATE INDEX IF NOT EXISTS {pairs.split('.')[-1].strip(chr(34))}_ts ON {pairs} (run_id, ts)",
        *renamed,
        *added,
    ]


@dataclass(frozen=True, slots=True)
class RequestClassSummary:
    """The summary query's row: counts and sums of one run's pairs of one request class."""

    request_class: str
    pairs: int
    agree: int
    tool_pairs: int
    tool_agree: int
    json_pairs: int
    candidate_json_valid: int
    live_errors: int
    candidate_errors: int
    live_latency_ms_avg: float
    candidate_latency_ms_avg: float
    live_cost_micros: int
    candidate_cost_micros: int


def summary_sql(pairs: str) -> str:
    return (
        "SELECT COALESCE(request_class, 'none') AS c, COUNT(*), SUM(agree), "
        "SUM(CASE WHEN tool_agree IS NULL THEN 0 ELSE 1 END), SUM(COALESCE(tool_agree, 0)), SUM(json_asked), "
        "SUM(COALESCE(candidate_json_valid, 0)), SUM(CASE WHEN live_error IS NULL THEN 0 ELSE 1 END), "
        "SUM(CASE WHEN candidate_error IS NULL THEN 0 ELSE 1 END), AVG(live_latency_ms), "
        "AVG(candidate_latency_ms), SUM(COALESCE(live_cost_micros, 0)), "
        "SUM(COALESCE(candidate_cost_micros, 0)) "
        f"FROM {pairs} WHERE run_id = ? GROUP BY COALESCE(request_class, 'none') ORDER BY c"
    )


def _pair_row(pair: PairRecord) -> tuple[Any, ...]:
    return tuple(int(v) if isinstance(v, bool) else v for v in astuple(pair))


def _pair_from(row: Any) -> PairRecord:
    values: dict[str, Any] = {
        name: (None if value is None else bool(value)) if name in _BOOLS else value
        for name, value in zip(PAIR_COLUMNS, tuple(row), strict=True)
    }
    return PairRecord(**values)


def _run_row(run: ShadowRun) -> tuple[Any, ...]:
    return (run.id, run.model, run.version, run.live_weights, run.candidate_weights, run.trigger, run.status,
            run.started, run.thresholds.model_dump_json(), orjson.dumps(run.detail).decode())


def _run_from(row: Any) -> ShadowRun:
    r = tuple(row)
    return ShadowRun(id=r[0], model=r[1], version=r[2], live_weights=r[3], candidate_weights=r[4],
                     trigger=r[5], status=r[6], started=float(r[7]),
                     thresholds=Thresholds.model_validate_json(r[8]), detail=orjson.loads(r[9]))


class _Backend(Protocol):
    """A driver: run SQL written with ``?`` placeholders."""

    async def open(self, statements: list[str]) -> None: ...
    async def execute(self, sql: str, params: tuple[Any, ...]) -> None: ...
    async def fetch(self, sql: str, params: tuple[Any, ...]) -> list[Any]: ...
    async def close(self) -> None: ...


class ShadowStore:
    """Runs and pairs of shadow comparisons; build with ``open_shadow_store(url)`` then ``await open()``."""

    def __init__(self, backend: _Backend, runs_table: str, pairs_table: str) -> None:
        self._db = backend
        self.runs_table = runs_table
        self.pairs_table = pairs_table
        cols = ", ".join(PAIR_COLUMNS)
        marks = ", ".join("?" for _ in PAIR_COLUMNS)
        self._insert_pair = (f"INSERT INTO {pairs_table} ({cols}) VALUES ({marks}) "
                             "ON CONFLICT (run_id, request_id) DO NOTHING")
        run_marks = ", ".join("?" for _ in RUN_COLUMNS)
        self._insert_run = (f"INSERT INTO {runs_table} ({', '.join(RUN_COLUMNS)}) VALUES ({run_marks}) "
                            "ON CONFLICT (id) DO UPDATE SET status = 'running'")

    async def open(self) -> None:
        await self._db.open(ddl(self.runs_table, self.pairs_table))

    async def close(self) -> None:
        await self._db.close()

    async def ensure_run(self, run: ShadowRun) -> ShadowRun:
        """Create the run, or mark an existing one (same id) running again; returns the stored run."""
        await self._db.execute(self._insert_run, _run_row(run))
        found = await self.get_run(run.id)
        assert found is not None
        return found

    async def set_status(self, run_id: str, status: RunStatus, **detail: Any) -> None:
        """Change a run's status; ``detail`` entries (why it was closed, how a replay ended) are merged in."""
        if detail:
            run = await self.get_run(run_id)
            if run is not None:
                merged = orjson.dumps({**run.detail, **detail}).decode()
                await self._db.execute(f"UPDATE {self.runs_table} SET status = ?, detail = ? WHERE id = ?",
                                       (status, merged, run_id))
                return
        await self._db.execute(f"UPDATE {self.runs_table} SET status = ? WHERE id = ?", (status, run_id))

    async def get_run(self, run_id: str) -> ShadowRun | None:
        rows = await self._db.fetch(f"SELECT {', '.join(RUN_COLUMNS)} FROM {self.runs_table} WHERE id = ?",
                                    (run_id,))
        return _run_from(rows[0]) if rows else None

    async def list_runs(self, model: str | None = None, limit: int = 100, version: str | None = None,
                        trigger: str | None = None) -> list[ShadowRun]:
        """Newest first (dashboard, CLI list), optionally of one model, version (of that model) or trigger."""
        conditions, params = [], []
        for column, value in (("model", model), ("version", version), ("trigger", trigger)):
            if value is not None:
                conditions.append(f"{column} = ?")
                params.append(value)
        where = f"WHERE {' AND '.join(conditions)} " if conditions else ""
        sql = (f"SELECT {', '.join(RUN_COLUMNS)} FROM {self.runs_table} {where}"
               "ORDER BY started DESC, id LIMIT ?")
        rows = await self._db.fetch(sql, (*params, limit))
        return [_run_from(r) for r in rows]

    async def add_pair(self, pair: PairRecord) -> None:
        await self._db.execute(self._insert_pair, _pair_row(pair))

    async def pairs(self, run_id: str, limit: int = 100_000) -> list[PairRecord]:
        """A run's pairs, oldest first (the report computes percentiles from them)."""
        rows = await self._db.fetch(
            f"SELECT {', '.join(PAIR_COLUMNS)} FROM {self.pairs_table} WHERE run_id = ? ORDER BY ts LIMIT ?",
            (run_id, limit),
        )
        return [_pair_from(r) for r in rows]

    async def summary(self, run_id: str) -> list[RequestClassSummary]:
        """Counts per request class in one query (cheap enough for a dashboard that polls)."""
        rows = await self._db.fetch(summary_sql(self.pairs_table), (run_id,))
        out = []
        for row in rows:
            r = tuple(row)
            n = [int(v or 0) for v in r[1:9]]
            out.append(RequestClassSummary(r[0], n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], float(r[9] or 0),
                                    float(r[10] or 0), int(r[11] or 0), int(r[12] or 0)))
        return out


_SCHEMA_RE = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")


def open_shadow_store(url: str) -> ShadowStore:
    """Build (not open) the store for a ledger URL: ``sqlite:///path``, a path, or ``postgresql://...[?schema=]``."""
    parts = urlsplit(url)
    if parts.scheme in ("postgresql", "postgres"):
        from gateway.ledger.postgres_store import split_schema
        from gateway.shadow.store_pg import PostgresBackend

        dsn, schema = split_schema(url)  # sslmode and the other driver parameters stay in the DSN
        if not _SCHEMA_RE.match(schema):
            raise ValueError(f"invalid schema name {schema!r}")
        backend = PostgresBackend(dsn, schema)
        return ShadowStore(backend, f'"{schema}".shadow_runs', f'"{schema}".shadow_pairs')
    from gateway.shadow.store_sqlite import SQLiteBackend

    if url.startswith("sqlite:///"):
        path = url[len("sqlite:///"):]
    elif parts.scheme == "file":
        path = parts.path
    elif parts.scheme in ("",) or len(parts.scheme) == 1:
        path = url
    else:
        raise ValueError(f"unsupported shadow store URL scheme {parts.scheme!r} (use sqlite:/// or postgresql://)")
    return ShadowStore(SQLiteBackend(path), "shadow_runs", "shadow_pairs")
