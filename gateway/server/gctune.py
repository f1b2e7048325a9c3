"""Garbage-collector settings for a long-running server process.

Why: one request allocates a few hundred short-lived containers (dicts, lists, coroutines), so at CPython's
default gen-0 threshold (700) a young collection runs every couple of requests, and every 10th and 100th of
those walks older generations holding everything start-up built (the app, routes, pydantic schemas, the
policy). `gc.freeze()` after start-up moves that heap out of the collector's sight, and a larger gen-0
threshold makes young collections rarer; reference cycles are still found and freed, only later.
"""

from __future__ import annotations

import gc

GEN0, GEN1, GEN2 = 20_000, 20, 20


def tune_after_startup(enabled: bool = True) -> None:
    """Collect once, freeze what start-up left alive, then raise the thresholds (`GATEWAY_GC_TUNE`)."""
    if not enabled:
        return
    gc.collect()
    gc.freeze()
    gc.set_threshold(GEN0, GEN1, GEN2)
