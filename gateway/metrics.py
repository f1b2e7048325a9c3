"""Prometheus metrics, named with the vocabulary (team, version, class, reason)."""

from __future__ import annotations

from typing import Any

from prometheus_client import REGISTRY, Counter, Gauge, Histogram

__all__ = ["REGISTRY"]

FAST_BUCKETS = (0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10, 25)
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120)

REQUESTS = Counter(
    "gateway_requests_total",
    "Requests answered, by endpoint, team, version and status.",
    ["endpoint", "team", "version", "status"],
)
TOKENS = Counter(
    "gateway_tokens_total",
    "Tokens used, by team, version and kind (prompt, cached, completion).",
    ["team", "version", "kind"],
)
COST = Counter(
    "gateway_cost_micros_total",
    "Cost in micro-dollars, by team and version (shadows excluded).",
    ["team", "version"],
)
DECISIONS = Counter(
    "gateway_route_decisions_total",
    "Routing decisions, by class, version and reason.",
    ["class_", "version", "reason"],
)
OVERHEAD = Histogram(
    "gateway_overhead_ms",
    "Gateway's own time per request in ms (request read -> handed upstream, plus "
    "upstream answer -> response handed back).",
    buckets=FAST_BUCKETS,
)
UPSTREAM_LATENCY = Histogram(
    "gateway_upstream_latency_seconds",
    "Upstream attempt latency, by version and outcome.",
    ["version", "outcome"],
    buckets=LATENCY_BUCKETS,
)
UPSTREAM_ATTEMPTS = Counter(
    "gateway_upstream_attempts_total",
    "Upstream attempts by version and outcome.",
    ["version", "outcome"],
)
QUOTA_REJECTIONS = Counter(
    "gateway_quota_rejections_total",
    "Requests denied by a quota, budget or task limit.",
    ["team", "limit"],
)
POLICY_RELOADS = Counter(
    "gateway_policy_reloads_total",
    "Policy reloads by result (accepted, rejected).",
    ["result"],
)
POLICY_OK = Gauge("gateway_policy_last_reload_ok", "1 when the last policy reload was accepted.")
IN_FLIGHT = Gauge("gateway_in_flight_requests", "Requests being served.")


_children: dict[tuple[int, tuple[str, ...]], object] = {}


def child(metric: Counter | Histogram | Gauge, *labels: str) -> Any:
    """``metric.labels(*labels)``, remembered: prometheus_client builds and locks on every ``labels`` call
    (~4 us); the request path calls it several times per request with a handful of distinct label sets."""
    key = (id(metric), labels)
    found = _children.get(key)
    if found is None:
        if len(_children) > 50_000:
            _children.clear()
        found = _children[key] = metric.labels(*labels)
    return found
