"""One real gateway with two teams' traffic (streamed and not, priced, unpriced and failed), shared by the
admin tests, plus helpers to read the same figures three ways: HTTP, the `gateway report` CLI, raw SQL."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import httpx
import openai
import pytest

from tests.admin.seed import BUDGETS_USD, ZONES, Seeded, seed
from tests.conftest import KEY_A, KEY_A_ENTRY, KEY_B, KEY_B_ENTRY, two_teams
from tests.support.policies import SIM_FAST, SIM_STANDARD, policy
from tests.support.procs import GatewayProcess, team_key, write_policy

ADMIN_KEY = "gw-admin-test-key"
TASK = "x-session-id:task-7"
# Prices high enough that each request costs whole cents, so "to the cent" comparisons mean something;
# budgets high enough that admission's worst-case estimate (max output tokens at list price) still fits.
FAST = {**SIM_FAST, "prices": {"input_per_mtok": 1000, "output_per_mtok": 4000}}
STANDARD = {**SIM_STANDARD, "prices": {"input_per_mtok": 3000, "output_per_mtok": 15000}}
MYSTERY = {"versions": {"standard": {"provider": "simulated", "upstream_model": "mystery-sim-unpriced-v0",
                                     "context_window": 32768, "simulated": {"ttft_ms": 1}}}}
BROKEN = {"versions": {"standard": {"provider": "openai", "base_url": "http://127.0.0.1:9/v1",
                                    "upstream_model": "broken", "context_window": 32768, "retries": 0,
                                    "prices": {"input_per_mtok": 1, "output_per_mtok": 1},
                                    "timeouts": {"connect": 1, "first_token": 2, "idle": 2, "total": 3}}}}
REQUESTS = {"alpha": 8, "beta": 3}


@dataclass
class Traffic:
    gateway: GatewayProcess
    period: str
    env: dict[str, str]

    def get(self, path: str, key: str | None = ADMIN_KEY, **params: str) -> httpx.Response:
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        return httpx.get(self.gateway.base + path, params=params, headers=headers, timeout=30)

    def cli(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        done = subprocess.run([sys.executable, "-m", "gateway.cli.main", "report", *args], env=self.env,
                              capture_output=True, text=True, timeout=60)
        if check:
            assert done.returncode == 0, done.stderr
        return done

    def sql(self, query: str, *args: object) -> list[tuple[Any, ...]]:
        with sqlite3.connect(self.gateway.state / "ledger.db") as db:
            return list(db.execute(query, args))


def _chat(client: openai.OpenAI, model: str, text: str, stream: bool, headers: dict[str, str]) -> None:
    create: Any = client.chat.completions.create
    messages = [{"role": "user", "content": text}]
    if stream:
        chunks = create(model=model, messages=messages, stream=True, stream_options={"include_usage": True},
                        extra_headers=headers)
        assert [c for c in chunks if c.choices], "a streamed answer had no content"
    else:
        assert create(model=model, messages=messages, extra_headers=headers).choices


def _drive(gateway: GatewayProcess) -> None:
    alpha = openai.OpenAI(base_url=gateway.url, api_key=KEY_A, max_retries=0,
                          default_headers={"User-Agent": "TestIDE/1.0"})
    beta = openai.OpenAI(base_url=gateway.url, api_key=KEY_B, max_retries=0,
                         default_headers={"User-Agent": "AgentCLI/2.0"})
    task = {"x-session-id": "task-7"}
    std = {"x-gateway-route": "standard"}
    _chat(alpha, "coder", "Write a function that parses ISO dates in Python.", False, task)
    _chat(alpha, "coder", "Now add tests for leap years and time zones.", True, task | std)
    _chat(alpha, "coder", "Explain the difference between the two approaches.", False, task | std)
    _chat(alpha, "mystery", "Summarise the change in one line.", False, task)
    with pytest.raises(openai.APIStatusError):
        _chat(alpha, "broken", "Refactor the module.", False, task)
    _chat(alpha, "coder", "Rename variable x to count.", True, std)
    _chat(alpha, "coder", "Write a commit message.", False, {})
    _chat(alpha, "mystery", "One more unpriced call.", True, {})
    _chat(beta, "coder", "Add a docstring to this function.", False, {})
    _chat(beta, "coder", "Why does this loop never end?", True, {})
    _chat(beta, "coder", "Translate this comment to English.", False, {})


@pytest.fixture(scope="package")
def traffic(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Traffic]:
    root = tmp_path_factory.mktemp("admin")
    limits = {"daily_budget_usd": 500, "monthly_budget_usd": 5000, "timezone": "Europe/Paris"}
    teams = two_teams(limits=limits)
    teams["beta"]["limits"] = {"monthly_budget_usd": 1000}
    doc = policy(teams, fast=FAST, standard=STANDARD, extra_models={"mystery": MYSTERY, "broken": BROKEN})
    write_policy(root / "policies", doc)
    env = {"GATEWAY_ADMIN_KEY": ADMIN_KEY}
    with GatewayProcess(root / "policies", root / "state", env=env) as gateway:
        _drive(gateway)
        cli_env = {**os.environ, "GATEWAY_STATE_DIR": str(gateway.state),
                   "GATEWAY_POLICIES_DIR": str(gateway.policies)}
        cli_env.pop("GATEWAY_DATABASE_URL", None)
        traffic = Traffic(gateway, datetime.now(UTC).strftime("%Y-%m"), cli_env)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            rows: list[Any] = []
            if (gateway.state / "ledger.db").exists():
                rows = traffic.sql("SELECT team, COUNT(DISTINCT request_id) FROM ledger_entries "
                                   "WHERE shadow = 0 GROUP BY team")
            if dict(rows) == REQUESTS:
                break
            time.sleep(0.1)
        else:
            raise AssertionError(f"ledger never held the requests: {rows}\n{gateway.logs()[-3000:]}")
        yield traffic


FINANCE_KEY = "gw-finance-test-key"
KEY_OLGA, KEY_OLGA_ENTRY = team_key("alpha", "alpha-olga")
KEY_G, KEY_G_ENTRY = team_key("gamma")
LIVE_PEOPLE = 6  # live requests sent by `finance` below


@dataclass
class Finance(Traffic):
    seeded: Seeded


def _drive_people(gateway: GatewayProcess) -> None:
    """One live request per attribution source, through the real OpenAI SDK."""
    def chat(key: str, user: str | None = None, headers: dict[str, str] | None = None) -> None:
        client = openai.OpenAI(base_url=gateway.url, api_key=key, max_retries=0)
        extra: dict[str, Any] = {"user": user} if user is not None else {}
        client.chat.completions.create(model="coder", messages=[{"role": "user", "content": "Rename x."}],
                                       extra_headers=headers or {}, **extra)

    chat(KEY_A, user="carol@example.com")  # alpha trusts the user field first
    chat(KEY_A, headers={"x-end-user": "dave@example.com"})  # then the end-user header
    chat(KEY_OLGA)  # then the key's owner
    with pytest.raises(openai.RateLimitError):  # beta's $1 budget cannot cover the worst case: denied, and
        # the denial is recorded for the person too
        chat(KEY_B, user="eve@example.com", headers={"x-team-user": "fred@example.com"})  # beta: header first
    chat(KEY_G, user="mallory@example.com")  # gamma: key owner only, the user field is ignored
    chat(KEY_A, user="zed\u0000\u0007" + "z" * 400)  # control characters and a huge value: cleaned, bounded


@pytest.fixture(scope="package")
def finance(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Finance]:
    """A gateway over a seeded ledger (tests.admin.seed) with an admin key, a finance key and three teams."""
    root = tmp_path_factory.mktemp("finance")
    seeded = seed(root / "state")
    teams = {
        "alpha": {"keys": [KEY_A_ENTRY, {**KEY_OLGA_ENTRY, "owner": "olga@example.com"}],
                  "limits": {"monthly_budget_usd": BUDGETS_USD["alpha"], "timezone": ZONES["alpha"]}},
        "beta": {"keys": [{**KEY_B_ENTRY, "owner": "bea@example.com"}],
                 "limits": {"monthly_budget_usd": BUDGETS_USD["beta"], "timezone": ZONES["beta"]},
                 "attribution": {"sources": ["header", "key_owner"], "header": "X-Team-User"}},
        "gamma": {"keys": [{**KEY_G_ENTRY, "owner": "gus@example.com"}], "limits": {"timezone": ZONES["gamma"]},
                  "attribution": {"sources": ["key_owner"]}},
    }
    write_policy(root / "policies", policy(teams, fast=FAST, standard=STANDARD))
    env = {"GATEWAY_ADMIN_KEY": ADMIN_KEY, "GATEWAY_FINANCE_KEY": FINANCE_KEY, "GATEWAY_DATABASE_URL": ""}
    with GatewayProcess(root / "policies", root / "state", env=env) as gateway:
        _drive_people(gateway)
        cli_env = {**os.environ, "GATEWAY_STATE_DIR": str(gateway.state),
                   "GATEWAY_POLICIES_DIR": str(gateway.policies)}
        cli_env.pop("GATEWAY_DATABASE_URL", None)
        done = Finance(gateway, datetime.now(UTC).strftime("%Y-%m"), cli_env, seeded)
        deadline = time.monotonic() + 15
        live = 0
        while time.monotonic() < deadline:
            live = done.sql("SELECT COUNT(*) FROM ledger_entries WHERE request_id NOT LIKE 'seed-%'")[0][0]
            if live >= LIVE_PEOPLE:
                break
            time.sleep(0.1)
        else:
            raise AssertionError(f"ledger never held the live requests ({live})\n{gateway.logs()[-3000:]}")
        yield done
