"""Will a team go over its monthly budget? A month-end forecast from the month so far, in the team's zone.

Method (stated on the dashboard too): linear run-rate. The spend of the current local month up to now is
divided by the fraction of the month elapsed, i.e. ``forecast = spent x month_length / elapsed``, in
integer micro-dollars (floor). It assumes the rest of the month spends at the month's average rate so far;
it says nothing in the first hour of a month (too little to extrapolate) rather than a wild figure.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from gateway.reports.budget import BudgetUse

METHOD = (
    "Linear run-rate: month-to-date spend ÷ fraction of the month elapsed (team's time zone); "
    "assumes the rest of the month spends at the average rate so far."
)
MIN_ELAPSED = timedelta(hours=1)


@dataclass(frozen=True, slots=True)
class Forecast:
    team: str
    tz: str
    month: str
    spent_micros: int
    budget_micros: int | None
    elapsed_seconds: int
    month_seconds: int
    forecast_micros: int | None  # None: under MIN_ELAPSED into the month
    unpriced_attempts: int

    @property
    def over_budget(self) -> bool | None:
        if self.budget_micros is None or self.forecast_micros is None:
            return None
        return self.forecast_micros > self.budget_micros


def month_end_forecast(use: BudgetUse, now: datetime | None = None) -> Forecast:
    """The forecast of one team from its ledger-side budget use (its ``monthly`` period)."""
    at = (now or datetime.now(UTC)).astimezone(UTC)
    month = next(p for p in use.periods if p.name == "monthly")
    span = month.period
    month_seconds = int((span.end - span.start).total_seconds())
    elapsed = min(max(at - span.start, timedelta(0)), span.end - span.start)
    elapsed_seconds = int(elapsed.total_seconds())
    forecast = None
    if elapsed >= MIN_ELAPSED:
        forecast = month.spent_micros * month_seconds // elapsed_seconds
    return Forecast(
        use.team, use.tz, span.label, month.spent_micros, month.budget_micros, elapsed_seconds,
        month_seconds, forecast, month.unpriced_attempts,
    )
