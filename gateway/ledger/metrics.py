"""Prometheus metrics of the ledger writer, registered once per process on the default registry."""

from __future__ import annotations

from prometheus_client import Counter

from gateway.fastmetrics import Family

# Moved on every entry, from the event loop only: a lock-free gauge (prometheus_client's takes a mutex).
LEDGER_PENDING = Family("gauge", "gateway_ledger_pending", "Ledger entries recorded but not yet durable")
LEDGER_PENDING.labels()  # exported as 0 before the first entry
LEDGER_WRITTEN = Counter("gateway_ledger_written_total", "Ledger entries written to the store")
LEDGER_WRITE_ERRORS = Counter(
    "gateway_ledger_write_errors_total", "Failed ledger batch writes (the batch is kept and retried)"
)
LEDGER_REFUSED = Counter(
    "gateway_ledger_refused_total",
    "Ledger entries the store refused (kept with the reason in its ledger_rejects table, not written)",
)
LEDGER_OVER_CAPACITY = Counter(
    "gateway_ledger_over_capacity_total",
    "Entries recorded while max_pending was already reached (kept, not dropped)",
)
LEDGER_BACKPRESSURE_SECONDS = Counter(
    "gateway_ledger_backpressure_seconds_total", "Time callers spent waiting in record_wait for room"
)
