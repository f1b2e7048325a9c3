"""Prometheus counters of shadowing, on the default registry (like the ledger's)."""

from __future__ import annotations

from prometheus_client import Counter

OFFERED = Counter("gateway_shadow_offered_total", "Live answers offered to the mirror (with a candidate)")
SAMPLED = Counter("gateway_shadow_sampled_total", "Offered requests picked by the sample rate")
DROPPED = Counter(
    "gateway_shadow_dropped_total",
    "Shadow copies not sent, by reason (queue_full, spend_cap, unpriced, opted_out, unsupported, "
    "live_failed, closed, cancelled)",
    ["reason"],
)
PAIRS = Counter("gateway_shadow_pairs_total", "Compared (live, candidate) pairs, by agreement", ["agree"])
SPEND = Counter("gateway_shadow_spend_micros_total", "Cost of shadow calls in micro-dollars")
WEIGHT_CHANGES = Counter(
    "gateway_weight_changes_total", "Changes of a live upstream's model id or system_fingerprint", ["version"]
)
