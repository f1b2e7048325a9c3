"""The one seam every ledger backend implements, and the factory that picks a backend from a URL.

Reports only need two reads: grouped sums over a time range and one session's entries in order. Keeping
the Protocol that small is what lets SQLite (embedded default) and PostgreSQL (production) share one test
suite and one set of report functions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, runtime_checkable
from urllib.parse import urlsplit

from gateway.ledger.entry import LedgerEntry
from gateway.ledger.rejects import Rejected

# Report dimension name -> ledger column. "day" is dialect-specific and built by gateway.ledger.sql.
DIMENSIONS: dict[str, str] = {
    "team": "team",
    "model": "requested_model",
    "version": "version",
    "request_class": "request_class",
    "day": "",
    "key": "key_id",
    "client": "client",
    "upstream_model": "upstream_model",
    "provider": "provider",
    "endpoint": "endpoint",
    "outcome": "outcome",
    "reason": "rule",
    "person": "person",
    "task": "session_id",  # one row per task or request: for per-unit costs (gateway.reports.routing_cost)
    "request": "request_id",
    "error": "error",  # which limit denied a request is in its message (gateway.reports.outcomes)
}
# Dimensions a report may also be filtered on (equality), besides its team scope.
FILTERS = ("model", "version", "key", "person", "request_class", "provider", "outcome")
# Names a dimension or filter had before it got one name: refused with the new one (never a silent alias).
RENAMED: dict[str, str] = {"class": "request_class"}


def _renamed(names: Sequence[str], what: str) -> None:
    old = [n for n in names if n in RENAMED]
    if old:
        raise ValueError(f"report {what} {old[0]!r} is now {RENAMED[old[0]]!r}")


@dataclass(frozen=True, slots=True)
class AggregateRow:
    """Sums for one (dims..., requested_model, shadow) group; `cost_micros` sums priced attempts only.

    The `priced_*` token sums cover priced attempts only, so savings can compare like with like.
    """

    dims: tuple[str | None, ...]
    requested_model: str
    shadow: bool
    requests: int
    attempts: int
    prompt_tokens: int
    cached_tokens: int
    completion_tokens: int
    cost_micros: int
    unpriced_attempts: int
    priced_prompt_tokens: int
    priced_cached_tokens: int
    priced_completion_tokens: int
    escalated: bool = False  # entries of a session whose loop was escalated (see ``sql.aggregate_sql``)


def aggregate_row(r: Sequence[Any], n: int) -> AggregateRow:
    """One row of ``sql.aggregate_sql`` (``n`` dimensions) as an AggregateRow."""
    s = [int(v or 0) for v in r[n + 2 : n + 12]]
    return AggregateRow(
        tuple(r[:n]), r[n], bool(r[n + 1]), s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9],
        escalated=bool(r[n + 12]),
    )


@runtime_checkable
class LedgerStore(Protocol):
    """Durable, idempotent storage of ledger entries plus the reads the reports need."""

    async def open(self) -> None:
        """Connect and apply pending schema migrations (safe when replicas start together)."""

    async def write_batch(self, entries: Sequence[LedgerEntry]) -> None:
        """Insert entries in one transaction; rows already present (same key) are left as they are."""

    def refusal(self, exc: BaseException) -> str | None:
        """Why the store refuses the rows themselves, when ``exc`` (raised by write_batch) says so: then the
        same rows would fail on every retry. None when the store or the connection failed (retry later)."""
        ...

    async def write_rejected(self, entry: LedgerEntry, reason: str) -> None:
        """Keep a refused entry with its reason (the ``ledger_rejects`` table), in a form that cannot be
        refused in turn."""

    async def rejected(self) -> list[Rejected]:
        """Refused entries, oldest first."""
        ...

    async def aggregate(
        self, start: datetime, end: datetime, dims: Sequence[str], team: str | None = None,
        where: Mapping[str, str] | None = None,
    ) -> list[AggregateRow]:
        """Grouped sums for entries with start <= ts < end, by `dims` (names from DIMENSIONS), of the
        entries whose `where` dimensions (names from FILTERS) equal the given values."""
        ...

    async def session_entries(self, session_id: str, team: str | None = None) -> list[LedgerEntry]:
        """All entries of one session (task), oldest first; ``session_id`` as stored or as the client sent
        it (a long or unclean id is looked up in its bounded form)."""
        ...

    async def entries(self, team: str | None = None) -> list[LedgerEntry]:
        """Every entry (of one team) in time order."""
        ...

    async def replay_rows(self, start: datetime, end: datetime, team: str | None = None) -> list[tuple[Any, ...]]:
        """Rows of ``sql.REPLAY_COLUMNS`` of live (not shadow) entries with start <= ts < end, for a policy
        replay (``gateway.whatif``)."""
        ...

    async def count(self) -> int:
        """Number of ledger entries stored (health checks, tests)."""
        ...

    async def applied_migrations(self) -> list[int]:
        """Schema migration numbers applied so far, ascending."""
        ...

    async def close(self) -> None:
        """Release connections; the store can be opened again later."""


def check_dims(dims: Sequence[str]) -> tuple[str, ...]:
    """Reject unknown dimension names before they get near SQL."""
    _renamed(dims, "dimension")
    unknown = [d for d in dims if d not in DIMENSIONS]
    if unknown:
        raise ValueError(f"unknown report dimension(s) {unknown}; choose from {sorted(DIMENSIONS)}")
    return tuple(dims)


def check_where(where: Mapping[str, str] | None) -> dict[str, str]:
    """Filters as a plain dict in a stable order; an unknown filter name is the caller's error."""
    if not where:
        return {}
    _renamed(list(where), "filter")
    unknown = [k for k in where if k not in FILTERS]
    if unknown:
        raise ValueError(f"unknown report filter(s) {unknown}; choose from {list(FILTERS)}")
    return {k: where[k] for k in sorted(where)}


def open_store(url: str, read_url: str | None = None) -> LedgerStore:
    """Build (not open) a store: `sqlite:///path`, a bare path, or `postgresql://...[?schema=name]` (other
    query parameters, such as `sslmode`, reach the driver); `read_url` sends reports to a read replica."""
    parts = urlsplit(url)
    if parts.scheme in ("postgresql", "postgres"):
        from gateway.ledger.postgres_store import PostgresStore, split_schema

        dsn, schema = split_schema(url)
        return PostgresStore(dsn, schema=schema, read_dsn=split_schema(read_url)[0] if read_url else None)
    if parts.scheme == "sqlite":
        path = url[len("sqlite:///") :] if url.startswith("sqlite:///") else parts.path
        from gateway.ledger.sqlite_store import SQLiteStore

        return SQLiteStore(path)
    if parts.scheme in ("", "file") or len(parts.scheme) == 1:  # bare or Windows-style path
        from gateway.ledger.sqlite_store import SQLiteStore

        return SQLiteStore(parts.path if parts.scheme == "file" else url)
    raise ValueError(f"unsupported ledger URL scheme {parts.scheme!r} (use sqlite:/// or postgresql://)")
