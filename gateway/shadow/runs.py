"""Shadow runs and their pair results, as values: what the store keeps and the report reads.

Run ids are derived from what started the run (model, version, candidate configuration, or the weight
change seen), not random: every replica, and a restarted process, lands on the same run for the same
candidate, so pairs from the whole fleet accumulate in one report.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field
from typing import Any, Literal

import orjson

from gateway.shadow.compare import Comparison, Observed, answer_of
from gateway.shadow.config import Candidate, Thresholds

Trigger = Literal["candidate", "weight_change"]
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


def candidate_run(model: str, version: str, live_weights: str, candidate: Candidate) -> ShadowRun:
    """The run a configured candidate feeds; a changed candidate (new digest) is a new run."""
    digest = candidate.digest()
    return ShadowRun(
        id=_run_id("candidate", model, version, digest), model=model, version=version,
        live_weights=live_weights, candidate_weights=candidate.weights, trigger="candidate",
        status="running", started=time.time(), thresholds=candidate.thresholds, detail={"digest": digest},
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
    class_: str | None
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
    run_id: str, request_id: str, team: str, class_: str | None, endpoint: str, request: dict[str, Any],
    live: Observed, candidate: Observed, comparison: Comparison, store_prompt: bool,
) -> PairRecord:
    c = comparison
    return PairRecord(
        run_id=run_id, request_id=request_id, ts=time.time(), team=team, class_=class_, endpoint=endpoint,
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
    )
