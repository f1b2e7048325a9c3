"""The cost ledger: one durable entry per upstream attempt, written in batches off the hot path.

Imports observability only; everything that records or reports imports it.
"""

from gateway.ledger.entry import OUTCOMES, LedgerEntry
from gateway.ledger.store import DIMENSIONS, AggregateRow, LedgerStore, open_store
from gateway.ledger.writer import LedgerWriter

__all__ = [
    "DIMENSIONS",
    "OUTCOMES",
    "AggregateRow",
    "LedgerEntry",
    "LedgerStore",
    "LedgerWriter",
    "open_store",
]
