"""Quotas and budgets end to end: three gateway replicas sharing the real Redis and PostgreSQL."""

from __future__ import annotations

import asyncio
import collections
import contextlib
import subprocess
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

import httpx
import openai
import pytest
import redis

from tests.support import rate_windows as windows
from tests.support.ledger_db import drop_pg_schema, fresh_pg_url, read_entries, sqlite_url, wait_for_entries
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, free_port, stop_all, team_key, write_policy
from tests.support.upstream import RecordingUpstream

REDIS = "redis://127.0.0.1:6379/0"


class Answer(NamedTuple):
    status: int
    kind: str
    window: int | None  # the request window that counted it (None: not told)
    error: dict[str, Any] | None  # the error object of a refusal
    headers: dict[str, str]


def run_load(urls: list[str], key: str, jobs: list[dict[str, Any]], concurrency: int) -> list[Answer]:
    """Fire jobs across the replicas round-robin; returns an answer per job. Streams may be cut early. Job i
    is sent with x-request-id ``job-i``, which the gateway keeps as the prefix of its request id."""

    async def main() -> list[Answer]:
        limits = httpx.Limits(max_connections=concurrency * 2)
        async with httpx.AsyncClient(timeout=60, limits=limits) as client:
            gate = asyncio.Semaphore(concurrency)

            async def one(i: int, job: dict[str, Any]) -> Answer:
                async with gate:
                    url = urls[i % len(urls)] + "/chat/completions"
                    body = {"messages": [{"role": "user", "content": f"job {i}"}], "max_tokens": 20, **job["body"]}
                    headers = {"authorization": f"Bearer {key}", "x-request-id": f"job-{i}"}
                    sent_at = time.time()
                    if body.get("stream"):
                        async with client.stream("POST", url, json=body, headers=headers) as response:
                            if job.get("cancel") and response.status_code == 200:
                                async for _ in response.aiter_raw():
                                    break  # the client disconnects mid-stream
                                kind = "cancelled"
                            else:
                                await response.aread()
                                kind = job["kind"]
                    else:
                        response = await client.post(url, json=body, headers=headers)
                        kind = job["kind"]
                    error = response.json().get("error") if response.status_code >= 400 else None
                    window = windows.window(sent_at, time.time(), response.headers)
                    return Answer(response.status_code, kind, window, error, dict(response.headers))

            return list(await asyncio.gather(*(one(i, job) for i, job in enumerate(jobs))))

    return asyncio.run(main())


@contextlib.contextmanager
def three_replicas(
    tmp_path: Path, limits: dict[str, Any]
) -> Iterator[tuple[list[GatewayProcess], RecordingUpstream, str, str, str]]:
    """Three `gateway serve` on one Redis and one PostgreSQL ledger, serving one fresh team with ``limits``."""
    team = f"t{uuid.uuid4().hex[:8]}"
    key, entry = team_key(team)
    db = fresh_pg_url()
    upstream = RecordingUpstream(tokens=20).start()
    doc = policy(
        {team: {"keys": [entry], "limits": limits}},
        fast=openai_version(upstream.url, "wait-30"),
        standard=openai_version(upstream.url, "wait-30", context_window=200000),
        extra_models={
            "slow": {"versions": {"standard": openai_version(upstream.url, "slow-15")}},
            "broken": {"versions": {"standard": openai_version(upstream.url, "fault-500")}},
        },
    )
    write_policy(tmp_path / "policies", doc)
    env = {"GATEWAY_REDIS_URL": REDIS, "GATEWAY_DATABASE_URL": db}
    procs: list[GatewayProcess] = []
    try:
        procs += [GatewayProcess(tmp_path / "policies", tmp_path / f"state{i}", env=env).start() for i in range(3)]
        yield procs, upstream, team, key, db
    finally:
        try:
            stop_all(procs)
        finally:
            upstream.stop()
            drop_pg_schema(db)
            with redis.Redis.from_url(REDIS) as client:
                for k in client.scan_iter(f"*{{{team}}}*"):
                    client.delete(k)


@pytest.fixture
def replicas(tmp_path: Path) -> Iterator[tuple[list[GatewayProcess], RecordingUpstream, str, str, str]]:
    with three_replicas(tmp_path, {"concurrent_requests": 6, "daily_budget_usd": "0.05"}) as fleet:
        yield fleet


