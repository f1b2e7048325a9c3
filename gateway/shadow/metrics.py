"""Prometheus counters of shadowing, on the default registry (like the ledger's).

Labelled by version (``model/version``) and run trigger (``candidate``, ``weight_change``), so a candidate's
figures and a regression replay's are told apart."""

from __future__ import annotations

from prometheus_client import Counter

OFFERED = Counter("gateway_shadow_offered_total", "Live answers offered to the mirror (with a candidate)",
                  ["version"])
SAMPLED = Counter("gateway_shadow_sampled_total", "Copies picked to be sent (sample rate, or a replay)",
                  ["version", "trigger"])
DROPPED = Counter(
    "gateway_shadow_dropped_total",
    "Shadow copies not sent, by reason (queue_full, spend_cap, time_cap, unpriced, opted_out, unsupported, "
    "live_failed, superseded, closed, cancelled)",
    ["version", "trigger", "reason"],
)
PAIRS = Counter("gateway_shadow_pairs_total", "Compared (live, candidate) pairs, by agreement",
                ["version", "trigger", "agree"])
SPEND = Counter("gateway_shadow_spend_micros_total", "Cost of shadow calls in micro-dollars", ["version", "trigger"])
WEIGHT_CHANGES = Counter(
    "gateway_weight_changes_total", "Changes of a live upstream's model id or system_fingerprint", ["version"]
)
RUNS_CLOSED = Counter("gateway_shadow_runs_closed_total", "Runs closed because one side of the comparison "
                      "changed (policy reload, live weights) or a replay ended", ["version", "trigger", "why"])
