"""What every report needs besides the ledger: standard prices for savings, and each team's budgets.

The HTTP routes and the CLI both build their reports through this module, so the two can never disagree
about which price is "standard" or which budget applies.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from gateway.ledger.store import LedgerStore
from gateway.policy.load import LoadedPolicy
from gateway.reports import BudgetUse, StandardPriceFor, budget_use
from gateway.upstreams.prices import Price

MICROS = Decimal(1_000_000)


def usd_to_micros(value: Decimal | None) -> int | None:
    """Policy budgets are USD decimals; reports compare integer micro-dollars."""
    return None if value is None else int((value * MICROS).to_integral_value())


@dataclass(frozen=True, slots=True)
class ReportContext:
    """The ledger store plus the policy and price book that give its rows meaning."""

    store: LedgerStore
    loaded: LoadedPolicy
    prices: Any  # gateway.pipeline.settle.PriceBook (kept loose: only `.price(...)` is used)

    def standard_price_for(self) -> StandardPriceFor:
        """`requested model -> price of its standard version` in the current policy (None if it has none)."""
        cache: dict[str, Price | None] = {}

        def lookup(model_name: str) -> Price | None:
            if model_name not in cache:
                model = self.loaded.policy.models.get(model_name)
                version = model.versions.get("standard") if model is not None else None
                cache[model_name] = (
                    None if version is None
                    else self.prices.price(self.loaded.digest, model_name, "standard", version)[0]
                )  # fmt: skip
            return cache[model_name]

        return lookup

    def teams(self) -> list[str]:
        return sorted(self.loaded.policy.teams)

    async def budgets(self, teams: Iterable[str]) -> list[BudgetUse]:
        """Ledger-side budget use of each named team in its own time zone (unknown teams are skipped)."""
        out = []
        for name in teams:
            team = self.loaded.policy.teams.get(name)
            if team is None:
                continue
            limits = team.limits
            budgets = {
                "daily": usd_to_micros(limits.daily_budget_usd),
                "monthly": usd_to_micros(limits.monthly_budget_usd),
            }
            out.append(await budget_use(self.store, name, budgets, limits.timezone))
        return out