def test_three_replicas_hold_concurrency_and_budget(replicas: Any) -> None:
    procs, _upstream, team, key, db = replicas
    kinds = [
        {"kind": "plain", "body": {"model": "coder"}},
        {"kind": "stream", "body": {"model": "slow", "stream": True}},
        {"kind": "cancelled", "body": {"model": "slow", "stream": True}, "cancel": True},
        {"kind": "failed", "body": {"model": "broken"}},
    ]
    jobs = [kinds[i % len(kinds)] for i in range(300)]
    started = time.time()
    results = run_load([p.url for p in procs], key, jobs, concurrency=48)
    statuses = collections.Counter(answer.status for answer in results)
    # 503: the circuit breaker opened on the always-failing upstream (never a 500)
    assert set(statuses) <= {200, 429, 502, 503}, statuses
    assert statuses[429] > 0, "the limits must have been reached under this load"

    # Every request left a ledger entry (admitted or denied); wait for the background writers.
    # (a request refused by an open circuit made no upstream attempt, so it has no entry)
    expected = len(jobs) - statuses[503]
    entries = wait_for_entries(db, expected)
    assert len(entries) >= expected
    admitted = [e for e in entries if e.outcome not in ("denied_quota", "denied_task_limit")]
    # Upstream attempts (start = end - latency) never overlapped more than the concurrency limit, across
    # all three replicas (a slot is held from reserve to settle, which covers the attempt).
    events = sorted(
        [(e.ts.timestamp() - e.latency_ms / 1000, 1) for e in admitted] + [(e.ts.timestamp(), -1) for e in admitted]
    )
    running = peak = 0
    for _, step in events:
        running += step
        peak = max(peak, running)
    assert peak <= 6, f"concurrency limit broken across replicas: {peak}"
    assert time.time() - started < 120

    # After everything ended (cancelled streams and failed upstream calls included), nothing is held and the
    # settled spend equals the ledger's cost to the micro-dollar; it stays within budget + one reservation.
    from gateway.quota import RedisQuota

    async def check() -> tuple[int, int]:
        quota = RedisQuota.from_url(REDIS)
        try:
            for _ in range(50):
                if await quota.in_flight(team) == 0:
                    break
                await asyncio.sleep(0.1)
            return await quota.in_flight(team), await quota.spent(team, "daily")
        finally:
            await quota.close()

    in_flight, spent = asyncio.run(check())
    assert in_flight == 0
    ledger_cost = sum(e.cost_micros or 0 for e in read_entries(db))
    assert spent == ledger_cost
    largest_reservation = 4096 * 2 + 100  # max output tokens at $2/M output plus the prompt estimate
    assert spent <= 50_000 + largest_reservation
    outcomes = collections.Counter(e.outcome for e in entries)
    assert outcomes["client_cancelled"] > 0 and outcomes["upstream_error"] > 0 and outcomes["ok"] > 0


RPM = 40


def test_three_replicas_share_one_requests_per_minute_limit(tmp_path: Path) -> None:
    """Replicas that each counted their own requests would admit the limit several times over in one minute:
    the window is counted in Redis, so across all replicas a minute admits the limit and no more, and every
    request past it is told the requests-per-minute limit refused it (a retryable 429), not another limit."""
    # concurrency is limited too, but well above the load's own, so it never binds; the load is three times
    # the limit so that even when it straddles a minute's end one of its windows sees the limit reached
    limits = {"requests_per_minute": RPM, "concurrent_requests": 64}
    with three_replicas(tmp_path, limits) as (procs, _upstream, team, key, db):
        kinds = [
            {"kind": "plain", "body": {"model": "coder"}},
            {"kind": "stream", "body": {"model": "coder", "stream": True}},
        ]
        jobs = [kinds[i % len(kinds)] for i in range(3 * RPM)]
        results = run_load([p.url for p in procs], key, jobs, concurrency=24)

        statuses = collections.Counter(answer.status for answer in results)
        assert set(statuses) == {200, 429}, statuses
        for answer in results:
            if answer.status == 429:
                assert answer.error is not None and answer.error["code"] == "rate_limit_exceeded", answer.error
                assert "requests per minute" in answer.error["message"], answer.error
                assert answer.headers["x-ratelimit-remaining-requests"] == "0", answer.headers
                assert int(answer.headers["retry-after"]) >= 1 and "x-should-retry" not in answer.headers

        # Every answer, admitted or refused, names its window (the reset header), whichever minutes the load
        # spanned; across the replicas each window admitted at most the limit, and one admitted exactly it.
        per_window = collections.Counter(answer.window for answer in results if answer.status == 200)
        assert None not in per_window, per_window
        assert all(n <= RPM for n in per_window.values()), per_window
        assert RPM in per_window.values(), per_window

        # the ledger keeps every refusal as such
        entries = wait_for_entries(db, len(jobs))
        denied = collections.Counter(e.outcome for e in entries if e.team == team)["denied_quota"]
        assert denied == statuses[429], (denied, statuses)


