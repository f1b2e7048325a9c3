"""Printing integer micro-dollars: exact 6-decimal dollars for files, cents for people, never floats."""

from __future__ import annotations

UNPRICED = "UNPRICED"


def dollars6(micros: int) -> str:
    """Exact dollars with 6 decimals: 1234567 -> "1.234567"."""
    sign = "-" if micros < 0 else ""
    whole, frac = divmod(abs(micros), 1_000_000)
    return f"{sign}{whole}.{frac:06d}"


def cents(micros: int) -> str:
    """Dollars to the cent, half-up: 1_234_567 -> "$1.23"; a non-zero amount under half a cent is "<$0.01"."""
    sign = "-" if micros < 0 else ""
    amount = abs(micros)
    hundredths = (amount + 5_000) // 10_000
    if hundredths == 0 and amount > 0:
        return f"{sign}<$0.01"
    whole, cent = divmod(hundredths, 100)
    return f"{sign}${whole:,}.{cent:02d}"


def cost_cell(micros: int, unpriced: int, attempts: int) -> str:
    """A table cell that never shows an unpriced amount as $0.00 ("-" when there were no attempts)."""
    if attempts == 0:
        return "-"
    if unpriced == attempts:
        return UNPRICED
    if unpriced:
        return f"{cents(micros)} +{unpriced} {UNPRICED}"
    return cents(micros)
