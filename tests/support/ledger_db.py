"""Read a gateway's ledger from the test: the PostgreSQL schema or SQLite file it writes to."""

from __future__ import annotations

import asyncio
import time
import uuid
from pathlib import Path
from typing import Any

from gateway.ledger import LedgerEntry, open_store

PG_BASE = "postgresql://postgres@127.0.0.1:5432/test"


def fresh_pg_url() -> str:
    return f"{PG_BASE}?schema=gwtest_{uuid.uuid4().hex[:10]}"


def drop_pg_schema(url: str) -> None:
    import asyncpg

    schema = url.split("schema=")[1]

    async def drop() -> None:
        conn = await asyncpg.connect(PG_BASE)
        try:
            await conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        finally:
            await conn.close()

    asyncio.run(drop())


def sqlite_url(state_dir: Path) -> str:
    return f"sqlite:///{(state_dir / 'ledger.db').resolve()}"


def read_entries(url: str) -> list[LedgerEntry]:
    """All ledger entries (via the store's own session/aggregate-free path: a raw read)."""

    async def read() -> list[LedgerEntry]:
        store = open_store(url)
        await store.open()
        try:
            return await store.entries()
        finally:
            await store.close()

    return asyncio.run(read())


def wait_for_entries(url: str, count: int, timeout: float = 20.0) -> list[LedgerEntry]:
    deadline = time.monotonic() + timeout
    entries: list[LedgerEntry] = []
    while time.monotonic() < deadline:
        entries = read_entries(url)
        if len(entries) >= count:
            return entries
        time.sleep(0.2)
    return entries


def summary(entries: list[LedgerEntry]) -> dict[str, Any]:
    live = [e for e in entries if not e.shadow]
    return {
        "cost": sum(e.cost_micros or 0 for e in live),
        "tokens": sum(e.prompt_tokens + e.completion_tokens for e in live),
        "by_outcome": {o: sum(1 for e in live if e.outcome == o) for o in {e.outcome for e in live}},
    }
