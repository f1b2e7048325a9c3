"""Shadow runs and their pair results, as values: what the store keeps and the report reads.

A run compares ONE live configuration with ONE candidate configuration. Run ids are derived from both (model,
version, the candidate's digest, the live version's digest and the live weights last seen to change; or the
weight change seen), not random: every replica, and a restarted process, lands on the same run for the same
pair of configurations, so pairs from the whole fleet accumulate in one report, and any change to either
side is a new run (the old one is closed with the reason in its ``detail``).
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field
from typing import Any, Literal

import orjson

from gateway.policy.model import Candidate, Thresholds
from gateway.shadow.compare import Comparison, Observed, answer_of

Trigger = Literal["candidate", "weight_change"]
TRIGGERS: tuple[Trigger, ...] = ("candidate", "weight_change")
RunStatus = Literal["running", "superseded", "ended"]
ANSWER_CHARS = 1_000
PROMPT_CHARS = 500


def _run_id(*parts: str) -> str:
    return "shr_" + hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:20]


@dataclass(frozen=True, slots=True)
class ShadowRun:
    """One comparison campaign: a live version against a candidate (or against its own changed weights)."""

    id: str
    model: str
    version: str
    live_weights: str
    candidate_weights: str
    trigger: Trigger
    status: RunStatus
    started: float
    thresholds: Thresholds = field(default_factory=Thresholds)
    detail: dict[str, Any] = field(default_factory=dict)


def candidate_run(model: str, version: str, live_weights: str, candidate: Candidate, live_digest: str = "",
                  live_seen: str = "", opened_by: str = "policy") -> ShadowRun:
    """The run a configured candidate feeds against one live configuration: a changed candidate (digest),
    a changed live version (digest) or changed live weights (``live_seen``, after a confirmed change) is a
    new run. ``opened_by`` says which change opened it."""
    digest = candidate.digest()
    detail: dict[str, Any] = {"digest": digest, "live_digest": live_digest, "opened_by": opened_by}
    if live_seen:
        detail["live_seen"] = live_seen
    return ShadowRun(
        id=_run_id("candidate", model, version, digest, live_digest, live_seen), model=model, version=version,
        live_weights=live_seen or live_weights, candidate_weights=candidate.weights, trigger="candidate",
        status="running", started=time.time(), thresholds=candidate.thresholds, detail=detail,
    )


def weight_change_run(model: str, version: str, old: str, new: str, thresholds: Thresholds) -> ShadowRun:
    """A regression run after the live upstream's weights changed under the same policy version."""
    return ShadowRun(
        id=_run_id("weight_change", model, version, old, new), model=model, version=version,
        live_weights=old, candidate_weights=new, trigger="weight_change", status="running",
        started=time.time(), thresholds=thresholds, detail={"from": old, "to": new},
    )


@dataclass(frozen=True, slots=True)
class PairRecord:
    """One compared pair as stored: the measures, both sides' figures, and truncated answers."""

    run_id: str
    request_id: str
    ts: float
    team: str
    request_class: str | None
    endpoint: str
    agree: bool
    reasons: str
    exact: bool
    similarity: float
    tool_agree: bool | None
    tool_args_valid: bool | None
    finish_agree: bool
    json_asked: bool
    live_json_valid: bool | None
    candidate_json_valid: bool | None
    live_latency_ms: float
    candidate_latency_ms: float
    live_ttft_ms: float | None
    candidate_ttft_ms: float | None
    live_tokens: int
    candidate_tokens: int
    live_cost_micros: int | None
    candidate_cost_micros: int | None
    live_error: str | None
    candidate_error: str | None
    live_answer: str
    candidate_answer: str
    prompt: str | None
    # Added later (nullable, migrated on open): was the live call streamed (and so the copy), output speeds.
    streamed: bool | None = None
    live_tps: float | None = None
    candidate_tps: float | None = None
    live_completion_tokens: int | None = None
    candidate_completion_tokens: int | None = None


def render_answer(side: Observed) -> str:
    """What a reviewer reads side by side: the text, or the tool calls, or the error (truncated)."""
    if side.error is not None or side.result is None:
        return f"[error] {side.error or 'no answer'}"[:ANSWER_CHARS]
    answer = answer_of(side.result)
    calls = " ".join(f"{name}({args})" for name, args in answer.tool_calls)
    return (f"{answer.text} {calls}".strip() if calls else answer.text)[:ANSWER_CHARS]


def prompt_excerpt(request: dict[str, Any]) -> str:
    """The last user message (or legacy prompt), truncated: kept only for teams that allow it."""
    for message in reversed(request.get("messages") or []):
        if isinstance(message, dict) and message.get("role") == "user":
            content = message.get("content")
            text = content if isinstance(content, str) else orjson.dumps(content).decode()
            return text[:PROMPT_CHARS]
    prompt = request.get("prompt")
    return prompt[:PROMPT_CHARS] if isinstance(prompt, str) else ""


def pair_record(
    run_id: str, request_id: str, team: str, request_class: str | None, endpoint: str, request: dict[str, Any],
    live: Observed, candidate: Observed, comparison: Comparison, store_prompt: bool, streamed: bool = False,
) -> PairRecord:
    c = comparison
    return PairRecord(
        run_id=run_id, request_id=request_id, ts=time.time(), team=team, request_class=request_class,
        endpoint=endpoint,
        agree=c.agree, reasons=",".join(c.reasons), exact=c.exact, similarity=c.similarity,
        tool_agree=c.tool_agree, tool_args_valid=c.tool_args_valid,
        finish_agree=c.finish_live == c.finish_candidate, json_asked=c.json_asked,
        live_json_valid=c.live_json_valid, candidate_json_valid=c.candidate_json_valid,
        live_latency_ms=round(live.latency_ms, 3), candidate_latency_ms=round(candidate.latency_ms, 3),
        live_ttft_ms=live.ttft_ms, candidate_ttft_ms=candidate.ttft_ms,
        live_tokens=live.prompt_tokens + live.completion_tokens,
        candidate_tokens=candidate.prompt_tokens + candidate.completion_tokens,
        live_cost_micros=live.cost_micros, candidate_cost_micros=candidate.cost_micros,
        live_error=live.error, candidate_error=candidate.error,
        live_answer=render_answer(live), candidate_answer=render_answer(candidate),
        prompt=prompt_excerpt(request) if store_prompt else None,
        streamed=streamed, live_tps=tokens_per_second(live), candidate_tps=tokens_per_second(candidate),
        live_completion_tokens=live.completion_tokens, candidate_completion_tokens=candidate.completion_tokens,
    )


def tokens_per_second(side: Observed) -> float | None:
    """Output speed after the first token (streamed calls only: a complete answer has no first token)."""
    if side.ttft_ms is None or side.completion_tokens <= 1 or side.error is not None:
        return None
    generating = side.latency_ms - side.ttft_ms
    return round((side.completion_tokens - 1) / (generating / 1000.0), 2) if generating > 0 else None
