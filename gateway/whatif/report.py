"""The what-if report: two replays of the same requests compared, per team and overall, and its formats.

Money is integer micro-dollars throughout (printed with ``gateway.reports.money``), so the figures add up
exactly. Budgets are the proposed policy's, counted in each team's own time zone, against the replayed
spend of the requests in the period (spend outside the period, or by requests that left no ledger entry,
is not in it).
"""

from __future__ import annotations

import csv
import io
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import orjson

from gateway.admin.context import usd_to_micros
from gateway.policy.load import LoadedPolicy
from gateway.reports.money import cents, dollars6
from gateway.whatif.formats import FORMATS as FORMATS
from gateway.whatif.replay import Outcome, Recorded

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_QUARTER_HOUR = 900_000_000  # microseconds


@dataclass
class TeamFigures:
    """Sums for one team (or all teams) across the two replays."""

    requests: int = 0
    differs_from_recorded: int = 0  # the current policy's replay against what was served
    moved: int = 0
    fast_to_standard: int = 0
    standard_to_fast: int = 0
    moved_by: Counter[tuple[str, str, str, str]] = field(default_factory=Counter)  # from, to, rule, request_class
    cost_current: int = 0
    unpriced_current: int = 0
    refused_current: Counter[str] = field(default_factory=Counter)
    cost_new: int = 0
    unpriced_new: int = 0
    refused_new: Counter[str] = field(default_factory=Counter)
    sessions: int = 0
    sessions_pinned_differently: int = 0
    sessions_escalated_current: int = 0
    sessions_escalated_new: int = 0
    sessions_escalated_differently: int = 0

    def merge(self, other: TeamFigures) -> None:
        """Add another team's figures: counters are merged, every other field is a sum."""
        for spec in fields(self):
            mine, theirs = getattr(self, spec.name), getattr(other, spec.name)
            if isinstance(mine, Counter):
                mine.update(theirs)
            else:
                setattr(self, spec.name, mine + theirs)

    def add(self, cur: Outcome, new: Outcome, rec: Recorded) -> None:
        self.requests += 1
        if cur.refused:
            self.refused_current[cur.refused] += 1
        if new.refused:
            self.refused_new[new.refused] += 1
        self.cost_current += cur.cost_micros
        self.cost_new += new.cost_micros
        self.unpriced_current += not cur.priced
        self.unpriced_new += not new.priced
        if cur.version is not None and cur.version != rec.recorded_version:
            self.differs_from_recorded += 1
        if cur.version is not None and new.version is not None and cur.version != new.version:
            self.moved += 1
            if cur.version == "fast":
                self.fast_to_standard += 1
            else:
                self.standard_to_fast += 1
            self.moved_by[(cur.version, new.version, new.reason, new.request_class or "none")] += 1

    @property
    def moved_pct(self) -> float:
        return 100.0 * self.moved / self.requests if self.requests else 0.0

    @property
    def cost_delta(self) -> int:
        return self.cost_new - self.cost_current

    @property
    def cost_delta_pct(self) -> float:
        if self.cost_current == 0:
            return 0.0 if self.cost_new == 0 else float("inf")
        return 100.0 * self.cost_delta / self.cost_current


@dataclass
class Budget:
    """One team's budgets under the proposed policy against the replayed spend of each policy."""

    daily_budget_micros: int | None
    monthly_budget_micros: int | None
    timezone: str
    days: dict[str, tuple[int, int]] = field(default_factory=dict)  # local day -> (current, new) spend
    months: dict[str, tuple[int, int]] = field(default_factory=dict)

    def over(self, which: str, index: int) -> list[str]:
        limit = self.daily_budget_micros if which == "days" else self.monthly_budget_micros
        spans = self.days if which == "days" else self.months
        if limit is None:
            return []
        return sorted(k for k, v in spans.items() if v[index] > limit)

    def headroom(self, which: str, index: int) -> int | None:
        """Budget left on the period's most expensive day (or month); negative when it was exceeded."""
        limit = self.daily_budget_micros if which == "days" else self.monthly_budget_micros
        spans = self.days if which == "days" else self.months
        if limit is None:
            return None
        return limit - max((v[index] for v in spans.values()), default=0)


