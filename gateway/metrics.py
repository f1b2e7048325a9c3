"""Prometheus metrics, named with the vocabulary (team, version, class, reason).

The per-request ones are ``Family`` objects (plain numbers, exported at scrape time); the rare ones (policy
reloads) are ordinary prometheus_client metrics."""

from __future__ import annotations

from typing import Any

from prometheus_client import REGISTRY, Counter, Gauge

from gateway.fastmetrics import Family

__all__ = ["REGISTRY"]

FAST_BUCKETS = (0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10, 25)
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120)

REQUESTS = Family("counter", "gateway_requests", "Requests answered, by endpoint, team, version and status.",
                  ["endpoint", "team", "version", "status"])
TOKENS = Family("counter", "gateway_tokens", "Tokens used, by team, version and kind (prompt, cached, completion).",
                ["team", "version", "kind"])
COST = Family("counter", "gateway_cost_micros", "Cost in micro-dollars, by team and version (shadows excluded).",
              ["team", "version"])
DECISIONS = Family("counter", "gateway_route_decisions", "Routing decisions, by class, version and reason.",
                   ["class_", "version", "reason"])
OVERHEAD = Family("histogram", "gateway_overhead_ms", "Gateway's own time per request in ms (request read -> "
                  "handed upstream, plus upstream answer -> response handed back).", buckets=FAST_BUCKETS)
UPSTREAM_LATENCY = Family("histogram", "gateway_upstream_latency_seconds",
                          "Upstream attempt latency, by version and outcome.", ["version", "outcome"],
                          buckets=LATENCY_BUCKETS)
UPSTREAM_ATTEMPTS = Family("counter", "gateway_upstream_attempts", "Upstream attempts by version and outcome.",
                           ["version", "outcome"])
QUOTA_REJECTIONS = Family("counter", "gateway_quota_rejections",
                          "Requests denied by a quota, budget or task limit.", ["team", "limit"])
POLICY_RELOADS = Counter(
    "gateway_policy_reloads_total",
    "Policy reloads by result (accepted, rejected).",
    ["result"],
)
POLICY_OK = Gauge("gateway_policy_last_reload_ok", "1 when the last policy reload was accepted.")
IN_FLIGHT = Family("gauge", "gateway_in_flight_requests", "Requests being served.")


def child(metric: Family, *labels: str) -> Any:
    """The child of ``metric`` for these label values (a dict lookup; see ``gateway.fastmetrics``)."""
    return metric.labels(*labels)
