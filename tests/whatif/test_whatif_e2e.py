"""`gateway policy what-if` on traffic recorded by a real `gateway serve` (simulated upstreams).

Three teams send one-shot questions and agent asks (both classes), sessions with tool loops (one of them
escalated), streamed and not, and embeddings. Three policy edits are then replayed and their moved counts
and costs checked against figures computed here from the ledger rows and the policy prices alone.
"""

from __future__ import annotations

import copy
import json
import os
import sqlite3
import subprocess
import uuid
from collections.abc import Iterator
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest
import yaml

from gateway.ledger import LedgerEntry
from tests.support.ledger_db import sqlite_url, wait_for_entries
from tests.support.policies import DEFAULT_RULES, SIM_FAST, SIM_STANDARD, policy
from tests.support.procs import GATEWAY, GatewayProcess, team_key, write_policy

KEYS = {team: team_key(team) for team in ("alpha", "beta", "gamma")}
ADMIN = "whatif-admin-key"
SECRET = "ZEBRA-QUOKKA-4417 private prompt text"
AGENT_SYSTEM = (
    "You are an autonomous software engineering agent working in the user's repository. Use the tools to "
    "inspect files, edit code and run commands. Work step by step: explore, make a plan, apply changes, run "
    "the test suite, and iterate until every test passes. Do not stop until the task is complete."
)
AGENT_ASK = (
    "The CI is red: tests/test_parser.py::test_unicode fails. Find the bug in the repository, fix it and "
    "make the whole test suite pass."
)
LONG_ASK = (
    "Migrate the whole service from the legacy ORM to SQLAlchemy 2: update every model, repository and "
    "query across the codebase, write the schema migrations, keep the API stable and make all tests pass."
)
TOOLS = [
    {"type": "function", "function": {"name": n, "description": d, "parameters": {
        "type": "object", "properties": {"path": {"type": "string"}, "command": {"type": "string"}}}}}
    for n, d in [("read_file", "Read a file"), ("edit_file", "Edit a file"), ("run_command", "Run a command")]
]
QUESTIONS = [
    "What does the regex ^\\d{4}-\\d{2}$ match?",
    "How do I reverse a list in Python?",
    "What is the difference between a tuple and a list?",
    "Explain what a Python decorator is, with a short example.",
    "Write a function that checks whether a string is a palindrome.",
    "Why does my for loop over a dict raise RuntimeError: dictionary changed size during iteration?",
    "Rename the variable cnt to count in this function: def f(cnt): return cnt + 1",
    "What does HTTP status 409 mean?",
]
PRICES = {
    "fast": SIM_FAST["prices"],
    "standard": SIM_STANDARD["prices"],
    "cheap": {"input_per_mtok": 0.05, "output_per_mtok": 0.2},
}


def current_policy() -> dict[str, Any]:
    teams = {
        "alpha": {"keys": [KEYS["alpha"][1]], "limits": {"daily_budget_usd": 1}},
        "beta": {"keys": [KEYS["beta"][1]]},
        "gamma": {"keys": [KEYS["gamma"][1]]},
    }
    return policy(teams, rules=copy.deepcopy(DEFAULT_RULES))


def client(gw: GatewayProcess, team: str) -> openai.OpenAI:
    return openai.OpenAI(base_url=gw.url, api_key=KEYS[team][0], max_retries=0)


def ask(c: openai.OpenAI, messages: list[dict[str, Any]], stream: bool, **extra: Any) -> None:
    if stream:
        with c.chat.completions.create(
            model="coder", messages=messages, stream=True, stream_options={"include_usage": True}, **extra
        ) as chunks:
            for _ in chunks:
                pass
    else:
        c.chat.completions.create(model="coder", messages=messages, **extra)


