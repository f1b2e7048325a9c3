"""SQL shared by the SQLite and PostgreSQL stores: numbered migrations and the report queries.

Migrations are forward-only: each number runs once, inside the same transaction that records it in
`schema_migrations`, so a crash mid-migration leaves nothing half-applied. Only types and the time-bucket
expression differ between the two dialects, so the query text is built once here with the differences
passed in as a `Dialect`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from gateway.ledger.clean import bounded_id, matchable
from gateway.ledger.entry import COLUMNS, SESSION_ID_MAX
from gateway.ledger.store import DIMENSIONS, check_dims, check_where

DB_COLUMNS: tuple[str, ...] = COLUMNS  # the entry's field names are its column names
# Columns added by a later migration than the one that created the table (never in its CREATE).
ADDED_LATER: frozenset[str] = frozenset({"person"})
TABLE = "ledger_entries"
REJECTS = "ledger_rejects"


@dataclass(frozen=True, slots=True)
class Dialect:
    """What differs between backends: placeholders, the UTC-day expression, column types."""

    name: str
    table: str
    day_expr: str
    types: dict[str, str]
    rejects: str

    def param(self, n: int) -> str:
        return "?" if self.name == "sqlite" else f"${n}"


_TYPES_COMMON = {
    "request_id": "TEXT NOT NULL",
    "team": "TEXT NOT NULL",
    "key_id": "TEXT NOT NULL",
    "client": "TEXT NOT NULL",
    "endpoint": "TEXT NOT NULL",
    "requested_model": "TEXT NOT NULL",
    "request_class": "TEXT",
    "version": "TEXT NOT NULL",
    "upstream_model": "TEXT NOT NULL",
    "provider": "TEXT NOT NULL",
    "rule": "TEXT NOT NULL",
    "price_table_version": "TEXT NOT NULL",
    "outcome": "TEXT NOT NULL",
    "shadow_run": "TEXT",
    "session_id": "TEXT",
    "error": "TEXT",
    "route_header": "TEXT",
    "stored_version": "TEXT",
    "pinned_version": "TEXT",
    "side_call": "TEXT",
    "person": "TEXT",
}
SQLITE_TYPES = _TYPES_COMMON | {
    "ts": "INTEGER NOT NULL",  # microseconds since the Unix epoch, UTC
    "attempt": "INTEGER NOT NULL",
    "score": "REAL",
    "prompt_tokens": "INTEGER NOT NULL",
    "cached_tokens": "INTEGER NOT NULL",
    "completion_tokens": "INTEGER NOT NULL",
    "cost_micros": "INTEGER",
    "priced": "INTEGER NOT NULL",
    "latency_ms": "REAL NOT NULL",
    "ttft_ms": "REAL",
    "status_code": "INTEGER NOT NULL",
    "streamed": "INTEGER NOT NULL",
    "shadow": "INTEGER NOT NULL",
    "prompt_estimate": "INTEGER NOT NULL DEFAULT 0",
    "max_output_tokens": "INTEGER NOT NULL DEFAULT 0",
    "threshold": "REAL",
    "in_loop": "INTEGER NOT NULL DEFAULT 0",
    "tool_rounds": "INTEGER NOT NULL DEFAULT 0",
    "has_tools": "INTEGER NOT NULL DEFAULT 0",
}
POSTGRES_TYPES = _TYPES_COMMON | {
    "ts": "TIMESTAMPTZ NOT NULL",
    "attempt": "INTEGER NOT NULL",
    "score": "DOUBLE PRECISION",
    "prompt_tokens": "BIGINT NOT NULL",
    "cached_tokens": "BIGINT NOT NULL",
    "completion_tokens": "BIGINT NOT NULL",
    "cost_micros": "BIGINT",
    "priced": "BOOLEAN NOT NULL",
    "latency_ms": "DOUBLE PRECISION NOT NULL",
    "ttft_ms": "DOUBLE PRECISION",
    "status_code": "INTEGER NOT NULL",
    "streamed": "BOOLEAN NOT NULL",
    "shadow": "BOOLEAN NOT NULL",
    "prompt_estimate": "BIGINT NOT NULL DEFAULT 0",
    "max_output_tokens": "BIGINT NOT NULL DEFAULT 0",
    "threshold": "DOUBLE PRECISION",
    "in_loop": "BOOLEAN NOT NULL DEFAULT FALSE",
    "tool_rounds": "INTEGER NOT NULL DEFAULT 0",
    "has_tools": "BOOLEAN NOT NULL DEFAULT FALSE",
}


def sqlite_dialect() -> Dialect:
    return Dialect("sqlite", TABLE, "strftime('%Y-%m-%d', ts / 1000000, 'unixepoch')", SQLITE_TYPES, REJECTS)


def postgres_dialect(schema: str) -> Dialect:
    return Dialect(
        "postgres",
        f'"{schema}".{TABLE}',
        "to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD')",
        POSTGRES_TYPES,
        f'"{schema}".{REJECTS}',
    )


# Columns added after migration 1 (each by its own ALTER TABLE in a later migration, never in the CREATE).
DECISION_COLUMNS: tuple[str, ...] = (
    "prompt_estimate", "max_output_tokens", "threshold", "route_header", "stored_version", "pinned_version",
    "in_loop", "tool_rounds", "side_call", "has_tools",
)


def migrations(d: Dialect) -> list[tuple[int, list[str]]]:
    """Numbered, forward-only migrations. Append new numbers; never edit an applied one."""
    cols = ",\n  ".join(
        f"{c} {d.types[c]}" for c in DB_COLUMNS if c not in DECISION_COLUMNS and c not in ADDED_LATER
    )
    serial = "INTEGER" if d.name == "sqlite" else "BIGSERIAL"  # SQLite: INTEGER PRIMARY KEY is the rowid
    # PostgreSQL puts an index in its table's schema, so plain index names cannot clash across schemas.
    return [
        (
            1,
            [
                f"CREATE TABLE {d.table} (\n  {cols},\n  PRIMARY KEY (request_id, attempt, shadow)\n)",
                f"CREATE INDEX ix_ledger_ts ON {d.table} (ts)",
                f"CREATE INDEX ix_ledger_team_ts ON {d.table} (team, ts)",
                f"CREATE INDEX ix_ledger_session_ts ON {d.table} (session_id, ts)",
            ],
        ),
        (
            2,
            [
                # Entries a store refused (gateway.ledger.writer): only text an insert cannot refuse, the
                # entry itself as ASCII-only JSON. No key on request_id: a refused id may be the bad value.
                f"CREATE TABLE {d.rejects} (\n  id {serial} PRIMARY KEY,\n  rejected_at {d.types['ts']},\n"
                "  request_id TEXT NOT NULL,\n  reason TEXT NOT NULL,\n  entry TEXT NOT NULL\n)",
            ],
        ),
        (
            3,
            # The decision facts a policy replay rebuilds its input from (gateway.whatif): in the ledger's
            # own rows, so they are kept and removed with the entries they explain.
            [f"ALTER TABLE {d.table} ADD COLUMN {c} {d.types[c]}" for c in DECISION_COLUMNS],
        ),
        (
            4,
            [
                # The person a request was for (the OpenAI `user` field, an end-user header or the key's
                # owner): NULL on every entry written before it existed.
                f"ALTER TABLE {d.table} ADD COLUMN person TEXT",
                f"CREATE INDEX ix_ledger_team_person_ts ON {d.table} (team, person, ts)",
            ],
        ),
        (
            5,
            [
                # The request class got one name: refused entries kept before it hold it as "class_" in their
                # JSON (the column was already request_class). A key, never a value: a quote inside a JSON
                # string is escaped, so the text '"class_": ' can only be the key.
                f"UPDATE {d.rejects} SET entry = REPLACE(entry, '\"class_\": ', '\"request_class\": ')",
            ],
        ),
    ]


def rejects_insert_sql(d: Dialect) -> str:
    """One refused entry: params rejected_at, request_id, reason, entry (JSON)."""
    return (
        f"INSERT INTO {d.rejects} (rejected_at, request_id, reason, entry) "
        f"VALUES ({d.param(1)}, {d.param(2)}, {d.param(3)}, {d.param(4)})"
    )


def rejects_select_sql(d: Dialect) -> str:
    return f"SELECT rejected_at, request_id, reason, entry FROM {d.rejects} ORDER BY id"


def insert_sql(d: Dialect, rows: int = 1) -> str:
    """An idempotent insert of ``rows`` entries (one VALUES tuple each, parameters numbered across them)."""
    width = len(DB_COLUMNS)
    values = ", ".join(
        "(" + ", ".join(d.param(r * width + i + 1) for i in range(width)) + ")" for r in range(rows)
    )
    return (
        f"INSERT INTO {d.table} ({', '.join(DB_COLUMNS)}) VALUES {values} "
        "ON CONFLICT (request_id, attempt, shadow) DO NOTHING"
    )


ESCALATED_RULE = "session-escalated"


def aggregate_sql(d: Dialect, dims: Sequence[str], with_team: bool, where: Sequence[str] = ()) -> str:
    """Sums grouped by dims + requested_model + shadow + escalated; params: start, end[, team], then one
    value per `where` dimension (names from store.FILTERS, already checked).

    ``escalated`` (the last column) marks entries of a session that a rescued loop moved to ``standard``:
    the savings figure counts those sessions at what they cost."""
    exprs = [d.day_expr if name == "day" else DIMENSIONS[name] for name in check_dims(dims)]
    select = [f"{e} AS d{i}" for i, e in enumerate(exprs)]
    select += [
        "requested_model",
        "shadow",
        "COUNT(DISTINCT request_id)",
        "COUNT(*)",
        "SUM(prompt_tokens)",
        "SUM(cached_tokens)",
        "SUM(completion_tokens)",
        "SUM(CASE WHEN priced THEN cost_micros ELSE 0 END)",
        "SUM(CASE WHEN priced THEN 0 ELSE 1 END)",
        "SUM(CASE WHEN priced THEN prompt_tokens ELSE 0 END)",
        "SUM(CASE WHEN priced THEN cached_tokens ELSE 0 END)",
        "SUM(CASE WHEN priced THEN completion_tokens ELSE 0 END)",
        f"CASE WHEN le.session_id IS NOT NULL AND EXISTS (SELECT 1 FROM {d.table} AS esc WHERE "
        "esc.session_id = le.session_id AND esc.team = le.team "
        f"AND esc.rule LIKE '{ESCALATED_RULE}%') THEN 1 ELSE 0 END",
    ]
    clause = f"ts >= {d.param(1)} AND ts < {d.param(2)}"
    if with_team:
        clause += f" AND team = {d.param(3)}"
    for i, name in enumerate(where):
        clause += f" AND {DIMENSIONS[name]} = {d.param(4 + i if with_team else 3 + i)}"
    group = ", ".join([*(str(i + 1) for i in range(len(exprs) + 2)), str(len(select))])
    return f"SELECT {', '.join(select)} FROM {d.table} AS le WHERE {clause} GROUP BY {group} ORDER BY {group}"


def aggregate_query(
    d: Dialect, bounds: Sequence[Any], dims: Sequence[str], team: str | None, where: Mapping[str, str] | None
) -> tuple[str, list[Any]] | None:
    """`aggregate_sql` and its parameters, after the period's bounds in the store's own form; None when the
    team or a filter value is one no stored entry can hold (so the answer is empty without a query)."""
    filters = check_where(where)
    if not all(matchable(v) for v in (team or "", *filters.values())):
        return None
    params = [*bounds] if team is None else [*bounds, team]
    params.extend(filters.values())
    return aggregate_sql(d, dims, team is not None, tuple(filters)), params


def session_query(d: Dialect, session_id: str, team: str | None) -> tuple[str, list[Any]] | None:
    """`session_sql` and its parameters (the id bounded as it was stored); None when the team cannot match."""
    if team is not None and not matchable(team):
        return None
    session_id = bounded_id(session_id, SESSION_ID_MAX)
    return session_sql(d, team is not None), [session_id] if team is None else [session_id, team]


def session_sql(d: Dialect, with_team: bool) -> str:
    where = f"session_id = {d.param(1)}"
    if with_team:
        where += f" AND team = {d.param(2)}"
    return (
        f"SELECT {', '.join(DB_COLUMNS)} FROM {d.table} WHERE {where} "
        "ORDER BY ts, request_id, attempt, shadow"
    )


def team_sql(d: Dialect, with_team: bool) -> str:
    """Every entry (of one team), in time order: for exports, reconciliation and tests."""
    where = f"team = {d.param(1)}" if with_team else "TRUE"
    return f"SELECT {', '.join(DB_COLUMNS)} FROM {d.table} WHERE {where} ORDER BY ts, request_id, attempt, shadow"


# What a policy replay reads (gateway.whatif.replay), in this order.
REPLAY_COLUMNS: tuple[str, ...] = (
    "ts", "request_id", "attempt", "team", "key_id", "endpoint", "requested_model", "score", "request_class",
    "version", "rule", "prompt_tokens", "cached_tokens", "completion_tokens", "streamed", "session_id",
    *DECISION_COLUMNS,
)


def replay_sql(d: Dialect, with_team: bool) -> str:
    """Live (not shadow) entries of a period, oldest first; params: start, end[, team]."""
    where = f"NOT shadow AND ts >= {d.param(1)} AND ts < {d.param(2)}"
    if with_team:
        where += f" AND team = {d.param(3)}"
    return f"SELECT {', '.join(REPLAY_COLUMNS)} FROM {d.table} WHERE {where} ORDER BY ts, request_id, attempt"
