"""Response models of the admin API's JSON answers, for `/openapi.json` (and a test that checks real answers
against them). Money is an exact decimal string in USD, or null where a figure is unknown."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PeriodSpan(_Strict):
    label: str
    start: str
    end: str


class SpendRow(_Strict):
    dims: dict[str, str | None] = Field(description="the row's value of each `by` dimension")
    requests: int
    attempts: int
    prompt_tokens: int
    cached_tokens: int
    completion_tokens: int
    cost_usd: str | None
    cost_micros: int | None
    unpriced_attempts: int
    pricing: str = Field(description="all, partial or none of the attempts priced")
    standard_cost_usd: str | None
    savings_usd: str | None
    shadow_attempts: int
    shadow_cost_usd: str
    shadow_unpriced_attempts: int
    escalated_requests: int
    escalated_cost_usd: str


class SpendReport(_Strict):
    period: PeriodSpan
    by: list[str]
    team: str | None
    currency: str
    rows: list[SpendRow]
    totals: SpendRow
    notes: list[str]


class BudgetPeriod(_Strict):
    name: str
    label: str
    start: str
    end: str
    budget_micros: int | None
    budget_usd: str | None
    spent_micros: int
    spent_usd: str
    remaining_micros: int | None
    remaining_usd: str | None
    fraction_used: float | None
    exhausted: bool
    unpriced_attempts: int


class TeamBudgets(_Strict):
    team: str
    tz: str
    periods: list[BudgetPeriod]


class BudgetsReport(_Strict):
    currency: str
    teams: list[TeamBudgets]


class TaskStep(_Strict):
    index: int
    ts: str
    request_id: str
    attempt: int
    version: str | None
    upstream_model: str | None
    request_class: str | None
    prompt_tokens: int
    cached_tokens: int
    completion_tokens: int
    cost_micros: int | None
    cost_usd: str | None
    running_total_micros: int
    running_total_usd: str
    latency_ms: float | None
    ttft_ms: float | None
    outcome: str
    status_code: int | None
    marker: str | None


class TaskTimeline(_Strict):
    task_id: str
    team: str | None
    currency: str
    steps: list[TaskStep]
    total_micros: int
    total_usd: str
    unpriced_steps: int
    complete: bool
    first_failure: int | None
    limit_cut: int | None


class ShadowRuns(BaseModel):
    runs: list[dict[str, Any]] = Field(description="recent shadow runs, newest first, each with its verdict")


class ErrorBody(_Strict):
    message: str
    type: str
    param: str | None
    code: str | None


class Error(_Strict):
    """Every refusal, in OpenAI's error shape."""

    error: ErrorBody


def json_and(model: type[BaseModel], *media: str, description: str = "the report") -> dict[int | str, Any]:
    """`responses=` for an endpoint answering JSON (this model) or text formats, plus the error shape."""
    content: dict[str, Any] = {"application/json": {}} | {m: {"schema": {"type": "string"}} for m in media}
    return {200: {"model": model, "content": content, "description": description},
            400: {"model": Error}, 401: {"model": Error}, 403: {"model": Error}}
