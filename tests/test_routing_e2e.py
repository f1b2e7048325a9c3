"""Routing by class through a real `gateway serve`: autocomplete goes fast, agent turns go standard, and a
tool-result turn stays on its session's version. Plus a replayed Claude Code session, turn by turn."""

from __future__ import annotations

import json
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import KEY_A, two_teams
from tests.support.ledger_db import read_entries, sqlite_url
from tests.support.policies import policy
from tests.support.procs import GatewayProcess

AGENT_SYSTEM = (
    "You are an autonomous software engineering agent working in the user's repository. Use the tools to "
    "inspect files, edit code and run commands. Work step by step: explore, make a plan, apply changes, run "
    "the test suite, and iterate until every test passes. Do not stop until the task is complete."
)
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": name,
            "description": desc,
            "parameters": {"type": "object", "properties": {"path": {"type": "string"}, "command": {"type": "string"}}},
        },
    }
    for name, desc in [
        ("read_file", "Read a file"),
        ("edit_file", "Apply an edit to a file"),
        ("run_command", "Run a shell command in the repository"),
        ("search", "Search the code"),
    ]
]


@pytest.fixture(scope="module")
def gateway(tmp_path_factory: pytest.TempPathFactory) -> Any:
    root = tmp_path_factory.mktemp("routing")
    from tests.support.procs import write_policy

    doc = policy(two_teams())
    doc["models"]["coder"]["aliases"] = ["claude-*"]
    write_policy(root / "policies", doc)
    with GatewayProcess(root / "policies", root / "state") as process:
        yield process


def post(gw: GatewayProcess, path: str, body: dict[str, Any], headers: dict[str, str] | None = None) -> httpx.Response:
    response = httpx.post(
        gw.url + path, json=body, timeout=30, headers={"authorization": f"Bearer {KEY_A}", **(headers or {})}
    )
    assert response.status_code == 200, response.text
    return response


def test_autocomplete_goes_fast(gateway: GatewayProcess) -> None:
    body = {
        "model": "coder",
        "prompt": "# path: src/parser.py\nimport re\n\ndef parse_header(line):\n    ",
        "suffix": "\n\ndef parse_body(lines):\n    pass\n",
        "max_tokens": 64,
        "temperature": 0,
        "stop": ["\n\n"],
        "stream": True,
    }
    response = post(gateway, "/completions", body, {"openai-intent": "copilot-ghost"})
    assert response.headers["x-gateway-version"] == "fast"
    assert response.headers["x-gateway-request-class"] == "single_step"
    rid = response.headers["x-request-id"]
    deadline = time.monotonic() + 5
    while not (lines := [json.loads(raw) for raw in gateway.logs().splitlines()
                         if rid in raw and '"event":"request"' in raw]) and time.monotonic() < deadline:
        time.sleep(0.05)  # the line is written as the stream ends
    assert lines and lines[0]["request_class"] == "single_step" and "class" not in lines[0]  # one name in the log


def test_agent_turn_goes_standard_and_its_tool_results_stay(gateway: GatewayProcess) -> None:
    session = {"x-session-id": f"task-{uuid.uuid4().hex[:8]}"}
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": AGENT_SYSTEM},
        {
            "role": "user",
            "content": "The CI is red: tests/test_parser.py::test_unicode fails. Find the bug in "
            "the repository, fix it and make the whole test suite pass.",
        },
    ]
    first = post(gateway, "/chat/completions", {"model": "coder", "messages": messages, "tools": TOOLS}, session)
    assert first.headers["x-gateway-version"] == "standard"
    assert first.headers["x-gateway-request-class"] == "long_horizon"
    versions = []
    for step in range(4):
        call = {
            "id": f"call_{step}",
            "type": "function",
            "function": {"name": "run_command", "arguments": json.dumps({"command": "pytest -q"})},
        }
        messages += [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": f"call_{step}", "content": "1 failed, 41 passed"},
        ]
        turn = post(gateway, "/chat/completions", {"model": "coder", "messages": messages, "tools": TOOLS}, session)
        versions.append(turn.headers["x-gateway-version"])
    assert versions == ["standard"] * 4, "no version switch inside a tool loop"
    short = [*messages, {"role": "user", "content": "continue"}]
    assert (
        post(gateway, "/chat/completions", {"model": "coder", "messages": short, "tools": TOOLS}, session).headers[
            "x-gateway-version"
        ]
        == "standard"
    )


def test_trivial_question_with_tools_stays_fast_through_its_loop(gateway: GatewayProcess) -> None:
    session = {"x-session-id": f"task-{uuid.uuid4().hex[:8]}"}
    messages: list[dict[str, Any]] = [{"role": "user", "content": "What does the regex ^\\d{4}-\\d{2}$ match?"}]
    first = post(gateway, "/chat/completions", {"model": "coder", "messages": messages, "tools": TOOLS}, session)
    assert first.headers["x-gateway-version"] == "fast"
    call = {"id": "c1", "type": "function", "function": {"name": "search", "arguments": "{}"}}
    messages += [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": "no results"},
    ]
    second = post(gateway, "/chat/completions", {"model": "coder", "messages": messages, "tools": TOOLS}, session)
    assert second.headers["x-gateway-version"] == "fast"
    assert second.headers["x-gateway-reason"] == "session-pinned"


CLAUDE_TOOLS = [
    {
        "name": n,
        "description": f"{n} tool of the coding agent. " * 8,
        "input_schema": {
            "type": "object",
            "properties": {"file_path": {"type": "string"}, "command": {"type": "string"}},
        },
    }
    for n in [
        "Task",
        "Bash",
        "Glob",
        "Grep",
        "LS",
        "Read",
        "Edit",
        "MultiEdit",
        "Write",
        "NotebookEdit",
        "WebFetch",
        "TodoWrite",
        "WebSearch",
        "BashOutput",
        "KillShell",
        "ExitPlanMode",
    ]
]


