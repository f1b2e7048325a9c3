"""The one interface every quota backend implements; the request pipeline depends on this only."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Protocol, runtime_checkable

from gateway.quota.model import Admission, BudgetName, ReserveRequest, Settlement


class QuotaUnavailable(Exception):
    """The shared quota store cannot be reached and the team fails closed (the pipeline answers 503)."""


@runtime_checkable
class QuotaBackend(Protocol):
    """Reserve-then-settle admission control, exact for every replica sharing the backend."""

    async def reserve(self, req: ReserveRequest) -> Admission:
        """Check and hold every limit at once; on any denial nothing is held."""
        ...

    async def settle(self, request_id: str, actual_tokens: int, actual_cost_micros: int) -> Settlement:
        """Replace the reservation by actual usage. Idempotent; an expired lease still records the spend."""
        ...

    async def renew(self) -> int:
        """Extend the leases of the reservations this process holds (its calls still run); returns how many."""
        ...

    async def release_expired(self) -> int:
        """Release reservations whose lease passed (a dead replica's); returns how many."""
        ...

    async def spent(
        self, team: str, budget: BudgetName, at: datetime | None = None, *, tz: str | None = None
    ) -> int:
        """Settled spend of the period containing ``at`` (default now), in micro-dollars."""
        ...

    async def in_flight(self, team: str) -> int:
        """Reservations of the team whose lease is still running."""
        ...

    async def usage(self, team: str) -> dict[str, Any]:
        """Counters of the current periods and windows, for tests and debug pages."""
        ...

    async def get_session(self, key: str) -> str | None:
        """The version a session (agent task) is pinned to, if any."""
        ...

    async def set_session(self, key: str, version: str, ttl_seconds: float) -> None:
        """Pin a session to a version for ``ttl_seconds``."""
        ...

    async def ping(self) -> bool:
        """True when the backend can serve (used by readiness)."""
        ...

    async def close(self) -> None:
        """Release connections."""
        ...
