"""Turn a ReserveRequest into a flat list of checks, and the store's answer back into an Admission.

Both backends execute the same list (the in-process one in Python, the Redis one in Lua), so the rules live
here once: key names, period ids, limit codes, retry hints. Rate windows are fixed 60 s windows aligned to
the epoch minute: "admitted in one window never exceeds the limit" holds exactly, without a sliding log.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo

from gateway.quota.model import RETRYABLE, Admission, BudgetName, Limits, RateSnapshot, ReserveRequest, Scope

WINDOW = "w"  # integer counter of a fixed 60 s window
SLOTS = "c"  # sorted set of request ids scored by lease expiry (concurrency)
MONEY = "b"  # hash {s: settled, r: reserved}
STEPS = "n"  # task hash field n
WALL = "t"  # task hash field t0 (first request time)

UNLIMITED = -1
WINDOW_TTL = 180
DAY_RETENTION = 35 * 86400
MONTH_RETENTION = 400 * 86400
TASK_TTL = 86400
RESERVATION_GRACE = 2 * 86400
TOMBSTONE_TTL = 86400


@dataclass(frozen=True, slots=True)
class Periods:
    """The budget periods containing one instant, in one time zone."""

    day: str  # YYYY-MM-DD in the team's zone: the daily budget's key
    month: str  # YYYY-MM in the team's zone: the monthly budget's key
    day_start: float  # Unix seconds
    day_end: float  # Unix seconds: when the daily budget resets
    month_end: float  # Unix seconds: when the monthly budget resets


@lru_cache(maxsize=64)
def _zone(name: str) -> ZoneInfo:
    return ZoneInfo(name)


_period_cache: dict[str, Periods] = {}


def periods(now: float, tz: str) -> Periods:
    """Day and month ids of ``now`` in ``tz``; cached per zone until the local day ends (DST-safe)."""
    hit = _period_cache.get(tz)
    if hit is not None and hit.day_start <= now < hit.day_end:
        return hit
    zone = _zone(tz)
    local = datetime.fromtimestamp(now, zone)
    start = datetime(local.year, local.month, local.day, tzinfo=zone)
    next_day = start + timedelta(days=1)
    next_month = datetime(local.year + local.month // 12, local.month % 12 + 1, 1, tzinfo=zone)
    hit = Periods(
        day=f"{local:%Y-%m-%d}",
        month=f"{local:%Y-%m}",
        day_start=start.timestamp(),
        day_end=datetime(next_day.year, next_day.month, next_day.day, tzinfo=zone).timestamp(),
        month_end=next_month.timestamp(),
    )
    _period_cache[tz] = hit
    return hit


class KeyLayout:
    """Key names. ``{team}`` is a hash tag, so all of a team's keys share one Redis Cluster slot."""

    def __init__(self, prefix: str = "") -> None:
        self.prefix = prefix
        self._scopes: dict[tuple[str, str | None], str] = {}

    def team(self, team: str) -> str:
        return self.scope(team, None)

    def scope(self, team: str, key_id: str | None) -> str:
        """Key prefix of a team or of one of its keys; memoised, it is on every request's path."""
        hit = self._scopes.get((team, key_id))
        if hit is None:
            if len(self._scopes) > 65536:
                self._scopes.clear()
            base = f"{self.prefix}q:{{{team}}}:"
            hit = self._scopes[(team, key_id)] = base if key_id is None else f"{base}k:{key_id}:"
        return hit

    def budget(self, team: str, key_id: str | None, budget: BudgetName, period: str) -> str:
        return f"{self.scope(team, key_id)}budget:{budget[0]}:{period}"

    def team_budget_at(self, team: str, budget: BudgetName, now: float, tz: str) -> str:
        """The team's budget hash for the period (day or month, in `tz`) that contains `now`."""
        p = periods(now, tz)
        return self.budget(team, None, budget, p.day if budget == "daily" else p.month)

    def session(self, key: str) -> str:
        return f"{self.prefix}sess:{key}"

    def teams(self) -> str:
        return f"{self.prefix}q:teams"


@dataclass(slots=True)
class Check:
    """One limit to check and hold; ``limit`` UNLIMITED means track only."""

    kind: str
    key: str
    limit: float
    limit_arg: str  # ``limit`` as the Redis script reads it (see ``limit_arg``)
    amount: int
    ttl: int
    code: str
    reset_at: float | None = None


@dataclass(frozen=True, slots=True)
class AlertSpec:
    """A team budget whose thresholds are checked at settle."""

    budget: BudgetName
    period: str
    limit: int
    thresholds: tuple[tuple[str, int, float], ...]  # (mark field, micros, threshold)