def test_budget_deny_is_final_for_the_openai_sdk(tmp_path: Path) -> None:
    team = f"t{uuid.uuid4().hex[:8]}"
    key, entry = team_key(team)
    write_policy(tmp_path / "p", policy({team: {"keys": [entry], "limits": {"daily_budget_usd": "0.002"}}}))
    with GatewayProcess(tmp_path / "p", tmp_path / "s", env={"GATEWAY_REDIS_URL": REDIS}) as gw:
        client = openai.OpenAI(base_url=gw.url, api_key=key)  # default max_retries=2
        denied = None
        for _ in range(40):
            try:
                client.chat.completions.create(
                    model="coder", max_tokens=2000, messages=[{"role": "user", "content": "hello"}]
                )
            except openai.RateLimitError as exc:
                denied = exc
                break
        assert denied is not None, "the budget must run out"
        assert denied.code == "insufficient_quota"
        assert denied.response.headers["x-should-retry"] == "false"
        url = sqlite_url(tmp_path / "s")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not any(e.outcome == "denied_quota" for e in read_entries(url)):
            time.sleep(0.1)
        time.sleep(0.5)
        denials = [e for e in read_entries(url) if e.outcome == "denied_quota"]
        assert len(denials) == 1, "the SDK must not retry a budget 429"


def test_budget_downgrade_moves_long_horizon_to_fast(tmp_path: Path) -> None:
    team = f"t{uuid.uuid4().hex[:8]}"
    key, entry = team_key(team)
    doc = policy(
        {
            team: {
                "keys": [entry],
                "allow_route_header": True,
                "on_exhaustion": "downgrade",
                "limits": {"daily_budget_usd": "0.02"},
            }
        }
    )
    write_policy(tmp_path / "p", doc)
    with GatewayProcess(tmp_path / "p", tmp_path / "s") as gw:
        client = openai.OpenAI(base_url=gw.url, api_key=key, max_retries=0)
        ask = {
            "model": "coder",
            "messages": [{"role": "user", "content": "refactor the repo"}],
            "max_tokens": 1000,
            "extra_headers": {"x-gateway-route": "standard"},
        }
        first = client.chat.completions.with_raw_response.create(**ask)
        assert first.headers["x-gateway-version"] == "standard"
        reasons = []
        for _ in range(60):
            try:
                raw = client.chat.completions.with_raw_response.create(**ask)
            except openai.RateLimitError as exc:
                assert exc.code == "insufficient_quota"
                break
            reasons.append((raw.headers["x-gateway-version"], raw.headers["x-gateway-reason"]))
        assert ("fast", "route-header>budget-downgrade(daily_budget)") in reasons


def test_redis_outage_fail_open_and_fail_closed_then_recovery(tmp_path: Path) -> None:
    port = free_port()
    server = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
    )
    open_key, open_entry = team_key("opener")
    closed_key, closed_entry = team_key("closer")
    doc = policy(
        {
            "opener": {"keys": [open_entry], "quota_unavailable": "fail_open", "limits": {"requests_per_minute": 1000}},
            "closer": {
                "keys": [closed_entry],
                "quota_unavailable": "fail_closed",
                "limits": {"requests_per_minute": 1000},
            },
        }
    )
    write_policy(tmp_path / "p", doc)
    try:
        time.sleep(0.3)
        with GatewayProcess(
            tmp_path / "p", tmp_path / "s", env={"GATEWAY_REDIS_URL": f"redis://127.0.0.1:{port}/0"}
        ) as gw:
            http = httpx.Client(base_url=gw.url, timeout=20)

            def ask(key: str) -> int:
                body = {"model": "coder", "messages": [{"role": "user", "content": "x"}]}
                return http.post("/chat/completions", json=body, headers={"authorization": f"Bearer {key}"}).status_code

            assert ask(open_key) == 200 and ask(closed_key) == 200
            server.terminate()
            server.wait(10)
            during = [ask(open_key) for _ in range(5)] + [ask(closed_key) for _ in range(5)]
            assert during[:5] == [200] * 5
            assert during[5:] == [503] * 5
            response = http.post(
                "/chat/completions",
                headers={"authorization": f"Bearer {closed_key}"},
                json={"model": "coder", "messages": [{"role": "user", "content": "x"}]},
            )
            assert response.json()["error"]["code"] == "quota_unavailable"
            ready = httpx.get(gw.base + "/readyz")
            assert ready.status_code == 503 and ready.json()["checks"]["quota"]["ok"] is False
            server = subprocess.Popen(
                ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
                stdout=subprocess.DEVNULL,
            )
            deadline = time.monotonic() + 15
            while time.monotonic() < deadline and ask(closed_key) != 200:
                time.sleep(0.3)
            assert ask(closed_key) == 200, "recovery without restart\n" + gw.logs()[-3000:]
            assert "gateway_quota_backend_errors_total" in httpx.get(gw.base + "/metrics").text
            assert '"status":500' not in gw.logs()
    finally:
        server.terminate()
        server.wait(10)
