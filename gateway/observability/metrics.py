"""Every Prometheus metric of the gateway, defined here and nowhere else.

prometheus_client's own counters, gauges and histograms; the request path reaches a labelled child through
``child``, which keeps each child once looked up (``labels()`` validates and locks on every call). No
``*_created`` series are exported. Names follow Prometheus conventions: base units (seconds, dollars), ``_total`` on
counters (added by the exposition), and one vocabulary for labels: ``team``, ``model`` (the policy's model
name, never the client's string), ``version``, ``request_class``, ``reason``. Every label value comes from the policy
or a fixed set, so cardinality is bounded by the policy.
"""

from __future__ import annotations

from typing import Any

from prometheus_client import REGISTRY, Counter, Gauge, Histogram, disable_created_metrics

__all__ = ["REGISTRY"]

disable_created_metrics()

FAST_BUCKETS = (0.00005, 0.0001, 0.0002, 0.0003, 0.0005, 0.00075, 0.001, 0.0015, 0.002, 0.003, 0.005, 0.01,
                0.025)
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120)
DURATION_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600)

# --- requests (gateway.app, gateway.pipeline, gateway.accounting) ---
IN_FLIGHT = Gauge("gateway_in_flight_requests",
                  "Inference requests being served; a stream counts until its last byte is sent.")
REQUESTS = Counter("gateway_requests_total",
                   "Requests answered, by endpoint, team, model, version and status.",
                   ["endpoint", "team", "model", "version", "status"])
REQUEST_DURATION = Histogram("gateway_request_duration_seconds",
                             "End-to-end time of an inference request (a stream: until its last byte), by endpoint, "
                             "model and version.", ["endpoint", "model", "version"], buckets=DURATION_BUCKETS)
TIME_TO_FIRST_TOKEN = Histogram("gateway_time_to_first_token_seconds",
                                "Request received -> first token from the upstream, for streams, by model and version.",
                                ["model", "version"], buckets=LATENCY_BUCKETS)
OVERHEAD = Histogram("gateway_overhead_seconds", "Gateway's own time per request (request read -> "
                     "handed upstream, plus upstream answer -> response handed back).", buckets=FAST_BUCKETS)
DECISIONS = Counter("gateway_route_decisions_total",
                    "Routing decisions, by request class, version and reason.", ["request_class", "version", "reason"])
TOKENS = Counter("gateway_tokens_total",
                 "Tokens used, by team, model, version and kind (prompt, cached, completion).",
                 ["team", "model", "version", "kind"])
COST = Counter("gateway_cost_usd_total", "Cost in US dollars, by team, model and version (shadows excluded).",
               ["team", "model", "version"])
QUOTA_REJECTIONS = Counter("gateway_quota_rejections_total",
                           "Requests denied by a quota, budget or task limit.", ["team", "limit"])

# --- upstream attempts (gateway.accounting, gateway.circuit) ---
UPSTREAM_LATENCY = Histogram("gateway_upstream_latency_seconds",
                             "Upstream attempt duration, by model, version and outcome.",
                             ["model", "version", "outcome"], buckets=LATENCY_BUCKETS)
UPSTREAM_ATTEMPTS = Counter("gateway_upstream_attempts_total",
                            "Upstream attempts by model, version and outcome.", ["model", "version", "outcome"])
CIRCUIT_OPEN = Gauge("gateway_circuit_open",
                     "1 while an upstream's circuit is open or half-open (attempts skipped).", ["upstream"])
CIRCUIT_SKIPPED = Counter("gateway_circuit_skipped_total",
                          "Attempts not sent because the upstream's circuit was open.", ["upstream"])
CIRCUIT_OPENED = Counter("gateway_circuit_opened_total",
                         "Times an upstream's circuit opened (or re-opened after a failed probe).", ["upstream"])

# --- policy (gateway.policy.holder) ---
POLICY_RELOADS = Counter("gateway_policy_reloads_total", "Policy reloads by result (accepted, rejected).",
                         ["result"])
