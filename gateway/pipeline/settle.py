"""Settle and record: every upstream attempt becomes a ledger entry; the request's reservation is settled.

Runs in a ``finally`` around the upstream call (streams included), off the hot path: the ledger writer only
queues, and the quota settle is spawned as a background task so a cancelled client cannot skip it
(docs/request-timeline.md).
"""

from __future__ import annotations

import time
from datetime import UTC, datetime

from gateway.ledger.entry import LedgerEntry
from gateway.observability.logs import request_lines_enabled, write_line
from gateway.observability.metrics import (
    COST,
    MICROS_PER_USD,
    REQUEST_DURATION,
    REQUESTS,
    TIME_TO_FIRST_TOKEN,
    TOKENS,
    UPSTREAM_ATTEMPTS,
    UPSTREAM_LATENCY,
    child,
)
from gateway.pipeline.forward import Attempt
from gateway.pipeline.parse import RequestContext
from gateway.pipeline.usage import Usage
from gateway.policy import model as pm
from gateway.protocols.openai_errors import GatewayError
from gateway.upstreams.prices import Price, PriceTable, cost_micros, resolve_price
from gateway.whatif.record import NO_FACTS


class PriceBook:
    """Price per version: the policy's override, else litellm's table; resolved once per policy version."""

    def __init__(self, table: PriceTable) -> None:
        self.table = table
        self._cache: dict[tuple[str, str, str], tuple[Price | None, str]] = {}

    def price(self, digest: str, model: str, name: str, version: pm.Version) -> tuple[Price | None, str]:
        key = (digest, model, name)
        found = self._cache.get(key)
        if found is None:
            override = None
            if version.prices is not None:
                p = version.prices
                override = Price(
                    p.input_per_mtok, p.cached_input_per_mtok, p.output_per_mtok, f"{model}/{name}",
                    p.cache_write_per_mtok,
                )
            # litellm names carry their provider ("anthropic/claude-..."), the table is keyed the same way
            price = resolve_price(override, self.table, version.upstream_model, None)
            found = (price, self.table.version_for(override))
            if len(self._cache) > 4096:
                self._cache.clear()
            self._cache[key] = found
        return found


def attempt_cost(book: PriceBook, digest: str, ctx: RequestContext, attempt: Attempt) -> tuple[int | None, str]:
    price, table_version = book.price(digest, ctx.model_name, attempt.version_name, attempt.version)
    usage = attempt.usage or Usage()
    if price is None:
        return None, table_version
    cached = min(usage.cached_tokens, usage.prompt_tokens)
    written = min(usage.cache_write_tokens, usage.prompt_tokens - cached)
    return cost_micros(price, usage.prompt_tokens, cached, usage.completion_tokens, written), table_version


def ledger_entry(
    ctx: RequestContext,
    attempt: Attempt,
    cost: int | None,
    table_version: str,
    *,
    shadow: bool = False,
    shadow_run: str | None = None,
) -> LedgerEntry:
    usage = attempt.usage or Usage()
    decision = ctx.decision
    f = ctx.facts or NO_FACTS
    return LedgerEntry(
        ts=datetime.now(UTC),
        request_id=ctx.request_id,
        attempt=attempt.index,
        shadow=shadow,  # with request_id and attempt: the entry's key
        shadow_run=shadow_run,
        team=ctx.team,
        key_id=ctx.key_id,
        client=ctx.client,
        endpoint=ctx.endpoint,
        requested_model=ctx.model_name,
        request_class=ctx.request_class,
        score=ctx.score,
        version=attempt.version_name,
        upstream_model=attempt.version.upstream_model,
        provider=attempt.version.provider,
        rule=decision.reason if decision else "",
        prompt_tokens=usage.prompt_tokens,
        cached_tokens=min(usage.cached_tokens, usage.prompt_tokens),
        completion_tokens=usage.completion_tokens,
        cost_micros=cost,
        priced=cost is not None,
        price_table_version=table_version,
        latency_ms=round(attempt.latency_ms, 3),
        ttft_ms=None if attempt.ttft_ms is None else round(attempt.ttft_ms, 3),
        outcome=attempt.outcome,
        status_code=attempt.status,
        streamed=attempt.streamed,
        session_id=ctx.session_id,
        error=attempt.error,
        prompt_estimate=ctx.prompt_estimate,
        max_output_tokens=f.max_output_tokens,
        threshold=f.threshold,
        route_header=f.route_header,
        stored_version=f.stored_version,
        pinned_version=f.pinned_version,
        in_loop=f.in_loop,
        tool_rounds=f.tool_rounds,
        side_call=f.side_call,
        has_tools=f.has_tools,
        person=ctx.person,
    )


