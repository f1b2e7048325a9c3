"""Shared fixtures for the ledger suite: an entry factory and one store URL per backend.

Every store test runs against SQLite (a file in tmp_path) and the real PostgreSQL on 127.0.0.1:5432 in a
schema unique to the test, dropped afterwards. If PostgreSQL is not reachable the PostgreSQL half FAILS
(never skips). Tests are plain functions driving `asyncio.run`.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any, TypeVar

import pytest

from gateway.ledger import LedgerEntry, LedgerStore, open_store
from tests.support.ledger_db import drop_pg_schema

PG_DSN = "postgresql://postgres@127.0.0.1:5432/test"
T = TypeVar("T")

_BASE = LedgerEntry(
    ts=datetime(2026, 11, 10, 12, 0, tzinfo=UTC),
    request_id="req-0",
    attempt=0,
    team="alpha",
    key_id="key-a1",
    client="claude-cli/1.0",
    endpoint="/v1/chat/completions",
    requested_model="coder",
    request_class="single_step",
    score=0.12,
    version="fast",
    upstream_model="gpt-4o-mini",
    provider="openai",
    rule="single_step->fast",
    prompt_tokens=1000,
    cached_tokens=0,
    completion_tokens=100,
    cost_micros=210,
    priced=True,
    price_table_version="litellm-test",
    latency_ms=120.5,
    ttft_ms=40.0,
    outcome="ok",
    status_code=200,
    streamed=False,
    shadow=False,
    shadow_run=None,
    session_id=None,
    error=None,
)


def make_entry(**changes: Any) -> LedgerEntry:
    """A valid entry with the given fields changed (unpriced when cost_micros=None)."""
    if "cost_micros" in changes and "priced" not in changes:
        changes["priced"] = changes["cost_micros"] is not None
    return replace(_BASE, **changes)


@pytest.fixture(params=["sqlite", "postgres"])
def store_url(request: pytest.FixtureRequest, tmp_path: Any) -> Iterator[str]:
    """A URL for a fresh, empty ledger on each backend."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/ledger.db"
        return
    schema = f"t_ledger_{uuid.uuid4().hex[:12]}"
    url = f"{PG_DSN}?schema={schema}"
    try:
        yield url
    finally:
        drop_pg_schema(url)


def with_store(url: str, body: Callable[[LedgerStore], Awaitable[T]]) -> T:
    """Open a store at `url`, run `body(store)` in a fresh event loop, always close it."""

    async def main() -> T:
        store = open_store(url)
        await store.open()
        try:
            return await body(store)
        finally:
            await store.close()

    return asyncio.run(main())
