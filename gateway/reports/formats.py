"""Render a spend report as a text table (cents, for people), CSV or JSON (exact 6-decimal dollars).

An unpriced amount is never printed as $0.00: a fully unpriced row says UNPRICED, a partly priced one
shows the priced part plus the count of UNPRICED attempts, and every format carries the counts.
"""

from __future__ import annotations

import csv
import io
from typing import Any

import orjson

from gateway.reports.money import UNPRICED, cents, cost_cell, dollars6
from gateway.reports.spend import Report, SpendRow

NUMERIC = ("requests", "attempts", "prompt_tokens", "cached_tokens", "completion_tokens")


def pricing_state(unpriced: int, attempts: int) -> str:
    """"all", "partial" or "none" of the attempts priced ("all" for an empty row: nothing is missing)."""
    if unpriced == 0:
        return "all"
    return "none" if unpriced == attempts else "partial"


def _money6(row: SpendRow) -> str:
    return UNPRICED if row.fully_unpriced else dollars6(row.cost_micros)


def _opt6(micros: int | None) -> str:
    return "" if micros is None else dollars6(micros)


def _dim_names(report: Report) -> list[str]:
    return list(report.by)


def _all_rows(report: Report) -> list[SpendRow]:
    return [*report.rows, report.totals] if report.by else [report.totals]


def format_table(report: Report) -> str:
    """Aligned plain text, money to the cent."""
    head = [*_dim_names(report), "requests", "attempts", "prompt", "cached", "completion", "cost",
            "standard", "savings", "shadow"]  # fmt: skip
    lines: list[list[str]] = []
    for row in _all_rows(report):
        lines.append(
            [
                *("-" if v is None else v for v in row.dims),
                *(f"{getattr(row, n):,}" for n in NUMERIC),
                cost_cell(row.cost_micros, row.unpriced_attempts, row.attempts),
                "-" if row.standard_cost_micros is None else cents(row.standard_cost_micros),
                "-" if row.savings_micros is None else cents(row.savings_micros),
                cost_cell(row.shadow_cost_micros, row.shadow_unpriced_attempts, row.shadow_attempts),
            ]
        )
    widths = [max(len(head[i]), *(len(line[i]) for line in lines)) for i in range(len(head))]
    n_dims = len(report.by)

    def fmt(cells: list[str]) -> str:
        return "  ".join(
            c.ljust(widths[i]) if i < n_dims else c.rjust(widths[i]) for i, c in enumerate(cells)
        ).rstrip()

    title = f"Spend {report.period.label}" + (f" for team {report.team}" if report.team else "")
    out = [title, fmt(head), "  ".join("-" * w for w in widths)]
    out += [fmt(line) for line in lines[:-1]]
    if report.by:
        out.append("  ".join("-" * w for w in widths))
    out.append(fmt(lines[-1]))
    out += [f"note: {n}" for n in report.notes]
    return "\n".join(out) + "\n"


CSV_COLUMNS = (*NUMERIC, "cost_usd", "unpriced_attempts", "pricing", "standard_cost_usd", "savings_usd",
               "shadow_attempts", "shadow_cost_usd", "shadow_unpriced_attempts")  # fmt: skip


def _flat(row: SpendRow) -> list[Any]:
    return [
        *(getattr(row, n) for n in NUMERIC),
        _money6(row),
        row.unpriced_attempts,
        pricing_state(row.unpriced_attempts, row.attempts),
        _opt6(row.standard_cost_micros),
        _opt6(row.savings_micros),
        row.shadow_attempts,
        UNPRICED
        if row.shadow_attempts and row.shadow_unpriced_attempts == row.shadow_attempts
        else dollars6(row.shadow_cost_micros),
        row.shadow_unpriced_attempts,
    ]


def format_csv(report: Report) -> str:
    """One line per row and a final TOTAL line; money as dollars with 6 decimals."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow([*_dim_names(report), *CSV_COLUMNS])
    for row in _all_rows(report):
        writer.writerow([*("" if v is None else v for v in row.dims), *_flat(row)])
    return buf.getvalue()


def _json_row(report: Report, row: SpendRow) -> dict[str, Any]:
    out: dict[str, Any] = {"dims": dict(zip(report.by, row.dims, strict=True))}
    out.update({n: getattr(row, n) for n in NUMERIC})
    out["cost_usd"] = None if row.fully_unpriced else dollars6(row.cost_micros)
    out["cost_micros"] = None if row.fully_unpriced else row.cost_micros
    out["unpriced_attempts"] = row.unpriced_attempts
    out["pricing"] = pricing_state(row.unpriced_attempts, row.attempts)
    out["standard_cost_usd"] = _opt6(row.standard_cost_micros) or None
    out["savings_usd"] = _opt6(row.savings_micros) or None
    out["shadow_attempts"] = row.shadow_attempts
    out["shadow_cost_usd"] = dollars6(row.shadow_cost_micros)
    out["shadow_unpriced_attempts"] = row.shadow_unpriced_attempts
    out["escalated_requests"] = row.escalated_requests
    out["escalated_cost_usd"] = dollars6(row.escalated_cost_micros)
    return out


def format_json(report: Report) -> str:
    """JSON with money as exact decimal strings (never floats); null where a figure is unknown."""
    doc = {
        "period": {
            "label": report.period.label,
            "start": report.period.start.isoformat(),
            "end": report.period.end.isoformat(),
        },
        "by": list(report.by),
        "team": report.team,
        "currency": "USD",
        "rows": [_json_row(report, r) for r in report.rows],
        "totals": _json_row(report, report.totals) | {"dims": {}},
        "notes": report.notes,
    }
    return orjson.dumps(doc, option=orjson.OPT_INDENT_2).decode()
