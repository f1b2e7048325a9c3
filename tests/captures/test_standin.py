"""The capture stand-in speaks each protocol well enough for the real SDKs, scripts a bounded tool loop,
records what it receives without secrets, and the captures get labels by the label rule."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anthropic
import openai
import pytest

from classifiers.captures import labels
from classifiers.captures.repo import make_repo
from classifiers.captures.run import build_captures
from classifiers.captures.upstream import Recorder, Server, StandIn

TASKS = {
    "long": {"id": "long", "label": "long_horizon", "prompt": "Fix the failing test in tests/."},
    "single": {"id": "single", "label": "single_step", "prompt": "Write a regex for ISO dates."},
}
SHELL_TOOL: Any = {
    "type": "function",
    "function": {
        "name": "run_shell",
        "parameters": {"type": "object", "properties": {"command": {"type": "string"}}},
    },
}


@pytest.fixture()
def standin(tmp_path: Path) -> Iterator[tuple[str, StandIn, Path]]:
    raw = tmp_path / "raw.jsonl"
    stand = StandIn(TASKS, Recorder(raw))
    server = Server(stand)
    base = server.start()
    yield base, stand, raw
    server.stop()


def _records(raw: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in raw.read_text(encoding="utf-8").splitlines()]


def test_chat_stream_loop_is_bounded_and_recorded_without_secrets(standin: tuple[str, StandIn, Path]) -> None:
    base, _stand, raw = standin
    client = openai.OpenAI(base_url=f"{base}/t/sdk/long/v1", api_key="sk-secret-value", max_retries=0)
    messages: list[Any] = [{"role": "user", "content": TASKS["long"]["prompt"]}]
    commands = []
    for _ in range(6):
        stream: Any = client.chat.completions.create(model="m", messages=messages, tools=[SHELL_TOOL], stream=True)
        calls = [c for chunk in stream if chunk.choices for c in chunk.choices[0].delta.tool_calls or []]
        if not calls:
            break
        assert calls[0].function is not None
        args = calls[0].function.arguments or "{}"
        commands.append(json.loads(args)["command"])
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": calls[0].id, "type": "function", "function": {"name": "run_shell", "arguments": args}}
                ],
            }
        )
        messages.append({"role": "tool", "tool_call_id": calls[0].id, "content": "exit code: 0\nok"})
    # A look first, then an edit, then a final answer: the loop ends by itself.
    assert len(commands) == 2 and commands[0].startswith("ls") and "sed -i" in commands[1]
    records = _records(raw)
    assert {r["endpoint"] for r in records} == {"/v1/chat/completions"}
    assert all(r["family"] == "sdk" and r["task_id"] == "long" for r in records)
    assert "sk-secret-value" not in raw.read_text(encoding="utf-8")


def test_responses_stream_completes_and_offers_function_calls(standin: tuple[str, StandIn, Path]) -> None:
    base, _stand, _raw = standin
    client = openai.OpenAI(base_url=f"{base}/t/codex/long/v1", api_key="k", max_retries=0)
    tools: Any = [{"type": "function", **SHELL_TOOL["function"]}]
    with client.responses.stream(model="m", input=TASKS["long"]["prompt"], tools=tools) as events:
        for _ in events:
            pass
        final = events.get_final_response()
    assert final.status == "completed"
    assert [item.type for item in final.output] == ["function_call"]
    answer = client.responses.create(model="m", input=TASKS["single"]["prompt"].replace("long", "x"))
    assert answer.output_text


def test_anthropic_stream_with_tools_and_count_tokens(standin: tuple[str, StandIn, Path]) -> None:
    base, _stand, raw = standin
    client = anthropic.Anthropic(base_url=f"{base}/t/claude/long", api_key="k", max_retries=0)
    tools: Any = [{"name": "Bash", "input_schema": {"type": "object", "properties": {"command": {"type": "string"}}}}]
    with client.messages.stream(
        model="m", max_tokens=100, tools=tools, messages=[{"role": "user", "content": TASKS["long"]["prompt"]}]
    ) as stream:
        message = stream.get_final_message()
    assert message.stop_reason == "tool_use"
    assert message.content[0].type == "tool_use" and "ls" in json.dumps(message.content[0].input)
    counted = client.messages.count_tokens(model="m", messages=[{"role": "user", "content": "hi"}])
    assert counted.input_tokens > 0
    assert "/v1/messages/count_tokens" in {r["endpoint"] for r in _records(raw)}


def test_captures_are_labelled_by_the_rule(standin: tuple[str, StandIn, Path], tmp_path: Path) -> None:
    base, _stand, raw = standin
    client = openai.OpenAI(base_url=f"{base}/t/sdk/single/v1", api_key="k", max_retries=0)
    client.chat.completions.create(model="m", messages=[{"role": "user", "content": TASKS["single"]["prompt"]}])
    client.chat.completions.create(
        model="m",
        messages=[
            {"role": "system", "content": "Write a short title for this conversation."},
            {"role": "user", "content": TASKS["single"]["prompt"]},
        ],
    )
    out = tmp_path / "captures.jsonl"
    build_captures(raw, out, TASKS)
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [(r["label"], r["shape"]) for r in rows] == [("single_step", "main"), ("single_step", "side")]
    assert set(rows[0]) == {"id", "family", "task_id", "endpoint", "headers", "body", "label", "shape"}


def test_label_rule_order() -> None:
    long_task, single_task = TASKS["long"], TASKS["single"]
    chat = "/v1/chat/completions"
    first = {"messages": [{"role": "user", "content": single_task["prompt"]}], "tools": [SHELL_TOOL]}
    assert labels.label(chat, first, single_task) == ("single_step", "main")
    assert labels.label(chat, {"messages": [{"role": "user", "content": long_task["prompt"]}]}, long_task) == (
        "long_horizon",
        "main",
    )
    native = {
        "input": [
            {"type": "message", "role": "user", "content": single_task["prompt"]},
            {"type": "function_call", "call_id": "c", "name": "shell", "arguments": "{}"},
            {"type": "function_call_output", "call_id": "c", "output": "ok"},
        ]
    }
    assert labels.label("/v1/responses", native, single_task) == ("long_horizon", "tool_result")
    pasted = {
        "messages": [
            {"role": "user", "content": long_task["prompt"]},
            {"role": "assistant", "content": "calc.py\n```python\n<<<<<<< SEARCH\nx\n=======\ny\n>>>>>>> REPLACE\n```"},
            {"role": "user", "content": "I ran this command:\n\npython3 -m unittest\n\nFAILED (failures=1)"},
        ]
    }
    assert labels.label(chat, pasted, long_task) == ("long_horizon", "tool_result")
    # A summary of a history that holds tool results is the summary's task: single-step.
    summary = {
        "messages": [
            {"role": "system", "content": "Summarize the conversation below for later turns."},
            {"role": "user", "content": "USER: fix it\nTOOL: exit code: 1"},
            {"role": "assistant", "content": "ok"},
            {"role": "user", "content": "exit code: 1\nFAILED (failures=1)"},
        ]
    }
    assert labels.label(chat, summary, long_task) == ("single_step", "side")
    # A task that mentions a title does not make its own main turn a side call.
    titled = {"id": "t", "label": "long_horizon", "prompt": "Add a title field to every model and migrate the db."}
    body = {"messages": [{"role": "user", "content": titled["prompt"]}]}
    assert labels.label(chat, body, titled) == ("long_horizon", "main")


def test_throwaway_repo_has_the_planted_failure(tmp_path: Path) -> None:
    import subprocess

    repo = make_repo(tmp_path / "r")
    done = subprocess.run(["python3", "-m", "unittest", "-q"], cwd=repo, capture_output=True, text=True)
    assert done.returncode != 0 and "FAILED (failures=1)" in done.stderr
    assert subprocess.run(["git", "status", "--porcelain"], cwd=repo, capture_output=True, text=True).stdout == ""


def test_driver_runs_the_sdk_client_end_to_end(tmp_path: Path) -> None:
    import sys

    from classifiers.captures.run import run_one

    # The SDK client's interpreter: this venv already has the openai SDK, so no install is needed.
    python = tmp_path / "tools" / "sdk-venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n', encoding="utf-8")
    python.chmod(0o755)
    task = {**TASKS["long"], "followup": "continue"}
    raw = tmp_path / "raw.jsonl"
    stand = StandIn({"long": task}, Recorder(raw))
    server = Server(stand)
    base = server.start()
    try:
        result = run_one("sdk", tmp_path / "tools", base, task, 0, stand, tmp_path / "scratch")
    finally:
        server.stop()
    assert result["rc"] == 0 and result["fixed"], result["tail"]
    out = tmp_path / "captures.jsonl"
    build_captures(raw, out, {"long": task})
    shapes = [json.loads(line)["shape"] for line in out.read_text(encoding="utf-8").splitlines()]
    # The ask, two tool-result turns, the follow-up (it carries the tool results), then the title call.
    assert shapes == ["main", "tool_result", "tool_result", "tool_result", "side"]


def test_an_untagged_request_gets_its_task_by_the_ask_and_a_scripted_loop(tmp_path: Path) -> None:
    """Behind a gateway every run shares one upstream URL: the stand-in finds the task by its words, and a
    task with `commands` runs them one per tool round, then answers."""
    scripted = {
        "id": "scripted",
        "label": "single_step",
        "prompt": "Run `echo ok` and report what it printed.",
        "commands": ["echo ok", "echo again"],
        "answer": "It printed ok.",
    }
    raw = tmp_path / "raw.jsonl"
    server = Server(StandIn({**TASKS, "scripted": scripted}, Recorder(raw)))
    base = server.start()
    try:
        client = openai.OpenAI(base_url=f"{base}/v1", api_key="k", max_retries=0)
        messages: list[Any] = [{"role": "user", "content": f"<context>repo</context>\n{scripted['prompt']}"}]
        commands, answer = [], None
        for step in range(5):
            reply = client.chat.completions.create(model="m", messages=messages, tools=[SHELL_TOOL]).choices[0]
            if not reply.message.tool_calls:
                answer = reply.message.content
                break
            call: Any = reply.message.tool_calls[0]
            commands.append(json.loads(call.function.arguments)["command"])
            messages += [
                {"role": "assistant", "content": None, "tool_calls": [call.model_dump()]},
                {"role": "tool", "tool_call_id": call.id, "content": f"output {step}"},
            ]
        long = client.chat.completions.create(
            model="m", messages=[{"role": "user", "content": TASKS["long"]["prompt"]}], tools=[SHELL_TOOL]
        )
    finally:
        server.stop()
    assert commands == ["echo ok", "echo again"] and answer == "It printed ok."
    assert long.choices[0].message.tool_calls  # the long task's own loop, found by its words
    assert {r["task_id"] for r in _records(raw)} == {"scripted", "long"}


def test_an_install_that_fails_is_an_error(tmp_path: Path) -> None:
    """A registry that cannot be reached (here an npm that fails) makes the installer exit non-zero, naming
    the client: CI stops there instead of running tests without it."""
    import os
    import subprocess
    import sys

    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "npm").write_text("#!/bin/sh\necho 'npm error network unreachable' >&2\nexit 1\n", encoding="utf-8")
    (fake / "npm").chmod(0o755)
    env = {**os.environ, "PATH": f"{fake}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(
        [sys.executable, "-m", "classifiers.captures.tools", "cn", "--tools", str(tmp_path / "tools")],
        capture_output=True, text=True, env=env, cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 1 and "cn: not installed" in done.stderr, done.stderr
    assert not (tmp_path / "tools" / "npm" / "node_modules" / ".bin" / "cn").exists()