@dataclass
class Report:
    current: str
    proposed: str
    period: str
    team_filter: str | None
    teams: dict[str, TeamFigures]
    overall: TeamFigures
    budgets: dict[str, Budget]

    def exceeds(self, max_cost_increase: float | None, max_moved: float | None) -> list[str]:
        """Why a CI gate fails (empty: it passes)."""
        reasons = []
        o = self.overall
        if max_cost_increase is not None and o.cost_delta_pct > max_cost_increase:
            reasons.append(f"cost changes by {o.cost_delta_pct:+.2f}%, more than the allowed +{max_cost_increase}%")
        if max_moved is not None and o.moved_pct > max_moved:
            reasons.append(f"{o.moved_pct:.2f}% of requests change version, more than the allowed {max_moved}%")
        return reasons


def compare(
    requests: Sequence[Recorded], current: Sequence[Outcome], new: Sequence[Outcome], proposed: LoadedPolicy,
    *, current_name: str, proposed_name: str, period: str, team: str | None,
) -> Report:
    teams: dict[str, TeamFigures] = defaultdict(TeamFigures)
    overall = TeamFigures()
    budgets: dict[str, Budget] = {}
    zones: dict[str, ZoneInfo] = {}
    spans: dict[tuple[str, int], tuple[str, str]] = {}  # (team, quarter hour) -> local day and month
    # per session: (pinned versions per request index under each policy, escalated under each)
    sessions: dict[tuple[str, str], list[Any]] = {}
    for rec, cur, nxt in zip(requests, current, new, strict=True):
        teams[rec.team].add(cur, nxt, rec)
        budget = budgets.get(rec.team)
        if budget is None:
            spec = proposed.policy.teams.get(rec.team)
            limits = spec.limits if spec is not None else None
            budget = budgets[rec.team] = Budget(
                usd_to_micros(limits.daily_budget_usd) if limits else None,
                usd_to_micros(limits.monthly_budget_usd) if limits else None,
                limits.timezone if limits else "UTC",
            )
            zones[rec.team] = ZoneInfo(budget.timezone)
        # every time zone's offset is a whole number of quarter hours: one conversion per quarter hour
        quarter = rec.ts_micros // _QUARTER_HOUR
        span = spans.get((rec.team, quarter))
        if span is None:
            local = (_EPOCH + timedelta(microseconds=quarter * _QUARTER_HOUR)).astimezone(zones[rec.team])
            span = spans[(rec.team, quarter)] = (local.strftime("%Y-%m-%d"), local.strftime("%Y-%m"))
        day, month = span
        d = budget.days.get(day, (0, 0))
        budget.days[day] = (d[0] + cur.cost_micros, d[1] + nxt.cost_micros)
        m = budget.months.get(month, (0, 0))
        budget.months[month] = (m[0] + cur.cost_micros, m[1] + nxt.cost_micros)
        if rec.session_id is not None:
            state = sessions.setdefault((rec.team, rec.session_id), [False, False, False, []])
            state[0] |= cur.pinned != nxt.pinned or (cur.pinned and cur.version != nxt.version)
            state[1] |= cur.escalated
            state[2] |= nxt.escalated
            state[3].append((cur.escalated, nxt.escalated))
    for (team_name, _), (pinned_diff, esc_cur, esc_new, marks) in sessions.items():
        figures = teams[team_name]
        figures.sessions += 1
        figures.sessions_pinned_differently += pinned_diff
        figures.sessions_escalated_current += esc_cur
        figures.sessions_escalated_new += esc_new
        figures.sessions_escalated_differently += any(a != b for a, b in marks)
    for figures in teams.values():
        overall.merge(figures)
    return Report(current_name, proposed_name, period, team, dict(sorted(teams.items())), overall,
                  dict(sorted(budgets.items())))


