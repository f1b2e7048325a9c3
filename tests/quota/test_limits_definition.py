"""``Limits`` and ``TaskLimits`` have one definition: the policy's models, which the quota backends read as
they are (no second copy to convert into), with the budgets in integer micro-dollars derived at load."""

from __future__ import annotations

from decimal import Decimal

from gateway.pipeline import admit as admission
from gateway.policy import model as pm
from gateway.quota import model as qm


def test_the_backends_read_the_policys_own_objects() -> None:
    assert qm.Limits is pm.Limits and qm.TaskLimits is pm.TaskLimits
    key = pm.Key(id="k1", sha256="sha256:" + "0" * 64, limits=pm.Limits(requests_per_minute=2))
    team = pm.Team(keys=[key], limits=pm.Limits(daily_budget_usd=Decimal("2.5")),
                   task_limits=pm.TaskLimits(max_steps=4, max_cost_usd=Decimal("0.75")))
    quota = admission.team_quota("digest-of-this-test", "alpha", team)
    assert quota.limits is team.limits and quota.keys["k1"] is key.limits and quota.tasks is team.task_limits


def test_micro_dollar_budgets_are_derived_as_the_backends_counted_them() -> None:
    limits = pm.Limits(daily_budget_usd=Decimal("1.2345678"), monthly_budget_usd=Decimal(30))
    assert (limits.daily_budget_micros, limits.monthly_budget_micros) == (1_234_567, 30_000_000)  # truncated
    assert pm.Limits().daily_budget_micros is None and pm.TaskLimits().max_cost_micros is None
    assert pm.TaskLimits(max_cost_usd=Decimal("0.000001")).max_cost_micros == 1


def test_limits_are_values_the_backends_can_use_as_cache_keys() -> None:
    a = pm.Limits.model_validate({"alert_thresholds": [1.0, 0.5, 0.5], "requests_per_minute": 3})
    b = pm.Limits(alert_thresholds=(0.5, 1.0), requests_per_minute=3)
    assert a.alert_thresholds == (0.5, 1.0) and a == b and hash(a) == hash(b)
