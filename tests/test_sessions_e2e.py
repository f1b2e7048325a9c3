"""Sessions through a real `gateway serve`: a fixed client opening does not merge conversations, side calls
route on their own ask, a misrouted fast loop is rescued once to standard (and its model-bound reasoning is
dropped for the new version), and two deployments sharing one Redis keep their sessions apart."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anthropic
import openai
import pytest

from tests.conftest import KEY_A, KEY_A_ENTRY, two_teams
from tests.support import aider_shapes as aider
from tests.support.ledger_db import sqlite_url, wait_for_entries
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, team_key, write_policy
from tests.support.upstream import RecordingUpstream

REDIS = "redis://127.0.0.1:6379/0"
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": name,
            "description": f"{name} in the repository",
            "parameters": {"type": "object", "properties": {"path": {"type": "string"}, "command": {"type": "string"}}},
        },
    }
    for name in ("read_file", "edit_file", "run_command")
]
LONG_ASK = (
    "Add a plugin system to the whole application: discover plugins from entry points, load them at start-up, "
    "let each register commands and storage backends, migrate the three built-in backends to plugins, update "
    "every caller across the modules and add tests for loading, ordering and failure handling."
)


def client(gw: GatewayProcess, key: str = KEY_A) -> openai.OpenAI:
    return openai.OpenAI(base_url=gw.url, api_key=key, max_retries=0, timeout=30)


def chat(gw: GatewayProcess, body: dict[str, Any], headers: dict[str, str] | None = None, key: str = KEY_A) -> Any:
    """One chat call with the openai SDK; returns the raw response (headers) of a 200."""
    fields = {k: v for k, v in body.items() if k not in ("model", "messages")}
    extra = {k: fields.pop(k) for k in list(fields) if k in ("thinking",)}
    return client(gw, key).chat.completions.with_raw_response.create(
        model=body.get("model", "coder"), messages=body["messages"], extra_headers=headers or {},
        extra_body=extra or None, **fields,
    )


def entries_of(gw: GatewayProcess, request_ids: list[str]) -> dict[str, Any]:
    """The ledger entries of these requests, once all are written (the writer batches in the background)."""
    deadline = time.monotonic() + 20
    while True:
        found = {e.request_id: e for e in wait_for_entries(sqlite_url(gw.state), 1) if e.request_id in request_ids}
        if len(found) == len(request_ids) or time.monotonic() > deadline:
            return found
        time.sleep(0.2)


def request_lines(gw: GatewayProcess) -> dict[str, dict[str, Any]]:
    lines: dict[str, dict[str, Any]] = {}
    for raw in gw.logs().splitlines():
        if raw.startswith("{"):
            doc = json.loads(raw)
            if doc.get("event") == "request" and "request_id" in doc:
                lines[doc["request_id"]] = doc
    return lines


@pytest.fixture(scope="module")
def sim(tmp_path_factory: pytest.TempPathFactory) -> Iterator[GatewayProcess]:
    root = tmp_path_factory.mktemp("sessions")
    doc = policy(two_teams())
    doc["models"]["coder"]["aliases"] = ["claude-*", "gpt-*"]
    write_policy(root / "policies", doc)
    with GatewayProcess(root / "policies", root / "state") as process:
        yield process


def test_aider_sessions_with_one_fixed_opening_do_not_share_a_session(sim: GatewayProcess) -> None:
    repos = {
        "alpha": LONG_ASK,
        "beta": "rename the variable tmp to buffer in store.py",
        "gamma": "add a docstring to Store.get",
    }
    ids, reasons = {}, {}
    for repo, ask in repos.items():
        raw = chat(sim, aider.main_request(f"{repo}-{uuid.uuid4().hex[:6]}", [ask]))
        ids[repo] = raw.headers["x-request-id"]
        reasons[repo] = raw.headers["x-gateway-reason"]
    # the long request in alpha pinned its session to standard; the other repos' sessions are their own
    assert reasons["beta"] != "session-pinned" and reasons["gamma"] != "session-pinned", reasons
    sessions = {rid: e.session_id for rid, e in entries_of(sim, list(ids.values())).items()}
    assert len(sessions) == 3 and all(s and s.startswith("fingerprint:") for s in sessions.values())
    assert len(set(sessions.values())) == 3, sessions
    # a second turn of beta continues beta's session (the fingerprint is stable across turns)
    beta_repo = "beta-second"
    first = chat(sim, aider.main_request(beta_repo, [repos["beta"]]))
    second = chat(
        sim, aider.main_request(beta_repo, [repos["beta"], "now also rename tmp2"], ["Renamed it in store.py."])
    )
    pair = entries_of(sim, [first.headers["x-request-id"], second.headers["x-request-id"]])
    assert len({e.session_id for e in pair.values()}) == 1


def test_side_calls_after_a_long_request_go_fast(sim: GatewayProcess) -> None:
    # aider: the long request, then its commit-message call quoting it
    long = chat(sim, aider.main_request(f"side-{uuid.uuid4().hex[:6]}", [LONG_ASK]))
    assert long.headers["x-gateway-version"] == "standard"
    diff = "diff --git a/app/plugins.py b/app/plugins.py\n+from importlib.metadata import entry_points\n" * 20
    commit = chat(sim, aider.commit_request(LONG_ASK, diff))
    assert commit.headers["x-gateway-version"] == "fast", commit.headers["x-gateway-reason"]
    assert commit.headers["x-gateway-request-class"] == "single_step"

    # Codex: a loop pinned to standard, then its compaction call (same session, tools, whole history)
    sid = {"session_id": str(uuid.uuid4())}
    codex = client(sim)
    history: list[dict[str, Any]] = [{"type": "message", "role": "user", "content": [{"type": "input_text",
                                                                                     "text": LONG_ASK}]}]
    tools = [{"type": "function", "name": "shell", "parameters": {"type": "object", "properties": {}}}]
    first = codex.responses.with_raw_response.create(
        model="gpt-5-codex", input=history, tools=tools, extra_headers={**sid, "x-gateway-route": "standard"}  # type: ignore[arg-type]
    )
    assert first.headers["x-gateway-version"] == "standard"
    history += [
        {"type": "function_call", "call_id": "c1", "name": "shell", "arguments": "{\"command\": [\"ls\"]}"},
        {"type": "function_call_output", "call_id": "c1", "output": "app/ tests/ setup.py"},
    ]
    turn = codex.responses.with_raw_response.create(model="gpt-5-codex", input=history, tools=tools,  # type: ignore[arg-type]
                                                    extra_headers=sid)
    assert (turn.headers["x-gateway-version"], turn.headers["x-gateway-reason"]) == ("standard", "session-pinned")
    compact = [*history, {"type": "message", "role": "user", "content": [{"type": "input_text", "text":
               "You are performing a CONTEXT CHECKPOINT COMPACTION. Create a handoff summary for another LLM "
               "that will resume the task."}]}]
    compaction = codex.responses.with_raw_response.create(model="gpt-5-codex", input=compact, tools=tools,  # type: ignore[arg-type]
                                                          extra_headers=sid)
    assert compaction.headers["x-gateway-version"] == "fast", compaction.headers["x-gateway-reason"]
    # the compaction did not unpin the loop: its next tool turn is still on standard
    history += [
        {"type": "function_call", "call_id": "c2", "name": "shell", "arguments": "{\"command\": [\"pytest\"]}"},
        {"type": "function_call_output", "call_id": "c2", "output": "3 failed"},
    ]
    after = codex.responses.with_raw_response.create(model="gpt-5-codex", input=history, tools=tools,  # type: ignore[arg-type]
                                                     extra_headers=sid)
    assert after.headers["x-gateway-version"] == "standard"

    # Claude Code: its title call shares the session of a loop pinned to standard
    cc = anthropic.Anthropic(base_url=sim.base, api_key=KEY_A, max_retries=0, timeout=30)
    session = {"x-claude-code-session-id": str(uuid.uuid4())}
    loop = cc.messages.with_raw_response.create(
        model="claude-sonnet-4-5", max_tokens=256, messages=[{"role": "user", "content": LONG_ASK}],
        tools=[{"name": "Bash", "description": "run a command", "input_schema": {"type": "object", "properties": {}}}],
        extra_headers={**session, "x-gateway-route": "standard"},
    )
    assert loop.headers["x-gateway-version"] == "standard"
    title = cc.messages.with_raw_response.create(
        model="claude-haiku-4-5", max_tokens=64,
        system="Analyze if this message indicates a new conversation topic. If it does, extract a 2-3 word title "
        "that captures the new topic. Format your response as a JSON object with two fields: 'isNewTopic' and "
        "'title'.",
        messages=[{"role": "user", "content": LONG_ASK}], extra_headers=session,
    )
    assert title.headers["x-gateway-version"] == "fast", title.headers["x-gateway-reason"]


def _tool_turn(step: int, thinking: str) -> list[dict[str, Any]]:
    call = {"id": f"call_{step}", "type": "function",
            "function": {"name": "run_command", "arguments": json.dumps({"command": "pytest -q"})}}
    return [
        {"role": "assistant", "content": None, "tool_calls": [call],
         "thinking_blocks": [{"type": "thinking", "thinking": "the tests fail again", "signature": thinking}]},
        {"role": "tool", "tool_call_id": f"call_{step}", "content": "FAILED tests/test_parser.py::test_unicode"},
    ]


def recording_gateway(tmp_path: Path, upstream: RecordingUpstream, **team: Any) -> GatewayProcess:
    doc = policy(
        two_teams(**team),
        # both upstreams take Anthropic-style `thinking` on chat (as litellm-fronted pools do): declared, since
        # the gateway forwards only OpenAI's own fields otherwise
        fast=openai_version(upstream.url, "fast-model", prices={"input_per_mtok": 0.2, "output_per_mtok": 0.8},
                            pass_fields=["thinking"]),
        standard=openai_version(
            upstream.url, "standard-model", context_window=200000, prices={"input_per_mtok": 3, "output_per_mtok": 15},
            pass_fields=["thinking"],
        ),
    )
    write_policy(tmp_path / "policies", doc)
    return GatewayProcess(tmp_path / "policies", tmp_path / "state")


def run_loop(gw: GatewayProcess, session: dict[str, str], rounds: int, thinking: dict[str, Any] | None = None) -> Any:
    """A tool loop that starts on fast (here by the header; in life by a classifier that misread the ask), then
    ``rounds`` failing test runs. Each assistant turn carries thinking signed by the version that wrote it."""
    extra = {"thinking": thinking} if thinking else {}
    messages: list[dict[str, Any]] = [{"role": "user", "content": "The parser test fails; fix it."}]
    first = chat(gw, {"messages": messages, "tools": TOOLS, **extra}, {**session, "x-gateway-route": "fast"})
    assert first.headers["x-gateway-version"] == "fast"
    writer = "fast"
    routes, ids = [], [first.headers["x-request-id"]]
    for step in range(rounds):
        messages += _tool_turn(step, f"sig-{writer}-{step}")
        raw = chat(gw, {"messages": messages, "tools": TOOLS, **extra}, session)
        writer = raw.headers["x-gateway-version"]
        routes.append((writer, raw.headers["x-gateway-reason"]))
        ids.append(raw.headers["x-request-id"])
    return messages, routes, ids


def test_misrouted_loop_escalates_once_then_stays_on_standard(tmp_path: Path) -> None:
    thinking = {"type": "enabled", "budget_tokens": 1024}
    with RecordingUpstream() as upstream, recording_gateway(tmp_path, upstream) as gw:  # the default setting
        session = {"x-session-id": f"task-{uuid.uuid4().hex[:8]}"}
        messages, routes, ids = run_loop(gw, session, 5, thinking)
        # at its third tool round (the default setting), once, for good
        moved = routes.index(("standard", "session-escalated"))
        assert moved == 2 and routes[:moved] == [("fast", "session-pinned")] * moved, routes
        assert routes[moved + 1 :] == [("standard", "session-pinned")] * (len(routes) - moved - 1), routes
        # a new ask in the same session, with tools, stays on standard: the loop never moves back
        messages += [{"role": "assistant", "content": "Fixed."}, {"role": "user", "content": "ok, and the docs?"}]
        later = chat(gw, {"messages": messages, "tools": TOOLS}, session)
        assert later.headers["x-gateway-version"] == "standard"
        escalated_id = ids[moved + 1]

        # what the upstream got: fast's signed thinking never reaches the standard model
        bodies = [b for b in upstream.received if b.get("model") in ("fast-model", "standard-model")]
        on_fast = [b for b in bodies if b["model"] == "fast-model"]
        on_standard = [b for b in bodies if b["model"] == "standard-model"]
        assert on_fast[0]["thinking"] == thinking
        escalated = on_standard[0]
        assert [m for m in escalated["messages"] if m.get("thinking_blocks")] == []
        assert "thinking" not in escalated  # its last assistant turn (fast's) lost its thinking
        assert [m.get("tool_calls") for m in escalated["messages"] if m["role"] == "assistant"][-1]  # calls stay
        last = on_standard[len(routes) - moved - 1]
        kept = [tb["signature"] for m in last["messages"] for tb in m.get("thinking_blocks", [])]
        assert kept and all(sig.startswith("sig-standard-") for sig in kept) and last["thinking"] == thinking

        # the reason is in the log line, the ledger and the reports
        lines = request_lines(gw)
        assert lines[escalated_id]["reason"] == "session-escalated" and lines[escalated_id]["version"] == "standard"
        session_entries = entries_of(gw, [*ids, later.headers["x-request-id"]])
        assert session_entries[escalated_id].rule == "session-escalated"
        assert sum(e.cost_micros or 0 for e in session_entries.values() if e.version == "fast") > 0
        env = {**os.environ, "GATEWAY_STATE_DIR": str(gw.state), "GATEWAY_POLICIES_DIR": str(gw.policies)}
        out = subprocess.run(
            [sys.executable, "-m", "gateway.cli.main", "report", "--by", "reason", "--format", "json"],
            capture_output=True, text=True, env=env, check=True,
        )
    report = json.loads(out.stdout)
    by_reason = {r["dims"]["reason"]: r for r in report["rows"]}
    assert by_reason["session-escalated"]["requests"] == 1
    # the escalated session counts at what it cost: all its requests, the cheaper fast ones included, and no
    # saving is claimed on any of them
    assert report["totals"]["escalated_requests"] == len(ids) + 1
    assert report["totals"]["standard_cost_usd"] == report["totals"]["cost_usd"]
    assert report["totals"]["savings_usd"] in (None, "0.000000")
    assert any("escalated" in note for note in report["notes"])


def test_escalation_after_the_configured_tool_rounds(tmp_path: Path) -> None:
    with RecordingUpstream() as upstream, recording_gateway(
        tmp_path, upstream, escalation={"after_tool_rounds": 4, "on_long_turn": False}
    ) as gw:
        _, routes, _ = run_loop(gw, {"x-session-id": f"task-{uuid.uuid4().hex[:8]}"}, 6)
    assert routes == [("fast", "session-pinned")] * 3 + [("standard", "session-escalated")] + [
        ("standard", "session-pinned")
    ] * 2


def test_escalation_can_be_turned_off(tmp_path: Path) -> None:
    doc = policy(two_teams(escalation={"enabled": False}))
    write_policy(tmp_path / "policies", doc)
    with GatewayProcess(tmp_path / "policies", tmp_path / "state") as gw:
        session = {"x-session-id": f"task-{uuid.uuid4().hex[:8]}"}
        messages: list[dict[str, Any]] = [{"role": "user", "content": "The parser test fails; fix it."}]
        chat(gw, {"messages": messages, "tools": TOOLS}, {**session, "x-gateway-route": "fast"})
        versions = []
        for step in range(4):
            messages += _tool_turn(step, f"sig-{step}")
            versions.append(chat(gw, {"messages": messages, "tools": TOOLS}, session).headers["x-gateway-version"])
        assert versions == ["fast"] * 4


def _deployment(tmp_path: Path, name: str, env: dict[str, str], key_entry: dict[str, str]) -> GatewayProcess:
    teams = {"alpha": {"keys": [key_entry], "allow_route_header": True}}
    write_policy(tmp_path / name / "policies", policy(teams))
    env = {"GATEWAY_REDIS_URL": REDIS, **env}
    return GatewayProcess(tmp_path / name / "policies", tmp_path / name / "state", env=env)


@pytest.mark.parametrize("named", [True, False], ids=["configured-names", "derived-from-policy"])
def test_two_deployments_on_one_redis_keep_their_sessions_apart(tmp_path: Path, named: bool) -> None:
    key_b, entry_b = team_key("alpha", key="gw-test-alpha-other-deployment")
    gw_a = _deployment(tmp_path, "a", {"GATEWAY_DEPLOYMENT": "team-a"} if named else {}, KEY_A_ENTRY)
    gw_b = _deployment(tmp_path, "b", {"GATEWAY_DEPLOYMENT": "team-b"} if named else {}, entry_b)
    with gw_a, gw_b:
        session = {"x-session-id": f"shared-{uuid.uuid4().hex[:8]}"}
        messages: list[dict[str, Any]] = [{"role": "user", "content": LONG_ASK}]
        first = chat(gw_a, {"messages": messages, "tools": TOOLS}, {**session, "x-gateway-route": "standard"})
        assert first.headers["x-gateway-version"] == "standard"
        messages += _tool_turn(0, "sig-0")
        deadline = time.monotonic() + 10
        while True:  # the pin is written in the background: wait until deployment a sees it
            again = chat(gw_a, {"messages": messages, "tools": TOOLS}, session)
            if again.headers["x-gateway-reason"] == "session-pinned" or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        assert (again.headers["x-gateway-version"], again.headers["x-gateway-reason"]) == ("standard", "session-pinned")
        # deployment b: same team name, same session id, its own sessions
        other = chat(gw_b, {"messages": messages, "tools": TOOLS}, {**session, "x-gateway-route": "fast"}, key=key_b)
        assert (other.headers["x-gateway-version"], other.headers["x-gateway-reason"]) == ("fast", "route-header")


def test_explain_shows_the_session_and_its_escalation(sim: GatewayProcess, tmp_path: Path) -> None:
    messages: list[dict[str, Any]] = [{"role": "user", "content": "The parser test fails; fix it."}]
    for step in range(3):
        messages += _tool_turn(step, f"sig-{step}")
    request: dict[str, Any] = {
        "endpoint": "/v1/chat/completions",
        "headers": {"x-session-id": "task-7"},
        "body": {"model": "coder", "messages": messages, "tools": TOOLS},
    }

    def explain(doc: dict[str, Any]) -> dict[str, Any]:
        path = tmp_path / "request.json"
        path.write_text(json.dumps(doc))
        out = subprocess.run(
            [sys.executable, "-m", "gateway.cli.main", "explain", str(path), "--team", "alpha",
             "--policies", str(sim.policies)],
            capture_output=True, text=True, check=True,
        )
        result: dict[str, Any] = json.loads(out.stdout)
        return result

    pinned = explain({**request, "session": {"version": "fast"}})
    assert (pinned["rule"], pinned["version"]) == ("session-escalated", "standard")
    assert pinned["session"]["key"] == "x-session-id:task-7" and pinned["session"]["tool_rounds"] == 3
    assert pinned["session"]["escalated"] is True and pinned["session"]["escalation"]["after_tool_rounds"] == 3
    side = explain({"endpoint": "/v1/chat/completions", "body": aider.commit_request(LONG_ASK, "+x\n")})
    assert side["session"]["side_call"] == "commit-message"
    assert (side["request_class"], side["version"]) == ("single_step", "fast")


def test_a_claude_code_loop_escalates_and_no_signed_thinking_reaches_an_upstream(tmp_path: Path) -> None:
    """/v1/messages: the loop's tool rounds count in Anthropic's blocks; thinking blocks (signed by whichever
    model wrote them) never reach a chat upstream, before or after the switch."""
    with RecordingUpstream() as upstream, recording_gateway(
        tmp_path, upstream, escalation={"after_tool_rounds": 2, "on_long_turn": False}
    ) as gw:
        cc = anthropic.Anthropic(base_url=gw.base, api_key=KEY_A, max_retries=0, timeout=30)
        session = {"x-claude-code-session-id": str(uuid.uuid4())}
        schema = {"type": "object", "properties": {}}
        tools: list[Any] = [{"name": "Bash", "description": "run", "input_schema": schema}]
        messages: list[Any] = [{"role": "user", "content": "The parser test fails; fix it."}]
        first = cc.messages.with_raw_response.create(
            model="coder", max_tokens=256, messages=messages, tools=tools,
            extra_headers={**session, "x-gateway-route": "fast"},
        )
        assert first.headers["x-gateway-version"] == "fast"
        routes = []
        for step in range(3):
            messages += [
                {"role": "assistant", "content": [
                    {"type": "thinking", "thinking": "run the tests", "signature": f"sig-{step}"},
                    {"type": "tool_use", "id": f"t{step}", "name": "Bash", "input": {"command": "pytest"}}]},
                {"role": "user",
                 "content": [{"type": "tool_result", "tool_use_id": f"t{step}", "content": "1 failed"}]},
            ]
            raw = cc.messages.with_raw_response.create(
                model="coder", max_tokens=256, messages=messages, tools=tools, extra_headers=session,
                extra_body={"thinking": {"type": "enabled", "budget_tokens": 1024}},
            )
            routes.append((raw.headers["x-gateway-version"], raw.headers["x-gateway-reason"]))
        assert routes == [("fast", "session-pinned"), ("standard", "session-escalated"), ("standard", "session-pinned")]
        sent = json.dumps(upstream.received)
        assert "sig-" not in sent and '"thinking"' not in sent