def _figures_doc(f: TeamFigures) -> dict[str, Any]:
    return {
        "requests": f.requests,
        "moved": f.moved,
        "moved_pct": round(f.moved_pct, 4),
        "fast_to_standard": f.fast_to_standard,
        "standard_to_fast": f.standard_to_fast,
        "moved_by": [
            {"from": k[0], "to": k[1], "rule": k[2], "request_class": k[3], "requests": n}
            for k, n in sorted(f.moved_by.items())
        ],
        "cost_current_usd": dollars6(f.cost_current),
        "cost_new_usd": dollars6(f.cost_new),
        "cost_delta_usd": dollars6(f.cost_delta),
        "cost_current_micros": f.cost_current,
        "cost_new_micros": f.cost_new,
        "cost_delta_micros": f.cost_delta,
        "cost_delta_pct": None if f.cost_delta_pct == float("inf") else round(f.cost_delta_pct, 4),
        "unpriced_current": f.unpriced_current,
        "unpriced_new": f.unpriced_new,
        "refused_current": dict(sorted(f.refused_current.items())),
        "refused_new": dict(sorted(f.refused_new.items())),
        "differs_from_recorded": f.differs_from_recorded,
        "sessions": {
            "total": f.sessions,
            "pinned_differently": f.sessions_pinned_differently,
            "escalated_current": f.sessions_escalated_current,
            "escalated_new": f.sessions_escalated_new,
            "escalated_differently": f.sessions_escalated_differently,
        },
    }


def _opt(micros: int | None) -> str | None:
    return None if micros is None else dollars6(micros)


def _budget_doc(b: Budget) -> dict[str, Any]:
    return {
        "timezone": b.timezone,
        "daily_budget_usd": _opt(b.daily_budget_micros),
        "monthly_budget_usd": _opt(b.monthly_budget_micros),
        "daily_headroom_current_usd": _opt(b.headroom("days", 0)),
        "daily_headroom_new_usd": _opt(b.headroom("days", 1)),
        "monthly_headroom_current_usd": _opt(b.headroom("months", 0)),
        "monthly_headroom_new_usd": _opt(b.headroom("months", 1)),
        "days_over_daily_current": b.over("days", 0),
        "days_over_daily_new": b.over("days", 1),
        "months_over_monthly_current": b.over("months", 0),
        "months_over_monthly_new": b.over("months", 1),
    }


def to_doc(report: Report) -> dict[str, Any]:
    return {
        "current": report.current,
        "proposed": report.proposed,
        "period": report.period,
        "team": report.team_filter,
        "overall": _figures_doc(report.overall),
        "teams": {
            name: {**_figures_doc(f), "budget": _budget_doc(report.budgets[name])}
            for name, f in report.teams.items()
        },
    }


def _pct(value: float) -> str:
    return "n/a" if value == float("inf") else f"{value:+.1f}%"


def _table(rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for n, row in enumerate(rows):
        cells = [c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths, strict=True))]
        lines.append("  ".join(cells).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines) + "\n"


def _refused_cell(c: Counter[str]) -> str:
    return str(sum(c.values()))


