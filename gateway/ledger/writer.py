"""Batches ledger entries off the hot path and writes them durably, never dropping one.

`record` is a deque append (plus a wake-up when a batch is due), so the request path never waits on the
database. A background task writes a batch when `batch_size` entries are pending or the oldest pending
entry is `flush_interval` old, whichever comes first. A failed write keeps its batch and retries with
exponential back-off (logged once per outage), so a database blip delays entries but loses none.

A failure is one of two kinds, and the store tells which (`LedgerStore.refusal`). When the store or the
connection fails, retrying the same rows later can succeed: the batch waits and retries, whatever its size.
When the store refuses a row (a NUL PostgreSQL cannot hold, an index row over its limit, a value the driver
cannot encode), the same batch would fail on every retry and hold up everything behind it, so the batch is
split in halves until the refused rows stand alone (a few extra writes per refused row: two per halving);
every other row is written, and each refused one is kept with its reason, logged
(``ledger_entry_refused``) and counted (``gateway_ledger_refused_total``).

Refused rows go to a ``ledger_rejects`` table in the ledger's own database rather than a file in the state
directory: replicas on PostgreSQL often have no durable state directory (containers), the table outlives
the replica, holds every replica's rejects in one place, is read with the same SQL and backups as the
ledger, and is only written while the database is up anyway (an outage is retried, never dead-lettered).
The rejected form is ASCII-only JSON, which no store refuses (gateway.ledger.rejects).

Durability bound under SIGKILL (healthy store, write latency W <= flush_interval, record rate R/s): the
entries lost are those not yet committed, which are (a) the pending ones, all recorded within the last
flush_interval, plus (b) the one batch in flight, at most batch_size. So lost <= R * flush_interval +
batch_size; with the defaults (0.05 s, 256) and R = 1,000/s that is at most 50 + 256 = 306 entries, and
in practice ~R * (flush_interval + W) since a lingering batch is never full. A graceful `close()` loses
nothing. When the store is down, everything recorded since the outage began is at risk until it recovers.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from typing import Protocol

import structlog

from gateway.ledger.clean import clean_text
from gateway.ledger.entry import LedgerEntry
from gateway.ledger.store import LedgerStore
from gateway.observability.metrics import (
    LEDGER_BACKPRESSURE_SECONDS,
    LEDGER_OVER_CAPACITY,
    LEDGER_PENDING,
    LEDGER_REFUSED,
    LEDGER_WRITE_ERRORS,
    LEDGER_WRITTEN,
)

log = structlog.get_logger("gateway.ledger")


class LedgerSink(Protocol):
    """What the request path and shutdown need of the ledger: queue an entry, drain at the end, and the store
    the reports read (``LedgerWriter`` implements it)."""

    @property
    def store(self) -> LedgerStore: ...

    def record(self, entry: LedgerEntry) -> bool:
        """Queue an entry without waiting; False when the queue is over capacity (the entry is still kept)."""
        ...

    async def close(self, timeout: float | None = None) -> int:
        """Write what is queued and stop; returns how many entries were left unwritten."""
        ...


class LedgerWriter:
    """Owns the queue between the request path and a LedgerStore (it does not own the store)."""

    def __init__(
        self,
        store: LedgerStore,
        batch_size: int = 256,
        flush_interval: float = 0.05,
        max_pending: int = 2048,
        retry_initial: float = 0.05,
        retry_max: float = 5.0,
    ) -> None:
        if batch_size < 1 or max_pending < batch_size or flush_interval < 0:
            raise ValueError("need batch_size >= 1, max_pending >= batch_size, flush_interval >= 0")
        self.store = store
        self.batch_size = batch_size
        self.flush_interval = flush_interval
        self.max_pending = max_pending
        self._retry = (retry_initial, retry_max)
        self._pending: deque[tuple[float, LedgerEntry]] = deque()
        self._wake = asyncio.Event()
        self._room = asyncio.Event()
        self._room.set()
        self._waiters: list[tuple[int, asyncio.Future[None]]] = []
        self._recorded = 0
        self._done = 0  # committed or kept as refused: no longer the writer's to hold
        self._refused = 0
        self._failing = False
        self._closing = False
        self._task: asyncio.Task[None] | None = None

    @property
    def outstanding(self) -> int:
        """Entries recorded but not yet committed (pending plus the batch in flight)."""
        return self._recorded - self._done

    @property
    def written(self) -> int:
        """Entries committed to the ledger."""
        return self._done - self._refused

    @property
    def refused(self) -> int:
        """Entries the store refused, kept in its rejects table instead."""
        return self._refused

    def start(self) -> None:
        """Start the background task (done lazily by the first `record`); needs a running loop."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="ledger-writer")

    def record(self, entry: LedgerEntry) -> bool:
        """Queue an entry without waiting. Returns False when over max_pending (the entry is still kept)."""
        if self._closing:
            raise RuntimeError("LedgerWriter is closed")
        if self._task is None:
            self.start()
        self._pending.append((time.monotonic(), entry))
        self._recorded += 1
        LEDGER_PENDING.inc()
        n = len(self._pending)
        if n == 1 or n == self.batch_size:
            self._wake.set()
        if self.outstanding > self.max_pending:
            self._room.clear()
            LEDGER_OVER_CAPACITY.inc()
            return False
        return True

    async def record_wait(self, entry: LedgerEntry) -> None:
        """Queue an entry, first waiting (back-pressure) while max_pending entries are outstanding."""
        if self.outstanding >= self.max_pending:
            self._room.clear()
            started = time.monotonic()
            while self.outstanding >= self.max_pending:
                await self._room.wait()
                if self.outstanding >= self.max_pending:
                    self._room.clear()
            LEDGER_BACKPRESSURE_SECONDS.inc(time.monotonic() - started)
        self.record(entry)

    async def flush(self) -> None:
        """Return once every entry recorded before this call is committed (waits through retries)."""
        target = self._recorded
        if self._done >= target:
            return
        if self._task is None:
            self.start()
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append((target, future))
        self._wake.set()
        await future

    async def close(self, timeout: float | None = None) -> int:
        """Drain everything, stop the task; returns how many entries were left unwritten (0 = all safe)."""
        self._closing = True
        self._wake.set()
        if self._task is not None:
            try:
                await asyncio.wait_for(asyncio.shield(self._task), timeout)
            except TimeoutError:
                self._task.cancel()
                await asyncio.gather(self._task, return_exceptions=True)
                log.error("ledger_close_timeout", unwritten=self.outstanding)
        return self.outstanding

    async def _run(self) -> None:
        while True:
            if not self._pending:
                if self._closing:
                    return
                self._wake.clear()
                await self._wake.wait()
                continue
            if len(self._pending) < self.batch_size and not self._closing and not self._waiters:
                remaining = self._pending[0][0] + self.flush_interval - time.monotonic()
                if remaining > 0:
                    self._wake.clear()
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self._wake.wait(), remaining)
                    continue
            take = min(self.batch_size, len(self._pending))
            batch = [self._pending.popleft()[1] for _ in range(take)]
            await self._write(batch)

    async def _write(self, batch: list[LedgerEntry]) -> None:
        """Commit ``batch``, or as much of it as the store takes: a refused part is halved until each
        refused entry stands alone and goes to the rejects table."""
        parts = [batch]
        while parts:
            part = parts.pop()
            reason = await self._commit(part)
            if reason is None:
                LEDGER_WRITTEN.inc(len(part))
            elif len(part) > 1:
                middle = len(part) // 2
                parts += (part[middle:], part[:middle])  # the first half is written first
                continue
            else:
                await self._reject(part[0], reason)
            self._done += len(part)
            LEDGER_PENDING.dec(len(part))
        if self.outstanding < self.max_pending:
            self._room.set()
        if self._waiters:
            ready = [w for w in self._waiters if w[0] <= self._done]
            self._waiters = [w for w in self._waiters if w[0] > self._done]
            for _, future in ready:
                if not future.done():
                    future.set_result(None)

    async def _commit(self, part: list[LedgerEntry]) -> str | None:
        """Write ``part``, retrying while the store fails; the store's reason if it refuses the rows."""
        delay, delay_max = self._retry
        while True:
            try:
                await self.store.write_batch(part)
                break
            except Exception as exc:  # the store tells a refusal of the rows from its own failure
                reason = self.store.refusal(exc)
                if reason is not None:
                    return reason
                await self._back_off(exc, delay)
                delay = min(delay * 2, delay_max)
        self._recovered()
        return None

    async def _reject(self, entry: LedgerEntry, reason: str) -> None:
        self._refused += 1
        LEDGER_REFUSED.inc()
        log.error("ledger_entry_refused", request_id=clean_text(str(entry.request_id), 256), reason=reason)
        delay, delay_max = self._retry
        while True:
            try:
                await self.store.write_rejected(entry, reason)
                break
            except Exception as exc:
                if self.store.refusal(exc) is not None:  # cannot happen with the stores' ASCII-only form
                    log.error("ledger_reject_unstorable", entry=repr(entry)[:4000], error=repr(exc)[:300])
                    return
                await self._back_off(exc, delay)
                delay = min(delay * 2, delay_max)
        self._recovered()

    async def _back_off(self, exc: Exception, delay: float) -> None:
        LEDGER_WRITE_ERRORS.inc()
        if not self._failing:
            self._failing = True
            log.warning("ledger_write_failed", error=repr(exc)[:300], outstanding=self.outstanding)
        await asyncio.sleep(delay)

    def _recovered(self) -> None:
        if self._failing:
            self._failing = False
            log.info("ledger_write_recovered", outstanding=self.outstanding)
