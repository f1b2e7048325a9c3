"""Report periods as half-open UTC ranges, and a team's current budget periods in its own time zone."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo


@dataclass(frozen=True, slots=True)
class Period:
    """`start <= ts < end`, both UTC; `label` is what the user typed (or the budget period key)."""

    label: str
    start: datetime
    end: datetime


def _day(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"bad date {text!r}: expected YYYY-MM-DD") from None


def _month_start(d: date) -> date:
    return d.replace(day=1)


def _next_month(d: date) -> date:
    return date(d.year + 1, 1, 1) if d.month == 12 else date(d.year, d.month + 1, 1)


def _utc(d: date, tz: ZoneInfo | None = None) -> datetime:
    local = datetime(d.year, d.month, d.day, tzinfo=tz or UTC)
    return local.astimezone(UTC)


def parse_period(text: str) -> Period:
    """"2026-11" (month), "2026-11-30" (day) or "2026-11-01..2026-11-15" (inclusive days), in UTC."""
    text = text.strip()
    if ".." in text:
        first, last = (_day(p.strip()) for p in text.split("..", 1))
        if last < first:
            raise ValueError(f"bad period {text!r}: end before start")
        return Period(text, _utc(first), _utc(last + timedelta(days=1)))
    if len(text) == 7:
        try:
            month = date.fromisoformat(text + "-01")
        except ValueError:
            raise ValueError(f"bad month {text!r}: expected YYYY-MM") from None
        return Period(text, _utc(month), _utc(_next_month(month)))
    d = _day(text)
    return Period(text, _utc(d), _utc(d + timedelta(days=1)))


def previous_period(span: Period) -> Period:
    """The period just before ``span`` to compare it with: the previous calendar month for a month, else
    the same number of days ending where ``span`` starts."""
    label = span.label
    if len(label) == 7 and ".." not in label:
        first = span.start.date()
        prev = (first - timedelta(days=1)).replace(day=1)
        return Period(prev.isoformat()[:7], _utc(prev), span.start)
    length = span.end - span.start
    first = (span.start - length).date()
    last = (span.start - timedelta(days=1)).date()
    text = first.isoformat() if first == last else f"{first.isoformat()}..{last.isoformat()}"
    return Period(text, span.start - length, span.start)


def current_day(now: datetime, tz: ZoneInfo) -> Period:
    """The local calendar day containing `now`, as a UTC range labelled YYYY-MM-DD."""
    local = now.astimezone(tz).date()
    return Period(local.isoformat(), _utc(local, tz), _utc(local + timedelta(days=1), tz))


def current_month(now: datetime, tz: ZoneInfo) -> Period:
    """The local calendar month containing `now`, as a UTC range labelled YYYY-MM."""
    first = _month_start(now.astimezone(tz).date())
    return Period(first.isoformat()[:7], _utc(first, tz), _utc(_next_month(first), tz))