@dataclass(slots=True)
class Plan:
    req: ReserveRequest
    now: float
    lease_expiry: float
    res_key: str
    res_prefix: str
    checks: list[Check]
    tpm_keys: list[str] = field(default_factory=list)
    money: list[Check] = field(default_factory=list)
    alerts: list[AlertSpec | None] = field(default_factory=list)  # aligned with ``money``


def _lim(value: float | None) -> float:
    return UNLIMITED if value is None else value


@lru_cache(maxsize=4096)
def _alert_spec(limits: Limits, budget: BudgetName, period: str, limit: int | None) -> AlertSpec | None:
    if limit is None or not limits.alert_thresholds:
        return None
    marks = tuple(
        (f"a:{t}", max(0, math.ceil(round(t * limit, 6))), t) for t in sorted(set(limits.alert_thresholds))
    )
    return AlertSpec(budget, period, limit, marks)


@dataclass(frozen=True, slots=True)
class _Spec:
    """What a check is, whatever the request: its key, limit and code (amount and TTL come per request)."""

    kind: str
    key: str
    limit: float
    limit_arg: str
    code: str
    reset_at: float | None  # windows: the end of the minute; money: the end of the period
    amount: str  # "one", "tokens" or "money"
    keep: int  # money: how long past the period's end the spend is kept
    alert: AlertSpec | None


@dataclass(frozen=True, slots=True)
class _Scope:
    limits: Limits  # held so that the id in the cache key cannot be reused by another object
    specs: tuple[_Spec, ...]


_scopes: dict[tuple[str, str | None, int, int, bool], _Scope] = {}


def limit_arg(value: float) -> str:
    """A limit as the Lua script reads it: integral values without a decimal point."""
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def _specs(lay: KeyLayout, team: str, key_id: str | None, lim: Limits, minute: int, track: bool) -> _Scope:
    """Checks for the team (key_id None, money always tracked) or for one key (only what is limited).

    Built once per scope, limits and minute, then reused: the keys, codes and alert marks are the same for
    every request of that minute, and building them (f-strings, period lookups) on each request was costly."""
    cache_key = (team, key_id, id(lim), minute, track)
    hit = _scopes.get(cache_key)
    if hit is not None and hit.limits is lim:
        return hit
    base = lay.scope(team, key_id)
    pre = "" if key_id is None else "key_"
    window_end = (minute + 1) * 60.0
    specs: list[_Spec] = []

    def spec(kind: str, key: str, limit: float, code: str, reset_at: float | None, amount: str,
             keep: int = 0, alert: AlertSpec | None = None) -> None:
        specs.append(_Spec(kind, key, limit, limit_arg(limit), code, reset_at, amount, keep, alert))

    if key_id is None or lim.concurrent_requests is not None:
        spec(SLOTS, f"{base}inflight", _lim(lim.concurrent_requests), pre + "concurrency", None, "one")
    if lim.requests_per_minute is not None:
        spec(WINDOW, f"{base}rpm:{minute}", lim.requests_per_minute, pre + "rpm", window_end, "one")
    if lim.tokens_per_minute is not None:
        spec(WINDOW, f"{base}tpm:{minute}", lim.tokens_per_minute, pre + "tpm", window_end, "tokens")
    p = periods(minute * 60.0, lim.timezone)
    spans: tuple[tuple[BudgetName, str, int | None, float, int], ...] = (
        ("daily", p.day, lim.daily_budget_micros, p.day_end, DAY_RETENTION),
        ("monthly", p.month, lim.monthly_budget_micros, p.month_end, MONTH_RETENTION),
    )
    for budget, period, limit, end, keep in spans:
        if not track and limit is None:
            continue
        alert = _alert_spec(lim, budget, period, limit) if track else None
        key = lay.budget(team, key_id, budget, period)
        spec(MONEY, key, _lim(limit), f"{pre}{budget}_budget", end, "money", keep, alert)
    if len(_scopes) > 4096:
        _scopes.clear()
    hit = _scopes[cache_key] = _Scope(lim, tuple(specs))
    return hit


