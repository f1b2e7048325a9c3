"""The simulated upstream behaves like a cautious model for real agent clients: with tools it first calls one
that only looks (never one that spawns sub-agents), and after the tool's result it answers, so each prompt of a
Claude Code or Codex session ends after a short exchange. Driven through a real gateway with the real SDKs."""

from __future__ import annotations

import json
from typing import Any

import anthropic
import openai

from tests.conftest import KEY_A
from tests.support.procs import GatewayProcess


def _tool(name: str, **props: str) -> dict[str, Any]:
    schema = {"type": "object", "properties": {k: {"type": v} for k, v in props.items()}, "required": list(props)}
    return {"name": name, "description": f"The {name} tool", "input_schema": schema}


# Shaped like Claude Code's list: the sub-agent tool first, then the shell and the file tools.
CLAUDE_CODE_TOOLS = [
    _tool("Task", description="string", prompt="string", subagent_type="string"),
    _tool("Bash", command="string"),
    _tool("Glob", pattern="string"),
    _tool("Grep", pattern="string"),
    _tool("Read", file_path="string"),
    _tool("Edit", file_path="string", old_string="string", new_string="string"),
    _tool("Write", file_path="string", content="string"),
    _tool("TodoWrite", todos="array"),
]


def test_a_claude_code_prompt_calls_a_harmless_tool_then_answers(sim_gateway: GatewayProcess) -> None:
    claude = anthropic.Anthropic(base_url=sim_gateway.base, api_key=KEY_A, max_retries=0)
    messages: list[dict[str, Any]] = [{"role": "user", "content": "what does this project do?"}]
    calls: list[tuple[str, dict[str, Any]]] = []
    for turn in range(4):  # a client loop, bounded: the simulator must end the prompt well within it
        streamed = turn % 2 == 1
        kwargs: dict[str, Any] = {"model": "coder", "max_tokens": 1024, "tools": CLAUDE_CODE_TOOLS,
                                  "messages": messages}
        if streamed:
            with claude.messages.stream(**kwargs) as stream:
                message = stream.get_final_message()
        else:
            message = claude.messages.create(**kwargs)
        uses = [block for block in message.content if block.type == "tool_use"]
        if message.stop_reason != "tool_use":
            break
        calls += [(use.name, dict(use.input)) for use in uses]  # type: ignore[arg-type]
        messages += [
            {"role": "assistant", "content": [block.model_dump() for block in message.content]},
            {"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": use.id, "content": "README.md\nsetup.py"} for use in uses
            ]},
        ]
    else:
        raise AssertionError(f"the simulated model never answered; it called {calls}")
    assert message.content[0].type == "text" and message.content[0].text.startswith("[simulated")
    assert calls == [("Glob", {"pattern": "*"})], "one look at the files, no sub-agent, no shell"


def test_without_tools_or_with_only_spawning_tools_the_answer_is_final(sim_gateway: GatewayProcess) -> None:
    claude = anthropic.Anthropic(base_url=sim_gateway.base, api_key=KEY_A, max_retries=0)
    plain = claude.messages.create(model="coder", max_tokens=64, messages=[{"role": "user", "content": "hi"}])
    assert plain.stop_reason != "tool_use"
    only_task = claude.messages.create(
        model="coder", max_tokens=64, tools=CLAUDE_CODE_TOOLS[:1], messages=[{"role": "user", "content": "hi"}]
    )
    assert only_task.stop_reason != "tool_use", "a sub-agent tool is never called by the simulator"


def test_a_codex_prompt_runs_ls_then_answers(sim_gateway: GatewayProcess) -> None:
    """Shaped like Codex's list: a sub-agent tool, an image viewer, read-only goal tools, the shell."""
    shell = {"type": "function", "name": "shell", "description": "Run a command",
             "parameters": {"type": "object", "properties": {"command": {"type": "array", "items": {"type": "string"}}},
                            "required": ["command"]}}
    spawn = {"type": "function", "name": "spawn_agent", "description": "Start a sub-agent",
             "parameters": {"type": "object", "properties": {"task": {"type": "string"}}, "required": ["task"]}}
    view_image = {"type": "function", "name": "view_image", "description": "Attach a local image",
                  "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}}
    get_goal = {"type": "function", "name": "get_goal", "description": "The current goal",
                "parameters": {"type": "object", "properties": {}}}
    codex = openai.OpenAI(base_url=sim_gateway.url, api_key=KEY_A, max_retries=0)
    first = codex.responses.create(model="coder", input="list the files",
                                   tools=[spawn, view_image, get_goal, shell])  # type: ignore[list-item]
    call = next(item for item in first.output if item.type == "function_call")
    assert call.name == "shell" and json.loads(call.arguments) == {"command": ["ls"]}
    follow = codex.responses.create(
        model="coder", tools=[spawn, view_image, get_goal, shell], previous_response_id=first.id,  # type: ignore[list-item]
        input=[{"type": "function_call_output", "call_id": call.call_id, "output": "README.md"}],
    )
    assert not [item for item in follow.output if item.type == "function_call"]
    assert follow.output_text.startswith("[simulated")
