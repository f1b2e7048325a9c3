"""Value objects shared by every quota backend.

Slotted dataclasses (not pydantic): they are built on every request, and a dataclass costs a fraction of a
pydantic model. The per-request ones are not ``frozen``: a frozen dataclass sets each field through
``object.__setattr__``, several times slower to build, and nothing mutates them after they are built. ``Limits``
and ``TaskLimits`` are the policy's own (frozen) models, built once per policy and used here as they are.
Money is always integer micro-dollars.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal

from gateway.policy.model import Limits as Limits
from gateway.policy.model import TaskLimits as TaskLimits

BudgetName = Literal["daily", "monthly"]
Scope = Literal["team", "key", "task"]

#: Limits whose denial a later retry can fix (a window rolls over, a slot frees up).
RETRYABLE = frozenset({"rpm", "tpm", "concurrency", "key_rpm", "key_tpm", "key_concurrency"})


@dataclass(slots=True)
class ReserveRequest:
    """Everything admission needs, estimated before the upstream call."""

    request_id: str
    team: str
    key_id: str
    team_limits: Limits
    key_limits: Limits | None
    est_tokens: int
    est_cost_micros: int
    task_id: str | None = None
    task_limits: TaskLimits | None = None
    lease_seconds: float = 120.0


def _duration(seconds: float) -> str:
    """OpenAI's reset format: "20ms", "1s", "6m0s"."""
    if seconds < 1:
        return f"{max(0, math.ceil(seconds * 1000))}ms"
    whole = math.ceil(seconds)
    minutes, secs = divmod(whole, 60)
    return f"{minutes}m{secs}s" if minutes else f"{secs}s"


@dataclass(slots=True)
class RateSnapshot:
    """The tightest request/token window and budget seen at admission, for the x-ratelimit-* headers."""

    limit_requests: int | None = None
    remaining_requests: int | None = None
    reset_requests_seconds: float | None = None
    limit_tokens: int | None = None
    remaining_tokens: int | None = None
    reset_tokens_seconds: float | None = None
    budget_limit_micros: int | None = None
    budget_remaining_micros: int | None = None
    budget_name: str | None = None  # e.g. "daily", "key_monthly", "task_cost"

    def headers(self) -> dict[str, str]:
        """OpenAI-compatible rate-limit headers; absent limits produce no header."""
        out: dict[str, str] = {}
        if self.limit_requests is not None:
            out["x-ratelimit-limit-requests"] = str(self.limit_requests)
            out["x-ratelimit-remaining-requests"] = str(max(0, self.remaining_requests or 0))
            out["x-ratelimit-reset-requests"] = _duration(self.reset_requests_seconds or 0.0)
        if self.limit_tokens is not None:
            out["x-ratelimit-limit-tokens"] = str(self.limit_tokens)
            out["x-ratelimit-remaining-tokens"] = str(max(0, self.remaining_tokens or 0))
            out["x-ratelimit-reset-tokens"] = _duration(self.reset_tokens_seconds or 0.0)
        return out


@dataclass(slots=True)
class Admission:
    """The verdict of one reserve: admitted, or the first limit that denied it (nothing reserved then)."""

    admitted: bool
    denied_by: str | None = None  # "rpm", "key_tpm", "daily_budget", "task_steps", ...
    scope: Scope | None = None
    retry_after_seconds: float | None = None
    retry_can_help: bool = True
    snapshot: RateSnapshot = field(default_factory=RateSnapshot)


@dataclass(frozen=True, slots=True)
class Alert:
    """A soft budget threshold crossed for the first time in a period (fires once across replicas)."""

    team: str
    budget: BudgetName
    threshold: float
    period: str  # "2026-11-30" or "2026-11", in the team's time zone
    spent_micros: int
    budget_micros: int


@dataclass(slots=True)
class Settlement:
    """What a settle changed that the caller must act on."""

    crossed_alerts: tuple[Alert, ...] = ()
    recorded: bool = True  # False when the id was already settled or entirely unknown
