"""Finance-grade: report totals reconcile to the micro-dollar with the ledger and with the quota settles,
over streamed, non-streamed, cancelled, failed and fallback requests of two teams; task limits cut a task
and the timeline shows where."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import openai

from gateway.quota import RedisQuota
from tests.support.ledger_db import read_entries, sqlite_url
from tests.support.policies import SIM_FAST, SIM_STANDARD, openai_version, policy
from tests.support.procs import GatewayProcess, team_key, write_policy
from tests.support.upstream import RecordingUpstream

ADMIN = "gw-admin-finance"
REDIS = "redis://127.0.0.1:6379/0"


def wait_settled(teams: list[str]) -> dict[str, int]:
    async def go() -> dict[str, int]:
        quota = RedisQuota.from_url(REDIS)
        try:
            for _ in range(100):
                if all([await quota.in_flight(t) == 0 for t in teams]):
                    break
                await asyncio.sleep(0.1)
            return {t: await quota.spent(t, "monthly") for t in teams}
        finally:
            await quota.close()

    return asyncio.run(go())


def test_reports_reconcile_with_ledger_and_quota(tmp_path: Path) -> None:
    suffix = uuid.uuid4().hex[:6]
    team_a, team_b = f"fin-a-{suffix}", f"fin-b-{suffix}"
    key_a, entry_a = team_key(team_a)
    key_b, entry_b = team_key(team_b)
    with RecordingUpstream(tokens=30) as upstream:
        limits = {"monthly_budget_usd": 100}
        doc = policy(
            {team_a: {"keys": [entry_a], "limits": limits, "allow_route_header": True},
             team_b: {"keys": [entry_b], "limits": limits}},
            fast=SIM_FAST, standard=SIM_STANDARD,
            extra_models={
                # fast always fails before the first byte -> falls back to standard
                "flaky": {"versions": {"fast": openai_version(upstream.url, "fault-500"),
                                       "standard": openai_version(upstream.url, "ok", context_window=200000)}},
                "broken": {"versions": {"standard": openai_version(upstream.url, "fault-429")}},
                "slow": {"versions": {"standard": openai_version(upstream.url, "slow-20")}},
            },
        )
        write_policy(tmp_path / "p", doc)
        env = {"GATEWAY_REDIS_URL": REDIS, "GATEWAY_ADMIN_KEY": ADMIN, "GATEWAY_CIRCUIT_FAILURES": "1000"}
        with GatewayProcess(tmp_path / "p", tmp_path / "s", env=env) as gw:
            for key in (key_a, key_b):
                client = openai.OpenAI(base_url=gw.url, api_key=key, max_retries=0)
                msg = [{"role": "user", "content": "Write a regex for ISO dates"}]
                client.chat.completions.create(model="coder", messages=msg)
                list(client.chat.completions.create(model="coder", messages=msg, stream=True))
                client.chat.completions.create(model="flaky", messages=msg)  # fallback
                with contextlib.suppress(openai.APIStatusError):
                    client.chat.completions.create(model="broken", messages=msg)  # failed
                with httpx.stream("POST", gw.url + "/chat/completions", headers={"authorization": f"Bearer {key}"},
                                  json={"model": "slow", "stream": True, "messages": msg}) as cut:
                    for _ in cut.iter_raw():
                        break  # cancelled mid-stream
            spent = wait_settled([team_a, team_b])
            time.sleep(0.3)
            entries = [e for e in read_entries(sqlite_url(tmp_path / "s")) if e.team in (team_a, team_b)]
            outcomes = {e.outcome for e in entries}
            assert {"ok", "fallback", "upstream_error", "client_cancelled"} <= outcomes, outcomes
            assert any(e.streamed and e.outcome == "client_cancelled" and e.completion_tokens > 0 for e in entries)
            period = datetime.now(UTC).strftime("%Y-%m")
            report = httpx.get(gw.base + "/admin/reports/spend", headers={"authorization": f"Bearer {ADMIN}"},
                               params={"period": period, "by": "team", "format": "json"}).json()
            rows = {row["dims"]["team"] if isinstance(row.get("dims"), dict) else row["team"]: row
                    for row in report["rows"]}
            for team in (team_a, team_b):
                ledger_cost = sum(e.cost_micros or 0 for e in entries if e.team == team and not e.shadow)
                assert spent[team] == ledger_cost, "quota settles == ledger"
                assert _micros(rows[team]) == ledger_cost, "report == ledger"


def _micros(row: dict[str, Any]) -> int:
    if "cost_micros" in row:
        return int(row["cost_micros"])
    from decimal import Decimal

    return int(Decimal(str(row["cost_usd"])) * 1_000_000)


def test_task_limit_cuts_the_task_and_the_timeline_shows_where(tmp_path: Path) -> None:
    team = f"task-{uuid.uuid4().hex[:6]}"
    key, entry = team_key(team)
    write_policy(tmp_path / "p", policy({team: {"keys": [entry], "task_limits": {"max_steps": 3},
                                                "limits": {"requests_per_minute": 100}}}))
    with GatewayProcess(tmp_path / "p", tmp_path / "s", env={"GATEWAY_ADMIN_KEY": ADMIN}) as gw:
        session = f"agent-run-{uuid.uuid4().hex[:6]}"
        headers = {"authorization": f"Bearer {key}", "x-session-id": session}
        body = {"model": "coder", "messages": [{"role": "user", "content": "step"}]}
        statuses = [httpx.post(gw.url + "/chat/completions", json=body, headers=headers) for _ in range(5)]
        assert [r.status_code for r in statuses] == [200, 200, 200, 429, 429]
        denied = statuses[3]
        assert denied.json()["error"]["code"] == "task_limit_exceeded"
        assert "task step limit" in denied.json()["error"]["message"]
        assert denied.headers["x-should-retry"] == "false"
        assert statuses[0].headers["x-ratelimit-limit-requests"] == "100"
        assert int(statuses[1].headers["x-ratelimit-remaining-requests"]) < 100
        time.sleep(0.5)
        task_id = f"x-session-id:{session}"
        timeline = httpx.get(gw.base + f"/admin/tasks/{task_id}", headers={"authorization": f"Bearer {ADMIN}"})
        assert timeline.status_code == 200, timeline.text
        data = timeline.json()
        text = json.dumps(data)
        assert text.count("denied_task_limit") >= 2 and text.count('"ok"') >= 3
