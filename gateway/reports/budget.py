"""How much of a team's daily and monthly budget the ledger says is used, in the team's time zone.

Redis enforces budgets at admission; this is the durable ledger's view of the same periods, for the
dashboard and for reconciling the two. Shadow attempts are excluded (they are not the team's spend), and
unpriced attempts are counted so nobody mistakes a partial figure for a complete one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from gateway.ledger.store import LedgerStore
from gateway.reports.periods import Period, current_day, current_month

BUDGET_PERIODS = ("daily", "monthly")


@dataclass(frozen=True, slots=True)
class BudgetPeriodUse:
    """One budget period: spent vs budget; `budget_micros` None means no budget is set."""

    name: str
    period: Period
    budget_micros: int | None
    spent_micros: int
    unpriced_attempts: int

    @property
    def remaining_micros(self) -> int | None:
        return None if self.budget_micros is None else self.budget_micros - self.spent_micros

    @property
    def fraction_used(self) -> float | None:
        if not self.budget_micros:
            return None
        return self.spent_micros / self.budget_micros

    @property
    def exhausted(self) -> bool:
        return self.budget_micros is not None and self.spent_micros >= self.budget_micros


@dataclass(frozen=True, slots=True)
class BudgetUse:
    team: str
    tz: str
    periods: tuple[BudgetPeriodUse, ...]


async def budget_use(
    store: LedgerStore,
    team: str,
    budgets: Mapping[str, int | None],
    tz: str | ZoneInfo = "UTC",
    now: datetime | None = None,
) -> BudgetUse:
    """Spend of `team` in the current local day and month (`budgets` keys: "daily", "monthly")."""
    unknown = set(budgets) - set(BUDGET_PERIODS)
    if unknown:
        raise ValueError(f"unknown budget period(s) {sorted(unknown)}; use {BUDGET_PERIODS}")
    zone = tz if isinstance(tz, ZoneInfo) else ZoneInfo(tz)
    at = now or datetime.now(UTC)
    spans = {"daily": current_day(at, zone), "monthly": current_month(at, zone)}
    uses = []
    for name in BUDGET_PERIODS:
        span = spans[name]
        groups = await store.aggregate(span.start, span.end, (), team)
        live = [g for g in groups if not g.shadow]
        uses.append(
            BudgetPeriodUse(
                name,
                span,
                budgets.get(name),
                sum(g.cost_micros for g in live),
                sum(g.unpriced_attempts for g in live),
            )
        )
    return BudgetUse(team, zone.key, tuple(uses))
