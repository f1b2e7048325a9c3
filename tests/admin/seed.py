"""A ledger seeded with known entries (three teams, two months, denials, failures, people, tasks), written
through the real SQLite store before a real gateway opens it, so every figure a test expects is known."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from gateway.ledger.entry import LedgerEntry
from gateway.ledger.sqlite_store import SQLiteStore
from gateway.pipeline.admit import denial_error
from gateway.quota.model import Admission

ZONES = {"alpha": "Europe/Paris", "beta": "UTC", "gamma": "America/New_York"}
BUDGETS_USD = {"alpha": 100, "beta": 1}  # gamma: no monthly budget


def month_start(at: datetime, zone: str) -> datetime:
    local = at.astimezone(ZoneInfo(zone))
    return local.replace(day=1, hour=0, minute=0, second=0, microsecond=0).astimezone(UTC)


def denial(limit: str, team: str) -> str:
    return denial_error(Admission(False, limit, retry_can_help=not limit.endswith("budget")), team).message


@dataclass
class Seeded:
    entries: list[LedgerEntry]
    now: datetime  # seeding time: the current-month entries are before it, in every team's month
    current: datetime  # when the current-month entries happened
    previous: datetime  # an instant in the previous UTC month


def _entry(ts: datetime, n: int, team: str, **kw: Any) -> LedgerEntry:
    fields: dict[str, Any] = {
        "ts": ts, "request_id": f"seed-{team}-{n}", "attempt": 0, "team": team, "key_id": f"{team}-main",
        "client": "SeedClient/1.0", "endpoint": "/v1/chat/completions", "requested_model": "coder",
        "request_class": "single_step", "score": 0.1, "version": "fast", "upstream_model": "sim-fast",
        "provider": "simulated", "rule": "default", "prompt_tokens": 100, "cached_tokens": 0,
        "completion_tokens": 50, "cost_micros": 1000, "priced": True, "price_table_version": "seed",
        "latency_ms": 10.0, "ttft_ms": 5.0, "outcome": "ok", "status_code": 200, "streamed": False,
        "shadow": False, "shadow_run": None, "session_id": None, "error": None, "person": None,
    }  # fmt: skip
    fields.update(kw)
    if fields["cost_micros"] is None:
        fields["priced"] = False
    return LedgerEntry(**fields)


def seed(state: Path) -> Seeded:
    now = datetime.now(UTC)
    latest_start = max(month_start(now, z) for z in ZONES.values())
    current = now - min(timedelta(minutes=30), (now - latest_start) / 2)
    previous = month_start(current, "UTC") - timedelta(days=3)
    e: list[LedgerEntry] = []
    t = current
    for i, cost in enumerate((1000, 2000, 3000, 4000)):
        e.append(_entry(t, i, "alpha", cost_micros=cost, person="ann@example.com"))
    for i in (4, 5):
        e.append(_entry(t, i, "alpha", cost_micros=50_000, person="ann@example.com", version="standard",
                        request_class="long_horizon", upstream_model="sim-std", session_id="task-a1"))
    e.append(_entry(t, 6, "alpha", cost_micros=1500, person="bob@example.com", key_id="alpha-olga"))
    for i, limit in ((7, "monthly_budget"), (8, "monthly_budget"), (9, "rpm")):
        e.append(_entry(t, i, "alpha", cost_micros=0, prompt_tokens=0, completion_tokens=0, outcome="denied_quota",
                        status_code=429, error=denial(limit, "alpha")[:200], person="ann@example.com"))
    e.append(_entry(t, 10, "alpha", cost_micros=0, completion_tokens=0, outcome="fallback", status_code=502,
                    error="upstream said 502", person="bob@example.com"))
    e.append(_entry(t, 10, "alpha", attempt=1, cost_micros=20_000, version="standard", upstream_model="sim-std",
                    person="bob@example.com"))
    e.append(_entry(t, 11, "alpha", cost_micros=0, completion_tokens=0, outcome="upstream_error",
                    status_code=500, error="upstream said 500"))
    e.append(_entry(t, 12, "alpha", cost_micros=30_000, version="standard", upstream_model="sim-std",
                    request_class="long_horizon", session_id="task-esc", rule="session-escalated"))
    for i in range(3):
        e.append(_entry(t, i, "beta", cost_micros=300_000, version="standard", upstream_model="sim-std"))
    e.append(_entry(t, 0, "gamma", cost_micros=7000, person="gus@example.com"))
    e.append(_entry(previous, 99, "alpha", cost_micros=10_000, person="ann@example.com"))

    async def write() -> None:
        store = SQLiteStore(state / "ledger.db")
        await store.open()
        try:
            await store.write_batch(e)
        finally:
            await store.close()

    state.mkdir(parents=True, exist_ok=True)
    asyncio.run(write())
    return Seeded(e, now, current, previous)
