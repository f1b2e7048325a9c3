"""One task (session) step by step: what each attempt cost, the running total, and where it went wrong.

Agent loops spend money in many small steps; when a task is cut by a limit or starts failing, the first
such step is the one to look at, so it is marked. Shadow attempts are not steps of the task and are left
out. Unpriced steps add nothing to the running total and make `complete` False.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from gateway.ledger.entry import FAILED_OUTCOMES, LIMIT_OUTCOMES
from gateway.ledger.store import LedgerStore


@dataclass(frozen=True, slots=True)
class TimelineStep:
    index: int
    ts: datetime
    request_id: str
    attempt: int
    version: str
    upstream_model: str
    request_class: str | None
    prompt_tokens: int
    cached_tokens: int
    completion_tokens: int
    cost_micros: int | None
    latency_ms: float
    ttft_ms: float | None
    outcome: str
    status_code: int
    running_total_micros: int
    marker: str | None  # "first_failure" or "limit_cut"


@dataclass(frozen=True, slots=True)
class Timeline:
    task_id: str
    team: str | None
    steps: tuple[TimelineStep, ...]
    total_micros: int
    unpriced_steps: int
    first_failure: int | None  # index into steps
    limit_cut: int | None

    @property
    def complete(self) -> bool:
        """True when every step was priced, i.e. total_micros is the whole cost."""
        return self.unpriced_steps == 0


async def task_timeline(store: LedgerStore, task_id: str, team: str | None = None) -> Timeline:
    """The task's live attempts in time order with running totals; limit to `team` when given."""
    entries = [e for e in await store.session_entries(task_id, team) if not e.shadow]
    steps: list[TimelineStep] = []
    total = unpriced = 0
    first_failure: int | None = None
    limit_cut: int | None = None
    for i, e in enumerate(entries):
        if e.cost_micros is None:
            unpriced += 1
        else:
            total += e.cost_micros
        marker = None
        if first_failure is None and e.outcome in FAILED_OUTCOMES:
            first_failure, marker = i, "first_failure"
        elif limit_cut is None and e.outcome in LIMIT_OUTCOMES:
            limit_cut, marker = i, "limit_cut"
        steps.append(
            TimelineStep(
                i, e.ts, e.request_id, e.attempt, e.version, e.upstream_model, e.request_class,
                e.prompt_tokens, e.cached_tokens, e.completion_tokens, e.cost_micros,
                e.latency_ms, e.ttft_ms, e.outcome, e.status_code, total, marker,
            )
        )
    return Timeline(task_id, team, tuple(steps), total, unpriced, first_failure, limit_cut)
