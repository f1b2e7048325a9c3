"""What routing costs per unit of work: per task (agent session) and per single request, with percentiles.

A team asks two things: what does a long-horizon task cost end to end, and what does the fast version save
on single-step work. So the units are (a) tasks: every live attempt of one session, grouped by the versions
the task used (``fast``, ``standard`` or ``fast+standard``), and (b) requests outside any session, grouped
by request_class and version. Percentiles are nearest-rank over the units' exact integer costs (no interpolation,
so every figure is the cost of a real unit). Units with an unpriced attempt are counted but left out of the
figures, which would otherwise understate them. Shadow attempts are not the team's work and are left out.

Per-unit sums come from the store grouped by unit; only one small row per unit reaches Python.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from gateway.ledger.store import LedgerStore, check_where
from gateway.reports.periods import Period

PERCENTILES = (50, 90, 99)
METHOD = "nearest-rank percentiles over each unit's exact cost; units with an unpriced attempt left out"


def nearest_rank(sorted_values: Sequence[int], pct: int) -> int | None:
    """The smallest value with at least `pct` percent of the values at or below it."""
    if not sorted_values:
        return None
    rank = max(1, math.ceil(pct * len(sorted_values) / 100))
    return sorted_values[rank - 1]


@dataclass(frozen=True, slots=True)
class UnitCosts:
    """One group of units: how many, their total, mean and percentiles (micro-dollars, priced units)."""

    kind: str  # "task" or "request"
    request_class: str | None
    version: str
    units: int
    unpriced_units: int
    steps: int  # requests of the units (a task's steps)
    total_micros: int
    mean_micros: int | None
    percentiles: dict[int, int | None]


def _group(kind: str, request_class: str | None, version: str, costs: list[tuple[int, bool, int]]) -> UnitCosts:
    priced = sorted(c for c, unpriced, _ in costs if not unpriced)
    total = sum(priced)
    return UnitCosts(
        kind, request_class, version, len(costs), sum(1 for _, u, _ in costs if u), sum(s for _, _, s in costs),
        total, total // len(priced) if priced else None, {p: nearest_rank(priced, p) for p in PERCENTILES},
    )


async def routing_cost(
    store: LedgerStore, span: Period, team: str | None = None, where: Mapping[str, str] | None = None
) -> list[UnitCosts]:
    """Task groups first (by versions used), then single requests by request_class and version."""
    filters = check_where(where)
    tasks: dict[str, tuple[set[str], int, bool, int]] = {}
    for agg in await store.aggregate(span.start, span.end, ("task", "version"), team, filters):
        task, version = agg.dims
        if agg.shadow or task is None:
            continue
        versions, cost, unpriced, steps = tasks.get(task, (set(), 0, False, 0))
        versions.add(str(version))
        tasks[task] = (versions, cost + agg.cost_micros, unpriced or agg.unpriced_attempts > 0,
                       steps + agg.requests)
    by_versions: dict[str, list[tuple[int, bool, int]]] = {}
    for versions, cost, unpriced, steps in tasks.values():
        by_versions.setdefault("+".join(sorted(versions)), []).append((cost, unpriced, steps))
    singles: dict[tuple[str | None, str], dict[str, tuple[int, bool, int]]] = {}
    by = ("request", "task", "request_class", "version")
    for agg in await store.aggregate(span.start, span.end, by, team, filters):
        request, task, request_class, version = agg.dims
        if agg.shadow or task is not None:
            continue
        units = singles.setdefault((request_class, str(version)), {})
        cost, unpriced, _ = units.get(str(request), (0, False, 1))
        units[str(request)] = (cost + agg.cost_micros, unpriced or agg.unpriced_attempts > 0, 1)
    out = [_group("task", None, v, costs) for v, costs in sorted(by_versions.items())]
    key = sorted(singles, key=lambda k: (k[0] or "~", k[1]))
    out += [_group("request", c, v, list(singles[(c, v)].values())) for c, v in key]
    return out
