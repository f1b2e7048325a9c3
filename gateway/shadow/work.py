"""One shadow call: the live call it copies, the job, and sending it to the target the way the live call went.

Like with like: a streamed live call is copied as a stream (so time to first token and output speed compare
the same thing), a complete one as a complete call.

Shared by the mirror (target = candidate) and by regression replays (target = the live version, whose
weights changed). Every call becomes a ledger entry with ``shadow=True`` through the ``record`` callback.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from gateway.ledger.entry import LedgerEntry
from gateway.pipeline.usage import usage_from
from gateway.policy.model import Candidate, Version
from gateway.shadow.assemble import StreamCollector
from gateway.shadow.compare import Observed
from gateway.shadow.runs import ShadowRun
from gateway.upstreams import fields
from gateway.upstreams.base import Upstream, UpstreamCall, UpstreamError
from gateway.upstreams.prices import Price, cost_micros

PriceOf = Callable[[Version], tuple[Price | None, str]]
PATHS = {"/v1/chat/completions": "/chat/completions", "/v1/completions": "/completions"}


@dataclass(slots=True)
class LiveCall:
    """A completed live call, as the pipeline hands it over (``result`` assembled for streams)."""

    request_id: str
    team: str
    request_class: str | None
    score: float | None
    endpoint: str
    body: dict[str, Any]
    model_name: str
    version_name: str
    version: Version
    result: dict[str, Any] | None
    latency_ms: float
    error: str | None = None  # with result: the answer, or why there is none
    ttft_ms: float | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_micros: int | None = None
    key_id: str = ""
    client: str = ""
    session_id: str | None = None
    candidate: Candidate | None = None
    shadow_opt_out: bool = False
    store_prompts: bool = False
    streamed: bool = False
    # For streams, ``result`` carries only the answer's identity (model, fingerprint); ``full`` assembles
    # the whole answer, which only a sampled comparison or a regression replay needs (memoized).
    full: Callable[[], dict[str, Any] | None] | None = None

    def answer(self) -> dict[str, Any] | None:
        return self.full() if self.full is not None else self.result

    def observed(self) -> Observed:
        return Observed(self.answer(), self.latency_ms, self.ttft_ms, self.prompt_tokens,
                        self.completion_tokens, self.cost_micros, self.error)


@dataclass(frozen=True, slots=True)
class Job:
    """One copy to send: ``reserved`` micro-dollars held against ``cap`` (None = no money cap)."""

    run: ShadowRun
    live: LiveCall
    target: Version
    ledger_request_id: str
    reserved: int = 0
    cap: int | None = None


def shadow_body(
    body: dict[str, Any], target: Version, stream: bool = False, path: str = "/chat/completions"
) -> dict[str, Any]:
    """The live body for the target, through the same allow-list as a live call: its model id; streamed
    (with usage) only when the live call was."""
    copy = fields.outbound(path, target, body)
    copy.pop("stream", None)
    copy.pop("stream_options", None)
    copy["model"] = target.upstream_model
    if stream:
        copy["stream"] = True
        copy["stream_options"] = {"include_usage": True}
    return copy


async def _streamed(upstream: Upstream, call: UpstreamCall, started: float) -> tuple[dict[str, Any], float | None]:
    """Read a whole stream into one answer; the time of its first payload is the time to first token."""
    collector = StreamCollector()
    first: float | None = None
    stream = await upstream.open_stream(call)
    try:
        async for payload in stream:
            if first is None:
                first = (time.perf_counter() - started) * 1000.0
            collector.feed(payload)
    finally:
        await stream.aclose()
    return collector.result(), first


def _entry(job: Job, observed: Observed, status: int, outcome: str, price_version: str) -> LedgerEntry:
    live = job.live
    return LedgerEntry(
        ts=datetime.now(UTC), request_id=job.ledger_request_id, attempt=0, team=live.team, key_id=live.key_id,
        client=live.client, endpoint=live.endpoint, requested_model=live.model_name, request_class=live.request_class,
        score=live.score, version=live.version_name, upstream_model=job.target.upstream_model,
        provider=job.target.provider, rule=f"shadow:{job.run.trigger}", prompt_tokens=observed.prompt_tokens,
        cached_tokens=0, completion_tokens=observed.completion_tokens, cost_micros=observed.cost_micros,
        priced=observed.cost_micros is not None, price_table_version=price_version,
        latency_ms=round(observed.latency_ms, 3), ttft_ms=observed.ttft_ms, outcome=outcome,
        status_code=status, streamed=job.live.streamed, shadow=True, shadow_run=job.run.id, session_id=live.session_id,
        error=observed.error,
    )


async def call_target(
    job: Job, upstream_for: Callable[[Version], Upstream], price_of: PriceOf,
    record: Callable[[LedgerEntry], Any] | None,
) -> Observed:
    """Send the copy, time it, price it, record its ledger entry; errors become an ``Observed`` error."""
    target = job.target
    stream = job.live.streamed
    path = PATHS[job.live.endpoint]
    body = shadow_body(job.live.body, target, stream, path)
    call = UpstreamCall(path=path, body=body, version=target, stream=stream)
    started = time.perf_counter()
    status, outcome = 200, "ok"
    try:
        async with asyncio.timeout(target.timeouts.total):
            if stream:
                data, ttft = await _streamed(upstream_for(target), call, started)
            else:
                data, ttft = (await upstream_for(target).request(call)).data, None
        latency = (time.perf_counter() - started) * 1000.0
        usage = usage_from(data.get("usage"))
        prompt = usage.prompt_tokens if usage else 0
        completion = usage.completion_tokens if usage else 0
        price, price_version = price_of(target)
        cached = min(usage.cached_tokens, prompt) if usage else 0
        cost = cost_micros(price, prompt, cached, completion) if price is not None else None
        if cost is None and target.provider == "simulated":
            cost = 0
        observed = Observed(data, latency, ttft, prompt, completion, cost)
    except (UpstreamError, TimeoutError) as exc:
        latency = (time.perf_counter() - started) * 1000.0
        timed_out = isinstance(exc, TimeoutError) or getattr(exc, "kind", "") == "timeout"
        status = getattr(exc, "status", None) or (504 if timed_out else 502)
        outcome = "timeout" if timed_out else "upstream_error"
        observed = Observed(None, latency, None, error=(str(exc) or type(exc).__name__)[:200])
        price_version = "unpriced"
    if record is not None:
        record(_entry(job, observed, status, outcome, price_version))
    return observed
