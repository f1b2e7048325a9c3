"""Redis quota backend: exact across replicas, one EVALSHA per reserve and one per settle.

Time comes from the passed-in clock (epoch seconds), not Redis TIME: budget periods are local days and months
in each team's time zone, which Python computes with zoneinfo, and tests inject time the same way for both
backends. Replicas are assumed NTP-synced; skew only shifts a window edge by the skew.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from redis.asyncio import Redis
from redis.exceptions import NoScriptError

from gateway.quota import lua
from gateway.quota import plan as P
from gateway.quota.connect import TlsFiles, open_clients
from gateway.quota.lean_redis import LeanRedis
from gateway.quota.model import Admission, Alert, BudgetName, ReserveRequest, Settlement

_SCRIPTS = {name: (text, lua.sha1(text)) for name, text in
            (("reserve", lua.RESERVE), ("settle", lua.SETTLE), ("release", lua.RELEASE_EXPIRED),
             ("abort", lua.ABORT), ("renew", lua.RENEW))}


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


class RedisQuota:
    """Quota backend on one Redis (or one Cluster slot per team); keys start with ``prefix``."""

    def __init__(
        self, client: Redis, *, prefix: str = "", clock: Callable[[], float] = time.time,
        lean: LeanRedis | None = None,
    ) -> None:
        self._r = client
        self._lean = lean  # the hot-path client for EVALSHA, when built from a URL
        self._lay = P.KeyLayout(prefix)
        self._clock = clock
        self._pending: dict[str, P.Plan] = {}  # admitted here, not yet settled: settle needs the plan's keys
        self._teams: set[str] = set()
        self._tz: dict[str, str] = {}

    @classmethod
    def from_url(
        cls,
        url: str,
        *,
        prefix: str = "",
        clock: Callable[[], float] = time.time,
        timeout: float = 1.0,
        max_connections: int = 64,
        tls: TlsFiles | None = None,
    ) -> RedisQuota:
        """Any URL form ``gateway.quota.connect`` accepts (one server, TLS, unix, Sentinel, Cluster), with
        clients that fail fast (no retries, short timeouts) so a dead Redis cannot stall requests."""
        clients = open_clients(url, tls=tls, timeout=timeout, max_connections=max_connections)
        # a RedisCluster serves every command RedisQuota sends (one slot per team key), typed apart by redis-py
        return cls(clients.client, prefix=prefix, clock=clock, lean=clients.lean)  # type: ignore[arg-type]

    async def _eval(self, name: str, keys: Sequence[str], args: Sequence[str | int]) -> Any:
        text, sha = _SCRIPTS[name]
        if self._lean is not None:
            try:
                return await self._lean.execute("EVALSHA", sha, len(keys), *keys, *args)
            except NoScriptError:
                await self._lean.execute("SCRIPT", "LOAD", text)
                return await self._lean.execute("EVALSHA", sha, len(keys), *keys, *args)
        try:
            return await self._r.evalsha(sha, len(keys), *keys, *args)
        except NoScriptError:  # first use on this server, or after a SCRIPT FLUSH / failover
            await self._r.script_load(text)
            return await self._r.evalsha(sha, len(keys), *keys, *args)

    # -- admission ---------------------------------------------------------------------------------------
    async def reserve(self, req: ReserveRequest) -> Admission:
        now = self._clock()
        plan = P.build_plan(req, now, self._lay)
        if req.team not in self._teams:
            # once per team per process: the index release_expired walks
            if self._lean is not None:
                await self._lean.execute("SADD", self._lay.teams(), req.team)
            else:
                await self._r.sadd(self._lay.teams(), req.team)
            self._teams.add(req.team)
        self._tz[req.team] = req.team_limits.timezone
        keys = [plan.res_key]
        # The lease's end, in the in-flight set, is a whole second (rounded up): a sorted set this small is
        # stored as a listpack whose integer scores compare without parsing, which makes ZADD cheaper.
        args: list[str | int] = [
            req.request_id, repr(now), math.ceil(plan.lease_expiry),
            int(req.lease_seconds) + P.RESERVATION_GRACE, plan.res_prefix,
        ]
        for chk in plan.checks:
            keys.append(chk.key)
            args += (chk.kind, chk.limit_arg, chk.amount, chk.ttl)
        out = await self._eval("reserve", keys, args)
        if out[0] == -2:
            raise ValueError(f"request id {req.request_id!r} already reserved")
        if out[0] == 1:
            self._pending[req.request_id] = plan
            return P.admission(plan, None, out[2:])
        return P.admission(plan, int(out[1]) - 1, out[2:])

    async def settle(self, request_id: str, actual_tokens: int, actual_cost_micros: int) -> Settlement:
        plan = self._pending.get(request_id)
        if plan is None:
            return Settlement(recorded=False)
        result = await self._settle_plan(plan, actual_tokens, actual_cost_micros, plan.req.est_tokens)
        self._pending.pop(request_id, None)  # only after Redis answered: a failed settle can be retried
        return result

    def now(self) -> float:
        """The backend's clock (epoch seconds): the admission time a replayed debt is recorded at."""
        return self._clock()

    def take_pending(self, request_id: str) -> P.Plan | None:
        """Hand over the plan of a reservation admitted here whose settle failed (it becomes a debt, and is
        no longer renewed)."""
        return self._pending.pop(request_id, None)

    async def renew(self) -> int:
        """Extend the lease of every reservation this process holds and has not settled; returns how many.
        One script call per team (and per 256 requests), on a schedule, never per request."""
        now = self._clock()
        by_team: dict[str, list[str | int]] = {}
        longest: dict[str, float] = {}
        for rid, plan in self._pending.items():
            lease = plan.req.lease_seconds
            by_team.setdefault(plan.req.team, []).extend((rid, math.ceil(now + lease)))
            longest[plan.req.team] = max(longest.get(plan.req.team, 0.0), lease)
        renewed = 0
        for team, pairs in by_team.items():
            base = self._lay.team(team)
            ttl = int(longest[team]) + 60
            for i in range(0, len(pairs), 512):
                out = await self._eval("renew", [f"{base}inflight"], [f"{base}res:", ttl, *pairs[i:i + 512]])
                renewed += int(out)
        return renewed

    async def settle_owed(
        self, req: ReserveRequest, at: float, actual_tokens: int, actual_cost_micros: int, *, held: bool
    ) -> Settlement:
        """Settle from what a journal keeps (the request and its admission time), without this process's
        memory of the reservation: after a restart, or for a call the backstop admitted (``held`` False: no
        Redis reservation, so no token estimate to correct). Idempotent by request id."""
        plan = P.build_plan(req, at, self._lay)
        est_tokens = req.est_tokens if held else actual_tokens
        result = await self._settle_plan(plan, actual_tokens, actual_cost_micros, est_tokens)
        self._pending.pop(req.request_id, None)
        return result

    async def abort(self, req: ReserveRequest) -> bool:
        """Undo a reserve the gateway gave up on, whether it already ran or runs later; True if it held."""
        lay = self._lay
        prefix = f"{lay.team(req.team)}res:"
        out = await self._eval("abort", [prefix + req.request_id, f"{lay.team(req.team)}inflight"],
                               [req.request_id, P.TOMBSTONE_TTL])
        self._pending.pop(req.request_id, None)
        return bool(out)

    async def _settle_plan(self, plan: P.Plan, tokens: int, cost: int, est_tokens: int) -> Settlement:
        keys = [plan.res_key, *plan.tpm_keys, *(chk.key for chk in plan.money)]
        args: list[str | int] = [
            plan.req.request_id, tokens, cost, P.TOMBSTONE_TTL, est_tokens, len(plan.tpm_keys),
        ]
        for chk, spec in zip(plan.money, plan.alerts, strict=True):
            marks = spec.thresholds if spec is not None else ()
            args += (chk.ttl, len(marks))
            for mark, micros, _ in marks:
                args += (mark, micros)
        out = await self._eval("settle", keys, args)
        if out[0] == -1:
            return Settlement(recorded=False)
        crossed = []
        for i in range(1, len(out), 3):
            spec = plan.alerts[int(out[i]) - 1]
            assert spec is not None
            threshold = spec.thresholds[int(out[i + 1]) - 1][2]
            spent = int(out[i + 2])
            crossed.append(Alert(plan.req.team, spec.budget, threshold, spec.period, spent, spec.limit))
        return Settlement(tuple(crossed))

    async def release_expired(self) -> int:
        now = self._clock()
        teams = {_text(t) for t in await self._r.smembers(self._lay.teams())} | self._teams
        released = 0
        for team in teams:
            base = self._lay.team(team)
            released += int(await self._eval("release", [f"{base}inflight"], [repr(now), f"{base}res:"]))
        stale = now - P.RESERVATION_GRACE
        for rid in [rid for rid, plan in self._pending.items() if plan.now < stale]:
            del self._pending[rid]
        return released

    # -- reading -----------------------------------------------------------------------------------------
    async def spent(
        self, team: str, budget: BudgetName, at: datetime | None = None, *, tz: str | None = None
    ) -> int:
        now = at.timestamp() if at is not None else self._clock()
        key = self._lay.team_budget_at(team, budget, now, tz or self._tz.get(team, "UTC"))
        return int(await self._r.hget(key, "s") or 0)

    async def in_flight(self, team: str) -> int:
        return int(await self._r.zcount(f"{self._lay.team(team)}inflight", f"({self._clock()!r}", "+inf"))

    async def usage(self, team: str) -> dict[str, Any]:
        now = self._clock()
        p = P.periods(now, self._tz.get(team, "UTC"))
        base = self._lay.team(team)
        minute = int(now // 60)
        async with self._r.pipeline(transaction=False) as pipe:
            pipe.zcount(f"{base}inflight", f"({now!r}", "+inf")
            pipe.hmget(self._lay.budget(team, None, "daily", p.day), "s", "r")
            pipe.hmget(self._lay.budget(team, None, "monthly", p.month), "s", "r")
            pipe.get(f"{base}rpm:{minute}")
            pipe.get(f"{base}tpm:{minute}")
            inflight, daily, monthly, rpm, tpm = await pipe.execute()
        return {
            "in_flight": int(inflight),
            "daily_spent_micros": int(daily[0] or 0),
            "daily_reserved_micros": int(daily[1] or 0),
            "monthly_spent_micros": int(monthly[0] or 0),
            "monthly_reserved_micros": int(monthly[1] or 0),
            "requests_this_minute": int(rpm or 0),
            "tokens_this_minute": int(tpm or 0),
        }

    # -- sessions and lifecycle --------------------------------------------------------------------------
    async def get_session(self, key: str) -> str | None:
        if self._lean is not None:
            value = await self._lean.execute("GET", self._lay.session(key))
        else:
            value = await self._r.get(self._lay.session(key))
        return None if value is None else _text(value)

    async def set_session(self, key: str, version: str, ttl_seconds: float) -> None:
        ttl = max(1, int(ttl_seconds * 1000))
        if self._lean is not None:
            await self._lean.execute("SET", self._lay.session(key), version, "PX", ttl)
        else:
            await self._r.set(self._lay.session(key), version, px=ttl)

    async def ping(self) -> bool:
        """Over the connection the scripts use (the lean one where there is one): readiness that says
        green only when reserves can run."""
        if self._lean is not None:
            return bool(await self._lean.execute("PING"))
        return bool(await self._r.ping())

    async def close(self) -> None:
        if self._lean is not None:
            await self._lean.close()
        await self._r.aclose()