def _scope_checks(plan: Plan, lay: KeyLayout, key_id: str | None, lim: Limits, track: bool) -> None:
    req, now = plan.req, plan.now
    add = plan.checks.append
    lease_ttl = int(req.lease_seconds) + 60
    for sp in _specs(lay, req.team, key_id, lim, int(now // 60), track).specs:
        if sp.amount == "money":
            end = sp.reset_at or now
            chk = Check(MONEY, sp.key, sp.limit, sp.limit_arg, req.est_cost_micros, int(end - now) + sp.keep,
                        sp.code, end)
            add(chk)
            plan.money.append(chk)
            plan.alerts.append(sp.alert)
        elif sp.amount == "tokens":
            add(Check(WINDOW, sp.key, sp.limit, sp.limit_arg, req.est_tokens, WINDOW_TTL, sp.code, sp.reset_at))
            plan.tpm_keys.append(sp.key)
        elif sp.kind == SLOTS:
            add(Check(SLOTS, sp.key, sp.limit, sp.limit_arg, 1, lease_ttl, sp.code))
        else:
            add(Check(WINDOW, sp.key, sp.limit, sp.limit_arg, 1, WINDOW_TTL, sp.code, sp.reset_at))


def build_plan(req: ReserveRequest, now: float, lay: KeyLayout) -> Plan:
    """Every check of one request, team first (the team's in-flight set is always checks[0])."""
    team_prefix = lay.team(req.team)
    res_prefix = f"{team_prefix}res:"
    plan = Plan(req, now, now + req.lease_seconds, res_prefix + req.request_id, res_prefix, [])
    _scope_checks(plan, lay, None, req.team_limits, track=True)
    if req.key_limits is not None:
        _scope_checks(plan, lay, req.key_id, req.key_limits, track=False)
    tl = req.task_limits
    if req.task_id is not None and tl is not None:
        key = f"{team_prefix}task:{req.task_id}"
        ttl = max(TASK_TTL, int((tl.max_wall_seconds or 0) * 2))
        if tl.max_wall_seconds is not None:
            wall = tl.max_wall_seconds
            plan.checks.append(Check(WALL, key, wall, limit_arg(wall), 0, ttl, "task_wall_time"))
        if tl.max_steps is not None:
            steps = tl.max_steps
            plan.checks.append(Check(STEPS, key, steps, limit_arg(steps), 1, ttl, "task_steps"))
        if tl.max_cost_micros is not None:
            cost = tl.max_cost_micros
            chk = Check(MONEY, key, cost, limit_arg(cost), req.est_cost_micros, ttl, "task_cost")
            plan.checks.append(chk)
            plan.money.append(chk)
            plan.alerts.append(None)
    return plan


def _scope_of(code: str) -> Scope:
    return "task" if code.startswith("task_") else "key" if code.startswith("key_") else "team"


def snapshot(plan: Plan, values: list[float]) -> RateSnapshot:
    """The tightest request window, token window and budget among the checks that were evaluated
    (the first one wins a tie)."""
    requests: tuple[float, Check] | None = None
    tokens: tuple[float, Check] | None = None
    money: tuple[float, Check] | None = None
    for chk, value in zip(plan.checks, values, strict=False):
        if chk.limit == UNLIMITED:
            continue
        remaining = chk.limit - value
        if chk.kind == WINDOW:
            if chk.code.endswith("tpm"):
                if tokens is None or remaining < tokens[0]:
                    tokens = (remaining, chk)
            elif requests is None or remaining < requests[0]:
                requests = (remaining, chk)
        elif chk.kind == MONEY and (money is None or remaining < money[0]):
            money = (remaining, chk)
    now = plan.now
    snap = RateSnapshot()
    if requests is not None:
        snap.limit_requests = int(requests[1].limit)
        snap.remaining_requests = int(requests[0])
        snap.reset_requests_seconds = round((requests[1].reset_at or now) - now, 3)
    if tokens is not None:
        snap.limit_tokens = int(tokens[1].limit)
        snap.remaining_tokens = int(tokens[0])
        snap.reset_tokens_seconds = round((tokens[1].reset_at or now) - now, 3)
    if money is not None:
        snap.budget_limit_micros = int(money[1].limit)
        snap.budget_remaining_micros = int(money[0])
        snap.budget_name = money[1].code.removesuffix("_budget")
    return snap


def admission(plan: Plan, failed: int | None, values: list[float]) -> Admission:
    """Build the verdict; ``failed`` is the 0-based index of the denying check, None when admitted."""
    snap = snapshot(plan, values)
    if failed is None:
        return Admission(True, snapshot=snap)
    chk = plan.checks[failed]
    can_help = chk.code in RETRYABLE and not (chk.kind == WINDOW and chk.amount > chk.limit)
    retry: float | None = None
    if chk.kind == SLOTS:
        retry = 1.0
    elif chk.reset_at is not None:
        retry = round(max(0.001, chk.reset_at - plan.now), 3)
    return Admission(False, chk.code, _scope_of(chk.code), retry, can_help, snap)
