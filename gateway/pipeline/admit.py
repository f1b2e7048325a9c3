"""Reserve (admission) and settle: the pipeline's bridge to the quota backend.

The estimate is prompt tokens plus the maximum output tokens at list price; after the answer the
reservation is settled to the actual usage. The backends read the policy's own ``Limits`` and ``TaskLimits``
(their micro-dollar budgets are derived when the policy loads, not per request).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from gateway.pipeline.parse import RequestContext
from gateway.policy import model as pm
from gateway.protocols.openai_errors import GatewayError, QuotaExhausted, RateLimited, ServiceUnavailable
from gateway.quota.base import QuotaBackend, QuotaUnavailable
from gateway.quota.model import Admission, RateSnapshot, ReserveRequest
from gateway.upstreams.prices import Price, cost_micros

LIMIT_NAMES = {
    "rpm": "requests per minute",
    "tpm": "tokens per minute",
    "concurrency": "concurrent requests",
    "daily_budget": "daily budget",
    "monthly_budget": "monthly budget",
    "task_steps": "task step limit",
    "task_cost": "task cost limit",
    "task_wall_time": "task wall-time limit",
}


@dataclass(frozen=True, slots=True)
class TeamQuota:
    """A team's limits as the backends read them (the policy's own objects), indexed once per policy."""

    limits: pm.Limits
    keys: dict[str, pm.Limits]
    tasks: pm.TaskLimits | None


_cache: dict[tuple[str, str], TeamQuota] = {}


def team_quota(digest: str, team_name: str, team: pm.Team) -> TeamQuota:
    cached = _cache.get((digest, team_name))
    if cached is None:
        if len(_cache) > 1024:
            _cache.clear()
        cached = TeamQuota(
            limits=team.limits,
            keys={key.id: key.limits for key in team.keys if key.limits is not None},
            tasks=team.task_limits,
        )
        _cache[(digest, team_name)] = cached
    return cached


def _asked(ctx: RequestContext) -> object:
    body = ctx.client_body
    return body.get("max_completion_tokens") or body.get("max_tokens") or body.get("max_output_tokens")


def asked_output(ctx: RequestContext) -> bool:
    """Did the client set an output budget? (Only then does it count against a context window.)"""
    return _asked(ctx) is not None


def max_output_tokens(ctx: RequestContext, version: pm.Version) -> int:
    asked = _asked(ctx)
    if isinstance(asked, int) and not isinstance(asked, bool) and asked > 0:
        return min(asked, version.max_output_tokens)
    return version.max_output_tokens if ctx.endpoint != "/v1/embeddings" else 0


def estimate(ctx: RequestContext, version: pm.Version, price: Price | None) -> tuple[int, int]:
    """(tokens, micro-dollars) held at admission."""
    out = max_output_tokens(ctx, version)
    tokens = ctx.prompt_estimate + out
    money = cost_micros(price, ctx.prompt_estimate, 0, out) if price is not None else 0
    return tokens, money


def reserve_request(
    ctx: RequestContext, quota: TeamQuota, tokens: int, money: int, lease_seconds: float
) -> ReserveRequest:
    return ReserveRequest(
        lease_seconds=lease_seconds,
        request_id=ctx.request_id,
        team=ctx.team,
        key_id=ctx.key_id,
        team_limits=quota.limits,
        key_limits=quota.keys.get(ctx.key_id),
        est_tokens=tokens,
        est_cost_micros=money,
        task_id=ctx.session_id if quota.tasks is not None else None,
        task_limits=quota.tasks,
    )


def denial_error(admission: Admission, team: str) -> GatewayError:
    """The 429 a denial becomes: rate limits may be retried later, budgets and task limits may not."""
    limit = admission.denied_by or "quota"
    base = limit.removeprefix("key_")
    name = LIMIT_NAMES.get(base, base)
    scope = "key" if limit.startswith("key_") else ("task" if base.startswith("task_") else "team")
    who = f"team '{team}'" if scope == "team" else ("this key" if scope == "key" else "this task")
    headers = admission.snapshot.headers()
    retry_after = admission.retry_after_seconds
    if retry_after is not None:
        headers["retry-after"] = str(max(1, math.ceil(retry_after)))
    if admission.retry_can_help:
        return RateLimited(
            f"rate limit reached: the {name} of {who} is used up; retry after the reset",
            code="rate_limit_exceeded",
            headers=headers,
        )
    headers["x-should-retry"] = "false"
    if base.startswith("task_"):
        return QuotaExhausted(
            f"the {name} of {who} is reached; start a new task or raise the limit",
            code="task_limit_exceeded",
            headers=headers,
        )
    return QuotaExhausted(
        f"the {name} of {who} is exhausted; ask the platform team to raise it",
        code="insufficient_quota",
        headers=headers,
    )


async def reserve(backend: QuotaBackend, request: ReserveRequest) -> Admission:
    try:
        return await backend.reserve(request)
    except QuotaUnavailable:
        raise ServiceUnavailable(
            "the quota store is unavailable and this team fails closed; retry shortly",
            code="quota_unavailable",
        ) from None


def budget_headers(snapshot: RateSnapshot) -> dict[str, str]:
    headers = snapshot.headers()
    if snapshot.budget_remaining_micros is not None:
        headers["x-gateway-budget-remaining-usd"] = f"{max(0, snapshot.budget_remaining_micros) / 1e6:.6f}"
    return headers
