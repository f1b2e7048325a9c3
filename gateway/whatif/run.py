"""One what-if run: read the period's recorded requests, replay them through both policies, compare."""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Any, Protocol

from gateway.pipeline.settle import PriceBook
from gateway.policy.load import LoadedPolicy
from gateway.reports.periods import parse_period
from gateway.whatif.replay import replay, requests_of
from gateway.whatif.report import Report, compare


class ReplaySource(Protocol):
    """What a ledger store offers a replay (both stores implement it)."""

    async def replay_rows(self, start: datetime, end: datetime, team: str | None = None) -> list[tuple[Any, ...]]: ...


def run_sync(
    rows: list[tuple[Any, ...]], current: LoadedPolicy, proposed: LoadedPolicy, prices: PriceBook, *,
    current_name: str, proposed_name: str, period: str, team: str | None,
) -> Report:
    requests = requests_of(rows)
    before = replay(current, requests, prices)
    after = replay(proposed, requests, prices)
    return compare(requests, before, after, proposed, current_name=current_name, proposed_name=proposed_name,
                   period=period, team=team)


async def what_if(
    store: ReplaySource, current: LoadedPolicy, proposed: LoadedPolicy, prices: PriceBook, *,
    period: str, team: str | None = None, current_name: str = "current", proposed_name: str = "proposed",
    in_thread: bool = False,
) -> Report:
    """The report for ``period`` (``YYYY-MM``, a day, or ``FIRST..LAST``). ``in_thread``: replay off the
    event loop (a server must keep serving while a long period replays)."""
    span = parse_period(period)
    rows = await store.replay_rows(span.start, span.end, team)
    args = (rows, current, proposed, prices)
    kwargs: dict[str, Any] = {
        "current_name": current_name, "proposed_name": proposed_name, "period": span.label, "team": team,
    }
    if in_thread:
        return await asyncio.to_thread(run_sync, *args, **kwargs)
    return run_sync(*args, **kwargs)
