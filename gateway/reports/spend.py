"""Spend over a period, grouped by any mix of dimensions, with what the standard version would have cost.

Sums come from the store (SQL GROUP BY), so a month of entries is never loaded into Python. Costs are
sums of each entry's own rounded `cost_micros`, so a report reconciles to the micro-dollar with the
entries. The standard-version counterfactual prices each row's token sums once per requested model
(one rounding per group, not per entry) and covers priced attempts only, so savings compare like with
like. Shadow attempts are not team spend: they are reported beside it as `shadow_*`.

A session whose loop was escalated (a misrouted loop rescued to the standard version) counts at what it cost:
its fast requests did not save what the standard price of their tokens says (the loop needed the standard
version after all), so no saving is claimed on any of its entries, and the report says how much that was.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from gateway.ledger.store import AggregateRow, LedgerStore, check_dims, check_where
from gateway.reports.money import cents
from gateway.reports.periods import Period, parse_period
from gateway.upstreams.prices import Price, cost_micros

StandardPriceFor = Callable[[str], Price | None]
_ADDITIVE = (
    "attempts",
    "prompt_tokens",
    "cached_tokens",
    "completion_tokens",
    "cost_micros",
    "unpriced_attempts",
    "shadow_attempts",
    "shadow_cost_micros",
    "shadow_unpriced_attempts",
    "escalated_requests",
    "escalated_cost_micros",
)


@dataclass(slots=True)
class SpendRow:
    """One group of the report (or the totals); `cost_micros` covers priced attempts only."""

    dims: tuple[str | None, ...]
    requests: int = 0
    attempts: int = 0
    unpriced_attempts: int = 0
    cost_micros: int = 0
    standard_cost_micros: int | None = None
    savings_micros: int | None = None
    prompt_tokens: int = 0
    cached_tokens: int = 0
    completion_tokens: int = 0
    shadow_attempts: int = 0
    shadow_cost_micros: int = 0
    shadow_unpriced_attempts: int = 0
    escalated_requests: int = 0  # requests of escalated sessions: counted at cost, no saving claimed
    escalated_cost_micros: int = 0

    @property
    def fully_unpriced(self) -> bool:
        return self.attempts > 0 and self.unpriced_attempts == self.attempts

    def add(self, other: SpendRow) -> None:
        """Accumulate another row's additive figures (requests are counted separately for totals)."""
        for name in _ADDITIVE:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        if other.standard_cost_micros is not None:
            self.standard_cost_micros = (self.standard_cost_micros or 0) + other.standard_cost_micros
            self.savings_micros = (self.savings_micros or 0) + (other.savings_micros or 0)


@dataclass(slots=True)
class Report:
    """A spend report: rows ordered by their dimension values, plus a totals row."""

    period: Period
    by: tuple[str, ...]
    team: str | None
    rows: list[SpendRow]
    totals: SpendRow
    notes: list[str] = field(default_factory=list)
    where: dict[str, str] = field(default_factory=dict)  # the filters applied besides the team


def _fold(row: SpendRow, agg: AggregateRow, standard_price_for: StandardPriceFor | None) -> None:
    if agg.shadow:
        row.shadow_attempts += agg.attempts
        row.shadow_cost_micros += agg.cost_micros
        row.shadow_unpriced_attempts += agg.unpriced_attempts
        return
    row.requests += agg.requests
    row.attempts += agg.attempts
    row.prompt_tokens += agg.prompt_tokens
    row.cached_tokens += agg.cached_tokens
    row.completion_tokens += agg.completion_tokens
    row.cost_micros += agg.cost_micros
    row.unpriced_attempts += agg.unpriced_attempts
    if agg.escalated:
        row.escalated_requests += agg.requests
        row.escalated_cost_micros += agg.cost_micros
    priced_attempts = agg.attempts - agg.unpriced_attempts
    standard = standard_price_for(agg.requested_model) if standard_price_for else None
    if standard is None or priced_attempts == 0:
        return
    counterfactual = agg.cost_micros if agg.escalated else cost_micros(
        standard, agg.priced_prompt_tokens, agg.priced_cached_tokens, agg.priced_completion_tokens
    )
    row.standard_cost_micros = (row.standard_cost_micros or 0) + counterfactual
    row.savings_micros = (row.savings_micros or 0) + counterfactual - agg.cost_micros


def _sort_key(dims: tuple[str | None, ...]) -> tuple[tuple[bool, str], ...]:
    return tuple((v is not None, v or "") for v in dims)


async def spend_report(
    store: LedgerStore,
    period: str | Period,
    by: Sequence[str] = ("team",),
    team: str | None = None,
    standard_price_for: StandardPriceFor | None = None,
    where: Mapping[str, str] | None = None,
) -> Report:
    """Spend for `period` grouped `by` dimensions, optionally restricted to one team and to the entries
    whose `where` dimensions (model, version, key, person...) equal the values given."""
    span = parse_period(period) if isinstance(period, str) else period
    dims = check_dims(by)
    filters = check_where(where)
    groups = await store.aggregate(span.start, span.end, dims, team, filters)
    rows: dict[tuple[str | None, ...], SpendRow] = {}
    for agg in groups:
        key = tuple(None if v is None else str(v) for v in agg.dims)
        _fold(rows.setdefault(key, SpendRow(key)), agg, standard_price_for)
    ordered = [rows[k] for k in sorted(rows, key=_sort_key)]
    totals = SpendRow(tuple("TOTAL" if i == 0 else None for i in range(len(dims))))
    for row in ordered:
        totals.add(row)
    # A request whose attempts landed in two rows (e.g. a fallback to another version) counts once here.
    overall = await store.aggregate(span.start, span.end, (), team, filters)
    totals.requests = sum(a.requests for a in overall if not a.shadow)
    notes = []
    if totals.unpriced_attempts:
        notes.append(f"{totals.unpriced_attempts} attempt(s) UNPRICED: cost figures are lower bounds")
    if standard_price_for is None:
        notes.append("no standard prices given: savings not computed")
    if totals.escalated_requests:
        notes.append(
            f"{totals.escalated_requests} request(s) of escalated sessions ({cents(totals.escalated_cost_micros)}) "
            "counted at what they cost: no saving claimed on them"
        )
    return Report(span, dims, team, ordered, totals, notes, filters)
