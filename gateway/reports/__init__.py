"""Finance reports over the ledger: spend, budget use, task timelines, and table/CSV/JSON/FOCUS output.

Imports ledger, upstreams' prices and pipeline's ``admit`` (the limit names); never server or cli.
"""

from gateway.reports.budget import BudgetPeriodUse, BudgetUse, budget_use
from gateway.reports.focus import FOCUS_COLUMNS, focus_csv, focus_rows
from gateway.reports.formats import format_csv, format_json, format_table
from gateway.reports.periods import Period, parse_period
from gateway.reports.spend import Report, SpendRow, StandardPriceFor, spend_report
from gateway.reports.timeline import Timeline, TimelineStep, task_timeline

__all__ = [
    "FOCUS_COLUMNS",
    "BudgetPeriodUse",
    "BudgetUse",
    "Period",
    "Report",
    "SpendRow",
    "StandardPriceFor",
    "Timeline",
    "TimelineStep",
    "budget_use",
    "focus_csv",
    "focus_rows",
    "format_csv",
    "format_json",
    "format_table",
    "parse_period",
    "spend_report",
    "task_timeline",
]
