"""Reports over a real store (SQLite and PostgreSQL) reconcile to the micro-dollar with the entries."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from conftest import make_entry, with_store

from gateway.ledger import LedgerEntry, LedgerStore
from gateway.reports import (
    FOCUS_COLUMNS,
    BudgetUse,
    Report,
    SpendRow,
    Timeline,
    budget_use,
    focus_csv,
    format_csv,
    format_json,
    format_table,
    spend_report,
    task_timeline,
)
from gateway.upstreams.prices import Price, cost_micros

FAST = Price(Decimal("0.15"), Decimal("0.075"), Decimal("0.6"), "test:fast")
STANDARD = Price(Decimal("2.5"), Decimal("1.25"), Decimal("10"), "test:standard")
NOV = datetime(2026, 11, 1, tzinfo=UTC)


def standard_price_for(model: str) -> Price | None:
    return STANDARD if model == "coder" else None


def _attempt(i: int, attempt: int, **kw: object) -> LedgerEntry:
    version = str(kw.pop("version", "fast"))
    price = FAST if version == "fast" else STANDARD
    prompt, cached, completion = 500 + 37 * i, (i * 13) % 200, 20 + 11 * i
    unpriced = i % 11 == 5
    fields: dict[str, object] = dict(
        ts=NOV + timedelta(days=i % 5, hours=i % 24, seconds=attempt),
        request_id=f"req-{i}",
        attempt=attempt,
        team="alpha" if i % 3 else "beta",
        key_id=f"key-{i % 4}",
        requested_model="coder" if i % 2 else "chat",
        request_class="long_horizon" if version == "standard" else "single_step",
        version=version,
        upstream_model="mystery-model" if unpriced else f"up-{version}",
        prompt_tokens=prompt,
        cached_tokens=cached,
        completion_tokens=completion,
        cost_micros=None if unpriced else cost_micros(price, prompt, cached, completion),
    )
    fields.update(kw)
    return make_entry(**fields)


def dataset() -> list[LedgerEntry]:
    """Two teams, fallbacks, unpriced attempts, shadows, a denial, and entries just outside November."""
    out: list[LedgerEntry] = []
    for i in range(60):
        if i % 7 == 0:
            out.append(_attempt(i, 0, outcome="fallback", status_code=503))
            out.append(_attempt(i, 1, version="standard"))
        else:
            out.append(_attempt(i, 0, version="standard" if i % 4 == 1 else "fast"))
        if i % 4 == 0:
            out.append(_attempt(i, 0, shadow=True, version="cand-1", shadow_run="run-1"))
    out.append(make_entry(ts=NOV + timedelta(days=2), request_id="denied-1", team="beta",
                          prompt_tokens=0, completion_tokens=0, cost_micros=0, outcome="denied_quota",
                          status_code=429))  # fmt: skip
    out.append(_attempt(900, 0, ts=NOV - timedelta(microseconds=1)))  # October 31st, 23:59:59.999999
    out.append(_attempt(901, 0, ts=datetime(2026, 12, 1, tzinfo=UTC)))  # December
    return out


def in_november(e: LedgerEntry) -> bool:
    return NOV <= e.ts < datetime(2026, 12, 1, tzinfo=UTC)


def _expected(entries: Sequence[LedgerEntry]) -> dict[str, int]:
    live = [e for e in entries if in_november(e) and not e.shadow]
    return {
        "requests": len({e.request_id for e in live}),
        "attempts": len(live),
        "prompt_tokens": sum(e.prompt_tokens for e in live),
        "cached_tokens": sum(e.cached_tokens for e in live),
        "completion_tokens": sum(e.completion_tokens for e in live),
        "cost_micros": sum(e.cost_micros or 0 for e in live),
        "unpriced_attempts": sum(not e.priced for e in live),
        "shadow_cost_micros": sum(e.cost_micros or 0 for e in entries if in_november(e) and e.shadow),
    }


def _figures(row: SpendRow) -> dict[str, int]:
    return {k: getattr(row, k) for k in _expected([])}


def test_spend_reconciles_with_entries_per_team_and_in_total(store_url: str) -> None:
    entries = dataset()

    async def body(store: LedgerStore) -> tuple[Report, Report, Report]:
        await store.write_batch(entries)
        by_team = await spend_report(store, "2026-11", ["team"], standard_price_for=standard_price_for)
        fine = await spend_report(store, "2026-11", ["team", "version", "request_class", "day", "key"])
        only_beta = await spend_report(store, "2026-11", ["version"], team="beta")
        return by_team, fine, only_beta

    by_team, fine, only_beta = with_store(store_url, body)
    assert _figures(by_team.totals) == _expected(entries)
    assert _figures(fine.totals) == _expected(entries)
    rows = {r.dims[0]: r for r in by_team.rows}
    assert set(rows) == {"alpha", "beta"}
    for team in ("alpha", "beta"):
        assert _figures(rows[team]) == _expected([e for e in entries if e.team == team])
    assert _figures(only_beta.totals) == _expected([e for e in entries if e.team == "beta"])
    assert {r.dims[0] for r in only_beta.rows} <= {"fast", "standard", "cand-1"}
    # The fine report's additive columns sum to the totals; a fallback request spans two version rows.
    fine_rows = fine.rows
    assert sum(r.cost_micros for r in fine_rows) == _expected(entries)["cost_micros"]
    assert sum(r.requests for r in fine_rows) > fine.totals.requests


def test_period_forms_select_exact_utc_ranges(store_url: str) -> None:
    entries = dataset()

    async def body(store: LedgerStore) -> list[int]:
        await store.write_batch(entries)
        out = []
        for period in ("2026-11-03", "2026-11-02..2026-11-04", "2026-10", "2026-12"):
            out.append((await spend_report(store, period, ["day"])).totals.attempts)
        return out

    got = with_store(store_url, body)
    live = [e for e in entries if not e.shadow]
    day = lambda d: sum(1 for e in live if e.ts.date().isoformat() == d)  # noqa: E731
    assert got == [day("2026-11-03"), day("2026-11-02") + day("2026-11-03") + day("2026-11-04"), 1, 1]


def test_savings_against_the_standard_version(store_url: str) -> None:
    entries = [
        make_entry(request_id="f1", version="fast", cost_micros=210),  # 1000*0.15 + 100*0.6
        make_entry(request_id="f2", version="fast", cost_micros=210),
        make_entry(request_id="s1", version="standard", cost_micros=3500),  # 1000*2.5 + 100*10
        make_entry(request_id="u1", version="fast", cost_micros=None),  # unpriced: not in savings
        make_entry(request_id="c1", requested_model="chat", cost_micros=210),  # no standard price known
    ]

    async def body(store: LedgerStore) -> Report:
        await store.write_batch(entries)
        by = ["model", "version"]
        return await spend_report(store, "2026-11-10", by, standard_price_for=standard_price_for)

    report = with_store(store_url, body)
    rows = {r.dims: r for r in report.rows}
    fast = rows[("coder", "fast")]
    assert (fast.cost_micros, fast.unpriced_attempts) == (420, 1)
    assert (fast.standard_cost_micros, fast.savings_micros) == (7000, 6580)
    assert (rows[("coder", "standard")].standard_cost_micros, rows[("coder", "standard")].savings_micros) == (
        3500,
        0,
    )
    assert rows[("chat", "fast")].standard_cost_micros is None
    assert (report.totals.standard_cost_micros, report.totals.savings_micros) == (10500, 6580)
    assert report.totals.cost_micros == 4130  # 210 + 210 + 3500 + 210


def test_unpriced_is_flagged_never_zero_dollars(store_url: str) -> None:
    entries = [
        make_entry(request_id="p1", upstream_model="up-fast", cost_micros=1_234_567),
        make_entry(request_id="u1", upstream_model="mystery-model", cost_micros=None),
        make_entry(request_id="u2", upstream_model="mystery-model", cost_micros=None),
    ]

    async def body(store: LedgerStore) -> Report:
        await store.write_batch(entries)
        return await spend_report(store, "2026-11", ["upstream_model"])

    report = with_store(store_url, body)
    table = format_table(report)
    mystery_line = next(line for line in table.splitlines() if line.startswith("mystery-model"))
    assert "UNPRICED" in mystery_line and "$0.00" not in mystery_line
    assert "$1.23" in next(line for line in table.splitlines() if line.startswith("up-fast"))
    assert "$1.23 +2 UNPRICED" in next(line for line in table.splitlines() if line.startswith("TOTAL"))

    rows = {r["upstream_model"]: r for r in csv.DictReader(io.StringIO(format_csv(report)))}
    assert rows["mystery-model"]["cost_usd"] == "UNPRICED"
    assert rows["mystery-model"]["pricing"] == "none"
    assert rows["up-fast"]["cost_usd"] == "1.234567"
    assert (rows["TOTAL"]["cost_usd"], rows["TOTAL"]["pricing"]) == ("1.234567", "partial")

    doc = json.loads(format_json(report))
    by_model = {r["dims"]["upstream_model"]: r for r in doc["rows"]}
    assert by_model["mystery-model"]["cost_usd"] is None
    assert by_model["mystery-model"]["unpriced_attempts"] == 2
    assert doc["totals"]["cost_usd"] == "1.234567"


def test_focus_export_columns_and_reconciliation(store_url: str) -> None:
    entries = dataset()

    async def body(store: LedgerStore) -> tuple[str, str]:
        await store.write_batch(entries)
        return await focus_csv(store, "2026-11"), await focus_csv(store, "2026-11", team="alpha")

    text, alpha_text = with_store(store_url, body)
    reader = csv.DictReader(io.StringIO(text))
    assert tuple(reader.fieldnames or ())[: len(FOCUS_COLUMNS)] == FOCUS_COLUMNS
    required = {"BilledCost", "EffectiveCost", "ListCost", "ChargePeriodStart", "ChargePeriodEnd",
                "BillingCurrency", "ServiceName", "ServiceCategory", "ResourceId", "ResourceName", "SkuId",
                "ConsumedQuantity", "ConsumedUnit", "SubAccountId", "SubAccountName", "Tags"}  # fmt: skip
    assert required <= set(FOCUS_COLUMNS)
    rows = list(reader)
    expected = _expected(entries)
    live = [r for r in rows if r["x_Shadow"] == "false"]
    priced = [r for r in live if r["x_Unpriced"] == "false"]
    assert sum(Decimal(r["BilledCost"]) for r in priced) * 1_000_000 == expected["cost_micros"]
    assert sum(Decimal(r["EffectiveCost"]) for r in priced) * 1_000_000 == expected["cost_micros"]
    shadow = [r for r in rows if r["x_Shadow"] == "true" and r["x_Unpriced"] == "false"]
    assert sum(Decimal(r["BilledCost"]) for r in shadow) * 1_000_000 == expected["shadow_cost_micros"]
    unpriced = [r for r in rows if r["x_Unpriced"] == "true"]
    assert unpriced and all(r["BilledCost"] == "" and "UNPRICED" in r["ChargeDescription"] for r in unpriced)
    assert sum(int(r["x_Attempts"]) for r in live) == expected["attempts"]
    assert sum(int(r["ConsumedQuantity"]) for r in live) == (
        expected["prompt_tokens"] + expected["completion_tokens"]
    )
    first = priced[0]
    assert first["BillingCurrency"] == "USD" and first["ConsumedUnit"] == "Tokens"
    start = first["ChargePeriodStart"]
    assert start.startswith("2026-11-") and start.endswith("T00:00:00Z")
    assert json.loads(first["Tags"])["gateway.team"] == first["SubAccountId"]
    assert {r["SubAccountId"] for r in csv.DictReader(io.StringIO(alpha_text))} == {"alpha"}


def test_task_timeline_orders_steps_and_marks_failure_and_limit(store_url: str) -> None:
    t0 = datetime(2026, 11, 10, 9, 0, tzinfo=UTC)
    steps = [
        make_entry(ts=t0, request_id="s0", session_id="task-1", cost_micros=100),
        make_entry(ts=t0 + timedelta(seconds=5), request_id="s1", session_id="task-1", cost_micros=None),
        make_entry(ts=t0 + timedelta(seconds=9), request_id="s2", session_id="task-1", cost_micros=300,
                   outcome="fallback", status_code=503),
        make_entry(ts=t0 + timedelta(seconds=10), request_id="s2", attempt=1, session_id="task-1",
                   version="standard", cost_micros=4000),
        make_entry(ts=t0 + timedelta(seconds=20), request_id="s3", session_id="task-1", cost_micros=0,
                   outcome="denied_task_limit", status_code=429),
    ]  # fmt: skip
    noise = [
        make_entry(ts=t0 + timedelta(seconds=1), request_id="s0", shadow=True, session_id="task-1",
                   version="cand-1", cost_micros=999),
        make_entry(ts=t0 + timedelta(seconds=2), request_id="o1", session_id="task-2", cost_micros=5),
        make_entry(ts=t0 + timedelta(seconds=3), request_id="o2", session_id="task-1", team="beta",
                   cost_micros=7),
    ]  # fmt: skip

    async def body(store: LedgerStore) -> tuple[Timeline, Timeline]:
        await store.write_batch(list(reversed(steps)) + noise)
        return await task_timeline(store, "task-1", team="alpha"), await task_timeline(store, "task-1")

    timeline, unrestricted = with_store(store_url, body)
    got = timeline.steps
    assert [(s.request_id, s.attempt) for s in got] == [("s0", 0), ("s1", 0), ("s2", 0), ("s2", 1), ("s3", 0)]
    assert [s.running_total_micros for s in got] == [100, 100, 400, 4400, 4400]
    assert [s.marker for s in got] == [None, None, "first_failure", None, "limit_cut"]
    assert (timeline.total_micros, timeline.unpriced_steps, timeline.complete) == (4400, 1, False)
    assert (timeline.first_failure, timeline.limit_cut) == (2, 4)
    assert len(unrestricted.steps) == 6 and unrestricted.total_micros == 4407


def test_budget_use_in_the_team_time_zone(store_url: str) -> None:
    # now = 2026-11-10 03:00 UTC = 2026-11-09 22:00 in New York (UTC-5 in November).
    now = datetime(2026, 11, 10, 3, 0, tzinfo=UTC)
    entries = [
        make_entry(request_id="a", ts=datetime(2026, 11, 10, 2, 0, tzinfo=UTC), cost_micros=1_000),  # Nov 9
        make_entry(request_id="b", ts=datetime(2026, 11, 9, 6, 0, tzinfo=UTC), cost_micros=20_000),  # Nov 9
        make_entry(request_id="c", ts=datetime(2026, 11, 10, 6, 0, tzinfo=UTC), cost_micros=300_000),  # 10th
        make_entry(request_id="d", ts=datetime(2026, 11, 1, 3, 0, tzinfo=UTC), cost_micros=4_000_000),  # Oct
        make_entry(request_id="e", ts=datetime(2026, 11, 9, 7, 0, tzinfo=UTC), cost_micros=None),  # Nov 9
        make_entry(request_id="f", ts=datetime(2026, 11, 9, 8, 0, tzinfo=UTC), cost_micros=50_000_000,
                   team="beta"),
        make_entry(request_id="g", ts=datetime(2026, 11, 9, 9, 0, tzinfo=UTC), cost_micros=60_000_000,
                   shadow=True, version="cand-1"),
    ]  # fmt: skip

    async def body(store: LedgerStore) -> BudgetUse:
        await store.write_batch(entries)
        return await budget_use(store, "alpha", {"daily": 10_000, "monthly": None}, "America/New_York", now)

    use = with_store(store_url, body)
    daily, monthly = use.periods
    assert (daily.period.label, daily.spent_micros, daily.unpriced_attempts) == ("2026-11-09", 21_000, 1)
    assert (daily.remaining_micros, daily.exhausted) == (-11_000, True)
    assert (monthly.period.label, monthly.spent_micros, monthly.budget_micros) == ("2026-11", 321_000, None)
    assert monthly.remaining_micros is None and not monthly.exhausted


def test_escalated_sessions_count_at_what_they_cost(store_url: str) -> None:
    """A session rescued from fast to standard claims no saving on any of its entries (on both backends);
    other sessions, and the same session id of another team, keep theirs."""

    def entry(i: int, session: str | None, version: str, rule: str, team: str = "alpha") -> LedgerEntry:
        price = FAST if version == "fast" else STANDARD
        return make_entry(
            ts=NOV + timedelta(minutes=i), request_id=f"esc-{i}", team=team, session_id=session, version=version,
            rule=rule, prompt_tokens=2000, completion_tokens=300, cost_micros=cost_micros(price, 2000, 0, 300),
        )

    rescued = [
        entry(0, "x-session-id:loop", "fast", "route-header"),
        entry(1, "x-session-id:loop", "fast", "session-pinned"),
        entry(2, "x-session-id:loop", "standard", "session-escalated"),
        entry(3, "x-session-id:loop", "standard", "session-pinned"),
    ]
    others = [
        entry(4, "x-session-id:quick", "fast", "single-step"),
        entry(5, None, "fast", "single-step"),
        entry(6, "x-session-id:loop", "fast", "single-step", team="beta"),  # another team's session
    ]

    async def body(store: LedgerStore) -> tuple[Report, Report]:
        await store.write_batch([*rescued, *others])
        return (
            await spend_report(store, "2026-11", ("reason",), None, standard_price_for),
            await spend_report(store, "2026-11", ("team",), None, standard_price_for),
        )

    by_reason, by_team = with_store(store_url, body)
    counterfactual = cost_micros(STANDARD, 2000, 0, 300)
    saved_each = counterfactual - cost_micros(FAST, 2000, 0, 300)
    assert by_team.totals.savings_micros == 3 * saved_each  # the three fast requests outside the rescued loop
    assert by_team.totals.escalated_requests == 4
    assert by_team.totals.escalated_cost_micros == sum(e.cost_micros or 0 for e in rescued)
    assert {r.dims[0]: r.requests for r in by_reason.rows}["session-escalated"] == 1
    assert any("escalated" in note for note in by_team.notes)
    assert json.loads(format_json(by_team))["totals"]["escalated_requests"] == 4
