"""Batches ledger entries off the hot path and writes them durably, never dropping one.

`record` is a deque append (plus a wake-up when a batch is due), so the request path never waits on the
database. A background task writes a batch when `batch_size` entries are pending or the oldest pending
entry is `flush_interval` old, whichever comes first. A failed write keeps its batch and retries with
exponential back-off (logged once per outage), so a database blip delays entries but loses none.

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

import structlog

from gateway.ledger.entry import LedgerEntry
from gateway.ledger.metrics import (
    LEDGER_BACKPRESSURE_SECONDS,
    LEDGER_OVER_CAPACITY,
    LEDGER_PENDING,
    LEDGER_WRITE_ERRORS,
    LEDGER_WRITTEN,
)
from gateway.ledger.store import LedgerStore

log = structlog.get_logger("gateway.ledger")


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
        self._written = 0
        self._failing = False
        self._closing = False
        self._task: asyncio.Task[None] | None = None

    @property
    def outstanding(self) -> int:
        """Entries recorded but not yet committed (pending plus the batch in flight)."""
        return self._recorded - self._written

    @property
    def written(self) -> int:
        return self._written

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
        if self._written >= target:
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
        delay, delay_max = self._retry
        while True:
            try:
                await self.store.write_batch(batch)
                break
            except Exception as exc:  # any store failure: keep the batch, back off, retry
                LEDGER_WRITE_ERRORS.inc()
                if not self._failing:
                    self._failing = True
                    log.warning("ledger_write_failed", error=repr(exc)[:300], outstanding=self.outstanding)
                await asyncio.sleep(delay)
                delay = min(delay * 2, delay_max)
        if self._failing:
            self._failing = False
            log.info("ledger_write_recovered", outstanding=self.outstanding)
        self._written += len(batch)
        LEDGER_WRITTEN.inc(len(batch))
        LEDGER_PENDING.dec(len(batch))
        if self.outstanding < self.max_pending:
            self._room.set()
        if self._waiters:
            ready = [w for w in self._waiters if w[0] <= self._written]
            self._waiters = [w for w in self._waiters if w[0] > self._written]
            for _, future in ready:
                if not future.done():
                    future.set_result(None)