def agent_session(c: openai.OpenAI, first: list[dict[str, Any]], rounds: int, stream_from: int) -> None:
    """A session: an ask with tools, then ``rounds`` tool results handed back (streamed from a round on)."""
    headers = {"x-session-id": f"task-{uuid.uuid4().hex[:10]}"}
    messages = list(first)
    ask(c, messages, False, tools=TOOLS, extra_headers=headers)
    for step in range(rounds):
        call = {"id": f"call_{step}", "type": "function",
                "function": {"name": "run_command", "arguments": json.dumps({"command": "pytest -q"})}}
        messages += [{"role": "assistant", "content": None, "tool_calls": [call]},
                     {"role": "tool", "tool_call_id": f"call_{step}", "content": "1 failed, 41 passed"}]
        ask(c, messages, step >= stream_from, tools=TOOLS, extra_headers=headers)


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[GatewayProcess, list[LedgerEntry]]]:
    root = tmp_path_factory.mktemp("whatif")
    write_policy(root / "policies", current_policy())
    with GatewayProcess(root / "policies", root / "state", env={"GATEWAY_ADMIN_KEY": ADMIN}) as gw:
        sent = 0
        for team in ("alpha", "beta", "gamma"):
            c = client(gw, team)
            for i, question in enumerate(QUESTIONS):
                ask(c, [{"role": "user", "content": f"{question} ({SECRET})"}], stream=i % 2 == 1,
                    max_tokens=64 + 400 * i)
                sent += 1
            for i in range(2):
                ask(c, [{"role": "system", "content": AGENT_SYSTEM}, {"role": "user", "content": LONG_ASK}],
                    stream=i == 1)
                sent += 1
            c.embeddings.create(model="embed", input=[f"embed me {SECRET}"])
            sent += 1
            if team in ("alpha", "beta"):
                # a long-horizon agent task: standard, its tool results stay there
                agent_session(c, [{"role": "system", "content": AGENT_SYSTEM},
                                  {"role": "user", "content": AGENT_ASK}], rounds=4, stream_from=2)
                sent += 5
            if team == "alpha":
                # a trivial question with tools: fast, then rescued to standard at its third tool round
                agent_session(c, [{"role": "user", "content": QUESTIONS[0]}], rounds=4, stream_from=1)
                sent += 5
        entries = wait_for_entries(sqlite_url(gw.state), sent)
        assert len(entries) == sent
        yield gw, entries


