"""Shadows through a real gateway: clients see only the live version, at its speed; the report shows the
configured sample; shadow spend is in the ledger but out of the team's budget (real Redis)."""

from __future__ import annotations

import asyncio
import json
import statistics
import time
from collections.abc import Iterator
from typing import Any

import pytest
import redis

from gateway.quota import RedisQuota
from tests.shadow.gw_support import (
    LONG_PROMPTS,
    SINGLE_PROMPTS,
    admin_get,
    candidate_run,
    cli,
    client,
    env,
    metric,
    sim_candidate,
    solo_policy,
    unique_team,
    wait_for,
    wait_for_pairs,
)
from tests.support.ledger_db import read_entries, sqlite_url
from tests.support.procs import GatewayProcess

REDIS = "redis://127.0.0.1:6379/0"
CANDIDATE_DELAY_MS = 1000  # the candidate is this much slower than live: no client call may take that long


@pytest.fixture
def redis_team() -> Iterator[tuple[str, str, dict[str, Any]]]:
    team, key, entry = unique_team()
    yield team, key, entry
    conn = redis.Redis.from_url(REDIS)
    for k in conn.scan_iter(f"*{{{team}}}*"):
        conn.delete(k)


def ask(gw: GatewayProcess, key: str, prompt: str, stream: bool) -> tuple[dict[str, Any], str, float]:
    """One client call through the openai SDK: (answer, class header, wall milliseconds)."""
    sdk = client(gw, key)
    messages: Any = [{"role": "user", "content": prompt}]
    started = time.perf_counter()
    if stream:
        streamed = sdk.chat.completions.with_raw_response.create(model="solo", messages=messages, stream=True)
        text, finish = [], None
        for chunk in streamed.parse():
            if chunk.choices:
                text.append(chunk.choices[0].delta.content or "")
                finish = chunk.choices[0].finish_reason or finish
        answer = {"content": "".join(text), "finish_reason": finish}
        headers = streamed.headers
    else:
        raw = sdk.chat.completions.with_raw_response.create(model="solo", messages=messages)
        choice = raw.parse().choices[0]
        answer = {"content": choice.message.content, "finish_reason": choice.finish_reason}
        headers = raw.headers
    elapsed = (time.perf_counter() - started) * 1000
    return answer, headers["x-gateway-request-class"], elapsed


def traffic() -> list[tuple[str, bool]]:
    prompts = [(p, i % 2 == 1) for i, p in enumerate(SINGLE_PROMPTS * 3)]
    prompts += [(p, i % 2 == 0) for i, p in enumerate(LONG_PROMPTS * 3)]
    return prompts


