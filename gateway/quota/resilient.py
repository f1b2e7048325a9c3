"""Keep serving (or refuse cleanly) when Redis is down, and notice when it comes back without a restart.

Per team: ``fail_open`` serves from an in-process backstop (limits then hold per replica, not globally);
``fail_closed`` raises QuotaUnavailable (503). No redis exception ever escapes this wrapper.

What Redis could not be told is owed (see ``owed.py``): the spend of a settle that failed, the spend of a
call the backstop admitted, and the undo of a reserve the gateway gave up on. A reserve that timed out may
still run when a stalled Redis resumes; rather than a deadline the script checks (which would compare the
gateway's clock with Redis's), the gateway undoes it by request id, which also covers a reserve that already
ran. Debts go to a journal on local disk and are paid as soon as Redis answers again: the first call that
succeeds (a request, the lease sweeper, a readiness probe) starts the pay-back, and a debt incurred while
Redis is healthy (a backstop call settling after the recovery) is paid at once. Each is idempotent by request
id, so a replay that runs twice, or a settle that timed out but reached Redis, counts once.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import time
from collections.abc import Awaitable, Callable, Mapping
from datetime import datetime
from typing import Any, Literal, TypeVar

import structlog
from redis.exceptions import RedisError

from gateway.observability.metrics import QUOTA_BACKEND_ERRORS as BACKEND_ERRORS
from gateway.observability.metrics import QUOTA_OWED as OWED
from gateway.observability.metrics import QUOTA_OWED_DROPPED as OWED_DROPPED
from gateway.quota.base import QuotaUnavailable
from gateway.quota.memory import MemoryQuota
from gateway.quota.model import Admission, Alert, BudgetName, ReserveRequest, Settlement
from gateway.quota.owed import Owed, OwedJournal
from gateway.quota.redis_backend import RedisQuota

FailMode = Literal["fail_open", "fail_closed"]

log = structlog.get_logger("gateway.quota")

_OUTAGE = (RedisError, OSError, asyncio.TimeoutError)
T = TypeVar("T")
_BATCH = 64  # debts paid concurrently: a long outage's backlog drains in pipelined round trips


class ResilientQuota:
    """A QuotaBackend over a RedisQuota with a local backstop, a retry back-off and a journal of debts."""

    def __init__(
        self,
        primary: RedisQuota,
        fallback: MemoryQuota | None = None,
        *,
        fail_modes: Mapping[str, FailMode] | None = None,
        default_mode: FailMode = "fail_open",
        retry_seconds: float = 1.0,
        max_owed: int = 100_000,
        on_alerts: Callable[[tuple[Alert, ...]], None] | None = None,
        monotonic: Callable[[], float] = time.monotonic,
        journal: OwedJournal | None = None,
    ) -> None:
        self.primary = primary
        self.fallback = fallback or MemoryQuota()
        self.fail_modes = dict(fail_modes or {})
        self.default_mode = default_mode
        self._retry_seconds = retry_seconds
        self._monotonic = monotonic
        self._on_alerts = on_alerts
        self._degraded_since: float | None = None
        self._retry_at = 0.0
        # admitted by the backstop, not yet settled: the request and its admission time
        self._local: dict[str, tuple[ReserveRequest, float]] = {}
        self._max_owed = max_owed
        self._owed: dict[tuple[str, str], Owed] = {}
        self._journal = journal
        self._replay: asyncio.Task[None] | None = None
        if journal is not None:
            for item in journal.adopt():  # a predecessor's debts (a restart between outage and recovery)
                self._owed[item.key] = item
            OWED.set(len(self._owed))

    @property
    def degraded(self) -> bool:
        return self._degraded_since is not None

    @property
    def owed(self) -> int:
        """Debts not yet paid to Redis."""
        return len(self._owed)

    def _try_primary(self) -> bool:
        """Healthy, or degraded with the back-off over (then only this caller probes until it answers)."""
        if self._degraded_since is None:
            return True
        now = self._monotonic()
        if now < self._retry_at:
            return False
        self._retry_at = now + self._retry_seconds
        return True

    def _failed(self, operation: str, exc: BaseException) -> None:
        BACKEND_ERRORS.labels(operation).inc()
        self._retry_at = self._monotonic() + self._retry_seconds
        if self._degraded_since is None:
            self._degraded_since = self._monotonic()
            log.error("quota_backend_degraded", operation=operation, error=type(exc).__name__, detail=str(exc)[:200])

    def _succeeded(self) -> None:
        if self._degraded_since is not None:
            down = self._monotonic() - self._degraded_since
            self._degraded_since = None
            log.warning("quota_backend_recovered", down_seconds=round(down, 3), owed=len(self._owed))
        if self._owed:
            self._start_pay_back()

    def _start_pay_back(self) -> None:
        if self._replay is None or self._replay.done():
            self._replay = asyncio.get_running_loop().create_task(self._pay_back())

    async def _pay(self, item: Owed) -> Settlement | None:
        if item.kind == "abort":
            await self.primary.abort(item.req)
            return None
        return await self.primary.settle_owed(item.req, item.at, item.tokens, item.cost, held=item.kind == "settle")

    def _paid(self, item: Owed, result: Settlement | None) -> None:
        self._owed.pop(item.key, None)
        if self._journal is not None:
            self._journal.paid(item)
        if result is not None and result.crossed_alerts and self._on_alerts is not None:
            self._on_alerts(result.crossed_alerts)

    async def _pay_back(self) -> None:
        """Write to Redis what it is owed, a batch at a time; stop at the next failure (the recovery after
        it starts again)."""
        while self._owed and not self.degraded:
            batch = list(itertools.islice(self._owed.values(), _BATCH))
            results = await asyncio.gather(*(self._pay(item) for item in batch), return_exceptions=True)
            failure: BaseException | None = None
            for item, result in zip(batch, results, strict=True):
                if isinstance(result, _OUTAGE):
                    failure = result
                elif isinstance(result, BaseException):
                    if isinstance(result, asyncio.CancelledError):
                        raise result
                    # not an outage: Redis refused it (a bug or a corrupt entry), and would refuse it again
                    log.error("quota_owed_refused", kind=item.kind, request_id=item.req.request_id,
                              error=type(result).__name__, detail=str(result)[:200])
                    self._paid(item, None)
                else:
                    self._paid(item, result)
            OWED.set(len(self._owed))
            if failure is not None:
                self._failed("replay", failure)
                return
        if not self._owed and self._journal is not None:
            self._journal.clear()

    async def drain(self) -> None:
        """Wait for a running pay-back (tests, shutdown)."""
        if self._replay is not None:
            await self._replay

    def _owe(self, item: Owed) -> None:
        """Keep a debt (journal first: it must outlive this process) and pay it now if Redis is healthy."""
        if item.key not in self._owed:
            if len(self._owed) >= self._max_owed:
                OWED_DROPPED.labels(item.kind).inc()
                log.error("quota_owed_dropped", reason="backlog full", kind=item.kind,
                          request_id=item.req.request_id, cost_micros=item.cost)
                return
            if self._journal is not None:
                self._journal.append(item)
            self._owed[item.key] = item
            OWED.set(len(self._owed))
        if not self.degraded:
            self._start_pay_back()

    def _gave_up(self, req: ReserveRequest) -> None:
        """The reserve may still run (or have run) in Redis: owe its undo."""
        self._owe(Owed("abort", req, self.primary.now()))

    # -- the QuotaBackend interface -----------------------------------------------------------------------
    async def reserve(self, req: ReserveRequest) -> Admission:
        if self._try_primary():
            try:
                admission = await self.primary.reserve(req)
            except _OUTAGE as exc:
                self._failed("reserve", exc)
                self._gave_up(req)
            except asyncio.CancelledError:
                self._gave_up(req)  # the caller left; nobody will settle what the script may hold
                raise
            else:
                self._succeeded()
                return admission
        if self.fail_modes.get(req.team, self.default_mode) == "fail_closed":
            raise QuotaUnavailable("quota store unavailable; this team fails closed")
        admission = await self.fallback.reserve(req)
        if admission.admitted:
            self._local[req.request_id] = (req, self.primary.now())
        return admission

    async def settle(self, request_id: str, actual_tokens: int, actual_cost_micros: int) -> Settlement:
        local = self._local.pop(request_id, None)
        if local is not None:
            result = await self.fallback.settle(request_id, actual_tokens, actual_cost_micros)
            self._owe(Owed("record", local[0], local[1], actual_tokens, actual_cost_micros))
            return result
        if self._try_primary():
            try:
                result = await self.primary.settle(request_id, actual_tokens, actual_cost_micros)
            except _OUTAGE as exc:
                self._failed("settle", exc)
            else:
                self._succeeded()
                return result
        plan = self.primary.take_pending(request_id)
        if plan is not None:
            self._owe(Owed("settle", plan.req, plan.now, actual_tokens, actual_cost_micros))
        return Settlement(recorded=False)

    async def renew(self) -> int:
        """Extend the leases of this process's running calls, in Redis and in the backstop."""
        renewed = await self.fallback.renew()
        return renewed + int(await self._read("renew", self.primary.renew()))

    async def release_expired(self) -> int:
        released = await self.fallback.release_expired()
        return released + await self._read("release_expired", self.primary.release_expired())

    async def _read(self, operation: str, call: Awaitable[T]) -> T:
        try:
            result = await call
        except _OUTAGE as exc:
            self._failed(operation, exc)
            raise QuotaUnavailable(f"quota store unavailable during {operation}") from exc
        self._succeeded()
        return result

    async def spent(
        self, team: str, budget: BudgetName, at: datetime | None = None, *, tz: str | None = None
    ) -> int:
        return int(await self._read("spent", self.primary.spent(team, budget, at, tz=tz)))

    async def in_flight(self, team: str) -> int:
        return int(await self._read("in_flight", self.primary.in_flight(team)))

    async def usage(self, team: str) -> dict[str, Any]:
        out: dict[str, Any] = await self._read("usage", self.primary.usage(team))
        return out

    async def get_session(self, key: str) -> str | None:
        if self._try_primary():
            try:
                value = await self.primary.get_session(key)
            except _OUTAGE as exc:
                self._failed("get_session", exc)
            else:
                self._succeeded()
                return value
        return await self.fallback.get_session(key)

    async def set_session(self, key: str, version: str, ttl_seconds: float) -> None:
        await self.fallback.set_session(key, version, ttl_seconds)  # the backstop knows it during an outage
        if self._try_primary():
            try:
                await self.primary.set_session(key, version, ttl_seconds)
            except _OUTAGE as exc:
                self._failed("set_session", exc)
            else:
                self._succeeded()

    async def ping(self) -> bool:
        """True only when Redis answers; a failed ping also starts the degraded state."""
        try:
            ok = await self.primary.ping()
        except _OUTAGE as exc:
            self._failed("ping", exc)
            return False
        self._succeeded()
        return ok

    async def close(self, pay_back_seconds: float = 5.0) -> None:
        """Give a running pay-back a moment to finish (a shutdown right after a recovery), then stop it."""
        if self._replay is not None and not self._replay.done():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(self._replay), pay_back_seconds)
            self._replay.cancel()
        if self._journal is not None:  # what is still owed stays on disk for the next start to pay
            if not self._owed:
                self._journal.clear()
            self._journal.close()
        await self.primary.close()
        await self.fallback.close()
