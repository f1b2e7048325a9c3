"""One suite, both backends: limits, atomicity under concurrency, settle, leases, tasks, periods, alerts."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from decimal import Decimal

from quota_harness import Harness, req

from gateway.quota.model import Limits, TaskLimits


def test_rpm_denies_at_exact_boundary_and_reopens_next_window(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q, lim = h.replica(), Limits(requests_per_minute=3)
        verdicts = [await q.reserve(req(limits=lim)) for _ in range(4)]
        assert [v.admitted for v in verdicts] == [True, True, True, False]
        first, denied = verdicts[0], verdicts[3]
        assert first.snapshot.limit_requests == 3 and first.snapshot.remaining_requests == 2
        assert verdicts[2].snapshot.headers()["x-ratelimit-remaining-requests"] == "0"
        assert (denied.denied_by, denied.scope, denied.retry_can_help) == ("rpm", "team", True)
        assert denied.retry_after_seconds == 59.0  # the clock sits 1 s into its minute
        h.clock.advance(59)
        assert (await q.reserve(req(limits=lim))).admitted

    h.run(body)


def test_tpm_boundary_and_request_larger_than_limit(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q, lim = h.replica(), Limits(tokens_per_minute=100)
        assert (await q.reserve(req(limits=lim, tokens=60))).admitted
        assert (await q.reserve(req(limits=lim, tokens=40))).admitted
        over = await q.reserve(req(limits=lim, tokens=1))
        assert (over.denied_by, over.retry_can_help) == ("tpm", True)
        h.clock.advance(60)
        never = await q.reserve(req(limits=lim, tokens=101))
        assert (never.denied_by, never.retry_can_help) == ("tpm", False)  # cannot fit in any window

    h.run(body)


def test_denial_reserves_nothing(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q = h.replica()
        lim = Limits(
            requests_per_minute=10, tokens_per_minute=1000, concurrent_requests=5, daily_budget_usd=Decimal("0.001")
        )
        task = TaskLimits.model_construct(max_steps=0)  # a policy refuses 0; the backend must still deny
        denied = await q.reserve(req(limits=lim, cost=100, task_id="t1", task_limits=task))
        assert (denied.denied_by, denied.scope, denied.retry_can_help) == ("task_steps", "task", False)
        broke = await q.reserve(req(limits=lim, cost=1001))
        assert broke.denied_by == "daily_budget" and not broke.retry_can_help
        usage = await q.usage("acme")
        assert usage["in_flight"] == 0
        assert usage["requests_this_minute"] == 0 and usage["tokens_this_minute"] == 0
        assert usage["daily_reserved_micros"] == 0 and usage["monthly_reserved_micros"] == 0
        ok = await q.reserve(req(limits=lim, cost=1000))
        assert ok.admitted and ok.snapshot.budget_remaining_micros == 0

    h.run(body)


def test_concurrency_frees_a_slot_on_settle(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q, lim = h.replica(), Limits(concurrent_requests=2)
        a, b, c = req(limits=lim), req(limits=lim), req(limits=lim)
        assert (await q.reserve(a)).admitted and (await q.reserve(b)).admitted
        denied = await q.reserve(c)
        assert (denied.denied_by, denied.retry_can_help) == ("concurrency", True)
        assert await q.in_flight("acme") == 2
        await q.settle(a.request_id, 5, 50)
        assert (await q.reserve(c)).admitted
        assert await q.in_flight("acme") == 2

    h.run(body)


def test_hundreds_of_concurrent_reserves_never_exceed_any_limit(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q = h.replica()
        for team, lim, cost, expected in (
            ("rpm-team", Limits(requests_per_minute=100), 1, 100),
            ("conc-team", Limits(concurrent_requests=37), 1, 37),
            ("money-team", Limits(daily_budget_usd=Decimal("0.001")), 7, 142),
        ):
            calls = [q.reserve(req(team, limits=lim, cost=cost)) for _ in range(300)]
            verdicts = await asyncio.gather(*calls)
            assert sum(v.admitted for v in verdicts) == expected, team

    h.run(body)


def test_settle_is_idempotent_and_spend_equals_actual_sum(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q, lim = h.replica(), Limits(daily_budget_usd=Decimal(1000))
        reqs = [req(limits=lim, cost=1000) for _ in range(20)]
        for r in reqs:
            assert (await q.reserve(r)).admitted
        assert (await q.usage("acme"))["daily_reserved_micros"] == 20_000
        actual = [17 * i + 3 for i in range(20)]
        for r, cost in zip(reqs, actual, strict=True):
            assert (await q.settle(r.request_id, 8, cost)).recorded
        again = await q.settle(reqs[0].request_id, 8, 999_999)
        assert not again.recorded
        assert await q.spent("acme", "daily") == sum(actual)
        assert await q.spent("acme", "monthly") == sum(actual)
        usage = await q.usage("acme")
        assert usage["daily_reserved_micros"] == 0 and usage["in_flight"] == 0
        assert not (await q.settle("never-reserved", 1, 1)).recorded

    h.run(body)


def test_settle_corrects_tokens_in_the_window(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q, lim = h.replica(), Limits(tokens_per_minute=1000)
        r = req(limits=lim, tokens=900)
        await q.reserve(r)
        assert not (await q.reserve(req(limits=lim, tokens=200))).admitted
        await q.settle(r.request_id, 300, 10)
        assert (await q.usage("acme"))["tokens_this_minute"] == 300
        assert (await q.reserve(req(limits=lim, tokens=200))).admitted

    h.run(body)


def test_expired_leases_are_released_and_late_settle_still_counts_once(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q, lim = h.replica(), Limits(concurrent_requests=1, daily_budget_usd=Decimal("0.001"))
        dead = req(limits=lim, cost=800, lease=5)
        assert (await q.reserve(dead)).admitted
        assert not (await q.reserve(req(limits=lim, cost=100))).admitted
        h.clock.advance(6)
        assert await q.release_expired() == 1
        assert await q.release_expired() == 0
        usage = await q.usage("acme")
        assert usage["in_flight"] == 0 and usage["daily_reserved_micros"] == 0
        await q.settle(dead.request_id, 10, 300)  # the slow request did finish: its money is not lost
        await q.settle(dead.request_id, 10, 300)
        assert await q.spent("acme", "daily") == 300
        assert (await q.usage("acme"))["daily_reserved_micros"] == 0

    h.run(body)


def test_reserve_reclaims_expired_leases_without_a_sweeper(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q, lim = h.replica(), Limits(concurrent_requests=1, daily_budget_usd=Decimal("0.0005"))
        assert (await q.reserve(req(limits=lim, cost=500, lease=2))).admitted
        assert not (await q.reserve(req(limits=lim, cost=1, lease=2))).admitted
        h.clock.advance(3)
        assert (await q.reserve(req(limits=lim, cost=500))).admitted

    h.run(body)


def test_key_limits_inside_a_team(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q = h.replica()
        team = Limits(requests_per_minute=10)
        key = Limits(requests_per_minute=2, daily_budget_usd=Decimal("0.00025"))
        assert (await q.reserve(req(key_id="a", limits=team, key_limits=key))).admitted
        assert (await q.reserve(req(key_id="a", limits=team, key_limits=key))).admitted
        third = await q.reserve(req(key_id="a", limits=team, key_limits=key))
        assert (third.denied_by, third.scope) == ("key_rpm", "key")
        assert (await q.reserve(req(key_id="b", limits=team, key_limits=key))).admitted
        money = await q.reserve(req(key_id="b", limits=team, key_limits=key, cost=200))
        assert (money.denied_by, money.retry_can_help) == ("key_daily_budget", False)
        assert (await q.usage("acme"))["requests_this_minute"] == 3

    h.run(body)


def test_task_limits_steps_cost_and_wall_time(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q = h.replica()
        steps = TaskLimits(max_steps=3)
        got = [(await q.reserve(req(task_id="s", task_limits=steps))).denied_by for _ in range(4)]
        assert got == [None, None, None, "task_steps"]
        cost = TaskLimits(max_cost_usd=Decimal("0.0001"))
        first = req(task_id="c", task_limits=cost, cost=40)
        assert (await q.reserve(first)).admitted
        assert (await q.reserve(req(task_id="c", task_limits=cost, cost=40))).admitted
        assert (await q.reserve(req(task_id="c", task_limits=cost, cost=40))).denied_by == "task_cost"
        await q.settle(first.request_id, 1, 10)  # actual 10 instead of 40 frees room
        assert (await q.reserve(req(task_id="c", task_limits=cost, cost=40))).admitted
        wall = TaskLimits(max_wall_seconds=60)
        assert (await q.reserve(req(task_id="w", task_limits=wall))).admitted
        h.clock.advance(60)
        assert (await q.reserve(req(task_id="w", task_limits=wall))).admitted
        h.clock.advance(1)
        late = await q.reserve(req(task_id="w", task_limits=wall))
        assert (late.denied_by, late.scope, late.retry_can_help) == ("task_wall_time", "task", False)

    h.run(body)


def test_daily_period_rolls_over_at_midnight(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q, lim = h.replica(), Limits(daily_budget_usd=Decimal("0.0001"), monthly_budget_usd=Decimal("0.00015"))
        r = req(limits=lim, cost=100)
        await q.reserve(r)
        await q.settle(r.request_id, 1, 100)
        denied = await q.reserve(req(limits=lim, cost=1))
        assert denied.denied_by == "daily_budget"
        assert denied.retry_after_seconds == 14 * 3600 - 1  # 10:00:01 -> midnight UTC
        h.clock.advance(14 * 3600)  # 2026-12-01 00:00:01: new day and new month
        r2 = req(limits=lim, cost=100)
        assert (await q.reserve(r2)).admitted
        await q.settle(r2.request_id, 1, 100)
        assert await q.spent("acme", "daily") == 100
        nov30 = datetime(2026, 11, 30, 12, tzinfo=UTC)
        assert await q.spent("acme", "daily", at=nov30) == 100
        assert await q.spent("acme", "monthly", at=nov30) == 100
        assert await q.spent("acme", "monthly") == 100

    h.run(body)


def test_periods_follow_the_team_time_zone(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q = h.replica()
        lim = Limits(daily_budget_usd=Decimal("0.001"), alert_thresholds=[0.5], timezone="America/Los_Angeles")
        h.clock.t = datetime(2026, 12, 1, 5, 0, tzinfo=UTC).timestamp()  # Nov 30, 21:00 in Los Angeles
        r = req(limits=lim, cost=600)
        await q.reserve(r)
        settled = await q.settle(r.request_id, 1, 600)
        assert [(a.period, a.threshold) for a in settled.crossed_alerts] == [("2026-11-30", 0.5)]
        assert await q.spent("acme", "monthly", at=datetime(2026, 11, 15, tzinfo=UTC)) == 600
        assert await q.spent("acme", "daily") == 600
        h.clock.t = datetime(2026, 12, 1, 8, 30, tzinfo=UTC).timestamp()  # 00:30 Dec 1 local
        assert await q.spent("acme", "daily") == 0
        assert await q.spent("acme", "monthly") == 0
        assert (await q.reserve(req(limits=lim, cost=1000))).admitted

    h.run(body)


def test_alerts_fire_once_per_threshold_per_period(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q = h.replica()
        lim = Limits(daily_budget_usd=Decimal("0.001"), monthly_budget_usd=Decimal(1000))

        async def spend(cost: int) -> list[tuple[str, float]]:
            r = req(limits=lim, cost=0)
            await q.reserve(r)
            return [(a.budget, a.threshold) for a in (await q.settle(r.request_id, 1, cost)).crossed_alerts]

        assert await spend(400) == []
        assert await spend(200) == [("daily", 0.5)]
        assert await spend(300) == [("daily", 0.8)]
        assert await spend(50) == []
        assert await spend(10_000) == [("daily", 1.0)]
        assert await spend(10_000) == []
        h.clock.advance(86400)
        assert await spend(500) == [("daily", 0.5)]

    h.run(body)


def test_alert_carries_spend_and_budget(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q = h.replica()
        lim = Limits(monthly_budget_usd=Decimal("0.002"), alert_thresholds=[0.25])
        r = req(limits=lim, cost=100)
        await q.reserve(r)
        (alert,) = (await q.settle(r.request_id, 1, 700)).crossed_alerts
        assert (alert.team, alert.budget, alert.period) == ("acme", "monthly", "2026-11")
        assert (alert.spent_micros, alert.budget_micros, alert.threshold) == (700, 2000, 0.25)

    h.run(body)


def test_sessions_pin_and_expire(h: Harness) -> None:
    async def body(h: Harness) -> None:
        q = h.replica()
        assert await q.get_session("sess-1") is None
        await q.set_session("sess-1", "coder:fast", 30)
        await q.set_session("sess-1", "coder:standard", 30)
        assert await q.get_session("sess-1") == "coder:standard"
        assert await q.ping()
        if h.kind == "memory":
            h.clock.advance(31)
            assert await q.get_session("sess-1") is None

    h.run(body)


def test_a_changed_limit_applies_within_the_same_minute(h: Harness) -> None:
    """The checks of a scope are built once per minute and limits object: a policy reload (new limits)
    must take effect at once, not at the next minute."""

    async def body(h: Harness) -> None:
        q = h.replica()
        one = Decimal("0.0005")
        assert (await q.reserve(req(limits=Limits(requests_per_minute=1, daily_budget_usd=one), cost=100))).admitted
        denied = await q.reserve(req(limits=Limits(requests_per_minute=1, daily_budget_usd=one), cost=100))
        assert denied.denied_by == "rpm"
        lower = Limits(requests_per_minute=5, daily_budget_usd=Decimal("0.00015"))
        raised = await q.reserve(req(limits=lower, cost=100))
        assert raised.denied_by == "daily_budget"  # the new budget (150) counts, not the cached one (500)
        ok = await q.reserve(req(limits=Limits(requests_per_minute=5, daily_budget_usd=Decimal("0.0005")), cost=100))
        assert ok.admitted
        assert (ok.snapshot.limit_requests, ok.snapshot.remaining_requests) == (5, 3)

    h.run(body)


def test_settles_of_one_moment_each_get_their_own_outcome(h: Harness) -> None:
    """Settles issued together (one event-loop iteration: Redis sends them as one script call per team) each
    record their own spend, a repeated settle inside the same moment records nothing, an alert fires once
    for the settle that crossed it, and another team's settles are not mixed in."""

    async def body(h: Harness) -> None:
        q = h.replica()
        lim = Limits(
            tokens_per_minute=10_000, concurrent_requests=50, daily_budget_usd=Decimal("0.001"),
            monthly_budget_usd=Decimal(1000),
        )
        acme = [req(limits=lim, tokens=100, cost=0) for _ in range(30)]
        other = [req("other", limits=lim, tokens=100, cost=0) for _ in range(5)]
        for r in acme + other:
            assert (await q.reserve(r)).admitted
        costs = [20] * 30  # 24 settles reach 480 (< 50% of 1000); the 25th reaches 500 and crosses 0.5
        calls = [q.settle(r.request_id, 7, c) for r, c in zip(acme, costs, strict=True)]
        calls.append(q.settle(acme[0].request_id, 7, 999))  # the same request again, in the same moment
        calls += [q.settle(r.request_id, 3, 1) for r in other]
        results = await asyncio.gather(*calls)
        assert [s.recorded for s in results[:30]] == [True] * 30
        assert not results[30].recorded
        crossed = [(i, a.threshold) for i, s in enumerate(results[:30]) for a in s.crossed_alerts]
        assert crossed == [(24, 0.5)]
        assert all(s.recorded and not s.crossed_alerts for s in results[31:])
        assert await q.spent("acme", "daily") == 600 and await q.spent("other", "daily") == 5
        acme_usage, other_usage = await q.usage("acme"), await q.usage("other")
        assert (acme_usage["in_flight"], acme_usage["tokens_this_minute"]) == (0, 30 * 7)
        assert (other_usage["in_flight"], other_usage["tokens_this_minute"]) == (0, 5 * 3)

    h.run(body)
