"""Shared pieces of the resilience tests: a fault-injecting upstream, teams unique to each test run, the
real Redis quota (so that settling is checked where production settles) and ledger reads."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from gateway.ledger import LedgerEntry
from gateway.quota import RedisQuota
from tests.support.ledger_db import read_entries, sqlite_url
from tests.support.procs import GatewayProcess, team_key
from tests.support.upstream import RecordingUpstream

REDIS_URL = "redis://127.0.0.1:6379/0"


@pytest.fixture(scope="module")
def faults() -> Iterator[RecordingUpstream]:
    """A fault-injecting upstream of this module's own (its counters are not shared with other modules)."""
    with RecordingUpstream(tokens=6) as server:
        yield server


def unique_team(prefix: str = "res") -> tuple[str, str, dict[str, Any]]:
    """A team name no other test (or helper running tests concurrently) uses, its key and policy entry."""
    name = f"{prefix}{uuid.uuid4().hex[:8]}"
    key, entry = team_key(name)
    return name, key, {"keys": [entry], "allow_route_header": True}


def in_flight(team: str) -> int:
    """Reservations the team still holds in the real Redis: 0 once every request has settled."""

    async def read() -> int:
        quota = RedisQuota.from_url(REDIS_URL)
        try:
            return await quota.in_flight(team)
        finally:
            await quota.close()

    return asyncio.run(read())


def wait_settled(team: str, timeout: float = 10.0) -> int:
    """Settling runs as a background task after the response: poll briefly for it (not a timing assertion)."""
    import time

    deadline = time.monotonic() + timeout
    count = in_flight(team)
    while count and time.monotonic() < deadline:
        time.sleep(0.05)
        count = in_flight(team)
    return count


def entries_of(gw: GatewayProcess, request_id: str, count: int, timeout: float = 15.0) -> list[LedgerEntry]:
    """The ledger entries of one request, in attempt order, once at least ``count`` are written."""
    import time

    deadline = time.monotonic() + timeout
    rows: list[LedgerEntry] = []
    while time.monotonic() < deadline:
        rows = sorted((e for e in read_entries(sqlite_url(gw.state))
                       if e.request_id.rsplit(".", 1)[0] == request_id and not e.shadow), key=lambda e: e.attempt)
        if len(rows) >= count:
            return rows
        time.sleep(0.1)
    return rows
