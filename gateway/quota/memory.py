"""In-process quota backend: the embedded default for one process on one machine.

It runs the same check list as the Redis backend (see plan.py). Exactness comes from asyncio: reserve and
settle contain no ``await`` between check and hold, so no other coroutine can interleave.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from gateway.quota import plan as P
from gateway.quota.model import Admission, Alert, BudgetName, ReserveRequest, Settlement


@dataclass(slots=True)
class _Reservation:
    plan: P.Plan
    state: str  # "h" held, "x" released (lease passed), "s" settled
    touched: float


class MemoryQuota:
    """Exact quotas for a single process; ``clock`` returns epoch seconds and is injectable for tests."""

    def __init__(self, clock: Callable[[], float] = time.time, sweep_every: int = 4096) -> None:
        self._clock = clock
        self._lay = P.KeyLayout()
        self._counters: dict[str, int] = {}
        self._hashes: dict[str, dict[str, float]] = {}
        self._slots: dict[str, dict[str, float]] = {}
        self._expiry: dict[str, float] = {}
        self._res: dict[str, _Reservation] = {}
        self._next_lease: dict[str, float] = {}  # team in-flight key -> earliest lease expiry
        self._sessions: dict[str, tuple[str, float]] = {}
        self._tz: dict[str, str] = {}
        self._sweep_every = sweep_every
        self._ops = 0

    # -- admission ---------------------------------------------------------------------------------------
    def _value(self, chk: P.Check, now: float) -> float:
        if chk.kind == P.WINDOW:
            return self._counters.get(chk.key, 0)
        if chk.kind == P.SLOTS:
            return len(self._slots.get(chk.key, ()))
        h = self._hashes.get(chk.key, {})
        if chk.kind == P.MONEY:
            return h.get("s", 0) + h.get("r", 0)
        if chk.kind == P.STEPS:
            return h.get("n", 0)
        t0 = h.get("t0")
        return 0.0 if t0 is None else now - t0

    def _apply(self, chk: P.Check, rid: str, plan: P.Plan) -> float:
        self._expiry[chk.key] = plan.now + chk.ttl
        if chk.kind == P.WINDOW:
            value = self._counters[chk.key] = self._counters.get(chk.key, 0) + chk.amount
            return value
        if chk.kind == P.SLOTS:
            slots = self._slots.setdefault(chk.key, {})
            slots[rid] = plan.lease_expiry
            return len(slots)
        h = self._hashes.setdefault(chk.key, {})
        if chk.kind == P.MONEY:
            h["r"] = h.get("r", 0) + chk.amount
            return h.get("s", 0) + h["r"]
        if chk.kind == P.STEPS:
            h["n"] = h.get("n", 0) + 1
            return h["n"]
        h.setdefault("t0", plan.now)
        return plan.now - h["t0"]

    async def reserve(self, req: ReserveRequest) -> Admission:
        now = self._clock()
        plan = P.build_plan(req, now, self._lay)
        self._tz[req.team] = req.team_limits.timezone
        self._reclaim(plan.checks[0].key, now)
        if req.request_id in self._res:
            raise ValueError(f"request id {req.request_id!r} already reserved")
        values: list[float] = []
        for i, chk in enumerate(plan.checks):
            value = self._value(chk, now)
            amount = 0 if chk.kind == P.WALL else chk.amount
            if chk.limit != P.UNLIMITED and value + amount > chk.limit:
                return P.admission(plan, i, [*values, value])
            values.append(value)
        values = [self._apply(chk, req.request_id, plan) for chk in plan.checks]
        self._res[req.request_id] = _Reservation(plan, "h", now)
        team_key = plan.checks[0].key
        self._next_lease[team_key] = min(self._next_lease.get(team_key, plan.lease_expiry), plan.lease_expiry)
        self._ops += 1
        if self._ops % self._sweep_every == 0:
            self._sweep(now)
        return P.admission(plan, None, values)

    def _release(self, rid: str, res: _Reservation) -> None:
        """Give back what a held reservation holds: its concurrency slots and reserved money."""
        for chk in res.plan.checks:
            if chk.kind == P.SLOTS:
                self._slots.get(chk.key, {}).pop(rid, None)
            elif chk.kind == P.MONEY and chk.key in self._hashes:
                self._hashes[chk.key]["r"] = self._hashes[chk.key].get("r", 0) - chk.amount
        res.state = "x"

    def _reclaim(self, team_key: str, now: float) -> int:
        if self._next_lease.get(team_key, float("inf")) > now:
            return 0
        slots = self._slots.get(team_key, {})
        expired = [rid for rid, exp in slots.items() if exp <= now]
        for rid in expired:
            res = self._res.get(rid)
            if res is not None and res.state == "h":
                self._release(rid, res)
            slots.pop(rid, None)
        self._next_lease[team_key] = min(slots.values(), default=float("inf"))
        return len(expired)

    async def settle(self, request_id: str, actual_tokens: int, actual_cost_micros: int) -> Settlement:
        res = self._res.get(request_id)
        if res is None or res.state == "s":
            return Settlement(recorded=False)
        if res.state == "h":
            self._release(request_id, res)
        plan = res.plan
        delta = actual_tokens - plan.req.est_tokens
        for key in plan.tpm_keys:
            if key in self._counters:
                self._counters[key] += delta
        crossed: list[Alert] = []
        now = self._clock()
        for chk, spec in zip(plan.money, plan.alerts, strict=True):
            h = self._hashes.setdefault(chk.key, {})
            h["s"] = spent = h.get("s", 0) + actual_cost_micros
            self._expiry[chk.key] = max(self._expiry.get(chk.key, 0), now + chk.ttl)
            if spec is None:
                continue
            for mark, micros, threshold in spec.thresholds:
                if spent >= micros and mark not in h:
                    h[mark] = 1
                    crossed.append(
                        Alert(plan.req.team, spec.budget, threshold, spec.period, int(spent), spec.limit)
                    )
        res.state, res.touched = "s", now
        return Settlement(tuple(crossed))

    async def renew(self) -> int:
        """Extend the lease of every held reservation (all of them run in this process): walks the
        concurrency sets, which hold only running requests, not every reservation of the day."""
        now = self._clock()
        renewed: set[str] = set()
        for key, slots in self._slots.items():
            for rid in slots:
                res = self._res.get(rid)
                if res is not None and res.state == "h":
                    slots[rid] = now + res.plan.req.lease_seconds
                    self._expiry[key] = max(self._expiry.get(key, 0.0), slots[rid] + 60)
                    renewed.add(rid)
        return len(renewed)

    async def release_expired(self) -> int:
        now = self._clock()
        released = sum(self._reclaim(key, now) for key in list(self._next_lease))
        self._sweep(now)
        return released

    def _sweep(self, now: float) -> None:
        """Drop expired windows, periods, tombstones and sessions so memory stays bounded."""
        for key in [k for k, exp in self._expiry.items() if exp <= now]:
            del self._expiry[key]
            self._counters.pop(key, None)
            self._hashes.pop(key, None)
        for rid in [r for r, res in self._res.items() if res.state != "h" and self._stale(res, now)]:
            del self._res[rid]
        for key in [k for k, (_, exp) in self._sessions.items() if exp <= now]:
            del self._sessions[key]

    @staticmethod
    def _stale(res: _Reservation, now: float) -> bool:
        keep = P.TOMBSTONE_TTL if res.state == "s" else P.RESERVATION_GRACE
        return res.touched + keep <= now

    # -- reading -----------------------------------------------------------------------------------------
    async def spent(
        self, team: str, budget: BudgetName, at: datetime | None = None, *, tz: str | None = None
    ) -> int:
        now = at.timestamp() if at is not None else self._clock()
        key = self._lay.team_budget_at(team, budget, now, tz or self._tz.get(team, "UTC"))
        return int(self._hashes.get(key, {}).get("s", 0))

    async def in_flight(self, team: str) -> int:
        now = self._clock()
        slots = self._slots.get(f"{self._lay.team(team)}inflight", {})
        return sum(1 for exp in slots.values() if exp > now)

    async def usage(self, team: str) -> dict[str, Any]:
        now = self._clock()
        p = P.periods(now, self._tz.get(team, "UTC"))
        base = self._lay.team(team)
        minute = int(now // 60)
        out: dict[str, Any] = {"in_flight": await self.in_flight(team)}
        budgets: tuple[tuple[BudgetName, str], ...] = (("daily", p.day), ("monthly", p.month))
        for name, period in budgets:
            h = self._hashes.get(self._lay.budget(team, None, name, period), {})
            out[f"{name}_spent_micros"] = int(h.get("s", 0))
            out[f"{name}_reserved_micros"] = int(h.get("r", 0))
        out["requests_this_minute"] = self._counters.get(f"{base}rpm:{minute}", 0)
        out["tokens_this_minute"] = self._counters.get(f"{base}tpm:{minute}", 0)
        return out

    # -- sessions and lifecycle --------------------------------------------------------------------------
    async def get_session(self, key: str) -> str | None:
        hit = self._sessions.get(key)
        if hit is None or hit[1] <= self._clock():
            return None
        return hit[0]

    async def set_session(self, key: str, version: str, ttl_seconds: float) -> None:
        self._sessions[key] = (version, self._clock() + ttl_seconds)

    async def ping(self) -> bool:
        return True

    async def close(self) -> None:
        return None
