"""A row the store refuses is set aside with its reason; everything else keeps flowing; an outage is not a
refusal. The rows here skip the entry's cleaning (fields set after it is built), as a bug upstream would."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import sqlite3
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

from conftest import make_entry
from prometheus_client import REGISTRY
from structlog.testing import capture_logs

from gateway.ledger import LedgerEntry, LedgerStore, LedgerWriter, open_store
from gateway.ledger.postgres_store import PostgresStore
from gateway.ledger.sqlite_store import SQLiteStore

LONG_SESSION = secrets.token_urlsafe(2100)  # ~2.8 KB that does not compress: over the index row limit


def _spoiled(index: int, **fields: Any) -> LedgerEntry:
    entry = make_entry(request_id=f"bad-{index}")
    for name, value in fields.items():
        setattr(entry, name, value)  # after __post_init__: what reaches the store uncleaned
    return entry


def _bad_rows(postgres: bool) -> dict[int, tuple[LedgerEntry, str]]:
    """Position in the stream -> (a row this store refuses, a word of the reason it gives)."""
    rows = {
        17: (_spoiled(17, client="agent\ud800"), "surrogates"),
        150: (_spoiled(150, prompt_tokens=2**70), "int"),
    }
    if postgres:  # SQLite stores a NUL and has no index row limit
        rows[40] = (_spoiled(40, session_id="a\x00b"), "0x00")
        rows[260] = (_spoiled(260, session_id=LONG_SESSION), "index row")
    return rows


def test_refused_rows_are_set_aside_and_every_other_entry_lands(store_url: str) -> None:
    bad = _bad_rows(store_url.startswith("postgresql"))

    async def main() -> tuple[int, int, int, list[Any], int, int]:
        store = open_store(store_url)
        await store.open()
        try:
            writer = LedgerWriter(store, batch_size=64, flush_interval=0.01)
            for i in range(300):
                writer.record(bad[i][0] if i in bad else make_entry(request_id=f"ok-{i}"))
            await asyncio.wait_for(writer.flush(), 60)
            first = await store.count()
            for i in range(50):  # recorded after the refusals: they still land
                writer.record(make_entry(request_id=f"later-{i}"))
            unwritten = await writer.close(timeout=60)
            return first, unwritten, await store.count(), await store.rejected(), writer.written, writer.refused
        finally:
            await store.close()

    refused_before = REGISTRY.get_sample_value("gateway_ledger_refused_total")
    with capture_logs() as logs:
        first, unwritten, count, rejected, written, refused = asyncio.run(main())
    assert (first, unwritten, count) == (300 - len(bad), 0, 350 - len(bad))
    assert (written, refused) == (350 - len(bad), len(bad))
    assert REGISTRY.get_sample_value("gateway_ledger_refused_total") - refused_before == len(bad)
    assert [r.request_id for r in rejected] == [f"bad-{i}" for i in sorted(bad)]
    for r, i in zip(rejected, sorted(bad), strict=True):
        entry, word = bad[i]
        assert word in r.reason, r.reason
        assert r.entry["request_id"] == entry.request_id
        assert (r.entry["client"], r.entry["session_id"], r.entry["prompt_tokens"]) == (
            entry.client, entry.session_id, entry.prompt_tokens  # kept exactly, for a fix and a re-insert
        )
    refusals = [e for e in logs if e["event"] == "ledger_entry_refused"]
    assert sorted(e["request_id"] for e in refusals) == sorted(f"bad-{i}" for i in bad)


class _Proxy:
    """A TCP relay to PostgreSQL that can go down (connections cut, new ones refused) and come back."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self.port = 0
        self._server: asyncio.Server | None = None
        self._open: set[asyncio.StreamWriter] = set()

    async def up(self) -> None:
        self._server = await asyncio.start_server(self._relay, "127.0.0.1", self.port, reuse_address=True)
        self.port = self._server.sockets[0].getsockname()[1]

    async def down(self) -> None:
        assert self._server is not None
        self._server.close()
        await self._server.wait_closed()
        for writer in list(self._open):
            writer.transport.abort()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection(*self.target)
        self._open |= {writer, up_writer}

        async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            with contextlib.suppress(OSError):
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
            dst.transport.abort()

        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))
        self._open -= {writer, up_writer}


async def _outage_store(store_url: str) -> tuple[LedgerStore, Callable[[bool], Awaitable[None]]]:
    """A store on the backend of ``store_url`` and a switch that cuts it off (True) or restores it (False):
    PostgreSQL behind a relay that goes down; SQLite with another connection holding the write lock."""
    parts = urlsplit(store_url)
    if parts.scheme == "postgresql":
        proxy = _Proxy((parts.hostname or "127.0.0.1", parts.port or 5432))
        await proxy.up()
        schema = parts.query.split("schema=")[1]
        pg = PostgresStore(f"postgresql://postgres@127.0.0.1:{proxy.port}/test", schema=schema)

        async def switch_pg(out: bool) -> None:
            await (proxy.down() if out else proxy.up())

        return pg, switch_pg
    path = store_url[len("sqlite:///") :]
    holder = sqlite3.connect(path, isolation_level=None)

    async def switch_sqlite(out: bool) -> None:
        holder.execute("BEGIN EXCLUSIVE" if out else "COMMIT")

    return SQLiteStore(path, busy_timeout_ms=20), switch_sqlite


def test_an_outage_is_retried_not_set_aside_and_a_refusal_still_is(store_url: str) -> None:
    async def main() -> tuple[int, int, int, int, list[str]]:
        store, outage = await _outage_store(store_url)
        await store.open()
        try:
            writer = LedgerWriter(store, batch_size=64, flush_interval=0.01, retry_initial=0.01, retry_max=0.05)
            writer.record(make_entry(request_id="before"))
            await asyncio.wait_for(writer.flush(), 60)
            await outage(True)
            errors = REGISTRY.get_sample_value("gateway_ledger_write_errors_total")
            for i in range(100):
                writer.record(_spoiled(i, client="\udc80") if i == 30 else make_entry(request_id=f"out-{i}"))
            for _ in range(3000):  # until the writer has met the outage a few times
                if REGISTRY.get_sample_value("gateway_ledger_write_errors_total") - errors >= 3:
                    break
                await asyncio.sleep(0.01)
            during = (writer.outstanding, writer.refused)
            await outage(False)
            await asyncio.wait_for(writer.flush(), 60)
            rejected = [r.request_id for r in await store.rejected()]
            return *during, await writer.close(timeout=60), await store.count(), rejected
        finally:
            await store.close()

    outstanding, refused_during, unwritten, count, rejected = asyncio.run(main())
    assert (outstanding, refused_during) == (100, 0)  # an outage holds every row, sets none aside
    assert (unwritten, count, rejected) == (0, 100, ["bad-30"])