def format_table(report: Report) -> str:
    out = [f"what-if: {report.current} -> {report.proposed}, period {report.period}"
           + (f", team {report.team_filter}" if report.team_filter else "")
           + f" ({report.overall.requests} requests)\n\n"]
    head = ["team", "requests", "moved", "fast>std", "std>fast", "refused", "cost now", "cost new", "change"]
    rows = [head]
    for name, f in [*report.teams.items(), ("all", report.overall)]:
        rows.append([
            name, str(f.requests), f"{f.moved} ({f.moved_pct:.1f}%)", str(f.fast_to_standard),
            str(f.standard_to_fast), _refused_cell(f.refused_new), cents(f.cost_current), cents(f.cost_new),
            f"{cents(f.cost_delta)} ({_pct(f.cost_delta_pct)})",
        ])
    out.append(_table(rows))
    moved = [["team", "from", "to", "rule (new)", "request_class (new)", "requests"]]
    for name, f in report.teams.items():
        for (src, dst, rule, cls), n in sorted(f.moved_by.items()):
            moved.append([name, src, dst, rule, cls, str(n)])
    if len(moved) > 1:
        out.append("\nmoved requests\n" + _table(moved))
    refused = [["team", "refused by", "current", "new"]]
    for name, f in report.teams.items():
        for kind in sorted(set(f.refused_current) | set(f.refused_new)):
            refused.append([name, kind, str(f.refused_current[kind]), str(f.refused_new[kind])])
    if len(refused) > 1:
        out.append("\nrefused requests\n" + _table(refused))
    sess = [["team", "sessions", "pinned differently", "escalated now", "escalated new", "escalated differently"]]
    for name, f in report.teams.items():
        if f.sessions:
            sess.append([name, str(f.sessions), str(f.sessions_pinned_differently), str(f.sessions_escalated_current),
                         str(f.sessions_escalated_new), str(f.sessions_escalated_differently)])
    o = report.overall
    if o.sessions_pinned_differently or o.sessions_escalated_differently:
        out.append("\nsessions\n" + _table(sess))
    elif o.sessions:
        out.append(f"\nsessions: none of {o.sessions} pinned or escalated differently\n")
    budgets = [["team", "daily budget", "headroom now", "headroom new", "days over now", "days over new",
                "monthly budget", "months over new"]]
    def money(v: int | None) -> str:
        return "-" if v is None else cents(v)

    for name, b in report.budgets.items():
        if b.daily_budget_micros is None and b.monthly_budget_micros is None:
            continue
        budgets.append([
            name, money(b.daily_budget_micros), money(b.headroom("days", 0)), money(b.headroom("days", 1)),
            str(len(b.over("days", 0))), ",".join(b.over("days", 1)) or "0", money(b.monthly_budget_micros),
            ",".join(b.over("months", 1)) or "0",
        ])
    if len(budgets) > 1:
        out.append("\nbudgets (the proposed policy's; headroom on the period's most expensive day)\n" + _table(budgets))
    if report.overall.differs_from_recorded:
        out.append(f"\nnote: {report.overall.differs_from_recorded} requests replayed through the current policy "
                   "route differently from what was served (the policy changed during the period, or a budget "
                   "downgrade at admission)\n")
    return "".join(out)


CSV_COLUMNS = (
    "team", "requests", "moved", "moved_pct", "fast_to_standard", "standard_to_fast", "refused_new",
    "cost_current_usd", "cost_new_usd", "cost_delta_usd", "cost_delta_pct", "sessions_pinned_differently",
    "sessions_escalated_differently", "days_over_daily_new",
)


def format_csv(report: Report) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for name, f in [*report.teams.items(), ("all", report.overall)]:
        budget = report.budgets.get(name)
        writer.writerow([
            name, f.requests, f.moved, f"{f.moved_pct:.4f}", f.fast_to_standard, f.standard_to_fast,
            sum(f.refused_new.values()), dollars6(f.cost_current), dollars6(f.cost_new), dollars6(f.cost_delta),
            "" if f.cost_delta_pct == float("inf") else f"{f.cost_delta_pct:.4f}", f.sessions_pinned_differently,
            f.sessions_escalated_differently, len(budget.over("days", 1)) if budget else "",
        ])
    return buf.getvalue()


def render(report: Report, fmt: str) -> str:
    if fmt == "json":
        return orjson.dumps(to_doc(report), option=orjson.OPT_INDENT_2).decode() + "\n"
    if fmt == "csv":
        return format_csv(report)
    return format_table(report)