def claude_turn(sid: str, messages: list[dict[str, Any]], main: bool) -> tuple[dict[str, Any], dict[str, str]]:
    user_id = f"user_{'ab' * 32}_account_{uuid.UUID(int=7)}_session_{sid}"
    headers = {
        "x-api-key": KEY_A,
        "anthropic-version": "2023-06-01",
        "x-claude-code-session-id": sid,
        "anthropic-beta": "claude-code-20250219,interleaved-thinking-2025-05-14",
        "user-agent": "claude-cli/2.0.14 (external, cli)",
        "authorization": "",
    }
    if main:
        body = {
            "model": "claude-house-main-1",
            "max_tokens": 32000,
            "stream": True,
            "tools": CLAUDE_TOOLS,
            "system": [
                {
                    "type": "text",
                    "text": "You are Claude Code, a coding agent. " + AGENT_SYSTEM,
                    "cache_control": {"type": "ephemeral"},
                }
            ],
            "messages": messages,
            "metadata": {"user_id": user_id},
            "thinking": {"type": "enabled", "budget_tokens": 4000},
        }
    else:
        body = {
            "model": "claude-house-small-1",
            "max_tokens": 512,
            "messages": messages,
            "system": [
                {
                    "type": "text",
                    "text": "Analyze if this message indicates a new conversation topic. "
                    "Format your response as a JSON object with fields isNewTopic and title.",
                }
            ],
            "metadata": {"user_id": user_id},
        }
    return body, headers


def test_replayed_claude_code_session(gateway: GatewayProcess) -> None:
    sid = str(uuid.uuid4())
    task = {
        "role": "user",
        "content": [
            {
                "type": "text",
                "text": "Add retries with exponential backoff to the "
                "HTTP client in src/net/client.py, update the callers and the tests, and "
                "run the test suite until it passes.",
            }
        ],
    }
    history: list[dict[str, Any]] = [task]
    plan: list[tuple[str, list[dict[str, Any]], bool]] = [("title", [task], False), ("main", history, True)]
    expected = ["fast", "standard"]
    results = []
    for _kind, messages, main in plan:
        body, headers = claude_turn(sid, list(messages), main)
        results.append(httpx.post(gateway.base + "/v1/messages?beta=true", json=body, headers=headers, timeout=30))
    for step, (tool, arg) in enumerate(
        [("Read", "src/net/client.py"), ("Edit", "src/net/client.py"), ("Bash", "pytest -q tests/net")]
    ):
        history = [
            *history,
            {
                "role": "assistant",
                "content": [
                    {
                        "type": "tool_use",
                        "id": f"toolu_{step}",
                        "name": tool,
                        "input": {"file_path": arg, "command": arg},
                    }
                ],
            },
            {
                "role": "user",
                "content": [
                    {"type": "tool_result", "tool_use_id": f"toolu_{step}", "content": f"output of {tool} #{step}"}
                ],
            },
        ]
        body, headers = claude_turn(sid, history, True)
        results.append(httpx.post(gateway.base + "/v1/messages?beta=true", json=body, headers=headers, timeout=30))
        expected.append("standard")
        if step == 1:
            title_body, title_headers = claude_turn(
                sid, [{"role": "user", "content": "summarize the work so far in one line"}], False
            )
            results.append(
                httpx.post(gateway.base + "/v1/messages", json=title_body, headers=title_headers, timeout=30)
            )
            expected.append("fast")
    assert [r.status_code for r in results] == [200] * len(results)
    assert [r.headers["x-gateway-version"] for r in results] == expected
    request_ids = [r.headers["x-request-id"] for r in results]

    url = sqlite_url(gateway.state)
    import time

    deadline = time.monotonic() + 10
    rows: list[Any] = []
    while time.monotonic() < deadline:
        rows = [e for e in read_entries(url) if e.request_id in request_ids]
        if len(rows) == len(request_ids):
            break
        time.sleep(0.1)
    by_id = {e.request_id: e for e in rows}
    assert [by_id[r].version for r in request_ids] == expected
    assert {by_id[r].endpoint for r in request_ids} == {"/v1/messages"}
    assert all(by_id[r].outcome == "ok" and by_id[r].requested_model == "coder" for r in request_ids)
    main_rows = [by_id[r] for r, v in zip(request_ids, expected, strict=True) if v == "standard"]
    assert len({e.session_id for e in main_rows}) == 1 and main_rows[0].session_id is not None
    assert all(e.request_class == "long_horizon" for e in main_rows[:1])
    fast = [by_id[r].request_class for r, v in zip(request_ids, expected, strict=True) if v == "fast"]
    assert fast == ["single_step"] * 2
    assert all(e.completion_tokens > 0 for e in rows), "streamed turns carry their real token counts"


def test_explain_shows_features_score_rule_and_version(gateway: GatewayProcess, tmp_path: Path) -> None:
    request = {
        "endpoint": "/v1/chat/completions",
        "headers": {},
        "body": {
            "model": "coder",
            "messages": [
                {"role": "system", "content": AGENT_SYSTEM},
                {"role": "user", "content": "fix the bug in the repo"},
            ],
            "tools": TOOLS,
        },
    }
    path = tmp_path / "request.json"
    path.write_text(json.dumps(request))
    import subprocess
    import sys

    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "gateway.cli.main",
            "explain",
            str(path),
            "--team",
            "alpha",
            "--policies",
            str(gateway.policies),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["request_class"] == "long_horizon" and out["version"] == "standard" and out["rule"] == "long-horizon"
    assert "features" in out and 0.5 <= out["score"] <= 1