def test_clients_see_only_live_answers_and_shadow_spend_stays_out_of_budget(
    gateway_factory: Any, redis_team: tuple[str, str, dict[str, Any]]
) -> None:
    team, key, entry = redis_team
    teams = {team: {"keys": [entry], "limits": {"daily_budget_usd": "5"}}}
    cand = sim_candidate("w2", {"single_step": 1.0, "long_horizon": 0.0}, ttft_ms=CANDIDATE_DELAY_MS,
                         max_concurrency=32, thresholds={"min_pairs": 5, "min_agreement": 0.5})
    shadowed = gateway_factory(solo_policy(teams, candidate=cand), env=env(GATEWAY_REDIS_URL=REDIS),
                               name="with")
    plain = gateway_factory(solo_policy(teams), env=env(), name="without")

    with_latency, without_latency, classes = [], [], []
    for prompt, stream in traffic():
        live_answer, label, ms = ask(shadowed, key, prompt, stream)
        reference, ref_label, ref_ms = ask(plain, key, prompt, stream)
        assert live_answer == reference and label == ref_label  # exactly the live version's answer
        with_latency.append(ms)
        without_latency.append(ref_ms)
        classes.append(label)
    singles = classes.count("single_step")
    assert singles >= 6 and classes.count("long_horizon") >= 3, classes
    # The candidate is CANDIDATE_DELAY_MS slower; no client call waited for it.
    assert max(with_latency) < CANDIDATE_DELAY_MS, with_latency
    assert statistics.median(with_latency) < statistics.median(without_latency) + CANDIDATE_DELAY_MS / 2
    print(f"\nclient ms with candidate: median {statistics.median(with_latency):.1f} max {max(with_latency):.1f}; "
          f"without: median {statistics.median(without_latency):.1f} max {max(without_latency):.1f}")

    # The report holds exactly the sampled class (single_step 1.0, long_horizon 0.0).
    run = candidate_run(shadowed)
    report = wait_for_pairs(shadowed, run["id"], singles)
    assert report["overall"]["pairs"] == singles
    assert set(report["by_request_class"]) == {"single_step"}
    assert report["overall"]["agreement"]["rate"] == 1.0, json.dumps(report["worst"], indent=1)
    assert report["latency_ms"]["candidate_p50"] >= CANDIDATE_DELAY_MS > report["latency_ms"]["live_p50"]
    # Same answers, but the slower candidate is held for its latency alone.
    # Judged per stream mode (like with like): complete calls on total latency, streams also on first token.
    assert report["verdict"] == "hold" and report["reasons"], report["reasons"]
    assert all(r.split(": ", 1)[0] in ("streamed", "non_streamed") and
               ("p50 latency up" in r or "p50 time to first token up" in r) for r in report["reasons"])
    assert metric(shadowed, "gateway_shadow_pairs_total", {"agree": "true"}) == singles
    assert metric(shadowed, "gateway_shadow_sampled_total") == singles

    # The operator's CLI reads the same report from the gateway's database.
    done = cli(shadowed, "shadow", "report", "--format", "json")
    assert done.returncode == 3, done.stderr  # hold
    from_cli = json.loads(done.stdout)
    assert from_cli["run"]["id"] == run["id"] and from_cli["overall"]["pairs"] == singles
    assert set(from_cli["by_request_class"]) == {"single_step"} and from_cli["verdict"] == "hold"

    # Every shadow call is a priced ledger entry marked shadow, tagged with its run.
    def all_written() -> list[Any]:  # the ledger writes in the background
        found = read_entries(sqlite_url(shadowed.state))
        return found if sum(e.shadow for e in found) >= singles else []

    entries = wait_for(all_written) or read_entries(sqlite_url(shadowed.state))
    shadow_rows = [e for e in entries if e.shadow]
    live_rows = [e for e in entries if not e.shadow]
    assert len(shadow_rows) == singles and len(live_rows) == len(classes)
    assert all(e.shadow_run == run["id"] and (e.cost_micros or 0) > 0 for e in shadow_rows)
    assert {e.request_class for e in shadow_rows} == {"single_step"}
    live_cost = sum(e.cost_micros or 0 for e in live_rows)
    shadow_cost = sum(e.cost_micros or 0 for e in shadow_rows)
    assert report["cost_candidate_micros"] == shadow_cost > 0

    # The team's budget (Redis) was charged the live cost only; the ledger's budget report agrees.
    async def spent() -> int:
        quota = RedisQuota.from_url(REDIS)
        try:
            return await quota.spent(team, "daily")
        finally:
            await quota.close()

    assert wait_for(lambda: asyncio.run(spent()) == live_cost), (asyncio.run(spent()), live_cost, shadow_cost)
    budgets = admin_get(shadowed, "/admin/reports/budgets", team=team, format="json")
    daily = next(p for p in budgets["teams"][0]["periods"] if p["name"] == "daily")
    assert daily["spent_micros"] == live_cost and daily["budget_micros"] == 5_000_000

    # The dashboard's shadow panel lists the run with its verdict.
    dashboard = admin_get(shadowed, "/dashboard/data")
    listed = {r["id"]: r for r in dashboard["shadow_runs"]}
    assert listed[run["id"]]["pairs"] == singles and listed[run["id"]]["verdict"] == "hold"