def what_if(gw: GatewayProcess, proposed: dict[str, Any], tmp: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    new_dir = tmp / f"proposed-{uuid.uuid4().hex[:6]}"
    write_policy(new_dir, proposed)
    env = {**os.environ, "GATEWAY_STATE_DIR": str(gw.state), "GATEWAY_POLICIES_DIR": str(gw.policies)}
    return subprocess.run(
        [*GATEWAY, "policy", "what-if", "--policies", str(new_dir), "--period", _period(), *extra],
        capture_output=True, text=True, timeout=120, env=env,
    )


def _period() -> str:
    from datetime import UTC, datetime, timedelta

    today = datetime.now(UTC).date()
    return f"{today - timedelta(days=1)}..{today + timedelta(days=1)}"


def report(gw: GatewayProcess, proposed: dict[str, Any], tmp: Path) -> dict[str, Any]:
    done = what_if(gw, proposed, tmp, "--format", "json")
    assert done.returncode == 0, done.stderr
    doc: dict[str, Any] = json.loads(done.stdout)
    return doc


def cost(prices: dict[str, Any], e: LedgerEntry) -> int:
    """Micro-dollars of one entry at ``prices`` (USD per million tokens), rounded half-up once."""
    inp = Decimal(str(prices["input_per_mtok"]))
    cached = Decimal(str(prices.get("cached_input_per_mtok", prices["input_per_mtok"])))
    out = Decimal(str(prices["output_per_mtok"]))
    exact = (e.prompt_tokens - e.cached_tokens) * inp + e.cached_tokens * cached + e.completion_tokens * out
    return int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def embed_cost(e: LedgerEntry) -> int:
    return cost({"input_per_mtok": 0.02, "output_per_mtok": 0}, e)


def by_team(entries: list[LedgerEntry]) -> dict[str, list[LedgerEntry]]:
    out: dict[str, list[LedgerEntry]] = {}
    for e in entries:
        out.setdefault(e.team, []).append(e)
    return out


def test_traffic_has_what_the_edits_need(recorded: tuple[GatewayProcess, list[LedgerEntry]]) -> None:
    _, entries = recorded
    assert {e.request_class for e in entries if e.endpoint != "/v1/embeddings"} == {"single_step", "long_horizon"}
    assert {e.streamed for e in entries} == {True, False}
    assert any(e.rule == "session-escalated" for e in entries if e.team == "alpha")
    assert {e.team for e in entries if e.session_id} == {"alpha", "beta"}


def test_current_policy_replays_to_the_recorded_cost(
    recorded: tuple[GatewayProcess, list[LedgerEntry]], tmp_path: Path
) -> None:
    gw, entries = recorded
    doc = report(gw, current_policy(), tmp_path)
    assert doc["overall"]["moved"] == 0 and doc["overall"]["differs_from_recorded"] == 0
    for team, rows in by_team(entries).items():
        assert doc["teams"][team]["cost_current_micros"] == sum(e.cost_micros or 0 for e in rows)
        assert doc["teams"][team]["cost_new_micros"] == doc["teams"][team]["cost_current_micros"]


def test_lower_a_teams_threshold(recorded: tuple[GatewayProcess, list[LedgerEntry]], tmp_path: Path) -> None:
    gw, entries = recorded
    alpha = [e for e in entries if e.team == "alpha"]
    one_shot = sorted({e.score for e in alpha if e.session_id is None and e.request_class == "single_step"
                       and e.score is not None})
    session_scores = [e.score or 0 for e in alpha if e.session_id is not None and e.request_class == "single_step"]
    above = [s for s in one_shot if s > max(session_scores)]
    assert len(above) >= 2, (one_shot, session_scores)
    threshold = (above[0] + above[1]) / 2  # above the fast session's turns, under some one-shot questions
    moving = [e for e in alpha if e.session_id is None and e.request_class == "single_step"
              and e.score is not None and e.score >= threshold]
    assert moving
    # a daily budget between what alpha spent and what it would spend on its most expensive day
    days: dict[str, list[int]] = {}
    for e in alpha:
        day = days.setdefault(e.ts.date().isoformat(), [0, 0])
        extra = cost(PRICES["standard"], e) - cost(PRICES["fast"], e) if e in moving else 0
        day[0] += e.cost_micros or 0
        day[1] += (e.cost_micros or 0) + extra
    top = max(days, key=lambda d: days[d][1])
    budget_micros = (days[top][1] + max(v[0] for v in days.values())) // 2
    assert max(v[0] for v in days.values()) < budget_micros < days[top][1]
    proposed = current_policy()
    proposed["teams"]["alpha"]["long_horizon_threshold"] = threshold
    proposed["teams"]["alpha"]["limits"] = {"daily_budget_usd": str(Decimal(budget_micros) / 1_000_000)}
    doc = report(gw, proposed, tmp_path)

    a = doc["teams"]["alpha"]
    assert (a["moved"], a["fast_to_standard"], a["standard_to_fast"]) == (len(moving), len(moving), 0)
    assert a["moved_by"] == [{"from": "fast", "to": "standard", "rule": "long-horizon", "request_class": "long_horizon",
                              "requests": len(moving)}]
    expected_delta = sum(cost(PRICES["standard"], e) - cost(PRICES["fast"], e) for e in moving)
    assert a["cost_delta_micros"] == expected_delta > 0
    assert doc["teams"]["beta"]["moved"] == doc["teams"]["gamma"]["moved"] == 0
    assert doc["overall"]["cost_delta_micros"] == expected_delta
    assert a["sessions"]["pinned_differently"] == a["sessions"]["escalated_differently"] == 0
    assert a["budget"]["days_over_daily_current"] == [] and a["budget"]["days_over_daily_new"] == [top]
    assert Decimal(a["budget"]["daily_headroom_new_usd"]) * 1_000_000 == budget_micros - days[top][1] < 0


def test_add_a_cheaper_fast_version_with_a_smaller_window(
    recorded: tuple[GatewayProcess, list[LedgerEntry]], tmp_path: Path
) -> None:
    gw, entries = recorded
    chat = [e for e in entries if e.endpoint != "/v1/embeddings"]
    on_fast = [e for e in chat if e.version == "fast"]
    needs = sorted({e.prompt_estimate + e.max_output_tokens for e in on_fast if e.session_id is None})
    session_needs = [e.prompt_estimate + e.max_output_tokens for e in on_fast if e.session_id is not None]
    window = next(n for n in needs if n > max(session_needs) and n < needs[-1])  # some one-shots no longer fit
    proposed = current_policy()
    proposed["models"]["coder"]["versions"]["fast"] = {
        **SIM_FAST, "upstream_model": "coder-fast-cheap", "context_window": window, "prices": PRICES["cheap"],
    }
    doc = report(gw, proposed, tmp_path)

    expected: dict[str, dict[str, int]] = {}
    for e in entries:
        t = expected.setdefault(e.team, {"moved": 0, "new": 0, "current": 0})
        t["current"] += e.cost_micros or 0
        if e.endpoint == "/v1/embeddings":
            t["new"] += embed_cost(e)
        elif e.version == "standard":
            t["new"] += cost(PRICES["standard"], e)
        elif e.prompt_estimate + e.max_output_tokens > window:
            t["moved"] += 1
            t["new"] += cost(PRICES["standard"], e)
        else:
            t["new"] += cost(PRICES["cheap"], e)
    assert sum(t["moved"] for t in expected.values()) > 0
    for team, t in expected.items():
        got = doc["teams"][team]
        assert (got["moved"], got["fast_to_standard"]) == (t["moved"], t["moved"]), team
        assert (got["cost_current_micros"], got["cost_new_micros"]) == (t["current"], t["new"]), team
        assert all(m["rule"] == "too-large-for-fast" for m in got["moved_by"])


def test_a_rule_for_one_team_and_a_model_taken_away(
    recorded: tuple[GatewayProcess, list[LedgerEntry]], tmp_path: Path
) -> None:
    gw, entries = recorded
    proposed = current_policy()
    rules = proposed["routing"]["rules"]
    rules.insert(1, {"name": "beta-fast", "when": {"teams": ["beta"], "models": ["coder"]}, "route": "fast"})
    proposed["teams"]["gamma"]["models"] = ["coder"]
    doc = report(gw, proposed, tmp_path)

    beta = [e for e in entries if e.team == "beta"]
    one_shot_long = [e for e in beta if e.session_id is None and e.version == "standard"
                     and e.endpoint != "/v1/embeddings"]
    session = [e for e in beta if e.session_id is not None]  # in time order: the ask, then 4 tool rounds
    assert [e.version for e in session] == ["standard"] * 5
    # the ask goes fast under the new rule, tool rounds 1-2 stay with it, round 3 is rescued to standard
    moved_in_session = session[:3]
    moved = one_shot_long + moved_in_session
    b = doc["teams"]["beta"]
    assert (b["moved"], b["standard_to_fast"], b["fast_to_standard"]) == (len(moved), len(moved), 0)
    rules_moved = {(m["rule"], m["requests"]) for m in b["moved_by"]}
    assert rules_moved == {("beta-fast", len(one_shot_long) + 1), ("session-pinned", 2)}
    expected_delta = sum(cost(PRICES["fast"], e) - cost(PRICES["standard"], e) for e in moved)
    assert b["cost_delta_micros"] == expected_delta < 0
    assert b["sessions"] == {"total": 1, "pinned_differently": 1, "escalated_current": 0, "escalated_new": 1,
                             "escalated_differently": 1}
    gamma_embeds = [e for e in entries if e.team == "gamma" and e.endpoint == "/v1/embeddings"]
    g = doc["teams"]["gamma"]
    assert g["refused_new"] == {"unknown_model": len(gamma_embeds)} and g["refused_current"] == {}
    assert g["cost_delta_micros"] == -sum(embed_cost(e) for e in gamma_embeds)
    assert doc["teams"]["alpha"]["moved"] == 0


def test_gates_and_an_invalid_policy(recorded: tuple[GatewayProcess, list[LedgerEntry]], tmp_path: Path) -> None:
    gw, _ = recorded
    proposed = current_policy()
    proposed["teams"]["alpha"]["long_horizon_threshold"] = 1e-9  # nearly everything of alpha to standard
    table = what_if(gw, proposed, tmp_path)
    assert table.returncode == 0 and "alpha" in table.stdout and "moved" in table.stdout
    gated = what_if(gw, proposed, tmp_path, "--max-cost-increase", "5", "--max-moved", "90")
    assert gated.returncode == 3 and "cost changes by" in gated.stderr
    assert "of requests change version" not in gated.stderr
    assert what_if(gw, proposed, tmp_path, "--max-cost-increase", "100000", "--max-moved", "99").returncode == 0
    proposed["routing"]["rules"] = proposed["routing"]["rules"][:-1]  # no final catch-all rule
    invalid = what_if(gw, proposed, tmp_path)
    assert invalid.returncode == 2 and "last routing rule" in invalid.stderr and invalid.stdout == ""
    csv_out = what_if(gw, current_policy(), tmp_path, "--format", "csv")
    assert csv_out.returncode == 0 and csv_out.stdout.splitlines()[0].startswith("team,requests,moved")


def test_nothing_recorded_holds_prompt_text(recorded: tuple[GatewayProcess, list[LedgerEntry]]) -> None:
    gw, _ = recorded
    conn = sqlite3.connect(gw.state / "ledger.db")
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        assert "ledger_entries" in tables
        rows = 0
        for table in tables:
            for row in conn.execute(f'SELECT * FROM "{table}"'):
                rows += 1
                assert not any("ZEBRA" in str(v) or "QUOKKA" in str(v) for v in row), (table, row)
        assert rows > 0
    finally:
        conn.close()
    raw = (gw.state / "ledger.db").read_bytes()
    assert b"QUOKKA" not in raw


def test_the_admin_api_answers_the_same_report(
    recorded: tuple[GatewayProcess, list[LedgerEntry]], tmp_path: Path
) -> None:
    gw, _ = recorded
    proposed = current_policy()
    proposed["routing"]["rules"].insert(1, {"name": "beta-fast", "when": {"teams": ["beta"]}, "route": "fast"})
    cli = report(gw, proposed, tmp_path)
    files = {"policy.yaml": yaml.safe_dump(proposed)}
    url = f"{gw.base}/admin/policy/what-if"
    admin = {"authorization": f"Bearer {ADMIN}"}
    answer = httpx.post(url, params={"period": _period()}, json={"files": files}, headers=admin, timeout=60)
    assert answer.status_code == 200, answer.text
    doc = answer.json()
    assert doc["overall"] == cli["overall"] and doc["teams"] == cli["teams"]

    # a team key sees its own team only, and may not ask for another
    beta = {"authorization": f"Bearer {KEYS['beta'][0]}"}
    own = httpx.post(url, params={"period": _period()}, json={"files": files}, headers=beta, timeout=60)
    assert own.status_code == 200 and list(own.json()["teams"]) == ["beta"]
    assert own.json()["teams"]["beta"] == cli["teams"]["beta"]
    other = httpx.post(url, params={"team": "alpha"}, json={"files": files}, headers=beta, timeout=60)
    assert other.status_code == 403 and other.json()["error"]["param"] == "team"
    assert httpx.post(url, json={"files": files}, timeout=60).status_code == 401

    broken = {"policy.yaml": yaml.safe_dump({**proposed, "routing": {"rules": proposed["routing"]["rules"][:-1]}})}
    invalid = httpx.post(url, json={"files": broken}, headers=admin, timeout=60)
    assert invalid.status_code == 400 and invalid.json()["error"]["code"] == "policy_invalid"
    assert "last routing rule" in invalid.json()["error"]["message"] and "/tmp" not in invalid.text
    bomb = "a: &a [x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 8)}]\n" for i in range(20))
    for bad in ({"files": {"../x.yaml": "a: 1"}}, {"files": {}}, {"files": "policy.yaml"}, {"files": {"p.yaml": bomb}}):
        refused = httpx.post(url, json=bad, headers=admin, timeout=60)
        assert refused.status_code == 400 and refused.json()["error"]["param"] == "files"
    table = httpx.post(url, params={"format": "table", "period": _period()}, json={"files": files}, headers=admin,
                       timeout=60)
    assert table.status_code == 200 and table.text.startswith("what-if: served -> proposed")