def observe_attempt(ctx: RequestContext, attempt: Attempt, cost: int | None) -> None:
    """Metrics of one attempt (tokens and cost only for live, non-shadow calls)."""
    version, model = attempt.version_name, ctx.model_name
    child(UPSTREAM_ATTEMPTS, model, version, attempt.outcome).inc()
    child(UPSTREAM_LATENCY, model, version, attempt.outcome).observe(attempt.latency_ms / 1000.0)
    usage = attempt.usage
    if usage is not None:
        child(TOKENS, ctx.team, model, version, "prompt").inc(usage.prompt_tokens)
        child(TOKENS, ctx.team, model, version, "completion").inc(usage.completion_tokens)
        if usage.cached_tokens:
            child(TOKENS, ctx.team, model, version, "cached").inc(usage.cached_tokens)
    if cost:
        child(COST, ctx.team, model, version).inc(cost / MICROS_PER_USD)


def request_line(
    ctx: RequestContext, status: int, attempt: Attempt | None, cost: int | None, overhead_ms: float | None,
    error: str | None = None,
) -> None:
    """The one canonical log line per request (no key, no prompt text), and its request metrics."""
    usage = attempt.usage if attempt is not None else None
    decision = ctx.decision
    version = decision.version if decision else None
    now = time.perf_counter()
    child(REQUESTS, ctx.endpoint, ctx.team, ctx.model_name, version or "none", str(status)).inc()
    child(REQUEST_DURATION, ctx.endpoint, ctx.model_name, version or "none").observe(now - ctx.received)
    if attempt is not None and attempt.streamed and attempt.ttft is not None:
        child(TIME_TO_FIRST_TOKEN, ctx.model_name, attempt.version_name).observe(attempt.ttft - ctx.received)
    if not request_lines_enabled():
        return
    write_line(
        "request",
        {
            "request_id": ctx.request_id,
            "team": ctx.team,
            "key_id": ctx.key_id,
            "client": ctx.client[:80],
            "endpoint": ctx.endpoint,
            "model": ctx.model_name,
            "request_class": ctx.request_class,
            "score": None if ctx.score is None else round(ctx.score, 4),
            "version": version,
            "reason": decision.reason if decision else None,
            "session": ctx.session_id,
            "prompt_tokens": usage.prompt_tokens if usage else None,
            "completion_tokens": usage.completion_tokens if usage else None,
            "cost_micros": cost,
            "latency_ms": round((now - ctx.received) * 1000.0, 2),
            "ttft_ms": None if attempt is None or attempt.ttft_ms is None else round(attempt.ttft_ms, 2),
            "overhead_ms": None if overhead_ms is None else round(overhead_ms, 3),
            "status": status,
            "error": error,
        },
    )


def refused_line(request_id: str, endpoint: str, error: GatewayError, received: float) -> None:
    """The log line of a request refused before it was understood (no key, bad JSON, unknown model...):
    every request leaves one line, without the key or the body."""
    child(REQUESTS, endpoint, "none", "none", "none", str(error.status)).inc()
    if request_lines_enabled():
        write_line("request", {
            "request_id": request_id, "endpoint": endpoint, "status": error.status, "error": error.error_code,
            "latency_ms": round((time.perf_counter() - received) * 1000.0, 2),
        })


def endpoint_line(request_id: str, endpoint: str, status: int, received: float, team: str | None = None,
                  error: str | None = None) -> None:
    """The log line of a request to an endpoint with no upstream call (``/v1/models``, ``count_tokens``,
    ``HEAD /``): every request the gateway answers leaves one line."""
    child(REQUESTS, endpoint, team or "none", "none", "none", str(status)).inc()
    if request_lines_enabled():
        fields: dict[str, object] = {
            "request_id": request_id, "endpoint": endpoint, "team": team, "status": status,
            "latency_ms": round((time.perf_counter() - received) * 1000.0, 2),
        }
        if error is not None:
            fields["error"] = error
        write_line("request", fields)