POLICY_OK = Gauge("gateway_policy_last_reload_ok", "1 when the last policy reload was accepted.")

# --- quota backend and budget alerts (gateway.quota) ---
QUOTA_BACKEND_ERRORS = Counter("gateway_quota_backend_errors_total",
                               "Quota backend (Redis) calls that failed", ["operation"])
QUOTA_OWED = Gauge("gateway_quota_owed",
                   "Settles, backstop spend and reserve undos waiting for Redis to answer")
QUOTA_OWED_DROPPED = Counter("gateway_quota_owed_dropped_total",
                             "Debts to Redis dropped because the backlog was full", ["kind"])
BUDGET_ALERTS = Counter("gateway_budget_alerts_total", "Budget alert thresholds crossed",
                        ["team", "budget", "threshold"])
WEBHOOK_FAILURES = Counter("gateway_budget_alert_webhook_failures_total",
                           "Budget alert webhook POSTs that failed or were dropped")

# --- ledger writer (gateway.ledger.writer) ---
LEDGER_PENDING = Gauge("gateway_ledger_pending", "Ledger entries recorded but not yet durable")
LEDGER_WRITTEN = Counter("gateway_ledger_written_total", "Ledger entries written to the store")
LEDGER_WRITE_ERRORS = Counter("gateway_ledger_write_errors_total",
                              "Failed ledger batch writes (the batch is kept and retried)")
LEDGER_REFUSED = Counter("gateway_ledger_refused_total",
                         "Ledger entries the store refused (kept with the reason in its ledger_rejects table, "
                         "not written)")
LEDGER_OVER_CAPACITY = Counter("gateway_ledger_over_capacity_total",
                               "Entries recorded while max_pending was already reached (kept, not dropped)")
LEDGER_BACKPRESSURE_SECONDS = Counter("gateway_ledger_backpressure_seconds_total",
                                      "Time callers spent waiting in record_wait for room")

# --- shadowing (gateway.shadow): version is ``model/version``, trigger ``candidate`` or ``weight_change`` ---
SHADOW_OFFERED = Counter("gateway_shadow_offered_total",
                         "Live answers offered to the mirror (with a candidate)", ["version"])
SHADOW_SAMPLED = Counter("gateway_shadow_sampled_total",
                         "Copies picked to be sent (sample rate, or a replay)", ["version", "trigger"])
SHADOW_DROPPED = Counter(
    "gateway_shadow_dropped_total",
    "Shadow copies not sent, by reason (queue_full, spend_cap, time_cap, unpriced, opted_out, unsupported, "
    "live_failed, superseded, closed, cancelled)",
    ["version", "trigger", "reason"],
)
SHADOW_PAIRS = Counter("gateway_shadow_pairs_total", "Compared (live, candidate) pairs, by agreement",
                       ["version", "trigger", "agree"])
SHADOW_COST = Counter("gateway_shadow_cost_usd_total", "Cost of shadow calls in US dollars",
                      ["version", "trigger"])
WEIGHT_CHANGES = Counter("gateway_weight_changes_total",
                         "Changes of a live upstream's model id or system_fingerprint", ["version"])
SHADOW_RUNS_CLOSED = Counter("gateway_shadow_runs_closed_total",
                             "Runs closed because one side of the comparison changed (policy reload, live weights) "
                             "or a replay ended", ["version", "trigger", "why"])

MICROS_PER_USD = 1_000_000.0


_children: dict[tuple[Any, tuple[str, ...]], Any] = {}


def child(metric: Counter | Gauge | Histogram, *labels: str) -> Any:
    """The child of ``metric`` for these label values, kept after its first use. Label values come from the
    policy or fixed sets, so what is kept stays small."""
    key = (metric, labels)
    found = _children.get(key)
    if found is None:
        found = _children[key] = metric.labels(*labels)
    return found
