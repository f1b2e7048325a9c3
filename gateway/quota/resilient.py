"""Keep serving (or refuse cleanly) when Redis is down, and notice when it comes back without a restart.

Per team: ``fail_open`` serves from an in-process backstop (limits then hold per replica, not globally);
``fail_closed`` raises QuotaUnavailable (503). Spend served or settled during an outage is queued and
written to Redis on recovery, so money is never lost. No redis exception ever escapes this wrapper.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any, Literal

import structlog
from prometheus_client import Counter
from redis.exceptions import RedisError

from gateway.quota.base import QuotaUnavailable
from gateway.quota.memory import MemoryQuota
from gateway.quota.model import Admission, Alert, BudgetName, ReserveRequest, Settlement
from gateway.quota.redis_backend import RedisQuota

FailMode = Literal["fail_open", "fail_closed"]

BACKEND_ERRORS = Counter(
    "gateway_quota_backend_errors_total", "Quota backend (Redis) calls that failed", ["operation"]
)
log = structlog.get_logger("gateway.quota")

_OUTAGE = (RedisError, OSError, asyncio.TimeoutError)
# (request id, tokens, cost) to settle on Redis, or (request, tokens, cost) served by the backstop.
_Owed = tuple[str | ReserveRequest, int, int]


class ResilientQuota:
    """A QuotaBackend over a RedisQuota with a local backstop and a retry back-off."""

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
        self._local: dict[str, ReserveRequest] = {}  # admitted by the backstop, not yet settled
        self._owed: deque[_Owed] = deque(maxlen=max_owed)
        self._replay: asyncio.Task[None] | None = None

    @property
    def degraded(self) -> bool:
        return self._degraded_since is not None

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
        if self._degraded_since is None:
            return
        down = self._monotonic() - self._degraded_since
        self._degraded_since = None
        log.warning("quota_backend_recovered", down_seconds=round(down, 3), owed=len(self._owed))
        if self._owed and (self._replay is None or self._replay.done()):
            self._replay = asyncio.get_running_loop().create_task(self._pay_back())

    async def _pay_back(self) -> None:
        """Write to Redis what was settled or served while it was down; stop at the next failure."""
        while self._owed and not self.degraded:
            what, tokens, cost = self._owed[0]
            try:
                if isinstance(what, str):
                    result = await self.primary.settle(what, tokens, cost)
                else:
                    result = await self.primary.record_usage(what, tokens, cost)
            except _OUTAGE as exc:
                self._failed("replay", exc)
                return
            self._owed.popleft()
            if result.crossed_alerts and self._on_alerts is not None:
                self._on_alerts(result.crossed_alerts)

    async def drain(self) -> None:
        """Wait for a running pay-back (tests, shutdown)."""
        if self._replay is not None:
            await self._replay

    def _owe(self, item: _Owed) -> None:
        if len(self._owed) == self._owed.maxlen:
            log.error("quota_owed_dropped", reason="backlog full")
        self._owed.append(item)

    # -- the QuotaBackend interface -----------------------------------------------------------------------
    async def reserve(self, req: ReserveRequest) -> Admission:
        if self._try_primary():
            try:
                admission = await self.primary.reserve(req)
            except _OUTAGE as exc:
                self._failed("reserve", exc)
            else:
                self._succeeded()
                return admission
        if self.fail_modes.get(req.team, self.default_mode) == "fail_closed":
            raise QuotaUnavailable("quota store unavailable; this team fails closed")
        admission = await self.fallback.reserve(req)
        if admission.admitted:
            self._local[req.request_id] = req
        return admission

    async def settle(self, request_id: str, actual_tokens: int, actual_cost_micros: int) -> Settlement:
        local = self._local.pop(request_id, None)
        if local is not None:
            self._owe((local, actual_tokens, actual_cost_micros))  # Redis learns it on recovery
            return await self.fallback.settle(request_id, actual_tokens, actual_cost_micros)
        if self._try_primary():
            try:
                result = await self.primary.settle(request_id, actual_tokens, actual_cost_micros)
            except _OUTAGE as exc:
                self._failed("settle", exc)
            else:
                self._succeeded()
                return result
        self._owe((request_id, actual_tokens, actual_cost_micros))
        return Settlement(recorded=False)

    async def release_expired(self) -> int:
        released = await self.fallback.release_expired()
        return released + await self._read("release_expired", self.primary.release_expired())

    async def _read(self, operation: str, call: Any) -> Any:
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

    async def close(self) -> None:
        if self._replay is not None and not self._replay.done():
            self._replay.cancel()
        await self.primary.close()
        await self.fallback.close()
