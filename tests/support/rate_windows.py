"""Which requests-per-minute window counted a request, whenever the load ran.

Request windows are epoch minutes: a load that runs across a minute's end is counted in two windows, each
with the whole limit. A test groups its requests by window and asserts the limit in each, whichever minutes
its load spans. A request that began and ended in one minute was admitted in that minute; for one that
straddles a minute's end, the ``x-ratelimit-reset-requests`` header the gateway sends (the time left in the
window at admission, rounded up) says which side of the edge its admission fell on.
"""

from __future__ import annotations

import collections
import re
from collections.abc import Iterable, Mapping

RESET = "x-ratelimit-reset-requests"
_DURATION = re.compile(r"(?:(\d+)ms|(?:(\d+)m)?(\d+)s)")


def reset_bounds(text: str) -> tuple[float, float]:
    """The time left in the window that a reset header (OpenAI's "20ms", "7s", "1m0s") was rounded up from:
    more than the first bound, at most the second."""
    match = _DURATION.fullmatch(text)
    if match is None:
        raise ValueError(f"not a reset duration: {text!r}")
    ms, minutes, seconds = match.groups()
    if ms is not None:
        return int(ms) / 1000 - 0.001, int(ms) / 1000
    whole = int(minutes or 0) * 60 + int(seconds)
    return whole - 1.0, float(whole)


def window(sent_at: float, done_at: float, headers: Mapping[str, str] | None = None) -> int | None:
    """The epoch minute whose request window counted a request sent at ``sent_at`` and answered (or known to
    be past its admission) at ``done_at``; None when it straddles a minute's end and no reset header says
    which side."""
    first, last = int(sent_at // 60), int(done_at // 60)
    if first == last:
        return first
    reset = (headers or {}).get(RESET)
    if reset is None:
        return None
    low, high = reset_bounds(reset)
    # admitted at some t in [sent_at, done_at], in the window that ends `reset` later, on a minute boundary;
    # the slack covers the gateway's rounding of the reset to the millisecond
    ends = [m for m in range(first + 1, last + 2) if sent_at + low - 0.002 <= m * 60 <= done_at + high + 0.002]
    if len(ends) != 1:
        raise AssertionError(f"reset {reset!r} fits no single window end for a request in [{sent_at}, {done_at}]")
    return ends[0] - 1


def by_window(seen: Iterable[tuple[int | None, int | None]]) -> dict[int | None, collections.Counter[int | None]]:
    """Statuses per window from (window, status) pairs; None holds the requests no window could be told for."""
    out: dict[int | None, collections.Counter[int | None]] = collections.defaultdict(collections.Counter)
    for minute, status in seen:
        out[minute][status] += 1
    return dict(out)

